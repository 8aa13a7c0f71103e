"""An independent, slow re-derivation of R4 and R5 from a board's tiles and joins, for checking."""

from __future__ import annotations

from engine import Board, End


def reference_open_and_scoring(board: Board) -> tuple[set[End], list[int]]:
    """Open ends and scoring values recomputed from scratch (no incremental bookkeeping)."""
    filled: set[End] = set()
    for placed_on, joining in board.joins:
        filled.add(placed_on)
        filled.add(joining)
    open_ends: set[End] = set()
    values: list[int] = []
    for tile in board.tiles:
        if tile.is_double:
            line = [End(tile, "line_a"), End(tile, "line_b")]
            unfilled = [e for e in line if e not in filled]
            open_ends.update(unfilled)  # R4.3
            if unfilled:
                values.append(2 * tile.low)  # R5.2, both halves once
            else:
                branches = [End(tile, "branch_a"), End(tile, "branch_b")]
                open_ends.update(e for e in branches if e not in filled)  # R3.5
        else:
            for slot, value in (("low", tile.low), ("high", tile.high)):
                end = End(tile, slot)
                if end not in filled:
                    open_ends.add(end)  # R4.1, R4.2
                    values.append(value)  # R5.1
    return open_ends, values
