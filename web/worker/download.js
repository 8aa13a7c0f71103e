// Bytes received of bytes expected while the worker's start downloads its big files (Pyodide's
// WebAssembly, the standard library, the site's snapshot when it is fetched),
// for the loading screen's bar: the build knows each file's size (build.json's `download`), the
// worker counts what arrives. Each counted response is read through a copy (`clone()`), so the one
// Pyodide gets is the browser's own (compiled code is kept only for that one).

/** How often, at most, the count is told (ms). */
const REPORT_MS = 150;

/** A promise for each key, resolved by `settle(key)` (before or after it is asked for). */
function signals() {
  /** @type {Map<string, {promise: Promise<void>, resolve: () => void}>} */
  const all = new Map();
  /** @param {string} key */
  const of = (key) => {
    let entry = all.get(key);
    if (!entry) {
      let resolve = () => {};
      /** @type {Promise<void>} */
      const promise = new Promise((settle) => (resolve = () => settle(undefined)));
      entry = { promise, resolve };
      all.set(key, entry);
    }
    return entry;
  };
  return {
    wait: (/** @type {string} */ key) => of(key).promise,
    settle: (/** @type {string} */ key) => of(key).resolve(),
  };
}

/**
 * Count, from now on, the bytes of the responses to `sizes`' files (absolute URL without its
 * query -> the file's size in bytes); `report({received, expected})` is called as they arrive
 * (at most every REPORT_MS) and once when every file has arrived whole. `expect(url, size)` adds a
 * file to the count, `forget(url)` takes one out.
 * @param {Record<string, number>} sizes
 * @param {(bytes: {received: number, expected: number}, done: boolean) => void} report
 */
export function countDownloads(sizes, report) {
  const expected = new Map(Object.entries(sizes));
  const done = new Set();
  /** @type {[Map<string, number>, Map<string, ReadableStreamDefaultReader<Uint8Array>>]} bytes
   * received of each file, and the copies being counted */
  const [got, readers] = [new Map(), new Map()];
  const arrivals = signals();
  const fetchFromNetwork = self.fetch.bind(self);
  let [received, told] = [0, 0];
  const total = () => [...expected.values()].reduce((sum, size) => sum + size, 0);
  /** @param {boolean} force */
  const tell = (force) => {
    const now = performance.now();
    if (!force && now - told < REPORT_MS) return;
    told = now;
    report({ received, expected: total() }, done.size === expected.size);
  };
  /** @param {string} key @param {ReadableStream<Uint8Array>} body */
  const count = async (key, body) => {
    const reader = body.getReader();
    readers.set(key, reader);
    for (;;) {
      const { done: over, value } = await reader.read();
      if (over || !expected.has(key)) return;
      got.set(key, (got.get(key) ?? 0) + value.byteLength);
      received += value.byteLength;
      // Its bytes all in, it is in (an early response's copy may end only once Pyodide has read it)
      if (/** @type {number} */ (got.get(key)) >= (expected.get(key) || Infinity)) return reader.cancel();
      tell(false);
    }
  };
  self.fetch = async (input, init) => {
    const response = await fetchFromNetwork(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), self.location.href);
    const key = url.origin + url.pathname;
    if (!expected.has(key) || done.has(key) || !response.ok || !response.body) return response;
    const copy = response.clone();
    count(key, /** @type {ReadableStream<Uint8Array>} */ (copy.body))
      .then(() => expected.has(key) && (done.add(key), arrivals.settle(key)))
      .then(() => tell(true))
      .catch(() => {});
    return response;
  };
  return {
    /** @type {(url: string, size: number) => void} */
    expect: (url, size) => void expected.set(url, size),
    /** Resolved once `url` (counted: expected) has arrived whole. */
    arrived: arrivals.wait,
    /** No longer wait for `url` (a download given up): its bytes leave the count.
     * @param {string} url */
    forget(url) {
      // The copy too: a download given up must not go on for the count's sake.
      const reader = readers.get(url);
      if (reader) reader.cancel().catch(() => {});
      received -= got.get(url) ?? 0;
      for (const kept of [readers, expected, done, got]) kept.delete(url);
    },
  };
}
