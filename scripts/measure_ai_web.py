"""The computer players' decision times inside Chromium (Pyodide), as `make bench-web` reports them.

    python scripts/measure_ai_web.py [--rounds 8] [--out e2e/artifacts/ai-times.json]

The built site's own worker runs the protocol op ``bench_ai``: the same seeded positions and the
same measurement as ``python -m engine.bench`` (CPython; 8 rounds per player count there too), so
the two are directly comparable.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))

from harness import (  # noqa: E402  (the e2e harness is a folder of modules, not a package)
    Guard,
    SiteServer,
    engine_call,
    launch_chromium,
    start_engine,
)
from playwright.sync_api import sync_playwright  # noqa: E402

from engine.ai.bench import ROUNDS_PER_PLAYER_COUNT  # noqa: E402

TIMEOUT_MS = 600_000


def measure(rounds: int) -> dict[str, Any]:
    server = SiteServer().start()
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            context = browser.new_context()
            guard = Guard(context, server.origin)
            page = context.new_page()
            page.set_default_timeout(TIMEOUT_MS)
            guard.watch(page)
            page.goto(server.blank_url)
            start_engine(page, server.base_url + "worker.js")
            page.evaluate("() => window.__engine.ready")
            answer = engine_call(page, "bench_ai", {"rounds": rounds})
            problems = guard.take()
            browser.close()
    finally:
        server.stop()
    if problems or not answer.get("ok"):
        raise SystemExit(f"measurement failed: {problems or answer}")
    report: dict[str, Any] = {"where": "chromium+pyodide", "rounds": rounds, **answer["result"]}
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=ROUNDS_PER_PLAYER_COUNT)
    parser.add_argument("--out", type=Path, default=ROOT / "e2e" / "artifacts" / "ai-times.json")
    args = parser.parse_args()
    report = measure(args.rounds)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(report))


if __name__ == "__main__":
    main()
