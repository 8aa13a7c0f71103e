"""The computer plays under the game's rules: a shorter target (H1) and Muggins claims (H2)."""

from __future__ import annotations

from engine import Game, Place
from engine.ai import BASELINES, LEVELS, choose
from engine.ai.knowledge import read_view
from engine.ai.search import WIN, outcome_value
from engine.game import exact_claim
from engine.rules import DEFAULT_TARGET, Rules
from tests.conftest import E, T, goes_out_position

ALL_LEVELS = LEVELS + BASELINES


def test_knowledge_reads_the_target_from_the_rules():  # H1
    for target in (155, 305, 605):
        view = Game.new(2, seed=1, rules=Rules(target=target)).view(0)
        assert read_view(view).target == target
    old = {k: v for k, v in Game.new(2, seed=1).view(0).items() if k != "rules"}
    assert read_view(dict(old, target=155)).target == 155  # a view without rules: its "target"
    del old["target"]
    assert read_view(old).target == DEFAULT_TARGET == 305


def test_a_round_that_passes_the_target_is_won_or_lost():  # H1, R9.2
    know = read_view(Game.from_deal(
        [["[0|1]", "[2|3]", "[4|5]", "[0|6]", "[1|1]"], ["[2|2]", "[3|4]", "[0|5]", "[1|6]",
         "[3|3]"]], [], starter=0, scores=[140, 100], rules=Rules(target=155)).view(0)
    )  # fmt: skip
    assert outcome_value(know, [15, 0]) == WIN  # 155 alone on top
    assert outcome_value(know, [10, 60]) == -WIN  # seat 1 at 160
    assert outcome_value(know, [10, 0]) == 10.0  # 150: not yet
    know.target = 305
    assert outcome_value(know, [15, 0]) == 15.0  # the sheet's target: only points


def test_goes_out_to_reach_a_short_target_with_claims():  # H1, H2, R8.1, R9.2
    rules = Rules(target=155, muggins=True)
    for level in ("normal", "hard"):
        game = goes_out_position(rules, [150, 140])
        move = choose(game.view(0), level, 0)
        assert move == Place(T("[3|3]"), E("[1|3] high"))  # claimless: the player adds the claim
        claimed = exact_claim(game, move)
        assert claimed == Place(T("[3|3]"), E("[1|3] high"), 15)
        game.play(claimed)
        assert tuple(game.scores) == (165, 140)  # H2: an exact claim scores
        while not game.round_over:
            game.play(exact_claim(game, choose(game.view(game.current), level, 1)))
        assert game.over and game.winner == 0 and game.scores[0] >= 155


def test_every_level_moves_without_a_claim_and_the_exact_claim_scores():  # H2
    game = Game.new(3, seed=21, rules=Rules(muggins=True), salt=9)
    placed = 0
    while not game.round_over:
        view = game.view(game.current)
        for level in ALL_LEVELS:
            move = choose(view, level, 2)
            assert not isinstance(move, Place) or move.claim is None
        move = exact_claim(game, choose(view, "normal"))
        before = list(game.scores)
        game.play(move)
        event = game.rounds[-1].events[-1]
        if isinstance(move, Place):
            placed += 1
            assert move.claim == event.points and not event.mugginsed  # type: ignore[union-attr]
            side = game.side_of(event.seat)
            assert game.scores[side] == before[side] + event.points  # type: ignore[union-attr]
    assert placed >= 10


def play_game(levels: tuple[str, str], seed: int, rules: Rules) -> Game:
    game = Game.new(2, seed, rules, salt=seed)
    while not game.over:
        if game.round_over:
            game.next_round()
            continue
        view = game.view(game.current)
        game.play(exact_claim(game, choose(view, levels[game.current])))
    return game


def test_normal_beats_greedy_to_31_end_to_end():  # H1, H2, R9.2: duplicate pairs of whole games
    rules = Rules(target=155, muggins=True)
    results = []
    for seed in (3, 4, 5, 6):
        for seat in (0, 1):
            game = play_game(
                ("normal", "greedy") if seat == 0 else ("greedy", "normal"), seed, rules
            )
            # R9.2 with H1: the game ends after the first round that leaves one side alone on top
            # at 155 or more, and not before.
            totals = [log.result.scores for log in game.rounds if log.result]
            for scores in totals[:-1]:
                assert max(scores) < 155 or scores.count(max(scores)) > 1
            top = max(game.scores)
            assert top >= 155 and game.scores.count(top) == 1 and game.scores[game.winner] == top
            results.append((game.winner == seat, len(game.rounds), tuple(game.scores)))
    assert results == [
        (True, 4, (155, 140)), (False, 12, (215, 105)),
        (True, 12, (170, 95)), (True, 9, (95, 155)),
        (True, 7, (160, -20)), (False, 16, (160, 125)),
        (True, 3, (190, 15)), (False, 11, (190, 160)),
    ]  # fmt: skip
    assert sum(won for won, _, _ in results) == 5  # of 8: short games leave more to the deal
