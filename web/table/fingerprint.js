// A deal's fingerprint as the table shows it (the scoreboard's line, the fair-deal check): the
// first and last eight hex digits, the whole of it in the tooltip.

import { make } from "../core/dom.js";

/** The fingerprint shortened for a line of text. @param {string} hex */
const shortFingerprint = (hex) => `${hex.slice(0, 8)}…${hex.slice(-8)}`;

/** A fingerprint in a line of text: shortened, the whole of it in the tooltip.
 * @param {string} fingerprint */
export function fingerprintCode(fingerprint, className = "") {
  const code = make("code", className, shortFingerprint(fingerprint));
  code.title = fingerprint;
  return code;
}
