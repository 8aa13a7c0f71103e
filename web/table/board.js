// The board on a canvas, drawn from the `layout` op's geometry, scaled to fit the layout's bounds,
// then zoomed and panned as the player likes (wheel, pinch, drag; `fit()` goes back). It also
// hit-tests the legal ends it is asked to show, through the same transform. BoardView holds what is
// shown and composes the parts: the camera and the hit-testing (boardgeometry.js), the painting
// (boardpaint.js) and the pointer gestures (boardgestures.js).

import { BoardGestures } from "./boardgestures.js";
import { Camera, targetAt, toScreen, worldBounds } from "./boardgeometry.js";
import { paintBoard } from "./boardpaint.js";

/** @typedef {import("../core/types.js").Layout} Layout */
/** @typedef {import("./boardgeometry.js").Target} Target */
/**
 * Where a tile of the layout is on screen (viewport px), with its pips, for a tile flying there.
 * @typedef {{left: number, top: number, width: number, height: number, sideways: boolean, halves: number[]}} TileBox
 */

export class BoardView {
  #camera = new Camera();
  #onPick;
  #onResize;
  /** @type {CanvasRenderingContext2D | null} */
  #ctx;
  /** @type {Target[]} */
  #targets = [];
  /** @type {string | null} the target lit up (pointed at, or its button focused) */
  #hover = null;
  /** @type {string | null} tile text of the latest placement, softly highlighted */
  #last = null;
  /** @type {string | null} tile text not drawn yet (it is on its way there, see fly.js) */
  #hidden = null;
  #reshaping = false;
  /** whether the game scores during play: else no scoring badge, every open end a ring */
  #scores = true;

  /**
   * onPick(end) is called when a shown target is clicked or tapped; onResize(aspect) after a resize.
   * A `zoomable` board (the table's) zooms with the wheel and a pinch and pans with a drag; the
   * aids' small boards leave the wheel to the page.
   * @param {HTMLCanvasElement} canvas
   * @param {{onPick?: (end: string) => void, onResize?: (aspect: number) => void, zoomable?: boolean}} [options]
   */
  constructor(canvas, { onPick = () => {}, onResize = () => {}, zoomable = false } = {}) {
    this.canvas = canvas;
    this.#ctx = canvas.getContext("2d");
    this.#onPick = onPick;
    this.#onResize = onResize;
    /** @type {Layout | null} */
    this.layout = null;
    new ResizeObserver(() => this.resize()).observe(this.#sized());
    // A zoom changes devicePixelRatio without always changing the box; redraw crisp then too.
    window.addEventListener("resize", () => this.resize());
    const camera = this.#camera;
    new BoardGestures(canvas, zoomable, {
      pick: (point) => {
        const hit = this.#hitAt(point);
        if (hit) this.#onPick(hit.end);
      },
      hover: (point) => this.#setHover(point ? (this.#hitAt(point)?.end ?? null) : null),
      zoomAt: (px, py, factor) => this.zoomAt(px, py, factor),
      panBy: (dx, dy) => {
        camera.panTo(camera.pan[0] + dx, camera.pan[1] + dy);
        this.draw();
      },
      pinch: (dx, dy, px, py, factor) => {
        camera.shift(dx, dy);
        this.zoomAt(px, py, factor);
      },
    });
  }

  /** The element whose box the canvas fills. */
  #sized() {
    return this.canvas.parentElement ?? this.canvas;
  }

  /** Back to the whole board in view. */
  fit() {
    this.#camera.fit();
    this.draw();
  }

  /** Zoom by `factor` about a point of the canvas (CSS px), which stays where it is.
   * @param {number} px @param {number} py @param {number} factor */
  zoomAt(px, py, factor) {
    this.#camera.zoomAt(px, py, factor);
    this.draw();
  }

  get aspect() {
    return this.#camera.aspect;
  }

  /** The canvas's width in CSS px as last measured (0 before the first measure). */
  get cssW() {
    return this.#camera.cssW;
  }

