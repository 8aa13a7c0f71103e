"""The engine worker's memory snapshots (web/worker/snapshot.js, docs/site-and-e2e.md). A first
visit starts from the site's own snapshot (made at build time, site/snapshot/) and, once idle,
keeps it as the stored snapshot keyed by Pyodide's version and the engine wheel's sha256; the next
visit starts from the stored one, offline with the server stopped too. A stored snapshot that is
damaged, refused by Pyodide or of another build gives way to the site's; a site's snapshot that is
damaged, of another build or missing gives way to the normal start, which leaves a snapshot of its
own; so does `?snapshot=0`. Storage that refuses the write changes only what is kept. The game
plays on each time. The worker's "ready" says which start it made (`start`, and `snapshot`: "stored"
or "site"), and its "snapshot" message whether one was kept."""

from __future__ import annotations

import gzip
import json
import urllib.error
import urllib.request
from typing import Any

import pytest
from conftest import PageMaker
from harness import SITE, SiteServer, page_guard, snapshot_message, starts
from playwright.sync_api import Page, Route
from pwa import play_on, reload, saved_game, wait_for_service_worker
from tabletop import Replay, Table, check_turn

SEED = 11
LEVELS = ["easy"]
CACHE = "snapshot:five-up"
NOTE = "engine worker:"


def build_key() -> str:
    """The key a snapshot of this build is kept under: Pyodide's version and the wheel's sha256."""
    info = json.loads((SITE / "build.json").read_text(encoding="utf-8"))
    return f"pyodide {info['pyodide']}; engine {info['engine_sha256']}"


def built() -> dict[str, Any]:
    """The site's snapshot card (site/snapshot/engine.json)."""
    card: dict[str, Any] = json.loads((SITE / "snapshot" / "engine.json").read_text("utf-8"))
    return card


def stored(page: Page) -> dict[str, Any] | None:
    """The stored snapshot's key and size, or None."""
    found: dict[str, Any] | None = page.evaluate(
        """async (name) => {
             if (!(await caches.has(name))) return null;
             const cache = await caches.open(name);
             const requests = await cache.keys();
             if (requests.length !== 1) return { entries: requests.length };
             const response = await cache.match(requests[0]);
             const unpacked = response.body.pipeThrough(new DecompressionStream("gzip"));
             const bytes = (await new Response(unpacked).arrayBuffer()).byteLength;
             return { key: response.headers.get("X-Five-Up-Key"), bytes };
           }""",
        CACHE,
    )
    return found


# Spoil the stored snapshot (kept gzip-compressed) in one of three ways: a byte of the snapshot
# changed behind its digest; its build id changed with the digest made to fit, so that Pyodide
# itself sees it and refuses it; or the key of another build.
SPOIL = """
async ([name, how]) => {
  const cache = await caches.open(name);
  const [request] = await cache.keys();
  const found = await cache.match(request);
  const unpacked = found.body.pipeThrough(new DecompressionStream("gzip"));
  const bytes = new Uint8Array(await new Response(unpacked).arrayBuffer());
  const headers = new Headers(found.headers);
  if (how === "damaged") bytes[bytes.length >> 1] ^= 0xff;
  if (how === "another-build") headers.set("X-Five-Up-Key", "pyodide 0.0.0; engine 0000");
  if (how === "refused") {
    bytes[16] ^= 0xff;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
    headers.set("X-Five-Up-Sha256", hex);
  }
  const packed = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  await cache.put(request, new Response(packed, { headers }));
}
"""


def notes(page: Page) -> list[str]:
    """Collect the worker's console notes (warnings) on this page from now on."""
    seen: list[str] = []
    page.on(
        "console",
        lambda message: seen.append(message.text) if message.text.startswith(NOTE) else None,
    )
    return seen


def first_visit(page: Page, server: SiteServer, start: str = "site") -> tuple[Table, Replay]:
    """A first visit (`start`: "site", or "normal" when the site's snapshot is not to be had) that
    plays one turn and keeps a snapshot of this build."""
    table = Table(page, server)
    replay = Replay(seed=SEED, players=2, levels=LEVELS)
    snap = table.open(seed=SEED, players=2, levels=LEVELS)
    play_on(table, snap, replay, turns=1)
    assert starts(page) == [start]
    message = snapshot_message(page)
    assert message["stored"] is True and message["bytes"] > 0, message
    if start == "site":
        assert message["bytes"] == built()["bytes"]
    assert stored(page) == {"key": build_key(), "bytes": message["bytes"]}
    return table, replay


def resumes_and_plays(page: Page, table: Table, replay: Replay) -> None:
    """After a reload: the saved game is on the table as the engine has it, and one more turn."""
    before = saved_game(page)["record"]
    assert reload(page) == "your-turn"
    snap = table.snapshot()
    check_turn(snap, replay.view)
    assert saved_game(page)["record"] == before
    play_on(table, snap, replay, turns=1)


