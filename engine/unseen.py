"""A round under way dealt again from what some seats may see (R1.4), for the side games.

A what-if line or a set-up position started from the round on the table would otherwise carry its
hidden hands and its boneyard along: a computer of the line plays its real tiles, a draw shows the
real next tile, the set-up editor lists every hand. Instead, only the hands of ``known`` seats (the
people at this device who may see them) are kept; every other hand and the boneyard are dealt
again at random from the tiles those seats cannot see, consistent with everything the table saw:
the same moves replay legally, each draw and pass still finds nothing that fits (R7), and the
known seats hold the same tiles at every step. What the others really hold never reaches the
result, so nothing of it can be read from a line's play or an editor's hands.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Final

from .ai.knowledge import Knowledge, read_view
from .ai.sampling import Sampler
from .ai.tables import bits
from .deal import Deal
from .events import Drew, Placed, event_move
from .game import DOUBLE_SIX, Game
from .origin import Origin
from .tiles import Tile

TRIES: Final = 400  # deals tried before giving up; a consistent deal comes within a few


def _knowledge(game: Game, known: frozenset[int]) -> Knowledge:
    """What the known seats see together: the first one's view, with the other known hands taken
    out of the unseen tiles and no slots of their own to fill."""
    first = min(known)
    know = read_view(game.view(first))
    others = 0
    for seat in known - {first}:
        for tile in game.hands[seat]:
            others |= 1 << tile.id
    slots = [[] if seat in known else list(held) for seat, held in enumerate(know.slots)]
    return replace(know, unknown=know.unknown & ~others, slots=slots)


def _hands_now(game: Game, known: frozenset[int], guess: list[int]) -> list[list[Tile]]:
    """Each seat's tiles now: the known seats' own, the others' from the guess (bit sets)."""
    return [
        list(game.hands[seat]) if seat in known else [DOUBLE_SIX[i] for i in bits(guess[seat])]
        for seat in range(game.players)
    ]


def _unplayed(
    game: Game, known: frozenset[int], hands: list[list[Tile]], rng: random.Random
) -> tuple[list[list[Tile]], list[Tile]]:
    """The round's moves taken back from ``hands`` (now) to its start: each placed tile back in
    its seat's hand, each drawn tile back on the boneyard in drawing order. A known seat's draw is
    the tile it really drew; another seat's is the tile it then placed (R7.2), else one of its
    tiles that fits none of the values the draw found open."""
    log = game.rounds[-1]
    held = [list(hand) for hand in hands]
    real = list(log.deal.boneyard)
    drawn: list[Tile] = []
    placed_drawn: dict[int, Tile] = {}
    draws_before = sum(isinstance(e, Drew) for e in log.events)
    for event in reversed(log.events):
        seat = event.seat
        if isinstance(event, Placed):
            held[seat].append(event.tile)
            if event.drawn:
                placed_drawn[seat] = event.tile
        elif isinstance(event, Drew):
            draws_before -= 1
            if seat in known:
                tile = real[draws_before]
            elif seat in placed_drawn:
                tile = placed_drawn[seat]
            else:
                unfit = [
                    t
                    for t in held[seat]
                    if t.low not in event.open_values and t.high not in event.open_values
                ]
                if not unfit:
                    raise ValueError("no tile fits the draw")
                tile = rng.choice(unfit)
            placed_drawn.pop(seat, None)
            held[seat].remove(tile)
            drawn.append(tile)
        else:
            placed_drawn.pop(seat, None)
    drawn.reverse()
    return held, drawn


def _replayed(game: Game, deal: Deal) -> Game | None:
    """The round's moves replayed from ``deal`` (the engine's own judgement of each), or None when
    one is not legal there; a position, never a real game."""
    log = game.rounds[-1]
    try:  # a deal the game refuses (PB5: [6|6] dealt away from the seat that opens) is no fit
        trial = Game.from_deal(
            deal.hands,
            deal.boneyard,
            deal.starter,
            log.scores_before,
            game.rules,
            seed=game.seed,
            salt=game.salt,
            origin=Origin.POSITION,
        )
        for event in log.events:
            trial.play(event_move(event))
    except ValueError:
        return None
    return trial


def _redeal(game: Game, known: frozenset[int], rng: random.Random) -> tuple[Deal, Game]:
    """The new deal (module text) and the round replayed from it."""
    if game.round_over:
        raise ValueError("R8.1 the round is over: its hands are no longer hidden")
    if not known or not known <= set(range(game.players)):
        raise ValueError(f"known is a non-empty set of seats 0..{game.players - 1}")
    sampler = Sampler(_knowledge(game, known))
    deal = game.rounds[-1].deal
    for _ in range(TRIES):
        guess = sampler.sample(rng)
        if guess.relaxed:
            continue
        rest = [DOUBLE_SIX[i] for i in guess.bone]
        try:
            start, drawn = _unplayed(game, known, _hands_now(game, known, guess.hands), rng)
        except ValueError:
            continue
        again = Deal(tuple(map(tuple, start)), (*drawn, *rest), deal.starter, deal.lot)
        if (replayed := _replayed(game, again)) is not None:
            return again, replayed
    raise ValueError("R1.4 no deal of the hidden tiles fits this round's moves")


def redealt(game: Game, known: frozenset[int], rng: random.Random) -> Deal:
    """The deal of ``game``'s round under way, every hand but ``known``'s and the boneyard dealt
    again from the tiles the known seats cannot see (module text). ValueError when the round is
    over, no seat is known, or (never seen) no consistent deal turns up."""
    return _redeal(game, known, rng)[0]


def seen_game(game: Game, known: frozenset[int], rng: random.Random) -> Game:
    """``game``'s round under way as the known seats may see it: dealt again (``redealt``) and
    its moves replayed, so the position is the same on the table and in the known hands."""
    return _redeal(game, known, rng)[1]
