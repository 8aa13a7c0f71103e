"""Decision times of the levels on a fixed set of seeded positions (CPython).

``ai_timings()`` is called by ``python -m engine.bench`` and reported under "ai". The positions are
every decision with two or more legal moves met in seeded rounds of 2, 3 and 4 players played by
the greedy baseline (forced moves are answered at once and would only flatter the figures). Each
decision is seeded as the worker seeds it (``decision_seed`` of the view), so
``scripts/measure_ai_web.py`` times the very same decisions in the browser: it sends each
position to the site's worker as a game record (``position_records``) and reads the time the
``ai_move`` answer reports. ``python -m engine.ai.bench`` prints the report as one JSON object.

``endgame_report()`` (``python -m engine.ai.bench --endgames``) is the exact solver's check
(issue 16): every decision of seeded greedy games whose view determines every hidden hand
(``endgame_positions``), whether ``hard`` solves it within its node budget, whether the move it
plays is exactly best (checked by an unbounded solve) and how long it takes.

``inference()`` (in the same report, under "inference") is how well the search's deals guess the
hidden tiles: at every decision of the same seeded rounds, ``DEALS_PER_POSITION`` deals drawn as
the search draws them (sampling.Sampler, seeded), and for every tile the seat cannot see, the
share of deals that put it where it truly is (a hand or the boneyard). ``placed_right`` is that
share over all hidden tiles and positions; ``uninformed`` the same for deals that know only how many
tiles each seat holds (no slot constraint), so the gap between the two is what the history's
inference is worth; ``log2_likelihood`` is the mean log2 of the deals' share (plus half a deal) for
each tile's true place: higher is better, 0 is certainty.

``block_report()`` (``python -m engine.ai.bench --block``) times ``hard`` in the partnership block
game (issue 42): every decision with a real choice in ``BLOCK_HANDS`` seeded greedy hands, half a
game's first (PB5: [6|6] opens), half later ones with scores spread over the game
(``block_games``); ``scripts/measure_ai_web.py --block`` times the same decisions in the browser.

A measuring tool: it runs from the repository and is not in the wheel the browser loads.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

from ..game import Game
from ..moves import move_to_json
from ..rules import PRESETS, Rules
from . import choose
from .exact import best_index, determined_hands, solve_view
from .knowledge import Knowledge, layout_from_view, read_view, sim_move
from .levels import BASELINES, EXACT_BUDGET, LEVELS
from .sampling import Dealer, Sampler, uninformed
from .search import distinct
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


def by_players(
    counts: list[int], wall: list[float], cpu: list[float]
) -> dict[str, dict[str, float]]:
    """``summary`` of each player count's decisions alone: a budget holds at every table size,
    and the 3- and 4-player positions are a quarter of the set, too few to move the whole p95."""
    return {
        str(n): summary(
            [w for c, w in zip(counts, wall, strict=True) if c == n],
            [t for c, t in zip(counts, cpu, strict=True) if c == n],
        )
        for n in sorted(set(counts))
    }


def ai_timings(rounds: int = ROUNDS_PER_PLAYER_COUNT) -> dict[str, Any]:
    """Per level: median, p95 and max milliseconds per decision over the fixed positions.

    ``*_ms`` are wall-clock times; ``cpu_*_ms`` the process's CPU time for the same decisions,
    which a busy shared machine inflates far less.
    """
    views = positions(rounds)
    seeds = [decision_seed(view) for view in views]
    report: dict[str, Any] = {"positions": len(views), "inference": inference(rounds)}
    for level in LEVELS + BASELINES:
        wall: list[float] = []
        cpu: list[float] = []
        for view, seed in zip(views, seeds, strict=True):
            start, start_cpu = time.perf_counter(), time.process_time()
            choose(view, level, seed)
            cpu.append(1000 * (time.process_time() - start_cpu))
            wall.append(1000 * (time.perf_counter() - start))
        report[level] = summary(wall, cpu)
        if level == "hard":
            report["hard_by_players"] = by_players([v["players"] for v in views], wall, cpu)
    return report


BLOCK_HANDS = 24


def block_games(hands: int = BLOCK_HANDS) -> Iterator[Game]:
    """Seeded greedy block hands paused at each decision with a real choice (as ``_decisions``):
    even seeds a game's first hand, odd ones a later hand at scores spread over the game."""
    block = PRESETS["partnership-block"]
    for index in range(hands):
        game = Game.new(4, seed=4_000 + index, rules=block)
        if index % 2:
            scores = [(37 * index) % (block.target - 10), (53 * index) % (block.target - 10)]
            opener = index % 4
            game = Game.from_deal([list(h) for h in game.hands], [], opener, scores, block)
        while not game.round_over:
            view = game.view(game.current)
            if len(view["legal_moves"]) > 1:
                yield game
            game.play(choose(view, "greedy", 0))


