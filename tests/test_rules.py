"""The table's rules as one value (R1, R6.2, R9, H1, H2), and games played under each option."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import Draw, Game, IllegalMove, Place
from engine.events import Placed
from engine.game import exact_claim
from engine.record import content_id
from engine.rules import TARGETS, Rules, describe
from tests.conftest import E, T, play_random


def test_the_sheets_game_is_the_default():  # R1.2, R1.3, R6.2, R9.2
    rules = Rules()
    assert (rules.target, rules.display_target, rules.muggins) == (305, 61, False)
    assert rules.is_sheet
    assert [rules.hand_size(n) for n in (2, 3, 4)] == [5, 5, 5]
    assert [rules.boneyard_size(n) for n in (2, 3, 4)] == [18, 13, 8]
    assert [rules.sides(n) for n in (2, 3, 4)] == [2, 3, 2]
    assert [rules.side_of(seat, 4) for seat in range(4)] == [0, 1, 0, 1]
    assert Game.new(3, seed=1).rules == rules


@pytest.mark.parametrize("target", [155, 305, 605])
def test_targets_of_h1_round_trip_as_json(target):  # H1
    rules = Rules(target=target, muggins=True)
    assert rules.to_json() == {"target": target, "display_target": target // 5, "muggins": True}
    assert Rules.from_json(rules.to_json()) == rules
    assert Rules.from_json({"target": target}) == Rules(target=target)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"target": 300}, "H1"),
        ({"target": "305"}, "H1"),
        ({"target": True}, "H1"),
        ({"target": 305.0}, "H1"),
        ({"muggins": 1}, "H2"),
        ({"muggins": "yes"}, "H2"),
        ({"target": 305, "display_target": 60}, "display_target"),
        ({"spinners": False}, "no option"),
        ([305], "rules is an object"),
        ("x" * 100_000, "rules is an object"),
    ],
)
def test_rules_refuse_what_no_table_may_choose(data, message):  # H1, H2
    with pytest.raises(ValueError, match=message) as caught:
        Rules.from_json(data)
    assert len(str(caught.value)) < 200


def test_rules_describe_the_choices_for_the_page():  # H1, H2, R1.2
    table = describe()
    assert table["players"] == {"min": 2, "max": 4, "default": 2, "rule": "R1.2"}
    assert table["options"]["target"]["choices"] == [
        {"raw": 155, "display": 31},
        {"raw": 305, "display": 61},
        {"raw": 605, "display": 121},
    ]
    assert table["options"]["target"]["default"] == 305
    assert table["options"]["muggins"]["default"] is False
    assert table["options"]["muggins"]["max_claim"] == 1_000
    assert table["default"] == Rules().to_json()


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_games_end_at_the_tables_target(target, players):  # H1 with R9.1-R9.3
    rules = Rules(target=target)
    for seed in range(4):
        game = Game.new(players, seed=seed, rules=rules)
        play_random(game, random.Random(seed))
        assert game.over
        for log in game.rounds[:-1]:  # no earlier round ended with one side alone at the target
            assert log.result is not None
            scores = log.result.scores
            assert max(scores) < target or scores.count(max(scores)) > 1
        final = list(game.scores)
        assert final[game.winner] == max(final) >= target and final.count(max(final)) == 1
        assert game.view(0)["target"] == target
        assert game.view(0)["display_target"] == target // 5


def test_a_short_game_ends_sooner_than_the_sheets():  # H1
    short = [Game.new(2, seed=s, rules=Rules(target=155)) for s in range(20)]
    full = [Game.new(2, seed=s) for s in range(20)]
    for game in short + full:
        play_random(game, random.Random(7))
    assert sum(len(g.rounds) for g in short) < sum(len(g.rounds) for g in full)


# ----- H2 Muggins ---------------------------------------------------------------------------


def muggins_game(players=2) -> Game:
    """Seat 0 opens with [1|4]: ends' sum 5, a placement worth 5 raw (R6.1)."""
    hands = [["[1|4]", "[6|6]"], ["[4|6]", "[2|3]"], ["[0|1]", "[0|2]"], ["[5|5]", "[3|5]"]]
    return Game.from_deal(hands[:players], ["[0|0]"], starter=0, rules=Rules(muggins=True))


