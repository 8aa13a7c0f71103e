"""Every way of playing opened directly at its first look (issue 39, item 2), for the phone
board's test (test_phone_board.py): no whole game is played in the page; a finished game is
loaded from a record made in CPython, a position or a puzzle opened from its link or the chooser.

`WAYS`: each way's name, the canvas its board is drawn on, and its opener, which takes a fresh
page to the way's first turn (a puzzle's also once solved):

- `local`: a fresh two-player game (seed 5);
- `puzzle`: the first easy puzzle, from the chooser over a fresh game; `puzzle-solved`: the same
  once its best move is played (the card's verdict, the solver's line and the values);
- `setup`: the position `sidegames.NOTATION` from its link (the side bar's two buttons);
- `line`: "Play from here" in the move log after the person's first move;
- `replay`: a finished game's replay at round 1 after 3 moves (its own canvas, in the dialog);
- `again`: a finished game's deals played again from seat 0;
- `challenge`: a friend's challenge (`dailyplay.challenge_code`) opened from its link and taken;
- `four-eight`: a four-player position whose person holds eight tiles (`FOUR_EIGHT`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple
from urllib.parse import quote

from dailyplay import card_text, challenge_code, dealt
from harness import SiteServer
from playwright.sync_api import Page
from sidegames import (
    NOTATION,
    after_a_move,
    deal_again,
    easy,
    line_from_the_log,
    load_finished_game,
    open_first_easy,
    replay_to,
    settled_after,
    wait_result,
)
from tabletop import Table

# Four players: [1|4] on the table; the person (seat 0) to play, holding eight tiles (three
# drawn), the other seats four each; the boneyard unknown.
FOUR_EIGHT = "14_0002030405061112.22232425.33343536.44454655_?_0_0.0"
# A fresh game's first turn (the person opens or answers the computer's opening).
FRESH = {"seed": 5, "players": 2, "levels": ["easy"]}


class Way(NamedTuple):
    canvas: str  # the board's canvas: the table's, or the replay's own in its dialog
    open: Callable[[Page, SiteServer], None]


def fresh(page: Page, server: SiteServer) -> None:
    Table(page, server).open(**FRESH)


def position(notation: str) -> Callable[[Page, SiteServer], None]:
    """A set-up position opened from its link, the side game's bar shown."""

    def open_it(page: Page, server: SiteServer) -> None:
        page.goto(f"{server.base_url}?fast=1#setup={quote(notation, safe='')}")
        dealt(page)
        page.wait_for_function("() => !document.getElementById('side-bar').hidden")

    return open_it


def puzzle(page: Page, server: SiteServer) -> None:
    fresh(page, server)
    open_first_easy(page)


def puzzle_solved(page: Page, server: SiteServer) -> None:
    puzzle(page, server)
    first = easy(0)
    best = first["moves"][first["best"]]["move"]
    page.locator(f'#hand [data-tile="{best["tile"]}"]').tap()
    page.locator(f'#ends-list [data-end="{best["end"]}"]').tap()
    wait_result(page, "solved", settled_after(first, best), best["tile"])


def line(page: Page, server: SiteServer) -> None:
    after_a_move(page, server)
    line_from_the_log(page)


def replay(page: Page, server: SiteServer) -> None:
    fresh(page, server)
    load_finished_game(page)
    replay_to(page, 1, 3)


def again(page: Page, server: SiteServer) -> None:
    fresh(page, server)
    load_finished_game(page)
    deal_again(page, 0)


def challenge(page: Page, server: SiteServer) -> None:
    page.goto(f"{server.base_url}?fast=1#challenge={challenge_code()}")
    card_text(page)
    page.locator('[data-action="challenge-play"]').click()
    dealt(page)


WAYS = {
    "local": Way("#board", fresh),
    "puzzle": Way("#board", puzzle),
    "puzzle-solved": Way("#board", puzzle_solved),
    "setup": Way("#board", position(NOTATION)),
    "line": Way("#board", line),
    "replay": Way("#replay-dialog canvas", replay),
    "again": Way("#board", again),
    "challenge": Way("#board", challenge),
    "four-eight": Way("#board", position(FOUR_EIGHT)),
}
