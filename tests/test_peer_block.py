"""The partnership block game (PB1-PB9 of docs/rules.md) checked move by move against an
independent published implementation of it: abw333's pure-Python ``dominoes`` 6.1.0 (PyPI; the
``test`` extra, never in the wheel). Both engines are dealt the same four hands and play the same
moves, each chosen at random among ours and mapped to theirs; at every turn both must allow the
same tiles on the same numbers, pass the same seats, end the hand at the same moment, and give the
winning side the same points.

How the two engines differ, and how each difference is handled:

- Their board is a line with a left and a right end; ours names the end a tile joins (``[3|5]
  high``). A placement is compared as (tile, the number of the end it joins): the line has two
  ends (PB3), and two ends that show the same number take the same tiles. Ours lists a tile once
  per open end, so a tile that fits ends showing the same number appears twice; theirs lists it
  once (``_update_valid_moves``). Compared as sets, they agree.
- A seat that cannot place passes (PB4): ours makes the seat play ``Pass()``; theirs skips the
  seat inside ``make_move`` and records ``None`` in ``moves``. The seats our game passes must be
  the seats theirs skipped, in order.
- Their ``Game.new`` deals at random; a chosen deal is built as ``Game.new`` builds one
  (``Game(board, hands, moves, turn, valid_moves, starting_player, result)``). A game's first hand
  opens with ``[6|6]`` by its holder (PB5) as ``Game.new(starting_domino=Domino(6, 6))``; a later
  hand opens with any tile from the chosen seat, as ``Game.new(starting_player=...)``.
- Their count is our default (PB6 ``counted="all"``: every pip in the three other hands; PB7: the
  side with fewer pips scores both sides', equal totals nothing), as a signed ``Result.points``
  (positive for seats 0 and 2). With ``counted="opponents"`` (PB6's option) ours must award their
  points less the winning side's own pips, counted from their hands.
- Who opens the next hand (PB5) is not compared: their ``Series`` gives the next hand to the
  player who went out or blocked and won (a lost block to the next seat, a tie to the same
  opener), which is neither of our choices (the seat after the last opener; ``"winner"``, where a
  won block goes to the side's player with fewer pips). Each hand here is dealt to both.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import dominoes
from hypothesis import given
from hypothesis import strategies as st

from engine import DOUBLE_SIX, Game, Pass, Place, Tile
from engine.rules import PRESETS

PB = PRESETS["partnership-block"]
SIX_SIX = Tile(6, 6)
SEEDED_HANDS = 240  # half a game's first hand (PB5: [6|6] opens), half a later one


def their_tile(tile: Tile) -> Any:
    return dominoes.Domino(tile.low, tile.high)


def our_tile(domino: Any) -> Tile:
    return Tile(domino.first, domino.second)


def their_game(hands: list[list[Tile]], starter: int, first_hand: bool) -> Any:
    """Their game on our deal, built as their ``Game.new`` builds one (PB1: 7 tiles each)."""
    game = dominoes.Game(
        dominoes.Board(),
        [dominoes.Hand([their_tile(t) for t in hand]) for hand in hands],
        [],
        starter,
        tuple((their_tile(t), True) for t in hands[starter]),
        starter,
        None,
    )
    if first_hand:  # PB5: the holder of [6|6] opens with it (their starting_domino)
        game.valid_moves = ((their_tile(SIX_SIX), True),)
    return game


def their_legal(game: Any) -> set[tuple[Tile, int | None]]:
    """Their legal placements as (tile, the number of the end it joins; None to open)."""
    if not game.board:
        return {(our_tile(d), None) for d, _ in game.valid_moves}
    left, right = game.board.left_end(), game.board.right_end()
    return {(our_tile(d), left if is_left else right) for d, is_left in game.valid_moves}


def our_legal(moves: list[Any]) -> set[tuple[Tile, int | None]]:
    return {(m.tile, None if m.end is None else m.end.value) for m in moves}


def their_move(game: Any, move: Place) -> tuple[Any, bool]:
    """Our placement as theirs: the end of their line that shows the number ours joins (PB3)."""
    if move.end is None:
        return their_tile(move.tile), True
    return their_tile(move.tile), game.board.left_end() == move.end.value


@dataclass
class Played:
    """What both engines did in one hand."""

    ours: Game
    theirs: Any
    moves: list[Any]  # ours, passes included
    passes: list[int]  # the seats that passed, in order (PB4)


def play_both(hands: list[list[Tile]], starter: int, first_hand: bool, seed: int) -> Played:
    """Deal ``hands`` to both engines and play the same random moves, checking every turn."""
    scores = None if first_hand else [1, 0]  # a later hand: the game has a score (PB5)
    ours = Game.from_deal(hands, [], starter=starter, scores=scores, rules=PB)
    theirs = their_game(hands, starter, first_hand)
    rng = random.Random(seed)
    moves: list[Any] = []
    passes: list[int] = []
    while not ours.round_over:
        assert theirs.result is None  # PB4, R8.1: neither has ended the hand
        legal = ours.legal_moves()
        if legal == [Pass()]:  # PB4: they skip the seat and record None
            passes.append(ours.current)
            ours.play(Pass())
            moves.append(Pass())
            continue
        assert ours.current == theirs.turn
        assert our_legal(legal) == their_legal(theirs)  # PB3, PB4, PB5, R7.1
        move = rng.choice(legal)
        assert isinstance(move, Place)
        theirs.make_move(*their_move(theirs, move))
        ours.play(move)
        moves.append(move)
    assert theirs.result is not None and theirs.valid_moves == ()
    return Played(ours, theirs, moves, passes)


def their_passes(game: Any) -> list[int]:
    """The seats their game skipped: each ``None`` in ``moves`` is the seat after the last mover."""
    seat = game.starting_player
    skipped = []
    for index, move in enumerate(game.moves):
        if index:
            seat = (seat + 1) % 4
        if move is None:
            skipped.append(seat)
    return skipped


def their_award(game: Any) -> tuple[int, int]:
    """Their points per side: ``Result.points`` is positive for side 0, negative for side 1."""
    points = game.result.points
    return (points, 0) if points >= 0 else (0, -points)


def check_hand(played: Played, hands: list[list[Tile]], starter: int, first_hand: bool) -> None:
    """The end of the hand (R8.1 out, PB4 blocked), the seats that passed and the points."""
    ours, theirs = played.ours, played.theirs
    result = ours.round_result
    assert result is not None
    pips = [sum(d.first + d.second for d in hand) for hand in theirs.hands]
    assert result["pips"] == pips  # the same tiles are left in the same hands
    assert played.passes == their_passes(theirs)  # PB4
    assert result["blocked"] == (not theirs.result.won)  # PB4 blocked / R8.1 a seat out
    assert result["ender"] == (theirs.result.player if theirs.result.won else None)
    awarded = their_award(theirs)
    assert tuple(result["awarded"]) == awarded  # PB6, PB7 (counted="all")
    # PB6's option: the same moves counted "opponents" award their count less the winner's own
    # pips (PB7: a blocked hand's winner scores the opponents' pips only).
    again = Game.from_deal(
        hands,
        [],
        starter=starter,
        scores=None if first_hand else [1, 0],
        rules=PB.replace(counted="opponents"),
    )
    for move in played.moves:
        again.play(move)
    expected = [0, 0]
    if awarded != (0, 0):
        winner = 0 if awarded[0] else 1
        expected[winner] = awarded[winner] - pips[winner] - pips[winner + 2]
    assert again.round_result is not None and again.round_result["awarded"] == expected


def seeded_deal(seed: int) -> tuple[list[list[Tile]], int, bool]:
    """PB1: the 28 tiles shuffled and dealt 7 each; a first hand's opener holds [6|6] (PB5)."""
    rng = random.Random(seed)
    tiles = list(DOUBLE_SIX)
    rng.shuffle(tiles)
    hands = [tiles[i * 7 : i * 7 + 7] for i in range(4)]
    first_hand = seed % 2 == 0
    holder = next(s for s, hand in enumerate(hands) if SIX_SIX in hand)
    return hands, holder if first_hand else rng.randrange(4), first_hand


