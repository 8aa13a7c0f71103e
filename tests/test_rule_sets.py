"""The other games of the family as values of ``Rules``: All Fives (AF1-AF9) and the partnership
block game (PB1-PB9) of docs/rules.md, and the description the page will read."""

from __future__ import annotations

import json
import random

import pytest

from engine import Board, Draw, Game, IllegalMove, Pass, Place
from engine.ai import choose
from engine.events import Placed
from engine.protocol import Session
from engine.rules import GAMES, PRESETS, Rules, describe
from tests.conftest import E, T, ask

AF = PRESETS["all-fives"]
PB = PRESETS["partnership-block"]


# ----- the rule sets as data -------------------------------------------------------------------


def test_five_up_is_the_sheets_game_and_its_json_unchanged():  # R1-R10, H1, H2
    assert PRESETS["five-up"] == Rules() and PRESETS["five-up"].preset == "five-up"
    assert Rules().to_json() == {"target": 305, "display_target": 61, "muggins": False}
    assert repr(Rules(target=155)) == "Rules(target=155, muggins=False)"


def test_all_fives_parameters():  # AF1-AF9
    assert AF.preset == "all-fives"
    assert (AF.stock, AF.spinners, AF.play_scoring) == ("draw", "first-double", "fives")
    assert (AF.hand_end, AF.counted, AF.rounding, AF.blocked_winner) == (
        "winner-takes",
        "opponents",
        "total-to-5",
        "fewest-pips",
    )
    assert [AF.hand_size(n) for n in (2, 3, 4)] == [7, 5, 5]  # AF1
    assert [AF.boneyard_size(n) for n in (2, 3, 4)] == [14, 13, 8]
    assert (AF.target, AF.display_target, AF.raw_per_display) == (150, 150, 1)  # AF8, AF4
    assert AF.options == {"target": 150, "muggins": False, "blocked_count": "as-out"}
    assert AF.to_json() == {
        "preset": "all-fives",
        "target": 150,
        "display_target": 150,
        "muggins": False,
    }


def test_block_game_parameters():  # PB1-PB9
    assert PB.player_counts == (4,) and PB.hand_size(4) == 7 and PB.boneyard_size(4) == 0
    assert (PB.stock, PB.spinners, PB.play_scoring) == ("none", "none", "none")
    assert (PB.first_opener, PB.later_opener, PB.counted, PB.capicua) == (
        "double-six",
        "next-seat",
        "all",
        0,
    )
    assert (PB.target, PB.muggins) == (200, False)
    assert repr(PB.replace(capicua=25)) == (
        "PRESETS['partnership-block'].replace(target=200, counted='all', "
        "later_opener='next-seat', capicua=25)"
    )


@pytest.mark.parametrize(
    ("rules", "options", "message"),
    [
        (AF, {"target": 305}, "AF8 rules.target of all-fives is one of 100, 150, 250 raw"),
        (AF, {"target": 150.0}, "AF8"),
        (AF, {"muggins": 1}, "AF9"),
        (AF, {"spinners": "none"}, "all-fives has no option 'spinners'"),
        (PB, {"target": 150}, "PB8"),
        (PB, {"muggins": True}, "partnership-block has no option 'muggins'"),
        (PB, {"counted": "mine"}, "PB6 rules.counted"),
        (PB, {"later_opener": "ender-else-lot"}, "PB5 rules.later_opener"),
        (PB, {"capicua": 30}, "PB9 rules.capicua"),
        (PB, {"capicua": True}, "PB9"),
        (Rules(), {"target": 150}, "H1"),
        (Rules(), {"stock": "none"}, "five-up has no option 'stock'"),
    ],
)
def test_replace_refuses_what_no_table_may_choose(rules, options, message):
    with pytest.raises(ValueError, match=message):
        rules.replace(**options)


def test_replace_changes_only_options():  # AF8, PB5, PB6, PB8, PB9
    assert AF.replace(target=250).target == 250
    chosen = PB.replace(target=500, counted="opponents", later_opener="winner", capicua=100)
    assert chosen.options == {
        "target": 500,
        "counted": "opponents",
        "later_opener": "winner",
        "capicua": 100,
    }
    assert chosen.spinners == "none" and chosen != PB


