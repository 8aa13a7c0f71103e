// Painting the board on its canvas: the tiles, then the targets' boxes, the ends' rings and scoring
// badges, and the targets' letters and preview pills. Every mark is drawn inside the rectangle the
// layout gives it (docs/protocol.md, "Layout"), so none covers a tile or another; where things are
// comes from boardgeometry.js, through the transform it is handed.

import { pipPositions } from "../core/pips.js";
import { center, labelBoxes, targetRect, toScreen } from "./boardgeometry.js";

/** @typedef {import("../core/types.js").Layout} Layout */
/** @typedef {Layout["scoring"][number]} LayoutScoring */
/** @typedef {import("../core/types.js").LaidTile} LayoutTile */
/** @typedef {import("../core/types.js").Rect} Rect */
/** @typedef {import("./boardgeometry.js").Target} Target */
/** @typedef {import("./boardgeometry.js").Transform} Transform */
/**
 * What is drawn: the layout (null: the empty table), the targets shown, the one lit up (`hover`),
 * the latest placement (`last`, softly highlighted) and a tile not drawn yet (`hidden`: it is on its
 * way there, see fly.js); `aspect` is the canvas's; `scores` false for a game that scores nothing
 * during play (no scoring badge: every open end a ring).
 * @typedef {{layout: Layout | null, targets: Target[], hover: string | null, last: string | null,
 *   hidden: string | null, aspect: number, scores?: boolean}} Scene
 */

// Marks drawn no larger than this (CSS px), however far the board is zoomed.
const MAX_BADGE_PX = 34;
const MAX_LABEL_PX = 26;
const MAX_NOTE_FONT_PX = 13;

// Every colour is a design token (core/tokens.css), read once. A target may carry a tone (play
// aids): the hint, and the coach's "played" and "better" moves, the tokens --aid-<tone>.
/** @type {Map<string, string>} */
const colours = new Map();
/** @param {string} token @returns {string} */
function colour(token) {
  let value = colours.get(token);
  if (!value) {
    value = getComputedStyle(document.documentElement).getPropertyValue(`--${token}`).trim();
    colours.set(token, value);
  }
  return value;
}

