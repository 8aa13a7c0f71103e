"""Set-up positions: a round in progress written as short, URL-safe text (docs/notation.md).

``parse(text)`` reads the notation into a frozen ``Position`` and refuses, citing the rule, any
position the rules could not reach (a tile twice, a join the board refuses, a hand or boneyard of
an impossible size, a round already over, ...); ``write(position)`` gives the notation back, the
same text for the same position. ``of_game`` takes the position of a game as it stands;
``Game.from_setup`` (engine/game.py) starts a game from one, origin ``"setup"``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from .board import Board
from .errors import IllegalMove, UnknownGame, excerpt
from .rules import GAMES, PRESETS, TARGETS, Rules
from .tiles import DOUBLE_SIX, End, Tile

if TYPE_CHECKING:  # annotations only: game.py imports this module, not the reverse
    from .game import Game

MAX_TEXT: Final = 300  # a whole set's worth of tiles written out stays far below it
MAX_SCORE: Final = 10**6  # a bound for untrusted scores (as Game.from_deal)
SLOT_LETTERS: Final = {
    "a": "line_a",
    "b": "line_b",
    "c": "branch_a",
    "d": "branch_b",
    "l": "low",
    "h": "high",
}
LETTER_OF: Final = {slot: letter for letter, slot in SLOT_LETTERS.items()}
SLOT_ORDER: Final = ("low", "high", "line_a", "line_b", "branch_a", "branch_b")
_SCORE = re.compile(r"^-?\d{1,7}$")
_RULES = re.compile(r"^(\d{3})?(m)?$")
_GAME_NAME = re.compile(r"^[a-z][a-z-]*[a-z]$")  # a game's name with no options (a newer page's)

Placement = tuple[Tile, End | None]


def _refuse(message: str, field: str = "position") -> ValueError:
    return ValueError(f"{field}: {message}")


@dataclass(frozen=True)
class Position:
    """A round in progress: the board (placements, the opening first), every hand, the boneyard
    in drawing order (None: unknown, the remaining tiles in some order), the seat to act and the
    tile it drew and must place (R7.2), the sides' raw scores and the table's rules."""

    board: tuple[Placement, ...]
    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...] | None
    turn: int
    drawn: Tile | None
    scores: tuple[int, ...]
    rules: Rules

    @property
    def players(self) -> int:
        return len(self.hands)

    def unseen(self) -> tuple[Tile, ...]:
        """The tiles neither on the board nor in a hand: the boneyard, as a set."""
        seen = {t for t, _ in self.board} | {t for hand in self.hands for t in hand}
        return tuple(t for t in DOUBLE_SIX if t not in seen)

    def build_board(self) -> Board:
        """The board, every placement through ``Board.place`` (so each join is checked)."""
        board = Board(self.rules)
        for tile, end in self.board:
            board.place(tile, end)
        return board

    def to_json(self) -> dict[str, Any]:
        """The object form the page's set-up editor sends and receives (docs/notation.md)."""
        return {
            "board": [
                {"tile": str(t), "end": None if e is None else str(e)} for t, e in self.board
            ],
            "hands": [[str(t) for t in hand] for hand in self.hands],
            "boneyard": None if self.boneyard is None else [str(t) for t in self.boneyard],
            "unseen": [str(t) for t in self.unseen()],
            "turn": self.turn,
            "drawn": None if self.drawn is None else str(self.drawn),
            "scores": list(self.scores),
            "rules": self.rules.to_json(),
        }


# ----- checking ------------------------------------------------------------------------------


