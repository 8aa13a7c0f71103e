// Today's deal on this device (issue 39, item 4): which sight of a day's deal takes its counted try
// (web/persist/daily.js: Today's deal or a friend's challenge of it, whichever comes first), the
// line on the table while a daily game is on (web/table/dailyline.js), and the share text's round
// marks and legend (web/modes/dailyshare.js): plain text, no colour emoji; each in the four
// languages. localStorage is the in-memory stand-in.

import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { inLanguage } from "./language.js";
import { installMemoryStorage } from "./memorystorage.js";

const local = installMemoryStorage();
const { KEYS } = await import("../../web/core/storage.js");
const { readTries, takeTry, takesTry, tryFree } = await import("../../web/persist/daily.js");
const { MARKS, dailyText, roundLine } = await import("../../web/modes/dailyshare.js");
const { dailyLine } = await import("../../web/table/dailyline.js");
const { t } = await import("../../web/i18n/i18n.js");

const TODAY = "2026-02-01";

beforeEach(() => local.items.clear());

/** A character a font may draw as a colour emoji: the emoji planes, the symbols and dingbats, the
 * symbols and arrows (the white square that stood for an even round), a variation selector.
 * @param {string} char */
function emojiLike(char) {
  const n = /** @type {number} */ (char.codePointAt(0));
  return n >= 0x1f000 || (n >= 0x2600 && n < 0x2800) || (n >= 0x2b00 && n < 0x2c00) || n === 0xfe0f;
}

test("tryFree: only today's deal, and only while no try of today is kept (open, left or finished)", () => {
  assert.equal(tryFree({}, TODAY, TODAY), true);
  assert.equal(tryFree({}, "2026-01-31", TODAY), false); // a past date is practice
  assert.equal(tryFree({ [TODAY]: { result: null } }, TODAY, TODAY), false); // taken, open
  assert.equal(tryFree({ [TODAY]: { result: null, left: true } }, TODAY, TODAY), false); // spent
  assert.equal(tryFree({ "2026-01-31": { result: null } }, TODAY, TODAY), true); // another day's
});

test("takesTry asks and keeps nothing; takeTry takes today's once, whichever sight comes first", () => {
  assert.equal(takesTry(TODAY, TODAY), true);
  assert.equal(local.getItem(KEYS.daily), null);
  assert.equal(takeTry(TODAY, TODAY), true); // the first sight: a friend's challenge of today's deal
  assert.deepEqual(readTries(), { [TODAY]: { result: null } });
  assert.equal(takesTry(TODAY, TODAY), false);
  assert.equal(takeTry(TODAY, TODAY), false); // Today's deal afterwards: practice
  assert.equal(takeTry("2026-01-31", TODAY), false);
  assert.deepEqual(readTries(), { [TODAY]: { result: null } });
});

test("roundLine: a triangle up for a round won, down for one lost, = for even; yours first", () => {
  assert.deepEqual(MARKS, { won: "\u25B2", lost: "\u25BC", even: "=" });
  assert.equal(roundLine(12, 5), "\u25B2 +12 +5");
  assert.equal(roundLine(-3, 8), "\u25BC \u22123 +8");
  assert.equal(roundLine(0, 0), "= 0 0");
});

test("dailyText: a legend line before the rounds' lines, none without rounds; no colour emoji", () => {
  const result = { won: false, scores: [14, 62], rounds: 2, code: "c", lines: ["\u25BC +2 +30", "= +5 +5"] };
  const text = dailyText("2026-02-01", result, null, "L");
  assert.equal(
    text,
    [
      "Five Up · the deal of 2026-02-01",
      "Lost 14–62 in 2 rounds.",
      "\u25B2 a round you won · \u25BC a round you lost · = even; your points, then the computer's",
      "\u25BC +2 +30",
      "= +5 +5",
      "L",
    ].join("\n"),
  );
  assert.deepEqual([...text].filter(emojiLike), []);
  assert.equal(dailyText(TODAY, { ...result, lines: [] }, null, "L").split("\n").length, 3);
});

