// The match history: every game finished on this device that the statistics count (save.js says
// which: finished here, not imported, not a set-up position nor a side line), kept in localStorage
// under "five-up:history" (docs/history.md):
//
//   {"schema": 1, "games": [<game>, ...]}   oldest first; at most MAX_GAMES games and MAX_CHARS
//                                           characters, the oldest dropped first
//
// A game is what the page shows of it later: which game of the family it was (`game`, the engine's
// preset from the view; a game kept before there were other games has none and is the default
// game's, Five Up's: `gameOfKept`), who sat where, who won, the final display scores,
// and each round's points by where they came from, as the engine's `summary` op gave them in
// display points (placements, Muggins, deductions, total, before, after; the page adds nothing up).
// History that cannot be read (not JSON, a newer schema, a game with a wrong field) is never
// dropped: it is moved to "five-up:history:rejected:<time>" and a notice names the field; with no
// room for that copy it stays where it is and nothing is written over it. The whole history can be
// saved as a file and such a file read back in (games already here are not added twice). The
// games of every game of the family share the list and its bounds; the panels show one game's at a
// time (`gamesOf`), never mixed.

import { t } from "../i18n/i18n.js";
import { notify } from "./notices.js";
import { keepRecord } from "./replays.js";
import { KeptJson, isInt, isPlain } from "../core/kept.js";
import { KEYS } from "../core/storage.js";
import { defaultPreset, isPresetName } from "../core/games.js";

/**
 * @typedef {Pick<import("../core/queries.js").Queries, "summary" | "record">} Queries
 * @typedef {import("../core/store.js").Session} Session
 * @typedef {import("../core/types.js").Seat} Seat
 * @typedef {import("../core/types.js").Summary} Summary
 */

const HISTORY_SCHEMA = 1;
export const FORMAT = "five-up-history";
/** The most games kept; the oldest go first. */
export const MAX_GAMES = 100;
/** The most characters the stored history takes (about 2 KB a game; far below the browser's room). */
const MAX_CHARS = 300_000;
const MAX_ROUNDS = 1000; // as the engine's records
const MAX_FILE_GAMES = 1000; // a file read back in: more than is kept, fewer than any harm
/** @type {(keyof Parts)[]} */
const PARTS = ["placements", "muggins", "deductions", "total", "before", "after"];

/** @typedef {{number: number, blocked: boolean, ender_side: number|null, placements: number[],
 *   muggins: number[], deductions: number[], total: number[], before: number[], after: number[]}} HistoryRound */
/** @typedef {{kind: "person" | "computer", name: string|null, level: string|null}} HistorySeat */
/** @typedef {{id: string, game?: string, ended_at: string, players: number, side_of: number[], seats: HistorySeat[],
 *   human: number, people: number[], winner: number|null, target: number, muggins: boolean,
 *   scores: number[], per_round: number[], rounds: HistoryRound[]}} HistoryGame */

/** @typedef {{schema: number, games: HistoryGame[]}} History */
/** @typedef {Pick<HistoryRound, "placements" | "muggins" | "deductions" | "total" | "before" | "after">} Parts */

/** @type {(n: unknown, players: number) => n is number} */
const seatOk = (n, players) => isInt(n) && n >= 0 && n < players;
/** @type {(list: unknown, length: number) => list is number[]} */
const ints = (list, length) => Array.isArray(list) && list.length === length && list.every(isInt);
/** @type {(s: unknown, max: number) => s is string} */
const text = (s, max) => typeof s === "string" && s.length > 0 && s.length <= max;

/** @param {unknown} seat */
function badSeat(seat) {
  if (!isPlain(seat) || (seat.kind !== "person" && seat.kind !== "computer")) return "kind";
  if (seat.name !== null && !text(seat.name, 24)) return "name";
  if (seat.level !== null && !text(seat.level, 24)) return "level";
  return null;
}

/**
 * @param {unknown} round
 * @param {number} sides
 */
