"""The boards of the layout sweep: every board of seeded full games played through the engine,
and the board canvas's size at each of the six viewports the page is checked at.

Shared by tests/test_layout_sweep.py (no label over a tile or a label; readable pips on a phone),
scripts/board_figure.py (the pip-half size on a phone, as JSON) and tests/test_layout_rule_sets.py
(the games' boards under each spinner rule).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any, Final

from engine import Board, Game
from engine.rules import SHEET, Rules

# The board canvas's CSS size at each viewport (measured in Chromium on the built page, the
# first turn of a game: `#board`'s bounding box).
CANVASES: Final = {
    "1280x720": (920, 352),
    "1366x768": (1006, 400),
    "1920x1080": (1560, 712),
    "390x844": (362, 401),
    "360x640": (332, 143),
    "844x390": (568, 172),
}
PHONE: Final = "390x844"
# What board.js keeps around the board (CSS px) and the largest tile half it draws.
MARGIN_PX: Final = 4
MAX_UNIT_PX: Final = 54


def placements(seed: int, rules: Rules = SHEET, rounds: int | None = None) -> Iterator[Board]:
    """The board after each placement of a seeded game of random legal moves under ``rules``
    (2, 3 and 4 players in turn by seed, each game's count if it has one; dealt with ``seed``),
    whole or its first ``rounds`` rounds. The one board, changing: copy what you keep."""
    counts = rules.player_counts
    game = Game.new(counts[seed % len(counts)], seed=seed, rules=rules)
    rng = random.Random(seed)
    while not game.over and (rounds is None or game.round_number <= rounds):
        if game.round_over:
            game.next_round()
            continue
        before = len(game.board.tiles)
        game.play(rng.choice(game.legal_moves()))
        if len(game.board.tiles) != before:
            yield game.board


def game_boards(games: int) -> Iterator[dict[str, Any]]:
    """Each board (``Board.to_dict()``) after each placement of ``games`` seeded full games of
    Five Up (game ``g`` is dealt with seed ``g``)."""
    for g in range(games):
        yield from (board.to_dict() for board in placements(g))


def sweep_boards(count: int = 3000, every: int = 3) -> list[dict[str, Any]]:
    """``count`` boards: every ``every``-th board of seeded full games, in order."""
    found: list[dict[str, Any]] = []
    for i, board in enumerate(game_boards(10_000)):
        if i % every == 0:
            found.append(board)
            if len(found) == count:
                break
    return found


def unit_px(result: dict[str, Any], canvas: tuple[int, int]) -> float:
    """The CSS px of a tile half when board.js fits ``result`` to a canvas of that CSS size: its
    ``bounds`` (every tile, target and mark) inside a margin, before any zoom."""
    _, _, bw, bh = result["bounds"]
    w, h = canvas
    return min((w - 2 * MARGIN_PX) / bw, (h - 2 * MARGIN_PX) / bh, MAX_UNIT_PX)
