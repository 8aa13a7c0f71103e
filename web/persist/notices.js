// Short notices over the top of the table: "saving is off", "your saved game could not be
// loaded", ... Each has an id (showing it again replaces it), its words as a function (said again
// when the language changes), buttons of its own if it needs any (download, discard), and a button
// that puts it away. Nothing it shows is ever long: any text that quotes outside input goes
// through `clip` first.

import { onLanguageChange, t } from "../i18n/i18n.js";

/**
 * @typedef {() => string} Say
 * @typedef {{name: string, label: Say, run: () => void}} NoticeAction  a button of a notice's own
 * @typedef {{node: HTMLElement, text: HTMLElement, close: HTMLButtonElement, say: Say,
 *   actions: {button: HTMLButtonElement, label: Say}[]}} Shown  a notice on the page
 */

/** @type {Map<string, Shown>} */
const shown = new Map(); // id -> {node, text, close, say, actions}

/** The most of an outside text (an engine's refusal, a file's name) the page ever puts on screen. */
export const SHOWN_CHARS = 200;

/**
 * `text` cut to at most `max` characters (an ellipsis marks the cut).
 * @param {unknown} text
 */
export function clip(text, max = SHOWN_CHARS) {
  const s = String(text ?? "");
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

function container() {
  let box = document.getElementById("notices");
  if (!box) {
    const made = document.createElement("div");
    made.id = "notices";
    made.className = "notices";
    document.body.append(made);
    addEventListener("resize", () => place(made));
    box = made;
  }
  place(box);
  return box;
}

/**
 * Just below the top bar, however tall it has grown (its buttons wrap on phones).
 * @param {HTMLElement} box
 */
function place(box) {
  const bar = document.querySelector("body > header");
  if (bar) box.style.top = `${Math.round(bar.getBoundingClientRect().bottom) + 8}px`;
}

/** @param {Shown} entry */
function fill(entry) {
  entry.text.textContent = clip(entry.say(), 4 * SHOWN_CHARS);
  entry.close.textContent = t("notice.close");
  for (const { button, label } of entry.actions) button.textContent = label();
}

/**
 * Show a notice. `say()` gives its words; `alert` makes screen readers say it at once (for news
 * the player must act on), otherwise it is polite. `actions` are buttons of its own, each
 * `{name, label: () => words, run}` (the button carries `data-notice-action="<name>"`).
 * @param {string} id
 * @param {Say} say
 * @param {{alert?: boolean, actions?: NoticeAction[]}} [options]
 */
export function notify(id, say, { alert = false, actions = [] } = {}) {
  let entry = shown.get(id);
  if (!entry) {
    const node = document.createElement("div");
    node.className = "notice";
    node.dataset.notice = id;
    const text = document.createElement("p");
    text.className = "notice-text";
    const close = document.createElement("button");
    close.type = "button";
    close.className = "btn btn-quiet notice-close";
    close.addEventListener("click", () => dismiss(id));
    node.append(text, close);
    entry = { node, text, close, say, actions: [] };
    shown.set(id, entry);
    container().append(node);
  }
  const current = entry;
  for (const { button } of current.actions) button.remove();
  entry.actions = actions.map(({ name, label, run }) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "btn btn-quiet notice-action";
    button.dataset.noticeAction = name;
    button.addEventListener("click", run);
    current.close.before(button);
    return { button, label };
  });
  entry.say = say;
  entry.node.setAttribute("role", alert ? "alert" : "status");
  entry.node.classList.toggle("is-alert", alert);
  fill(entry);
}

/** @param {string} id */
export function dismiss(id) {
  const entry = shown.get(id);
  if (!entry) return;
  shown.delete(id);
  entry.node.remove();
}

/** The notices said again in a new language: wired once by the page's entry (app.js). */
export function installNotices() {
  onLanguageChange(() => {
    for (const entry of shown.values()) fill(entry);
  });
}
