"""Reaching the side games (web/core/sidegames.js): the steps the browser tests of what-if lines,
the same deals again, set-up positions and puzzles share.

- A finished game: `finished_record` (made in CPython) loaded through the move log
  (`load_finished_game`); its replay at a position (`replay_to`).
- What-if lines: `line_start` (a position whose line ends the game, found offline with
  `play_line`), "Play from here" in the log (`line_from_the_log`), the table settled with a line
  on or off (`settled`), the save as it is (`saved_now`).
- The same deals again: `deal_again` from a seat, `again_started`, and the hand the engine deals
  then (`hand_again`).
- A set-up position: `NOTATION`, a position in the notation of docs/notation.md.
- Puzzles: the site's `puzzle_file`, the chooser (`open_chooser`), the first easy one opened
  (`open_first_easy`) or solved by keys alone (`solve_first_easy_by_keys`), and the panel's
  verdict waited for (`wait_result`, `settled_after`).
"""

from __future__ import annotations

import functools
import json
from typing import Any

from access import KeyboardTable, tab_to
from harness import SITE, WAIT, SiteServer
from playwright.sync_api import Page
from pwa import SAVE_KEY, storage
from tabletop import HUMAN, SETTLED, TWO, Replay, Table, call, policy_move, wait_replay_at

from engine.protocol import Session

SHORT = {"target": 155}  # H1: a short game
# [1|4] opened, [1|1] on its low end, [4|4] on its high end; the person (seat 0) to act with
# [2|3] [5|5] [5|6] [0|6] (nothing fits: a draw), the computer holds three; the boneyard unknown.
NOTATION = "14(l11h44)_06235556.000212_?_0_15.0"


# ---- a finished game and its lines --------------------------------------------------------------


@functools.cache
def finished_record() -> str:
    """A whole two-player game to 155 (the person plays the page's policy), as JSON text."""
    game = Replay(seed=31, rules=SHORT, **TWO)
    while not game.view["over"]:
        if game.view["round_over"]:
            game.next_round()
        else:
            game.play(policy_move(game.view))
    return json.dumps(game.call("record"))


def play_line(record: dict[str, Any], round_: int, step: int) -> Session:
    """The line offline, played as the page plays it: the person's policy, the engine's
    computers, until the line's round is over."""
    session = Session()
    state = call(session, "line", record=record, round=round_, step=step)
    while not state["view"]["round_over"]:
        if state["view"]["current"] == HUMAN:
            state = call(session, "play", move=policy_move(state["view"]))
        else:
            state = call(session, "ai_move")["state"]
    return session


@functools.cache
def line_start() -> tuple[int, int]:
    """A position of the last round, on the person's turn, whose line ends the game too."""
    record = json.loads(finished_record())
    last = len(record["rounds"])
    for step in range(len(record["rounds"][-1]["moves"]) - 1, -1, -1):
        session = Session()
        view = call(session, "line", record=record, round=last, step=step)["view"]
        if view["current"] == HUMAN and play_line(record, last, step).game.over:
            return last, step
    raise AssertionError("no line of the last round ends the game")


def load_finished_game(page: Page) -> dict[str, Any]:
    """The real game: the finished record loaded through the move log (its summary is up)."""
    record = finished_record()
    page.locator('[data-action="open-log"]').click()
    page.locator("#log-dialog[open]").wait_for()
    page.set_input_files(
        "#import-file",
        files=[{"name": "game.json", "mimeType": "application/json", "buffer": record.encode()}],
    )
    page.wait_for_function(
        "() => document.body.dataset.state === 'game-over'"
        " && !document.querySelector('#log-dialog[open]')",
        timeout=WAIT,
    )
    loaded: dict[str, Any] = json.loads(record)
    return loaded


def settled(page: Page, line: str) -> str:
    page.wait_for_function(
        "([settled, line]) => settled.includes(document.body.dataset.state)"
        " && document.body.dataset.line === line",
        arg=[list(SETTLED), line],
        timeout=WAIT,
    )
    state: str = page.evaluate("document.body.dataset.state")
    return state


# ---- the same deals again -----------------------------------------------------------------------


def again_started(page: Page) -> str:
    """The table once the same deals have started again (it shows the finished game until the
    engine answers, so a settled "game-over" is the moment before); returns its state."""
    page.wait_for_function(
        "(settled) => settled.includes(document.body.dataset.state)"
        " && document.body.dataset.state !== 'game-over'"
        " && document.body.dataset.line === 'off'"
        " && !document.querySelector('dialog[open]')",
        arg=list(SETTLED),
        timeout=WAIT,
    )
    state: str = page.evaluate("document.body.dataset.state")
    return state


def deal_again(page: Page, seat: int) -> str:
    """Play the finished game's deals again from `seat` against easy computers, through the
    summary's "Play these deals again"; returns the table's state once they have started."""
    page.locator('[data-action="open-again"]').click()
    page.locator("#again-dialog[open]").wait_for()
    page.select_option("#again-seat", str(seat))
    page.select_option("#again-level", "easy")
    page.locator('[data-action="again-start"]').click()
    return again_started(page)


