// Where the engine worker keeps its memory snapshot of Python (engine.js makes it): one entry in
// Cache Storage, under a cache of its own that the service worker's clean-up leaves alone (it
// deletes only "five-up-<version>" caches), tagged with the key of the build that made it:
// Pyodide's version and the engine wheel's sha256. A snapshot of another build is never loaded.
// It is kept gzip-compressed (31.5 MB of memory, about 6 MB stored; reading and unpacking it took
// as long as reading it whole), with the sha256 of its bytes, so a damaged entry fails the start.
//
// Every failure here is a note on the console (console.warn) and the normal start: storage that
// is missing (some private windows), full or refusing, a snapshot damaged or of another build.

const CACHE = "snapshot:five-up";
const ENTRY = new URL("./snapshot/engine.bin", import.meta.url).href;
const KEY_HEADER = "X-Five-Up-Key";
const DIGEST_HEADER = "X-Five-Up-Sha256";
// Room that must stay free beside a new snapshot (of the origin's quota), or none is kept.
const SPARE_BYTES = 64 * 1024 * 1024;

/** A note on the console: the start goes on either way. */
export function note(what, err) {
  console.warn(`engine worker: ${what}${err === undefined ? "" : `: ${err instanceof Error ? err.message : err}`}`);
}

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

/** Whether `bytes` are the stored snapshot's, by its digest (rejects if they differ). */
async function check(bytes, expected) {
  if ((await hexDigest(bytes)) !== expected) {
    throw new Error("the stored snapshot is damaged (its sha256 differs)");
  }
}

/**
 * The stored snapshot for `key`, or null (then any other one is dropped): `{bytes, checked}`,
 * promises of its bytes and of their check against its digest (which rejects if they are
 * damaged), so that Pyodide loads its own files and the snapshot while the digest is worked out;
 * the start must not be trusted before `checked`.
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
    note("the stored snapshot is another build's; starting normally");
    await dropSnapshot();
    return null;
  }
  const unpacked = new Response(found.body.pipeThrough(new DecompressionStream("gzip")));
  const bytes = unpacked.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return { bytes, checked: bytes.then((read) => check(read, found.headers.get(DIGEST_HEADER))) };
}

/** Keep `bytes` as the snapshot for `key`; false (with a note) if storage is short or refuses. */
export async function storeSnapshot(key, bytes) {
  try {
    const { quota, usage } = (await navigator.storage?.estimate?.()) ?? {};
    if (quota !== undefined && quota - (usage ?? 0) < bytes.byteLength + SPARE_BYTES) {
      note(`storage is short (${usage} of ${quota} bytes used): no snapshot kept`);
      await dropSnapshot();
      return false;
    }
    const headers = {
      "Content-Type": "application/octet-stream",
      [KEY_HEADER]: key,
      [DIGEST_HEADER]: await hexDigest(bytes),
    };
    const cache = await open();
    if (!cache) throw new Error("no Cache Storage");
    const packed = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
    await cache.put(ENTRY, new Response(packed, { headers }));
    return true;
  } catch (err) {
    note("the snapshot could not be kept", err);
    await dropSnapshot();
    return false;
  }
}
