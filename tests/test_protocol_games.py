"""All Fives (AF1-AF9) and the partnership block game (PB1-PB9) through the worker's door: whole
seeded games, the view and round result each game shows, its summary, save and resume, records
and challenge codes carrying the rule set."""

from __future__ import annotations

import base64
import json
import random
from typing import Any

import pytest

from engine import Game
from engine.challenge import UNKNOWN_GAME, read_code
from engine.moves import Place
from engine.protocol import Session
from engine.rules import PRESETS, Rules
from engine.scoring import round_to_five
from engine.summary import PARTS
from tests.conftest import T, ask
from tests.conftest import result as ok
from tests.test_challenge import finish

AF, PB = PRESETS["all-fives"], PRESETS["partnership-block"]
TABLES = [("all-fives", 2), ("all-fives", 3), ("all-fives", 4), ("partnership-block", 4)]


def start(preset: str, players: int, seed: int, **options: Any) -> tuple[Session, dict[str, Any]]:
    session = Session()
    levels = [None] + ["greedy"] * (players - 1)
    rules = {"preset": preset, **options}
    return session, ok(session, "new_game", players=players, levels=levels, seed=seed, rules=rules)


@pytest.fixture(scope="module", params=TABLES, ids=[f"{p}-{n}" for p, n in TABLES])
def played(request: pytest.FixtureRequest) -> tuple[Session, dict[str, Any]]:
    preset, players = request.param
    session, state = start(preset, players, 11)
    return session, finish(session, state, 11)


def test_a_whole_game_ends_at_its_target(played: tuple[Session, dict[str, Any]]) -> None:
    session, state = played  # AF8, PB8: one side alone at the target or past it
    view, game = state["view"], session.game
    assert game is not None and view["over"] and view["winner"] is not None
    rules = game.rules
    assert view["rules"] == rules.to_json() and state["rules"] == rules.to_json()
    assert view["scores"][view["winner"]] >= rules.target
    assert sorted(view["scores"])[-2] < view["scores"][view["winner"]]
    assert view["game"] == {
        "preset": rules.preset,
        "rule": rules.spec.rule,
        "words": rules.spec.words,
        "sheet": "count",
    }
    # The other games write their points as they are: no R10 tally, no division by 5.
    assert view["tally"] is None and view["display_scores"] == view["scores"]
    assert view["display_target"] == view["target"] == rules.target


def test_every_hand_is_counted_as_its_game_counts(played: tuple[Session, dict[str, Any]]) -> None:
    session, _ = played
    game = session.game
    assert game is not None
    rules, log = game.rules, ok(session, "log")
    for entry in log["rounds"]:
        result = entry["result"]
        count = result["count"]
        assert result["penalties"] == [0] * game.players  # no R8.3 deduction in these games
        assert result["deducted"] == [0] * game.sides
        assert count["ended"] == ("blocked" if result["blocked"] else "out")
        if count["ended"] == "out":  # AF6, PB6: the side that went out takes the count
            assert count["winner"] == game.side_of(result["ender"])
        seats = count["counted_seats"]
        assert count["pips"] == sum(result["pips"][s] for s in seats)
        if count["winner"] is None:  # AF7, PB7: a blocked hand tied, nobody scores
            assert seats == [] and result["awarded"] == [0] * game.sides
            continue
        assert count["counted"] == rules.counted
        if rules.counted == "opponents":  # AF6
            assert seats == [s for s in range(game.players) if game.side_of(s) != count["winner"]]
        else:  # PB6
            assert seats == list(range(game.players))
        rounded = round_to_five(count["pips"]) if rules.rounding == "total-to-5" else count["pips"]
        assert count["points"] == rounded == result["awarded"][count["winner"]]
        change = [a - b for a, b in zip(result["scores"], entry["scores_before"], strict=True)]
        assert result["display_round"] == change


