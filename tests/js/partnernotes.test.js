// The coach's partnership notes in words (web/aids/partnernotes.js): each note the engine sends
// (engine/ai/partnernotes.py, the `coach` op's `partner`) said by its kind, its moves counted from
// 1, its numbers listed as the language lists them, its points as the engine gives them (the
// sheet's, one decimal); an empty part says so; with several people the heading names whose
// partner it is; in the four languages.

import { test } from "node:test";
import assert from "node:assert/strict";

import { partnerWords } from "../../web/aids/partnernotes.js";
import { inLanguage } from "./language.js";

/** @typedef {import("../../web/core/answers.js").PartnerNotes} PartnerNotes */

/** The block game's hand of tests/test_partnernotes.py (LEAD_HAND), as the engine answers it,
 * with a long number and a partner's draw added.
 * @type {PartnerNotes} */
const NOTES = {
  seat: 2,
  told: [
    { kind: "led", step: 0, tile: "[3|6]", numbers: [3, 6] },
    { kind: "long", step: 8, number: 4, steps: [4, 8, 12] },
    { kind: "pass", step: 8, numbers: [1, 5] },
    { kind: "draw", step: 9, numbers: [2] },
  ],
  missed: [
    {
      step: 2,
      played: { type: "place", tile: "[3|5]", end: "[3|6] low" },
      better: { type: "place", tile: "[3|3]", end: "[3|6] low" },
      kept: [3],
      avoided: [],
      gain: 2.9,
      display_gain: 2.9,
      exact: false,
    },
  ],
  misled: [
    {
      step: 2,
      played: { type: "place", tile: "[3|5]", end: "[3|6] low" },
      number: 5,
      partner_step: 4,
      pass_step: 6,
      better: { type: "place", tile: "[3|3]", end: "[3|6] low" },
      gain: 2.9,
      display_gain: 2.9,
      exact: false,
    },
  ],
};

const NORTH = { partner: "North", name: null };

test("every kind of note in English", () => {
  assert.deepEqual(partnerWords(NOTES, NORTH), {
    heading: "Your partner, North",
    told: {
      heading: "What North's play said",
      items: [
        "Move 1: North chose to open with [3|6], so is probably strong in 3 or 6.",
        "Moves 5, 9, and 13: North left a 4 showing 3 times, so 4 is probably North's number.",
        "Move 9: North passed, holding no 1 or 5.",
        "Move 10: North drew, holding no 2.",
      ],
      none: null,
    },
    missed: {
      heading: "Where it mattered",
      items: [
        "Move 3: you played [3|5] on [3|6] low end; [3|3] on [3|6] low end would have kept North's 3 showing, about 2.9 points better.",
      ],
      none: null,
    },
    misled: {
      heading: "Where a play told North the wrong thing",
      items: [
        "Move 3: you played [3|5] on [3|6] low end, leaving a 5 showing with no other 5 in hand; North left a 5 showing again at move 5, playing to it; at move 7, with nothing to play on the 5, the table saw there were none. [3|3] on [3|6] low end would have shown nothing missing, about 2.9 points better.",
      ],
      none: null,
    },
  });
});

test("kept and avoided together, an opening offered, exact points, nothing came of a show", () => {
  /** @type {PartnerNotes} */
  const notes = {
    seat: 2,
    told: [],
    missed: [{ ...NOTES.missed[0], kept: [3, 6], avoided: [1], display_gain: 0.6, exact: true }],
    misled: [
      { ...NOTES.misled[0], step: 0, played: { type: "place", tile: "[2|4]", end: null }, partner_step: null },
      { ...NOTES.misled[0], better: null, gain: null, display_gain: null, pass_step: null },
    ],
  };
  const words = partnerWords(notes, NORTH);
  assert.deepEqual(words.told, {
    heading: "What North's play said",
    items: [],
    none: "North gave no signal this round.",
  });
  assert.deepEqual(words.missed.items, [
    "Move 3: you played [3|5] on [3|6] low end; [3|3] on [3|6] low end would have kept North's 3 and 6 showing and shown less of the 1 North has none of, exactly 0.6 points better.",
  ]);
  assert.deepEqual(words.misled.items, [
    "Move 1: you opened with [2|4], leaving a 5 showing with no other 5 in hand; at move 7, with nothing to play on the 5, the table saw there were none. [3|3] on [3|6] low end would have shown nothing missing, about 2.9 points better.",
    "Move 3: you played [3|5] on [3|6] low end, leaving a 5 showing with no other 5 in hand; North left a 5 showing again at move 5, playing to it.",
  ]);
});

