"""The daily deal and challenge links (engine/daily.py, engine/challenge.py, issue 29)."""

from __future__ import annotations

import base64
import random
from typing import Any

import pytest

from engine.challenge import AI_VERSION, MAX_CODE, read_code, replays
from engine.daily import daily_seed, read_date
from engine.protocol import Session
from engine.rules import PRESETS, Rules
from tests.conftest import ask, result

DATE = "2026-12-24"
PERSON = {"kind": "person", "name": "Cy"}


def finish(session: Session, state: dict[str, Any], seed: int) -> dict[str, Any]:
    """The person plays seeded random legal moves, the computers their own, to the game's end."""
    rng = random.Random(seed)
    while not state["view"]["over"]:
        view = state["view"]
        if view["round_over"]:
            state = result(session, "next_round")
        elif view["current"] == state["human"]:
            state = result(session, "play", move=rng.choice(view["legal_moves"]))
        else:
            state = result(session, "ai_move")["state"]
    return state


@pytest.fixture(scope="module")
def daily() -> tuple[Session, dict[str, Any], str]:
    """The 2026-12-24 deal played to its end by Anna, and its challenge code."""
    session = Session()
    state = finish(session, result(session, "daily", date=DATE, name="Anna"), 1)
    return session, state, result(session, "challenge", date=DATE)["code"]


def test_a_date_deals_the_same_game_everywhere_and_another_date_another() -> None:
    first, second, other = Session(), Session(), Session()
    a = result(first, "daily", date=DATE)
    b = result(second, "daily", date=DATE, name="Bo")
    c = result(other, "daily", date="2026-12-25")
    assert a["view"]["hand"] == b["view"]["hand"]
    assert a["view"]["deal_fingerprint"] == b["view"]["deal_fingerprint"]
    assert a["view"]["deal_fingerprint"] != c["view"]["deal_fingerprint"]
    assert (
        daily_seed(read_date(DATE)) == 8447891404815906
    )  # the public salt's figure: never changes
    # The person against the hard computer on the sheet's rules (R1.2, R9.2), no aids.
    assert a["levels"] == [None, "hard"] and a["rules"]["display_target"] == 61
    assert (a["origin"], a["counted"], a["side_line"], a["aids"]) == ("daily", True, False, False)


def test_the_same_moves_get_the_same_computer_moves_on_two_devices() -> None:
    first, second = Session(), Session()
    a = finish(first, result(first, "daily", date=DATE), 5)
    b = finish(second, result(second, "daily", date=DATE), 5)
    assert result(first, "record")["rounds"] == result(second, "record")["rounds"]
    assert a["view"]["scores"] == b["view"]["scores"]


@pytest.mark.parametrize(
    ("date", "words"),
    [
        ("2026-2-3", "date is a date YYYY-MM-DD"),
        ("2026-02-30", "is no day of the calendar"),
        ("2019-12-31", "from 2020-01-01 to 2199-12-31"),
        (20261224, "date is a date YYYY-MM-DD"),
    ],
)
def test_a_bad_date_is_refused_naming_the_field(date: object, words: str) -> None:
    answer = ask(Session(), "daily", date=date)
    assert not answer["ok"] and words in answer["error"]["message"]


def test_no_hint_and_no_undo_in_a_daily_deal() -> None:
    session = Session()
    state = result(session, "daily", date=DATE)
    assert state["view"]["current"] == 0  # the person starts on this date's lot (R2.2)
    hint = ask(session, "hint")
    assert not hint["ok"] and "no hint in a daily game" in hint["error"]["message"]
    result(session, "play", move=state["view"]["legal_moves"][0])
    undo = ask(session, "undo")
    assert not undo["ok"] and "no undo in a daily game" in undo["error"]["message"]


