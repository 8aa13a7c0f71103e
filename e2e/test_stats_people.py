"""Pass and play (issue 13) in the statistics and the coach.

Statistics per named person on this device: a finished pass-and-play game counts once (the engine's
content id), for each named person in it, under their name whatever their seat; a second game
counts again; a reload does not count it twice; the one person's record (planted as an earlier
visit left it, before there were people) stays exactly as it was, and the panel shows both.
Statistics that cannot be read are kept aside as they were and the page says so.

The coach per person: after a round with two people, the coach section offers one button per
person; each answer lists that person's moments, exactly the engine's `coach {round, seat}`.

The games are built offline (the engine in CPython, every person playing the tests' policy),
planted as the saved game at the last person's turn, resumed behind the curtain and finished on
the page (`[data-action="show-hand"]`, then the policy's move through the page's controls)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from access import axe_violations, new_page, open_context
from harness import WAIT, SiteServer, wait_for_state
from playwright.sync_api import Browser, Page, Route
from pwa import EARLIER_STATS, STATS_KEY, storage
from tabletop import Replay, Table, find_seed, policy_move
from viewports import PHONE

from engine.protocol import Session

TO_31 = {"target": 155}  # H1: a short game


def person(name: str) -> dict[str, Any]:
    return {"kind": "person", "name": name}


EASY = {"kind": "computer", "level": "easy"}


class Offline(Replay):
    """A pass-and-play game in CPython (the protocol as `Replay` calls it, but seats instead of
    one person): the computers move by themselves, every person by the policy; `turns` counts
    the people's turns."""

    def __init__(self, seed: int, seats: list[dict[str, Any]], rules: dict[str, Any]) -> None:
        self.session = Session()
        self.seats = seats
        args = {"players": len(seats), "seats": seats, "seed": seed, "rules": rules}
        self.state = self.call("new_game", args)
        self.turns = 0

    def run(self, *, person_turns: int | None = None, rounds: int = 99) -> None:
        """Play on until the game is over, round `rounds` is over, or a person is to make turn
        number `person_turns` + 1."""
        while True:
            view = self.view
            if view["round_over"]:
                if view["over"] or view["round"] >= rounds:
                    return
                self.state = self.call("next_round")
            elif self.seats[view["current"]]["kind"] == "computer":
                self.state = self.call("ai_move")["state"]
            elif self.turns == person_turns:
                return
            else:
                self.turns += 1
                self.state = self.call("play", {"move": policy_move(view)})


def at_last_turn(
    seed: int, seats: list[dict[str, Any]], rules: dict[str, Any], rounds: int = 99
) -> tuple[Offline, Offline]:
    """The game at its last person's turn (of round `rounds`), and the same game played out."""
    ended = Offline(seed, seats, rules)
    ended.run(rounds=rounds)
    before = Offline(seed, seats, rules)
    before.run(person_turns=ended.turns - 1, rounds=rounds)
    return before, ended


def plant_save(page: Page, server: SiteServer, record: dict[str, Any], name: str) -> None:
    save = {"schema": 1, "saved_at": "2026-01-01T00:00:00Z", "game": name, "record": record}
    page.goto(server.blank_url)
    page.evaluate("(raw) => localStorage.setItem('five-up:save', raw)", json.dumps(save))


def finish_on_the_page(
    page: Page,
    server: SiteServer,
    table: Table,
    end: str,
    *,
    curtain: bool = True,
    lang: str = "en",
) -> None:
    """Resume the planted game (behind the curtain, with several people), show the hand of the
    person to act, make the policy's move there; the page reaches `end` (round-over or
    game-over)."""
    page.goto(server.base_url + f"?fast=1&lang={lang}")
    if curtain:
        wait_for_state(page, "pass-device")
        page.locator('[data-action="show-hand"]').click()
    wait_for_state(page, "your-turn")
    snap = table.snapshot()
    while snap.state == "your-turn":  # a draw: the same person goes on
        _, snap = table.play_turn(snap, lambda tile, ends: None)
    assert snap.state == end, snap.state


def stats(page: Page) -> dict[str, Any]:
    text = storage(page, STATS_KEY)
    assert text is not None
    found: dict[str, Any] = json.loads(text)
    return found


def outcome(game: Offline, seat: int) -> tuple[bool, int]:
    """Whether the seat's side won the finished game, and its final score (display points)."""
    view = game.view
    side = view["side_of"][seat]
    return view["winner"] == side, view["display_scores"][side]


