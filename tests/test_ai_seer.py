"""The seer (engine/arena.py): hard's search on the true hands, a measuring player of the arena
alone. It must never be reachable from what the browser runs: not a level, not a name the
protocol knows, not in any module of the wheel."""

from __future__ import annotations

import importlib
import pkgutil
import random
from pathlib import Path

import pytest

import engine
from engine import arena, protocol
from engine.ai import BASELINES, LEVELS, choose
from engine.ai.knowledge import read_view
from engine.ai.sampling import Sampler, uninformed
from engine.game import Game
from engine.moves import move_to_json
from engine.session import KNOWN_LEVELS

# What pyproject.toml leaves out of the wheel (tests/test_wheel.py checks the wheel itself).
MEASURING = {"engine.arena", "engine.bench", "engine.ai.bench", "engine.ai.ismcts"}


def wheel_modules() -> list[str]:
    found = []
    for info in pkgutil.walk_packages([str(Path(engine.__file__).parent)], "engine."):
        if info.name not in MEASURING:
            found.append(info.name)
    return found


def test_the_seer_is_no_level_and_no_module_of_the_wheel_names_it() -> None:
    assert arena.SEER not in (*LEVELS, *BASELINES)
    assert arena.SEER not in KNOWN_LEVELS
    assert arena.SEER not in protocol.op_hello(protocol.Session(), {})["levels"]
    modules = wheel_modules()
    assert "engine.protocol" in modules and "engine.ai.search" in modules
    for name in modules:
        module = importlib.import_module(name)
        source = Path(module.__file__ or "").read_text(encoding="utf-8")
        assert "seer" not in source.lower(), name
        assert not hasattr(module, "TrueHands") and not hasattr(module, "seer_move"), name
    with pytest.raises(ValueError, match="unknown level"):
        choose(Game.new(2, seed=1).view(0), arena.SEER)


def test_a_new_game_refuses_the_seer_as_a_level() -> None:
    session = protocol.Session()
    answer = protocol.handle(
        {"id": 1, "op": "new_game", "args": {"players": 2, "levels": [None, "seer"]}}, session
    )
    assert not answer["ok"]


def test_the_seers_deals_are_the_true_hands_with_the_boneyard_shuffled() -> None:
    game = Game.new(3, seed=11)
    rng = random.Random(0)
    while game.boneyard and not game.round_over:  # a few moves in, some tiles drawn
        game.play(rng.choice(game.legal_moves()))
        if len(game.rounds[-1].events) > 6:
            break
    view = game.view(game.current)
    dealer = arena.TrueHands(game, read_view(view))
    bone = {t.id for t in game.boneyard}
    orders = set()
    for _ in range(20):
        deal = dealer.sample(rng)
        assert deal.hands == [sum(1 << t.id for t in hand) for hand in game.hands]
        assert set(deal.bone) == bone and len(deal.bone) == len(bone)
        orders.add(tuple(deal.bone))
    assert len(bone) < 2 or len(orders) > 1  # the draw order stays unknown


def test_the_seer_plays_legal_moves_and_sees_what_hard_cannot() -> None:
    game = Game.new(2, seed=3, salt=5)
    differ = 0
    for _ in range(30):
        if game.round_over:
            break
        view = game.view(game.current)
        move = arena.seer_move(game, view)
        assert move_to_json(move) in view["legal_moves"]
        differ += move != choose(view, "hard")
        game.play(move)
    assert differ > 0


def test_the_weighted_trial_deals_what_the_view_allows() -> None:
    """hard-weighted (a trial of the arena alone) picks among the Sampler's deals: each hand
    holds as many tiles as the view says, from the tiles the seat cannot see."""
    game = Game.new(2, seed=8, salt=1)
    rng = random.Random(2)
    weighed = 0
    while not game.round_over:
        view = game.view(game.current)
        know = read_view(view)
        dealer = arena.WeightedDeals(view, know, arena.WEIGHT_BETA, arena.WEIGHTED_POOL)
        weighed += bool(dealer.events)
        for _ in range(5):
            deal = dealer.sample(rng)
            assert [h.bit_count() for h in deal.hands] == list(know.counts)
            hidden = [h for s, h in enumerate(deal.hands) if s != know.seat]
            assert all(h & ~know.unknown == 0 for h in hidden)
            assert len(deal.bone) == know.boneyard
        game.play(rng.choice(game.legal_moves()))
    assert weighed > 0
    assert arena.WEIGHTED not in (*LEVELS, *BASELINES, *KNOWN_LEVELS)


def test_the_blind_trial_deals_tiles_the_history_rules_out() -> None:
    """hard-blind (a trial of the arena alone) knows how many tiles each seat holds and nothing
    of what its draws and passes showed it lacks (R7.1, R7.3): its deals give the opponent tiles
    that no deal of the Sampler every level uses does, in a round where the opponent drew."""
    game = Game.new(2, seed=8, salt=1)
    rng = random.Random(4)
    while not game.round_over:
        view = game.view(game.current)
        know = read_view(view)
        opponent = 1 - know.seat
        if any(know.slots[opponent]):
            break
        game.play(rng.choice(game.legal_moves()))
    else:
        pytest.fail("the opponent never drew in this round: pick another seed")
    blind, sampler = uninformed(know), Sampler(know)
    told = blind_seen = 0
    for _ in range(200):
        told |= sampler.sample(rng).hands[opponent]
        deal = blind.sample(rng)
        assert [h.bit_count() for h in deal.hands] == list(know.counts)
        assert deal.hands[opponent] & ~know.unknown == 0
        blind_seen |= deal.hands[opponent]
    assert blind_seen & ~told, "the blind deals should hold tiles the history rules out"
    assert told & ~blind_seen == 0
    assert move_to_json(arena.blind_move(view)) in view["legal_moves"]
    assert arena.BLIND not in (*LEVELS, *BASELINES, *KNOWN_LEVELS)


def test_the_peek_trials_deal_the_true_hands_that_share_of_the_time() -> None:
    """hard-peek-N (measuring players of the arena alone): each deal is the seer's with chance
    N percent, else the Sampler's, so a known share of the search sees the hidden hands."""
    game = Game.new(2, seed=5, salt=2)
    rng = random.Random(1)
    for _ in range(6):
        game.play(rng.choice(game.legal_moves()))
    view = game.view(game.current)
    know = read_view(view)
    true = [sum(1 << t.id for t in hand) for hand in game.hands]
    for name, share in arena.PEEKS.items():
        dealer = arena.Peek(game, know, share)
        hits = sum(dealer.sample(rng).hands == true for _ in range(400))
        # The Sampler alone deals the true hands far less often than once in 400 here.
        assert abs(hits / 400 - share) < 0.08, (name, hits)
        assert name not in (*LEVELS, *BASELINES, *KNOWN_LEVELS)
    assert move_to_json(arena.peek_move(game, view, 0.5)) in view["legal_moves"]
