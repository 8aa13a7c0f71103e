"""The computer players in All Fives (AF1-AF9) and the partnership block game (PB1-PB9): the
simulator agrees with the engine, every level plays only legal moves from the seat's view, and a
decision never changes when the tiles the seat cannot see are swapped."""

from __future__ import annotations

import random

import pytest

from engine import DOUBLE_SIX, Draw, Game, Pass, Place
from engine.ai import BASELINES, LEVELS, choose
from engine.ai.knowledge import layout_from_view, read_view, sim_move
from engine.ai.levels import SEARCH
from engine.ai.race import race_value
from engine.ai.sampling import STATS, Sampler
from engine.ai.search import SearchConfig, outcome_value
from engine.ai.sim import TRACE_DRAW, legal, playout
from engine.ai.tables import VALUE_BITS, bits, mask_of
from engine.errors import IllegalMove
from engine.game import event_move, exact_claim
from engine.moves import move_to_json
from engine.rules import PRESETS
from tests.test_ai_sim import random_positions as sim_positions

GAMES = [("all-fives", 2), ("all-fives", 3), ("all-fives", 4), ("partnership-block", 4)]


def random_positions(preset: str, players: int, seed: int, count: int) -> list[Game]:
    return sim_positions(players, seed, count, PRESETS[preset])


def board_view(game: Game) -> dict[str, object]:
    return {"board": game.board.to_dict(), "rules": game.rules.to_json()}


@pytest.mark.parametrize(("preset", "players"), GAMES)
def test_layout_matches_board_in_each_game(preset: str, players: int) -> None:  # AF3-AF5, PB3
    for game in random_positions(preset, players, seed=players, count=60):
        if game.board.is_empty():  # PB5: who opens and with what is the engine's to say
            continue
        layout = layout_from_view(board_view(game))
        assert layout.total == game.board.ends_sum()
        hand = mask_of([t.id for t in game.hands[game.current]])
        must = game.must_play.id if game.must_play is not None else -1
        places = [m for m in game.legal_moves() if isinstance(m, Place)]
        assert {sim_move(move_to_json(m), layout) for m in places} == set(legal(layout, hand, must))
        for move in places:
            board = game.board.copy()
            points = board.place(move.tile, move.end)
            after = layout.copy()
            assert after.apply(*sim_move(move_to_json(move), layout)) == points
            rebuilt = layout_from_view({"board": board.to_dict(), "rules": game.rules.to_json()})
            assert after.key() == rebuilt.key()


@pytest.mark.parametrize(("preset", "players"), GAMES)
def test_playout_replays_in_the_engine_in_each_game(preset: str, players: int) -> None:  # AF6
    rng = random.Random(10 + players)
    checked = 0
    for game in random_positions(preset, players, seed=20 + players, count=80):
        if game.board.is_empty():
            continue
        hands = [mask_of([t.id for t in h]) for h in game.hands]
        bone = [t.id for t in game.boneyard]
        must = game.must_play.id if game.must_play is not None else -1
        side_of = tuple(game.side_of(s) for s in range(players))
        before = game.scores
        trace: list[tuple[int, int, int, int]] = []
        noise, defend = rng.choice([0.0, 0.5]), rng.choice([0.0, 1.0])
        deltas = playout(layout_from_view(board_view(game)), hands, bone, game.current, must,
                         side_of, random.Random(1), noise, trace, defend)  # fmt: skip
        for seat, tile, v, kind in trace:
            assert not game.round_over and game.current == seat
            if tile < 0:
                game.play(Draw() if kind == TRACE_DRAW else Pass())
                continue
            layout = layout_from_view(board_view(game))
            matches = [m for m in game.legal_moves() if isinstance(m, Place)
                       and sim_move(move_to_json(m), layout) == (tile, v, kind)]  # fmt: skip
            assert matches, (seat, tile, v, kind)
            game.play(exact_claim(game, matches[0]))
        while not game.round_over:  # passes the trace leaves out at a block
            game.play(Pass())
        assert [a - b for a, b in zip(game.scores, before, strict=True)] == deltas
        checked += 1
    assert checked >= 40


def test_a_pass_in_the_block_game_rules_out_both_open_numbers() -> None:  # PB4
    for seed in range(40):
        game = Game.new(4, seed=seed, rules=PRESETS["partnership-block"])
        while not game.round_over:
            moves = game.legal_moves()
            if moves == [Pass()]:
                seat, opened = game.current, set(game.board.open_values())
                game.play(Pass())
                know = read_view(game.view((seat + 1) % 4))
                lacking = {v for v in range(7) for slot in know.slots[seat] if slot >> v & 1}
                assert opened <= lacking and all(
                    all(slot >> v & 1 for v in opened) for slot in know.slots[seat]
                )
                return
            game.play(moves[0])
    raise AssertionError("some seeded block game has a pass")


