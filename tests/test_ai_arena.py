"""The duplicate-match arena and the AI timings."""

from __future__ import annotations

import json

import pytest

from engine import Game, arena
from engine.ai import choose
from engine.ai.bench import ai_timings, by_players
from engine.rules import PRESETS, Rules

KEYS = {"a", "b", "players", "rules", "games", "a_wins", "b_wins", "a_win_rate", "ci95",
        "a_points_per_game", "b_points_per_game", "ms_per_move"}  # fmt: skip


def test_seats_rotate_over_a_duplicate_set():
    assert [arena.a_seats(2, p) for p in range(arena.set_size(2))] == [{0}, {1}]
    assert [arena.a_seats(3, p) for p in range(arena.set_size(3))] == [{0}, {1}, {2}]
    assert [arena.a_seats(4, p) for p in range(arena.set_size(4))] == [{0, 2}, {1, 3}]


def test_same_level_on_both_sides_splits_each_set_evenly():
    # The same deterministic player on both sides: every deal is won once from each seat.
    result = arena.play_set(("greedy", "greedy", 2, 5, 0, Rules()))
    assert sorted(result.a_wins) == [0, 1]


def test_arena_report_and_jobs_do_not_change_it(capsys):
    report = arena.main(["greedy", "random", "--players", "3", "--games", "6", "--seed", "2"])
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert json.loads(last) == report
    assert set(report) == KEYS and report["games"] == 6
    assert report["rules"] == {"target": 305, "display_target": 61, "muggins": False}  # R9.2
    assert report["a_wins"] + report["b_wins"] == 6
    lo, hi = report["ci95"]
    assert 0 <= lo <= report["a_win_rate"] <= hi <= 1
    two = arena.run("greedy", "random", 3, 6, 2, jobs=2)
    assert {k: v for k, v in two.items() if k != "ms_per_move"} == {
        k: v for k, v in report.items() if k != "ms_per_move"
    }


def test_ai_timings_shape():
    report = ai_timings(rounds=1)
    assert report["positions"] > 0
    for level in ("easy", "normal", "hard", "random", "greedy"):
        assert {"median_ms", "p95_ms", "max_ms", "cpu_median_ms", "cpu_p95_ms"} == set(
            report[level]
        )
    assert set(report["hard_by_players"]) == {"2", "3", "4"}


def test_by_players_sums_up_each_table_size_alone():
    counts = [2, 3, 2, 4, 3]
    wall = [1.0, 30.0, 3.0, 50.0, 10.0]
    cpu = [0.5, 20.0, 1.5, 40.0, 8.0]
    assert by_players(counts, wall, cpu) == {
        "2": {
            "median_ms": 2.0,
            "p95_ms": 3.0,
            "max_ms": 3.0,
            "cpu_median_ms": 1.0,
            "cpu_p95_ms": 1.5,
        },
        "3": {
            "median_ms": 20.0,
            "p95_ms": 30.0,
            "max_ms": 30.0,
            "cpu_median_ms": 14.0,
            "cpu_p95_ms": 20.0,
        },
        "4": {
            "median_ms": 50.0,
            "p95_ms": 50.0,
            "max_ms": 50.0,
            "cpu_median_ms": 40.0,
            "cpu_p95_ms": 40.0,
        },
    }


def test_arena_plays_to_a_short_target_with_muggins(capsys):  # H1, H2
    argv = ["normal", "greedy", "--games", "2", "--seed", "3", "--target", "155", "--muggins"]
    report = arena.main(argv)
    assert report["rules"] == {"target": 155, "display_target": 31, "muggins": True}
    assert {k: v for k, v in report.items() if k != "ms_per_move"} == {
        "a": "normal", "b": "greedy", "players": 2, "rules": report["rules"], "games": 2,
        "a_wins": 1, "b_wins": 1, "a_win_rate": 0.5, "ci95": [0.5, 0.5],
        "a_points_per_game": 125.0, "b_points_per_game": 115.0,
    }  # fmt: skip
    # H1: each game ends once one side is alone on top at 155 or more, long before 305.
    played = arena.play_set(("normal", "greedy", 2, 3, 0, Rules(target=155, muggins=True)))
    for a, b in zip(played.a_points, played.b_points, strict=True):
        assert 155 <= max(a, b) < 305 and a != b


