// Who opens a hand, and why, in the game's own words (issue 41): the start line and the lot's card
// say the reason the engine's view gives (`opens`: the lot, went out last round, holds [6|6], sits
// after the last opener, won the blocked round, or chosen with a deal given by hand); and a pass
// where the game has no stock says only that nothing fits.

import { test } from "node:test";
import assert from "node:assert/strict";

import { t } from "../../web/i18n/i18n.js";
import { inLanguage } from "./language.js";

/** `key`'s words in `lang` with `params`. @param {string} lang @param {string} key
 * @param {Record<string, unknown>} [params] */
function saidWith(lang, key, params = {}) {
  return inLanguage(lang, () => t(key, params));
}

/** The start line of hand `n` for East (or for you) opening for `opens`, in `lang`.
 * @param {string} lang @param {string} opens @param {number} n @param {boolean} [you] */
function startLine(lang, opens, n, you = false) {
  const name = you ? { en: "You", es: "Tú" }[lang] : { en: "East", es: "Este" }[lang];
  return saidWith(lang, "round.start", { n, name, you, opens });
}

test("Five Up's start line is as it was: the lot, then going out last round", () => {
  assert.equal(startLine("en", "lot", 1), "Round 1: East won the lot and starts.");
  assert.equal(startLine("en", "went-out", 2, true), "Round 2: You went out last round and start.");
  assert.equal(startLine("es", "lot", 1), "Mano 1: Este ganó el sorteo y sale.");
  assert.equal(startLine("es", "went-out", 2), "Mano 2: Este dominó la mano anterior y sale.");
});

test("the block game's start line says who opens and why: [6|6] first, then the game's option", () => {
  assert.equal(startLine("en", "double-six", 1), "Round 1: East holds [6|6] and opens.");
  assert.equal(startLine("en", "double-six", 1, true), "Round 1: You hold [6|6] and open.");
  assert.equal(startLine("en", "next-seat", 2), "Round 2: East sits after last round's opener and opens.");
  assert.equal(
    startLine("en", "won-blocked", 3),
    "Round 3: East had the fewest pips on the side that won the blocked round and opens.",
  );
  assert.equal(startLine("es", "double-six", 1), "Mano 1: Este tiene el [6|6] y sale.");
  assert.equal(startLine("es", "double-six", 1, true), "Mano 1: Tú tienes el [6|6] y sales.");
  assert.equal(
    startLine("es", "next-seat", 2),
    "Mano 2: Este sale, por ser el siguiente a quien salió en la mano anterior.",
  );
  assert.equal(
    startLine("es", "won-blocked", 3),
    "Mano 3: Este sale por tener menos tantos en la pareja que ganó el tranque.",
  );
});

test("a deal given by hand says only who opens", () => {
  assert.equal(startLine("en", "chosen", 1), "Round 1: East starts.");
  assert.equal(startLine("es", "chosen", 1, true), "Mano 1: Tú sales.");
});

test("the lot's card gives the same reason, and none for a chosen opener", () => {
  const east = { name: "East", you: false };
  assert.equal(saidWith("en", "lot.why", { ...east, opens: "double-six" }), "East holds [6|6].");
  assert.equal(saidWith("en", "lot.why", { ...east, opens: "next-seat" }), "East sits after last round's opener.");
  assert.equal(saidWith("en", "lot.why", { ...east, opens: "went-out" }), "East went out last round.");
  assert.equal(saidWith("en", "lot.why", { ...east, opens: "chosen" }), "");
  const este = { name: "Este", you: false };
  assert.equal(saidWith("es", "lot.why", { ...este, opens: "double-six" }), "Este tiene el [6|6].");
  assert.equal(
    saidWith("es", "lot.why", { ...este, opens: "won-blocked" }),
    "Este tenía menos tantos en la pareja que ganó el tranque.",
  );
  // The card's first line says who starts ("East starts."); the reason never says it again.
  const itä = { name: "Itä", you: false };
  assert.equal(saidWith("fi", "lot.why", { ...itä, opens: "double-six" }), "Hänellä on [6|6].");
  assert.equal(
    saidWith("fi", "lot.why", { name: "Sinä", you: true, opens: "next-seat" }),
    "Istut edellisen kierroksen aloittajan jälkeen.",
  );
  for (const lang of ["en", "es", "fi", "pt"]) {
    const starts = saidWith(lang, "lot.starts").trim().replace(/\.$/, "");
    const why = saidWith(lang, "lot.why", { name: "X", you: false, opens: "double-six" });
    assert.ok(!why.includes(starts), `${lang}: ${why}`);
  }
});

test("every language says each reason apart, and the lot or going out only for those", () => {
  const reasons = ["lot", "went-out", "double-six", "next-seat", "won-blocked", "chosen"];
  for (const lang of ["en", "es", "fi", "pt"]) {
    const lines = reasons.map((opens) => saidWith(lang, "round.start", { n: 1, name: "X", you: false, opens }));
    assert.equal(new Set(lines).size, reasons.length, lang);
    const [lot, wentOut] = lines;
    for (const line of lines.slice(2)) {
      assert.ok(!line.includes(lot.slice(lot.indexOf("X") + 2, lot.indexOf("X") + 12)), `${lang}: ${line}`);
      assert.ok(!line.includes(wentOut.slice(wentOut.indexOf("X") + 2, wentOut.indexOf("X") + 12)), `${lang}: ${line}`);
    }
    const why = ["double-six", "next-seat", "won-blocked"].map((opens) =>
      saidWith(lang, "lot.why", { name: "X", you: false, opens }),
    );
    assert.equal(new Set(why).size, 3, lang);
    assert.equal(saidWith(lang, "lot.why", { name: "X", you: false, opens: "chosen" }), "", lang);
  }
});

test("a pass where there is no stock says only that nothing fits", () => {
  assert.equal(saidWith("en", "hint.mustPassNoStock"), "Nothing fits: pass.");
  assert.equal(saidWith("es", "hint.mustPassNoStock"), "No llevas ficha: pasa.");
  assert.equal(saidWith("en", "hint.mustPass"), "Nothing fits and the boneyard is empty: pass.");
  assert.equal(saidWith("es", "hint.mustPass"), "No llevas ficha y el pozo está vacío: pasa.");
});
