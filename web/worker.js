// The engine worker: runs the Python rules engine (engine.protocol) in Pyodide, off the page's
// thread. Start it from the page as a module worker:
//
//   const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
//
// Page -> worker: {"id": 7, "op": "play", "args": {...}}            (see docs/protocol.md)
// Worker -> page: the engine's answer, {"id": 7, "ok": true, "result": ...} or {"ok": false, ...};
//   while starting: {"type": "progress", "stage": "pyodide" | "micropip" | "engine" | "ready",
//                    "ms": {"pyodide": 812, ...}}   (stage = the step now starting; ms = the
//                    duration of each step done so far, and "total" once ready)
//   if starting fails: {"type": "fatal", "stage": ..., "message": "..."}
// Requests sent before "ready" are queued and answered in order once the engine is up.
//
// Every URL is relative to this file, so the site works from any sub-path, and every file comes
// from the site itself: Pyodide's runtime and micropip from ./pyodide/, the engine's wheel from
// the path ./build.json names. Nothing is fetched from another host.

import { loadPyodide } from "./pyodide/pyodide.mjs";

const here = (path) => new URL(path, import.meta.url).href;

const ms = {};
const queue = [];
let handleJson = null; // engine.protocol.handle_json, once ready
let failure = null; // why starting failed, if it did
let stage = "pyodide";

function progress(next) {
  stage = next;
  self.postMessage({ type: "progress", stage: next, ms: { ...ms } });
}

async function step(name, run) {
  progress(name);
  const start = performance.now();
  const result = await run();
  ms[name] = Math.round(performance.now() - start);
  return result;
}

function errorText(err) {
  return err instanceof Error ? err.message : String(err);
}

function answer(msg) {
  let reply;
  try {
    reply = JSON.parse(handleJson(JSON.stringify(msg)));
  } catch (err) {
    // handle_json answers every request itself, errors included; reaching this is a bug.
    console.error("engine worker: handle_json failed:", err);
    reply = { id: msg?.id ?? null, ok: false, error: { kind: "InternalError", message: errorText(err) } };
  }
  self.postMessage(reply);
}

function refuse(msg) {
  const message = `the engine did not start: ${failure}`;
  self.postMessage({ id: msg?.id ?? null, ok: false, error: { kind: "InternalError", message } });
}

// A Content-Security-Policy violation in here would otherwise go unseen (the e2e tests watch the console).
self.addEventListener("securitypolicyviolation", (event) => {
  const violation = /** @type {SecurityPolicyViolationEvent} */ (event);
  console.error(`engine worker: blocked ${violation.blockedURI || "inline code"} by ${violation.violatedDirective}`);
});

self.addEventListener("message", (/** @type {MessageEvent} */ event) => {
  if (handleJson) answer(event.data);
  else if (failure !== null) refuse(event.data);
  else queue.push(event.data);
});

async function fetchBuildInfo() {
  // "no-cache": revalidate, so a rebuilt site is never paired with a stale wheel name.
  const response = await fetch(here("./build.json"), { cache: "no-cache" });
  if (!response.ok) throw new Error(`build.json: HTTP ${response.status}`);
  return response.json();
}

async function boot() {
  const started = performance.now();
  const buildInfo = fetchBuildInfo();
  buildInfo.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled

  const base = here("./pyodide/");
  const pyodide = await step("pyodide", () =>
    loadPyodide({
      indexURL: base,
      // Pyodide would otherwise keep its CDN as a fallback address for packages: keep it here.
      packageBaseUrl: base,
      lockFileURL: here("./pyodide/pyodide-lock.json"),
    }),
  );

  await step("micropip", async () => {
    const errors = [];
    await pyodide.loadPackage("micropip", {
      messageCallback: () => {},
      errorCallback: (text) => errors.push(text),
    });
    // loadPackage reports failures through errorCallback rather than by throwing.
    if (!pyodide.loadedPackages.micropip) {
      throw new Error(`micropip did not load: ${errors.join(" ") || "no reason given"}`);
    }
  });

  handleJson = await step("engine", async () => {
    const info = await buildInfo;
    if (typeof info.engine_wheel !== "string") throw new Error("build.json names no engine_wheel");
    // The query changes whenever the wheel does, so a cached copy of an older wheel is never used.
    const url = `${here(info.engine_wheel)}?sha256=${info.engine_sha256 ?? ""}`;
    const micropip = pyodide.pyimport("micropip");
    try {
      // deps=False: the engine needs nothing else, and resolving dependencies would ask PyPI.
      await micropip.install.callKwargs(url, { deps: false });
    } finally {
      micropip.destroy();
    }
    // Kept for the worker's lifetime: a proxy of the module, and its function, stay alive.
    return pyodide.pyimport("engine.protocol").handle_json;
  });

  ms.total = Math.round(performance.now() - started);
  progress("ready");
  for (const msg of queue.splice(0)) answer(msg);
}

boot().catch((err) => {
  failure = errorText(err);
  console.error(`engine worker: starting failed at stage ${stage}:`, err);
  self.postMessage({ type: "fatal", stage, message: failure });
  for (const msg of queue.splice(0)) refuse(msg);
});
