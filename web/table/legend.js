// The legend of the canvas's marks ("How to read the table"), following the game on the table:
// its spinner rule (the board's `spinner_rule`: every double, the first double only, or none) and
// whether it scores during play (core/games.js scoresInPlay: else no scoring badge is drawn, and
// its line goes); and the keyboard's help under it, which offers D for Draw only where the game
// has a stock (hasStock). Each line's words are the i18n key it sets in the markup's `data-i18n`,
// so a change of language says the same line in the new words.

import { hasStock, scoresInPlay } from "../core/games.js";
import { t } from "../i18n/i18n.js";

/** @typedef {import("../core/types.js").View} View */

/** The key of each line of the legend for a view, or null for a line the game has no mark for.
 * @param {View | null | undefined} view
 * @returns {{ spinner: string | null, scoring: string | null, open: string }} */
export function legendKeys(view) {
  const rule = view?.board?.spinner_rule;
  const scores = scoresInPlay(view);
  return {
    spinner: rule === "none" ? null : rule === "first-double" ? "legend.spinnerFirst" : "legend.spinner",
    scoring: scores ? "legend.scoring" : null,
    open: scores ? "legend.open" : "legend.openPlain",
  };
}

/** The key of the keyboard's help for a view: Draw's key only where the game has a stock.
 * @param {View | null | undefined} view */
export function keysHelpKey(view) {
  return hasStock(view) ? "keys.help" : "keys.helpNoStock";
}

/** Give a line of the legend its words by key, unless it has them already.
 * @param {HTMLElement} words @param {string} key */
function sayLine(words, key) {
  if (words.dataset.i18n === key) return;
  words.dataset.i18n = key;
  words.textContent = t(key);
}

/** Set the legend's lines and the keyboard's help for the game on the table.
 * @param {View | null | undefined} view */
export function renderLegend(view) {
  const keys = legendKeys(view);
  for (const [mark, key] of Object.entries(keys)) {
    const icon = document.querySelector(`.legend .legend-${mark}`);
    const words = /** @type {HTMLElement | null} */ (icon?.nextElementSibling ?? null);
    const line = /** @type {HTMLElement | null} */ (icon?.parentElement ?? null);
    if (!words || !line) continue;
    line.hidden = key === null;
    if (key !== null) sayLine(words, key);
  }
  const help = document.getElementById("keys-help");
  if (help) sayLine(help, keysHelpKey(view));
}
