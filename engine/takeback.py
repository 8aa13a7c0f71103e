"""Going back in a game: undo a player's last placement, or rebuild any earlier moment for replay.

Both work on the game record, so the rebuilt game is exactly what replaying the moves gives, and
every rule check of ``Game.play`` runs again on the way.
"""

from __future__ import annotations

from typing import Any

from .errors import IllegalMove, excerpt
from .events import Placed
from .game import Game


def take_back(game: Game, seat: int) -> Game:
    """The game as it was just before ``seat``'s last placement of this round (and what followed).

    Only placements are taken back: draws and passes are forced (R7), so undoing one alone would
    change nothing but what the player has seen.
    """
    events = game.rounds[-1].events
    last = max(
        (i for i, e in enumerate(events) if isinstance(e, Placed) and e.seat == seat), default=None
    )
    if last is None:
        raise IllegalMove(f"seat {seat} has placed nothing this round: nothing to take back")
    record = game.to_record()
    record["rounds"][-1]["moves"] = record["rounds"][-1]["moves"][:last]
    return Game.from_record(record)


def game_at(record: dict[str, Any], round_number: int, step: int) -> Game:
    """The game of ``record`` after ``step`` moves of round ``round_number`` (1-based)."""
    rounds = record.get("rounds") if isinstance(record, dict) else None
    if not isinstance(rounds, list) or not rounds:
        raise ValueError("game record: rounds is not a non-empty list")
    if not isinstance(round_number, int) or not 1 <= round_number <= len(rounds):
        raise ValueError(f"round is 1..{len(rounds)}, not {excerpt(round_number)}")
    moves = (
        rounds[round_number - 1].get("moves")
        if isinstance(rounds[round_number - 1], dict)
        else None
    )
    if not isinstance(moves, list):
        raise ValueError(f"game record: round {round_number} has no moves list")
    if not isinstance(step, int) or not 0 <= step <= len(moves):
        raise ValueError(f"step is 0..{len(moves)} in round {round_number}, not {excerpt(step)}")
    cut = dict(record)
    cut["rounds"] = [
        *rounds[: round_number - 1],
        {**rounds[round_number - 1], "moves": moves[:step]},
    ]
    return Game.from_record(cut)
