"""Side games where the eye lands (issue 24, finding 8): every side game (a what-if line, the same
deals again, a set-up position, a puzzle) says so in one bar, `#side-bar` ("Side game, not
counted", what it is, "Back to the game", or "New game" with no game kept to go back to;
`body[data-side]` names it); a finished game's "Play these deals again" and "Compare with the
hard computer" are at the top of its summary, in view without scrolling; the same deals again show
no earlier line's words; the seat chosen for them never becomes the New game dialog's default; and
the real game's save is never touched.
"""

from __future__ import annotations

from urllib.parse import quote

from access import choose_language
from harness import WAIT, SiteServer
from playwright.sync_api import Locator, Page
from pwa import saved_game, settle
from sidegames import (
    NOTATION,
    after_a_move,
    deal_again,
    line_from_the_log,
    load_finished_game,
    open_first_easy,
    saved_now,
    settled,
)
from tabletop import TWO, Table

BAR = "#side-bar"


def in_view_of(control: Locator, box: Locator) -> bool:
    """The control lies inside the box's visible area (no scrolling needed), on screen."""
    inner = control.bounding_box()
    outer = box.bounding_box()
    viewport = control.page.viewport_size
    assert inner and outer and viewport
    return (
        inner["y"] >= outer["y"]
        and inner["y"] + inner["height"] <= min(outer["y"] + outer["height"], viewport["height"])
        and inner["height"] > 0
    )


def bar_words(page: Page) -> str:
    return page.locator(f"{BAR} .side-words").inner_text()


def test_same_deals_again_are_a_side_game_at_the_top(page: Page, server: SiteServer) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    Table(page, server).open(seed=2, **TWO)
    load_finished_game(page)
    saved = saved_game(page)["record"]
    assert page.locator(BAR).is_hidden()  # the real game
    scroll = page.locator("#round-scroll")
    for action in ("open-again", "compare-hard"):  # first in the summary, in view
        assert in_view_of(page.locator(f'#again-box [data-action="{action}"]'), scroll), action
    assert page.evaluate(
        "() => document.querySelector('#round-scroll').firstElementChild.id === 'again-box'"
    )

    assert deal_again(page, seat=1) == "your-turn"
    assert bar_words(page) == "Side game, not counted The same deals played again."
    assert page.evaluate("document.body.dataset.side") == "again"
    words = page.locator(BAR).inner_text() + page.locator("#again-box").inner_text()
    assert "What-if" not in words and "This line" not in words, words

    # The seat chosen for the deals is not the New game dialog's: you in seat 1, a computer after.
    page.locator('.topbar [data-action="new-game"]').click()
    dialog = page.locator("dialog#newgame[open]")
    dialog.wait_for()
    assert dialog.locator('input[name="kind-0"][value="person"]').is_checked()
    assert dialog.locator('input[name="kind-1"][value="computer"]').is_checked()
    dialog.locator('[data-action="cancel-new-game"]').click()

    assert saved_now(page) == saved  # a side game never writes the save
    page.locator(f'{BAR} [data-action="back-to-game"]').click()
    page.wait_for_function(
        "() => document.body.dataset.side === 'off' && document.body.dataset.state === 'game-over'",
        timeout=WAIT,
    )
    assert page.locator(BAR).is_hidden()
    assert saved_game(page)["record"] == saved


def test_a_line_and_a_puzzle_say_so_in_the_bar_in_both_languages(
    page: Page, server: SiteServer
) -> None:
    after_a_move(page, server)
    line_from_the_log(page)
    assert bar_words(page).startswith("Side game, not counted What-if line from round 1, move ")
    choose_language(page, "fi")
    page.wait_for_function(
        "() => document.querySelector('#side-bar .side-words').textContent"
        ".startsWith('Sivupeli, ei lasketa Entä jos -linja kierroksen 1')"
    )
    assert page.locator(f"{BAR} [data-action='back-to-game']").inner_text() == "Takaisin peliin"
    choose_language(page, "en")
    page.locator(f'{BAR} [data-action="back-to-game"]').click()
    settled(page, "off")
    assert page.locator(BAR).is_hidden()

    open_first_easy(page)
    assert bar_words(page).startswith("Side game, not counted Puzzle ")
    assert page.evaluate("document.body.dataset.side") == "puzzle"
    page.locator(f'{BAR} [data-action="back-to-game"]').click()
    page.wait_for_function(
        "() => document.body.dataset.side === 'off' && document.body.dataset.state === 'your-turn'",
        timeout=WAIT,
    )


def test_a_side_game_from_a_link_on_a_new_device_offers_a_new_game(
    page: Page, server: SiteServer
) -> None:
    """Nothing kept to go back to (a set-up position's link opened first on this device): the bar's
    way out says "New game" and opens the New game dialog; with a real game kept it says "Back to
    the game" (test_setup.py)."""
    page.goto(f"{server.base_url}?fast=1#setup={quote(NOTATION, safe='')}")
    assert settle(page) == "your-turn"
    page.wait_for_function("() => document.body.dataset.side === 'setup'")
    way = page.locator(f'{BAR} [data-action="back-to-game"]')
    assert way.inner_text() == "New game"
    choose_language(page, "fi")
    page.wait_for_function(
        "() => document.querySelector('#side-bar [data-action=\"back-to-game\"]')"
        ".textContent === 'Uusi peli'"
    )
    choose_language(page, "en")
    way.click()
    page.locator("dialog#newgame[open]").wait_for()
