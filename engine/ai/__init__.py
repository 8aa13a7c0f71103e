"""The computer players. ``choose(view, level, seed)`` decides from a seat's view alone.

Baselines (also used to measure the levels): ``random``, a uniformly random legal move, and
``greedy``, the placement that scores the most raw points now, ties broken by shedding the heaviest
tile.
"""

from __future__ import annotations

import random
from typing import Any

from ..board import Board
from ..moves import Move, Place, move_from_json
from ..tiles import End, Tile

LEVELS = ("easy", "normal", "hard")
BASELINES = ("random", "greedy")


def _legal(view: dict[str, Any]) -> list[Move]:
    moves = [move_from_json(m) for m in view.get("legal_moves", [])]
    if not moves:
        raise ValueError(f"seat {view.get('seat')} has no move to make in this view")
    return moves


def choose(view: dict[str, Any], level: str = "normal", seed: int | None = None) -> Move:
    """A legal move for the seat whose view this is; same view, level and seed, same move."""
    if level not in LEVELS + BASELINES:
        raise ValueError(f"unknown level {level!r}; levels are {', '.join(LEVELS + BASELINES)}")
    moves = _legal(view)
    rng = random.Random(seed)
    if level == "random":
        return rng.choice(moves)
    return greedy_choice(view, moves)


def placement_score(view: dict[str, Any], move: Move) -> int:
    """Raw points a placement would score now, from the view's board alone."""
    if not isinstance(move, Place):
        return 0
    board: Board = board_from_view(view, Board)
    return board.place(move.tile, move.end)


def greedy_choice(view: dict[str, Any], moves: list[Move]) -> Move:
    """The highest-scoring placement; ties to the heaviest tile (then the first listed)."""
    best = max(
        range(len(moves)),
        key=lambda i: (
            placement_score(view, moves[i]),
            getattr(moves[i], "tile", Tile(0, 0)).pips,
            -i,
        ),
    )
    return moves[best]


def board_from_view(view: dict[str, Any], board_type: Any) -> Any:
    """Rebuild the board of a view by replaying its tiles in order at their recorded joins."""
    snapshot = view["board"]
    board = board_type()
    tiles = [Tile.parse(t) for t in snapshot["tiles"]]
    if tiles:
        board.place(tiles[0], None)
    for tile, (placed_on, _) in zip(tiles[1:], snapshot["joins"], strict=True):
        board.place(tile, End.parse(placed_on))
    return board
