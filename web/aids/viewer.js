// A board viewer in a dialog, for positions that are not the game in play: a replayed game and the
// coach's moments. It draws with the table's own renderer (table/board.js) from the engine's
// geometry for a given board on its game's board (`layout_of` op with the game's rules: its
// spinners), as the table draws that game (where it scores nothing during play, no scoring badge:
// rings on the open ends, core/games.js `scoresInPlay`), shows every hand given, a caption, and
// steps back and forth
// with ◀ ▶ buttons and the arrow keys (Page Up / Page Down and Home / End when the caller has
// larger steps).

import { button, make, makeDialog, miniTiles } from "../core/dom.js";
import { t } from "../i18n/i18n.js";
import { scoresInPlay } from "../core/games.js";
import { BoardView } from "../table/board.js";

/**
 * @typedef {"prev-round" | "next-round" | "start" | "end"} Jump  a caller's larger step
 * @typedef {{end: string, label?: string, double?: boolean, note?: string | null, tone?: string}} Target
 *   a lettered (or marked) end on the board picture (table/board.js)
 * @typedef {{seat?: number, name: string, tiles: string[] | null, marks?: Record<string, string>, note?: string}} ViewerHand
 *   one row under the board: a hand (tiles null: a row that is only a note)
 * @typedef {{
 *   boardDict: {tiles: string[], joins: [string, string][]}, targets?: Target[], last?: string | null,
 *   text?: string, position?: string, hands?: ViewerHand[], description?: string,
 *   game?: {rules?: import("../core/types.js").Rules, game?: {preset: string}},
 * }} Shown  one position to show (`game`: the view it is from, whose game's board it is drawn as;
 *   none: Five Up's)
 */

// The keys a viewer answers: a move back or on, and the caller's larger steps.
/** @type {Record<string, number>} */
const STEP_KEYS = { ArrowLeft: -1, ArrowRight: 1 };
/** @type {Record<string, Jump>} */
const JUMP_KEYS = { PageUp: "prev-round", PageDown: "next-round", Home: "start", End: "end" };

/** One hand under the board: its name, its tiles ("no tiles" for an empty hand; none at all for a
 * row that is only a note) and a note.
 * @param {ViewerHand} hand */
function handRow(hand) {
  const row = make("div", "viewer-hand");
  if (hand.seat !== undefined) row.dataset.seat = String(hand.seat);
  row.append(make("span", "viewer-hand-name", hand.name));
  if (hand.tiles?.length) row.append(miniTiles(hand.tiles, hand.marks || {}));
  else if (hand.tiles) row.append(make("span", "viewer-hand-none", t("aids.viewer.noTiles")));
  if (hand.note) row.append(make("span", "viewer-hand-note", hand.note));
  return row;
}

/** The viewer's parts in its dialog: the board, the caption, the hands, ◀ where ▶, and room for
 * the caller's own controls.
 * @param {ReturnType<typeof makeDialog>} box @param {string} id */
function viewerParts(box, id) {
  const where = make("p", "viewer-where");
  where.id = `${id}-where`;
  const stage = make("div", "viewer-stage");
  const canvas = /** @type {HTMLCanvasElement} */ (make("canvas", "viewer-board"));
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", t("board.label")); // until the position's own words arrive
  stage.append(canvas);
  const caption = make("p", "viewer-caption");
  caption.id = `${id}-caption`;
  caption.setAttribute("aria-live", "polite");
  const hands = make("div", "viewer-hands");
  const nav = make("div", "viewer-nav");
  const prev = /** @type {HTMLButtonElement} */ (button("viewer-prev", "◀", "btn viewer-prev"));
  const next = /** @type {HTMLButtonElement} */ (button("viewer-next", "▶", "btn viewer-next"));
  const extra = make("div", "viewer-extra");
  nav.append(prev, where, next);
  box.body.append(stage, caption, hands, nav, extra);
  return { where, canvas, caption, hands, prev, next, extra };
}

/**
 * @typedef {{
 *   id: string, titleKey: string, queries: Pick<import("./context.js").Queries, "layoutOf">,
 *   onStep: (delta: number) => void, onJump?: (where: Jump) => void,
 * }} ViewerOptions
 */

/** A viewer dialog (see createViewer). Its ◀ ▶ listen on its own dialog: the coach and the replay
 * each have one, with the same action names. */
