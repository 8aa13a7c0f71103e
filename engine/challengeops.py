"""The daily deal and challenge links as worker ops (issue 29; docs/protocol.md, "Challenges").

- ``daily``: the date's deal (engine/daily.py), the person against the hard computer.
- ``challenge``: a finished game's challenge code (engine/challenge.py): the record given (a game
  of the match history's), else the game on the table's; ``date`` if it is that daily deal;
  ``name``, the name the person gives the challenge (asked when it is made: most tables have no
  name typed), in place of their seat's.
- ``challenge_open``: a code checked by replaying its game here; its result to show, kept in the
  session for ``challenge_play``. ``vs``, a second code on the same deals (a friend's answer):
  both checked, both results.
- ``challenge_play``: the opened challenge's deals from the same seat against the same computers,
  origin ``"challenge"`` (a side game: never saved over the real game nor counted).
"""

from __future__ import annotations

from typing import Any

from .challenge import Challenge, deals_key, make_code, read_code
from .daily import daily_game, daily_seats, read_date
from .game import Game
from .origin import Origin
from .seats import check_name, person
from .session import Session, record_of, record_seats


def op_daily(session: Session, args: dict[str, Any]) -> Any:
    date = read_date(args.get("date"))
    seats = daily_seats(check_name(args.get("name"), "name"))
    session.start(daily_game(date), seats)
    return session.state()


def op_challenge(session: Session, args: dict[str, Any]) -> Any:
    given = args.get("record")
    if given is None:
        record = session.require_game().to_record()
        seats = session.seats
    else:
        record = record_of(given)
        seats = record_seats(record, Game.from_record(record).players)
    if args.get("name") is not None:
        name = check_name(args.get("name"), "name")
        seats = tuple(person(name) if seat.is_person else seat for seat in seats)
    date = args.get("date")
    code = make_code(record, seats, None if date is None else str(read_date(date)))
    checked = read_code(code).summary()  # a link that would not check at a friend's is never made
    # The score as the friend's engine will show it: the text sent with the link carries it.
    return {
        "code": code,
        "length": len(code),
        "name": checked["name"],
        "display_scores": checked["display_scores"],
        "side": checked["side"],
    }


def op_challenge_open(session: Session, args: dict[str, Any]) -> Any:
    opened = read_code(args.get("code"))
    answer: Challenge | None = None
    if args.get("vs") is not None:
        answer = read_code(args.get("vs"))
        if deals_key(answer.game) != deals_key(opened.game) or answer.seat != opened.seat:
            raise ValueError("vs: the two challenges are not the same deals from the same seat")
    session.opened = opened
    return {
        "challenge": opened.summary(),
        "vs": None if answer is None else answer.summary(),
    }


def op_challenge_play(session: Session, args: dict[str, Any]) -> Any:
    opened = session.opened
    if opened is None:
        raise ValueError("no challenge opened: open one with challenge_open")
    game = Game.new(opened.game.players, opened.game.seed, opened.game.rules, salt=opened.game.salt)
    game.relabel(Origin.CHALLENGE)
    session.start(game, opened.seats(check_name(args.get("name"), "name")))
    return session.state()
