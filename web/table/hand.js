// The person's controls under the table: the hand as real buttons, the legal ends of the chosen tile
// as buttons, and the draw / pass buttons. Rendering only; table/view.js says what is enabled, from the state.

import { tileSvg } from "../core/pips.js";
import { language, t } from "../i18n/i18n.js";
import { endLabel } from "../i18n/text.js";
import { previewNote, previewSaid } from "../core/previews.js";
import { boxOf, make, srOnly } from "../core/dom.js";

/** @typedef {import("../core/types.js").Move} Move */
/** @typedef {import("../core/types.js").Preview} Preview */
/** @typedef {import("../core/types.js").Tile} Tile */
/**
 * One legal end of the chosen tile: "opening" for the first tile; the end's value, the engine's
 * preview of the placement and whether the hint chose it.
 * @typedef {{end: string, value?: number, preview?: Preview, hinted?: boolean}} EndChoice
 */
/**
 * What the hand shows: the tiles, those playable now, the one chosen, the one just drawn, the
 * hinted one, whether the person may act, and the words for an empty hand.
 * @typedef {{hand: Tile[], playable: Set<Tile>, selected: Tile | null, drawn: Tile | null,
 *   hinted?: Tile | null, active: boolean, emptyText?: string}} HandShown
 */

/** Targets are lettered, not numbered, so they are never mistaken for the ends' scoring numbers. */
/** @param {number} index */
export function targetLabel(index) {
  return String.fromCharCode(65 + index);
}

/** The legal place moves grouped by tile (a pure read of the state: core/selectors.js). */
export { placementsByTile } from "../core/selectors.js";

/** Rebuild the hand buttons, keeping keyboard focus on the same tile when it is still there.
 * @param {HTMLElement} container @param {HandShown} shown */
export function renderHand(
  container,
  { hand, playable, selected, drawn, hinted = null, active, emptyText = t("hand.empty") },
) {
  // The page re-renders several times per move; rebuild only when something shown changed.
  const key = JSON.stringify([hand, [...playable], selected, drawn, hinted, active, emptyText, language()]);
  if (container.dataset.key === key) return;
  container.dataset.key = key;
  const focused = /** @type {HTMLElement} */ (document.activeElement?.closest?.("[data-tile]"))?.dataset.tile;
  container.replaceChildren();
  if (!hand.length) {
    const p = document.createElement("p");
    p.className = "hand-empty";
    p.textContent = emptyText;
    container.append(p);
    return;
  }
  for (const tile of hand)
    container.append(tileButton(tile, active && playable.has(tile), { selected, drawn, hinted }));
  const again = /** @type {HTMLButtonElement | null} */ (
    focused ? container.querySelector(`[data-tile="${CSS.escape(focused)}"]`) : null
  );
  const enabled = /** @type {HTMLButtonElement[]} */ ([...container.querySelectorAll("[data-tile]:not([disabled])")]);
  const rover =
    (again && !again.disabled && again) ||
    enabled.find((b) => b.dataset.tile === selected) ||
    enabled.find((b) => b.dataset.tile === drawn) ||
    enabled[0];
  if (rover) rover.tabIndex = 0;
  if (again && !again.disabled) again.focus();
}

/** One tile of the hand as a button: its picture, and tags for a tile just drawn or hinted.
 * @param {Tile} tile @param {boolean} canPlay
 * @param {{selected: Tile | null, drawn: Tile | null, hinted: Tile | null}} marks */
function tileButton(tile, canPlay, { selected, drawn, hinted }) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "tile-btn";
  b.dataset.tile = tile;
  b.disabled = !canPlay;
  b.setAttribute("aria-pressed", String(tile === selected));
  if (tile === drawn) b.classList.add("is-drawn");
  b.setAttribute(
    "aria-label",
    tile + (tile === drawn ? t("hand.justDrawn") : "") + (canPlay ? "" : t("hand.cannotPlay")),
  );
  b.tabIndex = -1; // roving: one tile of the hand is in the tab order, the arrow keys reach the rest
  b.title = tile;
  b.append(tileSvg(tile));
  if (tile === drawn) {
    const tag = document.createElement("span");
    tag.className = "tile-tag";
    tag.textContent = t("hand.drawnTag");
    tag.setAttribute("aria-hidden", "true");
    b.append(tag);
  }
  if (tile === hinted) {
    b.classList.add("is-hinted");
    const tag = document.createElement("span");
    tag.className = "hint-tag";
    tag.textContent = t("aids.hint.tag");
    tag.setAttribute("aria-hidden", "true");
    b.append(tag);
  }
  return b;
}

