// The daily deal and challenge links (issue 29; engine/daily.py, engine/challenge.py): two local
// tables of their own. The daily deal is the date's game for everyone, the person against the
// hard computer; its first deal of today is the device's counted try (persist/daily.js). A
// challenge is a finished game as a short link: the friend's engine replays it, and only then
// shows its score and deals the same rounds from the same seat against the same computers. A
// challenge of today's deal on a device whose try is not taken is that try: dealt as today's deal
// (counted, kept over a reload) and its end kept as the date's try beside the challenge's result
// (issue 39: the first sight of a day's deal is its try). Both are played without hint or undo
// (the engine's `aids`); the page adds up no points. A challenge is made with the name the person
// gives it (kept for the next) and its text carries the score; an opened challenge is kept on the
// device until it is finished or put away (persist/challenges.js): a reload checks it again and
// its game goes on (a side game from its record kept move by move, today's try from the save).

import { dayName, t } from "../i18n/i18n.js";
import { refusalSaid } from "../i18n/refusals.js";
import { recordOf } from "../persist/replays.js";
import { finishTry, leaveTry, openTry, readTries, streak, takeTry, takesTry, todayUtc } from "../persist/daily.js";
import { answersChallenge } from "../core/selectors.js";
import { advance } from "../play/advance.js";
import { notify } from "../persist/notices.js";
import { get, guarded, isFatal, messageOf, newTable, parts, show, updatePart } from "../play/flow.js";
import { announce, roundStarted } from "../play/sentences.js";
import { unknownGameSentence } from "../core/unknowngame.js";
import { forgetOpen, keepName, keepOpen, keepPlaying, readChallenges } from "../persist/challenges.js";
import { dailyText, roundLine } from "./dailyshare.js";
import { localMode, takeOver } from "./local.js";

/**
 * @typedef {import("../core/mode.js").Mode} Mode
 * @typedef {import("../core/types.js").AgainHard} AgainHard
 * @typedef {import("../core/types.js").Session} Session
 * @typedef {import("../core/store.js").DailyResult} DailyResult
 * @typedef {import("../core/store.js").ChallengeOnTable} ChallengeOnTable
 */

export const CHALLENGE_LINK = "#challenge=";
const CODE = /^[A-Za-z0-9_-]{1,600}$/;

/** The challenge codes in an address (`#challenge=<code>[&vs=<code>]`), or null.
 * @param {string} [hash] @returns {{code: string, vs: string | null} | null} */
export function linkChallenge(hash = location.hash) {
  if (!hash.startsWith(CHALLENGE_LINK)) return null;
  const params = new URLSearchParams(hash.slice(1));
  return { code: params.get("challenge") ?? "", vs: params.get("vs") };
}

/** A link to this page with `code` (and the game it answers). @param {string} code @param {string | null} vs */
function linkOf(code, vs) {
  return `${location.origin}${location.pathname}${CHALLENGE_LINK}${code}${vs ? `&vs=${vs}` : ""}`;
}

/** A side game started: its first round's lot, then the computers go on. @param {{gen: number} | null} taken */
async function started(taken) {
  if (!taken) return;
  roundStarted();
  await advance(taken.gen, true);
}

// ---- the daily deal ------------------------------------------------------------------------

/** The daily deal's mode: a local table with no aids whose end is recorded as the date's try.
 * @param {string} date @param {boolean} counted @returns {Mode} */
function dailyMode(date, counted) {
  return {
    ...localMode("daily"),
    undo: false,
    hint: () => null,
    leave: () => {
      if (counted && !get().reach.daily?.result) leaveTry(date);
    },
    shown: async (state) => {
      if (!get().reach.daily)
        updatePart("reach", {
          daily: { date, counted, result: null, hard: null, hardRounds: null, shared: null, closed: false },
        });
      if (state.view.over && !get().reach.daily?.result) await dailyOver(date, counted, state);
    },
  };
}

