"""The table through the worker's door: hello's description, house rules in new_game, Muggins
claims (H2), the computers' exact claims and public seeds, and refusals that change nothing."""

from __future__ import annotations

from typing import Any

import pytest

from engine import protocol
from engine.ai import choose, decision_seed
from engine.game import Game, exact_claim
from engine.moves import move_to_json
from engine.protocol import Session
from engine.record import content_id
from engine.rules import TARGETS, describe
from engine.tiles import DOUBLE_SIX
from tests.conftest import ask
from tests.conftest import result as ok
from tests.hostile import snapshot


def refused(session: Session, op: str, kind: str = "ValueError", **args: Any) -> str:
    """The refusal's message, after checking the session did not change."""
    before = snapshot(session)
    answer = ask(session, op, **args)
    assert answer["ok"] is False and answer["error"]["kind"] == kind, answer
    assert snapshot(session) == before
    message: str = answer["error"]["message"]
    assert len(message) < 200
    return message


def test_hello_describes_the_table() -> None:
    hello = ok(Session(), "hello")
    assert hello["protocol"] == 2 and hello["version"]
    assert hello["levels"] == ["easy", "normal", "hard"]
    assert hello["default_level"] == "normal"
    assert hello["rules"] == describe()


@pytest.mark.parametrize("target", TARGETS)  # H1
def test_new_game_takes_each_target(target: int) -> None:
    state = ok(Session(), "new_game", levels=[None, "greedy"], seed=4, rules={"target": target})
    assert state["rules"] == {"target": target, "display_target": target // 5, "muggins": False}
    assert state["view"]["target"] == target and state["origin"] == "seed"
    assert state["game_id"] is None


def test_new_game_takes_muggins_and_refuses_unknown_rules() -> None:  # H1, H2
    state = ok(Session(), "new_game", levels=[None, "greedy"], seed=4, rules={"muggins": True})
    assert state["rules"]["muggins"] is True and state["view"]["rules"]["muggins"] is True
    session = Session()
    ok(session, "new_game", levels=[None, "greedy"], seed=4)
    assert "H1" in refused(session, "new_game", rules={"target": 300})
    assert "H2" in refused(session, "new_game", rules={"muggins": "yes"})
    assert "no option 'house'" in refused(session, "new_game", rules={"house": 1})
    assert "rules is an object" in refused(session, "new_game", rules=[155])


def test_salt_is_public_given_or_chosen() -> None:
    seeded = ok(Session(), "new_game", levels=[None, "greedy"], seed=4)
    assert seeded["view"]["salt"] == 0
    given = ok(Session(), "new_game", levels=[None, "greedy"], seed=4, salt=12_345)
    assert given["view"]["salt"] == 12_345
    salts = {ok(Session(), "new_game", levels=[None, "greedy"])["view"]["salt"] for _ in range(3)}
    assert len(salts) > 1
    session = Session()
    ok(session, "new_game", levels=[None, "greedy"], seed=4)
    for bad in (-1, 2**53, True, 1.5, "7"):
        assert refused(session, "new_game", seed=5, salt=bad).startswith("salt is a whole number")


def test_new_game_refuses_bad_fields_and_changes_nothing() -> None:
    session = Session()
    ok(session, "new_game", levels=[None, "greedy"], seed=4)
    assert "R1.2" in refused(session, "new_game", players=True)
    assert "R1.2" in refused(session, "new_game", players=10**18)
    assert "R1.2" in refused(session, "new_game", players="2")
    assert refused(session, "new_game", seed=True).startswith("seed is a whole number")
    assert refused(session, "new_game", seed=-1).startswith("seed is a whole number")
    assert "levels[1]" in refused(session, "new_game", levels=[None, 1])
    assert "one null" in refused(session, "new_game", levels=["easy", "easy"])


def test_previews_carry_display_points() -> None:  # R6.2
    session = Session()
    state = ok(session, "new_game", levels=[None, "greedy"], seed=3)
    if state["view"]["current"] != 0:
        state = ok(session, "ai_move")["state"]
    assert state["previews"]
    for preview in state["previews"]:
        assert preview["display_points"] * 5 == preview["points"]


# --- Muggins (H2) ------------------------------------------------------------------------------


def scoring_turn(muggins: bool) -> tuple[dict[str, Any], dict[str, Any]]:
    """A record stopped at the person's turn with a scoring placement, and that placement."""
    for seed in range(60):
        session = Session()
        rules = {"muggins": muggins}
        state = ok(session, "new_game", levels=[None, "greedy"], seed=seed, rules=rules)
        while not state["view"]["round_over"]:
            if state["view"]["current"] != 0:
                state = ok(session, "ai_move")["state"]
                continue
            scoring = [p for p in state["previews"] if p["points"] > 0]
            if scoring:
                return ok(session, "record"), scoring[0]
            move = state["view"]["legal_moves"][0]
            claim = {"claim": 0} if muggins and move["type"] == "place" else {}
            state = ok(session, "play", move={**move, **claim})
    raise AssertionError("no scoring turn in 60 seeds")


def placement(preview: dict[str, Any], **claim: Any) -> dict[str, Any]:
    return {"type": "place", "tile": preview["tile"], "end": preview["end"], **claim}


@pytest.mark.parametrize(
    ("case", "offset", "mine"),
    [("exact", 0, True), ("low", -5, False), ("high", 5, False), ("missing", None, False)],
)
def test_muggins_claims_through_the_protocol(case: str, offset: int | None, mine: bool) -> None:
    # H2: an exact claim scores; a low, high or missing one gives the points to the next side.
    record, preview = scoring_turn(muggins=True)
    session = Session()
    before = ok(session, "load", record=record)["view"]["scores"]
    points = preview["points"]
    claim = {} if offset is None else {"claim": points + offset}
    state = ok(session, "play", move=placement(preview, **claim))
    last = state["view"]["history"][-1]
    assert last["points"] == points and last["claim"] == (points + (offset or 0) if claim else 0)
    scorer = 0 if mine else 1
    assert last["scorer"] == scorer and last["muggins"] is (not mine)
    gained = [after - was for after, was in zip(state["view"]["scores"], before, strict=True)]
    assert gained[scorer] == points and gained[1 - scorer] == 0
    again = Session()
    assert ok(again, "load", record=ok(session, "record"))["view"] == state["view"]


def test_a_claim_without_muggins_is_refused() -> None:  # H2
    record, preview = scoring_turn(muggins=False)
    session = Session()
    ok(session, "load", record=record)
    move = placement(preview, claim=preview["points"])
    assert "H2" in refused(session, "play", "IllegalMove", move=move)
    for bad in (True, -5, 1001, 2.0, "10", [10]):
        message = refused(session, "play", move=placement(preview, claim=bad))
        assert message.startswith("H2 move.claim is a whole number 0..1000")


def test_computers_claim_exactly_and_points_come_from_the_event() -> None:  # H2
    session = Session()
    levels = [None, "greedy", "easy"]
    state = ok(session, "new_game", players=3, levels=levels, seed=2, rules={"muggins": True})
    scored = 0
    for _ in range(300):
        view = state["view"]
        if view["over"]:
            break
        if view["round_over"]:
            state = ok(session, "next_round")
        elif view["current"] == 0:
            state = ok(session, "play", move=view["legal_moves"][0])
        else:
            answer = ok(session, "ai_move")
            state = answer["state"]
            last = state["view"]["history"][-1] if state["view"]["history"] else None
            if answer["move"]["type"] == "place":
                assert last is not None and answer["points"] == last["points"]
                assert answer["move"]["claim"] == last["points"] == last["claim"]
                assert last["muggins"] is False
                scored += last["points"] > 0
            else:
                assert answer["points"] == 0
    assert scored > 3


# --- The computer's seed: public facts only (issue 10, item 7) ---------------------------------


def test_ai_move_is_seeded_from_the_view_alone() -> None:
    assert not hasattr(protocol, "ai_seed")
    session = Session()
    state = ok(session, "new_game", levels=[None, "easy"], seed=9, salt=77)
    while state["view"]["current"] == 0:
        state = ok(session, "play", move=state["view"]["legal_moves"][-1])
    game = session.game
    assert game is not None
    view = game.view(1)
    expected = exact_claim(game, choose(view, "easy", decision_seed(view)))
    assert ok(session, "ai_move")["move"] == move_to_json(expected)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_hidden_tiles_and_seed_do_not_change_the_computers_move(level: str) -> None:
    tiles = list(DOUBLE_SIX)
    moves = []
    for seed, mine in ((1, tiles[:5]), (2, tiles[10:15])):
        rest = [t for t in tiles if t not in mine and t not in tiles[5:10]]
        game = Game.from_deal([mine, tiles[5:10]], rest, starter=1, seed=seed, salt=5)
        session = Session()
        session.start(game, [None, level])
        moves.append(ok(session, "ai_move")["move"])
    assert moves[0] == moves[1]


# --- State, records, refusals ------------------------------------------------------------------


def finish(session: Session) -> dict[str, Any]:
    state = ok(session, "state")
    while not state["view"]["over"]:
        view = state["view"]
        if view["round_over"]:
            state = ok(session, "next_round")
        elif view["current"] == 0:
            state = ok(session, "play", move=view["legal_moves"][-1])
        else:
            state = ok(session, "ai_move")["state"]
    return state


def test_game_id_once_over_and_records_carry_the_rules() -> None:
    session = Session()
    rules = {"target": 155, "muggins": True}
    ok(session, "new_game", levels=[None, "greedy"], seed=6, rules=rules, salt=99)
    state = finish(session)
    assert session.game is not None and state["game_id"] == content_id(session.game)
    record = ok(session, "record")
    assert record["rules"]["target"] == 155 and record["salt"] == 99
    again = Session()
    loaded = ok(again, "load", record=record)
    assert loaded == state and loaded["rules"] == state["rules"]


def test_refused_loads_leave_the_session_untouched() -> None:  # R1.3
    session = Session()
    ok(session, "new_game", levels=[None, "greedy"], seed=8)
    record = ok(session, "record")
    forged = {**record, "origin": "given"}
    deal = {**record["rounds"][0]["deal"]}
    deal["hands"] = [deal["hands"][0] + deal["boneyard"][:1], deal["hands"][1]]
    deal["boneyard"] = deal["boneyard"][1:]
    forged["rounds"] = [{**record["rounds"][0], "deal": deal}]
    assert "R1" in refused(session, "load", record=forged)
    assert "record.levels" in refused(session, "load", record={**record, "levels": [None, 5]})
    assert "record.undos" in refused(session, "load", record={**record, "undos": True})
    assert refused(session, "load", record=[record]).startswith("record is a game record")
    assert "nothing to take back" in refused(session, "undo", "IllegalMove")


@pytest.mark.parametrize(
    ("preset", "players", "tiles", "boneyard"),
    [("all-fives", 2, 7, 14), ("partnership-block", 4, 7, 0)],  # AF1; PB1
)
def test_new_game_starts_each_game(preset: str, players: int, tiles: int, boneyard: int) -> None:
    levels = [None] + ["greedy"] * (players - 1)
    state = ok(
        Session(), "new_game", players=players, levels=levels, seed=4, rules={"preset": preset}
    )
    assert state["rules"]["preset"] == preset and state["view"]["rules"]["preset"] == preset
    assert state["view"]["hand_counts"] == [tiles] * players
    assert state["view"]["boneyard_count"] == boneyard
