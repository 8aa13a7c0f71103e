// An invitation's table part (issue 39; docs/network.md): who invites and to what, carried after
// an offer's essentials in its code (net/code.js), so the friend's card says it before connecting.
// Optional: an older link has none. Untrusted like the rest of the code: the name is checked here,
// the rules text only for its length and letters (the engine reads what it means: `rules_read`).
//
//   host   length byte (0: no name) + the host's name in UTF-8: trimmed, printable, 1-24
//          characters as any seat's name (core/table.js NAME_LIMIT, engine/seats.py MAX_NAME),
//          at most 48 bytes
//   rules  length byte + the set-up notation's rules field (docs/notation.md: "" is Five Up's
//          own, "305m", "all-fives.150.0"), a-z 0-9 . - only, at most 64 bytes

import { SignalError } from "./signalerror.js";

/** @typedef {{host: string | null, rules: string}} TablePart  who invites (null: no name) and the rules' text */

/** A name's characters, as for any seat's. */
export const HOST_CHARS = 24;
/** A name's bytes: 24 two-byte letters fit; the part stays small enough for MAX_CODE. */
export const HOST_BYTES = 48;
/** The rules' text (the longest game's is 45 characters). */
export const RULES_BYTES = 64;
const RULES_TEXT = /^[a-z0-9.-]*$/;
const UNPRINTABLE = /\p{C}/u;

/** Why a name cannot be carried, or "" when it can. @param {string} name */
function nameFault(name) {
  if (name !== name.trim()) return "has spaces at its ends";
  const chars = [...name].length;
  if (chars < 1 || chars > HOST_CHARS) return `${chars} characters, not 1-${HOST_CHARS}`;
  if (UNPRINTABLE.test(name)) return "holds a character that is not printable";
  const bytes = new TextEncoder().encode(name).length;
  return bytes > HOST_BYTES ? `${bytes} bytes, at most ${HOST_BYTES}` : "";
}

/** The host's name as the link carries it: trimmed, or null when there is none or it is not one
 * the part can carry (then the card names no host). @param {string | null | undefined} name */
export function hostOf(name) {
  const trimmed = typeof name === "string" ? name.trim() : "";
  return trimmed && !nameFault(trimmed) ? trimmed : null;
}

/** The part's bytes; rules text it cannot carry is a SignalError on table.rules.
 * @param {TablePart} table @returns {number[]} */
export function packTable(table) {
  const host = hostOf(table.host);
  if (!RULES_TEXT.test(table.rules) || table.rules.length > RULES_BYTES) {
    throw new SignalError("table.rules", "not the rules' short text");
  }
  const name = host ? [...new TextEncoder().encode(host)] : [];
  return [name.length, ...name, table.rules.length, ...Array.from(table.rules, (c) => c.charCodeAt(0))];
}

/** @param {Uint8Array} bytes @param {number} at @param {string} field */
function lengthAt(bytes, at, field) {
  if (at >= bytes.length) throw new SignalError(field, "cut short");
  if (at + 1 + bytes[at] > bytes.length) throw new SignalError(field, "cut short");
  return bytes[at];
}

/** The part read from the bytes after an offer's essentials, every field checked: a SignalError
 * naming the field (table.host, table.rules, table) for any fault. @param {Uint8Array} bytes
 * @returns {TablePart} */
export function readTable(bytes) {
  const hostLength = lengthAt(bytes, 0, "table.host");
  if (hostLength > HOST_BYTES) throw new SignalError("table.host", `${hostLength} bytes, at most ${HOST_BYTES}`);
  let host = null;
  if (hostLength > 0) {
    try {
      host = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(1, 1 + hostLength));
    } catch {
      throw new SignalError("table.host", "not UTF-8 text");
    }
    const fault = nameFault(host);
    if (fault) throw new SignalError("table.host", fault);
  }
  const at = 1 + hostLength;
  const rulesLength = lengthAt(bytes, at, "table.rules");
  if (rulesLength > RULES_BYTES) throw new SignalError("table.rules", `${rulesLength} bytes, at most ${RULES_BYTES}`);
  const rules = String.fromCharCode(...bytes.subarray(at + 1, at + 1 + rulesLength));
  if (!RULES_TEXT.test(rules)) throw new SignalError("table.rules", "holds characters the rules' text does not");
  if (at + 1 + rulesLength !== bytes.length) throw new SignalError("table", "has bytes after its end");
  return { host, rules };
}
