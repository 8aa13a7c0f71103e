// The engine inside Pyodide, for the worker (worker.js): the engine's wheel fetched and unpacked
// into site-packages (no micropip: it has nothing to resolve, and the JavaScript objects it keeps
// would make a snapshot impossible), its entry point as a JavaScript function, and a memory
// snapshot of Python with the engine imported (snapshot.js stores it; the next start loads it instead).
//
// The worker talks to the engine through `handle(text)`, a function of __main__ that answers with
// the session of this start (a fresh engine.protocol.Session each start: a snapshot taken in the
// middle of a game carries that game in its memory, but a start from it never uses it).

/** @typedef {import("../pyodide/pyodide.mjs").PyodideInterface} Pyodide */
/** @typedef {((text: string) => string) & {destroy: () => void}} Entry  the engine's `handle`, a Python function */

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

// The site's standard library is trimmed to what the engine imports (scripts/build_site.py traces
// it): a finder at the end of the import path, for any module of the full library that is not in
// the trimmed one. Its first miss fetches the full library (synchronously: an import cannot wait;
// a worker may block), writes it over the trimmed one, so every package's path finds the rest too,
// and the import carries on. It holds no JavaScript object, so a snapshot can be taken with it.
const FALLBACK = `
def _five_up_fallback(url, missing):
    import importlib, importlib.machinery, json, sys

    class FullStdlib:
        """The full standard library, fetched from url at the first import of a missing module."""

        def __init__(self, names):
            self.names = frozenset(names)

        def find_spec(self, name, path=None, target=None):
            if name not in self.names:
                return None
            sys.meta_path.remove(self)
            from js import XMLHttpRequest, console

            console.warn(f"engine worker: {name} is not in the trimmed standard library: fetching the full one")
            request = XMLHttpRequest.new()
            request.open("GET", url, False)
            request.responseType = "arraybuffer"
            request.send()
            if request.status != 200:
                raise ImportError(f"{name}: the full standard library: HTTP {request.status}")
            archive = next(entry for entry in sys.path if entry.endswith(".zip"))
            with open(archive, "wb") as out:
                out.write(request.response.to_bytes())
            importlib.invalidate_caches()
            return importlib.machinery.PathFinder.find_spec(name, path, target)

    sys.meta_path[:] = [finder for finder in sys.meta_path if type(finder).__name__ != "FullStdlib"]
    names = json.loads(missing)
    if names:
        sys.meta_path.append(FullStdlib(names))
`;

/** At every start: the finder that fetches the full standard library (`url`) the first time a
 * module of it that the trimmed one lacks (`missing`, their names) is imported; none if nothing
 * is missing.
 * @param {Pyodide} pyodide
 * @param {string} url
 * @param {string[]} missing
 */
export function installFallback(pyodide, url, missing) {
  pyodide.runPython(FALLBACK);
  const install = pyodide.globals.get("_five_up_fallback");
  try {
    install(url, JSON.stringify(missing));
  } finally {
    install.destroy();
  }
}

/**
 * The engine's wheel, fetched with its digest checked (started while Pyodide loads).
 * @param {string} url
 * @param {string} sha256
 */
export async function fetchWheel(url, sha256) {
  const digest = Uint8Array.from(sha256.match(/../g) ?? [], (hex) => parseInt(hex, 16));
  const integrity = `sha256-${btoa(String.fromCharCode(...digest))}`;
  const response = await fetch(url, { integrity });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Unpack the engine's wheel into site-packages (a pure-Python wheel: unpacking is installing).
 * @param {Pyodide} pyodide
 * @param {Uint8Array} bytes
 */
export function installWheel(pyodide, bytes) {
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(bytes, "whl", { extractDir: sitePackages });
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
}

/**
 * The engine's entry point, `handle(text) -> text`, with a new session.
 * @param {Pyodide} pyodide
 * @returns {Entry}
 */
export function engineEntry(pyodide) {
  pyodide.runPython(ENGINE_ENTRY);
  return pyodide.globals.get("handle");
}

/**
 * A memory snapshot of Python with the engine imported. JavaScript must hold no Python object while
 * it is taken, so the entry point is let go first and made again after (with the same session:
 * the game in play goes on). Returns the snapshot (null, with the error, if none
 * could be made) and the new entry point.
 * @param {Pyodide} pyodide
 * @param {Entry} entry
 * @returns {{bytes: Uint8Array<ArrayBuffer> | null, entry: Entry, err?: unknown}}
 */
export function takeSnapshot(pyodide, entry) {
  try {
    pyodide.runPython(IMPORT_ALL);
  } catch (err) {
    return { bytes: null, entry, err };
  }
  entry.destroy();
  try {
    // A copy of the WebAssembly memory, in an ArrayBuffer of its own (never a shared one).
    const bytes = /** @type {Uint8Array<ArrayBuffer>} */ (pyodide.makeMemorySnapshot());
    return { bytes, entry: pyodide.globals.get("handle") };
  } catch (err) {
    return { bytes: null, entry: pyodide.globals.get("handle"), err };
  }
}