def test_the_next_visit_starts_from_the_snapshot_online_and_offline(make_page: PageMaker) -> None:
    server = SiteServer().start()
    running = True
    try:
        page = make_page(server, service_workers=True)
        table, replay = first_visit(page, server)
        wait_for_service_worker(page)
        # Second visit, answered by the service worker: from the snapshot, and the game goes on
        # with a session of its own (the snapshot was taken with the first visit's game in it).
        resumes_and_plays(page, table, replay)
        assert starts(page) == ["stored"]
        # Nothing more kept after a start from the stored snapshot.
        page.wait_for_timeout(1500)
        assert page.evaluate("window.__e2e.snapshots") == []

        server.stop()
        running = False
        with pytest.raises(urllib.error.URLError):
            urllib.request.urlopen(server.base_url, timeout=5)
        resumes_and_plays(page, table, replay)
        assert starts(page) == ["stored"]
        # The browser's own check for a newer service worker fails without a server; nothing else.
        problems = page_guard(page).take()
        assert all("sw.js" in problem for problem in problems), problems
    finally:
        if running:
            server.stop()


@pytest.mark.parametrize("how", ["damaged", "refused", "another-build"])
def test_a_spoilt_stored_snapshot_gives_way_to_the_sites(
    page: Page, server: SiteServer, how: str
) -> None:
    table, replay = first_visit(page, server)
    page.evaluate(SPOIL, [CACHE, how])
    seen = notes(page)
    resumes_and_plays(page, table, replay)
    assert starts(page) == ["site"]
    # Said on the console as a note (never an error), and replaced by a good one.
    said = "is another build's" if how == "another-build" else "stored snapshot did not start"
    assert any(said in text for text in seen), seen
    message = snapshot_message(page)
    assert message["stored"] is True
    assert stored(page) == {"key": build_key(), "bytes": built()["bytes"]}


def spoil_the_sites(page: Page, how: str) -> None:
    """Serve the site's snapshot spoilt: a byte changed behind its digest ("damaged"), its card
    naming another build ("another-build"), or not at all ("missing")."""

    def damaged(route: Route) -> None:
        data = bytearray(gzip.decompress(route.fetch().body()))
        data[len(data) // 2] ^= 0xFF
        route.fulfill(status=200, body=gzip.compress(bytes(data), compresslevel=1))

    def another_build(route: Route) -> None:
        card = route.fetch().json() | {"key": "pyodide 0.0.0; engine 0000"}
        route.fulfill(status=200, json=card)

    if how == "damaged":
        page.route("**/snapshot/engine.bin.gz*", damaged)
    elif how == "another-build":
        page.route("**/snapshot/engine.json*", another_build)
    else:
        page.route("**/snapshot/*", lambda route: route.fulfill(status=404, body="gone"))


@pytest.mark.parametrize("how", ["damaged", "another-build", "missing"])
def test_a_spoilt_sites_snapshot_gives_way_to_the_normal_start(
    page: Page, server: SiteServer, how: str
) -> None:
    spoil_the_sites(page, how)
    seen = notes(page)
    first_visit(page, server, start="normal")
    said = {
        "damaged": "the site's snapshot did not start: the snapshot is damaged",
        "another-build": "the site's snapshot is another build's",
        "missing": "the site's snapshot is out of reach: HTTP 404",
    }[how]
    assert any(said in text for text in seen), seen
    if how == "missing":  # the 404 itself is all the browser reports
        problems = page_guard(page).take()
        assert problems and all("HTTP 404" in p and "/snapshot/" in p for p in problems), problems


def test_snapshot_0_in_the_address_starts_the_long_way(page: Page, server: SiteServer) -> None:
    page.goto(server.base_url + "?snapshot=0&fast=1")
    page.wait_for_function("() => document.body.dataset.state !== 'loading'")
    assert starts(page) == ["normal"]
    message = snapshot_message(page)
    assert message["stored"] is True and message["bytes"] > 0, message
    assert stored(page) == {"key": build_key(), "bytes": message["bytes"]}


def refuse_the_write(route: Route) -> None:
    """Serve the worker's snapshot module with a Cache Storage that refuses every write."""
    response = route.fetch()
    source = response.text().replace(
        "await cache.put(",
        'throw new DOMException("refused on purpose", "QuotaExceededError"); await cache.put(',
    )
    assert "refused on purpose" in source
    route.fulfill(response=response, body=source)


def test_storage_that_refuses_the_write_keeps_nothing_and_starts_from_the_site_again(
    page: Page, server: SiteServer
) -> None:
    page.route("**/worker/snapshot.js", refuse_the_write)
    seen = notes(page)
    table = Table(page, server)
    replay = Replay(seed=SEED, players=2, levels=LEVELS)
    snap = table.open(seed=SEED, players=2, levels=LEVELS)
    message = snapshot_message(page)
    assert message["stored"] is False
    assert any("could not be kept: refused on purpose" in text for text in seen), seen
    assert stored(page) is None
    play_on(table, snap, replay, turns=1)
    resumes_and_plays(page, table, replay)
    assert starts(page) == ["site"]
