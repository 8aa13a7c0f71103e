"""A rollout's outcome valued as the chance of winning the game, not as the round's points.

Five Up is a race to the target (R9.2), so ten points matter more at 50 to 55 than at 0 to 0, and a
point that keeps an opponent from going out matters more than one that only adds to a lead. The
search's default (search.outcome_value) values a round by its score difference; ``race_value``
values it by the win probability the round's final scores leave, read from a normal approximation
of the rest of the game.

Two sides (2 players, or 4 in two partnerships, R1.2): each side needs ``need`` more raw points,
a side scoring on average ``points`` a round, so about ``sqrt(need_mine * need_theirs) / points``
rounds remain (at least one), and over them the difference moves with a spread of ``spread`` a
round: ``win_chance`` is the normal approximation of the chance of getting there first.

Three sides (3 players): the seat wins only by reaching the target before both others. Taken
alone, each pair of seats is such a two-sided race, ``p(i, j) = win_chance(need_i, need_j)``; were
the two races the seat must win independent, it would win both with ``p(i, j) * p(i, k)``. They
are not (both hang on the seat's own rounds), and the three products do not add up to one, so each
seat's chance is its product over the three: ``P(i) = s_i / (s_0 + s_1 + s_2)`` with
``s_i = prod_{j != i} p(i, j)``. It is one among three at equal needs, tends to 1 for a seat far
ahead of both, and with two sides it is ``win_chance`` itself (``p + (1 - p) = 1``); ``s_i`` is
never 0 for the seat needing least (its every pairwise chance is at least 1/2), so the sum is not.

The value is that probability on the scale of winning outright (``game_end``: +WIN, any other side
winning -WIN): its expectation ``WIN * (2 P(win) - 1)``, so a rollout that ends the game and one
that leaves a chance are weighed alike. Each player count has its own constants (``RACES``),
measured by ``python -m engine.ai.bench --race --players N``.

Only Five Up: in the other games (All Fives, the block game) the rounds score otherwise and
nothing was measured there, so they keep the points (``outcome_value``). docs/strength.md,
"Playing for the game" and "Playing for the game with three and four", has the matches.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from .knowledge import Knowledge
from .search import WIN, game_end, outcome_value


@dataclass(frozen=True)
class RoundStats:
    """How a side's score moves in a round of Five Up at one player count."""

    points: float  # raw points a side scores in a round, on average
    spread: float  # standard deviation of a round's score difference between two sides, raw


# From 30 seeded games of hard against itself, 2 players (``python -m engine.ai.bench --race`` now
# gives 8.61 and 28.81 over its seeds; either pair changes a chance by at most 0.012):
ROUND_POINTS: Final = 9.13  # raw points a side scores in a round, on average
ROUND_SPREAD: Final = 28.2  # standard deviation of a round's score difference, raw points
TWO: Final = RoundStats(ROUND_POINTS, ROUND_SPREAD)

# 3 and 4 players: ``python -m engine.ai.bench --race --players 3`` (and ``4``), 30 seeded games of
# hard against itself valuing the round's points (hard before the race reached these counts), 889
# rounds of 3 players (29.6 a game) and 442 of 4 (14.7 a game):
THREE: Final = RoundStats(points=7.46, spread=24.65)  # per seat, every pair of seats pooled
FOUR: Final = RoundStats(points=16.58, spread=33.2)  # per partnership

RACES: Final[dict[int, RoundStats]] = {2: TWO, 3: THREE, 4: FOUR}


def win_chance(need_mine: int, need_theirs: int, stats: RoundStats = TWO) -> float:
    """The chance that a side needing ``need_mine`` more raw points gets there before a side
    needing ``need_theirs`` (normal approximation over the rounds left)."""
    mine = max(1, need_mine)
    theirs = max(1, need_theirs)
    rounds = max(1.0, math.sqrt(mine * theirs) / stats.points)
    z = (theirs - mine) / (stats.spread * math.sqrt(rounds))
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


def first_chances(needs: list[int], stats: RoundStats) -> list[float]:
    """Each side's chance of reaching the target first, from the pairwise chances: every side's
    product of its chances against each other side, normalised (the module text)."""
    strengths = [
        math.prod(win_chance(need, other, stats) for j, other in enumerate(needs) if j != i)
        for i, need in enumerate(needs)
    ]
    total = sum(strengths)
    return [s / total for s in strengths]


def race_value(know: Knowledge, deltas: list[int]) -> float:
    """The round's outcome for the seat's side in Five Up: +-WIN when it ends the game (R9.2),
    otherwise ``WIN * (2 P(win) - 1)`` from the final scores; other games: ``outcome_value``."""
    if know.game.name != "five-up":
        return outcome_value(know, deltas)
    finals = [s + d for s, d in zip(know.scores, deltas, strict=True)]
    end = game_end(know, finals)
    if end:
        return end
    stats = RACES[know.players]
    mine = know.side
    if len(finals) == 2:
        chance = win_chance(know.target - finals[mine], know.target - finals[1 - mine], stats)
    else:
        chance = first_chances([know.target - f for f in finals], stats)[mine]
    return WIN * (2.0 * chance - 1.0)
