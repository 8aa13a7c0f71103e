"""The deal's own random draws (engine/deal.py) are the standard library's, number for number:
every seed deals what ``random.Random(seed)``'s shuffle and dice would (R1.3, R2.2)."""

from __future__ import annotations

import random

from engine.deal import deal_round, draw_lot, shuffled
from engine.rules import Rules
from engine.tiles import DOUBLE_SIX


def test_shuffled_is_random_shuffle() -> None:
    for seed in range(500):
        expected = list(DOUBLE_SIX)
        random.Random(seed).shuffle(expected)
        assert shuffled(random.Random(seed), list(DOUBLE_SIX)) == expected


def test_lot_throws_are_randint() -> None:
    for seed in range(300):
        lot = draw_lot(random.Random(seed), [0, 1, 2, 3])
        rng = random.Random(seed)
        for throw in lot.throws:
            assert [die for _, die in throw] == [rng.randint(1, 6) for _ in throw]


def test_deal_round_is_the_standard_library_deal() -> None:
    """R1.3: the set shuffled by ``random.Random(seed)``, five each, the rest the boneyard; R2.2:
    the lot thrown with the same generator afterwards."""
    for players in (2, 3, 4):
        for seed in range(0, 2**64, 2**64 // 150):
            deal = deal_round(seed, players, None, Rules())
            rng = random.Random(seed)
            tiles = list(DOUBLE_SIX)
            rng.shuffle(tiles)
            assert deal.hands == tuple(tuple(tiles[i * 5 : i * 5 + 5]) for i in range(players))
            assert deal.boneyard == tuple(tiles[players * 5 :])
            assert deal.lot is not None
            contenders = list(range(players))
            for throw in deal.lot.throws:
                assert [seat for seat, _ in throw] == contenders
                dice = [rng.randint(1, 6) for _ in contenders]
                assert [die for _, die in throw] == dice
                contenders = [s for s, d in zip(contenders, dice, strict=True) if d == max(dice)]
            assert [deal.starter] == contenders
