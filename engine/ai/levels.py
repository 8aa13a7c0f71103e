"""The levels: what each one does with a decision, and its budget in simulations.

* ``random``: a uniformly random legal move. ``greedy``: the most points now (policy.py).
* ``easy``: for a beginner: greedy, but a random legal move one time in three.
* ``normal`` and ``hard``: determinized Monte Carlo search (search.py) with greedy rollouts to
  the end of the round; ``hard`` has the larger budget.

Budgets count simulations, never time, so a decision is the same on any machine.
"""

from __future__ import annotations

from typing import Final

from .search import SearchConfig

EASY_NOISE: Final = 1 / 3

SEARCH: Final[dict[str, SearchConfig]] = {
    "normal": SearchConfig(simulations=120),
    "hard": SearchConfig(simulations=480),
}

LEVELS: Final = ("easy", "normal", "hard")
BASELINES: Final = ("random", "greedy")
