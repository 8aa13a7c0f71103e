"""The layout on the table: the rules sheet's worked examples (R3-R6) and refusals."""

from __future__ import annotations

import pytest

from engine import Board, IllegalMove, hand_penalty, placement_points
from tests.conftest import E, T

# The sheet's one layout, in order: (tile, end placed on, ends' sum, raw points).
SHEET = [
    ("[1|4]", None, 5, 5),
    ("[1|1]", "[1|4] low", 6, 0),
    ("[4|4]", "[1|4] high", 10, 10),
    ("[3|4]", "[4|4] line_b", 5, 5),
    ("[1|2]", "[1|1] line_b", 5, 5),
    ("[1|5]", "[1|1] branch_a", 10, 10),
    ("[5|5]", "[1|5] high", 15, 15),  # not shown in the sheet: 2 + 10 + 3
    ("[0|5]", "[5|5] line_b", 5, 5),
    ("[1|3]", "[1|1] branch_b", 8, 0),
]


def sheet_board(steps: int) -> Board:
    board = Board()
    for tile, end, _, _ in SHEET[:steps]:
        board.place(T(tile), None if end is None else E(end))
    return board


def open_ends(board: Board) -> list[tuple[str, int]]:
    return [(str(e), board.value(e)) for e in board.open_ends()]


def scoring(board: Board) -> list[tuple[str, int]]:
    return [(str(t), v) for t, v in board.scoring()]


@pytest.mark.parametrize("step", range(1, len(SHEET) + 1))
def test_sheet_layout_sums_and_points(step):  # R5, R6.1
    tile, end, ends_sum, points = SHEET[step - 1]
    board = sheet_board(step - 1)
    assert board.place(T(tile), None if end is None else E(end)) == points
    assert board.ends_sum() == ends_sum
    assert sum(v for _, v in board.scoring()) == ends_sum


def test_sheet_step_1_opening_non_double():  # R4.1, R5.1
    board = sheet_board(1)
    assert open_ends(board) == [("[1|4] high", 4), ("[1|4] low", 1)]
    assert scoring(board) == [("[1|4]", 4), ("[1|4]", 1)]


def test_sheet_step_2_double_joined_by_line_a():  # R3.4, R5.2
    board = sheet_board(2)
    assert [(str(a), str(b)) for a, b in board.joins] == [("[1|4] low", "[1|1] line_a")]
    assert open_ends(board) == [("[1|1] line_b", 1), ("[1|4] high", 4)]
    assert scoring(board) == [("[1|1]", 2), ("[1|4]", 4)]


def test_sheet_step_3():  # R5.2: a double at the end of a line counts both halves
    board = sheet_board(3)
    assert open_ends(board) == [("[1|1] line_b", 1), ("[4|4] line_b", 4)]
    assert scoring(board) == [("[1|1]", 2), ("[4|4]", 8)]
    assert board.to_dict() == {
        "tiles": ["[1|4]", "[1|1]", "[4|4]"],
        "spinners": ["[1|1]", "[4|4]"],
        "joins": [["[1|4] low", "[1|1] line_a"], ["[1|4] high", "[4|4] line_a"]],
        "open_ends": [{"end": "[1|1] line_b", "value": 1}, {"end": "[4|4] line_b", "value": 4}],
        "scoring": [{"tile": "[1|1]", "value": 2}, {"tile": "[4|4]", "value": 8}],
        "ends_sum": 10,
    }


def test_sheet_step_4_internal_spinner_opens_branches():  # R3.5, R4.3, R5.3
    board = sheet_board(4)
    assert open_ends(board) == [
        ("[1|1] line_b", 1),
        ("[3|4] low", 3),
        ("[4|4] branch_a", 4),
        ("[4|4] branch_b", 4),
    ]
    assert scoring(board) == [("[1|1]", 2), ("[3|4]", 3)]


def test_sheet_step_5():  # R4.4: open ends and scoring ends differ
    board = sheet_board(5)
    assert [e for e, _ in open_ends(board)] == [
        "[1|1] branch_a", "[1|1] branch_b", "[1|2] high", "[3|4] low",
        "[4|4] branch_a", "[4|4] branch_b",
    ]  # fmt: skip
    assert scoring(board) == [("[1|2]", 2), ("[3|4]", 3)]


def test_sheet_step_9():  # R4, R5.3
    board = sheet_board(9)
    assert open_ends(board) == [
        ("[0|5] low", 0), ("[1|2] high", 2), ("[1|3] high", 3), ("[3|4] low", 3),
        ("[4|4] branch_a", 4), ("[4|4] branch_b", 4), ("[5|5] branch_a", 5), ("[5|5] branch_b", 5),
    ]  # fmt: skip
    assert scoring(board) == [("[0|5]", 0), ("[1|2]", 2), ("[1|3]", 3), ("[3|4]", 3)]
    assert [str(t) for t in board.spinners] == ["[1|1]", "[4|4]", "[5|5]"]
    assert board.ends_sum() == 8


