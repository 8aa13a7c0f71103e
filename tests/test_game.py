"""One focused test per rule of play (R1-R9), with exact values."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import DOUBLE_SIX, Draw, Game, IllegalMove, Pass, Place
from engine.deal import draw_lot
from tests.conftest import E, T


def tiles(*texts: str):
    return [T(t) for t in texts]


@pytest.mark.parametrize(("players", "pile"), [(2, 18), (3, 13), (4, 8)])
def test_deal_five_each_rest_is_boneyard(players, pile):  # R1.3
    game = Game.new(players, seed=3)
    assert [len(h) for h in game.hands] == [5] * players
    assert len(game.boneyard) == pile
    everything = [t for h in game.hands for t in h] + list(game.boneyard)
    assert sorted(everything) == sorted(DOUBLE_SIX)  # R1.1


def test_same_seed_same_game():  # R2.2 decision: seeded lot and deal
    a, b = Game.new(3, seed=11), Game.new(3, seed=11)
    assert (a.hands, a.boneyard, a.current) == (b.hands, b.boneyard, b.current)
    assert Game.new(3, seed=12).hands != a.hands


@pytest.mark.parametrize("players", [1, 5, 0, "2", None])
def test_player_count_refused(players):  # R1.2
    with pytest.raises(ValueError, match="R1.2"):
        Game.new(players)


def test_partnerships_sit_opposite():  # R1.2
    game = Game.new(4, seed=1)
    assert [game.side_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert len(game.scores) == 2
    assert [Game.new(3, seed=1).side_of(s) for s in range(3)] == [0, 1, 2]


def test_turns_go_clockwise():  # R2.1
    game = Game.from_deal(
        [tiles("[1|2]", "[6|6]"), tiles("[2|3]", "[6|5]"), tiles("[3|4]", "[5|5]")], [], starter=1
    )
    game.play(Place(T("[2|3]"), None))
    assert game.current == 2
    game.play(Place(T("[3|4]"), E("[2|3] high")))
    assert game.current == 0
    game.play(Place(T("[1|2]"), E("[2|3] low")))
    assert game.current == 1


class ScriptedDice:
    """A stand-in random source throwing the given dice, to test the lot's tie rule."""

    def __init__(self, dice):
        self.dice = list(dice)

    def getrandbits(self, bits):  # a die d of 6 faces is drawn as d - 1 in 3 bits (deal.below)
        assert bits == 3
        return self.dice.pop(0) - 1


def test_lot_tie_is_thrown_again_among_the_tied():  # R2.2
    lot = draw_lot(ScriptedDice([6, 3, 6, 1, 4, 2]), [0, 1, 2, 3])  # type: ignore[arg-type]
    assert lot.throws == (((0, 6), (1, 3), (2, 6), (3, 1)), ((0, 4), (2, 2)))
    assert lot.winner == 0


def test_lot_is_fair():  # R2.2: each seat equally likely
    wins = Counter(draw_lot(random.Random(i), [0, 1, 2]).winner for i in range(3000))
    assert all(900 <= wins[s] <= 1100 for s in range(3)), wins


def test_first_starter_is_the_lot_winner_and_hands_give_no_advantage():  # R2.2
    for seed in range(20):
        game = Game.new(2, seed=seed)
        lot = game.rounds[0].deal.lot
        assert lot is not None and game.current == lot.winner


def test_opening_with_any_tile():  # R3.1
    game = Game.from_deal([tiles("[1|4]", "[6|6]", "[0|0]"), tiles("[2|3]")], [])
    assert sorted(game.legal_moves(), key=str) == sorted(
        [Place(T(t), None) for t in ("[1|4]", "[6|6]", "[0|0]")], key=str
    )


def test_must_place_when_able_no_drawing():  # R7.1
    game = Game.from_deal([tiles("[1|4]"), tiles("[4|6]", "[0|0]")], tiles("[2|2]"))
    game.play(Place(T("[1|4]"), None))  # seat 0 goes out... scores 5 and the round ends
    assert game.round_over
    game = Game.from_deal([tiles("[1|4]", "[3|3]"), tiles("[4|6]", "[0|0]")], tiles("[2|2]"))
    game.play(Place(T("[1|4]"), None))
    assert game.legal_moves() == [Place(T("[4|6]"), E("[1|4] high"))]
    with pytest.raises(IllegalMove, match="R7.1"):
        game.play(Draw())
    with pytest.raises(IllegalMove, match="R7.1"):
        game.play(Pass())


