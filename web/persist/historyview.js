// The match history's panel: the games kept (history.js) of one game of the family (gamechoice.js:
// the one the statistics show, else the game on the table or last played, with a row to see the
// others' that have games kept), newest first, each a button; the one
// chosen is drawn as a chart of the sides' scores round by round and where each round's points
// came from (charts.js), and while its record is kept (replays.js) it can be replayed move by move.
// Opened by any [data-action="history"] button (the statistics panel has one); the history can be
// saved as a file and such a file read back in.

import { onAction } from "../core/actions.js";
import { store } from "../core/store.js";
import { button, make, makeDialog } from "../core/dom.js";
import { language, onLanguageChange, t } from "../i18n/i18n.js";
import { sideName } from "../i18n/text.js";
import { gameChart, sideKey, signed } from "./charts.js";
import { FORMAT, MAX_GAMES, gameOfKept, gamesOf, historyFile, importHistory, readHistory } from "./history.js";
import { gameRow, lookAt, lookedAt } from "./gamechoice.js";
import { MAX_REPLAYS, recordOf } from "./replays.js";
import { downloadText } from "./download.js";
import { parseKept } from "../core/kept.js";

const MAX_FILE_BYTES = 4_000_000;

/** @typedef {import("./history.js").HistoryGame} HistoryGame */
/** @typedef {import("../core/dom.js").AidDialog} AidDialog */

/**
 * Each side's name: a seat's, or with four players a partnership's, named as the table named them
 * then: from the game's own seats (text.js's helpers, given them).
 * @param {HistoryGame} game
 */
function sideNames(game) {
  return game.scores.map((_, side) => sideName(side, game.players, game.human, game.seats));
}

/**
 * A game's date and time in the page's language.
 * @param {Pick<HistoryGame, "ended_at">} game
 */
export function when(game, withTime = true) {
  const options = withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" };
  return new Date(game.ended_at).toLocaleString(language(), /** @type {Intl.DateTimeFormatOptions} */ (options));
}

/**
 * The game in one line: when, each side's final score, who won, how many rounds.
 * @param {HistoryGame} game
 */
function gameLine(game) {
  const names = sideNames(game);
  const scores = names.map((name, side) => `${name} ${signed(game.scores[side])}`).join(" – ");
  const winner = game.winner === null ? t("history.noWinner") : t("history.winner", { name: names[game.winner] });
  return `${when(game)} · ${scores} · ${winner} · ${t("history.rounds", { n: game.rounds.length })}`;
}

/** @type {AidDialog | null} */
let panel = null; // {dialog, body, retitle}
/** @type {string | null} */
let chosen = null; // the id of the game drawn
/** @type {(() => string) | null} */
let message = null; // what the last import or export said: () => words

function tools() {
  const row = make("div", "history-tools");
  const file = make("input");
  file.type = "file";
  file.accept = ".json,application/json";
  file.hidden = true;
  file.dataset.history = "file";
  file.setAttribute("aria-label", t("history.import"));
  file.addEventListener("change", () => {
    const picked = file.files?.[0];
    file.value = "";
    if (picked) readFile(picked);
  });
  row.append(
    button("history-export", t("history.export"), "btn"),
    button("history-import", t("history.import"), "btn"),
    file,
  );
  return row;
}

/** @param {HistoryGame[]} games */
function list(games) {
  const ol = make("ol", "history-list");
  for (const game of [...games].reverse()) {
    const li = make("li");
    const b = button("history-game", gameLine(game), "btn btn-quiet history-game");
    b.dataset.game = game.id;
    b.setAttribute("aria-pressed", String(game.id === chosen));
    li.append(b);
    ol.append(li);
  }
  return ol;
}

/** The game replayed move by move (the move log's replay opens over this panel) and its deals
 * played again (the what-if dialog's), while its record is kept (replays.js: the newest games');
 * else why not.
 * @param {HistoryGame} game
 */
