// The statistics panel: a dialog that opens from any [data-action="stats"] button and shows what
// stats.js keeps of one game of the family (gamechoice.js: the game on the table or last played,
// with a row to see the others' that have statistics): each named person's figures (when there
// are any), the one person's games by kind with their total, the best score, the streaks and the
// undos; under them each person's trend over the match history's games of that game (trend.js)
// and the button that opens the match history itself (historyview.js), on the same game. Reset
// asks first, then empties the statistics of the game shown. The panel draws itself again when the
// statistics change while it is open, and in the new words when the language changes.

import { onAction } from "../core/actions.js";
import { make } from "../core/dom.js";
import { onLanguageChange, t } from "../i18n/i18n.js";
import { storage } from "../core/storage.js";
import { gamesWithStats, onStatsChange, readStats, resetStats } from "./stats.js";
import { trendSection } from "./trend.js";
import { gameRow, lookAt, lookAtTable, lookedAt } from "./gamechoice.js";
import { defaultPreset, gameOf } from "../core/games.js";
import { onTable } from "../core/table.js";

/**
 * @typedef {import("./stats.js").Kind} Kind
 * @typedef {import("./stats.js").PersonStats} PersonStats
 * @typedef {import("./stats.js").Stats} Stats
 */

/** @type {HTMLDialogElement | null} */
let dialog = null;

/**
 * An element of the panel, which build() made before anything asks for one.
 * @param {string} selector
 */
const part = (selector) =>
  /** @type {HTMLElement} */ (/** @type {HTMLDialogElement} */ (dialog).querySelector(selector));

/** @param {string} kind */
function kindLabel(kind) {
  const [players, mix] = kind.split(":");
  const levels = mix ? mix.split("+").map((l) => t(`level.${l}`)) : [];
  return t("stats.kind", { players: Number.parseInt(players, 10), levels: levels.join(" + ") });
}

/**
 * @param {string} name
 * @param {string} label
 * @param {string} value
 */
function fact(name, label, value) {
  const row = make("div");
  row.dataset.stat = name;
  row.append(make("dt", "", label), make("dd", "", value));
  return row;
}

/** @typedef {{key: string, label: string, cells: string[], total?: boolean}} FigureRow */

/** A table with a row per entry: its heading cell, then its figures (a total row in bold);
 * `data` names the rows' attribute (`data-stats-kind`, `data-stats-person`).
 * @param {string} className @param {string[]} heads @param {FigureRow[]} rows @param {string} data */
function figures(className, heads, rows, data) {
  const table = make("table", `stats-table ${className}`);
  const head = make("tr");
  for (const key of heads) {
    const th = make("th", "", t(key));
    th.scope = "col";
    head.append(th);
  }
  const thead = make("thead");
  table.append(thead, make("tbody"));
  thead.append(head);
  for (const { key, label, cells, total } of rows) {
    const row = make("tr", total ? "stats-total" : "");
    row.dataset[data] = key;
    const name = make("th", "", label);
    name.scope = "row";
    row.append(name, ...cells.map((cell) => make("td", "", cell)));
    table.tBodies[0].append(row);
  }
  return table;
}

/** @param {number | null} score */
const best = (score) => (score === null ? "–" : String(score));

/**
 * Each named person's figures, by name.
 * @param {PersonStats[]} people
 */
function peopleTable(people) {
  const rows = [...people]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) => ({
      key: p.name,
      label: p.name,
      cells: [p.played, p.won, best(p.best_score), p.streak, p.best_streak].map(String),
    }));
  const heads = ["stats.person", "stats.played", "stats.won", "stats.best", "stats.streakNow", "stats.streakBest"];
  return figures("stats-people", heads, rows, "statsPerson");
}

/**
 * The one person's games against the computers, by kind, with their total.
 * @param {Record<string, Kind>} games
 */
function kindsTable(games) {
  const kinds = Object.keys(games).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  let played = 0;
  let won = 0;
  /** @type {FigureRow[]} */
  const rows = kinds.map((kind) => {
    played += games[kind].played;
    won += games[kind].won;
    return { key: kind, label: kindLabel(kind), cells: [String(games[kind].played), String(games[kind].won)] };
  });
  rows.push({ key: "all", label: t("stats.total"), cells: [String(played), String(won)], total: true });
  return figures("stats-kinds", ["stats.game", "stats.played", "stats.won"], rows, "statsKind");
}

/**
 * The panel's figures: the people's (when there are any), then the one person's games.
 * @param {HTMLElement} body
 * @param {Stats} stats
 */
