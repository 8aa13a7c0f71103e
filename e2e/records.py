"""Finished games made in CPython for the browser tests that load, replay or finish them.

- `finished_three`: a whole game to 31 of Ann, an easy computer and a person with no name
  (`THREE`), as a game file; `NAMES_OF_THREE`, how the page names those seats.
- `last_turn`: a two-player game against easy (`ENDING_SEED`, `ENDING_LEVELS`) at the person's
  last turn, whose move ends it (or a game of other players and rules, at the same moment).
"""

from __future__ import annotations

import functools
import json
from typing import Any

from tabletop import Replay, call, replay_offline

from engine.protocol import Session

THREE = [
    {"kind": "person", "name": "Ann"},
    {"kind": "computer", "level": "easy"},
    {"kind": "person", "name": None},  # no name given: "Player 3"
]
NAMES_OF_THREE = {"en": ["Ann", "West", "Player 3"], "fi": ["Ann", "Länsi", "Pelaaja 3"]}
ENDING_SEED = 8
ENDING_LEVELS = ["easy"]


@functools.cache
def finished_three() -> str:
    """A whole game to 31 (H1) of Ann, a computer and a person with no name, as a file."""
    session = Session()
    state = call(session, "new_game", players=3, seats=THREE, seed=3, rules={"target": 155})
    while not state["view"]["over"]:
        view = state["view"]
        if view["round_over"]:
            state = call(session, "next_round")
        elif THREE[view["current"]]["kind"] == "person":
            state = call(session, "play", move=view["legal_moves"][0])
        else:
            state = call(session, "ai_move")["state"]
    return json.dumps(call(session, "record"))


def person_turns(seed: int, levels: list[str], rules: dict[str, Any] | None) -> int:
    turns = 0

    def count(game: Replay) -> bool:
        nonlocal turns
        turns += 1
        return False

    game = replay_offline(seed, len(levels) + 1, levels, max_rounds=99, on_turn=count, rules=rules)
    assert game.view["over"]
    return turns


def last_turn(
    seed: int, levels: list[str] = ENDING_LEVELS, rules: dict[str, Any] | None = None
) -> Replay:
    """The game at the person's last turn: their move ends it (with the computers' after it).
    Two players against easy (`ENDING_LEVELS`) in Five Up, unless `levels` and `rules` say."""
    last = person_turns(seed, levels, rules)
    turns = 0

    def stop(game: Replay) -> bool:
        nonlocal turns
        turns += 1
        return turns == last

    return replay_offline(seed, len(levels) + 1, levels, max_rounds=99, on_turn=stop, rules=rules)
