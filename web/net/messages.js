// The messages this page sends over a table across devices (docs/network.md), built in one place
// from the engine's message set (engine/netmsg.py): the version is the engine's (its hello's
// `network`), each type's fields as the engine reads them. Every message that comes in is read by
// the engine first (net/peer.js), so a wrong one built here would be refused there, never acted on.

import { table } from "../core/table.js";

/** The version of the network messages, as this page's engine says it (hello's `network`). */
function version() {
  const hello = /** @type {{network?: number} | null} */ (table());
  return hello?.network ?? 1;
}

/** @param {string} type @param {Record<string, unknown>} fields */
function message(type, fields = {}) {
  return { v: version(), type, ...fields };
}

/** What the host sends a guest. */
export const toGuest = Object.freeze({
  /** @param {number} seat @param {unknown} seats @param {unknown} rules */
  welcome: (seat, seats, rules) => message("welcome", { seat, seats, rules }),
  /** @param {number} round */
  newRound: (round) => message("new_round", { round }),
  /** @param {number} round @param {string[]} commitments */
  commit: (round, commitments) => message("commit", { round, commitments }),
  /** @param {number} round @param {string[]} shares */
  reveal: (round, shares) => message("reveal", { round, shares }),
  /** @param {string} text @param {string | null} of */
  refused: (text, of) => message("refused", { message: String(text).slice(0, 180), of }),
  /** @param {number[]} waiting */
  paused: (waiting) => message("paused", { waiting }),
  resumed: () => message("resumed"),
});

/** What a guest sends the host. */
export const toHost = Object.freeze({
  /** @param {number} seat @param {string} token */
  join: (seat, token) => message("join", { seat, token, name: null }),
  /** @param {number} round @param {string} commitment */
  commit: (round, commitment) => message("commit", { round, commitment }),
  /** @param {number} round @param {string} share */
  reveal: (round, share) => message("reveal", { round, share }),
  /** @param {number} round @param {number} step @param {unknown} move */
  move: (round, step, move) => message("move", { round, step, move }),
  /** The welcome's game is one this page does not know (its name as given, "" for none): no seat
   * is joined. @param {string} preset */
  unknownGame: (preset) => message("unknown_game", { preset: preset ? preset.slice(0, 40) : null }),
});
