// The site's own memory snapshot of Python with the engine imported, made at build time in Node
// from the built site's files (scripts/build_site.py runs it):
//
//   node scripts/make_snapshot.mjs SITE_DIR OUT_FILE
//
// It starts Pyodide from SITE_DIR/pyodide/ as the browser's worker does (with the same standard
// library, build.json's `stdlib.file`), unpacks the engine wheel
// build.json names, and takes the snapshot with the worker's own code (SITE_DIR/worker/engine.js),
// so a browser loads the same state its own normal start would snapshot. The snapshot is written
// gzip-compressed; the last line printed is JSON: {"bytes", "gzip_bytes", "sha256", "key", "ms"}
// (sha256 of the uncompressed bytes, which the worker checks; key: the build it belongs to).
// Its bytes differ from build to build (Python's memory holds the time and random state of the
// start that made it), so the build keeps it and its digest apart from build.json.

import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const [site, out] = process.argv.slice(2).map((path) => resolve(path));
if (!site || !out) {
  console.error("usage: node scripts/make_snapshot.mjs SITE_DIR OUT_FILE");
  process.exit(2);
}
const started = performance.now();
const { loadPyodide, version } = await import(pathToFileURL(`${site}/pyodide/pyodide.mjs`).href);
const { engineEntry, installFallback, installWheel, takeSnapshot } = await import(
  pathToFileURL(`${site}/worker/engine.js`).href
);
const info = JSON.parse(await readFile(`${site}/build.json`, "utf8"));
// The standard library the page starts with (the trimmed one, when build.json names it): a start
// from the snapshot reads its files at the places the snapshot's memory remembers.
const stdlib = info.stdlib ? { stdLibURL: `${site}/${info.stdlib.file}` } : {};
const pyodide = await loadPyodide({ indexURL: `${site}/pyodide/`, ...stdlib, _makeSnapshot: true });
const booted = performance.now();
if (info.stdlib) installFallback(pyodide, info.stdlib.full, info.stdlib.missing);
installWheel(pyodide, new Uint8Array(await readFile(`${site}/${info.engine_wheel}`)));
const made = takeSnapshot(pyodide, engineEntry(pyodide));
if (!made.bytes) throw made.err;
const packed = gzipSync(made.bytes, { level: 6 });
await writeFile(out, packed);
const figures = {
  bytes: made.bytes.byteLength,
  gzip_bytes: packed.byteLength,
  sha256: createHash("sha256").update(made.bytes).digest("hex"),
  key: `pyodide ${version}; engine ${info.engine_sha256}`,
  ms: { boot: Math.round(booted - started), snapshot: Math.round(performance.now() - booted) },
};
console.log(JSON.stringify(figures));
