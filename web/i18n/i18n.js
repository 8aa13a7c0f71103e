// The page's words in every language it speaks. Every text the page shows goes through t(key, params):
//   t("hint.yourTurn")                    -> "Your turn: choose a tile."
//   t("move.draws", { name: "North" })     -> "North draws a tile"
// A table entry is either a string with {name} placeholders or a function of the params (for plurals
// and grammar that differ between languages).
//
// Only the table of the language shown is downloaded: each table (xx.js, with its parts *.xx.js) is
// a dynamic import from LOADERS below, loaded the first time its language is shown, and kept. So
// English is not loaded beside another language, and nothing falls back to it: a key missing from
// the table shown is shown as the key itself (every table has every key: e2e/test_languages.py and
// tests/js/words.test.js fail on a missing one). t() stays synchronous: the entry (start.js) loads
// the first table before the page's own modules run, and setLanguage switches once the new one has
// come. The switch's list names every language from offers.js, which holds those few words of each.
// loadAll() loads every table, for the tests that compare them; the service worker keeps every
// table's file, so a switch works offline.
//
// The language: ?lang=en|fi|es|pt in the address (not remembered), else the one chosen in the page
// (kept by the entry, which hands it to startLanguage: this module reads no storage), else
// navigator.languages (the first whose base is a table's: fi-FI -> fi, es-MX -> es), else English.
// A language is one table and one line in LOADERS below, its offer in offers.js.
// Static markup is translated with data attributes, see applyStatic():
//   <button data-i18n="action.draw">Draw</button>
//   <canvas data-i18n-aria-label="board.empty">  <a data-i18n-title="..."> <input data-i18n-placeholder="...">
// Until applyStatic has run, the markup's words are hidden (core/base.css, `html:not([data-words])`),
// unless the language shown is the one the markup is written in (`<html lang>`): a first visit in
// Spanish never shows the English of index.html first.

import { OFFERS } from "./offers.js";

/**
 * The params the tables' functions read, by name; t's caller passes the ones its key names
 * (a string entry's {placeholders} take any value, written as text).
 * @typedef {object} Params
 * @property {number} n a count, or a round's or a seat's number
 * @property {number} points display points (R6.2)
 * @property {number} raw raw points
 * @property {string} name a seat's or a side's name
 * @property {boolean} you the one named is the person addressed
 * @property {boolean} many the name is of two people (partners: a plural verb)
 * @property {number | string} total a count, or an amount already written out
 * @property {string} move a move in words
 * @property {number} left tiles left in the boneyard
 * @property {number} claim the raw points announced under Muggins (H2)
 * @property {string} claimer who announced them
 * @property {number} sum the open ends' sum
 * @property {number} solved
 * @property {number} streak
 * @property {number} best
 * @property {number} players
 * @property {string} levels the computers' levels in words
 * @property {string} value a value in words
 * @property {string} tile
 * @property {string} end an end in words
 * @property {string} scores the scores in words
 * @property {number} pips
 * @property {number} penalty raw
 * @property {number} max
 * @property {"lot" | "went-out" | "double-six" | "next-seat" | "won-blocked" | "chosen"} opens why the
 *   round's starter opens (the view's `opens`)
 * @property {string} grade
 * @property {number} fifties the tally's marks (R10)
 * @property {number} strokes the tally's strokes (R10)
 * @property {number} mine the person's side's display points (a daily deal's, a challenge's)
 * @property {number} them the other side's display points (a daily deal's, a challenge's)
 * @property {string} link a link to send (a challenge's)
 * @property {string} whose whose hands a hand's count took: "all" or "opponents" (AF6, PB6)
 * @property {number} less the winner's own pips taken off a blocked hand's count (AF7's option)
 * @property {boolean} own the side that took a hand's count is the person's own
 * @property {boolean} rounded the count was rounded to five (AF6)
 * @property {string} rules rule numbers as the engine cites them ("PB7, PB6")
 * @property {string} rule the rule an engine's refusal cites ("R1.1", refusals.js)
 * @property {string} words an engine's refusal in its own (English) words, the rule cut off
 * @property {string} meaning what the rule cited asks, in the page's words ("" if none is written)
 * @property {string} section the title of the cited rule's section, when no `meaning` is written
 * @property {string} tiles the tiles an engine's refusal names ("[2|5], [3|3]"; "" if none)
 */
/** @typedef {Record<string, string | ((params: Params) => string)>} Table  one language's words by key */
/** @typedef {(lang: string) => void} LanguageListener */

/** Each language's table, loaded the first time it is shown; their order is the switch's.
 * @type {Record<string, () => Promise<{ default: Table }>>} */
const LOADERS = {
  en: () => import("./en.js"),
  fi: () => import("./fi.js"),
  es: () => import("./es.js"),
  pt: () => import("./pt.js"),
};
export const LANGUAGES = Object.keys(LOADERS);

/** @type {Record<string, Table>} the tables loaded so far, by language */
const tables = {};
/** @type {Record<string, Promise<Table>>} each table's load under way or done */
const loads = {};

let current = fromAddress() || fromBrowser();
/** The language last asked for by setLanguage: a switch whose table comes after a later one's is dropped. */
let wanted = current;
/** @type {Set<LanguageListener>} */
const listeners = new Set();

/** `lang`'s table, downloaded once (a failed download is tried again next time).
 * @param {string} lang one of LANGUAGES
 * @returns {Promise<Table>} */
