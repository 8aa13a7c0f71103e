// A board viewer in a dialog, for positions that are not the game in play: a replayed game and the
// coach's moments. It draws with the table's own renderer (render.js) from the engine's geometry
// for a given board (`layout_of` op), shows every hand given, a caption, and steps back and forth
// with ◀ ▶ buttons and the arrow keys (Page Up / Page Down and Home / End when the caller has
// larger steps).

import { button, make, makeDialog, miniTiles } from "../core/dom.js";
import { t } from "../i18n/i18n.js";
import { BoardView } from "../table/board.js";

/**
 * options: {id, titleKey, onStep(delta), onJump(where)} where delta is -1 / +1 (a move) and
 * where is "prev-round" | "next-round" | "start" | "end".
 * @param {{
 *   id: string, titleKey: string, bridge: object,
 *   onStep: (delta: number) => void, onJump?: (where: string) => void,
 * }} options
 */
export function createViewer({ id, titleKey, onStep, onJump = () => {}, bridge }) {
  const box = makeDialog(id, titleKey, "viewer-dialog");
  const where = make("p", "viewer-where");
  where.id = `${id}-where`;
  const stage = make("div", "viewer-stage");
  const canvas = make("canvas", "viewer-board");
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", t("board.label")); // until the position's own words arrive
  stage.append(canvas);
  const caption = make("p", "viewer-caption");
  caption.id = `${id}-caption`;
  caption.setAttribute("aria-live", "polite");
  const hands = make("div", "viewer-hands");
  const nav = make("div", "viewer-nav");
  const prev = button("viewer-prev", "◀", "btn viewer-prev");
  const next = button("viewer-next", "▶", "btn viewer-next");
  const extra = make("div", "viewer-extra");
  nav.append(prev, where, next);
  box.body.append(stage, caption, hands, nav, extra);

  let layoutArgs = null; // what the board shows: {tiles, joins} of a board
  let shown = { targets: [], last: null };
  let seq = 0;

  const board = new BoardView(canvas, { onResize: () => drawLayout() });

  function labels() {
    box.retitle(titleKey);
    prev.setAttribute("aria-label", t("aids.viewer.prev"));
    prev.title = t("aids.viewer.prev");
    next.setAttribute("aria-label", t("aids.viewer.next"));
    next.title = t("aids.viewer.next");
  }
  labels();

  async function drawLayout() {
    if (!layoutArgs || !box.isOpen) return;
    const mine = ++seq;
    const aspect = Math.min(5, Math.max(0.2, board.aspect));
    const answer = await bridge.call("layout_of", { ...layoutArgs, aspect: Number(aspect.toFixed(3)) });
    if (mine !== seq) return;
    board.set({ layout: answer.layout, ...shown });
  }

  /**
   * Show one position. boardDict: the engine's board (tiles, joins); targets: BoardView targets;
   * last: the tile to light; hands: [{name, tiles, marks, note}].
   */
  async function show({ boardDict, targets = [], last = null, text = "", position = "", hands: list = [], description = "" }) {
    layoutArgs = { tiles: boardDict.tiles, joins: boardDict.joins };
    shown = { targets, last };
    caption.textContent = text;
    where.textContent = position;
    canvas.setAttribute("aria-label", description || text);
    hands.replaceChildren();
    for (const hand of list) {
      const row = make("div", "viewer-hand");
      if (hand.seat !== undefined) row.dataset.seat = String(hand.seat);
      row.append(make("span", "viewer-hand-name", hand.name));
      if (hand.tiles?.length) row.append(miniTiles(hand.tiles, hand.marks || {}));
      else if (hand.tiles) row.append(make("span", "viewer-hand-none", t("aids.viewer.noTiles")));
      if (hand.note) row.append(make("span", "viewer-hand-note", hand.note));
      hands.append(row);
    }
    await drawLayout();
  }

  function setNav({ canPrev, canNext }) {
    prev.disabled = !canPrev;
    next.disabled = !canNext;
  }

  box.dialog.addEventListener("click", (event) => {
    const b = event.target.closest("[data-action]");
    if (!b || b.disabled) return;
    if (b.dataset.action === "viewer-prev") onStep(-1);
    else if (b.dataset.action === "viewer-next") onStep(1);
  });
  box.dialog.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.("input, select, textarea")) return;
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    const jump = { PageUp: "prev-round", PageDown: "next-round", Home: "start", End: "end" }[event.key];
    if (step) {
      event.preventDefault();
      if (!(step < 0 ? prev : next).disabled) onStep(step);
    } else if (jump) {
      event.preventDefault();
      onJump(jump);
    }
  });

  return {
    box,
    board,
    extra,
    show,
    setNav,
    labels,
    open() {
      labels();
      box.open();
      board.resize();
      next.focus({ preventScroll: true });
    },
    close: () => box.close(),
    get isOpen() {
      return box.isOpen;
    },
  };
}
