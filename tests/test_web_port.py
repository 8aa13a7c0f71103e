"""The page's one engine port (docs/architecture.md, "Components"), checked on web/'s sources:

- the components (every folder but play/, modes/, core/ and the worker's side, and every entry but
  app.js and engine-start.js) never hold the bridge: they import no core/bridge.js, name no
  `bridge` and send no operation; they read the engine through core/queries.js only;
- only the commands and the modes (play/, modes/; app.js and engine-start.js for the start's
  wiring) send an operation that changes the session;
- core/queries.js names only operations that read (docs/protocol.md sorts every operation into
  "Change" or "Read"), and those reads change nothing in a session (run on the engine).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from engine.protocol import OPERATIONS, Session
from tests.conftest import result
from tests.test_web_holds_no_rule import code_of

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
PROTOCOL = ROOT / "docs" / "protocol.md"
PORT = "core/queries.js"
BRIDGE = "core/bridge.js"

# Where the bridge may be held: the engine's side of the page and its wiring.
ENGINE_SIDE = {"play", "modes", "core", "worker", "app.js", "engine-start.js", "worker.js", "sw.js"}
# Where an operation that changes the session may be sent.
CHANGERS = {"play", "modes", "app.js", "engine-start.js"}

IMPORT_SPEC = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}/[^"']+)["']""")
CALL = re.compile(r"""\.call\(\s*(["'])(\w+)\1""")
QUOTED = re.compile(r"""(["'])(\w+)\1""")


def scripts() -> dict[str, Path]:
    found = {p.relative_to(WEB).as_posix(): p for p in sorted(WEB.rglob("*.js"))}
    assert len(found) > 30, f"only {len(found)} scripts under {WEB}"
    return found


def place(name: str) -> str:
    """A script's folder under web/, or its own name for an entry at the root."""
    return name.split("/")[0] if "/" in name else name


def components() -> dict[str, Path]:
    return {name: path for name, path in scripts().items() if place(name) not in ENGINE_SIDE}


def imports(name: str, text: str) -> set[str]:
    """The web/ modules a script imports, JSDoc type imports (`import("...")`) included."""
    here = (WEB / name).parent
    found = set()
    for spec in IMPORT_SPEC.findall(text):
        target = (here / spec.split("?")[0]).resolve()
        if target.is_relative_to(WEB.resolve()):
            found.add(target.relative_to(WEB.resolve()).as_posix())
    return found


def ops_sent(code: str) -> list[str]:
    """The operations a script's code sends by name (`x.call("op", ...)`)."""
    return [op for _, op in CALL.findall(code) if op in OPERATIONS]


def sorted_ops() -> dict[str, set[str]]:
    """docs/protocol.md's two lists: the operations that change the session, those that read it."""
    text = PROTOCOL.read_text("utf-8")
    lists = {}
    for kind in ("Change", "Read"):
        line = re.search(rf"^- \*\*{kind}:\*\* (.+)$", text, re.M)
        assert line, f"docs/protocol.md has no '- **{kind}:**' list"
        lists[kind] = set(re.findall(r"`(\w+)`", line.group(1)))
    return lists


def port_ops() -> set[str]:
    """The operations core/queries.js names."""
    return {word for _, word in QUOTED.findall(code_of(WEB / PORT)) if word in OPERATIONS}


def test_protocol_sorts_every_operation_once() -> None:
    lists = sorted_ops()
    assert lists["Change"] & lists["Read"] == set()
    assert lists["Change"] | lists["Read"] == set(OPERATIONS)


def test_no_component_imports_the_bridge() -> None:
    found = [
        name
        for name, path in components().items()
        if BRIDGE in imports(name, path.read_text("utf-8"))
    ]
    assert found == []


def test_no_component_holds_the_bridge_or_sends_an_operation() -> None:
    named = [name for name, path in components().items() if re.search(r"\bbridge\b", code_of(path))]
    sent = [
        f"{name}: {ops_sent(code_of(path))}"
        for name, path in components().items()
        if ops_sent(code_of(path))
    ]
    assert (named, sent) == ([], [])


def test_only_commands_and_modes_change_the_session() -> None:
    change = sorted_ops()["Change"]
    found = {
        name: sorted(set(ops_sent(code_of(path))) & change)
        for name, path in scripts().items()
        if place(name) not in CHANGERS
    }
    assert {name: ops for name, ops in found.items() if ops} == {}


def test_the_port_names_reads_only_and_calls_each_by_name() -> None:
    code = code_of(WEB / PORT)
    reads = {"record", "log", "ledger", "summary", "coach", "replay", "layout_of", "net_parse"}
    assert port_ops() == reads | {"rules_read", "view_log", "view_ledger"}
    assert port_ops() <= sorted_ops()["Read"]
    # Every call names its operation: no operation passed through from a caller.
    assert code.count(".call(") == len(CALL.findall(code))


def finished_game(session: Session) -> dict[str, Any]:
    """A seeded two-player game to 31 played to its end; its state."""
    state: dict[str, Any] = result(
        session, "new_game", levels=[None, "greedy"], seed=7, salt=0, rules={"target": 155}
    )
    while not state["view"]["over"]:
        if state["view"]["round_over"]:
            state = result(session, "next_round")
        elif state["view"]["current"] == session.human:
            state = result(session, "play", move=state["view"]["legal_moves"][-1])
        else:
            state = result(session, "ai_move")["state"]
    return state


def test_the_ports_reads_change_nothing_in_the_session() -> None:
    session = Session()
    state = finished_game(session)
    record = result(session, "record")
    board = state["view"]["board"]
    ping = json.dumps({"v": result(session, "hello")["network"], "type": "ping", "nonce": 1})
    args = {
        "record": {},
        "log": {},
        "ledger": {"seat": 1},
        "summary": {},
        "coach": {"round": 1},
        "replay": {"record": record, "round": 1, "step": 3},
        "layout_of": {"tiles": board["tiles"], "joins": board["joins"], "aspect": 1.5},
        "net_parse": {"from": "guest", "text": ping},
        "rules_read": {"text": "all-fives.150.0"},
        "view_log": {"view": state["view"]},
        "view_ledger": {"view": state["view"]},
    }
    assert set(args) == port_ops()
    for op, given in args.items():
        result(session, op, **given)
        assert (result(session, "record"), result(session, "state")) == (record, state), op


def test_the_checks_can_fail() -> None:
    assert ops_sent('this.#engine.call("net_parse", { from })') == ["net_parse"]
    assert ops_sent("fn.call(this, 1)") == []
    assert imports("aids/log.js", '@typedef {import("../core/bridge.js").Bridge} Bridge') == {
        BRIDGE
    }
    assert imports("app.js", 'import { createBridge } from "./core/bridge.js";') == {BRIDGE}
    assert place("aids/log.js") == "aids" and place("app.js") == "app.js"
