"""How long a computer's run of draws keeps the person waiting, on the built site in Chromium.

    python scripts/measure_pace.py [--speed normal] [--repeat 3] [--out e2e/artifacts/pace.json]

The game is the page's own at ``?seed=105&players=2&levels=easy`` (no test mode: the real pace of
the speed chosen, remembered in storage as the settings dialog keeps it): the person opens with
[6|6], then North draws 10 tiles in a row and plays. Two figures per try, in ms from the page's own
clock: ``run_to_turn``, from the moment North's turn begins (its seat shows "thinking", or, at
speed instant, the person's tile has landed) to the person's next turn; and ``click_to_turn``,
from the person's placing click (their own tile's flight included). The engine's replay says how
long the run is (``run``). ``FIVE_UP_SITE`` measures another build. No figure is asserted: this
prints JSON.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))

from harness import Guard, SiteServer, launch_chromium, wait_for_state  # noqa: E402
from playwright.sync_api import Browser, sync_playwright  # noqa: E402
from tabletop import HUMAN, Replay, told_events  # noqa: E402

SEED, PLAYERS, LEVELS, OPENING = 105, 2, ["easy"], "[6|6]"

# Before the page's scripts: the speed chosen and forced moves left to the person (as the settings
# dialog stores them), and the moments a seat starts "thinking" and the status changes.
SETUP = """
([speed]) => {
  if (location.protocol !== "http:") return; // about:blank has no storage
  localStorage.setItem("five-up:speed", speed);
  localStorage.setItem("five-up:auto-forced", "0");
  const seen = (window.__pace = { thinking: [], said: [] });
  new MutationObserver(() => {
    const now = performance.now();
    if (document.querySelector(".is-thinking")) seen.thinking.push(now);
    const status = document.querySelector('[role="status"]');
    const text = status ? status.textContent : "";
    if (seen.said.at(-1)?.text !== text) seen.said.push({ text, at: now });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}
"""

# The person's opening, clicked in the page; the moment of the placing click.
OPEN = """
async ([tile]) => {
  document.querySelector(`[data-tile="${CSS.escape(tile)}"]`).click();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const at = performance.now();
  document.querySelector('[data-end="opening"]').click();
  return at;
}
"""

FIGURES = """
([clicked]) => {
  const turn = window.__e2e.states.find((s) => s.at > clicked && s.state === "your-turn").at;
  const thinking = window.__pace.thinking.find((at) => at > clicked);
  const landed = window.__pace.said.find((s) => s.at > clicked && s.text.includes("[6|6]"));
  const start = thinking ?? landed.at;
  const run = window.__pace.said.find((s) => /draws \\d+ tiles/.test(s.text));
  return {
    run_to_turn: Math.round(turn - start),
    click_to_turn: Math.round(turn - clicked),
    said: run ? run.text : null,
  };
}
"""


def run_length() -> int:
    """The run of draws right after the person's opening, from the engine's replay."""
    game = Replay(seed=SEED, players=PLAYERS, levels=LEVELS)
    game.play({"type": "place", "tile": OPENING, "end": None})
    told = told_events(game.view["history"])
    event, count = told[1]
    assert event["type"] == "draw" and event["seat"] != HUMAN, told[:3]
    return count


def one_try(browser: Browser, server: SiteServer, speed: str) -> dict[str, Any]:
    context = browser.new_context(service_workers="block")
    try:
        guard = Guard(context, server.origin)
        context.add_init_script(f"({SETUP})({json.dumps([speed])})")
        page = context.new_page()
        page.set_default_timeout(120_000)
        guard.watch(page)
        page.goto(f"{server.base_url}?seed={SEED}&players={PLAYERS}&levels={','.join(LEVELS)}")
        wait_for_state(page, "your-turn")
        clicked = page.evaluate(OPEN, [OPENING])
        page.wait_for_function(
            "([at]) => window.__e2e.states.some((s) => s.at > at && s.state === 'your-turn')",
            arg=[clicked],
        )
        figures: dict[str, Any] = page.evaluate(FIGURES, [clicked])
        guard.check()
        return figures
    finally:
        context.close()


def measure(speed: str, repeat: int) -> dict[str, Any]:
    server = SiteServer().start()
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            tries = [one_try(browser, server, speed) for _ in range(repeat)]
            browser.close()
    finally:
        server.stop()
    return {
        "seed": SEED,
        "players": PLAYERS,
        "levels": LEVELS,
        "speed": speed,
        "run": run_length(),
        "said": tries[0]["said"],
        "run_to_turn_ms": [t["run_to_turn"] for t in tries],
        "run_to_turn_median_ms": statistics.median(t["run_to_turn"] for t in tries),
        "click_to_turn_ms": [t["click_to_turn"] for t in tries],
        "click_to_turn_median_ms": statistics.median(t["click_to_turn"] for t in tries),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    speeds = ["relaxed", "normal", "fast", "instant"]
    parser.add_argument("--speed", default="normal", choices=speeds)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    report = measure(args.speed, args.repeat)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(report))


if __name__ == "__main__":
    main()
