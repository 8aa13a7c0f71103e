"""The worker protocol (docs/protocol.md), tested without a browser."""

from __future__ import annotations

import json

from engine.protocol import Session, handle, handle_json


def ask(session: Session, op: str, **args):
    return handle({"id": 1, "op": op, "args": args}, session)


def test_hello_and_unknown_operations():
    session = Session()
    assert ask(session, "hello") == {"id": 1, "ok": True, "result": {"version": "0.1.0"}}
    answer = ask(session, "fly")
    assert answer["ok"] is False and answer["error"]["kind"] == "ValueError"
    assert "unknown operation" in answer["error"]["message"]
    assert ask(session, "state")["error"]["message"] == "no game yet: start one with new_game"


def test_json_entry_point_never_raises():
    assert json.loads(handle_json("{not json")) == {
        "id": None,
        "ok": False,
        "error": {"kind": "ValueError", "message": "not JSON"},
    }
    assert json.loads(handle_json("[1, 2]"))["error"]["kind"] == "ValueError"


def test_a_whole_game_through_the_protocol():  # R1-R9 through the worker's door
    session = Session()
    state = ask(session, "new_game", players=3, levels=[None, "greedy", "random"], seed=21)[
        "result"
    ]
    assert state["human"] == 0 and state["view"]["seat"] == 0
    steps = 0
    while not state["view"]["over"]:
        view = state["view"]
        if view["round_over"]:
            state = ask(session, "next_round")["result"]
        elif view["current"] == 0:
            answer = ask(session, "play", move=view["legal_moves"][0])
            assert answer["ok"], answer
            state = answer["result"]
        else:
            answer = ask(session, "ai_move")
            assert answer["ok"], answer
            assert answer["result"]["seat"] == view["current"]
            state = answer["result"]["state"]
        steps += 1
        assert steps < 20_000
    record = ask(session, "record")["result"]
    assert record["levels"] == [None, "greedy", "random"]
    again = Session()
    loaded = ask(again, "load", record=record)["result"]
    assert loaded == state


def test_refusals_are_structured_and_change_nothing():
    session = Session()
    state = ask(session, "new_game", players=2, levels=[None, "greedy"], seed=3)["result"]
    wrong = {"type": "place", "tile": "[6|6]", "end": "[0|0] line_b"}
    answer = ask(session, "play", move=wrong)
    assert answer["ok"] is False and answer["error"]["kind"] == "IllegalMove"
    assert ask(session, "state")["result"] == state
    assert ask(session, "new_game", players=2, levels=["hard"])["error"]["kind"] == "ValueError"
    assert ask(session, "new_game", players=2, levels=[None, "godlike"])["ok"] is False
    bad = ask(session, "load", record={"format": "five-up-game", "version": 9})
    assert bad["error"]["kind"] == "ValueError" and "newer" in bad["error"]["message"]
    assert ask(session, "state")["result"] == state


def test_computer_does_not_move_for_the_person():  # R2.1
    session = Session()
    state = ask(session, "new_game", players=2, levels=[None, "greedy"], seed=3)["result"]
    if state["view"]["current"] == 0:
        assert ask(session, "ai_move")["error"]["kind"] == "IllegalMove"
    else:
        assert ask(session, "play", move={"type": "draw"})["error"]["kind"] == "IllegalMove"
