"""Messages between a host's page and a guest's page (engine/netmsg.py): every one checked."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import Game
from engine.netmsg import MAX_WIRE, TYPES, NetMessage, make, parse, thaw
from engine.shares import commitment

TOKEN = "0f" * 16
SHARE = "ab" * 32


def wire(**fields: object) -> str:
    return json.dumps({"v": 1, **fields})


GOOD_GUEST = {
    "join": {"seat": 1, "token": TOKEN, "name": "Bo"},
    "commit": {"round": 1, "commitment": commitment(SHARE, 1, 1)},
    "reveal": {"round": 1, "share": SHARE},
    "move": {"round": 2, "step": 7, "move": {"type": "place", "tile": "[1|4]", "end": None}},
    "ping": {"nonce": 5},
    "pong": {"nonce": 5},
    "unknown_game": {"preset": "whist"},
}


def test_every_guest_type_reads_back_as_it_was_sent():
    assert set(GOOD_GUEST) == set(TYPES["guest"])
    for kind, fields in GOOD_GUEST.items():
        message = parse(wire(type=kind, **fields), "guest")
        assert isinstance(message, NetMessage) and message.sender == "guest"
        assert message.to_json() == {"v": 1, "type": kind, **fields}


def test_a_guest_that_does_not_know_the_game_may_say_so_without_its_name():
    read = parse(wire(type="unknown_game", preset=None), "guest")
    assert read.to_json() == {"v": 1, "type": "unknown_game", "preset": None}


def test_a_message_is_immutable():
    message = parse(wire(type="move", **GOOD_GUEST["move"]), "guest")
    with pytest.raises(TypeError):
        message["move"]["type"] = "draw"  # type: ignore[index]
    with pytest.raises(AttributeError):
        message.type = "ping"  # type: ignore[misc]


def test_the_host_messages_a_guest_reads():
    game = Game.new(2, seed=7)
    view = game.view(0)
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bo"}]
    rules = {"target": 305, "display_target": 61, "muggins": False}
    sent = {
        "welcome": {"seat": 1, "seats": seats, "rules": rules},
        "new_round": {"round": 2},
        "commit": {"round": 1, "commitments": [SHARE, SHARE]},
        "reveal": {"round": 1, "shares": [SHARE, SHARE]},
        "view": {"round": 1, "step": 0, "view": view, "previews": []},
        "refused": {"message": "R2.1 it is seat 0's turn, not seat 1's", "of": "move"},
        "paused": {"waiting": [1]},
        "resumed": {},
        "ping": {"nonce": 0},
        "pong": {"nonce": 9007199254740992},
    }
    assert set(sent) == set(TYPES["host"])
    for kind, fields in sent.items():
        read = parse(wire(type=kind, **fields), "host")
        assert read.to_json() == {"v": 1, "type": kind, **fields}
    assert make("host", "view", **sent["view"]).to_json()["view"] == view


REFUSED = [
    ("{not json", "not JSON: "),
    ("[1, 2]", 'a network message is an object {"v": 1, "type", ...}, not [1, 2]'),
    (wire(type="ping"), "ping.nonce is missing"),
    (json.dumps({"type": "ping", "nonce": 1}), "v is 1 (this page's network version), not None"),
    (json.dumps({"v": 2, "type": "ping", "nonce": 1}),
      "v is 1 (this page's network version), not 2"),
    (json.dumps({"v": True, "type": "ping", "nonce": 1}), "v is 1 (this page's network version)"),
    (wire(type="welcome", seat=0),
      "type is one of join, commit, reveal, move, ping, pong, unknown_game (from a guest)"),
    (wire(type="fly"),
      "type is one of join, commit, reveal, move, ping, pong, unknown_game (from a guest), "
      "not 'fly'"),
    (wire(type="ping", nonce=1, extra=2), "ping has no field 'extra'; fields: nonce"),
    (wire(type="ping", nonce="1"), "ping.nonce is a whole number 0..9007199254740992, not '1'"),
    (wire(type="ping", nonce=1.5), "ping.nonce is a whole number"),
    (wire(type="join", seat=4, token=TOKEN, name=None), "join.seat is a whole number 0..3, not 4"),
    (wire(type="join", seat=1, token="x", name=None),
      "join.token is 32 lowercase hex digits, not 'x'"),
    (wire(type="join", seat=1, token=TOKEN, name="<b>" * 9),
      "join.name is null or a name of 1..24"),
    (wire(type="join", seat=1, token=TOKEN, name="a\u0000b"),
      "join.name is null or a name of 1..24"),
    (wire(type="commit", round=0, commitment=SHARE),
      "commit.round is a whole number 1..1000, not 0"),
    (wire(type="commit", round=1, commitment=SHARE.upper()),
      "commit.commitment is 64 lowercase hex"),
    (wire(type="reveal", round=1, share=[SHARE]), "reveal.share is 64 lowercase hex digits, not"),
    (wire(type="move", round=1, step=0, move="draw"), "move.move is an object like"),
    (wire(type="move", round=1, step=0, move={"type": "fly"}),
      "move.move.type is 'place', 'draw' or 'pass'"),
    (wire(type="move", round=1, step=-1, move={"type": "draw"}),
      "move.step is a whole number 0..200"),
    (wire(type="move", round=1, step=0, move={"type": "draw", "tile": "[1|1]"}),
      "a draw move has no argument 'tile'"),
    (wire(type="move", round=1, step=0, move={"type": "place", "tile": "<img>", "end": None}),
      "move.move: a tile is written like [1|4], not '<img>'"),
    (wire(type="unknown_game", preset=""),
      "unknown_game.preset is null or a game's name of 1..40 printable characters, not ''"),
    (wire(type="unknown_game", preset="w" * 41),
      "unknown_game.preset is null or a game's name of 1..40 printable characters, not 'www"),
    (wire(type="unknown_game", preset="a\nb"), "unknown_game.preset is null or a game's name"),
    (wire(type="unknown_game", preset=["whist"]), "unknown_game.preset is null or a game's name"),
    (wire(type="unknown_game", preset=None, seat=1), "unknown_game has no field 'seat'"),
    ("NaN", "not JSON: "),
    (wire(type="ping", nonce=float("inf")), "not JSON: "),
]  # fmt: skip


@pytest.mark.parametrize(("text", "message"), REFUSED)
def test_each_bad_message_is_refused_naming_the_field(text, message):
    with pytest.raises(ValueError) as refused:
        parse(text, "guest")
    assert str(refused.value).startswith(message)
    assert len(str(refused.value)) <= 180


def test_size_and_nesting_are_bounded_before_parsing():
    big = wire(type="ping", nonce=1, pad="x" * 1_000_000)
    with pytest.raises(ValueError, match="^a network message is at most 65,536 characters, not 1,"):
        parse(big, "guest")
    deep = '{"v": 1, "type": "ping", "nonce": 1, "x": ' + "[" * 9 + "]" * 9 + "}"
    nests = "^a network message nests arrays and objects at most 8 deep$"
    with pytest.raises(ValueError, match=nests):
        parse(deep, "guest")
    very_deep = "[" * 60_000
    with pytest.raises(ValueError, match="^a network message nests"):
        parse(very_deep, "guest")
    with pytest.raises(ValueError, match="^a network message is JSON text, not bytes$"):
        parse(b"{}", "guest")
    assert len(wire(type="ping", nonce=1, pad="x" * MAX_WIRE)) > MAX_WIRE


def test_a_guest_view_is_checked_field_by_field():
    view = Game.new(2, seed=7).view(0)
    for change, message in [
        ({"hand": ["[7|7]"]}, "view.view.hand[0] is a tile like [1|4], not '[7|7]'"),
        ({"secret": 1}, "view.view has no field 'secret'; fields: seat, players"),
        ({"current": "0"}, "view.view.current is a whole number 0..3, not '0'"),
        ({"round_over": 0}, "view.view.round_over is true or false, not 0"),
        ({"deal_seed": "12; alert(1)"}, "view.view.deal_seed is a seed in decimal digits"),
        ({"legal_moves": [{"type": "eval"}]}, "view.view.legal_moves[0].type is 'place'"),
    ]:
        bad = {"round": 1, "step": 0, "view": {**view, **change}, "previews": []}
        with pytest.raises(ValueError) as refused:
            parse(wire(type="view", **bad), "host")
        assert str(refused.value).startswith(message)
    for seats, message in [
        ([{"kind": "person", "name": "Ann"}], "welcome.seats is a list of 2..4 seats, not 1"),
        ("Ann", "welcome.seats is a list of 2..4 seats, not 'Ann'"),
        ([{"kind": "robot"}] * 2, "welcome.seats[0].kind is 'person' or 'computer', not 'robot'"),
    ]:
        with pytest.raises(ValueError) as refused:
            make("host", "welcome", seat=0, seats=seats, rules={})
        assert str(refused.value) == message
    missing = {key: value for key, value in view.items() if key != "hand"}
    with pytest.raises(ValueError, match=r"^view\.view\.hand is missing$"):
        make("host", "view", round=1, step=0, view=missing, previews=[])


def test_the_checked_view_fields_are_the_views_own():
    from engine.netmsg import VIEW_FIELDS

    assert list(VIEW_FIELDS) == list(Game.new(3, seed=1).view(2))


def test_hello_names_the_network_version():
    """The page writes every message's "v" from hello's "network", never a number of its own."""
    from engine.netmsg import VERSION
    from engine.protocol import Session
    from tests.conftest import result

    version = result(Session(), "hello")["network"]
    assert version == VERSION == 1
    assert parse(json.dumps({"v": version, "type": "ping", "nonce": 3}), "guest").fields == {
        "nonce": 3
    }
    with pytest.raises(ValueError, match="v"):
        parse(json.dumps({"v": version + 1, "type": "ping", "nonce": 3}), "guest")


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 2**60) | st.text(max_size=70),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@given(
    st.sampled_from(["guest", "host"]),
    st.sampled_from([*TYPES["guest"], *TYPES["host"], "eval"]),
    st.dictionaries(
        st.sampled_from(["seat", "token", "name", "round", "step", "move", "nonce", "view", "x"]),
        JSON,
        max_size=5,
    ),
)
def test_forged_messages_are_refused_or_read_never_an_other_error(sender, kind, fields):
    text = json.dumps({"v": 1, "type": kind, **fields})
    try:
        message = parse(text, sender)
    except ValueError as refused:
        assert 0 < len(str(refused)) <= 200
        return
    assert message.type == kind and set(message.fields) == set(TYPES[sender][kind])


@given(st.text(max_size=200))
def test_garbage_text_is_refused_or_read_never_an_other_error(text):
    try:
        message = parse(text, "guest")
    except ValueError:
        return
    assert thaw(message.fields) is not None