def test_a_game_is_not_built_by_hand_from_another_games_parameters():
    with pytest.raises(ValueError, match="AF all-fives has hand_sizes"):
        Rules(preset="all-fives")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="R five-up has spinners 'every-double'"):
        Rules(spinners="none")
    with pytest.raises(ValueError, match="rules.preset is one of five-up, all-fives"):
        Rules(preset="fives")  # type: ignore[arg-type]


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_game_round_trips_as_json(name):
    rules = PRESETS[name]
    assert Rules.from_json(json.loads(json.dumps(rules.to_json()))) == rules


def test_json_without_a_preset_is_five_up_and_options_take_the_games_defaults():
    assert Rules.from_json({"target": 605}) == Rules(target=605)
    assert Rules.from_json({"preset": "all-fives"}) == AF
    assert Rules.from_json({"preset": "partnership-block", "capicua": 25}) == PB.replace(capicua=25)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"preset": "domino"}, "rules.preset is one of five-up, all-fives, partnership-block"),
        ({"preset": 3}, "rules.preset is one of"),
        ({"preset": "all-fives", "capicua": 25}, "rules has no option 'capicua'"),
        ({"preset": "partnership-block", "muggins": False}, "rules has no option 'muggins'"),
        ({"preset": "all-fives", "target": 150, "display_target": 30}, "display_target"),
        ({"preset": "partnership-block", "target": 100.5}, "PB8"),
    ],
)
def test_from_json_refuses_in_words_naming_the_field(data, message):
    with pytest.raises(ValueError, match=message) as caught:
        Rules.from_json(data)
    assert len(str(caught.value)) < 200


def test_describe_lists_every_game_and_its_options():
    games = describe()["games"]
    assert [g["preset"] for g in games] == ["five-up", "all-fives", "partnership-block"]
    block = games[2]
    assert block["players"] == [4] and block["hand_sizes"] == {"4": 7}
    assert block["words"] == "rules.game.partnership_block"
    assert block["parameters"]["spinners"] == "none"
    assert [o["name"] for o in block["options"]] == [
        "target",
        "counted",
        "later_opener",
        "capicua",
    ]
    assert block["options"][3] == {
        "name": "capicua",
        "choices": [0, 25, 100],
        "default": 0,
        "words": "rules.option.capicua",
        "rule": "PB9",
    }
    assert games[1]["options"][0]["choices"] == [100, 150, 250]
    assert games[1]["default"] == AF.to_json()
    assert json.loads(json.dumps(describe())) == describe()  # JSON-plain, for the hello
    for spec in GAMES.values():  # every option's rule is a numbered rule of docs/rules.md
        assert all(o.rule[:1] in "HAP" for o in spec.options)


def test_new_game_deals_every_game_and_the_computers_play_it():
    reply = ask(Session(), "new_game", players=4, seed=1, rules=PB.to_json())
    assert reply["ok"] is True and reply["result"]["rules"] == PB.to_json()
    assert reply["result"]["view"]["rules"] == PB.to_json()
    assert reply["result"]["view"]["display_target"] == 200
    game = Game.new(4, seed=1, rules=PB)
    view = game.view(game.current)
    assert choose(view, "easy") == Place(T("[6|6]"), None)  # PB5: [6|6] opens the first hand


# ----- All Fives --------------------------------------------------------------------------------


def test_af1_deal_sizes():  # AF1
    for players, size, rest in ((2, 7, 14), (3, 5, 13), (4, 5, 8)):
        game = Game.new(players, seed=5, rules=AF)
        assert [len(h) for h in game.hands] == [size] * players
        assert len(game.boneyard) == rest
        assert game.rounds[0].deal.lot is not None  # AF2: the first opener by lot


def test_af3_af5_only_the_first_double_spins():  # AF3, AF5, AF4
    board = Board(AF)
    assert board.place(T("[3|5]")) == 0  # 8
    assert board.place(T("[5|5]"), E("[3|5] high")) == 0  # 3 + 10 = 13
    assert board.place(T("[2|5]"), E("[5|5] line_b")) == 5  # 3 + 2
    assert {str(e) for e in board.open_ends()} == {
        "[2|5] low",
        "[3|5] low",
        "[5|5] branch_a",
        "[5|5] branch_b",
    }
    assert board.place(T("[1|2]"), E("[2|5] low")) == 0  # 3 + 1 = 4
    assert board.place(T("[1|1]"), E("[1|2] low")) == 5  # 3 + 2: a double at an end (AF5)
    assert board.spinners == (T("[5|5]"),)  # the second double does not spin
    assert board.place(T("[1|6]"), E("[1|1] line_b")) == 0  # 3 + 6 = 9
    assert "[1|1] branch_a" not in {str(e) for e in board.open_ends()}
    with pytest.raises(IllegalMove, match="AF3 \\[1\\|1\\] is no spinner"):
        board.copy().place(T("[1|4]"), E("[1|1] branch_a"))


