"""The exact endgame solver (engine/ai/exact.py): when it applies, that its values are the true
minimax values of the rest of the round (checked against a plain minimax on the engine itself),
that hand deductions and the game's end are in them, and that ``hard`` plays its best move."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine import Board, Game, Rules
from engine.ai import choose
from engine.ai.bench import candidates, endgame_positions
from engine.ai.coach import coach_round
from engine.ai.exact import (
    Position,
    best_index,
    determined_hands,
    layout_key,
    position_from_view,
    solve,
    solve_view,
)
from engine.ai.knowledge import layout_from_view, sim_move
from engine.ai.levels import EXACT_BUDGET
from engine.ai.search import WIN, distinct
from engine.ai.sim import HALF
from engine.game import exact_claim
from engine.moves import Pass, Place, move_from_json, move_to_json
from engine.protocol import Session
from tests.conftest import E, T, result

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


def board_of(steps: list[tuple[str, str | None]]) -> Board:
    board = Board()
    for tile, end in steps:
        board.place(T(tile), None if end is None else E(end))
    return board


def test_the_game_won_dominates_the_points():
    """Scores 170 (seat 0) and 295 (seat 1), target 305; seat 1 to play with [3|6] and [4|4],
    seat 0 holds [1|6] and [2|5]; open ends [3|5] low (3), [0|4] high (4) and [0|0]'s two
    branches (0); ends' sum 7."""
    board = board_of(
        [
            ("[0|5]", None),
            ("[0|0]", "[0|5] low"),
            ("[3|5]", "[0|5] high"),
            ("[0|4]", "[0|0] line_b"),
        ]
    )
    game = Game.from_position(
        board, [[T("[1|6]"), T("[2|5]")], [T("[3|6]"), T("[4|4]")]], [], 1, [170, 295]
    )
    six, four = T("[3|6]").id, T("[4|4]").id
    moves = [(six, 3, HALF), (four, 4, HALF)]
    # [3|6] on 3: ends 6 + 4 = 10, 10 raw (R6.1), seat 1 at 305. Seat 0 must place [1|6] on 6
    # (R7.1): 1 + 4 = 5, 5 raw. Seat 1 goes out with [4|4] on 4 (1 + 8 = 9, nothing; R8.1).
    # Seat 0's [2|5] (7 pips) costs 5 (R8.3): 170 + 5 - 5 = 170 against 305: seat 1 wins (R9.2).
    # [4|4] on 4: 3 + 8 = 11, nothing. Seat 0 cannot place and passes (R7.3); seat 1 goes out with
    # [3|6] on 3 (6 + 8 = 14, nothing). Seat 0's 14 pips cost 15 (R8.3): 155 against 295, no
    # winner; seat 1 gains 0 and seat 0 loses 15: worth 15.
    with_target = solve(position_of(game, points_only=False), moves, UNBOUNDED)
    points_only = solve(position_of(game, points_only=True), moves, UNBOUNDED)
    assert with_target is not None and points_only is not None
    assert with_target.values == (WIN, 15.0)  # the game won dominates (R9.2)
    assert with_target.best == 0
    assert points_only.values == (10.0, 15.0)  # points: +10 +0 (seat 1) against +5 -5 (seat 0)
    assert points_only.best == 1
    assert [(s.seat, s.points) for s in with_target.line] == [(1, 10), (0, 5), (1, 0)]
    assert [(s.seat, s.move) for s in points_only.line] == [
        (1, (four, 4, HALF)),
        (0, None),  # R7.3: a pass
        (1, (six, 3, HALF)),
    ]
    assert brute_values(game, False) == {"[3|6] [3|5] low": WIN, "[4|4] [0|4] high": 15.0}


