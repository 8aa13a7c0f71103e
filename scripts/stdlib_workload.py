"""Seeded games of every kind through the engine's one entry point, for the standard library trace.

scripts/trace_stdlib.mjs runs ``run()`` inside Pyodide (with the whole standard
library) and keeps every module of the library that is imported by then: the site's trimmed
library (scripts/build_site.py) is exactly those modules. So this drives every operation of the
protocol (docs/protocol.md) the way the page does, refusals included: 2 to 4 players, every level,
hints, the coach, the exact solver, house rules, records, lines, set-up positions, puzzles and the
network operations. Every game is seeded, so the trace is the same on every build.

It also runs on CPython (``python scripts/stdlib_workload.py``): it prints how many requests it
sent and how many were refused.
"""

from __future__ import annotations

import json
from typing import Any

from engine.protocol import Session, handle_json
from engine.puzzles import generate

# A few hostile texts, so the refusals' paths (the JSON reader's errors among them) are traced.
ODD_TEXTS = ('{"id": 1, "op": "play"', "[1, 2]", '{"id": NaN}', "\u00e9" * 40, '{"op": "nope"}')


class Driver:
    """One session, and a tally of what was asked and refused."""

    def __init__(self) -> None:
        self.session = Session()
        self.sent = 0
        self.refused = 0

    def ask(self, op: str, **args: Any) -> Any:
        self.sent += 1
        answer = json.loads(
            handle_json(json.dumps({"id": self.sent, "op": op, "args": args}), self.session)
        )
        if not answer["ok"]:
            self.refused += 1
            return None
        return answer["result"]

    def step(self, state: Any) -> Any:
        """One step of the game on the table: the person's last legal move (now and then after a
        hint), a computer's move, or the next round."""
        view = state["view"]
        if view["round_over"]:
            return self.ask("next_round")
        if state["next_person"] == view["current"]:
            if self.sent % 20 == 0:
                self.ask("hint")
            return self.ask("play", move=view["legal_moves"][-1])
        answer = self.ask("ai_move")
        return answer["state"] if answer else None

    def play(self, state: Any, steps: int) -> Any:
        """Up to ``steps`` steps, or to the game's end."""
        for _ in range(steps):
            if state is None or state["view"]["over"]:
                break
            state = self.step(state)
        return state


def games(driver: Driver) -> list[Any]:
    """Seeded games: every player count, every level, house rules; their finished records."""
    records = []
    levels = ("random", "greedy", "easy", "normal", "hard")
    for players in (2, 3, 4):
        for index, level in enumerate(levels):
            seats = [None] + [level] * (players - 1)
            rules = {"target": 155, "muggins": index % 2 == 0}
            state = driver.ask(
                "new_game", players=players, levels=seats, seed=players * 10 + index, rules=rules
            )
            steps = 400 if level in ("random", "greedy", "easy") else 6
            state = driver.play(state, steps)
            records.append(driver.ask("record"))
            driver.ask("layout", aspect=1.5)
            driver.ask("log")
            driver.ask("undo")
            driver.ask("summary")
            if state is not None and state["view"]["round_over"]:
                driver.ask("coach", round=state["view"]["round"])
    return [record for record in records if record is not None]


def records(driver: Driver, kept: list[Any]) -> None:
    """What the page does with a record: load, replay, lines, the same deals again, summaries."""
    for record in kept[:3]:
        driver.ask("load", record=record)
        driver.ask("replay", record=record, round=1, step=2)
        driver.ask("summary", record=record)
        driver.ask("line", record=record, round=1, step=1)
        driver.play(driver.ask("state"), 30)
        driver.ask("line_result")
        driver.ask("again", record=record)
        driver.ask("again_hard", record=record, seat=0, so_far=None)
        driver.ask("position", record=record, round=1, step=3)


