// The daily deal's tries on this device (issue 29): one counted try per date, taken when today's
// deal is first dealt here, from Today's deal or from a friend's challenge of it (issue 39: the
// first sight of a day's deal is its try); a reload, another game meanwhile or a second deal of
// the day never gives another. Its result once that game ends, and the streak of days played to
// the end. Read the careful way every kept value is (core/kept.js): unreadable text is moved
// aside and reported, never written over.

import { t } from "../i18n/i18n.js";
import { KEYS } from "../core/storage.js";
import { KeptJson, isInt, isPlain } from "../core/kept.js";
import { notify } from "./notices.js";

/**
 * @typedef {{won: boolean, scores: number[], rounds: number, code: string, lines: string[]}} DailyResult
 *   a counted try's end: the display scores (yours first), a line of symbols per round, its challenge code
 * @typedef {Record<string, {result: DailyResult | null, left?: boolean}>} DailyTries  by date (YYYY-MM-DD,
 *   UTC); `left`: the try's game left the table unfinished (another game took it): it is spent
 */

const MAX_DAYS = 800;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Za-z0-9_-]{1,600}$/;

/** The first field of a kept try that cannot be read, or null. @param {unknown} value @param {string} date */
function badTry(value, date) {
  if (!DATE.test(date) || !isPlain(value)) return date;
  if (value.left !== undefined && typeof value.left !== "boolean") return `${date}.left`;
  const result = value.result;
  if (result === null) return null;
  if (!isPlain(result)) return `${date}.result`;
  const { won, scores, rounds, code, lines } = result;
  if (typeof won !== "boolean") return `${date}.result.won`;
  if (!Array.isArray(scores) || scores.length !== 2 || !scores.every(isInt)) return `${date}.result.scores`;
  if (!isInt(rounds) || rounds < 1) return `${date}.result.rounds`;
  if (typeof code !== "string" || !CODE.test(code)) return `${date}.result.code`;
  if (!Array.isArray(lines) || !lines.every((x) => typeof x === "string" && x.length < 40))
    return `${date}.result.lines`;
  return null;
}

/** @param {unknown} value */
function badTries(value) {
  if (!isPlain(value)) return "JSON";
  for (const [date, entry] of Object.entries(value)) {
    const bad = badTry(entry, date);
    if (bad) return bad;
  }
  return null;
}

const stored = new KeptJson({
  key: KEYS.daily,
  prefix: KEYS.dailyRejected,
  maxChars: 400 * MAX_DAYS,
  check: badTries,
  report: ({ field, kept, aside }) =>
    notify("daily-rejected", () => t(kept ? "daily.keptAside" : "daily.keptInPlace", { field, key: aside }), {
      alert: true,
    }),
});

/** Today's date as the device reads it, in UTC (everyone's daily deal changes at the same moment).
 * @param {Date} [now] */
export function todayUtc(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

/** The tries kept here (none: empty). @returns {DailyTries} */
export function readTries() {
  return /** @type {DailyTries | null} */ (stored.read()) ?? {};
}

/** @param {DailyTries} tries */
function keep(tries) {
  const dates = Object.keys(tries).sort().slice(-MAX_DAYS);
  if (!stored.blocked) stored.write(Object.fromEntries(dates.map((d) => [d, tries[d]])));
}

/** Whether the first sight of `date`'s deal here would be its counted try, whichever way it comes
 * (Today's deal, or a friend's challenge of it): it is today's, and its try is not taken yet.
 * @param {DailyTries} tries @param {string} date @param {string} today */
export function tryFree(tries, date, today) {
  return date === today && !Object.hasOwn(tries, date);
}

/** Whether dealing `date`'s deal here now would take its counted try (nothing is kept by asking).
 * @param {string} date @param {string} [today] */
export function takesTry(date, today = todayUtc()) {
  return !stored.blocked && tryFree(readTries(), date, today);
}

/** Deal `date`'s game here: whether it is the counted try (today's, the first time). A past date,
 * or today's once its try was taken, is practice. @param {string} date @param {string} [today] */
export function takeTry(date, today = todayUtc()) {
  if (!takesTry(date, today)) return false;
  keep({ ...readTries(), [date]: { result: null } });
  return true;
}

/** The counted try still open (dealt, not finished), if any. @returns {string | null} */
export function openTry() {
  const tries = readTries();
  return Object.keys(tries).find((date) => tries[date].result === null && !tries[date].left) ?? null;
}

/** The open try's game left the table unfinished: the try is spent (a practice of the same deals
 * resumed later is never taken for it). @param {string} date */
export function leaveTry(date) {
  const tries = readTries();
  if (tries[date]?.result !== null || tries[date].left) return;
  keep({ ...tries, [date]: { result: null, left: true } });
}

/** The open try's result, once: a try already finished is never written over.
 * @param {string} date @param {DailyResult} result */
export function finishTry(date, result) {
  const tries = readTries();
  if (tries[date]?.result !== null || tries[date].left) return false;
  keep({ ...tries, [date]: { result } });
  return true;
}

/** Days in a row, back from today (or yesterday while today's is not played yet), whose counted
 * try was played to its end. @param {DailyTries} tries @param {string} [today] */
export function streak(tries, today = todayUtc()) {
  const day = new Date(`${today}T00:00:00Z`);
  if (!tries[today]?.result) day.setUTCDate(day.getUTCDate() - 1);
  let n = 0;
  while (tries[todayUtc(day)]?.result) {
    n += 1;
    day.setUTCDate(day.getUTCDate() - 1);
  }
  return n;
}