def record_after(games: list[tuple[Offline, int]]) -> dict[str, Any]:
    """A person's record after these games (each: the finished game and their seat in it)."""
    played = won = streak = longest = 0
    best: int | None = None
    for game, seat in games:
        win, score = outcome(game, seat)
        played += 1
        won += int(win)
        streak = streak + 1 if win else 0
        longest = max(longest, streak)
        best = score if best is None else max(best, score)
    return {
        "played": played,
        "won": won,
        "best_score": best,
        "streak": streak,
        "best_streak": longest,
    }


PANEL_PEOPLE = """() => Object.fromEntries([...document.querySelectorAll(
  "dialog#stats[open] tr[data-stats-person]")].map((tr) => [tr.dataset.statsPerson,
  [...tr.querySelectorAll("td")].map((td) => td.textContent)]))"""

PANEL_KINDS = """() => Object.fromEntries([...document.querySelectorAll(
  "dialog#stats[open] tr[data-stats-kind]")].map((tr) => [tr.dataset.statsKind,
  [...tr.querySelectorAll("td")].map((td) => td.textContent)]))"""


def cells(record: dict[str, Any]) -> list[str]:
    keys = ("played", "won", "best_score", "streak", "best_streak")
    return ["\u2013" if record[k] is None else str(record[k]) for k in keys]


def test_statistics_per_named_person(page: Page, server: SiteServer) -> None:
    """Ann, an easy computer and Bo play to 31; then Bo, the computer and Ann again (seats
    swapped): each game counts once for each of them, under their names, and in none of the one
    person's figures. Then Ann alone against the computer: the one person's game, counted as
    always, and in Ann's record too."""
    first_seats = [person("Ann"), EASY, person("Bo")]
    second_seats = [person("Bo"), EASY, person("Ann")]
    first, first_end = at_last_turn(23, first_seats, TO_31)
    second, second_end = at_last_turn(22, second_seats, TO_31)
    assert first_end.view["over"] and second_end.view["over"]
    ids = [first_end.state["game_id"], second_end.state["game_id"]]
    assert ids[0] != ids[1]
    # Ann (seat 0) wins the first game and Ann (seat 2) the second: Ann's streak is 2, Bo's 0.
    assert (first_end.view["winner"], second_end.view["winner"]) == (0, 2)

    page.goto(server.blank_url)  # the statistics of an earlier visit, kept before there were people
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [STATS_KEY, EARLIER_STATS])
    earlier = json.loads(EARLIER_STATS)
    table = Table(page, server)

    plant_save(page, server, first.call("record"), "g-1")
    finish_on_the_page(page, server, table, "game-over")
    after_one = {**earlier, "counted": [*earlier["counted"], ids[0]]}
    ann, bo = record_after([(first_end, 0)]), record_after([(first_end, 2)])
    assert stats(page) == {
        **after_one,
        "people": [{"name": "Ann", **ann}, {"name": "Bo", **bo}],
    }
    assert (ann["won"], bo["won"]) == (1, 0)

    # A reload on the finished game counts nothing again.
    page.reload()
    wait_for_state(page, "game-over")
    assert stats(page)["people"] == [{"name": "Ann", **ann}, {"name": "Bo", **bo}]

    # A second game, Bo now in seat 0 and Ann in seat 2: it counts again, by name.
    plant_save(page, server, second.call("record"), "g-2")
    finish_on_the_page(page, server, table, "game-over")
    ann = record_after([(first_end, 0), (second_end, 2)])
    bo = record_after([(first_end, 2), (second_end, 0)])
    want = {
        **earlier,
        "counted": [*earlier["counted"], *ids],
        "people": [{"name": "Ann", **ann}, {"name": "Bo", **bo}],
    }
    assert stats(page) == want
    assert (ann["played"], ann["won"], ann["streak"], bo["played"], bo["won"]) == (2, 2, 2, 2, 0)
    page.reload()
    wait_for_state(page, "game-over")
    assert stats(page) == want

    # Ann alone against the computer (she wins, 33 to 12): the one person's record counts it as
    # always (R9.2: the first side to 155 raw wins), and so does Ann's.
    third, third_end = at_last_turn(28, [person("Ann"), EASY], TO_31)
    assert third_end.view["winner"] == 0 and third_end.view["display_scores"] == [33, 12]
    plant_save(page, server, third.call("record"), "g-3")
    finish_on_the_page(page, server, table, "game-over", curtain=False)
    ann = record_after([(first_end, 0), (second_end, 2), (third_end, 0)])
    want = {
        **earlier,
        "games": {"2p:easy": {"played": 5, "won": 4}},
        "streak": 3,
        "best_streak": 3,
        "counted": [*earlier["counted"], *ids, third_end.state["game_id"]],
        "people": [{"name": "Ann", **ann}, {"name": "Bo", **bo}],
    }
    assert stats(page) == want
    assert (ann["played"], ann["won"], ann["streak"], ann["best_score"]) == (3, 3, 3, 34)
    page.reload()
    wait_for_state(page, "game-over")
    assert stats(page) == want

    # The panel: each person's figures, and the one person's games as before.
    page.locator('[data-action="stats"]').click()
    page.locator("dialog#stats[open]").wait_for()
    assert page.evaluate(PANEL_PEOPLE) == {"Ann": cells(ann), "Bo": cells(bo)}
    assert page.evaluate(PANEL_KINDS) == {"2p:easy": ["5", "4"], "all": ["5", "4"]}
    text = page.locator("dialog#stats").inner_text()
    assert "People on this device" in text and "One person against the computers" in text, text


