"""The rules a table may choose, as one frozen value: every rule constant of the engine lives here.

The sheet's game (R1-R9) is ``Rules()``. House rules (H1 target, H2 Muggins) are options of the
value, never separate code paths scattered about: the game, the view, the record, the AI and the
protocol all read them from the game's ``Rules``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Final

from .errors import excerpt as _excerpt
from .errors import is_int

MIN_PLAYERS: Final = 2  # R1.2
MAX_PLAYERS: Final = 4  # R1.2
HAND_SIZE: Final = 5  # R1.3, whatever the number of players
SET_SIZE: Final = 28  # R1.1, the double-six set
RAW_PER_DISPLAY: Final = 5  # R6.2
TARGETS: Final = (155, 305, 605)  # H1: 31, 61 (the sheet's, R9.2) or 121 display points
DEFAULT_TARGET: Final = 305
MAX_CLAIM: Final = 1_000  # H2: no ends' sum comes near this; a bound for untrusted claims


def display(raw: int) -> int:
    """R6.2: display points (every amount in the game is a multiple of 5)."""
    return raw // RAW_PER_DISPLAY


def sides_of(players: int) -> int:
    """R1.2: two partnerships with four players, else everyone alone."""
    return 2 if players == 4 else players


def side_of_seat(seat: int, players: int) -> int:
    """R1.2: partners sit opposite (seats 0 and 2 against 1 and 3)."""
    return seat % 2 if players == 4 else seat


def hand_size(players: int) -> int:
    """R1.3: five tiles each, whatever the number of players."""
    return HAND_SIZE


def boneyard_size(players: int) -> int:
    """R1.3: the rest of the set (18, 13 or 8 tiles)."""
    return SET_SIZE - players * hand_size(players)


# SEAT_SIDES[players]: each seat's side, for a game to read seat by seat.
SEAT_SIDES: Final = {
    players: tuple(side_of_seat(seat, players) for seat in range(players))
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)
}


@dataclass(frozen=True, slots=True)
class Rules:
    """The table's rules: ``target`` in raw points (H1) and ``muggins`` (H2); ``Rules()`` is the
    sheet's game. Refuses values no table may choose, naming the rule."""

    target: int = DEFAULT_TARGET
    muggins: bool = False

    def __post_init__(self) -> None:
        if not is_int(self.target) or self.target not in TARGETS:
            shown = ", ".join(f"{t} ({display(t)})" for t in TARGETS)
            raise ValueError(f"H1 rules.target is one of {shown} raw, not {_excerpt(self.target)}")
        if not isinstance(self.muggins, bool):
            raise ValueError(f"H2 rules.muggins is true or false, not {_excerpt(self.muggins)}")

    # Facts of the sheet every table shares (R1, R6.2), read through the game's rules.
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS
    raw_per_display: ClassVar[int] = RAW_PER_DISPLAY

    @property
    def display_target(self) -> int:
        return display(self.target)

    def display(self, raw: int) -> int:
        return display(raw)

    def hand_size(self, players: int) -> int:
        return hand_size(players)

    def boneyard_size(self, players: int) -> int:
        return boneyard_size(players)

    def sides(self, players: int) -> int:
        return sides_of(players)

    def side_of(self, seat: int, players: int) -> int:
        return side_of_seat(seat, players)

    def seat_sides(self, players: int) -> tuple[int, ...]:
        """Each seat's side (R1.2), seat by seat: ``side_of`` for every seat, made once."""
        return SEAT_SIDES[players]

    def check_players(self, players: object) -> int:
        """R1.2: two, three or four players; ValueError naming the rule otherwise."""
        if not is_int(players) or not self.min_players <= players <= self.max_players:  # type: ignore[operator]
            raise ValueError(f"R1.2 Five Up is for 2, 3 or 4 players, not {_excerpt(players)}")
        assert isinstance(players, int)
        return players

    @property
    def is_sheet(self) -> bool:
        """The sheet's own game, no house rule."""
        return self == Rules()

    def to_json(self) -> dict[str, Any]:
        return {
            "target": self.target,
            "display_target": self.display_target,
            "muggins": self.muggins,
        }

    @classmethod
    def from_json(cls, data: object) -> Rules:
        """Rules from their JSON form; missing options take the sheet's defaults. ValueError
        naming the field for anything else (unknown fields included)."""
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise ValueError(f'rules is an object like {{"target": 305}}, not {_excerpt(data)}')
        known = {"target", "muggins", "display_target"}
        unknown = sorted(str(k) for k in data if k not in known)
        if unknown:
            raise ValueError(
                f"rules has no option {_excerpt(unknown[0])}; options: target, muggins"
            )
        rules = cls(target=data.get("target", DEFAULT_TARGET), muggins=data.get("muggins", False))
        if "display_target" in data and data["display_target"] != rules.display_target:
            raise ValueError(
                f"rules.display_target is {rules.display_target} for target {rules.target}, "
                f"not {_excerpt(data['display_target'])}"
            )
        return rules


SHEET: Final = Rules()  # the sheet's game, made once: a new game without rules takes it


def describe() -> dict[str, Any]:
    """What a table may choose, with defaults and bounds, for the page to build its lists from."""
    return {
        "players": {"min": MIN_PLAYERS, "max": MAX_PLAYERS, "default": 2, "rule": "R1.2"},
        "hand_size": HAND_SIZE,
        "raw_per_display": RAW_PER_DISPLAY,
        "options": {
            "target": {
                "rule": "H1",
                "default": DEFAULT_TARGET,
                "choices": [{"raw": t, "display": display(t)} for t in TARGETS],
            },
            "muggins": {
                "rule": "H2",
                "default": False,
                "choices": [False, True],
                "max_claim": MAX_CLAIM,
            },
        },
        "default": Rules().to_json(),
    }


__all__ = [
    "HAND_SIZE",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "RAW_PER_DISPLAY",
    "TARGETS",
    "Rules",
    "boneyard_size",
    "describe",
    "display",
    "hand_size",
    "side_of_seat",
    "sides_of",
]
