"""A round under way dealt again from what some seats may see (engine/unseen.py, R1.4): the what-if
lines and the set-up editor started from the table show nobody a hand they may not see.

Seeded whole rounds of two to four players, with and without Muggins (H2), stopped at every kind
of moment: the deal kept for the known seats, the public history unchanged, the rest dealt again
from what the known seats cannot see, and nothing hidden deciding it (two games that differ only
in hidden tiles give the same deal)."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from engine.ai import choose, decision_seed
from engine.ai.seeding import public_facts
from engine.events import Drew, Passed, event_move
from engine.game import DOUBLE_SIX, Game, exact_claim
from engine.lines import line_record
from engine.protocol import handle
from engine.rules import Rules
from engine.session import Session
from engine.setupops import as_seen
from engine.unseen import redealt, seen_game


def played(players: int, seed: int, moves: int, muggins: bool = False) -> Game:
    """A seeded game of ``players`` easy computers, ``moves`` moves into round 1 (or its end)."""
    game = Game.new(players, seed, Rules(muggins=muggins))
    for _ in range(moves):
        if game.round_over:
            break
        view = game.view(game.current)
        game.play(exact_claim(game, choose(view, "easy", decision_seed(view))))
    return game


MOMENTS = [
    (players, seed, moves, seed % 2 == 1)
    for players in (2, 3, 4)
    for seed in range(12)
    for moves in (0, 3, 9, 17)
]


def under_way(players: int, seed: int, moves: int, muggins: bool) -> Game:
    game = played(players, seed, moves, muggins)
    if game.round_over:
        pytest.skip("the round ended before the moment")
    return game


@pytest.mark.parametrize(("players", "seed", "moves", "muggins"), MOMENTS)
def test_the_known_seat_sees_the_same_round(
    players: int, seed: int, moves: int, muggins: bool
) -> None:
    """R1.4: the known seat's view (hand, board, history, counts, scores) is the same, and so are
    its legal moves; every tile is dealt once (R1.1)."""
    game = under_way(players, seed, moves, muggins)
    seen = seen_game(game, frozenset({0}), random.Random(seed))
    assert public_facts(seen.view(0)) == public_facts(game.view(0))
    if game.current == 0:
        assert seen.legal_moves() == game.legal_moves()
    every = [t for hand in seen.hands for t in hand] + [*seen.boneyard, *seen.board.tiles]
    assert sorted(every) == sorted(DOUBLE_SIX)  # R1.1


@pytest.mark.parametrize(("players", "seed", "moves", "muggins"), MOMENTS[::5])
def test_each_draw_and_pass_still_found_nothing_that_fits(
    players: int, seed: int, moves: int, muggins: bool
) -> None:
    """R7: replayed from the new deal, each seat that drew or passed held nothing that fits the
    open values then, and the history is the same."""
    game = under_way(players, seed, moves, muggins)
    deal = redealt(game, frozenset({0}), random.Random(seed))
    log = game.rounds[-1]
    again = Game.from_deal(deal.hands, deal.boneyard, deal.starter, log.scores_before, game.rules)
    forced = 0
    for event in log.events:
        if isinstance(event, Drew | Passed):
            values = event.open_values
            held = again.hands[event.seat]
            assert [t for t in held if t.low in values or t.high in values] == []
            forced += 1
        again.play(event_move(event))
    assert again.view(0)["history"] == game.view(0)["history"]
    assert forced == sum(isinstance(e, Drew | Passed) for e in log.events)


def swapped(game: Game, seed: int) -> Game:
    """The same round with other hidden tiles: seat 0's view the same, the rest not."""
    other = seen_game(game, frozenset({0}), random.Random(seed + 1000))
    assert public_facts(other.view(0)) == public_facts(game.view(0))
    return other


@pytest.mark.parametrize(("players", "seed", "moves", "muggins"), MOMENTS[::3])
def test_nothing_hidden_decides_the_new_deal(
    players: int, seed: int, moves: int, muggins: bool
) -> None:
    """R1.4: two rounds that differ only in tiles seat 0 cannot see are dealt again alike."""
    game = under_way(players, seed, moves, muggins)
    other = swapped(game, seed)
    known = frozenset({0})
    one, two = redealt(game, known, random.Random(5)), redealt(other, known, random.Random(5))
    assert (one.hands, one.boneyard, one.starter) == (two.hands, two.boneyard, two.starter)


def test_hidden_hands_are_dealt_again_not_kept() -> None:
    """Over seeded rounds, the other seats' hands are not the real ones (a fixed count)."""
    kept = 0
    for seed in range(40):
        game = played(2, seed, 6)
        if game.round_over:
            continue
        seen = seen_game(game, frozenset({0}), random.Random(seed))
        kept += sorted(seen.hands[1]) == sorted(game.hands[1])
    assert kept == 0


def test_several_known_seats_keep_their_hands() -> None:
    """Hand to hand at a device: each known person's hand is theirs; the computer's is not."""
    game = played(3, 4, 5)
    seen = seen_game(game, frozenset({0, 2}), random.Random(1))
    assert seen.hands[0] == game.hands[0] and seen.hands[2] == game.hands[2]
    assert sorted(seen.hands[1]) != sorted(game.hands[1])


def test_no_known_seat_or_a_round_over_is_refused() -> None:
    game = played(2, 1, 4)
    with pytest.raises(ValueError, match=r"^known is a non-empty set of seats 0\.\.1$"):
        redealt(game, frozenset(), random.Random(0))
    over = played(2, 1, 200)
    assert over.round_over
    with pytest.raises(ValueError, match=r"^R8\.1 the round is over"):
        redealt(over, frozenset({0}), random.Random(0))


