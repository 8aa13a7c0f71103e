"""The worker protocol (docs/protocol.md), tested without a browser."""

from __future__ import annotations

import hashlib
import json
import random
import subprocess
import sys
from pathlib import Path

from engine import DOUBLE_SIX
from engine.ai import choose, decision_seed
from engine.ai.bench import position_records, positions
from engine.events import Placed
from engine.moves import move_to_json
from engine.protocol import Session, handle, handle_json
from tests.conftest import E, T

ROOT = Path(__file__).resolve().parent.parent


def ask(session: Session, op: str, **args):
    return handle({"id": 1, "op": op, "args": args}, session)


def test_hello_and_unknown_operations():
    session = Session()
    hello = ask(session, "hello")["result"]
    assert hello["version"] == "0.1.0" and hello["protocol"] == 2
    answer = ask(session, "fly")
    assert answer["ok"] is False and answer["error"]["kind"] == "ValueError"
    assert "unknown operation" in answer["error"]["message"]
    assert ask(session, "state")["error"]["message"] == "no game yet: start one with new_game"


def test_json_entry_point_never_raises():
    answer = json.loads(handle_json("{not json"))
    assert answer["id"] is None and answer["ok"] is False
    assert answer["error"]["kind"] == "ValueError"
    assert answer["error"]["message"].startswith("not JSON")
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


def play_until_person_has_placed(session: Session, placements: int = 1):
    """Drive the game (person takes its first legal move) until the person has placed N times."""
    state = ask(session, "state")["result"]
    placed = 0
    while placed < placements:
        view = state["view"]
        assert not view["round_over"], "round ended before the person placed enough"
        if view["current"] == session.human:
            move = view["legal_moves"][0]
            placed += move["type"] == "place"
            state = ask(session, "play", move=move)["result"]
        else:
            state = ask(session, "ai_move")["result"]["state"]
    return state


def test_previews_score_each_legal_placement():  # R5, R6.1
    session = Session()
    state = ask(session, "new_game", players=2, levels=[None, "greedy"], seed=3)["result"]
    if state["view"]["current"] != 0:
        state = ask(session, "ai_move")["result"]["state"]
    game = session.game
    assert game is not None
    places = [m for m in state["view"]["legal_moves"] if m["type"] == "place"]
    assert len(state["previews"]) == len(places) > 0
    for preview in state["previews"]:
        board = game.board.copy()
        points = board.place(
            T(preview["tile"]), None if preview["end"] is None else E(preview["end"])
        )
        assert (preview["points"], preview["ends_sum"]) == (points, board.ends_sum())


def test_undo_takes_back_the_persons_last_placement_and_what_followed():
    session = Session()
    ask(session, "new_game", players=3, levels=[None, "greedy", "greedy"], seed=17)
    before = play_until_person_has_placed(session, 1)
    game = session.game
    assert game is not None
    round_events = len(game.rounds[-1].events)
    events = game.rounds[-1].events
    mine = max(i for i, e in enumerate(events) if isinstance(e, Placed) and e.seat == 0)
    after = ask(session, "undo")["result"]
    assert after["undos"] == 1
    assert len(after["view"]["history"]) == mine < round_events
    assert after["view"]["current"] == 0 and after["view"]["legal_moves"]
    assert before["view"]["scores"] is not None
    record = ask(session, "record")["result"]
    assert record["undos"] == 1
    assert ask(Session(), "load", record=record)["result"]["undos"] == 1


def test_undo_with_nothing_placed_is_refused():
    session = Session()
    state = ask(session, "new_game", players=2, levels=[None, "greedy"], seed=3)["result"]
    answer = ask(session, "undo")
    assert answer["error"]["kind"] == "IllegalMove"
    assert ask(session, "state")["result"] == state


def test_log_and_fair_deal():  # R2.2: the deal can be checked after the round
    session = Session()
    state = ask(session, "new_game", players=2, levels=[None, "greedy"], seed=8)["result"]
    fingerprint = state["view"]["deal_fingerprint"]
    assert state["view"]["deal_seed"] is None and len(fingerprint) == 64
    while not state["view"]["round_over"]:
        view = state["view"]
        if view["current"] == 0:
            state = ask(session, "play", move=view["legal_moves"][0])["result"]
        else:
            state = ask(session, "ai_move")["result"]["state"]
    seed = state["view"]["deal_seed"]
    assert hashlib.sha256(seed.encode()).hexdigest() == fingerprint
    tiles = list(DOUBLE_SIX)
    random.Random(int(seed)).shuffle(tiles)
    game = session.game
    assert game is not None
    assert tuple(tiles[:5]) == game.rounds[0].deal.hands[0]
    log = ask(session, "log")["result"]
    assert log["rounds"][0]["events"] == state["view"]["history"]
    assert log["rounds"][0]["result"] == state["view"]["round_result"]
    assert log["rounds"][0]["deal_seed"] == seed