@pytest.mark.parametrize("target", ["100", "61", "306"])
def test_arena_refuses_a_target_no_table_may_choose(target, capsys):  # H1
    with pytest.raises(SystemExit):
        arena.main(["greedy", "random", "--target", target])
    err = capsys.readouterr().err
    assert f"H1 rules.target is one of 155 (31), 305 (61), 605 (121) raw, not {target}" in err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--game", "all-fives", "--target", "305"], "AF8 rules.target of all-fives is one of"),
        (["--game", "partnership-block"], "PB1 the block game is for 4 players, not 2"),
        (["--game", "partnership-block", "--players", "4", "--muggins"], "has no option"),
    ],
)
def test_arena_refuses_what_the_game_does_not_offer(argv, words, capsys):  # AF8, PB1
    with pytest.raises(SystemExit):
        arena.main(["greedy", "random", *argv])
    assert words in capsys.readouterr().err


def test_arena_plays_the_game_it_is_given(capsys):  # PB1, PB8
    report = arena.main(
        ["greedy", "random", "--game", "partnership-block", "--players", "4", "--games", "2"]
    )
    assert report["rules"]["preset"] == "partnership-block" and report["rules"]["target"] == 200
    assert report["games"] == 2 and report["a_wins"] + report["b_wins"] == 2


def test_hands_are_paired_by_deal_across_the_seatings():  # PB5: a hand's deal and opener
    # The two games of a set deal hand k alike whoever plays (the paired figures rely on it).
    block = PRESETS["partnership-block"]
    games = []
    for levels in (("greedy", "random"), ("random", "greedy")):
        game = Game.new(4, seed=arena.deal_seed(3, 0), rules=block, salt=arena.salt_of(3, 0))
        while not game.over:
            if game.round_over:
                game.next_round()
                continue
            view = game.view(game.current)
            game.play(choose(view, levels[game.current % 2]))
        games.append(game)
    one, two = (g.rounds for g in games)
    assert min(len(one), len(two)) >= 2
    for a, b in zip(one, two, strict=False):
        assert a.deal == b.deal  # the same hands and the same opener


def test_the_arena_counts_duplicate_hands(capsys):  # PB6, PB7: the points of each hand
    argv = ["peer-bota-gorda", "peer-double", "--game", "partnership-block", "--players", "4"]
    report = arena.main([*argv, "--hands", "12", "--seed", "2"])
    hands = report["hands"]
    assert hands["deals"] >= 12 and hands["hands"] == 2 * hands["deals"]
    assert hands == {
        "deals": 15, "hands": 30, "unpaired_hands": 2, "a_points_per_hand": 9.67,
        "b_points_per_hand": 14.4, "difference_per_hand": -4.73,
        "difference_ci95": [-13.8, 4.33], "a_hand_wins": 9, "b_hand_wins": 21,
        "tied_hands": 0, "a_hand_win_rate": 0.3,
    }  # fmt: skip
    again = arena.run(
        "peer-bota-gorda", "peer-double", 4, 0, 2, 2, PRESETS["partnership-block"], 12
    )
    assert again["hands"] == hands  # the same sets whatever the jobs


def test_a_recorded_match_stopped_and_resumed_is_the_match_played_in_one_go(tmp_path, capsys):
    block = PRESETS["partnership-block"]
    whole = arena.run("greedy", "random", 4, 0, 3, 1, block, 25)
    path = str(tmp_path / "match.jsonl")
    first = arena.run("greedy", "random", 4, 0, 3, 1, block, 2, record=path)
    assert first["hands"]["deals"] < whole["hands"]["deals"]
    with open(path, "a", encoding="utf-8") as f:
        f.write('{"index": 9, "a_wi')  # a set cut off as it was written
    resumed = arena.run("greedy", "random", 4, 0, 3, 2, block, 25, record=path)
    assert "cut off, played again" in capsys.readouterr().err
    assert resumed["hands"] == whole["hands"]
    assert {k: v for k, v in resumed.items() if k != "ms_per_move"} == {
        k: v for k, v in whole.items() if k != "ms_per_move"
    }
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    assert len(lines) == 1 + resumed["games"] // 2  # the match, then each set once
    again = arena.run("greedy", "random", 4, 0, 3, 1, block, 25, record=path)
    assert again["hands"] == whole["hands"]  # every set taken from the file
    with pytest.raises(ValueError, match="records another match"):
        arena.run("greedy", "random", 4, 0, 4, 1, block, 25, record=path)
