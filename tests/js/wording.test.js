// Words a player reads the way they are meant (issue 39): in Spanish, a replay is watched, not
// played again ("Repetir la partida" read as "play again"), and going out is said plainly, never
// as a win ("¡Dominaste!" stood on the summary of a game the person lost); a score is read with
// its label.

import { test } from "node:test";
import assert from "node:assert/strict";

import { t } from "../../web/i18n/i18n.js";
import { inLanguage } from "./language.js";

/** `key`'s words in `lang` (English again after). @param {string} lang @param {string} key */
function said(lang, key) {
  return inLanguage(lang, () => t(key));
}

/** `key`'s words in `lang` with `params`. @param {string} lang @param {string} key
 * @param {Record<string, unknown>} params */
function saidWith(lang, key, params) {
  return inLanguage(lang, () => t(key, params));
}

test("es: the replay buttons say to watch the game again, not to play it again", () => {
  assert.equal(said("es", "aids.log.replay"), "Volver a ver la partida");
  assert.equal(said("es", "history.replay"), "Volver a ver esta partida");
  for (const key of ["aids.log.replay", "history.replay"]) {
    assert.doesNotMatch(said("es", key), /Repetir|Jugar/);
    assert.doesNotMatch(said("pt", key), /Jogar|Repetir/);
  }
});

test("es: going out is said as going out, never as a win, now, on the next round's lot and in its log", () => {
  assert.equal(said("es", "round.wentOutYou"), "Te quedaste sin fichas.");
  assert.equal(
    saidWith("es", "lot.why", { name: "Tú", you: true, opens: "went-out" }),
    "Te quedaste sin fichas en la mano anterior.",
  );
  for (const lang of ["es", "pt", "fi", "en"]) {
    assert.doesNotMatch(said(lang, "round.wentOutYou"), /Domin|!/);
  }
  const next = { n: 2, name: "Tú", you: true, opens: "went-out" };
  assert.equal(
    inLanguage("es", () => t("round.start", next)),
    "Mano 2: Tú te quedaste sin fichas en la mano anterior y sales.",
  );
});

test("a side's score is read as one labelled sentence: whose, of what target, and raw", () => {
  const you = { name: "You", points: "12", target: "61", raw: "60" };
  assert.equal(saidWith("en", "score.saidRaw", you), "You: 12 of 61 points (60 raw)");
  assert.equal(saidWith("es", "score.saidRaw", { ...you, name: "Tú" }), "Tú: 12 de 61 puntos (60 brutos)");
  assert.equal(saidWith("pt", "score.said", { ...you, name: "Você" }), "Você: 12 de 61 pontos");
});
