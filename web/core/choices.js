// What the New game dialog offers for the rules, as plain data built from the engine's description
// of its games (core/games.js): the games by name (the default first), the player counts the chosen
// game takes, and one row per option of that game, with its words (the i18n key stem the engine
// gives), its choices and the rule it cites. dialogs/newgame.js draws these rows (dialogs/rows.js)
// and reads them back, and the rules card (aids/rules.js) says the options of the game on the
// table from them; no DOM here, so the unit tests read what is offered for each game.

import { t } from "../i18n/i18n.js";
import { chosenRules, gameOf, games, shownChoice } from "./games.js";

/**
 * @typedef {import("../core/games.js").GameDescription} GameDescription
 * @typedef {import("../core/games.js").GameOption} GameOption
 * @typedef {import("../core/games.js").ChosenRules} ChosenRules
 * @typedef {import("../core/games.js").Choice} Choice
 * @typedef {{value: string, text: string, small?: string}} Offered  one pill: its radio's value, its words
 * @typedef {{name: string, rule: string, label: string, check: boolean, choices: Offered[], chosen: string,
 *   note: string}} OptionRow  one option's row: a box to tick (on/off) or pills
 * @typedef {{games: Offered[], preset: string, lead: string, legend: string, players: number[],
 *   options: OptionRow[], rules: ChosenRules}} Offer  the whole rules part of the dialog
 */

/** A key's words, or "" where no language has them. @param {string} key @param {Record<string, unknown>} [params] */
function wordsOr(key, params) {
  const words = t(key, params);
  return words === key ? "" : words;
}

/** The words of one choice: its own (`<words>.<value>`) where the tables have them, else the
 * value as shown (points in display points).
 * @param {GameDescription} game @param {GameOption} option @param {Choice} choice */
function choiceWords(game, option, choice) {
  return wordsOr(`${option.words}.${String(choice)}`) || String(shownChoice(game, choice));
}

/** An on/off option is a box to tick; any other, a row of pills. @param {GameOption} option */
function isCheck(option) {
  return option.choices.length === 2 && option.choices.every((c) => typeof c === "boolean");
}

/** What a choice means, said under the rows (`<words>.note.<value>`, else `<words>.note`), or "".
 * @param {GameDescription} game @param {GameOption} option @param {Choice} chosen */
function noteOf(game, option, chosen) {
  const shown = shownChoice(game, chosen);
  const own = `${option.words}.note.${String(chosen)}`;
  if (t(own) !== own) return t(own);
  return isCheck(option) ? "" : wordsOr(`${option.words}.note`, { value: shown });
}

/** One option's row as offered, on the choice the rules made.
 * @param {GameDescription} game @param {GameOption} option @param {ChosenRules} rules
 * @returns {OptionRow} */
function optionRow(game, option, rules) {
  const chosen = rules[option.name];
  const usual = wordsOr(`${game.words}.default`);
  return {
    name: option.name,
    rule: option.rule,
    label: t(`${option.words}.name`),
    check: isCheck(option),
    choices: option.choices.map((choice) => ({
      value: String(shownChoice(game, choice)),
      text: choiceWords(game, option, choice),
      small: choice === option.default && !isCheck(option) ? usual : "",
    })),
    chosen: String(shownChoice(game, chosen)),
    note: noteOf(game, option, chosen),
  };
}

/**
 * What the dialog offers for rules wished (kept, linked or on screen): every game, and the wished
 * game's player counts and options set to the wish where offered, else to the game's defaults.
 * Null before the engine's table is known.
 * @param {import("../core/games.js").RulesWish} wish
 * @returns {Offer | null}
 */
export function offerOf(wish) {
  const rules = chosenRules(wish);
  const game = rules ? gameOf(rules.preset) : null;
  if (!rules || !game) return null;
  return {
    games: games().map((g) => ({ value: g.preset, text: t(`${g.words}.name`) })),
    preset: game.preset,
    lead: t(`${game.words}.lead`),
    legend: t(`${game.words}.options`),
    players: game.players,
    options: game.options.map((option) => optionRow(game, option, rules)),
    rules,
  };
}

/**
 * The rules a form's values choose: the game picked, and each of its options by the value its row
 * carries (a tick box's "true"/"false", a pill's shown value); anything else is the game's default.
 * @param {string | undefined} preset @param {(name: string) => string | undefined} valueOf
 * @returns {ChosenRules | null}
 */
export function rulesOfForm(preset, valueOf) {
  const game = gameOf(preset);
  if (!game) return null;
  /** @type {Record<string, unknown>} */
  const wish = { preset: game.preset };
  for (const option of game.options) {
    const value = valueOf(option.name);
    wish[option.name] = option.choices.find((c) => String(shownChoice(game, c)) === value);
  }
  return chosenRules(wish);
}

/** The words of the choice an option's row made: "on"/"off" for a box, else its pill's words.
 * @param {OptionRow} row */
export function chosenText(row) {
  if (row.check) return t(row.chosen === "true" ? "aids.rules.on" : "aids.rules.off");
  return row.choices.find((c) => c.value === row.chosen)?.text ?? row.chosen;
}

/** A table's rules in a line of words: the game's name and each option with its choice
 * ("Partnership dominoes · Play to: 100 · Capicúa bonus: none"); "" before the engine's table is
 * known. @param {import("./types.js").Rules | ChosenRules | null | undefined} rules */
export function rulesSaid(rules) {
  const offer = offerOf(rules);
  if (!offer) return "";
  const name = offer.games.find((g) => g.value === offer.preset)?.text ?? offer.preset;
  return [name, ...offer.options.map((row) => `${row.label}: ${chosenText(row)}`)].join(" · ");
}
