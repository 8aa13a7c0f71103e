// The page's only link to the rules engine: one module worker running Python (Pyodide), spoken to
// with {id, op, args} requests and answered with {id, ok, result | error}. Each request is a promise,
// so the page never waits on Python synchronously.

/** An error answer from the worker, or a failure of the worker itself. */
export class EngineError extends Error {
  constructor(kind, message) {
    super(message);
    this.name = "EngineError";
    this.kind = kind;
  }
}

// Python may be busy with a hard AI move, but a request never answered is a stall the player must hear about.
const ANSWER_TIMEOUT_MS = 60000;
// While loading, the worker reports each stage; this long without any word means it is stuck.
const LOADING_SILENCE_MS = 120000;

/**
 * Start the worker and return {call, ready}.
 * onProgress(stage, ms) is told each loading stage; onFatal(message) once, if the engine cannot run.
 * makeWorker is only for tests that swap in a fake worker.
 * @param {{
 *   onProgress?: (stage: string, ms: Record<string, number>) => void,
 *   onFatal?: (message: string) => void,
 *   makeWorker?: () => Worker,
 * }} [options]
 */
export function createBridge({ onProgress = () => {}, onFatal = () => {}, makeWorker } = {}) {
  const worker = makeWorker
    ? makeWorker()
    : new Worker(new URL("../worker.js", import.meta.url), { type: "module" });
  const pending = new Map();
  let nextId = 1;
  let dead = null; // the EngineError once the worker is unusable
  let resolveReady;
  let rejectReady;
  const ready = new Promise((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  ready.catch(() => {}); // failures are reported through onFatal; keep the console clean
  let isReady = false;
  let silence = setTimeout(
    () => fail("The game engine stopped loading (no word from it for two minutes)."),
    LOADING_SILENCE_MS,
  );

  function fail(message) {
    if (dead) return;
    dead = new EngineError("Fatal", message);
    clearTimeout(silence);
    rejectReady(dead);
    for (const { reject, timer } of pending.values()) {
      clearTimeout(timer);
      reject(dead);
    }
    pending.clear();
    onFatal(message);
  }

  worker.addEventListener("message", (event) => {
    let msg = event.data;
    if (typeof msg === "string") {
      try {
        msg = JSON.parse(msg);
      } catch {
        fail("The game engine sent a message the page cannot read.");
        return;
      }
    }
    if (!msg || typeof msg !== "object") return;
    if (msg.type === "progress") {
      if (isReady) return;
      clearTimeout(silence);
      onProgress(msg.stage, msg.ms || {});
      if (msg.stage === "ready") {
        isReady = true;
        resolveReady();
      } else {
        silence = setTimeout(
          () => fail("The game engine stopped loading (no word from it for two minutes)."),
          LOADING_SILENCE_MS,
        );
      }
      return;
    }
    if (msg.type === "fatal") {
      fail(msg.message || "The game engine could not start.");
      return;
    }
    const entry = pending.get(msg.id);
    if (!entry) return;
    pending.delete(msg.id);
    clearTimeout(entry.timer);
    if (msg.ok) entry.resolve(msg.result);
    else {
      const err = msg.error || {};
      entry.reject(
        new EngineError(err.kind || "InternalError", err.message || "The engine refused the request."),
      );
    }
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault?.();
    fail(`The game engine's worker failed: ${event.message || "it could not be started"}.`);
  });
  worker.addEventListener("messageerror", () => fail("A message from the game engine could not be read."));

  /** Send one operation; resolves with its result, rejects with an EngineError. Waits for loading. */
  async function call(op, args = {}) {
    if (dead) throw dead;
    await ready;
    if (dead) throw dead;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new EngineError("Timeout", `The game engine did not answer "${op}" within a minute.`));
      }, ANSWER_TIMEOUT_MS);
      pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, op, args });
    });
  }

  return { call, ready };
}
