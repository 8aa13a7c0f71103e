// Whether the site's memory snapshot pays on this link. A start from it skips Python's own start
// (some 3 s on a desktop, more on a phone) but downloads the snapshot first (6.3 MB); on a slow
// link that download takes longer than what it saves (Slow 4G: 30 s), so there the worker starts
// normally and makes its own snapshot afterwards, as a return visit does. Two looks at the link:
// what the browser says of it (navigator.connection, where there is one), then the snapshot's
// own first bytes: once PROBE_MS or PROBE_BYTES have come, the rate so far must bring the whole
// file within SNAPSHOT_SAVES_MS, or the download is cancelled.

/** What a start from the snapshot saves over a normal one, at the least (ms): measured 3.5 s on
 * a desktop (docs/offline.md); phones start Python more slowly, so it is a floor. */
export const SNAPSHOT_SAVES_MS = 3000;
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
  const rate = received / Math.max(1, performance.now() - first); // bytes per ms
  if (more && size / rate > SNAPSHOT_SAVES_MS) {
    await reader.cancel().catch(() => {});
    return null;
  }
  const whole = (async () => {
    while (more) more = await take();
    const body = new Uint8Array(received);
    let at = 0;
    for (const chunk of chunks) {
      body.set(chunk, at);
      at += chunk.byteLength;
    }
    return body;
  })();
  return { whole };
}
