// The engine's refusals in the player's language (issue 39): the engine writes them in English
// with the rule they cite first; English says the engine's words, the other languages what the
// rule asks, each with the rule cited and the tiles the engine names.

import { test } from "node:test";
import assert from "node:assert/strict";

import { refusalSaid } from "../../web/i18n/refusals.js";
import { LANGUAGES } from "../../web/i18n/i18n.js";
import { inLanguage } from "./language.js";

const TWICE = "position: R1.1 each tile exists once; twice: [2|5], [3|3]";
const IN_A_RECORD = "game record: round 2 deal: R1.3 hand 1 holds 6 tiles; a deal gives 5 each";
const NO_LINE = "R8.3: a hand of 7 pips deducts 5 raw points";
const A_FIELD = "seat is 0..3, not 7";

/** @param {string} lang @param {string} message */
const said = (lang, message) => inLanguage(lang, () => refusalSaid(message));

test("English says the engine's own words and the rule after them", () => {
  assert.equal(said("en", TWICE), "Each tile exists once; twice: [2|5], [3|3] (rule R1.1)");
  assert.equal(said("en", IN_A_RECORD), "Hand 1 holds 6 tiles; a deal gives 5 each (rule R1.3)");
});

test("Spanish and Portuguese say what the rule asks, the rule and the tiles named", () => {
  assert.equal(
    said("es", TWICE),
    "El juego usa un solo dominó doble seis: 28 fichas, cada una una sola vez (regla R1.1). Fichas en cuestión: [2|5], [3|3].",
  );
  assert.equal(said("es", IN_A_RECORD), "Cada mano recibe 5 fichas y el resto es el pozo (regla R1.3).");
  assert.equal(
    said("pt", TWICE),
    "O jogo usa um só dominó duplo-seis: 28 pedras, cada uma uma única vez (regra R1.1). Pedras em questão: [2|5], [3|3].",
  );
  assert.equal(said("fi", IN_A_RECORD), "Jokainen käsi saa 5 laattaa, ja loput ovat nostopakka (sääntö R1.3).");
});

test("a rule with no line of its own is cited with its section's title on the rules card", () => {
  assert.equal(said("es", "R5: the ends' sum is 7"), "Va contra la regla R5 (La suma de las puntas).");
  assert.equal(said("pt", NO_LINE), "Vai contra a regra R8.3 (Fim da rodada).");
});

test("a refusal that cites no rule names its field as the engine wrote it", () => {
  for (const lang of LANGUAGES) assert.equal(said(lang, A_FIELD), A_FIELD);
  assert.equal(
    said("es", "position: the notation is board_hands_boneyard_turn_scores[_rules]"),
    "the notation is board_hands_boneyard_turn_scores[_rules]",
  );
});

test("every rule given a line of its own has it in every language, and none is English elsewhere", () => {
  for (const message of [
    TWICE,
    IN_A_RECORD,
    "H2 a claim is 0..300 raw points, not 400",
    "PB5 the first hand opens with [6|6], not [1|2]",
  ]) {
    const english = said("en", message);
    for (const lang of ["fi", "es", "pt"]) {
      const words = said(lang, message);
      assert.notEqual(words, english, lang);
      assert.doesNotMatch(words, /\b(the|each|is|not)\b/, `${lang}: ${words}`);
    }
  }
});
