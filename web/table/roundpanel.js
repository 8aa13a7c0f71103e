// The round's summary over the felt: who won the game or how the round ended, every hand as the
// round left it with its pips and deduction, and per side the round's figures and the game's total
// (every figure the engine's); then the way on (Next round, or Play again). In a game whose hand's
// winner takes the count (the result's `count`: All Fives, the block game) the summary says how the
// hand was counted, in words citing the engine's rules, and marks each hand counted or not in
// place of Five Up's deductions (R8.3); its figures are plain points (roundcount.js).

import { $, make, nameTile } from "../core/dom.js";
import { tileSvg } from "../core/pips.js";
import { tellingOf } from "../core/telling.js";
import { t } from "../i18n/i18n.js";
import { num, roundEndText, seatName, sideName } from "../i18n/text.js";
import { countedCell, countFigures, countLine } from "./roundcount.js";

/** @typedef {import("../core/types.js").RoundResult} RoundResult */
/** @typedef {import("../core/types.js").View} View */

/** The highest score and whether more than one side holds it.
 * @param {number[]} scores */
function topOf(scores) {
  const top = Math.max(...scores);
  return { top, tied: scores.filter((s) => s === top).length > 1 };
}

/** Round over: every hand revealed, pips, rounding, deductions per hand and per side, who went out.
 * @param {View} view the view whose round is over (its `round_result` set) @param {number} human @param {import("../i18n/text.js").Named[]} seats */
export function renderRoundPanel(view, human, seats) {
  const result = view.round_result;
  if (!result) return;
  const panel = $("round-panel");
  const [title, sub] = roundHeadline(view, result, human, seats);
  $("round-title").textContent = title;
  $("round-sub").textContent = sub;
  const counted = result.count ? [countLine(result.count, view, human, seats)] : [];
  $("round-body").replaceChildren(
    ...counted,
    handsTable(view, result, human, seats),
    sideTotals(view, result, human, seats),
  );
  /** @type {HTMLElement} */ (panel.querySelector('[data-action="next-round"]')).hidden = view.over;
  /** @type {HTMLElement} */ (panel.querySelector('[data-action="play-again"]')).hidden = !view.over;
  panel.hidden = false;
  $("round-scroll").scrollTop = 0;
}

/** The summary's title and the line under it: who won the game, or how the round ended.
 * @param {View} view @param {RoundResult} result @param {number} human @param {import("../i18n/text.js").Named[]} seats
 * @returns {[string, string]} */
function roundHeadline(view, result, human, seats) {
  const players = view.players;
  const ended = roundEndText(result, tellingOf(view, human, seats));
  if (view.over && view.winner !== null) {
    const title =
      players !== 4 && view.winner === view.side_of[human]
        ? t("round.youWin")
        : t("round.sideWins", { name: sideName(view.winner, players, human, seats), many: players === 4 });
    const scores = view.display_scores.map((s) => num(s)).join(" – ");
    return [title, `${t("round.finalScore", { scores })} ${ended}`];
  }
  const { top, tied } = topOf(view.scores);
  const tieTop = top >= view.target && tied;
  return [t("round.title", { n: view.round }), tieTop ? `${ended} ${t("round.tieTop")}` : ended];
}

/** Every hand as the round left it, with its pips and the deduction they make (the engine's).
 * @param {View} view @param {RoundResult} result @param {number} human @param {import("../i18n/text.js").Named[]} seats */
function handsTable(view, result, human, seats) {
  const table = make("table", "hands-table");
  const head = make("tr");
  const last = result.count ? "handCount.column" : "summary.deduction";
  for (const h of ["summary.player", "summary.tilesLeft", "summary.pips", last]) {
    const cell = make("th", "", t(h));
    cell.scope = "col";
    head.append(cell);
  }
  const thead = make("thead");
  thead.append(head);
  const tbody = make("tbody");
  for (let seat = 0; seat < view.players; seat++) tbody.append(handRow(view, result, seat, human, seats));
  table.append(thead, tbody);
  return table;
}