def test_partners_hands_are_rounded_apart():
    """R8.3: partners' hands are rounded separately (the sheet's example: two hands of 3 pips
    cost their partnership 10 raw, not 5). Four players; seat 0 holds [0|1] and [1|1] on a
    board of [0|4] alone; seat 1 holds [0|3], seat 2 (seat 0's partner) [1|5], seat 3 [1|2]."""
    board = board_of([("[0|4]", None)])
    hands = [[T("[0|1]"), T("[1|1]")], [T("[0|3]")], [T("[1|5]")], [T("[1|2]")]]
    game = Game.from_position(board, hands, [], 0, [0, 0])
    one = T("[0|1]").id
    # [0|1] on 0 (its only place): ends 1 + 4 = 5, 5 raw (R6.1). Seat 1 cannot place on 1 or 4
    # and passes (R7.3); seat 2 places [1|5] on 1 (5 + 4 = 9, nothing) and is out (R8.1).
    # Seat 0's [1|1] (2 pips) costs 0; seat 1's [0|3] and seat 3's [1|2] (3 pips each) cost 5
    # each: 10, not 5 for 6 pips together (R8.3). Side 0: +5; side 1: -10. Worth 15.
    solution = solve(position_of(game, points_only=False), [(one, 0, HALF)], UNBOUNDED)
    assert solution is not None
    assert solution.values == (15.0,)
    assert [(s.seat, s.points) for s in solution.line] == [(0, 5), (1, 0), (2, 0)]
    assert brute_values(game, False) == {"[0|1] [0|4] low": 15.0}


# ----- when it applies ------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determined_hands_are_the_true_hands(players):
    """Certainty: whenever a view determines the hidden hands, they are the hands the game holds
    (R1.4: the solver sees nothing else). With three and four players some positions are pinned
    down by the history (draws and passes, R7.2, R7.3) with two hidden hands still holding tiles."""
    seen = pinned = 0
    for index in range(150 if players == 2 else 400):
        game = Game.new(players, seed=9_000 + index)
        while not game.round_over:
            for seat in range(players if not game.boneyard else 0):  # else never (below)
                view = game.view(seat)
                hands = determined_hands(view)
                if hands is not None:
                    seen += 1
                    assert hands == tuple(sum(1 << t.id for t in h) for h in game.hands)
                    pinned += sum(1 for s in range(players) if s != seat and hands[s]) >= 2
                elif view["boneyard_count"] == 0 and players == 2:
                    pytest.fail("two players and no boneyard: the other hand is every unseen tile")
            game.play(choose(game.view(game.current), "greedy", 0))
    assert seen >= 20
    if players > 2:
        assert pinned >= 5


def test_not_determined_while_tiles_are_left_to_draw():
    game = Game.new(2, seed=1)
    view = game.view(game.current)
    assert view["boneyard_count"] > 0
    assert determined_hands(view) is None
    assert position_from_view(view) is None
    assert solve_view(view) is None


# ----- the solution -------------------------------------------------------------------------


def replay_line(game: Game, line: tuple[dict[str, Any], ...]) -> Game:
    """The line played on a copy of ``game`` by the engine (each move must be legal)."""
    after = copy_game(game)
    for step in line:
        assert step["seat"] == after.current
        if step["type"] == "pass":
            after.play(Pass())
        else:
            points = after.board.copy().place(T(step["tile"]), E(step["end"]))
            assert points == step["points"]
            after.play(exact_claim(after, move_from_json(step)))
    return after


def test_the_line_is_legal_and_worth_the_best_value():
    """The principal line, played by the engine from the position, ends the round (R8.1, R7.4)
    with exactly the best value; the first best needs no more than proving it best."""
    checked = 0
    for game in itertools.chain(endgames(2, 300, 21), endgames(2, 300, 22, scores=300)):
        view = game.view(game.current)
        solution = solve_view(view, UNBOUNDED)
        assert solution is not None
        end = replay_line(game, solution.line)
        assert end.round_over
        side = game.side_of(game.current)
        deltas = [b - a for a, b in zip(game.scores, end.scores, strict=True)]
        best = solution.values[solution.best]
        if end.winner is None:
            assert deltas[side] - deltas[1 - side] == best
        else:
            assert best == (WIN if end.winner == side else -WIN)
        assert solution.line[0]["tile"] == solution.moves[solution.best]["tile"]
        assert solution.values[solution.best] == max(solution.values)
        quick = best_index(view, candidates(view), UNBOUNDED)
        assert candidates(view)[quick] == sim_move(
            solution.moves[solution.best], layout_from_view(view)
        )
        checked += 1
    assert checked >= 20


