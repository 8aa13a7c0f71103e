// The engine worker: runs the Python rules engine (engine.protocol) in Pyodide, off the page's
// thread. Start it from the page as a module worker:
//
//   const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
//
// Page -> worker: {"id": 7, "op": "play", "args": {...}}            (see docs/protocol.md)
// Worker -> page: the engine's answer, {"id": 7, "ok": true, "result": ...} or {"ok": false, ...};
//   while starting: {"type": "progress", "stage": "pyodide" | "python" | "engine" | "ready",
//                    "ms": {"pyodide": 812, ...}}   (stage = the step now starting; ms = the
//                    duration of each step done so far, and "total" once ready); while Pyodide's
//                    files come, "pyodide" again and again with "bytes": {"received", "expected"}
//                    (the build's sizes, build.json's `sizes`), then "python" once every file is
//                    in and Python itself is starting; "ready" also
//                    says how Python started: "start": "normal" | "snapshot", and from which
//                    snapshot: "snapshot": "stored" | "site" | null
//   after a normal start or one from the site's snapshot, once the engine has been idle a
//                    moment: {"type": "snapshot",
//                    "stored": true | false, "bytes": ..., "ms": ...} (the snapshot kept for the
//                    next start, or not)
//   if starting fails: {"type": "fatal", "stage": ..., "message": "..."}
// Requests sent before "ready" are queued and answered in order once the engine is up.
//
// Three ways to start (docs/site-and-e2e.md): from the memory snapshot stored by an earlier start
// of the same build (worker/snapshot.js), when there is one; else from the site's own snapshot
// (made at build time, named in build.json), which is then stored for next time; else the normal
// start, Pyodide and the engine's wheel (worker/engine.js), after which a snapshot is made and
// stored. A snapshot that fails to load in any way is dropped (the stored one) and the next way
// follows, in the same visit. What every way needs (Pyodide's files, build.json, the standard
// library) is asked for at once, before the way is chosen (worker/early.js), and the first bytes
// of the big ones tell whether the site's snapshot could pay on this link (worker/link.js).
//
// Every URL is relative to this file, so the site works from any sub-path, and every file comes
// from the site itself: Pyodide's runtime from ./pyodide/, the engine's wheel from the path
// ./build.json names. Nothing is fetched from another host.

import { loadPyodide, version } from "./pyodide/pyodide.mjs";
import { engineEntry, fetchWheel, installFallback, installWheel, takeSnapshot } from "./worker/engine.js";
import { countDownloads } from "./worker/download.js";
import { fetchEarly } from "./worker/early.js";
// Imported here too, not only by the modules that use it, so it loads beside them (a module
// worker loads its imports a level at a time, a round trip each) and the early downloads start
// a round trip sooner.
import { linkMeter } from "./worker/link.js";
import {
  dropSnapshot,
  fetchBuiltSnapshot,
  findSnapshot,
  keepBuiltSnapshot,
  note,
  storeSnapshot,
} from "./worker/snapshot.js";

/**
 * @typedef {import("./worker/engine.js").Entry} Entry
 * @typedef {import("./worker/engine.js").Pyodide} Pyodide
 * @typedef {import("./worker/snapshot.js").Built} Built
 * @typedef {import("./worker/snapshot.js").Found} Found
 * @typedef {{engine_wheel?: unknown, engine_sha256?: unknown, snapshot?: unknown, sizes?: unknown, encoded?: unknown,
 *   stdlib?: {file?: unknown, full?: unknown, missing?: unknown} | null}} BuildInfo  build.json, as read
 */

/** @type {(path: string) => string} */
const here = (path) => new URL(path, import.meta.url).href;
// How long the engine must be left alone before the snapshot is taken (it holds the worker).
const IDLE_MS = 1000;

/** @type {Record<string, number>} */
const ms = {};
/** @type {unknown[]} */
const queue = [];
/** @type {Entry | null} */
let handle = null; // the engine's handle(text), once ready
/** @type {string | null} */
let failure = null; // why starting failed, if it did
let stage = "pyodide";
/** @type {{restart: () => void} | null} */
let idle = null; // the timer that takes the snapshot once the engine is idle

/**
 * @param {string} next
 * @param {Record<string, unknown>} [extra]
 */
function progress(next, extra = {}) {
  stage = next;
  self.postMessage({ type: "progress", stage: next, ms: { ...ms }, ...extra });
}

/** The loading bar's count of the start's downloads (worker/download.js), while Pyodide loads:
 * "pyodide" with `bytes`, then "python" once every file is in (Python itself starting).
 * @type {ReturnType<typeof countDownloads> | null} */
