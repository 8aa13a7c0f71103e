"""An automated accessibility check (issue 6): axe-core (npm, pinned in package.json) finds no
serious or critical violation, in English and in Finnish, at desktop and phone sizes, with a tile
chosen on the person's turn, with the new game dialog open, and on the round summary.

axe-core is injected with `page.add_script_tag`; the page's Content-Security-Policy would refuse
it, so these contexts (only these) bypass CSP.
"""

from __future__ import annotations

import pytest
from access import (
    AXE,
    DESKTOP,
    PHONE,
    axe_violations,
    each_top_dialog,
    new_page,
    open_context,
)
from harness import SiteServer
from playwright.sync_api import Browser
from tabletop import Table

CASES = [
    pytest.param(lang, size, id=f"{lang}-{name}")
    for lang in ("en", "fi")
    for name, size in (("desktop", DESKTOP), ("phone", PHONE))
]


@pytest.mark.parametrize(("lang", "size"), CASES)
def test_axe(browser: Browser, server: SiteServer, lang: str, size: dict[str, int]) -> None:
    assert AXE.is_file(), f"{AXE} is missing: run `npm ci`"
    context, guard = open_context(browser, server, lang=lang, viewport=size, bypass_csp=True)
    try:
        page = new_page(context)
        table = Table(page, server)
        snap = table.open(seed=18, players=4, levels=["easy", "normal", "easy"])
        assert page.evaluate("document.documentElement.lang") == lang
        problems: dict[str, list[str]] = {}
        if snap.enabled:
            table.pick(snap.enabled[0])
        problems["your turn, a tile chosen"] = axe_violations(page)
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
        found = {state: v for state, v in problems.items() if v}
        assert not found, "axe-core: " + "\n".join(f"{k}: {v}" for k, v in found.items())
        guard.check()
    finally:
        context.close()
