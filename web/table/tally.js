// The paper tally (rules R10): each side's score as strokes, one per display point, and a 50-point
// mark (10 strokes) drawn as one large X with a small x in each of its four spaces. A negative
// score shows its sign and the tally of its absolute value. How a score is tallied is the engine's
// word (the view's `tally`: per side {negative, fifties, strokes}); this only draws it, as SVG (no
// inline styles); the scoreboard (table/scoreboard.js) shows it under each score when its toggle is on
// (the store's `tally`, remembered on this device by the `toggleTally` command).

import { t } from "../i18n/i18n.js";
import { svgElement } from "../core/svg.js";

const H = 24; // drawing height; a 50-mark is H x H
const MARK_W = 24;
const STROKE_GAP = 5;
const GAP = 6;

/** @typedef {import("../core/types.js").Tally} Tally */

/** @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2 @param {string} cls */
function line(x1, y1, x2, y2, cls) {
  return svgElement("line", { x1, y1, x2, y2, class: cls });
}

// Pictures only (the toggle's icon, the rules' example): one large mark and a few strokes.
/** @type {Tally} */
export const SAMPLE_TALLY = { negative: false, fifties: 1, strokes: 2 };
/** @type {Tally} */
export const RULES_TALLY = { negative: false, fifties: 1, strokes: 3 };

/** The SVG of a tally {negative, fifties, strokes} (the view's); its width follows the marks.
 * @param {Tally} tally */
export function tallySvg(tally) {
  const { negative, fifties, strokes } = tally;
  const parts = [];
  let x = 1;
  if (negative) {
    parts.push(line(x, H / 2, x + 9, H / 2, "tally-sign"));
    x += 9 + GAP;
  }
  for (let i = 0; i < fifties; i++) {
    const g = svgElement("g", { class: "tally-fifty", "data-mark": "50" });
    const [x0, y0, x1, y1] = [x + 2, 2, x + MARK_W - 2, H - 2];
    g.append(line(x0, y0, x1, y1, "tally-big"), line(x0, y1, x1, y0, "tally-big"));
    // A small x in each of the four spaces between the arms of the large X.
    const cx = (x0 + x1) / 2;
    const cy = (y0 + y1) / 2;
    const s = 2.6;
    for (const [dx, dy] of [
      [0, -7],
      [7, 0],
      [0, 7],
      [-7, 0],
    ]) {
      const [px, py] = [cx + dx, cy + dy];
      g.append(
        line(px - s, py - s, px + s, py + s, "tally-small"),
        line(px - s, py + s, px + s, py - s, "tally-small"),
      );
    }
    parts.push(g);
    x += MARK_W + GAP;
  }
  for (let i = 0; i < strokes; i++) {
    const sx = x + 1 + i * STROKE_GAP;
    const stroke = line(sx, 3, sx, H - 3, "tally-stroke");
    stroke.dataset.mark = "5";
    parts.push(stroke);
  }
  if (strokes) x += strokes * STROKE_GAP + 2;
  if (!parts.length) parts.push(svgElement("circle", { cx: 6, cy: H / 2, r: 3, class: "tally-zero" }));
  const width = Math.max(12, Math.ceil(x));
  const svg = svgElement("svg", {
    viewBox: `0 0 ${width} ${H}`,
    width,
    height: H,
    class: "tally-svg",
    role: "img",
    "aria-label": tallyWords(tally),
  });
  svg.dataset.fifties = String(fifties);
  svg.dataset.strokes = String(strokes);
  svg.dataset.negative = String(negative);
  svg.append(...parts);
  return svg;
}

/** A tally in words, for a screen reader. @param {Tally} tally */
export function tallyWords({ negative, fifties, strokes }) {
  const words = t("aids.tally.words", { fifties, strokes });
  return negative ? t("aids.tally.negative", { words }) : words;
}
