"""One game in the worker and the readers every operation shares (docs/protocol.md).

``Session`` holds the game, its seats and whose view the page shows; ``state`` is the answer most
operations give. The readers (``seats_of``, ``salt_of``, ``record_of``, ``load``) check what a
request hands in before the session changes. They live here, below protocol.py and the op
modules (netops, lines, puzzleops, setupops, summary), so each op module imports what it needs
and nothing imports protocol.py back.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from . import inbound
from .ai import BASELINES, LEVELS
from .challenge import Challenge
from .dealing import PendingDeal
from .errors import excerpt
from .game import MAX_SALT, Game
from .previews import previews
from .record import content_id
from .seats import (
    Seat,
    levels_of,
    people_here,
    remote_seats,
    seats_from_json,
    seats_of_levels,
)

DEFAULT_LEVEL: Final = "normal"
KNOWN_LEVELS: Final = LEVELS + BASELINES


class Session:
    """One game in the worker: who sits in each seat (people and computers), and whose view the
    state shows (``human``: the person to act, else the last person who did; the next person to
    act before anyone has). Only the people at this device count there: a guest's seat (remote,
    Network) is never the one shown while a person or a computer is at the host's device."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.human = 0
        self.seats: tuple[Seat, ...] = ()
        self.undos = 0  # take-backs in this game (the statistics count them)
        self.pending: PendingDeal | None = None  # a deal from shares being collected (Network)
        self.line: dict[str, Any] | None = None  # a what-if line's start (engine/lines.py)
        self.opened: Challenge | None = None  # the challenge last checked (engine/challengeops.py)

    @property
    def levels(self) -> list[str | None]:
        """One entry per seat: null for a person, else the computer's level."""
        return levels_of(self.seats)

    def require_game(self) -> Game:
        if self.game is None:
            raise ValueError("no game yet: start one with new_game")
        return self.game

    def start(
        self,
        game: Game,
        seats: Sequence[Seat] | Sequence[str | None],
        undos: int = 0,
        human: int | None = None,
    ) -> None:
        """Take a new game, all checked beforehand: a refusal never leaves half a session.
        ``seats`` may be the older form, one level per seat with null for the one person;
        ``human``, a person's seat whose view to show while a computer is to act (a record's)."""
        self.game, self.undos, self.line = game, undos, None
        self.seats = tuple(s if isinstance(s, Seat) else seats_of_levels([s])[0] for s in seats)
        first = game.current
        order = [(first + k) % game.players for k in range(game.players)]
        # Nobody here (a host who only referees for guests): a computer's seat, else the first;
        # the page shows no hand then (``people`` is empty).
        fallback = next((s for s in order if not self.seats[s].is_person), first)
        self.human = next((s for s in order if self.seats[s].is_here), fallback)
        if human is not None and self.seats[human].is_here:
            self.human = human
        self.follow()

    def follow(self) -> None:
        """The view follows the person to act; between people it stays with the last one."""
        game = self.require_game()
        if not game.round_over and self.seats[game.current].is_here:
            self.human = game.current

    def next_person(self) -> int | None:
        """The person who acts next (the seat to act, or the first person after it in turn order,
        R2); None once the round is over. A page that passes the device hides the hands until
        this person shows theirs."""
        game = self.require_game()
        if game.round_over:
            return None
        order = ((game.current + k) % game.players for k in range(game.players))
        return next((seat for seat in order if self.seats[seat].is_here), None)

    def state(self) -> dict[str, Any]:
        game = self.require_game()
        self.follow()
        return {
            "view": game.view(self.human),
            "human": self.human,
            "seats": [seat.to_json() for seat in self.seats],
            "people": people_here(self.seats),
            "remote": remote_seats(self.seats),
            "next_person": self.next_person(),
            "levels": self.levels,
            "undos": self.undos,
            "previews": previews(game) if game.current == self.human else [],
            "rules": game.rules.to_json(),
            "origin": game.origin.value,
            **game.origin.facts(),  # counted, side_line, deals_again (engine/origin.py)
            "game_id": content_id(game) if game.over else None,
        }


def default_levels(players: int) -> list[str | None]:
    """The person in seat 0 against ``normal`` computers."""
    return [None] + [DEFAULT_LEVEL] * (players - 1)


def salt_of(value: object, seeded: bool) -> int:
    """The public per-game salt: given, else 0 for a seeded game (reproducible), else random."""
    if value is not None:
        return inbound.integer(value, "salt", 0, MAX_SALT - 1)
    return 0 if seeded else random.SystemRandom().randrange(MAX_SALT)


def seats_of(source: dict[str, Any], players: int, prefix: str = "") -> tuple[Seat, ...]:
    """``seats`` (people with names, computers with levels), else the older ``levels`` (one
    person), else the person in seat 0 against ``normal`` computers. ``new_game`` takes one of
    the two; a record carries both (``levels`` summing up ``seats``), and they must agree."""
    wanted, given = source.get("levels"), source.get("seats")
    if given is None:
        chosen = default_levels(players) if wanted is None else wanted
        return seats_of_levels(inbound.levels(chosen, players, KNOWN_LEVELS, f"{prefix}levels"))
    if wanted is not None and not prefix:
        raise ValueError("new_game takes seats or levels, not both")
    seats = seats_from_json(given, players, KNOWN_LEVELS, f"{prefix}seats")
    if wanted is not None and wanted != levels_of(seats):
        raise ValueError(f"{prefix}levels is {excerpt(wanted)}, not the seats' levels")
    return seats


def record_of(value: object, field: str = "record") -> dict[str, Any]:
    """A game record's outer shape (an object); ``Game.from_record`` checks the rest."""
    return inbound.obj(value, field, "a game record (an object)")


def record_seats(record: dict[str, Any], players: int) -> tuple[Seat, ...]:
    """The record's ``seats``; an older record's ``levels`` (one person); else seat 0 is the person.
    With seats, ``levels`` is only their summary, which must agree with them."""
    return seats_of(record, players, "record.")


def load(session: Session, value: object) -> None:
    """A saved game into ``session``; every check runs before the session changes (the engine
    refuses a record whose deal breaks R1 unless its origin says it is a position)."""
    record = record_of(value)
    game = Game.from_record(record)
    seats = record_seats(record, game.players)
    undos = inbound.integer(record.get("undos", 0), "record.undos", 0, inbound.MAX_SAFE)
    human = inbound.optional_integer(record.get("human"), "record.human", 0, game.players - 1)
    session.start(game, seats, undos, human)
