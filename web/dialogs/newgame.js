// The "New game" dialog: 2, 3 or 4 players, each computer player's level, and the house rules
// (the target and Muggins). The levels and the rules' choices are the engine's (hello, table.js):
// their rows appear once the table is known. It remembers the last choice on this device so a
// second game is one click away.

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

/**
 * Wire the dialog. onStart({players, levels, rules}) receives one level per computer seat (seats
 * 1..n-1) and the house rules {target (raw), muggins}; before the engine's table is known the
 * levels and rules are the remembered wishes, which the controller checks against the table.
 * canCancel() tells whether there is a game to go back to.
 */
export function setupNewGameDialog({ onStart, canCancel }) {
  const dialog = /** @type {HTMLDialogElement} */ ($("newgame"));
  const form = /** @type {HTMLFormElement} */ ($("newgame-form"));
  const levelsBox = $("newgame-levels");
  const rulesBox = $("newgame-rules");
  let remembered = loadSetup();

  function chosenPlayers() {
    return Number(/** @type {RadioNodeList} */ (form.elements.namedItem("players")).value) || 2;
  }

  function renderLevels() {
    const players = chosenPlayers();
    // Keep what is already chosen on screen when the player count changes.
    const current = [1, 2, 3].map(
      (seat) => /** @type {HTMLInputElement} */ (form.querySelector(`input[name="level-${seat}"]:checked`))?.value,
    );
    levelsBox.querySelectorAll(".level-row").forEach((n) => n.remove());
    levelsBox.hidden = !table();
    for (let seat = 1; seat < players && table(); seat++) {
      const name = seatName(seat, players);
      const text =
        players === 4 ? t(seat === 2 ? "newgame.partnerSeat" : "newgame.opponentSeat", { name }) : name;
      const wished = current[seat - 1] || remembered.levels[seat - 1];
      const chosen = LEVELS.includes(wished) ? wished : defaultLevel();
      const options = LEVELS.map((level) => ({ value: level, text: t(`level.${level}`) }));
      levelsBox.append(row(`level-name-${seat}`, text, segmented(`level-${seat}`, options, chosen)));
    }
    $("newgame-note").textContent = players === 4 ? t("newgame.notePartners") : t("newgame.noteAlone");
  }

  /** The house rules as the form shows them (or as remembered, before the table is known). */
  function formRules() {
    const target = /** @type {HTMLInputElement} */ (form.querySelector('input[name="target"]:checked'))?.value;
    const muggins = /** @type {HTMLInputElement} */ (form.querySelector('input[name="muggins"]:checked'))?.value;
    return {
      target: target !== undefined ? Number(target) : remembered.rules.target,
      muggins: muggins !== undefined ? muggins === "true" : remembered.rules.muggins,
    };
  }

  function renderRules() {
    const wished = formRules(); // before the rows go: a redraw keeps the choices
    rulesBox.querySelectorAll(".level-row, .newgame-rules-note").forEach((n) => n.remove());
    rulesBox.hidden = !table();
    if (!table()) return;
    const chosen = chosenRules(wished);
    const sheet = defaultRules();
    const targets = targetChoices().map((c) => ({
      value: c.raw,
      text: String(c.display),
      small: c.raw === sheet.target ? t("newgame.sheet") : "",
    }));
    rulesBox.append(row("rules-target-name", t("newgame.target"), segmented("target", targets, chosen.target)));
    const muggins = mugginsChoices().map((on) => ({
      value: on,
      text: t(on ? "newgame.mugginsOn" : "newgame.mugginsOff"),
    }));
    rulesBox.append(row("rules-muggins-name", t("newgame.muggins"), segmented("muggins", muggins, chosen.muggins)));
    const note = document.createElement("p");
    note.className = "newgame-rules-note";
    note.id = "newgame-rules-note";
    rulesBox.append(note);
    renderRulesNote();
  }

  function renderRulesNote() {
    const note = $("newgame-rules-note");
    if (!note || !table()) return;
    const chosen = chosenRules(formRules());
    const display = targetChoices().find((c) => c.raw === chosen.target)?.display;
    const words = [t("newgame.targetNote", { target: display })];
    if (chosen.muggins) words.push(t("newgame.mugginsNote"));
    note.textContent = words.join(" ");
  }

  function render() {
    renderLevels();
    renderRules();
  }

  form.addEventListener("change", (e) => {
    const field = /** @type {HTMLInputElement} */ (e.target);
    if (field.name === "players") renderLevels();
    if (field.name === "target" || field.name === "muggins") renderRulesNote();
  });

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const players = chosenPlayers();
    const levels = [];
    for (let seat = 1; seat < players; seat++) {
      const chosen = /** @type {HTMLInputElement} */ (form.querySelector(`input[name="level-${seat}"]:checked`))?.value;
      levels.push(chosen || remembered.levels[seat - 1] || null);
    }
    const rules = formRules();
    remembered = { players, levels: [...levels, ...remembered.levels.slice(levels.length)], rules };
    saveSetup(remembered);
    dialog.close();
    onStart({ players, levels, rules });
  });

  form.querySelector('[data-action="cancel-new-game"]').addEventListener("click", () => {
    if (canCancel()) dialog.close();
  });
  // Escape closes a modal dialog; with no game behind it there is nothing to go back to.
  dialog.addEventListener("cancel", (e) => {
    if (!canCancel()) e.preventDefault();
  });

  // The engine's table arrived (or changed): the rows follow it, choices kept.
  onTable(() => {
    if (dialog.open) render();
  });

  return {
    /** Open the dialog; modal=false leaves the table usable behind it (first visit, while loading). */
    open({ modal = true } = {}) {
      remembered = loadSetup();
      const want = remembered.players ?? playerRange()?.default;
      const players = /** @type {HTMLInputElement} */ (form.querySelector(`input[name="players"][value="${want}"]`));
      if (players) players.checked = true;
      levelsBox.querySelectorAll(".level-row").forEach((n) => n.remove());
      rulesBox.querySelectorAll(".level-row").forEach((n) => n.remove());
      render();
      /** @type {HTMLElement} */ (form.querySelector('[data-action="cancel-new-game"]')).hidden = !canCancel();
      if (dialog.open) dialog.close();
      if (modal) dialog.showModal();
      else dialog.show();
      /** @type {HTMLElement} */ (form.querySelector('[data-action="start-game"]')).focus();
    },
    close() {
      if (dialog.open) dialog.close();
    },
    get isOpen() {
      return dialog.open;
    },
    /** After a change of language: the rows again in the new words, choices kept. */
    retranslate() {
      if (dialog.open) render();
    },
  };
}
