"""Shuffling, dealing (R1.3, AF1, PB1) and who opens a hand (R2.2-R2.3, AF2, PB5) and why, all
from a round's seed and the game's rules.

Each round's seed is derived from the game's seed and the round's number, so that a round's deal can
be recomputed by anyone who is told the seed afterwards (the "fair deal" check) and a game record
only needs the game's seed to reproduce every later deal.
"""

from __future__ import annotations

import hashlib
from _random import Random
from collections.abc import Sequence
from functools import cache
from itertools import repeat
from operator import is_, itemgetter
from typing import Literal, NamedTuple

from .events import RoundResult
from .rules import SHEET, Rules
from .tiles import DOUBLE_SIX, Tile

SIX_SIX = Tile(6, 6)  # PB5: the tile that opens a block game's first hand

DIE_FACES = 6
MAX_SEED = MAX_SALT = 2**53  # seeds and salts are whole numbers JavaScript holds exactly


def round_seed(game_seed: int, round_no: int) -> int:
    """The seed of round ``round_no`` (1-based) of a game, a 64-bit number."""
    digest = hashlib.sha256(f"five-up:{game_seed}:{round_no}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def seed_fingerprint(seed: int) -> str:
    """SHA-256 of a round's seed, shown before the round; the seed itself is shown after it."""
    return hashlib.sha256(str(seed).encode()).hexdigest()


class Lot(NamedTuple):
    """R2.2: each throw lists the contending seats and their dice; ties throw again.
    (Named tuples, as the events are: made on every deal, they cost half a frozen dataclass.)"""

    throws: tuple[tuple[tuple[int, int], ...], ...]  # ((seat, die), ...) per throw

    @property
    def winner(self) -> int:
        last = self.throws[-1]
        return max(last, key=itemgetter(1))[0]


class Deal(NamedTuple):
    """One round's starting position."""

    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]  # drawn first element first
    starter: int
    lot: Lot | None  # None when the previous round's ender starts (R2.3) or the deal was given


def shuffled(rng: Random, items: list[Tile]) -> list[Tile]:
    """``rng.shuffle(items)`` (the same order from the same state, random.py's own swaps: a
    number below ``n`` is drawn as ``n.bit_length()`` bits, again while too big), in place;
    returns ``items``. A shuffle opens every round, so it is on the random playout's path."""
    getrandbits = rng.getrandbits
    for i, n, k in _swaps(len(items)):
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
    return items


@cache
def _swaps(size: int) -> tuple[tuple[int, int, int], ...]:
    """A shuffle's swaps: the place ``i`` (last first), the number ``n = i + 1`` of places it
    draws from and the bits ``k`` it draws, worked out once per length."""
    return tuple((n - 1, n, n.bit_length()) for n in range(size, 1, -1))


def draw_lot(rng: Random, seats: list[int]) -> Lot:
    """R2.2: every contender throws a die; the highest wins; a tie throws again among the tied.
    A throw is ``rng.randint(1, DIE_FACES)``'s number, drawn as random.py draws it (as
    ``shuffled`` draws a number: 3 bits, again while too big)."""
    getrandbits = rng.getrandbits
    bits = DIE_FACES.bit_length()
    throws: list[tuple[tuple[int, int], ...]] = []
    contenders = seats
    while True:
        dice = []
        for _ in contenders:
            die = getrandbits(bits)
            while die >= DIE_FACES:
                die = getrandbits(bits)
            dice.append(die + 1)
        throw = tuple(zip(contenders, dice, strict=True))
        throws.append(throw)
        best = max(dice)
        if dice.count(best) == 1:
            return Lot(tuple(throws))
        contenders = [seat for seat, die in throw if die == best]


def deal_round(seed: int, players: int, starter: int | None, rules: Rules | None = None) -> Deal:
    """Shuffle a full set with ``seed``, deal the game's hands (R1.3: 5 each; AF1, PB1); with no
    starter set, the game's first opener: the lot (R2.2, AF2) or the holder of [6|6] (PB5)."""
    rules = rules or SHEET
    size = rules.hand_size(players)
    # random.Random's own base, seeded the same (an int seeds both alike, so the same shuffle
    # and lot): it draws with the same C methods, without random.Random's Python-level seed().
    rng = Random(seed)
    tiles = shuffled(rng, list(DOUBLE_SIX))
    dealt = players * size
    # The first ``size`` tiles to seat 0, the next to seat 1...: zip cuts the run into hands.
    hands = tuple(zip(*[iter(tiles[:dealt])] * size, strict=True))
    boneyard = tuple(tiles[dealt:])
    lot = None
    if starter is None and rules.first_opener == "double-six":  # PB5: every tile is dealt (PB1)
        starter = _place_of_six_six(tiles) // size
    elif starter is None:
        lot = draw_lot(rng, list(range(players)))
        starter = lot.winner
    return Deal(hands, boneyard, starter, lot)