def test_the_summary_sums_each_games_parts(played: tuple[Session, dict[str, Any]]) -> None:
    session, state = played
    summary = ok(session, "summary")
    assert summary["rules"] == state["rules"]
    for entry in summary["rounds"]:
        parts = [entry[part] for part in PARTS[:5]]
        assert entry["total"] == [sum(side) for side in zip(*parts, strict=True)]
        assert [b + t for b, t in zip(entry["before"], entry["total"], strict=True)] == entry[
            "after"
        ]
        assert entry["deductions"] == [0] * summary["sides"]  # AF6, PB6: nothing is deducted
        assert entry["display"]["total"] == entry["total"]  # raw points shown as they are
    assert summary["rounds"][-1]["after"] == state["view"]["scores"]
    if state["rules"]["preset"] == "partnership-block":  # PB6: nothing scores during play
        assert all(r["placements"] == [0, 0] for r in summary["rounds"])


def test_save_and_resume_give_the_same_state(played: tuple[Session, dict[str, Any]]) -> None:
    session, state = played
    record = ok(session, "record")
    assert record["rules"] == state["rules"] and record["rules"]["preset"] != "five-up"
    assert ok(Session(), "load", record=record) == state
    assert Game.from_record(record).to_record() == session.game.to_record()  # type: ignore[union-attr]


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_resume_in_the_middle_of_a_round(preset: str, players: int) -> None:
    session, state = start(preset, players, 5)
    for _ in range(9):
        if state["view"]["current"] == state["human"]:
            state = ok(session, "play", move=state["view"]["legal_moves"][0])
        else:
            state = ok(session, "ai_move")["state"]
    again = Session()
    assert ok(again, "load", record=ok(session, "record")) == state
    follow = finish(session, state, 3)
    assert finish(again, ok(again, "state"), 3) == follow


def test_a_challenge_carries_the_game_and_its_options(
    played: tuple[Session, dict[str, Any]],
) -> None:
    session, state = played
    made = ok(session, "challenge")
    opened = ok(Session(), "challenge_open", code=made["code"])["challenge"]
    assert opened["rules"] == state["rules"]
    assert opened["scores"] == opened["display_scores"] == state["view"]["scores"]
    players, target = state["view"]["players"], state["rules"]["target"]
    options = {"all-fives": "150:false", "partnership-block": "200:all:next-seat:0"}
    preset = state["rules"]["preset"]  # players, seed, target, Muggins, salt, then the game's
    assert opened["same_deals"] == f"{players}:11:{target}:0:0:{preset}:{options[preset]}"
    friend = Session()
    ok(friend, "challenge_open", code=made["code"])
    mine = ok(friend, "challenge_play", name="Bo")
    assert mine["rules"] == state["rules"] and mine["origin"] == "challenge"


