"""Game records: complete, versioned, replayable; anything wrong in one is refused with a reason."""

from __future__ import annotations

import copy
import json
import random

import pytest

from engine import Game, Place
from tests.conftest import T, play_random


def played(seed=5, moves=60, players=2) -> Game:
    game = Game.new(players, seed=seed)
    play_random(game, random.Random(seed), moves)
    return game


def test_record_is_versioned_and_json_safe():
    record = played().to_record()
    assert record["format"] == "five-up-game" and record["version"] == 1
    assert json.loads(json.dumps(record)) == record
    assert record["rounds"][0]["deal"]["lot"] is not None


def test_given_deal_round_trips():
    game = Game.from_deal([["[1|4]", "[6|6]"], ["[2|3]", "[4|5]"]], ["[0|0]"], starter=1, seed=3)
    game.play(Place(T("[2|3]"), None))
    record = game.to_record()
    assert record["origin"] == "given"
    again = Game.from_record(record)
    assert again.to_record() == record and again.hands == game.hands


def broken(mutate):
    record = copy.deepcopy(played().to_record())
    mutate(record)
    return record


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda r: r.update(format="chess"), "format"),
        (lambda r: r.update(version=2), "newer"),
        (lambda r: r.update(version="1"), "version"),
        (lambda r: r.pop("seed"), "seed"),
        (lambda r: r.update(seed=-1), "seed"),
        (lambda r: r.update(players=5), "players"),
        (lambda r: r.update(rounds=[]), "rounds"),
        (lambda r: r["rounds"][0]["deal"]["hands"][0].__setitem__(0, "[9|9]"), "round 1"),
        (
            lambda r: r["rounds"][0]["deal"].update(starter=1 - r["rounds"][0]["deal"]["starter"]),
            "seed",
        ),
        (lambda r: r["rounds"][0]["moves"].insert(0, {"type": "pass"}), "move 1 is illegal"),
        (lambda r: r["rounds"][0]["moves"].insert(0, {"type": "fly"}), "move 1 is malformed"),
        (lambda r: r["rounds"][0]["moves"].insert(0, "draw"), "move 1 is malformed"),
        (lambda r: r["rounds"][0].pop("moves"), "moves"),
        (lambda r: r["rounds"][1].update(scores_before=[100, 0]), "scores_before"),
        (lambda r: r["rounds"][1]["deal"]["boneyard"].reverse(), "deal"),
        (lambda r: r["rounds"][0]["moves"].pop(), "not finished"),
        (lambda r: r.update(origin="magic"), "origin"),
    ],
)
def test_malformed_records_are_refused_with_a_reason(mutate, message):
    record = broken(mutate)
    with pytest.raises(ValueError, match=message):
        Game.from_record(record)


@pytest.mark.parametrize("data", [None, [], "five-up", 7, {"format": "five-up-game"}])
def test_non_records_are_refused(data):
    with pytest.raises(ValueError):
        Game.from_record(data)
