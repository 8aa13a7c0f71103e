"""The arena's ``hard-solved`` trial (engine/ai/solved.py): late deals of a game without a stock
solved exactly; otherwise ``hard``'s own search."""

from __future__ import annotations

import random

from engine import Game
from engine.ai import choose
from engine.ai.exact import position_from_view, solve
from engine.ai.knowledge import read_view, sim_move
from engine.ai.levels import SEARCH
from engine.ai.search import distinct, pimc
from engine.ai.solved import SOLVE_TILES, solved_pimc
from engine.rules import PRESETS

BLOCK = PRESETS["partnership-block"]
CHECKED = 4  # such positions are rare in seeded greedy hands (exact: the seeds show here)


def test_with_a_stock_it_is_hards_own_search():  # R7.2: Five Up draws, nothing is solved
    for seed in range(6):
        game = Game.new(2, seed=seed)
        while not game.round_over:
            view = game.view(game.current)
            assert choose(view, "hard", search=solved_pimc) == choose(view, "hard")
            game.play(choose(view, "greedy"))


def test_where_the_view_determines_every_hand_it_plays_an_exactly_best_move():  # PB4
    """Every deal is then the true one, so the candidate with the best total is exactly best."""
    checked = 0
    for seed in range(240):
        game = Game.new(4, seed=seed, rules=BLOCK)
        while not game.round_over:
            view = game.view(game.current)
            position = position_from_view(view)
            late = sum(view["hand_counts"]) <= SOLVE_TILES
            if position is not None and late and len(view["legal_moves"]) > 1:
                know = read_view(view)
                moves = [sim_move(m, know.layout) for m in view["legal_moves"]]
                candidates = [moves[i] for i in distinct(moves)]
                if len(candidates) > 1:
                    rng = random.Random(seed)
                    chosen = solved_pimc(know, candidates, SEARCH["hard"], rng)
                    exact = solve(position, candidates)
                    assert exact is not None
                    assert exact.values[chosen] == max(exact.values)
                    checked += 1
            game.play(choose(view, "greedy"))
    assert checked == CHECKED


def test_early_in_a_block_hand_it_is_hards_own_search():
    game = Game.new(4, seed=1, rules=BLOCK)
    game.play(game.legal_moves()[0])  # PB5: [6|6]
    while True:
        view = game.view(game.current)
        know = read_view(view)
        places = [m for m in view["legal_moves"] if m["type"] == "place"]
        moves = [sim_move(m, know.layout) for m in places]
        candidates = [moves[i] for i in distinct(moves)]
        if len(candidates) > 1:
            break
        game.play(game.legal_moves()[0])
    assert sum(know.counts) > SOLVE_TILES and len(candidates) > 1
    one = solved_pimc(know, candidates, SEARCH["hard"], random.Random(5))
    assert one == pimc(know, candidates, SEARCH["hard"], random.Random(5))
