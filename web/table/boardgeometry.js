// Where the board's things are on the screen: the `layout` op's geometry (abstract units: a tile
// half is 1 x 1) fitted to the canvas, then zoomed and panned by the player (the Camera), and which
// shown target lies under a point. Pure reads of the layout and the camera: no drawing, no events.

/** @typedef {import("../core/types.js").Layout} Layout */
/** @typedef {import("../core/types.js").Rect} Rect */

/**
 * A legal end the board shows for the chosen tile. double when the chosen tile is a double; label
 * its letter; note (a score preview) is shown beside it; tone is "hint", "played" or "better".
 * @typedef {{end: string, label?: string, double?: boolean, note?: string | null, tone?: string}} Target
 */
/** CSS px per layout unit, and where the layout's origin falls (CSS px). @typedef {{unit: number, ox: number, oy: number}} Transform */

const MARGIN_PX = 4; // room around the layout's bounds (which hold every mark already)
const MAX_UNIT_PX = 54; // a lone opening tile should not fill the table
const MIN_HIT_PX = 44; // touch targets are at least this big, whatever the scale
const MAX_ZOOM = 6; // times the fitted scale
// Where the first tile goes on an empty table: along the line, or crosswise for a double.
/** @type {Rect} */
const OPENING_RECT = [-1, -0.5, 2, 1];
/** @type {Rect} */
const OPENING_DOUBLE_RECT = [-0.5, -1, 1, 2];

/** @param {number} v @param {number} lo @param {number} hi */
const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

/** The canvas's size (CSS px, and device pixels per CSS px) and the player's zoom and pan. */
export class Camera {
  cssW = 0;
  cssH = 0;
  dpr = 1;
  zoom = 1; // times the fitted scale; pan in CSS px
  /** @type {[number, number]} */
  pan = [0, 0];

  get aspect() {
    return this.cssH > 0 ? this.cssW / this.cssH : 16 / 9;
  }

  /** Back to the whole board in view. */
  fit() {
    this.zoom = 1;
    this.pan = [0, 0];
  }

  /** Zoom by `factor` about a point of the canvas (CSS px), which stays where it is.
   * @param {number} px @param {number} py @param {number} factor */
  zoomAt(px, py, factor) {
    const zoom = clamp(this.zoom * factor, 1, MAX_ZOOM);
    const [cx, cy] = [this.cssW / 2, this.cssH / 2];
    // The fitted picture's point under (px, py), then the pan that keeps it there at the new zoom.
    const bx = cx + (px - cx - this.pan[0]) / this.zoom;
    const by = cy + (py - cy - this.pan[1]) / this.zoom;
    this.zoom = zoom;
    this.panTo(px - cx - zoom * (bx - cx), py - cy - zoom * (by - cy));
  }

  /** Pan, kept so that the middle of the canvas stays on the fitted picture.
   * @param {number} x @param {number} y */
  panTo(x, y) {
    const [limX, limY] = [((this.zoom + 1) * this.cssW) / 2, ((this.zoom + 1) * this.cssH) / 2];
    this.pan = this.zoom === 1 ? [0, 0] : [clamp(x, -limX, limX), clamp(y, -limY, limY)];
  }

  /** Move the picture by (dx, dy) CSS px as it is, unclamped (a pinch's midpoint moving; the zoom
   * that follows clamps). @param {number} dx @param {number} dy */
  shift(dx, dy) {
    this.pan = [this.pan[0] + dx, this.pan[1] + dy];
  }

  /** Scale (CSS px per unit) and offset mapping layout units to CSS pixels: `bounds` fitted, then
   * zoomed about the canvas's middle and panned.
   * @param {Rect} bounds
   * @returns {Transform} */
  transform([bx, by, bw, bh]) {
    const availW = Math.max(10, this.cssW - 2 * MARGIN_PX);
    const availH = Math.max(10, this.cssH - 2 * MARGIN_PX);
    const fitted = Math.min(availW / bw, availH / bh, MAX_UNIT_PX);
    const [cx, cy] = [this.cssW / 2, this.cssH / 2];
    const ox = (this.cssW - bw * fitted) / 2 - bx * fitted;
    const oy = (this.cssH - bh * fitted) / 2 - by * fitted;
    const z = this.zoom;
    return { unit: fitted * z, ox: cx + z * (ox - cx) + this.pan[0], oy: cy + z * (oy - cy) + this.pan[1] };
  }
}

