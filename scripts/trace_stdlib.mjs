// Which files of Python's standard library the engine imports, traced at build time in Node from
// the built site's files (scripts/build_site.py runs it before it zips the trimmed library):
//
//   node scripts/trace_stdlib.mjs SITE_DIR
//
// It starts Pyodide from SITE_DIR/pyodide/ with the whole library and goes through every step a
// worker's start goes through (the engine's wheel unpacked, the fallback finder, the entry point, a
// snapshot taken: SITE_DIR/worker/engine.js's own code), then runs scripts/stdlib_workload.py
// (seeded games of every kind through every operation of the protocol). The last line printed is
// JSON: {"files": [the library's files imported, as their names in the zip], "workload": {"sent",
// "refused"}, "ms"}.

import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const site = process.argv[2] && resolve(process.argv[2]);
if (!site) {
  console.error("usage: node scripts/trace_stdlib.mjs SITE_DIR");
  process.exit(2);
}
const started = performance.now();
const here = dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(pathToFileURL(`${site}/pyodide/pyodide.mjs`).href);
const { engineEntry, installFallback, installWheel, takeSnapshot } = await import(
  pathToFileURL(`${site}/worker/engine.js`).href
);
const info = JSON.parse(await readFile(`${site}/build.json`, "utf8"));
const pyodide = await loadPyodide({ indexURL: `${site}/pyodide/`, stdLibURL: `${site}/pyodide/python_stdlib.zip` });
installWheel(pyodide, new Uint8Array(await readFile(`${site}/${info.engine_wheel}`)));
installFallback(pyodide, "python_stdlib.zip", ["a_module_no_library_has"]);
const made = takeSnapshot(pyodide, engineEntry(pyodide));
made.entry.destroy();
pyodide.FS.writeFile("/home/pyodide/stdlib_workload.py", await readFile(`${here}/stdlib_workload.py`));
const workload = JSON.parse(pyodide.runPython("import json, stdlib_workload; json.dumps(stdlib_workload.run())"));
const files = JSON.parse(
  pyodide.runPython(`
import json, sys
archive = next(entry for entry in sys.path if entry.endswith(".zip")) + "/"
json.dumps(sorted({
    module.__file__[len(archive):]
    for module in list(sys.modules.values())
    if isinstance(getattr(module, "__file__", None), str) and module.__file__.startswith(archive)
}))
`),
);
console.log(JSON.stringify({ files, workload, ms: Math.round(performance.now() - started) }));