def test_af5_a_double_opening_counts_both_halves():  # AF5, AF4
    board = Board(AF)
    assert board.place(T("[5|5]")) == 10
    assert board.place(T("[0|5]"), E("[5|5] line_a")) == 10
    assert board.spinners == (T("[5|5]"),)


def test_af6_going_out_scores_the_opponents_pips_rounded():  # AF6
    game = Game.from_deal([["[2|2]"], ["[6|6]", "[0|1]"]], ["[3|3]"], starter=0, rules=AF)
    game.play(Place(T("[2|2]")))  # 4: no score; seat 0 is out
    assert game.scores == (15, 0)
    assert game.round_result is not None
    assert (game.round_result["awarded"], game.round_result["penalties"]) == ([15, 0], [0, 0])


def test_af6_partners_count_only_the_opponents():  # AF6, AF1
    hands = [["[1|3]"], ["[2|2]"], ["[2|6]"], ["[4|5]"]]
    game = Game.from_deal(hands, [], starter=1, rules=AF)
    game.play(Place(T("[2|2]")))
    assert game.scores == (0, 10)  # 4 + 8 = 12, rounded; the partner's 9 not counted


@pytest.mark.parametrize(
    ("hands", "scores"),
    [
        ([["[0|0]", "[3|4]"], ["[5|6]"]], (10, 0)),  # 7 against 11: 11 rounds to 10
        ([["[0|0]", "[4|5]"], ["[3|6]"]], (0, 0)),  # 9 against 9: nobody
    ],
)
def test_af7_a_blocked_hand_goes_to_the_fewest_pips(hands, scores):  # AF7, AF2
    game = Game.from_deal(hands, [], starter=0, rules=AF)
    game.play(Place(T("[0|0]")))
    assert game.round_over and game.round_result is not None
    assert game.round_result["blocked"] is True
    assert game.scores == scores


@pytest.mark.parametrize(
    ("hands", "scores"),
    [
        ([["[0|0]", "[3|4]"], ["[5|6]"]], (5, 0)),  # 11 less its own 7 = 4, rounded to 5
        ([["[0|0]", "[1|1]"], ["[5|6]"]], (10, 0)),  # 11 less 2 = 9, rounded to 10
        ([["[0|0]", "[4|5]"], ["[3|6]"]], (0, 0)),  # 9 against 9: nobody, as without the option
    ],
)
def test_af7_option_a_blocked_hand_scores_the_difference(hands, scores):  # AF7's option
    rules = AF.replace(blocked_count="difference")
    game = Game.from_deal(hands, [], starter=0, rules=rules)
    game.play(Place(T("[0|0]")))
    assert game.round_result is not None and game.round_result["blocked"] is True
    assert game.scores == scores


def test_af7_option_leaves_going_out_as_it_was():  # AF6, AF7's option
    rules = AF.replace(blocked_count="difference")
    game = Game.from_deal([["[2|2]"], ["[6|6]", "[0|1]"]], ["[3|3]"], starter=0, rules=rules)
    game.play(Place(T("[2|2]")))
    assert game.scores == (15, 0)  # 13 rounded: nothing taken off for going out


def test_af7_option_with_three_players_takes_off_only_the_winners_pips():  # AF7's option, AF1
    rules = AF.replace(blocked_count="difference")
    hands = [["[0|0]", "[1|2]"], ["[5|6]"], ["[4|4]"]]
    game = Game.from_deal(hands, [], starter=0, rules=rules)
    game.play(Place(T("[0|0]")))
    assert game.round_result is not None and game.round_result["blocked"] is True
    assert game.scores == (15, 0, 0)  # 11 + 8 = 19 less its own 3 = 16, rounded to 15


def test_af9_muggins_claims_in_all_fives():  # AF9, H2
    rules = AF.replace(muggins=True)
    game = Game.from_deal([["[5|5]", "[1|2]"], ["[3|4]", "[6|6]"]], ["[0|0]"], 0, rules=rules)
    game.play(Place(T("[5|5]"), None, 0))  # 10, claimed as nothing: Muggins
    assert game.scores == (0, 10)