/**
 * Arrow keys (and Home / End) move the focus between the enabled buttons matching `selector`
 * inside `container`, which keeps exactly one of them in the tab order (a roving tabindex).
 * @param {HTMLElement} container @param {string} selector
 */
export function roving(container, selector) {
  /** @type {Record<string, number>} */
  const steps = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: -Infinity, End: Infinity };
  /** The buttons matching `selector`. */
  const all = () => /** @type {HTMLButtonElement[]} */ ([...container.querySelectorAll(selector)]);
  container.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = steps[event.key];
    if (step === undefined) return;
    const items = all().filter((b) => !b.disabled);
    if (!items.length) return;
    const at = items.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
    let next;
    if (step === -Infinity) next = 0;
    else if (step === Infinity) next = items.length - 1;
    else if (at < 0) next = step > 0 ? 0 : items.length - 1;
    else next = (at + step + items.length) % items.length;
    event.preventDefault();
    focusRover(items, items[next]);
  });
  // Whatever gets the focus (a click, the page) becomes the one in the tab order.
  container.addEventListener("focusin", (event) => {
    const item = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest(selector));
    if (item) focusRover(all(), item, false);
  });
}

/** Put `item` alone in the tab order (and focus it).
 * @param {HTMLElement[]} items @param {HTMLElement} item */
function focusRover(items, item, focus = true) {
  for (const b of items) b.tabIndex = b === item ? 0 : -1;
  if (focus) item.focus();
}

/**
 * Show where the chosen tile may go: one button per legal end ("opening" for the first tile),
 * numbered like the targets drawn on the table. ends: [{end, value}]. The list scrolls when the
 * ends are many; Cancel sits beside it in the page, so it never scrolls out of view.
 * @param {HTMLElement} box @param {HTMLElement} title @param {HTMLElement} list
 * @param {Tile | null} tile the chosen tile @param {EndChoice[]} ends
 */
export function renderEnds(box, title, list, tile, ends) {
  const key = JSON.stringify([tile, ends, language()]);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  if (!tile) {
    box.hidden = true;
    list.replaceChildren();
    return;
  }
  box.hidden = false;
  title.textContent = ends.length === 1 ? t("ends.one", { tile }) : t("ends.many", { tile, n: ends.length });
  list.replaceChildren();
  ends.forEach(({ end, value, preview, hinted }, i) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "btn end-btn";
    b.classList.toggle("is-hinted", Boolean(hinted));
    b.dataset.end = end;
    b.tabIndex = i === 0 ? 0 : -1; // roving, like the hand
    const num = document.createElement("span");
    num.className = "end-num";
    num.textContent = targetLabel(i);
    num.setAttribute("aria-hidden", "true");
    b.append(num, make("span", "end-words", endLabel(end, value)));
    if (preview) b.append(previewTag(preview));
    list.append(b);
  });
}

/** An end button's score preview: the note shown, the full sentence for a screen reader.
 * @param {Preview} preview */
function previewTag(preview) {
  const tag = make("span", "end-preview");
  const shown = make("span", "", previewNote(preview));
  shown.setAttribute("aria-hidden", "true");
  tag.append(shown, srOnly(`, ${previewSaid(preview)}`));
  tag.dataset.points = String(preview.points);
  tag.dataset.sum = String(preview.ends_sum);
  return tag;
}

/** Focus an end's button (the hinted one, or the first, when `end` is not given): keyboard users go
 * straight on to the choice of end. Next frame: no forced layout inside a click.
 * @param {string | null} [end] */
export function focusEnd(end = null) {
  requestAnimationFrame(() => {
    const list = document.getElementById("ends-list");
    if (!list) return;
    const button = end
      ? list.querySelector(`[data-end="${CSS.escape(end)}"]`)
      : list.querySelector("[data-end].is-hinted") || list.querySelector("[data-end]");
    /** @type {HTMLElement} */ (button)?.focus();
  });
}

/** The viewport box of a tile in the hand, where a placed tile's flight starts.
 * @param {Tile} tile */
export function handTileBox(tile) {
  return boxOf(document.querySelector(`#hand [data-tile="${CSS.escape(tile)}"]`));
}

