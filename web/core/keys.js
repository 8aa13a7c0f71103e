// The keyboard: Escape puts a chosen tile back, the letters pick the lettered ends, and a few keys
// press their buttons (D draw, P pass, H hint, U undo, N next round) when those are shown and
// enabled. Keys typed into a field, or while a dialog is open, are left alone.

import { $ } from "./dom.js";

/** @typedef {import("./store.js").Store} Store */
/** @typedef {{pickEnd: (end: string) => void, cancelSelection: () => void}} KeyCommands */

/** @type {Record<string, string>} */
const SHORTCUTS = { d: "draw", p: "pass", h: "hint", u: "undo", n: "next-round" };

/**
 * Whether keys typed here are text (a field), not shortcuts.
 * @param {EventTarget | null} node
 */
function typing(node) {
  return Boolean(
    /** @type {Element | null} */ (node)?.closest?.(
      "input, textarea, select, [contenteditable=''], [contenteditable='true']",
    ),
  );
}

/**
 * With a tile chosen, a letter picks the lettered end; true when it did.
 * @param {string} key
 * @param {KeyCommands} commands
 */
function pickByLetter(key, commands) {
  const ends = /** @type {NodeListOf<HTMLElement>} */ ($("ends-list").querySelectorAll("[data-end]"));
  const button = ends[key.toUpperCase().charCodeAt(0) - 65];
  if (button) commands.pickEnd(/** @type {string} */ (button.dataset.end)); // [data-end]: it has one
  return Boolean(button);
}

/**
 * @param {Store} store
 * @param {KeyCommands} commands
 */
export function listenToKeys(store, commands) {
  document.addEventListener("keydown", (event) => {
    const s = store.get();
    if (event.key === "Escape" && s.selected && !s.newGameOpen) {
      event.preventDefault();
      commands.cancelSelection();
      return;
    }
    if (!/^[a-z]$/i.test(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (s.newGameOpen || typing(event.target) || document.querySelector("dialog[open]")) return;
    if (s.selected && pickByLetter(event.key, commands)) {
      event.preventDefault();
      return;
    }
    const action = SHORTCUTS[event.key.toLowerCase()];
    const button = action && /** @type {HTMLButtonElement} */ (document.querySelector(`[data-action="${action}"]`));
    if (button && !button.disabled && button.checkVisibility()) {
      event.preventDefault();
      button.click();
    }
  });
}
