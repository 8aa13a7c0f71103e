// Muggins in points as the score sheet counts them, never raw (issue 39: the log said "claim 60"
// for a claim of 12 points): each language's sentence for an exact claim, a claim that scores
// nothing, and a Muggins, from the engine's place event (display_claim, display_points).

import { test } from "node:test";
import assert from "node:assert/strict";

import { claimText } from "../../web/i18n/text.js";
import { inLanguage } from "./language.js";

const SEATS = [
  { kind: "person", name: "Ann" },
  { kind: "person", name: "Bo" },
];

/** A placement worth `points` raw under Muggins, claimed `claim` raw (the engine's event). */
function placed(claim, points, muggins = false) {
  return {
    type: "place", seat: 0, tile: "[5|5]", end: "[1|5] high", ends_sum: points, drawn: false,
    points, display_points: points / 5, claim, display_claim: claim / 5,
    scorer: points ? (muggins ? 1 : 0) : null, muggins,
  }; // prettier-ignore
}

/** `claimText` of `event` in `lang`, seat 0 shown (English again after). */
function said(lang, event) {
  return inLanguage(lang, () => claimText(event, 2, 0, SEATS));
}

const EXPECTED = {
  en: ["claimed 12 points: right", "claimed 3 points: no score", "claimed 1 point: Muggins! Bo takes 12 points"],
  fi: [
    "ilmoitus 12 näyttöpistettä: oikein",
    "ilmoitus 3 näyttöpistettä: ei pisteitä",
    "ilmoitus 1 näyttöpiste: Muggins! Bo saa 12 näyttöpistettä",
  ],
  es: ["cantó 12 puntos: bien", "cantó 3 puntos: sin puntos", "cantó 1 punto: ¡Muggins! Bo se lleva 12 puntos"],
  pt: ["anunciou 12 pontos: certo", "anunciou 3 pontos: não marca", "anunciou 1 ponto: Muggins! Bo leva 12 pontos"],
};

for (const [lang, [exact, nothing, muggins]] of Object.entries(EXPECTED)) {
  test(`${lang}: a claim is said in points, never in raw points`, () => {
    assert.equal(said(lang, placed(60, 60)), exact);
    assert.equal(said(lang, placed(15, 0)), nothing);
    assert.equal(said(lang, placed(5, 60, true)), muggins);
    for (const event of [placed(60, 60), placed(15, 0), placed(5, 60, true)]) {
      assert.doesNotMatch(said(lang, event), /\b60\b|\b15\b/);
    }
  });
}
