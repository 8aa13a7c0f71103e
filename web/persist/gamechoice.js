// Which game of the family the statistics and the match history panels show (their records are
// kept per game, never mixed: stats.js, history.js): the game chosen in a panel, else the game on
// the table, else the last one played (the match history's newest), else the engine's default.
// Both panels show the same game, so the match history opened from the statistics stays on it.
// When more than one game has records, a row of buttons names each (its words from the engine's
// description, `<words>.name`) so the others can be seen; only games with records are offered,
// with the one shown. This module draws that row and keeps the choice; it names no game.

import { store } from "../core/store.js";
import { button, make } from "../core/dom.js";
import { defaultPreset, gameOf, games } from "../core/games.js";
import { t } from "../i18n/i18n.js";
import { gameOfKept, readHistory } from "./history.js";

/** @type {string | null} the game chosen in a panel since the statistics were opened */
let chosen = null;

/** The game the panels show now (the engine's preset), or null before the table is known. */
export function lookedAt() {
  const onTable = store.get().session?.view.game?.preset;
  const newest = readHistory().games.at(-1);
  return chosen ?? onTable ?? (newest ? gameOfKept(newest) : null) ?? defaultPreset();
}

/** Look at the game of the table again (the statistics panel opened). */
export function lookAtTable() {
  chosen = null;
}

/** Show the game of a pressed button of the row (`data-preset`) from now on.
 * @param {HTMLElement} control */
export function lookAt(control) {
  const preset = control.dataset.preset;
  if (gameOf(preset)?.preset === preset) chosen = preset ?? null;
}

/**
 * The row of games to choose from: those of `recorded` (the engine's presets with records, by a
 * panel's test) and the one shown, in the engine's order, each a button of `action`; none when
 * there is only the one shown.
 * @param {string} action @param {(presets: string[]) => string[]} recorded
 * @returns {HTMLElement[]}
 */
export function gameRow(action, recorded) {
  const shown = lookedAt();
  const all = games().map((g) => g.preset);
  const offered = new Set([...recorded(all), shown]);
  const listed = games().filter((g) => offered.has(g.preset));
  if (listed.length < 2) return [];
  const row = make("div", "game-choice");
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", t("stats.game"));
  for (const game of listed) {
    const b = button(action, t(`${game.words}.name`), "btn btn-quiet game-choice-game");
    b.dataset.preset = game.preset;
    b.setAttribute("aria-pressed", String(game.preset === shown));
    row.append(b);
  }
  return [row];
}
