"""The levels: what each one does with a decision, and its budget in simulations.

* ``random``: a uniformly random legal move. ``greedy``: the most points now (policy.py).
* ``easy``: for a beginner: greedy, but a random legal move one time in three.
* ``normal``: determinized Monte Carlo search (search.py), 150 simulations, greedy rollouts to
  the end of the round.
* ``hard``: the same search with 1,000 simulations and defensive rollouts: each rollout move
  weighs the points it scores against the best reply the next seat could make at once. In Five
  Up it values each rollout by the chance of winning the game its scores leave (race.py: 2 and
  4 players a race of two sides, 3 players of three), not by the round's points.

``hard`` first tries the exact endgame solver (exact.py): when its view determines every hidden
hand (the boneyard is empty and the unseen tiles can lie only one way), it searches the rest of the
round exactly, within ``EXACT_BUDGET`` nodes; when the budget runs out it searches as above.

Both searches stop early once one placement leads the others by three standard errors (paired
over the same deals), so clear decisions are quick and close ones get the whole budget.

Budgets count simulations and nodes, never time, so a decision is the same on any machine.
"""

from __future__ import annotations

from typing import Final

from .race import race_value
from .search import SearchConfig

EASY_NOISE: Final = 1 / 3

SEARCH: Final[dict[str, SearchConfig]] = {
    "normal": SearchConfig(simulations=150, stop_z=3.0),
    "hard": SearchConfig(simulations=1000, defend=1.0, stop_z=3.0, value=race_value),
}

# Nodes of exact search a level may spend on one decision (under 100 ms of CPU on CPython; the
# most that keeps hard's p95 in the browser under 163 ms on the seeded endgames, see
# docs/strength.md); levels not named here never solve exactly.
EXACT_BUDGET: Final[dict[str, int]] = {"hard": 6_000}

LEVELS: Final = ("easy", "normal", "hard")
BASELINES: Final = ("random", "greedy")