# What the engine's start fetches (Pyodide's files, the engine's wheel, the memory snapshot).
ENGINE_FILES = re.compile(r"/(pyodide|wheels|snapshot)/")


def test_unreadable_statistics_are_kept_aside_and_said(page: Page, server: SiteServer) -> None:
    damaged = json.dumps({**json.loads(EARLIER_STATS), "people": [{"name": "Ann", "played": -1}]})
    page.goto(server.blank_url)
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [STATS_KEY, damaged])
    # The panel opened before the engine has told which games there are (its Python held back):
    # it says so, then reads the set once they are known (the notice came never, once, here).
    held: list[Route] = []
    released = False

    def hold(route: Route) -> None:
        if released:
            route.continue_()
        else:
            held.append(route)

    page.route(ENGINE_FILES, hold)
    page.goto(server.base_url + "?fast=1")
    page.locator("dialog#newgame[open]").wait_for()
    page.keyboard.press("Escape")
    page.locator('[data-action="stats"]').click()
    page.wait_for_function("() => !!document.querySelector('dialog#stats .stats-note')")
    assert page.locator("dialog#stats .stats-body").inner_text() == (
        "Your statistics show once the game has loaded."
    )
    assert held, "the engine's start was held back"
    released = True
    for route in held:
        route.continue_()
    notice = page.locator('[data-notice="stats-rejected"]')
    notice.wait_for()
    said = notice.text_content() or ""
    assert "could not be read" in said, said
    aside = page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('five-up:stats:rejected:'))"
    )
    assert len(aside) == 1 and aside[0] in said, (aside, said)
    assert storage(page, aside[0]) == damaged, "kept aside exactly as it was"
    assert storage(page, STATS_KEY) is None
    assert "No finished games yet." in (page.locator("dialog#stats").text_content() or "")


# ---- the coach, per person ----------------------------------------------------------------------

TWO_PEOPLE = [person("Ann"), person("Bo")]


def coach_steps(game: Offline, seat: int) -> list[int]:
    return [m["step"] for m in game.call("coach", {"round": 1, "seat": seat})["moments"]]


def both_coached(seed: int) -> bool:
    """Round 1 of the seed gives each person at least one moment, and different ones."""
    game = Offline(seed, TWO_PEOPLE, {})
    game.run(rounds=1)
    ann, bo = coach_steps(game, 0), coach_steps(game, 1)
    return bool(ann) and bool(bo) and ann != bo


def shown_steps(page: Page) -> list[int]:
    steps: list[int] = page.evaluate(
        """() => [...document.querySelectorAll("#coach-box .coach-item")]
             .map((li) => Number(li.dataset.step))"""
    )
    return steps


