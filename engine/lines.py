"""What-if lines and the same deals again (issue 16; docs/protocol.md, Lines).

- ``line``: a game's position at round R after step S moves (its hands and boneyard, every
  earlier round and the round's history up to there) becomes a new game of origin ``"line"``,
  played against computers or hand to hand; the real game (the page's save) is untouched. When
  the line's round ends, ``line_result`` sets its result beside the round as it was played. A
  round still under way keeps its hidden hands hidden (R1.4): only the hands of the people at
  this device who are people in the line too are the real ones; every other hand and the
  boneyard are dealt again from the tiles they cannot see (engine/unseen.py).
- ``again``: a finished game's deals (each round's from the game seed, engine/deal.py) played
  again from another seat or with other computer levels, origin ``"again"``.
- ``again_hard``: the same deals with the ``hard`` computer in the person's seat (computers only),
  one round per request so the page can show its progress; reproducible: every decision is
  seeded from the deciding seat's view and the game's public salt.
"""

from __future__ import annotations

import random
from typing import Any

from . import inbound
from .ai import choose, decision_seed
from .errors import excerpt
from .game import Game, exact_claim
from .origin import Origin
from .record import deal_to_json
from .seats import Seat, computer, levels_of, people, seats_from_json
from .session import KNOWN_LEVELS, Session, record_of, record_seats
from .unseen import redealt

AGAIN_SOURCES = tuple(o.value for o in Origin if o.deals_again)  # every round from the game seed


def _seats(value: object, record: dict[str, Any], players: int) -> tuple[Seat, ...]:
    """The seats asked for (``new_game``'s form), else the record's own (as ``load`` reads them)."""
    if value is None:
        return record_seats(record, players)
    return seats_from_json(value, players, KNOWN_LEVELS, "seats")


def line_record(
    record: dict[str, Any], number: int, step: int, known: frozenset[int] | None = None
) -> dict[str, Any]:
    """``record`` cut after ``step`` moves of round ``number``, as a line's record: every earlier
    round kept, the round's moves up to the step, origin ``"line"``. A round under way is dealt
    again for the ``known`` seats (``redeal``; None: kept as it is). Refusals name the field."""
    source = Game.from_record(record)  # the whole record checked first
    rounds = record["rounds"]
    if not 1 <= number <= len(rounds):
        raise ValueError(f"round is 1..{len(rounds)} in this record, not {number}")
    moves = rounds[number - 1]["moves"]
    if not 0 <= step <= len(moves):
        raise ValueError(f"step is 0..{len(moves)} in round {number}, not {step}")
    ended = number < len(rounds) or source.round_over
    if ended and step == len(moves):
        raise ValueError(f"step {step} is round {number}'s end: a line starts before its last move")
    keep = ("format", "version", "players", "seed", "rules", "salt")
    cut = {key: record[key] for key in keep if key in record}
    cut["origin"] = Origin.LINE.value
    branch = {**rounds[number - 1], "moves": moves[:step]}
    if known is not None and not ended:
        branch = redeal(source, branch, known, number > 1)
    cut["rounds"] = [*rounds[: number - 1], branch]
    return cut


def redeal(
    source: Game, branch: dict[str, Any], known: frozenset[int], later: bool
) -> dict[str, Any]:
    """The branch round with the deal of the round under way dealt again for ``known``
    (engine/unseen.py), seeded from a known seat's public facts and the game's public salt
    (engine/ai/seeding.py): the same line opens the same way, and nothing hidden decides it. A
    line's later round says so (``redealt``); its first round's deal is trusted as it is."""
    if not known:
        raise ValueError(
            "R1.4 a line from the round under way keeps one of the table's people in their own "
            "seat: nobody else may see the hands"
        )
    deal = redealt(source, known, random.Random(decision_seed(source.view(min(known)))))
    dealt = {**branch, "deal": deal_to_json(deal)}
    if later:
        dealt["redealt"] = True
    return dealt


def known_seats(record: dict[str, Any], seats: tuple[Seat, ...], players: int) -> frozenset[int]:
    """The seats whose hands a line may keep: people at this device at the table the record comes
    from who are people at this device in the line too (a person's seat given to a computer is
    dealt again: its play would show the hand to the others)."""
    before = record_seats(record, players)
    return frozenset(s for s in range(players) if before[s].is_here and seats[s].is_here)


def _played(record: dict[str, Any], number: int, step: int) -> list[int] | None:
    """Each side's raw score change from ``step`` to the end of round ``number`` as it was
    played; None when that round did not finish in the record."""
    source = Game.from_record(record)
    log = source.rounds[number - 1]
    if log.result is None:
        return None
    before = _scores_at(record, number, step)
    return [after - was for after, was in zip(log.result.scores, before, strict=True)]


def _scores_at(record: dict[str, Any], number: int, step: int) -> list[int]:
    return list(Game.from_record(line_record(record, number, step)).scores)


