"""An automated accessibility check (issue 6): axe-core (npm, pinned in package.json) finds no
serious or critical violation, in every language of the page (`access.LOCALES`), at desktop and
phone sizes, with a tile chosen on the person's turn, with the language list open, with the new
game dialog open, and on the round summary; and (issue 24) on every panel and bar. One page per
language visits every state (issue 40: one context) and is looked at at both sizes in each, resized
between them (`relayout.SizeTour`: neither size is a touch screen, so one context serves both);
what axe-core finds is named by the size and the state.

axe-core is injected with `page.add_script_tag`; the page's Content-Security-Policy would refuse
it, so these contexts (only these) bypass CSP.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import quote

import pytest
from access import (
    AXE,
    LOCALES,
    TOP_DIALOGS,
    axe_violations,
    each_top_dialog,
    new_page,
    open_context,
)
from harness import SiteServer
from playwright.sync_api import Browser, Page
from relayout import RELAYOUT_WATCH, SizeTour
from sidegames import again_started, load_finished_game
from tabletop import Table
from viewports import DESKTOP_AND_PHONE


class Axe:
    """axe-core run in each state at each size (the page taken to each in turn; it goes on at the
    last one), what it finds kept by size and state."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.tour = SizeTour(page, DESKTOP_AND_PHONE)
        self.problems: dict[str, list[str]] = {}

    def run(self, state: str, also: Callable[[str], None] | None = None) -> None:
        """axe-core at every size; `also(size)`, whatever else the state asks there."""
        for name in self.tour.each():
            self.problems[f"{name}, {state}"] = axe_violations(self.page)
            if also:
                also(name)

    def none_found(self) -> None:
        """Fails naming each size and state where axe-core found something, and what."""
        found = {where: v for where, v in self.problems.items() if v}
        assert not found, "axe-core: " + "\n".join(f"{k}: {v}" for k, v in found.items())


def on_the_table(page: Page, table: Table, lang: str, axe: Axe) -> None:
    """A 4-player table: a tile chosen, the language list, the new game dialog, each top-bar
    dialog, then the round played to its summary; axe-core in each."""
    snap = table.open(seed=18, players=4, levels=["easy", "normal", "easy"])
    assert page.evaluate("document.documentElement.lang") == lang
    if snap.enabled:
        table.pick(snap.enabled[0])
    axe.run("your turn, a tile chosen")
    page.keyboard.press("Escape")
    page.locator('[data-action="language"]').click()
    page.wait_for_selector("#lang-menu:not([hidden])")
    axe.run("the language list")
    page.keyboard.press("Escape")
    page.locator('[data-action="new-game"]').click()
    page.wait_for_selector("#newgame[open]")
    axe.run("the new game dialog")
    page.locator('[data-action="cancel-new-game"]').click()
    opened = []  # each opened at the size the page is at (all four show at both), axe-core at both
    for action in each_top_dialog(page):
        opened.append(action)
        axe.run(f"the dialog of {action}")
    assert tuple(opened) == TOP_DIALOGS, opened
    snap = table.snapshot()
    while snap.state == "your-turn":
        _, snap = table.play_turn(snap, lambda tile, ends: None)
    assert snap.state == "round-over"
    axe.run("the round summary")


# The set-up position of test_setup (a link opens it with its bar over the table; opened in the
# same tab, only the address's fragment changes, and the page opens it without a reload).
SETUP_LINK = "#setup=" + quote("14(l11h44)_06235556.000212_?_0_15.0", safe="")


def puzzle_panel(page: Page) -> None:
    """The first easy puzzle, one move played: its verdict, the solver's line and the way on."""
    page.locator('.topbar [data-action="new-game"]').click()
    page.locator('#newgame[open] [data-action="puzzles"]').click()
    page.locator('dialog[open] [data-action="puzzle-next"][data-grade="easy"]').click()
    page.wait_for_function(
        "() => document.getElementById('puzzle-panel').dataset.result === 'open'"
        " && document.body.dataset.state === 'your-turn'"
    )
    page.locator("#hand [data-tile]:not([disabled])").first.click()
    page.locator("#ends-list [data-end]").first.click()
    page.wait_for_function(
        "() => !['open', undefined]"
        ".includes(document.getElementById('puzzle-panel').dataset.result)"
    )
    page.locator('#puzzle-panel [data-action="puzzle-next"]').wait_for()


