"""A rollout's outcome valued as the chance of winning the game, not as the round's points.

Five Up is a race to the target (R9.2), so ten points matter more at 50 to 55 than at 0 to 0, and a
point that keeps the opponent from going out matters more than one that only adds to a lead. The
search's default (search.outcome_value) values a round by its score difference; ``race_value``
values it by the win probability the round's final scores leave, read from a normal approximation
of the rest of the game: each side needs ``need`` more raw points, scoring on average
``ROUND_POINTS`` a round, so about ``sqrt(need_mine * need_theirs) / ROUND_POINTS`` rounds remain
(at least one), and over them the difference moves with a spread of ``ROUND_SPREAD`` a round. The
value is that probability on the same scale as winning outright: ``WIN * (2 P(win) - 1)``.

It is used with two seats only (2 players) in Five Up: with 3 seats or partners, and in the other
games (All Fives, the block game), the rounds score otherwise and the constants were not measured
there, so those games keep the points (``outcome_value``).
docs/strength.md, "Playing for the game", has the matches that chose it.
"""

from __future__ import annotations

import math
from typing import Final

from .knowledge import Knowledge
from .search import WIN, game_end, outcome_value

# From 30 seeded games of hard against itself, 2 players (``python -m engine.ai.bench --race`` now
# gives 8.61 and 28.81 over its seeds; either pair changes a chance by at most 0.012):
ROUND_POINTS: Final = 9.13  # raw points a side scores in a round, on average
ROUND_SPREAD: Final = 28.2  # standard deviation of a round's score difference, raw points


def win_chance(need_mine: int, need_theirs: int) -> float:
    """The chance that a side needing ``need_mine`` more raw points gets there before a side
    needing ``need_theirs`` (normal approximation over the rounds left)."""
    mine = max(1, need_mine)
    theirs = max(1, need_theirs)
    rounds = max(1.0, math.sqrt(mine * theirs) / ROUND_POINTS)
    z = (theirs - mine) / (ROUND_SPREAD * math.sqrt(rounds))
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


def race_value(know: Knowledge, deltas: list[int]) -> float:
    """The round's outcome for the seat: +-WIN when it ends the game (R9.2), otherwise
    ``WIN * (2 P(win) - 1)`` from the final scores; 3 seats or partners: ``outcome_value``."""
    if know.players != 2 or know.game.name != "five-up":
        return outcome_value(know, deltas)
    finals = [s + d for s, d in zip(know.scores, deltas, strict=True)]
    end = game_end(know, finals)
    if end:
        return end
    mine = know.side
    chance = win_chance(know.target - finals[mine], know.target - finals[1 - mine])
    return WIN * (2.0 * chance - 1.0)