def test_a_challenge_replays_to_the_engines_own_score(daily: Any) -> None:
    _, state, code = daily
    opened = result(Session(), "challenge_open", code=code)["challenge"]
    assert opened["scores"] == state["view"]["scores"]
    assert opened["display_scores"] == state["view"]["display_scores"]
    assert (opened["name"], opened["seat"], opened["daily"]) == ("Anna", 0, DATE)
    assert opened["levels"] == [None, "hard"] and opened["winner"] == state["view"]["winner"]
    assert len(code) <= 80  # a whole game in a chat message


def test_a_friend_plays_the_same_deals_from_the_same_seat(daily: Any) -> None:
    _, state, code = daily
    friend = Session()
    result(friend, "challenge_open", code=code)
    mine = result(friend, "challenge_play", name="Bo")
    assert mine["view"]["hand"] == result(Session(), "daily", date=DATE)["view"]["hand"]
    assert mine["levels"] == [None, "hard"] and mine["seats"][0]["name"] == "Bo"
    assert (mine["origin"], mine["counted"], mine["side_line"], mine["aids"]) == (
        "challenge",
        False,
        True,
        False,
    )
    mine = finish(friend, mine, 9)
    back = result(friend, "challenge")["code"]
    both = result(Session(), "challenge_open", code=back, vs=code)
    assert both["vs"]["name"] == "Anna" and both["challenge"]["name"] == "Bo"
    assert both["challenge"]["scores"] == mine["view"]["scores"]
    assert both["vs"]["scores"] == state["view"]["scores"]


def edited(code: str, at: int, change: int) -> str:
    data = bytearray(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
    data[at] = (data[at] + change) % 256
    return base64.urlsafe_b64encode(bytes(data)).decode().rstrip("=")


def refusal(code: object) -> str:
    answer = ask(Session(), "challenge_open", code=code)
    assert not answer["ok"], answer
    return str(answer["error"]["message"])


def test_an_edited_score_is_refused_with_the_engines_score(daily: Any) -> None:
    _, state, code = daily
    data = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    at = 3 + 1 + 2 + 1 + len("Anna")  # version, computers, table; a level; the day; the name
    assert data[at] == 2 * state["view"]["scores"][0]  # Anna's raw score, zigzag
    message = refusal(edited(code, at, 2))
    shown = "-".join(map(str, state["view"]["display_scores"]))
    assert message.startswith(f"challenge.scores: the moves score {shown}, not ")


def test_every_changed_byte_is_refused() -> None:
    # A short game (to 31, H1, against greedy), so that each of its bytes changed is replayed fast.
    session = Session()
    seats = [PERSON, {"kind": "computer", "level": "greedy"}]
    state = result(session, "new_game", players=2, seats=seats, seed=5, rules={"target": 155})
    finish(session, state, 5)
    code = result(session, "challenge")["code"]
    size = len(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
    for at in range(size):
        message = refusal(edited(code, at, 1))
        assert message.startswith("challenge"), (at, message)


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("A" * (MAX_CODE + 1), f"at most {MAX_CODE} characters"),
        ("x" * 1_000_000, f"at most {MAX_CODE} characters"),
        ("not a code!", "this is not a challenge code"),
        (12, f"at most {MAX_CODE} characters"),
    ],
)
def test_a_code_that_is_no_code_is_refused(code: object, words: str) -> None:
    assert words in refusal(code)


def test_a_cut_code_and_other_versions_are_refused(daily: Any) -> None:
    _, _, code = daily
    assert "cut short" in refusal(code[:8]) or "not a challenge code" in refusal(code[:8])
    assert refusal(code[:20]).startswith("challenge")
    assert "this page reads version 1" in refusal(edited(code, 0, 1))
    assert f"this page's are version {AI_VERSION}" in refusal(edited(code, 1, 1))


