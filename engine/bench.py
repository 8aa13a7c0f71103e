"""Speed figures, printed as one JSON object: ``python -m engine.bench [--games N] [--repeats R]``.

Throughput is measured through the public API only (``legal_moves()`` + ``play()`` with a uniformly
random legal move, to game over), the way the AI's simulations drive the engine. Each figure is the
median of several repeats, with the best alongside, because a shared machine is noisy; moves per
second of CPU time are given too, as they hold still when other processes compete for the cores.

``versus`` compares random playouts with abw333's pure-Python ``dominoes`` 6.1.0 (``pip install
-e '.[bench]'``; ``make bench`` installs it): rounds dealt and played with uniformly random legal
moves, the two interleaved in short bursts in one process so that both see the same machine, as
moves per second of CPU time and their ratio. A move is one call that changes the game: ``play()``
here (a draw and a pass are moves, R7.2 and R7.3), ``make_move()`` there (its game has no boneyard
and makes the passes that follow a placement itself). Its ``block`` figure plays the same game on
both sides: our partnership block game (``PRESETS["partnership-block"]``, a game's first hand,
[6|6] opens) against their game opened with [6|6], every placement and pass a move on both sides.
Without the package the report says so.

A measuring tool: it runs from the repository and is not in the wheel the browser loads.
"""

from __future__ import annotations

import argparse
import importlib
import json
import platform
import random
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable
from functools import partial
from typing import Any

from .game import Game
from .rules import PRESETS, Rules


def play_random_games(players: int, games: int, seed: int) -> tuple[int, int]:
    """Play ``games`` random full games; return (moves, rounds)."""
    rng = random.Random(seed)
    moves = rounds = 0
    for index in range(games):
        game = Game.new(players, seed=seed * 100_003 + index)
        rounds += 1
        while not game.over:
            if game.round_over:
                game.next_round()
                rounds += 1
                continue
            game.play(rng.choice(game.legal_moves()))
            moves += 1
    return moves, rounds


def throughput(players: int, games: int, repeats: int) -> dict[str, Any]:
    """Moves and games per second for random full games of ``players``."""
    move_rates, game_rates, cpu_rates = [], [], []
    moves = rounds = 0
    for repeat in range(repeats):
        start, cpu_start = time.perf_counter(), time.process_time()
        moves, rounds = play_random_games(players, games, seed=repeat + 1)
        elapsed = time.perf_counter() - start
        cpu = time.process_time() - cpu_start
        move_rates.append(moves / elapsed)
        game_rates.append(games / elapsed)
        cpu_rates.append(moves / cpu)
    return {
        "moves_per_second": round(statistics.median(move_rates)),
        "moves_per_second_best": round(max(move_rates)),
        # Per second of this process's own CPU time: what a busy shared machine cannot hide.
        "moves_per_cpu_second": round(statistics.median(cpu_rates)),
        "games_per_second": round(statistics.median(game_rates), 1),
        "games_per_second_best": round(max(game_rates), 1),
        "moves_per_game": round(moves / games, 1),
        "rounds_per_game": round(rounds / games, 1),
        "games": games,
        "repeats": repeats,
        "peak_memory_bytes": peak_memory(players),
    }


def peak_memory(players: int) -> int:
    """Peak memory allocated while one full random game is played (tracemalloc)."""
    play_random_games(players, 1, seed=99)  # warm the interned tables first
    tracemalloc.start()
    play_random_games(players, 1, seed=7)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak


def random_rounds(
    players: int, seconds: float, rng: random.Random, rules: Rules | None = None
) -> int:
    """Deal rounds of ``rules``' game (Five Up's by default) and play them out at random for
    ``seconds`` of CPU time; return the moves."""
    moves = 0
    end = time.process_time() + seconds
    while time.process_time() < end:
        game = Game.new(players, seed=rng.randrange(2**53), rules=rules)
        legal = game.legal_moves()  # empty once the round is over
        while legal:
            game.play(rng.choice(legal))
            moves += 1
            legal = game.legal_moves()
    return moves


def their_random_games(dominoes: Any, seconds: float, rng: random.Random) -> int:
    """The same with abw333's ``dominoes``: new games played out at random; return the moves."""
    moves = 0
    end = time.process_time() + seconds
    while time.process_time() < end:
        game = dominoes.Game.new()
        while game.result is None:
            game.make_move(*rng.choice(game.valid_moves))
            moves += 1
    return moves


def their_block_hands(dominoes: Any, seconds: float, rng: random.Random) -> int:
    """Their game as a first hand of the block game ([6|6] opens, PB5), played out at random;
    return the moves as ours counts them: each placement and each pass (their ``moves`` records
    the passes ``make_move`` makes, as ``None``)."""
    moves = 0
    six_six = dominoes.Domino(6, 6)
    end = time.process_time() + seconds
    while time.process_time() < end:
        game = dominoes.Game.new(starting_domino=six_six)
        while game.result is None:
            game.make_move(*rng.choice(game.valid_moves))
        moves += len(game.moves)
    return moves


