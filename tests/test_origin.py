"""A game's origin (engine/origin.py): the same words as ever on the wire and in records, and the
facts the page decides from (counted, side line, deals again), which the worker's state sends."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import Game
from engine.lines import again_game, line_record
from engine.netmsg import parse_view
from engine.origin import Origin
from engine.position import parse
from engine.record import content_id
from engine.session import Session, load
from tests.conftest import play_random, result

# Every origin and its facts, as the page reads them: counted, side_line, deals_again.
FACTS = {
    "seed": (True, False, True),
    "shared": (True, False, False),
    "given": (True, False, False),
    "position": (False, False, False),
    "setup": (False, True, False),
    "line": (False, True, False),
    "again": (False, True, True),
    "puzzle": (False, True, False),
    "daily": (True, False, True),
    "challenge": (False, True, True),
}
# The origins played without hint or undo: their score is set beside another's on the same deals.
NO_AIDS = {"daily", "challenge"}

# Each origin's game below (records()), its content id as the engine gave it before origins were
# an enum: the key the statistics and the match history count a game by must not change, or a
# game saved then would count again.
CONTENT_IDS = {
    "seed": "56dbccca42e48d73d7e1d1ff770c881eaf0c6df375a851b5a60bb9f0faee3d80",
    "shared": "0d24df8d9cd1624e3070deec3eab5105ab99e813ae3375f02d01408b74cc926a",
    "given": "c9c21d9c73ba8c3c6d281077a67ca0df8500f06a200710b079e82327846b7962",
    "position": "d6ccf87c75f45bd4667f304bef5fa9cbf49b0da9dd94fe94999be81f0054607c",
    "setup": "1a7f66bb589e5adfe6c2a0530c0d128998e609a5545d3e5025591d32ca02204e",
    "line": "c3a586ed4336fd2610d63cbd63e12317a0af7baaf1bbf0a3ec5416443c5777e1",
    "again": "e2c83995bd78d4752b3fedba57108b9f8f7cdf0fd0e63c6920ded8c2ada6ccaf",
    "puzzle": "fe642421e3fbac5c40e1fd19ca72bf7f25dd1204d736ecef8c6520004a499e8e",
    "daily": "68b43fba4e0a94a7827181a3e8f5cd020a85089e5c181afe44b19e08524a67fe",
    "challenge": "d098999a1ee407ea4ce9ed4fd1941aa174fce5edad02add9dc92dff4a6cce9e0",
}

SHARES = ("11" * 32, "22" * 32)
SETUP = "14(l11h44)_23555606.001202_?_1_15.0"


def finished(seed: int) -> Game:
    game = Game.new(2, seed=seed)
    play_random(game, random.Random(seed))
    return game


def given() -> Game:
    deal = Game.new(2, seed=21).rounds[0].deal
    game = Game.from_deal(deal.hands, deal.boneyard, deal.starter, seed=21)
    play_random(game, random.Random(2), 6)
    return game


def records() -> dict[str, dict[str, Any]]:
    """One record of each origin, built with the engine's public API only."""
    seeded = Game.new(2, seed=7)
    play_random(seeded, random.Random(7), 9)
    shared = Game.new_shared(SHARES)
    play_random(shared, random.Random(3), 4)
    setup = Game.from_setup(parse(SETUP), seed=11, salt=3)
    position = {**given().to_record(), "origin": "position"}
    position["rounds"][0]["scores_before"] = [300, 0]
    puzzle = {**given().to_record(), "origin": "puzzle"}
    return {
        "seed": seeded.to_record(),
        "shared": shared.to_record(),
        "given": given().to_record(),
        "position": position,
        "setup": setup.to_record(),
        "line": line_record(finished(5).to_record(), 1, 3),
        "again": again_game(finished(5).to_record()).to_record(),
        "puzzle": puzzle,
        "daily": {**seeded.to_record(), "origin": "daily"},
        "challenge": {**seeded.to_record(), "origin": "challenge"},
    }


def test_the_origins_are_the_words_records_have_always_carried() -> None:
    assert [origin.value for origin in Origin] == list(FACTS)
    assert all(Origin(word) == word and str(Origin(word)) == word for word in FACTS)


@pytest.mark.parametrize("word", list(FACTS))
def test_each_origin_has_its_facts(word: str) -> None:
    origin = Origin(word)
    counted, side_line, deals_again = FACTS[word]
    assert (origin.counted, origin.side_line, origin.deals_again) == FACTS[word]
    assert origin.facts() == {
        "counted": counted,
        "side_line": side_line,
        "deals_again": deals_again,
        "aids": word not in NO_AIDS,
    }
    assert not (origin.counted and origin.side_line)  # a side line is never counted


@pytest.mark.parametrize("value", ["imported", "Seed", "", None, 1, ["seed"]])
def test_any_other_origin_is_refused_naming_the_field(value: object) -> None:
    with pytest.raises(ValueError, match=r"^record\.origin is .*, not one of 'seed', 'shared'"):
        Origin.read(value, "record.origin")


@pytest.mark.parametrize("word", list(FACTS))
def test_a_saved_record_of_each_origin_still_loads(word: str) -> None:
    record = json.loads(json.dumps(records()[word]))  # as the page keeps it: JSON text
    assert record["origin"] == word
    game = Game.from_record(record)
    assert game.origin is Origin(word)
    again = game.to_record()
    assert type(again["origin"]) is str and again["origin"] == word
    assert json.loads(json.dumps(again)) == again
    assert type(game.view(0)["origin"]) is str
    session = Session()
    load(session, record)
    state = session.state()
    counted, side_line, deals_again = FACTS[word]
    assert (state["origin"], state["counted"], state["side_line"]) == (word, counted, side_line)
    assert state["deals_again"] is deals_again


def test_a_record_with_an_unknown_origin_is_refused_naming_it() -> None:
    record = {**records()["seed"], "origin": "imported"}
    with pytest.raises(ValueError, match=r"^game record: origin is 'imported', not one of"):
        Game.from_record(record)


def test_the_content_ids_are_the_ones_from_before_the_enum() -> None:
    found = {word: content_id(Game.from_record(r)) for word, r in records().items()}
    assert found == CONTENT_IDS


def test_the_state_sends_the_facts_of_each_way_a_game_starts() -> None:
    """The page reads these instead of a list of its own (web/core/sidegames.js)."""
    session = Session()
    state = result(session, "new_game", seed=3)
    assert (state["origin"], state["counted"], state["side_line"]) == ("seed", True, False)
    state = result(session, "setup", notation=SETUP, seed=1)
    assert (state["origin"], state["counted"], state["side_line"]) == ("setup", False, True)
    source = finished(5).to_record()
    state = result(session, "line", record=source, round=1, step=2)
    assert (state["origin"], state["counted"], state["side_line"]) == ("line", False, True)
    state = result(session, "again", record=source)
    assert (state["origin"], state["counted"], state["side_line"]) == ("again", False, True)
    assert state["deals_again"] is True


def test_a_guests_view_off_the_wire_has_an_origin_of_the_engine() -> None:
    view = Game.new(2, seed=3).view(1)
    assert parse_view(view)["origin"] == "seed"
    with pytest.raises(ValueError, match=r"view\.origin is 'imported', not one of 'seed'"):
        parse_view({**view, "origin": "imported"})
