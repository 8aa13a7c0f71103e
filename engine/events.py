"""The round's public history: one named, immutable event per move, and how the round ended.

Events are recorded on the hot path, so they are plain NamedTuples; readers use the field names.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .moves import DRAW, PASS, Move, Place
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


def event_move(event: Event) -> Move:
    """The move an event records, its claim included (H2)."""
    if isinstance(event, Placed):
        return Place(event.tile, event.end, event.claim)
    return DRAW if isinstance(event, Drew) else PASS


class RoundResult(NamedTuple):
    """How a round ended (R8): the seat that went out (``None`` when the round was blocked,
    R7.4), each seat's hand deducted from its own side (raw, positive, R8.3) and the scores
    after the deductions (raw, one per side). ``pips`` (each hand's pip count, R8.2),
    ``gained`` (the placement points each side took this round, R6), ``muggins`` (the part of
    ``gained`` it took through another side's claim that was not exact, H2) and ``deducted`` (each
    side's hands together, R8.3) are there so that a round summary shows how the scores came
    about without doing any arithmetic of its own. In the games where the hand's winner takes
    the count (AF6-AF7, PB6-PB7), ``awarded`` is what each side took and ``bonus`` its capicúa
    bonus (PB9), and ``penalties``/``deducted`` are zeros; in Five Up both are None and are left
    out of the JSON."""

    ender: int | None
    penalties: tuple[int, ...]
    scores: tuple[int, ...]
    pips: tuple[int, ...]
    gained: tuple[int, ...]
    deducted: tuple[int, ...]
    muggins: tuple[int, ...]
    awarded: tuple[int, ...] | None = None
    bonus: tuple[int, ...] | None = None

    @property
    def blocked(self) -> bool:
        return self.ender is None

    def to_json(self) -> dict[str, Any]:
        """The JSON form ``Game.round_result`` and the view give (docs/engine-api.md)."""
        found: dict[str, Any] = {
            "ender": self.ender,
            "blocked": self.blocked,
            "penalties": list(self.penalties),
            "scores": list(self.scores),
            "pips": list(self.pips),
            "gained": list(self.gained),
            "deducted": list(self.deducted),
            "muggins": list(self.muggins),
        }
        if self.awarded is not None and self.bonus is not None:
            found["awarded"] = list(self.awarded)
            found["bonus"] = list(self.bonus)
        return found


__all__ = ["Drew", "Event", "Passed", "Placed", "RoundResult", "event_move"]