def interleaved(
    ours: Callable[[float], int], theirs: Callable[[float], int], bursts: int, seconds: float
) -> dict[str, Any]:
    """Moves per CPU second of ``ours`` and ``theirs``, run in turn in ``bursts`` short bursts
    so that both see the same machine, and their ratio."""
    our_moves = their_moves = 0
    our_cpu = their_cpu = 0.0
    for _ in range(bursts):
        start = time.process_time()
        our_moves += ours(seconds)
        our_cpu += time.process_time() - start
        start = time.process_time()
        their_moves += theirs(seconds)
        their_cpu += time.process_time() - start
    return {
        "moves_per_cpu_second": round(our_moves / our_cpu),
        "dominoes_moves_per_cpu_second": round(their_moves / their_cpu),
        "ratio": round((our_moves / our_cpu) / (their_moves / their_cpu), 3),
    }


def versus(bursts: int = 15, burst_seconds: float = 0.2, seed: int = 1) -> dict[str, Any]:
    """Random playouts against abw333's ``dominoes`` 6.1.0, interleaved: Five Up per player count
    here against their game (always its 4-player block game), moves per CPU second and the ratio,
    the lowest of which is ``ratio``; and under ``block`` the same game on both sides, our
    ``PRESETS["partnership-block"]`` against theirs, each move a placement or a pass."""
    try:
        dominoes: Any = importlib.import_module("dominoes")
    except ImportError:
        return {"missing": "dominoes 6.1.0 is not installed: pip install -e '.[bench]'"}
    version = getattr(dominoes, "__version__", None) or _version("dominoes")
    rng = random.Random(seed)
    report: dict[str, Any] = {"dominoes": version, "bursts": bursts, "burst_seconds": burst_seconds}
    for players in (2, 3, 4):
        report[str(players)] = interleaved(
            partial(random_rounds, players, rng=rng),
            partial(their_random_games, dominoes, rng=rng),
            bursts,
            burst_seconds,
        )
    report["ratio"] = min(report[str(players)]["ratio"] for players in (2, 3, 4))
    block = PRESETS["partnership-block"]
    report["block"] = interleaved(
        partial(random_rounds, 4, rng=rng, rules=block),
        partial(their_block_hands, dominoes, rng=rng),
        bursts,
        burst_seconds,
    )
    return report


def _version(name: str) -> str | None:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(name)
    except PackageNotFoundError:
        return None


def coach_timing(rounds: int = 2, seed: int = 9) -> dict[str, Any]:
    """Seconds the coach takes to review a round (the page asks after every round; Pyodide runs
    it a few times slower than CPython): a 4-player game where the person always takes the last
    legal move and the others are greedy, each of its first ``rounds`` rounds reviewed."""
    from .protocol import handle
    from .session import Session

    session = Session()

    def ask(op: str, **args: Any) -> Any:
        answer = handle({"id": 1, "op": op, "args": args}, session)
        if not answer["ok"]:
            raise RuntimeError(f"{op}: {answer['error']}")
        return answer["result"]

    state = ask("new_game", players=4, levels=[None, "greedy", "greedy", "greedy"], seed=seed)
    while not (state["view"]["round_over"] and state["view"]["round"] >= rounds):
        view = state["view"]
        if view["round_over"]:
            state = ask("next_round")
        elif view["current"] == state["human"]:
            state = ask("play", move=view["legal_moves"][-1])
        else:
            state = ask("ai_move")["state"]
    seconds = []
    for number in range(1, rounds + 1):
        start = time.perf_counter()
        ask("coach", round=number)
        seconds.append(time.perf_counter() - start)
    return {"seconds_per_round": [round(x, 3) for x in seconds], "players": 4, "seed": seed}


def layout_timing(games: int = 3, seed: int = 5, aspect: float = 1.6) -> dict[str, Any]:
    """Milliseconds of CPU per layout of the game's board after each placement, as the page asks
    for it (each board the one before and a tile more: the search resumes), and the same boards
    laid from scratch: 2-player games of uniformly random legal moves, seeded."""
    from . import layout as layout_module
    from .moves import Place

    boards = []
    for index in range(games):
        game = Game.new(2, seed=seed * 100_003 + index)
        rng = random.Random(seed + index)
        while not game.over:
            if game.round_over:
                game.next_round()
                continue
            move = rng.choice(game.legal_moves())
            game.play(move)
            if isinstance(move, Place):
                boards.append(game.board.to_dict())

    def per_layout(fresh: bool) -> float:
        layout_module.forget()
        start = time.process_time()
        for board in boards:
            if fresh:
                layout_module.forget()
            layout_module.layout(board, aspect)
        return round((time.process_time() - start) / len(boards) * 1000, 2)

    return {
        "boards": len(boards),
        "aspect": aspect,
        "ms_per_move": per_layout(fresh=False),
        "ms_from_scratch": per_layout(fresh=True),
    }


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40, help="games per repeat and player count")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument(
        "--versus-only", action="store_true", help="only the ratio to abw333's dominoes"
    )
    parser.add_argument("--layout-only", action="store_true", help="only the layout's figures")
    args = parser.parse_args(argv)
    report: dict[str, Any]
    if args.versus_only or args.layout_only:
        report = {"versus": versus()} if args.versus_only else {"layout": layout_timing()}
        print(json.dumps(report))
        return report
    report = {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "machine": platform.machine(),
        "engine": {str(p): throughput(p, args.games, args.repeats) for p in (2, 3, 4)},
        "versus": versus(),
        "coach": coach_timing(),
        "layout": layout_timing(),
    }
    try:
        from .ai.bench import ai_timings
    except ImportError:
        pass
    else:
        report["ai"] = ai_timings()
    print(json.dumps(report))
    sys.stdout.flush()
    return report


if __name__ == "__main__":
    main()
