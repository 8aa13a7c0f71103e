// The page's only link to the rules engine: one module worker running Python (Pyodide), spoken to
// with {id, op, args} requests and answered with {id, ok, result | error}. Each request is a promise,
// so the page never waits on Python synchronously; `call(op, args)` resolves with that op's answer
// (`OpAnswers[op]`, core/types.js). Only the commands and the modes (play/, modes/) and the page's
// entry hold it; the components read the engine through its read-only port, core/queries.js.

/**
 * @typedef {import("./types.js").OpAnswers} OpAnswers
 * @typedef {import("./types.js").Op} Op
 * @typedef {{received: number, expected: number}} Bytes  the start's downloads, received and expected
 * @typedef {(stage: string, ms: Record<string, number>, bytes: Bytes | null) => void} OnProgress
 * @typedef {(message: string) => void} OnFatal
 * @typedef {{type: "progress", stage: string, ms?: Record<string, number>, bytes?: unknown}} Progress  a loading
 *   stage (worker.js)
 * @typedef {{kind?: string, message?: string, code?: unknown, preset?: unknown}} Refusal  an error answer's
 *   fields: with `code` "unknown_game", `preset` is the game's name as given (docs/protocol.md)
 * @typedef {{id?: unknown, ok?: unknown, result?: unknown, error?: Refusal | null}} Reply
 *   an answer to a request, as read (worker.js answers {id, ok, result | error})
 * @typedef {{resolve: (result: unknown) => void, reject: (err: EngineError) => void,
 *   timer: ReturnType<typeof setTimeout>}} Pending
 */

/** An error answer from the worker, or a failure of the worker itself; a refusal's stable code
 * and the name it gives (an unknown game's, core/unknowngame.js) kept for the page's own words. */
class EngineError extends Error {
  /**
   * @param {string} kind "IllegalMove", "ValueError", "InternalError" (the engine's), "Fatal" or "Timeout"
   * @param {string} message
   * @param {{code?: unknown, preset?: unknown}} [facts]
   */
  constructor(kind, message, { code = null, preset = null } = {}) {
    super(message);
    this.name = "EngineError";
    this.kind = kind;
    /** @type {string | null} */
    this.code = typeof code === "string" ? code : null;
    /** @type {string | null} */
    this.preset = typeof preset === "string" ? preset : null;
  }
}

// Python may be busy with a hard AI move, but a request never answered is a stall the player must hear about.
const ANSWER_TIMEOUT_MS = 60000;
// While loading, the worker reports each stage; this long without any word means it is stuck.
const LOADING_SILENCE_MS = 120000;

const STALLED = "The game engine stopped loading (no word from it for two minutes).";
const UNREADABLE = Symbol("unreadable");

/** A worker's message as an object (it may come as JSON text); UNREADABLE for text that is not
 * JSON, null for anything else that is no object.
 * @param {unknown} data
 * @returns {Record<string, unknown> | null | typeof UNREADABLE}
 */
function readMessage(data) {
  let msg = data;
  if (typeof msg === "string") {
    try {
      msg = JSON.parse(msg);
    } catch {
      return UNREADABLE;
    }
  }
  return msg && typeof msg === "object" ? /** @type {Record<string, unknown>} */ (msg) : null;
}

/**
 * A progress message's count of bytes, `{received, expected}`, if it is one (else null).
 * @param {unknown} value
 * @returns {Bytes | null}
 */
function readBytes(value) {
  /** @type {(n: unknown) => n is number} */
  const whole = (n) => Number.isSafeInteger(n) && /** @type {number} */ (n) >= 0;
  const bytes = /** @type {{received?: unknown, expected?: unknown} | null | undefined} */ (value);
  return bytes && whole(bytes.received) && whole(bytes.expected)
    ? { received: bytes.received, expected: bytes.expected }
    : null;
}

/** The worker and its requests in flight: loading is watched for silence, each request for an
 * answer within a minute, and once the worker fails every request fails with it. */
class EngineLink {
  /** @type {Worker} */
  #worker;
  /** @type {OnProgress} */
  #onProgress;
  /** @type {OnFatal} */
  #onFatal;
  /** @type {Map<number, Pending>} */
  #pending = new Map(); // id -> {resolve, reject, timer}
  #nextId = 1;
  /** @type {EngineError | null} */
  #dead = null; // the EngineError once the worker is unusable
  #isReady = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #silence = undefined; // the loading watch's timer
  /** @type {() => void} */
  #resolveReady = () => {};
  /** @type {(err: EngineError) => void} */
  #rejectReady = () => {};

