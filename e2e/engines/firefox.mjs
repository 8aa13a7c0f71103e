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

import { statfsSync } from "node:fs";
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const [url, moves, profile] = process.argv.slice(2);
const TIMEOUT = 180_000;
// The site's quota in this profile: 1 GiB, less than any phone with room for a browser gives.
const QUOTA_KB = 1024 * 1024;
const errors = [];
const say = (message) => process.stdout.write(JSON.stringify(message) + "\n");
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: process.env.FIREFOX || "/usr/bin/firefox-esr",
  headless: true,
  userDataDir: profile,
  protocolTimeout: TIMEOUT,
  // Firefox gives a site a tenth of the capacity of the disk that holds the profile (a fifth of
  // its global limit, which this pref fixes): on a machine whose /tmp is small the service
  // worker's 18 MB could not be kept (its install fails; checked with a 10 MB quota), and this
  // check would be about that disk. A phone's quota instead.
  extraPrefsFirefox: { "dom.quotaManager.temporaryStorage.fixedLimit": QUOTA_KB * 5 },
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
// statechange has outlasted the 180 s protocol timeout. An install that fails (a file refused, the
// storage full) leaves the registration with no worker, or, for a first install, no registration:
// that is said within seconds, with what the browser reports of its storage (CI once waited the
// whole timeout here, on a machine whose small disk gave Firefox a small quota).
const ACTIVATED = async () => {
  /** What the registration and the storage say, for a failure's message. */
  const described = async (registration) => {
    const states = ["installing", "waiting", "active"].map(
      (kind) => `${kind} ${registration?.[kind]?.state ?? "none"}`,
    );
    const { quota, usage } = (await navigator.storage?.estimate?.()) ?? {};
    return `${registration ? states.join(", ") : "no registration"}; storage ${usage} of ${quota} bytes`;
  };
  const until = performance.now() + 150_000; // under the protocol's timeout, so the state is said
  let seen = performance.now(); // when the registration was last there (a first install that
  // fails takes it away; the page registered before its engine was up, long before this)
  for (;;) {
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration?.active?.state === "activated") return null;
    if (registration) seen = performance.now();
    const failed = registration
      ? !registration.installing && !registration.waiting && !registration.active
      : performance.now() - seen > 10_000;
    if (failed || performance.now() > until) return described(registration);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const visits = [];
let step = "the first visit"; // said with a failure: which wait ran out
try {
  await page.goto(`${url}?seed=11&players=2&levels=easy&fast=1`);
  visits.push(await visit(Number(moves)));
  step = "waiting for the service worker to be active";
  const inactive = await page.evaluate(ACTIVATED);
  if (inactive) throw new Error(`the service worker is not active: ${inactive}`);
  step = "the reload from the service worker";
  await page.reload();
  visits.push(await visit(1));
  say({ event: "stop-server" });
  await lines.next();
  step = "the reload with the server stopped";
  await page.reload();
  visits.push(await visit(1));
} catch (err) {
  // The disk under the profile too: a machine of this kind has once had only 287 MB free.
  const disk = statfsSync(profile);
  const free = `${Math.round((disk.bavail * disk.bsize) / 1e6)} MB free on the profile's disk`;
  errors.push(`driver, during ${step} (${free}): ${err instanceof Error ? err.stack : err}`);
} finally {
  say({ event: "result", visits, errors });
  await browser.close();
  process.exit(0);
}
