// Challenges kept on this device (issue 39): the name the person last gave a challenge (asked when
// a link is made, offered again the next time) and the challenge opened and not yet finished or
// put away: its link's codes, whether it is being played, and its side game's record while it is,
// so that a reload opens it again (the engine checks the code again) and its game goes on. Read
// the careful way every kept value is (core/kept.js): unreadable text is moved aside and reported.

import { t } from "../i18n/i18n.js";
import { KEYS } from "../core/storage.js";
import { KeptJson, isPlain } from "../core/kept.js";
import { notify } from "./notices.js";

/**
 * @typedef {{code: string, vs: string | null, playing: boolean, record: Record<string, unknown> | null}} OpenChallenge
 *   a challenge link opened here (`code`, and `vs`, the game it answers, as the link has them);
 *   `record`: its side game so far, while one is played
 * @typedef {{name: string | null, open: OpenChallenge | null}} KeptChallenges
 */

const CODE = /^[A-Za-z0-9_-]{1,600}$/;
export const MAX_CHALLENGE_NAME = 24; // characters, as the engine seats a name (engine/seats.py)
const MAX_CHARS = 1_000_000; // a game's record, with room (persist/save.js's bound)
const NONE = Object.freeze({ name: null, open: null });

/** A kept code: null where it may be (`vs`), else one the links carry. @param {unknown} code */
const badCode = (code, mayBeNull = false) =>
  !(mayBeNull && code === null) && !(typeof code === "string" && CODE.test(code));

/** The first field of kept challenges that cannot be read, or null. @param {unknown} value */
export function badChallenges(value) {
  if (!isPlain(value)) return "JSON";
  const { name, open } = value;
  if (name !== null && (typeof name !== "string" || !name || [...name].length > MAX_CHALLENGE_NAME)) return "name";
  if (open === null) return null;
  if (!isPlain(open)) return "open";
  if (badCode(open.code)) return "open.code";
  if (badCode(open.vs, true)) return "open.vs";
  if (typeof open.playing !== "boolean") return "open.playing";
  if (open.record !== null && !isPlain(open.record)) return "open.record";
  return null;
}

const stored = new KeptJson({
  key: KEYS.challenge,
  prefix: KEYS.challengeRejected,
  maxChars: MAX_CHARS,
  check: badChallenges,
  report: ({ field, kept, aside }) =>
    notify(
      "challenge-rejected",
      () => t(kept ? "challenge.keptAside" : "challenge.keptInPlace", { field, key: aside }),
      { alert: true },
    ),
});

/** What is kept (nothing, or unreadable: no name, no challenge open). @returns {KeptChallenges} */
export function readChallenges() {
  return /** @type {KeptChallenges | null} */ (stored.read()) ?? NONE;
}

/** @param {Partial<KeptChallenges>} patch */
function keep(patch) {
  const now = readChallenges();
  if (!stored.blocked) stored.write({ ...now, ...patch });
}

/** The name given to the challenge being made, kept for the next (blank: none).
 * @param {string} name @returns {string | null} the name to send */
export function keepName(name) {
  const trimmed = [...name.trim()].slice(0, MAX_CHALLENGE_NAME).join("");
  keep({ name: trimmed || null });
  return trimmed || null;
}

/** A challenge link opened here: kept until it is finished or put away.
 * @param {string} code @param {string | null} vs */
export function keepOpen(code, vs) {
  keep({ open: { code, vs, playing: false, record: null } });
}

/** The open challenge is being played: as a side game whose record so far is `record`, or (null)
 * as today's counted try, which the saved game keeps. @param {Record<string, unknown> | null} record */
export function keepPlaying(record) {
  const open = readChallenges().open;
  if (open) keep({ open: { ...open, playing: true, record } });
}

/** The open challenge is finished or put away. */
export function forgetOpen() {
  if (readChallenges().open) keep({ open: null });
}
