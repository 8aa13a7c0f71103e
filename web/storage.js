// The page's one door to localStorage, which may be missing (private windows, blocked cookies),
// throw on every touch, or be full. Nothing here ever throws: reads give null, writes say whether
// they worked, and `storage.reason` tells why storing is off ("blocked" or "full").

function probe() {
  let store;
  try {
    store = window.localStorage; // the getter itself throws where storage is blocked
    if (!store) return { store: null, reason: "blocked" };
  } catch {
    return { store: null, reason: "blocked" };
  }
  try {
    const key = "five-up:probe";
    store.setItem(key, "1");
    store.removeItem(key);
    return { store, reason: null };
  } catch (err) {
    return { store, reason: isQuota(err) ? "full" : "blocked" };
  }
}

function isQuota(err) {
  return err?.name === "QuotaExceededError" || err?.code === 22 || err?.code === 1014;
}

const found = probe();

export const storage = {
  /** Whether writes worked when the page started (a full store may free up later). */
  available: found.reason === null,
  /** Why not: "blocked" (no storage at all) or "full"; null while writes work. */
  reason: found.reason,

  get(key) {
    try {
      return found.store ? found.store.getItem(key) : null;
    } catch {
      return null;
    }
  },

  /** Store a text; false (and `reason` set) if the browser refused. */
  set(key, value) {
    if (!found.store) return false;
    try {
      found.store.setItem(key, value);
      this.reason = null;
      return true;
    } catch (err) {
      this.reason = isQuota(err) ? "full" : "blocked";
      return false;
    }
  },

  remove(key) {
    try {
      found.store?.removeItem(key);
      return true;
    } catch {
      return false;
    }
  },

  /** Every key that starts with `prefix`. */
  keys(prefix = "") {
    try {
      const all = [];
      for (let i = 0; i < (found.store?.length ?? 0); i++) {
        const key = found.store.key(i);
        if (key !== null && key.startsWith(prefix)) all.push(key);
      }
      return all;
    } catch {
      return [];
    }
  },
};
