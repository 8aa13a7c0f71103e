"""Set-up positions (engine/position.py, docs/notation.md): the notation round-trips, refuses
every broken position citing the rule, and a game set up from one plays on like the real one."""

from __future__ import annotations

import copy
import random
import re

import pytest

from engine import Game, IllegalMove
from engine.position import Position, of_game, parse, write
from engine.protocol import Session
from engine.rules import PRESETS
from tests.conftest import T, ask, result

# A position a real game could reach: [1|4] opened (5), [1|1] on its low end, [4|4] on its high
# end (ends' sum 10); seat 1 to act with three tiles, seat 0 holds four; the boneyard unknown.
BASE = "14(l11h44)_23555606.001202_?_1_15.0"


def mid_round(seed: int, players: int) -> Game:
    """A real seeded game, played at random (seeded) to some point of some round."""
    game = Game.new(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 3)):  # a round or two played out first
        while not game.round_over:
            game.play(rng.choice(game.legal_moves()))
        if game.over:
            return Game.new(players, seed=seed)
        game.next_round()
    for _ in range(rng.randrange(0, 25)):
        if game.round_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def positions(count: int) -> list[tuple[Game, Position]]:
    found = []
    seed = 0
    while len(found) < count:
        game = mid_round(seed, 2 + seed % 3)
        seed += 1
        if not game.round_over:
            found.append((game, of_game(game, boneyard=bool(seed % 2))))
    return found


@pytest.mark.parametrize(("game", "position"), positions(150))
def test_the_notation_round_trips(game: Game, position: Position) -> None:
    text = write(position)
    assert parse(text) == position
    assert write(parse(text)) == text
    assert len(text) <= 120 and all(c.isalnum() or c in "()._?-" for c in text)  # a link's
    assert position.players == game.players and position.scores == game.scores
    built = position.build_board().to_dict()
    for key in ("open_ends", "scoring", "ends_sum"):  # the same board, placed in tree order
        assert built[key] == game.board.to_dict()[key]
    assert sorted(map(str, position.build_board().joins)) == sorted(map(str, game.board.joins))


@pytest.mark.parametrize(("game", "position"), positions(40))
def test_a_set_up_game_plays_on_exactly_like_the_real_one(game: Game, position: Position) -> None:
    """Set up with the boneyard given, the same moves give the same round."""
    given = of_game(game, boneyard=True)
    setup = Game.from_setup(given, seed=1)
    assert setup.origin == "setup" and setup.current == game.current
    assert setup.must_play == game.must_play and setup.boneyard == game.boneyard
    assert [sorted(h) for h in setup.hands] == [sorted(h) for h in game.hands]
    rng = random.Random(7)
    while not game.round_over:
        move = rng.choice(game.legal_moves())
        assert move in setup.legal_moves()
        game.play(move)
        setup.play(move)
    assert setup.scores == game.scores
    ours, theirs = dict(setup.round_result or {}), dict(game.round_result or {})
    # "gained" counts the round's placements: a set-up game's only those since the set-up
    assert ours.pop("gained") <= theirs.pop("gained") and ours == theirs


def test_a_set_up_game_plays_to_the_end_of_the_round_and_its_record_round_trips() -> None:
    game = Game.from_setup(parse(BASE), seed=11, salt=3)
    assert game.origin == "setup" and game.scores == (15, 0) and game.current == 1
    assert len(game.boneyard) == 28 - 3 - 7 and set(game.boneyard) == set(parse(BASE).unseen())
    assert game.setup == write(parse(BASE)).replace("_?_", f"_{game.setup.split('_')[2]}_")
    rng = random.Random(2)
    while not game.round_over:
        game.play(rng.choice(game.legal_moves()))
    assert game.round_result is not None
    record = game.to_record()
    assert record["origin"] == "setup" and record["setup"] == game.setup
    again = Game.from_record(record)
    assert again.to_record() == record and again.round_result == game.round_result
    game.next_round()  # later rounds are dealt from the game's seed, as ever
    assert game.board.is_empty() and [len(h) for h in game.hands] == [5, 5]


def test_the_same_seed_shuffles_an_unknown_boneyard_the_same() -> None:
    one, two = (Game.from_setup(parse(BASE), seed=4) for _ in range(2))
    assert one.boneyard == two.boneyard != Game.from_setup(parse(BASE), seed=5).boneyard


