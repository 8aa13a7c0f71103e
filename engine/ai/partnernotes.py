"""The coach speaks partnership (issue 42): after a hand of a game of partners (four players,
partners opposite, R1.2, AF1, PB1), what the person's partner told them and where a play of the
person's told the partner the wrong thing.

Everything here is read from the hand's public history (the same in every seat's view, R1.4)
and from the person's own hand, at each moment as the person knew it then; the points are the
coach's own valuation of the person's decisions (ai/coach.py ``Decision``: every distinct
placement valued from the person's view), in raw points and in points as the score sheet counts
them (``display_``, R6.2; the other games count raw points, AF4, PB6).

**What a placement shows.** A placed tile's open ends right after it: the half it did not join by
(``[2|5]`` joined by its 2 shows 5), a double's number, an opening tile's both numbers (R3.1,
R3.5, PB3). At a partnership table a number shown says "I have more of these".

**What your partner told you** (``told``):

* ``pass`` / ``draw``: the partner's turn that passed (R7.3, PB4) or drew (R7.2, AF2) and the
  numbers the table learned they hold none of: the public ledger's facts for the partner after the
  turn less those before it (engine/ledger.py, the one inference of what a pass or a draw says);
  a turn that taught nothing new is left out;
* ``led``: the partner opened the hand by choice (not PB5's forced ``[6|6]``) and the numbers
  the opening tile showed;
* ``long``: a number the partner's placements showed ``REPEATED`` times or more, with the move of
  each; the note sits at the move that made it a pattern.

**Where it mattered** (``missed``): at a decision of the person's (two or more distinct
placements, R7.1), the partner's numbers then (led or shown ``REPEATED`` times so far, less any
the ledger says they lack) and the numbers the ledger says they lack. Each placement is scored by
the board it leaves: one for every open end showing a partner's number, minus one for every open
end showing a number the partner lacks. When the move played scored less than the best score and
the best-valued placement with that best score is worth at least ``coach.MIN_GAIN`` raw points
more than the move played, the note names it, the partner's numbers it kept showing (``kept``)
and the lacked numbers it showed fewer of (``avoided``), with its gain.

**Where a play of yours told your partner the wrong thing** (``misled``): at a decision of the
person's, the placement played showed a number the person then held no other tile of, and later
in the hand the history shows the partner or the table acting on it: the partner's own placement
showed that number again while the person still held none of it (the partner "played to your
number", ``partner_step``), or the person passed or drew with that number open (``pass_step``:
the pass told the partner, R7.1-R7.3, PB4, what the placement had suggested otherwise). The
placements that showed no number the person lacked are the honest ones; when the best-valued of
them beats the move played by ``coach.MIN_GAIN`` the note gives it and its gain, else none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, NamedTuple

from ..board import Board
from ..events import Drew, Event, Passed, Placed, event_move
from ..game import Game
from ..ledger import ledger_of_view
from ..moves import Place, move_from_json
from ..tiles import Tile
from .coach import MIN_GAIN, Decision, finished_round

REPEATED: Final = 2  # a number the partner's placements showed this often is theirs


class Lacking(NamedTuple):
    """The partner passed or drew and the table learned numbers they hold none of."""

    kind: str  # "pass" or "draw"
    step: int  # the turn's first move
    numbers: tuple[int, ...]  # newly known lacking, ascending

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "step": self.step, "numbers": list(self.numbers)}


class Lead(NamedTuple):
    """The partner opened the hand with a tile of their choice."""

    step: int
    tile: str
    numbers: tuple[int, ...]  # what the opening showed

    def to_json(self) -> dict[str, Any]:
        return {"kind": "led", "step": self.step, "tile": self.tile, "numbers": list(self.numbers)}


class Long(NamedTuple):
    """A number the partner's placements kept showing."""

    number: int
    steps: tuple[int, ...]  # every placement of the partner's that showed it

    @property
    def step(self) -> int:
        """The move that made it a pattern."""
        return self.steps[REPEATED - 1]

    def to_json(self) -> dict[str, Any]:
        return {"kind": "long", "step": self.step, "number": self.number, "steps": list(self.steps)}


Told = Lacking | Lead | Long


class Missed(NamedTuple):
    """A decision where a placement with the partner was worth more than the one played."""

    step: int
    played: dict[str, Any]
    better: dict[str, Any]
    kept: tuple[int, ...]  # the partner's numbers it left showing more often than the move played
    avoided: tuple[int, ...]  # numbers the partner lacks it left showing less often
    gain: float  # raw points
    exact: bool

    def to_json(self, per: int) -> dict[str, Any]:
        return {
            "step": self.step,
            "played": self.played,
            "better": self.better,
            "kept": list(self.kept),
            "avoided": list(self.avoided),
            "gain": self.gain,
            "display_gain": round(self.gain / per, 1),
            "exact": self.exact,
        }


