// Offline play: registers the service worker (sw.js) for the folder the page is served from, so
// the site works under any sub-path. Called once the engine is up, so that the service worker's
// download of the whole site never competes with the first load. Where service workers are not
// available (an insecure origin, some private windows) the game simply needs the network.

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const script = new URL("./sw.js", import.meta.url);
  const scope = new URL("./", import.meta.url);
  navigator.serviceWorker.register(script, { scope: scope.pathname }).catch((err) => {
    // Not a problem for this visit; the next one needs the network again.
    console.warn("Five Up cannot work offline here:", err);
  });
}
