"""The round's public history: one named, immutable event per move.

They are recorded on the hot path, so they are plain NamedTuples; readers use the field names.
"""

from __future__ import annotations

from typing import NamedTuple

from .tiles import End, Tile


class Placed(NamedTuple):
    """A placement (R3). ``points`` are the placement's true points (R6); ``scorer`` the side that
    took them (None when they are 0). Under Muggins (H2) ``claim`` is what the player announced
    (0 for "no score"), and a claim that was not exact gives the points to the next seat's side."""

    seat: int
    tile: Tile
    end: End | None
    points: int
    ends_sum: int
    drawn: bool  # the tile placed is the one just drawn (R7.2), public at a real table
    claim: int | None
    scorer: int | None

    @property
    def mugginsed(self) -> bool:
        """H2: the points went to another side because the claim was not exact."""
        return self.claim is not None and self.points > 0 and self.claim != self.points


class Drew(NamedTuple):
    """One tile drawn (R7.2); the seat held nothing matching ``open_values``."""

    seat: int
    open_values: tuple[int, ...]


class Passed(NamedTuple):
    """A pass (R7.3); the seat holds nothing matching ``open_values``."""

    seat: int
    open_values: tuple[int, ...]


Event = Placed | Drew | Passed

__all__ = ["Drew", "Event", "Passed", "Placed"]