def test_the_budget_bounds_the_search():
    """Out of nodes, no answer (the caller falls back): the budget is a count, not a clock."""
    for game in endgames(2, 300, 21):
        view = game.view(game.current)
        solution = solve_view(view, UNBOUNDED)
        assert solution is not None
        if solution.nodes > 50:
            assert solve_view(view, solution.nodes // 4) is None
            return
    pytest.fail("no position needed more than 50 nodes")


# ----- hard, the hint and the coach -----------------------------------------------------------


def test_hard_plays_the_exact_best_move_in_every_solvable_endgame():
    """Issue 16: every decision of the seeded games of ``engine.ai.bench.endgame_positions``
    whose view determines every hand (256 positions) and that the solver settles within
    ``hard``'s node budget (237 of them at 6,000 nodes; docs/strength.md has the rest): ``hard``'s
    move is one of the exactly best (by an unbounded solve)."""
    views = endgame_positions()
    assert len(views) == 256
    solvable = 0
    for view in views:
        moves = candidates(view)
        if best_index(view, moves, EXACT_BUDGET["hard"]) is None:
            continue
        solvable += 1
        position = position_from_view(view)
        assert position is not None
        exact = solve(position, moves, UNBOUNDED, line=False)  # every candidate's exact value
        assert exact is not None
        played = sim_move(move_to_json(choose(view, "hard")), layout_from_view(view))
        assert exact.values[moves.index(played)] == max(exact.values)
    assert solvable == 237


def test_the_hint_is_the_exact_best_move():
    for game in endgames(2, 300, 21):
        view = game.view(game.current)
        if best_index(view, candidates(view), EXACT_BUDGET["hard"]) is None:
            continue
        session = Session()
        record = game.to_record()
        record["levels"] = [None if s == game.current else "hard" for s in range(2)]
        record["human"] = game.current
        result(session, "load", record=record)
        hint = result(session, "hint")["move"]
        solution = solve_view(view, UNBOUNDED)
        assert solution is not None
        assert any(
            m == hint and v == max(solution.values)
            for m, v in zip(solution.moves, solution.values, strict=True)
        )
        return
    pytest.fail("no endgame found")


def test_the_coach_values_endgames_exactly():
    """A person who plays ``greedy`` into an exactly worse endgame placement: the coach reports
    the moment as exact, with the solver's values (points only) and gain."""
    for game in endgames(2, 400, 31):
        view = game.view(game.current)
        solution = solve_view(view, UNBOUNDED, points_only=True)
        assert solution is not None
        played = choose(view, "greedy", 0)
        played_json = move_to_json(played)
        value = solution.values[solution.moves.index(played_json)]
        if max(solution.values) - value < 5:
            continue
        person = game.current
        while not game.round_over:
            game.play(choose(game.view(game.current), "greedy", 0))
        moments = coach_round(game.to_record(), game.round_number, person, deals=20)
        moment = next(m for m in moments if m.view["history"] == view["history"])
        assert moment.exact
        assert moment.to_json()["exact"] is True
        assert moment.played == played_json
        assert moment.gain == max(solution.values) - value
        assert moment.values[f"{played_json['tile']} {played_json['end']}"] == value
        assert not any(m.exact for m in moments if m.view["boneyard_count"] > 0)
        return
    pytest.fail("no endgame where greedy errs")