/** @param {CanvasRenderingContext2D} ctx
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {number} radius */
function roundRect(ctx, x, y, w, h, radius) {
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  ctx.beginPath();
  // arcTo rather than ctx.roundRect: the same picture on browsers that lack the newer call.
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** The bold system font of every label drawn on the canvas, at `px` CSS pixels (rounded).
 * @param {number} px */
function boldFont(px) {
  return `700 ${Math.round(px)}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
}

/** A label's text in the bold font, centred on (x, y), in the colour token `ink`.
 * @param {CanvasRenderingContext2D} ctx @param {string} text
 * @param {number} x @param {number} y @param {number} px @param {string} ink */
function centredText(ctx, text, x, y, px, ink) {
  ctx.fillStyle = colour(ink);
  ctx.font = boldFont(px);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x, y);
}

/**
 * Paint the scene through the transform `t`. Returns each target's box on the screen (CSS px; null
 * for a target the layout does not place), in the order of `scene.targets`.
 * @param {CanvasRenderingContext2D} ctx @param {Scene} scene @param {Transform} t
 * @returns {(Rect | null)[]}
 */
export function paintBoard(ctx, scene, t) {
  const lay = scene.layout;
  const scoring = scene.scores !== false ? lay?.scoring || [] : []; // a game scoring nothing in play: no badge
  const scoringTiles = new Set(scoring.map((s) => s.tile));
  for (const tile of lay?.tiles || []) if (tile.tile !== scene.hidden) drawTile(ctx, tile, tile.tile === scene.last, t);
  // Target areas under the markers, so a scoring number stays readable inside a target.
  const boxes = scene.targets.map((target) => drawTargetBox(ctx, scene, target, t));
  // Open ends that add nothing (unopened branches of an internal spinner): an empty ring.
  for (const end of lay?.ends || []) {
    const tileText = end.end.split(" ")[0];
    if (!scoringTiles.has(tileText) && end.mark) drawRing(ctx, end.mark, t);
  }
  // Each scoring end's value as a filled badge.
  for (const s of scoring) if (s.tile !== scene.hidden) drawBadge(ctx, s, t);
  scene.targets.forEach((target, i) => {
    const box = boxes[i];
    if (box) drawTargetLabel(ctx, lay, target, i, box, t);
  });
  return boxes;
}

/** @param {CanvasRenderingContext2D} ctx @param {LayoutTile} tile @param {boolean} isLast
 * @param {Transform} t */
function drawTile(ctx, { rect, halves, spinner }, isLast, t) {
  const gap = 0.045 * t.unit;
  const box = toScreen(rect, t);
  const [x, y, w, h] = box;
  /** @type {Rect} */
  const inner = [x + gap, y + gap, w - 2 * gap, h - 2 * gap];
  const r = 0.14 * t.unit;
  const sideways = w > h;
  drawTileFace(ctx, inner, r, isLast, t);
  drawTileEdge(ctx, inner, r, spinner, t);
  drawTileDivider(ctx, box, inner, sideways, t);
  drawPips(ctx, box, halves, sideways, t);
  if (spinner) drawSpinnerPin(ctx, box, t);
}

/** The tile's face, with its shadow (a glow for the last tile placed).
 * @param {CanvasRenderingContext2D} ctx
 * @param {Rect} inner the face's [x, y, w, h], inside the gap between tiles
 * @param {number} r @param {boolean} isLast @param {Transform} t */
function drawTileFace(ctx, [ix, iy, iw, ih], r, isLast, t) {
  ctx.save();
  ctx.shadowColor = colour(isLast ? "canvas-last-glow" : "canvas-tile-shadow");
  ctx.shadowBlur = isLast ? 0.45 * t.unit : 0.16 * t.unit;
  ctx.shadowOffsetY = isLast ? 0 : 0.07 * t.unit;
  const face = ctx.createLinearGradient(ix, iy, ix + iw, iy + ih);
  face.addColorStop(0, colour("tile-face"));
  face.addColorStop(1, colour("tile-face-2"));
  ctx.fillStyle = face;
  roundRect(ctx, ix, iy, iw, ih, r);
  ctx.fill();
  ctx.restore();
}

/** Edge: a spinner wears a thick orange border; any other tile a fine one.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Rect} inner the face's [x, y, w, h]
 * @param {number} r @param {boolean} spinner @param {Transform} t */
function drawTileEdge(ctx, [ix, iy, iw, ih], r, spinner, t) {
  ctx.save();
  if (spinner) {
    const bw = Math.max(2.5, 0.1 * t.unit);
    ctx.strokeStyle = colour("spinner");
    ctx.lineWidth = bw;
    roundRect(ctx, ix + bw / 2, iy + bw / 2, iw - bw, ih - bw, r);
  } else {
    ctx.strokeStyle = colour("canvas-tile-edge");
    ctx.lineWidth = 1;
    roundRect(ctx, ix + 0.5, iy + 0.5, iw - 1, ih - 1, r);
  }
  ctx.stroke();
  ctx.restore();
}

/** Dividing line between the halves.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Rect} box the tile's [x, y, w, h] on the screen
 * @param {Rect} inner the face's [x, y, w, h]
 * @param {boolean} sideways @param {Transform} t */
function drawTileDivider(ctx, [x, y, w, h], [ix, iy, iw, ih], sideways, t) {
  ctx.save();
  ctx.strokeStyle = colour("canvas-tile-line");
  ctx.lineWidth = Math.max(1, 0.03 * t.unit);
  ctx.beginPath();
  if (sideways) {
    ctx.moveTo(x + w / 2, iy + ih * 0.16);
    ctx.lineTo(x + w / 2, iy + ih * 0.84);
  } else {
    ctx.moveTo(ix + iw * 0.16, y + h / 2);
    ctx.lineTo(ix + iw * 0.84, y + h / 2);
  }
  ctx.stroke();
  ctx.restore();
}

/** Pips, half by half (halves: top/left first).
 * @param {CanvasRenderingContext2D} ctx
 * @param {Rect} box the tile's [x, y, w, h] on the screen
 * @param {number[]} halves @param {boolean} sideways @param {Transform} t */
function drawPips(ctx, [x, y, w, h], halves, sideways, t) {
  const pipR = Math.max(1.2, 0.085 * t.unit);
  ctx.fillStyle = colour("pip");
  halves.forEach((n, i) => {
    const hx = sideways ? x + (i * w) / 2 : x;
    const hy = sideways ? y : y + (i * h) / 2;
    const hs = sideways ? w / 2 : h / 2;
    for (const [px, py] of pipPositions(n, sideways)) {
      ctx.beginPath();
      ctx.arc(hx + (0.5 + (px - 0.5) * 1.1) * hs, hy + (0.5 + (py - 0.5) * 1.1) * hs, pipR, 0, Math.PI * 2);
      ctx.fill();
    }
  });
}

/** A spinner's centre pin: a second, shape-based marker besides the colour.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Rect} box the tile's [x, y, w, h] on the screen @param {Transform} t */
function drawSpinnerPin(ctx, [x, y, w, h], t) {
  const [cx, cy] = [x + w / 2, y + h / 2];
  const pr = Math.max(3, 0.11 * t.unit);
  ctx.beginPath();
  ctx.arc(cx, cy, pr, 0, Math.PI * 2);
  ctx.fillStyle = colour("spinner");
  ctx.fill();
  ctx.lineWidth = Math.max(1, 0.025 * t.unit);
  ctx.strokeStyle = colour("spinner-rim");
  ctx.stroke();
}

/** A scoring end's value: a filled SQUARE badge (an open end that adds nothing is a round ring,
 * a target a yellow disc with a letter), so the kinds differ by shape as well as by colour.
 * @param {CanvasRenderingContext2D} ctx @param {LayoutScoring} scoring @param {Transform} t */
function drawBadge(ctx, { value, at }, t) {
  const [x, y] = [t.ox + at[0] * t.unit, t.oy + at[1] * t.unit];
  const r = Math.min(0.3 * t.unit, MAX_BADGE_PX / 2); // inside the end's mark (0.6 x 0.6)
  ctx.save();
  ctx.shadowColor = colour("canvas-badge-shadow");
  ctx.shadowBlur = 4;
  roundRect(ctx, x - r, y - r, 2 * r, 2 * r, r * 0.22);
  ctx.fillStyle = colour("badge");
  ctx.fill();
  ctx.restore();
  ctx.lineWidth = 2;
  ctx.strokeStyle = colour("badge-ink");
  ctx.stroke();
  centredText(ctx, String(value), x, y + r * 0.06, r * 1.15, "badge-ink");
}

/** An open end that does not score: an empty ring on the end's mark (the layout's square for it).
 * @param {CanvasRenderingContext2D} ctx @param {Rect} mark @param {Transform} t */
function drawRing(ctx, mark, t) {
  const [x, y, w, h] = toScreen(mark, t);
  const r = Math.min(w / 2 - 1.25, 10);
  ctx.beginPath();
  ctx.arc(x + w / 2, y + h / 2, Math.max(1, r), 0, Math.PI * 2);
  ctx.fillStyle = colour("canvas-ring");
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = colour("badge-ink");
  ctx.stroke();
}

/** A legal end for the chosen tile: a dashed box where the tile would lie. Returns its screen box.
 * @param {CanvasRenderingContext2D} ctx @param {Scene} scene @param {Target} target @param {Transform} t
 * @returns {Rect | null} */
function drawTargetBox(ctx, scene, target, t) {
  const rect = targetRect(scene.layout, target, scene.aspect);
  if (!rect) return null;
  let [x, y, w, h] = toScreen(rect, t);
  // Keep small targets visible at small scales.
  const minSide = 26;
  if (w < minSide) [x, w] = [x - (minSide - w) / 2, minSide];
  if (h < minSide) [y, h] = [y - (minSide - h) / 2, minSide];
  const hovered = scene.hover === target.end;
  const tone = target.tone && colour(`aid-${target.tone}`);
  ctx.save();
  roundRect(ctx, x + 2, y + 2, w - 4, h - 4, Math.min(10, 0.15 * t.unit));
  ctx.fillStyle = colour(hovered ? "canvas-target-hover" : "canvas-target");
  ctx.fill();
  if (tone) {
    ctx.lineWidth = 4;
    ctx.strokeStyle = tone;
    ctx.shadowColor = tone;
    ctx.shadowBlur = 10;
  } else {
    ctx.setLineDash([6, 4]);
    ctx.lineWidth = hovered ? 3 : 2;
    ctx.strokeStyle = colour("gold-2");
  }
  ctx.stroke();
  ctx.restore();
  return [x, y, w, h];
}

/** The target's letter (matching its end's button) in its disc, and its preview pill.
 * @param {CanvasRenderingContext2D} ctx @param {Layout | null} layout @param {Target} target
 * @param {number} index @param {Rect} box the target's box on the screen @param {Transform} t */
function drawTargetLabel(ctx, layout, target, index, box, t) {
  const [label, note] = labelBoxes(layout, target, box, t);
  const [cx, cy] = center(label);
  const r = Math.min(label[2], MAX_LABEL_PX) / 2;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = (target.tone && colour(`aid-${target.tone}`)) || colour("gold-2");
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = colour("canvas-label-edge");
  ctx.stroke();
  centredText(ctx, target.label ?? String(index + 1), cx, cy + 0.5, r * 1.2, "pip");
  ctx.restore();
  if (target.note) drawNote(ctx, target.note, note);
}

/** A preview pill (the score a placement there would make), inside its box: centred, the text
 * shrunk to fit its width.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} text
 * @param {Rect} box [x, y, w, h] in CSS px */
function drawNote(ctx, text, [bx, by, bw, bh]) {
  ctx.save();
  let font = Math.min(MAX_NOTE_FONT_PX, bh * 0.72);
  ctx.font = boldFont(font);
  const wanted = ctx.measureText(text).width + font;
  if (wanted > bw) {
    font *= bw / wanted;
    ctx.font = boldFont(font);
  }
  const w = Math.min(bw, ctx.measureText(text).width + font);
  const h = Math.min(bh, font * 1.45);
  const [x, y] = [bx + (bw - w) / 2, by + (bh - h) / 2];
  roundRect(ctx, x, y, w, h, h / 2);
  ctx.fillStyle = colour("canvas-note");
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = colour("gold-2");
  ctx.stroke();
  centredText(ctx, text, x + w / 2, y + h / 2 + 0.5, font, "badge-ink");
  ctx.restore();
}
