"""The coach: after a round, the person's decisions where the ``hard`` computer would have played
otherwise, and how many points it expected that to be worth.

For each of the person's decisions in a finished round that offered two or more distinct
placements, the position before the move is rebuilt from the game record, every distinct placement
is valued from the person's own view (what they knew then, nothing more) on the same sampled deals
(common random numbers) with a fixed number of simulations, as the ``hard`` computer values its
candidates (ai/search.py ``value_on_deal`` with the ``hard`` level's rollout policy: the move, then
play to the round's end), but always in the round's points (``COACHING``): in Five Up the
computer itself weighs a round's scores by the chance of winning the game they leave (race.py), a
figure a person could not check against the score sheet.

The random numbers of each decision come from ``decision_seed`` of the person's view then (their
public facts and the game's public salt), never from the hidden game seed: the same advice every
time, and no trace of the deal in it. With Muggins (H2) every seat is simulated as claiming exactly.

Values are in raw points: the person's side's change in score over the rest of the round minus the
other sides' mean change (the game's end is not given the extra weight the computer gives it, so
the figure stays a number of points). A moment is reported when the best placement is not the one
played (or an equivalent one) and is worth at least ``MIN_GAIN`` more.

Endgames are valued exactly: when the person's view determined every hidden hand (the boneyard
empty, the unseen tiles able to lie only one way), the exact solver (ai/exact.py) values every
placement by best play from both sides to the round's end, points only, within ``EXACT_NODES``
nodes; such a moment says ``"exact": true`` and its values and gain are exact, not estimates.
Otherwise (or if the budget runs out) the sampled valuation above stands (``"exact": false``).
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any, Final, NamedTuple

from ..events import Event
from ..game import Game, event_move
from ..moves import Place, move_to_json
from ..takeback import game_at
from .exact import solve_view
from .knowledge import Knowledge, layout_from_view, read_view, sim_move
from .levels import SEARCH
from .sampling import Sampler
from .search import SearchConfig, distinct, outcome_value, value_on_deal
from .seeding import decision_seed
from .sim import OPENING, SimMove

# hard's rollouts, valued in the round's points whatever the number of players.
COACHING: Final[SearchConfig] = dataclasses.replace(SEARCH["hard"], value=outcome_value)

# Deals each candidate is valued on. Every candidate sees the same deals, so their differences are
# far steadier than their values; a round's coach stays well under a second on CPython.
DEALS: Final = 200
# Differences smaller than this (raw points) are noise at this budget, not advice.
MIN_GAIN: Final = 1.0
# No end is ever reached in a round: the coach counts points, not wins (see the module text).
_NO_TARGET: Final = 10**9
# Nodes the exact solver may spend on one moment (a few tenths of a second at most on CPython).
EXACT_NODES: Final = 30_000


@dataclass(frozen=True)
class Moment:
    """One decision the coach would have made otherwise."""

    step: int  # index of the move in the round's moves (the position is after `step` moves)
    played: dict[str, Any]  # the person's move (JSON)
    better: dict[str, Any]  # the coach's choice (JSON)
    gain: float  # expected raw points the better move is worth over the one played
    values: dict[str, float]  # every distinct candidate's value, keyed "tile end"
    view: dict[str, Any]  # the person's view before the move
    exact: bool = False  # valued by the exact solver (an endgame of perfect information)

    def to_json(self, per: int = 5) -> dict[str, Any]:
        """The moment, its figures in raw points and in display points (``per`` raw a point,
        R6.2), one decimal: a person checks the display ones against the score sheet."""
        return {
            "step": self.step,
            "played": self.played,
            "better": self.better,
            "gain": self.gain,
            "values": self.values,
            "display_gain": round(self.gain / per, 1),
            "display_values": {name: round(v / per, 1) for name, v in self.values.items()},
            "view": self.view,
            "exact": self.exact,
        }


def _key(move: SimMove) -> tuple[int, int, int]:
    """Equivalent placements share a key (ai/search.py ``distinct``)."""
    return (move[0], -1, OPENING) if move[2] == OPENING else move


def _move_name(move: dict[str, Any]) -> str:
    return f"{move['tile']} {move['end'] or 'opening'}"


def value_candidates(
    view: dict[str, Any], moves: list[dict[str, Any]], seed: int, deals: int = DEALS
) -> list[float]:
    """The mean value (raw points) of each placement of ``moves`` in the position of ``view``,
    all on the same ``deals`` deals of the hidden tiles drawn with ``seed``."""
    know: Knowledge = dataclasses.replace(read_view(view), target=_NO_TARGET)
    layout = layout_from_view(view)
    candidates = [sim_move(m, layout) for m in moves]
    sampler = Sampler(know)
    rng = random.Random(seed)
    totals = [0.0] * len(candidates)
    for _ in range(deals):
        deal = sampler.sample(rng)
        for i, value in enumerate(value_on_deal(know, deal, candidates, COACHING, rng)):
            totals[i] += value
    return [total / deals for total in totals]


class Decision(NamedTuple):
    """One of the person's placements that offered two or more distinct ones, every distinct
    placement valued from the person's view then (the coach's moments and its partnership notes,
    ai/partnernotes.py, read the same values: one valuation per decision)."""

    step: int  # index of the move in the round's moves (the position is after `step` moves)
    view: dict[str, Any]  # the person's view before the move
    candidates: tuple[dict[str, Any], ...]  # the distinct placements (JSON), in the view's order
    played_at: int  # the candidate equivalent to the move played
    played: dict[str, Any]  # the move as played (JSON)
    values: tuple[float, ...]  # each candidate's value, raw points
    exact: bool  # valued by the exact solver

    def moment(self) -> Moment | None:
        """The coach's moment when the best candidate beats the one played by ``MIN_GAIN``."""
        values, played_at = self.values, self.played_at
        # The best; on a tie the move played stands, then the earlier candidate.
        best = max(range(len(values)), key=lambda i: (values[i], i == played_at, -i))
        gain = values[best] - values[played_at]
        if best == played_at or gain < MIN_GAIN:
            return None
        return Moment(
            step=self.step,
            played=self.played,
            better=self.candidates[best],
            gain=round(gain, 1),
            values={
                _move_name(c): round(v, 1) for c, v in zip(self.candidates, values, strict=True)
            },
            view=self.view,
            exact=self.exact,
        )


