"""How fast Five Up paints and becomes playable in Chromium, and how big it is (`make bench-web`).

    python scripts/measure_load.py [--runs 3] [--out e2e/artifacts/load-times.json]

Serving is Python's http.server on 127.0.0.1 (the e2e harness's, with the site's CSP header), so
the figures leave out any real network. Each run uses fresh browser profiles on disk:

- profile 1 (service workers allowed): "cold" is the first visit (nothing cached); the service
  worker then installs (the whole site into its cache, timed as `sw_install_ms`, with the bytes
  it made the server send); "sw" is the next visit, answered by the service worker, and
  "sw_again" the one after. (Chromium keeps compiled code beside a cached response only once it
  has compiled it from there and its optimizing compiler is done: the service worker's copy
  catches up with the HTTP cache's over a few visits.)
- profile 2 (service workers blocked): a first visit, then "http_cache": the second visit with
  only the browser's HTTP cache to help (what a browser without service workers gets).
- profile 3: "pyodide_cold" and "pyodide_warm": Pyodide's own start-up alone, from the site's
  ./pyodide/ folder, in a module worker of a blank harness page (no page, no micropip, no engine).

Per load:
- first_paint_ms, first_contentful_paint_ms: navigation start -> the browser's paint timing
  entries (the static table in index.html). The page must paint within PAINT_BUDGET_MS.
- playable_ms: navigation start -> document.body.dataset.state leaves "loading" (the UI's own
  signal: the engine is up and the player can deal or play).
- ready_ms: navigation start -> the worker's "ready" message arrives in the page.
- pyodide_ms, micropip_ms, engine_ms, worker_total_ms: the worker's own timings of its stages.
- requests, not_modified, bytes: what the server saw (200s and 304s, and bytes of files sent).

The site's size is every file of site/, raw and gzip-compressed (level 6, as servers do), with
the largest files. Medians and every sample are written as JSON and printed. The only verdict is
`paint_within_budget` (cold and sw medians); the exit code is non-zero only if the page shows a
problem (console error, CSP violation, foreign request...), or with --strict if the budget is
missed.
"""

from __future__ import annotations

import argparse
import gzip
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
    CHROMIUM_ARGS,
    SITE,
    Guard,
    SiteServer,
    find_chromium,
    launch_chromium_profile,
    start_engine,
    wait_for_state_not,
)
from playwright.sync_api import BrowserContext, Page, Playwright, sync_playwright  # noqa: E402
from pwa import SW_ACTIVATED  # noqa: E402

TIMEOUT_MS = 180_000
PAINT_BUDGET_MS = 300
PAINT_SCRIPT = """
() => Object.fromEntries(performance.getEntriesByType("paint").map((e) => [e.name, e.startTime]))
"""


def ready_message(page: Page) -> dict[str, Any]:
    page.wait_for_function(
        "() => window.__e2e.progress.some((p) => p.stage === 'ready')", timeout=TIMEOUT_MS
    )
    progress: list[dict[str, Any]] = page.evaluate("window.__e2e.progress")
    return next(p for p in progress if p["stage"] == "ready")


def sent(server: SiteServer, since: int) -> dict[str, int]:
    hits = server.hits[since:]
    size = 0
    for path, status in hits:
        file = SITE / path.removeprefix("/")
        if status == 200 and file.is_file():
            size += file.stat().st_size
    return {
        "requests": len(hits),
        "not_modified": sum(1 for _, status in hits if status == 304),
        "bytes": size,
    }


