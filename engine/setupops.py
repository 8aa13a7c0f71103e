"""The worker's operations for set-up positions (docs/notation.md, docs/protocol.md).

``setup`` starts a game from a position (the notation, or the editor's object form), origin
``"setup"``; ``position`` writes the position of the game in play, or of a moment of a finished
game's replay, as notation; ``position_read`` reads and checks a notation or object form without
starting anything (the page's editor and its link); ``rules_read`` reads a table's rules in the
notation's short form, or writes it (an invitation link carries it, docs/network.md);
``setup_board`` is the editor's board: its picture and where each tile could go next.
"""

from __future__ import annotations

import random
from typing import Any, Final

from . import inbound
from .ai import decision_seed
from .errors import excerpt
from .game import Game
from .origin import Origin
from .position import (
    MAX_TEXT,
    Position,
    from_json,
    hand_bounds,
    of_game,
    parse,
    read_rules,
    write,
    write_rules,
)
from .rules import Rules
from .session import Session, record_of, salt_of, seats_of
from .takeback import game_at
from .tiles import DOUBLE_SIX
from .unseen import seen_game


def _position(args: dict[str, Any]) -> Position:
    """``notation`` (text) or ``position`` (the object form), exactly one."""
    if ("notation" in args) == ("position" in args):
        raise ValueError("give a position's notation or its object form, one of the two")
    if "notation" in args:
        return parse(inbound.text(args["notation"], "notation", "the notation", MAX_TEXT))
    return from_json(inbound.obj(args["position"], "position", "a position (an object)"))


def _answer(position: Position) -> dict[str, Any]:
    board = position.build_board()
    return {"notation": write(position), "position": position.to_json(), "board": board.to_dict()}


def op_setup(session: Session, args: dict[str, Any]) -> Any:
    """A game from a position, origin ``"setup"``: ``seats`` or ``levels`` and ``salt`` read as
    ``new_game`` reads them; an unknown boneyard is shuffled from ``seed``."""
    position = _position(args)
    seats = seats_of(args, position.players)
    seed = inbound.optional_integer(args.get("seed"), "seed", 0, inbound.MAX_SAFE - 1)
    salt = salt_of(args.get("salt"), seed is not None)
    game = Game.from_setup(position, seed, salt=salt)
    session.start(game, seats)
    return session.state()


# Games whose first round's hands the person wrote or was shown whole: a set-up position, a puzzle.
WRITTEN: Final = (Origin.SETUP, Origin.PUZZLE)


def as_seen(game: Game, seat: int | None) -> Game:
    """The game on the table as the page may show it (R1.4): a round of a real game keeps only
    ``seat``'s hand (None: nobody's, the curtain is up), the other hands and the boneyard dealt
    again from the tiles that seat cannot see (engine/unseen.py; with nobody's hand, every tile
    off the table shuffled into the hands' counts). A set-up position's or a puzzle's first round
    is as the person wrote or saw it."""
    if game.round_over or (game.origin in WRITTEN and game.round_number == 1):
        return game  # (a round over has no position: of_game says so, R8.1)
    view = game.view(game.current if seat is None else seat)
    facts = view if seat is not None else {**view, "hand": [], "must_play": None, "seat": None}
    rng = random.Random(decision_seed(facts))
    if seat is not None:
        return seen_game(game, frozenset({seat}), rng)
    off_table = [t for t in DOUBLE_SIX if t not in game.board.tiles]
    rng.shuffle(off_table)
    hands, at = [], 0
    for hand in game.hands:
        hands.append(off_table[at : at + len(hand)])
        at += len(hand)
    return Game.from_position(
        game.board.copy(), hands, off_table[at:], game.current, game.scores, None, game.rules
    )


