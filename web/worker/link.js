// Whether the site's memory snapshot pays on this link. A start from it skips Python's own start
// (some 3 s on a desktop, more on a phone) but downloads the snapshot first (6.3 MB); on a slow
// link that download takes longer than what it saves (Slow 4G: 30 s), so there the worker starts
// normally and makes its own snapshot afterwards, as a return visit does. Three looks at the link:
// what the browser says of it (navigator.connection, where there is one); the first bytes of the
// downloads every start makes (worker/early.js), before the snapshot is asked for; then the
// snapshot's own first bytes. Once PROBE_MS or PROBE_BYTES have come, the rate so far must bring
// the whole file within SNAPSHOT_SAVES_MS, or the snapshot is not fetched (its download cancelled).

/** What a start from the snapshot saves over a normal one, at the least (ms): measured 3.5 s on
 * a desktop (docs/offline.md); phones start Python more slowly, so it is a floor. */
const SNAPSHOT_SAVES_MS = 3000;
const PROBE_MS = 300;
const PROBE_BYTES = 1 << 20;
/** @typedef {{saveData?: boolean, effectiveType?: string}} Connection */

/** Whether the browser's word on the link already rules the snapshot out: data saving asked
 * for, or a 2g or 3g link. (Its `downlink` is not used: a headless Chromium with nothing measured
 * yet reports 1.55 Mbit/s even for a server on the same machine.) */
export function linkTooSlow() {
  const connection = /** @type {{connection?: Connection}} */ (/** @type {unknown} */ (navigator)).connection;
  if (!connection) return false;
  return Boolean(connection.saveData) || ["slow-2g", "2g", "3g"].includes(connection.effectiveType ?? "");
}

/** Whether a file of `size` bytes comes within SNAPSHOT_SAVES_MS at `rate` (bytes per ms).
 * @param {number} size
 * @param {number} rate */
function paysOff(size, rate) {
  return size / rate <= SNAPSHOT_SAVES_MS;
}

/** Whether the rate of the start's first downloads (bytes per ms) already rules out a file of
 * `size` bytes: they share the link with Pyodide's JavaScript and the page's files, so their rate
 * may be half the link's or less; it is ruled out only if it would not pay at twice that rate.
 * @param {number} size
 * @param {number} rate */
export function ruledOut(size, rate) {
  return !paysOff(size, 2 * rate);
}

/**
 * Reads the first bytes of `reader`, until PROBE_MS or PROBE_BYTES have come or it ends: the
 * chunks, whether there is more, and the rate they came at (bytes per ms).
 * @param {ReadableStreamDefaultReader<Uint8Array>} reader
 */
async function probe(reader) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  let received = 0;
  let first = 0;
  const take = async () => {
    const { done, value } = await reader.read();
    if (done) return false;
    first ||= performance.now();
    chunks.push(value);
    received += value.byteLength;
    return true;
  };
  let more = await take();
  while (more && received < PROBE_BYTES && performance.now() - first < PROBE_MS) more = await take();
  const rate = received / Math.max(1, performance.now() - first);
  return { chunks, more, rate, take };
}

/**
 * The link's speed from downloads that share it: `watch(response, share)` reads a copy of each
 * (nothing else reads it, and it is cancelled once measured), its decoded bytes counted at
 * `share` (what the link carried of each: its encoded size over its size); `rate` is the bytes
 * per ms that came, all of them together, from the first bytes until PROBE_MS later or PROBE_BYTES
 * (each download's first piece left out: it may hold bytes that came before it was read), or
 * Infinity if every download watched ended before that.
 */
export function linkMeter() {
  let first = 0;
  let received = 0;
  let watching = 0;
  /** @type {(rate: number) => void} */
  let settle = () => {};
  let settled = false;
  /** @type {Promise<number>} */
  const rate = new Promise((resolve) => (settle = resolve));
  /** @param {number} value */
  const finish = (value) => {
    settled ||= (settle(value), true);
  };
  /** @param {Response} response @param {Promise<number>} share */
  const watch = async (response, share) => {
    if (settled || !response.ok || !response.body) return;
    const reader = /** @type {ReadableStream<Uint8Array>} */ (response.clone().body).getReader();
    watching += 1;
    const scale = await share.catch(() => 1);
    let seen = false;
    /** @type {Promise<ReadableStreamReadResult<Uint8Array>> | null} a read asked for, not yet taken */
    let pending = null;
    const next = () => (pending ??= reader.read());
    try {
      for (;;) {
        const { done, value } = await next();
        pending = null;
        if (done || settled) break;
        const now = performance.now();
        if (seen) received += value.byteLength * scale;
        seen = true;
        first ||= now;
        if (received < PROBE_BYTES && now - first < PROBE_MS) continue;
        // What came while the worker was busy (Pyodide's JavaScript loading) is here already: a
        // read that answers before a timer does. Counted too, or a busy worker would see a slow link.
        for (;;) {
          const ready = await Promise.race([next(), new Promise((resolve) => setTimeout(resolve, 0, null))]);
          if (!ready || ready.done) break;
          pending = null;
          received += ready.value.byteLength * scale;
        }
        finish(received / Math.max(1, performance.now() - first));
      }
    } catch {
      // a download that failed: the one its user reads fails too, and says so
    }
    await reader.cancel().catch(() => {});
    watching -= 1;
    if (!watching) finish(Infinity);
  };
  return { rate, watch };
}

/**
 * Reads the first bytes of `response` (a file of `size` bytes): null, with the download
 * cancelled, if their rate would not bring the whole file within SNAPSHOT_SAVES_MS; else `{whole}`,
 * a promise of the whole body (wrapped, since an async function's promise would wait for it).
 * @param {Response} response
 * @param {number} size
 * @returns {Promise<{whole: Promise<Uint8Array<ArrayBuffer>>} | null>}
 */
export async function readIfFast(response, size) {
  const reader = /** @type {ReadableStream<Uint8Array>} */ (response.body).getReader();
  const probed = await probe(reader);
  let more = probed.more;
  if (more && !paysOff(size, probed.rate)) {
    await reader.cancel().catch(() => {});
    return null;
  }
  const whole = (async () => {
    while (more) more = await probed.take();
    const body = new Uint8Array(probed.chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
    let at = 0;
    for (const chunk of probed.chunks) {
      body.set(chunk, at);
      at += chunk.byteLength;
    }
    return body;
  })();
  return { whole };
}
