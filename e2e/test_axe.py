"""An automated accessibility check (issue 6): axe-core (npm, pinned in package.json) finds no
serious or critical violation, in every language of the page (`access.LOCALES`), at desktop and
phone sizes, with a tile chosen on the person's turn, with the language list open, with the new
game dialog open, and on the round summary; and (issue 24) on every panel and bar. One page per
language and size visits every state (issue 40: one context, axe-core run once per state).

axe-core is injected with `page.add_script_tag`; the page's Content-Security-Policy would refuse
it, so these contexts (only these) bypass CSP.
"""

from __future__ import annotations

from urllib.parse import quote

import pytest
from access import AXE, DESKTOP, LOCALES, axe_violations, each_top_dialog, new_page, open_context
from harness import SiteServer
from playwright.sync_api import Browser, Page
from sidegames import again_started, load_finished_game
from tabletop import Table
from viewports import PHONE

CASES = [
    pytest.param(lang, size, id=f"{lang}-{name}")
    for lang in LOCALES
    for name, size in (("desktop", DESKTOP), ("phone", PHONE))
]


def none_found(problems: dict[str, list[str]]) -> None:
    """Fails naming each state where axe-core found something, and what."""
    found = {state: v for state, v in problems.items() if v}
    assert not found, "axe-core: " + "\n".join(f"{k}: {v}" for k, v in found.items())


def on_the_table(page: Page, table: Table, lang: str) -> dict[str, list[str]]:
    """A 4-player table: a tile chosen, the language list, the new game dialog, each top-bar
    dialog, then the round played to its summary; what axe-core finds in each."""
    snap = table.open(seed=18, players=4, levels=["easy", "normal", "easy"])
    assert page.evaluate("document.documentElement.lang") == lang
    problems: dict[str, list[str]] = {}
    if snap.enabled:
        table.pick(snap.enabled[0])
    problems["your turn, a tile chosen"] = axe_violations(page)
    page.keyboard.press("Escape")
    page.locator('[data-action="language"]').click()
    page.wait_for_selector("#lang-menu:not([hidden])")
    problems["the language list"] = axe_violations(page)
    page.keyboard.press("Escape")
    page.locator('[data-action="new-game"]').click()
    page.wait_for_selector("#newgame[open]")
    problems["the new game dialog"] = axe_violations(page)
    page.locator('[data-action="cancel-new-game"]').click()
    for action in each_top_dialog(page):
        problems[f"the dialog of {action}"] = axe_violations(page)
    snap = table.snapshot()
    while snap.state == "your-turn":
        _, snap = table.play_turn(snap, lambda tile, ends: None)
    assert snap.state == "round-over"
    problems["the round summary"] = axe_violations(page)
    return problems


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
    # Next puzzle, All puzzles and the way back (the side game's bar) in view: the one found at
    # each's centre.
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
    assert not hidden, f"out of view: {hidden}"


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


def on_every_panel_and_bar(page: Page, table: Table) -> dict[str, list[str]]:
    """Issue 24: the what-if bar, the statistics, the match history, a finished game's summary with
    its deals again, their dialog and game, the puzzle's card (after a move), the set-up bar and
    the invitations card, each opened; what axe-core finds in each."""
    problems: dict[str, list[str]] = {}
    page.evaluate("localStorage.clear()")  # as on a first visit: no game, no statistics kept
    whatif_bar(page, table)
    problems["the side game's bar, a what-if line"] = axe_violations(page)
    page.locator('#side-bar [data-action="back-to-game"]').click()
    page.wait_for_function("() => document.body.dataset.line === 'off'")
    page.locator('[data-action="stats"]').first.click()
    page.locator("dialog#stats[open]").wait_for()
    problems["the statistics"] = axe_violations(page)
    page.locator('dialog#stats [data-action="history"]').click()
    page.locator("dialog#history[open]").wait_for()
    problems["the match history"] = axe_violations(page)
    for dialog in ("history", "stats"):  # the history goes back to the statistics
        page.locator(f"dialog#{dialog}[open]").wait_for()
        page.keyboard.press("Escape")
        page.locator(f"dialog#{dialog}[open]").wait_for(state="detached")
    load_finished_game(page)
    page.locator('#again-box [data-action="open-again"]').wait_for()
    problems["a finished game's summary with its deals again"] = axe_violations(page)
    page.locator('[data-action="open-again"]').click()
    page.locator("#again-dialog[open]").wait_for()
    problems["the same deals again's dialog"] = axe_violations(page)
    page.locator('[data-action="again-start"]').click()
    again_started(page)
    # The side game's bar, once it shows one (issue 24, item 8), is looked at here too.
    problems["the same deals again in play"] = axe_violations(page)
    puzzle_panel(page)
    problems["the puzzle's card, a move played"] = axe_violations(page)
    page.evaluate("(link) => { location.hash = link; }", SETUP_LINK)
    page.wait_for_function(
        "() => !document.getElementById('side-bar').hidden"
        " && document.body.dataset.state === 'your-turn'"
    )
    problems["the side game's bar, a set-up position"] = axe_violations(page)
    invitations(page)
    problems["the invitations card"] = axe_violations(page)
    return problems


@pytest.mark.parametrize(("lang", "size"), CASES)
def test_axe(browser: Browser, server: SiteServer, lang: str, size: dict[str, int]) -> None:
    """Every state of the module's docstring in one page: the 4-player table first, then the
    panels and bars (which open their own games)."""
    assert AXE.is_file(), f"{AXE} is missing: run `npm ci`"
    context, guard = open_context(browser, server, lang=lang, viewport=size, bypass_csp=True)
    try:
        page = new_page(context)
        table = Table(page, server)
        problems = on_the_table(page, table, lang)
        problems |= on_every_panel_and_bar(page, table)
        none_found(problems)
        guard.check()
    finally:
        context.close()
