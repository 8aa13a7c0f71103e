// Where the pips sit on one half of a domino (and on a die), shared by the canvas board and the SVG
// tiles of the hand, so every tile on the page looks like the same real set.

import { svgElement } from "./svg.js";

const A = 0.25;
const B = 0.5;
const C = 0.75;

// Positions in a unit square, for a half of an upright tile: the 6 is two columns of three.
// prettier-ignore
const UPRIGHT = [
  [],
  [[B, B]],
  [[A, A], [C, C]],
  [[A, A], [B, B], [C, C]],
  [[A, A], [C, A], [A, C], [C, C]],
  [[A, A], [C, A], [B, B], [A, C], [C, C]],
  [[A, A], [A, B], [A, C], [C, A], [C, B], [C, C]],
];

/**
 * Pip centres for n (0-6) in a unit square; a half of a tile lying sideways has them transposed.
 * @param {number} n
 * @returns {number[][]}
 */
export function pipPositions(n, sideways = false) {
  const spots = UPRIGHT[n] || [];
  return sideways ? spots.map(([x, y]) => [y, x]) : spots;
}

/**
 * Parse "[1|4]" into [1, 4].
 * @param {string} text
 * @returns {[number, number]}
 */
export function tileHalves(text) {
  const m = /^\[(\d)\|(\d)\]$/.exec(text);
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

/**
 * An upright (or sideways) domino as SVG: 100 x 200 units upright. Colours come from pips.css
 * (classes tile-face, tile-line, tile-pip) so the hand and the board share one palette.
 * @param {string} text
 * @param {{sideways?: boolean}} [options]
 */
export function tileSvg(text, { sideways = false } = {}) {
  const [a, b] = tileHalves(text);
  const w = sideways ? 200 : 100;
  const h = sideways ? 100 : 200;
  const svg = svgElement("svg", {
    viewBox: `0 0 ${w} ${h}`,
    class: "tile-svg",
    "aria-hidden": "true",
    focusable: "false",
  });
  svg.append(svgElement("rect", { x: 3, y: 3, width: w - 6, height: h - 6, rx: 12, class: "tile-face" }));
  if (sideways) svg.append(svgElement("line", { x1: 100, y1: 14, x2: 100, y2: 86, class: "tile-line" }));
  else svg.append(svgElement("line", { x1: 14, y1: 100, x2: 86, y2: 100, class: "tile-line" }));
  [a, b].forEach((n, i) => {
    const ox = sideways ? i * 100 : 0;
    const oy = sideways ? 0 : i * 100;
    for (const [x, y] of pipPositions(n, sideways)) {
      svg.append(svgElement("circle", { cx: ox + 10 + x * 80, cy: oy + 10 + y * 80, r: 9, class: "tile-pip" }));
    }
  });
  return svg;
}

/**
 * A die showing n (1-6), for the lot that chooses the starter.
 * @param {number} n
 */
export function dieSvg(n) {
  const svg = svgElement("svg", { viewBox: "0 0 100 100", class: "die-svg", role: "img", "aria-label": `${n}` });
  svg.append(svgElement("rect", { x: 4, y: 4, width: 92, height: 92, rx: 18, class: "die-face" }));
  for (const [x, y] of pipPositions(n)) {
    svg.append(svgElement("circle", { cx: 8 + x * 84, cy: 8 + y * 84, r: 9, class: "die-pip" }));
  }
  return svg;
}
