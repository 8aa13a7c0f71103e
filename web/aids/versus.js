// Two games on the same deals set side by side (issue 39): who won and by how much, in a sentence
// that names the friend, and both games round by round as a small table's rows (the round, your
// points, theirs; a dash where one game had no such round; the totals last). A game is the
// person's side's points as the engine counted them (its final display score, each finished
// round's); the one with more points won. Pure: words and numbers, no DOM.

import { t } from "../i18n/i18n.js";
import { minus } from "../i18n/numbers.js";

/**
 * @typedef {{total: number, rounds: number[]}} Played  the person's side's points: the game's, each round's
 * @typedef {import("../core/answers.js").ChallengeResult} ChallengeResult
 */

/** A challenge's game as the person's side played it. @param {ChallengeResult} r @returns {Played} */
export const playedOf = (r) => ({ total: r.display_scores[r.side], rounds: r.round_points.map((p) => p[r.side]) });

/** Who won and by how much: "Bo beat you by 17 points.", "You beat Bo by 4 points.", a tie.
 * @param {number} mine @param {number} theirs @param {string} name the friend */
export function verdict(mine, theirs, name) {
  if (mine === theirs) return t("challenge.tied", { name, mine });
  return t(mine > theirs ? "challenge.youWon" : "challenge.theyWon", { name, n: Math.abs(mine - theirs) });
}

/** The side-by-side table's rows of text: its head, a row per round, the totals.
 * @param {Played} mine @param {Played} theirs @param {string} name the friend @returns {string[][]} */
export function versusRows(mine, theirs, name) {
  const cell = (/** @type {number | undefined} */ points) => (points === undefined ? "\u2013" : minus(points));
  const rows = [[t("challenge.round"), t("challenge.you"), name]];
  const count = Math.max(mine.rounds.length, theirs.rounds.length);
  for (let i = 0; i < count; i += 1) rows.push([String(i + 1), cell(mine.rounds[i]), cell(theirs.rounds[i])]);
  rows.push([t("challenge.total"), minus(mine.total), minus(theirs.total)]);
  return rows;
}
