"""Points: what a placement scores (R6) and what a hand left over costs (R8.3)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

from .rules import RAW_PER_DISPLAY, display
from .tiles import Tile

FIFTY: Final = 50  # R10: one large mark stands for 50 raw points


def placement_points(ends_sum: int) -> int:
    """R6.1: the ends' sum if it is positive and divisible by 5, else 0."""
    return ends_sum if ends_sum > 0 and ends_sum % 5 == 0 else 0


def round_to_five(pips: int) -> int:
    """R8.3: nearest multiple of 5; remainders 1-2 round down, 3-4 round up."""
    return (pips + 2) // 5 * 5


def hand_penalty(tiles: Iterable[Tile]) -> int:
    """R8.3: a hand's pips rounded to the nearest 5, as a positive raw amount."""
    return round_to_five(sum(t.pips for t in tiles))


def tally(raw: int) -> dict[str, Any]:
    """R10: a score on paper: its sign, its 50-point marks and its single strokes (5 raw each)."""
    size = abs(raw)
    return {
        "negative": raw < 0,
        "fifties": size // FIFTY,
        "strokes": size % FIFTY // RAW_PER_DISPLAY,
    }


__all__ = ["display", "hand_penalty", "placement_points", "round_to_five", "tally"]
