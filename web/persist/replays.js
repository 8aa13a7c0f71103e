// The records of the newest games the match history keeps, so a game can be replayed from the
// history move by move (the replay is the move log's, aids/replay.js). The history itself keeps
// only each game's figures (about 2 KB a game); a whole record (every deal and move) is some 30 KB,
// so only the newest games' records are kept, in their own key "five-up:replays" (docs/history.md):
//
//   {"schema": 1, "games": [{"id": <the history's game id>, "record": <the engine's record>}, ...]}
//
// oldest first; at most MAX_REPLAYS records and MAX_CHARS characters, the oldest dropped first. The
// engine checks a record whole when it replays it (a refused one is reported, nothing changes);
// here only the envelope is checked. Records that cannot be read are moved aside to
// "five-up:replays:rejected:<time>" and reported, never dropped (as the history's are).

import { t } from "../i18n/i18n.js";
import { notify } from "./notices.js";
import { KeptJson, isPlain } from "../core/kept.js";
import { KEYS } from "../core/storage.js";

/**
 * @typedef {import("../core/types.js").GameRecord} GameRecord
 * @typedef {{id: string, record: GameRecord}} ReplayEntry  a kept record, by the history's game id
 * @typedef {{schema: number, games: ReplayEntry[]}} Replays
 */

const REPLAYS_SCHEMA = 1;
/** The most records kept: the newest games' (the history keeps up to 100 games' figures). */
export const MAX_REPLAYS = 20;
/** The most characters the records take together; one record over a tenth of it is not kept. */
const MAX_CHARS = 1_500_000;
const MAX_ROUNDS = 1000; // as the engine's records
const MAX_READ = MAX_CHARS + 1000; // more stored than this is not parsed: refused as "size"

/**
 * The first wrong field of a kept record's envelope ("record.rounds"), or null when it is sound.
 * @param {unknown} entry
 */
function badEntry(entry) {
  if (!isPlain(entry)) return "(not an object)";
  if (typeof entry.id !== "string" || !entry.id || entry.id.length > 100) return "id";
  const { record } = entry;
  if (!isPlain(record) || record.format !== "five-up-game") return "record.format";
  const { rounds } = record;
  if (!Array.isArray(rounds) || rounds.length < 1 || rounds.length > MAX_ROUNDS) return "record.rounds";
  return null;
}

/**
 * Why stored records cannot be read ("games[2].record.format", "schema"), or null.
 * @param {unknown} kept
 */
function badReplays(kept) {
  if (!isPlain(kept)) return "JSON";
  if (typeof kept.schema === "number" && Number.isInteger(kept.schema) && kept.schema > REPLAYS_SCHEMA)
    return "schema (newer)";
  if (kept.schema !== REPLAYS_SCHEMA) return "schema";
  if (!Array.isArray(kept.games) || kept.games.length > MAX_REPLAYS) return "games";
  const at = kept.games.findIndex((entry) => badEntry(entry) !== null);
  return at >= 0 ? `games[${at}].${badEntry(kept.games[at])}` : null;
}

/** @returns {Replays} */
const empty = () => ({ schema: REPLAYS_SCHEMA, games: [] });

/** @type {KeptJson<Replays>} */
const stored = new KeptJson({
  key: KEYS.replays,
  prefix: KEYS.replaysRejected,
  maxChars: MAX_READ,
  check: badReplays,
  report: ({ field, kept, aside }) => {
    const say = () =>
      `${t("history.replaysUnreadable", { field })} ${t(kept ? "history.replaysKeptAside" : "history.replaysKeptInPlace", { key: aside })}`;
    notify("replays-rejected", say, { alert: true });
  },
});

/** The stored records (none yet: none; unreadable ones are moved aside and reported). */
function readReplays() {
  return stored.read() ?? empty();
}

/**
 * The newest entries that fit both bounds.
 * @param {ReplayEntry[]} games
 */
function bounded(games) {
  let kept = games.slice(-MAX_REPLAYS);
  while (kept.length && JSON.stringify({ schema: REPLAYS_SCHEMA, games: kept }).length > MAX_CHARS) {
    kept = kept.slice(1);
  }
  return kept;
}

/** Keep the record of the history's game `id` (a record too big to keep, or no room: not kept,
 * the history's figures are kept all the same).
 * @param {string} id
 * @param {GameRecord} record
 */
export function keepRecord(id, record) {
  const { games } = readReplays();
  if (stored.blocked) return;
  if (games.some((entry) => entry.id === id)) return;
  const entry = { id, record };
  if (badEntry(entry) !== null || JSON.stringify(entry).length > MAX_CHARS / 10) return;
  stored.write({ schema: REPLAYS_SCHEMA, games: bounded([...games, entry]) });
}

/**
 * The kept record of the history's game `id`, or null (an older game's was dropped).
 * @param {string | undefined} id an older or damaged control may carry none
 */
export function recordOf(id) {
  return readReplays().games.find((entry) => entry.id === id)?.record ?? null;
}
