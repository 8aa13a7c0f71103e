"""A seeded fuzz of the worker's one entry point, ``handle_json`` (issue 10: trust nothing).

Every answer must be JSON; nothing may raise or answer InternalError; a refusal's answer stays
under 2 KB and its message under 200 characters; a refused message changes nothing in the
session. tests/hostile.py builds the messages (``make fuzz`` runs the same checks on 100,000).
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine.inbound import MAX_DEPTH, nesting_depth
from engine.protocol import OPERATIONS, Session, handle_json
from tests import hostile

BASE = hostile.base()
ARGS = BASE.args


def clean(tally: hostile.Tally) -> None:
    assert tally.clean, (tally.report(), tally.failures)


def send(session: Session, text: object) -> dict[str, Any]:
    """One message through ``handle_json``, held to every promise."""
    tally = hostile.Tally()
    hostile.check(session, text, tally, hostile.snapshot(session))
    clean(tally)
    answer: dict[str, Any] = json.loads(handle_json(text, session))
    return answer


def test_seeded_hostile_messages_break_no_promise() -> None:
    tally = hostile.run(800, seed=10)
    clean(tally)
    assert tally.refusals > 650  # the messages are hostile: nearly all refused


def test_every_field_of_every_op_refuses_wrong_values() -> None:
    session = hostile.fresh_session()
    tally = hostile.Tally()
    before = hostile.snapshot(session)
    for op, args in ARGS.items():
        for name in args:
            for value in hostile.HOSTILE:
                bent = {**args, name: value}
                if hostile.costly(op, bent):
                    continue
                text = json.dumps({"id": 1, "op": op, "args": bent})
                before = hostile.check(session, text, tally, before)
                if hostile.searching(session):
                    session = hostile.fresh_session()
                    before = hostile.snapshot(session)
    clean(tally)


def test_hostile_texts_and_ids() -> None:
    session = hostile.fresh_session()
    texts, ids = hostile.Tally(), hostile.Tally()
    before = hostile.snapshot(session)
    for text in hostile.TEXTS:
        before = hostile.check(session, text, texts, before)
    for ident in hostile.IDS:
        before = hostile.check(session, json.dumps({"id": ident, "op": "state"}), ids, before)
    clean(texts)
    clean(ids)
    # All refused but two: a repeated key is JSON (the last counts), and so is a lone surrogate.
    assert texts.refusals == len(hostile.TEXTS) - 2
    # 2**53 + 1, 10**18, 1.5, True, 65 and 100,000 characters, [] and {}.
    assert ids.refusals == 8


def test_refusals_say_what_and_quote_little() -> None:
    session = hostile.fresh_session()
    deep = send(session, "[" * 1_000 + "]" * 1_000)
    assert deep["id"] is None and f"at most {MAX_DEPTH} deep" in deep["error"]["message"]
    huge = send(session, '"' + "x" * 2_000_000 + '"')
    assert "at most 1,000,000 characters" in huge["error"]["message"]
    for text in ('{"id": NaN, "op": "hello"}', '{"id": 1, "op": "hello", "args": {"a": 1e999}}'):
        assert send(session, text)["error"]["kind"] == "ValueError"
    odd = send(session, json.dumps({"id": True, "op": "hello"}))
    assert odd["id"] is None and odd["error"]["message"].startswith("id is null")
    for ident in (2**53 + 1, "x" * 65, 1.5, [1]):
        assert send(session, json.dumps({"id": ident, "op": "hello"}))["id"] is None
    assert send(session, json.dumps({"id": "x" * 64, "op": "hello"}))["ok"] is True
    players = send(session, json.dumps({"id": 2, "op": "new_game", "args": {"players": True}}))
    assert players["id"] == 2 and "R1.2" in players["error"]["message"]
    big = {"id": 3, "op": "new_game", "args": {"players": 10**18}}
    assert "1000000000000000000" in send(session, json.dumps(big))["error"]["message"]
    long = send(session, json.dumps({"op": "play", "args": {"move": "m" * 300_000}}))
    assert "move is an object" in long["error"]["message"]
    assert len(long["error"]["message"]) < 120
    typo = send(session, json.dumps({"op": "new_game", "args": {"rule": {"target": 155}}}))
    assert "new_game has no argument 'rule'" in typo["error"]["message"]


def test_nesting_depth_skips_strings_and_escapes() -> None:
    assert nesting_depth('["[[[[", {"a": [1, "]]]]"]}]') == 3
    assert nesting_depth('["\\\\", ["\\"[[["]]') == 2
    assert nesting_depth('"unclosed [[[[') == 0
    assert nesting_depth("[" * 100_000) == 100_000
    assert nesting_depth('"' * 999_999) == 0


# --- Hypothesis: any JSON value anywhere -----------------------------------------------------

NAMES = sorted({name for args in ARGS.values() for name in args} | {"type", "tile", "end", "x"})
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-(2**64), max_value=2**64)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from(hostile.HOSTILE[:40])
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(NAMES) | st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)
OPS = st.sampled_from(sorted(OPERATIONS)) | st.text(max_size=10)

SESSION = hostile.fresh_session()


@given(op=OPS, args=VALUES, ident=VALUES)
def test_any_op_any_args(op: str, args: Any, ident: Any) -> None:
    assume(not hostile.costly(op, args))
    global SESSION
    send(SESSION, json.dumps({"id": ident, "op": op, "args": args}))
    if hostile.searching(SESSION):
        SESSION = hostile.fresh_session()


@given(
    op=st.sampled_from(sorted(op for op, args in ARGS.items() if args)),
    value=VALUES,
    data=st.data(),
)
def test_one_field_any_value(op: str, value: Any, data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(sorted(ARGS[op])))
    args = {**ARGS[op], name: value}
    assume(not hostile.costly(op, args))
    global SESSION
    send(SESSION, json.dumps({"id": 1, "op": op, "args": args}))
    if hostile.searching(SESSION):
        SESSION = hostile.fresh_session()


@given(text=st.text(max_size=200) | st.binary(max_size=50).map(lambda b: b.decode("latin-1")))
def test_any_text(text: str) -> None:
    send(SESSION, text)


@settings(max_examples=60)  # each replays a whole game
@given(record=st.integers(0, 2**32))
def test_forged_records(record: int) -> None:
    rng = random.Random(record)
    forged = hostile.forge(BASE.finished, rng)
    if rng.random() < 0.5:
        forged = hostile.bend(forged, rng)
    send(SESSION, json.dumps({"id": 1, "op": "load", "args": {"record": forged}}))
