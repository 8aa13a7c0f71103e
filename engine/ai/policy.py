"""One-look policies on a view: uniformly random, greedy, and the noisy greedy of ``easy``.

``greedy`` takes the placement scoring the most raw points now (R6), ties to the heaviest tile (it
sheds the most pips, R8.3), then to the first legal move listed. The rollouts of the search use the
same rule inside the simulator (``sim.playout``); ``hard`` uses its defensive variant.
"""

from __future__ import annotations

import random
from typing import Any

from .knowledge import sim_move
from .sim import Layout
from .tables import HIGH, LOW, PIPS


def placement_points(layout: Layout, move: dict[str, Any]) -> tuple[int, int]:
    """(points now, pips of the tile) of a JSON move on ``layout``; (0, 0) for draw and pass."""
    if move["type"] != "place":
        return (0, 0)
    tile, v, kind = sim_move(move, layout)
    points = layout.game.points  # R6.1, AF4; PB6: nothing
    if not layout.open:
        return (points[PIPS[tile]], PIPS[tile])
    a, b = LOW[tile], HIGH[tile]
    add = 2 * a if a == b else (b if v == a else a)
    base = layout.total + add
    if kind == 0:  # HALF
        base -= v
    elif kind == 2:  # SOLO
        base -= 2 * v
    return (points[base], PIPS[tile])


def greedy_index(layout: Layout, moves: list[dict[str, Any]]) -> int:
    """Index of the greedy choice among JSON ``moves``."""
    best, best_key = 0, (-1, -1)
    for i, move in enumerate(moves):
        key = placement_points(layout, move)
        if key > best_key:
            best, best_key = i, key
    return best


def noisy_greedy_index(
    layout: Layout, moves: list[dict[str, Any]], rng: random.Random, noise: float
) -> int:
    """``easy``: greedy, except that with probability ``noise`` any legal move at random."""
    if rng.random() < noise:
        return int(rng.random() * len(moves))
    return greedy_index(layout, moves)
