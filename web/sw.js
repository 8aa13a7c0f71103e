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
//   the middle of a game: only a navigation (a reload, or a new visit) that leaves no other
//   window of the site open lets it take over, and that navigation is restarted under it. A
//   second open tab keeps the old version until it is closed.

"use strict";

const PRECACHE = { version: "unbuilt", files: [] }; // @precache (scripts/build_site.py writes the list here)

const PREFIX = "five-up-";
const CACHE = PREFIX + PRECACHE.version;
const DIGEST_HEADER = "X-Five-Up-Sha256";
const SCOPE = new URL(self.registration.scope);
const INDEX = new URL("index.html", SCOPE).href;
const FILES = new Map(PRECACHE.files.map((file) => [new URL(file.url, SCOPE).href, file]));
// Fetches at a time while installing: the WebAssembly binary is most of the bytes anyway.
const PARALLEL = 4;

// A policy violation here would otherwise be silent; the e2e tests watch the console.
self.addEventListener("securitypolicyviolation", (event) => {
  console.error(`sw: blocked ${event.blockedURI || "(inline)"} by ${event.violatedDirective}`);
});

/** The URL a request is cached under: the file itself, without query or fragment. */
function fileKey(url) {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname;
}

/** A response from an older cache holding exactly this file, or null. */
async function fromOlderCache(url, sha256) {
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const cached = await (await caches.open(name)).match(url);
    if (cached && cached.headers.get(DIGEST_HEADER) === sha256) return cached;
  }
  return null;
}

/** Fetch one listed file, checked against its digest, and keep it with the digest attached. */
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
    while (todo.length) {
      const [url, file] = todo.shift();
      await cacheFile(cache, url, file);
    }
  });
  await Promise.all(workers);
}

self.addEventListener("install", (event) => {
  // No skipWaiting here: a page in the middle of a game keeps the version it started with.
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
    })(),
  );
});

self.addEventListener("message", (event) => {
  const type = event.data && event.data.type;
  if (type === "take-over") self.skipWaiting();
  else if (type === "version") {
    (event.ports[0] || event.source)?.postMessage({ type: "version", version: PRECACHE.version });
  }
});

let takeOverAt = 0;

/** A waiting new version may take over at this navigation if no other window of the site is open
 * (the only window is the one navigating: a reload, or the first tab of a new visit). */
async function takeOverNow() {
  const waiting = self.registration.waiting;
  if (!waiting || Date.now() - takeOverAt < 10000) return false;
  const windows = await self.clients.matchAll({ type: "window" });
  // In a reload the page being replaced is still listed (and shown); a tab in the background is
  // another game that must not change under its feet.
  if (windows.length > 1 || windows.some((client) => client.visibilityState !== "visible")) return false;
  takeOverAt = Date.now();
  waiting.postMessage({ type: "take-over" });
  return true;
}

async function cached(url) {
  // Straight from the cache (the digest header rides along): Chromium keeps its compiled code
  // for a cached script or WebAssembly file only for the cached response itself.
  return (await caches.open(CACHE)).match(url);
}

async function navigate(request) {
  if (await takeOverNow()) {
    // Start this navigation again: the new version answers it (and every file after it).
    // (The icon link keeps the browser from asking for /favicon.ico for this blank moment.)
    const page = '<!doctype html><meta http-equiv="refresh" content="0"><link rel="icon" href="data:,">';
    return new Response(page, {
      headers: { "Content-Type": "text/html; charset=utf-8", Refresh: "0" },
    });
  }
  return (await cached(INDEX)) || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  if (request.mode === "navigate") {
    const path = url.pathname.slice(SCOPE.pathname.length);
    if (path === "" || path === "index.html") event.respondWith(navigate(request));
    return;
  }
  const key = fileKey(request.url);
  if (!FILES.has(key)) return;
  event.respondWith(cached(key).then((hit) => hit || fetch(request)));
});