/** `date`'s deal: the counted try if it is today's first here. A refused date is said in a notice.
 * @param {string} date @param {() => unknown} backToGame */
async function playDaily(date, backToGame) {
  forgetDailyAddress();
  await parts.bridge.ready;
  if (date > todayUtc()) return refused(t("daily.notYet", { date: dayName(date) }), backToGame);
  if (openTry() === date && parts.saves.saved()?.save?.record?.origin === "daily") {
    parts.dialog.close(); // the counted try is the saved game: back to it, never a practice over it
    const s = get();
    if (s.session?.origin === "daily" && !s.session.view.over && s.reach.daily?.counted) return; // it is on the table
    return backToGame();
  }
  /** @type {Session} */
  let state;
  try {
    state = await parts.bridge.call("daily", { date });
  } catch (err) {
    if (isFatal(err)) throw err;
    return refused(t("daily.refused", { why: refusalSaid(messageOf(err)) }), backToGame);
  }
  parts.dialog.close();
  await dealtDaily(date, state, null);
}

/** `date`'s deal dealt by the engine (`state`) on a new table, the counted try if it is today's
 * first here (taken only now); `challenge`: the friend's challenge it is played as, set beside it
 * at its end. @param {string} date @param {Session} state @param {ChallengeOnTable | null} challenge */
async function dealtDaily(date, state, challenge) {
  const counted = takeTry(date);
  const daily = { date, counted, result: null, hard: null, hardRounds: null, shared: null, closed: false };
  const gen = newTable(dailyMode(date, counted), { reach: { daily, challenge } });
  if (!(await show(state, gen))) return;
  roundStarted();
  const start = !counted ? "daily.startPractice" : challenge ? "daily.startChallenge" : "daily.startCounted";
  announce(() => t(start, { date: dayName(date) }));
  await advance(gen, true);
}

/** The address's `?daily=`, read once: a reload then resumes the game rather than deal it again. */
function forgetDailyAddress() {
  const url = new URL(location.href);
  if (!url.searchParams.has("daily")) return;
  url.searchParams.delete("daily");
  history.replaceState(null, "", url);
}

/** A daily deal that cannot be dealt, said in a notice; the page goes on as without it (to the
 * game, or the New game dialog when there is none). @param {string} words @param {() => unknown} backToGame */
function refused(words, backToGame) {
  notify("daily-refused", () => words, { alert: true });
  if (!get().session) backToGame();
}

/** Each finished round's display points, the person's side's first then the other's.
 * @param {Session} state @returns {Promise<number[][]>} */
async function roundPoints(state) {
  const mine = state.view.side_of[state.human];
  /** @type {{rounds: {finished: boolean, display: {total: number[]}}[]}} */
  const summary = await parts.bridge.call("summary", {});
  return summary.rounds.filter((r) => r.finished).map(({ display: { total } }) => [total[mine], total[1 - mine]]);
}

/** The game over, played on a friend's challenge: set beside theirs round by round, and the
 * challenge finished (no longer kept to open again). @param {Session} state */
async function challengeOver(state) {
  forgetOpen();
  const rounds = await roundPoints(state);
  const total = state.view.display_scores[state.view.side_of[state.human]];
  if (get().reach.challenge?.playing) challengeState({ played: { total, rounds: rounds.map((r) => r[0]) } });
}

/** The daily game is over: its result, kept as the date's try when it was the counted one.
 * @param {string} date @param {boolean} counted @param {Session} state */
