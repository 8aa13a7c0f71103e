"""How many taps it takes to set up "Anna and me against two hard computers, first to 121,
Muggins on" on a phone, on the built site in Chromium (390 x 844, touch).

    python scripts/measure_setup.py [--name Me]

From a game in play (the page's own first game against one computer): New game, then the dialog's
choices, each a touch tap; a choice below the dialog's fold costs a swipe first (counted). Typing a
name counts its characters, not taps. The game dealt is then read back from the page (seats, names,
levels, target, Muggins) to prove the taps set up the game asked for. ``--name`` also types the
person's own name (a later game remembers both names). ``FIVE_UP_SITE`` measures another build.
No figure is asserted: this prints JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))

from harness import Guard, SiteServer, launch_chromium, wait_for_state  # noqa: E402
from playwright.sync_api import Locator, Page, sync_playwright  # noqa: E402

# Whether a tap at the control's centre reaches it now (in the viewport, not under the dialog's
# fold or its sticky foot).
INSIDE = """(e) => { const r = e.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
  const hit = document.elementFromPoint(x, y);
  return Boolean(hit && (e === hit || e.contains(hit))); }"""


class Taps:
    """Taps on the page, and the swipes needed to bring a control into view first."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.taps = self.swipes = self.typed = 0
        self.steps: list[str] = []

    def tap(self, locator: Locator, what: str) -> None:
        if not locator.evaluate(INSIDE):
            self.swipes += 1
            self.steps.append("swipe")
            locator.scroll_into_view_if_needed()
        locator.tap()
        self.taps += 1
        self.steps.append(what)

    def type(self, locator: Locator, text: str, what: str) -> None:
        self.tap(locator, what)
        self.page.keyboard.type(text)
        self.typed += len(text)


def set_up(page: Page, own_name: str | None) -> Taps:
    taps = Taps(page)
    dialog = page.locator("#newgame[open]")

    def choose(name: str, value: str, what: str) -> None:
        """Tap a choice unless it is already the one shown (a person would not tap it)."""
        if not dialog.locator(f'input[name="{name}"][value="{value}"]').is_checked():
            taps.tap(dialog.locator(f'label:has(input[name="{name}"][value="{value}"])'), what)

    taps.tap(page.locator('[data-action="new-game"]').first, "New game")
    dialog.wait_for()
    choose("players", "4", "4 players")
    dialog.locator('[data-seat="3"]').wait_for()
    if own_name:
        taps.type(dialog.locator('input[name="name-0"]'), own_name, "my name")
    choose("kind-1", "computer", "seat 2 computer")
    choose("level-1", "hard", "seat 2 hard")
    choose("kind-2", "person", "seat 3 person")
    taps.type(dialog.locator('input[name="name-2"]'), "Anna", "Anna's name")
    choose("kind-3", "computer", "seat 4 computer")
    choose("level-3", "hard", "seat 4 hard")
    page.wait_for_function("() => !document.getElementById('newgame-rules').hidden")
    choose("target", "121", "to 121")
    if not dialog.locator('input[name="muggins"]').is_checked():
        taps.tap(dialog.locator('label:has(input[name="muggins"])'), "Muggins")
    taps.tap(dialog.locator('[type="submit"]'), "Deal")
    return taps


def dealt(page: Page) -> dict[str, Any]:
    """The game on the table, as the page shows it."""
    page.wait_for_function("() => document.querySelector('.score-target')?.dataset.target")
    target = page.locator(".score-target")
    return {
        "target": target.get_attribute("data-target"),
        "muggins": target.get_attribute("data-muggins"),
        "scoreboard": page.locator("#scoreboard").inner_text().split("\n")[:4],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--name", default=None, help="also type the person's own name")
    args = parser.parse_args()
    site = Path(__import__("os").environ.get("FIVE_UP_SITE", ROOT / "site"))
    server = SiteServer(site).start()
    try:
        with sync_playwright() as p:
            browser = launch_chromium(p)
            context = browser.new_context(
                viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True
            )
            guard = Guard(context, server.origin)
            page = context.new_page()
            page.goto(server.base_url + "?seed=5&players=2&levels=easy&fast=1")
            wait_for_state(page, "your-turn")
            taps = set_up(page, args.name)
            game = dealt(page)
            guard.check()
            browser.close()
    finally:
        server.stop()
    print(
        json.dumps(
            {
                "viewport": "390x844 touch",
                "taps": taps.taps,
                "swipes": taps.swipes,
                "typed_chars": taps.typed,
                "steps": taps.steps,
                "game": game,
            }
        )
    )


if __name__ == "__main__":
    main()
