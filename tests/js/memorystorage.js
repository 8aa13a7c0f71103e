// An in-memory localStorage for the unit tests of modules that keep data (web/core/storage.js
// probes `window.localStorage` once, when it is first imported: install this before that import).

/** The methods of Storage the page uses; `full` makes every write throw as a full store does. */
export class MemoryStorage {
  constructor() {
    this.items = new Map();
    this.full = false;
  }
  get length() {
    return this.items.size;
  }
  key(i) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(key) {
    return this.items.has(key) ? this.items.get(key) : null;
  }
  setItem(key, value) {
    if (this.full) throw Object.assign(new Error("full"), { name: "QuotaExceededError" });
    this.items.set(key, String(value));
  }
  removeItem(key) {
    this.items.delete(key);
  }
}

/** A fresh store set as `window.localStorage`, returned to the test to look into and to empty. */
export function installMemoryStorage() {
  const local = new MemoryStorage();
  globalThis.window = /** @type {any} */ ({ localStorage: local });
  return local;
}
