"""The table layout (engine.layout): geometry the page draws, checked against the rules it shows.

Rule numbers refer to docs/rules.md; the output shape is docs/protocol.md, "Layout".
"""

from __future__ import annotations

import json
import math
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from layout_check import check_layout, long_edge, rect

from engine import DOUBLE_SIX, Board, End, Tile
from engine.layout import layout

WIDE = 16 / 9  # a 1280 x 720 window
PHONE = 390 / 844  # a 390 x 844 phone, upright
ASPECTS = [WIDE, PHONE, 1.0, 4 / 3, 3 / 4, 2.5, 0.35]
VIEWPORTS = {WIDE: (1280, 720), PHONE: (390, 844)}
MIN_HALF_PX = 14  # a tile half this many CSS pixels wide keeps its pips readable
# An end's fields that place its target (the rest are its marks, engine.labels).
GEOMETRY = {"end", "value", "rect", "dir", "double_rect", "double_dir"}


# ----- building boards -------------------------------------------------------------------------


def random_board(seed: int, n: int = 28, doubles_first: float = 0.0) -> Board:
    """A board of up to ``n`` tiles placed by random legal moves (R3), all 28 tiles available.

    ``doubles_first``: how often a double is placed whenever one can be (many spinners, R3.3)."""
    rng = random.Random(seed)
    board = Board()
    for _ in range(n):
        moves = [(t, e) for t in DOUBLE_SIX for e in board.placements(t)]
        if not moves:
            break
        if rng.random() < doubles_first:
            moves = [m for m in moves if m[0].is_double] or moves
        board.place(*rng.choice(moves))
    return board


def replay(moves: list[tuple[str, str | None]]) -> Board:
    board = Board()
    for tile, end in moves:
        board.place(Tile.parse(tile), None if end is None else End.parse(end))
    return board


def half_px(result: dict[str, Any], viewport: tuple[int, int]) -> float:
    """CSS pixels per tile half when the bounds are scaled to fit the viewport."""
    _, _, w, h = result["bounds"]
    return min(viewport[0] / w, viewport[1] / h)


# ----- exact geometry of small boards ----------------------------------------------------------


def test_empty_board() -> None:
    # R3.1: before the opening there is nothing to lay, and no end to show.
    result = layout(Board(), WIDE)
    assert result["tiles"] == [] and result["ends"] == [] and result["scoring"] == []
    assert math.isclose(result["bounds"][2] / result["bounds"][3], WIDE)


def test_opening_non_double_lies_along_the_long_side() -> None:
    board = replay([("[1|4]", None)])
    # R3.1 / R4.1: the first tile in the middle, low end on the left, both ends open.
    wide = layout(board, WIDE)
    assert wide["tiles"] == [
        {
            "tile": "[1|4]",
            "rect": [-1, -0.5, 2, 1],
            "halves": [1, 4],
            "spinner": False,
            "dir": "right",
        }
    ]
    assert [{k: v for k, v in e.items() if k in GEOMETRY} for e in wide["ends"]] == [
        {"end": "[1|4] high", "value": 4, "rect": [1, -0.5, 2, 1], "dir": "right",
         "double_rect": [1, -1, 1, 2], "double_dir": "right"},
        {"end": "[1|4] low", "value": 1, "rect": [-3, -0.5, 2, 1], "dir": "left",
         "double_rect": [-2, -1, 1, 2], "double_dir": "left"},
    ]  # fmt: skip
    # The marks (engine.labels): each end's number just beyond it, the target's letter past
    # that, the preview's pill beside the letter.
    high = wide["ends"][0]
    assert high["mark"] == [1.2, -0.3, 0.6, 0.6] and high["label"] == [2.1, -0.4, 0.8, 0.8]
    assert high["note"] == [2.96, -0.35, 2.0, 0.7]
    # R5.1: both ends score; each number is drawn just beyond its end.
    assert wide["scoring"] == [
        {"tile": "[1|4]", "value": 4, "at": [1.5, 0]},
        {"tile": "[1|4]", "value": 1, "at": [-1.5, 0]},
    ]
    check_layout(board, WIDE, wide)
    # On an upright phone the line starts upright: low end on top.
    phone = layout(board, PHONE)
    assert phone["tiles"][0]["rect"] == [-0.5, -1, 1, 2]
    assert phone["tiles"][0]["halves"] == [1, 4]
    check_layout(board, PHONE, phone)


