// Statistics kept across visits in localStorage, one record per game of the family (never mixed):
// the engine's default game (Five Up) under "five-up:stats", where its statistics were kept before
// there were other games (read and written in the same form), and every other game under
// "five-up:stats:game:<preset>", the preset the engine names in the view (`game.preset`). A game
// played with house-rule options (a target, Muggins, a capicúa bonus) is its preset's game: the
// options do not split the record, as the target and Muggins never did. Only real games count,
// once: a game counts when it ends on this device (save.js decides: never an imported game, never
// a set-up position), keyed by the engine's content id of the game (`state.game_id`), which is
// remembered in its game's record, so a reload, a resume or the same game played again from a file
// never counts twice. The panel (statsview.js) shows them and resets them; this module only reads,
// counts and writes them, and tells the panel when they change (onStatsChange). It draws nothing.
//
// Two records in each game's, each counted once per game:
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
// that earlier version keeps `people` as it is when it counts a game (it writes back what it read),
// and never reads the other games' keys. Statistics that cannot be read (not JSON, a newer schema,
// a wrong figure) are never dropped: they are moved to "<their key>:rejected:<time>" and a notice
// says so; when there is no room for that copy they stay where they are, and nothing is counted
// over them (the panel's Reset still can).

import { t } from "../i18n/i18n.js";
import { notify } from "./notices.js";
import { KeptJson, isPlain } from "../core/kept.js";
import { KEYS, gameStatsKey } from "../core/storage.js";
import { defaultPreset, isPresetName } from "../core/games.js";
import { LEVELS as LEVEL_ORDER } from "../core/table.js"; // the engine's levels, easiest first (hello)

const SCHEMA = 1;
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

/** @type {Map<string, KeptJson<StoredStats>>} each game's kept record, made once */
const records = new Map();

/**
 * The kept record of game `game` (the engine's preset); null for a name no key is made of, or
 * while the engine's table (which game is the default) is not known.
 * @param {string} game
 * @returns {KeptJson<StoredStats> | null}
 */
function stored(game) {
  const first = defaultPreset();
  if (first === null || !isPresetName(game)) return null;
  let record = records.get(game);
  if (!record) {
    const key = game === first ? KEYS.stats : gameStatsKey(game);
    record = new KeptJson({
      key,
      prefix: game === first ? KEYS.statsRejected : `${key}:rejected:`,
      check: (value) => (valid(value) ? null : "JSON"),
      report: ({ kept, aside }) =>
        notify("stats-rejected", () => t(kept ? "stats.keptAside" : "stats.keptInPlace", { key: aside }), {
          alert: true,
        }),
    });
    records.set(game, record);
  }
  return record;
}

/**
 * The statistics of game `game` (the engine's preset; by default the default game's) as stored: a
 * fresh set if there are none; a damaged set is kept aside.
 * @param {string | null} [game]
 * @returns {Stats}
 */
export function readStats(game = defaultPreset()) {
  const parsed = game === null ? null : (stored(game)?.read() ?? null);
  return parsed === null ? empty() : { ...parsed, people: parsed.people ?? [] };
}

/**
 * The games of `presets` (the engine's, in its order) that have statistics: a game counted since
 * the last reset.
 * @param {string[]} presets
 */
export function gamesWithStats(presets) {
  return presets.filter((game) => readStats(game).counted.length > 0);
}

/** @type {(() => void)[]} */
const listeners = [];

/**
 * Call `listener` after every change written (the panel draws itself again while it is open).
 * @param {() => void} listener
 */
export function onStatsChange(listener) {
  listeners.push(listener);
}

/**
 * @param {string | null} game
 * @param {Stats} stats
 * @param {{over?: boolean}} [options] over damaged statistics in place too (Reset)
 */
function write(game, stats, { over = false } = {}) {
  const record = game === null ? null : stored(game);
  if (!record || (record.blocked && !over)) return;
  record.write(stats);
  for (const listener of listeners) listener();
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
 * Count a finished game once, in its game's record: `game` is the engine's preset for it (the
 * view's `game.preset`), `id` its content id, `levels` the seats' levels (null for a person). `alone`: one person played (their `won` and `score` go in the first record); `people`:
 * each named person in it, `{name, won, score}`. Whether it may count at all (ended here, not
 * imported, not a position) is the caller's call.
 * @param {{game: string, id: string, players: number, levels: (string|null)[], alone: boolean, won?: boolean,
 *   score?: number, people?: {name: string, won: boolean, score: number}[]}} game
 */
export function countGame({ game, id, players, levels, alone, won = false, score = 0, people = [] }) {
  const stats = readStats(game);
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
  write(game, stats);
}

/**
 * The game `id` of game `game` (the engine's preset) has used `count` undos so far (the engine's
 * count; only ever grows).
 * @param {string} game
 * @param {string} id
 * @param {number} count
 */
export function noteUndos(game, id, count) {
  const stats = readStats(game);
  if (stats.undo_game === id) {
    if (count <= stats.undo_game_count) return;
    stats.undos += count - stats.undo_game_count;
  } else {
    if (count === 0) return;
    stats.undos += count;
    stats.undo_game = id;
  }
  stats.undo_game_count = count;
  write(game, stats);
}

/** Every statistic of game `game` (the engine's preset) back to zero; the other games' stay.
 * @param {string} game */
export function resetStats(game) {
  write(game, empty(), { over: true });
}