@pytest.mark.parametrize(
    ("claim", "scores"),
    [
        (5, [5, 0]),  # exact: the placer's side scores (H2, R6.1)
        (0, [0, 5]),  # too low ("no score"): the next side takes the true points
        (None, [0, 5]),  # no claim at all is "no score"
        (10, [0, 5]),  # too high
    ],
)
def test_muggins_claims(claim, scores):  # H2
    game = muggins_game()
    game.play(Place(T("[1|4]"), None, claim))
    assert list(game.scores) == scores
    event = game.rounds[-1].events[-1]
    assert isinstance(event, Placed)
    assert (event.points, event.claim or 0) == (5, claim or 0)
    assert event.scorer == scores.index(5)
    assert event.mugginsed is (claim != 5)
    shown = game.view(1)["history"][-1]
    assert (shown["claim"], shown["scorer"], shown["muggins"]) == (
        claim or 0,
        event.scorer,
        claim != 5,
    )


def test_a_wrong_claim_on_a_placement_worth_nothing_costs_nothing():  # H2, R6.1
    game = muggins_game()
    game.play(Place(T("[1|4]"), None, 5))
    game.play(Place(T("[4|6]"), E("[1|4] high"), 10))  # ends 1 + 6 = 7: worth nothing
    assert list(game.scores) == [5, 0]
    assert game.rounds[-1].events[-1].scorer is None


def test_muggins_goes_to_the_next_seats_side():  # H2, R1.2: with four, the opponents
    three = muggins_game(3)
    three.play(Place(T("[1|4]"), None, 0))
    assert list(three.scores) == [0, 5, 0]
    four = muggins_game(4)
    four.play(Place(T("[1|4]"), None, 0))
    assert list(four.scores) == [0, 5]


def test_claims_are_refused_without_muggins():  # H2
    game = Game.from_deal([["[1|4]", "[6|6]"], ["[4|6]", "[2|3]"]], ["[0|0]"])
    with pytest.raises(IllegalMove, match="H2"):
        game.play(Place(T("[1|4]"), None, 5))
    assert game.rounds[-1].events == [] and list(game.scores) == [0, 0]
    game.play(Place(T("[1|4]"), None))
    assert list(game.scores) == [5, 0]


def test_a_claim_does_not_make_an_illegal_placement_legal():  # H2, R3.2
    game = muggins_game()
    with pytest.raises(IllegalMove, match="R3.2"):
        game.play(Place(T("[4|6]"), None, 10))  # not in seat 0's hand
    assert list(game.scores) == [0, 0]


@pytest.mark.parametrize("claim", [-5, True, 5.0, "5", 10**6])
def test_claims_are_whole_raw_amounts(claim):  # H2
    with pytest.raises(ValueError, match="H2"):
        Place(T("[1|4]"), None, claim)


def test_claimed_placements_are_other_values():
    assert Place(T("[1|4]"), None, 10) != Place(T("[1|4]"), None)
    assert Place(T("[1|4]"), None, 10) == Place(T("[1|4]"), None, 10)
    assert Place(T("[1|4]"), None, 10).unclaimed is Place(T("[1|4]"), None)


def test_computers_claim_exactly():  # H2
    game = muggins_game()
    move = exact_claim(game, game.legal_moves()[0])
    assert move == Place(T("[1|4]"), None, 5)
    game.play(move)
    assert list(game.scores) == [5, 0]
    plain = Game.from_deal([["[1|4]", "[6|6]"], ["[4|6]", "[2|3]"]], ["[0|0]"])
    assert exact_claim(plain, Place(T("[1|4]"), None)) == Place(T("[1|4]"), None)
    assert exact_claim(plain, Draw()) == Draw()


@given(st.integers(0, 2**20), st.lists(st.integers(0, 30), min_size=1, max_size=120))
def test_muggins_games_replay_from_their_records(seed, claims):  # H2: claims are in the record
    game = Game.new(2, seed=seed, rules=Rules(target=155, muggins=True))
    rng = random.Random(seed)
    for claim in claims:
        if game.over:
            break
        if game.round_over:
            game.next_round()
            continue
        move = rng.choice(game.legal_moves())
        if isinstance(move, Place):
            move = Place(move.tile, move.end, claim * 5 if claim % 3 else None)
        game.play(move)
    record = game.to_record()
    again = Game.from_record(record)
    assert again.to_record() == record
    assert again.scores == game.scores and content_id(again) == content_id(game)


def test_content_id_names_the_game_not_the_copy():
    game = Game.new(2, seed=11)
    play_random(game, random.Random(3), 30)
    same = Game.from_record(game.to_record())
    assert content_id(same) == content_id(game)
    play_random(same, random.Random(4), 1)
    assert content_id(same) != content_id(game)
    other_rules = Game.new(2, seed=11, rules=Rules(target=155))
    assert content_id(other_rules) != content_id(Game.new(2, seed=11))
