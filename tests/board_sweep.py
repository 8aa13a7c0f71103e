"""The boards of the layout sweep: every board of seeded full games played through the engine,
and the board canvas's size at each of the six viewports the page is checked at.

Shared by tests/test_layout_sweep.py (no label over a tile or a label; readable pips on a phone)
and scripts/board_figure.py (the pip-half size on a phone, as JSON).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any, Final

from engine import Game

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


def game_boards(games: int) -> Iterator[dict[str, Any]]:
    """Each board (``Board.to_dict()``) after each placement of ``games`` seeded full games of
    random legal moves (2, 3 and 4 players in turn; game ``g`` is dealt with seed ``g``)."""
    for g in range(games):
        game = Game.new(2 + g % 3, seed=g)
        rng = random.Random(g)
        while not game.over:
            if game.round_over:
                game.next_round()
                continue
            before = len(game.board.tiles)
            game.play(rng.choice(game.legal_moves()))
            if len(game.board.tiles) != before:
                yield game.board.to_dict()


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
