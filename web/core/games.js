// The games of the family a table may choose, as the engine describes them (hello's
// `rules.games`, engine/rules.py describe()), and a rule set chosen among them: the page names no
// game and no option of its own. Each game gives its player counts and its options (name, choices,
// default, the i18n key stem of its words, the rule that states it); a choice the description does
// not offer (kept from an earlier visit, asked for by the address) falls back to the game's
// default, and the fallback is said (`unoffered`), never thrown.

import { table } from "./table.js";

/**
 * One choice a game offers its table (engine.rules.Option): a number is raw points, shown in the
 * game's display points; `words` is the i18n key stem of its words (`<words>.name`,
 * `<words>.<value>`).
 * @typedef {{ name: string, choices: (number | string | boolean)[], default: number | string | boolean, words: string, rule: string }} GameOption
 */

/**
 * One game of the family (engine.rules.describe()["games"]): its preset, the prefix of its rules'
 * numbers, the i18n key stem of its words, the player counts it takes, the tiles dealt per count,
 * raw points per display point, its fixed parameters, its options and its default rules.
 * @typedef {object} GameDescription
 * @property {string} preset
 * @property {string} rule
 * @property {string} words
 * @property {number[]} players
 * @property {Record<string, number>} hand_sizes
 * @property {number} raw_per_display
 * @property {Record<string, unknown>} parameters
 * @property {GameOption[]} options
 * @property {import("./types.js").Rules} default
 */

/**
 * @typedef {number | string | boolean} Choice  one value an option offers
 * @typedef {Record<string, unknown> | null | undefined} RulesWish  rules asked for: {preset, options
 *   by name, or display_target from the address}, read as possibly anything
 * @typedef {{preset: string} & Record<string, Choice>} ChosenRules  what new_game takes: the game
 *   and every one of its options
 */

/** Every game a table may choose, the engine's default first (empty before the table is known).
 * @returns {GameDescription[]} */
export function games() {
  return table()?.rules.games ?? [];
}

/** The game a preset names, else the default game (null before the table is known).
 * @param {unknown} preset */
export function gameOf(preset) {
  const all = games();
  return all.find((g) => g.preset === preset) ?? all[0] ?? null;
}

/** The engine's default game's preset (Five Up's: the game whose rules name no preset, and whose
 * saved statistics and history came before there were others); null before the table is known. */
export function defaultPreset() {
  return gameOf(null)?.preset ?? null;
}

/** Whether a saved value is a game's preset as the engine writes them (short, lowercase, hyphens),
 * the only form a storage key or a kept game is made of. @param {unknown} name
 * @returns {name is string} */
export function isPresetName(name) {
  return typeof name === "string" && /^[a-z0-9][a-z0-9-]{0,39}$/.test(name);
}

/** A raw amount of points in the game's display points (the engine's raw_per_display).
 * @param {GameDescription} game @param {number} raw */
function displayPoints(game, raw) {
  return raw / game.raw_per_display;
}

/** The value an option's choice shows and its radio carries: points in display points, any other
 * choice as it is.
 * @param {GameDescription} game @param {Choice} choice */
export function shownChoice(game, choice) {
  return typeof choice === "number" ? displayPoints(game, choice) : choice;
}

/** The choice of an option a wish asks for, by its value or (a number) its display value, or null.
 * @param {GameDescription} game @param {GameOption} option @param {unknown} value @param {boolean} shown */
function offered(game, option, value, shown) {
  const same = (/** @type {Choice} */ c) => (shown ? shownChoice(game, c) : c) === value;
  return option.choices.find(same) ?? null;
}

/** The choice a wish makes for one option: its value, or its display value from the address
 * (`display_<name>`), else null when it asks for none the game offers.
 * @param {GameDescription} game @param {GameOption} option @param {Record<string, unknown>} wish */
function wished(game, option, wish) {
  if (wish[option.name] !== undefined && wish[option.name] !== null)
    return offered(game, option, wish[option.name], false);
  const shown = wish[`display_${option.name}`];
  return shown !== undefined && shown !== null ? offered(game, option, shown, true) : undefined;
}

/**
 * The game wished and each of its options: the wish's where the game offers it, else the game's
 * default; the default game where the wish names none the engine offers (null before the table is
 * known).
 * @param {RulesWish} [wish]
 * @returns {ChosenRules | null}
 */
export function chosenRules(wish = {}) {
  const asked = wish ?? {};
  const game = gameOf(asked.preset);
  if (!game) return null;
  /** @type {ChosenRules} */
  const rules = { preset: game.preset };
  for (const option of game.options) rules[option.name] = wished(game, option, asked) ?? option.default;
  return rules;
}

/**
 * What a wish asks for that the engine does not offer, each as "name: value" (the game first), so
 * the page can say what fell back to the default; a wish that names nothing is no fallback.
 * @param {RulesWish} [wish]
 * @returns {string[]}
 */
export function unoffered(wish = {}) {
  const asked = wish ?? {};
  const game = gameOf(asked.preset);
  if (!game) return [];
  const missing = [];
  if (asked.preset !== undefined && asked.preset !== game.preset) missing.push(`preset: ${String(asked.preset)}`);
  for (const option of game.options) {
    const value = asked[option.name] ?? asked[`display_${option.name}`]; // as asked for (a display value from the address)
    if (wished(game, option, asked) === null) missing.push(`${option.name}: ${String(value)}`);
  }
  return missing;
}

/** Raw points per display point of the game rules name (a Muggins claim's step): the engine's
 * figure for that game (Five Up's where the rules name none).
 * @param {{preset?: unknown} | null | undefined} rules */
export function rawPerDisplayOf(rules) {
  return gameOf(rules?.preset)?.raw_per_display ?? null;
}

/** The display target of rules chosen (the game's target option, shown in its display points).
 * @param {ChosenRules | null} rules */
export function displayTarget(rules) {
  const game = rules ? gameOf(rules.preset) : null;
  return game && typeof rules?.target === "number" ? displayPoints(game, rules.target) : null;
}

/** @typedef {{ game?: { preset: string }, rules?: { preset?: string } } | null | undefined} ViewOfGame
 *   a view, or anything naming its game the way a view does */

/** One fixed parameter of the game a view is of (undefined before the table is known).
 * @param {ViewOfGame} view @param {string} name */
function parameterOf(view, name) {
  return gameOf(view?.game?.preset ?? view?.rules?.preset)?.parameters[name];
}

/** Whether the game a view is of scores placements during play (its description's
 * `play_scoring`); where it does not, only the hand's count scores, and the page shows no ends'
 * sum, scoring badge or preview of points, and tells a placement plainly. True before the table
 * is known.
 * @param {ViewOfGame} view */
export function scoresInPlay(view) {
  return parameterOf(view, "play_scoring") !== "none";
}

/** Whether the game a view is of has a stock to draw from (its description's `stock`); where it
 * has none, the page offers no Draw and never speaks of an empty boneyard. True before the table
 * is known.
 * @param {ViewOfGame} view */
export function hasStock(view) {
  return parameterOf(view, "stock") !== "none";
}
