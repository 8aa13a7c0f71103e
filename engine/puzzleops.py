"""The worker's operations for puzzles (engine/puzzles.py; docs/protocol.md): the page hands the
engine the puzzle file it fetched (``puzzles``: every puzzle checked, a refusal citing the field)
and then one puzzle to play (``puzzle``: its record loaded as ``load`` does, and checked against
the puzzle: the seat to play, both hands and every legal placement)."""

from __future__ import annotations

from typing import Any

from .origin import Origin
from .puzzles import check_file, check_puzzle
from .session import Session, load


def op_puzzles(session: Session, args: dict[str, Any]) -> Any:
    """A puzzle file, checked: ``{"puzzles": [...]}``, in the file's order (easiest first)."""
    return {"puzzles": check_file(args.get("data"))}


def _same_position(puzzle: dict[str, Any], state: dict[str, Any], hands: list[list[str]]) -> None:
    view = state["view"]
    seat = puzzle["seat"]
    if state["origin"] != Origin.PUZZLE or view["players"] != 2 or view["boneyard_count"] != 0:
        raise ValueError("puzzle.record is a two-player puzzle with an empty boneyard")
    if view["current"] != seat or state["human"] != seat:
        raise ValueError(f"puzzle.seat {seat} is not the person to play in puzzle.record")
    if hands != puzzle["hands"]:
        raise ValueError("puzzle.hands are not the hands of puzzle.record")
    legal = sorted((m["tile"], m["end"] or "") for m in view["legal_moves"])
    listed = sorted((m["move"]["tile"], m["move"]["end"] or "") for m in puzzle["moves"])
    if legal != listed:
        raise ValueError("puzzle.moves are not the legal placements of puzzle.record")


def op_puzzle(session: Session, args: dict[str, Any]) -> Any:
    """One puzzle on the table: state, its record read as ``load`` reads a saved game. Every
    check runs before the session changes."""
    puzzle = check_puzzle(args.get("puzzle"))
    trial = Session()
    load(trial, puzzle["record"])
    state = trial.state()
    game = trial.require_game()
    _same_position(puzzle, state, [[str(t) for t in hand] for hand in game.hands])
    session.start(game, trial.seats, 0, trial.human)
    return session.state()
