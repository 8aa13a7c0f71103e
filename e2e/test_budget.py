"""The bytes a first visit fetches before the first deal is playable, from a host that serves the
build's precompressed brotli files (scripts/serve.py, as `make play`): a byte budget, counted by
the server as it sends them (exact, unlike a time). The budget is for the start without the site's
memory snapshot, the one a slow link makes (the snapshot adds its own bytes: see the figure the
test prints)."""

from __future__ import annotations

import functools
import json
import sys
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from conftest import PageMaker
from harness import ROOT, SITE, wait_for_state_not

sys.path.insert(0, str(ROOT / "scripts"))

from serve import QuietServer, SiteHandler

BUDGET_BYTES = 4_000_000


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


class CountingServer:
    """The site served by serve.py's handler on a free port, counting what it sends."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, int, str]] = []
        handler = type("Handler", (CountingHandler,), {"sent": self.sent})
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
        "largest": sorted(by_file.items(), key=lambda item: -item[1])[:6],
    }


def test_the_bytes_before_the_first_deal_fit_the_budget(
    make_page: PageMaker, counting: CountingServer
) -> None:
    normal = first_visit(make_page, counting, "?snapshot=0&fast=1")
    print(json.dumps({"normal_start": normal}))
    assert normal["bytes"] <= BUDGET_BYTES, normal
    # Chromium asked for brotli and got it: the runtime and the trimmed standard library.
    assert {"/pyodide/pyodide.asm.wasm", "/pyodide/python_stdlib_game.zip"} <= set(normal["brotli"])
    # Neither the full standard library nor the site's snapshot, nor what only other panels need:
    # the puzzles and the QR library come when their panel first opens.
    paths = {path.split("?")[0] for path, _, _ in counting.sent}
    later = {"/puzzles.json", "/net/qr.js", "/vendor/qr/index.js", "/vendor/qr/decode.js"}
    assert not {"/pyodide/python_stdlib.zip", "/snapshot/engine.bin.gz", *later} & paths
