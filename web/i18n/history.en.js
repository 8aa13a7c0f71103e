// English texts of the match history and its charts (persist/history.js, historyview.js,
// charts.js, trend.js), merged into en.js. Keys: "history.*", "chart.*", "trend.*"; every key is
// in history.fi.js too.
import { plural } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  // ---- the match history's panel ----
  "history.open": "Match history",
  "history.title": "Match history",
  "history.lead": ({ n, max }) =>
    `${plural(n, "game", "games")} finished on this device (the last ${max} are kept). Choose a game to see its rounds.`,
  "history.export": "Save as a file",
  "history.import": "Read a file",
  "history.none": "No game finished on this device yet. Finish a game and it shows here.",
  "history.games": "Games, newest first",
  "history.rounds": ({ n }) => plural(n, "round", "rounds"),
  "history.winner": "{name} won",
  "history.noWinner": "no winner",
  "history.legend":
    "Above: each side's score after every round, the dashed line the target. Below: each round's points, placements upwards in the side's colour and hands deducted downwards in red.",
  "history.legendMuggins":
    "Above: each side's score after every round, the dashed line the target. Below: each round's points, placements upwards in the side's colour, Muggins (points taken from another's claim) lighter beside them, and hands deducted downwards in red.",
  "history.exported": ({ n }) => `Saved ${plural(n, "game", "games")} as a file.`,
  "history.imported": ({ n }) => `Read the file: ${plural(n, "new game", "new games")} added.`,
  "history.importRefused":
    "That file is not a Five Up match history this page can read (at “{field}”). Nothing was added.",
  "history.unreadable": "The match history kept on this device could not be read (at “{field}”).",
  "history.keptAside": "It has been kept aside in this browser as “{key}”, and a new history starts.",
  "history.keptInPlace": "There is no room for a copy, so it has been left where it was, and no game is added to it.",
  "history.replay": "Replay this game",
  "history.replayGone": ({ n }) =>
    `This game's moves are not kept on this device (only the newest ${n} games finished here keep theirs), so it cannot be replayed.`,
  "history.replayRefused": "The game kept on this device could not be replayed: {message}",
  "history.replaysUnreadable": "The moves of the games kept for replay could not be read (at “{field}”).",
  "history.replaysKeptAside":
    "They have been kept aside in this browser as “{key}”; games finished from now on can be replayed.",
  "history.replaysKeptInPlace":
    "There is no room for a copy, so they have been left where they were, and no more games are kept for replay.",
  "history.notKept":
    "The last game could not be added to the match history: the browser's storage for this page is full.",

  // ---- the charts ----
  "chart.keys": "Left and right arrow keys move from one column to the next; its figures show under the picture.",
  "chart.gameLabel": "Scores round by round, and where each round's points came from.",
  "chart.gameCaption": "Each round's points by where they came from, and the score after it",
  "chart.round": "Round {n}",
  "chart.roundHead": "Round",
  "chart.blocked": "blocked",
  "chart.out": "{name} went out",
  "chart.side":
    "{name} {before} → {after} (placements {placements}, Muggins {muggins}, hands {deductions}, round {total})",
  "chart.placements": "placements",
  "chart.muggins": "Muggins",
  "chart.deductions": "hands deducted",
  "chart.total": "round total",
  "chart.after": "score after",
  "chart.trendLabel": "{who}: win rate so far and points per round, game by game.",
  "chart.trendCaption": "{who}: each game, the win rate so far and the points per round",
  "chart.trendGame":
    "Game {n} of {of}, {when}: {result} {score}; {wins} won of {played} so far ({rate}%); {perRound} points per round.",
  "chart.won": "won",
  "chart.lost": "lost",
  "chart.gameHead": "Game",
  "chart.result": "Result",
  "chart.rate": "Win rate so far",
  "chart.perRound": "Points per round",

  // ---- the trend in the statistics panel ----
  "trend.title": "Trend",
  "trend.lead": ({ n }) =>
    `Over the match history (${plural(n, "game", "games")}): the line is the share of games won so far, the bars each game's points per round (gold: won).`,
  "trend.none": "No game in the match history yet.",
});
