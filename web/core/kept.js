// Saved JSON, read the one careful way: every text the page or the player saved (a value kept under
// a localStorage key, a file the player gives back: a game record, a match history) is parsed here
// and nowhere else (tests/test_web_structure.py): text over its bound is not parsed, and text that
// is not JSON is named as such ("size", "JSON") for the reader to refuse, never thrown at it.
// Messages that were never saved (the engine's answers, the network's frames, the site's own
// puzzles.json) are not read here.
//
// `KeptJson` is one JSON value kept under one key (the statistics, the match history and its
// records, the puzzles, the daily deal): parsed as above, then checked, and a value that cannot
// be read is never dropped. It is moved aside to "<prefix><time>" and reported; with no room for
// that copy it stays where it is, and nothing is written over it until the player clears it (or a
// write says it may, as the statistics' Reset). The saved game (persist/save.js) and a guest's
// table (modes/guest.js) move theirs aside and report it in their own words; a file the player
// gave is refused with the reason shown (it stays on their device); a preference or a copy (the
// New game dialog's last choice, the TURN server, the engine's last hello) that cannot be read
// gives way to its default, and stays under its key until the next choice writes over it.

import { storage } from "../core/storage.js";

/**
 * A plain object (not null, not an array): a kept value's fields may then be read and checked.
 * @param {unknown} o
 * @returns {o is Record<string, unknown>}
 */
export const isPlain = (o) => Boolean(o) && typeof o === "object" && !Array.isArray(o);

/**
 * @param {unknown} n
 * @returns {n is number}
 */
export const isInt = (n) => Number.isInteger(n);

/**
 * Saved text as a JSON value: `{value, field: null}`, or `{value: null, field}` naming why not
 * ("size": over `maxChars`, not read; "JSON": not JSON). Never throws.
 * @param {string} text
 * @param {number} [maxChars]
 * @returns {{value: unknown, field: null} | {value: null, field: "size" | "JSON"}}
 */
export function parseKept(text, maxChars = Infinity) {
  if (text.length > maxChars) return { value: null, field: "size" };
  try {
    return { value: JSON.parse(text), field: null };
  } catch {
    return { value: null, field: "JSON" };
  }
}

/**
 * @typedef {object} Refusal
 * @property {string} field what is wrong ("size", "JSON", "games[3].scores")
 * @property {boolean} kept whether the text was copied aside (else it stays in place)
 * @property {string} aside the key of the copy (or the one tried)
 */

/** @template T the value's shape once `check` found no wrong field */
export class KeptJson {
  /** @type {string} */ #key;
  /** @type {string} */ #prefix;
  /** @type {number} */ #maxChars;
  /** @type {(value: unknown) => string | null} */ #check;
  /** @type {(refusal: Refusal) => void} */ #report;
  /** @type {string | null} text that could not be read nor moved aside: never written over */
  #inPlace = null;

  /**
   * @param {{key: string, prefix: string, maxChars?: number,
   *   check: (value: unknown) => string | null, report: (refusal: Refusal) => void}} options
   *   `check` names the first wrong field or gives null; `report` tells the player, once for each
   *   unreadable text.
   */
  constructor({ key, prefix, maxChars = Infinity, check, report }) {
    this.#key = key;
    this.#prefix = prefix;
    this.#maxChars = maxChars;
    this.#check = check;
    this.#report = report;
  }

  /**
   * The stored value once checked, or null: none stored, or unreadable (moved aside, reported).
   * @returns {T | null}
   */
  read() {
    const raw = storage.get(this.#key);
    if (raw === null) return null;
    const parsed = parseKept(raw, this.#maxChars);
    // Text that is not JSON is checked as null, which each check names in its own words.
    const field = parsed.field === "size" ? "size" : this.#check(parsed.value);
    if (field === null) return /** @type {T} */ (parsed.value); // `check` found every field sound
    if (raw !== this.#inPlace) {
      const { kept, aside } = storage.moveAside(this.#key, this.#prefix, raw);
      if (!kept) this.#inPlace = raw;
      this.#report({ field, kept, aside });
    }
    return null;
  }

  /** Whether unreadable text still sits under the key, where nothing may be written over it. */
  get blocked() {
    return this.#inPlace !== null && storage.get(this.#key) === this.#inPlace;
  }

  /**
   * Store `value` (over blocked text too: the caller decides); false when the browser refused.
   * @param {T} value
   */
  write(value) {
    const ok = storage.set(this.#key, JSON.stringify(value));
    if (ok) this.#inPlace = null;
    return ok;
  }
}
