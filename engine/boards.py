"""Boards built from given placements, for pictures outside the game in play: the rules' worked
examples, a replayed position, a coached moment (the worker's ``layout_of`` operation).

Every placement goes through ``Board.place``, so an example that breaks a rule is refused with the
rule's own words, exactly as in play.
"""

from __future__ import annotations

from typing import Any, Final

from .board import Board
from .errors import excerpt
from .rules import SHEET, Rules
from .tiles import End, Tile

MAX_TILES: Final = 28  # a double-six set (R1.1)


def _list(value: object, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"{what} is a list, not {excerpt(value)}")
    if len(value) > MAX_TILES:
        raise ValueError(f"{what} has {len(value)} entries; a set has {MAX_TILES} tiles")
    return value


def _placements(args: dict[str, Any]) -> list[tuple[Tile, End | None]]:
    """(tile, end) in order, from ``steps`` or from a board's ``tiles`` and ``joins``."""
    if "steps" in args:
        found: list[tuple[Tile, End | None]] = []
        for i, step in enumerate(_list(args["steps"], "steps")):
            if not isinstance(step, dict) or "tile" not in step:
                raise ValueError(
                    f"step {i + 1} is an object {{'tile', 'end'}}, not {excerpt(step)}"
                )
            end = step.get("end")
            found.append((Tile.parse(step["tile"]), None if end is None else End.parse(end)))
        return found
    tiles = _list(args.get("tiles"), "tiles")
    joins = _list(args.get("joins", []), "joins")
    if len(joins) != max(0, len(tiles) - 1):
        raise ValueError(
            f"{len(tiles)} tiles need {max(0, len(tiles) - 1)} joins, not {len(joins)}"
        )
    found = [(Tile.parse(t), None) for t in tiles[:1]]
    for tile, join in zip(tiles[1:], joins, strict=True):
        if not isinstance(join, list) or not join:
            raise ValueError(f"a join is [open end, joining side], not {excerpt(join)}")
        found.append((Tile.parse(tile), End.parse(join[0])))
    return found


def board_of(args: dict[str, Any], rules: Rules = SHEET) -> tuple[Board, list[dict[str, Any]]]:
    """The board the placements build, and per placement its points and the ends' sum after it.

    ``args``: ``{"steps": [{"tile": "[1|4]", "end": null}, ...]}`` or
    ``{"tiles": ["[1|4]", ...], "joins": [["[1|4] low", "[1|1] line_a"], ...]}``.
    IllegalMove (naming the rule) for a placement the rules refuse, ValueError for bad input.
    The board follows ``rules`` (Five Up's by default).
    """
    board = Board(rules)
    steps: list[dict[str, Any]] = []
    for tile, end in _placements(args):
        points = board.place(tile, end)
        steps.append(
            {
                "tile": str(tile),
                "end": None if end is None else str(end),
                "points": points,
                "display_points": rules.display(points),
                "ends_sum": board.ends_sum(),
            }
        )
    return board, steps
