"""The match history's summary (engine/summary.py): each round's points by where they came from
(placements R6, Muggins H2, hand deductions R8.3), computed from the game record, summing exactly
to each side's change of score; malformed records refused naming the field."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from engine import Game, Rules
from engine.events import Placed
from engine.game import exact_claim
from engine.moves import Place
from engine.summary import summarize
from tests.conftest import T, ask, play_random, result


def summary_of(game: Game) -> dict[str, Any]:
    """Through the protocol, from the record, as the page asks for it."""
    from engine.protocol import Session

    found: dict[str, Any] = result(Session(), "summary", record=game.to_record())
    return found


def play_muggins(game: Game, rng: random.Random) -> int:
    """Random legal moves; a third of the scoring placements claim wrongly (H2). Returns how many
    placements were mugginsed."""
    wrong = 0
    while not game.over:
        if game.round_over:
            game.next_round()
            continue
        move = exact_claim(game, rng.choice(game.legal_moves()))
        if isinstance(move, Place) and move.claim and rng.random() < 1 / 3:
            move = Place(move.tile, move.end, rng.choice([0, move.claim + 5]))
            wrong += 1
        game.play(move)
    return wrong


def check_sums(game: Game, summary: dict[str, Any]) -> None:
    """Each round: before + placements + muggins + deductions == total + before == after, raw and
    display, and after is the engine's own score after the round; the last after is the final
    score (R6, R8.3, H2)."""
    assert len(summary["rounds"]) == len(game.rounds)
    for log, entry in zip(game.rounds, summary["rounds"], strict=True):
        assert log.result is not None
        assert entry["number"] == log.number and entry["finished"]
        assert entry["before"] == list(log.scores_before)
        assert entry["after"] == list(log.result.scores)
        for side in range(game.sides):
            parts = entry["placements"][side] + entry["muggins"][side] + entry["deductions"][side]
            assert parts == entry["total"][side]
            assert entry["before"][side] + entry["total"][side] == entry["after"][side]
            shown = entry["display"]
            assert all(entry[key][side] == 5 * shown[key][side] for key in shown)  # R6.2
            dparts = shown["placements"][side] + shown["muggins"][side]
            assert dparts + shown["deductions"][side] == shown["total"][side]
        assert [-d for d in entry["deductions"]] == list(log.result.deducted)  # R8.3
        # Placements and Muggins together are every point a side took in the round (R6, H2).
        gained = [p + m for p, m in zip(entry["placements"], entry["muggins"], strict=True)]
        assert gained == list(log.result.gained)
        assert entry["muggins"] == list(log.result.muggins)  # H2: the round's result says it too
    assert summary["rounds"][-1]["after"] == list(game.scores)
    assert summary["scores"] == list(game.scores)
    assert summary["winner"] == game.winner and summary["over"]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(3))
def test_each_round_sums_to_the_change_of_score(players: int, seed: int) -> None:
    game = Game.new(players, seed=seed)
    play_random(game, random.Random(seed))
    summary = summary_of(game)
    check_sums(game, summary)
    assert summary["players"] == players
    assert summary["sides"] == (2 if players == 4 else players)
    assert summary["finished_rounds"] == len(game.rounds)
    # Without Muggins nobody takes another side's points (H2 is off).
    assert all(m == 0 for entry in summary["rounds"] for m in entry["muggins"])


def test_a_pinned_game_in_figures() -> None:
    """Seed 1, two players, random play: 39 rounds to 135-305 (tests/test_full_games.py)."""
    game = Game.new(2, seed=1)
    play_random(game, random.Random(1))
    summary = summary_of(game)
    check_sums(game, summary)
    assert (summary["winner"], summary["scores"], summary["finished_rounds"]) == (1, [135, 305], 39)
    assert summary["display_scores"] == [27, 61]
    assert summary["display_per_round"] == [round(27 / 39, 1), round(61 / 39, 1)] == [0.7, 1.6]
    totals = [sum(r["total"][side] for r in summary["rounds"]) for side in (0, 1)]
    assert totals == [135, 305]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_muggins_points_go_to_the_next_side(players: int) -> None:  # H2
    game = Game.new(players, seed=11, rules=Rules(muggins=True))
    wrong = play_muggins(game, random.Random(11))
    summary = summary_of(game)
    check_sums(game, summary)
    taken = sum(m for entry in summary["rounds"] for m in entry["muggins"])
    mugginsed = [
        e for log in game.rounds for e in log.events if isinstance(e, Placed) and e.mugginsed
    ]
    assert wrong >= len(mugginsed) > 0  # a wrong "no score" on a zero placement is no Muggins
    # The round summary's figures in the view: the round apart from the game's total (R6.2, H2).
    shown = game.view(0)["round_result"]
    last = summary["rounds"][-1]
    assert shown["display_muggins"] == last["display"]["muggins"]
    for side in range(game.sides):
        took = shown["display_placements"][side] + shown["display_muggins"][side]
        assert took - shown["display_deducted"][side] == shown["display_round"][side]
        before = game.rules.display(last["before"][side])
        assert before + shown["display_round"][side] == shown["display_scores"][side]
    assert taken == sum(e.points for e in mugginsed)
    # Each Muggins went to the side of the seat after the one who claimed (H2).
    for log, entry in zip(game.rounds, summary["rounds"], strict=True):
        expected = [0] * game.sides
        for e in log.events:
            if isinstance(e, Placed) and e.mugginsed:
                assert e.scorer == game.side_of((e.seat + 1) % players)
                expected[game.side_of((e.seat + 1) % players)] += e.points
        assert entry["muggins"] == expected


def test_a_muggins_round_in_figures() -> None:  # H2, R8.3
    """Seat 0 opens [5|5] claiming 5 (the sum is 10): side 1 takes the 10; seat 1 then goes out
    with [0|5] on the spinner (0 + 5 + 5 = 10), claimed exactly; seat 0's [6|6] is deducted."""
    game = Game.from_deal(
        [[T("[5|5]"), T("[6|6]")], [T("[0|5]")]],
        [],
        scores=[20, 30],
        rules=Rules(muggins=True),
        position=True,
    )
    game.play(Place(T("[5|5]"), None, 5))  # a wrong claim: side 1 takes 10 (H2)
    game.play(Place(T("[0|5]"), game.legal_moves()[0].end, 10))  # exact; out (R8.1)
    summary = summary_of(game)
    (entry,) = summary["rounds"]
    assert entry["placements"] == [0, 10]
    assert entry["muggins"] == [0, 10]
    assert entry["deductions"] == [-10, 0]  # [6|6]: 12 pips rounds to 10 (R8.3)
    assert entry["total"] == [-10, 20]
    assert (entry["before"], entry["after"]) == ([20, 30], [10, 50])
    assert entry["display"]["muggins"] == [0, 2] and entry["display"]["after"] == [2, 10]
    assert (entry["ender"], entry["ender_side"], entry["blocked"]) == (1, 1, False)