def finished_round(
    record: dict[str, Any], round_number: int, human: int
) -> tuple[Game, tuple[Event, ...]]:
    """The game of ``record`` at the start of round ``round_number`` and the round's events,
    checked: the round is over and ``human`` sits at the table (ValueError saying which is not
    so)."""
    final = Game.from_record(record)
    if not 1 <= round_number <= len(final.rounds):
        raise ValueError(f"round is 1..{len(final.rounds)}, not {round_number!r}")
    if final.rounds[round_number - 1].result is None:
        raise ValueError(f"round {round_number} is not over yet: the coach looks at whole rounds")
    if not 0 <= human < final.players:
        raise ValueError(f"seat {human} is not in this game")
    return game_at(record, round_number, 0), tuple(final.rounds[round_number - 1].events)


def decisions(
    record: dict[str, Any], round_number: int, human: int, deals: int = DEALS
) -> list[Decision]:
    """Every decision of the person (seat ``human``) in round ``round_number`` of ``record``
    (over), valued; placements with a single distinct choice are no decision and left out."""
    game, events = finished_round(record, round_number, human)
    found: list[Decision] = []
    for step, event in enumerate(events):
        move = event_move(event)
        if event.seat == human and isinstance(move, Place):
            decision = _judge(game, human, move, step, deals)
            if decision is not None:
                found.append(decision)
        game.play(move)
    return found


def coach_round(
    record: dict[str, Any], round_number: int, human: int, deals: int = DEALS
) -> list[Moment]:
    """The moments of round ``round_number`` of ``record`` where the person (seat ``human``)
    would have done better by the coach's reckoning; the round must be over."""
    return moments_of(decisions(record, round_number, human, deals))


def moments_of(found: list[Decision]) -> list[Moment]:
    """The coach's moments among the valued decisions."""
    return [m for d in found if (m := d.moment()) is not None]


def _judge(game: Game, human: int, move: Place, step: int, deals: int) -> Decision | None:
    view = game.view(human)
    legal = [m for m in view["legal_moves"] if m["type"] == "place"]
    layout = layout_from_view(view)
    sims = [sim_move(m, layout) for m in legal]
    keep = distinct(sims)
    if len(keep) < 2:
        return None
    played_json = move_to_json(move)
    played_key = _key(sim_move(played_json, layout))
    candidates = [legal[i] for i in keep]
    keys = [_key(sims[i]) for i in keep]
    solved = solve_view(view, EXACT_NODES, points_only=True)
    if solved is not None:  # the placements of the view are ``legal``, in the same order
        values = [solved.values[i] for i in keep]
    else:
        values = value_candidates(view, candidates, decision_seed(view), deals)
    return Decision(
        step=step,
        view=view,
        candidates=tuple(candidates),
        played_at=keys.index(played_key),
        played=played_json,
        values=tuple(values),
        exact=solved is not None,
    )
