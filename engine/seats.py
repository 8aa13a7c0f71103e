"""Who sits at the table: each seat is a person (with a name) or a computer (with a level).

Several people may share one device (pass and play); at least one seat is a person. The seats
are the session's, not the game's: the rules and the record of play do not depend on who sits
where, so a game's identity (``engine.record.content_id``) ignores them. The protocol's
``new_game`` takes them, and its ``record`` writes them beside the game record (``"seats"``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal

from .errors import excerpt

Kind = Literal["person", "computer"]
KINDS: Final = ("person", "computer")
MAX_NAME: Final = 24  # characters of a person's name
SEAT_FIELDS: Final = ("kind", "name", "level", "remote")


@dataclass(frozen=True, slots=True)
class Seat:
    """A person (``name`` None: the page's own word for "you") or a computer of ``level``. A
    ``remote`` person plays from another device over the network (Network): the host's engine
    takes that seat's moves only from its guest, and never shows its hand on the host's page."""

    kind: Kind
    name: str | None = None
    level: str | None = None
    remote: bool = False

    @property
    def is_person(self) -> bool:
        return self.kind == "person"

    @property
    def is_here(self) -> bool:
        """A person at this device (not a computer, not a guest on another device)."""
        return self.is_person and not self.remote

    def to_json(self) -> dict[str, Any]:
        if self.is_person:
            shape: dict[str, Any] = {"kind": "person", "name": self.name}
            return shape | ({"remote": True} if self.remote else {})
        return {"kind": "computer", "level": self.level}


def person(name: str | None = None, remote: bool = False) -> Seat:
    return Seat("person", name, None, remote)


def computer(level: str) -> Seat:
    return Seat("computer", None, level)


def seats_of_levels(levels: Sequence[str | None]) -> tuple[Seat, ...]:
    """The older form, one entry per seat (null for the one person, else a level)."""
    return tuple(person() if level is None else computer(level) for level in levels)


def levels_of(seats: Sequence[Seat]) -> list[str | None]:
    """One entry per seat: null for a person, else the computer's level."""
    return [None if seat.is_person else seat.level for seat in seats]


def people(seats: Sequence[Seat]) -> list[int]:
    return [i for i, seat in enumerate(seats) if seat.is_person]


def people_here(seats: Sequence[Seat]) -> list[int]:
    """The people at this device: every person but the guests playing from their own."""
    return [i for i, seat in enumerate(seats) if seat.is_here]


def remote_seats(seats: Sequence[Seat]) -> list[int]:
    return [i for i, seat in enumerate(seats) if seat.remote]


def _name(value: object, field: str) -> str | None:
    """A person's name: null, or 1..MAX_NAME printable characters (spaces at the ends dropped)."""
    if value is None:
        return None
    what = f"null or a name of 1..{MAX_NAME} printable characters"
    if not isinstance(value, str):
        raise ValueError(f"{field} is {what}, not {excerpt(value, 30)}")
    name = value.strip()
    printable = all(unicodedata.category(c)[0] != "C" for c in name)
    if not 1 <= len(name) <= MAX_NAME or not printable:
        raise ValueError(f"{field} is {what}, not {excerpt(value, 30)}")
    return name


def check_name(value: object, field: str) -> str | None:
    """A person's name from outside (a guest's join): null or 1..MAX_NAME printable characters."""
    return _name(value, field)


def _seat(value: object, field: str, known: Collection[str]) -> Seat:
    shape = '{"kind": "person", "name"} or {"kind": "computer", "level"}'
    if not isinstance(value, dict):
        raise ValueError(f"{field} is {shape}, not {excerpt(value, 30)}")
    for key in value:
        if key not in SEAT_FIELDS:
            fields = ", ".join(SEAT_FIELDS)
            raise ValueError(f"{field} has no field {excerpt(key, 30)}; fields: {fields}")
    kind = value.get("kind")
    if kind == "person":
        if value.get("level") is not None:
            raise ValueError(f"{field}.level is for a computer; a person has a name")
        remote = value.get("remote", False)
        if not isinstance(remote, bool):
            raise ValueError(f"{field}.remote is true or false, not {excerpt(remote, 30)}")
        return person(_name(value.get("name"), f"{field}.name"), remote)
    if kind == "computer":
        level = value.get("level")
        if not isinstance(level, str) or level not in known:
            names = ", ".join(known)
            raise ValueError(f"{field}.level is one of {names}, not {excerpt(level, 30)}")
        if value.get("name") is not None or "remote" in value:
            raise ValueError(f"{field}.name and .remote are for a person; a computer has a level")
        return computer(level)
    raise ValueError(f"{field}.kind is 'person' or 'computer', not {excerpt(kind, 30)}")


def seats_from_json(
    value: object, players: int, known: Collection[str], field: str = "seats"
) -> tuple[Seat, ...]:
    """Exactly ``players`` seats, at least one a person; ValueError naming the field otherwise."""
    what = f"a list of {players} seats"
    if not isinstance(value, list) or len(value) > 4:
        raise ValueError(f"{field} is {what}, not {excerpt(value, 30)}")
    if len(value) != players:
        raise ValueError(f"{field} is {what}, not {len(value)}")
    seats = tuple(_seat(v, f"{field}[{i}]", known) for i, v in enumerate(value))
    if not people(seats):
        raise ValueError(f"{field} has at least one person")
    return seats


__all__ = [
    "KINDS",
    "MAX_NAME",
    "Seat",
    "check_name",
    "computer",
    "levels_of",
    "people",
    "people_here",
    "person",
    "remote_seats",
    "seats_from_json",
    "seats_of_levels",
]
