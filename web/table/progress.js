// The engine's loading on the felt and in the New game dialog (which may cover the felt): the
// worker names its stages; unknown names are shown as they come. While Pyodide's files come
// ("pyodide" with the bytes), the bar is their share received; then Python starts.

import { $ } from "../core/dom.js";
import { language, t } from "../i18n/i18n.js";

/** @typedef {{received: number, expected: number}} Loaded  the bytes of the engine's files so far */

const STAGES = ["pyodide", "python", "engine", "ready"];
/** The bar's width at each stage after the downloads (they fill it to DOWNLOADED).
 * @type {Record<string, number>} */
const WIDTHS = { python: 88, engine: 95, ready: 100 };
const DOWNLOADED = 85;
/** How many stages the bar has shown: an unknown stage's width grows with it (a cache of what was
 * drawn, this component's own). */
let stagesSeen = 0;

/** The bytes counted toward the bar, while Pyodide's files come.
 * @param {string} stage @param {Loaded | null} loaded */
function counted(stage, loaded) {
  return stage === "pyodide" && loaded !== null && loaded.expected > 0 ? loaded : null;
}

/** Show a loading stage; `changed`: it is another stage than the one shown before.
 * @param {string} stage
 * @param {Loaded | null} loaded
 * @param {boolean} changed */
export function showProgress(stage, loaded, changed) {
  if (changed) stagesSeen += 1;
  const counting = counted(stage, loaded);
  const share = counting ? Math.min(1, counting.received / counting.expected) : 0;
  const width = counting ? 5 + share * (DOWNLOADED - 5) : (WIDTHS[stage] ?? Math.min(90, 15 + stagesSeen * 20));
  const text = stageText(stage, counting);
  for (const prefix of ["loading", "newgame-loading"]) {
    $(`${prefix}-stage`).textContent = text;
    $(`${prefix}-fill`).style.width = `${Math.round(width)}%`;
  }
}

/** Megabytes with one decimal, as the page's language writes them.
 * @param {number} bytes */
function megabytes(bytes) {
  return (bytes / 1e6).toLocaleString(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** @param {string} stage @param {Loaded | null} loaded */
function stageText(stage, loaded) {
  if (loaded)
    return t("stage.download", { received: megabytes(loaded.received), expected: megabytes(loaded.expected) });
  return STAGES.includes(stage) ? t(`stage.${stage}`) : t("stage.other", { stage });
}

/** After a change of language: the loading stage shown (the state's) again in the new words.
 * @param {string | null} stage @param {Loaded | null} loaded */
export function retranslateProgress(stage, loaded) {
  if (stage === null) return;
  for (const prefix of ["loading", "newgame-loading"]) {
    $(`${prefix}-stage`).textContent = stageText(stage, counted(stage, loaded));
  }
}

export function hideProgress() {
  $("loading").hidden = true;
  $("newgame-loading").hidden = true;
}
