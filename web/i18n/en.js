// English texts of the page. Keys are grouped by where they show; see i18n.js for the format
// (a string with {param} placeholders, or a function of the params).
// Other modules add their own groups (e.g. "aids.*", "save.*"); every key is in each other table too
// (fi.js, es.js, …; e2e/test_languages.py checks it). The number helpers are numbers.js's.

import save from "./save.en.js";
import aids from "./aids.en.js";
import net from "./net.en.js";
import whatif from "./whatif.en.js";
import history from "./history.en.js";
import puzzles from "./puzzles.en.js";
import reach from "./reach.en.js";
import setup from "./setup.en.js";
import refusals from "./refusals.en.js";
import games from "./games.en.js";
import { OFFERS } from "./offers.js";
import { plural, minus, signed } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  // ---- language switch and the document ----
  ...OFFERS.en, // lang.name, lang.offerShort, lang.offerLabel: how the switch offers it (offers.js)
  // The language switch's name.
  "lang.choose": "Language",
  "doc.title": "Five Up — dominoes",
  "brand.name": "Five Up",

  // ---- names ----
  "seat.you": "You",
  "seat.north": "North",
  "seat.west": "West",
  "seat.east": "East",
  "side.youNorth": "You & North",
  "side.westEast": "West & East",
  "level.easy": "easy",
  "level.normal": "normal",
  "level.hard": "hard",
  // The baselines a seat may also be given (a challenge's computers, a protocol game).
  "level.random": "random",
  "level.greedy": "greedy",
  "count.tiles": ({ n }) => plural(n, "tile", "tiles"),
  "count.points": ({ n }) => plural(n, "point", "points"),

  // ---- ends of tiles: "[4|4] line B (4)" ----
  "slot.low": "low end",
  "slot.high": "high end",
  "slot.line_a": "line A",
  "slot.line_b": "line B",
  "slot.branch_a": "branch A",
  "slot.branch_b": "branch B",
  "end.label": "{tile} {slot}",
  "end.labelValue": "{tile} {slot} ({value})",
  "end.opening": "Open the round",

  // ---- scores and sums ----
  "points.raw": ({ raw, points }) => `${raw} raw, ${plural(points, "point", "points")}`,
  "points.none": "no score",
  "sum.line": "{sum} → {points}",
  "sum.byName": "{name}: {line}",

  // ---- announcements of moves ----
  "move.drawYou": ({ tile, left }) => `You draw ${tile} (${plural(left, "tile", "tiles")} left in the boneyard).`,
  "move.drawOther": ({ name, left }) => `${name} draws a tile (${plural(left, "tile", "tiles")} left).`,
  "move.drawRun": ({ name, n, left }) =>
    `${name} draws ${plural(n, "tile", "tiles")} (${plural(left, "tile", "tiles")} left).`,
  "move.passYou": "You pass: nothing fits and the boneyard is empty.",
  "move.passOther": "{name} passes: nothing fits and the boneyard is empty.",
  "move.passYouNoStock": "You pass: nothing fits.",
  "move.passOtherNoStock": "{name} passes: nothing fits.",
  "move.placeYou": "You play {tile} on {end}: {sum}, {score}.",
  "move.placeOther": "{name} plays {tile} on {end}: {sum}, {score}.",
  "move.openYou": "You open with {tile}: {sum}, {score}.",
  "move.openOther": "{name} opens with {tile}: {sum}, {score}.",
  "move.placeYouPlain": "You play {tile}{drawn} on {end}.",
  "move.placeOtherPlain": "{name} plays {tile}{drawn} on {end}.",
  "move.openYouPlain": "You open with {tile}{drawn}.",
  "move.openOtherPlain": "{name} opens with {tile}{drawn}.",
  "move.scores": ({ raw, points }) => `scores ${raw} (${plural(points, "point", "points")})`,
  "move.noScore": "no score",
  "move.scoreNow": "Score: {scores}.",
  "move.scoreSide": "{name} {points}",

  // ---- rounds ----
  "round.start": ({ n, name, you, opens }) => {
    const [start, open, hold, sit, have] = you
      ? ["start", "open", "hold", "sit", "had"]
      : ["starts", "opens", "holds", "sits", "had"];
    if (opens === "lot") return `Round ${n}: ${name} won the lot and ${start}.`;
    if (opens === "went-out") return `Round ${n}: ${name} went out last round and ${start}.`;
    if (opens === "double-six") return `Round ${n}: ${name} ${hold} [6|6] and ${open}.`;
    if (opens === "next-seat") return `Round ${n}: ${name} ${sit} after last round's opener and ${open}.`;
    if (opens === "won-blocked")
      return `Round ${n}: ${name} ${have} the fewest pips on the side that won the blocked round and ${open}.`;
    return `Round ${n}: ${name} ${start}.`;
  },
  "round.wentOutYou": "You went out.",
  "round.wentOut": "{name} went out.",
  "round.blocked": "The round is blocked: nobody can play and the boneyard is empty.",
  "round.blockedNoStock": "The round is blocked: nobody can play.",
  "round.isOver": "Round {n} is over.",
  "round.title": "Round {n} is over",
  "round.youWin": "You win!",
  "round.sideWins": ({ name, many }) => `${name} ${many ? "win" : "wins"}`,
  "round.gameYouWin": "You win the game.",
  "round.gameSideWins": ({ name, many }) => `${name} ${many ? "win" : "wins"} the game.`,
  "round.finalScore": "Final score {scores}.",
  "round.tieTop": "The scores are tied at the top — another round is played.",
  "summary.player": "Player",
  "summary.tilesLeft": "Tiles left",
  "summary.pips": "Pips",
  "summary.deduction": "Deduction",
  "summary.out": "out",
  "summary.wentOut": "out",
  "summary.deduct": ({ pips, penalty, points }) => `${pips} → ${penalty}: \u2212${penalty} raw (\u2212${points})`,
  "summary.noDeduct": "{pips} → 0: none",
  "summary.placements": "Placements",
  "summary.muggins": "Muggins",
  "summary.hands": "Hands",
  "summary.round": "This round",
  "summary.total": "Game total",
  "summary.amount": ({ points, raw }) => `${signed(points)} (${signed(raw)} raw)`,
  "summary.points": ({ points }) => `${signed(points)} ${Math.abs(points) === 1 ? "point" : "points"}`,
  "summary.now": ({ raw, points }) =>
    `${minus(points)} ${Math.abs(points) === 1 ? "point" : "points"} (${minus(raw)} raw)`,

  // ---- the lot ----
  "lot.label": "Who starts",
  "lot.whoStarts": "Who starts?",
  "lot.round": "Round {n}",
  "lot.throw": "Throw {n}",
  "lot.tie": "A tie is thrown again among the tied.",
  "lot.why": ({ name, you, opens }) =>
    ({
      lot: "",
      chosen: "",
      "went-out": `${name} went out last round.`,
      "double-six": `${name} ${you ? "hold" : "holds"} [6|6].`,
      "next-seat": `${name} ${you ? "sit" : "sits"} after last round's opener.`,
      "won-blocked": `${name} had the fewest pips on the side that won the blocked round.`,
    })[opens],
  "lot.startYou": " start.",
  "lot.starts": " starts.",
  "action.ok": "OK",

  // ---- settings and sound (settings.js, sound.js) ----
  "settings.open": "Settings",
  "settings.title": "Settings",
  "settings.speed": "Computers' speed",
  "settings.speedNote": "How long each computer move stays in view before the next one.",
  "speed.relaxed": "Relaxed",
  "speed.normal": "Normal",
  "speed.fast": "Fast",
  "speed.instant": "Instant",
  "settings.forced": "Forced moves",
  "settings.autoForced": "Draw or pass by myself when it is the only move",
  "settings.autoForcedNote": "After a short moment; you can still click first.",
  "sound.label": "Sound",
  "sound.onTitle": "Sound is on: switch it off",
  "sound.offTitle": "Sound is off: switch it on",
  "action.autoDraw": "Drawing…",
  "action.autoPass": "Passing…",

  // ---- scoreboard and seats ----
  "score.label": "Scores",
  "score.firstTo": "First to {target} points",
  "score.raw": ({ raw }) => `${minus(raw)} raw`,
  "score.rawTitle": "{raw} raw points",
  "score.target": "to {target}",
  "score.muggins": "Muggins",
  "score.said": "{name}: {points} of {target} points",
  "score.saidRaw": "{name}: {points} of {target} points ({raw} raw)",
  "seats.label": "Other players",
  "seat.partnerTag": "partner",
  "seat.withName": "with {name}",
  "seat.withNorth": "with North",
  "seat.tilesHeld": ({ name, n }) => `${name}: ${plural(n, "tile", "tiles")}`,
  "seat.thinking": "thinking",
  "seat.turn": "to play",

  // ---- the person's bench ----
  "bench.label": "Your tiles",
  "hand.label": "Your hand",
  "hand.empty": "Your tiles appear here.",
  "hand.allPlayed": "You played every tile.",
  "hand.justDrawn": ", just drawn",
  "hand.cannotPlay": ", cannot be played now",
  "hand.drawnTag": "drawn",
  "ends.one": "Play {tile} here:",
  "ends.many": "Play {tile} on one of {n} ends:",
  "ends.label": "Where the chosen tile can go",
  "action.cancel": "Cancel",
  "action.draw": "Draw",
  "action.drawCount": "Draw ({n})",
  "action.pass": "Pass",
  "action.newGame": "New game",
  "action.nextRound": "Next round",
  "action.playAgain": "Play again",
  "action.deal": "Deal",
  "action.tryContinue": "Try to continue",
  "action.reload": "Reload the page",

  // ---- hints under the table ----
  "hint.shuffling": "The tiles are being shuffled…",
  "hint.chooseDeal": "Choose the players and deal.",
  "hint.dealing": "Dealing…",
  "hint.cannotStart": "The game cannot start.",
  "hint.wrong": "Something went wrong.",
  "hint.gameOver": "The game is over.",
  "hint.roundOver": "The round is over.",
  "hint.thinking": "{name} is thinking…",
  "hint.toPlay": "{name} to play.",
  "hint.moment": "One moment…",
  "hint.chooseEnd": "Choose where {tile} goes: click a lettered spot, press its letter, or use a button.",
  "hint.chooseEndTouch": "Choose where {tile} goes: tap a lettered spot or its button.",
  "hint.showTiles": "Waiting for {name} to show their tiles.",
  "hint.mustPlay": "Play the tile you drew, {tile}.",
  "hint.chooseTile": "Your turn: choose a tile.",
  "hint.chooseOpen": "Your turn: choose a tile to open the round.",
  "hint.mustDraw": "Nothing fits: draw from the boneyard.",
  "hint.mustPass": "Nothing fits and the boneyard is empty: pass.",
  "hint.mustPassNoStock": "Nothing fits: pass.",
  "hint.yourTurn": "Your turn.",

  // ---- the information column ----
  "status.loading": "Loading the game…",
  "status.setup": "No game in play: choose the players and deal.",
  "status.engineFailed": "The game engine could not start.",
  "sumline.label": "Ends' sum after the last placement",
  "facts.round": "Round",
  "facts.boneyard": "Boneyard",
  "log.title": "This round",

  // ---- the board, for screen readers and as text ----
  "board.label": "The table",
  "board.empty": "The table is empty.",
  "board.describe": "The table: {tiles}. Spinners: {spinners}. Open ends: {ends}. Ends' sum {sum}.",
  "board.describePlain": "The table: {tiles}. Spinners: {spinners}. Open ends: {ends}.",
  "board.fit": "Fit",
  "board.fitTitle": "Show the whole board (after zooming with the wheel or two fingers)",
  "board.none": "none",
  "board.endValue": "{end}: {value}",
  "boardText.title": "Board as text",
  "boardText.empty": "No tile is on the table yet.",
  "boardText.tiles": "Tiles on the table ({n}): {tiles}.",
  "boardText.spinners": "Spinners: {spinners}.",
  "boardText.openEnds": "Open ends (legal continuation points):",
  "boardText.scoring": "scoring {value}",
  "boardText.notScoring": "adds nothing now",
  "boardText.sum": "Ends' sum: {sum}.",
  "legend.title": "How to read the table",
  "legend.spinner": "Spinner (every double): orange border and a centre pin.",
  "legend.scoring": "Filled square with a number: a scoring end's value.",
  "legend.open": "Empty ring: an open end that adds nothing now.",
  "legend.spinnerFirst": "Spinner (the first double only): orange border and a centre pin.",
  "legend.openPlain": "Empty ring: an open end.",
  "legend.target": "Dashed box with a letter: where the chosen tile can go.",
  "keys.title": "Keyboard",
  "keys.help":
    "Arrow keys move between your tiles, Enter chooses one; then arrow keys or letters pick an end and Enter places it (Esc goes back). D draw, P pass, H hint, U undo, N next round.",
  "keys.helpNoStock":
    "Arrow keys move between your tiles, Enter chooses one; then arrow keys or letters pick an end and Enter places it (Esc goes back). P pass, H hint, U undo, N next round.",

  // ---- loading ----
  "loading.title": "Shuffling the tiles…",
  "stage.start": "Starting the rules engine",
  "stage.pyodide": "Loading Python",
  "stage.download": "Downloading the game: {received} of {expected} MB",
  "stage.python": "Starting Python",
  "stage.engine": "Installing the rules engine",
  "stage.ready": "Ready",
  "stage.other": "Loading ({stage})",

  // ---- errors ----
  "error.title": "Something went wrong",
  "error.details": "Technical details",
  "error.fatal": "The game engine could not start, so the game cannot be played. Reloading the page may help.",
  "error.timeout": "The game engine did not answer in time. Try to continue, or reload the page.",
  "error.illegal": "The engine refused that move. Try to continue to get the table back as the engine sees it.",
  "error.engine": "The game engine could not do what the page asked. Try to continue, or start a new game.",
  "error.unexpected": "The page ran into a problem it did not expect. Try to continue, or reload the page.",

  // ---- new game dialog ----
  "newgame.title": "New game",
  "newgame.lead": "Every double is a spinner. Score the open ends in fives.",
  "newgame.players": "Players",
  "newgame.partners": "partners",
  "curtain.pass": "Pass to {name}",
  "curtain.passBack": "Pass back to {name}",
  "curtain.show": "Show {name}'s tiles",
  "curtain.computers": "The computers are playing…",
  "curtain.hidden": "The tiles are hidden while the device passes.",
  "newgame.seats": "Seats",
  "newgame.seat": "Seat {n}",
  "newgame.seatPair": "Seat {n} · pair {pair}",
  "newgame.kind.person": "Person",
  "newgame.kind.computer": "Computer",
  "newgame.namePlaceholder": "Name",
  "newgame.nameOf": "Name of seat {n}",
  "newgame.levelOf": "Level of seat {n}",
  "newgame.notePairs": "Seats 1 and 3 (pair A) play as partners against seats 2 and 4 (pair B).",
  "seat.player": "Player {n}",
  "side.pair": "{a} & {b}",
  "newgame.noteAlone": "Each player scores alone.",
  "newgame.houseRules": "House rules",
  "newgame.offer": "The link you opened asks for a game with these house rules:",
  "newgame.offerTarget": "first to {target} points",
  "newgame.offerNoTarget": "first to {target} points, which the game does not offer: the sheet's target is chosen",
  "newgame.offerMuggins": "Muggins on",
  "newgame.offerNoMuggins": "Muggins off",
  "newgame.offerKeep": "Deal to start it; Cancel goes back to your game in progress, which stays saved.",

  // ---- Muggins: the person's claim, and what came of a claim ----
  "claim.title": "Announce your points",
  "claim.what": "{tile} on {end}: how many points does it score?",
  "claim.whatOpen": "Opening with {tile}: how many points does it score?",
  "claim.none": "No score",
  "claim.quick": ({ points }) => `claim ${plural(points, "point", "points")}`,
  "claim.other": "Points",
  "claim.back": "Back",
  "claim.announce": "Announce",
  "claim.exact": ({ claim }) => `claimed ${plural(claim, "point", "points")}: right`,
  "claim.saidNothing": ({ claim }) => `claimed ${plural(claim, "point", "points")}: no score`,
  "claim.muggins": ({ claim, points, name, you, many }) =>
    `${claim > 0 ? `claimed ${plural(claim, "point", "points")}` : "no score claimed"}: Muggins! ${
      you ? "You take" : `${name} ${many ? "take" : "takes"}`
    } ${plural(points, "point", "points")}`,
  // What came of a Muggins, said until the next person acts (table/muggins.js, the curtain).
  "muggins.notice": ({ name, you, many, points, claimer, claim }) =>
    `Muggins! ${you ? "You take" : `${name} ${many ? "take" : "takes"}`} ${plural(points, "point", "points")}: ${claimer} announced ${
      claim > 0 ? plural(claim, "point", "points") : "no score"
    }.`,

  // saved games, notices, statistics
  ...save,

  // playing with friends on their own devices (modes/host.js, modes/guest.js, net/panel.js)
  ...net,
  // what-if lines and the same deals again (modes/line.js, aids/whatif.js)
  ...whatif,
  // the match history and its charts (persist/history.js, historyview.js)
  ...history,
  // puzzles (modes/puzzle.js, puzzles/panel.js)
  ...puzzles,
  ...reach,
  ...setup,
  ...refusals,
  // the games of the family, their options and rules (core/choices.js, aids/rules.js)
  ...games,

  // play aids (aids.js and the modules it starts)
  ...aids,
});