function replayRow(game) {
  const row = make("div", "history-replay");
  if (recordOf(game.id) === null)
    row.append(make("p", "history-replay-gone", t("history.replayGone", { n: MAX_REPLAYS })));
  else {
    const replay = button("history-replay", t("history.replay"), "btn");
    const again = button("history-again", t("whatif.again"), "btn");
    replay.dataset.game = game.id;
    again.dataset.game = game.id;
    row.append(replay, again);
    if (game.seats.filter((seat) => seat.kind === "person").length === 1) {
      const challenge = button("history-challenge", t("challenge.button"), "btn");
      challenge.dataset.game = game.id;
      row.append(challenge);
    }
  }
  return row;
}

/** @param {HistoryGame} game */
function chart(game) {
  const box = make("section", "history-chosen");
  box.dataset.game = game.id;
  box.append(make("h3", "history-chosen-title", gameLine(game)));
  const legend = make("p", "history-legend", t(game.muggins ? "history.legendMuggins" : "history.legend"));
  box.append(sideKey(sideNames(game)), gameChart(game, sideNames(game)), legend, replayRow(game));
  return box;
}

function render() {
  if (!panel) return; // drawn only once opened
  const kept = readHistory().games;
  const games = gamesOf(kept, lookedAt());
  const { body } = panel;
  panel.retitle("history.title");
  body.replaceChildren(make("p", "history-lead", t("history.lead", { n: games.length, max: MAX_GAMES })), tools());
  body.append(...gameRow("history-of", (presets) => presets.filter((p) => kept.some((g) => gameOfKept(g) === p))));
  if (message) body.append(Object.assign(make("p", "history-message", message()), { role: "status" }));
  if (!games.length) {
    body.append(make("p", "history-empty", t("history.none")));
    return;
  }
  const game = games.find((g) => g.id === chosen) ?? games[games.length - 1];
  chosen = game.id;
  body.append(chart(game), make("h3", "history-list-title", t("history.games")), list(games));
}

/** @param {File} picked */
async function readFile(picked) {
  /** @type {ReturnType<typeof importHistory>} */
  let result;
  if (picked.size > MAX_FILE_BYTES) result = { refused: "size" };
  else {
    const parsed = parseKept(await picked.text().catch(() => "")); // a file unread is no JSON
    result = parsed.field === null ? importHistory(parsed.value) : { refused: parsed.field };
  }
  const { refused, added } = result;
  message = refused ? () => t("history.importRefused", { field: refused }) : () => t("history.imported", { n: added });
  render();
}

function exportFile() {
  const data = historyFile();
  const day = new Date().toISOString().slice(0, 10);
  downloadText(`${JSON.stringify(data)}\n`, `${FORMAT}-${day}.json`);
  message = () => t("history.exported", { n: data.games.length });
  render();
}

function openHistory() {
  const opened = (panel ??= makeDialog("history", "history.title", "history-dialog"));
  message = null;
  render();
  if (!opened.dialog.open) opened.dialog.showModal();
  /** @type {HTMLElement} */ (opened.body.querySelector(".chart-picture, [data-action='history-export']"))?.focus();
}

/** The match history's panel wired, once, by the page's entry (app.js): its buttons, a change of
 * language, a new game that it gives way to; an unreadable history is reported as the page starts. */
export function installHistoryView() {
  onAction("history", () => openHistory());
  onAction("history-export", () => exportFile());
  onAction("history-import", () =>
    /** @type {HTMLInputElement | undefined} */ (panel?.body.querySelector("[data-history='file']"))?.click(),
  );
  onAction("history-of", (control) => {
    lookAt(control);
    render();
    /** @type {HTMLElement | undefined} */ (panel?.body.querySelector(".game-choice [aria-pressed='true']"))?.focus();
  });
  onAction("history-game", (control) => {
    chosen = control.dataset.game ?? null;
    render();
    /** @type {HTMLElement | undefined} */ (panel?.body.querySelector(".chart-picture"))?.focus();
  });
  onLanguageChange(() => {
    if (panel?.dialog.open) render();
  });
  // A new game or line started from over the panel (the replay's "Play from here") is played on the
  // table: the panel gives way.
  store.subscribe((s, before) => {
    if (s.gen !== before.gen && panel?.dialog.open) panel.dialog.close();
  });

  // An unreadable history is reported as the page starts (and kept aside), not first when the panel opens.
  setTimeout(() => readHistory(), 0);
}
