// One JSON value the page keeps across visits under one localStorage key (the statistics, the match
// history, the history's records), read the same careful way: text over the bound is not parsed,
// the parsed value is checked, and a value that cannot be read is never dropped. It is moved aside
// to "<prefix><time>" and reported; with no room for that copy it stays where it is, and nothing is
// written over it until the player clears it (or a write says it may, as the statistics' Reset).

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
    const tooLong = raw.length > this.#maxChars;
    let parsed = null;
    try {
      parsed = tooLong ? null : JSON.parse(raw);
    } catch {
      // refused below, as "JSON"
    }
    const field = tooLong ? "size" : this.#check(parsed);
    if (field === null) return /** @type {T} */ (parsed); // `check` found every field sound
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
