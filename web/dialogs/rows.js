// The New game dialog's rows, built afresh from the engine's table: a segmented choice (radio
// buttons as pills), the player counts of the chosen game, a game's option as a labelled row of
// pills or a box to tick (as core/choices.js offers it, citing its rule), and one seat's row (person,
// friend or computer, then a name or a level). The dialog (newgame.js) places them and reads them
// back.

import { t } from "../i18n/i18n.js";
import { LEVELS, NAME_LIMIT, defaultLevel } from "../core/table.js";

/**
 * @typedef {{kind: string, name?: string | null, level?: string | null, remote?: boolean}} SeatWish
 *   a seat as wished ("person", "friend", "computer") or remembered: unchecked until the engine's
 *   table reads it (core/table.js chosenSeats)
 * @typedef {{value: string | number, text: string, small?: string}} Option  one choice of a segmented row
 */

/** What a seat can be: a person here, a friend on their own device, a computer. */
const KINDS = ["person", "friend", "computer"];

/** @param {string} name @param {Option[]} options @param {string | number | null | undefined} chosen */
export function segmented(name, options, chosen) {
  const seg = document.createElement("span");
  seg.className = "segmented";
  for (const { value, text, small } of options) {
    const opt = document.createElement("label");
    const input = document.createElement("input");
    input.type = "radio";
    input.name = name;
    input.value = String(value);
    input.checked = String(value) === String(chosen);
    const words = document.createElement("span");
    words.textContent = text;
    if (small) {
      const tag = document.createElement("small");
      tag.textContent = ` ${small}`;
      words.append(tag);
    }
    opt.append(input, words);
    seg.append(opt);
  }
  return seg;
}

/** The rule an option cites, small after its words ("H1", "PB9"). @param {string} rule */
function ruleTag(rule) {
  const tag = document.createElement("small");
  tag.className = "rule-ref";
  tag.textContent = ` ${rule}`;
  return tag;
}

/** An on/off option as one box to tick, its words and the rule it cites.
 * @param {import("../core/choices.js").OptionRow} option */
export function checkBox(option) {
  const label = document.createElement("label");
  label.className = "check";
  label.dataset.option = option.name;
  label.dataset.rule = option.rule;
  const input = document.createElement("input");
  input.type = "checkbox";
  input.name = option.name;
  input.checked = option.chosen === "true";
  const words = document.createElement("span");
  words.textContent = option.label;
  words.append(ruleTag(option.rule));
  label.append(input, words);
  return label;
}

/** An option with several choices as a labelled row of pills, citing its rule.
 * @param {import("../core/choices.js").OptionRow} option */
export function optionRow(option) {
  const line = row(`rules-${option.name}-name`, option.label, segmented(option.name, option.choices, option.chosen));
  line.dataset.option = option.name;
  line.dataset.rule = option.rule;
  line.querySelector(".level-name")?.append(ruleTag(option.rule));
  return line;
}

/** The player counts a game takes as pills; four play as partners (said beside it).
 * @param {number[]} counts @param {number} chosen */
export function playerChoices(counts, chosen) {
  const options = counts.map((n) => ({ value: n, text: String(n), small: n === 4 ? t("newgame.partners") : "" }));
  return segmented("players", options, chosen);
}

/** @param {string} id @param {string} labelText @param {HTMLElement} seg */
function row(id, labelText, seg) {
  const line = document.createElement("div");
  line.className = "level-row";
  line.setAttribute("role", "radiogroup");
  const label = document.createElement("span");
  label.className = "level-name";
  label.id = id;
  label.textContent = labelText;
  line.setAttribute("aria-labelledby", id);
  line.append(label, seg);
  return line;
}

/** A seat's label in the dialog: "Seat 1"; at four, with its partnership ("Seat 1 · pair A").
 * @param {number} seat @param {number} players */
function seatLabel(seat, players) {
  const n = seat + 1;
  return players === 4 ? t("newgame.seatPair", { n, pair: seat % 2 === 0 ? "A" : "B" }) : t("newgame.seat", { n });
}

/** A person's name field.
 * @param {number} seat @param {string | null | undefined} value */
function nameField(seat, value) {
  const input = document.createElement("input");
  input.type = "text";
  input.name = `name-${seat}`;
  input.className = "seat-name-field";
  input.maxLength = NAME_LIMIT;
  input.autocomplete = "off";
  input.value = value ?? "";
  input.placeholder = t("newgame.namePlaceholder");
  input.setAttribute("aria-label", t("newgame.nameOf", { n: seat + 1 }));
  return input;
}

/** One seat's row: person or computer, then the person's name or the computer's level.
 * @param {number} seat @param {number} players @param {SeatWish | undefined} wish */
export function seatRow(seat, players, wish) {
  const kind = wish?.kind === "person" || wish?.kind === "friend" ? wish.kind : "computer";
  const line = document.createElement("div");
  line.className = "seat-row";
  line.dataset.seat = String(seat);
  line.setAttribute("role", "group");
  line.setAttribute("aria-labelledby", `seat-label-${seat}`);
  const label = document.createElement("span");
  label.className = "level-name";
  label.id = `seat-label-${seat}`;
  label.textContent = seatLabel(seat, players);
  // A friend plays from their own device: the game is hosted here and they join by invitation.
  const kinds = KINDS.map((value) => ({ value, text: t(`newgame.kind.${value}`) }));
  const kindChoice = segmented(`kind-${seat}`, kinds, kind);
  kindChoice.setAttribute("role", "radiogroup");
  kindChoice.setAttribute("aria-labelledby", `seat-label-${seat}`);
  const name = nameField(seat, wish?.name);
  const level = wish?.level && LEVELS.includes(wish.level) ? wish.level : defaultLevel();
  const options = LEVELS.map((/** @type {string} */ l) => ({ value: l, text: t(`level.${l}`) }));
  const levels = segmented(`level-${seat}`, options, level);
  levels.classList.add("seat-levels");
  levels.setAttribute("role", "radiogroup");
  levels.setAttribute("aria-label", t("newgame.levelOf", { n: seat + 1 }));
  name.hidden = kind === "computer";
  levels.hidden = kind !== "computer";
  const choice = document.createElement("div");
  choice.className = "seat-choice";
  choice.append(name, levels);
  line.append(label, kindChoice, choice);
  return line;
}
