"""A whole game of Five Up, or of another game of the family (its ``Rules``): turns, drawing and
passing (R7, AF2, PB4), rounds (R8) and the winner (R9).

``legal_moves()`` is the one place that decides what the player to act may do; ``play()`` refuses
anything it did not list, so the rules of R7 live in exactly one function. What a placement
scores and how a hand is counted come from engine/scoring.py, who opens from engine/deal.py.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from itertools import chain
from operator import attrgetter
from typing import Any, Final

from .board import Board
from .deal import (
    MAX_SALT,
    MAX_SEED,
    SIX_SIX,
    Deal,
    deal_round,
    next_opener,
    obeys_r1,
    opens_with_six_six,
    round_seed,
)
from .errors import IllegalMove, excerpt
from .events import Drew, Event, Passed, Placed, RoundResult, event_move
from .moves import DRAW, OPENINGS, PASS, Draw, Move, Pass, Place
from .origin import Origin
from .position import Position, write
from .record import game_from_record, game_to_record
from .rules import SHEET, Rules
from .scoring import points_table, round_to_five, winner_takes
from .shares import derive_seed
from .tiles import DOUBLE_SIX, End, Tile
from .view import build_view


@dataclass
class RoundLog:
    """One round as it was played: how it started, what happened, how it ended."""

    number: int
    seed: int | None  # the round's seed, None for a deal given by hand
    deal: Deal
    scores_before: tuple[int, ...]
    events: list[Event] = field(default_factory=list)
    result: RoundResult | None = None  # set when the round ends
    shares: tuple[str, ...] | None = None  # origin "shared": the seats' shares the seed came from


def _tile(value: object) -> Tile:
    if isinstance(value, Tile):
        return value
    if isinstance(value, str):
        return Tile.parse(value)
    raise ValueError(f"a tile is a Tile or text like [1|4], not {excerpt(value)}")


class Game:
    """Referee of one game: holds every hand, so only tests and the referee look inside."""

    def __init__(
        self,
        players: int,
        seed: int,
        deal: Deal,
        scores: Sequence[int] | None,
        origin: Origin,
        round_seed_: int | None,
        rules: Rules,
        salt: int,
    ) -> None:
        self._players = players
        self._seed = seed
        self._origin = origin
        self._rules = rules
        self._muggins = rules.muggins  # read on every placement
        self._points = points_table(rules)  # R6.1, AF4, PB6: what each ends' sum scores
        self._salt = salt
        self._side_of = rules.seat_sides(players)
        self._next_seat = (*range(1, players), 0)  # _next_seat[seat]: who acts after it
        self._sides = rules.sides(players)
        self._scores = list(scores) if scores is not None else [0] * self._sides
        self._rounds: list[RoundLog] = []
        self._winner: int | None = None
        self._setup: str | None = None  # origin "setup": the position it began from, written
        self._start_round(deal, round_seed_)

    # ----- construction ----------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        players: int = 2,
        seed: int | None = None,
        rules: Rules | None = None,
        *,
        salt: int = 0,
    ) -> Game:
        """Deal a new game (R1) and draw the first starter by lot (R2.2); same seed, same game.

        ``salt`` is public: the computers' random numbers come from it and what their seat sees,
        never from the hidden seed."""
        rules = _check_rules(rules)
        players = rules.check_players(players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**53)
        _check_seed(seed)
        _check_salt(salt)
        first = round_seed(seed, 1)
        deal = deal_round(first, players, None, rules)
        return cls(players, seed, deal, None, Origin.SEED, first, rules, salt)

    @classmethod
    def new_shared(
        cls, shares: Sequence[str], rules: Rules | None = None, *, salt: int = 0
    ) -> Game:
        """A game whose every round is dealt from the seats' shares (engine/shares.py), one per
        seat, so no one device chooses the deal; origin ``"shared"``, game seed 0 (unused)."""
        rules = _check_rules(rules)
        _check_salt(salt)
        first = derive_seed(shares, 1)  # checks every share
        players = rules.check_players(len(shares))
        deal = deal_round(first, players, None, rules)
        game = cls(players, 0, deal, None, Origin.SHARED, first, rules, salt)
        game._log.shares = tuple(shares)
        return game

    @classmethod
    def from_deal(
        cls,
        hands: Sequence[Iterable[Tile | str]],
        boneyard: Iterable[Tile | str],
        starter: int = 0,
        scores: Sequence[int] | None = None,
        rules: Rules | None = None,
        *,
        seed: int = 0,
        salt: int = 0,
        position: bool = False,
        origin: Origin | None = None,
    ) -> Game:
        """A chosen position on an empty board; later rounds are dealt from ``seed``.

        Its origin is ``"given"`` when the deal is one R1 allows (the whole set, five each, no
        score yet), else ``"position"``: a position built on purpose, never a real game
        (``position=True`` says so for any deal). ``origin`` names another origin of a position
        that is no real game, whatever its deal (``Origin.PUZZLE``)."""
        rules = _check_rules(rules)
        if not isinstance(hands, Sequence) or isinstance(hands, str):
            raise ValueError("hands is a list of 2 to 4 hands")
        rules.check_players(len(hands))
        dealt = tuple(tuple(_tile(t) for t in hand) for hand in hands)
        pile = tuple(_tile(t) for t in boneyard)
        every = [t for hand in dealt for t in hand] + list(pile)
        dupes = sorted({t for t in every if every.count(t) > 1})
        if dupes:
            raise ValueError(
                f"R1.1 each tile exists once; dealt twice: {', '.join(map(str, dupes))}"
            )
        for seat, hand in enumerate(dealt):
            if not hand:
                raise ValueError(f"seat {seat}'s hand is empty: a round starts with tiles in hand")
        players = len(dealt)
        if not isinstance(starter, int) or isinstance(starter, bool) or not 0 <= starter < players:
            raise ValueError(f"starter is a seat 0..{players - 1}, not {excerpt(starter)}")
        sides = rules.sides(players)
        if scores is not None:
            scores = list(scores)
            if len(scores) != sides or not all(
                isinstance(s, int)
                and not isinstance(s, bool)
                and s % rules.raw_per_display == 0
                and abs(s) <= MAX_SCORE
                for s in scores
            ):
                raise ValueError(
                    f"R6.2 scores are {sides} raw amounts, each a multiple of "
                    f"{rules.raw_per_display} and at most {MAX_SCORE} in size"
                )
        _check_seed(seed)
        _check_salt(salt)
        if pile and rules.stock == "none":
            raise ValueError("PB4 the block game has no stock: the boneyard is empty")
        holder = next((seat for seat, hand in enumerate(dealt) if SIX_SIX in hand), None)
        new_game = not any(scores or ())
        if rules.first_opener == "double-six" and new_game and holder not in (None, starter):
            raise ValueError(
                f"PB5 the holder of [6|6] opens a game's first hand: seat {holder}, not {starter}"
            )
        deal = Deal(dealt, pile, starter, None)
        if origin is None:
            given = not position and obeys_r1(deal, scores, rules) is None
            origin = Origin.GIVEN if given else Origin.POSITION
        return cls(players, seed, deal, scores, origin, None, rules, salt)

    @classmethod
    def from_position(
        cls,
        board: Board,
        hands: Sequence[Iterable[Tile]],
        boneyard: Iterable[Tile],
        current: int,
        scores: Sequence[int],
        must_play: Tile | None = None,
        rules: Rules | None = None,
    ) -> Game:
        """A round in progress, for search: one sampled guess at the hidden tiles, say.

        The board is used as it is (not copied). The position is trusted to be one that play could
        reach: only tile counts and seats are checked, so simulations stay cheap.
        """
        dealt = tuple(tuple(hand) for hand in hands)
        rules = _check_rules(rules)
        rules.check_players(len(dealt))
        pile = tuple(boneyard)
        if len({*board.tiles, *pile, *(t for h in dealt for t in h)}) != (
            len(board.tiles) + len(pile) + sum(map(len, dealt))
        ):
            raise ValueError("R1.1 each tile exists once; this position has one twice")
        if not 0 <= current < len(dealt):
            raise ValueError(f"current is a seat 0..{len(dealt) - 1}, not {current!r}")
        deal = Deal(dealt, pile, current, None)
        game = cls(len(dealt), 0, deal, scores, Origin.POSITION, None, rules, 0)
        game._board = board
        game._must_play = must_play
        game._legal = None
        return game

    @classmethod
    def from_setup(cls, position: Position, seed: int | None = None, *, salt: int = 0) -> Game:
        """A game from a set-up position (engine/position.py, already checked), origin
        ``"setup"``: its board, hands, turn and scores; an unknown boneyard is the remaining
        tiles shuffled from ``seed`` (random when None), from which later rounds are dealt too."""
        if seed is None:
            seed = random.SystemRandom().randrange(2**53)
        _check_seed(seed)
        _check_salt(salt)
        boneyard = position.boneyard
        if boneyard is None:
            rest = list(position.unseen())
            random.Random(round_seed(seed, 1)).shuffle(rest)
            boneyard = tuple(rest)
        deal = Deal(position.hands, boneyard, position.turn, None)
        game = cls(
            position.players, seed, deal, position.scores, Origin.SETUP, None, position.rules, salt
        )
        game._board = position.build_board()
        game._must_play = position.drawn
        game._legal = None
        game._setup = write(replace(position, boneyard=boneyard))
        return game

    def _start_round(self, deal: Deal, seed: int | None) -> None:
        number = len(self._rounds) + 1
        self._log = RoundLog(number, seed, deal, tuple(self._scores))
        self._rounds.append(self._log)
        self._events = self._log.events
        self._board = Board(self._rules)
        # Each hand a dict of its tiles in their order (values unused): placing one finds it by
        # its hash, where a list's remove() compares each tile before it through Python-level
        # comparison (Tile orders by __lt__, so every comparison goes through the type's slots).
        self._hands = [dict.fromkeys(hand) for hand in deal.hands]
        self._boneyard = list(deal.boneyard)
        self._current = deal.starter
        self._must_play: Tile | None = None
        self._drew_unfit = False  # the seat to act drew a tile that fits nowhere (R7.2)
        self._round_over = False
        self._legal: Sequence[Move] | None = None
        if number == 1 and opens_with_six_six(self._rules, deal, self._scores):  # PB5: [6|6]
            self._legal = (OPENINGS[SIX_SIX.id],)
        self._gained = [0] * self._sides  # placement points each side took this round (R6)
        self._mugginsed = [0] * self._sides  # of which through another side's wrong claim (H2)

    def relabel(self, origin: Origin) -> None:
        """Say how the game began when it was dealt like another: ``"again"`` (a finished game's
        deals from its seed, played again), ``"line"`` (a what-if line from a past position,
        engine/lines.py), ``"daily"`` (a date's deal, engine/daily.py) or ``"challenge"`` (a
        friend's deals, engine/challenge.py)."""
        if origin not in RELABELLED:
            shown = ", ".join(repr(o.value) for o in RELABELLED)
            raise ValueError(f"a game is relabelled one of {shown}, not {excerpt(origin)}")
        self._origin = origin

    # ----- what anyone may ask ---------------------------------------------------------------

    @property
    def players(self) -> int:
        return self._players

    @property
    def sides(self) -> int:
        return self._sides

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def origin(self) -> Origin:
        """How the game began, with the facts the page decides from (engine/origin.py):
        ``SEED`` (``Game.new``), ``SHARED`` (``new_shared``), ``GIVEN`` or ``POSITION``
        (``from_deal``), ``SETUP`` (``from_setup``), ``LINE`` and ``AGAIN`` (engine/lines.py),
        ``PUZZLE`` (engine/puzzles.py)."""
        return self._origin

    @property
    def setup(self) -> str | None:
        """Origin ``"setup"``: the notation of the position the game began from, its boneyard
        given (docs/notation.md); else None."""
        return self._setup

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def salt(self) -> int:
        """Public per-game salt for the computers' random numbers."""
        return self._salt

    @property
    def current(self) -> int:
        return self._current

    def side_of(self, seat: int) -> int:
        return self._side_of[seat]

    @property
    def hands(self) -> tuple[tuple[Tile, ...], ...]:
        return tuple(tuple(hand) for hand in self._hands)

    @property
    def boneyard(self) -> tuple[Tile, ...]:
        return tuple(self._boneyard)

    @property
    def board(self) -> Board:
        return self._board

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self._scores)

    @property
    def round_over(self) -> bool:
        return self._round_over

    @property
    def round_result(self) -> dict[str, Any] | None:
        """How the round ended, JSON-safe (``RoundResult.to_json()``); None while it is on."""
        result = self._log.result
        return None if result is None else result.to_json()

    @property
    def winner(self) -> int | None:
        return self._winner

    @property
    def over(self) -> bool:
        return self._winner is not None

    @property
    def must_play(self) -> Tile | None:
        """The tile the current seat just drew and must now place (R7.2), if any."""
        return self._must_play

    @property
    def round_number(self) -> int:
        return self._log.number

    @property
    def rounds(self) -> tuple[RoundLog, ...]:
        """Every round so far, the current one last (its events grow as it is played)."""
        return tuple(self._rounds)

    # ----- the rules of a turn ---------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """R7 (AF2, PB4): what the seat to act may do now; empty once the round is over. Without a
        stock (PB4) the boneyard is empty, so a seat that cannot place has ``[Pass()]``. A block
        game's first hand opens with [6|6] alone (PB5): ``_start_round`` lists that one move
        ahead, so the turn's hot path asks nothing more."""
        legal = self._legal
        if legal is None:
            legal = self._list_moves()
        return [*legal]

    def _list_moves(self) -> Sequence[Move]:
        """``legal_moves()``'s list, worked out once a turn and kept for the turn (``play()``
        checks a move against it; after a placement with an empty boneyard ``_place`` asks for
        it at once, as it tells whether the hand is blocked)."""
        if self._round_over:
            legal: Sequence[Move] = ()
        else:
            drawn = self._must_play
            placements: Sequence[Move]
            # R3.1 on an empty board, else R3.2; R7.1: a player who can place must place
            if drawn is not None:  # R7.2: exactly the tile just drawn
                placements = self._board.placement_moves((drawn,))
            elif self._drew_unfit:  # none before the draw (R7.1), and the drawn tile neither
                placements = ()
            else:
                placements = self._board.placement_moves(self._hands[self._current])
            legal = placements or (ONLY_DRAW if self._boneyard else ONLY_PASS)  # R7.2 / R7.3
        self._legal = legal
        return legal

    def play(self, move: Move) -> None:
        """Make ``move`` for the seat to act; IllegalMove (nothing changed) unless it is legal."""
        legal = self._legal
        if legal is None:
            legal = self._list_moves()
        if move not in legal:
            if not isinstance(move, Place) or move.claim is None:
                raise self._refusal(move)
            if not self._rules.muggins:
                raise IllegalMove("H2 a placement carries a claim only under Muggins")
            if move.unclaimed not in legal:
                raise self._refusal(move.unclaimed)
        self._legal = None
        seat = self._current
        if move.__class__ is Place:
            self._place(seat, move)
        elif move is DRAW:
            self._draw(seat)
        else:  # R7.3
            self._events.append(_new_event(Passed, (seat, self._board.open_values())))
            self._drew_unfit = False
            self._current = self._next_seat[seat]

    def _place(self, seat: int, move: Place) -> None:
        tile = move.tile
        end = move.end
        hand = self._hands[seat]
        del hand[tile]
        board = self._board
        ends_sum = board.place_unchecked(tile, end)  # listed by legal_moves()
        points = self._points[ends_sum]  # R6.1, AF4, PB6: scoring.points_table
        if self._muggins:
            claim, scorer = self._claimed(seat, move.claim, points)
        elif points:  # R6.1
            claim = None
            scorer = self._side_of[seat]
            self._scores[scorer] += points
            self._gained[scorer] += points
        else:
            claim = scorer = None
        # A Placed built as the tuple it is (tuple.__new__ skips NamedTuple's Python-level
        # __new__): the hot path's one event per placement.
        self._events.append(
            _new_event(
                Placed,
                (
                    seat,
                    tile,
                    end,
                    points,
                    ends_sum,
                    self._must_play is not None,
                    claim,
                    scorer,
                ),
            )
        )
        self._must_play = None
        self._drew_unfit = False
        if not hand:  # R8.1: domino
            self._end_round(seat)
            return
        self._current = self._next_seat[seat]
        # R7.4 with an empty boneyard (always, in the block game, PB4): the hand is blocked when no
        # hand can place. The next seat's moves, listed now for its turn, mostly say one can; only
        # when that seat must pass are the other hands asked.
        if not self._boneyard and self._list_moves() is ONLY_PASS and self._blocked():
            self._end_round(None)

    def _claimed(self, seat: int, claim: int | None, points: int) -> tuple[int, int | None]:
        """H2: the claim as recorded (none is 0) and the side that takes ``points`` (the seat's
        for an exact claim, the next seat's for any other), which are added to its score."""
        claim = claim or 0
        if not points:
            return claim, None
        scorer = self._side_of[seat if claim == points else (seat + 1) % self._players]
        self._scores[scorer] += points
        self._gained[scorer] += points
        if claim != points:
            self._mugginsed[scorer] += points
        return claim, scorer

    def _draw(self, seat: int) -> None:
        board = self._board
        self._events.append(_new_event(Drew, (seat, board.open_values())))
        tile = self._boneyard.pop(0)
        self._hands[seat][tile] = None
        if board.can_place((tile,)):
            self._must_play = tile  # R7.2: exactly this tile, now
            return
        # The seat drew as its hand fitted nowhere; the board is as it was, so it still fits
        # nowhere: legal_moves() needs not look at the hand again this turn.
        self._drew_unfit = True
        if not self._boneyard and self._blocked():
            self._end_round(None)

    def _blocked(self) -> bool:
        """R7.4: no hand holds a tile that fits any open end (boneyard known to be empty)."""
        return not self._board.can_place(chain.from_iterable(self._hands))

    def _refusal(self, move: object) -> IllegalMove:
        """Explain, naming the rule, why ``move`` is not among the legal moves."""
        if not isinstance(move, (Place, Draw, Pass)):
            return IllegalMove(f"not a move: {move!r} (moves are Place, Draw and Pass)")
        if self._round_over:
            state = "the game is over" if self.over else "call next_round()"
            return IllegalMove(f"R8.1 the round is over; no moves until the next round ({state})")
        seat = self._current
        hand = self._hands[seat]
        drawn = self._must_play
        can_place = any(isinstance(m, Place) for m in self._legal or ())
        if isinstance(move, Place):
            if move.tile not in hand:
                return IllegalMove(
                    f"R3.2 {move.tile} is not in the hand of seat {seat}, who is to act"
                )
            if drawn is not None and move.tile is not drawn:
                return IllegalMove(
                    f"R7.2 seat {seat} drew {drawn}, which can be placed: place exactly that tile"
                )
            self._board.copy().place(move.tile, move.end)  # raises, naming the rule broken
            if self._board.is_empty() and OPENINGS[SIX_SIX.id] in (self._legal or ()):
                return IllegalMove(f"PB5 the first hand opens with {SIX_SIX}, not {move.tile}")
            return IllegalMove(f"R3.2 {move} is not a legal placement now")
        if isinstance(move, Draw):
            if drawn is not None:
                return IllegalMove(f"R7.2 the drawn {drawn} can be placed: no further drawing")
            if can_place:
                return IllegalMove(
                    f"R7.1 seat {seat} can place a tile and must; drawing is not allowed"
                )
            return IllegalMove("R7.3 the boneyard is empty: nothing to draw")
        if can_place:
            return IllegalMove(
                f"R7.1 seat {seat} can place a tile and must; passing is not allowed"
            )
        return IllegalMove("R7.3 pass only when the boneyard is empty: draw first")

    # ----- rounds ----------------------------------------------------------------------------

    def _end_round(self, ender: int | None) -> None:
        """R8: count the hands left as the game counts them, the one place that reads
        ``rules.hand_end``: R8.3 deducts each hand from its own side (here, on Five Up's hot
        path); AF6-AF7, PB6-PB7 and PB9 give the count to the winning side
        (``scoring.winner_takes``). Then check the target (R9)."""
        self._round_over = True
        pips = tuple([sum(map(_pips, hand)) for hand in self._hands])
        rules = self._rules
        scores = self._scores
        awarded = bonus = None
        if rules.hand_end == "penalties":
            penalties = tuple(map(round_to_five, pips))  # R8.3, each hand on its own
            deducted_ = [0] * self._sides
            for side, penalty in zip(self._side_of, penalties, strict=True):
                scores[side] -= penalty
                deducted_[side] += penalty
            deducted = tuple(deducted_)
        else:
            capicua = ender is not None and rules.capicua > 0 and _capicua(self._board)
            penalties, deducted, awarded, bonus = winner_takes(
                rules, pips, self._side_of, scores, ender, capicua
            )
        self._log.result = _new_result(
            RoundResult,
            (
                ender,
                penalties,
                tuple(scores),
                pips,
                tuple(self._gained),
                deducted,
                tuple(self._mugginsed),
                awarded,
                bonus,
            ),
        )
        self._legal = []
        top = max(self._scores)
        # R9.2 with the table's target (H1, AF8, PB8); a tie plays on (R9.3)
        if top >= rules.target and self._scores.count(top) == 1:
            self._winner = self._scores.index(top)

    def next_round(self, shares: Sequence[str] | None = None) -> None:
        """Deal the next round from a fresh shuffle; the ender starts, else a lot (R2.3). A game
        of origin ``"shared"`` takes the seats' ``shares`` for the round; any other, none."""
        if not self._round_over:
            raise IllegalMove("R8.1 the round is still being played: finish it first")
        if self.over:
            raise IllegalMove(f"R9.2 the game is over: side {self._winner} has won")
        number = len(self._rounds) + 1
        if self._origin == Origin.SHARED or (self._origin == Origin.LINE and shares is not None):
            if shares is None or len(shares) != self._players:
                raise ValueError(
                    f"shares: a shared deal takes one share per seat ({self._players})"
                )
            seed = derive_seed(shares, number)
        elif shares is not None:
            raise ValueError(
                f"shares: only a shared deal takes them, not a game of {self._origin.value!r}"
            )
        else:
            seed = round_seed(self._seed, number)
        opener = next_opener(self._rules, self._players, self._log.deal, self._log.result)
        self._start_round(deal_round(seed, self._players, opener.seat, self._rules), seed)
        if shares is not None:
            self._log.shares = tuple(shares)

    def next_round_dealt(self, deal: Deal) -> None:
        """A what-if line's next round with its deal given: the round under way on the table,
        dealt again so the line shows nobody a hand they may not see (engine/unseen.py, R1.4).
        Checked as a deal by hand is (each tile once, every hand dealt); a line never counts."""
        if self._origin != Origin.LINE:
            raise ValueError(
                f"only a what-if line takes a round's deal, not {self._origin.value!r}"
            )
        if not self._round_over:
            raise IllegalMove("R8.1 the round is still being played: finish it first")
        if self.over:
            raise IllegalMove(f"R9.2 the game is over: side {self._winner} has won")
        if len(deal.hands) != self._players:
            raise ValueError(f"a deal has {self._players} hands here, not {len(deal.hands)}")
        Game.from_deal(deal.hands, deal.boneyard, deal.starter, self._scores, self._rules)
        self._start_round(deal, None)

    # ----- other forms -----------------------------------------------------------------------

    def view(self, seat: int) -> dict[str, Any]:
        """Everything ``seat`` may know, JSON-safe (engine/view.py, docs/protocol.md)."""
        return build_view(self, seat)

    def to_record(self) -> dict[str, Any]:
        """A complete, versioned, JSON-safe record that replays to this exact state
        (engine/record.py)."""
        return game_to_record(self)

    @classmethod
    def from_record(cls, data: object) -> Game:
        """Replay a record; ValueError saying what is wrong with a malformed or illegal one."""
        return game_from_record(data, cls)

    def __repr__(self) -> str:
        return (
            f"<Game players={self._players} round={self._log.number} scores={self._scores} "
            f"current={self._current} board={self._board!r}>"
        )