def call(session: Session, op: str, **args: Any) -> Any:
    answer = handle({"id": 1, "op": op, "args": args}, session)
    assert answer["ok"], answer
    return answer["result"]


def refusal(session: Session, op: str, **args: Any) -> str:
    answer = handle({"id": 1, "op": op, "args": args}, session)
    assert not answer["ok"], answer
    return str(answer["error"]["message"])


def table(players: int, seed: int, rounds: int, moves: int) -> Session:
    """A person in seat 0 against easy computers, ``moves`` moves into round ``rounds``."""
    session = Session()
    call(session, "new_game", players=players, seed=seed, levels=[None] + ["easy"] * (players - 1))
    for _ in range(2000):
        state = call(session, "state")
        view = state["view"]
        if view["over"]:
            break
        if view["round"] == rounds and len(view["history"]) >= moves and not view["round_over"]:
            return session
        if view["round_over"]:
            call(session, "next_round")
        elif view["current"] == 0:
            call(session, "play", move=view["legal_moves"][0])
        else:
            call(session, "ai_move")
    pytest.skip("the game did not reach the moment")


PERSON_AND_COMPUTER = [{"kind": "person", "name": None}, {"kind": "computer", "level": "easy"}]
HAND_TO_HAND = [{"kind": "person", "name": None}, {"kind": "person", "name": None}]


@pytest.mark.parametrize("rounds", [1, 2])
def test_a_line_from_the_round_under_way_hides_the_computers_hand(rounds: int) -> None:
    """R1.4: a what-if line from now against the computer keeps the person's hand, deals the
    computer's and the boneyard again (its later round says so in the record), and the record
    replays; a line from a round that has ended keeps the real hands."""
    session = table(2, 11, rounds, 4)
    record = call(session, "record")
    real = Game.from_record(record)
    step = len(record["rounds"][-1]["moves"])
    call(session, "line", record=record, round=rounds, step=step, seats=PERSON_AND_COMPUTER)
    line = call(session, "record")
    game = Game.from_record(line)
    assert game.hands[0] == real.hands[0]
    assert sorted(game.hands[1]) != sorted(real.hands[1])
    assert list(game.boneyard) != list(real.boneyard)
    assert line["rounds"][-1].get("redealt", False) is (rounds > 1)
    kept = {key: line[key] for key in ("human", "levels", "seats", "undos")}
    assert {**Game.from_record(copy.deepcopy(line)).to_record(), **kept} == line
    # The same line again opens the same way: seeded from what the person sees.
    call(session, "line", record=record, round=rounds, step=step, seats=PERSON_AND_COMPUTER)
    assert call(session, "record") == line
    # Hand to hand, the computer's seat becomes a person's: still dealt again.
    call(session, "line", record=record, round=rounds, step=step, seats=HAND_TO_HAND)
    assert Game.from_record(call(session, "record")).hands == game.hands


def test_a_line_from_a_round_that_ended_keeps_its_hands() -> None:
    session = table(2, 11, 2, 0)
    record = call(session, "record")
    first = Game.from_record(line_record(record, 1, 2))
    call(session, "line", record=record, round=1, step=2, seats=PERSON_AND_COMPUTER)
    assert Game.from_record(call(session, "record")).hands == first.hands


def test_a_line_needs_one_of_the_tables_people_in_their_seat() -> None:
    session = table(2, 11, 1, 3)
    record = call(session, "record")
    step = len(record["rounds"][-1]["moves"])
    swap = [{"kind": "computer", "level": "easy"}, {"kind": "person", "name": None}]
    assert refusal(session, "line", record=record, round=1, step=step, seats=swap) == (
        "R1.4 a line from the round under way keeps one of the table's people in their own "
        "seat: nobody else may see the hands"
    )


def test_a_redealt_round_is_only_a_lines_later_round() -> None:
    session = table(2, 11, 2, 3)
    record = call(session, "record")
    step = len(record["rounds"][-1]["moves"])
    call(session, "line", record=record, round=2, step=step, seats=PERSON_AND_COMPUTER)
    line = call(session, "record")
    for mutate, words in [
        (lambda r: r["rounds"][0].update(redealt=True), "round 1 redealt: only a what-if line"),
        (lambda r: r["rounds"][1].update(redealt="yes"), "round 2 redealt: only a what-if line"),
        (lambda r: r.update(origin="seed"), "round 2 redealt: only a what-if line"),
        (
            lambda r: r["rounds"][1]["deal"]["hands"][1].append(
                r["rounds"][1]["deal"]["hands"][0][0]
            ),
            "round 2 deal: R1.1 each tile exists once",
        ),
    ]:
        broken = copy.deepcopy(line)
        mutate(broken)
        with pytest.raises(ValueError, match=words.replace(".", r"\.")):
            Game.from_record(broken)


def test_the_editors_position_shows_only_the_seat_shown() -> None:
    """R1.4: the set-up editor opened on the table gets the seat shown's hand as it is and the
    others dealt again; with the curtain up (no seat), none of the real hands."""
    session = table(3, 5, 1, 4)
    game = session.require_game()
    mine = call(session, "position", seat=0)["position"]
    assert mine["hands"][0] == [str(t) for t in sorted(game.hands[0])]
    assert all(sorted(mine["hands"][s]) != sorted(map(str, game.hands[s])) for s in (1, 2))
    assert mine["boneyard"] is None
    nobody = call(session, "position")["position"]
    assert all(sorted(nobody["hands"][s]) != sorted(map(str, game.hands[s])) for s in range(3))
    assert nobody == call(session, "position", seat=None)["position"]
    assert [len(h) for h in nobody["hands"]] == [len(h) for h in game.hands]
    assert as_seen(game, None).board.tiles == game.board.tiles
