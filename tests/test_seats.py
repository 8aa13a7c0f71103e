"""Seats: people (with names) and computers (with levels) at one table, through the protocol."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.protocol import Session
from engine.seats import Seat, computer, person, seats_from_json
from tests.conftest import ask, result

ANNA_AND_ME = [
    {"kind": "person", "name": "Anna"},
    {"kind": "computer", "level": "greedy"},
    {"kind": "person", "name": "Me"},
    {"kind": "computer", "level": "greedy"},
]


def message(session: Session, op: str, **args: Any) -> str:
    answer = ask(session, op, **args)
    assert answer["ok"] is False, answer
    return str(answer["error"]["message"])


def act(session: Session, state: dict[str, Any]) -> dict[str, Any]:
    """One move by whoever is to act: a person plays the first legal move, a computer its own."""
    view = state["view"]
    if view["round_over"]:
        return dict(result(session, "next_round"))
    if state["seats"][view["current"]]["kind"] == "person":
        assert state["human"] == view["current"] and view["seat"] == view["current"]
        return dict(result(session, "play", move=view["legal_moves"][0]))
    return dict(result(session, "ai_move")["state"])


def test_seats_parse_to_immutable_values():
    seats = seats_from_json(ANNA_AND_ME, 4, ("greedy",))
    assert seats == (person("Anna"), computer("greedy"), person("Me"), computer("greedy"))
    assert seats[0] == Seat("person", "Anna", None) and seats[0].is_person
    assert [s.to_json() for s in seats] == ANNA_AND_ME
    with pytest.raises(AttributeError):
        seats[0].name = "Bob"  # type: ignore[misc]
    assert seats_from_json([{"kind": "person", "name": "  Eve "}, {"kind": "person"}], 2, ()) == (
        person("Eve"),
        person(None),
    )


def test_new_game_takes_seats_and_the_view_follows_the_person_to_act():  # R1.2, R2
    session = Session()
    state = result(session, "new_game", players=4, seats=ANNA_AND_ME, seed=5)
    assert state["seats"] == ANNA_AND_ME and state["people"] == [0, 2]
    assert state["levels"] == [None, "greedy", None, "greedy"]
    assert state["view"]["side_of"] == [0, 1, 0, 1]  # partners 0+2 against 1+3
    seen = set()
    for _ in range(400):
        view = state["view"]
        if view["over"]:
            break
        if not view["round_over"]:
            current = view["current"]
            if current in (0, 2):
                assert state["human"] == current == state["next_person"]
            else:  # a computer to act: the view stays with a person, who sees no preview
                assert state["human"] in (0, 2) and state["previews"] == []
                assert state["next_person"] == (current + 1) % 4  # R2: seat order
        else:
            assert state["next_person"] is None
            seen.add(state["human"])
        state = act(session, state)
    assert state["view"]["over"] is True and seen == {0, 2}


def test_the_first_view_is_the_next_person_to_act():
    session = Session()
    seats = [{"kind": "computer", "level": "greedy"}] * 2 + [{"kind": "person", "name": "Ann"}]
    for seed in range(40):
        state = result(session, "new_game", players=3, seats=seats, seed=seed)
        assert state["human"] == 2 and state["people"] == [2]


def test_a_computer_never_plays_for_a_person_and_a_person_never_for_a_computer():  # R2.1
    session = Session()
    state = result(session, "new_game", players=4, seats=ANNA_AND_ME, seed=5)
    current = state["view"]["current"]
    if current in (0, 2):
        assert "a person's" in message(session, "ai_move")
    while state["view"]["current"] in (0, 2):
        state = act(session, state)
    move = {"type": "draw"}
    assert "a computer's" in message(session, "play", move=move)


@pytest.mark.parametrize(
    ("seats", "field"),
    [
        ("Anna", "seats is a list of 2 seats"),
        ([{"kind": "person"}], "seats is a list of 2 seats, not 1"),
        ([{"kind": "robot"}, {"kind": "person"}], "seats[0].kind is 'person' or 'computer'"),
        ([{"kind": "person", "name": ""}, {"kind": "person"}], "seats[0].name is null or a name"),
        ([{"kind": "person", "name": "x" * 25}, {"kind": "person"}], "seats[0].name"),
        ([{"kind": "person", "name": "a\nb"}, {"kind": "person"}], "seats[0].name"),
        ([{"kind": "person", "name": 7}, {"kind": "person"}], "seats[0].name"),
        (
            [{"kind": "person"}, {"kind": "computer", "level": "godlike"}],
            "seats[1].level is one of",
        ),
        ([{"kind": "person"}, {"kind": "computer"}], "seats[1].level is one of"),
        (
            [{"kind": "person"}, {"kind": "computer", "level": "hard", "name": "Bo"}],
            "seats[1].name",
        ),
        ([{"kind": "person", "level": "hard"}, {"kind": "person"}], "seats[0].level is for a"),
        ([{"kind": "person", "age": 9}, {"kind": "person"}], "seats[0] has no field 'age'"),
        ([{"kind": "computer", "level": "hard"}] * 2, "seats has at least one person"),
        ([None, {"kind": "person"}], "seats[0] is {"),
    ],
)
def test_malformed_seats_are_refused_citing_the_field(seats, field):
    session = Session()
    assert field in message(session, "new_game", players=2, seats=seats)
    assert session.game is None  # nothing half-started


def test_seats_or_levels_not_both():
    text = message(Session(), "new_game", players=2, seats=ANNA_AND_ME[:2], levels=[None, "hard"])
    assert text == "new_game takes seats or levels, not both"


def test_record_round_trip_keeps_seats_and_rules():  # H1, H2: the record (version 2) carries both
    session = Session()
    rules = {"target": 155, "muggins": True}
    state = result(session, "new_game", players=4, seats=ANNA_AND_ME, seed=9, rules=rules)
    for _ in range(7):
        state = act(session, state)
    record = result(session, "record")
    assert record["version"] == 2
    assert record["seats"] == ANNA_AND_ME and record["levels"] == [None, "greedy", None, "greedy"]
    assert record["rules"] == {"target": 155, "display_target": 31, "muggins": True}
    again = Session()
    loaded = result(again, "load", record=copy.deepcopy(record))
    assert loaded == state
    assert result(again, "record") == record


def test_names_do_not_change_the_games_identity():
    ids = []
    for name in ("Anna", "Bea"):
        session = Session()
        seats = [{"kind": "person", "name": name}, {"kind": "computer", "level": "greedy"}]
        state = result(session, "new_game", players=2, seats=seats, seed=3, rules={"target": 155})
        while not state["view"]["over"]:
            state = act(session, state)
        ids.append(state["game_id"])
    assert ids[0] is not None and ids[0] == ids[1]


def test_older_records_load_with_one_person():
    session = Session()
    result(session, "new_game", players=3, levels=["greedy", None, "greedy"], seed=4)
    record = result(session, "record")
    del record["seats"]
    loaded = result(Session(), "load", record=record)
    assert loaded["human"] == 1 and loaded["people"] == [1]
    assert loaded["seats"][1] == {"kind": "person", "name": None}
    record["version"] = 1
    del record["rules"], record["salt"]
    assert result(Session(), "load", record=record)["rules"]["target"] == 305  # version 1


def test_a_record_whose_levels_and_seats_disagree_is_refused():
    session = Session()
    result(session, "new_game", players=4, seats=ANNA_AND_ME, seed=2)
    record = result(session, "record")
    bad = {**record, "levels": [None, "greedy", "greedy", "greedy"]}
    assert "record.levels" in message(Session(), "load", record=bad)
    bad = {**record, "seats": ANNA_AND_ME[:3]}
    assert "record.seats is a list of 4 seats, not 3" in message(Session(), "load", record=bad)


def _two_people_until(session: Session, state: dict[str, Any], seat: int) -> dict[str, Any]:
    while state["view"]["current"] != seat or state["view"]["round_over"]:
        state = act(session, state)
    return state


def test_undo_takes_back_only_the_last_persons_own_move():
    session = Session()
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bo"}]
    state = result(session, "new_game", players=2, seats=seats, seed=11)
    state = _two_people_until(session, state, 0)
    state = act(session, state)  # Ann places (seed 11: her first move is a placement)
    placed = state["view"]["history"][-1]
    assert placed["type"] == "place" and placed["seat"] == 0 and state["view"]["current"] == 1
    # Bo has not acted: Ann may still take her move back, Bo may not take back hers
    assert "seat 0 has acted since" in message(session, "undo", seat=1)
    back = result(session, "undo", seat=0)
    assert back["view"]["current"] == 0 and back["human"] == 0 and back["undos"] == 1
    state = act(session, back)
    state = act(session, state)  # Bo acts: Ann's move is no longer hers to take back
    assert state["view"]["history"][-1]["seat"] == 1
    assert message(session, "undo", seat=0) == (
        "seat 1 has acted since: undo takes back only your own last move while no other "
        "person has acted"
    )


def test_undo_and_coach_take_only_a_persons_seat():
    session = Session()
    result(session, "new_game", players=4, seats=ANNA_AND_ME, seed=2)
    assert message(session, "undo", seat=1) == "seat 1 is a computer's, not a person's"
    assert "seat is a whole number 0..3" in message(session, "undo", seat=4)
    assert message(session, "coach", round=1, seat=3) == "seat 3 is a computer's, not a person's"


# ---- record v2 with seats and rules: record -> load -> record --------------------------------

TABLES = [
    (  # two people, nobody else; the sheet's target, Muggins on
        [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bo"}],
        {"target": 305, "muggins": True},
        {"target": 305, "display_target": 61, "muggins": True},
    ),
    (  # a computer between two people, to 121 (H1)
        [
            {"kind": "person", "name": "Ann"},
            {"kind": "computer", "level": "easy"},
            {"kind": "person", "name": None},
        ],
        {"target": 605},
        {"target": 605, "display_target": 121, "muggins": False},
    ),
    (  # partners: a person and a computer against a computer and a person, to 31, Muggins (H1, H2)
        [
            {"kind": "person", "name": "Åsa Öberg"},
            {"kind": "computer", "level": "greedy"},
            {"kind": "computer", "level": "easy"},
            {"kind": "person", "name": "Bo"},
        ],
        {"target": 155, "muggins": True},
        {"target": 155, "display_target": 31, "muggins": True},
    ),
]


@pytest.mark.parametrize(("seats", "rules", "written"), TABLES)
def test_record_v2_with_seats_and_rules(seats, rules, written):  # H1, H2
    """record -> load -> record gives the same seats, rules and moves, mid-game and finished."""
    session = Session()
    state = result(session, "new_game", players=len(seats), seats=seats, seed=21, rules=rules)
    checked = 0
    for moves in range(2000):
        if moves in (9, 40) or state["view"]["over"]:
            record = result(session, "record")
            assert record["format"] == "five-up-game" and record["version"] == 2
            assert record["seats"] == seats and record["rules"] == written
            assert record["levels"] == [s.get("level") for s in seats]
            again = Session()
            loaded = result(again, "load", record=copy.deepcopy(record))
            assert loaded["seats"] == seats and loaded["view"]["rules"] == written
            assert loaded["people"] == [i for i, s in enumerate(seats) if s["kind"] == "person"]
            assert loaded == state
            back = result(again, "record")
            assert back == record
            assert [r["moves"] for r in back["rounds"]] == [r["moves"] for r in record["rounds"]]
            checked += 1
        if state["view"]["over"]:
            break
        state = act(session, state)
    assert checked == 3 and state["view"]["over"] is True


def _a_record() -> dict[str, Any]:
    session = Session()
    result(session, "new_game", players=4, seats=ANNA_AND_ME, seed=2, rules={"muggins": True})
    return dict(result(session, "record"))


@pytest.mark.parametrize(
    ("seats", "said"),
    [
        (None, "record.levels"),  # no seats: the older levels are read, and have no person
        ("Anna", "record.seats is a list of 4 seats, not 'Anna'"),
        (
            [{"kind": "robot"}, *ANNA_AND_ME[1:]],
            "record.seats[0].kind is 'person' or 'computer', not 'robot'",
        ),
        (
            [{"kind": "person", "name": "A" * 25}, *ANNA_AND_ME[1:]],
            "record.seats[0].name is null or a name of 1..24 printable characters",
        ),
        (
            [{"kind": "person", "name": ["Anna"]}, *ANNA_AND_ME[1:]],
            "record.seats[0].name is null or a name of 1..24 printable characters",
        ),
        (
            [ANNA_AND_ME[0], {"kind": "computer", "level": "godlike"}, *ANNA_AND_ME[2:]],
            "record.seats[1].level is one of",
        ),
        (
            [{"kind": "computer", "level": "greedy"}] * 4,
            "record.seats has at least one person",
        ),
        (
            [ANNA_AND_ME[0], {"kind": "person", "name": "Cy"}, *ANNA_AND_ME[2:]],
            "record.levels is [None, 'greedy', None, 'greedy'], not the seats' levels",
        ),
    ],
)
def test_a_loaded_record_with_bad_seats_is_refused_and_nothing_changes(seats, said):
    record = _a_record()
    if seats is None:
        del record["seats"]
        record["levels"] = ["greedy"] * 4
    else:
        record["seats"] = seats
    session = Session()
    before = result(session, "new_game", players=2, seats=ANNA_AND_ME[:2], seed=7)
    text = message(session, "load", record=record)
    assert said in text, text
    assert result(session, "state") == before  # the game in play is as it was


def test_a_replay_shows_the_first_persons_view_and_refuses_bad_seats():
    seats = [
        {"kind": "computer", "level": "easy"},
        {"kind": "person", "name": "Ann"},
        {"kind": "person", "name": "Bo"},
    ]
    session = Session()
    state = result(session, "new_game", players=3, seats=seats, seed=4, rules={"target": 155})
    while not state["view"]["over"]:
        state = act(session, state)
    record = result(session, "record")
    view = result(Session(), "replay", record=record, round=1, step=0)["view"]
    assert view["seat"] == 1 and len(view["revealed_hands"]) == 3
    bad = {**record, "seats": [*seats[:2], {"kind": "person", "name": ""}]}
    text = message(Session(), "replay", record=bad, round=1, step=0)
    assert text.startswith("record.seats[2].name is null or a name of 1..24"), text
