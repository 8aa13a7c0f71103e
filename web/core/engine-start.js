// The engine's worker, started as soon as the page has painted its first picture: index.html loads
// this module ahead of app.js, so Python loads while the page's own modules (some 70 files) are
// still on their way instead of after them. It first waits, as app.js does, for persist/offline.js's one question at
// start-up (a new version of the site waiting to take over this, its only window?): a request
// reaching the old service worker then would put the take-over off (docs/offline.md), and the
// page is about to load again anyway. app.js hands it to the bridge (core/bridge.js,
// through createBridge's makeWorker), which sees it as a worker whose every message, error and
// messageerror arrives in order: those that came before the bridge listened are kept and handed
// over in a task of their own (after app.js's start-up, which builds what they report to).

import "../persist/offline.js";
import { readParams } from "./params.js";

/** The longest the worker waits for the first paint. */
const FIRST_PAINT_WAIT_MS = 200;

// `?snapshot=0` asks the worker for the long start (worker.js says how it starts).
const script = readParams(location.search).noSnapshot ? "../worker.js?snapshot=0" : "../worker.js";
const TYPES = ["message", "error", "messageerror"];
/** @type {Record<string, Event[] | null>} events of each type kept until a listener takes them */
const kept = Object.fromEntries(TYPES.map((type) => [type, []]));
/** @type {Record<string, ((event: Event) => void)[]>} */
const listeners = Object.fromEntries(TYPES.map((type) => [type, []]));
/** @type {Worker | null} */
let worker = null;
/** Messages for the worker before it exists, sent in order when it does. */
const unsent = [];

function start() {
  if (worker) return;
  worker = new Worker(new URL(script, import.meta.url), { type: "module" });
  for (const type of TYPES) {
    worker.addEventListener(type, (event) => {
      // As the bridge would (it tells the player): a failing worker is not also an uncaught error.
      if (type === "error") event.preventDefault();
      if (kept[type]) kept[type].push(event);
      else for (const listener of listeners[type]) listener(event);
    });
  }
  for (const message of unsent.splice(0)) worker.postMessage(message);
}

// The worker starts just after the first paint, so that the page's first picture does not wait
// on the WebAssembly compile (which takes every core it can); a page that is not being drawn (a
// tab opened in the background) starts it after a short while anyway.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, FIRST_PAINT_WAIT_MS);

/** The worker started early, for createBridge's makeWorker (postMessage and addEventListener). */
export function earlyWorker() {
  const facade = {
    postMessage: (message) => (worker ? worker.postMessage(message) : unsent.push(message)),
    addEventListener(type, listener) {
      listeners[type].push(listener);
      if (!kept[type]) return;
      setTimeout(() => {
        const waiting = kept[type] ?? [];
        kept[type] = null;
        for (const event of waiting) for (const each of listeners[type]) each(event);
      });
    },
  };
  return /** @type {Worker} */ (/** @type {unknown} */ (facade));
}