# Why a hand's opener opens, as the view says it (docs/protocol.md): the lot (R2.2, AF2), going out
# last hand (R2.3, PB5's option), holding [6|6] (PB5), sitting after the last hand's opener (PB5,
# and its option after a tie), winning the last hand blocked (PB5's option), or a deal given by hand
# with its opener chosen.
OpenReason = Literal["lot", "went-out", "double-six", "next-seat", "won-blocked", "chosen"]


class Opener(NamedTuple):
    """Who opens the next hand (None: a lot decides, R2.2) and why."""

    seat: int | None
    why: OpenReason


def next_opener(rules: Rules, players: int, before: Deal, result: RoundResult | None) -> Opener:
    """Who opens the next hand and why: the seat that went out, else a lot (R2.3, AF2); the seat
    after the last hand's opener (PB5); or (PB5's option) the seat that went out, after a blocked
    hand the winning side's seat with the fewest pips, after a tie the seat after the last
    opener."""
    ender = None if result is None else result.ender
    if rules.later_opener == "ender-else-lot":
        return Opener(ender, "lot" if ender is None else "went-out")
    following = Opener((before.starter + 1) % players, "next-seat")
    if rules.later_opener == "next-seat" or result is None:
        return following
    if ender is not None:
        return Opener(ender, "went-out")
    awarded = result.awarded or ()
    if not any(awarded):  # a tie: nobody won the blocked hand
        return following
    side = awarded.index(max(awarded))
    seats = [s for s in range(players) if rules.side_of(s, players) == side]
    return Opener(min(seats, key=lambda s: (result.pips[s], s)), "won-blocked")


def opens_with_six_six(rules: Rules, deal: Deal, scores_before: Sequence[int]) -> bool:
    """PB5: a game's first hand (no score yet) is opened with [6|6] by its holder."""
    return (
        rules.first_opener == "double-six"
        and not any(scores_before)
        and any(map(is_, deal.hands[deal.starter], repeat(SIX_SIX)))  # as _place_of_six_six
    )


def _place_of_six_six(tiles: Sequence[Tile]) -> int:
    """Where [6|6] is among ``tiles``, found by identity (tiles are interned) in C: ``index`` or
    ``in`` would compare it with each tile before it through Tile's Python-level slots."""
    return list(map(is_, tiles, repeat(SIX_SIX))).index(True)


def opening_reason(
    rules: Rules,
    deal: Deal,
    scores_before: Sequence[int],
    before: Deal | None,
    result: RoundResult | None,
) -> OpenReason:
    """Why ``deal``'s starter opens, after the hand ``before`` that ended in ``result`` (None:
    the game's first hand): the lot, the game's rule for a later hand, [6|6] held (PB5), else
    the opener was chosen with a deal given by hand."""
    if deal.lot is not None:
        return "lot"
    if before is not None:
        opener = next_opener(rules, len(deal.hands), before, result)
        if opener.seat == deal.starter:
            return opener.why
    if opens_with_six_six(rules, deal, scores_before):
        return "double-six"
    return "chosen"


def obeys_r1(deal: Deal, scores: Sequence[int] | None, rules: Rules) -> str | None:
    """Why ``deal`` (with starting ``scores``) is not one R1 allows, or None when it is."""
    players = len(deal.hands)
    every = [t for hand in deal.hands for t in hand] + list(deal.boneyard)
    if sorted(every) != sorted(DOUBLE_SIX):
        return f"R1.1 a deal uses the 28 tiles of the set once each, not {len(every)} tiles"
    size = rules.hand_size(players)
    for seat, hand in enumerate(deal.hands):
        if len(hand) != size:
            return f"R1.3 hand {seat} holds {len(hand)} tiles; a deal gives {size} each"
    rest = rules.boneyard_size(players)
    if len(deal.boneyard) != rest:
        return f"R1.3 the boneyard holds {len(deal.boneyard)} tiles, not {rest}"
    if scores is not None and any(scores):
        return "R1.3 a new game starts at 0 for every side"
    return None
