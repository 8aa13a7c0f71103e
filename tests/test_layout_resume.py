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
    layout_module.forget()
    return layout(board, aspect)


@pytest.mark.parametrize("seed", range(3))
def test_each_move_laid_on_the_last_is_the_layout_from_scratch(seed: int) -> None:
    strategies = set()
    for aspect in ASPECTS:
        boards = boards_of_a_round(seed, doubles_first=0.7 if seed % 2 else 0.0)
        expected = [from_scratch(board, aspect) for board in boards]
        layout_module.forget()
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
        layout_module.forget()
        for board in boards_of_a_round(seed, doubles_first=0.9):
            got = layout(board, 0.35)
            seen |= {search.strategy for search in layout_module._SEARCHES.values()}
            if seen - {0}:
                assert got == from_scratch(board, 0.35)
        if seen - {0}:
            break
    assert seen - {0}, "no board of these rounds needed a second strategy"


def test_the_kept_searches_are_bounded() -> None:
    layout_module.forget()
    board = boards_of_a_round(1, 0.0)[3]
    for width in range(1, 20):
        layout(board, width / 7)
    assert len(layout_module._SEARCHES) == layout_module._KEPT_SEARCHES


def test_the_same_board_asked_again_is_answered_from_the_kept_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A draw or a pass leaves the board as it was and the page asks again (R7.2, R7.3): the kept
    # answer is given, equal to a layout from scratch, and what a caller does to an answer it was
    # given never reaches the next one.
    layout_module.forget()
    board = boards_of_a_round(2, 0.0)[6]
    laid = layout_module._laid
    lays: list[int] = []
    monkeypatch.setattr(layout_module, "_laid", lambda *a: lays.append(1) or laid(*a))
    first = layout(board, 1.5)
    first["tiles"][0]["rect"][0] = 99.0
    first["ends"].clear()
    again = layout(board, 1.5)
    assert len(lays) == 1  # not laid again
    assert again == from_scratch(board, 1.5)
    assert again["ends"] and again["tiles"][0]["rect"][0] != 99.0
    assert len(layout_module._ANSWERS) == 1
    for width in range(1, 20):
        layout(board, width / 7)
    assert len(layout_module._ANSWERS) == layout_module._KEPT_ANSWERS