def endgame(driver: Driver) -> None:
    """The exact solver: a hard game played to its empty boneyard, hints and the coach there."""
    state = driver.ask("new_game", players=2, levels=[None, "greedy"], seed=3)
    for _ in range(200):
        if state is None or state["view"]["over"] or state["view"]["round_over"]:
            break
        if not state["view"]["boneyard_count"] and state["next_person"] == state["view"]["current"]:
            driver.ask("hint")
        state = driver.step(state)
    if state is not None:
        driver.ask("coach", round=state["view"]["round"])
        driver.ask("view_hint", view=state["view"])


def setup(driver: Driver) -> None:
    """The set-up editor: its table, positions written and read, games started from them."""
    driver.ask("setup_table")
    driver.ask("new_game", players=2, levels=[None, "easy"], seed=5)
    written = driver.ask("position", boneyard=True)
    if written:
        driver.ask("position_read", notation=written["notation"])
        driver.ask("position_read", position=written["position"])
        driver.ask("setup", notation=written["notation"], seed=1)
    driver.ask("setup", notation="14(l11h44)_06235556.000212_?_0_15.0")
    driver.ask("layout_of", steps=[{"tile": "[6|6]", "end": None}], aspect=1.0)


def puzzles(driver: Driver) -> None:
    """A puzzle set as the page fetches it (three puzzles, made as the build makes the site's),
    checked, and its puzzles played."""
    data = json.loads(json.dumps(generate(3)))
    checked = driver.ask("puzzles", data=data)
    for puzzle in (checked or {}).get("puzzles", [])[:3]:
        state = driver.ask("puzzle", puzzle=puzzle)
        driver.play(state, 4)


def network(driver: Driver) -> None:
    """A host's deal over the network, a guest's share and check, the messages' reader."""
    begun = driver.ask("deal_begin", round=1, players=2, remote=[1])
    share = driver.ask("deal_share", round=1, seat=1)
    if begun and share:
        driver.ask("deal_commit", seat=1, commitment=share["commitment"])
        driver.ask("deal_reveal", seat=1, share=share["share"])
        state = driver.ask(
            "new_game",
            players=2,
            seats=[
                {"kind": "person", "name": "Anna"},
                {"kind": "person", "name": None, "remote": True},
            ],
            shared=True,
        )
        driver.ask("net_view", seat=1)
        if state:
            view = state["view"]
            driver.ask(
                "guest_move",
                seat=1,
                round=view["round"],
                step=0,
                move=(view["legal_moves"] or [{"type": "pass"}])[0],
            )
        driver.ask("seat_to_computer", seat=1, level="easy")
        driver.ask("deal_shares")
        driver.ask(
            "deal_check", round=1, seat=1, commitments=[], shares=[], fingerprint="", hand=[]
        )
    for origin in ("guest", "host"):
        driver.ask("net_parse", **{"from": origin, "text": json.dumps({"type": "hello", "v": 1})})
        driver.ask("net_parse", **{"from": origin, "text": "{"})


def reach(driver: Driver, kept: list[Any]) -> None:
    """The daily deal and challenge links: a date's deal, a code made, opened, played, refused."""
    driver.ask("daily", date="2026-12-24", name="Anna")
    driver.ask("daily", date="2026-02-30")
    for record in kept[:2]:
        made = driver.ask("challenge", record=record)
        if made is not None:
            driver.ask("challenge_open", code=made["code"], vs=made["code"])
            driver.ask("challenge_play", name="Bo")
    driver.ask("challenge_open", code="AQFg")
    driver.ask("challenge_open", code="not a code")


def run() -> dict[str, int]:
    """Every kind of request; how many were sent and refused."""
    driver = Driver()
    driver.ask("hello")
    kept = games(driver)
    records(driver, kept)
    reach(driver, kept)
    endgame(driver)
    setup(driver)
    puzzles(driver)
    network(driver)
    for text in ODD_TEXTS:
        handle_json(text, driver.session)
    return {"sent": driver.sent, "refused": driver.refused}


if __name__ == "__main__":
    print(json.dumps(run()))
