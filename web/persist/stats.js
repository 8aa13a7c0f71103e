// Statistics kept across visits in localStorage ("five-up:stats"): games played and won for each
// number of players and mix of computer levels ("2p:hard", "3p:easy+hard"), the best final score,
// the current and the longest winning streak, and the undos used. Only real games count, once: a
// game counts when it ends on this device (save.js decides: never an imported game, never a set-up
// position), keyed by the engine's content id of the game (`state.game_id`), which is remembered
// here, so a reload, a resume or the same game played again from a file never counts twice. The
// panel opens from any [data-action="stats"] button; a player can reset everything there.

import { onAction } from "../core/actions.js";
import { make } from "../core/dom.js";
import { onLanguageChange, t } from "../i18n/i18n.js";
import { KEYS, storage } from "./storage.js";

const STATS_KEY = KEYS.stats;
const REJECTED_PREFIX = KEYS.statsRejected;
const SCHEMA = 1;
import { LEVELS as LEVEL_ORDER } from "../core/table.js"; // the engine's levels, easiest first (hello)
const REMEMBERED_GAMES = 200; // content ids of the last games counted (64 hex digits each)

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
  };
}

const isCount = (n) => Number.isInteger(n) && n >= 0;

function valid(s) {
  return (
    s &&
    typeof s === "object" &&
    s.schema === SCHEMA &&
    s.games &&
    typeof s.games === "object" &&
    Object.values(s.games).every((g) => g && isCount(g.played) && isCount(g.won) && g.won <= g.played) &&
    (s.best_score === null || Number.isInteger(s.best_score)) &&
    [s.streak, s.best_streak, s.undos, s.undo_game_count].every(isCount) &&
    Array.isArray(s.counted) &&
    s.counted.every((id) => typeof id === "string")
  );
}

/** The statistics as stored (a fresh set if there are none; a damaged set is kept aside). */
export function readStats() {
  const raw = storage.get(STATS_KEY);
  if (raw === null) return empty();
  try {
    const parsed = JSON.parse(raw);
    if (valid(parsed)) return parsed;
  } catch {
    // kept aside below
  }
  if (storage.set(REJECTED_PREFIX + Date.now(), raw)) storage.remove(STATS_KEY);
  return empty();
}

function write(stats) {
  storage.set(STATS_KEY, JSON.stringify(stats));
  if (dialog?.open) render();
}

/** "2p:hard" when every computer plays the same level, else "3p:easy+hard" (levels sorted). */
export function gameKind(players, levels) {
  const mix = [...new Set(levels.filter((l) => l !== null && l !== undefined))].sort(
    (a, b) => LEVEL_ORDER.indexOf(a) - LEVEL_ORDER.indexOf(b),
  );
  return `${players}p:${mix.join("+")}`;
}

/** Count a finished game once: `id` is its content id, `levels` has null for the person's seat.
 * Whether it may count at all (ended here, not imported, not a position) is the caller's call. */
export function countGame({ id, players, levels, won, score }) {
  const stats = readStats();
  if (stats.counted.includes(id)) return;
  const kind = gameKind(players, levels);
  const entry = (stats.games[kind] ||= { played: 0, won: 0 });
  entry.played += 1;
  if (won) entry.won += 1;
  stats.streak = won ? stats.streak + 1 : 0;
  stats.best_streak = Math.max(stats.best_streak, stats.streak);
  stats.best_score = stats.best_score === null ? score : Math.max(stats.best_score, score);
  stats.counted = [...stats.counted, id].slice(-REMEMBERED_GAMES);
  write(stats);
}

/** The game `id` has used `count` undos so far (the engine's count; only ever grows). */
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
  write(empty());
}

// ---- the panel ---------------------------------------------------------------------------------

let dialog = null;

function kindLabel(kind) {
  const [players, mix] = kind.split(":");
  const levels = mix ? mix.split("+").map((l) => t(`level.${l}`)) : [];
  return t("stats.kind", { players: Number.parseInt(players, 10), levels: levels.join(" + ") });
}

function fact(name, label, value) {
  const row = make("div");
  row.dataset.stat = name;
  row.append(make("dt", "", label), make("dd", "", value));
  return row;
}

