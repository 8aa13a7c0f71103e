// What the Firefox and WebKit checks (test_engines.py) read of a page, for drivers that see no
// console (WebKitWebDriver has no BiDi): a classic script that the test's copy of the site loads
// from index.html before the page's own modules (same origin, so the Content-Security-Policy lets
// it run, and precached with the rest, so it runs offline too). It keeps, in window.__e2e:
// - errors: console.error calls, uncaught errors and rejections, policy violations, the engine
//   worker's errors and "fatal" messages;
// - states: each change of body[data-state]; starts: the start path of each worker "ready"
//   ("normal", or the snapshot it started from: "site" or "stored"), and
//   ready: when it came (ms from navigation) with the worker's stage timings; snapshots: the
//   worker's snapshot messages;
// - next(): the CSS selector of the control a person clicks next (an end of the chosen tile, Draw,
//   Pass, the first playable tile, or Next round), or null; settledAfter(mark): the page went
//   "waiting" after states[mark] and has settled again.

"use strict";

(() => {
  const e2e = (window.__e2e = { errors: [], states: [], starts: [], ready: [], snapshots: [] });
  const SETTLED = ["your-turn", "round-over", "game-over", "new-game", "error"];
  const text = (value) => (value instanceof Error ? value.message : String(value));

  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    e2e.errors.push(`console error: ${args.map(text).join(" ")}`);
    consoleError(...args);
  };
  window.addEventListener("error", (event) => e2e.errors.push(`page error: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) =>
    e2e.errors.push(`unhandled rejection: ${text(event.reason)}`),
  );
  document.addEventListener("securitypolicyviolation", (event) =>
    e2e.errors.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
  );

  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      this.addEventListener("error", (event) => e2e.errors.push(`worker error: ${event.message}`));
      this.addEventListener("message", (event) => {
        const data = event.data;
        if (data?.type === "progress" && data.stage === "ready") {
          e2e.starts.push(data.start === "snapshot" ? data.snapshot : data.start); // normal, site or stored
          e2e.ready.push({ at: Math.round(performance.now()), ms: data.ms });
        }
        if (data?.type === "fatal") e2e.errors.push(`worker fatal (${data.stage}): ${data.message}`);
        if (data?.type === "snapshot") e2e.snapshots.push(data);
      });
    }
  };

  let last;
  const record = () => {
    const state = document.body?.dataset.state;
    if (state !== last) e2e.states.push((last = state));
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["data-state"],
  });

  const usable = (element) => element && !element.disabled && element.getClientRects().length > 0;
  e2e.next = () => {
    const state = document.body?.dataset.state;
    if (state === "round-over") return '[data-action="next-round"]';
    if (state !== "your-turn") return null;
    const end = document.querySelector("[data-end]");
    if (end) return `[data-end="${end.dataset.end}"]`;
    for (const action of ["draw", "pass"]) {
      if (usable(document.querySelector(`[data-action="${action}"]`))) return `[data-action="${action}"]`;
    }
    const tile = [...document.querySelectorAll("button[data-tile]")].find((button) => !button.disabled);
    return tile ? `button[data-tile="${tile.dataset.tile}"]` : null;
  };
  e2e.settled = () => SETTLED.includes(document.body?.dataset.state);
  e2e.settledAfter = (mark) => e2e.states.slice(mark).includes("waiting") && e2e.settled();
})();
