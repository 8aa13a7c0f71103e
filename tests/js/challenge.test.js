// Challenges (issue 39, item 3): who won and by how much and both games round by round
// (web/aids/versus.js), the text sent with a link, which carries the score (web/modes/reach.js
// shareText), and what the device keeps of challenges (web/persist/challenges.js: the name given,
// the challenge open, its reader's checks); the words exact in the four languages. localStorage is
// the in-memory stand-in.

import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { inLanguage } from "./language.js";
import { installMemoryStorage } from "./memorystorage.js";

const local = installMemoryStorage();
const { KEYS } = await import("../../web/core/storage.js");
const { playedOf, verdict, versusRows } = await import("../../web/aids/versus.js");
const { shareText } = await import("../../web/modes/reach.js");
const { t } = await import("../../web/i18n/i18n.js");
const { badChallenges, forgetOpen, keepName, keepOpen, keepPlaying, readChallenges } =
  await import("../../web/persist/challenges.js");

beforeEach(() => local.items.clear());

const LANGS = ["en", "fi", "es", "pt"];
/** @param {() => unknown} fn */
const everyLanguage = (fn) => LANGS.map((lang) => inLanguage(lang, fn));

test("verdict: who won and by how much, or a tie, naming the friend, in the four languages", () => {
  assert.deepEqual(
    everyLanguage(() => verdict(22, 39, "Bo")),
    [
      "Bo beat you by 17 points.",
      "Bo voitti sinut 17 pisteellä.",
      "Bo te ganó por 17 puntos.",
      "Bo ganhou de você por 17 pontos.",
    ],
  );
  assert.deepEqual(
    everyLanguage(() => verdict(43, 39, "Bo")),
    [
      "You beat Bo by 4 points.",
      "Voitit pelaajan Bo 4 pisteellä.",
      "Le ganaste a Bo por 4 puntos.",
      "Você ganhou de Bo por 4 pontos.",
    ],
  );
  assert.equal(verdict(40, 39, "Bo"), "You beat Bo by 1 point.");
  assert.deepEqual(
    everyLanguage(() => verdict(-2, -2, "Bo")),
    [
      "You and Bo tied, \u22122 points each.",
      "Tasapeli pelaajan Bo kanssa: kummallakin \u22122 pistettä.",
      "Empate con Bo: \u22122 puntos cada uno.",
      "Empate com Bo: \u22122 pontos cada um.",
    ],
  );
});

test("playedOf: the person's side's points of a checked challenge, the game's and each round's", () => {
  const result = /** @type {any} */ ({
    side: 1,
    display_scores: [31, 12],
    round_points: [
      [5, 2],
      [26, 10],
    ],
  });
  assert.deepEqual(playedOf(result), { total: 12, rounds: [2, 10] });
});

test("versusRows: the head, a row per round (a dash where a game had none), the totals", () => {
  const mine = { total: 9, rounds: [4, -1, 6] };
  const theirs = { total: 7, rounds: [7] };
  assert.deepEqual(versusRows(mine, theirs, "Bo"), [
    ["Round", "You", "Bo"],
    ["1", "4", "7"],
    ["2", "\u22121", "\u2013"],
    ["3", "6", "\u2013"],
    ["Total", "9", "7"],
  ]);
  assert.deepEqual(
    everyLanguage(() => [versusRows(mine, theirs, "Bo")[0], versusRows(mine, theirs, "Bo").at(-1)]),
    [
      [
        ["Round", "You", "Bo"],
        ["Total", "9", "7"],
      ],
      [
        ["Kierros", "Sinä", "Bo"],
        ["Yhteensä", "9", "7"],
      ],
      [
        ["Ronda", "Tú", "Bo"],
        ["Total", "9", "7"],
      ],
      [
        ["Rodada", "Você", "Bo"],
        ["Total", "9", "7"],
      ],
    ],
  );
});

