"""Points: what a placement scores (R6, AF4, PB6), a hand's deduction (R8.3) and the count a
winning side takes at a hand's end (AF6-AF7, PB6-PB7, PB9), read from the game's ``Rules``."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Final, NamedTuple

from .rules import RAW_PER_DISPLAY, Rules, display
from .tiles import Tile

FIFTY: Final = 50  # R10: one large mark stands for 50 raw points
# The largest ends' sum a board can show: every scoring end is at most a double's 12, and no board
# has more scoring ends than the set has tiles.
MAX_ENDS_SUM: Final = 28 * 12


def placement_points(ends_sum: int) -> int:
    """R6.1: the ends' sum if it is positive and divisible by 5, else 0."""
    return ends_sum if ends_sum > 0 and ends_sum % 5 == 0 else 0


# POINTS[rules.play_scoring][ends_sum]: what a placement scores, worked out once per kind.
POINTS: Final[dict[str, tuple[int, ...]]] = {
    "fives": tuple(placement_points(total) for total in range(MAX_ENDS_SUM + 1)),  # R6.1, AF4
    "none": (0,) * (MAX_ENDS_SUM + 1),  # PB6
}


def points_table(rules: Rules) -> tuple[int, ...]:
    """What a placement leaving each ends' sum scores in this game: ``table[ends_sum]`` (R6.1 and
    AF4 for the fives games, nothing in the block game, PB6). The board and the game read it, so
    the scoring of a placement is this one function (a lookup: a board is made every round)."""
    return POINTS[rules.play_scoring]


def round_to_five(pips: int) -> int:
    """R8.3: nearest multiple of 5; remainders 1-2 round down, 3-4 round up."""
    return (pips + 2) // 5 * 5


def hand_penalty(tiles: Iterable[Tile]) -> int:
    """R8.3: a hand's pips rounded to the nearest 5, as a positive raw amount."""
    return round_to_five(sum(t.pips for t in tiles))


class HandCount(NamedTuple):
    """How a hand won by one side was counted (AF6-AF7, PB6-PB7, PB9): ``penalties`` per seat
    and ``deducted`` per side (zeros: nothing is deducted in these games), ``awarded`` per side
    (the count the winning side took) and ``bonus`` per side (PB9)."""

    penalties: tuple[int, ...]
    deducted: tuple[int, ...]
    awarded: tuple[int, ...]
    bonus: tuple[int, ...]


def winner_takes(
    rules: Rules,
    pips: Sequence[int],
    seat_sides: Sequence[int],
    scores: list[int],
    ender: int | None,
    capicua: bool,
) -> HandCount:
    """The count at the end of a hand the winning side takes, applied to ``scores`` (raw, one per
    side) and returned (Five Up's own count, R8.3, is ``Game._end_round``'s). ``pips``: each
    seat's pips left; ``ender``: the seat that went out (None: blocked); ``capicua``: it went out
    with a tile that fitted both ends (PB9)."""
    sides = len(scores)
    side_pips = [0] * sides
    for side, count in zip(seat_sides, pips, strict=True):
        side_pips[side] += count
    winner = hand_winner(rules, side_pips, seat_sides, ender)
    awarded = [0] * sides
    bonus = [0] * sides
    if winner is not None:
        # PB6: every pip left (PB7: both sides' when blocked); AF6, PB6's option: the opponents'
        counted = sum(side_pips) - (0 if rules.counted == "all" else side_pips[winner])
        counted -= blocked_less(rules, side_pips[winner], ender)  # AF7's option
        awarded[winner] = round_to_five(counted) if rules.rounding == "total-to-5" else counted
        if ender is not None and capicua:
            bonus[winner] = rules.capicua  # PB9
        scores[winner] += awarded[winner] + bonus[winner]
    zeros = (0,) * len(pips)
    return HandCount(zeros, (0,) * sides, tuple(awarded), tuple(bonus))


def blocked_less(rules: Rules, own_pips: int, ender: int | None) -> int:
    """What a blocked hand's winner takes off its count (AF7's option ``difference``: the
    opponents' pips less its own); 0 for a hand gone out and under every other rule."""
    return own_pips if ender is None and rules.blocked_count == "difference" else 0


def hand_winner(
    rules: Rules, side_pips: Sequence[int], seat_sides: Sequence[int], ender: int | None
) -> int | None:
    """The side that takes the count: the ender's (AF6, PB6); in a blocked hand the one side with
    the fewest pips (AF7, PB7), none on a tie or in Five Up (R8.4)."""
    if ender is not None:
        return seat_sides[ender]
    if rules.blocked_winner == "none":
        return None
    fewest = min(side_pips)
    return side_pips.index(fewest) if side_pips.count(fewest) == 1 else None


def tally(raw: int) -> dict[str, Any]:
    """R10: a score on paper: its sign, its 50-point marks and its single strokes (5 raw each)."""
    size = abs(raw)
    return {
        "negative": raw < 0,
        "fifties": size // FIFTY,
        "strokes": size % FIFTY // RAW_PER_DISPLAY,
    }


__all__ = [
    "HandCount",
    "display",
    "hand_penalty",
    "placement_points",
    "points_table",
    "round_to_five",
    "tally",
    "winner_takes",
]