def load_once(
    context: BrowserContext, server: SiteServer, ui: bool, install: dict[str, Any] | None = None
) -> dict[str, Any]:
    """One visit; with `install` (a first visit that registers the service worker), also the
    time from the worker's "ready" until the service worker has the site cached, and what the
    server sent for it."""
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
    paint: dict[str, float] = page.evaluate(PAINT_SCRIPT)
    controlled = page.evaluate("Boolean(navigator.serviceWorker?.controller)")
    measured = sent(server, before)
    if install is not None:
        after = len(server.hits)
        page.evaluate(SW_ACTIVATED)
        done = page.evaluate("performance.now()")
        install.update({"sw_install_ms": round(done - ready["at"]), **sent(server, after)})
    page.close()
    return {
        "first_paint_ms": round(paint.get("first-paint", -1)),
        "first_contentful_paint_ms": round(paint.get("first-contentful-paint", -1)),
        "playable_ms": round(playable),
        "state": state,
        "service_worker": controlled,
        "ready_ms": round(ready["at"]),
        "pyodide_ms": ready["ms"]["pyodide"],
        "micropip_ms": ready["ms"]["micropip"],
        "engine_ms": ready["ms"]["engine"],
        "worker_total_ms": ready["ms"]["total"],
        **measured,
    }


def pyodide_alone(context: BrowserContext, server: SiteServer) -> dict[str, Any]:
    before = len(server.hits)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(server.pyodide_url)
    page.wait_for_function("window.__pyodide", timeout=TIMEOUT_MS)
    result: dict[str, Any] = page.evaluate("window.__pyodide")
    page.close()
    if "error" in result:
        raise RuntimeError(f"loadPyodide failed: {result['error']}")
    return {"ready_ms": round(result["at"]), "pyodide_ms": result["ms"], **sent(server, before)}


def open_profile(playwright: Playwright, profile: str, service_workers: bool) -> BrowserContext:
    if service_workers:
        return playwright.chromium.launch_persistent_context(
            profile,
            executable_path=find_chromium(),
            args=CHROMIUM_ARGS,
            headless=True,
            service_workers="allow",
        )
    return launch_chromium_profile(playwright, profile)


def summary(samples: list[dict[str, Any]]) -> dict[str, Any]:
    keys = [
        key
        for key, value in samples[0].items()
        if isinstance(value, int | float) and not isinstance(value, bool)
    ]
    return {key: round(statistics.median(s[key] for s in samples)) for key in keys}


