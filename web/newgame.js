// The "New game" dialog: 2, 3 or 4 players and each computer player's level. It remembers the last
// choice on this device so a second game is one click away.

import { LEVELS } from "./params.js";
import { t } from "./i18n.js";
import { seatName } from "./text.js";

const KEY = "fiveup.setup";
const $ = (id) => document.getElementById(id);

function loadSetup() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) || "null");
    if (saved && [2, 3, 4].includes(saved.players) && Array.isArray(saved.levels)) return saved;
  } catch {
    // storage may be blocked or hold junk; the defaults do
  }
  return { players: 2, levels: ["normal", "normal", "normal"] };
}

function saveSetup(setup) {
  try {
    localStorage.setItem(KEY, JSON.stringify(setup));
  } catch {
    // not being able to remember is no reason to stop the game
  }
}

/**
 * Wire the dialog. onStart({players, levels}) receives one level per computer seat (seats 1..n-1).
 * canCancel() tells whether there is a game to go back to.
 */
export function setupNewGameDialog({ onStart, canCancel }) {
  const dialog = $("newgame");
  const form = $("newgame-form");
  const levelsBox = $("newgame-levels");
  let remembered = loadSetup();

  function chosenPlayers() {
    return Number(form.elements.players.value) || 2;
  }

  function renderLevels() {
    const players = chosenPlayers();
    // Keep what is already chosen on screen when the player count changes.
    const current = [1, 2, 3].map((seat) => form.querySelector(`input[name="level-${seat}"]:checked`)?.value);
    levelsBox.querySelectorAll(".level-row").forEach((n) => n.remove());
    for (let seat = 1; seat < players; seat++) {
      const row = document.createElement("div");
      row.className = "level-row";
      row.setAttribute("role", "radiogroup");
      const name = seatName(seat, players);
      const label = document.createElement("span");
      label.className = "level-name";
      label.id = `level-name-${seat}`;
      label.textContent =
        players === 4 ? t(seat === 2 ? "newgame.partnerSeat" : "newgame.opponentSeat", { name }) : name;
      row.setAttribute("aria-labelledby", label.id);
      row.append(label);
      const chosen = current[seat - 1] || remembered.levels[seat - 1] || "normal";
      const seg = document.createElement("span");
      seg.className = "segmented";
      for (const level of LEVELS) {
        const opt = document.createElement("label");
        const input = document.createElement("input");
        input.type = "radio";
        input.name = `level-${seat}`;
        input.value = level;
        input.checked = level === chosen;
        const text = document.createElement("span");
        text.textContent = t(`level.${level}`);
        opt.append(input, text);
        seg.append(opt);
      }
      row.append(seg);
      levelsBox.append(row);
    }
    $("newgame-note").textContent = players === 4 ? t("newgame.notePartners") : t("newgame.noteAlone");
  }

  form.addEventListener("change", (e) => {
    if (e.target.name === "players") renderLevels();
  });

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const players = chosenPlayers();
    const levels = [];
    for (let seat = 1; seat < players; seat++) {
      levels.push(form.querySelector(`input[name="level-${seat}"]:checked`)?.value || "normal");
    }
    remembered = { players, levels: [...levels, ...remembered.levels.slice(levels.length)] };
    saveSetup(remembered);
    dialog.close();
    onStart({ players, levels });
  });

  form.querySelector('[data-action="cancel-new-game"]').addEventListener("click", () => {
    if (canCancel()) dialog.close();
  });
  // Escape closes a modal dialog; with no game behind it there is nothing to go back to.
  dialog.addEventListener("cancel", (e) => {
    if (!canCancel()) e.preventDefault();
  });

  return {
    /** Open the dialog; modal=false leaves the table usable behind it (first visit, while loading). */
    open({ modal = true } = {}) {
      remembered = loadSetup();
      form.elements.players.value = String(remembered.players);
      levelsBox.querySelectorAll(".level-row").forEach((n) => n.remove());
      renderLevels();
      form.querySelector('[data-action="cancel-new-game"]').hidden = !canCancel();
      if (dialog.open) dialog.close();
      if (modal) dialog.showModal();
      else dialog.show();
      form.querySelector('[data-action="start-game"]').focus();
    },
    close() {
      if (dialog.open) dialog.close();
    },
    get isOpen() {
      return dialog.open;
    },
    /** After a change of language: the seat rows again in the new words, choices kept. */
    retranslate() {
      if (dialog.open) renderLevels();
    },
  };
}