function badRound(round, sides) {
  if (!isPlain(round)) return "";
  if (!isInt(round.number) || round.number < 1) return "number";
  if (typeof round.blocked !== "boolean") return "blocked";
  if (round.ender_side !== null && !seatOk(round.ender_side, sides)) return "ender_side";
  return PARTS.find((part) => !ints(round[part], sides)) ?? null;
}

/**
 * The first wrong field of a stored game ("rounds[2].muggins"), or null when it is sound.
 * @param {unknown} game
 */
function badGame(game) {
  if (!isPlain(game)) return "(not an object)";
  if (!text(game.id, 100)) return "id";
  if (game.game !== undefined && !isPresetName(game.game)) return "game";
  if (!text(game.ended_at, 40) || Number.isNaN(Date.parse(game.ended_at))) return "ended_at";
  const { players } = game;
  if (!isInt(players) || players < 2 || players > 4) return "players";
  if (!ints(game.side_of, players) || !game.side_of.every((s) => seatOk(s, players))) return "side_of";
  const sides = new Set(game.side_of).size;
  if (!Array.isArray(game.seats) || game.seats.length !== players) return "seats";
  const seat = game.seats.findIndex(badSeat);
  if (seat >= 0) return `seats[${seat}].${badSeat(game.seats[seat])}`;
  if (!seatOk(game.human, players)) return "human";
  if (!Array.isArray(game.people) || !game.people.every((s) => seatOk(s, players))) return "people";
  if (game.winner !== null && !seatOk(game.winner, sides)) return "winner";
  if (!isInt(game.target) || game.target < 1) return "target";
  if (typeof game.muggins !== "boolean") return "muggins";
  if (!ints(game.scores, sides)) return "scores";
  const perRound = game.per_round;
  if (!Array.isArray(perRound) || perRound.length !== sides || !perRound.every(Number.isFinite)) return "per_round";
  if (!Array.isArray(game.rounds) || game.rounds.length < 1 || game.rounds.length > MAX_ROUNDS) return "rounds";
  const at = game.rounds.findIndex((round) => badRound(round, sides) !== null);
  if (at >= 0) return `rounds[${at}]${badRound(game.rounds[at], sides) ? `.${badRound(game.rounds[at], sides)}` : ""}`;
  return null;
}

/**
 * Why a stored or imported history cannot be read ("games[3].scores", "schema", "JSON"), or null.
 * @param {unknown} history
 * @param {{file?: boolean}} [options]
 */
function badHistory(history, { file = false } = {}) {
  if (!isPlain(history)) return "JSON";
  if (file && history.format !== FORMAT) return "format";
  if (isInt(history.schema) && history.schema > HISTORY_SCHEMA) return "schema (newer)";
  if (history.schema !== HISTORY_SCHEMA) return "schema";
  if (!Array.isArray(history.games) || history.games.length > (file ? MAX_FILE_GAMES : MAX_GAMES)) return "games";
  const at = history.games.findIndex((game) => badGame(game) !== null);
  if (at >= 0) return `games[${at}].${badGame(history.games[at])}`;
  return null;
}

/** @returns {History} */
const empty = () => ({ schema: HISTORY_SCHEMA, games: [] });
/** @type {KeptJson<History>} */
const stored = new KeptJson({
  key: KEYS.history,
  prefix: KEYS.historyRejected,
  maxChars: 4 * MAX_CHARS,
  check: (value) => badHistory(value),
  report: ({ field, kept, aside }) => {
    const say = () =>
      `${t("history.unreadable", { field })} ${t(kept ? "history.keptAside" : "history.keptInPlace", { key: aside })}`;
    notify("history-rejected", say, { alert: true });
  },
});

/** Which game of the family a kept game is of: its `game`, or the default game's (Five Up's) for
 * one kept before there were others. @param {HistoryGame} game */
export function gameOfKept(game) {
  return game.game ?? defaultPreset();
}

/** The kept games of one game of the family (the engine's preset), oldest first.
 * @param {HistoryGame[]} games @param {string | null} preset */
export function gamesOf(games, preset) {
  return games.filter((game) => gameOfKept(game) === preset);
}

/** The stored history (none yet: an empty one; an unreadable one is kept aside and reported). */
export function readHistory() {
  return stored.read() ?? empty();
}