def puzzle_ways_in_view(page: Page, size: str) -> None:
    """Next puzzle, All puzzles and the way back (the side game's bar) in view: the one found at
    each's centre."""
    ways = "#puzzle-panel .puzzle-actions button, #side-bar [data-action='back-to-game']"
    hidden = page.evaluate(
        """(ways) => [...document.querySelectorAll(ways)]
             .filter((b) => { const r = b.getBoundingClientRect();
               const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
               return !(hit === b || b.contains(hit)); })
             .map((b) => b.textContent)""",
        ways,
    )
    assert page.locator(ways).count() == 3
    assert not hidden, f"{size}: out of view: {hidden}"


def invitations(page: Page) -> None:
    """A table with a friend on their own device: the invitations card with its link."""
    page.locator('.topbar [data-action="new-game"]').click()
    dialog = page.locator("#newgame[open]")
    dialog.locator('label:has(input[name="players"][value="2"])').click()
    dialog.locator('label:has(input[name="kind-1"][value="friend"])').click()
    dialog.locator('input[name="name-1"]').fill("Annikki-Maaria")
    dialog.locator('[data-action="start-game"]').click()
    page.locator("#net-panel [data-invite-link]").wait_for()


def whatif_bar(page: Page, table: Table) -> None:
    """A what-if line from the log of the game in play, against the computers."""
    snap = table.open(seed=5, players=2, levels=["easy"])
    table.play_turn(snap, lambda tile, ends: None)
    page.locator('[data-action="open-log"]').first.click()
    page.locator('[data-action="log-play-from"]').first.click()
    page.locator("#line-dialog[open]").wait_for()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "() => document.body.dataset.line === 'on' && document.body.dataset.state === 'your-turn'"
        " && !document.getElementById('side-bar').hidden"
    )


def on_every_panel_and_bar(page: Page, table: Table, axe: Axe) -> None:
    """Issue 24: the what-if bar, the statistics, the match history, a finished game's summary with
    its deals again, their dialog and game, the puzzle's card (after a move), the set-up bar and
    the invitations card, each opened; axe-core in each."""
    page.evaluate("localStorage.clear()")  # as on a first visit: no game, no statistics kept
    whatif_bar(page, table)
    axe.run("the side game's bar, a what-if line")
    page.locator('#side-bar [data-action="back-to-game"]').click()
    page.wait_for_function("() => document.body.dataset.line === 'off'")
    page.locator('[data-action="stats"]').first.click()
    page.locator("dialog#stats[open]").wait_for()
    axe.run("the statistics")
    page.locator('dialog#stats [data-action="history"]').click()
    page.locator("dialog#history[open]").wait_for()
    axe.run("the match history")
    for dialog in ("history", "stats"):  # the history goes back to the statistics
        page.locator(f"dialog#{dialog}[open]").wait_for()
        page.keyboard.press("Escape")
        page.locator(f"dialog#{dialog}[open]").wait_for(state="detached")
    load_finished_game(page)
    page.locator('#again-box [data-action="open-again"]').wait_for()
    axe.run("a finished game's summary with its deals again")
    page.locator('[data-action="open-again"]').click()
    page.locator("#again-dialog[open]").wait_for()
    axe.run("the same deals again's dialog")
    page.locator('[data-action="again-start"]').click()
    again_started(page)
    # The side game's bar, once it shows one (issue 24, item 8), is looked at here too.
    axe.run("the same deals again in play")
    puzzle_panel(page)
    axe.run("the puzzle's card, a move played", also=lambda size: puzzle_ways_in_view(page, size))
    page.evaluate("(link) => { location.hash = link; }", SETUP_LINK)
    page.wait_for_function(
        "() => !document.getElementById('side-bar').hidden"
        " && document.body.dataset.state === 'your-turn'"
    )
    axe.run("the side game's bar, a set-up position")
    invitations(page)
    axe.run("the invitations card")


@pytest.mark.parametrize("lang", LOCALES)
def test_axe(browser: Browser, server: SiteServer, lang: str) -> None:
    """Every state of the module's docstring in one page, at both sizes: the 4-player table
    first, then the panels and bars (which open their own games)."""
    assert AXE.is_file(), f"{AXE} is missing: run `npm ci`"
    first = next(iter(DESKTOP_AND_PHONE.values()))
    context, guard = open_context(browser, server, lang=lang, viewport=first, bypass_csp=True)
    context.add_init_script(RELAYOUT_WATCH)
    try:
        page = new_page(context)
        table = Table(page, server)
        axe = Axe(page)
        on_the_table(page, table, lang, axe)
        on_every_panel_and_bar(page, table, axe)
        axe.none_found()
        guard.check()
    finally:
        context.close()
