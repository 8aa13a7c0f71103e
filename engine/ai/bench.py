"""Decision times of the levels on a fixed set of seeded positions (CPython).

``ai_timings()`` is called by ``python -m engine.bench`` and reported under "ai". The positions are
every decision with two or more legal moves met in seeded rounds of 2, 3 and 4 players played by
the greedy baseline (forced moves are answered at once and would only flatter the figures). Each
decision is seeded as the worker seeds it (``decision_seed`` of the view), so
``scripts/measure_ai_web.py`` times the very same decisions in the browser: it sends each
position to the site's worker as a game record (``position_records``) and reads the time the
``ai_move`` answer reports. ``python -m engine.ai.bench`` prints the report as one JSON object.

A measuring tool: it runs from the repository and is not in the wheel the browser loads.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Iterator
from typing import Any

from ..game import Game
from ..rules import Rules
from . import choose
from .levels import BASELINES, LEVELS
from .seeding import decision_seed

ROUNDS_PER_PLAYER_COUNT = 8


def _decisions(rounds: int) -> Iterator[Game]:
    """The seeded greedy rounds, paused at each decision with a real choice (the game is played
    on after each pause: read what you need from it before asking for the next)."""
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
                    yield game
                game.play(choose(view, "greedy", 0))


def positions(rounds: int = ROUNDS_PER_PLAYER_COUNT) -> list[dict[str, Any]]:
    """Views of the seat to act, with a real choice, from seeded greedy rounds."""
    return [game.view(game.current) for game in _decisions(rounds)]


def position_records(
    level: str, rounds: int = ROUNDS_PER_PLAYER_COUNT
) -> list[tuple[dict[str, Any], int]]:
    """The same positions as game records for the worker's ``load``, each with the seat to act:
    that seat and every other computer play ``level``, the next seat is the person's. Loading one
    and asking ``ai_move`` makes exactly the decision ``ai_timings`` times for that position."""
    found = []
    for game in _decisions(rounds):
        seat = game.current
        person = (seat + 1) % game.players
        record = game.to_record()
        record["levels"] = [None if s == person else level for s in range(game.players)]
        found.append((record, seat))
    return found


def _p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def summary(wall: list[float], cpu: list[float]) -> dict[str, float]:
    """Median, p95 and max of one level's decision times (milliseconds), as both reports give
    them: ``*_ms`` wall-clock, ``cpu_*_ms`` the process's CPU time."""
    return {
        "median_ms": round(statistics.median(wall), 2),
        "p95_ms": round(_p95(wall), 2),
        "max_ms": round(max(wall), 2),
        "cpu_median_ms": round(statistics.median(cpu), 2),
        "cpu_p95_ms": round(_p95(cpu), 2),
    }


def ai_timings(rounds: int = ROUNDS_PER_PLAYER_COUNT) -> dict[str, Any]:
    """Per level: median, p95 and max milliseconds per decision over the fixed positions.

    ``*_ms`` are wall-clock times; ``cpu_*_ms`` the process's CPU time for the same decisions,
    which a busy shared machine inflates far less.
    """
    views = positions(rounds)
    seeds = [decision_seed(view) for view in views]
    report: dict[str, Any] = {"positions": len(views)}
    for level in LEVELS + BASELINES:
        wall: list[float] = []
        cpu: list[float] = []
        for view, seed in zip(views, seeds, strict=True):
            start, start_cpu = time.perf_counter(), time.process_time()
            choose(view, level, seed)
            cpu.append(1000 * (time.process_time() - start_cpu))
            wall.append(1000 * (time.perf_counter() - start))
        report[level] = summary(wall, cpu)
    return report


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--rounds", type=int, default=ROUNDS_PER_PLAYER_COUNT, help="seeded rounds per player count"
    )
    args = parser.parse_args(argv)
    report = ai_timings(args.rounds)
    print(json.dumps(report))
    sys.stdout.flush()
    return report


if __name__ == "__main__":
    main()
