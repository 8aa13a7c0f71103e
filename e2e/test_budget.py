"""The bytes a first visit fetches before the first deal is playable, per kind of host: one that
serves the build's precompressed brotli files (scripts/serve.py, as `make play`), and one that
compresses by content type, gzip for text, scripts, JSON and WebAssembly but never a zip (as many
static hosts do: docs/offline.md, "Hosting"). A byte budget each, counted by the server as it sends
them (exact, unlike a time). The budgets are for the start without the site's memory snapshot, the
one a slow link makes (the snapshot adds its own bytes: see the figure the test prints)."""

from __future__ import annotations

import functools
import json
import sys
import threading
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
from conftest import PageMaker
from harness import ROOT, SITE, wait_for_state_not

sys.path.insert(0, str(ROOT / "scripts"))

from serve import QuietServer, SiteHandler

# 4.0 MB until issue 39: the standard library is now deflated (0.81 MB) where its stored zip went
# as 0.58 MB of brotli; that costs this host 0.23 MB and saves 2.27 MB on hosts that never compress
# a zip (the budget below): 4,226,270 bytes measured at the change. Issue 40: the engine's wheel
# no longer carries the README as its long description (12 KB): 4,239,654 bytes at the change.
# 4.25 MB until the page grew past it (4,252,172): the page now downloads only the language it
# shows (web/i18n/i18n.js), not all four tables: 4,189,997 bytes at the change (5,073,935 on the
# host below), so the budget came down to that and a small margin. Issue 41's page for All Fives
# and the block game (the round's count in words, the legend, an unknown game's refusal, the game
# on a guest's card) added 11 KB: 4,201,257 bytes; the budget 4.23 MB, still below the 4.25 of the
# stop before. Issue 42's coach in partnership (engine/ai/partnernotes.py in the wheel, the page's
# notes and their words), the guest's log and ledger and the three- and four-player race added
# 37 KB: 4,237,986 bytes; the budget back to the 4.25 MB it was (loading the coach's parts only
# when the coach opens is the next saving).
BUDGET_BYTES = 4_250_000
BY_TYPE_BUDGET_BYTES = 5_200_000  # issue 39: 7.43 MB with a stored zip; 5,112,561 at the change
# What a host that compresses by content type compresses: all but the zip (and the PNGs, the
# wheel and the gzip-compressed snapshot, which have no copy to send anyway).
BY_TYPE_SKIPS = (".zip",)


class CountingHandler(SiteHandler):
    """serve.py's handler, noting each response's path, body bytes and encoding."""

    sent: list[tuple[str, int, str]]

    def send_header(self, keyword: str, value: str) -> None:
        if keyword == "Content-Length":
            self._length = int(value)
        if keyword == "Content-Encoding":
            self._encoding = value
        super().send_header(keyword, value)

    def end_headers(self) -> None:
        super().end_headers()
        self.sent.append((self.path, getattr(self, "_length", 0), getattr(self, "_encoding", "")))
        self._length, self._encoding = 0, ""

    def log_message(self, format: str, *args: Any) -> None:
        pass


class ByTypeHandler(CountingHandler):
    """A host that gzips by content type: the build's gzip copy of everything but a zip."""

    encodings = ((".gz", "gzip"),)

    def send_head(self) -> Any:
        if urlsplit(self.path).path.endswith(BY_TYPE_SKIPS):
            self.encodings = ()
        return super().send_head()


class CountingServer:
    """The site served by serve.py's handler (or `handler`) on a free port, counting what it
    sends."""

    def __init__(self, kind: type[CountingHandler] = CountingHandler) -> None:
        self.sent: list[tuple[str, int, str]] = []
        handler = type("Handler", (kind,), {"sent": self.sent})
        factory = functools.partial(handler, directory=str(SITE))
        self._server = QuietServer(("127.0.0.1", 0), factory)
        self._server.daemon_threads = True
        self.origin = f"http://127.0.0.1:{self._server.server_address[1]}"
        self.base_url = self.origin + "/"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()


@pytest.fixture
def counting() -> Iterator[CountingServer]:
    server = CountingServer()
    yield server
    server.stop()


@pytest.fixture
def by_type() -> Iterator[CountingServer]:
    server = CountingServer(ByTypeHandler)
    yield server
    server.stop()


def first_visit(make_page: PageMaker, server: CountingServer, query: str) -> dict[str, Any]:
    """A first visit (a fresh context, no service worker) up to the first deal: the bytes sent."""
    page = make_page(server)  # type: ignore[arg-type]
    page.goto(server.base_url + query)
    wait_for_state_not(page, "loading")
    sent = list(server.sent)
    by_file = {path.split("?")[0]: length for path, length, _ in sent}
    return {
        "bytes": sum(length for _, length, _ in sent),
        "requests": len(sent),
        "brotli": sorted(path for path, _, encoding in sent if encoding == "br"),
        "gzip": sorted(path for path, _, encoding in sent if encoding == "gzip"),
        "largest": sorted(by_file.items(), key=lambda item: -item[1])[:6],
    }


def test_the_bytes_before_the_first_deal_fit_the_budget(
    make_page: PageMaker, counting: CountingServer
) -> None:
    normal = first_visit(make_page, counting, "?snapshot=0&fast=1")
    print(json.dumps({"normal_start": normal}))
    assert normal["bytes"] <= BUDGET_BYTES, normal
    # Chromium asked for brotli and got it for the runtime; the standard library is deflated.
    assert "/pyodide/pyodide.asm.wasm" in normal["brotli"]
    assert "/pyodide/python_stdlib_game.zip" not in normal["brotli"]
    # Neither the full standard library nor the site's snapshot, nor what only other panels need:
    # the puzzles and the QR library come when their panel first opens.
    paths = {path.split("?")[0] for path, _, _ in counting.sent}
    later = {"/puzzles.json", "/net/qr.js", "/vendor/qr/index.js", "/vendor/qr/decode.js"}
    assert not {"/pyodide/python_stdlib.zip", "/snapshot/engine.bin.gz", *later} & paths


def test_a_host_that_never_compresses_a_zip_fits_its_budget(
    make_page: PageMaker, by_type: CountingServer
) -> None:
    normal = first_visit(make_page, by_type, "?snapshot=0&fast=1")
    print(json.dumps({"by_type_start": normal}))
    assert normal["bytes"] <= BY_TYPE_BUDGET_BYTES, normal
    assert "/pyodide/pyodide.asm.wasm" in normal["gzip"]
    # The standard library went as it is, its own deflate its only compression.
    stdlib = dict(normal["largest"])["/pyodide/python_stdlib_game.zip"]
    assert stdlib == (SITE / "pyodide/python_stdlib_game.zip").stat().st_size
    assert "/pyodide/python_stdlib_game.zip" not in normal["gzip"]
