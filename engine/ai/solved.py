"""A trial of the arena (``hard-solved``): determinized search whose deals are solved exactly once
few tiles are left, instead of played out greedily.

``hard`` values a candidate on a deal by one greedy rollout (search.py). Late in a hand without a
stock (the block game, PB4) a deal is a small game of perfect information, which the exact solver
(exact.py) settles in a few hundred nodes: each candidate's value on the deal is then what best
play by every side makes of it, as abw333's ``probabilistic_alphabeta`` values its samples. In a
game without a stock, once the hands hold at most ``SOLVE_TILES`` tiles together, each of
``DEALS`` deals is solved within ``DEAL_NODES`` nodes and the candidates' values summed; a deal
out of budget hands the decision back to the Monte Carlo search.
"""

from __future__ import annotations

import random
from typing import Final

from .exact import Position, layout_key, solve
from .knowledge import Knowledge
from .sampling import Dealer, Sampler
from .search import SearchConfig, pimc
from .sim import OPENING, SimMove

SOLVE_TILES: Final = 16  # tiles in all hands together, the seat's included
DEALS: Final = 16
DEAL_NODES: Final = 1_500


def solved_pimc(
    know: Knowledge,
    candidates: list[SimMove],
    config: SearchConfig,
    rng: random.Random,
    dealer: Dealer | None = None,
) -> int:
    """The candidate with the best total exact value over sampled deals (see the module text),
    else ``pimc``'s choice."""
    late = not know.game.stock and not know.boneyard and sum(know.counts) <= SOLVE_TILES
    if not late or len(candidates) < 2 or any(kind == OPENING for _, _, kind in candidates):
        return pimc(know, candidates, config, rng, dealer)
    sampler = Sampler(know) if dealer is None else dealer
    totals = [0.0] * len(candidates)
    layout = layout_key(know.layout)
    for _ in range(DEALS):
        deal = sampler.sample(rng)
        position = Position(
            layout=layout,
            hands=tuple(deal.hands),
            seat=know.seat,
            side_of=know.side_of,
            scores=know.scores,
            target=know.target,
            must=know.must,
            game=know.game,
        )
        solution = solve(position, candidates, DEAL_NODES, exact_all=True, line=False)
        if solution is None:
            return pimc(know, candidates, config, rng, dealer)
        for i, value in enumerate(solution.values):
            totals[i] += value
    return max(range(len(candidates)), key=lambda i: (totals[i], -i))
