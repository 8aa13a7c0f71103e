"""The layout (engine.layout) under every game's spinner rule: every double a spinner (Five Up,
R3.3), only the first double played (All Fives, AF3) or none (the partnership block game, PB3). A
double that is no spinner lies crosswise with its line sides only; room is kept for the arms of a
double still to come only where that double would spin. Five Up's layouts are pinned byte for
byte, so that laying other games' boards changes nothing in Five Up's.

Rule numbers refer to docs/rules.md; the output shape is docs/protocol.md, "Layout".
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest
from board_sweep import placements
from layout_check import check_layout, long_edge, rect

from engine import DOUBLE_SIX, Board, End, Tile
from engine import layout as layout_module
from engine.layout import layout
from engine.rules import PRESETS, Rules
from tests.conftest import E, T

AF = PRESETS["all-fives"]
PB = PRESETS["partnership-block"]

WIDE = 16 / 9  # a 1280 x 720 window
PHONE = 390 / 844  # a 390 x 844 phone, upright

# sha256 of the JSON (sorted keys) of the Five Up layouts below, taken at b268dc2, before the
# layout read the game's spinner rule.
FIVE_UP_DIGEST = "aaf12945ded0fad60e88e8f6612dc1c41c13d6071e6cc8522910149a0b6a4baf"


def layouts_of(boards: list[Board], aspect: float) -> list[dict[str, Any]]:
    """Each board's layout in turn, the search resumed from the board before as in play."""
    layout_module.forget()
    return [layout(board, aspect) for board in boards]


def test_five_up_layouts_are_unchanged() -> None:
    # R3.3: every double a spinner; seeded rounds of 2, 3 and 4 players on a window and a phone.
    boards = [board.copy() for seed in range(6) for board in placements(seed, rounds=3)]
    digest = hashlib.sha256()
    for aspect in (WIDE, PHONE):
        for result in layouts_of(boards, aspect):
            digest.update(json.dumps(result, sort_keys=True).encode())
    assert len(boards) == 268
    assert digest.hexdigest() == FIVE_UP_DIGEST


# ----- the other games, move by move -----------------------------------------------------------


def sides(board: Board) -> set[End]:
    """Every side of every tile on ``board`` where a tile may still join, opened or not: a
    non-double's halves, a double's line sides and a spinner's branches (R3.4, R3.5), less the
    sides joined."""
    found = set()
    for tile in board.tiles:
        slots = ["low", "high"] if not tile.is_double else ["line_a", "line_b"]
        if tile in board.spinners:
            slots += ["branch_a", "branch_b"]
        found |= {End(tile, slot) for slot in slots}
    return found - {end for join in board.joins for end in join}


def laid_sides() -> set[End]:
    """The sides the layout just made keeps a place for (the latest search it keeps)."""
    return set(list(layout_module._SEARCHES.values())[-1].state.ports)


def replay(rules: Rules, moves: list[tuple[str, str | None]]) -> Board:
    board = Board(rules)
    for tile, end in moves:
        board.place(T(tile), None if end is None else E(end))
    return board


@pytest.mark.parametrize("aspect", [WIDE, PHONE, 0.35])
@pytest.mark.parametrize("name", ["all-fives", "partnership-block"])
def test_every_board_of_seeded_games_is_laid_soundly(name: str, aspect: float) -> None:
    # AF3 / PB3: the first three rounds of seeded games, laid after every placement as the page
    # asks (the search resumed): no overlaps, every open end with its target and no other end
    # drawn, every double crosswise; the layout keeps a place for exactly the sides a tile may
    # still join: a non-spinner double's line sides, never branches.
    rules = PRESETS[name]
    later_doubles = 0
    for seed in range(8):
        layout_module.forget()
        for board in placements(seed, rules, rounds=3):
            result = layout(board, aspect)
            check_layout(board, aspect, result)
            assert laid_sides() == sides(board)
            doubles = [t for t in board.tiles if t.is_double]
            spinning = [Tile.parse(t["tile"]) for t in result["tiles"] if t["spinner"]]
            assert spinning == (doubles[:1] if name == "all-fives" else [])  # AF3, PB3
            later_doubles += len(doubles[1:])
    assert later_doubles > 200  # doubles that do not spin, laid many times over


@pytest.mark.parametrize("rules", [AF, PB])
def test_a_board_and_its_snapshot_give_the_same_layout(rules: Rules) -> None:
    # The snapshot names its spinner rule (Board.to_dict's "spinner_rule"); Five Up's names none.
    board = next(b for b in placements(1, rules) if len([t for t in b.tiles if t.is_double]) >= 2)
    snapshot = json.loads(json.dumps(board.to_dict()))
    assert snapshot["spinner_rule"] == rules.spinners
    assert layout(snapshot, WIDE) == layout(board, WIDE)
    assert "spinner_rule" not in next(placements(1)).to_dict()  # R3.3


