"""Property tests (hypothesis) over random legal layouts and random games."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import DOUBLE_SIX, Board, Game, IllegalMove, Place
from tests.conftest import play_random
from tests.reference import reference_open_and_scoring


def random_board(choices: list[int]) -> tuple[Board, list[int]]:
    """A legal layout built by following ``choices``; also the points of each placement."""
    board = Board()
    points = []
    remaining = list(DOUBLE_SIX)
    for choice in choices:
        options = [(t, e) for t in remaining for e in board.placements(t)]
        if not options:
            break
        tile, end = options[choice % len(options)]
        remaining.remove(tile)
        points.append(board.place(tile, end))
    return board, points


layouts = st.lists(st.integers(min_value=0, max_value=10_000), min_size=1, max_size=28)


@given(layouts)
def test_ends_sum_is_the_sum_of_the_scoring_ends(choices):  # R5
    board, points = random_board(choices)
    assert board.ends_sum() == sum(v for _, v in board.scoring())
    _, values = reference_open_and_scoring(board)
    assert sorted(values) == sorted(v for _, v in board.scoring())
    assert all(p == 0 or (p > 0 and p % 5 == 0) for p in points)  # R6.1


@given(layouts)
def test_open_ends_follow_r4(choices):  # R4, R3.5
    board, _ = random_board(choices)
    expected, _ = reference_open_and_scoring(board)
    assert set(board.open_ends()) == expected
    assert len(board.open_ends()) == len(expected)
    assert all(board.value(e) == e.value for e in board.open_ends())


@given(layouts, st.integers(min_value=0, max_value=27))
def test_placements_never_overlap_filled_ends(choices, pick):  # R3.2, R4
    board, _ = random_board(choices)
    filled = {end for join in board.joins for end in join}
    tile = DOUBLE_SIX[pick]
    for end in board.placements(tile):
        assert end is None or end not in filled
    before = board.to_dict()
    for end in filled:
        with pytest.raises(IllegalMove):
            board.place(tile, end)
    assert board.to_dict() == before


@given(layouts)
def test_board_snapshot_is_json_safe(choices):
    board, _ = random_board(choices)
    snapshot = board.to_dict()
    assert json.loads(json.dumps(snapshot)) == snapshot
    assert snapshot["ends_sum"] == sum(s["value"] for s in snapshot["scoring"])


games = st.tuples(st.sampled_from([2, 3, 4]), st.integers(0, 2**32), st.integers(0, 400))


def everything_once(game: Game) -> bool:
    placed = list(game.board.tiles)
    held = [t for h in game.hands for t in h]
    return sorted(placed + held + list(game.boneyard)) == sorted(DOUBLE_SIX)


@given(games)
def test_random_games_keep_every_invariant(spec):  # R1.1, R6.2, R1.4
    players, seed, moves = spec
    game = Game.new(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.over:
            break
        if game.round_over:
            game.next_round()
        else:
            game.play(rng.choice(game.legal_moves()))
        assert everything_once(game)
        assert all(s % 5 == 0 for s in game.scores)
    for seat in range(players):
        assert_view_hides_what_seat_cannot_see(game, seat)


def assert_view_hides_what_seat_cannot_see(game: Game, seat: int) -> None:  # R1.4
    view = game.view(seat)
    text = json.dumps(view)
    assert view["hand"] == [str(t) for t in game.hands[seat]]
    if game.round_over:
        return
    hidden = [t for s, h in enumerate(game.hands) if s != seat for t in h] + list(game.boneyard)
    for tile in hidden:
        assert str(tile) not in text, f"{tile} leaks into seat {seat}'s view"


@given(games)
def test_record_round_trips_at_any_point(spec):
    players, seed, moves = spec
    game = Game.new(players, seed=seed)
    play_random(game, random.Random(seed), moves)
    record = game.to_record()
    copy = Game.from_record(json.loads(json.dumps(record)))
    assert copy.to_record() == record
    assert (copy.hands, copy.boneyard, copy.scores, copy.current) == (
        game.hands, game.boneyard, game.scores, game.current,
    )  # fmt: skip
    assert copy.board.to_dict() == game.board.to_dict()
    assert copy.legal_moves() == game.legal_moves()
    assert [copy.view(s) for s in range(players)] == [game.view(s) for s in range(players)]


@given(st.sampled_from([2, 3, 4]), st.integers(0, 2**32))
def test_every_game_ends_with_a_unique_top_score_of_at_least_305(players, seed):  # R9
    game = Game.new(players, seed=seed)
    play_random(game, random.Random(seed))
    top = max(game.scores)
    assert game.over and top >= 305
    assert game.scores.count(top) == 1 and game.scores[game.winner] == top  # type: ignore[index]
    assert game.legal_moves() == []


@given(games)
def test_legal_moves_are_exactly_what_play_accepts(spec):  # one place decides legality
    players, seed, moves = spec
    game = Game.new(players, seed=seed)
    play_random(game, random.Random(seed), moves)
    if game.round_over:
        return
    legal = set(game.legal_moves())
    hand = game.hands[game.current]
    candidates = [Place(t, e) for t in DOUBLE_SIX for e in game.board.placements(t)]
    for move in candidates:
        if move in legal:
            continue
        before = game.to_record()
        with pytest.raises(IllegalMove):
            game.play(move)
        assert game.to_record() == before
    assert all(m.tile in hand for m in legal if isinstance(m, Place))