def test_the_coach_reviews_the_chosen_person(page: Page, server: SiteServer) -> None:
    seed = find_seed(3, both_coached, tries=200)
    before, ended = at_last_turn(seed, TWO_PEOPLE, {}, rounds=1)
    assert ended.view["round_over"] and ended.view["round"] == 1
    table = Table(page, server)
    plant_save(page, server, before.call("record"), "c-1")
    finish_on_the_page(page, server, table, "round-over")

    box = page.locator("#coach-box")
    asks = box.locator('[data-action="coach"]')
    box.locator('[data-action="coach"][data-seat="1"]').wait_for()
    assert asks.all_inner_texts() == ["Review Ann's moves", "Review Bo's moves"]
    for seat, name in ((1, "Bo"), (0, "Ann")):
        want = ended.call("coach", {"round": 1, "seat": seat})["moments"]
        box.locator(f'[data-action="coach"][data-seat="{seat}"]').click()
        page.wait_for_function(
            "(seat) => document.querySelector('#coach-box').dataset.seat === String(seat)"
            " && document.querySelector('#coach-box .coach-item')",
            arg=seat,
            timeout=WAIT,
        )
        assert shown_steps(page) == [m["step"] for m in want]
        # Each moment is the person's own: their seat moved at that step of the round's history.
        history = ended.view["history"]
        assert all(history[m["step"]]["seat"] == seat for m in want)
        assert all(m["view"]["seat"] == seat for m in want)
        assert (box.locator(".coach-whose").text_content() or "") == f"{name}'s moves:"
        item = box.locator(".coach-item").first
        kind = "Exact" if want[0]["exact"] else "Estimate"  # how the engine valued it
        assert (item.locator(".coach-kind").text_content() or "") == kind
        first = (item.text_content() or "").removeprefix(kind)
        assert first.startswith(f"Move {want[0]['step'] + 1}: {name} "), first
        gain = f"{want[0]['display_gain']:.1f}"  # in points, as the score sheet counts them
        assert want[0]["played"]["tile"] in first and gain in first, first
        pressed = box.locator('[data-action="coach"][aria-pressed="true"]').all_inner_texts()
        assert pressed == [f"Review {name}'s moves"]
    # Stepping through shows the chosen person's hand, by name.
    box.locator('[data-action="coach-step"]').click()
    page.locator("#coach-dialog[open]").wait_for()
    page.wait_for_function(
        "() => document.querySelector('#coach-dialog .viewer-hand[data-seat=\"0\"]')"
    )
    name = page.locator("#coach-dialog .viewer-hand[data-seat] .viewer-hand-name").text_content()
    assert name == "Ann", name


# ---- access ------------------------------------------------------------------------------------

PEOPLE = [
    {"name": "Annikki-Marjatta", "played": 12, "won": 7, "best_score": 124, "streak": 2},
    {"name": "Bo", "played": 3, "won": 0, "best_score": None, "streak": 0},
]


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_axe_with_people(browser: Browser, server: SiteServer, lang: str) -> None:
    """The panel with each person's table and the coach's choice of person, at phone size."""
    context, guard = open_context(browser, server, lang=lang, viewport=PHONE, bypass_csp=True)
    try:
        page = new_page(context)
        before, _ = at_last_turn(find_seed(3, both_coached, tries=200), TWO_PEOPLE, {}, rounds=1)
        plant_save(page, server, before.call("record"), "c-1")
        people = [{**p, "best_streak": p["streak"]} for p in PEOPLE]
        planted = json.dumps({**json.loads(EARLIER_STATS), "people": people})
        page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [STATS_KEY, planted])
        finish_on_the_page(page, server, Table(page, server), "round-over", lang=lang)
        page.locator('#coach-box [data-action="coach"][data-seat="1"]').click()
        page.locator("#coach-box .coach-item").first.wait_for()
        found = axe_violations(page)
        assert not found, "axe-core with the coach's people: " + "\n".join(found)

        page.locator('[data-action="stats"]').first.click()
        page.locator("dialog#stats[open] tr[data-stats-person]").first.wait_for()
        found = axe_violations(page)
        assert not found, "axe-core with the people's statistics: " + "\n".join(found)
        box = page.locator("dialog#stats")
        assert box.evaluate("(d) => d.scrollWidth <= d.clientWidth"), "the panel scrolls sideways"
        guard.check()
    finally:
        context.close()


HUGE = 3_000_000  # characters: fits once in Chromium's localStorage (about 5 million), not twice


def test_unreadable_statistics_with_no_room_for_a_copy_are_never_written_over(
    page: Page, server: SiteServer
) -> None:
    """A finished pass-and-play game counts nothing over statistics that could not be read nor
    kept aside: they stay as they were, and the notice says why."""
    before, ended = at_last_turn(23, [person("Ann"), EASY, person("Bo")], TO_31)
    plant_save(page, server, before.call("record"), "g-1")
    length = page.evaluate(
        "([key, n]) => { localStorage.setItem(key, '{' + 'x'.repeat(n)); return n + 1; }",
        [STATS_KEY, HUGE],
    )
    finish_on_the_page(page, server, Table(page, server), "game-over")
    assert ended.view["over"]
    notice = page.locator('[data-notice="stats-rejected"]')
    said = notice.text_content() or ""
    assert "could not be read" in said and "no room to keep a copy" in said, said
    assert notice.get_attribute("role") == "alert"
    assert page.evaluate("(key) => localStorage.getItem(key).length", STATS_KEY) == length
    aside = page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('five-up:stats:rejected:'))"
    )
    assert aside == []
