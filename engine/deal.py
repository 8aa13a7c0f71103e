"""Shuffling, dealing (R1.3) and the lot for the starter (R2.2), all from a round's seed.

Each round's seed is derived from the game's seed and the round's number, so that a round's deal can
be recomputed by anyone who is told the seed afterwards (the "fair deal" check) and a game record
only needs the game's seed to reproduce every later deal.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass

from .tiles import DOUBLE_SIX, Tile

HAND_SIZE = 5  # R1.3, whatever the number of players
DIE_FACES = 6


def round_seed(game_seed: int, round_no: int) -> int:
    """The seed of round ``round_no`` (1-based) of a game, a 64-bit number."""
    digest = hashlib.sha256(f"five-up:{game_seed}:{round_no}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def seed_fingerprint(seed: int) -> str:
    """SHA-256 of a round's seed, shown before the round; the seed itself is shown after it."""
    return hashlib.sha256(str(seed).encode()).hexdigest()


@dataclass(frozen=True)
class Lot:
    """R2.2: each throw lists the contending seats and their dice; ties throw again."""

    throws: tuple[tuple[tuple[int, int], ...], ...]  # ((seat, die), ...) per throw

    @property
    def winner(self) -> int:
        last = self.throws[-1]
        return max(last, key=lambda seat_die: seat_die[1])[0]


@dataclass(frozen=True)
class Deal:
    """One round's starting position."""

    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]  # drawn first element first
    starter: int
    lot: Lot | None  # None when the previous round's ender starts (R2.3) or the deal was given


def draw_lot(rng: random.Random, seats: list[int]) -> Lot:
    """R2.2: every contender throws a die; the highest wins; a tie throws again among the tied."""
    throws: list[tuple[tuple[int, int], ...]] = []
    contenders = list(seats)
    while True:
        throw = tuple((seat, rng.randint(1, DIE_FACES)) for seat in contenders)
        throws.append(throw)
        best = max(die for _, die in throw)
        contenders = [seat for seat, die in throw if die == best]
        if len(contenders) == 1:
            return Lot(tuple(throws))


def deal_round(seed: int, players: int, starter: int | None) -> Deal:
    """Shuffle a full set with ``seed``, deal 5 each (R1.3); draw the lot if no starter is set."""
    rng = random.Random(seed)
    tiles = list(DOUBLE_SIX)
    rng.shuffle(tiles)
    hands = tuple(tuple(tiles[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(players))
    boneyard = tuple(tiles[players * HAND_SIZE :])
    lot = None
    if starter is None:
        lot = draw_lot(rng, list(range(players)))
        starter = lot.winner
    return Deal(hands, boneyard, starter, lot)
