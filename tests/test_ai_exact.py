"""The exact endgame solver (engine/ai/exact.py): when it applies, that its values are the true
minimax values of the rest of the round (checked against a plain minimax on the engine itself),
that hand deductions and the game's end are in them, and that ``hard`` plays its best move."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine import Game, Rules
from engine.ai import choose
from engine.ai.exact import (
    Position,
    determined_hands,
    layout_key,
    solve,
    solve_view,
)
from engine.ai.knowledge import layout_from_view, sim_move
from engine.ai.search import WIN, distinct
from engine.game import exact_claim
from engine.moves import Place

UNBOUNDED = 10**9


def copy_game(game: Game) -> Game:
    """The round in progress as a new game on a copy of the board (the boneyard is empty)."""
    return Game.from_position(
        game.board.copy(),
        [list(hand) for hand in game.hands],
        [],
        game.current,
        list(game.scores),
        game.must_play,
        game.rules,
    )


def brute_value(game: Game, side: int, start: tuple[int, ...], points_only: bool) -> float:
    """Plain minimax over the engine's own moves, every end of every tile, no pruning and no
    table: ``side`` maximizes, every other side minimizes (partners play together, R1.2). The
    value is the round's change in ``side``'s score minus the mean of the others' (placements,
    R6, and deductions, R8.3, as the engine scores them), or +-WIN when the round ends the game
    (R9.2, the engine's own check)."""
    if game.round_over:
        if not points_only and game.winner is not None:
            return WIN if game.winner == side else -WIN
        deltas = [s - s0 for s, s0 in zip(game.scores, start, strict=True)]
        return deltas[side] - (sum(deltas) - deltas[side]) / (len(deltas) - 1)
    found = []
    for move in game.legal_moves():
        after = copy_game(game)
        after.play(exact_claim(after, move))  # H2: every seat claims exactly
        found.append(brute_value(after, side, start, points_only))
    return max(found) if game.side_of(game.current) == side else min(found)


def brute_values(game: Game, points_only: bool) -> dict[str, float]:
    """Each legal placement of the seat to act, by its JSON text: its brute-force value."""
    side = game.side_of(game.current)
    values = {}
    for move in game.legal_moves():
        after = copy_game(game)
        after.play(exact_claim(after, move))
        values[f"{move.tile} {move.end}"] = brute_value(after, side, game.scores, points_only)  # type: ignore[union-attr]
    return values


def endgames(
    players: int, games: int, seed: int, rules: Rules | None = None, scores: int = 0
) -> Iterator[Game]:
    """Seeded rounds played by ``greedy``, paused at each decision whose view determines every
    hand and offers two or more distinct placements (the game plays on after each pause).
    Starting scores are drawn from ``seed`` up to ``scores`` (near the target: the game's end is
    in play)."""
    rng = random.Random(seed)
    for index in range(games):
        dealt = Game.new(players, seed=seed * 1_000 + index)
        start = [rng.randrange(0, scores + 1, 5) for _ in range(dealt.sides)] if scores else None
        game = Game.from_deal(
            [list(h) for h in dealt.hands], list(dealt.boneyard), dealt.current, start, rules
        )
        while not game.round_over:
            view = game.view(game.current)
            places = [m for m in view["legal_moves"] if m["type"] == "place"]
            if len(places) > 1 and view["boneyard_count"] == 0:
                layout = layout_from_view(view)
                sims = [sim_move(m, layout) for m in places]
                if len(distinct(sims)) > 1 and determined_hands(view) is not None:
                    yield game
            game.play(choose(view, "greedy", 0))


def small(game: Game, tiles: int) -> bool:
    return sum(len(hand) for hand in game.hands) <= tiles


def solver_values(view: dict[str, Any], points_only: bool) -> dict[str, float]:
    solution = solve_view(view, UNBOUNDED, points_only)
    assert solution is not None
    return {
        f"{m['tile']} {m['end']}": v for m, v in zip(solution.moves, solution.values, strict=True)
    }


# ----- against brute force ------------------------------------------------------------------


def cut_down(game: Game, rng: random.Random, scores: int) -> Game:
    """A small position of perfect information from a round in progress: the same board, each
    hand cut to at most two of its tiles at random (at least one), the boneyard empty, starting
    scores drawn up to ``scores``. The tiles left out are simply not in play."""
    hands = [rng.sample(list(hand), min(len(hand), rng.randint(1, 2))) for hand in game.hands]
    start = [rng.randrange(0, scores + 1, 5) for _ in range(game.sides)]
    return Game.from_position(game.board.copy(), hands, [], game.current, start, None, game.rules)


def small_positions(players: int, count: int, seed: int, scores: int) -> Iterator[Game]:
    """``count`` positions (``cut_down``) where the seat to act has two or more placements, taken
    at random moments of seeded greedy rounds."""
    rng = random.Random(seed)
    made = 0
    index = 0
    while made < count:
        game = Game.new(players, seed=seed * 1_000 + index)
        index += 1
        for _ in range(rng.randrange(1, 14)):
            if game.round_over:
                break
            game.play(choose(game.view(game.current), "greedy", 0))
        if game.round_over or game.board.is_empty():
            continue
        position = cut_down(game, rng, scores)
        if sum(isinstance(m, Place) for m in position.legal_moves()) >= 2:
            made += 1
            yield position


def position_of(game: Game, points_only: bool) -> Position:
    view = game.view(game.current)
    return Position(
        layout=layout_key(layout_from_view(view)),
        hands=tuple(sum(1 << t.id for t in hand) for hand in game.hands),
        seat=game.current,
        side_of=tuple(game.side_of(s) for s in range(game.players)),
        scores=game.scores,
        target=None if points_only else game.rules.target,
    )


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("scores", [0, 300])
def test_search_equals_brute_force(players, scores):
    """On 40 small seeded positions per case, every placement's value from ``solve`` equals
    plain minimax on the engine: partners as one side (R1.2), placements (R6), deductions (R8.3)
    and, with scores near the target, the game's end (R9.2)."""
    for game in small_positions(players, 40, 10 * players + scores, scores):
        view = game.view(game.current)
        layout = layout_from_view(view)
        places = [m for m in view["legal_moves"] if m["type"] == "place"]
        sims = [sim_move(m, layout) for m in places]
        moves = sorted(set(sims), key=sims.index)
        for points_only in (False, True):
            solution = solve(position_of(game, points_only), moves, UNBOUNDED)
            assert solution is not None
            found = {
                f"{m['tile']} {m['end']}": solution.values[moves.index(s)]
                for m, s in zip(places, sims, strict=True)
            }
            assert found == brute_values(game, points_only)


@pytest.mark.parametrize(
    ("players", "seed", "scores", "muggins"),
    [(2, 1, 0, False), (2, 2, 300, False), (2, 3, 290, True), (3, 4, 0, False),
     (3, 5, 300, True)],
)  # fmt: skip
def test_values_equal_brute_force(players, seed, scores, muggins):
    """Every legal placement's exact value equals plain minimax on the engine, with the game's
    end (scores near the target: R9.2 decides some of these rounds) and without (points only)."""
    rules = Rules(muggins=muggins)
    checked = 0
    for game in endgames(players, 400, seed, rules, scores):
        if not small(game, 8):
            continue
        view = game.view(game.current)
        for points_only in (False, True):
            assert solver_values(view, points_only) == brute_values(game, points_only)
        checked += 1
        if checked == 12:
            break
    assert checked >= 5


def test_some_brute_force_positions_end_the_game():
    """The near-target sets above do reach rounds that end the game (values of +-WIN)."""
    decided = 0
    for game in endgames(2, 400, 2, Rules(), 300):
        if small(game, 8):
            values = solver_values(game.view(game.current), False)
            decided += any(abs(v) == WIN for v in values.values())
    assert decided >= 3


# ----- hard plays the exact best move -------------------------------------------------------