def block_records(hands: int = BLOCK_HANDS) -> list[tuple[dict[str, Any], int]]:
    """``block_games``' decisions as game records (``position_records``), every seat but the next
    playing ``hard``."""
    found = []
    for game in block_games(hands):
        seat = game.current
        record = game.to_record()
        record["levels"] = [None if s == (seat + 1) % 4 else "hard" for s in range(4)]
        found.append((record, seat))
    return found


def block_report(hands: int = BLOCK_HANDS) -> dict[str, Any]:
    """``hard``'s decision times on ``block_games``' decisions, seeded as the worker seeds them."""
    wall: list[float] = []
    cpu: list[float] = []
    for game in block_games(hands):
        view = game.view(game.current)
        seed = decision_seed(view)
        start, start_cpu = time.perf_counter(), time.process_time()
        choose(view, "hard", seed)
        cpu.append(1000 * (time.process_time() - start_cpu))
        wall.append(1000 * (time.perf_counter() - start))
    return {"hands": hands, "positions": len(cpu), "hard_block": summary(wall, cpu)}


RACE_GAMES = 30


def race_rounds(games: int = RACE_GAMES, level: str = "hard", players: int = 2) -> dict[str, Any]:
    """The round statistics race.py's constants come from: ``games`` seeded games of ``players``
    (seeds 0, 1, ...) of ``level`` against itself, and over their rounds the mean raw points a side
    scores (``round_points``, every side pooled: a player, or with 4 a partnership, R1.2) and the
    standard deviation of a round's score difference between two sides (``round_spread``; with 3
    players every pair of seats pooled), beside the rounds a game lasts."""
    gains: list[int] = []
    differences: list[int] = []
    rounds = 0
    for seed in range(games):
        game = Game.new(players, seed=seed)
        while not game.over:
            if game.round_over:
                game.next_round()
            else:
                game.play(choose(game.view(game.current), level))
        for played in game.rounds:
            assert played.result is not None  # the game is over, so is every round
            change = [
                a - b for a, b in zip(played.result.scores, played.scores_before, strict=True)
            ]
            gains.extend(change)
            differences.extend(
                change[i] - change[j] for i in range(len(change)) for j in range(i + 1, len(change))
            )
            rounds += 1
    return {
        "level": level,
        "players": players,
        "games": games,
        "rounds": rounds,
        "rounds_per_game": round(rounds / games, 2),
        "round_points": round(statistics.mean(gains), 2),
        "round_spread": round(statistics.pstdev(differences), 2),
    }


DEALS_PER_POSITION = 64
DealerFor = Callable[[dict[str, Any], Knowledge], Dealer]


