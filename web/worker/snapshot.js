// Where the engine worker keeps its memory snapshot of Python (engine.js makes it): one entry in
// Cache Storage, under a cache of its own that the service worker's clean-up leaves alone (it
// deletes only "five-up-<version>" caches), tagged with the key of the build that made it:
// Pyodide's version and the engine wheel's sha256. A snapshot of another build is never loaded.
// It is kept gzip-compressed (31.5 MB of memory, about 6 MB stored; reading and unpacking it took
// as long as reading it whole), with the sha256 of its bytes, so a damaged entry fails the start.
//
// The site also ships one (scripts/make_snapshot.mjs makes it at build time, in Node, from the
// same files; build.json's `snapshot` names snapshot/engine.json, which gives its file, key and
// digest): a first visit starts from it instead of booting Python, and keeps its bytes here as the
// stored one once the engine is idle.
//
// Every failure here is a note on the console (console.warn) and the next way to start: storage
// that is missing (some private windows), full or refusing, a snapshot damaged or of another build.

import { linkTooSlow, readIfFast, ruledOut } from "./link.js";

const CACHE = "snapshot:five-up";
const ENTRY = new URL("./snapshot/engine.bin", import.meta.url).href;
const KEY_HEADER = "X-Five-Up-Key";
const DIGEST_HEADER = "X-Five-Up-Sha256";
// Room that must stay free beside a new snapshot (of the origin's quota), or none is kept.
const SPARE_BYTES = 64 * 1024 * 1024;

/**
 * @typedef {{bytes: Promise<Uint8Array<ArrayBuffer>>, checked: Promise<void>}} Found  a snapshot's bytes
 *   and their check against its digest, both on their way
 * @typedef {Found & {packed: Promise<Uint8Array<ArrayBuffer>>, digest: string, url: string, size: number}} Built
 *   the site's snapshot, also as it came (gzip-compressed), its digest, address and size
 * @typedef {{digest: string, body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>}} Packed
 */

/**
 * A note on the console: the start goes on either way.
 * @param {string} what
 * @param {unknown} [err]
 */
export function note(what, err) {
  console.warn(`engine worker: ${what}${err === undefined ? "" : `: ${err instanceof Error ? err.message : err}`}`);
}

