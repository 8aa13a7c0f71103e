"""Challenge links (issue 29): a finished game as a short code a friend's engine checks.

A challenge is a game of one person against computers, dealt from its seed (origin ``seed``,
``again``, ``daily`` or ``challenge``). Its code carries the deals' seed (or the daily deal's
date), the rules, the seats, the person's name, the final scores and the person's moves only: the
friend's engine deals the same rounds, plays every computer's move itself (each is seeded from
the computer's view and the public salt, so it is the move the computer made) and takes the
person's from the code. So the score shown is the one the engine computes, and a changed move,
an edited score or a damaged code is refused naming the field.

The bytes, then base64url without padding (docs/protocol.md, "Challenges"):

    version  1 byte    VERSION
    computers 1 byte   AI_VERSION: the computers' choices this code was played against
    table    1 byte    players - 2 (bits 0-1), the person's seat (2-3), Muggins (4), a daily deal
                       (5), the target's index in TARGETS (6-7); Five Up's own. Bits 6-7 at
                       OTHER_GAME (3): the game is another of the family, the next bytes say
                       which (Muggins bit 0: the game's options carry it)
    game     2 + n     only for another game: its index in PRESET_NAMES with bit 7 set, the
                       number n of options that follow, then per option of the game, in
                       ``GameSpec.options`` order, the index of its value in the choices; an
                       option past n takes its default, so an option added to a game later reads
                       in the codes made before it. Codes made before the count was written have
                       bit 7 clear and their game's first ``GameSpec.first_form`` options.
    levels   1 byte    per computer seat, in seat order: its index in CODE_LEVELS
    deals    varint    the daily deal's day (days since daily.FIRST), else the seed then the salt
    name     1 + n     the person's name in UTF-8 (n = 0: no name)
    scores   varints   each side's final raw score, zigzag (0, -1, 1, -2, ...)
    check    4 bytes   the SHA-256 of the bytes before the scores and every move of the game
                       (canonical JSON), cut
    moves    the rest  one whole number: the person's choices in mixed radix, each the index of
                       the move in ``legal_moves()``; under Muggins each placement's claim after it
                       (none, exact, else the claim itself)
"""

from __future__ import annotations

import base64
import datetime
import hashlib
import json
import re
from dataclasses import dataclass
from typing import Any, Final

from .ai import choose, decision_seed
from .daily import FIRST, LEVEL, daily_game, daily_seed, read_date
from .deal import MAX_SEED
from .errors import UnknownGame
from .game import MAX_SCORE, Game, exact_claim
from .moves import Move, Place, move_from_json, move_to_json
from .rules import GAMES, MAX_CLAIM, PRESET_NAMES, PRESETS, TARGETS, Rules
from .seats import MAX_NAME, Seat, check_name, computer, person

VERSION: Final = 1
AI_VERSION: Final = 3  # raise it when any level's choice for a view changes (tests pin some;
# ``replays`` says at which tables an older version's codes still read)
CODE_LEVELS: Final = ("random", "greedy", "easy", "normal", "hard")
MAX_CODE: Final = 600  # characters: a whole game's code is well under 200
MAX_STEPS: Final = 3_000  # moves replayed: more than any game has (the replay's bound)
CLAIM_NONE, CLAIM_EXACT, CLAIM_OTHER = 0, 1, 2
OTHER_GAME: Final = 3  # the table byte's bits 6-7 past TARGETS: a game byte and its options follow
COUNTED_OPTIONS: Final = 0x80  # the game byte's bit 7: the number of options follows
UNKNOWN_GAME: Final = "challenge.game: this challenge is of a game this page does not know"
# The rules each game's score is checked by, for a refusal's words
SCORE_RULES: Final = {"R": "R6, R8.3", "AF": "AF4-AF7", "PB": "PB6-PB7"}
_ALPHABET: Final = re.compile(r"[A-Za-z0-9_-]*")


@dataclass(frozen=True)
class Challenge:
    """A checked challenge: the game replayed, whose seat the person played, and their name."""

    game: Game
    seat: int
    levels: tuple[str | None, ...]
    name: str | None
    date: datetime.date | None  # the daily deal's date, if it is one

    def seats(self, name: str | None) -> tuple[Seat, ...]:
        """The same seats with ``name`` in the person's: how a friend plays the same deals."""
        return tuple(person(name) if lv is None else computer(lv) for lv in self.levels)

    def summary(self) -> dict[str, Any]:
        game = self.game
        return {
            "name": self.name,
            "seat": self.seat,
            "players": game.players,
            "levels": list(self.levels),
            "rules": game.rules.to_json(),
            "scores": list(game.scores),
            "display_scores": [game.rules.display(n) for n in game.scores],
            "winner": game.winner,
            "side": game.rules.side_of(self.seat, game.players),
            "rounds": len(game.rounds),
            "round_points": round_points(game),
            "daily": None if self.date is None else self.date.isoformat(),
            "same_deals": deals_key(game),
        }


