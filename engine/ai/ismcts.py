"""Information-set Monte Carlo tree search (SO-ISMCTS): a trial of the arena, not a level.

``hard`` (search.py) is determinized search: every deal is searched as if its hands were known,
one move deep, then rolled out. That fuses strategies (a reply chosen on a deal is one the seat
could not have told apart from others) and never looks at the opponent's answer except through
the rollout policy. ISMCTS grows one tree over all the deals instead: each iteration deals the
hidden tiles afresh (the same ``Dealer`` as ``hard``), walks the tree choosing among the moves
legal on that deal by UCB (each child's statistics counted over the iterations in which it was
available), adds one node, finishes the round with ``hard``'s defensive rollout and backs the
valued outcome up the path, each node's total from the side of the seat that chose it.

A tree node is a decision with two or more distinct placements, the root seat's or another's; a
forced move is made without one. The walk stops at the first draw: what a draw brings differs from
deal to deal, and a node after it would merge positions the deciding seat tells apart. The root's
choice is the most visited move. With 2 players only (the seer gap's setting): every value is the
root side's or its negation. docs/strength.md, "ISMCTS (tried; not adopted)", has the matches.
A measuring trial: it runs from the repository and is not in the wheel the browser loads.
"""

from __future__ import annotations

import math
import random

from .knowledge import Knowledge
from .sampling import Dealer, Sampler
from .search import WIN, SearchConfig
from .sim import Layout, SimMove, legal, playout
from .tables import MATCHING

EXPLORE = 0.4  # UCB's exploration weight, values scaled to [-1, 1]


class Node:
    """A move in the tree: how often it was available and chosen, and the sum of its values
    (scaled to [-1, 1]) from the side of the seat that made it."""

    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[SimMove, Node] = {}
        self.visits = 0
        self.available = 0
        self.total = 0.0


class Round:
    """The rest of one round on one deal, a move at a time (the rules as sim.playout plays them)."""

    __slots__ = ("bi", "bone", "deltas", "done", "drew", "hands", "layout", "must", "seat", "sides")

    def __init__(self, know: Knowledge, hands: list[int], bone: list[int]) -> None:
        self.layout: Layout = know.layout.copy()
        self.hands = hands[:]
        self.bone = bone
        self.bi = 0
        self.seat = know.seat
        self.must = know.must
        self.sides = know.side_of
        self.deltas = [0] * (max(know.side_of) + 1)
        self.done = False
        self.drew = False

    def moves(self) -> list[SimMove]:
        """The seat's distinct placements now (one decision of the round)."""
        return legal(self.layout, self.hands[self.seat], self.must)

    def _stuck(self) -> bool:
        """R7.4: the boneyard is empty and no hand fits an open end."""
        fits = MATCHING[self.layout.open]
        return self.bi == len(self.bone) and not any(h & fits for h in self.hands)

    def place(self, move: SimMove) -> None:
        """Make ``move`` for the seat, then draw and pass as the rules say until someone must
        place (or the round ends)."""
        tile, v, kind = move
        seat = self.seat
        self.deltas[self.sides[seat]] += self.layout.apply(tile, v, kind)
        self.must = -1
        self.hands[seat] ^= 1 << tile
        if not self.hands[seat] or self._stuck():  # R8.1 domino, R7.4 blocked
            self.done = True
            return
        self.seat = (seat + 1) % len(self.hands)
        while not self.hands[self.seat] & MATCHING[self.layout.open]:
            if self.bi < len(self.bone):  # R7.2: draw one tile
                self.drew = True
                tile = self.bone[self.bi]
                self.bi += 1
                self.hands[self.seat] |= 1 << tile
                if MATCHING[self.layout.open] >> tile & 1:
                    self.must = tile
                    return
                if self._stuck():
                    self.done = True
                    return
            else:  # R7.3: pass
                self.seat = (self.seat + 1) % len(self.hands)

    def finish(self, rng: random.Random, defend: float) -> list[int]:
        """Each side's change in score by the end of the round (the rollout plays the rest)."""
        if self.done:
            # R8.3 (AF6, PB6): hands are counted as the game counts them (PB9's bonus left out)
            ender = next((s for s, h in enumerate(self.hands) if not h), -1)
            count = self.layout.game.count(self.hands, self.sides, ender)
            return [d + c for d, c in zip(self.deltas, count, strict=True)]
        rest = playout(
            self.layout, self.hands, self.bone[self.bi :], self.seat, self.must, self.sides,
            rng, 0.0, None, defend,
        )  # fmt: skip
        return [d + r for d, r in zip(self.deltas, rest, strict=True)]


def _pick(node: Node, moves: list[SimMove], rng: random.Random) -> tuple[SimMove, Node, bool]:
    """The move to walk along among ``moves`` (those legal on this deal), its node, and whether
    it is new."""
    fresh: list[SimMove] = []
    for move in moves:
        child = node.children.get(move)
        if child is None:
            child = node.children[move] = Node()
        child.available += 1
        if not child.visits:
            fresh.append(move)
    if fresh:
        move = fresh[int(rng.random() * len(fresh))]
        return move, node.children[move], True
    best = moves[0]
    best_score = -math.inf
    for move in moves:
        child = node.children[move]
        score = child.total / child.visits + EXPLORE * math.sqrt(
            math.log(child.available) / child.visits
        )
        if score > best_score:
            best, best_score = move, score
    return best, node.children[best], False


def ismcts(
    know: Knowledge,
    candidates: list[SimMove],
    config: SearchConfig,
    rng: random.Random,
    dealer: Dealer | None = None,
) -> int:
    """Index of the candidate ISMCTS visits most in ``config.simulations`` iterations (the same
    signature as search.pimc, so ``choose`` can take either)."""
    if len(candidates) == 1:
        return 0
    if know.players != 2:
        raise ValueError("the ISMCTS trial plays 2 players only")
    sampler = Sampler(know) if dealer is None else dealer
    root = Node()
    side = know.side
    for _ in range(config.simulations):
        deal = sampler.sample(rng)
        state = Round(know, deal.hands, deal.bone)
        path: list[tuple[Node, int]] = []
        node = root
        moves = candidates
        while True:
            move, child, new = _pick(node, moves, rng)
            path.append((child, state.sides[state.seat]))
            state.place(move)
            if new or state.done or state.drew:
                break
            moves = state.moves()
            while len(moves) == 1:  # forced: no node
                state.place(moves[0])
                if state.done or state.drew:
                    break
                moves = state.moves()
            if state.done or state.drew:
                break
            node = child
        value = config.value(know, state.finish(rng, config.defend)) / WIN
        for child, mover in path:
            child.visits += 1
            child.total += value if mover == side else -value
    visits = [root.children[m].visits if m in root.children else 0 for m in candidates]
    return max(range(len(candidates)), key=lambda i: (visits[i], -i))