@pytest.mark.parametrize(
    "seats",
    [
        [PERSON, {"kind": "computer", "level": "random"}],
        [{"kind": "computer", "level": "hard"}, PERSON],
    ],
)
def test_a_daily_deals_challenge_is_the_days_own_seats(seats: list[dict[str, Any]]) -> None:
    """The day's deals from another seat or against another computer are never sent as the day's
    deal: a device plays a day's challenge as its own counted try (issue 39), the same game."""
    session = Session()
    seed = daily_seed(read_date(DATE))
    finish(session, result(session, "new_game", players=2, seats=seats, seed=seed), 3)
    message = ask(session, "challenge", date=DATE)["error"]["message"]
    assert message == (
        "challenge.table: a daily deal is the person in seat 0 against the hard computer"
    )


def test_a_challenge_is_one_persons_finished_game_from_its_seed() -> None:
    session = Session()
    two = [PERSON, {"kind": "person", "name": "Di"}]
    result(session, "new_game", players=2, seats=two, seed=4, rules={"target": 155})
    assert "only a finished game" in ask(session, "challenge")["error"]["message"]
    finish(session, result(session, "state"), 2)
    assert (
        "one person's game against the computers" in ask(session, "challenge")["error"]["message"]
    )


@pytest.mark.parametrize("players", [3, 4])
def test_muggins_claims_and_more_players_round_trip(players: int) -> None:
    # H2: the person's claims are part of the code: none, exact, or another figure.
    session = Session()
    seats = [{"kind": "computer", "level": "easy"}] * players
    seats[1] = PERSON
    rules = {"target": 155, "muggins": True}
    state = result(session, "new_game", players=players, seats=seats, seed=11, rules=rules)
    rng = random.Random(players)
    while not state["view"]["over"]:
        view = state["view"]
        if view["round_over"]:
            state = result(session, "next_round")
        elif view["current"] == 1:
            move = dict(rng.choice(view["legal_moves"]))
            if move["type"] == "place":
                move["claim"] = rng.choice([None, 0, 5, 10])
            state = result(session, "play", move=move)
        else:
            state = result(session, "ai_move")["state"]
    code = result(session, "challenge")["code"]
    opened = result(Session(), "challenge_open", code=code)["challenge"]
    assert opened["scores"] == state["view"]["scores"] and opened["seat"] == 1
    assert opened["rules"]["muggins"] is True and opened["daily"] is None


# A whole daily game (2026-12-24, 18 rounds; the person always plays the first legal move, so the
# moves' number is 0 and the code is 20 characters). Its computer moves are replayed by today's
# computers: if a level ever chooses otherwise for some view, this code no longer checks, and
# AI_VERSION must be raised (old codes are then refused in words instead of failing on a move).
PINNED = "AQNgBPUTAIIB9gSBieMg"
# The same game against the computers of version 1 (hard valued rollouts by the round's points;
# issue 28 made it play for the game): refused in words, not replayed wrongly.
PINNED_1 = "AQFgBPUTAKAB4gQTrsfz"
# The same game's code of version 2 (hard valued rollouts by the round's points with 3 and 4
# players; issue 42 made it play for the game there too): 2 players, where nothing changed, so it
# still reads, as every daily deal's code does.
PINNED_2 = "AQJgBPUTAIIB9gRgZmP_"


def test_the_computers_still_play_as_a_pinned_code_says() -> None:
    opened = read_code(PINNED)
    assert AI_VERSION == 3
    assert opened.summary()["display_scores"] == [13, 63] and len(opened.game.rounds) == 18
    assert (opened.name, opened.date, opened.levels) == (None, read_date(DATE), (None, "hard"))


def test_a_code_played_against_older_computers_is_refused_in_words() -> None:
    assert refusal(PINNED_1) == (
        "challenge.computers: played against the computers of version 1; this page's are "
        "version 3, so it cannot check the game"
    )