def test_af2_draw_until_a_tile_fits():  # AF2
    game = Game.from_deal([["[0|0]", "[1|1]"], ["[2|3]"]], ["[4|5]", "[0|6]"], 0, rules=AF)
    game.play(Place(T("[0|0]")))
    assert game.legal_moves() == [Draw()]
    game.play(Draw())  # [4|5] fits nowhere
    assert game.legal_moves() == [Draw()]
    game.play(Draw())  # [0|6] fits: it must be placed
    assert game.must_play == T("[0|6]")


# ----- the partnership block game ---------------------------------------------------------------


def test_pb1_pb5_the_first_hand_opens_with_six_six():  # PB1, PB5
    game = Game.new(4, seed=11, rules=PB)
    holder = next(s for s, h in enumerate(game.hands) if T("[6|6]") in h)
    assert [len(h) for h in game.hands] == [7, 7, 7, 7] and game.boneyard == ()
    assert game.current == holder and game.rounds[0].deal.lot is None
    assert game.legal_moves() == [Place(T("[6|6]"))]
    other = next(t for t in game.hands[holder] if t != T("[6|6]"))
    with pytest.raises(IllegalMove, match="PB5 the first hand opens with \\[6\\|6\\]"):
        game.play(Place(other))


def _finish_round(game: Game, rng: random.Random) -> None:
    while not game.round_over:
        game.play(rng.choice(game.legal_moves()))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_pb5_later_hands_pass_to_the_next_seat(seed):  # PB5
    game = Game.new(4, seed=seed, rules=PB)
    rng = random.Random(seed)
    opener = game.current
    _finish_round(game, rng)
    game.next_round()
    assert game.current == (opener + 1) % 4
    assert len(game.legal_moves()) == 7  # any tile opens


def test_pb5_option_the_winner_opens():  # PB5
    game = Game.new(4, seed=4, rules=PB.replace(later_opener="winner"))
    _finish_round(game, random.Random(4))
    result = game.round_result
    assert result is not None
    game.next_round()
    if result["ender"] is not None:
        assert game.current == result["ender"]


@pytest.mark.parametrize(
    ("rules", "players", "seed", "first", "later"),
    [
        (PB, 4, 1, "double-six", "next-seat"),  # PB5
        (PB.replace(later_opener="winner"), 4, 1, "double-six", "won-blocked"),  # PB5's option
        (PB.replace(later_opener="winner"), 4, 4, "double-six", "went-out"),  # PB5's option
        (Rules(), 2, 1, "lot", "went-out"),  # R2.2, R2.3
    ],
)
def test_the_view_says_why_the_opener_opens(rules, players, seed, first, later):  # R2.2, R2.3, PB5
    game = Game.new(players, seed=seed, rules=rules)
    assert game.view(0)["opens"] == first
    _finish_round(game, random.Random(seed))
    game.next_round()
    assert game.view(0)["opens"] == later


def test_a_deal_given_by_hand_opens_by_choice():  # R2.2
    game = Game.from_deal([["[1|2]"], ["[3|4]"]], [], starter=1)
    assert game.view(0)["opens"] == "chosen"
    block = Game.from_deal([["[6|6]"], ["[1|2]"], ["[3|4]"], ["[0|5]"]], [], starter=0, rules=PB)
    assert block.view(0)["opens"] == "double-six"  # PB5


def test_from_deal_refuses_a_stock_and_the_wrong_first_opener():  # PB4, PB5
    hands = [["[6|6]"], ["[1|2]"], ["[3|4]"], ["[0|5]"]]
    with pytest.raises(ValueError, match="PB4"):
        Game.from_deal(hands, ["[0|0]"], starter=0, rules=PB)
    with pytest.raises(ValueError, match="PB5 the holder of \\[6\\|6\\] opens.*seat 0, not 2"):
        Game.from_deal(hands, [], starter=2, rules=PB)


def test_pb4_a_seat_that_cannot_place_passes():  # PB4, PB3
    hands = [["[0|0]", "[1|4]"], ["[2|3]", "[5|6]"], ["[0|1]", "[3|3]"], ["[2|4]", "[1|5]"]]
    game = Game.from_deal(hands, [], starter=0, rules=PB)
    game.play(Place(T("[0|0]")))
    assert game.legal_moves() == [Pass()]  # seat 1 has no 0
    game.play(Pass())
    assert Place(T("[0|1]"), E("[0|0] line_a")) in game.legal_moves()
    game.play(Place(T("[0|1]"), E("[0|0] line_a")))
    assert game.board.spinners == ()
    assert {str(e) for e in game.board.open_ends()} == {"[0|0] line_b", "[0|1] high"}
    assert game.scores == (0, 0)  # PB6: nothing is scored during play


