"""The computer players. ``choose(view, level, seed)`` decides from a seat's view alone.

Modules, one job each: ``tables`` (bit tables), ``ruleset`` (the game's rules as the simulator and
the solver read them), ``sim`` (a lean simulator of the rest of a round),
``knowledge`` (what the view's seat knows and infers), ``sampling`` (deals consistent with it),
``policy`` (random, greedy, noisy greedy), ``search`` (determinized Monte Carlo search), ``exact``
(the exact endgame solver, when the view determines every hidden hand), ``levels``
(what each level does and its budget), ``seeding`` (a decision's seed from public facts only),
``coach`` (after a round, the person's moves the ``hard`` computer would have made otherwise) and
``bench`` (timings; a measuring tool, run from the repository and left out of the wheel).

The computer plays under whatever rules the view names, in every game of ``PRESETS``: the
simulator and the exact solver read the game's spinner rule, scoring and hand count from one
record (``ruleset``, made from the view's rules), the target comes from the view (knowledge.py),
and with Muggins (H2, AF9) every seat is simulated as claiming exactly, so the simulator's scoring
is the game's own. ``choose`` returns a placement without a claim; whoever plays it adds the
exact claim (``engine.game.exact_claim``).
"""

from __future__ import annotations

import random
from typing import Any

from ..moves import Move, move_from_json
from .exact import best_index
from .knowledge import layout_from_view, read_view, sim_move
from .levels import BASELINES, EASY_NOISE, EXACT_BUDGET, LEVELS, SEARCH
from .policy import greedy_index, noisy_greedy_index
from .sampling import DealerOf
from .search import Search, SearchConfig, distinct, pimc
from .seeding import decision_seed

__all__ = ["BASELINES", "LEVELS", "choose", "decision_seed"]


def choose(
    view: dict[str, Any],
    level: str = "normal",
    seed: int | None = None,
    dealer_of: DealerOf | None = None,
    config: SearchConfig | None = None,
    search: Search = pimc,
) -> Move:
    """A legal move for the seat whose view this is; same view, level and seed, same move.
    ``seed=None`` takes ``decision_seed(view)``: the seat's public facts and the game's salt.
    ``dealer_of`` gives the search its deals from the seat's knowledge; None (every level the
    game offers) samples deals consistent with the view (sampling.Sampler); ``config`` replaces
    the level's search settings and ``search`` the search itself (the arena's trials: the game's
    levels never pass either)."""
    if level not in LEVELS + BASELINES:
        raise ValueError(f"unknown level {level!r}; levels are {', '.join(LEVELS + BASELINES)}")
    moves: list[dict[str, Any]] = view.get("legal_moves") or []
    if not moves:
        raise ValueError(f"seat {view.get('seat')} has no move to make in this view")
    if len(moves) == 1:  # forced: answer at once
        return move_from_json(moves[0])
    rng = random.Random(decision_seed(view) if seed is None else seed)
    if level == "random":
        return move_from_json(moves[int(rng.random() * len(moves))])
    layout = layout_from_view(view)
    if level == "greedy":
        return move_from_json(moves[greedy_index(layout, moves)])
    if level == "easy":
        return move_from_json(moves[noisy_greedy_index(layout, moves, rng, EASY_NOISE)])
    sim_moves = [sim_move(m, layout) for m in moves]  # only placements have two or more moves
    keep = distinct(sim_moves)
    if len(keep) == 1:
        return move_from_json(moves[keep[0]])
    budget = EXACT_BUDGET.get(level)
    if budget is not None:  # an endgame of perfect information: solved exactly if in budget
        exact = best_index(view, [sim_moves[i] for i in keep], budget)
        if exact is not None:
            return move_from_json(moves[keep[exact]])
    know = read_view(view)
    dealer = None if dealer_of is None else dealer_of(know)
    settings = SEARCH[level] if config is None else config
    best = search(know, [sim_moves[i] for i in keep], settings, rng, dealer)
    return move_from_json(moves[keep[best]])