let downloads = null;

/** The standard library the start loads (build.json's trimmed one, else Pyodide's own).
 * @param {BuildInfo} info */
function stdlibFile(info) {
  return typeof info.stdlib?.file === "string" ? info.stdlib.file : "pyodide/python_stdlib.zip";
}

/** @param {BuildInfo} info */
function countStart(info) {
  /** @type {Record<string, unknown>} */
  const sizes = typeof info.sizes === "object" && info.sizes ? /** @type {Record<string, unknown>} */ (info.sizes) : {};
  /** @type {(file: string) => number} */
  const size = (file) => {
    const bytes = sizes[file];
    return typeof bytes === "number" && Number.isFinite(bytes) ? bytes : 0;
  };
  const files = ["pyodide/pyodide.asm.wasm", stdlibFile(info)];
  downloads = countDownloads(Object.fromEntries(files.map((file) => [here(file), size(file)])), (bytes, done) => {
    if (stage !== "pyodide" && stage !== "python") return;
    progress(done ? "python" : "pyodide", { bytes });
  });
}

/**
 * @template T
 * @param {string} name
 * @param {() => T | Promise<T>} run
 * @returns {Promise<T>}
 */
async function step(name, run) {
  progress(name);
  const start = performance.now();
  const result = await run();
  ms[name] = Math.round(performance.now() - start);
  return result;
}

/** @param {unknown} err */
function errorText(err) {
  return err instanceof Error ? err.message : String(err);
}

/** @type {(msg: unknown) => unknown} the request's id, if it has one */
const idOf = (msg) => /** @type {{id?: unknown} | null | undefined} */ (msg)?.id ?? null;

/** @param {unknown} msg */
function answer(msg) {
  let reply;
  try {
    if (!handle) throw new Error("no engine yet"); // answered only once there is one
    reply = JSON.parse(handle(JSON.stringify(msg)));
  } catch (err) {
    // handle_json answers every request itself, errors included; reaching this is a bug.
    console.error("engine worker: handle_json failed:", err);
    reply = { id: idOf(msg), ok: false, error: { kind: "InternalError", message: errorText(err) } };
  }
  self.postMessage(reply);
}

/** @param {unknown} msg */
function refuse(msg) {
  const message = `the engine did not start: ${failure}`;
  self.postMessage({ id: idOf(msg), ok: false, error: { kind: "InternalError", message } });
}

// A Content-Security-Policy violation in here would otherwise go unseen (the e2e tests watch the console).
self.addEventListener("securitypolicyviolation", (event) => {
  const violation = /** @type {SecurityPolicyViolationEvent} */ (event);
  console.error(`engine worker: blocked ${violation.blockedURI || "inline code"} by ${violation.violatedDirective}`);
});

self.addEventListener("message", (/** @type {MessageEvent} */ event) => {
  if (handle) answer(event.data);
  else if (failure !== null) refuse(event.data);
  else queue.push(event.data);
  if (idle) idle.restart();
});

/** @returns {Promise<BuildInfo>} */
async function fetchBuildInfo() {
  // "no-cache": revalidate, so a rebuilt site is never paired with a stale wheel name.
  const response = await fetch(here("./build.json"), { cache: "no-cache" });
  if (!response.ok) throw new Error(`build.json: HTTP ${response.status}`);
  return response.json();
}

const base = here("./pyodide/");
const LOCK_FILE = here("./pyodide/pyodide-lock.json");

/**
 * What the link carried of `file`'s bytes in `response`: its size in the response's encoding
 * (build.json's `encoded`) over its size, or 1 when unknown (the bytes as they are).
 * @param {BuildInfo} info
 * @param {string} file
 * @param {Response} response
 */
function wireShare(info, file, response) {
  const encoding = response.headers.get("Content-Encoding") ?? "";
  const encoded = /** @type {Record<string, Record<string, unknown>> | undefined} */ (info.encoded)?.[file]?.[encoding];
  const size = /** @type {Record<string, unknown> | undefined} */ (info.sizes)?.[file];
  return typeof encoded === "number" && typeof size === "number" && size > 0 ? encoded / size : 1;
}

// What every start downloads, asked for at once (worker/early.js): Pyodide's WebAssembly, its lock
// file and its JavaScript half (loadPyodide imports the same address, so the module is loaded once),
// build.json, then the standard library it names. The two big files' first bytes measure the link.
const buildInfo = fetchBuildInfo();
const meter = linkMeter();
/** @param {string} file @returns {(response: Response) => void} */
const measure = (file) => (response) =>
  meter.watch(
    response,
    buildInfo.then((info) => wireShare(info, file, response)),
  );
