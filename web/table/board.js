// The board on a canvas, drawn from the `layout` op's geometry (abstract units: a tile half is 1 x 1),
// scaled to fit the layout's bounds, then zoomed and panned as the player likes (wheel, pinch, drag;
// `fit()` goes back). Every mark (scoring numbers, rings, target letters, preview pills) is drawn
// inside the rectangle the layout gives it, so none covers a tile or another (docs/protocol.md,
// "Layout"). It also hit-tests the legal ends it is asked to show, through the same transform.

import { pipPositions } from "../core/pips.js";

// Every colour is a design token (core/tokens.css), read once. A target may carry a tone (play
// aids): the hint, and the coach's "played" and "better" moves, the tokens --aid-<tone>.
const colours = new Map();
function colour(token) {
  if (!colours.get(token)) {
    colours.set(token, getComputedStyle(document.documentElement).getPropertyValue(`--${token}`).trim());
  }
  return colours.get(token);
}
const MARGIN_PX = 4; // room around the layout's bounds (which hold every mark already)
const MAX_UNIT_PX = 54; // a lone opening tile should not fill the table
const MIN_HIT_PX = 44; // touch targets are at least this big, whatever the scale
const MAX_ZOOM = 6; // times the fitted scale
const DRAG_PX = 6; // a press that moves further is a pan, not a tap
// Marks drawn no larger than this (CSS px), however far the board is zoomed.
const MAX_BADGE_PX = 34;
const MAX_LABEL_PX = 26;
const MAX_NOTE_FONT_PX = 13;
// Where the first tile goes on an empty table: along the line, or crosswise for a double.
const OPENING_RECT = [-1, -0.5, 2, 1];
const OPENING_DOUBLE_RECT = [-0.5, -1, 1, 2];

/** @param {number[]} rect [x, y, w, h] */
const center = ([x, y, w, h]) => [x + w / 2, y + h / 2];
const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

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

export class BoardView {
  /**
   * onPick(end) is called when a shown target is clicked or tapped; onResize(aspect) after a resize.
   * A `zoomable` board (the table's) zooms with the wheel and a pinch and pans with a drag; the
   * aids' small boards leave the wheel to the page.
   * @param {HTMLCanvasElement} canvas
   * @param {{onPick?: (end: string) => void, onResize?: (aspect: number) => void, zoomable?: boolean}} [options]
   */
  constructor(canvas, { onPick = () => {}, onResize = () => {}, zoomable = false } = {}) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.onPick = onPick;
    this.onResize = onResize;
    this.layout = null;
    // [{end, label, double, note, tone}]: double when the chosen tile is a double; note (a score
    // preview) is shown beside the target; tone is "hint", "played" or "better".
    this.targets = [];
    this.hover = null;
    this.last = null; // tile text of the latest placement, softly highlighted
    this.hidden = null; // tile text not drawn yet (it is on its way there, see fly.js)
    this.cssW = 0;
    this.cssH = 0;
    this.dpr = 1;
    this.zoom = 1; // times the fitted scale; pan in CSS px
    this.pan = [0, 0];
    this.pointers = new Map(); // pointerId -> [x, y] while pressed
    this.dragged = false; // the press moved: its click is not a tap

