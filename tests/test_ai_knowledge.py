"""Inference from the public history (R7.2, R7.3) and the deals sampled from it."""

from __future__ import annotations

import random

import pytest

from engine import DOUBLE_SIX, Draw, Game, Pass, Place
from engine.ai.knowledge import Knowledge, read_view
from engine.ai.sampling import STATS, Sampler
from engine.ai.tables import ALL_TILES, VALUE_BITS, bits
from tests.conftest import E, T


def fits_slots(hand: list[int], slots: list[int]) -> bool:
    """Whether the tiles ``hand`` can be given one to each slot, each avoiding its values."""
    if len(hand) != len(slots):
        return False
    owner: dict[int, int] = {}

    def augment(slot: int, seen: set[int]) -> bool:
        for tile in hand:
            if VALUE_BITS[tile] & slots[slot] or tile in seen:
                continue
            seen.add(tile)
            if tile not in owner or augment(owner[tile], seen):
                owner[tile] = slot
                return True
        return False

    return all(augment(slot, set()) for slot in range(len(slots)))


def check_deal(know: Knowledge, hands: list[int], bone: list[int], on_table: int) -> None:
    """Every tile once, the right counts, and each hidden hand allowed by its slots."""
    seen = on_table
    for seat, hand in enumerate(hands):
        assert not hand & seen
        seen |= hand
        assert hand.bit_count() == know.counts[seat]
        if seat != know.seat:
            assert fits_slots(bits(hand), know.slots[seat])
    assert hands[know.seat] == know.hand
    assert len(bone) == know.boneyard and len(set(bone)) == len(bone)
    for tile in bone:
        assert not seen >> tile & 1
        seen |= 1 << tile
    assert seen == ALL_TILES  # a full set: every tile exactly once


def drawing_game() -> Game:
    """Seat 1 draws on open ends 3 and 5, later draws [3|3] on 4 and 6 and keeps it."""
    hands = [["[3|5]", "[5|6]", "[2|6]", "[0|5]", "[6|6]"],
             ["[0|1]", "[1|2]", "[0|2]", "[1|1]", "[2|2]"]]  # fmt: skip
    first = ["[0|0]", "[3|4]", "[3|3]", "[4|6]"]
    rest = [str(t) for t in DOUBLE_SIX if str(t) not in hands[0] + hands[1] + first]
    game = Game.from_deal(hands, first + rest, starter=0)
    game.play(Place(T("[3|5]"), None))  # open 3 and 5
    game.play(Draw())  # [0|0]: no 3 or 5, kept
    game.play(Draw())  # [3|4] fits: placed at once
    game.play(Place(T("[3|4]"), E("[3|5] low")))  # open 4 and 5
    game.play(Place(T("[5|6]"), E("[3|5] high")))  # open 4 and 6
    game.play(Draw())  # [3|3]: no 4 or 6, kept
    game.play(Draw())  # [4|6] fits
    game.play(Place(T("[4|6]"), E("[3|4] high")))
    return game


def test_a_player_who_drew_on_3_and_5_holds_neither():  # R7.2
    game = drawing_game()
    know = read_view(game.view(0))
    # Seat 1 holds the five it was dealt, [0|0] and [3|3]: the six held (or drawn and kept) when
    # it drew on 3 and 5 lack 3, 4, 5 and 6; [3|3], drawn later on 4 and 6, lacks only 4 and 6.
    assert sorted(know.slots[1]) == [0b1010000] + [0b1111000] * 6
    assert know.counts[1] == 7 and not know.anomalies
    sampler = Sampler(know)
    rng = random.Random(3)
    on_table = sum(1 << T(t).id for t in game.view(0)["board"]["tiles"])
    with_a_three = 0
    for _ in range(400):
        deal = sampler.sample(rng)
        check_deal(know, deal.hands, deal.bone, on_table)
        showing = [t for t in bits(deal.hands[1]) if VALUE_BITS[t] & 0b101000]  # a 3 or a 5
        assert len(showing) <= 1  # only the tile drawn after that moment may show one
        assert not [t for t in showing if VALUE_BITS[t] & 0b1010000]
        with_a_three += len(showing)
    assert with_a_three > 0  # and it sometimes does: it was drawn later


def test_a_pass_says_what_the_player_lacks():  # R7.3
    game = Game.from_deal([["[1|4]", "[4|6]"], ["[0|0]", "[2|3]"]], [])
    game.play(Place(T("[1|4]"), None))
    game.play(Pass())
    know = read_view(game.view(0))
    assert know.slots[1] == [0b10010, 0b10010]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_inference_never_rules_out_the_real_deal(players):
    """On random games, the hidden hands really held always fit what was inferred."""
    rng = random.Random(players)
    checked = 0
    for index in range(40):
        game = Game.new(players, seed=500 + index)
        while not game.round_over:
            for seat in range(players):
                know = read_view(game.view(seat))
                assert not know.anomalies
                for other in range(players):
                    if other != seat:
                        real = [t.id for t in game.hands[other]]
                        assert fits_slots(real, know.slots[other]), (index, seat, other)
                        checked += 1
            game.play(rng.choice(game.legal_moves()))
    assert checked > 1000


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sampled_deals_are_always_consistent(players):
    rng = random.Random(10 + players)
    before = STATS["relaxed"]
    for index in range(25):
        game = Game.new(players, seed=900 + index)
        while not game.round_over:
            seat = game.current
            view = game.view(seat)
            know = read_view(view)
            sampler = Sampler(know)
            on_table = sum(1 << T(t).id for t in view["board"]["tiles"])
            for _ in range(5):
                deal = sampler.sample(rng)
                assert not deal.relaxed
                check_deal(know, deal.hands, deal.bone, on_table)
            game.play(rng.choice(game.legal_moves()))
    assert STATS["relaxed"] == before


def test_impossible_knowledge_is_relaxed_and_counted():
    game = Game.from_deal([["[1|4]", "[4|6]"], ["[0|0]", "[2|3]"]], [])
    game.play(Place(T("[1|4]"), None))
    know = read_view(game.view(0))
    know.slots[1] = [0b1111111, 0b1111111]  # no tile can avoid every value
    before = STATS["relaxed"]
    deal = Sampler(know).sample(random.Random(1))
    assert deal.relaxed and STATS["relaxed"] == before + 1
    assert deal.hands[1].bit_count() == 2  # still a deal of the right size
    assert not deal.hands[1] & (deal.hands[0] | (1 << T("[1|4]").id))