def op_line(session: Session, args: dict[str, Any]) -> Any:
    """A new line from ``record`` at ``round``/``step``, with ``seats`` (default: the record's)."""
    record = record_of(args.get("record"))
    number = inbound.integer(args.get("round"), "round", 1, inbound.MAX_SAFE)
    step = inbound.integer(args.get("step"), "step", 0, inbound.MAX_SAFE)
    players = Game.from_record(line_record(record, number, step)).players
    seats = _seats(args.get("seats"), record, players)
    cut = line_record(record, number, step, known_seats(record, seats, players))
    game = Game.from_record(cut)
    played = _played(record, number, step)
    session.start(game, seats)
    session.line = {
        "round": number,
        "step": step,
        "before": list(game.scores),
        "played": played,
    }
    return session.state()


def _display(game: Game, raw: list[int] | None) -> list[int] | None:
    return None if raw is None else [game.rules.display(n) for n in raw]


def op_line_result(session: Session, args: dict[str, Any]) -> Any:
    """The line's round beside the round as played: each side's raw and display change from the
    line's step to the round's end (``line`` null while the line's round is on)."""
    game = session.require_game()
    line = session.line
    if game.origin != Origin.LINE or line is None:
        raise ValueError("no line in play: open one with the line operation")
    log = game.rounds[line["round"] - 1]
    mine = None
    if log.result is not None:
        mine = [a - b for a, b in zip(log.result.scores, line["before"], strict=True)]
    return {
        "round": line["round"],
        "step": line["step"],
        "line": mine,
        "played": line["played"],
        "line_points": _display(game, mine),
        "played_points": _display(game, line["played"]),
    }


def again_game(record: dict[str, Any]) -> Game:
    """A finished game's deals from the start: the same seed, rules and salt, origin "again"."""
    source = Game.from_record(record)
    if not source.origin.deals_again:
        raise ValueError(
            f"record.origin is {excerpt(source.origin.value)}: only a game dealt from its seed "
            f"({', '.join(AGAIN_SOURCES)}) can be dealt again"
        )
    if not source.over:
        raise ValueError("record: only a finished game's deals are played again")
    game = Game.new(source.players, source.seed, source.rules, salt=source.salt)
    game.relabel(Origin.AGAIN)
    return game


def op_again(session: Session, args: dict[str, Any]) -> Any:
    """The same deals again with ``seats`` (default: the record's)."""
    record = record_of(args.get("record"))
    game = again_game(record)
    seats = _seats(args.get("seats"), record, game.players)
    session.start(game, seats)
    return session.state()


def hard_seats(record: dict[str, Any], seat: int | None) -> tuple[int, tuple[Seat, ...]]:
    """Computers only: ``hard`` in the person's seat (``seat``, default the record's first
    person), every other person's seat ``hard`` too, each computer at its own level; with the
    seat chosen."""
    players = Game.from_record(record).players
    seats = record_seats(record, players)
    chosen = people(seats)[0] if seat is None else seat
    if not 0 <= chosen < players:
        raise ValueError(f"seat is 0..{players - 1}, not {chosen}")
    levels = ["hard" if lv is None else lv for lv in levels_of(seats)]
    levels[chosen] = "hard"
    return chosen, tuple(computer(level) for level in levels)


def play_round(game: Game, seats: tuple[Seat, ...]) -> None:
    """The computers play the current round to its end (the next round dealt first if due)."""
    if game.round_over:
        game.next_round()
    while not game.round_over:
        level = seats[game.current].level
        assert level is not None
        view = game.view(game.current)
        game.play(exact_claim(game, choose(view, level, decision_seed(view))))


def hard_game(record: dict[str, Any], seat: int | None = None) -> Game:
    """The whole game of ``record``'s deals with ``hard`` in the person's seat."""
    game = again_game(record)
    _, seats = hard_seats(record, seat)
    while not game.over:
        play_round(game, seats)
    return game


def op_again_hard(session: Session, args: dict[str, Any]) -> Any:
    """One more round of the hard computer on ``record``'s deals: ``so_far`` is the answer's
    ``record`` from the previous request (null to begin). The session's game is untouched."""
    record = record_of(args.get("record"))
    seat = inbound.optional_integer(args.get("seat"), "seat", 0, 3)
    chosen, seats = hard_seats(record, seat)
    so_far = args.get("so_far")
    if so_far is None:
        game = again_game(record)
    else:
        game = Game.from_record(record_of(so_far, "so_far"))
        source = Game.from_record(record)
        same = (game.seed, game.players, game.rules, game.salt) == (
            source.seed,
            source.players,
            source.rules,
            source.salt,
        )
        if game.origin != Origin.AGAIN or not same:
            raise ValueError("so_far is not a game of this record's deals")
    if not game.over:
        play_round(game, seats)
    return {
        "record": game.to_record(),
        "rounds": len(game.rounds),
        "over": game.over,
        "winner": game.winner,
        "seat": chosen,
        "side": game.side_of(chosen),
        "scores": list(game.scores),
        "display_scores": [game.rules.display(s) for s in game.scores],
    }