_new_event = _new_result = tuple.__new__  # a NamedTuple made without its Python-level __new__
_pips = attrgetter("pips")
ONLY_DRAW: tuple[Move, ...] = (DRAW,)
ONLY_PASS: tuple[Move, ...] = (PASS,)

RELABELLED: Final = (Origin.AGAIN, Origin.LINE, Origin.DAILY, Origin.CHALLENGE)
MAX_SCORE = 10**6  # a bound for untrusted starting scores; no game comes near it


def _capicua(board: Board) -> bool:
    """PB9: the hand went out with a tile, not a double, that fitted both ends of the line: after
    it, the line's two ends show the same number (its free half, and the end it could have
    joined instead)."""
    ends = board.open_ends()
    last = board.tiles[-1]
    return len(ends) == 2 and not last.is_double and ends[0].value == ends[1].value


def _check_rules(rules: object) -> Rules:
    if rules is None:
        return SHEET
    if not isinstance(rules, Rules):
        raise ValueError(f"rules is a Rules value, not {excerpt(rules)}")
    return rules


def _check_seed(seed: object) -> None:
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < MAX_SEED:
        raise ValueError(f"a game's seed is a whole number 0..2**53-1, not {excerpt(seed)}")


def _check_salt(salt: object) -> None:
    if not isinstance(salt, int) or isinstance(salt, bool) or not 0 <= salt < MAX_SALT:
        raise ValueError(f"a game's salt is a whole number 0..2**53-1, not {excerpt(salt)}")


def exact_claim(game: Game, move: Move) -> Move:
    """``move`` with the exact claim a computer announces under Muggins (H2); else unchanged."""
    if not game.rules.muggins or not isinstance(move, Place):
        return move
    board = game.board.copy()
    return Place(move.tile, move.end, board.place(move.tile, move.end))


__all__ = [
    "DOUBLE_SIX",
    "MAX_SALT",
    "MAX_SEED",
    "End",
    "Game",
    "RoundLog",
    "RoundResult",
    "event_move",
    "exact_claim",
]
