"""Determinizations: deals of the hidden tiles consistent with everything a seat knows.

Each hidden hand is a list of slots, each with the values its tile cannot show (knowledge.py). A
deal gives every slot a tile it may hold and the boneyard its count of tiles in a random order, all
from the unseen tiles, each tile exactly once. The constrained slots are filled first, most
constrained first, each with a uniformly random allowed tile; a dead end starts again. After
``TRIES`` dead ends a matching (augmenting paths) finds a consistent deal if one exists; only if
none does, the slots left unmatched take any tile ("relaxed"). Every such event is counted in
``STATS``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Protocol

from .knowledge import Knowledge
from .tables import AVOIDING, bits

TRIES = 40

STATS: dict[str, int] = {"deals": 0, "retries": 0, "matched": 0, "relaxed": 0}


@dataclass
class Deal:
    """One guess at the hidden tiles: each seat's hand (bit sets), the boneyard in draw order."""

    hands: list[int]
    bone: list[int]
    relaxed: bool = False


class Dealer(Protocol):
    """Where a search takes its deals from: ``Sampler`` (the view's knowledge) for every level."""

    def sample(self, rng: random.Random) -> Deal: ...


DealerOf = Callable[[Knowledge], Dealer]


def match_slots(
    allowed: list[int], order: Iterable[int], rng: random.Random | None = None
) -> tuple[dict[int, int], list[int]]:
    """Slots matched to distinct tiles by augmenting paths (``allowed[i]``: the tiles slot i may
    take), slots taken in ``order``; with ``rng`` each slot tries its tiles in a random order.
    Returns (tile -> slot, the slots left unmatched): a maximum matching."""
    owner: dict[int, int] = {}

    def augment(slot: int, seen: set[int]) -> bool:
        options = bits(allowed[slot])
        if rng is not None:
            rng.shuffle(options)
        for tile in options:
            if tile in seen:
                continue
            seen.add(tile)
            if tile not in owner or augment(owner[tile], seen):
                owner[tile] = slot
                return True
        return False

    return owner, [slot for slot in order if not augment(slot, set())]


class Sampler:
    """Draws deals consistent with one ``Knowledge``; the slot order is worked out once."""

    def __init__(self, know: Knowledge) -> None:
        self.know = know
        pool = know.unknown
        constrained: list[tuple[int, int]] = []  # (seat, allowed tiles)
        free = [0] * know.players
        for seat, slots in enumerate(know.slots):
            for lacking in slots:
                if lacking:
                    constrained.append((seat, AVOIDING[lacking] & pool))
                else:
                    free[seat] += 1
        constrained.sort(key=lambda item: item[1].bit_count())
        self.constrained = constrained
        self.free = free
        self.pool = pool

    def sample(self, rng: random.Random) -> Deal:
        know = self.know
        STATS["deals"] += 1
        relaxed = False
        hands = self._constrained(rng)
        if hands is None:
            hands, relaxed = self._matched(rng)
        taken = 0
        for h in hands:
            taken |= h
        rest = bits(self.pool & ~taken)
        rng.shuffle(rest)
        at = 0
        for seat, n in enumerate(self.free):
            for t in rest[at : at + n]:
                hands[seat] |= 1 << t
            at += n
        bone = rest[at : at + know.boneyard]
        if len(bone) < know.boneyard:  # fewer unseen tiles than hidden places: the view is odd
            relaxed = True
        hands[know.seat] = know.hand
        return Deal(hands, bone, relaxed)

    def _constrained(self, rng: random.Random) -> list[int] | None:
        players = self.know.players
        for _ in range(TRIES):
            hands = [0] * players
            left = self.pool
            for seat, allowed in self.constrained:
                choice = allowed & left
                if not choice:
                    break
                options = bits(choice)
                tile = options[int(rng.random() * len(options))]
                hands[seat] |= 1 << tile
                left ^= 1 << tile
            else:
                return hands
            STATS["retries"] += 1
        return None

    def _matched(self, rng: random.Random) -> tuple[list[int], bool]:
        """A consistent deal by augmenting paths, if one exists; else relax the unmatched slots."""
        STATS["matched"] += 1
        slots = list(range(len(self.constrained)))
        rng.shuffle(slots)
        owner, unmatched = match_slots([allowed for _, allowed in self.constrained], slots, rng)
        hands = [0] * self.know.players
        left = self.pool
        for tile, slot in owner.items():
            hands[self.constrained[slot][0]] |= 1 << tile
            left &= ~(1 << tile)
        if unmatched:
            STATS["relaxed"] += 1
            spare = bits(left)
            rng.shuffle(spare)
            for slot, tile in zip(unmatched, spare, strict=False):
                hands[self.constrained[slot][0]] |= 1 << tile
        return hands, bool(unmatched)


def uninformed(know: Knowledge) -> Sampler:
    """Deals that know the hidden tiles and how many each seat holds, and nothing else: what the
    measuring tools compare the Sampler with (the inference figure, the arena's hard-blind)."""
    return Sampler(replace(know, slots=[[0] * len(slots) for slots in know.slots]))