def op_position(session: Session, args: dict[str, Any]) -> Any:
    """The position now as ``seat`` may see it (``as_seen``; ``boneyard``: give its order, else
    unknown), or of a game's ``record`` after ``step`` moves of ``round`` (as ``replay``)."""
    boneyard = inbound.boolean(args.get("boneyard", False), "boneyard")
    if "record" in args:
        record = record_of(args["record"])
        number = inbound.integer(args.get("round", 1), "round", 1, inbound.MAX_SAFE)
        step = inbound.integer(args.get("step", 0), "step", 0, inbound.MAX_SAFE)
        game = game_at(record, number, step)
    elif "round" in args or "step" in args:
        raise ValueError(f"round and step go with a record, not {excerpt(sorted(args))}")
    else:
        game = session.require_game()
        seat = inbound.optional_integer(args.get("seat"), "seat", 0, game.players - 1)
        game = as_seen(game, seat)
    return _answer(of_game(game, boneyard))


def op_position_read(session: Session, args: dict[str, Any]) -> Any:
    """A position checked (refused citing the rule, as ``setup`` would) and written out."""
    return _answer(_position(args))


MAX_RULES_TEXT: Final = 64  # the longest game's rules written out is 45 characters


def op_rules_read(session: Session, args: dict[str, Any]) -> Any:
    """A table's rules from ``text`` (the notation's rules field, docs/notation.md: "" is Five
    Up's own; untrusted, from an invitation link) or from ``rules`` (their JSON form), exactly
    one, answered in both forms; refused naming the field (an unknown game's name given as
    ``new_game`` gives it)."""
    if ("text" in args) == ("rules" in args):
        raise ValueError("give a table's rules as text or as an object, one of the two")
    if "rules" in args:
        rules = Rules.from_json(args["rules"])
    else:
        what = f"the rules' short text of at most {MAX_RULES_TEXT} characters"
        rules = read_rules(inbound.text(args["text"], "text", what, MAX_RULES_TEXT), "text")
    return {"rules": rules.to_json(), "text": write_rules(rules)}


def op_setup_board(session: Session, args: dict[str, Any]) -> Any:
    """The set-up editor's board from its placements (``steps``, each through ``Board.place``, so
    one the rules refuse is refused citing the rule), laid out for ``aspect``, and where each tile
    of the set not on it may go next (``fits``: its legal ends in the board's order, ``[null]``
    on the empty board, R3.1; ``[]`` where it fits nowhere, R3.2): the page offers those only;
    and for each player count, the fewest and most tiles a hand may hold (``holds``, R1.3, R7.2,
    R8.1): the editor's hands say them.
    The board is the game of ``rules``'s (its JSON form, as a position carries it; none: Five
    Up's): its spinners, its ends."""
    from .boards import board_of
    from .layout import layout

    aspect = inbound.number(args.get("aspect", 1), "aspect (width/height)", 0.2, 5)
    rules = Rules.from_json(args.get("rules"))
    board, steps = board_of({"steps": inbound.steps(args.get("steps", []))}, rules)
    fits = {
        str(tile): [None if end is None else str(end) for end in board.placements(tile)]
        for tile in DOUBLE_SIX
        if tile not in board.tiles
    }
    placed = len(board.tiles)
    holds = {str(n): list(hand_bounds(rules, n, placed)) for n in rules.player_counts}
    return {
        "layout": layout(board, aspect),
        "board": board.to_dict(),
        "steps": steps,
        "fits": fits,
        "holds": holds,
    }


def op_setup_table(session: Session, args: dict[str, Any]) -> Any:
    """What the set-up editor builds from (the page holds no rule): the set's tiles (R1.1), the
    player counts of the game of ``rules`` (its JSON form, as a position carries it; none: Five
    Up's, R1.2, AF1, PB1) and each count's number of sides (R1.2: partners share a score)."""
    rules = Rules.from_json(args.get("rules"))
    counts = list(rules.player_counts)
    return {
        "tiles": [str(t) for t in DOUBLE_SIX],
        "players": counts,
        "sides": {str(n): rules.sides(n) for n in counts},
    }