async function dailyOver(date, counted, state) {
  /** @type {{code: string} | null} */
  const made = await parts.bridge.call("challenge", { date }).catch((err) => {
    if (isFatal(err)) throw err;
    return null; // not that date's deal (a practice of another date, resumed): nothing to keep
  });
  if (!made) return;
  const { code } = made;
  const side = state.view.side_of[state.human];
  const scores = [state.view.display_scores[side], state.view.display_scores[1 - side]];
  /** @type {DailyResult} */
  const result = {
    won: state.view.winner === side,
    scores,
    rounds: state.view.round,
    code,
    lines: (await roundPoints(state)).map(([mine, them]) => roundLine(mine, them)),
  };
  if (counted) finishTry(date, result);
  if (answersChallenge(get())) await challengeOver(state);
  const daily = get().reach.daily;
  if (daily?.date === date) updatePart("reach", { daily: { ...daily, result } });
}

/** The hard computer on the same deals in the person's seat, round by round. */
async function dailyHard() {
  const daily = get().reach.daily;
  if (!daily?.result || daily.hardRounds !== null) return;
  const record = await parts.bridge.call("record", {});
  /** @type {Pick<AgainHard, "over" | "rounds" | "display_scores" | "side"> & {record: AgainHard["record"] | null}} */
  let answer = { over: false, record: null, rounds: 0, display_scores: [0, 0], side: 0 };
  while (!answer.over) {
    answer = await parts.bridge.call("again_hard", { record, so_far: answer.record });
    updatePart("reach", { daily: { ...daily, hardRounds: answer.rounds } });
  }
  const hard = [answer.display_scores[answer.side], answer.display_scores[1 - answer.side]];
  updatePart("reach", { daily: { ...daily, hard, hardRounds: answer.rounds } });
}

/** Share `text` (and `link`): the system's share sheet where there is one, else the clipboard;
 * shown to copy by hand either way. Returns whether it left the page. @param {string} text */
async function shareOut(text) {
  try {
    if (typeof navigator.share === "function") {
      await navigator.share({ text });
      return true;
    }
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // no share sheet, no clipboard, or the person closed it: the text is on show
  }
}

async function shareDaily() {
  const daily = get().reach.daily;
  if (!daily?.result) return;
  const link = linkOf(daily.result.code, null);
  const text = dailyText(daily.date, daily.result, daily.hard, link);
  updatePart("reach", { daily: { ...daily, shared: { link, text, copied: false } } });
  const copied = await shareOut(text);
  const now = get().reach.daily;
  if (now?.shared) updatePart("reach", { daily: { ...now, shared: { ...now.shared, copied } } });
}

// ---- challenges ----------------------------------------------------------------------------

/** A challenge's mode: the same deals, no aids; its record kept move by move while it is played
 * (a reload goes on from it), its end set beside the challenge's. @returns {Mode} */
function challengeMode() {
  return {
    ...localMode("challenge"),
    undo: false,
    hint: () => null,
    shown: async (state) => {
      if (state.view.over) await challengeOver(state);
      else keepPlaying(await parts.bridge.call("record", {}));
    },
    leave: () => forgetOpen(), // another game takes the table: the challenge is put away
  };
}

/** @param {Partial<ChallengeOnTable>} patch */
function challengeState(patch) {
  /** @type {ChallengeOnTable} */
  const empty = {
    checking: false,
    refused: null,
    code: null,
    vs: null,
    them: null,
    answer: null,
    playing: false,
    shared: null,
    countedTry: false,
    naming: null,
    name: "",
    played: null,
  };
  updatePart("reach", { challenge: { ...empty, ...(get().reach.challenge ?? {}), ...patch } });
}

/** A link's challenge checked by this page's engine (and the answer it carries), kept on the
 * device until it is finished or put away; refused in words. @param {string} code @param {string | null} vs */
async function openChallenge(code, vs) {
  history.replaceState(null, "", location.pathname + location.search);
  if (await checkChallenge(code, vs)) keepOpen(code, vs);
  else forgetOpen();
}

/** A challenge's codes (as its link has them) checked by the engine and shown; whether they held.
 * `playing`: its game goes on meanwhile (after a reload), so only a refusal is shown.
 * @param {string} code @param {string | null} vs @param {boolean} [playing] */
