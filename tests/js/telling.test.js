// Events told in the words of the game they happen in (issue 41): in the partnership block game,
// which scores nothing during play and has no stock, a placement and the opening are told plainly
// (no ends' sum, no "no score"), and a pass and a blocked hand never speak of a boneyard; Five Up
// is told as it always was. The telling is built from the view once (core/telling.js) and every
// teller reads it: the status line, the move log and the replay (eventSentence, roundEndText,
// loggedEndText), and the keyboard's help offers Draw only where there is one.

import { test } from "node:test";
import assert from "node:assert/strict";

import { setTable } from "../../web/core/table.js";
import { tellingOf } from "../../web/core/telling.js";
import { t } from "../../web/i18n/i18n.js";
import { eventSentence, loggedEndText, roundEndText } from "../../web/i18n/text.js";
import { keysHelpKey } from "../../web/table/legend.js";
import { HELLO } from "./hello.js";
import { inLanguage } from "./language.js";
import { FOUR_SEATS } from "./seats.js";

setTable(HELLO);

/** @typedef {import("../../web/core/types.js").View} View */
/** @typedef {import("../../web/core/types.js").GameEvent} GameEvent */

const SEATS = FOUR_SEATS;

/** The board after [3|4] went on [3|3]'s line B, as Five Up counts it ([3|3] whole: 6 + 4 = 10). */
const PLACED = { scoring: [{ value: 6 }, { value: 4 }], ends_sum: 10 };
/** The board after the opening [6|6]. */
const OPENED = { scoring: [{ value: 6 }, { value: 6 }], ends_sum: 12 };

/** A view of `preset` with four players, as far as the words read it, its board `board`.
 * @param {string} preset @param {object} [board] @returns {View} */
function viewOf(preset, board = PLACED) {
  return /** @type {View} */ (
    /** @type {unknown} */ ({
      players: 4,
      game: { preset },
      rules: { preset },
      board,
      display_scores: [2, 0],
      boneyard_count: 0,
    })
  );
}

const BLOCK = viewOf("partnership-block");
const FIVE_UP = viewOf("five-up");

/** East (seat 3) plays [3|4] on [3|3]'s line B, scoring `points` raw. @param {number} points @returns {GameEvent} */
function placement(points) {
  return /** @type {GameEvent} */ ({
    type: "place",
    seat: 3,
    tile: "[3|4]",
    end: "[3|3] line_b",
    points,
    display_points: points / 5,
    ends_sum: 10,
  });
}

/** West (seat 1) opens with [6|6]. @type {GameEvent} */
const OPENING = /** @type {GameEvent} */ ({
  type: "place",
  seat: 1,
  tile: "[6|6]",
  end: null,
  points: 0,
  display_points: 0,
  ends_sum: 12,
});

/** Each sentence of `view`'s game in `lang`: a placement and the opening, as the status line
 * (now) and the move log (history) tell them, a pass, and a blocked hand now and in the log.
 * @param {string} lang @param {View} view @param {number} points */
function told(lang, view, points) {
  const game = tellingOf(view, 0, SEATS);
  const now = { view };
  const blocked = { ender: null };
  return inLanguage(lang, () => ({
    placedNow: eventSentence(placement(points), game, now),
    placedLog: eventSentence(placement(points), game),
    openedNow: eventSentence(OPENING, game, { view: viewOf(view.game.preset, OPENED) }),
    openedLog: eventSentence(OPENING, game),
    passNow: eventSentence(/** @type {GameEvent} */ ({ type: "pass", seat: 3 }), game, now),
    passYouNow: eventSentence(/** @type {GameEvent} */ ({ type: "pass", seat: 0 }), game, now),
    blocked: roundEndText(blocked, game),
    blockedLog: loggedEndText(blocked, game),
    outLog: loggedEndText({ ender: 3 }, game),
  }));
}

test("the telling is built from the view: the block game scores nothing in play and has no stock", () => {
  assert.deepEqual(tellingOf(BLOCK, 0, SEATS), {
    players: 4,
    human: 0,
    seats: SEATS,
    muggins: false,
    scores: false,
    stock: false,
  });
  assert.deepEqual(tellingOf(FIVE_UP, 2, []), {
    players: 4,
    human: 2,
    seats: [],
    muggins: false,
    scores: true,
    stock: true,
  });
});