class Misled(NamedTuple):
    """A placement that showed a number the person held no more of, and what came of it."""

    step: int
    played: dict[str, Any]
    number: int
    partner_step: int | None  # the partner later showed the number again
    pass_step: int | None  # the person later passed or drew with it open
    better: dict[str, Any] | None  # the best honest placement, when worth MIN_GAIN more
    gain: float | None
    exact: bool

    def to_json(self, per: int) -> dict[str, Any]:
        return {
            "step": self.step,
            "played": self.played,
            "number": self.number,
            "partner_step": self.partner_step,
            "pass_step": self.pass_step,
            "better": self.better,
            "gain": self.gain,
            "display_gain": None if self.gain is None else round(self.gain / per, 1),
            "exact": self.exact,
        }


class PartnerNotes(NamedTuple):
    """The partnership notes of one hand for one person (module text)."""

    partner: int  # the partner's seat
    told: tuple[Told, ...]  # by step
    missed: tuple[Missed, ...]
    misled: tuple[Misled, ...]

    def to_json(self, per: int = 1) -> dict[str, Any]:
        """The coach op's ``partner`` (docs/protocol.md); ``per`` raw points a point (R6.2)."""
        return {
            "seat": self.partner,
            "told": [note.to_json() for note in self.told],
            "missed": [note.to_json(per) for note in self.missed],
            "misled": [note.to_json(per) for note in self.misled],
        }


class Known(NamedTuple):
    """What the person knew before one move of the hand (public facts and their own hand)."""

    board: Board  # before the move
    hand: frozenset[Tile]  # the person's, before the move
    lacks: frozenset[int]  # the partner's numbers the ledger knows they lack, before the move
    shown: dict[int, tuple[int, ...]]  # number -> the partner's placements so far that showed it
    lead: frozenset[int]  # the numbers the partner's chosen opening showed (none if not theirs)


def shows(board: Board, tile: Tile) -> tuple[int, ...]:
    """The numbers ``tile`` shows on ``board`` where it lies (module text), ascending."""
    return tuple(sorted({end.value for end in board.open_ends() if end.tile is tile}))


def _after(board: Board, move: Place) -> Board:
    after = board.copy()
    after.place(move.tile, move.end)
    return after


def _place(move: dict[str, Any]) -> Place:
    """A decision's placement (JSON) as a move; the coach values placements only."""
    found = move_from_json(move)
    if not isinstance(found, Place):
        raise ValueError(f"a decision is a placement, not {move!r}")
    return found


def _holds(hand: frozenset[Tile], number: int) -> bool:
    return any(number in (t.low, t.high) for t in hand)


def partner_of(seat: int, players: int) -> int | None:
    """R1.2: with four players the seat opposite; with fewer nobody plays as partners."""
    return (seat + 2) % 4 if players == 4 else None


def partner_notes(
    record: dict[str, Any], round_number: int, human: int, found: Sequence[Decision]
) -> PartnerNotes | None:
    """The notes of round ``round_number`` (over) for the person at ``human`` with the coach's
    valued ``found`` decisions of that round; None in a game without partners."""
    game, events = finished_round(record, round_number, human)
    partner = partner_of(human, game.players)
    if partner is None:
        return None
    moments, told = _replay(game, events, human, partner)
    missed = [m for d in found if (m := _missed(d, moments[d.step])) is not None]
    misled = [note for d in found for note in _misled(d, moments, events, human, partner)]
    return PartnerNotes(partner, told, tuple(missed), tuple(misled))


