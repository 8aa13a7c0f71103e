// The board's rings on open ends (web/table/boardpaint.js), as the legend says them: in a game that
// scores nothing during play (the partnership block game, no spinner) every open end is an empty
// ring, both ends of the line, the lone opening double's two sides too; where the game scores
// (Five Up) a scoring end shows its badge instead. The layouts are the engine's answers to
// `layout` on a block game's first placements (seed 2); the canvas is a stand-in that notes where
// each ring is filled.

import { test } from "node:test";
import assert from "node:assert/strict";

globalThis.document = /** @type {any} */ ({ documentElement: {} });
globalThis.getComputedStyle = /** @type {any} */ (() => ({ getPropertyValue: (/** @type {string} */ name) => name }));
const { paintBoard } = await import("../../web/table/boardpaint.js");

/** The engine's layouts: the opening [6|6] alone; then [0|6] and [3|6] at the line's two ends. */
const OPENING = {
  bounds: [-4.66, -2.9125, 9.32, 5.825],
  tiles: [{ tile: "[6|6]", rect: [-0.5, -1.0, 1.0, 2.0], halves: [6, 6], spinner: false, dir: "right" }],
  ends: [
    { end: "[6|6] line_a", value: 6, rect: [-2.5, -0.5, 2.0, 1.0], dir: "left", mark: [-1.3, -0.3, 0.6, 0.6] },
    { end: "[6|6] line_b", value: 6, rect: [0.5, -0.5, 2.0, 1.0], dir: "right", mark: [0.7, -0.3, 0.6, 0.6] },
  ],
  scoring: [{ tile: "[6|6]", value: 12, at: [-1.0, 0.0] }],
  table: [-9.0, -5.5, 18.0, 11.0],
};

const LINE = {
  bounds: [-6.66, -2.9125, 13.32, 5.825],
  tiles: [
    { tile: "[6|6]", rect: [-0.5, -1.0, 1.0, 2.0], halves: [6, 6], spinner: false, dir: "right" },
    { tile: "[3|6]", rect: [-2.5, -0.5, 2.0, 1.0], halves: [3, 6], spinner: false, dir: "left" },
    { tile: "[0|6]", rect: [0.5, -0.5, 2.0, 1.0], halves: [6, 0], spinner: false, dir: "right" },
  ],
  ends: [
    { end: "[0|6] low", value: 0, rect: [2.5, -0.5, 2.0, 1.0], dir: "right", mark: [2.7, -0.3, 0.6, 0.6] },
    { end: "[3|6] low", value: 3, rect: [-4.5, -0.5, 2.0, 1.0], dir: "left", mark: [-3.3, -0.3, 0.6, 0.6] },
  ],
  scoring: [
    { tile: "[0|6]", value: 0, at: [3.0, 0.0] },
    { tile: "[3|6]", value: 3, at: [-3.0, 0.0] },
  ],
  table: [-9.0, -5.5, 18.0, 11.0],
};

/** A canvas that does nothing but note the centre of every circle filled in the ring's colour (each
 * colour is its token's name here). */
function canvas() {
  const rings = /** @type {number[][]} */ ([]);
  let circle = /** @type {number[] | null} */ (null);
  const ctx = new Proxy(
    {
      fillStyle: "",
      arc: (/** @type {number} */ x, /** @type {number} */ y) => {
        circle = [x, y];
      },
      fill() {
        if (this.fillStyle === "--canvas-ring" && circle) rings.push(circle);
      },
      measureText: () => ({ width: 10 }),
      createLinearGradient: () => ({ addColorStop: () => {} }),
      createRadialGradient: () => ({ addColorStop: () => {} }),
    },
    {
      get: (target, name) => (name in target ? Reflect.get(target, name) : () => {}),
      set: (target, name, value) => Reflect.set(target, name, value),
    },
  );
  return { ctx: /** @type {CanvasRenderingContext2D} */ (/** @type {unknown} */ (ctx)), rings };
}

/** The rings painted for a layout, each at its centre in layout units (one unit = 10 px, origin 0).
 * @param {object} layout @param {boolean} scores */
function rings(layout, scores) {
  const { ctx, rings: found } = canvas();
  const scene = { layout, targets: [], hover: null, last: null, hidden: null, aspect: 1.6, scores };
  paintBoard(ctx, /** @type {any} */ (scene), { unit: 10, ox: 0, oy: 0 });
  return found.map(([x, y]) => [x / 10, y / 10]);
}

test("a block game's board rings both ends of its line", () => {
  assert.deepEqual(rings(LINE, false), [
    [3, 0],
    [-3, 0],
  ]);
});

test("a block game's lone opening double rings both its sides", () => {
  assert.deepEqual(rings(OPENING, false), [
    [-1, 0],
    [1, 0],
  ]);
});

test("where the game scores in play, a scoring end shows its badge and no ring", () => {
  assert.deepEqual(rings(LINE, true), []);
});
