"""A table over the network through the worker's ops (engine/netops.py): the host deals from
everyone's shares, each guest sees its own seat's view only, and a forged move changes nothing."""

from __future__ import annotations

import json
import random
import re

import pytest

from engine import DOUBLE_SIX
from engine.protocol import Session, handle_json
from engine.shares import commitment, derive_seed
from tests.conftest import ask, result

PEOPLE = [{"kind": "person", "name": n} for n in ("Ann", "Bo", "Cy", "Di")]
TILE = re.compile(r"\[[0-6]\|[0-6]\]")


def guest_share(session: Session, round_no: int, seat: int) -> dict:
    return result(session, "deal_share", round=round_no, seat=seat)


def collect(session: Session, round_no: int, players: int, remote: list[int]) -> dict:
    """Round ``round_no``'s shares the way the pages pass them: every commitment, then shares."""
    begun = result(session, "deal_begin", round=round_no, players=players, remote=remote)
    assert [c is None for c in begun["commitments"]] == [s in remote for s in range(players)]
    mine = {seat: guest_share(session, round_no, seat) for seat in remote}
    for seat in remote:
        result(session, "deal_commit", seat=seat, commitment=mine[seat]["commitment"])
    done = {}
    for seat in remote:
        done = result(session, "deal_reveal", seat=seat, share=mine[seat]["share"])
    assert done["ready"] is True
    return {"commitments": done["commitments"], "mine": mine}


def shared_game(players: int, remote: list[int], target: int = 155) -> tuple[Session, dict]:
    session = Session()
    dealt = collect(session, 1, players, remote)
    rules = {"target": target, "muggins": False}
    seats = [seat | {"remote": i in remote} for i, seat in enumerate(PEOPLE[:players])]
    result(session, "new_game", players=players, seats=seats, rules=rules, shared=True)
    return session, dealt


def visible(view: dict) -> set[str]:
    """The tiles a seat may see (R1.4): its hand, the board, and every hand once the round is
    over (R8.3)."""
    seen = set(view["hand"]) | set(view["board"]["tiles"])
    if view["round_over"]:
        seen |= {tile for hand in view["revealed_hands"] for tile in hand}
    return seen


def assert_no_hidden_tile(session: Session, seat: int) -> dict:
    message = result(session, "net_view", seat=seat)
    text = json.dumps(message)
    view = message["view"]
    assert view["seat"] == seat and message["type"] == "view" and message["v"] == 1
    leaked = set(TILE.findall(text)) - visible(view)
    assert not leaked, (seat, leaked)  # R1.4
    game = session.game
    assert game is not None
    others = {str(t) for s, hand in enumerate(game.hands) if s != seat for t in hand}
    hidden = {str(t) for t in game.boneyard} | (set() if game.round_over else others)
    assert not hidden & set(TILE.findall(text))
    assert "boneyard" not in view or view.get("boneyard") is None
    return message


def play_out(session: Session, players: int, remote: list[int], rng: random.Random, checks: dict):
    """Play the round to its end, every seat's view checked at every step; remote seats move
    through guest_move with the round and step they saw."""
    game = session.game
    assert game is not None
    while not game.round_over:
        for seat in range(players):
            message = assert_no_hidden_tile(session, seat)
            if message["step"] == 0:
                view = message["view"]
                checks.setdefault(seat, (view["deal_fingerprint"], view["hand"]))
        seat = game.current
        legal = game.view(seat)["legal_moves"]
        move = rng.choice(legal)
        if seat in remote:
            step = len(game.rounds[-1].events)
            result(session, "guest_move", seat=seat, round=game.round_number, step=step, move=move)
        else:
            result(session, "play", move=move)
    for seat in range(players):
        assert_no_hidden_tile(session, seat)


TABLES = [(2, [1], 1), (3, [1, 2], 2), (4, [1, 3], 3)]


