// Firefox ESR through puppeteer-core and WebDriver BiDi (test_engines.py runs it; it downloads
// nothing: Debian's firefox-esr). Plays the page as a person would, by clicking, on the test's copy
// of the site (with recorder.js), then reloads from the service worker, then, once the test has
// stopped the server, reloads again:
//
//   node e2e/engines/firefox.mjs <site URL> <moves> <profile folder>
//
// It writes JSON lines on stdout: {"event": "stop-server"} (then waits for a line on stdin saying
// the server is stopped), and last {"event": "result", "visits": [...], "errors": [...]}: each
// visit's start path, whether a service worker controlled it, the moves made and its snapshot
// messages, and every problem seen (recorder.js, and puppeteer's console and page errors).

import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const [url, moves, profile] = process.argv.slice(2);
const TIMEOUT = 180_000;
const errors = [];
const say = (message) => process.stdout.write(JSON.stringify(message) + "\n");
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: process.env.FIREFOX || "/usr/bin/firefox-esr",
  headless: true,
  userDataDir: profile,
  protocolTimeout: TIMEOUT,
});
const page = await browser.newPage();
page.setDefaultTimeout(TIMEOUT);
page.on("console", (message) => message.type() === "error" && errors.push(`console: ${message.text()}`));
page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));

/** Click through `count` moves (a placement, draw or pass each), going on to the next round. */
async function play(count) {
  let made = 0;
  while (made < count) {
    await page.waitForFunction(() => window.__e2e.settled());
    const selector = await page.evaluate(() => window.__e2e.next());
    if (selector === null) break; // the game is over (or the page shows an error)
    const mark = await page.evaluate(() => window.__e2e.states.length);
    await page.click(selector);
    if (selector.startsWith("button[data-tile")) {
      await page.waitForSelector("[data-end]");
      continue;
    }
    await page.waitForFunction((since) => window.__e2e.settledAfter(since), {}, mark);
    if (!selector.includes("next-round")) made += 1;
  }
  return made;
}

/** What the page says of this visit, once it has settled. */
async function visit(count) {
  await page.waitForFunction(() => window.__e2e.settled());
  const made = await play(count);
  const seen = await page.evaluate(() => ({
    starts: window.__e2e.starts,
    ready: window.__e2e.ready.at(-1),
    state: document.body.dataset.state,
    controlled: Boolean(navigator.serviceWorker?.controller),
  }));
  const start = seen.starts.at(-1);
  if (start === "normal" || start === "site") {
    // A snapshot is kept (or the worker says why not) once the engine is idle.
    await page.waitForFunction(() => window.__e2e.snapshots.length > 0);
  }
  const snapshots = await page.evaluate(() => window.__e2e.snapshots);
  errors.push(...(await page.evaluate(() => window.__e2e.errors)));
  return { ...seen, start, moves: made, snapshots };
}

// The service worker has the site cached and is active (so the next load is its). The state is
// read from the registration until it says so: Firefox has resolved `ready` with a registration
// whose `active` was still null (CI, under load), and a wait on `ready` and then on the worker's
// statechange has outlasted the 180 s protocol timeout here, in about half of the runs, with the
// registration's worker seen "activated" when read again (13:20 UTC, 2026-12-03).
const ACTIVATED = async () => {
  for (;;) {
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration?.active?.state === "activated") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const visits = [];
let step = "the first visit"; // said with a failure: which wait ran out
try {
  await page.goto(`${url}?seed=11&players=2&levels=easy&fast=1`);
  visits.push(await visit(Number(moves)));
  step = "waiting for the service worker to be active";
  await page.evaluate(ACTIVATED);
  step = "the reload from the service worker";
  await page.reload();
  visits.push(await visit(1));
  say({ event: "stop-server" });
  await lines.next();
  step = "the reload with the server stopped";
  await page.reload();
  visits.push(await visit(1));
} catch (err) {
  errors.push(`driver, during ${step}: ${err instanceof Error ? err.stack : err}`);
} finally {
  say({ event: "result", visits, errors });
  await browser.close();
  process.exit(0);
}