def test_a_code_of_version_2_reads_where_the_computers_did_not_change() -> None:
    assert read_code(PINNED_2).summary() == read_code(PINNED).summary()  # 2 players vs hard
    five_up, block = Rules(), PRESETS["partnership-block"]
    assert replays(2, five_up, (None, "hard"))
    assert replays(2, five_up, (None, "normal", "easy"))  # 3 and 4 without hard: as before
    assert replays(2, five_up, (None, "easy", "normal", "greedy"))
    assert replays(2, block, (None, "hard", "hard", "hard"))  # the other games kept the points
    assert not replays(2, five_up, (None, "hard", "easy"))  # issue 42: hard races with 3 and 4
    assert not replays(2, five_up, ("hard", None, "hard", "hard"))
    assert not replays(1, five_up, (None, "hard"))  # issue 28: hard races with 2
    tables = ((None, "hard"), (None, "hard", "hard"), (None, "hard", "hard", "hard"))
    assert all(replays(3, rules, levels) for rules in (five_up, block) for levels in tables)


def test_a_code_of_version_2_against_hard_with_three_is_refused_in_words() -> None:
    """A game of 3 against hard (the code made today, its computers' byte set to 2: the version
    is read before the moves, so the refusal names the computers, not the check)."""
    session = Session()
    state = result(session, "new_game", players=3, levels=[None, "hard", "hard"], seed=5)
    finish(session, state, 2)
    code = result(session, "challenge")["code"]
    raw = bytearray(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
    assert raw[1] == 3
    raw[1] = 2
    older = base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("=")
    assert refusal(older) == (
        "challenge.computers: played against the computers of version 2; this page's are "
        "version 3, so it cannot check the game"
    )


@pytest.mark.parametrize("seed", range(6))
def test_seeded_games_of_every_table_round_trip(seed: int) -> None:
    """Two to four players, every computer level, both house rules: the code replays to the same
    game, move for move."""
    rng = random.Random(seed)
    players = 2 + seed % 3
    levels = ["random", "greedy", "easy", "normal", "hard"]
    seats: list[dict[str, Any]] = [
        {"kind": "computer", "level": rng.choice(levels)} for _ in range(players)
    ]
    person = rng.randrange(players)
    seats[person] = {"kind": "person", "name": rng.choice([None, "Åsa", "José María"])}
    rules = {"target": 155, "muggins": seed % 2 == 1}
    session = Session()
    state = result(session, "new_game", players=players, seats=seats, seed=seed, rules=rules)
    finish(session, state, seed)
    record = result(session, "record")
    code = result(session, "challenge")["code"]
    opened = read_code(code)
    assert opened.game.to_record()["rounds"] == record["rounds"]
    assert opened.seat == person and opened.name == seats[person]["name"]


def test_a_challenge_carries_the_name_given_when_it_is_made(daily: Any) -> None:
    """Issue 39: the name asked when a challenge is made goes in the code, in place of the seat's
    (most tables have none typed); a name the engine would not seat is refused naming the field."""
    session, state, _ = daily
    made = result(session, "challenge", date=DATE, name="Ann")
    code = made["code"]
    assert (made["name"], made["side"]) == ("Ann", 0)
    assert made["display_scores"] == state["view"]["display_scores"]  # the score the text says
    assert result(Session(), "challenge_open", code=code)["challenge"]["name"] == "Ann"
    unnamed = result(session, "challenge", date=DATE, name=None)["code"]
    assert result(Session(), "challenge_open", code=unnamed)["challenge"]["name"] == "Anna"
    refused = ask(session, "challenge", date=DATE, name="x" * 100)
    assert not refused["ok"] and refused["error"]["message"].startswith("name")


def test_a_challenge_says_each_rounds_points_per_side(daily: Any) -> None:
    """Issue 39: both games are set side by side round by round; each round's display points per
    side (deductions taken) add up to the final display score on a game from zero."""
    session, state, code = daily
    opened = result(Session(), "challenge_open", code=code)["challenge"]
    rounds = opened["round_points"]
    summary = result(session, "summary")
    assert rounds == [r["display"]["total"] for r in summary["rounds"] if r["finished"]]
    assert len(rounds) == opened["rounds"] == state["view"]["round"]
    assert [sum(r[side] for r in rounds) for side in (0, 1)] == opened["display_scores"]
