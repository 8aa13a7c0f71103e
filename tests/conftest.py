"""Shared helpers for the engine tests."""

from __future__ import annotations

import os
import random

from hypothesis import settings

from engine import End, Game, Tile

# CI runs the same examples every time (derandomize), so a run is repeatable; "dev" explores anew.
settings.register_profile("ci", max_examples=150, deadline=None, derandomize=True)
settings.register_profile("dev", max_examples=60, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


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
