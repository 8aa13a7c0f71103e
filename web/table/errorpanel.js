// The error panel: a sentence for the player (a game this page does not know named as given), and
// the engine's own words under "details". When
// the engine cannot start (`fatal`) there is nothing to dismiss: only a reload helps.

import { $ } from "../core/dom.js";
import { clip } from "../persist/notices.js";
import { t } from "../i18n/i18n.js";
import { unknownGameSentence } from "../core/unknowngame.js";

/** An error as the state holds it: the engine's carry their `kind`. @typedef {Error & {kind?: string}} PageError */

/** @param {PageError} err @param {boolean} fatal */
export function showError(err, fatal) {
  const details = clip(err?.message || String(err));
  $("error-message").textContent = errorSentence(err, fatal);
  $("error-details").textContent = details;
  const detailsBox = $("error-details").parentElement;
  if (detailsBox) detailsBox.hidden = !details;
  /** @type {HTMLElement} */ (document.querySelector('[data-action="dismiss-error"]')).hidden = fatal;
  $("error-panel").hidden = false;
  $("loading").hidden = true;
}

/** What to tell the player; the engine's exact message goes under "details".
 * @param {PageError} err @param {boolean} fatal */
function errorSentence(err, fatal) {
  if (fatal) return t("error.fatal");
  const unknown = unknownGameSentence(err);
  if (unknown) return unknown;
  switch (err?.kind) {
    case "Timeout":
      return t("error.timeout");
    case "IllegalMove":
      return t("error.illegal");
    case "ValueError":
    case "InternalError":
      return t("error.engine");
    default:
      return t("error.unexpected");
  }
}

export function hideError() {
  $("error-panel").hidden = true;
}
