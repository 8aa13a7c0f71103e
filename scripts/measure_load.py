"""How long the game takes to become playable in Chromium, cold and warm (`make bench-web`).

    python scripts/measure_load.py [--runs 3] [--out e2e/artifacts/load-times.json]

Each run launches a fresh browser (a new, empty profile on disk) and loads the built site twice
in it: "cold" is the first load, "warm" the second (HTTP cache filled). Serving is Python's
http.server on 127.0.0.1, as `make play` does, so the figures leave out any real network.

Per load:
- playable_ms: navigation start -> document.body.dataset.state leaves "loading" (the UI's own
  signal). Without the UI (no app.js in the site) the harness's blank page starts the worker and
  playable_ms is navigation start -> the worker's answer to "hello".
- ready_ms: navigation start -> the worker's "ready" message arrives in the page.
- pyodide_ms, micropip_ms, engine_ms, worker_total_ms: the worker's own timings of its stages
  (Pyodide's start, loading micropip, installing the engine wheel and importing engine.protocol).
- requests, not_modified, bytes: what the server saw (200s and 304s, and bytes of files sent).
The medians over the runs and every sample are written as JSON and printed. It asserts nothing
about the times; it fails only if the page shows a problem (console error, foreign request...).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))

from harness import (  # noqa: E402  (the e2e harness is a folder of modules, not a package)
    SITE,
    Guard,
    SiteServer,
    launch_chromium_profile,
    start_engine,
    wait_for_state_not,
)
from playwright.sync_api import BrowserContext, Page, sync_playwright  # noqa: E402

TIMEOUT_MS = 180_000


def ready_message(page: Page) -> dict[str, Any]:
    page.wait_for_function(
        "() => window.__e2e.progress.some((p) => p.stage === 'ready')", timeout=TIMEOUT_MS
    )
    progress: list[dict[str, Any]] = page.evaluate("window.__e2e.progress")
    return next(p for p in progress if p["stage"] == "ready")


def load_once(context: BrowserContext, server: SiteServer, ui: bool) -> dict[str, Any]:
    before = len(server.hits)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    if ui:
        page.goto(server.base_url)
        state = wait_for_state_not(page, "loading", timeout=TIMEOUT_MS)
        states: list[dict[str, Any]] = page.evaluate("window.__e2e.states")
        playable = next(s["at"] for s in states if s["state"] not in (None, "loading"))
    else:
        page.goto(server.blank_url)
        start_engine(page, server.base_url + "worker.js")
        playable = page.evaluate(
            """() => window.__engine.send("hello").then((answer) => {
                 if (!answer.ok) throw new Error(JSON.stringify(answer));
                 return performance.now();
               })"""
        )
        state = "hello answered"
    ready = ready_message(page)
    hits = server.hits[before:]
    page.close()
    sent = 0
    for path, status in hits:
        file = SITE / path.removeprefix("/")
        if status == 200 and file.is_file():
            sent += file.stat().st_size
    return {
        "playable_ms": round(playable),
        "state": state,
        "ready_ms": round(ready["at"]),
        "pyodide_ms": ready["ms"]["pyodide"],
        "micropip_ms": ready["ms"]["micropip"],
        "engine_ms": ready["ms"]["engine"],
        "worker_total_ms": ready["ms"]["total"],
        "requests": len(hits),
        "not_modified": sum(1 for _, status in hits if status == 304),
        "bytes": sent,
    }


def summary(samples: list[dict[str, Any]]) -> dict[str, Any]:
    keys = [key for key, value in samples[0].items() if isinstance(value, int | float)]
    return {key: round(statistics.median(s[key] for s in samples)) for key in keys}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Measure Five Up's load time in Chromium.")
    parser.add_argument("--runs", type=int, default=3, help="fresh browsers to measure (3)")
    parser.add_argument("--out", type=Path, default=ROOT / "e2e" / "artifacts" / "load-times.json")
    args = parser.parse_args(argv)
    if not (SITE / "build.json").is_file():
        print(f"measure_load: {SITE} is not built: run `make site`", file=sys.stderr)
        return 1
    ui = (SITE / "index.html").is_file() and (SITE / "app.js").is_file()
    server = SiteServer().start()
    cold: list[dict[str, Any]] = []
    warm: list[dict[str, Any]] = []
    problems: list[str] = []
    version = ""
    try:
        with sync_playwright() as playwright:
            for _ in range(args.runs):
                # A new profile on disk each run, as a first visit in a real browser (an
                # in-memory context's cache keeps no 9.6 MB WebAssembly file for the warm load).
                with tempfile.TemporaryDirectory(prefix="five-up-profile-") as profile:
                    context = launch_chromium_profile(playwright, profile)
                    version = context.browser.version if context.browser else ""
                    # No request blocking here: routing would turn the HTTP cache off. Requests
                    # to other hosts are still seen, and fail the measurement.
                    guard = Guard(context, server.origin, block=False)
                    cold.append(load_once(context, server, ui))
                    warm.append(load_once(context, server, ui))
                    problems += guard.problems
                    context.close()
    finally:
        server.stop()
    result = {
        "mode": "ui" if ui else "worker",
        "runs": args.runs,
        "chromium": version,
        "cpus": os.cpu_count(),
        "build": json.loads((SITE / "build.json").read_text(encoding="utf-8")),
        "cold": {"median": summary(cold), "samples": cold},
        "warm": {"median": summary(warm), "samples": warm},
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=1))
    for name in ("cold", "warm"):
        median = result[name]["median"]
        print(
            f"{name}: playable {median['playable_ms']} ms (pyodide {median['pyodide_ms']}, "
            f"micropip {median['micropip_ms']}, engine {median['engine_ms']}; "
            f"{median['requests']} requests, {median['bytes'] / 1e6:.1f} MB sent)"
        )
    print(f"written to {args.out}")
    if problems:
        print("measure_load: the browser reported problems:", file=sys.stderr)
        for problem in dict.fromkeys(problems):
            print(f"  {problem}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
