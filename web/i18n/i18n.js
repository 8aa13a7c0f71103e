// The page's words in every language it speaks. Every text the page shows goes through t(key, params):
//   t("hint.yourTurn")                    -> "Your turn: choose a tile."
//   t("move.draws", { name: "North" })     -> "North draws a tile"
// A table entry is either a string with {name} placeholders or a function of the params (for plurals
// and grammar that differ between languages). Missing keys fall back to English, then to the key itself,
// so a forgotten translation shows up as English on the page (and the e2e test catches it).
//
// The language: ?lang=fi|en in the address (not remembered), else the one chosen in the page
// (kept by the entry, app.js, which hands it to startLanguage: this module reads no storage), else
// navigator.languages (fi* -> Finnish), else English.
// Static markup is translated with data attributes, see applyStatic():
//   <button data-i18n="action.draw">Draw</button>
//   <canvas data-i18n-aria-label="board.empty">  <a data-i18n-title="..."> <input data-i18n-placeholder="...">

import en from "./en.js";
import fi from "./fi.js";

export const TABLES = { en, fi };
export const LANGUAGES = Object.keys(TABLES);

let current = fromAddress() || fromBrowser();
const listeners = new Set();

function fromBrowser() {
  const list = (typeof navigator !== "undefined" && (navigator.languages || [navigator.language])) || [];
  for (const tag of list) {
    const base = String(tag || "").toLowerCase().split("-")[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}

function fromAddress() {
  try {
    const lang = new URLSearchParams(location.search).get("lang");
    return LANGUAGES.includes(lang) ? lang : null;
  } catch {
    return null;
  }
}

/** The language to start in, given the one the player chose on an earlier visit (null if none):
 * the address's ?lang= first, then that choice, then the browser's. Called once by the entry. */
export function startLanguage(saved) {
  current = fromAddress() || (LANGUAGES.includes(saved) ? saved : null) || fromBrowser();
  applyStatic();
}

/** The language now shown: "en" or "fi". */
export function language() {
  return current;
}

/** The language the switch offers next (they take turns, in the order of TABLES), with the words
 * that offer it, in that language. */
export function nextLanguage() {
  const lang = LANGUAGES[(LANGUAGES.indexOf(current) + 1) % LANGUAGES.length];
  const table = TABLES[lang];
  return { lang, text: table["lang.offer"], short: table["lang.offerShort"], label: table["lang.offerLabel"] };
}

/** Look a text up in the current language (English when missing there) and fill in its params. */
export function t(key, params = {}) {
  const entry = TABLES[current][key] ?? TABLES.en[key];
  if (entry === undefined) return key;
  if (typeof entry === "function") return entry(params);
  return entry.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}

/** Whether a key exists in a language's own table (no fallback). */
export function has(key, lang = current) {
  return key in TABLES[lang];
}

/** Switch language, translate the static markup and tell every listener (the entry keeps it). */
export function setLanguage(lang) {
  if (!LANGUAGES.includes(lang)) return;
  const changed = lang !== current;
  current = lang;
  applyStatic();
  if (!changed) return;
  for (const fn of listeners) {
    try {
      fn(lang);
    } catch (err) {
      console.error(err);
    }
  }
}

/** Call fn(lang) after every change of language; returns a function that stops it. */
export function onLanguageChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

const ATTRS = [
  ["i18nAriaLabel", "aria-label"],
  ["i18nTitle", "title"],
  ["i18nPlaceholder", "placeholder"],
  ["i18nContent", "content"],
];

/** Translate the markup under root: data-i18n (text), data-i18n-html (trusted table markup),
 * data-i18n-aria-label, data-i18n-title, data-i18n-placeholder, data-i18n-content; sets <html lang>. */
export function applyStatic(root = document) {
  if (typeof document === "undefined") return;
  document.documentElement.lang = current;
  /** @type {(selector: string) => NodeListOf<HTMLElement>} */
  const all = (selector) => root.querySelectorAll(selector);
  for (const node of all("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  for (const node of all("[data-i18n-html]")) node.innerHTML = t(node.dataset.i18nHtml);
  for (const [prop, attr] of ATTRS) {
    const sel = `[data-${attr === "aria-label" ? "i18n-aria-label" : `i18n-${attr}`}]`;
    for (const node of all(sel)) node.setAttribute(attr, t(node.dataset[prop]));
  }
  if (root === document) {
    const title = /** @type {HTMLElement} */ (document.querySelector("title[data-i18n]"));
    if (title) document.title = t(title.dataset.i18n);
  }
}