def _replay(
    game: Game, events: Sequence[Event], human: int, partner: int
) -> tuple[list[Known], tuple[Told, ...]]:
    """The hand replayed: what the person knew before each move (and after the last), and what
    the partner told them, by step."""
    # PB5: a game's first hand opens with [6|6], whoever holds it: that opening tells nothing.
    forced = game.rules.first_opener == "double-six" and not any(game.scores)
    moments: list[Known] = []
    shown: dict[int, tuple[int, ...]] = {}
    lead: frozenset[int] = frozenset()
    told: list[Told] = []
    turn_start: tuple[int, frozenset[int], str] | None = None  # a pass or draw turn under way

    def lacks() -> frozenset[int]:
        return frozenset(ledger_of_view(game.view(human), with_hand=False).seats[partner].lacks)

    for step, event in enumerate(events):
        now = Known(game.board.copy(), frozenset(game.hands[human]), lacks(), dict(shown), lead)
        moments.append(now)
        if event.seat == partner and isinstance(event, Drew | Passed) and turn_start is None:
            turn_start = (step, now.lacks, "draw" if isinstance(event, Drew) else "pass")
        game.play(event_move(event))
        if event.seat != partner:
            continue
        if isinstance(event, Placed) and event.end is None:
            if not forced:
                lead = frozenset(shows(game.board, event.tile))
                told.append(Lead(step, str(event.tile), tuple(sorted(lead))))
        elif isinstance(event, Placed):
            for n in shows(game.board, event.tile):
                shown[n] = (*shown.get(n, ()), step)
                if len(shown[n]) == REPEATED:
                    told.append(Long(n, shown[n]))
        if turn_start is not None and not isinstance(event, Drew):  # the turn is over
            first, before, kind = turn_start
            new = tuple(sorted(lacks() - before))
            if new:
                told.append(Lacking(kind, first, new))
            turn_start = None
    moments.append(Known(game.board.copy(), frozenset(game.hands[human]), lacks(), shown, lead))
    # A long number's list grows after its note: every showing of the hand, once it is over.
    final = tuple(Long(n.number, shown[n.number]) if isinstance(n, Long) else n for n in told)
    return moments, tuple(sorted(final, key=lambda n: n.step))


def _missed(decision: Decision, now: Known) -> Missed | None:
    """Where it mattered (module text), at one decision."""
    lacks = now.lacks
    theirs = (now.lead | {n for n, steps in now.shown.items() if len(steps) >= REPEATED}) - lacks
    if not theirs and not lacks:
        return None
    counts = []
    for move in decision.candidates:
        shown = [end.value for end in _after(now.board, _place(move)).open_ends()]
        counts.append({n: shown.count(n) for n in range(7)})

    def score(i: int) -> int:
        return sum(counts[i][n] for n in theirs) - sum(counts[i][n] for n in lacks)

    played = decision.played_at
    top = max(score(i) for i in range(len(counts)))
    if score(played) >= top:
        return None
    values = decision.values
    best = max((i for i in range(len(counts)) if score(i) == top), key=lambda i: (values[i], -i))
    gain = values[best] - values[played]
    if gain < MIN_GAIN:
        return None
    return Missed(
        step=decision.step,
        played=decision.played,
        better=decision.candidates[best],
        kept=tuple(n for n in sorted(theirs) if counts[best][n] > counts[played][n]),
        avoided=tuple(n for n in sorted(lacks) if counts[best][n] < counts[played][n]),
        gain=round(gain, 1),
        exact=decision.exact,
    )


def _misled(
    decision: Decision,
    moments: Sequence[Known],
    events: Sequence[Event],
    human: int,
    partner: int,
) -> list[Misled]:
    """Where a play of the person's told the partner the wrong thing (module text)."""
    step = decision.step
    now, after = moments[step], moments[step + 1]
    played = _place(decision.played)
    false = [n for n in shows(after.board, played.tile) if not _holds(after.hand, n)]
    if not false:
        return []

    def honest(move: dict[str, Any]) -> bool:
        place = _place(move)
        left = now.hand - {place.tile}
        return all(_holds(left, n) for n in shows(_after(now.board, place), place.tile))

    values = decision.values
    fair = [i for i, move in enumerate(decision.candidates) if honest(move)]
    if not fair:  # every placement showed a number the person lacked: nothing to choose
        return []
    top = max(fair, key=lambda i: (values[i], -i))
    gain = values[top] - values[decision.played_at]
    better, worth = (decision.candidates[top], round(gain, 1)) if gain >= MIN_GAIN else (None, None)
    notes = []
    for n in false:
        partner_step = pass_step = None
        for later in range(step + 1, len(events)):
            event = events[later]
            if partner_step is None and event.seat == partner and isinstance(event, Placed):
                seen = moments[later + 1]
                if n in shows(seen.board, event.tile) and not _holds(moments[later].hand, n):
                    partner_step = later
            if (
                pass_step is None
                and event.seat == human
                and isinstance(event, Drew | Passed)
                and n in event.open_values
            ):
                pass_step = later
        if partner_step is None and pass_step is None:
            continue
        notes.append(
            Misled(
                step=step,
                played=decision.played,
                number=n,
                partner_step=partner_step,
                pass_step=pass_step,
                better=better,
                gain=worth,
                exact=decision.exact,
            )
        )
    return notes


__all__ = [
    "REPEATED",
    "Lacking",
    "Lead",
    "Long",
    "Misled",
    "Missed",
    "PartnerNotes",
    "partner_notes",
    "partner_of",
    "shows",
]
