// A hand counted for its winner (All Fives, the block game) said in the game's words from the
// engine's `count`, citing the engine's rules, never Five Up's deductions (R8.3); and what the
// table leaves out where a game scores nothing during play, read from the game's description.

import { test } from "node:test";
import assert from "node:assert/strict";

import { setTable } from "../../web/core/table.js";
import { scoresInPlay } from "../../web/core/games.js";
import { handCountText } from "../../web/i18n/text.js";
import { legendKeys } from "../../web/table/legend.js";
import { HELLO } from "./hello.js";
import { inLanguage } from "./language.js";
import { FOUR_SEATS } from "./seats.js";

setTable(HELLO);

const SEATS = FOUR_SEATS;

/** @type {import("../../web/core/types.js").HandCount} */
const BLOCKED = {
  ended: "blocked",
  winner: 1,
  counted: "all",
  counted_seats: [0, 1, 2, 3],
  pips: 32,
  less: 0,
  rounding: "none",
  points: 32,
  bonus: 0,
  cites: ["PB7", "PB6"],
};

test("a blocked block hand says who held the fewest pips and what they took, citing PB7 and PB6", () => {
  const said = (/** @type {string} */ lang) => inLanguage(lang, () => handCountText(BLOCKED, 4, 0, SEATS));
  assert.equal(
    said("en"),
    "Blocked: West & East hold the fewest pips. West & East take 32 points: 32 pips left in every hand. (rules PB7, PB6)",
  );
  assert.equal(
    said("es"),
    "Tranque: Oeste y Este tienen menos tantos. Oeste y Este se apuntan 32 puntos: 32 tantos en todas las manos. (reglas PB7, PB6)",
  );
  for (const lang of ["en", "es", "pt", "fi"]) assert.doesNotMatch(said(lang), /R8|deduct|resta|descont|vähen/i);
});

test("All Fives: the opponents' pips rounded, a tie nobody takes, a capicúa's bonus", () => {
  const out = { ...BLOCKED, ended: "out", winner: 0, counted: "opponents", counted_seats: [1], pips: 17 };
  const rounded = { ...out, rounding: "total-to-5", points: 15, cites: ["AF6"] };
  assert.equal(
    handCountText(rounded, 2, 0, SEATS),
    "You take 15 points: 17 pips left in the opponents' hands, rounded to the nearest 5. (rule AF6)",
  );
  const tie = { ...BLOCKED, winner: null, counted_seats: [], pips: 0, points: 0, cites: ["AF7", "AF6"] };
  assert.equal(
    inLanguage("pt", () => handCountText(tie, 2, 0, SEATS)),
    "O jogo trancou com as mesmas pintas: ninguém marca nesta rodada. (regras AF7, AF6)",
  );
  const capicua = { ...out, pips: 3, points: 3, bonus: 25, cites: ["PB6", "PB9"] };
  assert.equal(
    handCountText(capicua, 4, 0, SEATS),
    "You & North take 3 points: 3 pips left in the opponents' hands. Capicúa: 25 points more. (rules PB6, PB9)",
  );
});

test("All Fives' blocked hand scored as the difference takes the winner's own pips off, in every language", () => {
  const blocked = { ...BLOCKED, winner: 0, counted: "opponents", counted_seats: [1], pips: 11, less: 7 };
  const difference = { ...blocked, rounding: "total-to-5", points: 5, cites: ["AF7", "AF6"] };
  const said = (/** @type {string} */ lang, /** @type {number} */ human) =>
    inLanguage(lang, () => handCountText(difference, 2, human, SEATS));
  assert.equal(
    said("en", 0),
    "Blocked: You hold the fewest pips. You take 5 points: 11 pips left in the opponents' hands, less your own 7, rounded to the nearest 5. (rules AF7, AF6)",
  );
  assert.match(said("en", 1), /: 11 pips left in the opponents' hands, less their own 7, rounded to the nearest 5\./);
  assert.match(said("es", 0), / 11 tantos en las manos de los rivales, menos los 7 propios, redondeados al múltiplo/);
  assert.match(said("pt", 0), / 11 pintas que sobraram nas mãos dos adversários, menos as 7 próprias, arredondadas/);
  assert.match(said("fi", 0), / jääneet 11 silmää vähennettynä omilla 7 silmällä pyöristettynä lähimpään viitoseen\./);
  // 11 less 7 is 4, shown as 5: rounded; a difference that is a multiple of 5 is not said rounded
  const exact = { ...blocked, pips: 12, less: 7, rounding: "total-to-5", points: 5, cites: ["AF7"] };
  assert.doesNotMatch(handCountText(exact, 2, 0, SEATS), /rounded/);
});

test("the person who takes a hand alone is spoken to, in every language; a pair in the plural", () => {
  const mine = { ...BLOCKED, winner: 0, counted: "opponents", counted_seats: [1], pips: 18 };
  const count = { ...mine, rounding: "total-to-5", points: 20, cites: ["AF7", "AF6"] };
  const said = (/** @type {string} */ lang) => inLanguage(lang, () => handCountText(count, 2, 0, SEATS));
  assert.equal(
    said("es"),
    "Tranque: tienes menos tantos. Te apuntas 20 puntos: 18 tantos en las manos de los rivales, redondeados al múltiplo de cinco más cercano. (reglas AF7, AF6)",
  );
  assert.equal(
    said("pt"),
    "O jogo trancou: você tem menos pintas. Você marca 20 pontos: 18 pintas que sobraram nas mãos dos adversários, arredondadas para o múltiplo de 5 mais próximo. (regras AF7, AF6)",
  );
  assert.equal(
    said("fi"),
    "Tukos: vähiten silmiä on sinulla. Saat 20 pistettä: vastustajien käsiin jääneet 18 silmää pyöristettynä lähimpään viitoseen. (säännöt AF7, AF6)",
  );
  assert.match(said("en"), /^Blocked: You hold the fewest pips\. You take 20 points: /);
  const pair = inLanguage("es", () => handCountText({ ...count, counted_seats: [1, 3] }, 4, 0, SEATS));
  assert.match(pair, /^Tranque: Tú y Norte tienen menos tantos\. Tú y Norte se apuntan 20 puntos/);
});

test("the block game scores nothing during play: no scoring line in the legend, no spinner line", () => {
  const view = (/** @type {string | undefined} */ preset, /** @type {string | undefined} */ rule) =>
    /** @type {import("../../web/core/types.js").View} */ (
      /** @type {unknown} */ ({ game: { preset }, rules: {}, board: { spinner_rule: rule } })
    );
  assert.equal(scoresInPlay(view("five-up", undefined)), true);
  assert.equal(scoresInPlay(view("all-fives", "first-double")), true);
  assert.equal(scoresInPlay(view("partnership-block", "none")), false);
  assert.deepEqual(legendKeys(view("five-up", undefined)), {
    spinner: "legend.spinner",
    scoring: "legend.scoring",
    open: "legend.open",
  });
  assert.deepEqual(legendKeys(view("all-fives", "first-double")), {
    spinner: "legend.spinnerFirst",
    scoring: "legend.scoring",
    open: "legend.open",
  });
  assert.deepEqual(legendKeys(view("partnership-block", "none")), {
    spinner: null,
    scoring: null,
    open: "legend.openPlain",
  });
});
