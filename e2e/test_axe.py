"""An automated accessibility check (issue 6): axe-core (npm, pinned in package.json) finds no
serious or critical violation, in every language of the page (`access.LOCALES`), at desktop and
phone sizes, with a tile chosen on the person's turn, with the language list open, with the new
game dialog open, and on the round summary; and (issue 24) on every panel and bar. One page visits
every state (issue 40: one context) and is looked at at both sizes in each, resized between them,
and at each size in every language, switched by the page's own language switch
(`languagetour.Tour`: neither size is a touch screen, so one context serves both). Over a dialog
(modal: the switch out of reach) the dialog is closed, the language switched and the dialog opened
again. What axe-core finds is named by the size, the language and the state.

axe-core is injected with `page.add_script_tag`; the page's Content-Security-Policy would refuse
it, so these contexts (only these) bypass CSP.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import quote

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
from languagetour import Tour, switch_language
from playwright.sync_api import Browser, Page
from relayout import RELAYOUT_WATCH
from sidegames import again_started, load_finished_game
from tabletop import Table
from viewports import DESKTOP_AND_PHONE


class Axe:
    """axe-core run in each state at each size in each language (the page taken to each in turn;
    it goes on at the last one), what it finds kept by size, language and state."""

    def __init__(self, page: Page, server: SiteServer) -> None:
        self.page = page
        self.tour = Tour(
            page,
            server,
            DESKTOP_AND_PHONE,
            {name: list(LOCALES) for name in DESKTOP_AND_PHONE},
        )
        self.problems: dict[str, list[str]] = {}

    def run(
        self, state: str, also: Callable[[str], None] | None = None, lang: str | None = None
    ) -> None:
        """axe-core at every size in every language (`lang`: in that one alone, a dialog open);
        `also(size)`, whatever else the state asks there."""
        for name, shown in self.tour.each(lang=lang):
            self.problems[f"{name}, {shown}, {state}"] = axe_violations(self.page)
            if also:
                also(name)

    def over_a_dialog(
        self, state: str, open_it: Callable[[], None], close: Callable[[], None]
    ) -> None:
        """A modal dialog in every language: the language switched with it closed, the dialog
        opened (`open_it`), axe-core at every size, the dialog closed (`close`)."""
        for lang in self.languages():
            if self.tour.shown != lang:
                switch_language(self.page, lang)
            open_it()
            self.run(state, lang=lang)
            close()

    def languages(self) -> list[str]:
        """Every language, the one shown first (one switch fewer)."""
        shown = self.tour.shown
        return [shown] + [lang for lang in LOCALES if lang != shown]

    def seen(self) -> set[tuple[str, str, str]]:
        """(size, language, state) of every run."""
        return {tuple(where.split(", ", 2)) for where in self.problems}  # type: ignore[misc]

    def none_found(self) -> None:
        """Fails naming each size and state where axe-core found something, and what."""
        found = {where: v for where, v in self.problems.items() if v}
        assert not found, "axe-core: " + "\n".join(f"{k}: {v}" for k, v in found.items())


def on_the_table(page: Page, table: Table, axe: Axe) -> None:
    """A 4-player table: a tile chosen, the language list, the new game dialog, each top-bar
    dialog, then the round played to its summary; axe-core in each."""
    snap = table.open(seed=18, players=4, levels=["easy", "normal", "easy"])
    if snap.enabled:
        table.pick(snap.enabled[0])
    chosen = "() => document.querySelectorAll('#ends-list [data-end]').length > 0"
    axe.run("your turn, a tile chosen", also=lambda size: assert_(page.evaluate(chosen), size))
    page.keyboard.press("Escape")
    for lang in axe.languages():  # the list shows the one shown: each language's in turn
        if axe.tour.shown != lang:
            switch_language(page, lang)
        page.locator('[data-action="language"]').click()
        page.wait_for_selector("#lang-menu:not([hidden])")
        axe.run("the language list", lang=lang)
        page.keyboard.press("Escape")
        page.wait_for_selector("#lang-menu", state="hidden")
    axe.over_a_dialog(
        "the new game dialog",
        lambda: page.locator('[data-action="new-game"]').click(),
        lambda: page.locator('[data-action="cancel-new-game"]').click(),
    )
    for lang in axe.languages():
        if axe.tour.shown != lang:
            switch_language(page, lang)
        opened = []  # each opened at the size the page is at (all four show at both)
        for action in each_top_dialog(page):
            opened.append(action)
            axe.run(f"the dialog of {action}", lang=lang)
        assert tuple(opened) == TOP_DIALOGS, (lang, opened)
    snap = table.snapshot()
    while snap.state == "your-turn":
        _, snap = table.play_turn(snap, lambda tile, ends: None)
    assert snap.state == "round-over"
    axe.run("the round summary")


# The set-up position of test_setup (a link opens it with its bar over the table; opened in the
# same tab, only the address's fragment changes, and the page opens it without a reload).
SETUP_LINK = "#setup=" + quote("14(l11h44)_06235556.000212_?_0_15.0", safe="")


def assert_(holds: bool, size: str) -> None:
    """The state looked at is still the one named (a language switch did not end it)."""
    assert holds, f"{size}: the tile chosen is no longer chosen"


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
    for lang in axe.languages():
        if axe.tour.shown != lang:
            switch_language(page, lang)
        page.locator('[data-action="stats"]').first.click()
        page.locator("dialog#stats[open]").wait_for()
        axe.run("the statistics", lang=lang)
        page.locator('dialog#stats [data-action="history"]').click()
        page.locator("dialog#history[open]").wait_for()
        axe.run("the match history", lang=lang)
        for dialog in ("history", "stats"):  # the history goes back to the statistics
            page.locator(f"dialog#{dialog}[open]").wait_for()
            page.keyboard.press("Escape")
            page.locator(f"dialog#{dialog}[open]").wait_for(state="detached")
    load_finished_game(page)
    page.locator('#again-box [data-action="open-again"]').wait_for()
    axe.run("a finished game's summary with its deals again")

    def open_again() -> None:
        page.locator('[data-action="open-again"]').click()
        page.locator("#again-dialog[open]").wait_for()

    def close_again() -> None:
        page.keyboard.press("Escape")
        page.locator("#again-dialog[open]").wait_for(state="detached")

    axe.over_a_dialog("the same deals again's dialog", open_again, close_again)
    open_again()
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


def test_axe(browser: Browser, server: SiteServer) -> None:
    """Every state of the module's docstring in one page, at both sizes in every language: the
    4-player table first, then the panels and bars (which open their own games)."""
    assert AXE.is_file(), f"{AXE} is missing: run `npm ci`"
    first = next(iter(DESKTOP_AND_PHONE.values()))
    context, guard = open_context(browser, server, lang="en", viewport=first, bypass_csp=True)
    context.add_init_script(RELAYOUT_WATCH)
    try:
        page = new_page(context)
        table = Table(page, server)
        axe = Axe(page, server)
        on_the_table(page, table, axe)
        on_every_panel_and_bar(page, table, axe)
        states = {state for _, _, state in axe.seen()}
        every = {
            (size, lang, state)
            for size in DESKTOP_AND_PHONE
            for lang in LOCALES
            for state in states
        }
        assert axe.seen() == every, sorted(every - axe.seen())
        axe.none_found()
        guard.check()
    finally:
        context.close()
