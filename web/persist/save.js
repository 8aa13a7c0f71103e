// The game in progress, saved after every move in localStorage under "five-up:save":
//
//   {"schema": 1, "saved_at": "2026-11-30T09:41:07.123Z", "game": "<id>", "counted": false,
//    "imported": false, "undo_base": 0,
//    "record": <the worker's `record` answer: Game.to_record() plus levels, human, undos>,
//    "log": ["<the round's log, newest first, as shown>", ...], "log_lang": "<its language>"}
//
// Loading it (the worker's `load`) gives back exactly the position it was saved at: hands,
// boneyard order, scores, whose turn, the round's history. A save that cannot be used (not JSON,
// a newer schema, over the size cap, a record the engine refuses) is never deleted: it is moved to
// "five-up:save:rejected:<timestamp>" and the player is told in words; when there is no room for
// that copy it stays where it is, saving is off, and its notice offers to download it and then to
// discard it. Without storage (blocked, or full) the game plays on and a notice says saving is off.
//
// The statistics (stats.js) hear from here, once per game: a game counts when it ends on this
// device (the page showed it unfinished, then finished), never when it came from a file
// ("imported", kept in the save so that finishing it here later does not count either) nor when
// the engine says its origin is not counted (`counted` in its state: a position, shown as such in a
// notice, a set-up position, a line, deals again, a puzzle; core/sidegames.js); it is keyed by the
// engine's content id (`state.game_id`), in its game's record (the view's `game.preset`), for the
// one person (as always) or, with several people, for each named person in it (stats.js says
// how); the match history (history.js) keeps the same
// games. Undos count as they are used here ("undo_base"
// is the count an imported record came with), in one person's games only.

import { downloadText } from "./download.js";
import { clip, dismiss, notify, SHOWN_CHARS } from "./notices.js";
import { language, t } from "../i18n/i18n.js";
import { refusalSaid } from "../i18n/refusals.js";
import { keepGame } from "./history.js";
import { countGame, noteUndos } from "./stats.js";
import { KEYS, storage } from "../core/storage.js";
import { counted as originCounts, sideGame } from "../core/sidegames.js";
import { isPlain, parseKept } from "../core/kept.js";
import { unknownGameSentence } from "../core/unknowngame.js";

/**
 * @typedef {import("../core/queries.js").Queries} Queries
 * @typedef {import("../core/store.js").Session} Session
 * @typedef {import("../core/store.js").Store} Store
 * @typedef {import("../core/types.js").GameRecord} GameRecord
 * @typedef {import("../core/types.js").View} View
 * @typedef {{schema: number, saved_at: string, game: string, counted: boolean, imported: boolean,
 *   undo_base: number, record: GameRecord, log: string[], log_lang: string}} Save  the save as written
 * @typedef {{schema: number, record: object, game?: unknown, counted?: unknown, imported?: unknown,
 *   undo_base?: unknown, log?: unknown, log_lang?: unknown}} KeptSave  a save as read: its schema
 *   and record checked, the engine checks the record, the rest is read with care
 * @typedef {{raw: string, save: KeptSave}} Saved  a saved game to resume, and its text
 * @typedef {{id: string, counted: boolean, imported: boolean, undoBase: number | null, live: boolean,
 *   noted: boolean}} GameSaves  where the game on the table stands for the saves and the statistics
 */

const SAVE_KEY = KEYS.save;
const REJECTED_PREFIX = KEYS.saveRejected;
const SAVE_SCHEMA = 1;
/** The most characters of a game record the page hands the engine (a save, an imported file):
 * the engine's own message bound (1 MB); anything longer is refused before it is read. */
export const MAX_RECORD_CHARS = 1_000_000;
const LOG_LINES = 400;

function newId() {
  if (typeof globalThis.crypto?.randomUUID === "function") return crypto.randomUUID(); // secure contexts only
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The page's saves. `queries` reads the engine (the game's `record`, core/queries.js); `store` is the page's state,
 * whose round log (its lines, newest first) is saved with the game and shown again on resume.
 * @param {{queries: Queries, store: Store}} parts
 */
export function createSaves(parts) {
  ({ queries: saves.queries, store: saves.store } = parts);
  // Blocked storage stays blocked; a full one is tried again on every move.
  saves.enabled = storage.available || storage.reason === "full";
  saves.failing = !storage.available;
  if (saves.failing) savingOff();
  saves.store.subscribe((state, before) => {
    if (state.log !== before.log) logChanged();
  });
  return {
    saved,
    refused,
    resumed,
    imported,
    changed,
    get on() {
      return savingOn();
    },
  };
}