def test_a_blocked_round() -> None:  # R7.4, R8.3
    """[1|4] opens (5 raw to seat 0); nobody holds a 1 or a 4 and the boneyard is empty."""
    game = Game.from_deal([[T("[1|4]"), T("[6|6]")], [T("[0|0]"), T("[2|3]")]], [], position=True)
    game.play(Place(T("[1|4]"), None))
    summary = summary_of(game)
    (entry,) = summary["rounds"]
    assert entry["blocked"] and entry["ender"] is None and entry["ender_side"] is None
    assert entry["placements"] == [5, 0]
    assert entry["deductions"] == [-10, -5]  # 12 -> 10 and 5 -> 5
    assert entry["total"] == [-5, -5] and entry["after"] == [-5, -5]
    assert entry["display"]["total"] == [-1, -1]


def test_blocked_rounds_in_a_seeded_game() -> None:  # R7.4
    """Seed 0, two players, random play has three blocked rounds; each sums like any other."""
    game = Game.new(2, seed=0)
    play_random(game, random.Random(0))
    summary = summarize(game)
    check_sums(game, summary)
    blocked = [r for r in summary["rounds"] if r["blocked"]]
    assert [r["number"] for r in blocked] == [5, 37, 49]
    assert all(r["ender"] is None and r["ender_side"] is None for r in blocked)


def test_a_round_still_on_has_no_deductions_yet() -> None:
    from engine.protocol import Session

    session = Session()
    ask(session, "new_game", seed=5, levels=[None, "easy"])
    summary = result(session, "summary")  # the session's own game
    assert summary["over"] is False and summary["finished_rounds"] == 0
    (entry,) = summary["rounds"]
    assert entry["finished"] is False and entry["deductions"] == [0, 0]
    assert summary["display_per_round"] == [0.0, 0.0]


def refusal(record: object) -> str:
    from engine.protocol import Session

    answer = ask(Session(), "summary", record=record)
    assert answer["ok"] is False
    assert answer["error"]["kind"] == "ValueError"
    message: str = answer["error"]["message"]
    return message


def test_malformed_records_are_refused_naming_the_field() -> None:
    game = Game.new(2, seed=3)
    play_random(game, random.Random(3))
    record = game.to_record()
    assert refusal([1, 2]).startswith("record is a game record (an object), not")
    assert refusal({**record, "format": "chess"}) == (
        "game record: format is 'chess', not 'five-up-game'"
    )
    assert refusal({**record, "rounds": "many"}) == (
        "game record: rounds is a list of 1..1000 rounds"
    )
    assert refusal({**record, "players": 5}) == "game record: players is 5, not 2..4 (R1.2)"
    broken = copy.deepcopy(record)
    broken["rounds"][0]["moves"][0] = {"type": "fly"}
    assert refusal(broken).startswith("game record: round 1 move 1 is malformed:")
    illegal = copy.deepcopy(record)
    illegal["rounds"][0]["moves"].insert(1, {"type": "pass"})
    assert refusal(illegal).startswith("game record: round 1 move 2 is illegal: R7")
    forged = copy.deepcopy(record)
    forged["rounds"][1]["scores_before"] = [300, 0]
    assert "round 2 scores_before [300, 0] do not match the replay" in refusal(forged)
    missing = copy.deepcopy(record)
    del missing["rounds"][0]["deal"]
    assert refusal(missing) == "game record: round 1 has no 'deal'"


def test_summary_takes_no_other_argument() -> None:
    from engine.protocol import Session

    answer = ask(Session(), "summary", record={}, round=1)
    assert answer["ok"] is False
    assert "summary has no argument 'round'" in answer["error"]["message"]
