"""The coach speaks partnership (engine/ai/partnernotes.py, issue 42): exact notes on hands made
by hand in the block game and in Five Up with four players, the same notes whatever the person
could not see (the hidden tiles dealt again consistently with the history, engine/unseen.py),
every note true of the seeded games it is made on, and none without partners."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import Draw, Game, Pass, Place
from engine.ai import choose
from engine.ai.coach import MIN_GAIN, coach_round, decisions
from engine.ai.partnernotes import REPEATED, partner_notes, partner_of, shows
from engine.errors import IllegalMove
from engine.events import Drew, Passed, Placed
from engine.game import exact_claim
from engine.protocol import Session
from engine.rules import PRESETS, Rules
from engine.takeback import game_at
from engine.unseen import redealt
from tests.conftest import E, T, result

PB = PRESETS["partnership-block"]
AF = PRESETS["all-fives"]
Step = tuple[str, str | None] | str  # (tile, end) or "draw" / "pass"


def hand_of(
    hands: list[list[str]],
    boneyard: list[str],
    starter: int,
    rules: Rules,
    steps: list[Step],
) -> Game:
    """A hand made by hand, played to its end; a score already on the sheet, so no hand is the
    game's first and any tile may open (PB5)."""
    game = Game.from_deal(hands, boneyard, starter, [10, 0], rules)
    for step in steps:
        if step == "pass":
            game.play(Pass())
        elif step == "draw":
            game.play(Draw())
        else:
            tile, end = step
            game.play(Place(T(tile), None if end is None else E(end)))
    assert game.round_over
    return game


def notes(game: Game, seat: int = 0) -> dict[str, Any] | None:
    """The coach op's ``partner`` for ``seat``, from the coach's own valued decisions."""
    record = game.to_record()
    found = partner_notes(record, 1, seat, decisions(record, 1, seat))
    return None if found is None else found.to_json(game.rules.raw_per_display)


def place(tile: str, end: str | None) -> dict[str, Any]:
    return {"type": "place", "tile": tile, "end": end}


# ----- hands made by hand -------------------------------------------------------------------


# North (seat 2, your partner) leads [3|6]; East [6|6]. You hold [3|3] [1|2] [3|5] [2|3].
LEAD_HAND = [
    ["[3|3]", "[1|2]", "[3|5]", "[2|3]"],
    ["[0|3]", "[1|1]", "[2|6]", "[1|6]"],
    ["[0|0]", "[3|6]", "[2|5]", "[3|4]"],
    ["[5|6]", "[4|6]", "[6|6]", "[4|5]"],
]
LEAD_STEPS: list[Step] = [
    ("[3|6]", None),  # 0 North leads: 3 and 6 show
    ("[6|6]", "[3|6] high"),  # 1 East: ends 3 and 6
    ("[3|5]", "[3|6] low"),  # 2 you cover North's 3 and show a 5 you have no more of
    ("[2|6]", "[6|6] line_b"),  # 3
    ("[2|5]", "[2|6] low"),  # 4 North makes a 5 show: playing to your number
    ("[5|6]", "[3|5] high"),  # 5
    "pass",  # 6 you: 5 and 6 open, and you have neither
    ("[1|6]", "[5|6] high"),  # 7
    "pass",  # 8 North: no 1, no 5
    ("[4|5]", "[2|5] high"),  # 9
    ("[1|2]", "[1|6] low"),  # 10
    "pass",  # 11
    ("[3|4]", "[4|5] low"),  # 12
    "pass",  # 13
    ("[2|3]", "[1|2] high"),  # 14
    ("[0|3]", "[3|4] low"),  # 15
    ("[0|0]", "[0|3] low"),  # 16 North goes out
]


def test_the_block_game_partners_lead_pass_and_a_number_covered():  # PB4, PB2, R7.1
    game = hand_of(LEAD_HAND, [], 2, PB, LEAD_STEPS)
    assert notes(game) == {
        "seat": 2,
        "told": [
            {"kind": "led", "step": 0, "tile": "[3|6]", "numbers": [3, 6]},
            # PB4: a pass says North holds none of the open numbers, for the rest of the hand.
            {"kind": "pass", "step": 8, "numbers": [1, 5]},
        ],
        # At move 3 [3|3] kept North's 3 showing (ends 3 and 6, both North's: two, against one
        # for [3|5] and for [2|3]); the coach values it 5.595 raw points against 2.725 played.
        "missed": [
            {
                "step": 2,
                "played": place("[3|5]", "[3|6] low"),
                "better": place("[3|3]", "[3|6] low"),
                "kept": [3],
                "avoided": [],
                "gain": 2.9,
                "display_gain": 2.9,  # PB6: the block game counts plain points
                "exact": False,
            }
        ],
        # [3|5] showed a 5 while you held [3|3] [1|2] [2|3]: North made a 5 show at move 5 and
        # your pass at move 7 told the table you had none; [3|3] showed only a 3, which you held.
        "misled": [
            {
                "step": 2,
                "played": place("[3|5]", "[3|6] low"),
                "number": 5,
                "partner_step": 4,
                "pass_step": 6,
                "better": place("[3|3]", "[3|6] low"),
                "gain": 2.9,
                "display_gain": 2.9,
                "exact": False,
            }
        ],
    }


