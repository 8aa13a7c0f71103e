"""How fast Five Up paints and becomes playable in Chromium, and how big it is (`make bench-web`).

    python scripts/measure_load.py [--runs 3] [--out e2e/artifacts/load-times.json]

Serving is Python's http.server on 127.0.0.1 (the e2e harness's, with the site's CSP header), so
the figures leave out any real network. Each run uses fresh browser profiles on disk, all on the
same files, one after the other:

- profile 1 (service workers allowed): "cold" is the first visit (nothing cached: Python starts
  from the site's own snapshot, site/snapshot/); the service worker then installs (the whole
  site into its cache, timed as `sw_install_ms`, with the bytes it made the server send) and the
  engine worker keeps the snapshot it started from (`snapshot_bytes`; `stored_bytes` is
  everything the origin then keeps, navigator.storage.estimate()'s usage). "sw" is the next
  visit, answered by the service worker, with the stored snapshot deleted first and
  `?snapshot=0` (the long start of Python, which leaves a snapshot of its own); "sw_snapshot"
  the one after (service worker and stored snapshot: a return visit), "sw_snapshot_again" the
  one after that, and "sw_normal_again" a long start through the service worker once more, after
  those visits. (Chromium keeps compiled code beside a cached response only once it has compiled
  it from there and its optimizing compiler is done: the service worker's copy catches up over a
  few visits; "sw" against "sw_normal_again" shows what that costs the first of them.)
- profile 2 (service workers blocked): "cold_normal", a first visit the long way
  (`?snapshot=0`: what a first visit costs without the site's snapshot), then "http_cache":
  the second visit with only the browser's HTTP cache to help, the snapshot deleted and the long
  way again (what a browser without service workers or snapshots gets), then
  "http_cache_snapshot" with the stored snapshot.
- profile 3: "pyodide_cold" and "pyodide_warm": Pyodide's own start-up alone, from the site's
  ./pyodide/ folder, in a module worker of a blank harness page (no page, no engine): the bare
  boot every visit is compared with (`ratios`: a visit's playable_ms over the bare boot's
  ready_ms, both from navigation start; the first visits over the cold boot, the others over the
  warm one).

Per load:
- first_paint_ms, first_contentful_paint_ms: navigation start -> the browser's paint timing
  entries (the static table in index.html). The page must paint within PAINT_BUDGET_MS.
- playable_ms: navigation start -> document.body.dataset.state leaves "loading" (the UI's own
  signal: the engine is up and the player can deal or play).
- ready_ms: navigation start -> the worker's "ready" message arrives in the page; `start`: the
  worker's start path ("normal", or the snapshot it started from: "site" or "stored").
- pyodide_ms, engine_ms, snapshot_ms, worker_total_ms: the worker's own timings of its stages
  (snapshot_ms: reading the snapshot, stored or the site's, 0 on a normal start).
- requests, not_modified, bytes: what the server saw (200s and 304s, and bytes of files sent).

The site's size is every file of site/ (its precompressed .br and .gz copies aside), raw and
gzip-compressed (level 6, as servers do), with the largest files. Medians and every sample are
written as JSON and printed. The only verdict is `paint_within_budget` (cold and sw medians); the
exit code is non-zero only if the page shows a problem (console error, CSP violation, foreign
request...), or with --strict if the budget is missed.
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import json
import os
import statistics
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT / "scripts"))

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
from precache import precompressed  # noqa: E402
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


SNAPSHOT_CACHE = "snapshot:five-up"  # web/worker/snapshot.js
SNAPSHOT_MADE = "() => window.__e2e.snapshots.length > 0"
STORED = "navigator.storage.estimate().then((estimate) => estimate.usage)"


def open_visit(page: Page, server: SiteServer, ui: bool, normal: bool) -> tuple[float, str]:
    """Navigate and wait until playable; (navigation start -> playable in ms, the state). With
    `normal`, the worker starts the long way (`?snapshot=0`: no snapshot)."""
    if ui:
        page.goto(server.base_url + ("?snapshot=0" if normal else ""))
        state = wait_for_state_not(page, "loading", timeout=TIMEOUT_MS)
        states: list[dict[str, Any]] = page.evaluate("window.__e2e.states")
        return next(s["at"] for s in states if s["state"] not in (None, "loading")), state
    page.goto(server.blank_url)
    start_engine(page, server.base_url + ("worker.js?snapshot=0" if normal else "worker.js"))
    playable: float = page.evaluate(
        """() => window.__engine.send("hello").then((answer) => {
             if (!answer.ok) throw new Error(JSON.stringify(answer));
             return performance.now();
           })"""
    )
    return playable, "hello answered"


def load_once(
    context: BrowserContext,
    server: SiteServer,
    ui: bool,
    install: dict[str, Any] | None = None,
    *,
    keep_snapshot: bool = True,
    normal: bool = False,
) -> dict[str, Any]:
    """One visit; with `install` (a first visit that registers the service worker), also the
    time from the worker's "ready" until the service worker has the site cached, and what the
    server sent for it. After a normal start or one from the site's snapshot the visit waits for
    the worker to keep a snapshot, and with `keep_snapshot=False` deletes it (so the next visit
    starts from the site's snapshot, or with `normal` the long way)."""
    before = len(server.hits)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    playable, state = open_visit(page, server, ui, normal)
    ready = ready_message(page)
    paint: dict[str, float] = page.evaluate(PAINT_SCRIPT)
    controlled = page.evaluate("Boolean(navigator.serviceWorker?.controller)")
    measured = sent(server, before)
    extra: dict[str, Any] = {}
    if install is not None:
        after = len(server.hits)
        page.evaluate(SW_ACTIVATED)
        done = page.evaluate("performance.now()")
        install.update({"sw_install_ms": round(done - ready["at"]), **sent(server, after)})
    if ready.get("snapshot") != "stored":
        page.wait_for_function(SNAPSHOT_MADE, timeout=TIMEOUT_MS)
        made: dict[str, Any] = page.evaluate("window.__e2e.snapshots[0]")
        extra = {"snapshot_bytes": made.get("bytes", 0) if made.get("stored") else 0}
        if install is not None:
            extra["stored_bytes"] = page.evaluate(STORED)
    if not keep_snapshot:
        page.evaluate("(name) => caches.delete(name)", SNAPSHOT_CACHE)
    page.close()
    return {
        "first_paint_ms": round(paint.get("first-paint", -1)),
        "first_contentful_paint_ms": round(paint.get("first-contentful-paint", -1)),
        "playable_ms": round(playable),
        "state": state,
        "start": ready.get("snapshot") or ready.get("start"),  # normal, site or stored
        "service_worker": controlled,
        "ready_ms": round(ready["at"]),
        "pyodide_ms": ready["ms"]["pyodide"],
        "engine_ms": ready["ms"]["engine"],
        "snapshot_ms": ready["ms"].get("snapshot", 0),
        "worker_total_ms": ready["ms"]["total"],
        **measured,
        **extra,
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
        if isinstance(value, int | float)
        and not isinstance(value, bool)
        and all(key in sample for sample in samples)
    ]
    return {key: round(statistics.median(s[key] for s in samples)) for key in keys}


def site_size(site: Path) -> dict[str, Any]:
    files = []
    for path in sorted(site.rglob("*")):
        if path.is_file() and not precompressed(path):
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


VISITS = (
    "cold",
    "cold_normal",
    "sw_install",
    "sw",
    "sw_snapshot",
    "sw_snapshot_again",
    "sw_normal_again",
    "http_cache",
    "http_cache_snapshot",
    "pyodide_cold",
    "pyodide_warm",
)
# Each visit's playable_ms over the bare boot's ready_ms (navigation -> loadPyodide done).
RATIO_TO = {
    "cold": "pyodide_cold",
    "cold_normal": "pyodide_cold",
    "sw": "pyodide_warm",
    "sw_snapshot": "pyodide_warm",
    "sw_snapshot_again": "pyodide_warm",
    "sw_normal_again": "pyodide_warm",
    "http_cache": "pyodide_warm",
    "http_cache_snapshot": "pyodide_warm",
}


@contextlib.contextmanager
def profile_context(
    playwright: Playwright, server: SiteServer, found: dict[str, Any], service_workers: bool
) -> Iterator[BrowserContext]:
    """A browser on a new profile on disk; what its guard saw goes into found["problems"]."""
    with tempfile.TemporaryDirectory(prefix="five-up-profile-") as profile:
        context = open_profile(playwright, profile, service_workers=service_workers)
        guard = Guard(context, server.origin)
        yield context
        found["problems"] += guard.problems
        context.close()


def one_run(playwright: Playwright, server: SiteServer, ui: bool) -> tuple[str, dict[str, Any]]:
    """One run of every visit, each profile new on disk, as a first visit in a real browser. No
    request blocking: routing would turn the HTTP cache off, and does not see what a service
    worker answers. Requests to other hosts are still seen, and fail."""
    found: dict[str, Any] = {"problems": []}
    version = ""
    with profile_context(playwright, server, found, service_workers=True) as context:
        version = context.browser.version if context.browser else ""
        install: dict[str, Any] = {}
        found["cold"] = load_once(context, server, ui, install if ui else None, keep_snapshot=False)
        if ui:
            found["sw_install"] = install
            found["sw"] = load_once(context, server, ui, normal=True)
            found["sw_snapshot"] = load_once(context, server, ui)
            found["sw_snapshot_again"] = load_once(context, server, ui)
            found["sw_normal_again"] = load_once(context, server, ui, normal=True)
    with profile_context(playwright, server, found, service_workers=False) as context:
        found["cold_normal"] = load_once(context, server, ui, keep_snapshot=False, normal=True)
        found["http_cache"] = load_once(context, server, ui, normal=True)
        found["http_cache_snapshot"] = load_once(context, server, ui)
    with profile_context(playwright, server, found, service_workers=False) as context:
        found["pyodide_cold"] = pyodide_alone(context, server)
        found["pyodide_warm"] = pyodide_alone(context, server)
    return version, found


def ratios(loads: dict[str, dict[str, Any]]) -> dict[str, float]:
    """Each visit's median playable_ms over its bare boot's median ready_ms."""
    return {
        name: round(loads[name]["median"]["playable_ms"] / loads[bare]["median"]["ready_ms"], 2)
        for name, bare in RATIO_TO.items()
        if name in loads and bare in loads
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
    samples: dict[str, list[dict[str, Any]]] = {name: [] for name in VISITS}
    problems: list[str] = []
    version = ""
    try:
        with sync_playwright() as playwright:
            for _ in range(args.runs):
                version, found = one_run(playwright, server, ui)
                problems += found.pop("problems")
                for name, sample in found.items():
                    samples[name].append(sample)
    finally:
        server.stop()
    loads: dict[str, dict[str, Any]] = {
        name: {"median": summary(found), "samples": found}
        for name, found in samples.items()
        if found
    }
    paint = {
        name: loads[name]["median"]["first_contentful_paint_ms"]
        for name in ("cold", "cold_normal", "sw", "sw_snapshot", "http_cache")
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
        "ratios": ratios(loads),
        **loads,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=1))
    for name in RATIO_TO:
        if name not in loads:
            continue
        median = loads[name]["median"]
        starts = ",".join(sorted({str(s["start"]) for s in loads[name]["samples"]}))
        print(
            f"{name}: paint {median['first_paint_ms']} ms (contentful "
            f"{median['first_contentful_paint_ms']}), playable {median['playable_ms']} ms, "
            f"{result['ratios'].get(name)}x the bare boot ({starts} start: pyodide "
            f"{median['pyodide_ms']}, engine {median['engine_ms']}, snapshot read "
            f"{median['snapshot_ms']}; {median['requests']} requests, "
            f"{median['bytes'] / 1e6:.1f} MB sent)"
        )
    if "sw_install" in loads:
        median = loads["sw_install"]["median"]
        print(
            f"service worker install: {median['sw_install_ms']} ms after the engine was ready, "
            f"{median['bytes'] / 1e6:.1f} MB sent ({median['not_modified']} of "
            f"{median['requests']} requests answered 304)"
        )
    if "cold" in loads and "stored_bytes" in loads["cold"]["median"]:
        median = loads["cold"]["median"]
        print(
            f"stored after a first visit: {median['stored_bytes'] / 1e6:.1f} MB in all, the "
            f"snapshot ({median.get('snapshot_bytes', 0) / 1e6:.1f} MB of memory) gzip-compressed"
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
