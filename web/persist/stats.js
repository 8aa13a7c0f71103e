// Statistics kept across visits in localStorage ("five-up:stats"). Only real games count, once: a
// game counts when it ends on this device (save.js decides: never an imported game, never a set-up
// position), keyed by the engine's content id of the game (`state.game_id`), which is remembered
// here, so a reload, a resume or the same game played again from a file never counts twice. The
// panel opens from any [data-action="stats"] button; a player can reset everything there.
//
// Two records, each counted once per game:
// - The one person's games against the computers (as always): games played and won for each
//   number of players and mix of computer levels ("2p:hard", "3p:easy+hard"), the best final
//   score, the current and the longest winning streak, and the undos used. A game with several
//   people (pass and play) is not one person's game: it counts in none of these, nor do its undos.
// - Each named person's games (`people`, a list of records, each under the name as the engine
//   gives it, letter for letter): played, won, the best final score of their side, the current and
//   the longest winning streak. Every game a named person plays here counts for them, alone against
//   the computers or with others at the table; partners at four win or lose together. A person
//   with no name ("Player 2" with several people, "You" alone) is a seat, not someone the page can
//   tell apart from the next person in that seat, so their games are kept under no name (alone,
//   they still count in the first record).
//
// The stored form ({"schema": 1, "games", "best_score", "streak", "best_streak", "undos",
// "undo_game", "undo_game_count", "counted", "people"}) keeps schema 1: `people` was added beside
// the rest, and statistics stored before it (without it) read as having no people yet; a page of
// that earlier version keeps `people` as it is when it counts a game (it writes back what it read).
// Statistics that cannot be read (not JSON, a newer schema, a wrong figure) are never dropped: they
// are moved to "five-up:stats:rejected:<time>" and a notice says so; when there is no room for that
// copy they stay where they are, and nothing is counted over them (the panel's Reset still can).
// Under the figures the panel charts each person's trend over the match history's games (trend.js)
// and opens the match history itself (historyview.js).

import { onAction } from "../core/actions.js";
import { make } from "../core/dom.js";
import { onLanguageChange, t } from "../i18n/i18n.js";
import { notify } from "./notices.js";
import { KeptJson, isPlain } from "./kept.js";
import { KEYS, storage } from "../core/storage.js";
import { trendSection } from "./trend.js";

const STATS_KEY = KEYS.stats;
const REJECTED_PREFIX = KEYS.statsRejected;
const SCHEMA = 1;
import { LEVELS as LEVEL_ORDER } from "../core/table.js"; // the engine's levels, easiest first (hello)
const REMEMBERED_GAMES = 200; // content ids of the last games counted (64 hex digits each)

/**
 * @typedef {{played: number, won: number}} Kind  the one person's games of one kind
 * @typedef {{streak: number, best_streak: number, best_score: number | null}} Streaks
 * @typedef {Streaks & {name: string, played: number, won: number}} PersonStats  a named person's record
 * @typedef {Streaks & {schema: number, games: Record<string, Kind>, undos: number, undo_game: string | null,
 *   undo_game_count: number, counted: string[], people: PersonStats[]}} Stats
 * @typedef {Omit<Stats, "people"> & {people?: PersonStats[]}} StoredStats  as kept (`people` came later)
 */

/** @returns {Stats} */
function empty() {
  return {
    schema: SCHEMA,
    games: {}, // key -> {played, won}
    best_score: null, // the person's side's highest final score (display points)
    streak: 0,
    best_streak: 0,
    undos: 0,
    undo_game: null, // the game whose undos are counted so far, and how many
    undo_game_count: 0,
    counted: [], // content ids of the last finished games counted
    people: [], // each named person's record (see person())
  };
}

/** @type {(n: unknown) => n is number} */
const isCount = (n) => Number.isInteger(n) && /** @type {number} */ (n) >= 0;

/**
 * A named person's record before their first game.
 * @param {string} name
 * @returns {PersonStats}
 */
const person = (name) => ({ name, played: 0, won: 0, best_score: null, streak: 0, best_streak: 0 });

/** @param {unknown} p */
const validPerson = (p) =>
  isPlain(p) &&
  typeof p.name === "string" &&
  p.name.trim() !== "" &&
  [p.played, p.won, p.streak, p.best_streak].every(isCount) &&
  /** @type {number} */ (p.won) <= /** @type {number} */ (p.played) &&
  (p.best_score === null || Number.isInteger(p.best_score));

/**
 * `people` is optional (statistics kept before there were people have none).
 * @param {unknown} people
 */
const validPeople = (people) =>
  people === undefined ||
  (Array.isArray(people) && people.every(validPerson) && new Set(people.map((p) => p.name)).size === people.length);