  /**
   * @param {Worker} worker
   * @param {{onProgress: OnProgress, onFatal: OnFatal}} listeners
   */
  constructor(worker, { onProgress, onFatal }) {
    this.#worker = worker;
    this.#onProgress = onProgress;
    this.#onFatal = onFatal;
    /** @type {Promise<void>} */
    this.ready = new Promise((resolve, reject) => {
      this.#resolveReady = resolve;
      this.#rejectReady = reject;
    });
    this.ready.catch(() => {}); // failures are reported through onFatal; keep the console clean
    this.#watchLoading();
    worker.addEventListener("message", (event) => this.#received(event.data));
    worker.addEventListener("error", (event) => {
      event.preventDefault?.();
      this.#fail(`The game engine's worker failed: ${event.message || "it could not be started"}.`);
    });
    worker.addEventListener("messageerror", () => this.#fail("A message from the game engine could not be read."));
  }

  /** Loading must say something at least every two minutes (started again at each stage). */
  #watchLoading() {
    clearTimeout(this.#silence);
    this.#silence = setTimeout(() => this.#fail(STALLED), LOADING_SILENCE_MS);
  }

  /** @param {string} message */
  #fail(message) {
    if (this.#dead) return;
    const dead = new EngineError("Fatal", message);
    this.#dead = dead;
    clearTimeout(this.#silence);
    this.#rejectReady(dead);
    for (const { reject, timer } of this.#pending.values()) {
      clearTimeout(timer);
      reject(dead);
    }
    this.#pending.clear();
    this.#onFatal(message);
  }

  /** @param {unknown} data */
  #received(data) {
    const msg = readMessage(data);
    if (msg === UNREADABLE) this.#fail("The game engine sent a message the page cannot read.");
    else if (msg?.type === "progress") this.#progressed(/** @type {Progress} */ (msg));
    else if (msg?.type === "fatal")
      this.#fail(/** @type {{message?: string}} */ (msg).message || "The game engine could not start.");
    else if (msg) this.#answered(msg);
  }

  /**
   * A loading stage; "ready" ends the loading (later words about it are stale).
   * @param {Progress} msg
   */
  #progressed(msg) {
    if (this.#isReady) return;
    clearTimeout(this.#silence);
    this.#onProgress(msg.stage, msg.ms || {}, readBytes(msg.bytes));
    if (msg.stage === "ready") {
      this.#isReady = true;
      this.#resolveReady();
    } else this.#watchLoading();
  }

  /**
   * The answer to a request in flight (one given up on is ignored).
   * @param {Reply} msg
   */
  #answered(msg) {
    const id = /** @type {number} */ (msg.id); // any other id finds no request
    const entry = this.#pending.get(id);
    if (!entry) return;
    this.#pending.delete(id);
    clearTimeout(entry.timer);
    if (msg.ok) entry.resolve(msg.result);
    else {
      const err = msg.error || {};
      const message = err.message || "The engine refused the request.";
      entry.reject(new EngineError(err.kind || "InternalError", message, err));
    }
  }

  /**
   * Send one operation; resolves with its result, rejects with an EngineError. Waits for loading.
   * @template {Op} K
   * @param {K} op
   * @param {Record<string, unknown>} [args]
   * @returns {Promise<OpAnswers[K]>}
   */
  async call(op, args = {}) {
    if (this.#dead) throw this.#dead;
    await this.ready;
    if (this.#dead) throw this.#dead;
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new EngineError("Timeout", `The game engine did not answer "${op}" within a minute.`));
      }, ANSWER_TIMEOUT_MS);
      this.#pending.set(id, { resolve: /** @type {(result: unknown) => void} */ (resolve), reject, timer });
      this.#worker.postMessage({ id, op, args });
    });
  }
}

/** @typedef {ReturnType<typeof createBridge>} Bridge  the engine's bridge: {call, ready} */

/**
 * Start the worker and return {call, ready}.
 * onProgress(stage, ms, bytes) is told each loading stage (with the bytes of the start's downloads
 * received and expected, while they come: null otherwise); onFatal(message) once, if the engine cannot run.
 * makeWorker is only for tests that swap in a fake worker.
 * @param {{
 *   onProgress?: OnProgress,
 *   onFatal?: OnFatal,
 *   makeWorker?: () => Worker,
 * }} [options]
 */
export function createBridge({ onProgress = () => {}, onFatal = () => {}, makeWorker } = {}) {
  const worker = makeWorker ? makeWorker() : new Worker(new URL("../worker.js", import.meta.url), { type: "module" });
  const link = new EngineLink(worker, { onProgress, onFatal });
  /**
   * @template {Op} K
   * @param {K} op
   * @param {Record<string, unknown>} [args]
   */
  const call = (op, args = {}) => link.call(op, args);
  return { call, ready: link.ready };
}