@pytest.mark.parametrize(("players", "remote", "seed"), TABLES)
def test_whole_games_leak_no_hidden_tile_and_every_deal_checks(players, remote, seed):
    # R1.4: at every step, each seat's message holds no tile of another hand or the boneyard
    session, dealt = shared_game(players, remote)
    rng = random.Random(seed)
    game = session.game
    rounds = 0
    while True:
        checks: dict = {}
        play_out(session, players, remote, rng, checks)
        rounds += 1
        shares = result(session, "deal_shares")
        assert shares["round"] == game.round_number
        assert shares["commitments"] == dealt["commitments"]  # what the guests got before
        for seat in remote:
            assert shares["shares"][seat] == dealt["mine"][seat]["share"]
            fingerprint, hand = checks[seat]
            verdict = result(
                session, "deal_check", round=game.round_number, seat=seat, hand=hand,
                commitments=dealt["commitments"], shares=shares["shares"], fingerprint=fingerprint,
            )  # fmt: skip
            assert verdict["fair"] is True and verdict["reason"] is None
            assert verdict["seed"] == str(derive_seed(shares["shares"], game.round_number))
            assert verdict["hands"] == [[str(t) for t in h] for h in game.rounds[-1].deal.hands]
        if game.over:
            break
        dealt = collect(session, game.round_number + 1, players, remote)
        result(session, "next_round")
    assert rounds >= 2
    record = result(session, "record")
    assert record["origin"] == "shared" and all("shares" in r for r in record["rounds"])
    assert len(record["rounds"]) == rounds


def snapshot(session: Session) -> str:
    return json.dumps(result(session, "record"), sort_keys=True)


def test_a_forged_move_is_refused_and_changes_nothing():  # R2.1, R7.1
    session, _ = shared_game(2, [1])
    game = session.game
    assert game is not None
    if game.current == 0:  # let the guest's seat be the one to act
        result(session, "play", move=game.view(0)["legal_moves"][0])
    before = snapshot(session)
    step = len(game.rounds[-1].events)
    legal = game.view(1)["legal_moves"][0]
    # The deal comes from fresh shares, so the guest may or may not hold a tile that fits: a pass
    # is refused by R7.1 if it does, else by R7.3 (the boneyard still holds tiles at move 2).
    can_place = legal["type"] == "place"
    pass_rule = "R7.1" if can_place else "R7.3 pass only when the boneyard is empty"
    refusals = [
        ({"seat": 0, "round": 1, "step": step, "move": legal}, "IllegalMove",
         "seat 0 is played at the host's device; no guest moves for it"),
        ({"seat": 1, "round": 1, "step": step, "move": {"type": "fly"}}, "ValueError",
         "move.type is 'place', 'draw' or 'pass', not 'fly'"),
        ({"seat": 5, "round": 1, "step": step, "move": legal}, "ValueError",
         "seat is a whole number 0..1, not 5"),
        ({"seat": 1, "round": 2, "step": step, "move": legal}, "IllegalMove",
         "round is 1, the round in play, not 2"),
        ({"seat": 1, "round": 1, "step": step + 1, "move": legal}, "IllegalMove",
         f"step is {step}, the moves made this round, not {step + 1}: an old view"),
        ({"seat": 1, "round": 1, "step": step, "move": {"type": "pass"}}, "IllegalMove", pass_rule),
        ({"seat": 1, "round": 1, "step": step, "move": legal, "x": 1}, "ValueError",
         "guest_move has no argument 'x'; arguments: seat, round, step, move"),
    ]  # fmt: skip
    for args, kind, message in refusals:
        answer = ask(session, "guest_move", **args)
        assert answer["ok"] is False and answer["error"]["kind"] == kind
        assert answer["error"]["message"].startswith(message), answer
        assert snapshot(session) == before
    # R2.1: the host's page cannot move for the guest either
    answer = ask(session, "play", move=legal)
    assert answer["error"]["message"] == "R2.1 it is seat 1's turn, played from its own device"
    assert snapshot(session) == before
    result(session, "guest_move", seat=1, round=1, step=step, move=legal)
    assert snapshot(session) != before


