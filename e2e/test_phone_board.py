"""Every way of playing keeps the board in view on a phone (issue 39, item 2): a fresh game, a
puzzle (open and solved), a set-up position, a what-if line, a replay, the same deals again, a
friend's challenge and a four-player hand of eight tiles, each opened directly (phoneways.py),
on a 360x640 and a 390x844 touch screen, in Portuguese (the longest words of the side bar and
the puzzle's card; English's shorter words meet the same sizes in test_phone_table.py and
test_viewport.py, and its shares are the same or larger):

- the board's canvas takes at least 28% of the screen (the phone table's share,
  test_phone_table.py): a side game's bar, a puzzle's card or four seats never push it under;
- no control's text runs out of it (`fit.overflowing_controls`);
- the four-player hand of eight tiles lies in one row, every tile on the screen.
"""

from __future__ import annotations

import pytest
from access import phone_page
from fit import board_figures, overflowing_controls
from harness import SiteServer
from phoneways import WAYS
from playwright.sync_api import Browser, Page
from relayout import RELAYOUT_WATCH, SizeTour
from viewports import PHONES

BOARD_SHARE = 0.28

# Each hand tile's box, rounded: [left, top, right, bottom].
HAND_BOXES = """() => [...document.querySelectorAll("#hand [data-tile]")].map((b) => {
  const r = b.getBoundingClientRect();
  return [r.left, r.top, r.right, r.bottom].map(Math.round);
})"""


def one_row_on_screen(page: Page, where: str) -> list[str]:
    """The problems of the hand: not eight tiles, more than one row, a tile off the screen."""
    boxes = page.evaluate(HAND_BOXES)
    width = page.evaluate("document.documentElement.clientWidth")
    problems = [] if len(boxes) == 8 else [f"{where}: the hand holds {len(boxes)} tiles"]
    if len({top for _, top, _, _ in boxes}) != 1:
        problems.append(f"{where}: the hand takes more than one row: {boxes}")
    problems += [f"{where}: a tile off the screen: {b}" for b in boxes if b[0] < 0 or b[2] > width]
    return problems


@pytest.mark.parametrize("lang", ["pt"])
@pytest.mark.parametrize("way", WAYS)
def test_every_way_of_playing_keeps_the_board_in_view_on_a_phone(
    browser: Browser, server: SiteServer, way: str, lang: str
) -> None:
    canvas, open_way = WAYS[way]
    with phone_page(browser, server, lang, "360x640") as page:
        page.context.add_init_script(RELAYOUT_WATCH)
        open_way(page, server)
        assert page.evaluate("document.documentElement.lang") == lang
        shares: dict[str, float] = {}
        problems: list[str] = []
        for size in SizeTour(page, PHONES).each():
            figures = board_figures(page, canvas)
            shares[size] = round(figures["board"], 4)
            if figures["board"] < BOARD_SHARE:
                problems.append(f"{size}: the board is {figures}")
            problems += [f"{size}: {p}" for p in overflowing_controls(page)]
            if way == "four-eight":
                problems += one_row_on_screen(page, size)
        print(f"{way} {lang}: the board's share {shares}")
        assert not problems, f"{len(problems)} problems ({shares}):\n" + "\n".join(problems)