def after_a_move(page: Page, server: SiteServer) -> None:
    """A fresh two-player game (seed 5) after the person's first move."""
    table = Table(page, server)
    snap = table.open(seed=5, **TWO)
    table.play_turn(snap, lambda tile, ends: None)


def line_from_the_log(page: Page) -> str:
    """ "Play from here" on the round in play, in the move log, against the computers; returns
    the table's state once the line is on."""
    page.locator('[data-action="open-log"]').click()
    page.locator('[data-action="log-play-from"]').first.click()
    page.locator('[data-action="line-computers"]').click()
    return settled(page, "on")


def hand_again(record: dict[str, Any], seat: int) -> list[str]:
    """The person's hand at their first turn when `record`'s deals are played again from `seat`
    against easy computers, as the engine deals them (the same deal as the record's first round)."""
    seats: list[dict[str, Any]] = [
        {"kind": "person", "name": None} if i == seat else {"kind": "computer", "level": "easy"}
        for i in range(record["players"])
    ]
    session = Session()
    state = call(session, "again", record=record, seats=seats)
    assert state["origin"] == "again"
    assert session.game is not None
    dealt = [[str(t) for t in h] for h in session.game.rounds[0].deal.hands]
    assert dealt == record["rounds"][0]["deal"]["hands"]  # the same deal
    while not state["view"]["round_over"] and state["view"]["current"] != seat:
        state = call(session, "ai_move")["state"]
    hand: list[str] = state["view"]["hand"]
    return hand


def saved_now(page: Page) -> dict[str, Any]:
    """The save's record as it is (while a line is on the table, whose log is not the save's)."""
    text = storage(page, SAVE_KEY)
    assert text is not None
    record: dict[str, Any] = json.loads(text)["record"]
    return record


def hand(page: Page) -> list[str]:
    tiles: list[str] = page.evaluate(
        "() => [...document.querySelectorAll('#hand [data-tile]')].map((b) => b.dataset.tile)"
    )
    return tiles


def replay_to(page: Page, round_: int, step: int) -> None:
    """Open the replay and go to `round_` after `step` moves, by keyboard."""
    page.locator('[data-action="replay-from-summary"]').click()
    dialog = page.locator("#replay-dialog[open]")
    dialog.wait_for()
    for _ in range(round_ - 1):
        page.keyboard.press("PageDown")
    for _ in range(step):
        page.keyboard.press("ArrowRight")
    wait_replay_at(page, round_, step)


# ---- puzzles ------------------------------------------------------------------------------------


def puzzle_file() -> list[dict[str, Any]]:
    data = json.loads((SITE / "puzzles.json").read_text(encoding="utf-8"))
    puzzles: list[dict[str, Any]] = data["puzzles"]
    return puzzles


def easy(n: int) -> dict[str, Any]:
    """The n-th easy puzzle of the file (the order the page offers them, easiest first)."""
    return [p for p in puzzle_file() if p["grade"] == "easy"][n]


def open_chooser(page: Page) -> None:
    """The puzzles' chooser, from the New game dialog (beside Deal and Set up a position)."""
    page.locator('.topbar [data-action="new-game"]').click()
    page.locator('#newgame[open] [data-action="puzzles"]').click()


def open_first_easy(page: Page) -> None:
    open_chooser(page)
    page.locator('dialog[open] [data-action="puzzle-next"][data-grade="easy"]').click()
    wait_result(page, "open")


def settled_after(puzzle: dict[str, Any], move: dict[str, Any]) -> str:
    """The table's state once the page has shown `move` in `puzzle` (the engine's own answer):
    "round-over" when the move ends the round (the hand emptied, R8.1, or blocked, R7.4), else
    "waiting" (the other seat does not answer in a puzzle)."""
    session = Session()
    call(session, "puzzle", puzzle=puzzle)
    return "round-over" if call(session, "play", move=move)["view"]["round_over"] else "waiting"


def wait_result(page: Page, result: str, settled: str = "your-turn", played: str = "") -> None:
    """The puzzle's panel says `result` and the table has settled in `settled` (while the engine
    answers a move the table is "waiting", so a move that ends the round is not settled then);
    with `played`, that tile has left the hand too (the panel's verdict comes before the engine's
    answer, and a table "waiting" for the other seat looks the same as one waiting for it)."""
    page.wait_for_function(
        """([result, settled, played]) =>
             document.getElementById("puzzle-panel").dataset.result === result
             && document.body.dataset.state === settled
             && !(played && document.querySelector(`#hand [data-tile="${played}"]`))""",
        arg=[result, settled, played],
    )


def solve_first_easy_by_keys(table: KeyboardTable) -> None:
    """From the puzzles' chooser: the first easy puzzle started and solved, keys only (the hand's
    arrow keys and Enter, an end by its letter)."""
    page = table.page
    tab_to(table, "puzzle-next")
    assert page.evaluate("document.activeElement.dataset.grade") == "easy"
    table.key("Enter")
    wait_result(page, "open")
    first = easy(0)
    best = first["moves"][first["best"]]["move"]
    ends = table.pick(best["tile"])
    table.key(chr(ord("a") + ends.index(best["end"])))
    wait_result(page, "solved", settled_after(first, best), best["tile"])
