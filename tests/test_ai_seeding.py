"""The AI's random numbers come from the seat's public facts and the game's salt only (R1.4).

Twins are two games that differ only in what one seat cannot see: the other hands, the boneyard and
the hidden game seed. The seat's decision must be the same in both, for every level.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import DOUBLE_SIX, Game, Place, Tile
from engine.ai import BASELINES, LEVELS, choose
from engine.ai.levels import SEARCH
from engine.ai.race import race_value
from engine.ai.search import SearchConfig
from engine.ai.seeding import decision_seed, public_facts
from engine.errors import IllegalMove
from engine.game import event_move, exact_claim
from engine.moves import Move
from engine.rules import TARGETS, Rules

ALL_LEVELS = LEVELS + BASELINES
# What the hidden game seed decides, so a seat's view shows it without it being the seat's to use:
# the deal's fingerprint and seed (R1.4 fair deal), the lot and so why the starter opens (won the
# lot, or chosen with a deal by hand), and whether the deal came from a seed.
SEED_FIELDS = ("deal_fingerprint", "deal_seed", "lot", "lot_seats", "opens", "origin")


@pytest.fixture
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Searches with few simulations (hard keeps its race valuation, which reads the scores, at
    every player count): what is compared is where the numbers come from."""
    monkeypatch.setitem(SEARCH, "normal", SearchConfig(simulations=24))
    monkeypatch.setitem(
        SEARCH, "hard", SearchConfig(simulations=40, defend=1.0, noise=0.1, value=race_value)
    )
    yield


@dataclass
class Twins:
    one: Game
    two: Game
    seat: int
    moved: bool  # some hidden tile sits elsewhere in ``two``


def claimed(game: Game, move: Move, rng: random.Random) -> Move:
    """H2: claims as people make them, exact or not (a claim is public once made)."""
    if not game.rules.muggins or not isinstance(move, Place):
        return move
    exact = exact_claim(game, move)
    assert isinstance(exact, Place)
    return rng.choice([exact, exact, Place(move.tile, move.end, 0), Place(move.tile, move.end, 5)])


def replay(game: Game, moves: list[Move]) -> bool:
    try:
        for move in moves:
            game.play(move)
    except IllegalMove:
        return False
    return True


def make_twins(rng: random.Random, *, from_seed: bool) -> Twins:
    """A position reached by random play, and a game with the hidden tiles moved about (each
    move replayed, so every draw and pass stays legal) and another hidden seed (only the seed if
    no re-deal replays). ``from_seed``: the first game is dealt from its seed (lot, fingerprint)."""
    players = rng.choice([2, 3, 4])
    rules = Rules(target=rng.choice(TARGETS), muggins=rng.random() < 0.5)
    salt = rng.randrange(2**53)
    seed = rng.randrange(2**53)
    tiles = list(DOUBLE_SIX)
    rng.shuffle(tiles)
    starter = rng.randrange(players)

    def start() -> Game:
        if from_seed:
            return Game.new(players, seed, rules, salt=salt)
        hands = [tiles[5 * s : 5 * s + 5] for s in range(players)]
        return Game.from_deal(hands, tiles[5 * players :], starter, None, rules, seed=seed,
                              salt=salt)  # fmt: skip

    whole = start()
    played: list[Move] = []
    choices: list[int] = []  # positions with a choice to make
    while not whole.round_over:  # a random round, then one of its choices picked at random
        legal = whole.legal_moves()
        if len(legal) > 1:
            choices.append(len(played))
        played.append(claimed(whole, rng.choice(legal), rng))
        whole.play(played[-1])
    one = start()
    assert replay(one, played[: rng.choice(choices or [0])])
    seat = one.current
    hidden = [t for s, hand in enumerate(one.hands) if s != seat for t in hand] + list(one.boneyard)
    deal = one.rounds[0].deal
    moves = [event_move(e) for e in one.rounds[0].events]
    for attempt in range(61):
        moved = hidden[:]
        if attempt == 60:  # the same tiles, another seed
            pass
        elif attempt % 2:
            rng.shuffle(moved)
        elif len(moved) > 1:
            i, j = rng.sample(range(len(moved)), 2)
            moved[i], moved[j] = moved[j], moved[i]
        swap: dict[Tile, Tile] = dict(zip(hidden, moved, strict=True))
        hands = [[swap.get(t, t) for t in hand] for hand in deal.hands]
        bone = [swap.get(t, t) for t in deal.boneyard]
        other_seed = rng.randrange(2**53)
        two = Game.from_deal(hands, bone, deal.starter, None, rules, seed=other_seed, salt=salt)
        if replay(two, moves):
            return Twins(one, two, seat, any(a != b for a, b in swap.items()))
    raise AssertionError("the game's own deal replays its moves")


