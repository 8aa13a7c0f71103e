"""The game's rules as the AI's simulator and exact solver read them: one small frozen record.

``SimRules`` is made once per ``Rules`` (``sim_rules``) and says only what the rest of a round
needs: the spinner rule (``spin``: R3.3 every double, AF3 the first double played, PB3 none), what a
placement leaving each ends' sum scores (``points``: ``scoring.points_table``, R6.1, AF4, nothing in
the block game, PB6), whether a seat draws (``stock``, R7.2; PB4 none: a seat that cannot place
passes) and how a hand's end is counted (``count``: R8.3 each hand off its own side, or the count
the winning side takes, ``scoring.winner_takes``, AF6-AF7, PB6-PB7, PB9).

The spinner rule is a small state the layout carries (``Layout.spin``): whether filling a double's
second line side opens its two branches. Five Up's state never changes (every double spins, R3.3),
the block game's never either (none does, PB3); All Fives' starts "unspun" and becomes "the spinner
is [v|v]" when the first double is played (AF3). ``OPENS[state][v]`` is the branches that filling
[v|v]'s second side opens (2 or 0) and ``AFTER_DOUBLE[state][v]`` the state after [v|v] is played,
so the playout reads tables, never the rule's name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Final

from ..rules import SHEET, Rules
from ..scoring import points_table, winner_takes
from .tables import VALUES, penalty_of, pips_of

# Spinner states (``Layout.spin``).
EVERY: Final = 0  # R3.3: every double spins
NONE: Final = 1  # PB3: no double spins
UNSPUN: Final = 2  # AF3: no double played yet; the first one will spin
# AF3: 3 + v once [v|v], the first double played, is the spinner.
SPUN_AT: Final = 3
STATES: Final = SPUN_AT + VALUES

START: Final = {"every-double": EVERY, "first-double": UNSPUN, "none": NONE}


def _opens(state: int, v: int) -> int:
    return 2 if state == EVERY or state == SPUN_AT + v else 0


OPENS: Final = tuple(tuple(_opens(s, v) for v in range(VALUES)) for s in range(STATES))
AFTER_DOUBLE: Final = tuple(
    tuple(SPUN_AT + v if s == UNSPUN else s for v in range(VALUES)) for s in range(STATES)
)


@dataclass(frozen=True)
class SimRules:
    """What the simulator and the exact solver read of a game's ``Rules`` (see the module text)."""

    rules: Rules
    start: int  # the spinner state of an empty table
    points: tuple[int, ...]  # points[ends_sum]: what a placement leaving it scores
    stock: bool  # R7.2 draws; False: PB4, nobody draws
    penalties: bool  # R8.3: each hand off its own side; False: the winning side takes the count
    fives: bool  # placements score (R6.1, AF4); False: nothing is scored during play (PB6)

    @property
    def name(self) -> str:
        return self.rules.preset

    def count(
        self, hands: Sequence[int], side_of: Sequence[int], ender: int, capicua: bool = False
    ) -> list[int]:
        """Each side's change in score from the hands left at the round's end (bit sets);
        ``ender`` is the seat that went out, or -1 for a blocked round; ``capicua`` whether it
        went out with a tile that fitted both ends (PB9)."""
        deltas = [0] * (max(side_of) + 1)
        if self.penalties:
            for s, h in enumerate(hands):
                if h:
                    deltas[side_of[s]] -= penalty_of(h)  # R8.3
            return deltas
        pips = [pips_of(h) for h in hands]
        winner_takes(
            self.rules, pips, side_of, deltas, None if ender < 0 else ender, capicua
        )  # AF6-AF7, PB6-PB7, PB9
        return deltas

    def count_most(self, tiles_pips: int) -> int:
        """The most a side can take at the round's end when ``tiles_pips`` pips are left in all
        hands together (a bound for the exact solver; nothing in Five Up: R8.3 only deducts)."""
        if self.penalties:
            return 0
        return (tiles_pips + 4) // 5 * 5 + self.rules.capicua


@cache
def sim_rules(rules: Rules) -> SimRules:
    """The record of ``rules``, made once per rule set."""
    return SimRules(
        rules=rules,
        start=START[rules.spinners],
        points=points_table(rules),
        stock=rules.stock == "draw",
        penalties=rules.hand_end == "penalties",
        fives=rules.play_scoring == "fives",
    )


FIVE_UP: Final = sim_rules(SHEET)


def rules_of_view(view: dict[str, Any]) -> SimRules:
    """The record of the rules a view names (a view without rules is Five Up's, R1-R10)."""
    data = view.get("rules")
    if data is None:
        return FIVE_UP
    return sim_rules(Rules.from_json(data))
