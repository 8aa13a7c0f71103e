"""Hostile messages for the worker protocol and the checks every answer must pass.

Shared by tests/test_protocol_fuzz.py (a few thousand messages, in CI) and scripts/fuzz.py
(`make fuzz`, 100,000 and more). The engine does not ship it.

Every message is built from a seeded ``random.Random``, so a run is reproducible: wrong types for
every field of every operation (bools for whole numbers, huge numbers, floats, lists, objects),
odd ids, unknown operations, broken JSON, NaN and Infinity, nesting 1,000 deep, 2 MB texts, and
tampered game records (R1 broken, forged scores, bad rules and claims).
"""

from __future__ import annotations

import json
import random
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.protocol import Session, handle, handle_json

REFUSAL_BYTES = 2_000  # any refusal answer is smaller than this
REFUSAL_WORDS = 200  # any refusal message is shorter than this

# Values that are wrong somewhere: bools for whole numbers, huge and negative numbers, floats,
# long texts, lists and objects where neither is expected.
HOSTILE: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1,
    2,
    3,
    5,
    9,
    -(2**53) - 1,
    2**53,
    2**53 + 1,
    10**7,
    10**18,
    -(10**18),
    10**100,
    0.5,
    2.0,
    -0.0,
    1e308,
    -1e-308,
    "",
    "2",
    "1",
    "true",
    "null",
    "NaN",
    "x" * 65,
    "é" * 300,
    "\u0000\ud800",
    "[1|4]",
    "[1|1] branch_a",
    "[9|9]",
    "place",
    "draw",
    "easy",
    "greedy",
    "godlike",
    "<script>alert(1)</script>",
    "y" * 5_000,
    [],
    [None],
    [1, 2],
    [None, "random"],
    [[[[[[[[[[[]]]]]]]]]]],
    list(range(300)),
    {},
    {"type": "draw"},
    {"target": 155},
    {"a": {"b": {"c": {"d": 1}}}},
    {str(i): i for i in range(100)},
]

# Rules no table may choose, of every game: each refused naming the field or the rule.
HOSTILE_RULES: list[Any] = [
    {"target": 5},
    {"muggins": "yes"},
    {"x": 1},
    {"preset": "whist"},
    {"preset": "x" * 500},
    {"preset": "partnership-block"},  # (a record of two players: PB1)
    {"preset": "all-fives", "target": 305},
    {"preset": "partnership-block", "capicua": -25, "counted": "mine"},
]

IDS: list[Any] = [
    1,
    0,
    -7,
    2**53,
    -(2**53),
    2**53 + 1,
    10**18,
    1.5,
    True,
    "a",
    "x" * 64,
    "x" * 65,
    "z" * 100_000,
    [],
    {},
    None,
]

# Raw texts that are not messages at all, or messages JSON itself cannot hold safely.
TEXTS: list[Any] = [
    "",
    " ",
    "{not json",
    "null",
    "[1, 2]",
    '"hello"',
    "NaN",
    "Infinity",
    "-Infinity",
    '{"id": NaN, "op": "hello"}',
    '{"id": Infinity, "op": "hello"}',
    '{"id": -Infinity, "op": "hello"}',
    '{"id": 1, "op": "layout", "args": {"aspect": NaN}}',
    '{"id": 1e999, "op": "hello"}',
    '{"id": 1, "op": "hello", "args": {}} trailing',
    '{"id": 1, "op": "hello", "op": "state"}',
    '{"id": "\\ud800", "op": "hello"}',
    '{"id": 1, "op": "hello\\u0000"}',
    '{"id": ' + "9" * 5_000 + ', "op": "hello"}',
    "[" * 1_000 + "]" * 1_000,
    '{"a":' * 2_000 + "1" + "}" * 2_000,
    "[" * 100_000,
    '{"id": 1, "op": "new_game", "args": {"rules": ' + "[" * 70 + "]" * 70 + "}}",
    '"' + "x" * 2_000_000 + '"',
    '{"id": 1, "op": "hello", "args": {"pad": "' + "x" * 999_000 + '"}}',
    "\ufeff{}",
    None,
    b'{"id": 1, "op": "hello"}',
    7,
    ["not", "text"],
]

STEPS = [{"tile": "[3|6]", "end": None}, {"tile": "[6|6]", "end": "[3|6] high"}]


