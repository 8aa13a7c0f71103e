"""The ISMCTS trial (engine/ai/ismcts.py): its round, played a move at a time, is the simulator's
round (R7, R8); it decides legal moves from the view alone; it is a trial of the arena, not a
level, and not in the wheel."""

from __future__ import annotations

import random

import pytest

from engine import Game, arena
from engine.ai import BASELINES, LEVELS, choose
from engine.ai.ismcts import Round, ismcts
from engine.ai.knowledge import layout_from_view, read_view
from engine.ai.levels import SEARCH
from engine.ai.sim import legal, playout
from engine.ai.tables import mask_of
from engine.moves import move_to_json
from engine.session import KNOWN_LEVELS


def positions(players: int, seed: int, count: int) -> list[Game]:
    """Games stopped at random points of their first round, the seat to move holding a fit."""
    rng = random.Random(seed)
    found = []
    for index in range(count):
        game = Game.new(players, seed=seed * 1000 + index)
        for _ in range(rng.randrange(1, 30)):
            if game.round_over:
                break
            game.play(rng.choice(game.legal_moves()))
        if game.round_over or game.board.is_empty():
            continue
        view = game.view(game.current)
        hand = mask_of([t.id for t in game.hands[game.current]])
        must = game.must_play.id if game.must_play is not None else -1
        if legal(layout_from_view(view), hand, must):
            found.append(game)
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_round_played_a_move_at_a_time_is_the_simulators(players):  # R7.2-R7.4, R8.1, R8.3
    rng = random.Random(players)
    games = positions(players, seed=40 + players, count=120)
    assert len(games) > 40
    for game in games:
        know = read_view(game.view(game.current))
        hands = [mask_of([t.id for t in h]) for h in game.hands]
        bone = [t.id for t in game.boneyard]
        trace: list[tuple[int, int, int, int]] = []
        deltas = playout(know.layout.copy(), hands[:], bone, know.seat, know.must, know.side_of,
                         random.Random(rng.random()), 0.5, trace, 0.0)  # fmt: skip
        state = Round(know, hands, bone)
        for seat, tile, v, kind in trace:
            if tile < 0:  # draws and passes: the round makes them itself
                continue
            assert not state.done and state.seat == seat
            assert (tile, v, kind) in state.moves()
            state.place((tile, v, kind))
        assert state.done
        assert state.finish(random.Random(0), 0.0) == deltas


def test_the_trial_decides_legal_moves_the_same_way_each_time() -> None:
    game = Game.new(2, seed=8, salt=2)
    differ = 0
    for _ in range(24):
        if game.round_over:
            break
        view = game.view(game.current)
        move = arena.ismcts_move(view)
        assert move_to_json(move) in view["legal_moves"]
        assert arena.ismcts_move(view) == move  # the seed is the view's
        differ += move != choose(view, "hard")
        game.play(move)
    assert differ > 0  # it is another search, not hard under a new name


def test_the_trial_plays_two_players_only() -> None:
    game = positions(3, seed=7, count=20)[0]
    view = game.view(game.current)
    know = read_view(view)
    moves = legal(know.layout, know.hand, know.must)
    with pytest.raises(ValueError, match="2 players"):
        ismcts(know, moves + moves, SEARCH["hard"], random.Random(0))
    assert arena.ismcts_move(view) == choose(view, "hard")  # the arena plays hard there


def test_the_trial_is_no_level() -> None:
    assert arena.ISMCTS not in (*LEVELS, *BASELINES, *KNOWN_LEVELS)
