"""The computer players' decision times inside Chromium (Pyodide), as `make bench-web` reports them.

    python scripts/measure_ai_web.py [--rounds 8] [--endgames] [--out e2e/artifacts/ai-times.json]

The positions are those of ``python -m engine.ai.bench`` (CPython; 8 rounds per player count there
too), made here in CPython and sent to the built site's own worker as game records: for each level
and position the worker ``load``s the record and answers ``ai_move``, whose answer says how long
the decision took in Pyodide (``think_ms``, ``think_cpu_ms``). The decisions are the very ones the
CPython bench times (same views, same seeds), and the figures are summed up the same way, so the
two are directly comparable. No measuring code ships in the site. ``FIVE_UP_SITE`` measures
another build. ``--endgames`` times ``hard`` on the exact solver's positions instead
(``engine.ai.bench.endgame_records``, the decisions ``python -m engine.ai.bench --endgames``
times), reported under ``"hard_endgames"``; ``--block`` times ``hard`` in the partnership block
game (``engine.ai.bench.block_records``, the decisions ``python -m engine.ai.bench --block``
times), under ``"hard_block"``. ``"hard_by_players"`` is ``hard``'s figures at each table size
alone, as the CPython bench gives them.
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
    launch_chromium,
    start_engine,
)
from playwright.sync_api import sync_playwright  # noqa: E402

from engine.ai.bench import (  # noqa: E402
    ROUNDS_PER_PLAYER_COUNT,
    block_records,
    by_players,
    endgame_records,
    position_records,
    summary,
)
from engine.ai.levels import BASELINES, LEVELS  # noqa: E402

TIMEOUT_MS = 600_000

# In the page: each position loaded, then the computer's move for its seat; the decision times
# the worker reports, or the first answer that went wrong.
THINK_THROUGH = """async (records) => {
  const times = [];
  for (const [record, seat] of records) {
    const loaded = await __engine.send("load", { record });
    if (!loaded.ok) return { failed: loaded };
    const answer = await __engine.send("ai_move", {});
    if (!answer.ok || answer.result.seat !== seat) return { failed: answer };
    times.push([answer.result.think_ms, answer.result.think_cpu_ms]);
  }
  return { times };
}"""


def measure(rounds: int, endgames: bool = False, block: bool = False) -> dict[str, Any]:
    if block:
        work = {"hard_block": block_records()}
    elif endgames:
        work = {"hard_endgames": endgame_records()}
    else:
        work = {level: position_records(level, rounds) for level in LEVELS + BASELINES}
    report: dict[str, Any] = {
        "where": "chromium+pyodide",
        "rounds": rounds,
        "positions": len(next(iter(work.values()))),
    }
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
            for level, records in work.items():
                answer = page.evaluate(THINK_THROUGH, records)
                if "failed" in answer:
                    raise SystemExit(f"measurement failed at {level}: {answer['failed']}")
                wall, cpu = zip(*answer["times"], strict=True)
                report[level] = summary(list(wall), list(cpu))
                if level == "hard":
                    counts = [len(record["levels"]) for record, _ in records]
                    report["hard_by_players"] = by_players(counts, list(wall), list(cpu))
            problems = guard.take()
            browser.close()
    finally:
        server.stop()
    if problems:
        raise SystemExit(f"measurement failed: {problems}")
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=ROUNDS_PER_PLAYER_COUNT)
    parser.add_argument("--endgames", action="store_true", help="hard on the solver's endgames")
    parser.add_argument("--block", action="store_true", help="hard in the partnership block game")
    parser.add_argument("--out", type=Path, default=ROOT / "e2e" / "artifacts" / "ai-times.json")
    args = parser.parse_args()
    report = measure(args.rounds, args.endgames, args.block)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(report))


if __name__ == "__main__":
    main()