# North leads [2|6], then shows 4 twice (a long number); you cover North's 6 with [1|6].
LONG_HAND = [
    ["[6|6]", "[4|6]", "[0|2]", "[1|6]"],
    ["[1|2]", "[3|5]", "[0|1]", "[4|5]"],
    ["[0|4]", "[1|4]", "[2|6]", "[0|3]"],
    ["[4|4]", "[0|6]", "[0|0]", "[5|5]"],
]
LONG_STEPS: list[Step] = [
    ("[2|6]", None),  # 0 North leads 2 and 6
    ("[0|6]", "[2|6] high"),  # 1 ends 2 and 0
    ("[0|2]", "[2|6] low"),  # 2 you cover North's 2 (on the 0 it would have stayed)
    ("[0|1]", "[0|6] low"),  # 3
    ("[1|4]", "[0|1] high"),  # 4 North shows a 4
    ("[4|4]", "[1|4] high"),  # 5
    ("[4|6]", "[4|4] line_b"),  # 6
    "pass",  # 7 West
    ("[0|4]", "[0|2] low"),  # 8 North shows a 4 again
    "pass",  # 9 East
    ("[1|6]", "[4|6] high"),  # 10 you cover North's 6 and show a 1 you have no more of
    ("[4|5]", "[0|4] high"),  # 11
    "pass",  # 12 North: no 1, no 5
    ("[5|5]", "[4|5] high"),  # 13
    "pass",  # 14 you: no 1, no 5
    ("[3|5]", "[5|5] line_b"),  # 15
    ("[0|3]", "[3|5] low"),  # 16 North goes out
]


def test_a_long_number_and_the_partners_lead_kept_or_covered():  # PB3, PB4, R7.1
    game = hand_of(LONG_HAND, [], 2, PB, LONG_STEPS)
    found = notes(game)
    assert found is not None
    assert found["told"] == [
        {"kind": "led", "step": 0, "tile": "[2|6]", "numbers": [2, 6]},
        {"kind": "long", "step": 8, "number": 4, "steps": [4, 8]},
        {"kind": "pass", "step": 12, "numbers": [1, 5]},
    ]
    missed = [(m["step"], m["better"], m["kept"], m["avoided"], m["gain"]) for m in found["missed"]]
    assert missed == [
        (2, place("[0|2]", "[0|6] low"), [2], [], 3.0),  # ends 2 and 2 instead of 0 and 0
        (10, place("[6|6]", "[4|6] high"), [6], [], 12.1),  # 6 and 4, both North's, stay
    ]
    assert found["misled"] == [
        {
            "step": 10,
            "played": place("[1|6]", "[4|6] high"),
            "number": 1,
            "partner_step": None,  # North never showed a 1 again
            "pass_step": 14,
            "better": place("[6|6]", "[4|6] high"),
            "gain": 12.1,
            "display_gain": 12.1,
            "exact": False,
        }
    ]
    # The coach's own moments are the same valuation: the same gains at the same moves.
    assert [(m.step, m.gain) for m in coach_round(game.to_record(), 1, 0)] == [(2, 3.0), (10, 12.1)]


def test_a_partner_who_draws_in_five_up_and_points_as_the_sheet_counts_them():  # R7.2, R6.2
    hands = [
        ["[3|3]", "[0|3]", "[3|6]"],
        ["[5|5]", "[0|2]", "[2|2]"],
        ["[3|4]", "[0|1]", "[0|0]"],
        ["[1|5]", "[0|4]", "[0|6]"],
    ]
    steps: list[Step] = [
        ("[3|4]", None),  # 0 North leads 3 and 4
        ("[0|4]", "[3|4] high"),  # 1 ends 3 and 0
        ("[0|3]", "[3|4] low"),  # 2 you cover North's 3 (on the 0 a second 3 would show)
        ("[0|2]", "[0|4] low"),
        ("[0|1]", "[0|3] low"),
        ("[1|5]", "[0|1] high"),
        "draw",
        ("[4|5]", "[1|5] high"),
        ("[2|2]", "[0|2] high"),
        "draw",  # 9 North draws: no 2, no 4 among the tiles it held
        ("[2|4]", "[2|2] line_b"),  # 10 and places the tile drawn
        "draw",
        "draw",
        ("[1|4]", "[4|5] low"),
        "pass",
        "pass",
        "pass",  # 16 North: no 1 either
        ("[1|3]", "[1|4] low"),
        ("[3|3]", "[1|3] high"),
        "pass",
        "pass",
        "pass",  # 20 North: no 3
        ("[3|6]", "[3|3] line_b"),  # 22 you go out
    ]
    game = hand_of(hands, ["[4|5]", "[2|4]", "[1|3]", "[1|4]"], 2, Rules(), steps)
    assert notes(game) == {
        "seat": 2,
        "told": [
            {"kind": "led", "step": 0, "tile": "[3|4]", "numbers": [3, 4]},
            {"kind": "draw", "step": 9, "numbers": [2, 4]},  # R7.2, once the drawn tile is placed
            {"kind": "pass", "step": 16, "numbers": [1]},  # R7.3: the boneyard is empty
            {"kind": "pass", "step": 20, "numbers": [3]},
        ],
        "missed": [
            {
                "step": 2,
                "played": place("[0|3]", "[3|4] low"),
                "better": place("[0|3]", "[0|4] low"),
                "kept": [3],
                "avoided": [],
                "gain": 7.9,
                "display_gain": 1.6,  # R6.2: five raw points to a point on the sheet
                "exact": False,
            }
        ],
        "misled": [],  # the 0 you showed at move 3 was never taken up
    }


