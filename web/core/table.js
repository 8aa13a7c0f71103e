// What a table may be, as the engine says it (the `hello` answer, docs/protocol.md): the computer
// levels, the player counts, Five Up's house-rule options and every game the engine offers (read
// by core/games.js). The page
// holds no rule of its own: every list and every rule figure it shows comes from here or from the
// game's view. The last answer is kept on this device, so a later visit can build the New game
// dialog before Python has loaded; the engine's fresh answer replaces it as soon as it comes.

import { KEYS, storage } from "./storage.js";
import { parseKept } from "./kept.js";

/** @typedef {import("./types.js").Hello} Hello */
/** @typedef {(hello: Hello) => void} TableListener */

/** The engine's levels in its own order (easiest first), filled in place when the table is known,
 * so importers may hold on to the array. */
/** @type {string[]} */
export const LEVELS = [];

/** @type {Hello | null} */
let known = null; // the hello answer in use
/** @type {(hello: Hello) => void} */
let resolveKnown;
/** @type {Promise<Hello>} */
const firstKnown = new Promise((resolve) => {
  resolveKnown = resolve;
});
/** @type {Set<TableListener>} */
const listeners = new Set();

/**
 * Whether an answer looks like a hello table this page can build from (the engine's, or a copy
 * kept on this device: read as possibly anything).
 * @param {unknown} answer
 * @returns {answer is Hello}
 */
function usable(answer) {
  const hello = /** @type {Partial<Hello> | null | undefined} */ (answer);
  const target = hello?.rules?.options?.target;
  const muggins = hello?.rules?.options?.muggins;
  const players = hello?.rules?.players;
  return Boolean(
    hello &&
    Array.isArray(hello.levels) &&
    hello.levels.length > 0 &&
    hello.levels.every((l) => typeof l === "string") &&
    hello.levels.some((l) => l === hello.default_level) &&
    Number.isInteger(players?.min) &&
    Number.isInteger(players?.max) &&
    Array.isArray(target?.choices) &&
    target.choices.every((c) => Number.isInteger(c?.raw) && Number.isInteger(c?.display)) &&
    Array.isArray(muggins?.choices) &&
    hello.rules?.default &&
    Number.isInteger(hello.rules.raw_per_display) &&
    Array.isArray(hello.rules.games) &&
    hello.rules.games.length > 0 &&
    hello.rules.games.every(describesGame),
  );
}

/**
 * Whether one of hello's games can be offered: a preset, its player counts, its options with
 * their choices (core/games.js reads them).
 * @param {unknown} game
 */
function describesGame(game) {
  const g = /** @type {Partial<import("./games.js").GameDescription> | null | undefined} */ (game);
  return Boolean(
    g &&
    typeof g.preset === "string" &&
    typeof g.words === "string" &&
    typeof g.rule === "string" &&
    Array.isArray(g.players) &&
    g.players.length > 0 &&
    g.players.every(Number.isInteger) &&
    Number.isInteger(g.raw_per_display) &&
    Array.isArray(g.options) &&
    g.options.every((o) => typeof o?.name === "string" && Array.isArray(o.choices) && o.choices.includes(o.default)),
  );
}

/** @param {Hello} hello */
function adopt(hello) {
  known = hello;
  LEVELS.splice(0, LEVELS.length, ...hello.levels);
  resolveKnown(hello);
  for (const fn of listeners) {
    try {
      fn(hello);
    } catch (err) {
      console.error(err);
    }
  }
}

/**
 * Take the engine's hello answer (and keep it for the next visit).
 * @param {unknown} hello
 */
export function setTable(hello) {
  if (!usable(hello)) throw new Error("the engine's hello does not describe the table");
  storage.set(KEYS.table, JSON.stringify(hello));
  adopt(hello);
}

/** The table the last visit was told, until the engine answers this time. */
export function loadKeptTable() {
  const { value } = parseKept(storage.get(KEYS.table) || "null"); // a damaged copy: wait for the engine
  if (!known && usable(value)) adopt(value);
}