def round_points(game: Game) -> list[list[int]]:
    """Each finished round's display points per side (what the round added, deductions taken):
    how two games on the same deals are set side by side, round by round (issue 39)."""
    return [
        [
            game.rules.display(after - before)
            for after, before in zip(log.result.scores, log.scores_before, strict=True)
        ]
        for log in game.rounds
        if log.result is not None
    ]


def deals_key(game: Game) -> str:
    """What two games on the same deals share: players, seed, rules and salt (another game than
    Five Up adds its name and options: Five Up's key is the one it always was)."""
    rules = game.rules
    key = f"{game.players}:{game.seed}:{rules.target}:{int(rules.muggins)}:{game.salt}"
    if rules.preset == "five-up":
        return key
    # An option added after the game's first form is named only away from its default, so a
    # key kept before it stays the same.
    options = ":".join(str(value).lower() for value in rules.spec.written(rules.options).values())
    return f"{key}:{rules.preset}:{options}"


# ----- making a code ----------------------------------------------------------------------------


def make_code(record: dict[str, Any], seats: tuple[Seat, ...], date: str | None = None) -> str:
    """The code of a finished game's ``record`` (checked by ``Game.from_record`` first); ``date``
    says it is that date's daily deal. ValueError in words if the game cannot be a challenge."""
    game = Game.from_record(record)
    if not game.over:
        raise ValueError("record: only a finished game can be a challenge")
    if not game.origin.deals_again:
        raise ValueError(
            f"record.origin is {game.origin.value!r}: only a game dealt from its seed can be "
            "sent as a challenge"
        )
    seat = _the_person(seats)
    day = None if date is None else read_date(date)
    if day is not None and daily_seed(day) != game.seed:
        raise ValueError(f"date: this game is not the daily deal of {day}")
    rounds = [[move_to_json(move_from_json(m)) for m in r["moves"]] for r in record["rounds"]]
    digits = _digits(game, seat, rounds)
    levels = tuple(s.level for s in seats)
    name = seats[seat].name
    out = bytearray([VERSION, AI_VERSION, _table_byte(game, seat, day is not None)])
    out += _game_bytes(game.rules)
    out += bytes(CODE_LEVELS.index(lv) for lv in levels if lv is not None)
    if day is not None:
        out += _varint((day - FIRST).days)
    else:
        out += _varint(game.seed) + _varint(game.salt)
    encoded = (name or "").encode()
    out += bytes([len(encoded)]) + encoded
    header = bytes(out)
    for score in game.scores:
        out += _varint(_zigzag(score))
    out += _check(header, rounds)
    out += _mixed(digits)
    return base64.urlsafe_b64encode(bytes(out)).decode().rstrip("=")


def _the_person(seats: tuple[Seat, ...]) -> int:
    people = [i for i, s in enumerate(seats) if s.is_person]
    others = [s.level for s in seats if not s.is_person]
    if len(people) != 1 or any(lv not in CODE_LEVELS for lv in others):
        raise ValueError("seats: a challenge is one person's game against the computers")
    return people[0]


def _table_byte(game: Game, seat: int, daily: bool) -> int:
    rules = game.rules
    if rules.preset != "five-up":
        return (game.players - 2) | seat << 2 | daily << 5 | OTHER_GAME << 6
    target = TARGETS.index(rules.target)
    return (game.players - 2) | seat << 2 | int(rules.muggins) << 4 | daily << 5 | target << 6


def _game_bytes(rules: Rules) -> bytes:
    """Another game than Five Up: which, and the index of each of its options' values."""
    if rules.preset == "five-up":
        return b""
    written = rules.spec.written(rules.options)
    chosen = [o.choices.index(written[o.name]) for o in rules.spec.options if o.name in written]
    return bytes([PRESET_NAMES.index(rules.preset) | COUNTED_OPTIONS, len(chosen), *chosen])


def _digits(game: Game, seat: int, rounds: list[Any]) -> list[tuple[int, int]]:
    """The person's choices of ``rounds`` as (digit, radix), replayed on a fresh game."""
    fresh = Game.new(game.players, game.seed, game.rules, salt=game.salt)
    digits: list[tuple[int, int]] = []
    for number, moves in enumerate(rounds):
        if number:
            fresh.next_round()
        for data in moves:
            move = move_from_json(data)
            if fresh.current == seat:
                digits += _choice(fresh, move)
            fresh.play(move)
    return digits