@pytest.mark.parametrize(("counted", "scores"), [("all", (0, 32)), ("opponents", (0, 22))])
def test_pb6_going_out(counted, scores):  # PB6
    hands = [["[1|5]"], ["[2|3]"], ["[5|6]", "[0|5]"], ["[4|6]"]]
    game = Game.from_deal(hands, [], starter=1, rules=PB.replace(counted=counted))
    game.play(Place(T("[2|3]")))
    assert game.scores == scores
    assert game.round_result is not None and game.round_result["pips"] == [6, 0, 16, 10]


@pytest.mark.parametrize(
    ("seat3", "counted", "scores"),
    [
        ("[2|6]", "all", (32, 0)),  # 14 against 18: both sides' pips
        ("[2|6]", "opponents", (18, 0)),
        ("[1|3]", "all", (0, 0)),  # 14 against 14: nothing
    ],
)
def test_pb7_a_blocked_hand(seat3, counted, scores):  # PB7, PB4
    hands = [["[0|0]", "[1|4]"], ["[4|6]"], ["[3|6]"], [seat3]]
    game = Game.from_deal(hands, [], starter=0, rules=PB.replace(counted=counted))
    game.play(Place(T("[0|0]")))  # nobody holds a 0: blocked at once
    assert game.round_over and game.round_result is not None
    assert game.round_result["blocked"] is True
    assert game.scores == scores


def _capicua_game(capicua: int, hands: list[list[str]], moves: list[tuple[str, str | None]]):
    game = Game.from_deal(hands, [], starter=0, rules=PB.replace(capicua=capicua))
    for tile, end in moves:
        game.play(Place(T(tile), None if end is None else E(end)))
    return game


CAPICUA_HANDS = [["[3|4]", "[1|1]"], ["[4|5]", "[0|0]"], ["[3|5]"], ["[2|2]", "[1|2]"]]
CAPICUA_MOVES = [("[3|4]", None), ("[4|5]", "[3|4] high"), ("[3|5]", "[3|4] low")]


@pytest.mark.parametrize(("capicua", "scores"), [(0, (9, 0)), (25, (34, 0)), (100, (109, 0))])
def test_pb9_capicua(capicua, scores):  # PB9, PB6
    game = _capicua_game(capicua, CAPICUA_HANDS, CAPICUA_MOVES)
    assert game.round_result is not None and game.round_result["ender"] == 2
    assert game.scores == scores  # 2 + 0 + 7 pips, and the bonus
    assert game.round_result["bonus"] == [capicua, 0]


def test_pb9_a_double_is_no_capicua():  # PB9
    hands = [["[1|5]", "[0|0]"], ["[1|4]", "[2|2]"], ["[4|5]", "[3|3]"], ["[5|5]"]]
    moves = [("[1|5]", None), ("[1|4]", "[1|5] low"), ("[4|5]", "[1|4] high")]
    moves.append(("[5|5]", "[4|5] high"))
    game = _capicua_game(25, hands, moves)
    assert game.round_result is not None and game.round_result["bonus"] == [0, 0]
    assert game.scores == (0, 10)  # 0 + 4 + 6 pips left, no bonus


# ----- whole seeded games of each game ----------------------------------------------------------

GAMES_PLAYED = [(name, n) for name, rules in PRESETS.items() for n in rules.player_counts]


@pytest.mark.parametrize(("name", "players"), GAMES_PLAYED)
def test_seeded_whole_games_obey_their_rules(name, players):
    rules = PRESETS[name]
    for seed in range(6):
        game = Game.new(players, seed=seed, rules=rules)
        rng = random.Random(seed)
        while not game.over:
            if game.round_over:
                _check_round_count(game)
                game.next_round()
                continue
            _check_turn(game, rules)
            game.play(rng.choice(game.legal_moves()))
        _check_round_count(game)
        top = max(game.scores)
        assert game.winner == game.scores.index(top) and top >= rules.target
        assert game.scores.count(top) == 1
        for log in game.rounds[:-1]:  # no earlier round ended the game (R9.1-R9.3, AF8, PB8)
            assert log.result is not None
            before = log.result.scores
            assert max(before) < rules.target or before.count(max(before)) > 1


