"""The daily deal (issue 29): the same game for everyone on a date, with no server.

The seed comes from the date (UTC, as the device reads it) and a fixed public salt, so any two
devices deal the same rounds on the same date, round after round; the game is two players, the
person in seat 0 against the ``hard`` computer, on the sheet's rules. The computers' choices are
seeded from their view and the game's public salt (0), so the same moves get the same answers.
"""

from __future__ import annotations

import datetime
import hashlib
import re
from typing import Final

from .deal import MAX_SEED
from .errors import excerpt
from .game import Game
from .origin import Origin
from .rules import Rules
from .seats import Seat, computer, person

SALT: Final = "five-up daily deal 1"  # public: changing it changes every date's deal
PLAYERS: Final = 2
LEVEL: Final = "hard"
FIRST: Final = datetime.date(2020, 1, 1)
LAST: Final = datetime.date(2199, 12, 31)
_FORM: Final = re.compile(r"\d{4}-\d{2}-\d{2}")


def read_date(value: object, field: str = "date") -> datetime.date:
    """A date as ``YYYY-MM-DD`` between 2020 and 2199; ValueError naming ``field`` otherwise."""
    what = f"{field} is a date YYYY-MM-DD from {FIRST} to {LAST}"
    if not isinstance(value, str) or not _FORM.fullmatch(value):
        raise ValueError(f"{what}, not {excerpt(value, 24)}")
    try:
        date = datetime.date.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{what}; {value} is no day of the calendar") from None
    if not FIRST <= date <= LAST:
        raise ValueError(f"{what}, not {value}")
    return date


def daily_seed(date: datetime.date) -> int:
    """The date's seed: the SHA-256 of the public salt and the date, cut to a JavaScript number."""
    digest = hashlib.sha256(f"{SALT}|{date.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % MAX_SEED


def daily_game(date: datetime.date) -> Game:
    """The date's game: its seed, the sheet's rules, salt 0, origin ``"daily"``."""
    game = Game.new(PLAYERS, daily_seed(date), Rules(), salt=0)
    game.relabel(Origin.DAILY)
    return game


def daily_seats(name: str | None) -> tuple[Seat, ...]:
    """The person (named, if a name is given) against the hard computer."""
    return (person(name), computer(LEVEL))


def is_daily(game: Game, date: datetime.date) -> bool:
    """``game`` is ``date``'s deal: its seed, two players, the sheet's rules, salt 0."""
    return (game.seed, game.players, game.rules, game.salt) == (
        daily_seed(date),
        PLAYERS,
        Rules(),
        0,
    )


__all__ = ["LEVEL", "PLAYERS", "daily_game", "daily_seats", "daily_seed", "is_daily", "read_date"]
