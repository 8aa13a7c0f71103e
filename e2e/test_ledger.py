"""What the table knows (issue 42) in the move log, at 1366 x 768: a seeded game against the easy
computer a few moves in, until a draw has told the table something (R7.2), then the log opened.
Its section "What the table knows" shows exactly the engine's `ledger` for the person's seat (the
game played beside it in CPython, `tabletop.Lockstep`): each seat's tiles and the numbers it is
known to have none of, the boneyard's count and the tiles the person has not seen, as a table with
headings a screen reader reads by row and column. In English and in Spanish."""

from __future__ import annotations

import functools
from typing import Any

from harness import SiteServer
from ledgerpage import shown_ledger
from playwright.sync_api import Page
from tabletop import SETTLED, Lockstep, Replay, Table, find_seed, policy_move
from viewports import SIZES

SIZE = SIZES["laptop-1366x768"]
MOVES = 8  # the person's moves at most before the table knows something


def knows_something(seed: int) -> bool:
    """Within MOVES of the person's moves (their policy), a seat is known to lack a number while
    the round is still on."""
    replay = Replay(seed=seed, players=2, levels=["easy"])
    for _ in range(MOVES):
        if replay.view["round_over"]:
            return False
        replay.play(policy_move(replay.view))
        ledger = replay.call("ledger", {"seat": 0})
        if not replay.view["round_over"] and any(s["lacks"] for s in ledger["seats"]):
            return True
    return False


@functools.cache
def seed() -> int:
    return find_seed(1, knows_something)


def open_game(page: Page, server: SiteServer, lang: str) -> Lockstep:
    page.set_viewport_size(SIZE)
    page.goto(f"{server.base_url}?seed={seed()}&players=2&levels=easy&fast=1&lang={lang}")
    page.wait_for_function(
        "settled => settled.includes(document.body.dataset.state)", arg=list(SETTLED)
    )
    table = Table(page, server)
    return Lockstep(table, seed=seed(), players=2, levels=["easy"], snap=table.snapshot())


def play_until_known(game: Lockstep) -> dict[str, Any]:
    """The person's moves until the engine's ledger knows a number some seat lacks; that ledger."""
    for _ in range(MOVES):
        game.turn()
        ledger = game.replay.call("ledger", {"seat": 0})
        if any(s["lacks"] for s in ledger["seats"]):
            return ledger
    raise AssertionError(f"seed {seed()}: nothing known after {MOVES} moves")


def expected_rows(ledger: dict[str, Any], names: list[str], nothing: str) -> list[list[str]]:
    """The rows the engine's ledger makes: seat, name, tiles, the numbers lacked (or `nothing`)."""
    lacks = [", ".join(map(str, s["lacks"])) or nothing for s in ledger["seats"]]
    return [
        [str(s["seat"]), names[s["seat"]], str(s["tiles"]), lack]
        for s, lack in zip(ledger["seats"], lacks, strict=True)
    ]


def test_the_table_knows_in_english(page: Page, server: SiteServer) -> None:  # R7.2, R1.4
    game = open_game(page, server, "en")
    ledger = play_until_known(game)
    shown = shown_ledger(page)
    assert shown == {
        "title": "What the table knows",
        "labelled": "log-ledger-title",
        "head": ["Player", "Tiles in hand", "Has none of"],
        "rows": expected_rows(ledger, ["You", "North"], "nothing known"),
        "boneyard": f"Boneyard: {ledger['boneyard']} tiles.",
        "unseenHeading": None,  # never a list worked out from one hand (see web/aids/log.js)
        "unseen": None,
        "curtain": "Only what every player knows is listed: the tiles you have not seen are yours"
        " to work out.",
    }
    engine = game.replay.view  # the figures the engine's own view gives, too
    assert [int(row[2]) for row in shown["rows"]] == engine["hand_counts"]
    assert ledger["boneyard"] == engine["boneyard_count"]


def test_the_table_knows_in_spanish(page: Page, server: SiteServer) -> None:  # R7.2
    game = open_game(page, server, "es")
    ledger = play_until_known(game)
    shown = shown_ledger(page)
    names = [row[1] for row in shown["rows"]]
    assert shown == {
        "title": "Lo que sabe la mesa",
        "labelled": "log-ledger-title",
        "head": ["Jugador", "Fichas en la mano", "No lleva"],
        "rows": expected_rows(ledger, names, "no se sabe nada"),
        "boneyard": f"Pozo: {ledger['boneyard']} fichas.",
        "unseenHeading": None,
        "unseen": None,
        "curtain": "Solo sale lo que sabe cada jugador: las fichas que no has visto te toca"
        " deducirlas a ti.",
    }
    assert names[0] != "You" and all(names)
