"""Five Up's computer players decide exactly as before the rule sets reached the AI (issue 41).

``ai_five_up_decisions.json`` holds every level's move on the views of ``bench.positions(2)`` and
``hard``'s on the first 40 exact endgames of ``bench.endgame_positions()``, recorded by the
simulator and solver that modelled Five Up only; reading the game's rules from one record
(engine/ai/ruleset.py) must not change one of them. One was changed on purpose since: issue 42's
race valuation with 3 and 4 players (engine/ai/race.py) moved ``hard``'s opening at view 28, 3
players, from [3|3] to [0|5] (the other 54 of ``hard``'s 3- and 4-player decisions stayed).
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.ai import choose
from engine.ai.bench import endgame_positions, positions
from engine.moves import move_to_json

PINNED = json.loads((Path(__file__).parent / "ai_five_up_decisions.json").read_text())


def test_five_up_decisions_are_the_pinned_ones() -> None:  # R1-R10
    views = positions(2)
    ends = endgame_positions()[: PINNED["endgames"]]
    assert (len(views), len(ends)) == (PINNED["views"], PINNED["endgames"]) == (74, 40)
    for index, level, move in PINNED["decisions"]:
        view = views[index] if index < 1000 else ends[index - 1000]
        assert move_to_json(choose(view, level)) == move, (index, level)
    assert len(PINNED["decisions"]) == 74 * 5 + 40