def test_what_a_placement_shows():  # R3.1, R3.5, PB3
    game = Game.from_deal([["[2|5]", "[0|0]"], ["[5|5]", "[1|1]"]], [], 0, rules=Rules())
    game.play(Place(T("[2|5]"), None))
    assert shows(game.board, T("[2|5]")) == (2, 5)  # an opening shows both its numbers
    game.play(Place(T("[5|5]"), E("[2|5] high")))
    assert shows(game.board, T("[5|5]")) == (5,)  # a double its number (a spinner: R3.5)
    assert shows(game.board, T("[2|5]")) == (2,)  # the half still open
    hands = [["[2|5]", "[0|0]"], ["[5|5]", "[1|1]"], ["[0|6]", "[3|3]"], ["[1|6]", "[4|4]"]]
    block = Game.from_deal(hands, [], 0, [10, 0], PB)
    block.play(Place(T("[2|5]"), None))
    block.play(Place(T("[5|5]"), E("[2|5] high")))
    assert shows(block.board, T("[5|5]")) == (5,)  # PB3: crosswise, its two line sides


# ----- the same notes whatever the person could not see --------------------------------------


def block_hand(seed: int) -> Game:
    """A seeded block game's first hand: the person (seat 0) plays a seeded random placement,
    the computers ``greedy``."""
    game = Game.new(4, seed, PB, salt=3)
    rng = random.Random(seed)
    while not game.round_over:
        view = game.view(game.current)
        legal = game.legal_moves()
        game.play(rng.choice(legal) if game.current == 0 else choose(view, "greedy"))
    return game


def swapped(game: Game, seed: int) -> Game | None:
    """The same hand with the tiles seat 0 never saw dealt again, consistently with the public
    history (engine/unseen.py, from the position before the last move), and another hidden
    seed; None when the last move does not fit the new deal or nothing changed."""
    record = game.to_record()
    moves = record["rounds"][0]["moves"]
    before = game_at(record, 1, len(moves) - 1)
    deal = redealt(before, frozenset({0}), random.Random(seed))
    if [sorted(h) for h in deal.hands] == [sorted(h) for h in game.rounds[0].deal.hands]:
        return None
    other = Game.from_deal(deal.hands, deal.boneyard, deal.starter, None, PB, seed=99, salt=3)
    try:
        for event in game.rounds[0].events:
            other.play(Place(event.tile, event.end) if isinstance(event, Placed) else Pass())
    except IllegalMove:
        return None
    return other if other.round_over else None


# Seeded hands whose notes say something: (told, missed, misled) notes in each.
SEEDS = {0: (1, 0, 1), 6: (3, 0, 1), 7: (3, 0, 0), 25: (2, 1, 0), 33: (3, 1, 0), 36: (2, 0, 2)}


@pytest.mark.parametrize("seed", SEEDS)
def test_the_notes_are_the_same_whatever_the_person_could_not_see(seed: int) -> None:  # R1.4
    game = block_hand(seed)
    mine = notes(game)
    for attempt in range(60):
        other = swapped(game, 100 * seed + attempt)
        if other is None:
            continue
        assert other.view(0)["history"] == game.view(0)["history"]
        assert [sorted(other.hands[s]) for s in (1, 2, 3)] != [
            sorted(game.hands[s]) for s in (1, 2, 3)
        ]
        assert notes(other) == mine
        return
    pytest.fail("no other deal fitted the hand")


def test_the_seeded_block_hands_have_notes_to_keep() -> None:
    """The hands the test above swaps say something (a test of nothing would always pass)."""
    for seed, counts in SEEDS.items():
        found = notes(block_hand(seed))
        assert found is not None
        assert (len(found["told"]), len(found["missed"]), len(found["misled"])) == counts