def valid_args(record: dict[str, Any], finished: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Arguments each operation accepts; the fuzz breaks one part of them at a time."""
    return {
        "hello": {},
        "new_game": {
            "players": 2,
            "levels": [None, "random"],
            "seed": 7,
            "rules": {"target": 155, "muggins": True},
            "salt": 3,
        },
        "state": {},
        "play": {"move": {"type": "place", "tile": "[6|6]", "end": None, "claim": 10}},
        "ai_move": {},
        "next_round": {},
        "record": {},
        "load": {"record": record},
        "layout": {"aspect": 1.5},
        "undo": {},
        "hint": {},
        "log": {},
        "replay": {"record": finished, "round": 1, "step": 3},
        "layout_of": {"steps": STEPS, "aspect": 1.0},
        "coach": {"round": 1},
    }


def costly(op: str, args: object) -> bool:
    """Messages that would run the search for real (seconds each): a fuzz of 100,000 messages
    leaves them out; their checks are tested on their own."""
    if args is None:
        args = {}
    if not isinstance(args, dict):
        return False
    if op == "hint":
        return not args
    if op == "coach":
        value = args.get("round", 1)
        return isinstance(value, int) and not isinstance(value, bool) and value >= 1
    return False


# --- Tampering: one node of a JSON tree replaced, removed or bent ---------------------------


def _copy(tree: Any) -> Any:
    """A deep copy of a JSON value (far quicker than copy.deepcopy)."""
    return json.loads(json.dumps(tree))


def _paths(tree: Any, rng: random.Random) -> list[Any]:
    """A random path into ``tree`` (keys and indexes), stopping early now and then."""
    path: list[Any] = []
    node = tree
    while isinstance(node, (dict, list)) and node and (not path or rng.random() < 0.75):
        key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
        path.append(key)
        node = node[key]
    return path


def _set(tree: Any, path: list[Any], value: Any) -> Any:
    if not path:
        return value
    node = tree
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return tree


def _remove(tree: Any, path: list[Any]) -> Any:
    if not path:
        return tree
    node = tree
    for key in path[:-1]:
        node = node[key]
    del node[path[-1]]
    return tree


def bend(tree: Any, rng: random.Random) -> Any:
    """A deep copy of ``tree`` with one node replaced by a hostile value, removed, or nudged."""
    tree = _copy(tree)
    path = _paths(tree, rng)
    roll = rng.random()
    if roll < 0.15 and path:
        return _remove(tree, path)
    if roll < 0.3:
        node: Any = tree
        for key in path:
            node = node[key]
        if isinstance(node, int) and not isinstance(node, bool):
            return _set(tree, path, node + rng.choice((-5, -1, 1, 5, 300)))
    return _set(tree, path, rng.choice(HOSTILE))


def _swap_tiles(record: dict[str, Any], rng: random.Random) -> None:
    deal = record["rounds"][0]["deal"]
    hand = deal["hands"][rng.randrange(len(deal["hands"]))]
    if rng.random() < 0.5 and deal["boneyard"]:
        hand.append(deal["boneyard"].pop())  # R1.3: a hand of six
    elif len(hand) > 1:
        hand[0] = hand[1]  # R1.1: a tile twice
    else:
        hand.clear()


def forge(record: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A record tampered the way a cheat or a broken file would: R1 broken under origin "given",
    forged starting scores, bools for numbers, odd rules, salts and claims."""
    forged = _copy(record)
    kind = rng.randrange(8)
    if kind == 0:
        forged["origin"] = "given"
        _swap_tiles(forged, rng)
    elif kind == 1:
        forged["origin"] = rng.choice(["given", "seed", "position"])
        forged["rounds"][0]["scores_before"] = [300, 0]
        forged["rounds"] = forged["rounds"][:1]
    elif kind == 2:
        forged["version"] = rng.choice([True, "2", 2.0, 1, 3, None, -1])
    elif kind == 3:
        forged["rules"] = rng.choice([*HOSTILE, *HOSTILE_RULES])
    elif kind == 4:
        forged["salt"] = rng.choice(HOSTILE)
    elif kind == 5:
        moves = forged["rounds"][0]["moves"]
        for move in moves:
            if move.get("type") == "place":
                move["claim"] = rng.choice(HOSTILE)
                break
    elif kind == 6:
        forged["rounds"] = forged["rounds"] * rng.choice((2, 30))
    else:
        forged["rounds"][0]["deal"]["starter"] = rng.choice(HOSTILE)
    return forged


# --- Messages -------------------------------------------------------------------------------


@dataclass
class Base:
    """Real records the tampering starts from: one mid-game, one finished."""

    record: dict[str, Any]
    finished: dict[str, Any]

    @property
    def args(self) -> dict[str, dict[str, Any]]:
        return valid_args(self.record, self.finished)


GOOD_IDS: list[Any] = [1, 0, -7, 2**53, -(2**53), "a", "x" * 64, None]


def _request(rng: random.Random, op: Any, args: Any) -> dict[str, Any]:
    return {"id": rng.choice(GOOD_IDS), "op": op, "args": args}


def _op(base: Base, rng: random.Random) -> str:
    """An operation, those with arguments three times as often (more to break there)."""
    ops = list(base.args)
    return rng.choices(ops, weights=[3 if base.args[op] else 1 for op in ops])[0]


def bent_args(base: Base, rng: random.Random) -> dict[str, Any]:
    """A known operation with one part of its arguments broken (nested parts included)."""
    op = _op(base, rng)
    args = base.args[op]
    if op in ("load", "replay") and rng.random() < 0.8:
        args = {**args, "record": forge(args["record"], rng)} if rng.random() < 0.5 else args
        if op == "load" or rng.random() < 0.5:
            args = {**args, "record": bend(args["record"], rng)}
        return _request(rng, op, args)
    return _request(rng, op, bend(args, rng) if args else {rng.choice(["x", "round", op]): 1})


def odd_request(base: Base, rng: random.Random) -> Any:
    """A request whose own shape is wrong: odd ids, ops, args, extra fields, not an object."""
    op = _op(base, rng)
    roll = rng.randrange(6)
    if roll == 0:
        return {"id": rng.choice(IDS), "op": op, "args": base.args[op]}
    if roll == 1:
        return _request(rng, rng.choice([*HOSTILE, "fly", "__init__", "HELLO"]), {})
    if roll == 2:
        return _request(rng, op, rng.choice(HOSTILE))
    if roll == 3:
        return {**_request(rng, op, base.args[op]), rng.choice(["extra", "ID", ""]): 1}
    if roll == 4:
        return rng.choice(HOSTILE)
    request = _request(rng, op, base.args[op])
    del request[rng.choice(["id", "op", "args"])]
    return request


def random_json(rng: random.Random, depth: int = 0) -> Any:
    """Any JSON value, shallow and small."""
    roll = rng.random()
    if depth > 3 or roll < 0.5:
        return rng.choice(HOSTILE[:40])
    if roll < 0.75:
        return [random_json(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = ["move", "players", "levels", "seed", "rules", "record", "round", "x"]
    return {rng.choice(keys): random_json(rng, depth + 1) for _ in range(rng.randrange(4))}


def message(base: Base, rng: random.Random) -> object:
    """One hostile message: mostly JSON text, now and then raw text or not text at all."""
    roll = rng.random()
    if roll < 0.05:
        return rng.choice(TEXTS)
    if roll < 0.6:
        request: Any = bent_args(base, rng)
    elif roll < 0.85:
        request = odd_request(base, rng)
    else:
        request = _request(rng, rng.choice(list(base.args)), random_json(rng))
    if isinstance(request, dict) and costly(str(request.get("op")), request.get("args")):
        request["args"] = {"x": True}  # refused: the op takes no argument "x"
    return json.dumps(request)


def messages(base: Base, seed: int, count: int) -> Iterator[object]:
    rng = random.Random(seed)
    for _ in range(count):
        yield message(base, rng)


# --- The checks -----------------------------------------------------------------------------


def snapshot(session: Session) -> tuple[Any, ...]:
    """All a session holds: its game's record, its levels, the person's seat, the take-backs."""
    record = None if session.game is None else session.game.to_record()
    return (record, list(session.levels), session.human, session.undos)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} in an answer")


@dataclass
class Tally:
    """What the fuzz found; every count but ``messages`` should stay 0."""

    messages: int = 0
    uncaught: int = 0
    internal_errors: int = 0
    non_json: int = 0
    longest_refusal_message: int = 0
    largest_refusal_bytes: int = 0
    state_changes_after_refusal: int = 0
    refusals: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)
    longest: str = ""  # the longest refusal message itself
    internal: Counter[str] = field(default_factory=Counter)  # internal errors by their words

    def fail(self, what: str, text: object) -> None:
        if len(self.failures) < 20:
            self.failures.append(f"{what}: {str(text)[:300]}")

    @property
    def clean(self) -> bool:
        counts = (self.uncaught, self.internal_errors, self.non_json)
        return (
            counts == (0, 0, 0)
            and self.state_changes_after_refusal == 0
            and (
                self.longest_refusal_message < REFUSAL_WORDS
                and self.largest_refusal_bytes < REFUSAL_BYTES
            )
        )

    def report(self) -> dict[str, Any]:
        found = {
            k: v for k, v in vars(self).items() if k not in ("failures", "internal", "longest")
        }
        found["seconds"] = round(self.seconds, 1)
        return found


def check(session: Session, text: object, tally: Tally, before: tuple[Any, ...]) -> tuple[Any, ...]:
    """Send ``text`` through ``handle_json`` and hold its answer to every promise; returns the
    session's snapshot after it (the next message's "before")."""
    tally.messages += 1
    try:
        answer_text = handle_json(text, session)
    except Exception as err:  # a promise broken: handle_json never raises
        tally.uncaught += 1
        tally.fail(f"uncaught {type(err).__name__}", text)
        return snapshot(session)
    try:
        answer = json.loads(answer_text, parse_constant=_no_constant)
    except ValueError:
        tally.non_json += 1
        tally.fail("not JSON", answer_text)
        return snapshot(session)
    after = snapshot(session)
    if answer.get("ok") is not False:
        return after
    tally.refusals += 1
    error = answer["error"]
    if len(error["message"]) > tally.longest_refusal_message:
        tally.longest_refusal_message = len(error["message"])
        tally.longest = error["message"]
    size = len(answer_text.encode("utf-8", "surrogatepass"))
    tally.largest_refusal_bytes = max(tally.largest_refusal_bytes, size)
    if error["kind"] == "InternalError":
        tally.internal_errors += 1
        tally.internal[error["message"][:80]] += 1
        tally.fail(error["message"], text)
    if after != before:
        tally.state_changes_after_refusal += 1
        tally.fail("state changed after a refusal", text)
    return after


# --- A session to fuzz, moved on now and then so refusals meet many positions ---------------

CHEAP = [None, "random"]


def fresh_session(seed: int = 5) -> Session:
    session = Session()
    ask(session, "new_game", players=2, levels=CHEAP, seed=seed, rules={"muggins": True})
    return session


def ask(session: Session, op: str, **args: Any) -> dict[str, Any]:
    return handle({"id": 1, "op": op, "args": args}, session)


def advance(session: Session) -> None:
    """One real step of the session's game (a move, the next round or a new game)."""
    game = session.game
    if game is None or game.over:
        seed = game.seed + 1 if game else 1
        rules = {"preset": "all-fives"} if seed % 2 else None  # AF: positions of another game
        ask(session, "new_game", players=2, levels=CHEAP, seed=seed, rules=rules)
    elif game.round_over:
        ask(session, "next_round")
    elif game.current == session.human:
        move = game.view(session.human)["legal_moves"][-1]
        ask(session, "play", move=move)
    else:
        ask(session, "ai_move")


def searching(session: Session) -> bool:
    """A session whose computers search (seconds per move): the fuzz swaps it for a cheap one."""
    return any(level in ("normal", "hard") for level in session.levels)


def finished_record(seed: int = 11) -> dict[str, Any]:
    """A whole short game's record (target 155), played by the cheap computers."""
    session = Session()
    ask(session, "new_game", players=2, levels=CHEAP, seed=seed, rules={"target": 155})
    while session.game is not None and not session.game.over:
        advance(session)
    record: dict[str, Any] = ask(session, "record")["result"]
    return record


def base() -> Base:
    session = fresh_session()
    for _ in range(7):
        advance(session)
    return Base(ask(session, "record")["result"], finished_record())


def run(
    count: int,
    seed: int = 0,
    every: int = 40,
    on_progress: Callable[[Tally], None] | None = None,
) -> Tally:
    """``count`` hostile messages against a live session, moved on one real step every
    ``every`` messages; returns what was found."""
    start = time.perf_counter()
    tally = Tally()
    session = fresh_session()
    before = snapshot(session)
    for index, text in enumerate(messages(base(), seed, count), start=1):
        before = check(session, text, tally, before)
        if searching(session):
            session = fresh_session(index)
            before = snapshot(session)
        if index % every == 0:
            advance(session)
            before = snapshot(session)
        if on_progress is not None and index % 10_000 == 0:
            on_progress(tally)
    tally.seconds = time.perf_counter() - start
    return tally
