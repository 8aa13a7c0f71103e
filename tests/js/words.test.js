// The number and plural helpers every language table shares (web/i18n/numbers.js), the tables'
// counted nouns in each language (web/i18n/*.js through t()), and the seat names of web/i18n/text.js.
// startLanguage picks a table without touching the document (setLanguage also redraws the markup);
// language.js has loaded every table (the page loads only the one it shows: lazylang.test.js).

import { test } from "node:test";
import assert from "node:assert/strict";

import { minus, plural, signed } from "../../web/i18n/numbers.js";
import { LANGUAGES, language, languageOffers, loadAll, startLanguage, t } from "../../web/i18n/i18n.js";
import { OFFERS } from "../../web/i18n/offers.js";
import { num, passedTo, plural as counted, seatName, sideName } from "../../web/i18n/text.js";
import { inLanguage } from "./language.js";

const PERSON = { kind: "person" };
const COMPUTER = { kind: "computer" };

test("plural: the singular for 1 and -1 only, the count written as it is", () => {
  assert.equal(plural(1, "tile", "tiles"), "1 tile");
  assert.equal(plural(-1, "tile", "tiles"), "-1 tile");
  assert.equal(plural(0, "tile", "tiles"), "0 tiles");
  assert.equal(plural(2, "tile", "tiles"), "2 tiles");
  assert.equal(plural(-2, "tile", "tiles"), "-2 tiles");
});

test("minus writes a true minus sign (U+2212) and leaves 0 and positives alone", () => {
  assert.equal(minus(-5), "\u22125");
  assert.equal(minus(0), "0");
  assert.equal(minus(12), "12");
});

test("signed: +n for a gain, a true minus for a loss, 0 bare", () => {
  assert.equal(signed(5), "+5");
  assert.equal(signed(-5), "\u22125");
  assert.equal(signed(0), "0");
});

test("the languages are English, Finnish, Spanish and Portuguese, in that order", () => {
  assert.deepEqual(LANGUAGES, ["en", "fi", "es", "pt"]);
});

test("every language's table has exactly English's keys", async () => {
  const tables = await loadAll();
  assert.deepEqual(Object.keys(tables), LANGUAGES);
  const english = Object.keys(tables.en).sort();
  for (const lang of LANGUAGES) assert.deepEqual(Object.keys(tables[lang]).sort(), english, lang);
});

test("the switch offers every language in its own words, the very words of its table", async () => {
  assert.deepEqual(Object.keys(OFFERS), LANGUAGES);
  assert.deepEqual(
    languageOffers().map(({ lang, name, short }) => [lang, name, short]),
    [
      ["en", "English", "EN"],
      ["fi", "Suomi", "FI"],
      ["es", "Español", "ES"],
      ["pt", "Português", "PT"],
    ],
  );
  const tables = await loadAll();
  for (const { lang, name, short, label } of languageOffers()) {
    const table = tables[lang];
    assert.deepEqual([table["lang.name"], table["lang.offerShort"], table["lang.offerLabel"]], [name, short, label]);
  }
});

test("startLanguage takes a saved language the page speaks, and English for any other", () => {
  startLanguage("fi");
  assert.equal(language(), "fi");
  startLanguage("xx");
  assert.equal(language(), "en");
});

test("tiles counted in every language: 0, 1, 2", () => {
  const tiles = (lang) => inLanguage(lang, () => [0, 1, 2].map((n) => t("count.tiles", { n })));
  assert.deepEqual(tiles("en"), ["0 tiles", "1 tile", "2 tiles"]);
  assert.deepEqual(tiles("fi"), ["0 laattaa", "1 laatta", "2 laattaa"]);
  assert.deepEqual(tiles("es"), ["0 fichas", "1 ficha", "2 fichas"]);
  assert.deepEqual(tiles("pt"), ["0 pedras", "1 pedra", "2 pedras"]);
});

test("points counted in every language: 1 and 5 (Finnish says display points)", () => {
  const points = (lang) => inLanguage(lang, () => [1, 5].map((n) => t("count.points", { n })));
  assert.deepEqual(points("en"), ["1 point", "5 points"]);
  assert.deepEqual(points("fi"), ["1 näyttöpiste", "5 näyttöpistettä"]);
  assert.deepEqual(points("es"), ["1 punto", "5 puntos"]);
  assert.deepEqual(points("pt"), ["1 ponto", "5 pontos"]);
});

test("raw and display points together in every language", () => {
  const said = (lang) => inLanguage(lang, () => t("points.raw", { raw: 10, points: 2 }));
  assert.equal(said("en"), "10 raw, 2 points");
  assert.equal(said("fi"), "10 raakapistettä, 2 näyttöpistettä");
  assert.equal(said("es"), "10 brutos, 2 puntos");
  assert.equal(said("pt"), "10 brutos, 2 pontos");
});

test("t fills {placeholders}, and a missing key is shown as the key itself", () => {
  assert.equal(t("seat.player", { n: 3 }), "Player 3");
  assert.equal(
    inLanguage("es", () => t("side.pair", { a: "Ann", b: "Bo" })),
    "Ann y Bo",
  );
  assert.equal(t("no.such.key"), "no.such.key");
});

test("text.js: num writes a true minus; plural goes through the table for tiles and points", () => {
  assert.equal(num(-15), "\u221215");
  assert.equal(counted(1, "tile"), "1 tile");
  assert.equal(counted(2, "move"), "2 moves");
  assert.equal(
    inLanguage("fi", () => counted(3, "point")),
    "3 näyttöpistettä",
  );
});

test("seat names: one person is You and the computers sit around; with four, West is seat 1", () => {
  const seats = [PERSON, COMPUTER, COMPUTER, COMPUTER];
  assert.deepEqual(
    [0, 1, 2, 3].map((seat) => seatName(seat, 4, 0, seats)),
    ["You", "West", "North", "East"],
  );
  assert.equal(seatName(0, 2, 1, [COMPUTER, PERSON]), "North");
});

test("with several people each person is called by name, else Player n; the pairs by both", () => {
  const seats = [{ kind: "person", name: "Ann" }, COMPUTER, { kind: "person", name: null }, COMPUTER];
  assert.equal(seatName(0, 4, 0, seats), "Ann");
  assert.equal(seatName(2, 4, 0, seats), "Player 3");
  assert.equal(sideName(0, 4, 2, seats), "Ann & Player 3");
  assert.equal(sideName(1, 4, 2, seats), "West & East");
  assert.equal(
    inLanguage("pt", () => sideName(1, 4, 2, seats)),
    "Oeste e Leste",
  );
});

test("the curtain calls the person it waits for by name, never You: a line's one person too", () => {
  // A what-if line against the computers from Ann and Bo's table: Bo alone keeps the curtain.
  const line = [COMPUTER, { kind: "person", name: "Bo" }, COMPUTER];
  assert.equal(seatName(1, 3, 1, line), "You");
  assert.equal(passedTo(1, 3, 1, line), "Bo");
  assert.equal(passedTo(1, 3, 1, [COMPUTER, { kind: "person", name: null }, COMPUTER]), "Player 2");
  assert.equal(passedTo(0, 3, 1, line), seatName(0, 3, 1, line));
  assert.equal(
    inLanguage("fi", () => passedTo(1, 3, 1, [COMPUTER, { kind: "person", name: "" }, COMPUTER])),
    inLanguage("fi", () =>
      seatName(1, 3, 1, [{ kind: "person", name: "Ann" }, { kind: "person", name: "" }, COMPUTER]),
    ),
  );
});
