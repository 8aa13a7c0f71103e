// The game in progress, saved after every move in localStorage under "five-up:save":
//
//   {"schema": 1, "saved_at": "2026-11-30T09:41:07.123Z", "game": "<id>", "counted": false,
//    "record": <the worker's `record` answer: Game.to_record() plus levels, human, undos>,
//    "log": ["<the round's log, newest first, as shown>", ...]}
//
// Loading it (the worker's `load`) gives back exactly the position it was saved at: hands,
// boneyard order, scores, whose turn, the round's history. A save that cannot be used (not JSON,
// a newer schema, a record the engine refuses) is never deleted: it is moved to
// "five-up:save:rejected:<timestamp>", the player is told in words, and a new game starts.
// Without storage (blocked, or full) the game plays on and a notice says that saving is off.
// Finished games and undos go to the statistics (stats.js) from here, once per game.

import { t } from "./i18n.js";
import { dismiss, notify } from "./notices.js";
import { countGame, noteUndos } from "./stats.js";
import { storage } from "./storage.js";

export const SAVE_KEY = "five-up:save";
export const REJECTED_PREFIX = "five-up:save:rejected:";
export const SAVE_SCHEMA = 1;
const LOG_LINES = 400;

function newId() {
  if (globalThis.crypto?.randomUUID) return crypto.randomUUID(); // secure contexts only
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The page's saves. `bridge` is the engine's (for the `record` op); `logList` is the round's log
 * (an <ol>), saved with the game and shown again on resume.
 */
export function createSaves({ bridge, logList }) {
  // Blocked storage stays blocked; a full one is tried again on every move.
  let enabled = storage.available || storage.reason === "full";
  let failing = !storage.available;
  let gen = null; // the page's game generation the saves belong to
  let game = null; // {id, counted}
  let last = null; // the last save written, to refresh its log
  if (failing) savingOff();

  function savingOff() {
    notify("saving", () => t(storage.reason === "full" ? "save.offFull" : "save.offBlocked"));
  }

  function put(save) {
    if (storage.set(SAVE_KEY, JSON.stringify(save))) {
      if (failing) dismiss("saving");
      failing = false;
    } else if (!failing) {
      failing = true;
      savingOff();
    }
  }

  function logTexts() {
    return [...logList.children].slice(0, LOG_LINES).map((li) => li.textContent);
  }

  /** Keep an unusable save under another key, and tell the player why a new game starts. */
  function reject(raw, why, detail = "") {
    let key = REJECTED_PREFIX + Date.now();
    while (storage.get(key) !== null) key += "+";
    const kept = storage.set(key, raw);
    if (kept) storage.remove(SAVE_KEY);
    else enabled = false; // no room for a copy: leave it where it is, and write nothing over it
    notify(
      "save-rejected",
      () => `${t(`save.rejected.${why}`, { detail })} ${t(kept ? "save.keptAside" : "save.keptInPlace", { key })}`,
      { alert: true },
    );
  }

  // A move's line is added to the log just after its state is shown (and saved): keep the saved
  // log in step with the one on the page.
  let queued = false;
  new MutationObserver(() => {
    if (queued || !last || !enabled) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      last = { ...last, log: logTexts() };
      put(last);
    });
  }).observe(logList, { childList: true });

  return {
    /** The saved game to resume ({raw, save}), or null. An unusable one is kept aside and reported. */
    saved() {
      const raw = storage.get(SAVE_KEY);
      if (raw === null) return null;
      let save;
      try {
        save = JSON.parse(raw);
      } catch {
        reject(raw, "corrupt");
        return null;
      }
      if (!save || typeof save !== "object" || Array.isArray(save)) {
        reject(raw, "corrupt");
      } else if (Number.isInteger(save.schema) && save.schema > SAVE_SCHEMA) {
        reject(raw, "newer");
      } else if (save.schema !== SAVE_SCHEMA || !save.record || typeof save.record !== "object") {
        reject(raw, "corrupt");
      } else {
        return { raw, save };
      }
      return null;
    },

    /** The engine would not load the saved record (`err` says why). */
    refused(saved, err) {
      reject(saved.raw, "refused", err?.message || String(err));
    },

    /** The saved game is on the table again (its `view`), as game generation `g`: its log is
     * shown again. */
    resumed(g, saved, view) {
      gen = g;
      const { game: id, counted, log } = saved.save;
      game = { id: typeof id === "string" && id ? id : newId(), counted: counted === true };
      const lines = Array.isArray(log) ? log.filter((text) => typeof text === "string") : [];
      // At a round's end the page says again how it ended: that line is the newest saved one.
      if (view?.round_over) lines.shift();
      logList.replaceChildren(
        ...lines.map((text) => {
          const li = document.createElement("li");
          li.textContent = text;
          return li;
        }),
      );
    },

    /** A new state of game generation `g` is shown: count it in the statistics and save it. */
    changed(state, g) {
      if (g !== gen) {
        gen = g;
        game = { id: newId(), counted: false };
      }
      const current = game;
      const { view, human, levels } = state;
      noteUndos(current.id, state.undos ?? 0);
      if (view.over && !current.counted) {
        const side = view.side_of[human];
        countGame({
          id: current.id,
          players: view.players,
          levels,
          won: view.winner === side,
          score: view.display_scores?.[side] ?? Math.trunc(view.scores[side] / 5),
        });
        current.counted = true;
      }
      if (!enabled) return;
      // The worker answers in order, so this is the record of the state just shown.
      bridge.call("record", {}).then(
        (record) => {
          last = {
            schema: SAVE_SCHEMA,
            saved_at: new Date().toISOString(),
            game: current.id,
            counted: current.counted,
            record,
            log: logTexts(),
          };
          put(last);
        },
        () => {}, // the engine's trouble shows on the table; the previous save stays
      );
    },

    /** Whether saves are being written. */
    get on() {
      return enabled && !failing;
    },
  };
}