def test_draw_until_playable_then_exactly_that_tile():  # R7.2
    game = Game.from_deal(
        [tiles("[1|4]", "[6|6]"), tiles("[0|0]", "[2|2]")],
        tiles("[3|3]", "[0|6]", "[4|5]", "[1|5]"),
    )
    game.play(Place(T("[1|4]"), None))
    assert game.legal_moves() == [Draw()]  # seat 1 holds nothing with a 1 or a 4
    game.play(Draw())  # [3|3]: no 1 or 4, keep drawing
    assert game.hands[1] == tuple(tiles("[0|0]", "[2|2]", "[3|3]"))
    assert game.legal_moves() == [Draw()] and game.current == 1
    game.play(Draw())  # [0|6]: still nothing
    game.play(Draw())  # [4|5]: playable, stop
    assert game.must_play == T("[4|5]")
    assert game.legal_moves() == [Place(T("[4|5]"), E("[1|4] high"))]
    assert game.boneyard == (T("[1|5]"),)  # drawing stopped at the first playable tile
    with pytest.raises(IllegalMove, match="R7.2"):
        game.play(Draw())
    game.play(Place(T("[4|5]"), E("[1|4] high")))
    assert game.current == 0 and game.must_play is None


def test_drawn_tile_only_even_if_another_fits_after_the_draw():  # R7.2
    # The drawn tile is a double that could go on two ends; hand tiles stay unplayable anyway.
    game = Game.from_deal([tiles("[1|4]", "[6|6]"), tiles("[0|0]")], tiles("[4|4]", "[2|3]"))
    game.play(Place(T("[1|4]"), None))
    game.play(Draw())
    assert game.legal_moves() == [Place(T("[4|4]"), E("[1|4] high"))]
    with pytest.raises(IllegalMove, match="R7.2"):
        game.play(Place(T("[0|0]"), E("[1|4] low")))


def test_pass_only_with_an_empty_boneyard():  # R7.3
    game = Game.from_deal(
        [tiles("[1|4]", "[4|6]", "[1|1]"), tiles("[0|0]", "[1|2]")], tiles("[3|3]")
    )
    game.play(Place(T("[1|4]"), None))
    assert game.legal_moves() == [Place(T("[1|2]"), E("[1|4] low"))]
    game = Game.from_deal([tiles("[1|4]", "[4|6]"), tiles("[0|0]", "[2|3]")], [])
    game.play(Place(T("[1|4]"), None))
    assert game.legal_moves() == [Pass()]
    with pytest.raises(IllegalMove, match="R7.3"):
        game.play(Draw())
    game.play(Pass())
    assert game.current == 0
    game = Game.from_deal([tiles("[1|4]", "[4|6]"), tiles("[0|0]", "[2|3]")], tiles("[5|5]"))
    game.play(Place(T("[1|4]"), None))
    with pytest.raises(IllegalMove, match="R7.3"):
        game.play(Pass())


def test_blocked_round_ends_at_once():  # R7.4, R8.4
    game = Game.from_deal([tiles("[1|4]", "[6|6]"), tiles("[0|0]", "[2|3]")], [])
    game.play(Place(T("[1|4]"), None))  # 5 raw
    assert game.round_over
    assert game.legal_moves() == []
    assert game.round_result == {
        "ender": None,
        "blocked": True,
        "penalties": [10, 5],  # 12 -> 10, 5 -> 5
        "scores": [-5, -5],
        "pips": [12, 5],
        "gained": [5, 0],  # [1|4] alone: 1 + 4
        "deducted": [10, 5],
        "muggins": [0, 0],  # H2 is off
    }


def test_blocked_after_drawing_the_last_tile():  # R7.4
    game = Game.from_deal([tiles("[1|4]", "[6|6]"), tiles("[0|0]")], tiles("[2|3]"))
    game.play(Place(T("[1|4]"), None))
    game.play(Draw())
    assert game.round_over and game.round_result["blocked"]  # type: ignore[index]


def test_domino_scores_last_tile_first_then_deducts():  # R8.1, R8.2, R8.3, R8.4
    game = Game.from_deal(
        [tiles("[1|4]", "[1|5]"), tiles("[4|6]", "[2|2]", "[3|3]")], tiles("[0|0]"), starter=0
    )
    game.play(Place(T("[1|4]"), None))  # 4 + 1 = 5
    game.play(Place(T("[4|6]"), E("[1|4] high")))  # 1 + 6 = 7: nothing
    game.play(Place(T("[1|5]"), E("[1|4] low")))  # 5 + 6 = 11: nothing; seat 0 is out
    assert game.round_result == {
        "ender": 0,
        "blocked": False,
        "penalties": [0, 10],  # [2|2] + [3|3] = 10
        "scores": [5, -10],
        "pips": [0, 10],
        "gained": [5, 0],
        "deducted": [0, 10],
        "muggins": [0, 0],
    }
    assert game.scores == (5, -10)


def test_last_tile_scores_before_the_deductions():  # R8.2
    game = Game.from_deal([tiles("[5|5]"), tiles("[6|6]")], [], scores=[0, 0])
    game.play(Place(T("[5|5]"), None))  # 10 raw for the domino, then [6|6] costs its side 10
    assert game.round_result == {
        "ender": 0,
        "blocked": False,
        "penalties": [0, 10],
        "scores": [10, -10],
        "pips": [0, 12],
        "gained": [10, 0],
        "deducted": [0, 10],
        "muggins": [0, 0],
    }