def site_size(site: Path) -> dict[str, Any]:
    files = []
    for path in sorted(site.rglob("*")):
        if path.is_file():
            data = path.read_bytes()
            packed = len(gzip.compress(data, compresslevel=6, mtime=0))
            files.append((path.relative_to(site).as_posix(), len(data), packed))
    largest = sorted(files, key=lambda f: -f[1])[:6]
    return {
        "files": len(files),
        "raw_bytes": sum(f[1] for f in files),
        "gzip_bytes": sum(f[2] for f in files),
        "largest": [{"file": name, "raw": raw, "gzip": packed} for name, raw, packed in largest],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Measure Five Up's load time in Chromium.")
    parser.add_argument("--runs", type=int, default=3, help="fresh browsers to measure (3)")
    parser.add_argument("--out", type=Path, default=ROOT / "e2e" / "artifacts" / "load-times.json")
    parser.add_argument(
        "--strict", action="store_true", help=f"fail if a median paint misses {PAINT_BUDGET_MS} ms"
    )
    args = parser.parse_args(argv)
    if not (SITE / "build.json").is_file():
        print(f"measure_load: {SITE} is not built: run `make site`", file=sys.stderr)
        return 1
    ui = (SITE / "index.html").is_file() and (SITE / "app.js").is_file()
    server = SiteServer().start()
    samples: dict[str, list[dict[str, Any]]] = {
        "cold": [],
        "sw_install": [],
        "sw": [],
        "sw_again": [],
        "http_cache": [],
        "pyodide_cold": [],
        "pyodide_warm": [],
    }
    problems: list[str] = []
    version = ""
    try:
        with sync_playwright() as playwright:
            for _ in range(args.runs):
                # New profiles on disk each run, as a first visit in a real browser. No request
                # blocking: routing would turn the HTTP cache off, and does not see what a
                # service worker answers. Requests to other hosts are still seen, and fail.
                with tempfile.TemporaryDirectory(prefix="five-up-profile-") as profile:
                    context = open_profile(playwright, profile, service_workers=True)
                    version = context.browser.version if context.browser else ""
                    guard = Guard(context, server.origin, block=False)
                    install: dict[str, Any] = {}
                    samples["cold"].append(load_once(context, server, ui, install if ui else None))
                    if ui:
                        samples["sw_install"].append(install)
                        samples["sw"].append(load_once(context, server, ui))
                        samples["sw_again"].append(load_once(context, server, ui))
                    problems += guard.problems
                    context.close()
                with tempfile.TemporaryDirectory(prefix="five-up-profile-") as profile:
                    context = open_profile(playwright, profile, service_workers=False)
                    guard = Guard(context, server.origin, block=False)
                    load_once(context, server, ui)
                    samples["http_cache"].append(load_once(context, server, ui))
                    problems += guard.problems
                    context.close()
                with tempfile.TemporaryDirectory(prefix="five-up-profile-") as profile:
                    context = open_profile(playwright, profile, service_workers=False)
                    guard = Guard(context, server.origin, block=False)
                    samples["pyodide_cold"].append(pyodide_alone(context, server))
                    samples["pyodide_warm"].append(pyodide_alone(context, server))
                    problems += guard.problems
                    context.close()
    finally:
        server.stop()
    loads: dict[str, dict[str, Any]] = {
        name: {"median": summary(found), "samples": found}
        for name, found in samples.items()
        if found
    }
    paint = {
        name: loads[name]["median"]["first_contentful_paint_ms"]
        for name in ("cold", "sw", "sw_again", "http_cache")
        if name in loads
    }
    result: dict[str, Any] = {
        "mode": "ui" if ui else "worker",
        "runs": args.runs,
        "chromium": version,
        "cpus": os.cpu_count(),
        "build": json.loads((SITE / "build.json").read_text(encoding="utf-8")),
        "site": site_size(SITE),
        "paint_budget_ms": PAINT_BUDGET_MS,
        "paint_within_budget": {name: 0 <= ms <= PAINT_BUDGET_MS for name, ms in paint.items()},
        **loads,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=1))
    for name in ("cold", "sw", "sw_again", "http_cache"):
        if name not in loads:
            continue
        median = loads[name]["median"]
        print(
            f"{name}: paint {median['first_paint_ms']} ms (contentful "
            f"{median['first_contentful_paint_ms']}), playable {median['playable_ms']} ms "
            f"(pyodide {median['pyodide_ms']}, micropip {median['micropip_ms']}, engine "
            f"{median['engine_ms']}; {median['requests']} requests, "
            f"{median['bytes'] / 1e6:.1f} MB sent)"
        )
    if "sw_install" in loads:
        median = loads["sw_install"]["median"]
        print(
            f"service worker install: {median['sw_install_ms']} ms after the engine was ready, "
            f"{median['bytes'] / 1e6:.1f} MB sent ({median['not_modified']} of "
            f"{median['requests']} requests answered 304)"
        )
    for name in ("pyodide_cold", "pyodide_warm"):
        median = loads[name]["median"]
        print(f"{name}: loadPyodide {median['pyodide_ms']} ms, ready {median['ready_ms']} ms")
    size = result["site"]
    print(
        f"site: {size['files']} files, {size['raw_bytes'] / 1e6:.2f} MB raw, "
        f"{size['gzip_bytes'] / 1e6:.2f} MB gzip"
    )
    print(f"written to {args.out}")
    missed = [name for name, ok in result["paint_within_budget"].items() if not ok]
    if missed:
        print(f"measure_load: first paint over {PAINT_BUDGET_MS} ms: {', '.join(missed)}")
    if problems:
        print("measure_load: the browser reported problems:", file=sys.stderr)
        for problem in dict.fromkeys(problems):
            print(f"  {problem}", file=sys.stderr)
        return 1
    return 1 if missed and args.strict else 0


if __name__ == "__main__":
    sys.exit(main())
