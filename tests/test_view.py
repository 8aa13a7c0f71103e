"""What a seat may know (R1.4) and nothing more; the public history the AI infers from."""

from __future__ import annotations

import json

from engine import Draw, Game, Pass, Place
from tests.conftest import E, T


def test_view_shape_and_secrecy():  # R1.4
    game = Game.from_deal(
        [["[1|4]", "[6|6]"], ["[0|0]", "[2|3]"]], ["[3|3]", "[4|5]", "[5|5]"], starter=0
    )
    game.play(Place(T("[1|4]"), None))
    game.play(Draw())
    game.play(Draw())  # [4|5] fits: seat 1 must place it
    mine = game.view(1)
    theirs = game.view(0)
    assert mine["hand"] == ["[0|0]", "[2|3]", "[3|3]", "[4|5]"]
    assert mine["must_play"] == "[4|5]" and theirs["must_play"] is None
    assert mine["legal_moves"] == [{"type": "place", "tile": "[4|5]", "end": "[1|4] high"}]
    assert theirs["legal_moves"] == []
    assert theirs["hand_counts"] == [1, 4] and theirs["boneyard_count"] == 1
    for hidden in ("[0|0]", "[2|3]", "[3|3]", "[4|5]", "[5|5]"):
        assert hidden not in json.dumps(theirs)
    assert theirs["history"] == [
        {"type": "place", "seat": 0, "tile": "[1|4]", "end": None, "points": 5,
         "display_points": 1, "ends_sum": 5, "drawn": False, "claim": None,
         "display_claim": None, "scorer": 0, "muggins": False},
        {"type": "draw", "seat": 1, "open_values": [1, 4]},
        {"type": "draw", "seat": 1, "open_values": [1, 4]},
    ]  # fmt: skip
    game.play(Place(T("[4|5]"), E("[1|4] high")))
    assert game.view(0)["history"][-1]["drawn"] is True
    assert game.view(0)["scores"] == [5, 0] and game.view(0)["display_scores"] == [1, 0]


def test_pass_is_public_with_what_the_player_lacks():  # R7.3
    game = Game.from_deal([["[1|4]", "[4|6]"], ["[0|0]", "[2|3]"]], [])
    game.play(Place(T("[1|4]"), None))
    game.play(Pass())
    assert game.view(0)["history"][-1] == {"type": "pass", "seat": 1, "open_values": [1, 4]}


def test_round_over_reveals_every_hand():  # R1.4, R8.3
    game = Game.from_deal([["[1|4]", "[6|6]"], ["[0|0]", "[2|3]"]], [])
    game.play(Place(T("[1|4]"), None))
    view = game.view(0)
    assert view["round_over"] and view["current"] is None
    assert view["revealed_hands"] == [["[6|6]"], ["[0|0]", "[2|3]"]]
    assert view["round_result"] == {
        "ender": None, "blocked": True, "penalties": [10, 5], "scores": [-5, -5],
        "pips": [12, 5], "gained": [5, 0], "deducted": [10, 5], "muggins": [0, 0],
        "display_penalties": [2, 1], "display_scores": [-1, -1],
        # the round's figures apart from the game's total: 1 - 2 = -1 for seat 0, 0 - 1 for seat 1
        "display_placements": [1, 0], "display_muggins": [0, 0], "display_deducted": [2, 1],
        "display_round": [-1, -1],
    }  # fmt: skip
    assert view["tally"] == [  # R10: -5 raw is one stroke below zero
        {"negative": True, "fifties": 0, "strokes": 1},
        {"negative": True, "fifties": 0, "strokes": 1},
    ]


def test_view_of_a_new_game_has_the_lot():  # R2.2
    game = Game.new(3, seed=8)
    view = game.view(2)
    assert view["lot_seats"][0] == [0, 1, 2]
    assert len(view["lot"]) == len(view["lot_seats"])
    assert view["starter"] == game.current
    assert json.loads(json.dumps(view)) == view
