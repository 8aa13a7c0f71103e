"""Shared helpers for the engine tests."""

from __future__ import annotations

import os
import random
from typing import Any

from hypothesis import settings

from engine import Board, End, Game, Rules, Tile
from engine.protocol import Session, handle

# CI runs the same examples every time (derandomize), so a run is repeatable; "dev" explores anew.
settings.register_profile("ci", max_examples=150, deadline=None, derandomize=True)
settings.register_profile("dev", max_examples=60, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def ask(session: Session, op: str, **args: Any) -> dict[str, Any]:
    """One protocol request's whole answer."""
    return handle({"id": 1, "op": op, "args": args}, session)


def result(session: Session, op: str, **args: Any) -> Any:
    """One protocol request's result, which must be granted."""
    answer = ask(session, op, **args)
    assert answer["ok"], answer
    return answer["result"]


def T(text: str) -> Tile:
    return Tile.parse(text)


def E(text: str) -> End:
    return End.parse(text)


def play_random(game: Game, rng: random.Random, max_moves: int | None = None) -> int:
    """Play random legal moves (dealing new rounds) until the game is over or max_moves made."""
    made = 0
    while not game.over and (max_moves is None or made < max_moves):
        if game.round_over:
            game.next_round()
            continue
        game.play(rng.choice(game.legal_moves()))
        made += 1
    return made


# A late position where every tile is accounted for (tests/test_ai.py and test_ai_rules.py): seat 0
# holds [3|3] and [3|6]; [3|3] first on [1|3] high lets it go out next turn, [3|6] strands [3|3].
GOES_OUT_TILES = ["[2|4]", "[4|6]", "[5|6]", "[3|5]", "[0|3]", "[0|1]", "[1|6]", "[2|5]", "[5|5]",
                  "[6|6]", "[4|5]", "[4|4]", "[1|4]", "[1|3]", "[0|4]", "[3|4]", "[0|2]", "[1|2]",
                  "[2|3]", "[1|5]", "[2|2]", "[0|6]"]  # fmt: skip
GOES_OUT_ENDS = [None, "[2|4] high", "[4|6] high", "[5|6] low", "[3|5] low", "[0|3] low",
                 "[0|1] high", "[2|4] low", "[2|5] high", "[1|6] high", "[5|5] line_b", "[4|5] low",
                 "[4|4] line_b", "[1|4] low", "[4|4] branch_b", "[4|4] branch_a", "[0|4] low",
                 "[0|2] high", "[3|4] low", "[1|2] low", "[2|3] low", "[6|6] line_b"]  # fmt: skip


def goes_out_position(rules: Rules, scores: list[int]) -> Game:
    """The goes-out position above with seat 0 to act at ``scores`` under ``rules``."""
    board = Board()
    for tile, end in zip(GOES_OUT_TILES, GOES_OUT_ENDS, strict=True):
        board.place(T(tile), None if end is None else E(end))
    hands = [[T("[3|3]"), T("[3|6]")], [T(t) for t in ("[0|5]", "[2|6]", "[1|1]", "[0|0]")]]
    return Game.from_position(board, hands, [], 0, scores, rules=rules)
