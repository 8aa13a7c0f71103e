"""Pass and play on a phone (issue 24): while the curtain is up, nothing of any hand is in the page,
neither in the DOM nor in the accessibility tree, whatever control the person holding the device
tries: Undo, the hint's key, the move log. An undo under the curtain gives the move back to its
person behind their own curtain ("Pass back to Ann"). At 360x640 and 390x844 with touch, in English
and Finnish, with a 14-character name."""

from __future__ import annotations

import re

import pytest
from access import phone_page
from harness import SiteServer, wait_for_state
from people import HAND, LONG_NAME, MOVED, PAGE_TEXT, deal, state_of
from playwright.sync_api import Browser, Page
from viewports import PHONES

SEED = 5
PASS_BACK = {"en": "Pass back to {name}", "fi": "Anna laite takaisin pelaajalle {name}"}
CURTAIN_READY = """(text) => document.body.dataset.state === "pass-device"
  && document.querySelector("#curtain-text").textContent === text
  && !document.querySelector("#curtain-show").disabled"""
BOARD_TEXT = "() => document.querySelector('#board-text').textContent"


def tile_forms(tile: str) -> list[re.Pattern[str]]:
    """How a tile can be written in the page: its notation ("3|5", "[3|5]") and its spoken name
    in the accessibility tree ("3\u20135", an en dash), not as part of a longer number."""
    lo, hi = tile.strip("[]").split("|")
    return [re.compile(rf"(?<!\d){lo}\|{hi}(?!\d)"), re.compile(rf"(?<!\d){lo}\u2013{hi}(?!\d)")]


def assert_hidden(page: Page, tiles: list[str], where: str, seen: str = "") -> None:
    """None of `tiles` that is not on the board (nor was, `seen`: a placement taken back was seen
    by everyone) is anywhere in the page or its accessibility tree (the fair-deal check's finished
    rounds left aside, as in test_pass_and_play)."""
    assert page.evaluate(HAND) == [], f"{where}: a hand shows behind the curtain"
    board = page.evaluate(BOARD_TEXT) + seen
    hidden = [tile for tile in tiles if tile not in board]
    markup = page.evaluate(PAGE_TEXT)
    tree = page.locator("body").aria_snapshot()
    for tile in hidden:
        notation, spoken = tile_forms(tile)
        assert not notation.search(markup), f"{where}: {tile} is in the page"
        assert not notation.search(tree) and not spoken.search(tree), (
            f"{where}: {tile} is in the accessibility tree"
        )


def tap_first_move(page: Page) -> None:
    """The person places their first playable tile on its first end, else draws or passes."""
    tile = page.locator("#hand [data-tile]:not([disabled])").first
    if tile.count() == 0:
        page.locator(".actions button:not([disabled])").first.tap()
        return
    tile.tap()
    page.locator("#ends-list [data-end]").first.tap()


def curtain_name(page: Page, lang: str) -> str:
    """Whose turn the curtain waits for, from its button ("Show Ann's tiles")."""
    said = page.locator("#curtain-show").inner_text()
    for name in (LONG_NAME, "Bo"):
        if name in said:
            return name
    raise AssertionError(f"the curtain names nobody at the table: {said!r} ({lang})")


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize("size", list(PHONES))
def test_nothing_of_a_hand_behind_the_curtain(
    browser: Browser, server: SiteServer, lang: str, size: str
) -> None:
    """Seats: the long name, a computer, Bo. Whoever the curtain waits for, the hand of the person
    who just acted is nowhere in the page; the hint's key and the log change nothing; Undo gives
    the move back behind that person's own curtain, twice (once with the computer's reply taken
    back too, once straight after the person, whichever comes first), and the hand shown after
    is the hand before the move."""
    with phone_page(browser, server, lang, size, f"?seed={SEED}&fast=1&lang={lang}") as page:
        deal(page, [("person", LONG_NAME), ("computer", "easy"), ("person", "Bo")])
        undos = turns = 0
        mover = ""
        while undos < 2 and turns < 40:
            turns += 1
            state = state_of(page)
            assert state in ("pass-device", "your-turn"), state  # R8: no round ends this soon
            if state == "pass-device":
                page.wait_for_function("() => !document.querySelector('#curtain-show').disabled")
                mover = curtain_name(page, lang)
                page.locator('[data-action="show-hand"]').tap()
                wait_for_state(page, "your-turn")
                continue
            hand = page.evaluate(HAND)
            tap_first_move(page)
            page.wait_for_function(MOVED, arg=hand, timeout=20_000)
            if state_of(page) != "pass-device":
                continue  # a draw: the same person goes on
            assert_hidden(page, hand, "curtain")
            undo = page.locator('[data-action="undo"]')
            if not undo.is_enabled():
                continue  # a pass or a draw alone: nothing to take back (R7)
            page.keyboard.press("h")  # the hint's key does nothing behind the curtain
            assert_hidden(page, hand, "hint's key")
            page.locator('[data-action="open-log"]').tap()
            page.locator("dialog[open]").wait_for()
            assert_hidden(page, hand, "the log open")
            page.keyboard.press("Escape")
            page.locator("dialog[open]").wait_for(state="detached")
            assert curtain_name(page, lang) != mover
            seen = page.evaluate(BOARD_TEXT)
            undo.tap()
            # The move goes back to the person who made it, behind their own curtain.
            page.wait_for_function(
                CURTAIN_READY, arg=PASS_BACK[lang].format(name=mover), timeout=30_000
            )
            assert_hidden(page, hand, "after Undo", seen)
            assert curtain_name(page, lang) == mover
            page.locator('[data-action="show-hand"]').tap()
            wait_for_state(page, "your-turn")
            assert page.evaluate(HAND) == hand, "the hand given back is the hand before the move"
            undos += 1
        assert undos == 2, f"only {undos} take-backs in {turns} turns"