def test_partners_hands_are_rounded_separately():  # R8.3: 3 + 3 costs 10, not 5
    game = Game.from_deal(
        [tiles("[5|5]"), tiles("[0|3]"), tiles("[6|6]"), tiles("[1|2]")], [], starter=0
    )
    game.play(Place(T("[5|5]"), None))  # side 0 scores 10 and seat 0 is out
    assert game.round_result == {
        "ender": 0,
        "blocked": False,
        "penalties": [0, 5, 10, 5],  # seats 1 and 3 hold 3 pips each: 5 + 5
        "scores": [0, -10],
        "pips": [0, 3, 12, 3],
        "gained": [10, 0],
        "deducted": [10, 10],  # side 0: [6|6] rounds to 10; side 1: 5 + 5
        "muggins": [0, 0],
    }


def test_reaching_the_target_then_losing_it_in_deductions_is_no_win():  # R9.1
    game = Game.from_deal([tiles("[1|4]", "[6|6]"), tiles("[2|3]")], [], scores=[300, 0])
    game.play(Place(T("[1|4]"), None))  # 305 for a moment, then blocked: -10
    assert game.round_over
    assert game.scores == (295, -5)
    assert not game.over and game.winner is None


def test_unique_top_at_target_wins():  # R9.2
    game = Game.from_deal([tiles("[1|4]"), tiles("[2|3]")], [], scores=[300, 310])
    game.play(Place(T("[1|4]"), None))  # 305 vs 310 - 5 = 305: a tie at the top
    assert game.scores == (305, 305)
    assert not game.over  # R9.3: another round
    game.next_round()
    assert game.round_number == 2
    game = Game.from_deal([tiles("[1|4]"), tiles("[2|3]")], [], scores=[300, 300])
    game.play(Place(T("[1|4]"), None))
    assert game.scores == (305, 295) and game.over and game.winner == 0
    with pytest.raises(IllegalMove, match="R9.2"):
        game.next_round()


def test_going_past_the_target_is_not_penalised():  # R9.3
    game = Game.from_deal([tiles("[5|5]"), tiles("[0|1]")], [], scores=[300, 0])
    game.play(Place(T("[5|5]"), None))  # 10
    assert game.scores == (310, 0) and game.winner == 0


def test_next_round_ender_starts():  # R2.3
    game = Game.from_deal([tiles("[5|5]", "[6|6]"), tiles("[0|1]")], [], starter=1, seed=5)
    game.play(Place(T("[0|1]"), None))
    assert game.round_result["ender"] == 1  # type: ignore[index]
    with pytest.raises(IllegalMove, match="R8.1"):
        Game.new(2, seed=1).next_round()
    game.next_round()
    assert game.current == 1 and game.rounds[-1].deal.lot is None
    assert [len(h) for h in game.hands] == [5, 5] and len(game.boneyard) == 18
    assert game.board.tiles == ()


def test_next_round_after_a_block_draws_a_new_lot():  # R2.3
    game = Game.from_deal([tiles("[1|4]", "[6|6]"), tiles("[0|0]", "[2|3]")], [], seed=9)
    game.play(Place(T("[1|4]"), None))
    game.next_round()
    lot = game.rounds[-1].deal.lot
    assert lot is not None and game.current == lot.winner


def test_refused_moves_change_nothing():  # every refusal
    game = Game.new(2, seed=4)
    before = game.to_record()
    for move in (Draw(), Pass(), Place(T("[0|0]"), E("[1|1] line_a")), "draw", None):
        with pytest.raises(IllegalMove):
            game.play(move)  # type: ignore[arg-type]
    stranger = next(t for t in DOUBLE_SIX if t not in game.hands[game.current])
    with pytest.raises(IllegalMove, match="not in the hand"):
        game.play(Place(stranger, None))
    assert game.to_record() == before


def test_from_deal_refuses_bad_positions():
    with pytest.raises(ValueError, match="R1.1"):
        Game.from_deal([tiles("[1|4]"), tiles("[1|4]")], [])
    with pytest.raises(ValueError, match="R1.2"):
        Game.from_deal([tiles("[1|4]")], [])
    with pytest.raises(ValueError, match="starter"):
        Game.from_deal([tiles("[1|4]"), tiles("[2|4]")], [], starter=2)
    with pytest.raises(ValueError, match="multiple of 5"):
        Game.from_deal([tiles("[1|4]"), tiles("[2|4]")], [], scores=[3, 0])
    with pytest.raises(ValueError, match="empty"):
        Game.from_deal([tiles("[1|4]"), []], [])
    with pytest.raises(ValueError):
        Game.from_deal([["[1|9]"], ["[2|4]"]], [])
