"""The coach (engine/ai/coach.py) and the worker's `coach` and `layout_of` operations."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import DOUBLE_SIX
from engine.ai import choose
from engine.ai.coach import MIN_GAIN, coach_round, value_candidates
from engine.ai.knowledge import layout_from_view, sim_move
from engine.errors import IllegalMove
from engine.game import Game, exact_claim
from engine.layout import layout
from engine.moves import Move
from engine.protocol import Session
from engine.rules import Rules
from engine.takeback import game_at
from tests.conftest import E, T, ask, result


def play_rounds(session: Session, rounds: int, *, seed: int, players: int = 2) -> None:
    """The person always takes the last legal move (often a poor one) until `rounds` are over."""
    levels = [None] + ["greedy"] * (players - 1)
    state = result(session, "new_game", players=players, levels=levels, seed=seed, salt=0)
    while True:
        view = state["view"]
        if view["round_over"]:
            if view["round"] >= rounds or view["over"]:
                return
            state = result(session, "next_round")
        elif view["current"] == session.human:
            state = result(session, "play", move=view["legal_moves"][-1])
        else:
            state = result(session, "ai_move")["state"]


def digest(moments: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    return [
        (
            m["step"],
            m["played"]["tile"],
            m["played"]["end"],
            m["better"]["tile"],
            m["better"]["end"],
            m["gain"],
        )
        for m in moments
    ]


def test_coach_finds_the_moments_of_a_round_exactly():  # seeded: the same advice every time
    session = Session()
    play_rounds(session, 1, seed=3)
    first = result(session, "coach", round=1)
    assert first["round"] == 1
    assert digest(first["moments"]) == [
        (0, "[1|3]", None, "[3|3]", None, 5.9),
        (10, "[0|5]", "[5|6] low", "[0|5]", "[0|1] low", 3.4),
        (18, "[2|2]", "[0|2] high", "[3|3]", "[0|3] high", 26.3),
        (23, "[1|2]", "[2|2] line_b", "[1|2]", "[2|4] low", 3.2),
        (29, "[2|5]", "[2|2] branch_b", "[2|5]", "[2|4] low", 3.7),
    ]
    assert first["total_gain"] == 42.5  # 5.9 + 3.4 + 26.3 + 3.2 + 3.7: the page sums nothing
    # R6.2: the page says points as the score sheet counts them, five raw points to one.
    assert [m["display_gain"] for m in first["moments"]] == [1.2, 0.7, 5.3, 0.6, 0.7]
    assert first["display_total_gain"] == 8.5
    for moment in first["moments"]:
        assert moment["display_values"] == {k: round(v / 5, 1) for k, v in moment["values"].items()}
    assert result(session, "coach", round=1) == first


def finished_round(game: Game) -> list[Move]:
    """The person (seat 0) takes the last legal move, the others play greedy; the moves made."""
    moves: list[Move] = []
    while not game.round_over:
        view = game.view(game.current)
        move = game.legal_moves()[-1] if game.current == 0 else choose(view, "greedy")
        moves.append(exact_claim(game, move))
        game.play(moves[-1])
    return moves


@pytest.mark.parametrize("rules", [Rules(), Rules(target=155, muggins=True)])
def test_advice_is_the_same_whatever_the_person_could_not_see(rules):  # R1.4, H1, H2
    # The tiles the person never saw (left in the other hands or the boneyard at the round's end)
    # are dealt otherwise and the hidden seed differs: each view is the same, so is the advice.
    rng = random.Random(22)  # 20 moves; the person goes out, seat 1 keeps 2 tiles, 12 stay unseen
    tiles = list(DOUBLE_SIX)
    rng.shuffle(tiles)
    hands, bone = [tiles[:5], tiles[5:10]], tiles[10:]
    one = Game.from_deal(hands, bone, 1, None, rules, seed=11, salt=4)
    moves = finished_round(one)
    unseen = list(one.hands[1]) + list(one.boneyard)
    found = 0
    for _ in range(200):
        swap = dict(zip(unseen, rng.sample(unseen, len(unseen)), strict=True))
        two = Game.from_deal(
            [[swap.get(t, t) for t in h] for h in hands], [swap.get(t, t) for t in bone], 1, None,
            rules, seed=12, salt=4,
        )  # fmt: skip
        try:
            for move in moves:
                two.play(move)
        except IllegalMove:
            continue
        if two.hands[1] == one.hands[1]:
            continue
        advice = [m.to_json() for m in coach_round(one.to_record(), 1, 0, deals=40)]
        assert len(advice) == 4
        assert advice == [m.to_json() for m in coach_round(two.to_record(), 1, 0, deals=40)]
        found += 1
        break
    assert found == 1


def test_each_moment_is_a_real_choice_of_the_person():
    session = Session()
    play_rounds(session, 2, seed=5, players=3)
    game = session.game
    assert game is not None
    record = game.to_record()
    for number in (1, 2):
        moves = record["rounds"][number - 1]["moves"]
        for moment in result(session, "coach", round=number)["moments"]:
            step = moment["step"]
            assert moves[step] == moment["played"], "the move played is the record's"
            view = moment["view"]
            assert view == game_at(record, number, step).view(0), "the view before the move"
            assert view["current"] == 0 and moment["better"] in view["legal_moves"]
            assert moment["better"] != moment["played"]
            assert moment["gain"] >= MIN_GAIN
            values = moment["values"]
            name = lambda m: f"{m['tile']} {m['end'] or 'opening'}"  # noqa: E731
            assert values[name(moment["better"])] == max(values.values())
            assert len(values) >= 2


def test_values_use_common_deals_and_the_simulator():
    """Equivalent placements get the same value; values are reproducible from the seed."""
    game = game_at(Game.new(2, 11).to_record(), 1, 0)
    view = game.view(game.current)
    moves = [m for m in view["legal_moves"] if m["type"] == "place"]
    first = value_candidates(view, moves, seed=4, deals=40)
    assert first == value_candidates(view, moves, seed=4, deals=40)
    layout_ = layout_from_view(view)
    by_key: dict[Any, float] = {}
    for move, value in zip(moves, first, strict=True):
        sim = sim_move(move, layout_)
        key = (sim[0], "opening") if move["end"] is None else sim
        assert by_key.setdefault(key, value) == value


def test_coach_only_for_finished_rounds_and_real_rounds():
    session = Session()
    result(session, "new_game", players=2, levels=[None, "normal"], seed=3)
    answer = ask(session, "coach", round=1)
    assert answer["error"]["kind"] == "ValueError" and "not over" in answer["error"]["message"]
    assert ask(session, "coach", round=4)["error"]["kind"] == "ValueError"
    with pytest.raises(ValueError, match="seat 5"):
        play_rounds(session, 1, seed=3)
        assert session.game is not None
        coach_round(session.game.to_record(), 1, 5)


# ---- layout_of: the rules sheet's worked examples, drawn by the page -----------------------------

SHEET = [  # rules.md, "One layout, built in this order": (tile, end, ends' sum, raw points)
    ("[1|4]", None, 5, 5),
    ("[1|1]", "[1|4] low", 6, 0),
    ("[4|4]", "[1|4] high", 10, 10),
    ("[3|4]", "[4|4] line_b", 5, 5),
    ("[1|2]", "[1|1] line_b", 5, 5),
    ("[1|5]", "[1|1] branch_a", 10, 10),
    ("[5|5]", "[1|5] high", 15, 15),  # step 7: not shown in the sheet; 2 + 3 + 10
    ("[0|5]", "[5|5] line_b", 5, 5),
    ("[1|3]", "[1|1] branch_b", 8, 0),
]


def test_layout_of_builds_the_sheets_layout_step_by_step():
    steps = [{"tile": t, "end": e} for t, e, _, _ in SHEET]
    answer = result(Session(), "layout_of", steps=steps, aspect=1.5)
    assert [(s["tile"], s["end"], s["ends_sum"], s["points"]) for s in answer["steps"]] == SHEET
    board = answer["board"]
    assert board["joins"][0] == ["[1|4] low", "[1|1] line_a"]
    assert {o["end"] for o in board["open_ends"]} == {
        "[0|5] low",
        "[1|2] high",
        "[1|3] high",
        "[3|4] low",
        "[4|4] branch_a",
        "[4|4] branch_b",
        "[5|5] branch_a",
        "[5|5] branch_b",
    }
    assert board["spinners"] == ["[1|1]", "[4|4]", "[5|5]"]
    assert [t["tile"] for t in answer["layout"]["tiles"]] == [t for t, _, _, _ in SHEET]
    # The same board and geometry as the engine's own, from its to_dict form too.
    again = result(Session(), "layout_of", tiles=board["tiles"], joins=board["joins"], aspect=1.5)
    assert again["board"] == board and again["layout"] == answer["layout"]
    from engine.board import Board

    direct = Board()
    for tile, end, _, _ in SHEET:
        direct.place(T(tile), None if end is None else E(end))
    assert answer["layout"] == layout(direct, 1.5)


@pytest.mark.parametrize(
    ("steps", "ends_sum", "points"),
    [
        ([("[2|2]", None)], 4, 0),
        ([("[0|0]", None)], 0, 0),
        ([("[3|6]", None), ("[6|6]", "[3|6] high")], 15, 15),
    ],
)
def test_layout_of_the_sheets_other_positions(steps, ends_sum, points):
    answer = result(Session(), "layout_of", steps=[{"tile": t, "end": e} for t, e in steps])
    last = answer["steps"][-1]
    assert (last["ends_sum"], last["points"]) == (ends_sum, points)
    assert answer["board"]["ends_sum"] == ends_sum


def test_layout_of_refuses_what_the_rules_refuse():
    session = Session()
    bad = ask(
        session, "layout_of", steps=[{"tile": "[1|4]"}, {"tile": "[2|2]", "end": "[1|4] low"}]
    )
    assert bad["error"]["kind"] == "IllegalMove" and "R3.2" in bad["error"]["message"]
    assert ask(session, "layout_of", steps="nope")["error"]["kind"] == "ValueError"
    assert ask(session, "layout_of", tiles=["[1|4]", "[1|1]"], joins=[])["ok"] is False
    assert ask(session, "layout_of", steps=[], aspect=9)["error"]["kind"] == "ValueError"
    empty = result(session, "layout_of", steps=[])
    assert empty["board"]["tiles"] == [] and empty["steps"] == []