def test_opening_double_alone():  # R3.4, R5.2
    board = Board()
    assert board.place(T("[2|2]")) == 0
    assert open_ends(board) == [("[2|2] line_a", 2), ("[2|2] line_b", 2)]
    assert board.ends_sum() == 4


def test_opening_double_zero_scores_nothing():  # R5.1, R6.1: zero never scores
    board = Board()
    assert board.place(T("[0|0]")) == 0
    assert board.ends_sum() == 0
    assert scoring(board) == [("[0|0]", 0)]


def test_three_six_then_six_six():  # R5.2: 3 + 12 = 15
    board = Board()
    assert board.place(T("[3|6]")) == 0
    assert board.place(T("[6|6]"), E("[3|6] high")) == 15
    assert open_ends(board) == [("[3|6] low", 3), ("[6|6] line_b", 6)]


def test_opening_double_either_line_side_first():  # R3.4 decision: both offered
    for first in ("line_a", "line_b"):
        board = Board()
        board.place(T("[2|2]"))
        assert board.placements(T("[2|5]")) == [E("[2|2] line_a"), E("[2|2] line_b")]
        board.place(T("[2|5]"), E(f"[2|2] {first}"))
        assert board.ends_sum() == 4 + 5  # R5.2: still a double at the end of a line
        other = "line_b" if first == "line_a" else "line_a"
        assert open_ends(board) == [(f"[2|2] {other}", 2), ("[2|5] high", 5)]
        board.place(T("[2|3]"), E(f"[2|2] {other}"))
        assert board.ends_sum() == 5 + 3  # R5.3: internal now
        assert [e for e, _ in open_ends(board)] == [
            "[2|2] branch_a", "[2|2] branch_b", "[2|3] high", "[2|5] high",
        ]  # fmt: skip


def test_double_on_a_branch_is_a_spinner():  # R3.3
    board = sheet_board(5)
    board.place(T("[1|6]"), E("[1|1] branch_a"))
    board.place(T("[6|6]"), E("[1|6] high"))
    assert T("[6|6]") in board.spinners
    assert ("[6|6] line_b", 6) in open_ends(board)
    assert ("[6|6]", 12) in scoring(board)


def test_placements():
    board = Board()
    assert board.placements(T("[1|4]")) == [None]
    board.place(T("[1|4]"))
    assert board.placements(T("[4|6]")) == [E("[1|4] high")]
    assert board.placements(T("[1|4]")) == []  # already on the table
    assert board.placements(T("[2|3]")) == []
    assert board.placements(T("[1|1]")) == [E("[1|4] low")]


@pytest.mark.parametrize(
    ("steps", "tile", "end", "rule"),
    [
        (0, "[1|4]", "[1|1] line_b", "R3.1"),
        (1, "[1|5]", None, "R3.2"),
        (1, "[2|5]", "[1|4] low", "R3.2"),
        (1, "[1|4]", None, "R1.1"),
        (2, "[1|5]", "[1|1] branch_a", "R3.5"),
        (3, "[1|6]", "[1|4] low", "R4"),
        (3, "[3|5]", "[5|5] line_b", "R3.2"),
    ],
)
def test_refusals_name_the_rule_and_change_nothing(steps, tile, end, rule):
    board = sheet_board(steps)
    before = board.to_dict()
    with pytest.raises(IllegalMove, match=rule):
        board.place(T(tile), None if end is None else E(end))
    assert board.to_dict() == before


def test_value_of_a_closed_end_is_refused():
    board = sheet_board(3)
    assert board.value(E("[4|4] line_b")) == 4
    with pytest.raises(ValueError):
        board.value(E("[1|4] low"))


@pytest.mark.parametrize(
    ("total", "points"), [(5, 5), (15, 15), (0, 0), (12, 0), (17, 0), (30, 30)]
)
def test_placement_points(total, points):  # R6.1
    assert placement_points(total) == points


@pytest.mark.parametrize(
    ("pips", "penalty"), [(2, 0), (3, 5), (14, 15), (12, 10), (15, 15), (0, 0)]
)
def test_hand_penalty_rounding(pips, penalty):  # R8.3, the sheet's examples
    hand = {2: ["[0|2]"], 3: ["[1|2]"], 14: ["[6|6]", "[0|2]"], 12: ["[6|6]"],
            15: ["[5|5]", "[2|3]"], 0: []}[pips]  # fmt: skip
    assert hand_penalty([T(t) for t in hand]) == penalty