def test_replay_a_finished_game_forwards_and_backwards():
    session = Session()
    state = ask(session, "new_game", players=2, levels=[None, "greedy"], seed=4)["result"]
    while not state["view"]["over"]:
        view = state["view"]
        if view["round_over"]:
            state = ask(session, "next_round")["result"]
        elif view["current"] == 0:
            state = ask(session, "play", move=view["legal_moves"][-1])["result"]
        else:
            state = ask(session, "ai_move")["result"]["state"]
    record = ask(session, "record")["result"]
    start = ask(session, "replay", record=record, round=1, step=0)["result"]
    assert start["view"]["board"]["tiles"] == [] and start["rounds"] == len(record["rounds"])
    assert all(len(hand) == 5 for hand in start["view"]["revealed_hands"])
    one = ask(session, "replay", record=record, round=1, step=1)["result"]
    assert len(one["view"]["board"]["tiles"]) == 1
    assert ask(session, "replay", record=record, round=1, step=0)["result"] == start
    end = ask(session, "replay", record=record, round=len(record["rounds"]), step=10**6)
    assert end["error"]["kind"] == "ValueError"
    unfinished = ask(Session(), "new_game", players=2, levels=[None, "greedy"], seed=1)
    assert unfinished["ok"]
    fresh = Session()
    ask(fresh, "new_game", players=2, levels=[None, "greedy"], seed=1)
    refused = ask(fresh, "replay", record=ask(fresh, "record")["result"], round=1, step=0)
    assert "finished" in refused["error"]["message"]


def test_hint_is_a_legal_move_for_the_person():
    session = Session()
    state = ask(session, "new_game", players=2, levels=[None, "greedy"], seed=3)["result"]
    if state["view"]["current"] != 0:
        assert ask(session, "hint")["error"]["kind"] == "IllegalMove"
        state = ask(session, "ai_move")["result"]["state"]
    hint = ask(session, "hint")["result"]["move"]
    assert hint in state["view"]["legal_moves"]


def test_ai_move_reports_the_decisions_time_and_no_bench_op_ships():
    session = Session()
    ask(session, "new_game", players=2, levels=[None, "normal"], seed=3)
    if session.game is not None and session.game.current == 0:
        ask(session, "play", move=session.game.view(0)["legal_moves"][0])
    answer = ask(session, "ai_move")["result"]
    assert answer["seat"] == 1
    assert answer["think_ms"] >= 0 and answer["think_cpu_ms"] >= 0
    assert ask(session, "bench_ai", rounds=1)["error"]["kind"] == "ValueError"


def test_the_worker_makes_the_benchs_decisions():
    """scripts/measure_ai_web.py loads engine.ai.bench's positions as records and times the
    ai_move answers: the worker must make exactly the decisions the CPython bench times."""
    views = positions(rounds=1)
    for level in ("greedy", "normal"):
        records = position_records(level, rounds=1)
        assert len(records) == len(views)
        for (record, seat), view in list(zip(records, views, strict=True))[::7]:
            session = Session()
            state = ask(session, "load", record=record)["result"]
            assert state["view"]["current"] == seat and state["human"] != seat
            answer = ask(session, "ai_move")["result"]
            expected = choose(view, level, decision_seed(view))
            assert answer["seat"] == seat and answer["move"] == move_to_json(expected)


PEER_LEVELS = ("peer-alphabeta-1", "peer-bota-gorda", "peer-double")  # the arena's, engine/peer.py


def test_the_peers_players_are_no_level_of_the_protocol():  # issue 42: measuring players only
    session = Session()
    block = {"preset": "partnership-block"}
    for level in PEER_LEVELS:
        levels = [None, level, level, level]
        answer = ask(session, "new_game", players=4, levels=levels, rules=block, seed=1)
        assert answer["ok"] is False and answer["error"]["kind"] == "ValueError", level
        assert level not in ask(session, "hello")["result"]["levels"]
    view = ask(session, "new_game", players=4, levels=[None, "greedy", "greedy", "greedy"],
               rules=block, seed=1)["result"]["view"]  # fmt: skip
    for level in PEER_LEVELS:
        try:
            choose(view, level)
        except ValueError as refused:
            assert "unknown level" in str(refused)
        else:
            raise AssertionError(f"choose played {level}")


def test_a_block_game_through_the_protocol_never_loads_the_peer():  # issue 42
    """A whole block hand with computers, in a fresh interpreter: neither abw333's ``dominoes``
    nor our adapter of its players (engine/peer.py) nor the arena is ever imported."""
    script = """
import sys
from engine.protocol import Session, handle
session = Session()
def ask(op, **args):
    answer = handle({"id": 1, "op": op, "args": args}, session)
    assert answer["ok"], answer
    return answer["result"]
state = ask("new_game", players=4, levels=[None, "greedy", "hard", "normal"],
            rules={"preset": "partnership-block"}, seed=2)
while not state["view"]["round_over"]:
    if state["view"]["current"] == 0:
        state = ask("play", move=state["view"]["legal_moves"][0])
    else:
        state = ask("ai_move")["state"]
loaded = ("dominoes", "engine.peer", "engine.arena")
print(sorted(m for m in sys.modules if m.split(".")[0] == "dominoes" or m in loaded))
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=False, cwd=ROOT)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