/** @param {Uint8Array<ArrayBuffer>} bytes */
async function hexDigest(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function open() {
  return self.caches ? self.caches.open(CACHE) : null;
}

/** Forget the snapshot (damaged, of another build, or storage is short). */
export async function dropSnapshot() {
  try {
    await self.caches?.delete(CACHE);
  } catch (err) {
    note("could not drop the snapshot", err);
  }
}

/**
 * Whether `bytes` are the stored snapshot's, by its digest (rejects if they differ).
 * @param {Uint8Array<ArrayBuffer>} bytes
 * @param {string | null} expected
 */
async function check(bytes, expected) {
  if ((await hexDigest(bytes)) !== expected) {
    throw new Error("the snapshot is damaged (its sha256 differs)");
  }
}

/**
 * The stored snapshot for `key`, or null (then any other one is dropped): `{bytes, checked}`,
 * promises of its bytes and of their check against its digest (which rejects if they are
 * damaged), so that Pyodide loads its own files and the snapshot while the digest is worked out;
 * the start must not be trusted before `checked`.
 * @param {string} key
 * @returns {Promise<Found | null>}
 */
export async function findSnapshot(key) {
  let found;
  try {
    found = await (await open())?.match(ENTRY);
  } catch (err) {
    note("no snapshot storage here", err);
    return null;
  }
  if (!found) return null;
  if (found.headers.get(KEY_HEADER) !== key) {
    note("the stored snapshot is another build's");
    await dropSnapshot();
    return null;
  }
  const bytes = unpack(/** @type {ReadableStream<Uint8Array<ArrayBuffer>>} */ (found.body)); // a stored entry has a body
  return { bytes, checked: bytes.then((read) => check(read, found.headers.get(DIGEST_HEADER))) };
}

/**
 * The bytes a gzip-compressed stream holds.
 * @param {ReadableStream<Uint8Array<ArrayBuffer>>} stream
 */
async function unpack(stream) {
  return new Uint8Array(await new Response(stream.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
}

/**
 * A gzip-compressed stream of `bytes`.
 * @param {Uint8Array<ArrayBuffer>} bytes
 */
function pack(bytes) {
  return new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
}

/**
 * gzip's first two bytes: a host that sent the file decoded already is handled too.
 * @param {Uint8Array} bytes
 */
function gzipped(bytes) {
  return bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/**
 * The site's own snapshot for `key` (`about`: the URL of the build's snapshot/engine.json, `{file,
 * key, sha256}`), or null with a note (none, another build's, unreachable): `{bytes, checked,
 * packed}` as findSnapshot's, plus its gzip-compressed bytes as they came (for keepBuiltSnapshot),
 * and the file's `url` and `size` (`onCard(url, size)` is told them before it is fetched, for the
 * loading bar's count). Null too when the link is too slow for it to pay (worker/link.js): as
 * `rate` says (bytes per ms: the start's first downloads, worker/early.js), before it is asked
 * for, or its own first bytes, its download then cancelled.
 */
/**
 * @param {string} about
 * @param {string} key
 * @param {Promise<number>} rate
 * @param {(url: string, size: number) => void} [onCard]
 * @returns {Promise<Built | null>}
 */
export async function fetchBuiltSnapshot(about, key, rate, onCard = () => {}) {
  /** @type {{key?: unknown, sha256?: unknown, file?: unknown, gzip_bytes?: unknown} | null | undefined} */
  let built;
  try {
    const response = await fetch(about, { cache: "no-cache" });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    built = await response.json();
  } catch (err) {
    note("the site's snapshot is out of reach", err);
    return null;
  }
  if (built?.key !== key || typeof built.sha256 !== "string" || typeof built.file !== "string") {
    note("the site's snapshot is another build's");
    return null;
  }
  const sha256 = built.sha256;
  const url = `${new URL(built.file, about).href}?sha256=${sha256}`;
  const size = Number(built.gzip_bytes) || 0;
  if (linkTooSlow()) {
    note("the browser reports a link too slow for the site's snapshot");
    return null;
  }
  const measured = await rate;
  if (ruledOut(size, measured)) {
    note(
      `the link is too slow for the site's snapshot (the start's first downloads came at ${Math.round(measured)} kB/s)`,
    );
    return null;
  }
  onCard(url, size);
  let read;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    read = await readIfFast(response, size);
  } catch (err) {
    note("the site's snapshot is out of reach", err);
    return null;
  }
  if (!read) {
    note("the link is too slow for the site's snapshot (its first bytes say so)");
    return null;
  }
  const packed = read.whole;
  const bytes = packed.then((data) => (gzipped(data) ? unpack(new Blob([data]).stream()) : data));
  const checked = bytes.then((read) => check(read, sha256));
  return { bytes, packed, digest: sha256, checked, url, size };
}

/**
 * Whether there is room for `size` more bytes beside the spare room (true if unknown).
 * @param {number} size
 */
async function roomFor(size) {
  const { quota, usage } = (await navigator.storage?.estimate?.()) ?? {};
  if (quota !== undefined && quota - (usage ?? 0) < size + SPARE_BYTES) {
    note(`storage is short (${usage} of ${quota} bytes used): no snapshot kept`);
    return false;
  }
  return true;
}

/**
 * Put a gzip-compressed snapshot body in the cache under `key` with its bytes' digest.
 * @param {string} key
 * @param {string} digest
 * @param {Packed["body"]} body
 */
async function put(key, digest, body) {
  const headers = { "Content-Type": "application/octet-stream", [KEY_HEADER]: key, [DIGEST_HEADER]: digest };
  const cache = await open();
  if (!cache) throw new Error("no Cache Storage");
  await cache.put(ENTRY, new Response(body, { headers }));
}

/** Keep a snapshot of `size` bytes for `key`, once there is room: `packing()` gives its digest and
 * its gzip-compressed body. False (with a note, and any stored snapshot dropped) if storage is
 * short or refuses.
 * @param {string} key
 * @param {number} size
 * @param {() => Promise<Packed>} packing
 */
async function keep(key, size, packing) {
  try {
    if (!(await roomFor(size))) return dropSnapshot().then(() => false);
    const { digest, body } = await packing();
    await put(key, digest, body);
    return true;
  } catch (err) {
    note("the snapshot could not be kept", err);
    await dropSnapshot();
    return false;
  }
}

/**
 * Keep `bytes` as the snapshot for `key`; false (with a note) if storage is short or refuses.
 * @param {string} key
 * @param {Uint8Array<ArrayBuffer>} bytes
 */
export function storeSnapshot(key, bytes) {
  return keep(key, bytes.byteLength, async () => ({ digest: await hexDigest(bytes), body: pack(bytes) }));
}

/** Keep the site's snapshot (started from, so whole and checked: `digest` its bytes' sha256) as
 * the stored one for `key`.
 * @param {string} key
 * @param {string} digest
 * @param {number} size
 * @param {Uint8Array<ArrayBuffer>} packed
 */
export function keepBuiltSnapshot(key, digest, size, packed) {
  return keep(key, size, async () => ({ digest, body: gzipped(packed) ? packed : pack(packed) }));
}