/** One seat's row: its name (and whether it went out), its tiles, pips and deduction.
 * @param {View} view @param {RoundResult} result @param {number} seat @param {number} human @param {import("../i18n/text.js").Named[]} seats */
function handRow(view, result, seat, human, seats) {
  const tiles = view.revealed_hands?.[seat] || [];
  const pips = result.pips[seat];
  const row = make("tr");
  row.dataset.seat = String(seat);
  const name = make("th", "", seatName(seat, view.players, human, seats));
  name.scope = "row";
  if (result.ender === seat) {
    row.classList.add("is-ender");
    name.append(make("span", "ender-tag", ` — ${t("summary.wentOut")}`));
  }
  const cell = make("td", "hand-tiles");
  if (tiles.length === 0) cell.append(make("span", "out", t("summary.out")));
  for (const tile of tiles) {
    const mini = make("span", "mini-tile");
    nameTile(mini, tile);
    mini.append(tileSvg(tile, { sideways: true }));
    cell.append(mini);
  }
  const deduction = result.count
    ? countedCell(result.count, seat)
    : result.penalties[seat] > 0
      ? t("summary.deduct", { pips, penalty: result.penalties[seat], points: result.display_penalties[seat] })
      : t("summary.noDeduct", { pips });
  row.append(name, cell, make("td", "num", String(pips)), make("td", "num deduction", deduction));
  return row;
}

/** Per side, each figure labelled: the points its placements took this round, those it took
 * through Muggins (H2, when the game plays it), its hands' deduction, the round's change to its
 * score, and apart from them the game's total; every figure the engine's.
 * @param {View} view @param {RoundResult} result @param {number} human @param {import("../i18n/text.js").Named[]} seats */
function sideTotals(view, result, human, seats) {
  const sides = make("ul", "side-totals");
  /** @param {string} key @param {number} points @param {number} raw */
  const figure = (key, points, raw) => {
    const item = make("div", `side-figure side-${key}`);
    item.append(make("dt", "", t(`summary.${key}`)), make("dd", "", t("summary.amount", { points, raw })));
    return item;
  };
  for (let side = 0; side < view.sides; side++) {
    const round = make("dl", "side-round");
    if (result.count) round.append(...countFigures(view, result, side));
    else {
      round.append(figure("placements", result.display_placements[side], result.gained[side] - result.muggins[side]));
      if (view.rules?.muggins) round.append(figure("muggins", result.display_muggins[side], result.muggins[side]));
      round.append(figure("hands", -result.display_deducted[side], -result.deducted[side]));
    }
    const change = make("div", "side-figure side-change");
    change.append(
      make("dt", "", t("summary.round")),
      make("dd", "", t("summary.points", { points: result.display_round[side] })),
    );
    round.append(change);
    const total = make("div", "side-figure side-now");
    total.append(make("dt", "", t("summary.total")), make("dd", "", nowText(result, side)));
    round.append(total);
    const li = make("li");
    li.dataset.side = String(side);
    li.append(make("strong", "", sideName(side, view.players, human, seats)), round);
    sides.append(li);
  }
  return sides;
}

/** A side's game total: display points and raw, or plain points where the game shows them as they are.
 * @param {RoundResult} result @param {number} side */
function nowText(result, side) {
  if (result.count) return t("handCount.now", { points: result.display_scores[side] });
  return t("summary.now", { raw: result.scores[side], points: result.display_scores[side] });
}

/** The way on after a round (Next round, or Play again), focused without scrolling: on a phone
 * the panel's top (who went out, the winner) must stay in view. Next frame: no forced layout.
 * @param {View} view */
export function focusWayOn(view) {
  const next = /** @type {HTMLElement | null} */ (
    document.querySelector(view.over ? '[data-action="play-again"]' : '[data-action="next-round"]')
  );
  requestAnimationFrame(() => next?.focus({ preventScroll: true }));
}

export function hideRoundPanel() {
  $("round-panel").hidden = true;
  $("round-body").replaceChildren(); // a finished round's hands leave the page with its summary
}
