"""Game records: complete, versioned, replayable; anything wrong in one is refused with a reason."""

from __future__ import annotations

import copy
import json
import random

import pytest

from engine import Game, Place
from engine.rules import Rules
from tests.conftest import T, play_random


def played(seed=5, moves=60, players=2) -> Game:
    game = Game.new(players, seed=seed)
    play_random(game, random.Random(seed), moves)
    return game


def test_record_is_versioned_and_json_safe():
    record = played().to_record()
    assert record["format"] == "five-up-game" and record["version"] == 2
    assert record["rules"] == {"target": 305, "display_target": 61, "muggins": False}
    assert record["salt"] == 0
    assert json.loads(json.dumps(record)) == record
    assert record["rounds"][0]["deal"]["lot"] is not None


def test_position_round_trips():  # a position built on purpose says so in its origin
    game = Game.from_deal([["[1|4]", "[6|6]"], ["[2|3]", "[4|5]"]], ["[0|0]"], starter=1, seed=3)
    game.play(Place(T("[2|3]"), None))
    record = game.to_record()
    assert record["origin"] == "position"
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
        (lambda r: r.update(version=3), "newer"),
        (lambda r: r.update(version=True), "version"),
        (lambda r: r.update(rules={"target": 300}), "H1"),
        (lambda r: r.update(rules={"target": 305, "muggins": 1}), "H2"),
        (lambda r: r.update(rules={"target": 305, "doubles": True}), "no option"),
        (lambda r: r.pop("rules"), "rules"),
        (lambda r: r.update(salt=-1), "salt"),
        (lambda r: r.update(salt=True), "salt"),
        (lambda r: r["rounds"][0]["deal"].update(starter=True), "starter"),
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


def given_record() -> dict:
    """A real game dealt by hand: the whole set, five tiles each (R1.1, R1.3)."""
    game = Game.new(2, seed=21)
    deal = game.rounds[0].deal
    given = Game.from_deal(deal.hands, deal.boneyard, deal.starter, seed=21)
    assert given.origin == "given"
    play_random(given, random.Random(2), 6)
    return given.to_record()


@pytest.mark.parametrize(
    ("mutate", "rule"),
    [
        # 19 tiles in play: a hand of 7 drawn from the boneyard
        (lambda d: d["hands"][0].extend(d["boneyard"][:2]) or d["boneyard"].__delitem__(0), "R1"),
        (lambda d: d["hands"][0].append(d["boneyard"].pop()), "R1.3"),
        (lambda d: d["boneyard"].pop(), "R1.1"),
        (lambda d: d["hands"][1].__setitem__(0, d["hands"][0][0]), "R1.1"),
    ],
)
def test_given_deals_that_break_r1_are_refused_with_the_rule(mutate, rule):  # R1.1, R1.3
    record = given_record()
    mutate(record["rounds"][0]["deal"])
    record["rounds"][0]["moves"] = []
    with pytest.raises(ValueError, match=rule) as caught:
        Game.from_record(record)
    assert "position" in str(caught.value) or "R1.1" in str(caught.value)


def test_a_forged_start_at_300_is_refused():  # R1.3: a new game starts at 0 for every side
    record = given_record()
    record["rounds"][0]["scores_before"] = [300, 0]
    with pytest.raises(ValueError, match=r"R1\.3"):
        Game.from_record(record)
    seeded = played().to_record()
    seeded["rounds"] = seeded["rounds"][:1]
    seeded["rounds"][0]["scores_before"] = [300, 0]
    with pytest.raises(ValueError, match=r"R1\.3"):
        Game.from_record(seeded)


def test_a_position_built_on_purpose_loads_and_says_so():  # R1 does not bind a set-up position
    record = given_record()
    record["origin"] = "position"
    record["rounds"][0]["scores_before"] = [300, 0]
    game = Game.from_record(record)
    assert game.origin == "position" and game.view(0)["origin"] == "position"
    assert game.to_record()["origin"] == "position"


def test_a_given_deal_round_trips():  # R1
    record = given_record()
    again = Game.from_record(record)
    assert again.origin == "given" and again.to_record() == record


def test_version_1_records_load_with_the_sheets_rules():
    record = played(seed=9, moves=200).to_record()
    old = {k: v for k, v in record.items() if k not in ("rules", "salt")}
    old["version"] = 1
    game = Game.from_record(old)
    assert game.rules == Rules() and game.salt == 0
    assert game.to_record() == record
    old["rules"] = {"target": 155}
    with pytest.raises(ValueError, match="version 1"):
        Game.from_record(old)


def test_records_keep_rules_and_salt():  # H1, H2
    game = Game.new(3, seed=4, rules=Rules(target=605, muggins=True), salt=77)
    play_random(game, random.Random(1), 40)
    record = game.to_record()
    assert record["rules"] == {"target": 605, "display_target": 121, "muggins": True}
    again = Game.from_record(record)
    assert (again.rules, again.salt, again.scores) == (game.rules, 77, game.scores)


@pytest.mark.parametrize(
    "mutate",
    [
        lambda r: r.update(rounds=[r["rounds"][0]] * 1001),
        lambda r: r["rounds"][0].update(moves=[{"type": "draw"}] * 201),
        lambda r: r["rounds"][0]["deal"]["hands"].append([]),
        lambda r: r["rounds"][0]["deal"]["hands"][0].extend(["[0|0]"] * 40),
        lambda r: r["rounds"][0]["deal"].update(lot=[[[0, True]]]),
        lambda r: r["rounds"][0]["deal"].update(lot=[[[0, 1]]] * 65),
    ],
)
def test_oversized_records_are_refused_early(mutate):
    record = broken(mutate)
    with pytest.raises(ValueError) as caught:
        Game.from_record(record)
    assert len(str(caught.value)) < 200
