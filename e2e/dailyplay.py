"""Playing and reading the daily deal and challenges on the page, shared by their e2e tests
(test_daily.py, test_challenge_trip.py): the person's moves by the tabletop's policy, the card's
text, challenge codes made in CPython through the worker's protocol handler."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from harness import SiteServer
from playwright.sync_api import Page
from tabletop import SETTLED, Snapshot, Table, policy_move

from engine.protocol import Session, handle

DASH = "\u2013"  # the page writes a score as 61, an en dash, 40


# The whole daily game's date: its deals end the game in 7 rounds under the tabletop's policy
# against the hard computer (86 of the person's moves; the 24th's take 24 rounds and 175 moves).
WHOLE = "2026-02-01"


CHALLENGES = "five-up:challenge"  # the challenge open on a device (persist/challenges.js)

COUNTED_LINE = "Today's deal \u00b7 counted try \u00b7 no hint or undo"


def score(scores: list[int]) -> str:
    """Two sides' points as the page writes them: a true minus sign, an en dash between."""
    return DASH.join(str(n).replace("-", "\u2212") for n in scores)


def settle(page: Page) -> None:
    page.wait_for_function(
        "settled => settled.includes(document.body.dataset.state)", arg=list(SETTLED)
    )


def dealt(page: Page) -> None:
    """A game dealt on the table and the person's to act ("new-game", the dialog's, is not)."""
    page.wait_for_function(
        "states => states.includes(document.body.dataset.state)",
        arg=["your-turn", "round-over", "game-over"],
    )


def play(table: Table, turns: int | None = None) -> Snapshot:
    """The person's moves by the tabletop's fixed policy (the heaviest tile, the first end), to
    the game's end or for ``turns`` turns."""
    snap = table.snapshot()
    made = 0
    while snap.state != "game-over" and (turns is None or made < turns):
        if snap.state == "round-over":
            snap = table.next_round(snap)
            continue
        _, snap = table.play_turn(snap, lambda tile, ends: None)
        made += 1
    return snap


def hand(page: Page) -> list[str]:
    tiles: list[str] = page.eval_on_selector_all(
        "#hand [data-tile]", "tiles => tiles.map((t) => t.dataset.tile)"
    )
    return tiles


def code_of(link: str) -> str:
    return link.split("#challenge=")[1].split("&")[0]


def card_text(page: Page) -> str:
    page.wait_for_function(
        """() => {
             // In any language: a card checked or refused has its buttons, one being checked none.
             const d = document.querySelector("#compare-dialog");
             return d && d.open && d.querySelector(".aid-dialog-body button") !== null;
           }"""
    )
    return str(page.locator("#compare-dialog .aid-dialog-body").inner_text())


def challenge_code() -> str:
    """A short finished game (to 31, H1) of Ana against the random computer, made in CPython; its
    deals (seed 112) end the friend's game in 4 rounds, 43 moves, under the tabletop's policy."""
    session = Session()
    seats = [{"kind": "person", "name": "Ana"}, {"kind": "computer", "level": "random"}]
    args = {"players": 2, "seats": seats, "seed": 112, "rules": {"target": 155}}
    played_out(session, protocol_result(session, "new_game", args))
    code: str = protocol_result(session, "challenge", {})["code"]
    return code


def challenge_before_its_end(code: str) -> dict[str, Any]:
    """The friend's game of challenge ``code`` played in CPython by the tabletop's policy up to
    its last move of the person's, as the page keeps a challenge being played (persist/
    challenges.js: the side game's record, move by move): one move from the end, so that a test
    reads the finished challenge's card without the page playing the whole game."""

    def opened() -> tuple[Session, Any]:
        session = Session()
        protocol_result(session, "challenge_open", {"code": code})
        return session, protocol_result(session, "challenge_play", {})

    made = 0

    def counted(view: dict[str, Any]) -> dict[str, Any]:
        nonlocal made
        made += 1
        return policy_move(view)

    played_out(*opened(), counted)
    session, state = opened()
    played_out(session, state, policy_move, moves=made - 1)
    record: dict[str, Any] = protocol_result(session, "record", {})
    return {"name": None, "open": {"code": code, "vs": None, "playing": True, "record": record}}


def go_on_before_its_end(page: Page, server: SiteServer, code: str) -> None:
    """The challenge ``code`` being played on ``page`` (its record kept by the page once), taken
    on over a reload from the person's last move: the page keeps it so
    (challenge_before_its_end), and goes on from it as from any challenge kept being played."""
    kept = f"() => JSON.parse(localStorage.getItem('{CHALLENGES}') || 'null')?.open?.record"
    page.wait_for_function(kept)
    raw = json.dumps(challenge_before_its_end(code))
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [CHALLENGES, raw])
    page.goto(f"{server.base_url}?fast=1")
    page.wait_for_function("() => document.body.dataset.side === 'challenge'")
    dealt(page)


def daily_challenge_code(date: str) -> tuple[str, list[int]]:
    """``date``'s deal played out in CPython by a friend who plays the heaviest tile on its last
    end (6-67 in 5 rounds on WHOLE: a short game for the page to check, and another result than
    the tests' person's 15-63), as a challenge code, and the friend's display scores."""
    session = Session()
    state = played_out(
        session, protocol_result(session, "daily", {"date": date}), heaviest_on_its_last_end
    )
    code: str = protocol_result(session, "challenge", {"date": date})["code"]
    return code, list(state["view"]["display_scores"])


def first_legal(view: dict[str, Any]) -> dict[str, Any]:
    move: dict[str, Any] = view["legal_moves"][0]
    return move


def last_legal(view: dict[str, Any]) -> dict[str, Any]:
    move: dict[str, Any] = view["legal_moves"][-1]
    return move


def heaviest_on_its_last_end(view: dict[str, Any]) -> dict[str, Any]:
    """The tabletop's tile (the heaviest) on the last of its ends, else the draw or pass."""
    move = policy_move(view)
    if move["type"] != "place":
        return move
    ends: list[dict[str, Any]] = [
        m for m in view["legal_moves"] if m["type"] == "place" and m["tile"] == move["tile"]
    ]
    return ends[-1]


def played_out(
    session: Session,
    state: Any,
    choose: Callable[[dict[str, Any]], dict[str, Any]] = first_legal,
    moves: int | None = None,
) -> Any:
    """The game of ``state`` played to its end (or for ``moves`` of the person's), the person's
    moves chosen by ``choose``."""
    while not state["view"]["over"] and moves != 0:
        view = state["view"]
        if view["round_over"]:
            state = protocol_result(session, "next_round", {})
        elif view["current"] == state["human"]:
            state = protocol_result(session, "play", {"move": choose(view)})
            moves = None if moves is None else moves - 1
        else:
            state = protocol_result(session, "ai_move", {})["state"]
    return state


def protocol_result(session: Session, op: str, args: dict[str, Any]) -> Any:
    answer = handle({"id": 1, "op": op, "args": args}, session)
    assert answer["ok"], answer
    return answer["result"]
