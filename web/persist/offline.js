// Offline play: the service worker (sw.js), registered for the folder the page is served from, so
// the site works under any sub-path. Where service workers are not available (an insecure origin,
// some private windows) the game simply needs the network.
//
// Updates never change a game in progress: a new version installs in the background and waits.
// It takes over at the next navigation: when this page starts (nothing running yet), a new
// version is waiting, and this is the site's only window, the page lets it take over and loads
// again, now as the new version. With another window of the site open, both keep the old
// version until it is closed.
//
// Chromium puts a take-over off when a request reaches the old version just as the new one is
// about to activate (it stops the old one, and the request starts it again): the new version then
// activates only once this page goes. So the page asks once its own load is over (its icon is
// written into index.html, not fetched), waits a while, and loads again either way; and until the
// engine is up, a new version taking over under the page makes the page load once more, instead of
// going on with the old version's files under the new one.

const SCOPE = new URL("../", import.meta.url);
const ANSWER_MS = 3000;
// How long the load may take before the question is asked anyway.
const LOAD_MS = 1500;
// How long a take-over may take before the page loads again anyway.
const TAKE_OVER_MS = 10000;

/** @type {(ms: number) => Promise<void>} */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ask the service worker something; its answer, or null after a while.
 * @param {ServiceWorker} worker
 * @param {string} type
 * @returns {Promise<unknown>}
 */
function ask(worker, type) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ANSWER_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage({ type }, [channel.port2]);
  });
}

/**
 * The page's load (every request of its own made), or a while.
 * @returns {Promise<unknown>}
 */
function loaded() {
  if (document.readyState === "complete") return Promise.resolve();
  const load = new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  return Promise.race([load, wait(LOAD_MS)]);
}

/**
 * The new version has taken over (or begun to), or a while has passed.
 * @param {ServiceWorkerContainer} sw
 * @param {ServiceWorker} waiting
 */
function takenOver(sw, waiting) {
  return new Promise((resolve) => {
    sw.addEventListener("controllerchange", resolve, { once: true });
    waiting.addEventListener("statechange", () => waiting.state !== "installed" && resolve(undefined));
    setTimeout(resolve, TAKE_OVER_MS);
  });
}

/** At start-up: let a waiting new version take over if this is the site's only window. */
export async function takeOverIfAlone() {
  const sw = navigator.serviceWorker;
  if (!sw?.controller) return false;
  const registration = await sw.getRegistration(SCOPE.href);
  const waiting = registration?.waiting;
  if (!waiting) return false;
  const answer = await ask(sw.controller, "windows");
  if (/** @type {{count?: unknown} | null | undefined} */ (answer)?.count !== 1) return false;
  await loaded();
  const done = takenOver(sw, waiting);
  waiting.postMessage({ type: "take-over" });
  await done;
  location.reload();
  return true;
}

/** Until the engine is up: a new version taking over loads the page again. */
function loadAgain() {
  location.reload();
}

/** Register the service worker; called once the engine is up, so that its download of the whole
 * site never competes with the first load. */
export function registerServiceWorker() {
  navigator.serviceWorker?.removeEventListener("controllerchange", loadAgain);
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const script = new URL("../sw.js", import.meta.url);
  navigator.serviceWorker.register(script, { scope: SCOPE.pathname }).catch((err) => {
    // Not a problem for this visit; the next one needs the network again.
    console.warn("Five Up cannot work offline here:", err);
  });
}

// Before the page starts anything (app.js imports this module and waits for it): nothing is
// loading yet when the page loads again as the new version. Without a waiting version this is a
// single quick question to the browser.
if ("serviceWorker" in navigator) {
  let reloading = false;
  try {
    reloading = await takeOverIfAlone();
  } catch (err) {
    console.warn("Five Up could not switch to its new version:", err);
  }
  if (reloading) await new Promise(() => {}); // the page is on its way out
  navigator.serviceWorker.addEventListener("controllerchange", loadAgain);
}