/** @param {unknown} s */
function valid(s) {
  return (
    isPlain(s) &&
    s.schema === SCHEMA &&
    s.games &&
    typeof s.games === "object" &&
    Object.values(s.games).every((g) => g && isCount(g.played) && isCount(g.won) && g.won <= g.played) &&
    (s.best_score === null || Number.isInteger(s.best_score)) &&
    [s.streak, s.best_streak, s.undos, s.undo_game_count].every(isCount) &&
    Array.isArray(s.counted) &&
    s.counted.every((id) => typeof id === "string") &&
    validPeople(s.people)
  );
}

/** @type {KeptJson<StoredStats>} */
const stored = new KeptJson({
  key: STATS_KEY,
  prefix: REJECTED_PREFIX,
  check: (value) => (valid(value) ? null : "JSON"),
  report: ({ kept, aside }) =>
    notify("stats-rejected", () => t(kept ? "stats.keptAside" : "stats.keptInPlace", { key: aside }), { alert: true }),
});

/**
 * The statistics as stored (a fresh set if there are none; a damaged set is kept aside).
 * @returns {Stats}
 */
export function readStats() {
  const parsed = stored.read();
  return parsed === null ? empty() : { ...parsed, people: parsed.people ?? [] };
}

/**
 * @param {Stats} stats
 * @param {{over?: boolean}} [options] over damaged statistics in place too (Reset)
 */
function write(stats, { over = false } = {}) {
  if (stored.blocked && !over) return;
  stored.write(stats);
  if (dialog?.open) render();
}

/**
 * "2p:hard" when every computer plays the same level, else "3p:easy+hard" (levels sorted).
 * @param {number} players
 * @param {(string | null | undefined)[]} levels
 */
export function gameKind(players, levels) {
  const mix = [...new Set(levels.filter((l) => l !== null && l !== undefined))].sort(
    (a, b) => LEVEL_ORDER.indexOf(a) - LEVEL_ORDER.indexOf(b),
  );
  return `${players}p:${mix.join("+")}`;
}

/**
 * One more game in a record with streaks and a best score (the one person's, or a named one's).
 * @param {Streaks} record
 * @param {boolean} won
 * @param {number} score
 */
function tally(record, won, score) {
  record.streak = won ? record.streak + 1 : 0;
  record.best_streak = Math.max(record.best_streak, record.streak);
  record.best_score = record.best_score === null ? score : Math.max(record.best_score, score);
}

/**
 * Count a finished game once: `id` is its content id, `levels` the seats' levels (null for a
 * person). `alone`: one person played (their `won` and `score` go in the first record); `people`:
 * each named person in it, `{name, won, score}`. Whether it may count at all (ended here, not
 * imported, not a position) is the caller's call.
 * @param {{id: string, players: number, levels: (string|null)[], alone: boolean, won?: boolean,
 *   score?: number, people?: {name: string, won: boolean, score: number}[]}} game
 */
export function countGame({ id, players, levels, alone, won = false, score = 0, people = [] }) {
  const stats = readStats();
  if (stats.counted.includes(id)) return;
  if (alone) {
    const entry = (stats.games[gameKind(players, levels)] ||= { played: 0, won: 0 });
    entry.played += 1;
    if (won) entry.won += 1;
    tally(stats, won, score);
  }
  for (const { name, won: theirs, score: their } of people) {
    let record = stats.people.find((p) => p.name === name);
    if (!record) stats.people.push((record = person(name)));
    record.played += 1;
    if (theirs) record.won += 1;
    tally(record, theirs, their);
  }
  stats.counted = [...stats.counted, id].slice(-REMEMBERED_GAMES);
  write(stats);
}

/**
 * The game `id` has used `count` undos so far (the engine's count; only ever grows).
 * @param {string} id
 * @param {number} count
 */
export function noteUndos(id, count) {
  const stats = readStats();
  if (stats.undo_game === id) {
    if (count <= stats.undo_game_count) return;
    stats.undos += count - stats.undo_game_count;
  } else {
    if (count === 0) return;
    stats.undos += count;
    stats.undo_game = id;
  }
  stats.undo_game_count = count;
  write(stats);
}

export function resetStats() {
  write(empty(), { over: true });
}

// ---- the panel ---------------------------------------------------------------------------------

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
  const stats = readStats();
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
  reset.hidden = false;
  body.append(make("p", "stats-note", t("stats.lead")));
  fillBody(body, stats);
  body.append(trendSection()); // each person's trend over the match history's games
  part('[data-action="history"]').textContent = t("history.open");
  if (!storage.available) body.append(make("p", "stats-note", t("stats.full")));
}

function confirmReset() {
  const box = part(".stats-confirm");
  box.replaceChildren(
    make("p", "", t("stats.resetConfirm")),
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
        resetStats();
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

export function openStats() {
  const panel = dialog ?? build();
  render();
  part(".stats-confirm").hidden = true;
  if (!panel.open) panel.showModal();
  part('[data-stats="close"]').focus();
}

onAction("stats", () => openStats());

onLanguageChange(() => {
  if (dialog?.open) {
    const confirming = !part(".stats-confirm").hidden;
    render();
    if (confirming) confirmReset();
  }
});