fetchEarly(`${base}pyodide.asm.wasm`, measure("pyodide/pyodide.asm.wasm"));
fetchEarly(LOCK_FILE);
import(`${base}pyodide.asm.mjs`).catch(() => {}); // loadPyodide imports it, and reports a failure then

/** loadPyodide's options: Pyodide's own files from here (it would otherwise keep its CDN as a
 * fallback address for packages), and the standard library build.json names (`stdlib.file`, the
 * library trimmed to what the engine imports; Pyodide's own when it names none).
 * @param {BuildInfo} info
 */
function pyodideOptions(info) {
  return { indexURL: base, packageBaseUrl: base, lockFileURL: LOCK_FILE, stdLibURL: here(stdlibFile(info)) };
}

/**
 * With the trimmed standard library: the fallback to the full one (worker/engine.js).
 * @param {Pyodide} pyodide
 * @param {BuildInfo} info
 */
function fallBack(pyodide, info) {
  const stdlib = info.stdlib;
  if (typeof stdlib?.full === "string" && Array.isArray(stdlib.missing)) {
    /** @type {unknown[]} */
    const missing = stdlib.missing;
    installFallback(
      pyodide,
      here(stdlib.full),
      missing.filter((name) => typeof name === "string"),
    );
  }
}

/** Start from a snapshot (findSnapshot's or fetchBuiltSnapshot's promises; `which`: "stored" or
 * "site's"): the engine's entry point, or null (with a note) if it fails.
 * @param {Found} found
 * @param {"stored" | "site's"} which
 * @param {BuildInfo} info
 * @returns {Promise<Entry | null>}
 */
async function startFromSnapshot({ bytes, checked }, which, info) {
  const reading = performance.now();
  bytes.then(() => (ms.snapshot = Math.round(performance.now() - reading))).catch(() => {});
  checked.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  try {
    // The digest is worked out while Pyodide loads; a damaged snapshot fails the start either way.
    const pyodide = await step("pyodide", async () => {
      const [loaded] = await Promise.all([loadPyodide({ ...pyodideOptions(info), _loadSnapshot: bytes }), checked]);
      return loaded;
    });
    return await step("engine", () => {
      fallBack(pyodide, info);
      const entry = engineEntry(pyodide);
      // The engine must answer before the snapshot is trusted with the page's requests.
      const hello = JSON.parse(entry(JSON.stringify({ id: 0, op: "hello", args: {} })));
      if (!hello.ok) throw new Error(`hello: ${JSON.stringify(hello.error)}`);
      return entry;
    });
  } catch (err) {
    note(`the ${which} snapshot did not start`, err);
    if (which === "stored") await dropSnapshot();
    for (const name of ["snapshot", "pyodide", "engine"]) delete ms[name];
    return null;
  }
}

/**
 * The normal start: Pyodide, and the engine's wheel unpacked and imported. The wheel is asked for
 * once Pyodide's files have come (or Pyodide has loaded): Python starts then, and the wheel comes
 * while it does instead of taking a share of the link from the files Python waits for (so it is
 * not in the loading bar's count: this worker is busy starting Python while it comes).
 * @param {BuildInfo} info
 */
async function startNormally(info) {
  if (typeof info.engine_wheel !== "string") throw new Error("build.json names no engine_wheel");
  // The query changes whenever the wheel does, so a cached copy of an older wheel is never used.
  const url = `${here(info.engine_wheel)}?sha256=${info.engine_sha256}`;
  const files = ["pyodide/pyodide.asm.wasm", stdlibFile(info)].map((file) => downloads?.arrived(here(file)));
  const loading = step("pyodide", () => loadPyodide({ ...pyodideOptions(info), _makeSnapshot: true }));
  const wheel = Promise.race([Promise.all(files), loading.catch(() => {})]).then(() =>
    fetchWheel(url, String(info.engine_sha256)),
  );
  wheel.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  const pyodide = await loading;
  return step("engine", async () => {
    fallBack(pyodide, info);
    installWheel(pyodide, await wheel);
    return { pyodide, entry: engineEntry(pyodide) };
  });
}

/** @typedef {{stored: boolean, bytes?: number, reason?: string, made?: number}} Kept  whether a
 * snapshot was kept, its size in memory, why not, and the ms it took to make */

/** Once the engine has been idle a moment (the work holds the worker): `task`, which tells the
 * page whether a snapshot was kept for the next start.
 * @param {() => Promise<Kept>} task */