def test_a_guests_seat_is_never_the_one_shown_on_the_host():
    # The host's state follows only the people at its device: seat 1's hand never shows there.
    session, _ = shared_game(3, [1, 2])
    game = session.game
    assert game is not None
    while not game.round_over:
        state = result(session, "state")
        assert state["human"] == 0 and state["people"] == [0] and state["remote"] == [1, 2]
        assert state["next_person"] == 0
        seat = game.current
        move = game.view(seat)["legal_moves"][0]
        if seat == 0:
            result(session, "play", move=move)
        else:
            result(session, "guest_move", seat=seat, round=1, step=len(game.rounds[-1].events),
                   move=move)  # fmt: skip
    assert result(session, "state")["human"] == 0
    answer = ask(session, "undo")
    assert answer["error"]["message"] == (
        "no undo at a table over the network: every move there is final"
    )


def test_a_guest_who_does_not_come_back_is_played_by_a_computer():
    session, _ = shared_game(2, [1])
    record = result(session, "record")
    assert record["seats"][1] == {"kind": "person", "name": "Bo", "remote": True}
    state = result(session, "seat_to_computer", seat=1, level="hard")
    assert state["seats"][1] == {"kind": "computer", "level": "hard"}
    assert state["remote"] == [] and state["levels"] == [None, "hard"]
    assert result(session, "record")["rounds"] == record["rounds"]  # the game goes on as it was
    refused = ask(session, "seat_to_computer", seat=0, level="hard")
    assert refused["error"]["message"] == (
        "seat 0 is not a guest's; only a guest's seat goes to a computer"
    )
    session, _ = shared_game(2, [1])
    refused = ask(session, "seat_to_computer", seat=1, level="best")
    assert refused["error"]["message"] == "level is one of easy, normal, hard, not 'best'"
    assert ask(session, "coach", round=1, seat=1)["error"]["message"] == (
        "seat 1 is a guest's, played from its own device"
    )


def test_a_guests_hint_reads_its_own_view_only():
    session, _ = shared_game(2, [1])
    game = session.game
    assert game is not None
    if game.current == 0:
        result(session, "play", move=game.view(0)["legal_moves"][0])
    message = result(session, "net_view", seat=1)
    guest = Session()  # the guest's engine holds no game
    hint = result(guest, "view_hint", view=message["view"])
    assert hint["move"] in message["view"]["legal_moves"]
    assert hint == result(session, "view_hint", view=message["view"])
    other = result(session, "net_view", seat=0)["view"]
    refused = ask(guest, "view_hint", view=other)
    assert refused["error"]["message"] == "a hint is for your own turn"
    broken = ask(guest, "view_hint", view={**message["view"], "hand": ["[9|9]"]})
    assert broken["ok"] is False and broken["error"]["message"].startswith("view.hand[0]")


def test_a_guests_log_and_ledger_read_its_own_view_only():  # R7.2, R7.3: what draws and passes say
    session, _ = shared_game(2, [1])
    game = session.game
    assert game is not None
    while len(game.rounds[-1].events) < 12 and not game.round_over:
        if game.current == 0:
            result(session, "play", move=game.view(0)["legal_moves"][0])
        else:
            step = len(game.rounds[-1].events)
            move = game.view(1)["legal_moves"][0]
            result(session, "guest_move", seat=1, round=1, step=step, move=move)
    view = result(session, "net_view", seat=1)["view"]
    guest = Session()  # the guest's engine holds no game
    # What the table knows: the host's ledger for that seat, with its unseen tiles
    assert result(guest, "view_ledger", view=view) == result(session, "ledger", seat=1)
    # The move log: the round in play as the host's log has it
    log = result(guest, "view_log", view=view)
    hosts = result(session, "log")["rounds"][-1]
    assert log["human"] == 1 and log["seats"] == [] and len(log["rounds"]) == 1
    shown = log["rounds"][0]
    assert (
        shown["events"] == hosts["events"] == view["history"] and len(shown["events"]) >= 9
    )  # R1.3, R8.1
    assert (shown["number"], shown["starter"]) == (1, hosts["starter"])
    assert shown["result"] == hosts["result"] == view["round_result"]  # once over, its result
    broken = ask(guest, "view_ledger", view={**view, "hand": ["[9|9]"]})
    assert broken["ok"] is False and broken["error"]["message"].startswith("view.hand[0]")
    broken = ask(guest, "view_log", view={**view, "history": "all"})
    assert broken["ok"] is False and broken["error"]["message"].startswith("view.history")


