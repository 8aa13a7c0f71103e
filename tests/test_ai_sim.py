"""The AI's lean simulator agrees with the engine (R3-R8) on many random positions."""

from __future__ import annotations

import random

import pytest

from engine import Draw, Game, Pass, Place
from engine.ai.knowledge import layout_from_view, sim_move
from engine.ai.sim import TRACE_DRAW, Layout, legal, playout
from engine.ai.tables import MATCHING, mask_of, penalty_of, pips_of
from engine.moves import move_to_json
from engine.rules import SHEET, Rules
from engine.scoring import hand_penalty
from engine.tiles import DOUBLE_SIX


def layout_of(game: Game) -> Layout:
    return layout_from_view({"board": game.board.to_dict()})


def random_positions(players: int, seed: int, count: int, rules: Rules = SHEET) -> list[Game]:
    """Games of ``rules`` stopped at random points of their first round (each its own object)."""
    rng = random.Random(seed)
    found = []
    for index in range(count):
        game = Game.new(players, seed=seed * 1000 + index, rules=rules)
        stop = rng.randrange(0, 30)
        for _ in range(stop):
            if game.round_over:
                break
            game.play(rng.choice(game.legal_moves()))
        if not game.round_over:
            found.append(game)
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
def test_layout_matches_board_for_every_legal_placement(players):  # R4, R5, R6
    for game in random_positions(players, seed=players, count=60):
        layout = layout_of(game)
        assert layout.total == game.board.ends_sum()
        assert layout.open == mask_of(list(game.board.open_values()))
        hand = mask_of([t.id for t in game.hands[game.current]])
        must = game.must_play.id if game.must_play is not None else -1
        places = [m for m in game.legal_moves() if isinstance(m, Place)]
        sims = {sim_move(move_to_json(m), layout) for m in places}
        assert sims == set(legal(layout, hand, must))  # the same placements, up to equivalence
        for move in places:
            board = game.board.copy()
            points = board.place(move.tile, move.end)
            after = layout.copy()
            assert after.apply(*sim_move(move_to_json(move), layout)) == points
            assert after.key() == layout_from_view({"board": board.to_dict()}).key()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_playout_replays_in_the_engine_with_the_same_result(players):  # R7, R8
    rng = random.Random(10 + players)
    for game in random_positions(players, seed=20 + players, count=80):
        hands = [mask_of([t.id for t in h]) for h in game.hands]
        bone = [t.id for t in game.boneyard]
        must = game.must_play.id if game.must_play is not None else -1
        side_of = tuple(game.side_of(s) for s in range(players))
        if game.board.is_empty():
            continue
        before = game.scores
        trace: list[tuple[int, int, int, int]] = []
        noise, defend = rng.choice([0.0, 0.5]), rng.choice([0.0, 1.0])
        deltas = playout(layout_of(game), hands, bone, game.current, must, side_of,
                         random.Random(1), noise, trace, defend)  # fmt: skip
        for seat, tile, v, kind in trace:
            assert not game.round_over and game.current == seat
            if tile < 0:
                game.play(Draw() if kind == TRACE_DRAW else Pass())
                continue
            layout = layout_of(game)
            matches = [m for m in game.legal_moves() if isinstance(m, Place)
                       and sim_move(move_to_json(m), layout) == (tile, v, kind)]  # fmt: skip
            assert matches, (seat, tile, v, kind)
            game.play(matches[0])
        assert game.round_over
        assert [a - b for a, b in zip(game.scores, before, strict=True)] == deltas


def test_pip_tables():  # R8.3
    rng = random.Random(5)
    for _ in range(300):
        tiles = rng.sample(DOUBLE_SIX, rng.randrange(0, 12))
        mask = mask_of([t.id for t in tiles])
        assert pips_of(mask) == sum(t.pips for t in tiles)
        assert penalty_of(mask) == hand_penalty(tiles)


def defended_reference(
    layout: Layout, hand: int, nxt: int, move: tuple[int, int, int]
) -> tuple[int, int]:
    after = layout.copy()
    points = after.apply(*move)
    reply = 0
    if hand != 1 << move[0]:
        for t in range(len(DOUBLE_SIX)):
            if nxt >> t & 1:
                reply = max([reply] + [p for _, _, p in after.options(t)])
    return (points - reply, DOUBLE_SIX[move[0]].pips)


def test_defended_choice_matches_a_slow_reference():
    """Points now minus the next seat's best reply, recomputed on copies of the layout."""
    from engine.ai.sim import _defended

    checked = 0
    for game in random_positions(3, seed=40, count=120):
        if game.board.is_empty():
            continue
        layout = layout_of(game)
        seat = game.current
        hand = mask_of([t.id for t in game.hands[seat]])
        nxt = mask_of([t.id for t in game.hands[(seat + 1) % 3]])
        moves = legal(layout, hand, -1)
        if len(moves) < 2:
            continue

        before = layout.key()
        chosen = _defended(layout.half, layout.branch, layout.solo, layout.pair, layout.total,
                           layout.open, hand & MATCHING[layout.open], hand, nxt, 1.0)  # fmt: skip
        assert layout.key() == before  # the layout is left as it was
        best = max(defended_reference(layout, hand, nxt, m) for m in moves)
        assert defended_reference(layout, hand, nxt, chosen) == best
        checked += 1
    assert checked > 20
