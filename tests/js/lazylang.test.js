// The page downloads only the language it shows (web/i18n/i18n.js): until startLanguage's table has
// come, t() has no words (the key itself, never English); the switch lists every language without
// their tables (offers.js); a switch waits for its table, and one overtaken by a later choice
// does nothing. This file never loads every table (language.js does), so it sees what the page sees.

import { test } from "node:test";
import assert from "node:assert/strict";

import {
  language,
  languageOffers,
  loadLanguage,
  onLanguageChange,
  setLanguage,
  startLanguage,
  t,
} from "../../web/i18n/i18n.js";

test("the language chosen has no words until its table has come; then its own, never English", async () => {
  assert.equal(startLanguage("fi"), false, "no document: no markup says it");
  assert.equal(language(), "fi");
  assert.equal(t("seat.you"), "seat.you");
  await loadLanguage();
  assert.equal(t("seat.you"), "Sinä");
  assert.equal(t("no.such.key"), "no.such.key");
  assert.deepEqual(
    languageOffers().map((offer) => offer.name),
    ["English", "Suomi", "Español", "Português"],
  );
});

test("a switch shows the new language once its table has come, and tells the listeners once", async () => {
  /** @type {string[]} */
  const told = [];
  const stop = onLanguageChange((lang) => told.push(lang));
  try {
    const switched = setLanguage("es");
    assert.equal(language(), "fi", "still Finnish while the Spanish table comes");
    await switched;
    assert.equal(language(), "es");
    assert.equal(t("seat.you"), "Tú");
    await setLanguage("es");
    assert.deepEqual(told, ["es"], "the same language again is no change");
  } finally {
    stop();
  }
});

test("of two switches in a row the later wins, whichever table comes first", async () => {
  /** @type {string[]} */
  const told = [];
  const stop = onLanguageChange((lang) => told.push(lang));
  try {
    await Promise.all([setLanguage("pt"), setLanguage("fi")]);
    assert.equal(language(), "fi");
    assert.deepEqual(told, ["fi"], "Portuguese, overtaken, never shown");
    await setLanguage("xx");
    assert.equal(language(), "fi", "a language the page does not speak changes nothing");
  } finally {
    stop();
  }
});