test("nothing to say, and with several people whose partner it is", () => {
  const words = partnerWords({ seat: 0, told: [], missed: [], misled: [] }, { partner: "Ann", name: "Bo" });
  assert.equal(words.heading, "Bo's partner, Ann");
  assert.deepEqual(
    [words.told.none, words.missed.none, words.misled.none],
    [
      "Ann gave no signal this round.",
      "No choice this round went against it.",
      "No play this round showed Ann a number that was not there.",
    ],
  );
  assert.deepEqual([words.told.items, words.missed.items, words.misled.items], [[], [], []]);
  const one = partnerWords({ ...NOTES, told: [NOTES.told[1]], misled: [] }, { partner: "Ann", name: "Bo" });
  assert.match(one.missed.items[0], /^Move 3: Bo played \[3\|5\] on \[3\|6\] low end; /);
});

for (const [lang, expected] of Object.entries({
  es: {
    heading: "Tu compañero, Norte",
    told: [
      "Jugada 1: Norte eligió salir con [3|6]; seguramente va fuerte al 3 o 6.",
      "Jugadas 5, 9 y 13: Norte dejó un 4 a la vista 3 veces; seguramente el 4 es su número.",
      "Jugada 9: Norte pasó; no lleva fichas con 1 o 5.",
      "Jugada 10: Norte robó; no llevaba fichas con 2.",
    ],
    missed:
      "Jugada 3: jugaste [3|5] en [3|6] punta menor; [3|3] en [3|6] punta menor habría dejado a la vista el 3 de Norte, unos 2,9 puntos mejor.",
    misled:
      "Jugada 3: jugaste [3|5] en [3|6] punta menor y quedó a la vista un 5 sin otro 5 en la mano; Norte volvió a dejar un 5 a la vista en la jugada 5, jugando a ese número; en la jugada 7, sin nada que jugar al 5, la mesa vio que no había más. [3|3] en [3|6] punta menor no habría mostrado nada que faltara, unos 2,9 puntos mejor.",
  },
  pt: {
    heading: "Seu parceiro, Norte",
    told: [
      "Jogada 1: Norte escolheu abrir com [3|6]; deve estar forte no 3 ou 6.",
      "Jogadas 5, 9 e 13: Norte deixou um 4 na ponta 3 vezes; o 4 deve ser o número de Norte.",
      "Jogada 9: Norte passou; não tem pedra com 1 ou 5.",
      "Jogada 10: Norte comprou; não tinha pedra com 2.",
    ],
    missed:
      "Jogada 3: você jogou [3|5] em [3|6] ponta menor; [3|3] em [3|6] ponta menor teria deixado à vista o 3 de Norte, cerca de 2,9 pontos melhor.",
    misled:
      "Jogada 3: você jogou [3|5] em [3|6] ponta menor e ficou à vista um 5 sem outro 5 na mão; Norte voltou a deixar um 5 na ponta na jogada 5, jogando para esse número; na jogada 7, sem nada para jogar no 5, a mesa viu que não havia mais. [3|3] em [3|6] ponta menor não teria mostrado nada que faltasse, cerca de 2,9 pontos melhor.",
  },
  fi: {
    heading: "Parisi Pohjoinen",
    told: [
      "Siirto 1: Pohjoinen avasi valitsemallaan laatalla [3|6]; hänellä on luultavasti paljon numeroa 3 tai 6.",
      "Siirrot 5, 9 ja 13: Pohjoinen jätti numeron 4 näkyviin 3 kertaa; 4 on luultavasti hänen numeronsa.",
      "Siirto 9: Pohjoinen ohitti vuoronsa; hänellä ei ole laattaa, jossa on 1 tai 5.",
      "Siirto 10: Pohjoinen nosti; hänellä ei ollut laattaa, jossa on 2.",
    ],
    missed:
      "Siirto 3: asetit laatan [3|5] kohtaan [3|6] (pienempi pää); laatta [3|3] kohtaan [3|6] (pienempi pää) olisi pitänyt pelaajan Pohjoinen numeron 3 näkyvissä, noin 2,9 pistettä parempi.",
    misled:
      "Siirto 3: asetit laatan [3|5] kohtaan [3|6] (pienempi pää), ja näkyviin jäi 5, vaikka kädessä ei ollut toista numeroa 5; Pohjoinen jätti numeron 5 taas näkyviin siirrolla 5 ja pelasi sille; siirrolla 7 numerolle 5 ei ollut pelattavaa, ja pöytä näki, ettei niitä ollut. Laatta [3|3] kohtaan [3|6] (pienempi pää) ei olisi näyttänyt puuttuvaa numeroa, noin 2,9 pistettä parempi.",
  },
})) {
  test(`every kind of note in ${lang}`, () => {
    const partner = lang === "fi" ? "Pohjoinen" : "Norte";
    const words = inLanguage(lang, () => partnerWords(NOTES, { partner, name: null }));
    assert.equal(words.heading, expected.heading);
    assert.deepEqual(words.told.items, expected.told);
    assert.deepEqual(words.missed.items, [expected.missed]);
    assert.deepEqual(words.misled.items, [expected.misled]);
  });
}
