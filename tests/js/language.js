// The unit tests' way to read the words of one language: `fn` run with `lang`'s table (through
// startLanguage, which touches no document), English again after. Importing this module loads
// every table first (the page loads only the one it shows), so the switch is at once.

import { loadAll, startLanguage } from "../../web/i18n/i18n.js";

await loadAll();

/** `fn` in language `lang` (English again after). @template T @param {string} lang @param {() => T} fn */
export function inLanguage(lang, fn) {
  startLanguage(lang);
  try {
    return fn();
  } finally {
    startLanguage("en");
  }
}
