"""abw333's ``dominoes`` players in our partnership block game (engine/peer.py, the arena's
``peer-*`` players): their game is built from a seat's view alone, their moves map to ours, and a
seat's decision never depends on what it cannot see (R1.4)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest

from engine import Game, Place, Tile
from engine.ai import choose
from engine.deal import Deal
from engine.errors import IllegalMove
from engine.game import event_move
from engine.moves import Move, move_from_json
from engine.peer import hidden_placeholders, is_peer, joined_value, peer_move, their_game
from engine.rules import PRESETS
from engine.tiles import End

PB = PRESETS["partnership-block"]
PEERS = ("peer-bota-gorda", "peer-double", "peer-alphabeta-1", "peer-alphabeta-3")
LATE = 12  # tiles on the line from which their alpha-beta solves a deal in milliseconds


def placements(view: dict[str, Any]) -> set[tuple[str, int | None]]:
    """Our legal placements as (tile, the number of the end it joins; None to open)."""
    return {
        (m["tile"], None if m["end"] is None else joined_value(m["end"]))
        for m in view["legal_moves"]
    }


@dataclass
class Decision:
    """A seat's turn with a placement to make: its view, every hand then, the hand's deal and the
    moves made since it was dealt."""

    view: dict[str, Any]
    hands: list[list[Tile]]
    deal: Deal
    moves: list[Move]


def seeded_decisions(seeds: range, hands: int = 2) -> list[Decision]:
    """Every placement to make in the first ``hands`` hands of seeded games, greedy and random."""
    found = []
    for seed in seeds:
        game = Game.new(4, seed=seed, rules=PB)
        rng = random.Random(seed)
        while game.round_number < hands or not game.round_over:
            if game.round_over:
                game.next_round()
                continue
            view = game.view(game.current)
            if view["legal_moves"] != [{"type": "pass"}]:
                log = game.rounds[-1]
                moves = [event_move(e) for e in log.events]
                found.append(Decision(view, [list(h) for h in game.hands], log.deal, moves))
            game.play(choose(view, rng.choice(["greedy", "random"])))
    return found


def test_their_game_lists_our_placements_and_knows_the_passes():  # PB3, PB4, PB5
    decisions = seeded_decisions(range(12))
    for decision in decisions:
        view = decision.view
        theirs = their_game(view)
        assert theirs.turn == view["seat"]
        ends = (theirs.board.left_end(), theirs.board.right_end()) if theirs.board else None
        listed = {
            (str(Tile(d.first, d.second)), None if ends is None else ends[0 if left else 1])
            for d, left in theirs.valid_moves
        }
        assert listed == placements(view)
        assert len(theirs.valid_moves) == len(listed)  # each (tile, number) once, as PB3 counts
    assert len(decisions) == 520  # exact: a change of the dealing or the play shows here


def test_their_passes_rule_out_what_ours_do():  # PB4: a pass shows both open numbers lacking
    passed = 0
    for decision in seeded_decisions(range(12)):
        missing = their_game(decision.view).missing_values()
        for seat, hand in enumerate(decision.hands):
            assert all(not {t.low, t.high} & missing[seat] for t in hand)
        passed += sum(len(m) for m in missing)
    assert passed == 654


def test_hidden_hands_are_placeholders_from_the_view():  # R1.4
    game = Game.new(4, seed=3, rules=PB)
    view = game.view(1)
    hands = hidden_placeholders(view)
    assert [str(t) for t in hands[1]] == view["hand"]
    others = [t for seat in (0, 2, 3) for t in hands[seat]]
    assert others == sorted(others, key=lambda t: t.id)  # the unseen tiles in the set's order
    assert [len(h) for h in hands] == [7, 7, 7, 7]
    assert {str(t) for t in others} == {str(t) for s in (0, 2, 3) for t in game.hands[s]}


def test_the_heuristic_players_moves_in_a_known_position():  # PB5: a later hand opens with any
    hands = [
        ["[2|3]", "[6|6]", "[5|5]", "[4|5]", "[4|6]", "[5|6]", "[0|6]"],
        ["[3|6]", "[2|6]", "[3|3]", "[0|0]", "[0|1]", "[1|1]", "[4|4]"],
        ["[0|2]", "[0|3]", "[0|4]", "[0|5]", "[1|2]", "[1|3]", "[1|4]"],
        ["[1|5]", "[1|6]", "[2|2]", "[2|4]", "[2|5]", "[3|4]", "[3|5]"],
    ]
    game = Game.from_deal(hands, [], starter=0, scores=[5, 0], rules=PB)
    game.play(Place(Tile(2, 3), None))
    view = game.view(1)  # the line shows 2 and 3: [3|6], [2|6] and [3|3] fit
    three = End.parse("[2|3] high")
    assert placements(view) == {("[3|6]", 3), ("[2|6]", 2), ("[3|3]", 3)}
    assert peer_move(view, "peer-bota-gorda") == Place(Tile(3, 6), three)  # the most pips, 9
    assert peer_move(view, "peer-double") == Place(Tile(3, 3), three)  # a double first


def test_the_alphabeta_players_move_maps_to_a_legal_move_of_ours():
    for decision in seeded_decisions(range(3), hands=1)[-12:]:
        move = peer_move(decision.view, "peer-alphabeta-2")
        assert move in [move_from_json(m) for m in decision.view["legal_moves"]]


def dealt(hands: list[list[Tile]], decision: Decision) -> Game | None:
    """The decision's hand dealt as ``hands`` (a game's first, PB5) and its moves replayed; None
    if some move is not legal there."""
    try:
        game = Game.from_deal(hands, [], decision.deal.starter, None, PB)
        for move in decision.moves:
            game.play(move)
    except (IllegalMove, ValueError):
        return None
    return game


def twin(decision: Decision, rng: random.Random) -> Game | None:
    """The decision's hand with two tiles the seat cannot see swapped between two other seats,
    if every move replays (so each pass stays a pass): a game the seat cannot tell apart."""
    others = [s for s in range(4) if s != decision.view["seat"]]
    for _ in range(60):
        a, b = rng.sample(others, 2)
        hands = [list(h) for h in decision.deal.hands]
        i, j = rng.randrange(7), rng.randrange(7)
        hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
        other = dealt(hands, decision)
        if other is not None and [list(h) for h in other.hands] != decision.hands:
            return other
    return None


@pytest.mark.parametrize("level", PEERS)
def test_the_same_decision_whatever_the_seat_cannot_see(level: str):  # R1.4
    rng = random.Random(11)
    compared = 0
    for decision in seeded_decisions(range(8), hands=1):
        seat = decision.view["seat"]
        if len(decision.view["board"]["tiles"]) < LATE:
            continue
        one = dealt([list(h) for h in decision.deal.hands], decision)
        two = twin(decision, rng)
        if one is None or two is None or len(decision.view["legal_moves"]) < 2:
            continue
        view = one.view(seat)
        assert two.view(seat) == view  # the seat cannot tell them apart
        assert peer_move(view, level) == peer_move(two.view(seat), level)
        compared += 1
    assert compared >= 5


def test_peer_names():
    assert all(is_peer(level) for level in PEERS)
    assert not any(is_peer(x) for x in ("peer-alphabeta", "peer-alphabeta-0", "hard", "peer-x"))
