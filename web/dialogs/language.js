// The language switch in the top bar: a button that names the language shown and opens a short list
// of every language the page speaks, each in its own words (a player who reads none of the others
// still finds theirs). Choosing one tells the entry, which keeps the choice and switches; Esc, a
// click elsewhere or a choice closes the list. The list is a disclosure (buttons in a group), not an
// ARIA menu: Tab and Enter reach every language, on a phone one tap opens and one tap chooses.

import { onAction } from "../core/actions.js";
import { $, make } from "../core/dom.js";
import { language, languageOffers, t } from "../i18n/i18n.js";

/**
 * Wire the switch (index.html's `[data-action="language"]` and `#lang-menu`).
 * @param {{ onChoose: (lang: string) => void }} wiring what choosing a language does (app.js keeps it)
 * @returns {{ relabel: () => void }} relabel: say the language now shown (after a change)
 */
export function installLanguageSwitch({ onChoose }) {
  const button = /** @type {HTMLButtonElement} */ (document.querySelector('[data-action="language"]'));
  const list = $("lang-menu");

  /** @param {boolean} open */
  function show(open) {
    list.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
  }

  function relabel() {
    const now = languageOffers().find((offer) => offer.lang === language());
    if (!now) return;
    // Its name is its words ("Idioma: Español", on a phone "Idioma: ES"), the first part unseen.
    for (const [part, words] of [
      [".lang-sr", `${t("lang.choose")}: `],
      [".lang-long", now.name],
      [".lang-short", now.short],
    ]) {
      const node = button.querySelector(part);
      if (node) node.textContent = words;
    }
    button.title = t("lang.choose");
    list.setAttribute("aria-label", t("lang.choose"));
    fill(list);
  }

  onAction("language", () => {
    if (list.hidden) {
      fill(list);
      show(true);
      /** @type {HTMLElement | null} */ (list.querySelector("[aria-current]"))?.focus();
    } else show(false);
  });
  onAction("set-language", (item) => {
    show(false);
    button.focus();
    onChoose(item.dataset.lang ?? "");
  });
  closeFromOutside(list, () => {
    show(false);
  });
  relabel();
  return { relabel };
}

/** The list's items: every language in its own words, the one shown marked.
 * @param {HTMLElement} list */
function fill(list) {
  list.replaceChildren(
    ...languageOffers().map((offer) => {
      const item = make("button", "btn btn-quiet lang-item", offer.name);
      item.type = "button";
      item.lang = offer.lang;
      item.title = offer.label;
      item.dataset.action = "set-language";
      item.dataset.lang = offer.lang;
      if (offer.lang === language()) item.setAttribute("aria-current", "true");
      return item;
    }),
  );
}

/** Esc (focus back on the button), or a click or a focus outside the switch, closes the open list.
 * @param {HTMLElement} list
 * @param {() => void} close */
function closeFromOutside(list, close) {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || list.hidden) return;
    event.stopPropagation();
    close();
    /** @type {HTMLElement | null} */ (document.querySelector('[data-action="language"]'))?.focus();
  });
  for (const type of ["pointerdown", "focusin"]) {
    document.addEventListener(type, (event) => {
      if (!list.hidden && !(/** @type {Element} */ (event.target).closest?.(".lang-switch"))) close();
    });
  }
}