REFUSALS = [  # each cites the rule the position breaks
    ("14(l11h44)_23555606_?_1_15", "R1.2 Five Up is for 2, 3 or 4 players, a hand each, not 1"),
    ("14(l11h44)_23555614.001202_?_1_15.0", "R1.1 each tile exists once; twice: [1|4]"),
    ("14(l11h47)_23555606.001202_?_1_15.0", "R1.1 a double-six tile's halves are 0..6, not 7"),
    (
        "11(a14c12)_23555606.0022_?_1_15.0",
        "R3.5 [1|1] branch_a cannot open yet: both line sides of [1|1] must be filled first",
    ),
    (
        "14(l22)_23555606.001202_?_1_15.0",
        "R3.2 [2|2] has no 1 to join [1|4] low, which shows 1",
    ),
    (
        "14(l11l12)_23555606.0022_?_1_15.0",
        "R4 [1|4] low is not an open end: a tile is already joined there",
    ),
    (
        "-_2355560600.12020304_?_1_0.0",
        "R1.3 on an empty board each hand holds the 5 tiles dealt, not 4 (seat 1)",
    ),
    (
        "14(l11h44)_235556.001202_?_1_15.0",
        "R1.3 hands and board hold 9 tiles; the deal gave 10, and the boneyard only shrinks",
    ),
    (
        "14(l11h44)_23555606.001202_03_1_15.0",
        "R1.1 the board, hands and boneyard hold 11 tiles, not the set's 28",
    ),
    ("14(l11h44)_23555606.001202_?_2_15.0", "R2.1 the turn is a seat 0..1, not 2"),
    (
        "14(l11h44)_23555606.001202_?_136_15.0",
        "R7.2 the drawn [3|6] is not in the hand of seat 1, who is to act",
    ),
    (
        "14(l11h44)_23555606.001202_?_102_15.0",
        "R7.2 the drawn [0|2] cannot be placed, so it is not one to place now",
    ),
    ("14(l11h44)_23555606.001202_?_1_15.0.0", "R1.2 2 sides keep a score, not 3"),
    (
        "14(l11h44)_23555606.001202_?_1_12.0",
        "R6.2 a score is a multiple of 5 raw points, not 12",
    ),
    (
        "14(l11h44)_23555606.001202_?_1_15.0_300",
        "H1 the target is one of 155, 305, 605 raw, not 300",
    ),
    (
        "14(l11h44)_000102030405061315162223242526333435364546555666.12_-_0_15.0",
        "R7.2 a hand holds at most the 5 tiles dealt and the boneyard drawn, 23 here, "
        "not 24 (seat 0)",
    ),
    (
        "14(l11h44)_23555606001202.-_?_0_15.0",
        "R8.1 seat 1's hand is empty: that seat went out, the round is over",
    ),
    (
        "66(a56b46)_000102111434.13_?_034_0.0",
        "R7.2 seat 0 drew only with nothing to place, yet [1|4] fits",
    ),
]

MALFORMED = [  # not the notation: what is wrong with the text
    (
        "14(l11h44)_23555606.001202_?_1",
        "the notation is board_hands_boneyard_turn_scores[_rules]",
    ),
    ("14(x11)_23555606.001202_?_1_15.0", "an end is one of abcdlh, not 'x'"),
    (
        "1411_23555606.001202_?_1_15.0",
        "the opening [1|4] has two ends: name the one, as 14(l..)",
    ),
    ("14(l11h44_23555606.001202_?_1_15.0", "the ( after [1|4] is never closed"),
    ("14(l11h44))_23555606.001202_?_1_15.0", "the board has something after its tree: ')'"),
    ("14(l11h44)_2355560.001202_?_1_15.0", "hand 0 is tiles of two digits each, not '2355560'"),
    (
        "14(l11h44)_23555606.001202_?_1_15.0_x",
        "the rules are a target and/or m (Muggins), not 'x'",
    ),
]


@pytest.mark.parametrize(("text", "message"), REFUSALS + MALFORMED)
def test_a_broken_position_is_refused_saying_why(text: str, message: str) -> None:
    with pytest.raises(ValueError) as refused:
        parse(text)
    assert str(refused.value) == f"position: {message}"


def test_a_blocked_round_is_refused() -> None:  # R7.4
    from engine.position import make

    for seed in range(200):
        game = Game.new(2, seed=seed)
        rng = random.Random(seed)
        while not game.round_over:
            game.play(rng.choice(game.legal_moves()))
        if game.round_result and game.round_result["blocked"]:
            break
    else:
        pytest.fail("no blocked round in 200 seeded games")
    board = game.board
    placements = [(board.tiles[0], None)] + [
        (t, e) for t, (e, _) in zip(board.tiles[1:], board.joins, strict=True)
    ]
    with pytest.raises(ValueError) as refused:
        make(placements, game.hands, None, 0, None, (0, 0), game.rules)
    assert str(refused.value) == (
        "position: R7.4 the round is blocked: the boneyard is empty and nobody can place"
    )


def test_the_notation_writes_rules_and_a_drawn_tile() -> None:
    text = "66(a56b46)_000102111234.1314_?_034_0.0_155m"
    position = parse(text)
    assert position.drawn == T("[3|4]") and position.rules.muggins
    assert position.rules.target == 155 and write(position) == text
    assert Game.from_setup(position, seed=0).must_play == T("[3|4]")  # R7.2