test("shareText: the score in the text sent, named when a name was given, in the four languages", () => {
  const link = "https://x/#challenge=c";
  const ann = { name: "Ann", display_scores: [22, 39], side: 1 };
  assert.deepEqual(
    everyLanguage(() => shareText(ann, false, link)),
    [
      `Ann scored 39\u201322 on these deals: can you beat it? ${link}`,
      `Ann sai näillä jaoilla 39\u201322: pystytkö parempaan? ${link}`,
      `Ann hizo 39\u201322 con estas fichas: ¿puedes superarlo? ${link}`,
      `Ann fez 39\u201322 com estas pedras: consegue superar? ${link}`,
    ],
  );
  const nobody = { name: null, display_scores: [39, -3], side: 0 };
  assert.deepEqual(
    everyLanguage(() => shareText(nobody, false, link)),
    [
      `I scored 39\u2013\u22123 on these deals: can you beat it? ${link}`,
      `Sain näillä jaoilla 39\u2013\u22123: pystytkö parempaan? ${link}`,
      `Hice 39\u2013\u22123 con estas fichas: ¿puedes superarlo? ${link}`,
      `Fiz 39\u2013\u22123 com estas pedras: consegue superar? ${link}`,
    ],
  );
  assert.deepEqual(
    everyLanguage(() => shareText({ ...ann, name: "Bo" }, true, link)),
    [
      `Bo answered your challenge: 39\u201322 on the same deals. ${link}`,
      `Bo vastasi haasteeseesi: 39\u201322 samoilla jaoilla. ${link}`,
      `Bo respondió a tu desafío: 39\u201322 con las mismas fichas. ${link}`,
      `Bo respondeu ao seu desafio: 39\u201322 com as mesmas pedras. ${link}`,
    ],
  );
  assert.equal(
    shareText(nobody, true, link),
    `My answer to your challenge: 39\u2013\u22123 on the same deals. ${link}`,
  );
});

test("the checked mark and the name's field speak each language", () => {
  const words = () => [t("challenge.checked"), t("challenge.nameLabel"), t("challenge.makeLink")];
  assert.deepEqual(everyLanguage(words), [
    ["\u2713 checked by this device's engine", "Your name, for your friend to see", "Make the link"],
    ["\u2713 tämän laitteen pelimoottori tarkisti pelin", "Nimesi, jonka ystäväsi näkee", "Tee linkki"],
    ["\u2713 comprobado por el motor de este dispositivo", "Tu nombre, para que lo vea tu amigo", "Crear el enlace"],
    ["\u2713 conferido pelo motor deste aparelho", "Seu nome, para o seu amigo ver", "Criar o link"],
  ]);
});

test("the name given is kept, trimmed and bounded, and a blank one keeps none", () => {
  assert.deepEqual(readChallenges(), { name: null, open: null });
  assert.equal(keepName("  Bo "), "Bo");
  assert.deepEqual(JSON.parse(/** @type {string} */ (local.getItem(KEYS.challenge))), { name: "Bo", open: null });
  assert.equal(keepName("x".repeat(30)), "x".repeat(24));
  assert.equal(keepName("   "), null);
  assert.equal(readChallenges().name, null);
});

test("an opened challenge is kept until finished or put away, its side game's record with it", () => {
  keepName("Ann");
  keepOpen("AbC_-1", "xyz");
  assert.deepEqual(readChallenges().open, { code: "AbC_-1", vs: "xyz", playing: false, record: null });
  keepPlaying({ schema: 1 });
  assert.deepEqual(readChallenges(), {
    name: "Ann",
    open: { code: "AbC_-1", vs: "xyz", playing: true, record: { schema: 1 } },
  });
  forgetOpen();
  assert.deepEqual(readChallenges(), { name: "Ann", open: null });
  keepPlaying(null); // nothing open: nothing to play
  assert.deepEqual(readChallenges(), { name: "Ann", open: null });
});

test("badChallenges: the first field that cannot be read is named, a sound value passes", () => {
  const open = { code: "abc", vs: null, playing: false, record: null };
  assert.equal(badChallenges({ name: "Bo", open }), null);
  assert.equal(badChallenges({ name: null, open: null }), null);
  assert.equal(badChallenges(null), "JSON");
  assert.equal(badChallenges([]), "JSON");
  assert.equal(badChallenges({ name: "", open: null }), "name");
  assert.equal(badChallenges({ name: "x".repeat(25), open: null }), "name");
  assert.equal(badChallenges({ name: 3, open: null }), "name");
  assert.equal(badChallenges({ name: null, open: "abc" }), "open");
  assert.equal(badChallenges({ name: null, open: { ...open, code: "a b" } }), "open.code");
  assert.equal(badChallenges({ name: null, open: { ...open, code: "a".repeat(601) } }), "open.code");
  assert.equal(badChallenges({ name: null, open: { ...open, vs: 7 } }), "open.vs");
  assert.equal(badChallenges({ name: null, open: { ...open, playing: "yes" } }), "open.playing");
  assert.equal(badChallenges({ name: null, open: { ...open, record: [] } }), "open.record");
});
