// The engine inside Pyodide, for the worker (worker.js): the engine's wheel fetched and unpacked
// into site-packages (no micropip: it has nothing to resolve, and the JavaScript objects it keeps
// would make a snapshot impossible), its entry point as a JavaScript function, and a memory
// snapshot of Python with the engine imported (snapshot.js stores it; the next start loads it instead).
//
// The worker talks to the engine through `handle(text)`, a function of __main__ that answers with
// the session of this start (a fresh engine.protocol.Session each start: a snapshot taken in the
// middle of a game carries that game in its memory, but a start from it never uses it).

/** @typedef {import("../pyodide/pyodide.mjs").PyodideInterface} Pyodide */

// Run at every start, fresh or from a snapshot: a session of its own, and `random` seeded anew
// (a snapshot would otherwise give every start the same generator state).
const ENGINE_ENTRY = `
import random as _random
import engine.protocol as _protocol
_random.seed()
_session = _protocol.Session()
def handle(text):
    return _protocol.handle_json(text, _session)
`;

// Before a snapshot: every module of the engine's package imported, since a start from the
// snapshot has Python's memory but not the unpacked files (the engine imports some modules only
// when first needed).
const IMPORT_ALL = `
import importlib as _importlib, pkgutil as _pkgutil, engine as _engine
for _module in _pkgutil.walk_packages(_engine.__path__, "engine."):
    _importlib.import_module(_module.name)
`;

/** The engine's wheel, fetched with its digest checked (started while Pyodide loads). */
export async function fetchWheel(url, sha256) {
  const digest = Uint8Array.from(sha256.match(/../g) ?? [], (hex) => parseInt(hex, 16));
  const integrity = `sha256-${btoa(String.fromCharCode(...digest))}`;
  const response = await fetch(url, { integrity });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Unpack the engine's wheel into site-packages (a pure-Python wheel: unpacking is installing). */
export function installWheel(pyodide, bytes) {
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(bytes, "whl", { extractDir: sitePackages });
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
}

/** The engine's entry point, `handle(text) -> text`, with a new session. */
export function engineEntry(pyodide) {
  pyodide.runPython(ENGINE_ENTRY);
  return pyodide.globals.get("handle");
}

/**
 * A memory snapshot of Python with the engine imported. JavaScript must hold no Python object while
 * it is taken, so the entry point is let go first and made again after (with the same session:
 * the game in play goes on). Returns the snapshot (null, with the error, if none
 * could be made) and the new entry point.
 */
export function takeSnapshot(pyodide, entry) {
  try {
    pyodide.runPython(IMPORT_ALL);
  } catch (err) {
    return { bytes: null, entry, err };
  }
  entry.destroy();
  try {
    return { bytes: pyodide.makeMemorySnapshot(), entry: pyodide.globals.get("handle") };
  } catch (err) {
    return { bytes: null, entry: pyodide.globals.get("handle"), err };
  }
}