def public_view(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k not in SEED_FIELDS}


def assert_same_decisions(twins: Twins) -> None:
    one, two = twins.one.view(twins.seat), twins.two.view(twins.seat)
    assert public_view(one) == public_view(two)  # R1.4: the seat cannot tell the games apart
    if twins.one.origin == "given":  # both dealt by hand: the very same view, seeds apart
        assert one == two and twins.one.seed != twins.two.seed
    assert decision_seed(one) == decision_seed(two)
    for level in ALL_LEVELS:
        assert choose(one, level) == choose(two, level), level
        assert choose(one, level, 7) == choose(two, level, 7), level


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32))
def test_same_decision_whatever_the_seat_cannot_see(case: int) -> None:  # R1.4, H1, H2
    rng = random.Random(case)
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(SEARCH, "normal", SearchConfig(simulations=24))
        patch.setitem(
            SEARCH, "hard", SearchConfig(simulations=40, defend=1.0, noise=0.1, value=race_value)
        )
        assert_same_decisions(make_twins(rng, from_seed=case % 2 == 0))


def test_twins_are_found_and_differ_in_hidden_tiles(small_budgets: None) -> None:  # R1.4
    twins = [make_twins(random.Random(case), from_seed=case % 2 == 0) for case in range(40)]
    assert all(t.moved for t in twins)
    assert all(t.one.hands != t.two.hands or t.one.boneyard != t.two.boneyard for t in twins)
    for pair in twins:
        assert_same_decisions(pair)


def test_same_decision_at_full_strength() -> None:  # R1.4: the real budgets, a few positions
    checked = 0
    for case in range(100, 140):
        twins = make_twins(random.Random(case), from_seed=True)
        if not twins.moved:
            continue
        one, two = twins.one.view(twins.seat), twins.two.view(twins.seat)
        assert one["deal_fingerprint"] != two["deal_fingerprint"]
        if len(one["legal_moves"]) > 1:
            for level in ("normal", "hard"):
                assert choose(one, level) == choose(two, level)
            checked += 1
            if checked == 3:
                break
    assert checked == 3


def test_the_seed_reads_no_field_the_hidden_seed_decides(small_budgets: None) -> None:  # R1.4
    game = Game.new(3, seed=12, salt=5)
    rng = random.Random(3)
    for _ in range(7):
        game.play(rng.choice(game.legal_moves()))
    view = game.view(game.current)
    forged = dict(view, deal_fingerprint="0" * 64, deal_seed="99", lot=[[6, 6]], lot_seats=[[0, 1]])
    forged.update(origin="given", revealed_hands=None, starter=2, opens="chosen")
    assert decision_seed(forged) == decision_seed(view)
    for level in ALL_LEVELS:
        assert choose(forged, level) == choose(view, level)
    facts = public_facts(view)
    assert set(facts) == {"seat", "hand", "hand_counts", "boneyard_count", "board", "history",
                          "scores", "round", "must_play", "rules", "salt"}  # fmt: skip
    assert facts["rules"] == {"target": 305, "muggins": False} and facts["salt"] == 5


def test_the_seed_follows_public_facts_and_the_salt() -> None:
    game = Game.new(2, seed=4, salt=0)
    view = game.view(game.current)
    # Pinned: a change here changes every computer move of every game (and the e2e seeds).
    assert decision_seed(view) == 0xC46DAEF4C34DF0EE
    text = json.dumps(public_facts(view), sort_keys=True, separators=(",", ":"))
    assert decision_seed(view) == int(hashlib.sha256(text.encode()).hexdigest()[:16], 16)
    salted = Game.new(2, seed=4, salt=1).view(game.current)
    assert decision_seed(salted) != decision_seed(view)  # another game, other random numbers
    short = Game.new(2, seed=4, rules=Rules(target=155), salt=0).view(game.current)
    assert decision_seed(short) != decision_seed(view)  # H1: the rules are public
    game.play(game.legal_moves()[0])
    assert decision_seed(game.view(game.current)) != decision_seed(view)


def test_views_without_rules_or_salt_still_seed() -> None:  # views of older pages and records
    view = Game.new(2, seed=4).view(0)
    old = {k: v for k, v in view.items() if k not in ("rules", "salt")}
    assert decision_seed(old) == decision_seed(view)
