// The round summary's parts for a game whose hand's winner takes the count (the round result's
// `count`: All Fives, the block game): the sentence saying how the hand was counted, citing the
// engine's rules; each hand's cell, counted or not; and per side the round's figures in plain
// points (its placements where the game scores during play, Muggins where it is played, the
// hand's count, a capicúa bonus where it paid). Every figure is the engine's.

import { make } from "../core/dom.js";
import { scoresInPlay } from "../core/games.js";
import { t } from "../i18n/i18n.js";
import { handCountText } from "../i18n/text.js";

/** @typedef {import("../core/types.js").RoundResult} RoundResult */
/** @typedef {import("../core/types.js").HandCount} HandCount */
/** @typedef {import("../core/types.js").View} View */

/** How the hand was counted, as the summary's first line.
 * @param {HandCount} count @param {View} view @param {number} human @param {import("../i18n/text.js").Named[]} seats */
export function countLine(count, view, human, seats) {
  const line = make("p", "round-count", handCountText(count, view.players, human, seats));
  line.dataset.ended = count.ended;
  return line;
}

/** A hand's last cell: counted for the winning side, or not.
 * @param {HandCount} count @param {number} seat */
export function countedCell(count, seat) {
  return t(count.counted_seats.includes(seat) ? "handCount.in" : "handCount.notIn");
}

/** One labelled figure of a side's round, in plain points.
 * @param {string} key the i18n key of its label @param {string} kind @param {number} points */
function figure(key, kind, points) {
  const item = make("div", `side-figure side-${kind}`);
  item.append(make("dt", "", t(key)), make("dd", "", t("handCount.amount", { points })));
  return item;
}

/** A side's figures of the round before its change and total.
 * @param {View} view @param {RoundResult} result @param {number} side */
export function countFigures(view, result, side) {
  const figures = [];
  if (scoresInPlay(view)) figures.push(figure("handCount.placements", "placements", result.display_placements[side]));
  if (view.rules?.muggins) figures.push(figure("summary.muggins", "muggins", result.display_muggins[side]));
  figures.push(figure("handCount.hand", "count", result.display_awarded?.[side] ?? 0));
  const bonus = result.display_bonus?.[side] ?? 0;
  if (bonus > 0) figures.push(figure("handCount.capicua", "bonus", bonus));
  return figures;
}