/**
 * What the draw / pass buttons show: the moves legal now, whether it is the person's turn, the
 * boneyard's count and whether the game has a stock at all (core/games.js hasStock), the hint's
 * kind of move, and the person's forced move about to go by itself in its beat.
 * @typedef {object} ActionsShown
 * @property {Move[] | null | undefined} legalMoves
 * @property {boolean} active
 * @property {number} boneyard
 * @property {boolean} stock
 * @property {Move["type"] | null} hinted
 * @property {"draw" | "pass" | null} forced
 */

/** Enable draw / pass exactly when they are legal now; the one about to go by itself says so.
 * Where the game has no stock, Draw is not shown at all.
 * @param {HTMLButtonElement} drawBtn @param {HTMLButtonElement} passBtn @param {ActionsShown} shown */
export function renderActions(drawBtn, passBtn, { legalMoves, active, boneyard, stock, hinted, forced }) {
  const types = new Set((legalMoves || []).map((m) => m.type));
  drawBtn.hidden = !stock;
  drawBtn.classList.toggle("is-hinted", hinted === "draw");
  passBtn.classList.toggle("is-hinted", hinted === "pass");
  drawBtn.disabled = !(active && types.has("draw"));
  passBtn.disabled = !(active && types.has("pass"));
  const auto = active ? forced : null;
  drawBtn.classList.toggle("is-auto", auto === "draw");
  passBtn.classList.toggle("is-auto", auto === "pass");
  if (auto === "draw") drawBtn.textContent = t("action.autoDraw");
  else drawBtn.textContent = boneyard > 0 ? t("action.drawCount", { n: boneyard }) : t("action.draw");
  passBtn.textContent = auto === "pass" ? t("action.autoPass") : t("action.pass");
}

const DRAG_START_PX = 8; // a press that moves less is a click

/**
 * Drag a playable tile of the hand onto a target on the board, with a mouse, a pen or a finger,
 * beside the click-click way (and the keyboard's): once the press moves, the tile is chosen
 * (`pick(tile)`), a picture of it follows the pointer (`over(x, y)` as it goes), and letting go
 * calls `drop(x, y)`, which places it if a target is there. A drop elsewhere leaves the tile chosen,
 * as a click would. The hand holds the pointer meanwhile (its buttons are redrawn on the choice).
 * @param {HTMLElement} container
 * @param {{pick: (tile: string) => void, over: (x: number, y: number) => void,
 *   drop: (x: number, y: number) => void}} to
 */
export function draggable(container, { pick, over, drop }) {
  /** @type {{tile: string, id: number, x: number, y: number, ghost: HTMLElement | null} | null} */
  let press = null;
  let swallowClick = false;
  /** @param {PointerEvent} event @param {boolean} dropped */
  const end = (event, dropped) => {
    if (!press || event.pointerId !== press.id) return;
    const { ghost } = press;
    press = null;
    if (!ghost) return;
    ghost.remove();
    container.classList.remove("is-dragging");
    swallowClick = true; // the click that follows a drag is not a click on a tile
    setTimeout(() => (swallowClick = false), 0);
    if (dropped) drop(event.clientX, event.clientY);
  };
  container.addEventListener("pointerdown", (event) => {
    const tile = /** @type {HTMLButtonElement} */ (/** @type {Element} */ (event.target).closest?.("[data-tile]"));
    if (!tile?.dataset.tile || tile.disabled || !event.isPrimary || event.button !== 0) return;
    press = { tile: tile.dataset.tile, id: event.pointerId, x: event.clientX, y: event.clientY, ghost: null };
  });
  container.addEventListener("pointermove", (event) => {
    if (!press || event.pointerId !== press.id) return;
    let ghost = press.ghost;
    if (!ghost) {
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_START_PX) return;
      container.setPointerCapture(event.pointerId);
      ghost = dragGhost(press.tile);
      press.ghost = ghost;
      container.classList.add("is-dragging");
      pick(press.tile);
    }
    ghost.style.transform = `translate(${event.clientX}px, ${event.clientY}px) translate(-50%, -60%)`;
    over(event.clientX, event.clientY);
  });
  container.addEventListener("pointerup", (event) => end(event, true));
  container.addEventListener("pointercancel", (event) => end(event, false));
  container.addEventListener(
    "click",
    (event) => {
      if (!swallowClick) return;
      event.stopPropagation();
      event.preventDefault();
    },
    true,
  );
}

/** The picture of a tile that follows the pointer while it is dragged.
 * @param {Tile} tile @returns {HTMLElement} */
function dragGhost(tile) {
  const ghost = make("div", "drag-tile");
  ghost.setAttribute("aria-hidden", "true");
  ghost.append(tileSvg(tile));
  document.body.append(ghost);
  return ghost;
}