def test_seats_from_the_wire_are_checked():
    session = Session()
    seats = [PEOPLE[0], {"kind": "computer", "level": "hard", "remote": False}]
    answer = ask(session, "new_game", players=2, seats=seats)
    assert answer["error"]["message"] == (
        "seats[1].name and .remote are for a person; a computer has a level"
    )
    seats = [PEOPLE[0], PEOPLE[1] | {"remote": 1}]
    answer = ask(session, "new_game", players=2, seats=seats)
    assert answer["error"]["message"] == "seats[1].remote is true or false, not 1"


def test_a_host_may_only_referee():
    # Two guests as partners and two computers: nobody plays at the host's device, whose state
    # is a computer's seat with no person to show (the page shows no hand).
    remote = {"kind": "person", "remote": True}
    seats = [{"kind": "computer", "level": "easy"}, remote | {"name": "Bo"}] * 2
    session = Session()
    collect(session, 1, 4, [1, 3])
    state = result(session, "new_game", players=4, seats=seats, shared=True)
    assert state["people"] == [] and state["remote"] == [1, 3] and state["next_person"] is None
    assert state["human"] in (0, 2)
    game = session.game
    assert game is not None
    answer = ask(session, "play", move=game.view(game.current)["legal_moves"][0])
    assert answer["ok"] is False  # R2.1: a computer's seat, or a guest's


def test_a_computers_seat_takes_no_guest_move():
    session = Session()
    seats = [PEOPLE[0], {"kind": "computer", "level": "easy"}]
    result(session, "new_game", players=2, seats=seats, seed=4)
    game = session.game
    assert game is not None
    answer = ask(session, "guest_move", seat=1, round=1, step=0, move={"type": "draw"})
    assert answer["error"]["message"] == "seat 1 is a computer's; no guest moves for it"


def test_the_host_cannot_choose_the_deal_once_the_commitments_are_out():
    session = Session()
    begun = result(session, "deal_begin", round=1, players=2, remote=[1])
    host_commitment = begun["commitments"][0]
    assert len(host_commitment) == 64 and "shares" not in begun  # the host's page gets no share
    guest = guest_share(session, 1, 1)
    early = ask(session, "deal_reveal", seat=1, share=guest["share"])
    waiting = "a share comes after every commitment; waiting for seat(s) [1]"
    assert early["error"]["message"] == waiting
    not_yet = ask(session, "new_game", players=2, seats=PEOPLE[:2], shared=True)
    assert not_yet["error"]["message"] == "round 1 waits for the share(s) of seat(s) [1]"
    result(session, "deal_commit", seat=1, commitment=guest["commitment"])
    other = guest_share(session, 1, 1)
    changed = ask(session, "deal_commit", seat=1, commitment=other["commitment"])
    assert changed["error"]["message"] == "seat 1 has committed for round 1: it cannot change"
    again = ask(session, "deal_begin", round=1, players=2, remote=[1])
    assert again["error"]["message"] == "the commitments for round 1 are out: it is dealt from them"
    host_seat = ask(session, "deal_commit", seat=0, commitment=other["commitment"])
    held = "seat 0 is not a guest's: the host's worker holds its share"
    assert host_seat["error"]["message"] == held
    wrong = ask(session, "deal_reveal", seat=1, share=other["share"])
    assert wrong["error"]["message"] == "seat 1's share does not match its commitment for round 1"
    both = ask(session, "new_game", players=2, seats=PEOPLE[:2], shared=True, seed=3)
    either = "new_game takes a seed or shared, not both: shares make the seed"
    assert both["error"]["message"] == either
    result(session, "deal_reveal", seat=1, share=guest["share"])
    state = result(session, "new_game", players=2, seats=PEOPLE[:2], shared=True)
    assert state["origin"] == "shared"
    game = session.game
    assert game is not None
    shares = game.rounds[0].shares
    assert shares is not None and shares[1] == guest["share"]
    assert commitment(shares[0], 1, 0) == host_commitment  # the host's share was fixed first
    early_shares = ask(session, "deal_shares")
    assert early_shares["error"]["message"].startswith("R1.4 the shares give the deal away")
    assert session.pending is None