def check(seed: int, hands: list[list[Tile]], starter: int, first_hand: bool) -> Played:
    played = play_both(hands, starter, first_hand, seed)
    check_hand(played, hands, starter, first_hand)
    return played


def test_seeded_hands_play_alike_in_both_engines():  # PB1-PB7
    outcomes = {"out": 0, "blocked": 0, "tied": 0, "passes": 0}
    for seed in range(SEEDED_HANDS):
        hands, starter, first_hand = seeded_deal(seed)
        played = check(seed, hands, starter, first_hand)
        result = played.ours.round_result
        assert result is not None
        kind = "out" if not result["blocked"] else "blocked" if any(result["awarded"]) else "tied"
        outcomes[kind] += 1
        outcomes["passes"] += len(played.passes)
    # The seeds reach every way a hand ends (exact, so a change of the dealing shows here).
    assert outcomes == {"out": 179, "blocked": 54, "tied": 7, "passes": 802}


@given(
    tiles=st.permutations(list(DOUBLE_SIX)),
    first_hand=st.booleans(),
    starter=st.integers(0, 3),
    seed=st.integers(0, 2**32),
)
def test_chosen_deals_play_alike_in_both_engines(tiles, first_hand, starter, seed):  # PB1-PB7
    hands = [list(tiles[i * 7 : i * 7 + 7]) for i in range(4)]
    if first_hand:  # PB5
        starter = next(s for s, hand in enumerate(hands) if SIX_SIX in hand)
    check(seed, hands, starter, first_hand)