def test_double_joins_crosswise() -> None:
    # The sheet: [3|6] then [6|6] on [3|6] high. R3.3: the double lies across the line, centred,
    # its long side against the 6 half (R3.4: joined by its line A, line B open beyond it).
    board = replay([("[3|6]", None), ("[6|6]", "[3|6] high")])
    result = layout(board, WIDE)
    assert [t["rect"] for t in result["tiles"]] == [[-1, -0.5, 2, 1], [1, -1, 1, 2]]
    assert result["tiles"][1]["spinner"] is True
    ends = {e["end"]: e for e in result["ends"]}
    assert set(ends) == {"[3|6] low", "[6|6] line_b"}
    assert ends["[6|6] line_b"]["rect"] == [2, -0.5, 2, 1]  # the line goes straight on
    assert "double_rect" not in ends["[6|6] line_b"]  # R3.2: no second [6|6]
    # R5.1 + R5.2: 3 + 12 = 15; the 12 is drawn beyond the double's open line side.
    assert result["scoring"] == [
        {"tile": "[3|6]", "value": 3, "at": [-1.5, 0]},
        {"tile": "[6|6]", "value": 12, "at": [2.5, 0]},
    ]
    check_layout(board, WIDE, result)


def test_opening_double_is_crosswise_with_four_sides() -> None:
    # R3.4: an opening double has both line sides open; R3.5: branches only once both are filled.
    board = replay([("[2|2]", None)])
    result = layout(board, WIDE)
    assert result["tiles"][0]["rect"] == [-0.5, -1, 1, 2]
    assert {e["end"]: e["rect"] for e in result["ends"]} == {
        "[2|2] line_a": [-2.5, -0.5, 2, 1],
        "[2|2] line_b": [0.5, -0.5, 2, 1],
    }
    assert result["scoring"] == [{"tile": "[2|2]", "value": 4, "at": [-1, 0]}]  # R5.2
    check_layout(board, WIDE, result)
    board.place(Tile(2, 5), End(Tile(2, 2), "line_b"))
    board.place(Tile(1, 2), End(Tile(2, 2), "line_a"))
    result = layout(board, WIDE)
    ends = {e["end"]: e["rect"] for e in result["ends"]}
    assert ends["[2|2] branch_a"] == [-0.5, -3, 1, 2]  # R3.5: now open, above and below
    assert ends["[2|2] branch_b"] == [-0.5, 1, 1, 2]
    check_layout(board, WIDE, result)


SHEET = [  # rules.md, worked example, in the sheet's order
    ("[1|4]", None),
    ("[1|1]", "[1|4] low"),
    ("[4|4]", "[1|4] high"),
    ("[3|4]", "[4|4] line_b"),
    ("[1|2]", "[1|1] line_b"),
    ("[1|5]", "[1|1] branch_a"),
    ("[5|5]", "[1|5] high"),
    ("[0|5]", "[5|5] line_b"),
    ("[1|3]", "[1|1] branch_b"),
]


def test_the_sheets_example_layout() -> None:
    board = replay(SHEET)
    result = layout(board, WIDE)
    check_layout(board, WIDE, result)
    at = {t["tile"]: t for t in result["tiles"]}
    # The line: [1|2] [1|1] [1|4] [4|4] [3|4], left to right; both doubles upright (R3.3).
    assert at["[1|4]"]["rect"] == [-1, -0.5, 2, 1] and at["[1|4]"]["halves"] == [1, 4]
    assert at["[1|1]"]["rect"] == [-2, -1, 1, 2]
    assert at["[4|4]"]["rect"] == [1, -1, 1, 2]
    assert at["[3|4]"]["rect"] == [2, -0.5, 2, 1] and at["[3|4]"]["halves"] == [4, 3]
    assert at["[1|2]"]["rect"] == [-4, -0.5, 2, 1] and at["[1|2]"]["halves"] == [2, 1]
    # R3.5: [1|5] and [1|3] on the two branches of [1|1], on opposite sides of the line.
    five, three = rect(at["[1|5]"]["rect"]), rect(at["[1|3]"]["rect"])
    assert five[0] == three[0] == -2 and five[2] == three[2] == 1
    assert (five[1] + 1) * (three[1] + 1) < 0
    # [5|5] lies across the branch it is on: a spinner whose line runs along that branch.
    assert long_edge(rect(at["[5|5]"]["rect"])) == "h"
    # After step 9 (rules.md): these open ends and scoring ends.
    assert {e["end"] for e in result["ends"]} == {
        "[0|5] low", "[1|2] high", "[1|3] high", "[3|4] low", "[4|4] branch_a",
        "[4|4] branch_b", "[5|5] branch_a", "[5|5] branch_b",
    }  # fmt: skip
    assert sorted((s["tile"], s["value"]) for s in result["scoring"]) == [
        ("[0|5]", 0), ("[1|2]", 2), ("[1|3]", 3), ("[3|4]", 3),
    ]  # fmt: skip