def make(
    board: Sequence[Placement],
    hands: Sequence[Sequence[Tile]],
    boneyard: Sequence[Tile] | None,
    turn: int,
    drawn: Tile | None,
    scores: Sequence[int],
    rules: Rules,
) -> Position:
    """A checked ``Position``: ValueError (or the board's IllegalMove) citing the rule broken."""
    players = len(hands)
    if not rules.min_players <= players <= rules.max_players:
        raise _refuse(f"R1.2 Five Up is for 2, 3 or 4 players, a hand each, not {players}")
    if players not in rules.player_counts:
        try:
            rules.check_players(players)  # AF1, PB1: the counts the game takes, in its words
        except ValueError as err:
            raise _refuse(str(err)) from None
    every = [t for t, _ in board] + [t for h in hands for t in h] + list(boneyard or ())
    if len(every) > len(DOUBLE_SIX):
        raise _refuse(f"R1.1 the set has {len(DOUBLE_SIX)} tiles, not {len(every)}")
    twice = sorted({t for t in every if every.count(t) > 1})
    if twice:
        raise _refuse(f"R1.1 each tile exists once; twice: {', '.join(map(str, twice))}")
    built = Board(rules)
    for tile, end in _canonical(board):
        built.place(tile, end)  # R3/R4: the board's own refusal
    _check_hands(hands, len(board), rules)
    rest = 28 - len(board) - sum(map(len, hands))
    if boneyard is not None and len(boneyard) != rest:
        raise _refuse(
            f"R1.1 the board, hands and boneyard hold {len(every)} tiles, not the set's 28"
        )
    if not 0 <= turn < players:
        raise _refuse(f"R2.1 the turn is a seat 0..{players - 1}, not {turn}")
    _check_drawn(built, hands[turn], drawn, turn)
    six_six = DOUBLE_SIX[-1]
    opens = rules.first_opener == "double-six" and not board and not any(scores)
    if opens and six_six not in hands[turn]:
        raise _refuse(
            f"PB5 a game's first hand is opened with {six_six} by its holder, not seat {turn}"
        )
    if rest == 0 and not built.can_place(t for h in hands for t in h):
        raise _refuse("R7.4 the round is blocked: the boneyard is empty and nobody can place")
    _check_scores(scores, rules.sides(players), rules)
    return Position(
        _canonical(board),
        tuple(tuple(sorted(h)) for h in hands),
        None if boneyard is None else tuple(boneyard),
        turn,
        drawn,
        tuple(scores),
        rules,
    )


def hand_bounds(rules: Rules, players: int, placed: int) -> tuple[int, int]:
    """The fewest and most tiles one hand may hold with ``placed`` tiles on the board: on an
    empty board the tiles dealt (R1.3); after, at least one (R8.1: an empty hand went out) and at
    most the tiles dealt and the whole boneyard drawn (R7.2: a hand grows only by drawing), with
    a tile for each other hand among those off the board. The set-up editor shows them."""
    size = rules.hand_size(players)
    if placed == 0:
        return size, size
    most = min(size + len(DOUBLE_SIX) - size * players, len(DOUBLE_SIX) - placed - (players - 1))
    return 1, most


def _check_hands(hands: Sequence[Sequence[Tile]], placed: int, rules: Rules) -> None:
    players = len(hands)
    size = rules.hand_size(players)
    _, most = hand_bounds(rules, players, placed)
    for seat, hand in enumerate(hands):
        if not hand:
            raise _refuse(
                f"R8.1 seat {seat}'s hand is empty: that seat went out, the round is over"
            )
        if placed == 0 and len(hand) != size:
            raise _refuse(
                f"R1.3 on an empty board each hand holds the {size} tiles dealt, "
                f"not {len(hand)} (seat {seat})"
            )
        if len(hand) > most:
            raise _refuse(
                f"R7.2 a hand holds at most the {size} tiles dealt and the boneyard drawn, "
                f"{most} here, not {len(hand)} (seat {seat})"
            )
    if placed + sum(map(len, hands)) < size * players:
        raise _refuse(
            f"R1.3 hands and board hold {placed + sum(map(len, hands))} tiles; "
            f"the deal gave {size * players}, and the boneyard only shrinks"
        )


def _check_drawn(board: Board, hand: Sequence[Tile], drawn: Tile | None, seat: int) -> None:
    if drawn is None:
        return
    if drawn not in hand:
        raise _refuse(f"R7.2 the drawn {drawn} is not in the hand of seat {seat}, who is to act")
    if board.is_empty() or not board.can_place((drawn,)):
        raise _refuse(f"R7.2 the drawn {drawn} cannot be placed, so it is not one to place now")
    fits = [t for t in hand if t is not drawn and board.can_place((t,))]
    if fits:
        raise _refuse(f"R7.2 seat {seat} drew only with nothing to place, yet {fits[0]} fits")


