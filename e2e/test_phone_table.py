"""A phone is a first-class table (issue 24): pass and play on a 360x640 and a 390x844 touch
screen, in English and in Finnish, with a 14-letter name, tapped through a whole round. In every
state visited (the curtain, who starts, the person's turn, a tile chosen, the round's summary):

- during a person's turn the board canvas takes at least 28% of the viewport, and nothing but the
  Muggins claim sheet and the curtain covers more than 15% of the canvas (who starts included: it
  leaves the board and the opening tile in view); on the round's summary the final board keeps that
  room too, so its pips read;
- the scoreboard's names, points and raw points never overlap (their texts as laid out);
- the top bar's brand and buttons take one row;
- no control's text runs out of it (`scrollWidth`, and each text's range inside the box).
"""

from __future__ import annotations

from typing import Any

import pytest
from fit import board_figures, overflowing_controls, overlaps_in_scores, topbar_rows
from harness import Guard, SiteServer
from playwright.sync_api import Browser, Page
from test_pass_and_play import deal

SIZES = {"360x640": {"width": 360, "height": 640}, "390x844": {"width": 390, "height": 844}}
LOCALES = {"en": "en-US", "fi": "fi-FI"}
LONG_NAME = "Annikki-Maaria"  # 14 letters, as long Finnish names go
SEED = 5
BOARD_SHARE = 0.28
COVER_SHARE = 0.15
# What may cover the board: the Muggins claim sheet and the pass-and-play curtain.
MAY_COVER = ("dialog#claim", "section#curtain")

SETTLED = """() => ["pass-device", "your-turn", "round-over", "game-over"]
  .includes(document.body.dataset.state)"""
HAND = "() => [...document.querySelectorAll('#hand [data-tile]')].map((b) => b.dataset.tile)"
MOVED = """(before) => document.body.dataset.state !== "your-turn" || JSON.stringify(
  [...document.querySelectorAll("#hand [data-tile]")].map((b) => b.dataset.tile)) !==
  JSON.stringify(before)"""


class Looker:
    """Looks at the page in each state and keeps what is wrong, with the state's name."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.problems: list[str] = []
        self.states: list[str] = []
        self.shares: dict[str, float] = {}

    def look(self, state: str, *, turn: bool) -> dict[str, Any]:
        page = self.page
        self.states.append(state)
        figures = board_figures(page)
        self.shares[state] = round(figures["board"], 3)
        if turn and figures["board"] < BOARD_SHARE:
            self.problems.append(f"{state}: the board is {figures}")
        for what, share in figures["covers"].items():
            if turn and what not in MAY_COVER and share > COVER_SHARE:
                self.problems.append(f"{state}: {what} covers {share:.0%} of the board")
        self.problems += [f"{state}: {p}" for p in overlaps_in_scores(page)]
        if (rows := topbar_rows(page)) != 1:
            self.problems.append(f"{state}: the top bar takes {rows} rows")
        self.problems += [f"{state}: {p}" for p in overflowing_controls(page)]
        return figures


def person_turn(page: Page, looker: Looker, turns: int) -> None:
    """Look at the turn (and who starts, while it shows), a tile chosen; then place or draw."""
    close = page.locator('[data-action="close-lot"]')
    if close.is_visible():
        looker.look("who starts", turn=True)
        close.tap()
        close.wait_for(state="hidden")
    looker.look(f"turn {turns}", turn=True)
    hand = page.evaluate(HAND)
    tile = page.locator("#hand [data-tile]:not([disabled])").first
    if tile.count() == 0:  # a forced draw or pass waits for a tap in test mode
        page.locator(".actions button:not([disabled])").first.tap()
    else:
        tile.tap()
        end = page.locator("#ends-list [data-end]").first
        end.wait_for()
        looker.look(f"turn {turns}, a tile chosen", turn=True)
        end.tap()
    page.wait_for_function(MOVED, arg=hand)


@pytest.mark.parametrize("lang", LOCALES)
@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
def test_a_round_of_pass_and_play_fits_the_phone(
    browser: Browser, server: SiteServer, size: dict[str, int], lang: str
) -> None:
    context = browser.new_context(
        service_workers="block",
        locale=LOCALES[lang],
        viewport=size,
        is_mobile=True,
        has_touch=True,
    )
    guard = Guard(context, server.origin)
    try:
        page = context.new_page()
        page.set_default_timeout(60_000)
        page.goto(server.base_url + f"?seed={SEED}&fast=1")
        deal(page, [("person", LONG_NAME), ("computer", "easy"), ("person", "Bo")])
        looker = Looker(page)
        turns = curtains = 0
        for _ in range(200):
            page.wait_for_function(SETTLED)
            state = page.evaluate("document.body.dataset.state")
            if state in ("round-over", "game-over"):
                break
            if state == "pass-device":
                curtains += 1
                looker.look(f"curtain {curtains}", turn=False)
                page.locator('[data-action="show-hand"]').tap()
                page.wait_for_function("() => document.body.dataset.state !== 'pass-device'")
                continue
            turns += 1
            person_turn(page, looker, turns)
        assert state == "round-over", state
        looker.look("the round's summary", turn=True)  # the final board as large as in play
        assert "who starts" in looker.states and curtains >= 2 and turns >= 4, looker.states
        assert any(LONG_NAME in s for s in page.locator(".score-name").all_text_contents())
        found = looker.problems
        assert not found, f"{len(found)} problems ({looker.shares}):\n" + "\n".join(found)
        guard.check()
    finally:
        context.close()
