"""The layout (engine.layout) under every game's spinner rule: Five Up's layouts pinned byte for
byte, so that laying other games' boards changes nothing in Five Up's.

Rule numbers refer to docs/rules.md; the output shape is docs/protocol.md, "Layout".
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from board_sweep import placements

from engine import Board
from engine import layout as layout_module
from engine.layout import layout

WIDE = 16 / 9  # a 1280 x 720 window
PHONE = 390 / 844  # a 390 x 844 phone, upright

# sha256 of the JSON (sorted keys) of the Five Up layouts below, taken at b268dc2, before the
# layout read the game's spinner rule.
FIVE_UP_DIGEST = "aaf12945ded0fad60e88e8f6612dc1c41c13d6071e6cc8522910149a0b6a4baf"


def layouts_of(boards: list[Board], aspect: float) -> list[dict[str, Any]]:
    """Each board's layout in turn, the search resumed from the board before as in play."""
    layout_module._SEARCHES.clear()
    return [layout(board, aspect) for board in boards]


def test_five_up_layouts_are_unchanged() -> None:
    # R3.3: every double a spinner; seeded rounds of 2, 3 and 4 players on a window and a phone.
    boards = [board.copy() for seed in range(6) for board in placements(seed, rounds=3)]
    digest = hashlib.sha256()
    for aspect in (WIDE, PHONE):
        for result in layouts_of(boards, aspect):
            digest.update(json.dumps(result, sort_keys=True).encode())
    assert len(boards) == 268
    assert digest.hexdigest() == FIVE_UP_DIGEST