    new ResizeObserver(() => this.resize()).observe(canvas.parentElement);
    // A zoom changes devicePixelRatio without always changing the box; redraw crisp then too.
    window.addEventListener("resize", () => this.resize());
    canvas.addEventListener("pointermove", (e) => this.#pointerMove(e));
    canvas.addEventListener("pointerleave", () => this.#setHover(null));
    if (zoomable) {
      // A tap or click is a press let go without moving (a pan or a pinch is not): picked on
      // pointerup, since a browser may send no click after a touch gesture.
      canvas.addEventListener("pointerdown", (e) => this.#pointerDown(e));
      canvas.addEventListener("pointerup", (e) => this.#pointerUp(e, true));
      canvas.addEventListener("pointercancel", (e) => this.#pointerUp(e, false));
      canvas.addEventListener("wheel", (e) => this.#wheel(e), { passive: false });
    } else {
      canvas.addEventListener("click", (e) => this.#pick(e));
    }
  }

  /** @param {{clientX: number, clientY: number}} point */
  #pick(point) {
    const hit = this.#hitAt(point);
    if (hit) this.onPick(hit.end);
  }

  // ---- zoom and pan ---------------------------------------------------------------------------

  /** Back to the whole board in view. */
  fit() {
    this.zoom = 1;
    this.pan = [0, 0];
    this.draw();
  }

  /** Zoom by `factor` about a point of the canvas (CSS px), which stays where it is. */
  zoomAt(px, py, factor) {
    const zoom = clamp(this.zoom * factor, 1, MAX_ZOOM);
    const [cx, cy] = [this.cssW / 2, this.cssH / 2];
    // The fitted picture's point under (px, py), then the pan that keeps it there at the new zoom.
    const bx = cx + (px - cx - this.pan[0]) / this.zoom;
    const by = cy + (py - cy - this.pan[1]) / this.zoom;
    this.zoom = zoom;
    this.#panTo(px - cx - zoom * (bx - cx), py - cy - zoom * (by - cy));
  }

  /** Pan, kept so that the middle of the canvas stays on the fitted picture. */
  #panTo(x, y) {
    const [limX, limY] = [((this.zoom + 1) * this.cssW) / 2, ((this.zoom + 1) * this.cssH) / 2];
    this.pan = this.zoom === 1 ? [0, 0] : [clamp(x, -limX, limX), clamp(y, -limY, limY)];
    this.draw();
  }

  #local(event) {
    const box = this.canvas.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  }

  #wheel(event) {
    event.preventDefault();
    const [px, py] = this.#local(event);
    const lines = event.deltaMode === 1 ? 16 : 1; // a line of scrolling: about 16 px
    this.zoomAt(px, py, Math.exp(-event.deltaY * lines * 0.002));
  }

  #pointerDown(event) {
    // A gesture's first pointer: whatever was pressed before has been let go (even if its
    // pointerup went elsewhere).
    if (event.isPrimary || !this.pointers.size) {
      this.pointers.clear();
      this.dragged = false;
      this.pressedAt = this.#local(event);
    }
    this.pointers.set(event.pointerId, this.#local(event));
    this.canvas.setPointerCapture?.(event.pointerId);
  }

  #pointerUp(event, released) {
    const tap = released && this.pointers.size === 1 && this.pointers.has(event.pointerId) && !this.dragged;
    this.pointers.delete(event.pointerId);
    if (tap && event.button <= 0) this.#pick(event);
  }

  /** One finger (or the mouse) pans a zoomed board; two fingers pinch about their midpoint. */
  #pointerMove(event) {
    const before = this.pointers.get(event.pointerId);
    if (!before) {
      this.#hoverAt(event);
      return;
    }
    const now = this.#local(event);
    const moved = Math.hypot(now[0] - this.pressedAt[0], now[1] - this.pressedAt[1]) > DRAG_PX;
    if (this.pointers.size >= 2) {
      const [a, b] = [...this.pointers.values()];
      const other = a === before ? b : a;
      const midBefore = [(before[0] + other[0]) / 2, (before[1] + other[1]) / 2];
      const midNow = [(now[0] + other[0]) / 2, (now[1] + other[1]) / 2];
      const ratio = Math.hypot(now[0] - other[0], now[1] - other[1]) / Math.max(1, Math.hypot(before[0] - other[0], before[1] - other[1]));
      this.pointers.set(event.pointerId, now);
      this.dragged = true;
      this.pan = [this.pan[0] + midNow[0] - midBefore[0], this.pan[1] + midNow[1] - midBefore[1]];
      this.zoomAt(midNow[0], midNow[1], ratio);
      return;
    }
    this.pointers.set(event.pointerId, now);
    if (!moved && !this.dragged) return;
    this.dragged = true;
    this.#panTo(this.pan[0] + now[0] - before[0], this.pan[1] + now[1] - before[1]);
  }

  get aspect() {
    return this.cssH > 0 ? this.cssW / this.cssH : 16 / 9;
  }

