"""Decision times of the levels on a fixed set of seeded positions (CPython).

``ai_timings()`` is called by ``python -m engine.bench`` and reported under "ai". The positions are
every decision with two or more legal moves met in seeded rounds of 2, 3 and 4 players played by
the greedy baseline (forced moves are answered at once and would only flatter the figures).
``python -m engine.ai.bench`` prints the same as one JSON object.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from typing import Any

from ..game import Game
from ..rules import Rules
from . import choose
from .levels import BASELINES, LEVELS

ROUNDS_PER_PLAYER_COUNT = 8


def positions(rounds: int = ROUNDS_PER_PLAYER_COUNT) -> list[dict[str, Any]]:
    """Views of the seat to act, with a real choice, from seeded greedy rounds."""
    found: list[dict[str, Any]] = []
    for players in range(Rules.min_players, Rules.max_players + 1):
        for index in range(rounds):
            game = Game.new(players, seed=1_000 * players + index)
            scores = [(40 * index) % (Rules().target - 5) - 20 * s for s in range(game.sides)]
            game = Game.from_deal(
                [list(h) for h in game.hands], list(game.boneyard), game.current, scores=scores
            )
            while not game.round_over:
                view = game.view(game.current)
                if len(view["legal_moves"]) > 1:
                    found.append(view)
                game.play(choose(view, "greedy", 0))
    return found


def _p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def ai_timings(rounds: int = ROUNDS_PER_PLAYER_COUNT) -> dict[str, Any]:
    """Per level: median, p95 and max milliseconds per decision over the fixed positions.

    ``*_ms`` are wall-clock times; ``cpu_*_ms`` the process's CPU time for the same decisions,
    which a busy shared machine inflates far less.
    """
    views = positions(rounds)
    report: dict[str, Any] = {"positions": len(views)}
    for level in LEVELS + BASELINES:
        wall: list[float] = []
        cpu: list[float] = []
        for i, view in enumerate(views):
            start, start_cpu = time.perf_counter(), time.process_time()
            choose(view, level, i)
            cpu.append(1000 * (time.process_time() - start_cpu))
            wall.append(1000 * (time.perf_counter() - start))
        report[level] = {
            "median_ms": round(statistics.median(wall), 2),
            "p95_ms": round(_p95(wall), 2),
            "max_ms": round(max(wall), 2),
            "cpu_median_ms": round(statistics.median(cpu), 2),
            "cpu_p95_ms": round(_p95(cpu), 2),
        }
    return report


if __name__ == "__main__":
    print(json.dumps(ai_timings()))
    sys.stdout.flush()
