// The one error a signalling code, link or field gives (net/code.js, net/tablepart.js): which part
// cannot be used, and why, so the page can name the part in the player's words.

/** A code, link or field that cannot be used; `field` names which part. */
export class SignalError extends Error {
  /**
   * @param {string} field
   * @param {string} problem
   */
  constructor(field, problem) {
    super(`${field}: ${problem}`);
    this.name = "SignalError";
    this.field = field;
  }
}

/** The part a SignalError names, or "code" for anything else thrown while reading a code.
 * @param {unknown} err */
export function fieldOf(err) {
  return err instanceof SignalError ? err.field : "code";
}
