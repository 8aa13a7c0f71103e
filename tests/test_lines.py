"""What-if lines from a past position and the same deals again (engine/lines.py, issue 16)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from engine import Game, Rules
from engine.lines import hard_game, line_record
from engine.protocol import Session
from tests.conftest import ask, play_random, result

PERSON = {"kind": "person", "name": None}
NORMAL = {"kind": "computer", "level": "normal"}


def snapshot(game: Game) -> dict[str, Any]:
    """Everything a position is: board, hands, boneyard, scores, turn, drawn tile, history."""
    return {
        "board": game.board.to_dict(),
        "hands": game.hands,
        "boneyard": game.boneyard,
        "scores": game.scores,
        "current": game.current,
        "must_play": game.must_play,
        "round": game.round_number,
        "history": [list(log.events) for log in game.rounds],
    }


def finished(seed: int = 3, players: int = 2, at: tuple[int, int] = (2, 4)) -> tuple[dict, dict]:
    """A seeded game played to its end by random legal moves (target 155, H1), its record with
    the seats (a person in seat 0), and the position seen on the way at ``at`` (round, step)."""
    game = Game.new(players, seed, Rules(target=155))
    rng = random.Random(seed)
    seen: dict[str, Any] = {}
    while not game.over:
        if (game.round_number, len(game.rounds[-1].events)) == at and not seen:
            seen = snapshot(game)
        if game.round_over:
            game.next_round()
        else:
            game.play(rng.choice(game.legal_moves()))
    record = game.to_record()
    record["seats"] = [PERSON] + [NORMAL] * (players - 1)
    return record, seen


@pytest.mark.parametrize(
    ("seed", "players", "at"), [(3, 2, (2, 4)), (8, 3, (1, 0)), (5, 4, (3, 9))]
)
def test_a_line_is_exactly_the_position_it_starts_from(seed, players, at):
    record, seen = finished(seed, players, at)
    session = Session()
    state = result(session, "line", record=record, round=at[0], step=at[1])
    assert snapshot(session.game) == seen
    assert state["origin"] == "line"
    assert state["view"]["round"] == at[0]
    assert len(state["view"]["history"]) == at[1]
    assert state["seats"] == record["seats"]


def test_a_line_plays_on_and_its_record_round_trips():
    record, _ = finished()
    session = Session()
    result(session, "line", record=record, round=2, step=4)
    game = session.game
    assert game is not None
    play_random(game, random.Random(1), max_moves=30)  # on into the next rounds, from the seed
    assert game.round_number > 2
    line = json.loads(json.dumps(game.to_record()))
    assert line["origin"] == "line"
    again = Game.from_record(line)
    assert again.to_record() == line
    assert snapshot(again) == snapshot(game)
    assert again.origin == "line"


def test_a_line_never_changes_the_record_it_comes_from():
    record, _ = finished()
    kept = copy.deepcopy(record)
    result(Session(), "line", record=record, round=2, step=4)
    assert record == kept


def test_a_line_against_other_seats_hand_to_hand():
    record, _ = finished()
    session = Session()
    state = result(session, "line", record=record, round=1, step=2, seats=[PERSON, PERSON])
    assert state["people"] == [0, 1]
    assert state["levels"] == [None, None]


@pytest.mark.parametrize(
    ("args", "field"),
    [
        ({"round": 0, "step": 0}, "round is a whole number 1.."),
        ({"round": 99, "step": 0}, "round is 1..7 in this record, not 99"),
        ({"round": 2, "step": -1}, "step is a whole number 0.."),
        ({"round": 2, "step": 500}, "step is 0..26 in round 2, not 500"),
        ({"round": 2, "step": 26}, "step 26 is round 2's end"),
        ({"round": "2", "step": 0}, "round is a whole number"),
        ({"step": 0}, "round is a whole number"),
        ({"round": 1, "step": 0, "seats": [PERSON]}, "seats"),
    ],
)
def test_bad_rounds_and_steps_are_refused_citing_the_field(args, field):
    record, _ = finished()
    assert len(record["rounds"]) == 7 and len(record["rounds"][1]["moves"]) == 26
    session = Session()
    result(session, "new_game", players=2, seed=1)
    before = session.game
    answer = ask(session, "line", record=record, **args)
    assert not answer["ok"]
    assert field in answer["result" if answer["ok"] else "error"]["message"]
    assert session.game is before  # refused: the session is as it was


def test_a_broken_record_is_refused_as_load_refuses_it():
    record, _ = finished()
    record["rounds"][0]["moves"][0] = {"type": "jump"}
    answer = ask(Session(), "line", record=record, round=1, step=0)
    assert "game record: round 1 move 1 is malformed" in answer["error"]["message"]


def test_a_line_record_with_a_tile_twice_is_refused():  # R1.1
    record, _ = finished()
    cut = line_record(record, 2, 4)
    cut["rounds"][0]["deal"]["boneyard"][0] = cut["rounds"][0]["deal"]["hands"][0][0]
    with pytest.raises(ValueError, match="R1.1 each tile exists once"):
        Game.from_record(cut)


def test_the_line_beside_the_round_as_played():
    record, _ = finished()
    source = Game.from_record(record)
    played_from = Game.from_record(line_record(record, 2, 4)).scores
    played = [a - b for a, b in zip(source.rounds[1].result.scores, played_from, strict=True)]
    session = Session()
    result(session, "line", record=record, round=2, step=4)
    on = result(session, "line_result")
    assert on == {
        "round": 2,
        "step": 4,
        "line": None,
        "played": played,
        "line_points": None,
        "played_points": [p // 5 for p in played],  # R6.2
    }
    game = session.game
    rng = random.Random(7)
    while not game.round_over:
        game.play(rng.choice(game.legal_moves()))
    mine = [a - b for a, b in zip(game.rounds[1].result.scores, played_from, strict=True)]
    done = result(session, "line_result")
    assert done["line"] == mine and done["line_points"] == [p // 5 for p in mine]
    result(session, "new_game", players=2, seed=1)
    assert "no line in play" in ask(session, "line_result")["error"]["message"]


def test_a_line_from_the_game_in_play_may_start_at_its_current_position():
    session = Session()
    result(session, "new_game", players=2, seed=4)
    result(session, "play", move=result(session, "hint")["move"])
    record = result(session, "record")
    state = result(Session(), "line", record=record, round=1, step=1)
    assert state["view"]["history"] == session.state()["view"]["history"]
    assert result(Session(), "line", record=record, round=1, step=1)["origin"] == "line"


def test_same_deals_again_are_the_same_deals_round_by_round():  # R1.3
    record, _ = finished(seed=12, players=3)
    source = Game.from_record(record)
    session = Session()
    seats = [NORMAL, PERSON, {"kind": "computer", "level": "easy"}]
    state = result(session, "again", record=record, seats=seats)
    assert state["origin"] == "again" and state["human"] == 1
    game = session.game
    play_random(game, random.Random(99))  # played differently from the original
    both = min(len(game.rounds), len(source.rounds))
    assert both >= 2
    for mine, theirs in zip(game.rounds[:both], source.rounds[:both], strict=True):
        assert mine.deal.hands == theirs.deal.hands
        assert mine.deal.boneyard == theirs.deal.boneyard
        assert mine.seed == theirs.seed
    assert game.rounds[0].deal == source.rounds[0].deal  # the first starter too: the same lot
    line = game.to_record()
    assert line["origin"] == "again" and Game.from_record(line).to_record() == line


def test_only_a_finished_seeded_game_is_dealt_again():
    session = Session()
    result(session, "new_game", players=2, seed=4)
    unfinished = result(session, "record")
    message = ask(session, "again", record=unfinished)["error"]["message"]
    assert "only a finished game's deals" in message
    record, _ = finished()
    cut = line_record(record, 2, 4)
    message = ask(session, "again", record=cut)["error"]["message"]
    assert "record.origin is 'line'" in message


def test_the_hard_computer_on_the_same_deals_is_reproducible():
    record, _ = finished(seed=21)
    first = result(Session(), "again_hard", record=record)
    assert first == result(Session(), "again_hard", record=record)
    assert first["rounds"] == 1 and first["seat"] == 0 and first["side"] == 0
    assert first["display_scores"] == [s // 5 for s in first["scores"]]  # R6.2
    second = result(Session(), "again_hard", record=record, so_far=first["record"])
    assert second["rounds"] == 2
    played = Game.from_record(second["record"])
    source = Game.from_record(record)
    assert [r.deal.hands for r in played.rounds] == [r.deal.hands for r in source.rounds[:2]]
    assert played.origin == "again"


def test_the_hard_computer_plays_a_whole_game_and_leaves_the_session_alone():
    record, _ = finished(seed=21)
    session = Session()
    result(session, "new_game", players=2, seed=1)
    game = session.game
    answer: dict[str, Any] = {"over": False, "record": None}
    while not answer["over"]:
        answer = result(session, "again_hard", record=record, so_far=answer["record"])
    assert session.game is game
    whole = hard_game(record)
    assert answer["scores"] == list(whole.scores) and answer["winner"] == whole.winner
    assert answer["rounds"] == len(whole.rounds)


def test_hard_comparison_refuses_another_games_so_far():
    record, _ = finished(seed=21)
    other, _ = finished(seed=3)
    first = result(Session(), "again_hard", record=other)
    message = ask(Session(), "again_hard", record=record, so_far=first["record"])["error"]
    assert "so_far is not a game of this record's deals" in message["message"]


def test_a_line_from_a_game_dealt_from_shares_keeps_them_and_round_trips():
    game = Game.new_shared(["0a" * 32, "0b" * 32], Rules(target=155))
    rng = random.Random(2)
    while game.round_number < 3:  # two whole rounds, each dealt from its shares
        if game.round_over:
            game.next_round([f"{game.round_number + 3:02x}" * 32, "0c" * 32])
        else:
            game.play(rng.choice(game.legal_moves()))
    record = game.to_record()
    record["seats"] = [PERSON, NORMAL]
    session = Session()
    result(session, "line", record=record, round=2, step=3)
    line = session.game
    assert line is not None and line.origin == "line"
    assert [log.shares for log in line.rounds] == [log.shares for log in game.rounds[:2]]
    assert line.rounds[1].deal == game.rounds[1].deal
    play_random(line, random.Random(3), max_moves=60)  # later rounds: from the seed, no shares
    assert line.round_number > 2 and line.rounds[-1].shares is None
    again = json.loads(json.dumps(line.to_record()))
    assert Game.from_record(again).to_record() == again


def test_the_hard_computer_takes_only_a_seat_of_the_table():
    record, _ = finished()
    answer = ask(Session(), "again_hard", record=record, seat=3)
    assert answer["error"]["message"] == "seat is 0..1, not 3"