test("the legend in the four languages", () => {
  const legend = (lang) => inLanguage(lang, () => t("daily.legend", MARKS));
  assert.equal(legend("en"), "▲ a round you won · ▼ a round you lost · = even; your points, then the computer's");
  assert.equal(
    legend("fi"),
    "▲ voitettu kierros · ▼ hävitty kierros · = tasan; ensin sinun pisteesi, sitten tietokoneen",
  );
  assert.equal(legend("es"), "▲ mano ganada · ▼ mano perdida · = empate; tus puntos y luego los de la computadora");
  assert.equal(legend("pt"), "▲ rodada ganha · ▼ rodada perdida · = empate; seus pontos, depois os do computador");
});

/** A state with `daily` on the table (origin `origin`). */
function onTable(daily, origin = "daily") {
  return /** @type {any} */ ({ session: { origin }, reach: { daily, challenge: null } });
}

const DAILY = { date: TODAY, counted: true, result: null, hard: null, hardRounds: null, shared: null, closed: false };

test("dailyLine: counted, practice today, another date's practice; none without a daily game", () => {
  assert.equal(dailyLine(onTable(DAILY), TODAY), "Today's deal · counted try · no hint or undo");
  assert.equal(dailyLine(onTable({ ...DAILY, counted: false }), TODAY), "Today's deal · practice · no hint or undo");
  assert.equal(
    dailyLine(onTable({ ...DAILY, counted: false }), "2026-02-02"),
    "The deal of February 1, 2026 · practice",
  );
  assert.equal(dailyLine(onTable(DAILY, "challenge"), TODAY), null); // a challenge's own game
  assert.equal(dailyLine(onTable(null), TODAY), null);
});

test("dailyLine in the four languages, each short enough for one row of a phone", () => {
  const lines = (lang) =>
    inLanguage(lang, () => [
      dailyLine(onTable(DAILY), TODAY),
      dailyLine(onTable({ ...DAILY, counted: false }), TODAY),
      dailyLine(onTable({ ...DAILY, counted: false }), "2026-02-02"),
    ]);
  assert.deepEqual(lines("fi"), [
    "Päivän jako · lasketaan · ei vihjettä eikä peruutusta",
    "Päivän jako · harjoitus · ei vihjettä eikä peruutusta",
    "Päivän jako 1. helmikuuta 2026 · harjoitus",
  ]);
  assert.deepEqual(lines("es"), [
    "Reparto de hoy · sí cuenta · sin pista ni deshacer",
    "Reparto de hoy · práctica · sin pista ni deshacer",
    "El reparto del 1 de febrero de 2026 · práctica",
  ]);
  assert.deepEqual(lines("pt"), [
    "Jogo de hoje · valendo · sem dica nem desfazer",
    "Jogo de hoje · treino · sem dica nem desfazer",
    "O jogo de 1 de fevereiro de 2026 · treino",
  ]);
  // At most 54 letters: one row of 12 px type on a 360 px phone (the page test measures it laid out).
  for (const lang of ["en", "fi", "es", "pt"]) for (const line of lines(lang)) assert.ok(line.length <= 54, line);
});

test("a challenge of today's deal says at its start that it is the counted try, in the four languages", () => {
  const said = (lang) => inLanguage(lang, () => [t("challenge.countedTry"), t("daily.startChallenge")]);
  assert.deepEqual(said("en"), [
    "Today's deal: playing these deals is this device's counted try. No hint or undo.",
    "Today's deal, from a friend's challenge: your counted try. No hint or undo.",
  ]);
  assert.deepEqual(said("fi"), [
    "Tämän päivän jako: kun pelaat nämä jaot, se on tämän laitteen laskettava yritys. Ei vihjettä eikä peruutusta.",
    "Päivän jako ystävän haasteesta: laskettava yrityksesi. Ei vihjettä eikä peruutusta.",
  ]);
  assert.deepEqual(said("es"), [
    "Es el reparto de hoy: jugar estas fichas es el intento que cuenta de este dispositivo. Sin pista ni deshacer.",
    "El reparto de hoy, desde el desafío de un amigo: tu intento que cuenta. Sin pista ni deshacer.",
  ]);
  assert.deepEqual(said("pt"), [
    "É o jogo de hoje: jogar estas pedras é a tentativa que conta deste aparelho. Sem dica nem desfazer.",
    "O jogo de hoje, pelo desafio de um amigo: sua tentativa que conta. Sem dica nem desfazer.",
  ]);
});