def inference(
    rounds: int = ROUNDS_PER_PLAYER_COUNT,
    deals: int = DEALS_PER_POSITION,
    dealer_for: DealerFor | None = None,
) -> dict[str, Any]:
    """How well the search's deals place the hidden tiles (see the module text), beside the
    uninformed deals' figure, over every decision of the seeded rounds. ``dealer_for(view,
    knowledge)`` gives another dealer to measure (None: the Sampler every level uses)."""
    found: dict[str, list[float]] = {"right": [], "log2": [], "blind": [], "blind_log2": []}
    for game in _decisions(rounds):
        seat = game.current
        view = game.view(seat)
        know = read_view(view)
        where = {t.id: s for s, hand in enumerate(game.hands) if s != seat for t in hand}
        where.update({t.id: -1 for t in game.boneyard})
        measured = Sampler(know) if dealer_for is None else dealer_for(view, know)
        for dealer, right, log2 in (
            (measured, "right", "log2"),
            (uninformed(know), "blind", "blind_log2"),
        ):
            rng = random.Random(decision_seed(view))
            hits = dict.fromkeys(where, 0)
            for _ in range(deals):
                deal = dealer.sample(rng)
                for tile, place in where.items():
                    if place < 0:
                        hits[tile] += tile in deal.bone
                    else:
                        hits[tile] += deal.hands[place] >> tile & 1
            for count in hits.values():
                found[right].append(count / deals)
                found[log2].append(math.log2((count + 0.5) / (deals + 0.5)))
    return {
        "hidden_tiles": len(found["right"]),
        "deals_per_position": deals,
        "placed_right": round(statistics.fmean(found["right"]), 4),
        "log2_likelihood": round(statistics.fmean(found["log2"]), 4),
        "uninformed": {
            "placed_right": round(statistics.fmean(found["blind"]), 4),
            "log2_likelihood": round(statistics.fmean(found["blind_log2"]), 4),
        },
    }


# The seeded set of endgames: full games of each player count, ``greedy`` at every seat.
ENDGAME_GAMES: dict[int, int] = {2: 150, 3: 40, 4: 40}
ENDGAME_SEED = 16
# Nodes an unbounded check may spend on one position before it is counted "unverified".
VERIFY_NODES = 1_000_000


def candidates(view: dict[str, Any]) -> list[tuple[int, int, int]]:
    """The distinct placements of the view's seat, as ``choose`` searches them."""
    layout = layout_from_view(view)
    sims = [sim_move(m, layout) for m in view["legal_moves"] if m["type"] == "place"]
    return [sims[i] for i in distinct(sims)]


def _endgame_games(games: dict[int, int] | None, seed: int) -> Iterator[Game]:
    """Seeded full games played by ``greedy``, paused at each decision with two or more distinct
    placements whose view determines every hidden hand (the game plays on after each pause)."""
    for players, count in sorted((games or ENDGAME_GAMES).items()):
        for index in range(count):
            game = Game.new(players, seed=seed * 100_000 + 1_000 * players + index)
            while not game.over:
                if game.round_over:
                    game.next_round()
                    continue
                view = game.view(game.current)
                if (
                    view["boneyard_count"] == 0
                    and len(candidates(view)) > 1
                    and determined_hands(view) is not None
                ):
                    yield game
                game.play(choose(view, "greedy", 0))


def endgame_positions(
    games: dict[int, int] | None = None, seed: int = ENDGAME_SEED
) -> list[dict[str, Any]]:
    """Views of every decision with two or more distinct placements whose view determines every
    hidden hand (``exact.determined_hands``), met in seeded full games played by ``greedy``."""
    return [game.view(game.current) for game in _endgame_games(games, seed)]


def endgame_records(
    games: dict[int, int] | None = None, seed: int = ENDGAME_SEED
) -> list[tuple[dict[str, Any], int]]:
    """``endgame_positions`` as game records for the worker's ``load`` (``position_records``),
    the seat to act and every other seat but the next playing ``hard``."""
    found = []
    for game in _endgame_games(games, seed):
        seat = game.current
        person = (seat + 1) % game.players
        record = game.to_record()
        record["levels"] = [None if s == person else "hard" for s in range(game.players)]
        found.append((record, seat))
    return found


def hard_is_exact(view: dict[str, Any], nodes: int = VERIFY_NODES) -> bool | None:
    """Whether ``hard``'s move in ``view`` is one of the exactly best (an unbounded solve); None
    if ``nodes`` do not suffice to tell."""
    solved = solve_view(view, nodes)
    if solved is None:
        return None
    move = move_to_json(choose(view, "hard", decision_seed(view)))
    top = max(solved.values)
    return any(m == move and v == top for m, v in zip(solved.moves, solved.values, strict=True))


