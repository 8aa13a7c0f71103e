// Offline play: the service worker (sw.js), registered for the folder the page is served from, so
// the site works under any sub-path. Where service workers are not available (an insecure origin,
// some private windows) the game simply needs the network.
//
// Updates never change a game in progress: a new version installs in the background and waits.
// It takes over at the next navigation: when this page starts (nothing running yet), a new
// version is waiting, and this is the site's only window, the page lets it take over and loads
// again, now as the new version. With another window of the site open, both keep the old
// version until it is closed.

const SCOPE = new URL("../", import.meta.url);
const ANSWER_MS = 3000;

/** Ask the service worker something; its answer, or null after a while. */
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

/** At start-up: let a waiting new version take over if this is the site's only window. */
export async function takeOverIfAlone() {
  const sw = navigator.serviceWorker;
  if (!sw?.controller) return false;
  const registration = await sw.getRegistration(SCOPE.href);
  const waiting = registration?.waiting;
  if (!waiting) return false;
  const answer = await ask(sw.controller, "windows");
  if (answer?.count !== 1) return false;
  const changed = new Promise((resolve) => {
    sw.addEventListener("controllerchange", () => resolve(true), { once: true });
    setTimeout(() => resolve(false), ANSWER_MS);
  });
  waiting.postMessage({ type: "take-over" });
  if (!(await changed)) return false;
  location.reload();
  return true;
}

/** Register the service worker; called once the engine is up, so that its download of the whole
 * site never competes with the first load. */
export function registerServiceWorker() {
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
}