function whenIdle(task) {
  let timer = 0;
  const run = async () => {
    idle = null;
    const started = performance.now();
    const { stored, bytes, reason, made } = await task();
    const took = Math.round(performance.now() - started);
    if (bytes === undefined) self.postMessage({ type: "snapshot", stored, reason });
    else self.postMessage({ type: "snapshot", stored, bytes, ms: { make: made ?? 0, store: took - (made ?? 0) } });
  };
  idle = { restart: () => (clearTimeout(timer), (timer = setTimeout(run, IDLE_MS))) };
  idle.restart();
}

/** After a normal start: a snapshot of this engine, made and stored for the next start.
 * @param {Pyodide} pyodide
 * @param {string} key
 * @returns {() => Promise<Kept>} */
function makeSnapshot(pyodide, key) {
  return async () => {
    const started = performance.now();
    const made = takeSnapshot(pyodide, /** @type {Entry} */ (handle)); // made once the engine is up
    handle = made.entry;
    if (!made.bytes) {
      note("no snapshot could be made", made.err);
      return { stored: false, reason: errorText(made.err) };
    }
    const took = Math.round(performance.now() - started);
    return { stored: await storeSnapshot(key, made.bytes), bytes: made.bytes.byteLength, made: took };
  };
}

/** After a start from the site's snapshot: its bytes, as they came, stored for the next start.
 * @param {string} key
 * @param {Built} built
 * @returns {() => Promise<Kept>} */
function keepSnapshot(key, built) {
  return async () => {
    const [bytes, packed] = await Promise.all([built.bytes, built.packed]);
    return { stored: await keepBuiltSnapshot(key, built.digest, bytes.byteLength, packed), bytes: bytes.byteLength };
  };
}

// `worker.js?snapshot=0` starts the long way, without either snapshot (it still leaves one):
// how `make bench-web` times the normal start and the tests check it.
const NO_SNAPSHOT = new URL(import.meta.url).searchParams.get("snapshot") === "0";

/**
 * A start from a snapshot, the stored one first, else the site's: {entry, snapshot} or null.
 * @param {BuildInfo} info
 * @param {string} key
 * @returns {Promise<{entry: Entry, snapshot: "stored" | "site", keep: (() => Promise<Kept>) | null} | null>}
 */
async function startFast(info, key) {
  const found = await findSnapshot(key);
  const stored = found && (await startFromSnapshot(found, "stored", info));
  if (stored) return { entry: stored, snapshot: "stored", keep: null };
  if (typeof info.snapshot !== "string") return null;
  /** @type {string | null} the snapshot's file, once counted */
  let counted = null;
  /** @type {(url: string, size: number) => void} */
  const count = (url, size) => downloads?.expect((counted = url.split("?")[0]), size);
  const built = await fetchBuiltSnapshot(here(info.snapshot), key, meter.rate, count);
  if (!built && counted) downloads?.forget(counted); // not fetched, or cancelled: not waited for
  built?.packed.catch(() => {}); // awaited by the start; this only keeps a failure from going unhandled
  const entry = built && (await startFromSnapshot(built, "site's", info));
  if (!entry) return null;
  return { entry, snapshot: "site", keep: self.caches ? keepSnapshot(key, built) : null };
}

async function boot() {
  const started = performance.now();
  const info = await buildInfo;
  fetchEarly(here(stdlibFile(info)), measure(stdlibFile(info)));
  countStart(info);
  progress("pyodide"); // Pyodide's files are asked for: the page's own modules may come (start.js)
  const key = `pyodide ${version}; engine ${info.engine_sha256}`;
  const fast = NO_SNAPSHOT ? null : await startFast(info, key);
  handle = fast?.entry ?? null;
  /** @type {(() => Promise<Kept>) | null} */
  let keep = fast?.keep ?? null;
  if (!handle) {
    note("starting normally");
    const { pyodide, entry } = await startNormally(info);
    handle = entry;
    keep = self.caches ? makeSnapshot(pyodide, key) : null;
  }
  if (!keep && !fast) {
    note("no Cache Storage here: no snapshot is made");
    self.postMessage({ type: "snapshot", stored: false, reason: "no Cache Storage" });
  }
  ms.total = Math.round(performance.now() - started);
  progress("ready", { start: fast ? "snapshot" : "normal", snapshot: fast?.snapshot ?? null });
  for (const msg of queue.splice(0)) answer(msg);
  if (keep) whenIdle(keep);
}

boot().catch((err) => {
  failure = errorText(err);
  console.error(`engine worker: starting failed at stage ${stage}:`, err);
  self.postMessage({ type: "fatal", stage, message: failure });
  for (const msg of queue.splice(0)) refuse(msg);
});
