// The page's one door to localStorage, which may be missing (private windows, blocked cookies),
// throw on every touch, or be full. Nothing here ever throws: reads give null, writes say whether
// they worked, and `storage.reason` tells why storing is off ("blocked" or "full").
//
// Every key the page keeps is named here, all under one prefix (docs/offline.md lists them). Keys of
// earlier versions move to their new names on first read: the text is copied as it is (never
// parsed here, so a damaged value arrives as damaged as it was, for its module to keep aside), and
// the old key is removed only once the new one is written; while there is no room to write it, the
// value is read from its old name.

const PREFIX = "five-up:";

/** The page's keys; the `…Rejected` ones are prefixes, followed by the time a value was kept aside. */
export const KEYS = Object.freeze({
  save: `${PREFIX}save`, // the game in play (save.js)
  saveRejected: `${PREFIX}save:rejected:`, // a save that could not be used, kept aside
  stats: `${PREFIX}stats`, // statistics (stats.js)
  statsRejected: `${PREFIX}stats:rejected:`, // damaged statistics, kept aside
  lang: `${PREFIX}lang`, // the language chosen in the page (i18n.js)
  newGameWish: `${PREFIX}setup`, // the New game dialog's last choice (newgame.js; its stored name from before)
  tally: `${PREFIX}tally`, // the scoreboard's tally switch (tally.js)
  table: `${PREFIX}table`, // the engine's last hello, to build the New game dialog early (table.js)
  speed: `${PREFIX}speed`, // the computers' speed (settings.js)
  autoForced: `${PREFIX}auto-forced`, // whether a forced draw or pass goes by itself (settings.js)
  sound: `${PREFIX}sound`, // the sounds on or off (sound.js)
  guest: `${PREFIX}guest`, // a guest's table over the network: its seat, token, last view, shares (modes/guest.js)
  guestRejected: `${PREFIX}guest:rejected:`, // a guest's kept table that could not be read, kept aside
  history: `${PREFIX}history`, // the match history: the games finished here (history.js)
  historyRejected: `${PREFIX}history:rejected:`, // a match history that could not be read, kept aside
  replays: `${PREFIX}replays`, // the newest kept games' records, to replay them from the history (replays.js)
  replaysRejected: `${PREFIX}replays:rejected:`, // kept records that could not be read, kept aside
  puzzles: `${PREFIX}puzzles`, // the puzzles solved and failed, the streak (persist/puzzles.js)
  puzzlesRejected: `${PREFIX}puzzles:rejected:`, // puzzle progress that could not be read, kept aside
  daily: `${PREFIX}daily`, // the daily deal's counted tries and their results (persist/daily.js)
  dailyRejected: `${PREFIX}daily:rejected:`, // daily tries that could not be read, kept aside
  challenge: `${PREFIX}challenge`, // the name given to challenges, the challenge open (persist/challenges.js)
  challengeRejected: `${PREFIX}challenge:rejected:`, // kept challenges that could not be read, kept aside
  relay: `${PREFIX}relay`, // "Connect automatically" through the relays, "on" or "off" (modes/autojoin.js)
  stun: `${PREFIX}stun`, // the optional STUN server's address for tables across networks (settings.js)
  turn: `${PREFIX}turn`, // the optional TURN server (address, user name, password) as JSON (play/turn.js)
});

/** The statistics of a game other than the default game's (stats.js), by the engine's preset; damaged
 * ones go aside under this key followed by ":rejected:<time>". @param {string} preset */
export const gameStatsKey = (preset) => `${PREFIX}stats:game:${preset}`;

/**
 * New key -> the name an earlier version kept it under.
 * @type {Readonly<Record<string, string>>}
 */
const EARLIER = Object.freeze({
  [KEYS.lang]: "fiveup.lang",
  [KEYS.newGameWish]: "fiveup.setup",
  [KEYS.tally]: "fiveup.tally",
  [KEYS.table]: "fiveup.table",
});

/** @typedef {"blocked" | "full"} Reason  why storing is off */

/** @returns {{store: Storage | null, reason: Reason | null}} */
function probe() {
  let store;
  try {
    store = window.localStorage; // the getter itself throws where storage is blocked
    if (!store) return { store: null, reason: "blocked" };
  } catch {
    return { store: null, reason: "blocked" };
  }
  try {
    const key = `${PREFIX}probe`;
    store.setItem(key, "1");
    store.removeItem(key);
    return { store, reason: null };
  } catch (err) {
    return { store, reason: isQuota(err) ? "full" : "blocked" };
  }
}

/** @param {unknown} error */
function isQuota(error) {
  const err = /** @type {{name?: unknown, code?: unknown} | null | undefined} */ (error);
  return err?.name === "QuotaExceededError" || err?.code === 22 || err?.code === 1014;
}

const found = probe();

/** A key's value under its earlier name, copied to the new name (the old key removed once that
 * worked); null if there is none.
 * @param {Storage} store
 * @param {string} key
 */
function moveEarlier(store, key) {
  const old = EARLIER[key];
  const value = store.getItem(old);
  if (value === null) return null;
  try {
    store.setItem(key, value);
    store.removeItem(old);
  } catch {
    // no room for the copy: the value stays under its old name, to be moved on a later read
  }
  return value;
}

export const storage = {
  /** Whether writes worked when the page started (a full store may free up later). */
  available: found.reason === null,
  /** Why not: "blocked" (no storage at all) or "full"; null while writes work. */
  reason: found.reason,

  /**
   * The text under `key` (one of KEYS, or a rejected prefix plus its time); null if none.
   * @param {string} key
   * @returns {string | null}
   */
  get(key) {
    try {
      if (!found.store) return null;
      const value = found.store.getItem(key);
      return value === null && key in EARLIER ? moveEarlier(found.store, key) : value;
    } catch {
      return null;
    }
  },

  /**
   * Store a text; false (and `reason` set) if the browser refused.
   * @param {string} key
   * @param {string} value
   */
  set(key, value) {
    if (!found.store) return false;
    try {
      found.store.setItem(key, value);
      this.reason = null;
    } catch (err) {
      this.reason = isQuota(err) ? "full" : "blocked";
      return false;
    }
    if (key in EARLIER) this.remove(EARLIER[key]); // superseded by what was just written
    return true;
  },

  /** @param {string} key */
  remove(key) {
    try {
      found.store?.removeItem(key);
      return true;
    } catch {
      return false;
    }
  },

  /** Move the text under `key` aside, to `prefix` plus the time (a fresh key): a stored value that
   * cannot be read is kept for the player, never dropped. Removed from `key` only once copied;
   * `kept` false when there was no room for the copy (the value then stays where it is).
   * @param {string} key
   * @param {string} prefix
   * @param {string} raw
   */
  moveAside(key, prefix, raw) {
    let aside = prefix + Date.now();
    while (this.get(aside) !== null) aside += "+";
    const kept = this.set(aside, raw);
    if (kept) this.remove(key);
    return { kept, aside };
  },

  /** Every key that starts with `prefix`. */
  keys(prefix = "") {
    try {
      const store = found.store;
      /** @type {string[]} */
      const all = [];
      if (!store) return all;
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key !== null && key.startsWith(prefix)) all.push(key);
      }
      return all;
    } catch {
      return [];
    }
  },
};
