// The "New game" dialog: 2, 3 or 4 players, each computer player's level, and the house rules
// (the target and Muggins). The levels and the rules' choices are the engine's (hello, table.js):
// their rows appear once the table is known. Over a game it opens on that game's setup (the
// engine's answer in the store), so the same table again is one click away; with no game, on the
// last choice made on this device.

import { t } from "../i18n/i18n.js";
import {
  LEVELS,
  chosenRules,
  defaultLevel,
  defaultRules,
  mugginsChoices,
  onTable,
  playerRange,
  table,
  targetChoices,
} from "../core/table.js";
import { seatName } from "../i18n/text.js";
import { $ } from "../core/dom.js";
import { KEYS, storage } from "../persist/storage.js";
import { store } from "../core/store.js";

function loadSetup() {
  try {
    const saved = JSON.parse(storage.get(KEYS.setup) || "null");
    if (saved && Number.isInteger(saved.players) && Array.isArray(saved.levels)) {
      const rules = saved.rules && typeof saved.rules === "object" ? saved.rules : {};
      return { players: saved.players, levels: saved.levels, rules };
    }
  } catch {
    // the stored text may be junk; the defaults do
  }
  return { players: null, levels: [], rules: {} };
}

/** The house rules the person chose last time ({target, muggins}, unchecked wishes). */
export function rememberedRules() {
  return loadSetup().rules;
}

/** The setup of the game on the table (players, each computer seat's level, the house rules), as
 * the engine's last answer gives it; null with no game. */
function currentSetup() {
  const session = store.get().session;
  if (!session) return null;
  const { view, human, levels } = session;
  const seats = Array.from({ length: view.players - 1 }, (_, k) => levels?.[(human + k + 1) % view.players] ?? null);
  return { players: view.players, levels: seats, rules: { target: view.target, muggins: Boolean(view.rules?.muggins) } };
}

function saveSetup(setup) {
  storage.set(KEYS.setup, JSON.stringify(setup)); // not being able to remember is no reason to stop the game
}