function render() {
  const stats = readStats();
  const body = dialog.querySelector(".stats-body");
  body.replaceChildren();
  dialog.querySelector(".stats-title").textContent = t("stats.title");
  dialog.querySelector('[data-stats="close"]').textContent = t("stats.close");
  const reset = dialog.querySelector('[data-stats="reset"]');
  reset.textContent = t("stats.reset");

  if (!storage.available && storage.reason === "blocked") {
    body.append(make("p", "stats-note", t("stats.off")));
    reset.hidden = true;
    return;
  }
  reset.hidden = false;
  body.append(make("p", "stats-note", t("stats.lead")));
  const kinds = Object.keys(stats.games).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  if (kinds.length === 0) {
    body.append(make("p", "stats-empty", t("stats.none")));
  } else {
    const table = make("table", "stats-table");
    const head = make("tr");
    for (const key of ["stats.game", "stats.played", "stats.won"]) {
      const th = make("th", "", t(key));
      th.scope = "col";
      head.append(th);
    }
    table.append(make("thead"), make("tbody"));
    table.tHead.append(head);
    let played = 0;
    let won = 0;
    for (const kind of kinds) {
      const g = stats.games[kind];
      played += g.played;
      won += g.won;
      const row = make("tr");
      row.dataset.statsKind = kind;
      const name = make("th", "", kindLabel(kind));
      name.scope = "row";
      row.append(name, make("td", "", String(g.played)), make("td", "", String(g.won)));
      table.tBodies[0].append(row);
    }
    const total = make("tr", "stats-total");
    total.dataset.statsKind = "all";
    const name = make("th", "", t("stats.total"));
    name.scope = "row";
    total.append(name, make("td", "", String(played)), make("td", "", String(won)));
    table.tBodies[0].append(total);
    body.append(table);
  }
  const facts = make("dl", "stats-facts");
  facts.append(
    fact("best_score", t("stats.bestScore"), stats.best_score === null ? "–" : String(stats.best_score)),
    fact("streak", t("stats.streak"), String(stats.streak)),
    fact("best_streak", t("stats.bestStreak"), String(stats.best_streak)),
    fact("undos", t("stats.undos"), String(stats.undos)),
  );
  body.append(facts);
  if (!storage.available) body.append(make("p", "stats-note", t("stats.full")));
}

function confirmReset() {
  const box = dialog.querySelector(".stats-confirm");
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
  dialog = make("dialog", "stats");
  dialog.id = "stats";
  dialog.setAttribute("aria-labelledby", "stats-title");
  const title = make("h2", "stats-title");
  title.id = "stats-title";
  const actions = make("div", "stats-actions");
  const reset = make("button", "btn btn-quiet");
  reset.type = "button";
  reset.dataset.stats = "reset";
  const close = make("button", "btn btn-primary");
  close.type = "button";
  close.dataset.stats = "close";
  actions.append(reset, close);
  const confirm = make("div", "stats-confirm");
  confirm.hidden = true;
  confirm.setAttribute("role", "group");
  dialog.append(title, make("div", "stats-body"), confirm, actions);
  dialog.addEventListener("click", (event) => {
    const button = event.target.closest("[data-stats]");
    if (!button) return;
    switch (button.dataset.stats) {
      case "close":
        dialog.close();
        return;
      case "reset":
        confirmReset();
        return;
      case "reset-yes":
        resetStats();
        dialog.querySelector(".stats-confirm").hidden = true;
        render();
        dialog.querySelector('[data-stats="close"]').focus();
        return;
      case "reset-no":
        dialog.querySelector(".stats-confirm").hidden = true;
        dialog.querySelector('[data-stats="reset"]').focus();
        return;
      default:
    }
  });
  dialog.addEventListener("close", () => {
    dialog.querySelector(".stats-confirm").hidden = true;
  });
  document.body.append(dialog);
}

export function openStats() {
  if (!dialog) build();
  render();
  dialog.querySelector(".stats-confirm").hidden = true;
  if (!dialog.open) dialog.showModal();
  dialog.querySelector('[data-stats="close"]').focus();
}

onAction("stats", () => openStats());

onLanguageChange(() => {
  if (dialog?.open) {
    const confirming = !dialog.querySelector(".stats-confirm").hidden;
    render();
    if (confirming) confirmReset();
  }
});
