// The page's small DOM helpers, defined here once ($, make, buttons, tile rows, the aids' dialogs);
// other modules import them rather than keep copies. The words for events are text.js's.

import { t } from "../i18n/i18n.js";
import { tileSvg } from "./pips.js";

/**
 * An element of index.html by its id: the markup guarantees every id the page asks for, so the
 * result is typed as found (e2e tests load the page whole).
 * @param {string} id
 * @returns {HTMLElement}
 */
export const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string | null} [className]
 * @param {string | number | null} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

/**
 * @param {string | null} action the `data-action` it names (null: none, its owner listens)
 * @param {string} text
 */
export function button(action, text, className = "btn btn-quiet") {
  const b = make("button", className, text);
  b.type = "button";
  if (action) b.dataset.action = action;
  return b;
}

/** @typedef {{left: number, top: number, width: number, height: number}} Box */

/**
 * The viewport box of an element, if it is shown.
 * @param {Element | null | undefined} node
 * @returns {Box | null}
 */
export function boxOf(node) {
  const r = node?.getBoundingClientRect();
  return r && r.width && r.height ? { left: r.left, top: r.top, width: r.width, height: r.height } : null;
}

/**
 * Text for screen readers only, beside a shorter visible form.
 * @param {string} text
 */
export function srOnly(text) {
  return make("span", "aid-sr", text);
}

/**
 * A tile's picture named for a screen reader as every text writes a tile, "[2|5]" (the board in
 * words, the log, the hand's buttons), and shown as a tooltip.
 * @param {HTMLElement} picture @param {string} tile
 */
export function nameTile(picture, tile) {
  picture.setAttribute("role", "img");
  picture.setAttribute("aria-label", tile);
  picture.title = tile;
}

/**
 * A row of small tile pictures; `marks` maps a tile to a CSS class (coach, hints).
 * @param {Iterable<string>} tiles
 * @param {Record<string, string>} [marks]
 */
export function miniTiles(tiles, marks = {}) {
  const row = make("span", "aid-tiles");
  for (const tile of tiles) {
    const mini = make("span", `mini-tile${marks[tile] ? ` ${marks[tile]}` : ""}`);
    nameTile(mini, tile);
    mini.dataset.aidTile = tile;
    mini.append(tileSvg(tile, { sideways: true }));
    row.append(mini);
  }
  return row;
}

/** @typedef {ReturnType<typeof makeDialog>} AidDialog  a dialog makeDialog made */

/**
 * A modal dialog of the aids: a title, a close button, a body. Keys pressed inside stay inside
 * (the table's letter keys must not pick an end behind it); Escape closes it as usual.
 * @param {string} id
 * @param {string} titleKey
 */
export function makeDialog(id, titleKey, className = "") {
  const dialog = make("dialog", `aid-dialog ${className}`.trim());
  dialog.id = id;
  dialog.setAttribute("aria-labelledby", `${id}-title`);
  const head = make("div", "aid-dialog-head");
  const title = make("h2", "", t(titleKey));
  title.id = `${id}-title`;
  const close = button("close-aid", "✕", "btn btn-quiet aid-close");
  close.setAttribute("aria-label", t("aids.close"));
  close.title = t("aids.close");
  head.append(title, close);
  const body = make("div", "aid-dialog-body");
  dialog.append(head, body);
  dialog.addEventListener("keydown", (event) => event.stopPropagation());
  dialog.addEventListener("click", (event) => {
    const target = /** @type {Element} */ (event.target);
    if (target.closest('[data-action="close-aid"]')) dialog.close();
    // A click on the backdrop (outside the dialog's box) closes it too.
    else if (target === dialog) {
      const r = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
      if (!inside) dialog.close();
    }
  });
  document.body.append(dialog);
  return {
    dialog,
    body,
    title,
    /** @param {string} key */
    retitle(key) {
      title.textContent = t(key);
      close.setAttribute("aria-label", t("aids.close"));
      close.title = t("aids.close");
    },
    open() {
      if (!dialog.open) dialog.showModal();
    },
    close() {
      if (dialog.open) dialog.close();
    },
    get isOpen() {
      return dialog.open;
    },
  };
}
