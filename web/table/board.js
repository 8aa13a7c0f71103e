// The board on a canvas, drawn from the `layout` op's geometry (abstract units: a tile half is 1 x 1),
// scaled to fit with margins and a steady aspect. It also hit-tests the legal ends it is asked to show.

import { pipPositions } from "./pips.js";

// Every colour is a design token (core/tokens.css), read once. A target may carry a tone (play
// aids): the hint, and the coach's "played" and "better" moves, the tokens --aid-<tone>.
const colours = new Map();
function colour(token) {
  if (!colours.get(token)) {
    colours.set(token, getComputedStyle(document.documentElement).getPropertyValue(`--${token}`).trim());
  }
  return colours.get(token);
}
const MARGIN_PX = 22; // room around the layout for badges and target outlines
const MAX_UNIT_PX = 54; // a lone opening tile should not fill the table
const MIN_HIT_PX = 44; // touch targets are at least this big, whatever the scale
// Where the first tile goes on an empty table: along the line, or crosswise for a double.
const OPENING_RECT = [-1, -0.5, 2, 1];
const OPENING_DOUBLE_RECT = [-0.5, -1, 1, 2];

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
   * @param {HTMLCanvasElement} canvas
   * @param {{onPick?: (end: string) => void, onResize?: (aspect: number) => void}} [options]
   */
  constructor(canvas, { onPick = () => {}, onResize = () => {} } = {}) {
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

    new ResizeObserver(() => this.resize()).observe(canvas.parentElement);
    // A zoom changes devicePixelRatio without always changing the box; redraw crisp then too.
    window.addEventListener("resize", () => this.resize());
    canvas.addEventListener("pointermove", (e) => this.#hoverAt(e));
    canvas.addEventListener("pointerleave", () => this.#setHover(null));
    canvas.addEventListener("click", (e) => {
      const hit = this.#hitAt(e);
      if (hit) this.onPick(hit.end);
    });
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
    if (layout !== undefined) this.layout = layout;
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

  /** World box to fit: everything drawn, targets included, so nothing falls off the edge. */
  #worldBounds() {
    const rects = [];
    const lay = this.layout;
    if (lay?.tiles?.length) {
      if (lay.bounds && lay.bounds[2] > 0) rects.push(lay.bounds);
      for (const t of lay.tiles) rects.push(t.rect);
      for (const e of lay.ends || []) rects.push(e.rect);
      for (const s of lay.scoring || []) rects.push([s.at[0] - 0.4, s.at[1] - 0.4, 0.8, 0.8]);
    } else {
      rects.push([-3, -1.5, 6, 3]);
    }
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

  /** Scale (CSS px per unit) and offset mapping layout units to CSS pixels. */
  #transform() {
    const [bx, by, bw, bh] = this.#worldBounds();
    const availW = Math.max(10, this.cssW - 2 * MARGIN_PX);
    const availH = Math.max(10, this.cssH - 2 * MARGIN_PX);
    const unit = Math.min(availW / bw, availH / bh, MAX_UNIT_PX);
    const ox = (this.cssW - bw * unit) / 2 - bx * unit;
    const oy = (this.cssH - bh * unit) / 2 - by * unit;
    return { unit, ox, oy };
  }

  #toScreen([x, y, w, h], t) {
    return [t.ox + x * t.unit, t.oy + y * t.unit, w * t.unit, h * t.unit];
  }

  /** The target under a pointer event: nearest centre among those whose (enlarged) box holds it. */
  #hitAt(event) {
    if (!this.targets.length) return null;
    const box = this.canvas.getBoundingClientRect();
    const px = event.clientX - box.left;
    const py = event.clientY - box.top;
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
      if (!scoringTiles.has(tileText)) this.#drawRing(end, t);
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
    const r = clamp(0.3 * t.unit, 10, 17);
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

  /**
   * An open end that does not score: an empty ring in the cell just beyond the end, the same cell
   * where the layout puts a scoring end's number (the first cell of the end's target, seen from
   * the tile: `dir` is the way a joining tile would run).
   */
  #drawRing(end, t) {
    const { ctx } = this;
    const [x, y, w, h] = end.rect;
    const cells = {
      right: [x + 0.5, y + h / 2],
      left: [x + w - 0.5, y + h / 2],
      down: [x + w / 2, y + 0.5],
      up: [x + w / 2, y + h - 0.5],
    };
    const [cx, cy] = cells[end.dir] || center(end.rect);
    const r = clamp(0.17 * t.unit, 5, 10);
    ctx.beginPath();
    ctx.arc(t.ox + cx * t.unit, t.oy + cy * t.unit, r, 0, Math.PI * 2);
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

  /**
   * The number matching the end's button, in the half of the box away from the tile: the half
   * next to the tile is where the end's scoring number sits.
   */
  #drawTargetLabel(target, index, box, t) {
    if (!box) return;
    const { ctx } = this;
    const [x, y, w, h] = box;
    let [cx, cy] = [x + w / 2, y + h / 2];
    const end = this.layout?.ends?.find((e) => e.end === target.end);
    const away = { right: [1, 0], left: [-1, 0], down: [0, 1], up: [0, -1] }[end?.dir];
    if (away && target.double && end.double_rect) {
      // A double lies across the end, centred on its number: use one of its halves.
      cx -= (Math.abs(away[1]) * w) / 4;
      cy -= (Math.abs(away[0]) * h) / 4;
    } else if (away) {
      cx += (away[0] * w) / 4;
      cy += (away[1] * h) / 4;
    }
    const r = clamp(0.45 * t.unit, 8, 11); // small tables: leave room for the end's number beside it
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
    if (target.note) this.#drawNote(target.note, cx, cy, r, away || [0, 1]);
  }

  /** A small pill beside a target's letter, away from the tile (a score preview), kept on the canvas. */
  #drawNote(text, cx, cy, r, [ax, ay]) {
    const { ctx } = this;
    ctx.save();
    ctx.font = boldFont(12);
    const w = ctx.measureText(text).width + 12;
    const h = 18;
    let x = cx + ax * (r + 4 + w / 2) - w / 2;
    let y = cy + ay * (r + 4 + h / 2) - h / 2;
    x = clamp(x, 2, this.cssW - w - 2);
    y = clamp(y, 2, this.cssH - h - 2);
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

  /** The shown target under a viewport point (a hand tile dropped on the board), or null. */
  targetAtClient(clientX, clientY) {
    return this.#hitAt({ clientX, clientY });
  }
}

/** The bold system font of every label drawn on the canvas, at `px` CSS pixels (rounded). */
function boldFont(px) {
  return `700 ${Math.round(px)}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
}