def test_a_shared_round_needs_its_own_shares():  # R8.1
    session, _ = shared_game(2, [1])
    game = session.game
    assert game is not None
    early = ask(session, "deal_begin", round=2, players=2, remote=[1])
    assert early["error"]["message"] == "R8.1 the next round to deal is not 2"
    play_out(session, 2, [1], random.Random(5), {})
    missing = ask(session, "next_round")
    assert missing["error"]["message"] == "round 2 is dealt from shares: begin with deal_begin"
    assert game.round_number == 1
    collect(session, 2, 2, [1])
    result(session, "next_round")
    assert game.round_number == 2 and game.rounds[1].shares is not None


def test_a_deal_check_that_fails_says_why():
    session = Session()
    shares = ["01" * 32, "02" * 32]
    commitments = [commitment(s, 1, seat) for seat, s in enumerate(shares)]
    from engine.deal import deal_round, seed_fingerprint

    seed = derive_seed(shares, 1)
    hand = [str(t) for t in deal_round(seed, 2, 0).hands[1]]
    args = {"round": 1, "seat": 1, "commitments": commitments, "shares": shares, "hand": hand}
    fair = result(session, "deal_check", fingerprint=seed_fingerprint(seed), **args)
    assert fair["fair"] is True and len(fair["boneyard"]) == 18
    other = result(session, "deal_check", fingerprint=seed_fingerprint(seed + 1), **args)
    assert other["fair"] is False
    assert other["reason"] == (
        "the shares' seed is not the one whose fingerprint was shown before the round"
    )
    swapped = {**args, "hand": [str(t) for t in DOUBLE_SIX[:5]]}
    wrong = result(session, "deal_check", fingerprint=seed_fingerprint(seed), **swapped)
    assert wrong["fair"] is False and wrong["reason"].startswith("seat 1 was dealt [")
    swapped_shares = {**args, "shares": shares[::-1]}
    forged = ask(session, "deal_check", fingerprint=seed_fingerprint(seed), **swapped_shares)
    assert forged["error"]["message"] == "seat 0's share does not match its commitment for round 1"


def test_net_parse_reads_the_wire_for_either_page():
    session = Session()
    move = {"v": 1, "type": "move", "round": 1, "step": 0, "move": {"type": "draw"}}
    assert result(session, "net_parse", **{"from": "guest", "text": json.dumps(move)}) == move
    as_host = ask(session, "net_parse", **{"from": "host", "text": json.dumps(move)})
    assert as_host["error"]["message"].startswith("type is one of welcome, new_round, commit")
    huge = ask(session, "net_parse", **{"from": "guest", "text": "x" * 500_000})
    assert huge["error"]["message"] == "a network message is at most 65,536 characters, not 500,000"
    megabyte = json.dumps(
        {"id": 1, "op": "net_parse", "args": {"from": "guest", "text": "x" * 2**20}}
    )
    answer = json.loads(handle_json(megabyte, session))
    assert answer["error"]["message"] == "a message is at most 1,000,000 characters, not 1,048,643"
    who = ask(session, "net_parse", **{"from": "me", "text": "{}"})
    assert who["error"]["message"] == "from is 'guest' or 'host', not 'me'"
