"""Tiles, ends and moves as values (R1.1; docs/engine-api.md, "Tiles and ends" and "Moves")."""

from __future__ import annotations

import copy
import pickle

import pytest

from engine import DOUBLE_SIX, Draw, End, Pass, Place, Tile
from engine.moves import move_from_json, move_to_json


def test_double_six_has_28_distinct_tiles():  # R1.1
    assert len(DOUBLE_SIX) == 28
    assert len(set(DOUBLE_SIX)) == 28
    assert sum(t.pips for t in DOUBLE_SIX) == 168
    assert [str(t) for t in DOUBLE_SIX[:8]] == [
        "[0|0]", "[0|1]", "[0|2]", "[0|3]", "[0|4]", "[0|5]", "[0|6]", "[1|1]",
    ]  # fmt: skip


def test_tile_is_order_free_and_immutable():
    t = Tile(4, 1)
    assert t == Tile(1, 4)
    assert hash(t) == hash(Tile(1, 4))
    assert (t.low, t.high, t.is_double, t.pips, str(t)) == (1, 4, False, 5, "[1|4]")
    assert Tile(3, 3).is_double
    with pytest.raises(AttributeError):
        t.low = 2  # type: ignore[misc]
    assert copy.deepcopy(t) is t
    assert pickle.loads(pickle.dumps(t)) == t


@pytest.mark.parametrize("text", ["[4|1]", "[1|4]", " [ 1 | 4 ] "])
def test_tile_parse(text):
    assert Tile.parse(text) == Tile(1, 4)


@pytest.mark.parametrize("text", ["[7|1]", "[1|-1]", "1|4", "[1,4]", "", "[1|4|5]", None, 14])
def test_tile_parse_refuses_bad_text(text):
    with pytest.raises(ValueError):
        Tile.parse(text)


@pytest.mark.parametrize("args", [(7, 1), (-1, 2), (1.0, 2), (True, 1), ("1", 2)])
def test_tile_refuses_bad_numbers(args):
    with pytest.raises(ValueError):
        Tile(*args)


def test_end_values_and_parse():
    e = End(Tile(1, 1), "branch_a")
    assert (e.tile, e.slot, str(e)) == (Tile(1, 1), "branch_a", "[1|1] branch_a")
    assert End.parse("[1|1] branch_a") == e
    assert hash(End.parse("[4|1] high")) == hash(End(Tile(1, 4), "high"))
    assert pickle.loads(pickle.dumps(e)) == e


@pytest.mark.parametrize(
    "text",
    [
        "[1|1] low",
        "[1|2] branch_a",
        "[1|2] line_a",
        "[1|2] middle",
        "[1|2]",
        "branch_a",
        "[9|9] low",
    ],
)
def test_end_parse_refuses_slots_the_tile_cannot_have(text):
    with pytest.raises(ValueError):
        End.parse(text)


def test_moves_compare_by_value():
    t, e = Tile(1, 4), End(Tile(1, 1), "line_b")
    assert Place(t, e) == Place(t, e)
    assert Place(t, e) != Place(t, None)
    assert Draw() == Draw() and Pass() == Pass() and Draw() != Pass()
    with pytest.raises(AttributeError):
        Place(t, e).tile = Tile(2, 2)  # type: ignore[misc]


def test_move_json_round_trip():
    for move in (
        Place(Tile(1, 4), None),
        Place(Tile(1, 2), End.parse("[1|1] branch_b")),
        Draw(),
        Pass(),
    ):
        assert move_from_json(move_to_json(move)) == move
    assert move_to_json(Place(Tile(1, 2), End.parse("[1|1] branch_b"))) == {
        "type": "place",
        "tile": "[1|2]",
        "end": "[1|1] branch_b",
    }


@pytest.mark.parametrize(
    "data",
    [None, [], {"type": "jump"}, {"type": "place"}, {"type": "place", "tile": "[8|1]", "end": None},
     {"type": "place", "tile": "[1|2]", "end": "[1|1] low"}],
)  # fmt: skip
def test_move_json_refuses_malformed(data):
    with pytest.raises(ValueError):
        move_from_json(data)
