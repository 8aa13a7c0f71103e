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

import json
from typing import Any

from access import choose_language
from harness import WAIT, SiteServer
from playwright.sync_api import Page
from pwa import STATS_KEY, saved_game, storage
from sidegames import (
    deal_again,
    hand,
    hand_again,
    line_start,
    load_finished_game,
    play_line,
    replay_to,
    saved_now,
    settled,
)
from tabletop import SETTLED, TWO, Table, call

from engine.lines import hard_game
from engine.protocol import Session


def saved_record(page: Page) -> dict[str, Any]:
    """The save's record once the page has written the state it shows."""
    record: dict[str, Any] = saved_game(page)["record"]
    return record


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