def endgame_report(games: dict[int, int] | None = None, seed: int = ENDGAME_SEED) -> dict[str, Any]:
    """The solver's figures on ``endgame_positions``: how many ``hard`` solves within its budget
    and plays exactly (all of them, if the solver is right), how it does on the others (its Monte
    Carlo search decides those), and its decision times on each kind."""
    views = endgame_positions(games, seed)
    budget = EXACT_BUDGET["hard"]
    counts = {"in_budget": 0, "in_budget_exact": 0, "over_budget": 0, "over_budget_exact": 0}
    counts["over_budget_unverified"] = 0
    times: dict[str, tuple[list[float], list[float]]] = {
        "in_budget": ([], []),
        "over_budget": ([], []),
    }
    for view in views:
        kind = (
            "in_budget" if best_index(view, candidates(view), budget) is not None else "over_budget"
        )
        seed_ = decision_seed(view)
        start, start_cpu = time.perf_counter(), time.process_time()
        choose(view, "hard", seed_)
        times[kind][1].append(1000 * (time.process_time() - start_cpu))
        times[kind][0].append(1000 * (time.perf_counter() - start))
        counts[kind] += 1
        exact = hard_is_exact(view)
        if exact is None:
            counts["over_budget_unverified"] += 1
        elif exact:
            counts[f"{kind}_exact"] += 1
    wall = times["in_budget"][0] + times["over_budget"][0]
    cpu = times["in_budget"][1] + times["over_budget"][1]
    return {
        "positions": len(views),
        "by_players": {
            str(p): sum(v["players"] == p for v in views) for p in sorted(games or ENDGAME_GAMES)
        },
        "budget_nodes": budget,
        **counts,
        "hard_ms": summary(wall, cpu) if wall else None,
        "hard_ms_in_budget": summary(*times["in_budget"]) if times["in_budget"][0] else None,
        "hard_ms_over_budget": summary(*times["over_budget"]) if times["over_budget"][0] else None,
        "games": {str(p): n for p, n in (games or ENDGAME_GAMES).items()},
        "seed": seed,
    }


def weighted(option: str | None) -> DealerFor | None:
    """``--weighted BETA,POOL``: the arena's trial dealer (deals weighted by the opponents'
    placements), to measure its inference beside the Sampler's."""
    if option is None:
        return None
    from ..arena import WeightedDeals

    beta, pool = option.split(",")
    return lambda view, know: WeightedDeals(view, know, float(beta), int(pool))


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--rounds", type=int, default=ROUNDS_PER_PLAYER_COUNT, help="seeded rounds per player count"
    )
    parser.add_argument(
        "--endgames", action="store_true", help="the exact solver's report (endgame_report)"
    )
    parser.add_argument(
        "--inference", action="store_true", help="only the inference figure (inference)"
    )
    parser.add_argument(
        "--weighted",
        metavar="BETA,POOL",
        help="with --inference: the arena's hard-weighted deals (engine/arena.py) instead",
    )
    parser.add_argument(
        "--race",
        action="store_true",
        help="the round statistics of seeded hard-vs-hard games (race_rounds, engine/ai/race.py)",
    )
    parser.add_argument(
        "--players",
        type=int,
        default=2,
        choices=range(Rules.min_players, Rules.max_players + 1),
        help="with --race: how many play (2 by default)",
    )
    parser.add_argument(
        "--block", action="store_true", help="hard in the partnership block game (block_report)"
    )
    args = parser.parse_args(argv)
    if args.block:
        report = block_report()
    elif args.race:
        report = race_rounds(players=args.players)
    elif args.inference:
        report = {"inference": inference(args.rounds, dealer_for=weighted(args.weighted))}
    else:
        report = endgame_report() if args.endgames else ai_timings(args.rounds)
    print(json.dumps(report))
    sys.stdout.flush()
    return report


if __name__ == "__main__":
    main()