def test_a_challenge_of_a_block_game_with_its_options_round_trips() -> None:  # PB6, PB5, PB9
    options = {"counted": "opponents", "later_opener": "winner", "capicua": 25, "target": 100}
    session, state = start("partnership-block", 4, 2, **options)
    state = finish(session, state, 2)
    code = ok(session, "challenge")["code"]
    checked = read_code(code)
    assert checked.game.rules == PB.replace(**options)
    assert checked.game.scores == session.game.scores  # type: ignore[union-attr]
    raw = bytearray(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
    assert (raw[2] >> 6, raw[3]) == (3, 0x82)  # another game, the third of PRESET_NAMES; counted
    assert raw[4] == 4  # the number of options written
    assert list(raw[5:9]) == [0, 1, 1, 1]  # each option's index in its choices
    for wrong in (0, 3, 0x80, 0x83, 200):  # Five Up is no "other game"; no game has these
        raw[3] = wrong
        edited = base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
        answer = Session()
        reply = ask_error(answer, "challenge_open", code=edited)
        assert reply == UNKNOWN_GAME and answer.opened is None


def ask_error(session: Session, op: str, **args: Any) -> str:
    answer = ask(session, op, **args)
    assert answer["ok"] is False, answer
    message: str = answer["error"]["message"]
    return message


def test_a_hand_gone_out_is_counted_for_the_page() -> None:  # AF4, AF6
    game = Game.from_deal([["[1|4]"], ["[2|3]", "[6|6]"]], [], rules=AF, position=True)
    game.play(Place(T("[1|4]"), None))  # 5 on the ends (AF4), and seat 0 is out
    result = game.view(1)["round_result"]
    assert result["count"] == {
        "ended": "out",
        "winner": 0,
        "counted": "opponents",
        "counted_seats": [1],
        "pips": 17,
        "less": 0,
        "rounding": "total-to-5",
        "points": 15,  # AF6: 17 rounded to the nearest 5
        "bonus": 0,
        "cites": ["AF6"],
    }
    assert (result["awarded"], result["gained"], result["display_round"]) == (
        [15, 0],
        [5, 0],
        [20, 0],
    )
    assert (result["display_awarded"], result["display_bonus"]) == ([15, 0], [0, 0])


def test_a_blocked_tie_is_counted_for_nobody() -> None:  # AF7
    game = Game.from_deal([["[5|5]", "[2|4]"], ["[0|6]"]], [], rules=AF, position=True)
    game.play(Place(T("[5|5]"), None))  # 10 (AF4); then nobody holds a 5: blocked
    result = game.view(0)["round_result"]
    assert result["blocked"] is True and result["display_round"] == [10, 0]
    assert result["count"] == {
        "ended": "blocked",
        "winner": None,
        "counted": "opponents",
        "counted_seats": [],
        "pips": 0,
        "less": 0,
        "rounding": "total-to-5",
        "points": 0,
        "bonus": 0,
        "cites": ["AF7", "AF6"],
    }


def test_a_block_hand_counts_every_pip_for_the_side_out() -> None:  # PB6, PB5
    hands = [["[6|6]"], ["[0|1]"], ["[2|3]"], ["[4|4]"]]
    game = Game.from_deal(hands, [], rules=PB, position=True)
    game.play(Place(T("[6|6]"), None))
    view = game.view(2)
    assert view["round_result"]["count"] == {
        "ended": "out",
        "winner": 0,
        "counted": "all",
        "counted_seats": [0, 1, 2, 3],
        "pips": 14,
        "less": 0,
        "rounding": "none",
        "points": 14,
        "bonus": 0,
        "cites": ["PB6"],
    }
    assert view["scores"] == view["display_scores"] == [14, 0]
    assert view["history"][0]["points"] == view["history"][0]["display_points"] == 0


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_a_position_of_each_game_sets_up_the_same_game(preset: str, players: int) -> None:
    session, state = start(preset, players, 8)
    for _ in range(players + 2):  # a few moves in, the person's hand kept (R1.4)
        if state["view"]["current"] == state["human"]:
            state = ok(session, "play", move=state["view"]["legal_moves"][0])
        else:
            state = ok(session, "ai_move")["state"]
    written = ok(session, "position", seat=0)
    rules = session.game.rules  # type: ignore[union-attr]
    # The options of the game's first form; AF7's later option only away from its default
    tail = {"all-fives": "150.0", "partnership-block": "200.all.next-seat.0"}[preset]
    assert written["notation"].endswith(f"_{preset}.{tail}")
    assert written["position"]["rules"] == rules.to_json()
    assert ok(Session(), "position_read", notation=written["notation"]) == written
    setup = ok(Session(), "setup", notation=written["notation"], seed=1)
    assert setup["rules"] == rules.to_json() and setup["origin"] == "setup"
    built, played = setup["view"]["board"], state["view"]["board"]  # the notation's order
    assert sorted(built["tiles"]) == sorted(played["tiles"])
    assert sorted(map(tuple, built["joins"])) == sorted(map(tuple, played["joins"]))
    assert setup["view"]["scores"] == state["view"]["scores"]


BLOCK_START = "-_00010203040566.06111213141516.22232425263334.35364445465556_?_"


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        ("whist.1", "rules.preset is one of all-fives, partnership-block, not 'whist'"),
        (
            "all-fives.150",
            "the rules of all-fives are all-fives.target.muggins[.blocked_count], not",
        ),
        ("all-fives.150.0.difference.1", "the rules of all-fives are all-fives.target.muggins["),
        ("all-fives.150.0.less", "AF7 rules.blocked_count of all-fives is one of"),
        ("all-fives.155.0", "AF8 rules.target of all-fives is one of 100, 150, 250 raw, not 155"),
        ("all-fives.150.2", "AF9 rules.muggins of all-fives is one of false, true, not '2'"),
        ("partnership-block.200.all.next-seat.30", "PB9 rules.capicua"),
    ],
)
def test_a_notations_unknown_game_or_option_is_refused(rules: str, words: str) -> None:
    notation = "-_0011223344556.0001020304050_?_0_0.0_" + rules
    session = Session()
    message = ask_error(session, "setup", notation=notation)
    assert message.startswith("position: " + words) and session.game is None