  /**
   * Change any of {layout, targets, last, hidden} and redraw once.
   * @param {{
   *   layout?: object | null, targets?: object[], last?: string | null, hidden?: string | null,
   * }} [changes]
   */
  set({ layout, targets, last, hidden } = {}) {
    if (hidden !== undefined) this.hidden = hidden;
    if (layout !== undefined) {
      // A new round (an empty table) starts fitted.
      if (!layout?.tiles?.length) [this.zoom, this.pan] = [1, [0, 0]];
      this.layout = layout;
    }
    if (targets !== undefined) {
      this.targets = targets || [];
      this.hover = null;
      this.canvas.style.cursor = "";
    }
    if (last !== undefined) this.last = last;
    this.draw();
  }

  resize() {
    const box = this.canvas.parentElement.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, Math.round(box.width));
    const h = Math.max(1, Math.round(box.height));
    if (w === this.cssW && h === this.cssH && dpr === this.dpr) return;
    const oldAspect = this.aspect;
    this.cssW = w;
    this.cssH = h;
    this.dpr = dpr;
    this.canvas.width = Math.round(w * dpr);
    this.canvas.height = Math.round(h * dpr);
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    this.draw();
    if (Math.abs(Math.log(this.aspect / oldAspect)) > 0.05) this.onResize(this.aspect);
  }

  /** Where a tile of the layout is on screen (viewport pixels), for a tile flying to its place. */
  tileScreenRect(tileText) {
    const tile = this.layout?.tiles?.find((x) => x.tile === tileText);
    if (!tile || !this.cssW) return null;
    const box = this.canvas.getBoundingClientRect();
    const [x, y, w, h] = this.#toScreen(tile.rect, this.#transform());
    const [left, top] = [box.left + x, box.top + y];
    return { left, top, width: w, height: h, sideways: w > h, halves: tile.halves };
  }

  // ---- geometry -------------------------------------------------------------------------------

  /** Rect of a target in layout units: where the chosen tile would lie (a double lies across). */
  #targetRect({ end, double }) {
    if (end === "opening") {
      // The engine runs the first line across a wide table and down a tall one.
      const along = this.aspect >= 1;
      return double === along ? OPENING_DOUBLE_RECT : OPENING_RECT;
    }
    const found = this.layout?.ends?.find((e) => e.end === end);
    if (!found) return null;
    return double && found.double_rect ? found.double_rect : found.rect;
  }

  /** World box to fit: the layout's bounds (every tile, target and mark), or the empty table. */
  #worldBounds() {
    const lay = this.layout;
    if (lay?.tiles?.length && lay.bounds?.[2] > 0) return lay.bounds;
    const rects = [[-3, -1.5, 6, 3]];
    for (const t of this.targets) {
      const r = this.#targetRect(t);
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

  /** Scale (CSS px per unit) and offset mapping layout units to CSS pixels: fitted, then zoomed
   * about the canvas's middle and panned. */
  #transform() {
    const [bx, by, bw, bh] = this.#worldBounds();
    const availW = Math.max(10, this.cssW - 2 * MARGIN_PX);
    const availH = Math.max(10, this.cssH - 2 * MARGIN_PX);
    const fitted = Math.min(availW / bw, availH / bh, MAX_UNIT_PX);
    const [cx, cy] = [this.cssW / 2, this.cssH / 2];
    const ox = (this.cssW - bw * fitted) / 2 - bx * fitted;
    const oy = (this.cssH - bh * fitted) / 2 - by * fitted;
    const z = this.zoom;
    return { unit: fitted * z, ox: cx + z * (ox - cx) + this.pan[0], oy: cy + z * (oy - cy) + this.pan[1] };
  }

  #toScreen([x, y, w, h], t) {
    return [t.ox + x * t.unit, t.oy + y * t.unit, w * t.unit, h * t.unit];
  }

  /**
   * The shown target under a viewport point (clientX, clientY), or null: the same object the
   * board's own clicks pick (`{end, label, double, note?, tone?}`), e.g. for a tile dropped there.
   * @param {number} clientX
   * @param {number} clientY
   */
  targetAtClient(clientX, clientY) {
    return this.#hitAt({ clientX, clientY });
  }

  /** The target under a viewport point: nearest centre among those whose (enlarged) box holds it.
   * @param {{clientX: number, clientY: number}} point */
  #hitAt({ clientX, clientY }) {
    if (!this.targets.length) return null;
    const box = this.canvas.getBoundingClientRect();
    const px = clientX - box.left;
    const py = clientY - box.top;
    const t = this.#transform();
    let best = null;
    let bestDist = Infinity;
    for (const target of this.targets) {
      const r = this.#targetRect(target);
      if (!r) continue;
      const [x, y, w, h] = this.#toScreen(r, t);
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

  #hoverAt(event) {
    this.#setHover(this.#hitAt(event)?.end ?? null);
  }

  #setHover(end) {
    if (end === this.hover) return;
    this.hover = end;
    this.canvas.style.cursor = end ? "pointer" : "";
    this.draw();
  }

  /** Light up one target (its button is pointed at or focused); null for none. */
  highlight(end) {
    if (end === this.hover) return;
    this.hover = end;
    this.draw();
  }

  // ---- drawing --------------------------------------------------------------------------------

  draw() {
    const { ctx } = this;
    if (!this.cssW) return;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.clearRect(0, 0, this.cssW, this.cssH);
    const t = this.#transform();
    const lay = this.layout;
    const scoringTiles = new Set((lay?.scoring || []).map((s) => s.tile));

    for (const tile of lay?.tiles || []) if (tile.tile !== this.hidden) this.#drawTile(tile, t);
    // Target areas under the markers, so a scoring number stays readable inside a target.
    const boxes = this.targets.map((target) => this.#drawTargetBox(target, t));
    // Open ends that add nothing (unopened branches of an internal spinner): an empty ring.
    for (const end of lay?.ends || []) {
      const tileText = end.end.split(" ")[0];
      if (!scoringTiles.has(tileText) && end.mark) this.#drawRing(end.mark, t);
    }
    // Each scoring end's value as a filled badge.
    for (const s of lay?.scoring || []) if (s.tile !== this.hidden) this.#drawBadge(s, t);
    this.targets.forEach((target, i) => this.#drawTargetLabel(target, i, boxes[i], t));
    // Where each target is, in CSS pixels from the canvas's corner: lets tests tap them.
    const spots = this.targets.map((target, i) => {
      const b = boxes[i];
      if (!b) return null;
      const spot = { end: target.end, x: Math.round(b[0] + b[2] / 2), y: Math.round(b[1] + b[3] / 2) };
      // What the play aids drew there too (a preview note, a tone), for the same tests.
      if (target.note) spot.note = target.note;
      if (target.tone) spot.tone = target.tone;
      return spot;
    });
    this.canvas.dataset.targets = JSON.stringify(spots.filter(Boolean));
    // CSS px per tile half as drawn (zoom included): lets tests check the board is readable.
    this.canvas.dataset.unit = t.unit.toFixed(2);
    // The felt shows its Fit button only while the board is zoomed (board.css).
    this.canvas.toggleAttribute("data-zoomed", this.zoom !== 1);
  }

  #drawTile({ tile, rect, halves, spinner }, t) {
    const gap = 0.045 * t.unit;
    const box = this.#toScreen(rect, t);
    const [x, y, w, h] = box;
    const inner = [x + gap, y + gap, w - 2 * gap, h - 2 * gap];
    const r = 0.14 * t.unit;
    const sideways = w > h;
    this.#drawTileFace(inner, r, tile === this.last, t);
    this.#drawTileEdge(inner, r, spinner, t);
    this.#drawTileDivider(box, inner, sideways, t);
    this.#drawPips(box, halves, sideways, t);
    if (spinner) this.#drawSpinnerPin(box, t);
  }

  /** The tile's face, with its shadow (a glow for the last tile placed).
   * @param {number[]} inner the face's [x, y, w, h], inside the gap between tiles */
  #drawTileFace([ix, iy, iw, ih], r, isLast, t) {
    const { ctx } = this;
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
   * @param {number[]} inner the face's [x, y, w, h] */
  #drawTileEdge([ix, iy, iw, ih], r, spinner, t) {
    const { ctx } = this;
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
   * @param {number[]} box the tile's [x, y, w, h] on the screen
   * @param {number[]} inner the face's [x, y, w, h] */
  #drawTileDivider([x, y, w, h], [ix, iy, iw, ih], sideways, t) {
    const { ctx } = this;
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
   * @param {number[]} box the tile's [x, y, w, h] on the screen */
  #drawPips([x, y, w, h], halves, sideways, t) {
    const { ctx } = this;
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
   * @param {number[]} box the tile's [x, y, w, h] on the screen */
  #drawSpinnerPin([x, y, w, h], t) {
    const { ctx } = this;
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
   * a target a yellow disc with a letter), so the kinds differ by shape as well as by colour. */
  #drawBadge({ value, at }, t) {
    const { ctx } = this;
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
    ctx.fillStyle = colour("badge-ink");
    ctx.font = boldFont(r * 1.15);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(value), x, y + r * 0.06);
  }

  /** An open end that does not score: an empty ring on the end's mark (the layout's square for it). */
  #drawRing(mark, t) {
    const { ctx } = this;
    const [x, y, w, h] = this.#toScreen(mark, t);
    const r = Math.min(w / 2 - 1.25, 10);
    ctx.beginPath();
    ctx.arc(x + w / 2, y + h / 2, Math.max(1, r), 0, Math.PI * 2);
    ctx.fillStyle = colour("canvas-ring");
    ctx.fill();
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = colour("badge-ink");
    ctx.stroke();
  }

  /** A legal end for the chosen tile: a dashed box where the tile would lie. Returns its screen box. */
  #drawTargetBox(target, t) {
    const { ctx } = this;
    const rect = this.#targetRect(target);
    if (!rect) return null;
    let [x, y, w, h] = this.#toScreen(rect, t);
    // Keep small targets visible at small scales.
    const minSide = 26;
    if (w < minSide) [x, w] = [x - (minSide - w) / 2, minSide];
    if (h < minSide) [y, h] = [y - (minSide - h) / 2, minSide];
    const hovered = this.hover === target.end;
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

  /** Where a target's letter and its preview pill go (CSS px): the layout's rectangles for them;
   * on the empty table, the letter in the middle of the opening's place and the pill below it.
   * @returns {number[][]} */
  #labelBoxes(target, box, t) {
    const end = this.layout?.ends?.find((e) => e.end === target.end);
    const kind = target.double && end?.double_label ? "double_" : "";
    if (end?.[`${kind}label`]) {
      return [this.#toScreen(end[`${kind}label`], t), this.#toScreen(end[`${kind}note`], t)];
    }
    const [x, y, w, h] = box;
    const side = Math.min(w, h, 0.8 * t.unit);
    const label = [x + w / 2 - side / 2, y + h / 2 - side / 2, side, side];
    return [label, [x + w / 2 - t.unit, y + h + 4, 2 * t.unit, 0.7 * t.unit]];
  }

  /** The target's letter (matching its end's button) in its disc, and its preview pill. */
  #drawTargetLabel(target, index, box, t) {
    if (!box) return;
    const { ctx } = this;
    const [label, note] = this.#labelBoxes(target, box, t);
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
    ctx.fillStyle = colour("pip");
    ctx.font = boldFont(r * 1.2);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(target.label ?? String(index + 1), cx, cy + 0.5);
    ctx.restore();
    if (target.note) this.#drawNote(target.note, note);
  }

  /** A preview pill (the score a placement there would make), inside its box: centred, the text
   * shrunk to fit its width.
   * @param {string} text
   * @param {number[]} box [x, y, w, h] in CSS px */
  #drawNote(text, [bx, by, bw, bh]) {
    const { ctx } = this;
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
    ctx.fillStyle = colour("badge-ink");
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(text, x + w / 2, y + h / 2 + 0.5);
    ctx.restore();
  }
}

/** The bold system font of every label drawn on the canvas, at `px` CSS pixels (rounded). */
function boldFont(px) {
  return `700 ${Math.round(px)}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
}

