// Short notices over the top of the table: "saving is off", "your saved game could not be
// loaded", ... Each has an id (showing it again replaces it), its words as a function (said again
// when the language changes), and a button that puts it away.

import { onLanguageChange, t } from "./i18n.js";

const shown = new Map(); // id -> {node, say}

function container() {
  let box = document.getElementById("notices");
  if (!box) {
    box = document.createElement("div");
    box.id = "notices";
    box.className = "notices";
    document.body.append(box);
    addEventListener("resize", () => place(box));
  }
  place(box);
  return box;
}

/** Just below the top bar, however tall it has grown (its buttons wrap on phones). */
function place(box) {
  const bar = document.querySelector("body > header");
  if (bar) box.style.top = `${Math.round(bar.getBoundingClientRect().bottom) + 8}px`;
}

function fill(entry) {
  entry.text.textContent = entry.say();
  entry.close.textContent = t("notice.close");
}

/**
 * Show a notice. `say()` gives its words; `alert` makes screen readers say it at once (for news
 * the player must act on), otherwise it is polite.
 */
export function notify(id, say, { alert = false } = {}) {
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
    entry = { node, text, close, say };
    shown.set(id, entry);
    container().append(node);
  }
  entry.say = say;
  entry.node.setAttribute("role", alert ? "alert" : "status");
  entry.node.classList.toggle("is-alert", alert);
  fill(entry);
}

export function dismiss(id) {
  const entry = shown.get(id);
  if (!entry) return;
  shown.delete(id);
  entry.node.remove();
}

onLanguageChange(() => {
  for (const entry of shown.values()) fill(entry);
});