def _check_scores(scores: Sequence[int], sides: int, rules: Rules) -> None:
    """R6.2 (AF4, AF6): scores in fives; the block game's count is not rounded (PB6)."""
    if len(scores) != sides:
        raise _refuse(f"R1.2 {sides} sides keep a score, not {len(scores)}")
    step = 1 if rules.rounding == "none" else 5
    for score in scores:
        if score % step or abs(score) > MAX_SCORE:
            raise _refuse(f"R6.2 a score is a multiple of 5 raw points, not {score}")


def _canonical(board: Sequence[Placement]) -> tuple[Placement, ...]:
    """The placements depth first from the opening tile, each tile's ends in slot order (lines
    before branches, so R3.5 holds whenever the board does); tiles hanging nowhere go last, where
    ``Board.place`` refuses them."""
    if not board:
        return ()
    children: dict[Tile, list[Placement]] = {}
    for tile, end in board[1:]:
        if end is not None:
            children.setdefault(end.tile, []).append((tile, end))
    out: list[Placement] = []

    def visit(tile: Tile, end: End | None) -> None:
        out.append((tile, end))
        kids = children.pop(tile, [])
        for kid in sorted(kids, key=lambda p: SLOT_ORDER.index(p[1].slot) if p[1] else 0):
            visit(*kid)

    visit(*board[0])
    placed = {t for t, _ in out}
    out += [p for p in board if p[0] not in placed]
    return tuple(out)


# ----- reading -------------------------------------------------------------------------------


class _Reader:
    """The board's tree, read left to right (docs/notation.md, "The board")."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.at = 0
        self.out: list[Placement] = []

    def peek(self) -> str:
        return self.text[self.at] if self.at < len(self.text) else ""

    def tile(self) -> Tile:
        pair = self.text[self.at : self.at + 2]
        if len(pair) != 2 or not pair.isdigit():
            raise _refuse(f"a tile is two digits like 14, not {excerpt(pair or 'nothing', 8)}")
        self.at += 2
        try:
            return Tile(int(pair[0]), int(pair[1]))
        except ValueError as err:
            raise _refuse(str(err)) from None

    def node(self, end: End | None) -> None:
        tile = self.tile()
        self.out.append((tile, end))
        if self.peek() == "(":
            self.at += 1
            while self.peek() != ")":
                letter = self.peek()
                if not letter:
                    raise _refuse(f"the ( after {tile} is never closed")
                if letter not in SLOT_LETTERS:
                    raise _refuse(f"an end is one of {''.join(SLOT_LETTERS)}, not {letter!r}")
                self.at += 1
                self.node(_end(tile, SLOT_LETTERS[letter]))
            self.at += 1
        elif self.peek().isdigit():
            self.node(_end(tile, _free_slot(tile, end)))


def _end(tile: Tile, slot: str) -> End:
    try:
        return End(tile, slot)
    except ValueError as err:
        raise _refuse(str(err)) from None


def _free_slot(tile: Tile, end: End | None) -> str:
    """Where a tile's one continuation goes: a double's line B, a joined non-double's free half."""
    if tile.is_double:
        return "line_b"
    if end is None:
        raise _refuse(
            f"the opening {tile} has two ends: name the one, as {tile.low}{tile.high}(l..)"
        )
    return "high" if end.value == tile.low else "low"