def _choice(game: Game, move: Move) -> list[tuple[int, int]]:
    legal = game.legal_moves()
    plain = move.unclaimed if isinstance(move, Place) else move
    digits = [(legal.index(plain), len(legal))]
    if game.rules.muggins and isinstance(move, Place):
        if move.claim is None:
            digits.append((CLAIM_NONE, 3))
        elif exact_claim(game, plain) == move:
            digits.append((CLAIM_EXACT, 3))
        else:
            digits += [(CLAIM_OTHER, 3), (move.claim, MAX_CLAIM + 1)]
    return digits


def _mixed(digits: list[tuple[int, int]]) -> bytes:
    number = 0
    for digit, radix in reversed(digits):
        number = number * radix + digit
    return number.to_bytes((number.bit_length() + 7) // 8, "big")


def _varint(n: int) -> bytes:
    assert n >= 0, "a varint is a whole number"
    out = bytearray()
    while True:
        low, n = n & 0x7F, n >> 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _zigzag(n: int) -> int:
    """A score as a whole number: 0, -1, 1, -2, ... as 0, 1, 2, 3 (scores go below 0, R8.3)."""
    return 2 * n if n >= 0 else -2 * n - 1


def _unzigzag(n: int) -> int:
    return n // 2 if n % 2 == 0 else -(n + 1) // 2


def _check(header: bytes, rounds: list[Any]) -> bytes:
    """The code's bytes up to the scores (the table, the seats, the deals, the name) and every
    move: a byte changed there is refused even where the game would replay the same."""
    text = json.dumps(rounds, separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(header + text.encode()).digest()[:4]


# ----- reading a code ---------------------------------------------------------------------------


class _Reader:
    """The code's bytes read in order; running out names the field being read."""

    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def take(self, n: int, field: str) -> bytes:
        if self.at + n > len(self.data):
            raise ValueError(f"challenge.{field}: the code is cut short; copy the whole link")
        part = self.data[self.at : self.at + n]
        self.at += n
        return part

    def varint(self, field: str, limit: int) -> int:
        """A whole number below ``limit`` in 7-bit groups, low first."""
        n, shift = 0, 0
        while True:
            byte = self.take(1, field)[0]
            n |= (byte & 0x7F) << shift
            shift += 7
            if n >= limit or shift > 63:
                raise ValueError(f"challenge.{field} is out of range")
            if not byte & 0x80:
                return n


def _read_game(reader: _Reader) -> Rules:
    """The game and options ``_game_bytes`` wrote; an index this page has no game or value for
    is refused naming the field."""
    byte = reader.take(1, "game")[0]
    index = byte & ~COUNTED_OPTIONS
    if index == 0 or index >= len(PRESET_NAMES):
        raise UnknownGame(UNKNOWN_GAME, None)  # a newer page's game: its name is not in the code
    spec = GAMES[PRESET_NAMES[index]]
    count = reader.take(1, "game")[0] if byte & COUNTED_OPTIONS else spec.first_count
    if count > len(spec.options):
        raise ValueError(
            f"challenge.game: {count} options of {spec.name}, this page knows "
            f"{len(spec.options)} (a newer page's option)"
        )
    options: dict[str, Any] = {}
    for option in spec.options[:count]:
        value = reader.take(1, "game")[0]
        if value >= len(option.choices):
            raise ValueError(f"challenge.game: {spec.name}'s {option.name} is not one it has")
        options[option.name] = option.choices[value]
    return PRESETS[spec.name].replace(**options)


def replays(computers: int, rules: Rules, levels: tuple[str | None, ...]) -> bool:
    """Whether today's computers choose as those of version ``computers`` did at this table.
    Version 2 differs only in ``hard`` at a Five Up table of 3 or 4 (issue 42's race), so its codes
    of every other table still read (every daily deal's among them); version 1 is refused."""
    if computers == AI_VERSION:
        return True
    changed = rules.preset == "five-up" and len(levels) > 2 and "hard" in levels
    return computers == 2 and not changed


def read_code(code: object) -> Challenge:
    """Check a challenge code and replay its game; ValueError naming the field or rule."""
    if not isinstance(code, str) or len(code) > MAX_CODE:
        raise ValueError(f"challenge is a code of at most {MAX_CODE} characters")
    if not code or not _ALPHABET.fullmatch(code) or len(code) % 4 == 1:
        raise ValueError("challenge: this is not a challenge code; copy the whole link")
    reader = _Reader(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
    version, computers, table = reader.take(3, "version")
    if version != VERSION:
        raise ValueError(f"challenge.version is {version}; this page reads version {VERSION}")
    players, seat = (table & 3) + 2, table >> 2 & 3
    if players > 4 or seat >= players:
        raise ValueError("challenge.table is not a table of 2..4 players (R1.2)")
    if table >> 6 == OTHER_GAME:
        if table >> 4 & 1:
            raise ValueError("challenge.table: another game's options carry its Muggins")
        rules = _read_game(reader)
        if players not in rules.player_counts:
            raise ValueError(f"challenge.table: {rules.preset} is not for {players} players")
    else:
        rules = Rules(target=TARGETS[table >> 6], muggins=bool(table >> 4 & 1))
    levels = _levels(reader, players, seat)
    if not replays(computers, rules, levels):
        raise ValueError(
            f"challenge.computers: played against the computers of version {computers}; this "
            f"page's are version {AI_VERSION}, so it cannot check the game"
        )
    game, date = _deals(reader, players, rules, bool(table >> 5 & 1))
    if date is not None and (seat, levels) != (0, (None, LEVEL)):
        # A day's deal is one game for everyone: a friend's is set beside their own try.
        raise ValueError(
            f"challenge.table: a daily deal is the person in seat 0 against the {LEVEL} computer"
        )
    name = _name(reader)
    header = reader.data[: reader.at]
    claimed = [
        _unzigzag(reader.varint("scores", 2 * MAX_SCORE + 2)) for _ in range(rules.sides(players))
    ]
    check = reader.take(4, "check")
    number = int.from_bytes(reader.data[reader.at :], "big")
    rounds = _replay(game, seat, levels, number)
    if _check(header, rounds) != check:
        raise ValueError(
            "challenge.moves: a move or the table is not the one sent (the link was changed)"
        )
    if list(game.scores) != claimed:
        raise ValueError(
            f"challenge.scores: the moves score {_shown(game, list(game.scores))}, not "
            f"{_shown(game, claimed)} ({SCORE_RULES[game.rules.spec.rule]})"
        )
    return Challenge(game, seat, levels, name, date)


def _levels(reader: _Reader, players: int, seat: int) -> tuple[str | None, ...]:
    levels: list[str | None] = []
    for index in range(players):
        if index == seat:
            levels.append(None)
            continue
        code = reader.take(1, "levels")[0]
        if code >= len(CODE_LEVELS):
            raise ValueError(f"challenge.levels: seat {index}'s level is not one this page has")
        levels.append(CODE_LEVELS[code])
    return tuple(levels)


def _deals(reader: _Reader, players: int, rules: Rules, daily: bool) -> tuple[Game, Any]:
    if daily:
        day = FIRST + datetime.timedelta(days=reader.varint("deals", 80_000))
        date = read_date(day.isoformat(), "challenge.deals")
        if players != 2 or rules != Rules():
            raise ValueError("challenge.table: a daily deal is two players on the sheet's rules")
        return daily_game(date), date
    seed = reader.varint("deals", MAX_SEED)
    salt = reader.varint("deals", MAX_SEED)
    return Game.new(players, seed, rules, salt=salt), None


def _name(reader: _Reader) -> str | None:
    size = reader.take(1, "name")[0]
    if size > 4 * MAX_NAME:
        raise ValueError("challenge.name is too long")
    raw = reader.take(size, "name")
    try:
        return check_name(raw.decode(), "challenge.name") if size else None
    except UnicodeDecodeError:
        raise ValueError("challenge.name is not text") from None


def _replay(game: Game, seat: int, levels: tuple[str | None, ...], number: int) -> list[Any]:
    """Play the game out: the computers' moves by the engine, the person's from ``number``."""
    rounds: list[list[dict[str, Any]]] = [[]]
    for _ in range(MAX_STEPS):
        if game.over:
            break
        if game.round_over:
            game.next_round()
            rounds.append([])
        if game.current == seat:
            number, move = _person_move(game, number)
        else:
            level = levels[game.current]
            assert level is not None
            view = game.view(game.current)
            move = exact_claim(game, choose(view, level, decision_seed(view)))
        rounds[-1].append(move_to_json(move))
        game.play(move)
    else:
        raise ValueError(f"challenge.moves: no game of the family is longer than {MAX_STEPS} moves")
    if number:
        raise ValueError("challenge.moves: the code has moves after the game's end")
    return rounds


def _person_move(game: Game, number: int) -> tuple[int, Move]:
    legal = game.legal_moves()
    number, index = divmod(number, len(legal))
    move = legal[index]
    if game.rules.muggins and isinstance(move, Place):
        number, claim = divmod(number, 3)
        if claim == CLAIM_EXACT:
            move = exact_claim(game, move)
        elif claim == CLAIM_OTHER:
            number, points = divmod(number, MAX_CLAIM + 1)
            move = Place(move.tile, move.end, points)
    return number, move


def _shown(game: Game, raw: list[int]) -> str:
    return "-".join(str(game.rules.display(n)) for n in raw)


__all__ = [
    "AI_VERSION",
    "MAX_CODE",
    "VERSION",
    "Challenge",
    "deals_key",
    "make_code",
    "read_code",
    "replays",
    "round_points",
]