test("en: the block game tells a placement and the opening plainly, a pass and a block without a boneyard", () => {
  assert.deepEqual(told("en", BLOCK, 0), {
    placedNow: "East plays [3|4] on [3|3] line B.",
    placedLog: "East plays [3|4] on [3|3] line B.",
    openedNow: "West opens with [6|6].",
    openedLog: "West opens with [6|6].",
    passNow: "East passes: nothing fits.",
    passYouNow: "You pass: nothing fits.",
    blocked: "The round is blocked: nobody can play.",
    blockedLog: "The round was blocked: nobody could play.",
    outLog: "East went out.",
  });
});

test("es: the block game tells a placement and the opening plainly, a pass and a tranque without a pozo", () => {
  assert.deepEqual(told("es", BLOCK, 0), {
    placedNow: "Este juega [3|4] en [3|3] línea B.",
    placedLog: "Este juega [3|4] en [3|3] línea B.",
    openedNow: "Oeste sale con [6|6].",
    openedLog: "Oeste sale con [6|6].",
    passNow: "Este pasa: no lleva ficha.",
    passYouNow: "Pasas: no llevas ficha.",
    blocked: "¡Tranque! Nadie puede jugar.",
    blockedLog: "La mano se trancó: nadie podía jugar.",
    outLog: "Este dominó.",
  });
});

test("en and es: Five Up's sentences are unchanged, the sum, the points and the empty boneyard said", () => {
  assert.deepEqual(told("en", FIVE_UP, 10), {
    placedNow:
      "East plays [3|4] on [3|3] line B: 6 + 4 = 10, scores 10 (2 points). Score: You & North 2, West & East 0.",
    placedLog: "East plays [3|4] on [3|3] line B: ends' sum 10, scores 10 raw (2 points).",
    openedNow: "West opens with [6|6]: 6 + 6 = 12, no score.",
    openedLog: "West opens with [6|6]: ends' sum 12, no score.",
    passNow: "East passes: nothing fits and the boneyard is empty.",
    passYouNow: "You pass: nothing fits and the boneyard is empty.",
    blocked: "The round is blocked: nobody can play and the boneyard is empty.",
    blockedLog: "The round was blocked: nobody could play and the boneyard was empty.",
    outLog: "East went out.",
  });
  assert.deepEqual(told("es", FIVE_UP, 10), {
    placedNow:
      "Este juega [3|4] en [3|3] línea B: 6 + 4 = 10, anota 10 (2 puntos). Tanteo: Tú y Norte 2, Oeste y Este 0.",
    placedLog: "Este juega [3|4] en [3|3] línea B: suma de las puntas 10, anota 10 brutos (2 puntos).",
    openedNow: "Oeste sale con [6|6]: 6 + 6 = 12, sin puntos.",
    openedLog: "Oeste sale con [6|6]: suma de las puntas 12, sin puntos.",
    passNow: "Este pasa: no lleva ficha y el pozo está vacío.",
    passYouNow: "Pasas: no llevas ficha y el pozo está vacío.",
    blocked: "¡Tranque! Nadie puede jugar y el pozo está vacío.",
    blockedLog: "La mano se trancó: nadie podía jugar y el pozo estaba vacío.",
    outLog: "Este dominó.",
  });
});

test("the keyboard's help offers D for Draw only in a game with a stock, in every language", () => {
  assert.equal(keysHelpKey(FIVE_UP), "keys.help");
  assert.equal(keysHelpKey(viewOf("all-fives")), "keys.help");
  assert.equal(keysHelpKey(BLOCK), "keys.helpNoStock");
  for (const lang of ["en", "fi", "es", "pt"]) {
    const [help, plain] = inLanguage(lang, () => [keysHelpKey(FIVE_UP), keysHelpKey(BLOCK)].map((key) => t(key)));
    assert.match(help, /\bD [a-zA-Z]+, P /);
    assert.equal(plain, help.replace(/\bD [a-zA-Z]+, /, ""));
  }
});
