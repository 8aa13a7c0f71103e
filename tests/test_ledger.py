"""What the table knows (engine/ledger.py): exact ledgers on deals made by hand in each game, and
over seeded whole games that every fact is true of the real hands (soundness) and that nothing the
viewer cannot see changes it (the hidden tiles dealt again consistently with the history)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from engine import DOUBLE_SIX, Draw, Game, Pass, Place
from engine.ledger import Ledger, SeatFacts, ledger_of_view
from engine.protocol import Session
from engine.rules import PRESETS
from engine.unseen import seen_game
from tests.conftest import E, T, ask, result

AF = PRESETS["all-fives"]
PB = PRESETS["partnership-block"]
GAMES = [
    ("five-up", 2),
    ("five-up", 3),
    ("five-up", 4),
    ("all-fives", 2),
    ("all-fives", 3),
    ("all-fives", 4),
    ("partnership-block", 4),
]


def public(game: Game, seat: int = 0) -> Ledger:
    """The ledger any seat may open, as while the curtain is up (no hand read)."""
    return ledger_of_view(game.view(seat), with_hand=False)


def lacks(game: Game) -> list[tuple[int, ...]]:
    return [facts.lacks for facts in public(game).seats]


def place(game: Game, tile: str, end: str | None = None) -> None:
    game.play(Place(T(tile), None if end is None else E(end)))


# ----- deals made by hand -----------------------------------------------------------------------


def five_up_deal() -> Game:
    """Seat 1 draws twice in each of two turns (R7.2); seat 0 always has a tile that fits."""
    hands = [["[3|5]", "[3|4]", "[4|5]", "[0|0]"], ["[0|1]", "[0|2]", "[1|2]"]]
    return Game.from_deal(hands, ["[2|2]", "[5|6]", "[5|5]", "[4|6]", "[6|6]"], starter=0)


def test_a_draw_says_what_the_hand_held_and_knows_nothing_of_the_drawn_tile():  # R7.2, R7.1
    game = five_up_deal()
    place(game, "[3|5]")  # open: 3 and 5
    assert lacks(game) == [(), ()]
    game.play(Draw())  # seat 1 held no 3 or 5, but the tile it drew may show either
    assert lacks(game) == [(), ()]
    game.play(Draw())  # [2|2] did not fit either; the new tile, [5|6], is not accounted for
    assert lacks(game) == [(), ()]
    place(game, "[5|6]", "[3|5] high")  # the drawn tile placed: the rest held no 3 or 5
    assert lacks(game) == [(), (3, 5)]
    assert public(game).seats[1] == SeatFacts(seat=1, tiles=4, lacks=(3, 5))


def test_a_later_draw_resets_the_facts_until_its_tile_is_seen():  # R7.2
    game = five_up_deal()
    place(game, "[3|5]")
    game.play(Draw())
    game.play(Draw())
    place(game, "[5|6]", "[3|5] high")
    place(game, "[3|4]", "[3|5] low")  # open: 4 and 6
    game.play(Draw())  # [5|5]: the old facts (no 3, no 5) no longer cover the whole hand
    assert lacks(game) == [(), ()]
    game.play(Draw())  # [5|5] did not fit 4 or 6: the hand held no 4 or 6
    place(game, "[4|6]", "[5|6] high")  # the second drawn tile placed
    assert lacks(game) == [(), (4, 6)]  # [5|5] may still show a 3 or a 5, as far as anyone knows
    assert (public(game).seats[1].tiles, public(game).boneyard) == (5, 1)
    place(game, "[4|5]", "[3|4] high")
    place(game, "[5|5]", "[4|5] high")  # a 5: only the tile drawn in that turn could show one
    assert lacks(game) == [(), (3, 4, 5, 6)]
    assert game.hands[1] == (T("[0|1]"), T("[0|2]"), T("[1|2]"), T("[2|2]"))


def test_a_pass_with_the_boneyard_empty_and_until_the_next_draw():  # AF2, R7.3
    hands = [["[0|0]", "[0|6]", "[6|6]", "[1|1]"], ["[2|3]", "[4|4]"]]
    game = Game.from_deal(hands, ["[4|5]"], starter=0, rules=AF)
    place(game, "[0|0]")  # AF3: the first double, open on its two sides: 0
    game.play(Draw())  # [4|5] fits no 0: the boneyard is empty
    assert game.legal_moves() == [Pass()]
    game.play(Pass())
    assert lacks(game) == [(), (0,)]
    place(game, "[0|6]", "[0|0] line_a")  # open: 0 and 6
    game.play(Pass())
    assert public(game) == Ledger(
        seats=(SeatFacts(0, 2, ()), SeatFacts(1, 3, (0, 6))), boneyard=0, viewer=None, unseen=None
    )


def test_the_block_game_keeps_a_pass_for_the_rest_of_the_hand():  # PB4, PB3
    hands = [["[0|0]", "[1|4]"], ["[2|3]", "[5|6]"], ["[0|1]", "[3|3]"], ["[2|4]", "[1|5]"]]
    game = Game.from_deal(hands, [], starter=0, rules=PB)
    place(game, "[0|0]")
    game.play(Pass())  # seat 1 has no 0
    place(game, "[0|1]", "[0|0] line_a")  # open: 0 and 1
    assert lacks(game) == [(), (0,), (), ()]
    place(game, "[1|5]", "[0|1] high")  # open: 0 and 5
    game.play(Pass())  # seat 0 holds [1|4]: no 0, no 5
    place(game, "[5|6]", "[1|5] high")  # seat 1 places: its pass still stands (open: 0 and 6)
    assert lacks(game) == [(0, 5), (0,), (), ()]
    assert public(game).boneyard is None  # PB4: no stock, no count
    assert [f.tiles for f in public(game).seats] == [1, 1, 1, 1]


def test_the_unseen_tiles_are_the_viewers_and_only_with_its_hand():  # R1.1, R1.4
    hands = [["[0|0]", "[1|4]"], ["[2|3]", "[5|6]"], ["[0|1]", "[3|3]"], ["[2|4]", "[1|5]"]]
    game = Game.from_deal(hands, [], starter=0, rules=PB)
    place(game, "[0|0]")
    mine = ledger_of_view(game.view(0), with_hand=True)
    assert mine.viewer == 0
    assert mine.unseen == tuple(t for t in DOUBLE_SIX if t not in {T("[0|0]"), T("[1|4]")})
    assert len(mine.unseen) == 26
    theirs = ledger_of_view(game.view(2), with_hand=True).unseen
    assert theirs is not None and T("[1|4]") in theirs and T("[0|1]") not in theirs
    assert mine._replace(viewer=None, unseen=None) == public(game, 2)


def test_the_ledger_op_reads_no_hand_without_a_seat():  # R1.4, docs/protocol.md
    session = Session()
    result(session, "new_game", players=3, seed=5)
    for _ in range(6):
        state = result(session, "state")
        view = state["view"]
        if view["current"] == state["human"]:
            result(session, "play", move=view["legal_moves"][0])
        else:
            result(session, "ai_move")
    shown = result(session, "ledger", seat=0)
    curtain = result(session, "ledger")
    assert (curtain["viewer"], curtain["unseen"]) == (None, None)
    assert {**shown, "viewer": None, "unseen": None} == curtain
    game = session.require_game()
    assert shown["unseen"] == [
        str(t) for t in DOUBLE_SIX if t not in game.hands[0] and t not in game.board.tiles
    ]
    assert [s["tiles"] for s in shown["seats"]] == [len(h) for h in game.hands]
    assert shown["boneyard"] == len(game.boneyard)
    refused = ask(session, "ledger", seat=3)
    assert refused["error"]["message"] == "seat is a whole number 0..2, not 3"


# ----- seeded whole games -----------------------------------------------------------------------


def whole_game(preset: str, players: int, seed: int) -> Iterator[Game]:
    """A whole game of random legal moves, the game after every move of every round (read it
    before asking for the next)."""
    rng = random.Random(seed)
    game = Game.new(players, seed=seed, rules=PRESETS[preset])
    while not game.over:
        if game.round_over:
            game.next_round()
            continue
        game.play(rng.choice(game.legal_moves()))
        yield game


@pytest.mark.parametrize(("preset", "players"), GAMES)
def test_every_fact_is_true_of_the_real_hands(preset: str, players: int):  # R7.2, R7.3, AF2, PB4
    facts = 0
    for seed in range(3):
        for game in whole_game(preset, players, seed):
            ledger = public(game)
            for seat, (found, hand) in enumerate(zip(ledger.seats, game.hands, strict=True)):
                assert found.tiles == len(hand)
                shown = {v for tile in hand for v in (tile.low, tile.high)}
                assert not shown & set(found.lacks), (seed, seat, found, hand)
                facts += len(found.lacks)
            stock = PRESETS[preset].stock == "draw"
            assert ledger.boneyard == (len(game.boneyard) if stock else None)
    assert facts > 100  # the games do teach something


@pytest.mark.parametrize(("preset", "players"), GAMES)
def test_nothing_the_viewer_cannot_see_changes_the_ledger(preset: str, players: int):  # R1.4
    rng = random.Random(players)
    checked = changed = 0
    for step, game in enumerate(whole_game(preset, players, 11)):
        if step % 4 or game.round_over:
            continue
        viewer = game.current
        other = seen_game(game, frozenset({viewer}), rng)
        changed += other.hands != game.hands
        for seat in range(players):
            mine = ledger_of_view(game.view(seat), with_hand=seat == viewer)
            assert ledger_of_view(other.view(seat), with_hand=seat == viewer) == mine
        checked += 1
    assert checked >= 5 and changed >= checked // 2  # most moments leave the hidden tiles free
