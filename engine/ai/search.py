"""Determinized Monte Carlo search (PIMC) over the distinct placements of a decision.

Each determinization is one deal of the hidden tiles consistent with the seat's knowledge
(sampling.py). For each candidate placement the simulator makes it, then plays the round to its end
with the greedy policy for every seat, or its defensive variant (sim.playout), and the outcome is
valued from the seat's side (``outcome_value``): the round's score difference, or winning or
losing the game when the round ends it. All candidates see the same deals (common random
numbers), so their values are compared pair by pair. The budget is a number of simulations, spread
by sequential halving: every candidate gets the same share at first, then the worse half is
dropped and the better half shares the next part, until one is left. With ``stop_z`` the search
also stops as soon as the leader is clearly ahead (``clear_leader``), so close decisions get the
most simulations. No clock is read: the same knowledge and seed give the same choice.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from .knowledge import Knowledge
from .sampling import Deal, Dealer, Sampler
from .sim import OPENING, Layout, SimMove, capicua_of, playout
from .tables import MATCHING

WIN = 1000.0  # the value of winning the game with this round (losing it: -WIN)

Valuer = Callable[[Knowledge, list[int]], float]  # a round's score changes, valued for the seat


def game_end(know: Knowledge, finals: list[int]) -> float:
    """+-WIN for the seat's side when the sides' ``finals`` end the game (R9.2: a side at the
    target, alone on top), 0.0 when it plays on."""
    top = max(finals)
    if top >= know.target and finals.count(top) == 1:
        return WIN if finals.index(top) == know.side else -WIN
    return 0.0


def outcome_value(know: Knowledge, deltas: list[int]) -> float:
    """The round's outcome for the seat's side: its score change minus the others' (mean), or
    +-WIN when the round ends the game (``game_end``)."""
    finals = [s + d for s, d in zip(know.scores, deltas, strict=True)]
    end = game_end(know, finals)
    if end:
        return end
    mine = know.side
    others = len(deltas) - 1
    return deltas[mine] - (sum(deltas) - deltas[mine]) / others


@dataclass(frozen=True)
class SearchConfig:
    simulations: int  # total rollouts for one decision
    noise: float = 0.0  # chance of a random placement at each rollout move
    defend: float = 0.0  # rollout moves weigh the next seat's best reply by this much
    min_deals: int = 4  # at least this many deals per candidate in the first stage
    stop_z: float = 0.0  # stop once the leader is ahead by this many standard errors (0: never)
    value: Valuer = outcome_value  # how a rollout's outcome is valued for the seat


def simulate(
    know: Knowledge,
    deal: Deal,
    move: SimMove,
    rng: random.Random,
    noise: float = 0.0,
    defend: float = 0.0,
    value: Valuer = outcome_value,
) -> float:
    """Make ``move`` for the seat in the dealt position, play out the round, value the outcome."""
    layout: Layout = know.layout.copy()
    tile, v, kind = move
    hands = deal.hands[:]
    seat = know.seat
    side_of = know.side_of
    deltas = [0] * know.sides
    deltas[side_of[seat]] += layout.apply(tile, v, kind)
    game = layout.game
    hand = hands[seat] ^ (1 << tile)
    hands[seat] = hand
    players = know.players
    if hand:
        after = seat + 1 if seat + 1 < players else 0
        fits = MATCHING[layout.open]
        if deal.bone or any(h & fits for h in hands):
            rest = playout(layout, hands, deal.bone, after, -1, side_of, rng, noise, None, defend)
            for i, d in enumerate(rest):
                deltas[i] += d
            return value(know, deltas)
    # R8.1 domino, or R7.4 blocked: hands are counted as the game counts them (R8.3, AF6, PB6)
    ender = -1 if hand else seat
    capicua = ender >= 0 and game.rules.capicua > 0 and capicua_of(layout, tile)
    for i, d in enumerate(game.count(hands, side_of, ender, capicua)):
        deltas[i] += d
    return value(know, deltas)


def value_on_deal(
    know: Knowledge, deal: Deal, moves: list[SimMove], config: SearchConfig, rng: random.Random
) -> list[float]:
    """Each move's value on one deal, every rollout drawing the same random numbers (common random
    numbers: a seed drawn from ``rng`` here; noiseless rollouts draw none and share ``rng``)."""
    roll_seed = rng.getrandbits(32)
    return [
        simulate(
            know,
            deal,
            move,
            random.Random(roll_seed) if config.noise else rng,
            config.noise,
            config.defend,
            config.value,
        )
        for move in moves
    ]


# A search: the index of the candidate to play (``pimc``; the arena's trials bring others).
Search = Callable[[Knowledge, list[SimMove], SearchConfig, random.Random, Dealer | None], int]


def pimc(
    know: Knowledge,
    candidates: list[SimMove],
    config: SearchConfig,
    rng: random.Random,
    dealer: Dealer | None = None,
) -> int:
    """Index of the best candidate by sequential halving over shared determinizations, dealt by
    ``dealer`` (by default a ``Sampler`` of the seat's knowledge)."""
    n = len(candidates)
    if n == 1:
        return 0
    sampler = Sampler(know) if dealer is None else dealer
    stages = max(1, math.ceil(math.log2(n)))
    per_stage = config.simulations / stages
    alive = list(range(n))
    values: list[list[float]] = [[] for _ in range(n)]
    for stage in range(stages):
        deals = max(config.min_deals if stage == 0 else 1, int(per_stage / len(alive)))
        for done in range(1, deals + 1):
            deal = sampler.sample(rng)
            on_deal = value_on_deal(know, deal, [candidates[i] for i in alive], config, rng)
            for i, value in zip(alive, on_deal, strict=True):
                values[i].append(value)
            if config.stop_z and done % CHECK_EVERY == 0:
                leader = clear_leader(values, alive, config.stop_z)
                if leader is not None:
                    return leader
        if len(alive) > 1 and stage < stages - 1:
            alive.sort(key=lambda i: (-mean(values[i]), i))
            alive = sorted(alive[: (len(alive) + 1) // 2])
    return max(alive, key=lambda i: (mean(values[i]), -i))


CHECK_EVERY = 8  # deals between two looks for a clear leader
MIN_PAIRS = 16  # deals a comparison needs before it may stop the search


def mean(values: list[float]) -> float:
    return sum(values) / len(values)


def clear_leader(values: list[list[float]], alive: list[int], z: float) -> int | None:
    """The leading candidate if, on the deals all alive candidates share, it beats every other
    by more than ``z`` standard errors of the paired differences (or they never differ)."""
    leader = max(alive, key=lambda i: (mean(values[i]), -i))
    best = values[leader]
    for i in alive:
        if i == leader:
            continue
        other = values[i]
        m = min(len(best), len(other))
        if m < MIN_PAIRS:
            return None
        diffs = [best[-k] - other[-k] for k in range(1, m + 1)]
        avg = sum(diffs) / m
        var = sum((d - avg) ** 2 for d in diffs) / (m - 1)
        if var == 0.0:
            if avg < 0.0:
                return None
            continue  # the same outcome on every deal, or always better
        if avg * avg * m <= z * z * var:
            return None
    return leader


def distinct(moves: list[SimMove]) -> list[int]:
    """Indices of the first of each group of equivalent moves."""
    seen: set[SimMove] = set()
    keep: list[int] = []
    for i, move in enumerate(moves):
        key = (move[0], move[1], move[2]) if move[2] != OPENING else (move[0], -1, OPENING)
        if key not in seen:
            seen.add(key)
            keep.append(i)
    return keep