function loadTable(lang) {
  loads[lang] ??= LOADERS[lang]().then(
    (module) => (tables[lang] = module.default),
    (err) => {
      delete loads[lang];
      throw err;
    },
  );
  return loads[lang];
}

/** Every language's table, in the order of LANGUAGES (for the tests that compare them; the page
 * itself loads only the one it shows).
 * @returns {Promise<Record<string, Table>>} */
export async function loadAll() {
  const loaded = await Promise.all(LANGUAGES.map(loadTable));
  return Object.fromEntries(LANGUAGES.map((lang, i) => [lang, loaded[i]]));
}

function fromBrowser() {
  const list = (typeof navigator !== "undefined" && (navigator.languages || [navigator.language])) || [];
  for (const tag of list) {
    const base = String(tag || "")
      .toLowerCase()
      .split("-")[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}

function fromAddress() {
  try {
    const lang = new URLSearchParams(location.search).get("lang");
    return lang !== null && LANGUAGES.includes(lang) ? lang : null;
  } catch {
    return null;
  }
}

/** The language to start in, given the one the player chose on an earlier visit (null if none):
 * the address's ?lang= first, then that choice, then the browser's. Called once by the entry, which
 * then awaits loadLanguage() before anything says a word. Where the markup is already written in it
 * (`<html lang>`), its words show at once.
 * @param {unknown} saved
 * @returns {boolean} whether the markup already says it (its table can wait)
 */
export function startLanguage(saved) {
  current = fromAddress() || (typeof saved === "string" && LANGUAGES.includes(saved) ? saved : null) || fromBrowser();
  wanted = current;
  if (typeof document === "undefined" || document.documentElement.lang !== current) return false;
  document.documentElement.dataset.words = current;
  return true;
}

/** The language shown's table loaded and the static markup translated (its words then show). */
export async function loadLanguage() {
  await loadTable(current);
  applyStatic();
}

/** The language now shown: one of LANGUAGES. */
export function language() {
  return current;
}

/** A date (YYYY-MM-DD, a UTC day) in the words of the language shown: "24 de diciembre de 2026".
 * @param {string} iso */
export function dayName(iso) {
  const day = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return iso;
  return new Intl.DateTimeFormat(current, { dateStyle: "long", timeZone: "UTC" }).format(day);
}

/** @typedef {{ lang: string, name: string, short: string, label: string }} LanguageOffer */

/** Every language the page speaks, in the order of LANGUAGES, each in its own words: its name, its
 * short code and the words that offer it (the language switch lists them; no table is loaded).
 * @returns {LanguageOffer[]} */
export function languageOffers() {
  return LANGUAGES.map((lang) => {
    const words = OFFERS[lang];
    return { lang, name: words["lang.name"], short: words["lang.offerShort"], label: words["lang.offerLabel"] };
  });
}

/**
 * Look a text up in the current language (the key itself when missing there) and fill in its params.
 * @param {string} key
 * @param {Record<string, unknown>} [params] the ones the key names (Params, for a function's)
 * @returns {string}
 */
export function t(key, params = {}) {
  const entry = tables[current]?.[key];
  if (entry === undefined) return key;
  if (typeof entry === "function") return entry(/** @type {Params} */ (params));
  return entry.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}

/**
 * Switch language once its table has come: translate the static markup and tell every listener
 * (the entry keeps it). A switch overtaken by a later one before its table came does nothing.
 * @param {string} lang
 * @returns {Promise<void>} rejected when the table cannot be downloaded (the language stays)
 */
export async function setLanguage(lang) {
  if (!LANGUAGES.includes(lang)) return;
  wanted = lang;
  await loadTable(lang);
  if (wanted !== lang) return;
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

/**
 * Call fn(lang) after every change of language; returns a function that stops it.
 * @param {LanguageListener} fn
 */
export function onLanguageChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** @type {[string, string][]} the dataset's name and the attribute it sets */
const ATTRS = [
  ["i18nAriaLabel", "aria-label"],
  ["i18nTitle", "title"],
  ["i18nPlaceholder", "placeholder"],
  ["i18nContent", "content"],
];

/** Translate the markup under root: data-i18n (text), data-i18n-html (trusted table markup),
 * data-i18n-aria-label, data-i18n-title, data-i18n-placeholder, data-i18n-content; sets <html lang>
 * and `<html data-words>` (the language the markup's words are in: they show from then on).
 * @param {Document | Element} [root]
 */
export function applyStatic(root) {
  if (typeof document === "undefined") return;
  const scope = root ?? document;
  document.documentElement.lang = current;
  /** @type {(selector: string) => NodeListOf<HTMLElement>} */
  const all = (selector) => scope.querySelectorAll(selector);
  /** @type {(node: HTMLElement, prop: string) => string} the key in a data attribute the selector found */
  const key = (node, prop) => /** @type {string} */ (node.dataset[prop]);
  for (const node of all("[data-i18n]")) node.textContent = t(key(node, "i18n"));
  for (const node of all("[data-i18n-html]")) node.innerHTML = t(key(node, "i18nHtml"));
  for (const [prop, attr] of ATTRS) {
    const sel = `[data-${attr === "aria-label" ? "i18n-aria-label" : `i18n-${attr}`}]`;
    for (const node of all(sel)) node.setAttribute(attr, t(key(node, prop)));
  }
  if (scope === document) {
    document.documentElement.dataset.words = current;
    const title = /** @type {HTMLElement} */ (document.querySelector("title[data-i18n]"));
    if (title) document.title = t(key(title, "i18n"));
  }
}
