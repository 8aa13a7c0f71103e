// Five Up's service worker: the whole site from one versioned cache, so the game loads and plays
// offline after one visit. A classic (non-module) script, registered by offline.js with the
// folder it lives in as its scope, so the site works under any sub-path.
//
// - install: every file of the site (the list below, written by scripts/build_site.py with each
//   file's sha256) goes into the cache "five-up-<version>", fetched with the file's integrity,
//   so a cached file is exactly the one the build listed. A file an older version's cache holds
//   with the same digest is copied from there instead of downloaded again.
// - activate: the caches of other versions are deleted.
// - fetch: the site's own files from the cache (a query string is ignored: the same file);
//   navigations inside the scope get index.html. Anything else goes to the network untouched.
// - updates: a new version installs in the background and then waits. It never takes over in
//   the middle of a game. The browser lets it take over once no window of the site is left
//   (a new visit); a reload of the site's only window is helped along by offline.js: the page
//   that starts there asks "windows" and, being the only one, sends "take-over" and loads again
//   under the new version before anything is on its table. A second open tab keeps the old
//   version until it is closed.

"use strict";

/** @typedef {{url: string, sha256: string, integrity: string}} ListedFile  a file of the site, as the build lists it */
/** @typedef {{version: string, files: ListedFile[]}} Precache */

/** @type {Precache} */
const PRECACHE = { version: "unbuilt", files: [] }; // @precache (scripts/build_site.py writes the list here)

/** `self`, typed as the service worker it is (the WebWorker lib types it as any worker's scope). */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const PREFIX = "five-up-";
const CACHE = PREFIX + PRECACHE.version;
const DIGEST_HEADER = "X-Five-Up-Sha256";
const SCOPE = new URL(sw.registration.scope);
const INDEX = new URL("index.html", SCOPE).href;
const FILES = new Map(PRECACHE.files.map((file) => [new URL(file.url, SCOPE).href, file]));
// Fetches at a time while installing: the WebAssembly binary is most of the bytes anyway.
const PARALLEL = 4;

// A policy violation here would otherwise be silent; the e2e tests watch the console.
sw.addEventListener("securitypolicyviolation", (event) => {
  const violation = /** @type {SecurityPolicyViolationEvent} */ (event);
  console.error(`sw: blocked ${violation.blockedURI || "(inline)"} by ${violation.violatedDirective}`);
});

/**
 * The URL a request is cached under: the file itself, without query or fragment.
 * @param {string} url
 */
function fileKey(url) {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname;
}

/**
 * A response from an older cache holding exactly this file, or null.
 * @param {string} url
 * @param {string} sha256
 */
async function fromOlderCache(url, sha256) {
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const cached = await (await caches.open(name)).match(url);
    if (cached && cached.headers.get(DIGEST_HEADER) === sha256) return cached;
  }
  return null;
}

/**
 * Fetch one listed file, checked against its digest, and keep it with the digest attached.
 * @param {Cache} cache
 * @param {string} url
 * @param {ListedFile} file
 */
async function cacheFile(cache, url, file) {
  const have = await cache.match(url);
  if (have && have.headers.get(DIGEST_HEADER) === file.sha256) return;
  const older = await fromOlderCache(url, file.sha256);
  if (older) {
    await cache.put(url, older);
    return;
  }
  // "no-cache": revalidate with the server (a cheap 304 for what the page just loaded); the
  // integrity check fails the whole install on any byte that is not the build's.
  const response = await fetch(url, { cache: "no-cache", integrity: file.integrity });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const headers = new Headers(response.headers);
  headers.set(DIGEST_HEADER, file.sha256);
  const body = await response.blob();
  await cache.put(url, new Response(body, { status: 200, statusText: "OK", headers }));
}

async function precache() {
  const cache = await caches.open(CACHE);
  const todo = [...FILES.entries()];
  const workers = Array.from({ length: PARALLEL }, async () => {
    for (let next = todo.shift(); next; next = todo.shift()) {
      const [url, file] = next;
      await cacheFile(cache, url, file);
    }
  });
  await Promise.all(workers);
}

/** The browser's own route to this version's cache, where it has one (Chromium's static
 * routing): a page's files then come straight from the cache, without this script running for
 * each of them (a page's load asks for some 100). Only a file's own address, no query string,
 * takes that route (one that is not in the cache goes to the network, as `fetch` below does);
 * navigations, and addresses with a query, still come to `fetch`.
 * @param {ExtendableEvent} event
 */
function addRoutes(event) {
  /** @type {(path: string) => string} a path as a URL pattern's literal text (a sub-path may hold the patterns' own signs) */
  const inPattern = (path) => path.replace(/[:*?+(){}\\]/g, "\\$&");
  const install = /** @type {{ addRoutes?: (rules: object[]) => Promise<void> }} */ (/** @type {unknown} */ (event));
  if (typeof install.addRoutes !== "function") return null;
  const rules = [
    { condition: { requestMode: "navigate" }, source: "fetch-event" },
    {
      condition: { urlPattern: { pathname: `${inPattern(SCOPE.pathname)}*`, search: "" }, requestMethod: "GET" },
      source: { cacheName: CACHE },
    },
  ];
  /** @param {unknown} error */
  const note = (error) => console.warn(`sw: no static routes (${error})`);
  // Called while the install event is dispatched (it must be); an engine may refuse the rules by
  // throwing at once rather than by rejecting: the same note either way.
  try {
    return install.addRoutes(rules).catch(note);
  } catch (error) {
    note(error);
    return null;
  }
}

sw.addEventListener("install", (event) => {
  // No skipWaiting here: a page in the middle of a game keeps the version it started with.
  event.waitUntil(Promise.all([precache(), addRoutes(event)]));
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
    })(),
  );
});

sw.addEventListener("message", (event) => {
  const type = event.data && event.data.type;
  /** @param {unknown} answer */
  const reply = (answer) => (event.ports[0] || event.source)?.postMessage(answer);
  if (type === "take-over") sw.skipWaiting();
  else if (type === "version") reply({ type, version: PRECACHE.version });
  else if (type === "windows") {
    // How many windows of the site this version has (the asking one included).
    event.waitUntil(sw.clients.matchAll({ type: "window" }).then((all) => reply({ type, count: all.length })));
  }
});

/** This version's cache, opened once per start of the service worker (a page's load asks it
 * for some 80 files, most of them at once).
 * @type {Promise<Cache> | null} */
let opened = null;

/** @param {string} url */
async function cached(url) {
  opened ??= caches.open(CACHE);
  // Straight from the cache (the digest header rides along): Chromium keeps its compiled code
  // for a cached script or WebAssembly file only for the cached response itself.
  return (await opened).match(url);
}

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  if (request.mode === "navigate") {
    const path = url.pathname.slice(SCOPE.pathname.length);
    if (path === "" || path === "index.html") {
      event.respondWith(cached(INDEX).then((hit) => hit || fetch(request)));
    }
    return;
  }
  const key = fileKey(request.url);
  if (!FILES.has(key)) return;
  event.respondWith(cached(key).then((hit) => hit || fetch(request)));
});