# ----- every note true of the hand ------------------------------------------------------------


def seeded_hand(preset: str, seed: int) -> Game:
    rules = Rules() if preset == "five-up" else PRESETS[preset]
    game = Game.new(4, seed, rules, salt=1)
    rng = random.Random(seed)
    while not game.round_over:
        view = game.view(game.current)
        move = rng.choice(game.legal_moves()) if game.current == 0 else choose(view, "greedy")
        game.play(exact_claim(game, move))
    return game


@pytest.mark.parametrize("preset", ["partnership-block", "five-up", "all-fives"])
@pytest.mark.parametrize("seed", range(4))
def test_every_note_is_true_of_the_hand(preset: str, seed: int) -> None:  # PB4, R7.2, AF2
    game = seeded_hand(preset, seed)
    record = game.to_record()
    events = game.rounds[0].events
    found = notes(game)
    assert found is not None and found["seat"] == 2
    at = lambda step: game_at(record, 1, step)  # noqa: E731
    for note in found["told"]:
        event = events[note["step"]]
        assert event.seat == 2
        if note["kind"] in ("pass", "draw"):
            assert isinstance(event, Passed if note["kind"] == "pass" else Drew)
            # the numbers were shown then and the partner truly held none of them
            assert set(note["numbers"]) <= set(event.open_values)
            held = at(note["step"]).hands[2]
            assert not [t for t in held if t.low in note["numbers"] or t.high in note["numbers"]]
        elif note["kind"] == "long":
            assert len(note["steps"]) >= REPEATED and note["step"] == note["steps"][REPEATED - 1]
            for step in note["steps"]:
                assert events[step].seat == 2 and isinstance(events[step], Placed)
                assert note["number"] in shows(at(step + 1).board, events[step].tile)
        else:
            assert note["kind"] == "led" and isinstance(event, Placed) and event.end is None
    for note in found["missed"]:
        view = at(note["step"]).view(0)
        assert note["better"] in view["legal_moves"] and note["better"] != note["played"]
        assert note["gain"] >= MIN_GAIN and (note["kept"] or note["avoided"])
        assert note["display_gain"] == round(note["gain"] / game.rules.raw_per_display, 1)
    for note in found["misled"]:
        after = at(note["step"] + 1)
        assert note["number"] in shows(after.board, T(note["played"]["tile"]))
        assert not [t for t in after.hands[0] if note["number"] in (t.low, t.high)]
        if note["partner_step"] is not None:
            assert events[note["partner_step"]].seat == 2
        if note["pass_step"] is not None:
            event = events[note["pass_step"]]
            assert isinstance(event, Drew | Passed) and event.seat == 0
            assert note["number"] in event.open_values


# ----- no partners, no notes -------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3])
def test_no_partnership_notes_without_partners_and_the_coach_unchanged(players: int) -> None:
    session = Session()
    levels = [None] + ["greedy"] * (players - 1)
    state = result(session, "new_game", players=players, levels=levels, seed=3, salt=0)
    while not state["view"]["round_over"]:
        view = state["view"]
        if view["current"] == 0:
            state = result(session, "play", move=view["legal_moves"][-1])
        else:
            state = result(session, "ai_move")["state"]
    answer = result(session, "coach", round=1)
    assert answer["partner"] is None
    assert session.game is not None
    record = session.game.to_record()
    assert answer["moments"] == [m.to_json(5) for m in coach_round(record, 1, 0)]
    assert partner_of(0, players) is None
    assert partner_notes(record, 1, 0, decisions(record, 1, 0)) is None


def test_the_coach_op_answers_both_in_a_block_game() -> None:  # PB1, R1.2
    session = Session()
    levels = [None, "greedy", "greedy", "greedy"]
    rules = {"preset": "partnership-block"}
    state = result(session, "new_game", players=4, levels=levels, seed=2, salt=0, rules=rules)
    while not state["view"]["round_over"]:
        view = state["view"]
        if view["current"] == 0:
            state = result(session, "play", move=view["legal_moves"][-1])
        else:
            state = result(session, "ai_move")["state"]
    answer = result(session, "coach", round=1)
    assert session.game is not None
    assert (
        answer["partner"]
        == notes(session.game)
        == {
            "seat": 2,  # R1.2: partners sit opposite
            "told": [
                {"kind": "long", "step": 8, "number": 6, "steps": [4, 8]},
                {"kind": "pass", "step": 16, "numbers": [5, 6]},  # PB4
                {"kind": "long", "step": 20, "number": 4, "steps": [12, 20]},
            ],
            "missed": [],
            "misled": [],
        }
    )
    assert answer["moments"] == [] and partner_of(1, 4) == 3