@pytest.mark.parametrize(("preset", "players"), GAMES)
@pytest.mark.parametrize("level", LEVELS + BASELINES)
def test_whole_games_of_legal_moves(preset: str, players: int, level: str) -> None:  # AF, PB
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(SEARCH, "normal", SearchConfig(simulations=24))
        patch.setitem(SEARCH, "hard", SearchConfig(simulations=40, defend=1.0, stop_z=3.0))
        game = Game.new(players, seed=7 + players, rules=PRESETS[preset])
        for _ in range(2_000):
            if game.over:
                break
            if game.round_over:
                game.next_round()
                continue
            move = choose(game.view(game.current), level)
            assert move in game.legal_moves() or exact_claim(game, move) in game.legal_moves()
            game.play(exact_claim(game, move))
        assert game.over


def twins(
    preset: str, players: int, seed: int, scores: list[int] | None = None
) -> tuple[Game, Game, int] | None:
    """A position of random play and the same position with the hidden tiles swapped about (the
    sides at ``scores`` before the round; None: a game's first round)."""
    rng = random.Random(seed)
    rules = PRESETS[preset]
    size = rules.hand_size(players)
    tiles = list(DOUBLE_SIX)
    rng.shuffle(tiles)
    hands = [tiles[size * s : size * s + size] for s in range(players)]
    bone = tiles[size * players :]
    starter = rng.randrange(players)
    if rules.first_opener == "double-six":  # PB5: the holder of [6|6] opens
        starter = next(s for s, hand in enumerate(hands) if DOUBLE_SIX[-1] in hand)
    one = Game.from_deal(hands, bone, starter, scores, rules, seed=seed)
    for _ in range(rng.randrange(0, 20)):
        if one.round_over:
            return None
        one.play(exact_claim(one, rng.choice(one.legal_moves())))
    if one.round_over or len(one.legal_moves()) < 2:
        return None
    seat = one.current
    hidden = [t for s, hand in enumerate(one.hands) if s != seat for t in hand] + list(one.boneyard)
    moves = [event_move(e) for e in one.rounds[0].events]
    for _ in range(40):
        moved = hidden[:]
        rng.shuffle(moved)
        swap = dict(zip(hidden, moved, strict=True))
        try:
            two = Game.from_deal([[swap.get(t, t) for t in h] for h in hands],
                                 [swap.get(t, t) for t in bone], starter, scores, rules,
                                 seed=seed + 1)  # fmt: skip
            for move in moves:
                two.play(move)
        except (IllegalMove, ValueError):  # the swap moved a played tile or [6|6] (PB5)
            continue
        if two.hands != one.hands:
            return one, two, seat
    return None


@pytest.mark.parametrize(("preset", "players"), GAMES)
def test_same_decision_whatever_the_seat_cannot_see(preset: str, players: int) -> None:  # R1.4
    found = 0
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(SEARCH, "normal", SearchConfig(simulations=24))
        patch.setitem(SEARCH, "hard", SearchConfig(simulations=40, defend=1.0, noise=0.1))
        for seed in range(60):
            pair = twins(preset, players, seed)
            if pair is None:
                continue
            one, two, seat = pair
            view_one, view_two = one.view(seat), two.view(seat)
            for level in LEVELS + BASELINES:
                assert choose(view_one, level) == choose(view_two, level), (seed, level)
            found += 1
            if found == 6:
                break
    assert found == 6


def test_hard_deals_in_the_block_game_honour_every_pass():  # PB4: a pass shows both numbers lacking
    """Every deal hard's search samples gives no seat a tile showing a number it passed on
    (read from the pass events themselves, not from the slots), and so the sampler's deals are
    the passes' constraints; no deal is relaxed."""
    rng = random.Random(42)
    before = STATS["relaxed"]
    checked = 0
    for seed in range(12):
        game = Game.new(4, seed=seed, rules=PRESETS["partnership-block"])
        while not game.round_over:
            view = game.view(game.current)
            lacking = [0] * 4
            for event in view["history"]:
                if event["type"] == "pass":
                    lacking[event["seat"]] |= mask_of(event["open_values"])  # numbers as bits
            sampler = Sampler(read_view(view))
            for _ in range(20):
                deal = sampler.sample(rng)
                for seat, hand in enumerate(deal.hands):
                    assert not any(VALUE_BITS[t] & lacking[seat] for t in bits(hand))
                checked += any(lacking)
            game.play(rng.choice(game.legal_moves()))
    assert STATS["relaxed"] == before and checked == 4640


def test_the_block_games_value_is_the_sides():  # PB6: the partner's points are the seat's
    game = Game.new(4, seed=3, rules=PRESETS["partnership-block"])
    for seat, expected in ((0, 34), (2, 34), (1, -34), (3, -34)):
        know = read_view(game.view(seat))
        assert outcome_value(know, [34, 0]) == expected  # side 0 won a hand of 34
        assert race_value(know, [34, 0]) == expected  # hard's valuer: the same points
