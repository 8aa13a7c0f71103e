"""What-if lines and the same deals again (issue 16; engine/lines.py, web/aids/whatif.js).

A finished game loaded through the move log is the real game. From its replay, "Play from here"
opens that position as a line: the page's hand is the engine's line's, the line is played on to
its end and its result is shown beside the round as played (the engine's `line_result`), then
"Back to the game" brings the real game back exactly as saved. "Play these deals again" deals
the same game again from another seat; "Compare with the hard computer" shows the hard
computer's result on the same deals beside yours. Through all of it the statistics in
localStorage (`five-up:stats`) and the real game's save stay untouched.

The person's moves follow the page policy (tabletop.py), the computers' are the engine's, seeded
from each view: the same line played offline in CPython gives the page's every number.
"""

from __future__ import annotations

import functools
import json
from typing import Any

from access import choose_language
from harness import SiteServer
from playwright.sync_api import Page
from pwa import SAVE_KEY, STATS_KEY, saved_game, storage
from tabletop import HUMAN, SETTLED, Replay, Table, policy_move, wait_replay_at

from engine.lines import hard_game
from engine.protocol import Session, handle

TWO: dict[str, Any] = {"players": 2, "levels": ["easy"]}
SHORT = {"target": 155}  # H1: a short game
WAIT = 60_000


def call(session: Session, op: str, **args: Any) -> Any:
    answer = handle({"id": 1, "op": op, "args": args}, session)
    assert answer["ok"], answer
    return answer["result"]


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


def saved_record(page: Page) -> dict[str, Any]:
    """The save's record once the page has written the state it shows."""
    record: dict[str, Any] = saved_game(page)["record"]
    return record


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


def test_play_from_a_replay_position_and_back_to_the_game(page: Page, server: SiteServer) -> None:
    table = Table(page, server)
    table.open(seed=2, **TWO)
    record = load_finished_game(page)
    save = saved_record(page)
    stats = storage(page, STATS_KEY)
    round_, step = line_start()

    replay_to(page, round_, step)
    page.locator('[data-action="replay-play-from"]').click()
    page.locator('[data-action="line-computers"]').click()
    assert settled(page, "on") == "your-turn"
    expected = call(Session(), "line", record=record, round=round_, step=step)
    assert hand(page) == expected["view"]["hand"]
    assert f"round {round_}, move {step}" in (page.locator("#side-bar").text_content() or "")

    snap = table.snapshot()
    while snap.state == "your-turn":  # on to the line's end, which ends the game
        _, snap = table.play_turn(snap, lambda tile, ends: None)
    assert snap.state == "game-over"
    offline = play_line(record, round_, step)
    compared = call(offline, "line_result")
    result = "#again-box .whatif-summary"
    bar = page.locator(result)
    page.wait_for_function("(box) => document.querySelector(box).dataset.line", arg=result)
    compare = page.locator("#again-box .whatif-compare")
    assert compare.is_visible()
    assert json.loads(bar.get_attribute("data-line") or "") == compared["line_points"]
    assert json.loads(bar.get_attribute("data-played") or "") == compared["played_points"]
    assert (compare.text_content() or "").startswith("This line: ")
    # At the top of the summary, with its way back: in view without scrolling (issue 24).
    panel = page.locator("#round-scroll").bounding_box()
    for part in (compare, page.locator('#again-box [data-action="back-to-game"]')):
        box = part.bounding_box()
        assert panel and box and panel["y"] <= box["y"]
        assert box["y"] + box["height"] <= panel["y"] + panel["height"]
    assert storage(page, STATS_KEY) == stats  # a line never counts
    assert saved_now(page) == save  # nor touches the save

    back = page.locator('#again-box [data-action="back-to-game"]')
    back.focus()
    page.keyboard.press("Enter")  # by keyboard
    assert settled(page, "off") == "game-over"
    assert page.locator("#side-bar").is_hidden()
    assert saved_record(page) == save
    assert storage(page, STATS_KEY) == stats


def test_a_line_from_the_log_of_the_game_in_play(page: Page, server: SiteServer) -> None:
    table = Table(page, server)
    snap = table.open(seed=5, **TWO)
    _, snap = table.play_turn(snap, lambda tile, ends: None)
    save = saved_record(page)
    page.locator('[data-action="open-log"]').click()
    play = page.locator('[data-action="log-play-from"]').first  # the round in play, newest first
    play.wait_for()
    play.click()
    page.locator("#line-dialog[open]").wait_for()
    page.keyboard.press("Enter")  # against the computers, the choice in focus
    assert settled(page, "on") in SETTLED
    game = Session()
    call(game, "load", record=save)
    assert page.evaluate("document.body.dataset.state") == "your-turn"
    assert hand(page) == game.state()["view"]["hand"]
    choose_language(page, "fi")  # in Finnish too
    bar = page.locator("#side-bar")
    page.wait_for_function(
        "() => document.querySelector('#side-bar').textContent.includes('Takaisin peliin')"
    )
    assert "Entä jos -linja kierroksen 1 siirrosta 2" in (bar.text_content() or "")
    page.locator('#side-bar [data-action="back-to-game"]').click()
    settled(page, "off")
    assert hand(page) == game.state()["view"]["hand"]
    assert saved_record(page) == save

    page.locator('[data-action="open-log"]').click()  # hand to hand this time
    page.locator('[data-action="log-play-from"]').first.click()
    page.locator('[data-action="line-people"]').click()
    page.wait_for_function(  # two people share the device: the hands wait behind the curtain
        "() => document.body.dataset.state === 'pass-device'"
        " && document.body.dataset.line === 'on'",
        timeout=WAIT,
    )
    page.locator("#curtain").wait_for()
    page.locator('#side-bar [data-action="back-to-game"]').click()
    settled(page, "off")
    assert saved_record(page) == save


def test_same_deals_again_and_the_hard_computer_beside_you(page: Page, server: SiteServer) -> None:
    table = Table(page, server)
    table.open(seed=2, **TWO)
    record = load_finished_game(page)
    stats = storage(page, STATS_KEY)
    final = call(Session(), "load", record=record)["view"]

    page.locator('[data-action="compare-hard"]').click()
    result = page.locator("#again-box .again-table")
    result.wait_for(timeout=600_000)
    hard = hard_game(record)
    assert json.loads(result.get_attribute("data-hard") or "") == [s // 5 for s in hard.scores]
    assert json.loads(result.get_attribute("data-yours") or "") == final["display_scores"]

    assert deal_again(page, seat=1) == "your-turn"
    assert hand(page) == hand_again(record, seat=1)  # the other seat's hand of the same deal
    assert storage(page, STATS_KEY) == stats