/** The table, or null while neither the engine nor an earlier visit has told it. */
export function table() {
  return known;
}

/** Resolves with the table once one is known. */
export function tableReady() {
  return firstKnown;
}

/**
 * Call fn(hello) whenever the table is (re)told.
 * @param {TableListener} fn
 */
export function onTable(fn) {
  listeners.add(fn);
}

// ---- reading it ---------------------------------------------------------------------------------

export function defaultLevel() {
  return known?.default_level ?? null;
}

/** [{raw, display}] of the targets a table may choose (H1). */
export function targetChoices() {
  return known?.rules.options.target.choices ?? [];
}

/** The sheet's rules, as the engine writes them ({target, display_target, muggins}). */
export function defaultRules() {
  return known?.rules.default ?? null;
}

/** Raw points per display point (R6.2): the step of a Muggins claim's quick choices. */
export function rawPerDisplay() {
  return known?.rules.raw_per_display ?? null;
}

export function playerRange() {
  const p = known?.rules.players;
  return p ? { min: p.min, max: p.max, default: p.default } : null;
}

/** One known level per computer seat (seats 1..players-1): the wish where it is a level, else the
 * last known wish before it, else the engine's default.
 * @param {number} players
 * @param {unknown[] | null} [wished]
 * @returns {(string | null)[]} null only before the table is known
 */
export function chosenLevels(players, wished = []) {
  const given = /** @type {string[]} */ ((wished || []).filter((l) => typeof l === "string" && LEVELS.includes(l)));
  const levels = [];
  for (let seat = 1; seat < players; seat++) levels.push(given[Math.min(seat - 1, given.length - 1)] || defaultLevel());
  return levels;
}

/**
 * @typedef {{kind: "person", name: string | null, remote?: boolean} | {kind: "computer", level: string | null}} SeatChoice
 *   a seat for new_game (a computer's level null only before the table is known)
 * @typedef {{kind?: unknown, name?: unknown, remote?: unknown, level?: unknown}} SeatWish  a seat
 *   asked for (the dialog's, a kept one, a level): read as possibly anything
 */

/** One seat per player for new_game: a person (a name, or null for "you") or a computer of a known
 * level (the engine's default where the wish is none). With no person wished, seat 0 is the one.
 * @param {number} players
 * @param {(SeatWish | null | undefined)[] | null} [wished]
 */
export function chosenSeats(players, wished = []) {
  /** @type {SeatChoice[]} */
  const seats = [];
  for (let seat = 0; seat < players; seat++) {
    const wish = wished?.[seat];
    if (wish?.kind === "person" || wish?.kind === "friend") {
      const name = typeof wish.name === "string" ? wish.name.trim().slice(0, NAME_LIMIT) : "";
      // A friend is a person playing from their own device (a table over the network).
      const remote = wish.kind === "friend" || wish.remote === true;
      seats.push(remote ? { kind: "person", name: name || null, remote } : { kind: "person", name: name || null });
    } else {
      const level = wish?.level;
      seats.push({
        kind: "computer",
        level: typeof level === "string" && LEVELS.includes(level) ? level : defaultLevel(),
      });
    }
  }
  if (!seats.some((s) => s.kind === "person")) seats[0] = { kind: "person", name: null };
  return seats;
}

/** The longest name the engine takes for a person (its protocol's bound). */
export const NAME_LIMIT = 24;

/**
 * Whether a number of players is one the table allows (R1.2).
 * @param {unknown} players
 */
export function playersAllowed(players) {
  const range = playerRange();
  return Boolean(
    range && typeof players === "number" && Number.isInteger(players) && players >= range.min && players <= range.max,
  );
}

/** The largest claim the engine takes under Muggins, when its table says (else null). */
export function maxClaim() {
  const max = known?.rules.options.muggins.max_claim;
  return Number.isInteger(max) ? max : null;
}

/** Tiles dealt to each player (R1.3). */
export function handSize() {
  return known?.rules.hand_size ?? null;
}