def test_a_snapshot_whose_spinners_break_its_rule_is_refused() -> None:
    # PB3: no double spins, so a block-game board listing a spinner is no board of that game;
    # AF3 / R3.3: nor is a board whose first double is not listed as its spinner.
    board = replay(PB, [("[6|6]", None), ("[3|6]", "[6|6] line_a")])
    snapshot = board.to_dict()
    with pytest.raises(ValueError, match=r"spinners \(\[6\|6\]\) are not those .* \(none\)"):
        layout({**snapshot, "spinners": ["[6|6]"]}, WIDE)
    with pytest.raises(ValueError, match=r"spinners \(none\) are not those .* \(\[6\|6\]\)"):
        layout({**snapshot, "spinner_rule": "first-double"}, WIDE)
    with pytest.raises(ValueError, match="spinner_rule is one of every-double, first-double, none"):
        layout({**snapshot, "spinner_rule": "some-doubles"}, WIDE)


def test_a_block_game_double_has_its_line_sides_only() -> None:
    # PB3: [6|6] opens crosswise with its two line sides; once both are filled it has no end
    # left (no branches), and the line runs straight through it.
    board = replay(PB, [("[6|6]", None)])
    result = layout(board, WIDE)
    assert result["tiles"] == [
        {
            "tile": "[6|6]",
            "rect": [-0.5, -1, 1, 2],
            "halves": [6, 6],
            "spinner": False,
            "dir": "right",
        }
    ]
    assert {e["end"]: e["rect"] for e in result["ends"]} == {
        "[6|6] line_a": [-2.5, -0.5, 2, 1],
        "[6|6] line_b": [0.5, -0.5, 2, 1],
    }
    assert laid_sides() == {E("[6|6] line_a"), E("[6|6] line_b")}
    board.place(T("[5|6]"), E("[6|6] line_b"))
    board.place(T("[3|6]"), E("[6|6] line_a"))
    result = layout(board, WIDE)
    check_layout(board, WIDE, result)
    assert [e["end"] for e in result["ends"]] == ["[3|6] low", "[5|6] low"]
    assert laid_sides() == {E("[3|6] low"), E("[5|6] low")}
    assert [t["rect"] for t in result["tiles"]] == [
        [-0.5, -1, 1, 2],
        [0.5, -0.5, 2, 1],
        [-2.5, -0.5, 2, 1],
    ]


def test_all_fives_later_doubles_lie_crosswise_without_branches() -> None:
    # AF3: [5|5], the first double, spins: its branches open once both line sides are filled;
    # [1|1], the second, lies across its line with its line sides only.
    board = replay(
        AF,
        [
            ("[3|5]", None),
            ("[5|5]", "[3|5] high"),
            ("[2|5]", "[5|5] line_b"),
            ("[1|2]", "[2|5] low"),
            ("[1|1]", "[1|2] low"),
            ("[1|6]", "[1|1] line_b"),
        ],
    )
    result = layout(board, WIDE)
    check_layout(board, WIDE, result)
    spinner = {t["tile"]: t["spinner"] for t in result["tiles"]}
    assert spinner == {
        "[3|5]": False, "[5|5]": True, "[2|5]": False, "[1|2]": False, "[1|1]": False,
        "[1|6]": False,
    }  # fmt: skip
    assert [e["end"] for e in result["ends"]] == [
        "[1|6] high", "[3|5] low", "[5|5] branch_a", "[5|5] branch_b",
    ]  # fmt: skip
    assert laid_sides() == {
        E("[1|6] high"), E("[3|5] low"), E("[5|5] branch_a"), E("[5|5] branch_b"),
    }  # fmt: skip
    at = {t["tile"]: rect(t["rect"]) for t in result["tiles"]}
    assert long_edge(at["[1|1]"]) != long_edge(at["[1|2]"])  # crosswise to its line


def boards_of_non_doubles(seed: int, rules: Rules) -> list[Board]:
    """Every board of a round of random legal placements of non-doubles only (R3.2): the same
    placements are legal in every game, and each board is the one before and a tile more."""
    rng = random.Random(seed)
    board, boards = Board(rules), []
    non_doubles = [t for t in DOUBLE_SIX if not t.is_double]
    while moves := [(t, e) for t in non_doubles for e in board.placements(t)]:
        board.place(*rng.choice(moves))
        boards.append(board.copy())
    return boards


def test_room_for_arms_is_kept_only_for_a_double_that_would_spin() -> None:
    # R3.3 keeps room beside an end for the arms of a double still to come; PB3 keeps none, so
    # the same placements are laid differently on some boards. Laid in turn, as two tables of
    # different games would ask, a search made under one rule is never resumed for the other's
    # board: each equals its own layout from scratch.
    differ = 0
    for seed in range(4):
        pairs = list(
            zip(boards_of_non_doubles(seed, Rules()), boards_of_non_doubles(seed, PB), strict=True)
        )
        scratch = []
        for pair in pairs:
            for board in pair:
                layout_module.forget()
                scratch.append(layout(board, PHONE))
        layout_module.forget()
        in_turn = [layout(board, PHONE) for pair in pairs for board in pair]
        assert in_turn == scratch
        differ += sum(
            a["tiles"] != b["tiles"] for a, b in zip(scratch[::2], scratch[1::2], strict=True)
        )
    assert differ > 0
