"""Points: what a placement scores (R6) and what a hand left over costs (R8.3)."""

from __future__ import annotations

from collections.abc import Iterable

from .tiles import Tile

TARGET = 305  # R9.2: raw points to win (61 display)
RAW_PER_DISPLAY = 5  # R6.2


def placement_points(ends_sum: int) -> int:
    """R6.1: the ends' sum if it is positive and divisible by 5, else 0."""
    return ends_sum if ends_sum > 0 and ends_sum % 5 == 0 else 0


def round_to_five(pips: int) -> int:
    """R8.3: nearest multiple of 5; remainders 1-2 round down, 3-4 round up."""
    return (pips + 2) // 5 * 5


def hand_penalty(tiles: Iterable[Tile]) -> int:
    """R8.3: a hand's pips rounded to the nearest 5, as a positive raw amount."""
    return round_to_five(sum(t.pips for t in tiles))


def display(raw: int) -> int:
    """R6.2: display points (every amount is a multiple of 5)."""
    return raw // RAW_PER_DISPLAY