def test_the_setup_and_position_operations() -> None:
    session = Session()
    state = result(session, "setup", notation=BASE, seed=3, levels=[None, "easy"])
    assert state["origin"] == "setup" and state["view"]["current"] == 1
    assert state["view"]["board"]["ends_sum"] == 10 and state["view"]["scores"] == [15, 0]
    assert result(session, "position")["notation"] == write(parse(BASE))
    given = result(session, "position", boneyard=True)["notation"]
    assert given == session.game.setup  # type: ignore[union-attr]
    read = result(session, "position_read", notation=BASE)
    assert read["position"]["unseen"] == [str(t) for t in parse(BASE).unseen()]
    assert result(session, "position_read", position=read["position"]) == read
    refused = ask(session, "setup", notation="14(l22)_23555606.001202_?_1_15.0")
    assert refused["error"] == {
        "kind": "IllegalMove",
        "message": "position: R3.2 [2|2] has no 1 to join [1|4] low, which shows 1",
    }
    assert result(session, "state")["origin"] == "setup"  # nothing changed
    record = result(session, "record")
    assert result(session, "load", record=record)["origin"] == "setup"
    table = result(session, "setup_table")
    assert len(table["tiles"]) == 28 and table["tiles"][:2] == ["[0|0]", "[0|1]"]  # R1.1
    assert table["players"] == [2, 3, 4] and table["sides"] == {"2": 2, "3": 3, "4": 2}  # R1.2
    # Each game's own counts: the rules a position carries (AF1 takes 2-4, PB1 four only).
    all_fives = result(session, "setup_table", rules=PRESETS["all-fives"].to_json())
    assert all_fives["players"] == [2, 3, 4] and all_fives["sides"] == {"2": 2, "3": 3, "4": 2}
    block = result(session, "setup_table", rules=PRESETS["partnership-block"].to_json())
    assert block["players"] == [4] and block["sides"] == {"4": 2}  # PB1
    assert block["tiles"] == table["tiles"]
    refused = ask(session, "setup_table", rules={"preset": "whist"})
    assert refused["error"]["code"] == "unknown_game"


def test_a_record_whose_setup_does_not_match_is_refused() -> None:
    game = Game.from_setup(parse(BASE), seed=2)
    record = game.to_record()
    for mutate, words in [
        (lambda r: r.pop("setup"), "a set-up game (origin 'setup') has its 'setup' position"),
        (lambda r: r.update(setup=BASE), "setup gives the boneyard"),
        (lambda r: r["rounds"][0].update(scores_before=[0, 0]), "scores_before are not"),
        (lambda r: r["rounds"][0]["deal"].update(starter=0), "round 1 deal is not"),
        (lambda r: r.update(origin="seed"), "a set-up game"),
    ]:
        broken = copy.deepcopy(record)
        mutate(broken)
        with pytest.raises(ValueError, match=re.escape(words)):
            Game.from_record(broken)


def test_a_finished_round_has_no_position() -> None:
    game = Game.from_setup(parse(BASE), seed=2)
    while not game.round_over:
        game.play(game.legal_moves()[0])
    with pytest.raises(IllegalMove, match=r"^R8\.1 the round is over"):
        of_game(game)


def test_the_position_of_a_moment_of_a_record() -> None:
    game = Game.new(2, seed=3)
    for _ in range(9):
        game.play(game.legal_moves()[0])
    answer = result(Session(), "position", record=game.to_record(), round=1, step=9)
    assert (
        answer["notation"] == write(of_game(game)) == "33(a2322(b264604c24)b13)_11.4556_?_0_10.10"
    )
    start = result(Session(), "position", record=game.to_record(), round=1, step=0, boneyard=True)
    assert parse(start["notation"]).boneyard == game.rounds[0].deal.boneyard  # the deal's order
    refused = ask(Session(), "position", step=2)
    assert refused["error"]["message"] == "round and step go with a record, not ['step']"


def test_the_editors_board_offers_each_tile_its_legal_ends_only() -> None:
    session = Session()
    empty = result(session, "setup_board", steps=[])
    assert len(empty["fits"]) == 28 and set(map(tuple, empty["fits"].values())) == {(None,)}  # R3.1
    board = result(
        session,
        "setup_board",
        steps=[{"tile": "[1|4]", "end": None}, {"tile": "[4|4]", "end": "[1|4] high"}],
    )
    assert "[1|4]" not in board["fits"] and "[4|4]" not in board["fits"]  # R1.1: on the board
    # R3.2: a tile joins an end showing one of its numbers; [4|4] as a spinner offers line A and B.
    assert board["fits"]["[1|1]"] == ["[1|4] low"]
    assert board["fits"]["[4|6]"] == ["[4|4] line_b"]
    assert board["fits"]["[2|3]"] == []
    assert board["layout"]["tiles"] and board["board"]["open_ends"]
    # R1.3: on the empty board a hand holds the five dealt; R8.1, R7.2: after, one at least and
    # at most the five dealt and the boneyard drawn (2 players: 5 + 18; 4: 5 + 8).
    assert empty["holds"] == {"2": [5, 5], "3": [5, 5], "4": [5, 5]}
    assert board["holds"] == {"2": [1, 23], "3": [1, 18], "4": [1, 13]}
    refused = ask(
        session,
        "setup_board",
        steps=[{"tile": "[1|4]", "end": None}, {"tile": "[2|2]", "end": "[1|4] low"}],
    )
    assert refused["error"]["kind"] == "IllegalMove"
    assert refused["error"]["message"].startswith("R3.2 [2|2] has no 1 to join [1|4] low")