class Viewer {
  /** @type {string} */ #titleKey;
  /** @type {ViewerOptions["queries"]} */ #queries;
  /** @type {ViewerOptions["onStep"]} */ #onStep;
  /** @type {(where: Jump) => void} */ #onJump;
  /** @type {ReturnType<typeof viewerParts>} */ #parts;
  /** @type {import("../core/queries.js").BoardPlan | null} */
  #layoutArgs = null; // what the board shows: {tiles, joins} of a board, and its game's rules
  /** @type {{targets: Target[], last: string | null, scores: boolean}} */
  #shown = { targets: [], last: null, scores: true };
  #seq = 0; // counts the layouts asked for: only the latest answer is drawn

  /** @param {ViewerOptions} options */
  constructor({ id, titleKey, onStep, onJump = () => {}, queries }) {
    this.#titleKey = titleKey;
    this.#queries = queries;
    this.#onStep = onStep;
    this.#onJump = onJump;
    this.box = makeDialog(id, titleKey, "viewer-dialog");
    this.#parts = viewerParts(this.box, id);
    this.extra = this.#parts.extra;
    this.board = new BoardView(this.#parts.canvas, { onResize: () => this.#drawLayout() });
    this.labels();
    this.box.dialog.addEventListener("click", (event) => this.#clicked(event));
    this.box.dialog.addEventListener("keydown", (event) => this.#pressed(event));
  }

  labels() {
    const { prev, next } = this.#parts;
    this.box.retitle(this.#titleKey);
    prev.setAttribute("aria-label", t("aids.viewer.prev"));
    prev.title = t("aids.viewer.prev");
    next.setAttribute("aria-label", t("aids.viewer.next"));
    next.title = t("aids.viewer.next");
  }

  async #drawLayout() {
    if (!this.#layoutArgs || !this.box.isOpen) return;
    const mine = ++this.#seq;
    const aspect = Math.min(5, Math.max(0.2, this.board.aspect));
    const answer = await this.#queries.layoutOf(this.#layoutArgs, Number(aspect.toFixed(3)));
    if (mine !== this.#seq) return;
    this.board.set({ layout: answer.layout, ...this.#shown });
  }

  /**
   * Show one position. boardDict: the engine's board (tiles, joins); targets: BoardView targets;
   * last: the tile to light; hands: [{name, tiles, marks, note}]; game: the view it is from.
   * @param {Shown} shown
   */
  async show({ boardDict, targets = [], last = null, text = "", position = "", hands = [], description = "", game }) {
    const { caption, where, canvas } = this.#parts;
    this.#layoutArgs = { tiles: boardDict.tiles, joins: boardDict.joins, rules: game?.rules ?? null };
    this.#shown = { targets, last, scores: scoresInPlay(game) };
    caption.textContent = text;
    where.textContent = position;
    canvas.setAttribute("aria-label", description || text);
    this.#parts.hands.replaceChildren(...hands.map(handRow));
    await this.#drawLayout();
  }

  /** @param {{canPrev: boolean, canNext: boolean}} can */
  setNav({ canPrev, canNext }) {
    this.#parts.prev.disabled = !canPrev;
    this.#parts.next.disabled = !canNext;
  }

  /** @param {MouseEvent} event */
  #clicked(event) {
    const b = /** @type {HTMLButtonElement | null} */ (/** @type {Element} */ (event.target).closest("[data-action]"));
    if (!b || b.disabled) return;
    if (b.dataset.action === "viewer-prev") this.#onStep(-1);
    else if (b.dataset.action === "viewer-next") this.#onStep(1);
  }

  /** @param {KeyboardEvent} event */
  #pressed(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (/** @type {Element} */ (event.target).closest?.("input, select, textarea")) return;
    const step = STEP_KEYS[event.key];
    const jump = JUMP_KEYS[event.key];
    if (step) {
      event.preventDefault();
      if (!(step < 0 ? this.#parts.prev : this.#parts.next).disabled) this.#onStep(step);
    } else if (jump) {
      event.preventDefault();
      this.#onJump(jump);
    }
  }

  open() {
    this.labels();
    this.box.open();
    this.board.resize();
    this.#parts.next.focus({ preventScroll: true });
  }

  close() {
    this.box.close();
  }

  get isOpen() {
    return this.box.isOpen;
  }
}

/**
 * options: {id, titleKey, onStep(delta), onJump(where)} where delta is -1 / +1 (a move) and
 * where is "prev-round" | "next-round" | "start" | "end". Returns the viewer: {box, board, extra,
 * show, setNav, labels, open, close, isOpen}.
 * @param {ViewerOptions} options
 */
export function createViewer(options) {
  return new Viewer(options);
}
