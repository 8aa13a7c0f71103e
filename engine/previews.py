"""What each legal placement would score now: a play aid for the seat to act, in ``state`` and
in a guest's ``view`` message alike."""

from __future__ import annotations

from typing import Any

from .game import Game
from .moves import Place, move_to_json


def previews(game: Game) -> list[dict[str, Any]]:
    """What each legal placement would score now, and the ends' sum it leaves (a play aid)."""
    found = []
    for move in game.legal_moves():
        if isinstance(move, Place):
            board = game.board.copy()
            points = board.place(move.tile, move.end)
            found.append(
                {
                    **move_to_json(move),
                    "points": points,
                    "display_points": game.rules.display(points),
                    "ends_sum": board.ends_sum(),
                }
            )
    return found


__all__ = ["previews"]
