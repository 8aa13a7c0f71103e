// Each person's trend over the games of one game of the family in the match history, for the
// statistics panel (statsview.js):
// the win rate so far after each game, and each game's points per round (the engine's figure for
// their side: its final score over the rounds played). The same people as the statistics: the
// one person alone against the computers ("You"), and each named person, by name.
//
// The coach's gains are not charted: the coach reviews only the rounds a person asks it about,
// and those reviews are not kept, so a trend of them would show which rounds were reviewed rather
// than how play went (docs/history.md).

import { make } from "../core/dom.js";
import { t } from "../i18n/i18n.js";
import { signed, trendChart } from "./charts.js";
import { gamesOf, readHistory } from "./history.js";
import { when } from "./historyview.js";

/** @typedef {import("./history.js").HistoryGame} HistoryGame */

/**
 * The side of the person `name` (null: the one person alone) in `game`, or null if not in it.
 * @param {HistoryGame} game
 * @param {string | null} name
 * @returns {number | null}
 */
function sideIn(game, name) {
  if (name === null) return game.people.length === 1 ? game.side_of[game.people[0]] : null;
  const seat = game.people.find((s) => game.seats[s]?.name === name);
  return seat === undefined ? null : game.side_of[seat];
}

/**
 * The person's games as chart points, oldest first.
 * @param {HistoryGame[]} games
 * @param {string | null} name
 */
function pointsOf(games, name) {
  let wins = 0;
  let played = 0;
  const points = [];
  for (const game of games) {
    const side = sideIn(game, name);
    if (side === null) continue;
    const won = game.winner === side;
    played += 1;
    if (won) wins += 1;
    const others = game.scores.filter((_, s) => s !== side).map(signed);
    points.push({
      when: when(game, false),
      won,
      wins,
      played,
      rate: Math.round((100 * wins) / played),
      perRound: game.per_round[side],
      score: [signed(game.scores[side]), ...others].join("–"),
    });
  }
  return points;
}

/** The trend section of game `game` (the engine's preset): a heading, a chart per person with
 * games of it in the history, or a line saying there are none yet.
 * @param {string | null} game */
export function trendSection(game) {
  const games = gamesOf(readHistory().games, game);
  const section = make("section", "stats-trends");
  section.append(make("h3", "stats-heading", t("trend.title")));
  section.append(make("p", "stats-note", t("trend.lead", { n: games.length })));
  /** @type {(name: string | null | undefined) => name is string} */
  const named = (name) => Boolean(name);
  const names = [...new Set(games.flatMap((g) => g.people.map((s) => g.seats[s]?.name).filter(named)))];
  const whom = [null, ...names.sort((a, b) => a.localeCompare(b))];
  let shown = 0;
  for (const name of whom) {
    const points = pointsOf(games, name);
    if (!points.length) continue;
    const who = name ?? t("seat.you");
    const box = make("div", "stats-trend");
    box.dataset.trend = name ?? "";
    box.append(make("h4", "stats-trend-who", who), trendChart(points, who));
    section.append(box);
    shown += 1;
  }
  if (!shown) section.append(make("p", "stats-empty", t("trend.none")));
  return section;
}