def test_a_block_position_opens_with_the_double_six_holder() -> None:  # PB5
    rules = "_0.0_partnership-block.200.all.next-seat.0"
    assert ok(Session(), "position_read", notation=BLOCK_START + "0" + rules)["notation"]
    message = ask_error(Session(), "position_read", notation=BLOCK_START + "1" + rules)
    assert (
        message
        == "position: PB5 a game's first hand is opened with [6|6] by its holder, not seat 1"
    )
    scored = ok(Session(), "position_read", notation=BLOCK_START + "1_14.0" + rules[4:])
    assert scored["position"]["scores"] == [14, 0]  # PB6: a count is not rounded to 5


def test_a_shared_block_game_over_the_network_checks_its_deal() -> None:  # PB1, R1.4
    from tests.test_net_table import PEOPLE, collect, play_out

    session, remote = Session(), [1, 2, 3]
    dealt = collect(session, 1, 4, remote)
    seats = [seat | {"remote": i in remote} for i, seat in enumerate(PEOPLE)]
    ok(session, "new_game", players=4, seats=seats, rules=PB.to_json(), shared=True)
    checks: dict[int, Any] = {}
    play_out(session, 4, remote, random.Random(4), checks)
    shares = ok(session, "deal_shares")
    fingerprint, hand = checks[2]
    args = {"round": 1, "seat": 2, "commitments": dealt["commitments"], "shares": shares["shares"]}
    verdict = ok(
        session, "deal_check", fingerprint=fingerprint, hand=hand, rules=PB.to_json(), **args
    )
    assert verdict["fair"] is True and [len(h) for h in verdict["hands"]] == [7, 7, 7, 7]  # PB1
    assert verdict["boneyard"] == []  # PB4: no stock
    as_five_up = ok(session, "deal_check", fingerprint=fingerprint, hand=hand, **args)
    assert as_five_up["fair"] is False  # Five Up's deal of the same seed is another deal


UNKNOWN = {"preset": "whist", "target": 150}


def unknown_game_refusal(session: Session, op: str, **args: Any) -> dict[str, Any]:
    answer = ask(session, op, **args)
    assert answer["ok"] is False and session.game is None, answer
    error: dict[str, Any] = answer["error"]
    assert (error["kind"], error["code"], error["preset"]) == (
        "ValueError",
        "unknown_game",
        "whist",
    )
    return error


def test_an_unknown_game_is_refused_with_a_stable_code_everywhere() -> None:
    shown = "rules.preset is one of five-up, all-fives, partnership-block, not 'whist'"
    error = unknown_game_refusal(Session(), "new_game", rules=UNKNOWN)
    assert error["message"] == shown
    session, _ = start("all-fives", 2, 3)
    record = ok(session, "record") | {"rules": UNKNOWN}
    assert unknown_game_refusal(Session(), "load", record=record)["message"] == (
        "game record: " + shown
    )
    assert unknown_game_refusal(Session(), "summary", record=record)["message"].endswith(shown)
    welcome = {"v": 1, "type": "welcome", "seat": 1, "seats": [PERSON, PERSON], "rules": UNKNOWN}
    text = json.dumps(welcome)
    message = unknown_game_refusal(Session(), "net_parse", **{"from": "host", "text": text})
    assert message["message"] == "welcome.rules: " + shown
    notation = "-_0011223344556.0001020304050_?_0_0.0_whist.150"
    assert unknown_game_refusal(Session(), "setup", notation=notation)["message"] == (
        "position: rules.preset is one of all-fives, partnership-block, not 'whist'"
    )
    long = ask(Session(), "new_game", rules={"preset": "x" * 500})
    assert long["error"]["code"] == "unknown_game" and long["error"]["preset"] is None