def _check_turn(game: Game, rules: Rules) -> None:
    """Tiles conserved; Draw only with a stock, Pass only when nothing fits (R7, AF2, PB4)."""
    on_table = [*game.board.tiles, *game.boneyard, *(t for h in game.hands for t in h)]
    assert len(on_table) == len(set(on_table)) == 28
    moves = game.legal_moves()
    hand = game.hands[game.current]
    fits = game.board.can_place(hand) if game.must_play is None else True
    if any(isinstance(m, Place) for m in moves):
        assert all(isinstance(m, Place) for m in moves)
        for move in moves:  # each one the board itself allows (R3, AF3, PB3)
            assert isinstance(move, Place) and move.tile in hand
            assert move.end in game.board.placements(move.tile)
    elif moves == [Draw()]:
        assert rules.stock == "draw" and game.boneyard and not fits
    else:
        assert moves == [Pass()] and not game.boneyard and not fits


def _check_round_count(game: Game) -> None:
    """The scores are what the round's placements and its count say (R6, R8.3, AF6, PB6)."""
    log = game.rounds[-1]
    result = log.result
    assert result is not None
    scores = list(log.scores_before)
    for event in log.events:
        if isinstance(event, Placed) and event.scorer is not None:
            scores[event.scorer] += event.points
    for side in range(game.sides):
        scores[side] -= result.deducted[side]
        if result.awarded is not None and result.bonus is not None:
            scores[side] += result.awarded[side] + result.bonus[side]
    assert tuple(scores) == result.scores
    if game.rules.play_scoring == "none":
        assert not any(e.points for e in log.events if isinstance(e, Placed))
    if game.rules.spinners == "none":
        assert game.board.spinners == ()
    elif game.rules.spinners == "first-double":
        assert len(game.board.spinners) <= 1


@pytest.mark.parametrize(("name", "players"), GAMES_PLAYED)
def test_records_and_views_carry_the_rule_set(name, players):
    game = Game.new(players, seed=9, rules=PRESETS[name])
    rng = random.Random(9)
    while not game.over:
        if game.round_over:
            game.next_round()
            continue
        view = json.loads(json.dumps(game.view(game.current)))
        assert Rules.from_json(view["rules"]) == PRESETS[name]
        game.play(rng.choice(game.legal_moves()))
    record = json.loads(json.dumps(game.to_record()))
    assert record["rules"] == PRESETS[name].to_json()
    again = Game.from_record(record)
    assert again.to_record() == record and again.scores == game.scores


def test_pb9_equal_ends_make_no_capicua():  # PB9, its decision
    hands = [["[3|3]", "[0|0]"], ["[3|5]"], ["[1|1]"], ["[2|2]"]]
    game = _capicua_game(25, hands, [("[3|3]", None), ("[3|5]", "[3|3] line_a")])
    assert game.round_result is not None and game.round_result["bonus"] == [0, 0]
    assert game.scores == (0, 6)


def test_a_board_drawn_off_the_table_is_its_games():  # PB2, R4
    """layout_of and the set-up editor's setup_board lay a board out on the game of ``rules``:
    the block game's [6|6] is no spinner, and only its line's two sides are ever open."""
    steps = [{"tile": "[6|6]", "end": None}, {"tile": "[3|6]", "end": "[6|6] line_a"}]
    block = ask(Session(), "layout_of", steps=steps, rules=PB.to_json())["result"]
    five_up = ask(Session(), "layout_of", steps=steps)["result"]
    assert [t["spinner"] for t in block["layout"]["tiles"]] == [False, False]
    assert [t["spinner"] for t in five_up["layout"]["tiles"]] == [True, False]
    assert block["board"]["spinners"] == [] and five_up["board"]["spinners"] == ["[6|6]"]
    board = block["board"]
    again = ask(
        Session(), "layout_of", tiles=board["tiles"], joins=board["joins"], rules=PB.to_json()
    )
    assert again["result"]["layout"] == block["layout"]
    both = [*steps, {"tile": "[2|6]", "end": "[6|6] line_b"}]
    editor = ask(Session(), "setup_board", steps=both, rules=PB.to_json())["result"]
    assert editor["board"]["spinners"] == [] and editor["fits"]["[1|6]"] == []
    assert editor["holds"] == {"4": [1, 7]}  # PB1: seven dealt each and no boneyard to draw from
    sheet = ask(Session(), "setup_board", steps=both)["result"]  # R4: the spinner's branches
    assert sheet["fits"]["[1|6]"] == ["[6|6] branch_a", "[6|6] branch_b"]
