// The engine's worker, started as soon as the page has painted its first picture: index.html loads
// this module ahead of the page's own (some 130 files), and it imports nothing itself, so on a
// first visit Python's downloads begin before those modules' requests queue up (a browser sends
// six at a time to a host over HTTP/1.1, and on a phone's link each waits a round trip). On a
// return visit it first waits, as app.js does, for persist/offline.js's one question at start-up (a
// new version of the site waiting to take over this, its only window?): a request reaching the old
// service worker then would put the take-over off (docs/offline.md), and the page is about to load
// again anyway; a first visit has no service worker to ask. app.js hands the worker to the bridge
// (core/bridge.js, through createBridge's makeWorker), which sees it as a worker whose every
// message, error and messageerror arrives in order: those that came before the bridge listened are
// kept and handed over in a task of their own (after app.js's start-up, which builds what they
// report to). start.js loads app.js once the worker has asked for its files (engineUnderWay).

/** The longest the worker waits for the first picture in a tab that is being shown. */
const FIRST_PAINT_WAIT_MS = 1000;

/** The longest the page's own modules wait for the worker to ask for its files. */
const UNDER_WAY_WAIT_MS = 3000;

// `?snapshot=0` asks the worker for the long start (worker.js says how it starts); read here, not
// through core/params.js, so that nothing loads before the worker starts.
const script = new URLSearchParams(location.search).get("snapshot") === "0" ? "./worker.js?snapshot=0" : "./worker.js";
/** Whether a service worker controls the page (a return visit): its question comes first. */
const controlled = Boolean(navigator.serviceWorker?.controller);
const TYPES = ["message", "error", "messageerror"];
/** @type {Record<string, Event[] | null>} events of each type kept until a listener takes them */
const kept = Object.fromEntries(TYPES.map((type) => [type, []]));
/** @type {Record<string, ((event: Event) => void)[]>} */
const listeners = Object.fromEntries(TYPES.map((type) => [type, []]));
/** @type {Worker | null} */
let worker = null;
/** @type {unknown[]} messages for the worker before it exists, sent in order when it does */
const unsent = [];

/** @type {() => void} */
let underWay = () => {};
/** Resolved once the worker has asked for its files (its first message), at once on a return
 * visit (its files come from the service worker's cache), or after UNDER_WAY_WAIT_MS: start.js
 * loads the page's own modules then, so that on a first visit they do not hold up those files. */
export const engineUnderWay = new Promise((resolve) => {
  underWay = () => resolve(undefined);
  if (controlled) resolve(undefined);
  setTimeout(resolve, UNDER_WAY_WAIT_MS);
});

function start() {
  if (worker) return;
  painted?.disconnect();
  worker = new Worker(new URL(script, import.meta.url), { type: "module" });
  for (const type of TYPES) {
    worker.addEventListener(type, (event) => {
      underWay();
      // As the bridge would (it tells the player): a failing worker is not also an uncaught error.
      if (type === "error") event.preventDefault();
      if (kept[type]) kept[type].push(event);
      else for (const listener of listeners[type]) listener(event);
    });
  }
  for (const message of unsent.splice(0)) worker.postMessage(message);
}

// The worker starts once the page's first picture is on the screen, so that picture does not
// wait on the WebAssembly compile, which takes every core it can: not at the first frame, whose
// painting goes on in other threads after it (rasterising the table took some 80 ms on a 2-core
// machine), but at the paint timing entry, which the browser reports once the frame is shown. A
// tab that is not being shown starts it at once; one whose browser reports no paint entries, at
// the frame after the first (a frame, then a task); and none waits longer than a second.
/** @type {PerformanceObserver | null} */
let painted = null;
function startWhenPainted() {
  if (document.visibilityState === "hidden") start();
  else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    painted = new PerformanceObserver(start);
    painted.observe({ type: "paint", buffered: true });
  } else requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, FIRST_PAINT_WAIT_MS);
}
if (controlled) {
  import("./persist/offline.js").catch(() => {}).then(startWhenPainted);
} else startWhenPainted();

/** The worker started early, for createBridge's makeWorker (postMessage and addEventListener). */
export function earlyWorker() {
  const facade = {
    /** @param {unknown} message */
    postMessage: (message) => (worker ? worker.postMessage(message) : unsent.push(message)),
    /**
     * @param {string} type
     * @param {(event: Event) => void} listener
     */
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
