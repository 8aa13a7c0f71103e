"""The layout's search resumed for a longer board (engine.layout._Search): the page asks for the
game's board after every move, and each answer must be exactly the layout laid from scratch."""

from __future__ import annotations

import random

import pytest

from engine import DOUBLE_SIX, Board
from engine import layout as layout_module
from engine.layout import layout

ASPECTS = [390 / 844, 0.35]  # a phone upright, and a view so narrow that the table grows


def boards_of_a_round(seed: int, doubles_first: float) -> list[Board]:
    """Every board of a round of random legal placements (R3), one more tile each."""
    rng = random.Random(seed)
    board, boards = Board(), []
    while moves := [(t, e) for t in DOUBLE_SIX for e in board.placements(t)]:
        if rng.random() < doubles_first:  # many spinners (R3.3): the search backs up more
            moves = [m for m in moves if m[0].is_double] or moves
        board.place(*rng.choice(moves))
        boards.append(board.copy())
    return boards


def from_scratch(board: Board, aspect: float) -> dict[str, object]:
    layout_module._SEARCHES.clear()
    return layout(board, aspect)


@pytest.mark.parametrize("seed", range(3))
def test_each_move_laid_on_the_last_is_the_layout_from_scratch(seed: int) -> None:
    strategies = set()
    for aspect in ASPECTS:
        boards = boards_of_a_round(seed, doubles_first=0.7 if seed % 2 else 0.0)
        expected = [from_scratch(board, aspect) for board in boards]
        layout_module._SEARCHES.clear()
        for board, want in zip(boards, expected, strict=True):
            assert layout(board, aspect) == want
            strategies |= {search.strategy for search in layout_module._SEARCHES.values()}
        # An undo (a shorter board), the same board again, another round's board, and back.
        other = boards_of_a_round(seed + 100, 0.0)[-1]
        for board in (boards[len(boards) // 2], boards[len(boards) // 2], other, boards[-1]):
            assert layout(board, aspect) == from_scratch(board, aspect)
    assert 0 in strategies


def test_a_board_that_needs_more_room_resumes_on_the_larger_table() -> None:
    # A long line on a narrow view outgrows the first table: later boards resume the search on
    # the table that held the shorter one, and still equal a layout from scratch.
    seen = set()
    for seed in range(40):
        layout_module._SEARCHES.clear()
        for board in boards_of_a_round(seed, doubles_first=0.9):
            got = layout(board, 0.35)
            seen |= {search.strategy for search in layout_module._SEARCHES.values()}
            if seen - {0}:
                assert got == from_scratch(board, 0.35)
        if seen - {0}:
            break
    assert seen - {0}, "no board of these rounds needed a second strategy"


def test_the_kept_searches_are_bounded() -> None:
    layout_module._SEARCHES.clear()
    board = boards_of_a_round(1, 0.0)[3]
    for width in range(1, 20):
        layout(board, width / 7)
    assert len(layout_module._SEARCHES) == layout_module._KEPT_SEARCHES