PERSON = {"kind": "person", "name": "Ann"}


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        ({"preset": "all-fives", "target": 305}, "AF8 rules.target of all-fives is one of"),
        ({"preset": "all-fives", "capicua": 25}, "rules has no option 'capicua'"),
        ({"preset": "partnership-block", "muggins": True}, "rules has no option 'muggins'"),
        ({"preset": "partnership-block", "counted": "mine"}, "PB6 rules.counted"),
        ({"preset": "partnership-block", "spinners": "every-double"}, "no option 'spinners'"),
        ({"preset": ["all-fives"]}, "rules.preset is one of"),
        ({"preset": "all-fives", "display_target": 30}, "rules.display_target is 150"),
    ],
)
def test_a_hostile_rules_object_is_refused_and_changes_nothing(
    rules: dict[str, Any], words: str
) -> None:
    session, state = start("all-fives", 2, 3)
    record = ok(session, "record")
    for op, args in (
        ("new_game", {"rules": rules}),
        ("load", {"record": record | {"rules": rules}}),
    ):
        answer = ask(session, op, **args)
        assert answer["ok"] is False and words in answer["error"]["message"], answer
        assert ok(session, "state") == state


def test_a_record_of_the_block_game_for_two_is_refused() -> None:  # PB1
    session, _ = start("partnership-block", 4, 3)
    record = ok(session, "record") | {"players": 2}
    answer = ask(Session(), "load", record=record)
    assert answer["error"]["message"] == "game record: PB1 the block game is for 4 players, not 2"


def test_a_capicua_count_cites_its_bonus() -> None:  # PB6, PB9
    hands = [["[6|6]", "[0|0]"], ["[3|6]", "[0|1]"], ["[4|6]", "[0|2]"], ["[3|4]"]]
    game = Game.from_deal(hands, [], rules=PB.replace(capicua=25), position=True)
    for tile in ("[6|6]", "[3|6]", "[4|6]", "[3|4]"):  # the ends show 3 and 4: [3|4] fits both
        game.play(next(m for m in game.legal_moves() if m.tile == T(tile)))
    count = game.view(0)["round_result"]["count"]
    assert (count["winner"], count["points"], count["bonus"]) == (1, 3, 25)  # 0 + 1 + 2 pips
    assert count["cites"] == ["PB6", "PB9"]


# Codes made before All Fives had its AF7 option (the game byte had no option count): they read
# as they did, the later option at its default.
OLD_BLOCK_CODE = "AQLCAgABAQEBAQECAAAw7AHV2wy2ToYPWxzzNNcs"
OLD_ALL_FIVES_CODE = "AQLBAQABAQECAABkogJuKbNQKgUKLFvR2HXLs2CEeq39"


def test_codes_made_before_a_later_option_still_read() -> None:  # AF7, PB5, PB6, PB9
    block = read_code(OLD_BLOCK_CODE).game
    assert block.rules == PB.replace(
        counted="opponents", later_opener="winner", capicua=25, target=100
    )
    assert (block.scores, len(block.rounds)) == ((24, 118), 11)
    fives = read_code(OLD_ALL_FIVES_CODE).game
    assert fives.rules == AF.replace(target=100, muggins=True)
    assert fives.rules.blocked_count == "as-out"
    assert (fives.scores, len(fives.rounds), fives.players) == ((50, 145, 55), 4, 3)


def test_a_later_option_is_written_only_away_from_its_default() -> None:  # AF7's option
    assert AF.to_json() == {
        "preset": "all-fives",
        "target": 150,
        "display_target": 150,
        "muggins": False,
    }
    changed = AF.replace(blocked_count="difference")
    assert changed.to_json()["blocked_count"] == "difference"
    assert Rules.from_json(changed.to_json()) == changed
    assert Rules.from_json(AF.to_json()) == AF


def test_a_challenge_and_a_position_carry_a_later_option() -> None:  # AF7's option
    session, state = start("all-fives", 2, 4, blocked_count="difference")
    written = ok(session, "position", seat=0)["notation"]
    assert written.endswith("_all-fives.150.0.difference")
    read = ok(Session(), "position_read", notation=written)["position"]["rules"]
    assert read == state["rules"] and read["blocked_count"] == "difference"
    state = finish(session, state, 2)
    made = ok(session, "challenge")
    opened = ok(Session(), "challenge_open", code=made["code"])["challenge"]
    assert opened["rules"]["blocked_count"] == "difference"
    assert opened["same_deals"] == "2:4:150:0:0:all-fives:150:false:difference"
    raw = base64.urlsafe_b64decode(made["code"] + "=" * (-len(made["code"]) % 4))
    assert list(raw[3:8]) == [0x81, 3, 1, 0, 1]  # all-fives, 3 options: 150, no, difference
