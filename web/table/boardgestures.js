// The board's pointer gestures: pointing at a target (hover), picking one (a click, or on a zoomable
// board a tap: a press let go without moving), and on a zoomable board the wheel and a pinch zooming
// and a drag panning. It only reads the events and says what they mean to the board (`to`); it
// keeps no picture and no camera of its own.

const DRAG_PX = 6; // a press that moves further is a pan, not a tap

/**
 * What a gesture asks of the board: points are viewport points (clientX, clientY), positions
 * (px, py) and moves (dx, dy) are CSS px from the canvas's corner.
 * @typedef {{
 *   pick: (point: {clientX: number, clientY: number}) => void,
 *   hover: (point: {clientX: number, clientY: number} | null) => void,
 *   zoomAt: (px: number, py: number, factor: number) => void,
 *   panBy: (dx: number, dy: number) => void,
 *   pinch: (dx: number, dy: number, px: number, py: number, factor: number) => void,
 * }} GestureSink
 */

/** @typedef {[number, number]} Point */

export class BoardGestures {
  #canvas;
  #to;
  /** @type {Map<number, Point>} pointerId -> where it is, while pressed */
  #pointers = new Map();
  #dragged = false; // the press moved: its click is not a tap
  /** @type {Point} */
  #pressedAt = [0, 0];

  /**
   * A `zoomable` board (the table's) zooms with the wheel and a pinch and pans with a drag; the
   * aids' small boards leave the wheel to the page.
   * @param {HTMLCanvasElement} canvas @param {boolean} zoomable @param {GestureSink} to
   */
  constructor(canvas, zoomable, to) {
    this.#canvas = canvas;
    this.#to = to;
    canvas.addEventListener("pointermove", (e) => this.#pointerMove(e));
    canvas.addEventListener("pointerleave", () => to.hover(null));
    if (zoomable) {
      // A tap or click is a press let go without moving (a pan or a pinch is not): picked on
      // pointerup, since a browser may send no click after a touch gesture.
      canvas.addEventListener("pointerdown", (e) => this.#pointerDown(e));
      canvas.addEventListener("pointerup", (e) => this.#pointerUp(e, true));
      canvas.addEventListener("pointercancel", (e) => this.#pointerUp(e, false));
      canvas.addEventListener("wheel", (e) => this.#wheel(e), { passive: false });
    } else {
      canvas.addEventListener("click", (e) => to.pick(e));
    }
  }

  /** @param {{clientX: number, clientY: number}} event @returns {Point} */
  #local(event) {
    const box = this.#canvas.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  }

  /** @param {WheelEvent} event */
  #wheel(event) {
    event.preventDefault();
    const [px, py] = this.#local(event);
    const lines = event.deltaMode === 1 ? 16 : 1; // a line of scrolling: about 16 px
    this.#to.zoomAt(px, py, Math.exp(-event.deltaY * lines * 0.002));
  }

  /** @param {PointerEvent} event */
  #pointerDown(event) {
    // A gesture's first pointer: whatever was pressed before has been let go (even if its
    // pointerup went elsewhere).
    if (event.isPrimary || !this.#pointers.size) {
      this.#pointers.clear();
      this.#dragged = false;
      this.#pressedAt = this.#local(event);
    }
    this.#pointers.set(event.pointerId, this.#local(event));
    this.#canvas.setPointerCapture?.(event.pointerId);
  }

  /** @param {PointerEvent} event @param {boolean} released */
  #pointerUp(event, released) {
    const tap = released && this.#pointers.size === 1 && this.#pointers.has(event.pointerId) && !this.#dragged;
    this.#pointers.delete(event.pointerId);
    if (tap && event.button <= 0) this.#to.pick(event);
  }

  /** One finger (or the mouse) pans a zoomed board; two fingers pinch about their midpoint.
   * @param {PointerEvent} event */
  #pointerMove(event) {
    const before = this.#pointers.get(event.pointerId);
    if (!before) {
      this.#to.hover(event);
      return;
    }
    const now = this.#local(event);
    const moved = Math.hypot(now[0] - this.#pressedAt[0], now[1] - this.#pressedAt[1]) > DRAG_PX;
    if (this.#pointers.size >= 2) {
      const [a, b] = [...this.#pointers.values()];
      const other = a === before ? b : a;
      const midBefore = [(before[0] + other[0]) / 2, (before[1] + other[1]) / 2];
      const midNow = [(now[0] + other[0]) / 2, (now[1] + other[1]) / 2];
      const ratio =
        Math.hypot(now[0] - other[0], now[1] - other[1]) /
        Math.max(1, Math.hypot(before[0] - other[0], before[1] - other[1]));
      this.#pointers.set(event.pointerId, now);
      this.#dragged = true;
      this.#to.pinch(midNow[0] - midBefore[0], midNow[1] - midBefore[1], midNow[0], midNow[1], ratio);
      return;
    }
    this.#pointers.set(event.pointerId, now);
    if (!moved && !this.#dragged) return;
    this.#dragged = true;
    this.#to.panBy(now[0] - before[0], now[1] - before[1]);
  }
}
