"""abw333's ``dominoes`` 6.1.0 players in our partnership block game, deciding from a seat's view.

A measuring tool of the arena (``python -m engine.arena hard peer-alphabeta-1 --game
partnership-block --players 4``), never in the wheel: the peer is a test and bench extra, and no
level, message or page can name these players.

Their player is a function that sorts ``game.valid_moves`` of their ``Game`` by preference; we play
its first. The game it reads is built from ``Game.view(seat)`` alone, move by move as
tests/test_peer_block.py proves the two engines agree (PB3: a placement is the tile and the number
of the end it joins; PB4: their ``None`` in ``moves`` is our pass). What each player reads:

* ``bota_gorda`` and ``double`` read only the seat's valid moves (its own hand and the line's ends).
* ``probabilistic_alphabeta`` reads the other hands too: it deals them again at random from the
  tiles they hold together, as many to each as it holds, and keeps deals that give no seat a
  number it passed on (``Game.random_possible_hands``, ``missing_values``), then solves each deal
  by alpha-beta on the hand's points. It never reads which hidden tile is where, but it is given
  hidden hands; we give it placeholders: the unseen tiles in order, as many to each seat as it
  holds, a function of the view alone (``hidden_placeholders``), so it knows what the seat knows.

Their players draw from the ``random`` module; each decision seeds it from ``decision_seed(view)``
(the seat's public facts, as our levels) and puts the module's state back afterwards.
"""

from __future__ import annotations

import importlib
import random
import re
from typing import Any, Final

from .ai import decision_seed
from .ai.knowledge import tile_id
from .moves import Move, move_from_json
from .tiles import DOUBLE_SIX, Tile

dominoes: Any = importlib.import_module("dominoes")  # untyped: read as the bench reads it

SEATS: Final = 4  # PB1: their game is the partnership block game, four seats
ALPHABETA: Final = "peer-alphabeta"
HEURISTICS: Final = {"peer-bota-gorda": "bota_gorda", "peer-double": "double"}
_ALPHABETA_LEVEL = re.compile(rf"^{ALPHABETA}-([1-9][0-9]*)$")


def is_peer(level: str) -> bool:
    """``peer-bota-gorda``, ``peer-double`` or ``peer-alphabeta-N`` (N samples a decision)."""
    return level in HEURISTICS or _ALPHABETA_LEVEL.match(level) is not None


def sample_size(level: str) -> int | None:
    """The deals ``peer-alphabeta-N`` solves a decision (N), None for the heuristic players."""
    found = _ALPHABETA_LEVEL.match(level)
    return int(found.group(1)) if found else None


def their_tile(tile: Tile) -> Any:
    return dominoes.Domino(tile.low, tile.high)


def our_tile(domino: Any) -> Tile:
    return Tile(domino.first, domino.second)


def joined_value(end: str) -> int:
    """The number an end shows, from its name (``[3|5] low``: 3; a double's line sides: its)."""
    tile_text, slot = end.rsplit(" ", 1)
    tile = DOUBLE_SIX[tile_id(tile_text)]
    return tile.high if slot == "high" else tile.low


def hidden_placeholders(view: dict[str, Any]) -> list[list[Tile]]:
    """Per seat, the tiles their game is given: the own hand as held; for every other seat as many
    unseen tiles (neither on the table nor in the own hand) as it holds, in the set's order."""
    seat = int(view["seat"])
    seen = {tile_id(t) for t in view["hand"]} | {tile_id(t) for t in view["board"]["tiles"]}
    unseen = [t for t in DOUBLE_SIX if t.id not in seen]
    hands: list[list[Tile]] = []
    at = 0
    for other, count in enumerate(view["hand_counts"]):
        if other == seat:
            hands.append([DOUBLE_SIX[tile_id(t)] for t in view["hand"]])
        else:
            hands.append(unseen[at : at + int(count)])
            at += int(count)
    return hands


def their_game(view: dict[str, Any]) -> Any:
    """Their ``Game`` at the view's decision, from the view alone: the line replayed from the
    round's history (PB3, PB4), the hands of ``hidden_placeholders``, the seat to move."""
    if int(view["players"]) != SEATS or view["board"].get("spinner_rule") != "none":
        raise ValueError("the peer plays the partnership block game only (PB1, PB3)")
    board = dominoes.Board()
    moves: list[Any] = []
    history: list[dict[str, Any]] = view.get("history", [])
    starter = int(history[0]["seat"]) if history else int(view["seat"])
    for event in history:
        if event["type"] == "pass":
            moves.append(None)
        elif event["type"] == "place":
            domino = their_tile(Tile.parse(event["tile"]))
            left = event["end"] is None or board.left_end() == joined_value(event["end"])
            board.add(domino, left)
            moves.append((domino, left))
    hands = [dominoes.Hand([their_tile(t) for t in h]) for h in hidden_placeholders(view)]
    seat = int(view["seat"])
    game = dominoes.Game(board, hands, moves, seat, (), starter, None)
    if board:
        game._update_valid_moves()  # their own listing of the seat's placements
    else:  # an opening: the view's legal tiles (PB5: [6|6] alone in a game's first hand)
        opening = [Tile.parse(m["tile"]) for m in view["legal_moves"] if m["type"] == "place"]
        game.valid_moves = tuple((their_tile(t), True) for t in opening)
    return game


def our_move(view: dict[str, Any], game: Any, choice: tuple[Any, bool]) -> Move:
    """Their ``(domino, left)`` as our legal move: the same tile on an end showing the number of
    the side of their line it joins (PB3; two ends showing one number are alike)."""
    domino, left = choice
    tile = our_tile(domino)
    value = None
    if game.board:
        value = game.board.left_end() if left else game.board.right_end()
    for move in view["legal_moves"]:
        if move["type"] != "place" or Tile.parse(move["tile"]) != tile:
            continue
        end = move["end"]
        if (end is None and value is None) or (end is not None and joined_value(end) == value):
            return move_from_json(move)
    raise ValueError(f"their move {domino} {'left' if left else 'right'} is not legal here")


def player_of(level: str) -> Any:
    samples = sample_size(level)
    if samples is not None:
        return dominoes.players.probabilistic_alphabeta(sample_size=samples)
    return getattr(dominoes.players, HEURISTICS[level])


def peer_move(view: dict[str, Any], level: str) -> Move:
    """The move abw333's player of ``level`` prefers in the seat's view (forced moves at once)."""
    legal: list[dict[str, Any]] = view["legal_moves"]
    if len(legal) == 1:
        return move_from_json(legal[0])
    game = their_game(view)
    state = random.getstate()
    random.seed(decision_seed(view))
    try:
        player_of(level)(game)
    finally:
        random.setstate(state)
    return our_move(view, game, game.valid_moves[0])  # their players copy, never play, the game