/**
 * One page's saves: what createSaves was given, and where its game stands. The page has one set.
 * @typedef {object} SavesState
 * @property {Queries} queries the engine's reads (the game's `record`, core/queries.js)
 * @property {Store} store the page's state (its round log is saved with the game)
 * @property {boolean} enabled whether saves may be written (storage there, no unusable save in
 *   the way)
 * @property {boolean} failing whether saves cannot be written now (the "saving is off" notice is up)
 * @property {number | null} gen the page's game generation the saves belong to
 * @property {GameSaves | null} game where the game on the table stands: {id, counted, imported,
 *   undoBase, live (shown unfinished on this page), noted (origin said)}
 * @property {Save | null} last the last save written, to refresh its log
 */

// `queries` and `store` are set by createSaves, before anything reads them.
const saves = /** @type {SavesState} */ ({ enabled: false, failing: false, gen: null, game: null, last: null });

function savingOff() {
  notify("saving", () => t(storage.reason === "full" ? "save.offFull" : "save.offBlocked"));
}

/**
 * @param {{id?: string, counted?: boolean, imported?: boolean, undoBase?: number | null}} [start]
 * @returns {GameSaves}
 */
function fresh({ id = newId(), counted = false, imported = false, undoBase = null } = {}) {
  return { id, counted, imported, undoBase, live: false, noted: false };
}

/** @param {Save} save */
function put(save) {
  if (storage.set(SAVE_KEY, JSON.stringify(save))) {
    if (saves.failing) dismiss("saving");
    saves.failing = false;
  } else if (!saves.failing) {
    saves.failing = true;
    savingOff();
  }
}

function logTexts() {
  return saves.store
    .get()
    .log.slice(0, LOG_LINES)
    .map((say) => say());
}

/** Write the save of game `current` (the worker answers in order: the record of the state just
 * shown).
 * @param {GameSaves} current
 */
function write(current) {
  saves.queries.record().then(
    (record) => {
      if (current !== saves.game || !saves.enabled) return; // a newer game took its place meanwhile
      saves.last = {
        schema: SAVE_SCHEMA,
        saved_at: new Date().toISOString(),
        game: current.id,
        counted: current.counted,
        imported: current.imported,
        undo_base: current.undoBase ?? 0,
        record,
        log: logTexts(),
        log_lang: language(),
      };
      put(saves.last);
    },
    () => {}, // the engine's trouble shows on the table; the previous save stays
  );
}

/** Keep an unusable save under another key, and tell the player why a new game starts. With no
 * room for a copy it stays in place, nothing is written over it, and the notice offers to
 * download it and then discard it.
 * @param {string} raw
 * @param {"tooBig" | "corrupt" | "newer" | "refused"} why
 */
function reject(raw, why, detail = "") {
  const { kept, aside: key } = storage.moveAside(SAVE_KEY, REJECTED_PREFIX, raw);
  if (!kept) saves.enabled = false; // no room for a copy: leave it where it is, and write nothing over it
  const shortDetail = clip(detail);
  const say = () =>
    `${t(`save.rejected.${why}`, { detail: shortDetail })} ${t(kept ? "save.keptAside" : "save.keptInPlace", { key })}`;
  /** @type {import("./notices.js").NoticeAction[]} */
  const actions = kept
    ? []
    : [
        {
          name: "download",
          label: () => t("save.download"),
          run: () => downloadText(raw, `five-up-unusable-save-${Date.now()}.json`),
        },
        { name: "discard", label: () => t("save.discard"), run: () => discard(raw) },
      ];
  notify("save-rejected", say, { alert: true, actions });
}

/** The player discards a save that could not be kept aside: saving is on again, and the game on
 * the table is saved in its place.
 * @param {string} raw
 */
function discard(raw) {
  if (storage.get(SAVE_KEY) === raw) storage.remove(SAVE_KEY);
  dismiss("save-rejected");
  saves.enabled = storage.available || storage.reason === "full";
  notify("save-discarded", () => t("save.discarded"));
  if (saves.enabled && saves.game) write(saves.game);
}

/** The round's log changed (a move's line comes just after its state is shown and saved): keep
 * the saved log in step with the one on the page. */
function logChanged() {
  if (!saves.last || !saves.enabled || saves.store.get().session?.guest) return; // a guest's game is the host's
  if (sideGame(saves.store.get().session)) return; // a side line's log is not the save's
  saves.last = { ...saves.last, log: logTexts(), log_lang: language() };
  put(saves.last);
}

/**
 * The saved game to resume ({raw, save}), or null. An unusable one is kept aside and reported.
 * @returns {Saved | null}
 */
