// The start's downloads asked for as soon as the worker runs, before it knows how it will start:
// Pyodide's WebAssembly, its lock file and its JavaScript half, then (once build.json names it) the
// standard library. Every start needs them (a start from a snapshot too), and on a phone's link
// each request waits a round trip: asked for one after the other, as loadPyodide would once the
// snapshot had been decided on, they waited some 6 round trips behind build.json, the snapshot's
// card and its first bytes. Here they come at once, and their first bytes can also say how fast the
// link is (web/worker/link.js's linkMeter), so the site's snapshot is asked for only when it pays.
//
// `fetch` of one of these files (loadPyodide's own) gets the response already on its way, once:
// the browser's own response (a copy would lose the compiled code the browser keeps for it).

/** @type {Map<string, Promise<Response>>} absolute URL -> its response, until fetch takes it */
const early = new Map();
const fetchFromNetwork = self.fetch.bind(self);

self.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  const response = early.get(url);
  if (!response || (init && Object.keys(init).length > 0)) return fetchFromNetwork(input, init);
  early.delete(url);
  return response;
};

/**
 * Ask for `url` now (an absolute URL, as loadPyodide will ask for it); `watch` is given its
 * response as it comes (to measure the link by: it must read a copy).
 * @param {string} url
 * @param {(response: Response) => void} [watch]
 */
export function fetchEarly(url, watch) {
  if (early.has(url)) return;
  const response = fetchFromNetwork(url);
  early.set(url, response);
  if (watch) response.then(watch);
  response.catch(() => {}); // fetch is asked for it again, and reports the failure then
}