/**
 * The newest games that fit both bounds (always the newest one).
 * @param {HistoryGame[]} games
 */
function bounded(games) {
  let kept = games.slice(-MAX_GAMES);
  while (kept.length > 1 && JSON.stringify({ schema: HISTORY_SCHEMA, games: kept }).length > MAX_CHARS) {
    kept = kept.slice(1);
  }
  return kept;
}

/**
 * Write `games` (oldest first), bounded; false when the browser refused.
 * @param {HistoryGame[]} games
 */
function write(games) {
  if (stored.blocked) return false;
  const ok = stored.write({ schema: HISTORY_SCHEMA, games: bounded(games) });
  if (!ok) notify("history-full", () => t("history.notKept"));
  return ok;
}

/** The file the whole history is saved as. */
export function historyFile() {
  return { format: FORMAT, schema: HISTORY_SCHEMA, exported_at: new Date().toISOString(), games: readHistory().games };
}

/**
 * Read an exported history back: {added} games, or {refused: the field}.
 * @param {unknown} parsed
 * @returns {{added: number, refused?: undefined} | {refused: string, added?: undefined}}
 */
export function importHistory(parsed) {
  const field = badHistory(parsed, { file: true });
  if (field !== null) return { refused: field };
  const games = readHistory().games;
  const known = new Set(games.map((g) => g.id));
  const fresh = /** @type {History} */ (parsed).games.filter((g) => !known.has(g.id) && known.add(g.id));
  const all = [...games, ...fresh].sort((a, b) => Date.parse(a.ended_at) - Date.parse(b.ended_at));
  return write(all) ? { added: fresh.length } : { refused: "storage" };
}

/** @type {(seat: Seat | undefined) => HistorySeat} */
const seatOf = (seat) => ({
  kind: seat?.kind === "computer" ? "computer" : "person",
  name: seat?.kind === "person" && typeof seat.name === "string" && seat.name ? seat.name : null,
  level: seat?.kind === "computer" && typeof seat.level === "string" && seat.level ? seat.level : null,
});

/**
 * The history's form of a game the engine summed up (`summary`, the game's final state).
 * @param {string} id
 * @param {Session} state
 * @param {Summary} summary
 * @returns {HistoryGame}
 */
function entryOf(id, state, summary) {
  const { view } = state;
  const seats = Array.isArray(state.seats) ? state.seats : [];
  return {
    id,
    game: view.game.preset,
    ended_at: new Date().toISOString(),
    players: view.players,
    side_of: view.side_of,
    seats: view.side_of.map((_, seat) => seatOf(seats[seat])),
    human: state.human,
    people: Array.isArray(state.people) ? state.people : [state.human],
    winner: view.winner,
    target: view.rules?.display_target ?? summary.rules.display_target,
    muggins: summary.rules.muggins === true,
    scores: summary.display_scores,
    per_round: summary.display_per_round,
    rounds: summary.rounds.map((round) => ({
      number: round.number,
      blocked: round.blocked,
      ender_side: round.ender_side,
      .../** @type {Parts} */ (Object.fromEntries(PARTS.map((part) => [part, round.display[part]]))),
    })),
  };
}

/** A counted game ended here: ask the engine where its points came from and keep it (once per
 * content id), and its record to replay it. The engine answers in order, so the summary is of the
 * game just shown; one that is not (a new game came first) is not kept.
 * @param {Queries} queries
 * @param {string} id
 * @param {Session} state
 */
export function keepGame(queries, id, state) {
  return Promise.all([queries.summary(), queries.record()]).then(
    ([summary, record]) => {
      const same = summary.over && JSON.stringify(summary.display_scores) === JSON.stringify(state.view.display_scores);
      if (!same) return;
      const games = readHistory().games;
      if (games.some((g) => g.id === id)) return;
      const entry = entryOf(id, state, summary);
      if (badGame(entry) === null && write([...games, entry])) keepRecord(id, record); // to replay it (replays.js)
    },
    () => {}, // the engine's trouble shows on the table; the game stays counted, unkept
  );
}