def test_snapshot_input_gives_the_same_layout() -> None:
    # The worker may pass Board.to_dict() (docs/protocol.md, `layout_of`); R3-R5 are read from it
    # the same way.
    board = random_board(5)
    assert layout(board.to_dict(), WIDE) == layout(board, WIDE)
    assert layout(json.loads(json.dumps(board.to_dict())), PHONE) == layout(board, PHONE)


@pytest.mark.parametrize("aspect", [0, -1.0, math.nan, math.inf, "wide", True, None])
def test_bad_aspect(aspect: Any) -> None:
    # Not a rule: the view's width / height must be a positive number.
    with pytest.raises(ValueError):
        layout(Board(), aspect)


@pytest.mark.parametrize("aspect", [0.1, 12.0])
def test_extreme_shapes_still_lay_everything_soundly(aspect: float) -> None:
    # R3.2-R3.5 hold whatever the shape of the view (the table stops stretching at 1 : 4).
    for seed in range(3):
        board = random_board(seed, 28, 0.5)
        check_layout(board, aspect, layout(board, aspect))


def test_bad_snapshot() -> None:
    # R3.2: every tile after the opening joins an end of a tile placed before it.
    with pytest.raises(ValueError):
        layout({"tiles": ["[1|4]", "[4|4]"], "joins": []}, WIDE)  # [4|4] joins nothing
    with pytest.raises(ValueError):
        layout({"tiles": ["[1|4]"]}, WIDE)
    with pytest.raises(ValueError):
        layout({"tiles": ["[1|9]"], "joins": []}, WIDE)


# ----- properties over many random layouts -----------------------------------------------------


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@example(seed=3323399223, n=27, doubles_first=0.5, aspect=0.35)  # a dead end opened walled in
@example(seed=2407098752, n=28, doubles_first=0.0, aspect=0.35)
@given(
    seed=st.integers(0, 2**32 - 1),
    n=st.integers(1, 28),
    doubles_first=st.sampled_from([0.0, 0.0, 0.5, 1.0]),
    aspect=st.sampled_from(ASPECTS),
)
def test_random_layouts_are_sound(seed: int, n: int, doubles_first: float, aspect: float) -> None:
    # R3.2-R3.5 (joins, crosswise spinners, branches), R4 (targets), R5 (scoring), no overlaps;
    # doubles_first = 1.0 is the worst case for crowding: every double as soon as it fits (R3.3).
    board = random_board(seed, n, doubles_first)
    result = layout(board, aspect)
    check_layout(board, aspect, result)
    assert layout(board, aspect) == result  # deterministic


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), doubles_first=st.sampled_from([0.0, 1.0]))
def test_full_layouts_fit_the_viewports_with_readable_pips(seed: int, doubles_first: float) -> None:
    # R1.1: all 28 tiles on the table (R3.3: up to 7 spinners), on a 1280 x 720 window and an
    # upright 390 x 844 phone.
    board = random_board(seed, 28, doubles_first)
    for aspect, viewport in VIEWPORTS.items():
        result = layout(board, aspect)
        assert half_px(result, viewport) >= MIN_HALF_PX
        w, h = result["bounds"][2:]
        assert w <= 26 if aspect < 1 else h <= 45


@pytest.mark.parametrize("aspect", [WIDE, PHONE])
def test_adding_a_tile_moves_nothing_and_lands_on_its_target(aspect: float) -> None:
    """Placement by placement through whole random layouts (R3.2): the tiles already laid keep
    their places, and a non-double lands exactly on the target its end showed (R4), a double on
    the end's double_rect (R3.3). The layout may re-arrange itself only when a tile would have
    nowhere to go; that must stay rare."""
    additions = moved = 0
    for seed in range(12):
        rng = random.Random(seed)
        board = Board()
        before: dict[str, Any] | None = None
        for _ in range(28):
            moves = [(t, e) for t in DOUBLE_SIX for e in board.placements(t)]
            if not moves:
                break
            if rng.random() < (0.5 if seed % 3 == 0 else 0.0):
                moves = [m for m in moves if m[0].is_double] or moves
            tile, end = rng.choice(moves)
            board.place(tile, end)
            after = layout(board, aspect)
            if before is not None:
                additions += 1
                kept = [t["rect"] for t in after["tiles"][: len(before["tiles"])]]
                if kept != [t["rect"] for t in before["tiles"]]:
                    moved += 1
                else:
                    target = next(e for e in before["ends"] if e["end"] == str(end))
                    wanted = target["double_rect"] if tile.is_double else target["rect"]
                    assert after["tiles"][-1]["rect"] == wanted, f"{tile} at {end}"
            before = after
    assert moved <= additions // 50, f"{moved} of {additions} additions moved earlier tiles"