async function checkChallenge(code, vs, playing = false) {
  updatePart("reach", { challenge: null });
  if (!playing) challengeState({ checking: true });
  await parts.bridge.ready;
  if (!CODE.test(code) || (vs !== null && !CODE.test(vs))) {
    challengeState({ checking: false, refused: t("challenge.notACode") });
    return false;
  }
  try {
    const opened = await parts.bridge.call("challenge_open", vs ? { code: vs, vs: code } : { code });
    challengeState({
      checking: false,
      code: vs ?? code,
      vs: vs ? code : null,
      them: opened.challenge,
      answer: opened.vs,
      countedTry: opened.challenge.daily !== null && takesTry(opened.challenge.daily),
      name: readChallenges().name ?? "",
      playing,
    });
    return true;
  } catch (err) {
    if (isFatal(err)) throw err;
    const refused = unknownGameSentence(err) ?? t("challenge.refused", { why: refusalWords(messageOf(err)) });
    challengeState({ checking: false, refused });
    return false;
  }
}

/** The challenge kept open on this device, after a reload, checked again by the engine: shown,
 * or its game goes on: today's try taken from it (resumed from the save) is set beside it again
 * at its end, a side game goes on from its kept record. */
async function resumeChallenge() {
  const open = readChallenges().open;
  if (!open) return;
  const s = get();
  const tryOn = open.playing && !open.record && s.session?.origin === "daily" && !s.session.view.over;
  if (!(await checkChallenge(open.code, open.vs, tryOn || (open.playing && open.record !== null)))) return;
  if (tryOn && get().reach.challenge?.them?.daily !== get().reach.daily?.date) challengeState({ playing: false });
  if (!open.playing || !open.record) return;
  parts.dialog.close();
  try {
    const patch = { reach: { ...get().reach, daily: null } };
    const taken = await takeOver(challengeMode(), "load", { record: open.record }, patch);
    if (taken) await advance(taken.gen);
  } catch (err) {
    if (isFatal(err)) throw err;
    challengeState({ playing: false }); // a record the engine no longer loads: the card, to play again
  }
}

/** Why the engine refused a code, in the page's words with the field it names (engine/challenge.py
 * starts every refusal with the field). @param {string} message */
function refusalWords(message) {
  const named = /^challenge\.([a-z]+)/.exec(message)?.[1] ?? "";
  const field = t(FIELDS.includes(named) ? `challenge.field.${named}` : "challenge.field.code");
  if (message.includes("cut short")) return t("challenge.why.cut", { field });
  const known = ["scores", "moves", "computers", "version"];
  return t(known.includes(named) ? `challenge.why.${named}` : "challenge.why.damaged", { field });
}

/** The parts of a challenge code the engine names when it refuses one (engine/challenge.py). */
const FIELDS = ["version", "computers", "table", "levels", "deals", "name", "scores", "check", "moves"];

/** The opened challenge's deals, from the same seat against the same computers; today's deal
 * while this device's try is not taken is that try. */
async function playChallenge() {
  const c = get().reach.challenge;
  if (!c?.them) return;
  const date = c.them.daily;
  if (date !== null && takesTry(date)) return playChallengeAsTry(date, c);
  parts.dialog.close();
  const taken = await takeOver(challengeMode(), "challenge_play", {}, { reach: { ...get().reach, daily: null } });
  challengeState({ playing: true, shared: null });
  await started(taken);
}

/** A challenge of today's deal played as this device's counted try: the engine deals today's deal
 * (the challenge's, checked when it was opened: the same deals, seat and computer), the try is
 * taken once it has, and the challenge stays beside it for its end.
 * @param {string} date @param {ChallengeOnTable} c */
