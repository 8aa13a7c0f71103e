"""The computer players: legal, deterministic, fair, and making the moves a good player makes."""

from __future__ import annotations

import copy
import json
import random

import pytest

from engine import DOUBLE_SIX, Board, Draw, Game, Place, Rules, Tile
from engine.ai import BASELINES, LEVELS, choose
from engine.ai.levels import SEARCH
from engine.ai.search import SearchConfig
from engine.moves import move_from_json, move_to_json
from tests.conftest import E, T, goes_out_position

ALL_LEVELS = LEVELS + BASELINES


@pytest.fixture
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Searches with a few simulations: the rules are the point here, not the strength."""
    monkeypatch.setitem(SEARCH, "normal", SearchConfig(simulations=24))
    monkeypatch.setitem(SEARCH, "hard", SearchConfig(simulations=40, noise=0.1))


def board_of(moves: list[tuple[str, str | None]]) -> Board:
    board = Board()
    for tile, end in moves:
        board.place(T(tile), None if end is None else E(end))
    return board


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_only_legal_moves(players, level, small_budgets):  # R3, R7
    for seed in range(2):
        game = Game.new(players, seed=100 * players + seed)
        game = Game.from_deal(
            [list(h) for h in game.hands], list(game.boneyard), game.current, [250] * game.sides
        )
        for index in range(200):
            if game.round_over:
                break
            view = game.view(game.current)
            move = choose(view, level, seed=index)
            assert move in game.legal_moves()
            game.play(move)
        assert game.round_over


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_same_view_level_and_seed_same_move(level):
    rng = random.Random(4)
    for seed in range(6):
        game = Game.new(2 + seed % 3, seed=seed)
        for _ in range(rng.randrange(0, 8)):
            if game.round_over:
                break
            game.play(rng.choice(game.legal_moves()))
        if game.round_over:
            continue
        view = game.view(game.current)
        again = json.loads(json.dumps(view))
        assert choose(view, level, seed) == choose(again, level, seed)
        assert choose(view, level, None) == choose(copy.deepcopy(view), level, None)


def test_unknown_level_refused():
    view = Game.new(2, seed=1).view(0)
    with pytest.raises(ValueError, match="unknown level"):
        choose(view, "expert", 1)


def test_forced_move_returned_at_once():  # R7.2: a drawn tile that fits is the only move
    game = Game.from_deal(
        [["[1|4]", "[6|6]"], ["[0|0]", "[2|3]"]], ["[3|3]", "[4|5]", "[5|5]"], starter=0
    )
    game.play(Place(T("[1|4]"), None))
    game.play(Draw())
    game.play(Draw())
    view = game.view(1)
    for level in ALL_LEVELS:
        assert choose(view, level, 3) == Place(T("[4|5]"), E("[1|4] high"))


def test_hidden_tiles_do_not_change_the_choice():  # R1.4: the AI sees the view, nothing else
    mine = ["[0|5]", "[2|3]", "[4|6]", "[1|1]", "[3|5]"]
    rest = [t for t in DOUBLE_SIX if str(t) not in mine]
    one = random.Random(1).sample(rest, len(rest))
    two = random.Random(2).sample(rest, len(rest))
    games = [Game.from_deal([mine, hidden[:5]], hidden[5:], starter=0) for hidden in (one, two)]
    for level in ALL_LEVELS:
        views = [g.view(0) for g in games]
        assert views[0] == views[1]
        assert choose(views[0], level, 9) == choose(views[1], level, 9)
    # Later in the round too, after the same public events.
    for g in games:
        g.play(Place(T("[0|5]"), None))
    one_view, two_view = games[0].view(0), games[1].view(0)
    assert one_view["history"] == two_view["history"]


def test_takes_20_over_5_when_nothing_else_differs():  # R6.1
    # [0|5], the last tile, goes out wherever it goes: on a [0|0] branch the ends sum to 20, on the
    # [5|5] line side to 5, on the [2|5] end to 10.
    board = board_of([
        ("[0|0]", None), ("[0|2]", "[0|0] line_a"), ("[0|3]", "[0|0] line_b"),
        ("[3|5]", "[0|3] high"), ("[5|5]", "[3|5] high"), ("[2|5]", "[0|2] high"),
    ])  # fmt: skip
    assert board.ends_sum() == 15
    game = Game.from_position(board, [[T("[0|5]")], [T("[6|6]"), T("[1|4]")]], [T("[1|1]")], 0,
                              [0, 0])  # fmt: skip
    view = game.view(0)
    for level in ("greedy", "normal", "hard"):
        for seed in range(3):
            move = choose(view, level, seed)
            assert move.end is not None and move.end.tile == T("[0|0]"), (level, move)


def test_does_not_leave_an_easy_15():  # R6.1: the next player scores on what is left open
    # After [6|6] [5|6] [5|5] [0|5] the ends are [6|6] line_b (6), [0|5] low (0) and the [5|5]
    # branches; sum 12. [0|6] scores nothing either way, but on [0|5] low it leaves 18 with a 6
    # end and a line side of [6|6] open: [3|6] makes 15, [2|5] 20, [4|6] 10. On [6|6] line_b the
    # sum drops to 0 and nothing the next player may hold scores.
    hands = [["[6|6]", "[5|5]", "[0|6]", "[1|2]", "[1|3]"], ["[5|6]", "[0|5]", "[1|4]", "[2|4]",
             "[0|1]"]]  # fmt: skip
    rest = [t for t in DOUBLE_SIX if str(t) not in hands[0] + hands[1]]
    game = Game.from_deal(hands, random.Random(1).sample(rest, len(rest)), starter=0)
    for tile, end in (("[6|6]", None), ("[5|6]", "[6|6] line_a"), ("[5|5]", "[5|6] low"),
                      ("[0|5]", "[5|5] line_b")):  # fmt: skip
        game.play(Place(T(tile), None if end is None else E(end)))
    view = game.view(0)
    safe = Place(T("[0|6]"), E("[6|6] line_b"))
    assert choose(view, "greedy", 0) != safe  # greedy does not see it
    for seed in range(5):
        assert choose(view, "hard", seed) == safe


def test_goes_out_when_going_out_wins_the_game():  # R8.1, R8.3, R9.2
    # Seat 0 has 300 of 305 and holds [3|3] and [3|6]; every tile is accounted for, so seat 1
    # holds exactly [0|5] [2|6] [1|1] [0|0]. Each move scores 15, but [3|6] on the only 3 end
    # strands [3|3] for good (no 3 can open again) and the round goes on; [3|3] there first
    # leaves [3|6] a 3 and two 6 branches, more than seat 1 can cover: seat 0 goes out and wins.
    game = goes_out_position(Rules(), [300, 290])
    view = game.view(0)
    greedy = choose(view, "greedy", 0)
    assert greedy == Place(T("[3|6]"), E("[1|3] high"))  # 15 now, and stuck with [3|3]
    for level in ("normal", "hard"):
        for seed in range(3):
            move = choose(view, level, seed)
            assert move == Place(T("[3|3]"), E("[1|3] high")), (level, move)
    # And it does win: play it out with both seats searching.
    game.play(choose(view, "hard", 0))
    while not game.round_over:
        game.play(choose(game.view(game.current), "hard", 1))
    assert game.round_result is not None and game.round_result["ender"] == 0
    assert game.winner == 0


def test_every_level_answers_in_json_form():
    game = Game.new(3, seed=5)
    view = game.view(game.current)
    for level in ALL_LEVELS:
        move = choose(view, level, 1)
        assert move_from_json(move_to_json(move)) == move
        assert isinstance(move.tile, Tile)  # type: ignore[union-attr]


def test_plays_for_its_side_in_the_four_player_game():  # R1.2: partners share one score
    # Seat 0 places [0|4], 0 points wherever. On [1|4] high the sum drops to 9 and seat 1 makes
    # 10 with [1|1]; on [0|0] line_b it rises to 17, seat 1 scores nothing, and seat 2, seat 0's
    # partner, can make 20 with [2|3]. Every tile is accounted for, so the hands are known.
    tiles = ["[4|5]", "[4|4]", "[3|5]", "[1|3]", "[1|6]", "[3|6]", "[3|3]", "[3|4]", "[0|3]",
             "[2|4]", "[2|2]", "[2|6]", "[2|5]", "[5|5]", "[0|1]", "[4|6]", "[0|5]", "[0|0]",
             "[5|6]", "[0|6]", "[1|4]", "[1|2]"]  # fmt: skip
    ends = [None, "[4|5] low", "[4|5] high", "[3|5] low", "[1|3] low", "[1|6] high", "[3|6] low",
            "[4|4] line_b", "[3|3] line_b", "[4|4] branch_a", "[2|4] low", "[2|2] line_b",
            "[2|2] branch_a", "[2|5] high", "[0|3] low", "[4|4] branch_b", "[5|5] line_b",
            "[0|5] low", "[4|6] high", "[2|6] high", "[0|1] high", "[2|2] branch_b"]  # fmt: skip
    board = board_of(list(zip(tiles, ends, strict=True)))
    hands = [["[6|6]", "[0|4]"], ["[1|1]", "[0|2]"], ["[2|3]"], ["[1|5]"]]
    game = Game.from_position(board, [[T(t) for t in h] for h in hands], [], 0, [0, 0])
    view = game.view(0)
    for_the_side = Place(T("[0|4]"), E("[0|0] line_b"))
    # The same table, but as if every seat played alone: the partner is just another opponent.
    alone = copy.deepcopy(view)
    alone.update(side_of=[0, 1, 2, 3], sides=4, scores=[0, 0, 0, 0])
    for level in ("normal", "hard"):
        for seed in range(3):
            assert choose(view, level, seed) == for_the_side
    # Were every seat alone, seat 2's 20 would count against seat 0 like seat 1's 10, and the
    # search (normal: greedy rollouts) plays the other way.
    for seed in range(3):
        assert choose(alone, "normal", seed) == Place(T("[0|4]"), E("[1|4] high"))
