// "What the table knows" in words (web/aids/ledger.js): each seat named as the log names it, the
// numbers it lacks or "nothing known", the boneyard only in a game with a stock, the rule said for
// the game's way of drawing or passing (R7.2/R7.3, PB4), and the unseen tiles only when the engine
// listed them for the person whose hand is shown; else the curtain's note instead.

import { test } from "node:test";
import assert from "node:assert/strict";

import { ledgerWords } from "../../web/aids/ledger.js";
import { inLanguage } from "./language.js";
import { FOUR_SEATS } from "./seats.js";

/** @typedef {import("../../web/core/answers.js").Ledger} Ledger */

/** @type {import("../../web/i18n/text.js").Telling} */
const FIVE_UP = { players: 2, human: 0, seats: FOUR_SEATS.slice(0, 2), muggins: false, scores: true, stock: true };
/** @type {import("../../web/i18n/text.js").Telling} */
const BLOCK = { players: 4, human: 0, seats: FOUR_SEATS, muggins: false, scores: false, stock: false };

/** @type {Ledger} */
const SHOWN = {
  seats: [
    { seat: 0, tiles: 1, lacks: [] },
    { seat: 1, tiles: 4, lacks: [3, 5] },
  ],
  boneyard: 9,
  viewer: 0,
  unseen: ["[0|0]", "[1|4]", "[6|6]"],
};

test("a draw game's ledger: counts, lacks, boneyard and the unseen tiles", () => {
  const words = ledgerWords(SHOWN, FIVE_UP);
  assert.deepEqual(words.rows, [
    { seat: 0, name: "You", tiles: "1", lacks: "nothing known" },
    { seat: 1, name: "North", tiles: "4", lacks: "3, 5" },
  ]);
  assert.equal(words.boneyard, "Boneyard: 9 tiles.");
  assert.deepEqual(words.unseen, { heading: "Tiles you have not seen (3)", tiles: "[0|0] [1|4] [6|6]" });
  assert.equal(words.curtain, null);
  assert.match(words.how, /^A player who draws or passes /);
});

test("behind the curtain no unseen tiles, and a note says why", () => {
  const words = ledgerWords({ ...SHOWN, viewer: null, unseen: null }, FIVE_UP);
  assert.equal(words.unseen, null);
  assert.equal(
    words.curtain,
    "Only what every player knows is listed: the tiles you have not seen are yours to work out.",
  );
});

test("the block game has no boneyard and says only passes (PB4)", () => {
  /** @type {Ledger} */
  const block = {
    seats: [0, 1, 2, 3].map((seat) => ({ seat, tiles: 6, lacks: seat === 1 ? [0] : [] })),
    boneyard: null,
    viewer: null,
    unseen: null,
  };
  const words = ledgerWords(block, BLOCK);
  assert.equal(words.boneyard, null);
  assert.equal(words.rows[1].lacks, "0");
  assert.match(words.how, /^A player who passes .* for the rest of the round\.$/);
});

test("every language says it in its own words", () => {
  const said = (/** @type {string} */ lang) =>
    inLanguage(lang, () => {
      const words = ledgerWords(SHOWN, FIVE_UP);
      return [words.rows[0].lacks, words.boneyard, words.unseen?.heading];
    });
  assert.deepEqual(said("es"), ["no se sabe nada", "Pozo: 9 fichas.", "Fichas que no has visto (3)"]);
  assert.deepEqual(said("pt"), ["nada se sabe", "Monte: 9 pedras.", "Pedras que você não viu (3)"]);
  assert.deepEqual(said("fi"), ["ei tiedetä mitään", "Nostopakka: 9 laattaa.", "Laatat, joita et ole nähnyt (3)"]);
});