function fillBody(body, stats) {
  const together = stats.people.length > 0;
  if (together) body.append(make("h3", "stats-heading", t("stats.people")), peopleTable(stats.people));
  const solo = Object.keys(stats.games).length > 0;
  if (together) body.append(make("h3", "stats-heading", t("stats.alone")));
  if (solo) body.append(kindsTable(stats.games));
  else body.append(make("p", "stats-empty", t(together ? "stats.noneAlone" : "stats.none")));
  const facts = make("dl", "stats-facts");
  facts.append(
    fact("best_score", t("stats.bestScore"), best(stats.best_score)),
    fact("streak", t("stats.streak"), String(stats.streak)),
    fact("best_streak", t("stats.bestStreak"), String(stats.best_streak)),
    fact("undos", t("stats.undos"), String(stats.undos)),
  );
  body.append(facts);
}

function render() {
  const game = lookedAt();
  const stats = readStats(game);
  const body = part(".stats-body");
  body.replaceChildren();
  part(".stats-title").textContent = t("stats.title");
  part('[data-stats="close"]').textContent = t("stats.close");
  const reset = part('[data-stats="reset"]');
  reset.textContent = t("stats.reset");

  if (!storage.available && storage.reason === "blocked") {
    body.append(make("p", "stats-note", t("stats.off")));
    reset.hidden = true;
    return;
  }
  // Before the engine has told which games there are (a first visit's first seconds), no set can
  // be read: "no games yet" would be wrong, and a damaged set would be said only later.
  const known = defaultPreset() !== null;
  reset.hidden = !known;
  if (!known) {
    body.append(make("p", "stats-note", t("stats.waiting")));
    return;
  }
  body.append(make("p", "stats-note", t("stats.lead")), ...gameRow("stats-of", gamesWithStats));
  fillBody(body, stats);
  body.append(trendSection(game)); // each person's trend over the match history's games of this game
  part('[data-action="history"]').textContent = t("history.open");
  if (!storage.available) body.append(make("p", "stats-note", t("stats.full")));
}

function confirmReset() {
  const box = part(".stats-confirm");
  box.replaceChildren(
    make("p", "", t("stats.resetConfirm", { game: t(`${gameOf(lookedAt())?.words}.name`) })),
    Object.assign(make("button", "btn btn-primary", t("stats.resetYes")), { type: "button" }),
    Object.assign(make("button", "btn btn-quiet", t("stats.resetNo")), { type: "button" }),
  );
  const [yes, no] = box.querySelectorAll("button");
  yes.dataset.stats = "reset-yes";
  no.dataset.stats = "reset-no";
  box.hidden = false;
  no.focus();
}

function build() {
  const panel = make("dialog", "stats");
  dialog = panel;
  panel.id = "stats";
  panel.setAttribute("aria-labelledby", "stats-title");
  const title = make("h2", "stats-title");
  title.id = "stats-title";
  const actions = make("div", "stats-actions");
  const reset = make("button", "btn btn-quiet");
  reset.type = "button";
  reset.dataset.stats = "reset";
  const close = make("button", "btn btn-primary");
  close.type = "button";
  close.dataset.stats = "close";
  const history = make("button", "btn");
  history.type = "button";
  history.dataset.action = "history"; // the match history's panel (historyview.js)
  actions.append(reset, history, close);
  const confirm = make("div", "stats-confirm");
  confirm.hidden = true;
  confirm.setAttribute("role", "group");
  panel.append(title, make("div", "stats-body"), confirm, actions);
  panel.addEventListener("click", (event) => {
    const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("[data-stats]"));
    if (!button) return;
    switch (button.dataset.stats) {
      case "close":
        panel.close();
        return;
      case "reset":
        confirmReset();
        return;
      case "reset-yes":
        resetStats(/** @type {string} */ (lookedAt()));
        part(".stats-confirm").hidden = true;
        render();
        part('[data-stats="close"]').focus();
        return;
      case "reset-no":
        part(".stats-confirm").hidden = true;
        part('[data-stats="reset"]').focus();
        return;
      default:
    }
  });
  panel.addEventListener("close", () => {
    part(".stats-confirm").hidden = true;
  });
  document.body.append(panel);
  return panel;
}

function openStats() {
  lookAtTable();
  const panel = dialog ?? build();
  render();
  part(".stats-confirm").hidden = true;
  if (!panel.open) panel.showModal();
  part('[data-stats="close"]').focus();
}

/** Opens the panel from the Statistics button and keeps it current: the entry calls it once. */
export function installStatsView() {
  onAction("stats", () => openStats());
  onAction("stats-of", (control) => {
    lookAt(control);
    part(".stats-confirm").hidden = true;
    render();
    /** @type {HTMLElement | null} */ (part(".game-choice [aria-pressed='true']"))?.focus();
  });

  onLanguageChange(() => {
    if (dialog?.open) {
      const confirming = !part(".stats-confirm").hidden;
      render();
      if (confirming) confirmReset();
    }
  });

  onStatsChange(() => {
    if (dialog?.open) render();
  });

  onTable(() => {
    if (dialog?.open) render(); // read once the games are known, a damaged set said then
  });
}