async function playChallengeAsTry(date, c) {
  /** @type {Session} */
  let state;
  try {
    state = await parts.bridge.call("daily", { date });
  } catch (err) {
    if (isFatal(err)) throw err;
    return challengeState({ refused: t("daily.refused", { why: refusalSaid(messageOf(err)) }) });
  }
  parts.dialog.close();
  keepPlaying(null); // the saved game keeps the try; the challenge is set beside it after a reload
  await dealtDaily(date, state, { ...c, playing: true, shared: null, countedTry: false });
}

/** A challenge link to make: its card asks the name to send it with first (the one kept offered).
 * @param {string} [id] a game of the match history's, else the one on the table */
function askName(id = "") {
  challengeState({ naming: { game: id }, name: readChallenges().name ?? "", shared: null, refused: null });
}

/** This finished game as a challenge link with `name` (kept for the next; a challenge's game: the
 * answer, carrying the game it answers); its text says the score; shared or shown.
 * @param {string} id a game of the match history's, or "" @param {string} typed the name given */
async function challengeFriend(id, typed) {
  const s = get();
  const record = id ? recordOf(id) : null;
  if (id && !record) return;
  const name = keepName(typed);
  const date = !record && s.session?.origin === "daily" ? s.reach.daily?.date : undefined;
  /** @type {import("../core/types.js").OpAnswers["challenge"]} */
  let made;
  try {
    made = await parts.bridge.call("challenge", { ...(record ? { record } : date ? { date } : {}), name });
  } catch (err) {
    if (isFatal(err)) throw err;
    challengeState({ refused: t("challenge.cannot", { why: refusalSaid(messageOf(err)) }) });
    return;
  }
  const answering = !record && answersChallenge(s) ? (s.reach.challenge?.code ?? null) : null;
  const link = linkOf(made.code, answering);
  const text = shareText(made, answering !== null, link);
  challengeState({ shared: { link, text, copied: false }, naming: null, name: name ?? "" });
  const copied = await shareOut(text);
  const now = get().reach.challenge;
  if (now?.shared) challengeState({ shared: { ...now.shared, copied } });
}

/** What is sent with a challenge link: the score, named when a name was given.
 * @param {{name: string | null, display_scores: number[], side: number}} made @param {boolean} answer @param {string} link */
export function shareText({ name, display_scores: scores, side }, answer, link) {
  const others = scores.filter((_, i) => i !== side);
  const words = { name, mine: scores[side], them: Math.max(...others), link };
  return t(`challenge.${answer ? "answerText" : "shareText"}${name ? "Named" : ""}`, words);
}

/** The daily deal's and challenges' commands. @param {{backToGame: () => unknown}} commands */
export function createReachCommands(commands) {
  return {
    playDaily: (/** @type {string | undefined} */ date) =>
      guarded(() => playDaily(date ?? todayUtc(), commands.backToGame)),
    dailyHard: () => guarded(dailyHard),
    shareDaily: () => guarded(shareDaily),
    openChallenge: (/** @type {string} */ code, /** @type {string | null} */ vs) =>
      guarded(() => openChallenge(code, vs)),
    playChallenge: () => guarded(playChallenge),
    askName: (/** @type {string | undefined} */ id) => askName(id),
    challengeFriend: (/** @type {string} */ id, /** @type {string} */ name) => guarded(() => challengeFriend(id, name)),
    resumeChallenge: () => guarded(resumeChallenge),
    closeChallenge: () => {
      forgetOpen();
      updatePart("reach", { challenge: null });
    },
    closeDaily: () => {
      const daily = get().reach.daily;
      if (daily) updatePart("reach", { daily: { ...daily, closed: true } });
    },
    streak: () => streak(readTries()),
  };
}

/** A saved game's mode after a reload, when it is a daily deal or a challenge (no aids), else null.
 * @param {Session} state @returns {Mode | null} */
export function reachResumed(state) {
  const open = openTry();
  if (state.origin === "daily") return dailyMode(open ?? todayUtc(), open !== null);
  if (state.origin === "challenge") return challengeMode();
  return null;
}