def _tiles(text: str, what: str) -> tuple[Tile, ...]:
    if len(text) % 2 or not text.isdigit():
        raise _refuse(f"{what} is tiles of two digits each, not {excerpt(text, 20)}")
    reader = _Reader(text)
    return tuple(reader.tile() for _ in range(len(text) // 2))


def _read_board(text: str) -> tuple[Placement, ...]:
    if text == "-":
        return ()
    reader = _Reader(text)
    reader.node(None)
    if reader.at != len(text):
        raise _refuse(f"the board has something after its tree: {excerpt(text[reader.at :], 12)}")
    return tuple(reader.out)


def _read_rules(text: str, field: str = "position") -> Rules:
    """Five Up's target and/or ``m``; another game's name and its options (``_read_game``).
    Refusals begin with ``field``: the notation's, or the text read alone (``read_rules``)."""
    if "." in text or text in GAMES or (_GAME_NAME.match(text) and not _RULES.match(text)):
        return _read_game(text, field)
    match = _RULES.match(text)
    if match is None or not text:
        raise _refuse(f"the rules are a target and/or m (Muggins), not {excerpt(text, 12)}", field)
    target = int(match.group(1) or Rules().target)
    if target not in TARGETS:
        raise _refuse(
            f"H1 the target is one of {', '.join(map(str, TARGETS))} raw, not {target}", field
        )
    return Rules(target=target, muggins=bool(match.group(2)))


def _read_game(text: str, field: str) -> Rules:
    """Another game: its preset name, then ``.`` and its options' values in the game's order (a
    yes/no as 1 or 0), e.g. ``all-fives.150.0``: at least the game's first form's, an option
    left off takes its default; refused naming the field."""
    name, *values = text.split(".")
    spec = GAMES.get(name)
    if spec is None or name == "five-up":
        shown = ", ".join(g for g in GAMES if g != "five-up")
        raise UnknownGame(f"{field}: rules.preset is one of {shown}, not {excerpt(name, 20)}", name)
    first = spec.first_count
    if not first <= len(values) <= len(spec.options):
        names = ".".join(o.name for o in spec.options[:first])
        if first < len(spec.options):
            names += "[." + ".".join(o.name for o in spec.options[first:]) + "]"
        raise _refuse(f"the rules of {name} are {name}.{names}, not {excerpt(text, 40)}", field)
    options: dict[str, Any] = {}
    for option, value in zip(spec.options, values, strict=False):
        kind = type(option.default)
        if kind is bool:
            options[option.name] = {"0": False, "1": True}.get(value, value)
        elif kind is int and value.isdigit() and len(value) < 6:
            options[option.name] = int(value)
        else:
            options[option.name] = value
    try:
        return PRESETS[name].replace(**options)
    except ValueError as err:
        raise _refuse(str(err), field) from None


def read_rules(text: str, field: str) -> Rules:
    """A table's rules in the notation's short form read alone (an invitation link carries them):
    "" is Five Up's own, as a notation without the field; refusals name ``field``."""
    return Rules() if text == "" else _read_rules(text, field)


def write_rules(rules: Rules) -> str:
    """The sixth field ("" for Five Up's own rules): ``read_rules`` reads it back."""
    if rules.preset == "five-up":
        target = "" if rules.target == Rules().target else str(rules.target)
        return target + ("m" if rules.muggins else "")
    written = rules.spec.written(rules.options).values()
    values = [str(int(v)) if isinstance(v, bool) else str(v) for v in written]
    return ".".join([rules.preset, *values])


def parse(text: object) -> Position:
    """Read the notation; ValueError (or IllegalMove, for the board) citing the rule broken."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise _refuse(f"the notation is text of at most {MAX_TEXT} characters")
    fields = text.strip().split("_")
    if len(fields) not in (5, 6):
        raise _refuse("the notation is board_hands_boneyard_turn_scores[_rules]")
    board_text, hands_text, bone_text, turn_text, score_text = fields[:5]
    rules = _read_rules(fields[5]) if len(fields) == 6 else Rules()
    board = _read_board(board_text)
    hands = [
        () if h == "-" else _tiles(h, f"hand {i}") for i, h in enumerate(hands_text.split("."))
    ]
    boneyard = (
        None if bone_text == "?" else () if bone_text == "-" else _tiles(bone_text, "the boneyard")
    )
    if not re.fullmatch(r"\d(\d\d)?", turn_text):
        raise _refuse(
            f"the turn is a seat, then the tile it drew if any, not {excerpt(turn_text, 8)}"
        )
    drawn = _tiles(turn_text[1:], "the drawn tile")[0] if len(turn_text) == 3 else None
    scores = score_text.split(".")
    if not all(_SCORE.match(s) for s in scores):
        raise _refuse(
            f"the scores are whole raw numbers split by dots, not {excerpt(score_text, 20)}"
        )
    try:
        return make(
            board, hands, boneyard, int(turn_text[0]), drawn, [int(s) for s in scores], rules
        )
    except IllegalMove as err:
        raise IllegalMove(f"position: {err}") from None


# ----- writing -------------------------------------------------------------------------------


def _write_board(board: Sequence[Placement]) -> str:
    if not board:
        return "-"
    children: dict[Tile, list[Placement]] = {}
    for tile, end in board[1:]:
        assert end is not None
        children.setdefault(end.tile, []).append((tile, end))

    def node(tile: Tile, end: End | None) -> str:
        text = f"{tile.low}{tile.high}"
        kids = children.get(tile, [])
        free = None if end is None and not tile.is_double else _free_slot(tile, end)
        if (
            len(kids) == 1
            and end is not None
            and kids[0][1] is not None
            and kids[0][1].slot == free
        ):
            return text + node(*kids[0])
        if kids:
            text += "(" + "".join(LETTER_OF[e.slot] + node(t, e) for t, e in kids if e) + ")"
        return text

    return node(*board[0])


def write(position: Position) -> str:
    """The notation of ``position``: the same text for the same position."""
    tiles = "".join
    parts = [
        _write_board(position.board),
        ".".join(tiles(f"{t.low}{t.high}" for t in hand) for hand in position.hands),
        "?"
        if position.boneyard is None
        else tiles(f"{t.low}{t.high}" for t in position.boneyard) or "-",
        f"{position.turn}"
        + ("" if position.drawn is None else f"{position.drawn.low}{position.drawn.high}"),
        ".".join(str(s) for s in position.scores),
    ]
    if not position.rules.is_sheet:
        parts.append(write_rules(position.rules))
    return "_".join(parts)


def of_game(game: Game, boneyard: bool = False) -> Position:
    """The position of ``game`` as it stands (its round must be on); ``boneyard``: give the
    boneyard's order, else write it unknown."""
    if game.round_over:
        raise IllegalMove("R8.1 the round is over: no position to set up until the next round")
    board = game.board
    placements: list[Placement] = [(board.tiles[0], None)] if board.tiles else []
    placements += [(tile, end) for tile, (end, _) in zip(board.tiles[1:], board.joins, strict=True)]
    return make(
        placements,
        game.hands,
        game.boneyard if boneyard else None,
        game.current,
        game.must_play,
        game.scores,
        game.rules,
    )


def from_json(data: object) -> Position:
    """The object form (``Position.to_json``, the editor's), checked like the notation."""
    if not isinstance(data, dict):
        raise _refuse("the position is an object {board, hands, boneyard, turn, scores, rules}")
    try:
        board = [
            (Tile.parse(p["tile"]), None if p.get("end") is None else End.parse(p["end"]))
            for p in data.get("board", [])
        ]
        hands = [[Tile.parse(t) for t in hand] for hand in data["hands"]]
        bone = data.get("boneyard")
        boneyard = None if bone is None else [Tile.parse(t) for t in bone]
        drawn = None if data.get("drawn") is None else Tile.parse(data["drawn"])
        turn, scores = data["turn"], data["scores"]
        rules = Rules.from_json(data.get("rules"))
    except (KeyError, TypeError, AttributeError) as err:
        raise _refuse(f"the position object is malformed ({excerpt(err, 40)})") from None
    if not _is_int(turn) or not isinstance(scores, list) or not all(map(_is_int, scores)):
        raise _refuse("the turn is a seat and the scores whole raw numbers")
    try:
        return make(board, hands, boneyard, turn, drawn, scores, rules)
    except IllegalMove as err:
        raise IllegalMove(f"position: {err}") from None


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