function segmented(name, options, chosen) {
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

/** A computer seat's name in the dialog; at four, whether it is the partner or an opponent. */
function seatLabel(seat, players) {
  const name = seatName(seat, players);
  return players === 4 ? t(seat === 2 ? "newgame.partnerSeat" : "newgame.opponentSeat", { name }) : name;
}

/** The New game dialog (static markup in index.html): its rows follow the engine's table and the
 * player count; a choice is remembered on this device. */
class NewGameDialog {
  #onStart;
  #canCancel;
  #dialog;
  #form;
  #levelsBox;
  #rulesBox;
  #remembered = loadSetup();
  /** What the dialog opens on: the game on the table's setup, else the remembered one. */
  #wished = this.#remembered;

  constructor({ onStart, canCancel }) {
    this.#onStart = onStart;
    this.#canCancel = canCancel;
    this.#dialog = /** @type {HTMLDialogElement} */ ($("newgame"));
    this.#form = /** @type {HTMLFormElement} */ ($("newgame-form"));
    this.#levelsBox = $("newgame-levels");
    this.#rulesBox = $("newgame-rules");
    this.#form.addEventListener("change", (e) => {
      const field = /** @type {HTMLInputElement} */ (e.target);
      if (field.name === "players") this.#renderLevels();
      if (field.name === "target" || field.name === "muggins") this.#renderRulesNote();
    });
    this.#form.addEventListener("submit", (e) => {
      e.preventDefault();
      this.#start();
    });
    this.#cancelButton.addEventListener("click", () => {
      if (this.#canCancel()) this.#dialog.close();
    });
    // Escape closes a modal dialog; with no game behind it there is nothing to go back to.
    this.#dialog.addEventListener("cancel", (e) => {
      if (!this.#canCancel()) e.preventDefault();
    });
    // The engine's table arrived (or changed): the rows follow it, choices kept.
    onTable(() => {
      if (this.#dialog.open) this.#render();
    });
  }

  get #cancelButton() {
    return /** @type {HTMLElement} */ (this.#form.querySelector('[data-action="cancel-new-game"]'));
  }

  #chosenPlayers() {
    return Number(/** @type {RadioNodeList} */ (this.#form.elements.namedItem("players")).value) || 2;
  }

  /** The level chosen on screen for a seat (undefined before its row is drawn). */
  #chosenLevel(seat) {
    return /** @type {HTMLInputElement} */ (this.#form.querySelector(`input[name="level-${seat}"]:checked`))?.value;
  }

  /** One row of levels per computer seat; a change of player count keeps what is chosen. */
  #renderLevels() {
    const players = this.#chosenPlayers();
    const current = [1, 2, 3].map((seat) => this.#chosenLevel(seat));
    this.#levelsBox.querySelectorAll(".level-row").forEach((n) => n.remove());
    this.#levelsBox.hidden = !table();
    for (let seat = 1; seat < players && table(); seat++) {
      const wished = current[seat - 1] || this.#wished.levels[seat - 1];
      const chosen = LEVELS.includes(wished) ? wished : defaultLevel();
      const options = LEVELS.map((level) => ({ value: level, text: t(`level.${level}`) }));
      this.#levelsBox.append(row(`level-name-${seat}`, seatLabel(seat, players), segmented(`level-${seat}`, options, chosen)));
    }
    $("newgame-note").textContent = players === 4 ? t("newgame.notePartners") : t("newgame.noteAlone");
  }

  /** The house rules as the form shows them (or as remembered, before the table is known). */
  #formRules() {
    const checked = (name) =>
      /** @type {HTMLInputElement} */ (this.#form.querySelector(`input[name="${name}"]:checked`))?.value;
    const target = checked("target");
    const muggins = checked("muggins");
    return {
      target: target !== undefined ? Number(target) : this.#wished.rules.target,
      muggins: muggins !== undefined ? muggins === "true" : this.#wished.rules.muggins,
    };
  }

  /** The target and Muggins rows, with a note on what the choice means. */
  #renderRules() {
    const wished = this.#formRules(); // before the rows go: a redraw keeps the choices
    this.#rulesBox.querySelectorAll(".level-row, .newgame-rules-note").forEach((n) => n.remove());
    this.#rulesBox.hidden = !table();
    if (!table()) return;
    const chosen = chosenRules(wished);
    const sheet = defaultRules();
    const targets = targetChoices().map((c) => ({
      value: c.raw,
      text: String(c.display),
      small: c.raw === sheet.target ? t("newgame.sheet") : "",
    }));
    this.#rulesBox.append(row("rules-target-name", t("newgame.target"), segmented("target", targets, chosen.target)));
    const muggins = mugginsChoices().map((on) => ({
      value: on,
      text: t(on ? "newgame.mugginsOn" : "newgame.mugginsOff"),
    }));
    this.#rulesBox.append(row("rules-muggins-name", t("newgame.muggins"), segmented("muggins", muggins, chosen.muggins)));
    const note = document.createElement("p");
    note.className = "newgame-rules-note";
    note.id = "newgame-rules-note";
    this.#rulesBox.append(note);
    this.#renderRulesNote();
  }

  #renderRulesNote() {
    const note = $("newgame-rules-note");
    if (!note || !table()) return;
    const chosen = chosenRules(this.#formRules());
    const display = targetChoices().find((c) => c.raw === chosen.target)?.display;
    const words = [t("newgame.targetNote", { target: display })];
    if (chosen.muggins) words.push(t("newgame.mugginsNote"));
    note.textContent = words.join(" ");
  }

  #render() {
    this.#renderLevels();
    this.#renderRules();
  }

  /** Deal: remember the choice (levels of seats not in this game too) and hand it on. */
  #start() {
    const players = this.#chosenPlayers();
    const levels = [];
    for (let seat = 1; seat < players; seat++) {
      levels.push(this.#chosenLevel(seat) || this.#wished.levels[seat - 1] || null);
    }
    const rules = this.#formRules();
    this.#remembered = { players, levels: [...levels, ...this.#remembered.levels.slice(levels.length)], rules };
    saveSetup(this.#remembered);
    this.#dialog.close();
    this.#onStart({ players, levels, rules });
  }

  /** Open the dialog; modal=false leaves the table usable behind it (first visit, while loading). */
  open({ modal = true } = {}) {
    this.#remembered = loadSetup();
    const current = currentSetup();
    // The game in play says its seats; the last choice fills the seats it does not have.
    this.#wished = current
      ? { ...current, levels: [...current.levels, ...this.#remembered.levels.slice(current.levels.length)] }
      : this.#remembered;
    const want = this.#wished.players ?? playerRange()?.default;
    const players = /** @type {HTMLInputElement} */ (this.#form.querySelector(`input[name="players"][value="${want}"]`));
    if (players) players.checked = true;
    this.#levelsBox.querySelectorAll(".level-row").forEach((n) => n.remove());
    this.#rulesBox.querySelectorAll(".level-row").forEach((n) => n.remove());
    this.#render();
    this.#cancelButton.hidden = !this.#canCancel();
    if (this.#dialog.open) this.#dialog.close();
    if (modal) this.#dialog.showModal();
    else this.#dialog.show();
    /** @type {HTMLElement} */ (this.#form.querySelector('[data-action="start-game"]')).focus();
  }

  close() {
    if (this.#dialog.open) this.#dialog.close();
  }

  get isOpen() {
    return this.#dialog.open;
  }

  /** After a change of language: the rows again in the new words, choices kept. */
  retranslate() {
    if (this.#dialog.open) this.#render();
  }
}

/**
 * Wire the dialog. onStart({players, levels, rules}) receives one level per computer seat (seats
 * 1..n-1) and the house rules {target (raw), muggins}; before the engine's table is known the
 * levels and rules are the remembered wishes, which the startGame command checks against the table.
 * canCancel() tells whether there is a game to go back to. Returns {open, close, isOpen, retranslate}.
 */
export function setupNewGameDialog({ onStart, canCancel }) {
  return new NewGameDialog({ onStart, canCancel });
}
