"""Offline and installable: after one visit the game loads and plays with the server stopped (under
"/" and under a sub-path; the language switch too, to a language that visit never loaded), a new
version waits for the next navigation instead of changing a game in progress, the page is an
installable app, and the Content-Security-Policy holds everywhere.

The service worker tests run in contexts that allow service workers (`make_page(...,
service_workers=True)`) on servers of their own, which they stop."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import struct
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from access import choose_language
from conftest import PageMaker
from harness import ROOT, SITE, SUBPATH, SiteServer, page_guard
from playwright.sync_api import Page
from pwa import (
    controller_version,
    open_page,
    play_on,
    precache,
    reload,
    saved_game,
    served_paths,
    settle,
    wait_for_service_worker,
)
from tabletop import Replay, Table, check_round_summary, check_turn

sys.path.insert(0, str(ROOT / "scripts"))
from precache import write_precache
from serve import CSP

SEED = 11
LEVELS = ["easy"]


def cached_urls(page: Page) -> list[str]:
    urls: list[str] = page.evaluate(
        """async () => {
             const names = (await caches.keys()).filter((n) => n.startsWith("five-up-"));
             const urls = [];
             for (const name of names)
               for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
             return urls.sort();
           }"""
    )
    return urls


# The navigation and each of the page's own files, with where Chromium says the answer came from.
ROUTE_SOURCES = """
() => [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")]
  .filter((e) => e.name.startsWith(location.origin))
  .map((e) => [e.name, e.workerFinalSourceType])
"""


def cache_names(page: Page) -> list[str]:
    """The service worker's caches (the engine worker's snapshot has a cache of its own)."""
    names: list[str] = page.evaluate("caches.keys()")
    return sorted(name for name in names if name.startswith("five-up-"))


@pytest.mark.parametrize("prefix", ["/", SUBPATH], ids=["root", "subpath"])
def test_plays_offline_after_one_visit(make_page: PageMaker, prefix: str) -> None:
    server = SiteServer(prefix=prefix).start()
    running = True
    try:
        page = make_page(server, service_workers=True)
        guard = page_guard(page)
        table = Table(page, server)
        replay = Replay(seed=SEED, players=2, levels=LEVELS)
        snap = table.open(seed=SEED, players=2, levels=LEVELS)
        snap = play_on(table, snap, replay, turns=2)

        # The first visit registers the service worker for the site's own folder, which caches
        # every file of the site (the list the build wrote, each checked against its sha256).
        assert wait_for_service_worker(page) == server.base_url
        listing = precache()
        assert cached_urls(page) == sorted(server.base_url + f["url"] for f in listing["files"])
        assert cache_names(page) == [f"five-up-{listing['version']}"]
        # Every request the server answered was seen by the guard, the service worker's too.
        seen = {urlsplit(url).path for url in guard.seen}
        assert served_paths(server) <= seen, served_paths(server) - seen
        assert guard.service_worker_requests, "the service worker's own requests are not seen"
        before = saved_game(page)
        # The engine worker has kept the snapshot it started from (once idle).
        page.wait_for_function("() => window.__e2e.snapshots.some((s) => s.stored)")

        server.stop()
        running = False
        # With the server gone the page comes back from the service worker, the engine starts
        # from its stored snapshot, and the saved game is on the table as it was.
        assert reload(page) == "your-turn"
        assert controller_version(page) == listing["version"]
        # Chromium's static routes (sw.js, addRoutes): the page's files came straight from the
        # cache, the navigation through the service worker's fetch handler. (The engine worker's
        # own imports are listed with no source.)
        sources = page.evaluate(ROUTE_SOURCES)
        assert sources[0][0].startswith(server.base_url + "?") and sources[0][1] == "fetch-event"
        routed = dict(sources[1:])
        assert [url for url, source in routed.items() if source not in ("cache", "")] == []
        cached = [url for url, source in routed.items() if source == "cache"]
        assert len(cached) > 50 and server.base_url + "style.css" in cached
        snap = table.snapshot()
        check_turn(snap, replay.view)
        after = saved_game(page)
        assert after["record"] == before["record"]
        snap = play_on(table, snap, replay)
        assert snap.state in {"round-over", "game-over"}
        check_round_summary(table.summary(), snap, replay.view)
        # This visit downloaded English's table alone, yet the cache holds every language's: the
        # switch to Finnish works with no network.
        assert server.base_url + "i18n/fi.js" in cached_urls(page)
        choose_language(page, "fi")
        assert page.locator('[data-action="new-game"] [data-i18n]').text_content() == "Uusi peli"
        # The browser's own check for a newer service worker fails without a server; nothing else.
        problems = guard.take()
        assert all("sw.js" in problem for problem in problems), problems
    finally:
        if running:
            server.stop()


def test_a_new_version_waits_for_the_next_navigation(make_page: PageMaker, tmp_path: Path) -> None:
    # A copy of the site, to publish a new version into.
    site = tmp_path / "site"
    shutil.copytree(SITE, site, copy_function=lambda src, dst: shutil.copy2(src, dst))
    server = SiteServer(site).start()
    try:
        page = make_page(server, service_workers=True)
        table = Table(page, server)
        replay = Replay(seed=SEED, players=2, levels=LEVELS)
        table.open(seed=SEED, players=2, levels=LEVELS)
        wait_for_service_worker(page)
        first = precache()["version"]
        # Controlled from the second navigation on; the game in progress comes back.
        assert reload(page) == "your-turn"
        assert controller_version(page) == first
        snap = play_on(table, table.snapshot(), replay, turns=1)

        # A new version is published; the browser finds it; it installs and waits.
        index = site / "index.html"
        index.write_text(
            index.read_text(encoding="utf-8").replace("<body", "<body data-release='2'", 1),
            encoding="utf-8",
        )
        second = write_precache(site)["version"]
        assert second != first
        page.evaluate(
            """async () => {
                 const registration = await navigator.serviceWorker.getRegistration();
                 await registration.update();
                 const worker = registration.installing || registration.waiting;
                 if (worker && worker.state !== "installed")
                   await new Promise((resolve) => worker.addEventListener("statechange", () => {
                     if (worker.state === "installed" || worker.state === "redundant") resolve();
                   }));
               }"""
        )
        assert page.evaluate(
            "navigator.serviceWorker.getRegistration().then((r) => Boolean(r.waiting))"
        ), "the new version did not install"
        # The game in progress keeps its version and goes on.
        assert controller_version(page) == first
        assert cache_names(page) == sorted([f"five-up-{first}", f"five-up-{second}"])
        snap = play_on(table, snap, replay, turns=1)
        assert controller_version(page) == first
        assert page.evaluate("document.body.dataset.release") is None

        # A second tab of the site does not switch versions under the game in the first one.
        other = page.context.new_page()
        other.set_default_timeout(120_000)
        open_page(other, server.base_url + "?fast=1")
        reload(other)
        assert controller_version(other) == first and controller_version(page) == first
        assert other.evaluate("document.body.dataset.release") is None
        other.close()
        # The person is back at the game's tab: it is in front again (a tab left in the background
        # may be frozen by the browser, timers and all).
        page.bring_to_front()

        # The next navigation of the only tab is the new version's; the game resumes there.
        reload(page)
        # A function, not an expression: an expression would be eval'd in the page, which its
        # Content-Security-Policy forbids.
        page.wait_for_function("() => document.body.dataset.release === '2'")
        assert settle(page) == "your-turn"
        assert controller_version(page) == second
        check_turn(table.snapshot(), replay.view)
        assert cache_names(page) == [f"five-up-{second}"]
    finally:
        server.stop()


def test_the_precache_list_is_every_file_with_its_digest() -> None:
    listing = precache()
    files = {path.relative_to(SITE).as_posix() for path in SITE.rglob("*") if path.is_file()}
    listed = [entry["url"] for entry in listing["files"]]
    # Not listed: the service worker, the list's copy, the site's memory snapshot (the engine
    # worker keeps its own copy of it: docs/offline.md), and the precompressed copies (a host
    # sends one in its file's place: the service worker stores the file).
    unlisted = {"sw.js", "precache.json", "snapshot/engine.bin.gz", "snapshot/engine.json"}
    copies = {name for name in files if name.endswith((".br", ".gz")) and name[:-3] in files}
    assert {"pyodide/pyodide.asm.wasm.br", "sw.js.br", "index.html.gz"} <= copies
    assert sorted(listed) == sorted(files - unlisted - copies)
    for entry in listing["files"]:
        data = (SITE / entry["url"]).read_bytes()
        digest = hashlib.sha256(data)
        assert entry["sha256"] == digest.hexdigest() and entry["size"] == len(data)
        assert entry["integrity"] == "sha256-" + base64.b64encode(digest.digest()).decode()
    canonical = json.dumps(listing["files"], sort_keys=True, separators=(",", ":"))
    assert listing["version"] == hashlib.sha256(canonical.encode()).hexdigest()[:16]
    # The service worker carries the same list: a changed file is a changed sw.js.
    worker = (SITE / "sw.js").read_text(encoding="utf-8")
    [line] = [line for line in worker.splitlines() if "// @precache" in line]
    compact = json.dumps(listing, sort_keys=True, separators=(",", ":"))
    assert line.startswith(f"const PRECACHE = {compact};")


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_app_is_installable(page: Page, server: SiteServer) -> None:
    page.goto(server.base_url + "?fast=1")
    settle(page)
    manifest_url = page.evaluate("document.querySelector('link[rel=manifest]').href")
    assert manifest_url == server.base_url + "manifest.webmanifest"
    manifest = page.evaluate("(url) => fetch(url).then((r) => r.json())", manifest_url)
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["display"] == "standalone"
    sizes = {(icon["sizes"], icon.get("purpose", "any")) for icon in manifest["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
    for icon in manifest["icons"]:
        assert not re.match(r"^[a-z]+:|^/", icon["src"]), "icons are relative to the manifest"
        data = (SITE / icon["src"]).read_bytes()
        width, height = png_size(data)
        assert f"{width}x{height}" == icon["sizes"]
        # The browser decodes it too.
        decoded = page.evaluate(
            """(src) => fetch(src).then((r) => r.blob()).then(createImageBitmap)
                 .then((b) => [b.width, b.height])""",
            server.base_url + icon["src"],
        )
        assert decoded == [width, height]
    # Chromium's own verdict on the manifest (installability needs no more than this page has).
    cdp = page.context.new_cdp_session(page)
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    cdp.detach()
    assert not [e for e in errors if e["errorId"] not in {"in-incognito"}], errors


def test_the_policy_is_the_pages_and_the_servers(page: Page, server: SiteServer) -> None:
    html = (SITE / "index.html").read_text(encoding="utf-8")
    meta = re.search(r'http-equiv="Content-Security-Policy"\s+content="([^"]+)"', html)
    assert meta and meta.group(1) == CSP
    assert "'unsafe-eval'" not in CSP and "'unsafe-inline'" not in CSP
    # Nothing inline for the policy to refuse: no inline scripts, no handlers, no style attributes.
    assert not re.search(r"<script(?![^>]*\bsrc=)", html)
    assert not re.search(r"\son[a-z]+=", html)
    assert not re.search(r"\sstyle=", html)
    response = page.goto(server.base_url)
    assert response is not None and response.headers["content-security-policy"] == CSP
    settle(page)


def test_violations_are_seen_in_the_page_and_both_workers(
    make_page: PageMaker, server: SiteServer
) -> None:
    page = make_page(server, service_workers=True)
    guard = page_guard(page)
    page.goto(server.base_url + "?fast=1")
    settle(page)
    wait_for_service_worker(page)
    assert not guard.take(), "the page itself broke its policy"
    page.evaluate(
        """() => { const s = document.createElement("script"); s.textContent = "1";
                   document.head.append(s); }"""
    )
    [engine] = page.workers
    engine.evaluate("() => fetch('http://five-up-e2e.invalid/worker').catch(() => {})")
    [service] = page.context.service_workers
    service.evaluate("() => fetch('http://five-up-e2e.invalid/sw').catch(() => {})")
    page.wait_for_function("() => window.__e2e.csp.length > 0")
    seen = "\n".join(guard.take())
    assert "CSP violation: script-src" in seen
    assert "engine worker: blocked http://five-up-e2e.invalid/worker by connect-src" in seen
    assert "sw: blocked http://five-up-e2e.invalid/sw by connect-src" in seen