  /**
   * Change any of {layout, targets, last, hidden, reshaping, scores} and redraw once (`reshaping`: a
   * layout for the canvas's new shape is on its way; `scores` false: the game scores nothing during
   * play, so no scoring badge is drawn).
   * @param {{
   *   layout?: Layout | null, targets?: Target[] | null, last?: string | null, hidden?: string | null,
   *   reshaping?: boolean, scores?: boolean,
   * }} [changes]
   */
  set({ layout, targets, last, hidden, reshaping, scores } = {}) {
    if (hidden !== undefined) this.#hidden = hidden;
    if (scores !== undefined) this.#scores = scores;
    if (reshaping !== undefined) this.#reshaping = reshaping;
    if (layout !== undefined) {
      // A new round (an empty table) starts fitted.
      if (!layout?.tiles?.length) this.#camera.fit();
      this.layout = layout;
    }
    if (targets !== undefined) {
      this.#targets = targets || [];
      this.#hover = null;
      this.canvas.style.cursor = "";
    }
    if (last !== undefined) this.#last = last;
    this.draw();
  }

  resize() {
    const box = this.#sized().getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, Math.round(box.width));
    const h = Math.max(1, Math.round(box.height));
    const camera = this.#camera;
    if (w === camera.cssW && h === camera.cssH && dpr === camera.dpr) return;
    const oldAspect = this.aspect;
    camera.cssW = w;
    camera.cssH = h;
    camera.dpr = dpr;
    this.canvas.width = Math.round(w * dpr);
    this.canvas.height = Math.round(h * dpr);
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    this.draw();
    if (Math.abs(Math.log(this.aspect / oldAspect)) > 0.05) this.#onResize(this.aspect);
  }

  /** Where a tile of the layout is on screen (viewport pixels), for a tile flying to its place.
   * @param {string} tileText
   * @returns {TileBox | null} */
  tileScreenRect(tileText) {
    const tile = this.layout?.tiles?.find((x) => x.tile === tileText);
    if (!tile || !this.#camera.cssW) return null;
    const box = this.canvas.getBoundingClientRect();
    const [x, y, w, h] = toScreen(tile.rect, this.#transform());
    const [left, top] = [box.left + x, box.top + y];
    return { left, top, width: w, height: h, sideways: w > h, halves: tile.halves };
  }

  #transform() {
    return this.#camera.transform(worldBounds(this.layout, this.#targets, this.aspect));
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

  /** The target under a viewport point.
   * @param {{clientX: number, clientY: number}} point */
  #hitAt({ clientX, clientY }) {
    if (!this.#targets.length) return null;
    const box = this.canvas.getBoundingClientRect();
    const [px, py] = [clientX - box.left, clientY - box.top];
    return targetAt(this.layout, this.#targets, this.aspect, this.#transform(), px, py);
  }

  /** @param {string | null} end */
  #setHover(end) {
    if (end === this.#hover) return;
    this.#hover = end;
    this.canvas.style.cursor = end ? "pointer" : "";
    this.draw();
  }

  /** Light up one target (its button is pointed at or focused); null for none.
   * @param {string | null} end */
  highlight(end) {
    if (end === this.#hover) return;
    this.#hover = end;
    this.draw();
  }

  draw() {
    const ctx = this.#ctx;
    const { cssW, cssH, dpr, zoom } = this.#camera;
    if (!ctx || !cssW) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, cssW, cssH);
    const t = this.#transform();
    const scene = {
      layout: this.layout,
      targets: this.#targets,
      hover: this.#hover,
      last: this.#last,
      hidden: this.#hidden,
      scores: this.#scores,
    };
    const boxes = paintBoard(ctx, { ...scene, aspect: this.aspect }, t);
    // Where each target is, in CSS pixels from the canvas's corner: lets tests tap them.
    const spots = this.#targets.flatMap((target, i) => {
      const b = boxes[i];
      if (!b) return [];
      /** @type {{end: string, x: number, y: number, note?: string, tone?: string}} */
      const spot = { end: target.end, x: Math.round(b[0] + b[2] / 2), y: Math.round(b[1] + b[3] / 2) };
      // What the play aids drew there too (a preview note, a tone), for the same tests.
      if (target.note) spot.note = target.note;
      if (target.tone) spot.tone = target.tone;
      return [spot];
    });
    this.canvas.dataset.targets = JSON.stringify(spots);
    // Until the layout for a new shape comes the tiles and targets may move: tests wait for it.
    this.canvas.toggleAttribute("data-relayout", this.#reshaping);
    // CSS px per tile half as drawn (zoom included): lets tests check the board is readable.
    this.canvas.dataset.unit = t.unit.toFixed(2);
    // The felt shows its Fit button only while the board is zoomed (board.css).
    this.canvas.toggleAttribute("data-zoomed", zoom !== 1);
  }
}