function saved() {
  const raw = storage.get(SAVE_KEY);
  if (raw === null) return null;
  const { value: save, field } = parseKept(raw, MAX_RECORD_CHARS);
  if (field !== null) {
    reject(raw, field === "size" ? "tooBig" : "corrupt");
  } else if (!isPlain(save)) {
    reject(raw, "corrupt");
  } else if (typeof save.schema === "number" && Number.isInteger(save.schema) && save.schema > SAVE_SCHEMA) {
    reject(raw, "newer");
  } else if (save.schema !== SAVE_SCHEMA || !save.record || typeof save.record !== "object") {
    reject(raw, "corrupt");
  } else {
    return { raw, save: /** @type {KeptSave} */ (save) };
  }
  return null;
}

/**
 * The engine would not load the saved record (`err` says why: a game this page does not know in
 * the player's words, else the engine's).
 * @param {Saved} saved
 * @param {unknown} err
 */
function refused(saved, err) {
  const message = /** @type {{message?: string} | null | undefined} */ (err)?.message;
  const words = unknownGameSentence(err) ?? (message ? refusalSaid(message) : message);
  reject(saved.raw, "refused", words || String(err));
}

/** The saved game is on the table again (its `view`), as game generation `g`: its log's lines
 * to show again (none when they were written in another language than the page's).
 * @param {number} g
 * @param {Saved} saved
 * @param {View | null | undefined} view
 * @returns {string[]}
 */
function resumed(g, saved, view) {
  saves.gen = g;
  const { game: id, counted, imported, undo_base: undoBase, log, log_lang: lang } = saved.save;
  saves.game = fresh({
    id: typeof id === "string" && id ? id.slice(0, 100) : newId(),
    counted: counted === true,
    imported: imported === true,
    undoBase: typeof undoBase === "number" && Number.isInteger(undoBase) && undoBase >= 0 ? undoBase : 0,
  });
  // Lines in another language than the page's are of no use: the page tells the round again.
  const lines = Array.isArray(log) && lang === language() ? log.filter((text) => typeof text === "string") : [];
  // At a round's end the page says again how it ended: that line is the newest saved one.
  if (view?.round_over) lines.shift();
  return lines.slice(0, LOG_LINES).map((text) => clip(text, SHOWN_CHARS * 2));
}

/** Game generation `g` is a game loaded from a file: it never counts in the statistics, not
 * even when it is finished here.
 * @param {number} g
 */
function imported(g) {
  saves.gen = g;
  saves.game = fresh({ imported: true });
}

/**
 * A new state of game generation `g` is shown: count it in the statistics and save it.
 * @param {Session} state
 * @param {number} g
 */
function changed(state, g) {
  if (g !== saves.gen || !saves.game) {
    saves.gen = g;
    saves.game = fresh();
  }
  const current = saves.game;
  const { view, human, levels } = state;
  const position = state.origin === "position";
  if (!current.noted) {
    current.noted = true;
    if (position) notify("position", () => t("save.position"));
    else dismiss("position");
  }
  current.undoBase ??= state.undos ?? 0;
  const alone = (state.people?.length ?? 1) <= 1;
  const game = view.game.preset; // each game's statistics apart (stats.js)
  if (alone) noteUndos(game, current.id, Math.max(0, (state.undos ?? 0) - current.undoBase));
  if (!view.over) {
    current.live = true;
  } else if (current.live && !current.counted) {
    // It ended here, now. Imported games and the origins the engine does not count (positions,
    // side games) are never counted, nor a game this device only refereed (nobody played here).
    current.counted = true;
    if (!current.imported && originCounts(state) && state.people?.length !== 0) {
      /** @param {number} seat */
      const outcome = (seat) => {
        const side = view.side_of[seat];
        return { won: view.winner === side, score: view.display_scores[side] };
      };
      const seats = Array.isArray(state.seats) ? state.seats : [];
      const id = typeof state.game_id === "string" && state.game_id ? state.game_id : current.id;
      keepGame(saves.queries, id, state); // the match history keeps the same games (history.js)
      countGame({
        game,
        id,
        players: view.players,
        levels,
        alone,
        ...outcome(human),
        people: (state.people ?? [])
          .filter((seat) => typeof seats[seat]?.name === "string" && seats[seat].name)
          .map((seat) => ({ name: /** @type {string} */ (seats[seat].name), ...outcome(seat) })),
      });
    }
  }
  // A side game (core/sidegames.js) never touches the save: the real game stays where it was and
  // comes back with the page, or with "Back to the game", which resumes the save.
  if (saves.enabled && !sideGame(state)) write(current);
}

/** Whether saves are being written. */
function savingOn() {
  return saves.enabled && !saves.failing;
}
