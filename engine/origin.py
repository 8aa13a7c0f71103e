"""How a game began (``Game.origin``), and the facts the page decides from (docs/protocol.md).

The values are the words records and views have always carried ("seed", "line", ...), so every
saved game and record still loads. Each origin says whether the game is ``counted`` (the
statistics and the match history keep it when it ends on the device), whether it is a
``side_line`` (played beside the real game: never saved over it, never counted) and whether its
``deals_again`` (every round dealt from the game seed, so ``again`` can deal them once more) and
whether it offers the ``aids`` (hint and undo: never in a game scored against someone else's).
The engine sends these facts with every state, so the page keeps no list of origins.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

from .errors import excerpt


class Origin(StrEnum):
    """How a game began; the value is its word on the wire and in records."""

    SEED = "seed"  # Game.new: round 1 dealt from the seed
    SHARED = "shared"  # every round dealt from the seats' shares (Network)
    GIVEN = "given"  # a deal by hand that R1 allows
    POSITION = "position"  # built on purpose (a test, an imported position): never a real game
    SETUP = "setup"  # a set-up position (Game.from_setup)
    LINE = "line"  # a what-if line from a past position (engine/lines.py)
    AGAIN = "again"  # a finished game's deals played again (engine/lines.py)
    PUZZLE = "puzzle"  # a puzzle's position (engine/puzzles.py)
    DAILY = "daily"  # the deal of a date, the same for everyone (engine/daily.py)
    CHALLENGE = "challenge"  # a friend's challenge's deals (engine/challenge.py)

    @classmethod
    def read(cls, value: object, field: str = "origin") -> Origin:
        """An origin's word from outside (a record, a view off the wire), else a ValueError
        naming ``field``."""
        if isinstance(value, str) and value in _WORDS:
            return cls(value)
        raise ValueError(f"{field} is {excerpt(value)}, not one of {', '.join(map(repr, _WORDS))}")

    @property
    def counted(self) -> bool:
        """The statistics and the match history keep the game when it ends on the device."""
        return self in COUNTED

    @property
    def side_line(self) -> bool:
        """A side game beside the real one: never saved over it, never counted, its seats not
        the New game dialog's defaults."""
        return self in SIDE_LINES

    @property
    def deals_again(self) -> bool:
        """Every round is dealt from the game seed: ``again`` can deal the finished game again."""
        return self in FROM_SEED

    @property
    def aids(self) -> bool:
        """Hint and undo are offered: not in a daily deal or a challenge, whose score is set
        beside another player's on the same deals."""
        return self not in COMPARED

    def facts(self) -> dict[str, bool]:
        """The facts the page decides from, as the state sends them."""
        return {
            "counted": self.counted,
            "side_line": self.side_line,
            "deals_again": self.deals_again,
            "aids": self.aids,
        }


_WORDS: Final = tuple(origin.value for origin in Origin)
COUNTED: Final = frozenset({Origin.SEED, Origin.SHARED, Origin.GIVEN, Origin.DAILY})
SIDE_LINES: Final = frozenset(
    {Origin.SETUP, Origin.LINE, Origin.AGAIN, Origin.PUZZLE, Origin.CHALLENGE}
)
FROM_SEED: Final = frozenset({Origin.SEED, Origin.AGAIN, Origin.DAILY, Origin.CHALLENGE})
COMPARED: Final = frozenset({Origin.DAILY, Origin.CHALLENGE})

__all__ = ["COMPARED", "COUNTED", "FROM_SEED", "SIDE_LINES", "Origin"]