/** A rectangle of layout units in CSS px. @param {Rect} rect @param {Transform} t @returns {Rect} */
export function toScreen([x, y, w, h], t) {
  return [t.ox + x * t.unit, t.oy + y * t.unit, w * t.unit, h * t.unit];
}

/** @param {Rect} rect */
export const center = ([x, y, w, h]) => [x + w / 2, y + h / 2];

/** Rect of a target in layout units: where the chosen tile would lie (a double lies across).
 * @param {Layout | null} layout @param {Target} target @param {number} aspect the canvas's
 * @returns {Rect | null} */
export function targetRect(layout, { end, double }, aspect) {
  if (end === "opening") {
    // The engine runs the first line across a wide table and down a tall one.
    const along = aspect >= 1;
    return double === along ? OPENING_DOUBLE_RECT : OPENING_RECT;
  }
  const found = layout?.ends?.find((e) => e.end === end);
  if (!found) return null;
  return double && found.double_rect ? found.double_rect : found.rect;
}

/** World box to fit: the layout's bounds (every tile, target and mark), or the empty table.
 * @param {Layout | null} layout @param {Target[]} targets @param {number} aspect
 * @returns {Rect} */
export function worldBounds(layout, targets, aspect) {
  if (layout?.tiles?.length && layout.bounds?.[2] > 0) return layout.bounds;
  /** @type {Rect[]} */
  const rects = [[-3, -1.5, 6, 3]];
  for (const target of targets) {
    const r = targetRect(layout, target, aspect);
    if (r) rects.push(r);
  }
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y, w, h] of rects) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x + w);
    y1 = Math.max(y1, y + h);
  }
  return [x0, y0, x1 - x0, y1 - y0];
}

/** The target under a canvas point (CSS px): nearest centre among those whose (enlarged) box holds it.
 * @param {Layout | null} layout @param {Target[]} targets @param {number} aspect
 * @param {Transform} t @param {number} px @param {number} py
 * @returns {Target | null} */
export function targetAt(layout, targets, aspect, t, px, py) {
  let best = null;
  let bestDist = Infinity;
  for (const target of targets) {
    const r = targetRect(layout, target, aspect);
    if (!r) continue;
    const [x, y, w, h] = toScreen(r, t);
    const [cx, cy] = [x + w / 2, y + h / 2];
    const halfW = Math.max(w, MIN_HIT_PX) / 2;
    const halfH = Math.max(h, MIN_HIT_PX) / 2;
    if (Math.abs(px - cx) > halfW || Math.abs(py - cy) > halfH) continue;
    const d = Math.hypot(px - cx, py - cy);
    if (d < bestDist) {
      best = target;
      bestDist = d;
    }
  }
  return best;
}

/** Where a target's letter and its preview pill go (CSS px): the layout's rectangles for them;
 * on the empty table, the letter in the middle of the opening's place and the pill below it.
 * @param {Layout | null} layout @param {Target} target
 * @param {Rect} box the target's box on the screen @param {Transform} t
 * @returns {[Rect, Rect]} */
export function labelBoxes(layout, target, box, t) {
  const end = layout?.ends?.find((e) => e.end === target.end);
  const double = Boolean(target.double && end?.double_label);
  const label = double ? end?.double_label : end?.label;
  const note = double ? end?.double_note : end?.note;
  if (label && note) return [toScreen(label, t), toScreen(note, t)];
  const [x, y, w, h] = box;
  const side = Math.min(w, h, 0.8 * t.unit);
  return [
    [x + w / 2 - side / 2, y + h / 2 - side / 2, side, side],
    [x + w / 2 - t.unit, y + h + 4, 2 * t.unit, 0.7 * t.unit],
  ];
}
