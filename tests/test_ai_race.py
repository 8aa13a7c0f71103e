"""The race valuation (engine/ai/race.py): a rollout's outcome as the chance of winning the game
(R9), for 2 seats; 3 seats and partners keep the round's points."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import arena
from engine.ai import BASELINES, LEVELS, choose
from engine.ai.bench import positions
from engine.ai.knowledge import Knowledge, read_view
from engine.ai.levels import SEARCH
from engine.ai.race import ROUND_POINTS, ROUND_SPREAD, race_value, win_chance
from engine.ai.search import WIN, outcome_value
from engine.game import Game
from engine.moves import move_to_json
from engine.rules import Rules
from engine.session import KNOWN_LEVELS

NEEDS = st.integers(min_value=-100, max_value=700)


def knowing(players: int, scores: list[int], seat: int = 0, target: int = 305) -> Knowledge:
    game = Game.new(players, seed=4)
    dealt = Game.from_deal(
        [list(h) for h in game.hands],
        list(game.boneyard),
        game.current,
        scores=scores,
        rules=Rules(target=target),
    )
    return read_view(dealt.view(seat))


def test_the_constants_are_the_matched_ones() -> None:
    # the 1,000-game match that adopted the valuation used these (docs/strength.md)
    assert (ROUND_POINTS, ROUND_SPREAD) == (9.13, 28.2)


def test_equal_needs_are_an_even_race() -> None:
    assert win_chance(100, 100) == 0.5
    assert win_chance(1, 1) == 0.5
    assert win_chance(-20, 0) == 0.5  # both past the target and tied: R9.3 plays on


def test_a_chance_from_the_normal_approximation() -> None:
    # needing 5 against 50: sqrt(250) / 9.13 = 1.73 rounds, z = 45 / (28.2 sqrt(1.73)) = 1.213
    assert win_chance(5, 50) == pytest.approx(0.8874, abs=1e-4)
    # early in the game: 305 against 255, about 30.5 rounds left, the lead counts for less
    assert win_chance(255, 305) == pytest.approx(0.6258, abs=1e-4)
    assert win_chance(305, 255) == pytest.approx(1 - 0.6258, abs=1e-4)


@given(NEEDS, NEEDS)
def test_the_chances_of_the_two_sides_add_up_to_one(mine: int, theirs: int) -> None:
    assert win_chance(mine, theirs) + win_chance(theirs, mine) == pytest.approx(1.0, abs=1e-12)


@given(st.integers(min_value=1, max_value=400), st.integers(min_value=1, max_value=400))
def test_needing_less_never_lowers_the_chance(mine: int, theirs: int) -> None:
    assert win_chance(mine, theirs) >= win_chance(mine + 5, theirs)
    assert win_chance(mine, theirs + 5) >= win_chance(mine, theirs)


def test_a_round_that_ends_the_game_is_won_or_lost_outright() -> None:
    know = knowing(2, [290, 250])
    assert race_value(know, [20, 0]) == WIN  # R9.2: 310, alone at the target
    assert race_value(know, [0, 60]) == -WIN  # the other side reaches 310
    assert race_value(know, [20, 60]) == 0.0  # R9.3: 310 each, a tie plays on
    seat_one = knowing(2, [290, 250], seat=1)
    assert race_value(seat_one, [20, 0]) == -WIN


def test_a_round_that_does_not_end_the_game_is_its_chance_of_winning() -> None:
    know = knowing(2, [200, 250])
    expected = WIN * (2 * win_chance(305 - 210, 305 - 250) - 1)
    assert race_value(know, [10, 0]) == pytest.approx(expected)
    assert race_value(knowing(2, [200, 250], seat=1), [10, 0]) == pytest.approx(-expected)
    # the same ten points are worth more near the end than at the start
    late = race_value(knowing(2, [280, 280]), [10, 0])
    early = race_value(knowing(2, [0, 0]), [10, 0])
    assert late > early > 0


def test_h1_the_target_of_the_table_is_the_one_raced_to() -> None:
    short = knowing(2, [140, 100], target=155)
    assert race_value(short, [20, 0]) == WIN
    assert race_value(knowing(2, [140, 100]), [20, 0]) < WIN


@pytest.mark.parametrize("players", [3, 4])
def test_three_seats_and_partners_keep_the_points(players: int) -> None:
    sides = 2 if players == 4 else 3
    scores = [100, 80, 60][:sides]
    know = knowing(players, scores)
    deltas = [15, -5, 10][:sides]
    assert race_value(know, deltas) == outcome_value(know, deltas)
    assert not math.isclose(race_value(know, deltas), 0.0)


def test_hard_races_and_normal_counts_points() -> None:
    assert SEARCH["hard"].value is race_value
    assert SEARCH["normal"].value is outcome_value


def test_the_points_trial_is_hard_before_the_race_and_no_level() -> None:
    assert arena.POINTS not in (*LEVELS, *BASELINES, *KNOWN_LEVELS)
    view = Game.new(2, seed=12, salt=3).view(0)
    assert move_to_json(arena.points_move(view)) in view["legal_moves"]


def test_hard_plays_for_the_game_where_points_would_not() -> None:
    """R9.2: the race changes hard's choice in some seeded positions of the timing set, and there
    the points trial chooses as hard did before (both are seeded by the view alone)."""
    views = [v for v in positions() if v["players"] == 2]
    differ = [v for v in views if choose(v, "hard") != arena.points_move(v)]
    assert (len(differ), len(views)) == (4, 60)
