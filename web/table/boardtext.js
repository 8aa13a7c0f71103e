// The board in words, for screen readers and anyone who prefers text: the canvas's short label, and a
// list of the open ends (legal continuation points) with their values and the ends' sum, shown in the
// "Board as text" disclosure and linked to the canvas with aria-describedby. A game that scores
// nothing during play (core/games.js scoresInPlay) is told without ends' sum or scoring ends.

import { language, t } from "../i18n/i18n.js";
import { endLabel } from "../i18n/text.js";
import { scoresInPlay } from "../core/games.js";

/** @typedef {import("../core/types.js").View} View */

/** The canvas's accessible name: short, the details are in the description.
 * @param {View | null | undefined} view */
export function boardLabel(view) {
  const b = view?.board;
  if (!b || !b.tiles.length) return t("board.empty");
  const ends = b.open_ends.map((o) => t("board.endValue", { end: endLabel(o.end), value: o.value })).join("; ");
  return t(scoresInPlay(view) ? "board.describe" : "board.describePlain", {
    tiles: b.tiles.join(", "),
    spinners: b.spinners.join(", ") || t("board.none"),
    ends,
    sum: b.ends_sum,
  });
}

/** Fill `box` with the board as text: tiles, spinners, each open end with its value and whether it
 * scores, and the ends' sum. Rebuilt only when something in it changed.
 * @param {HTMLElement} box @param {View | null | undefined} view */
export function renderBoardText(box, view) {
  const b = view?.board;
  const scores = scoresInPlay(view);
  const key = JSON.stringify([b?.tiles, b?.open_ends, b?.scoring, scores, language()]);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.replaceChildren();
  /** @param {string} text */
  const p = (text) => {
    const node = document.createElement("p");
    node.textContent = text;
    box.append(node);
  };
  if (!b || !b.tiles.length) {
    p(t("boardText.empty"));
    return;
  }
  p(t("boardText.tiles", { n: b.tiles.length, tiles: b.tiles.join(", ") }));
  p(t("boardText.spinners", { spinners: b.spinners.join(", ") || t("board.none") }));
  p(t("boardText.openEnds"));
  /** @type {Map<string, number[]>} */
  const scoring = new Map();
  for (const s of b.scoring || []) scoring.set(s.tile, (scoring.get(s.tile) || []).concat(s.value));
  const list = document.createElement("ul");
  list.className = "board-ends";
  for (const o of b.open_ends) {
    const li = document.createElement("li");
    const tile = o.end.split(" ")[0];
    // A non-double's end adds its own number; a double at the end of a line adds both halves, once.
    const [lo, hi] = tile.slice(1, -1).split("|");
    const values = scoring.get(tile);
    const adds = values ? (lo === hi ? values[0] : o.value) : null;
    const says = adds === null ? t("boardText.notScoring") : t("boardText.scoring", { value: adds });
    li.textContent = scores ? `${endLabel(o.end, o.value)} — ${says}` : endLabel(o.end, o.value);
    list.append(li);
  }
  box.append(list);
  if (!scores) return;
  const values = (b.scoring || []).map((s) => s.value);
  p(t("boardText.sum", { sum: values.length ? `${values.join(" + ")} = ${b.ends_sum}` : b.ends_sum }));
}
