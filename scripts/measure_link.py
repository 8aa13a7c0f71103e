"""A first visit on a phone's link (`make bench-web`): the game's page against a bare `loadPyodide`
of the same `pyodide/` folder, side by side in one run, on a throttled static host.

    python scripts/measure_link.py [--out e2e/artifacts/link-times.json] [--runs 1]

The host (`LinkHandler`): every request waits one round trip, every response shares one
bandwidth (a 16 kB piece at a time, in the order they are sent), and the compressible files are
sent as the build's precompressed copies (scripts/precompress.py) in one encoding: `gzip` (as GitHub
Pages does, here at level 9 where it compresses on the fly at its own level) or `br` (a host that
serves the brotli copies). The links are Chrome DevTools' presets: Fast 4G (9 Mbit/s, 60 ms) and
Slow 4G (1.6 Mbit/s, 150 ms). Each visit is a fresh browser context with an empty cache and no
service worker: the page's time is navigation to playable (body's data-state leaves "loading"),
the bare page's navigation to `loadPyodide()` done; bytes are what the host sent. The page starts
as a first visit does, deciding for itself whether the site's snapshot pays (web/worker/link.js);
`start` says what it chose. On the slow link the two are also measured with Lighthouse's 4x CPU
slowdown (`slow_4g_cpu4_*`; --cpu-slowdown N for another rate, 0 for none): Chromium's
`Emulation.setCPUThrottlingRate`, set on each page before it loads (Chromium slows the page's own
thread with it, not its workers: see docs/offline.md for what that leaves out). Prints and writes
one JSON object; times on a shared machine are noisy (give --runs 3 for medians), bytes are exact.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT / "scripts"))

from harness import (  # noqa: E402  (the e2e harness is a folder of modules, not a package)
    FileHandler,
    Guard,
    SiteServer,
    launch_chromium,
    wait_for_state_not,
)
from playwright.sync_api import Browser, sync_playwright  # noqa: E402
from serve import Precompressed  # noqa: E402

TIMEOUT_MS = 600_000
PIECE = 16 * 1024
# Chrome DevTools' network presets: bits per second and the round trip.
LINKS = {"fast_4g": (9_000_000, 0.060), "slow_4g": (1_600_000, 0.150)}
HOSTS = {"gzip": ((".gz", "gzip"),), "brotli": ((".br", "br"),)}


class Link:
    """One bandwidth that every response shares: each piece waits for the link to be free."""

    def __init__(self, bits_per_second: int) -> None:
        self.rate = bits_per_second / 8
        self.free_at = 0.0
        self.lock = threading.Lock()
        self.sent = 0

    def send(self, output: Any, piece: bytes) -> None:
        with self.lock:
            start = max(time.monotonic(), self.free_at)
            self.free_at = start + len(piece) / self.rate
            done = self.free_at
            self.sent += len(piece)
        time.sleep(max(0.0, done - time.monotonic()))
        output.write(piece)


class LinkHandler(Precompressed, FileHandler):
    """The harness's file handler (the site, and its bare Pyodide page) as a static host on a
    phone's link: one round trip per request, one shared bandwidth, one encoding."""

    link: Link
    rtt = 0.0

    def do_GET(self) -> None:
        time.sleep(self.rtt)
        super().do_GET()

    def copyfile(self, source: Any, outputfile: Any) -> None:
        try:
            while piece := source.read(PIECE):
                self.link.send(outputfile, piece)
        except (BrokenPipeError, ConnectionResetError):
            pass  # a download the page gave up (the snapshot on a slow link)


def visit(
    browser: Browser, server: SiteServer, link: Link, bare: bool, cpu: float = 1
) -> dict[str, Any]:
    context = browser.new_context(service_workers="block")
    Guard(context, server.origin)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    if cpu != 1:
        session = context.new_cdp_session(page)
        session.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
    before = link.sent
    try:
        if bare:
            page.goto(server.pyodide_url)
            page.wait_for_function("window.__pyodide", timeout=TIMEOUT_MS)
            result: dict[str, Any] = page.evaluate("window.__pyodide")
            if "error" in result:
                raise RuntimeError(f"loadPyodide failed: {result['error']}")
            return {"ms": round(result["at"]), "bytes": link.sent - before}
        page.goto(server.base_url + "?fast=1")
        wait_for_state_not(page, "loading", timeout=TIMEOUT_MS)
        states: list[dict[str, Any]] = page.evaluate("window.__e2e.states")
        at = next(s["at"] for s in states if s["state"] not in (None, "loading"))
        progress: list[dict[str, Any]] = page.evaluate("window.__e2e.progress")
        ready = next(p for p in progress if p["stage"] == "ready")
        start = ready["snapshot"] if ready["start"] == "snapshot" else ready["start"]
        return {"ms": round(at), "bytes": link.sent - before, "start": start}
    finally:
        context.close()


def measure(
    browser: Browser, link_name: str, host: str, runs: int, cpu: float = 1
) -> dict[str, Any]:
    bits, rtt = LINKS[link_name]
    link = Link(bits)
    handler = type("Handler", (LinkHandler,), {"link": link, "rtt": rtt, "encodings": HOSTS[host]})
    with SiteServer(handler_class=handler) as server:
        bare, page = [], []
        for _ in range(runs):  # side by side: the bare boot and the page in turn
            bare.append(visit(browser, server, link, bare=True, cpu=cpu))
            page.append(visit(browser, server, link, bare=False, cpu=cpu))
    bare_ms = statistics.median(v["ms"] for v in bare)
    page_ms = statistics.median(v["ms"] for v in page)
    return {
        "bare_ms": round(bare_ms),
        "page_ms": round(page_ms),
        "ratio": round(page_ms / bare_ms, 2),
        "bare_bytes": bare[0]["bytes"],
        "page_bytes": page[0]["bytes"],
        "page_start": [v["start"] for v in page],
        "runs": {"bare_ms": [v["ms"] for v in bare], "page_ms": [v["ms"] for v in page]},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument(
        "--cpu-slowdown",
        type=float,
        default=4,
        help="the slow link again with the page's CPU this many times slower (0: not measured)",
    )
    args = parser.parse_args()
    report: dict[str, Any] = {
        "links": {k: {"mbit_s": b / 1e6, "rtt_ms": r * 1000} for k, (b, r) in LINKS.items()}
    }
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        try:
            runs = [(name, host, 1.0) for name in LINKS for host in HOSTS]
            if args.cpu_slowdown > 0:
                runs += [("slow_4g", host, args.cpu_slowdown) for host in HOSTS]
            for link_name, host, cpu in runs:
                figures = measure(browser, link_name, host, args.runs, cpu)
                slower = f"_cpu{args.cpu_slowdown:g}" if cpu != 1 else ""
                report[f"{link_name}{slower}_{host}"] = figures
                print(link_name + slower, host, json.dumps(figures), file=sys.stderr, flush=True)
        finally:
            browser.close()
    print(json.dumps(report))
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
