"""Playing Five Up through the page, and the engine replay that checks what the page shows.

- `Table` drives the built page the way a person does: it acts only by clicking the controls the
  page's testing contract names (`button[data-tile]`, `[data-end]`, `[data-action]`) and reads
  the contract's DOM (body's data-state, those controls, `[data-score-side]`, `role="status"`).
  Outside the contract it reads only `#boneyard` (when present), `#error-message`, and the round
  summary in `#round-panel` (rows `tr[data-seat]` with tiles in `[title]` and "pips → deduction",
  sides `li[data-side]` with "-N raw" (a true minus sign) and "P points (R raw)").
- `choose_tile` / `choose_end` are the person's policy: a pure function of what the DOM offers
  (the heaviest enabled tile, then the first of its ends in text order), so the same choice can be
  made offline.
- `Replay` is the same game in CPython through `engine.protocol` (the worker's own code): the page
  sends `new_game` with `?seed=N` as its seed, which deals `Game.new(players, N)`, and the
  computer players are seeded from what their seat sees and the game's public salt
  (`engine.ai.seeding.decision_seed`; a seeded game's salt is 0), so page and replay agree
  move for move. The replay checks the page and finds seeds; it never chooses the person's moves.
- `Lockstep` plays one game on the page with the person's policy, the replay following, and
  checks every turn (`check_turn`), every round's announcements (`check_announcements`) and
  every round summary (`check_round_summary`).
- `call` asks the engine in CPython for one answer, which must be granted; `TWO` is the table
  most tests open (two players, the easy computer).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from harness import SiteServer
from playwright.sync_api import Page

from engine import Game, Tile, hand_penalty
from engine.protocol import Session, handle
from engine.rules import Rules

HUMAN = 0
# The table most tests open: you against the easy computer.
TWO: dict[str, Any] = {"players": 2, "levels": ["easy"]}
# Where the whole games of TWO start their seed search (`find_seed(SHORT_GAME_SEED, short_game)`):
# TWO's shortest game to 61 (R9) among seeds 0-1499 under the person's policy (`policy_move`), 9
# rounds and 73 of the person's turns (the search from 397 found 402: 11 rounds, 138 turns).
SHORT_GAME_SEED = 30
# A two-player game to 61 takes ten rounds or more; a short one keeps a whole game near a minute.
GAME_MAX_ROUNDS = 12
# "new-game": the New game dialog waits for a choice (a first visit, a refused save, New game).
SETTLED = ("your-turn", "round-over", "game-over", "new-game", "error")
# One person's move and the computer moves after it, in fast mode on a busy machine.
MOVE_TIMEOUT = 30_000
# The ends' slots as the English page names them ("[4|4] line B").
SLOTS = {
    "low": "low end",
    "high": "high end",
    "line_a": "line A",
    "line_b": "line B",
    "branch_a": "branch A",
    "branch_b": "branch B",
}
CLICK_TIMEOUT = 10_000

# Runs before the page's scripts. Keeps every text the role="status" element is given, in order
# (each announcement replaces the last), and every moment the person's controls were live in a
# state other than "your-turn" (a hand tile, Draw or Pass enabled, or an end offered).
WATCH_SCRIPT = """
(() => {
  const said = (window.__e2eSaid = []);
  const offside = (window.__e2eOffside = []);
  const controls = 'button[data-tile], [data-action="draw"], [data-action="pass"]';
  const check = () => {
    const state = document.body && document.body.dataset.state;
    if (!state || state === "your-turn") return;
    // The claim question (H2) is a modal dialog: the person's turn goes on, the page behind it
    // is inert.
    const claim = document.querySelector("dialog#claim[open]");
    if (state === "claim" && claim?.matches(":modal")) return;
    const live = [...document.querySelectorAll(controls)].filter((b) => !b.disabled)
      .map((b) => b.dataset.tile || b.dataset.action);
    live.push(...[...document.querySelectorAll("[data-end]")].map((e) => e.dataset.end));
    if (live.length) offside.push(`${state}: ${live.join(", ")}`);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      const status = node && node.closest('[role="status"]');
      if (!status) continue;
      if (record.type === "characterData") said.push(status.textContent);
      else if (record.addedNodes.length)
        said.push([...record.addedNodes].map((n) => n.textContent).join(""));
    }
    check();
  }).observe(document, {
    subtree: true, childList: true, characterData: true,
    attributes: true, attributeFilter: ["disabled", "data-state"],
  });
})();
"""

SNAPSHOT_SCRIPT = """
() => {
  const q = (s) => document.querySelector(s);
  const enabled = (s) => { const b = q(s); return !!b && !b.disabled && b.checkVisibility(); };
  const boneyard = q("#boneyard");
  return {
    mark: window.__e2e.states.length,
    state: document.body.dataset.state,
    hand: [...document.querySelectorAll("button[data-tile]")].map((b) => b.dataset.tile),
    enabled: [...document.querySelectorAll("button[data-tile]")]
      .filter((b) => !b.disabled).map((b) => b.dataset.tile),
    ends: [...document.querySelectorAll("[data-end]")].map((e) => e.dataset.end),
    draw: enabled('[data-action="draw"]'),
    pass: enabled('[data-action="pass"]'),
    next_round: enabled('[data-action="next-round"]'),
    scores: [...document.querySelectorAll("[data-score-side]")]
      .map((e) => [Number(e.dataset.scoreSide), e.textContent.trim()]),
    boneyard: boneyard ? boneyard.textContent.trim() : null,
    status: (q('[role="status"]') || {}).textContent || "",
    error: (q("#error-message") || {}).textContent || "",
  };
}
"""

SUMMARY_SCRIPT = """
() => {
  const panel = document.querySelector("#round-panel");
  const visible = (e) => !!e && e.checkVisibility();
  return {
    visible: visible(panel),
    title: (panel.querySelector("h2") || {}).textContent || "",
    rows: [...panel.querySelectorAll("tr[data-seat]")].map((tr) => ({
      seat: Number(tr.dataset.seat),
      tiles: [...tr.querySelectorAll("[title]")].map((e) => e.title),
      cells: [...tr.querySelectorAll("td")].map((td) => td.textContent.trim()),
    })),
    sides: [...panel.querySelectorAll("li[data-side]")].map((li) => ({
      side: Number(li.dataset.side), text: li.textContent.trim(),
    })),
  };
}
"""

# Settled again after an action: the page went to "waiting" since `mark`, and has left it.
SETTLED_SCRIPT = """
([mark, settled]) => {
  const states = window.__e2e.states;
  const now = document.body.dataset.state;
  return states.slice(mark).some((s) => s.state === "waiting") && settled.includes(now);
}
"""


def pips(tile: str) -> int:
    return Tile.parse(tile).pips


def number(text: str) -> int:
    """A number as the page writes it (a true minus sign for negatives)."""
    return int(text.replace("\u2212", "-").strip())


def choose_tile(enabled: Iterable[str]) -> str:
    """The person's tile: the heaviest of the enabled ones (fewest pips left to lose)."""
    return min(enabled, key=lambda tile: (-pips(tile), tile))


def choose_end(ends: Iterable[str]) -> str:
    return min(ends)


def place_move(tile: str, end: str) -> dict[str, Any]:
    return {"type": "place", "tile": tile, "end": None if end == "opening" else end}


# ---- the page --------------------------------------------------------------------------------


@dataclass
class Snapshot:
    """What the page shows the person at one moment (contract elements only, plus #boneyard)."""

    state: str
    hand: list[str]
    enabled: list[str]
    ends: list[str]
    draw: bool
    pass_: bool
    next_round: bool
    scores: list[int]  # display points per side, from [data-score-side]
    boneyard: int | None  # #boneyard, not part of the contract: None when absent
    status: str
    error: str
    mark: int  # how many body states the page had gone through


class Table:
    """The page, played by a person through its controls."""

    def __init__(self, page: Page, server: SiteServer, *, touch: bool = False) -> None:
        """A page not opened yet (the announcements are recorded from its first script on);
        with `touch`, every control is tapped (a phone's page, `has_touch`), else clicked."""
        self.page = page
        self.server = server
        self.touch = touch
        page.context.add_init_script(WATCH_SCRIPT)

    def press(self, selector: str) -> None:
        """Tap or click the control, as this table's person does."""
        control = self.page.locator(selector)
        if self.touch:
            control.tap(timeout=CLICK_TIMEOUT)
        else:
            control.click(timeout=CLICK_TIMEOUT)

    def open(
        self,
        *,
        seed: int,
        players: int,
        levels: Sequence[str],
        rules: dict[str, Any] | None = None,
    ) -> Snapshot:
        query = f"?seed={seed}&players={players}&levels={','.join(levels)}&fast=1"
        if rules:
            # The address names the target in display points, as the New game dialog shows it.
            query += f"&target={Rules.from_json(rules).display_target}"
            query += f"&muggins={int(bool(rules.get('muggins')))}"
        self.page.goto(self.server.base_url + query)
        self.page.wait_for_function(
            "settled => settled.includes(document.body.dataset.state)", arg=list(SETTLED)
        )
        return self.snapshot()

    def snapshot(self) -> Snapshot:
        raw = self.page.evaluate(SNAPSHOT_SCRIPT)
        scores = dict(raw.pop("scores"))
        boneyard = raw.pop("boneyard")
        snap = Snapshot(
            pass_=raw.pop("pass"),
            scores=[number(scores[side]) for side in sorted(scores)],
            boneyard=int(boneyard) if boneyard and boneyard.isdigit() else None,
            **raw,
        )
        assert snap.state != "error", f"the page shows an error: {snap.error}"
        return snap

    def announcements(self) -> list[str]:
        said: list[str] = self.page.evaluate("window.__e2eSaid")
        return said

    def offside(self) -> list[str]:
        """Each moment a control of the person's was live outside "your-turn"."""
        seen: list[str] = self.page.evaluate("window.__e2eOffside")
        return seen

    def act(self, selector: str, snap: Snapshot) -> Snapshot:
        """Click a control that hands the move to the engine (on the page `snap` was taken of);
        wait until the page has been "waiting" and has settled again."""
        self.press(selector)
        self.page.wait_for_function(
            SETTLED_SCRIPT, arg=[snap.mark, list(SETTLED)], timeout=MOVE_TIMEOUT
        )
        return self.snapshot()

    def pick(self, tile: str) -> list[str]:
        """Choose a hand tile; the page offers its ends as `[data-end]` targets."""
        self.press(f'button[data-tile="{tile}"]')
        ends: list[str] = self.page.wait_for_function(
            """() => {
                 const ends = [...document.querySelectorAll("[data-end]")];
                 return ends.length > 0 && ends.map((e) => e.dataset.end);
               }""",
            timeout=CLICK_TIMEOUT,
        ).json_value()
        return ends

    # Each action takes the snapshot it was decided on, and returns the page's next one.
    def place(self, snap: Snapshot, end: str) -> Snapshot:
        return self.act(f'[data-end="{end}"]', snap)

    def draw(self, snap: Snapshot) -> Snapshot:
        return self.act('[data-action="draw"]', snap)

    def pass_(self, snap: Snapshot) -> Snapshot:
        return self.act('[data-action="pass"]', snap)

    def next_round(self, snap: Snapshot) -> Snapshot:
        return self.act('[data-action="next-round"]', snap)

    def play_turn(
        self, snap: Snapshot, check_ends: Callable[[str, list[str]], None]
    ) -> tuple[dict[str, Any], Snapshot]:
        """One move chosen from what the DOM offers: draw, pass, or the policy's placement."""
        if snap.draw:
            return {"type": "draw"}, self.draw(snap)
        if snap.pass_:
            return {"type": "pass"}, self.pass_(snap)
        assert snap.enabled, f"the person's turn offers nothing to do: {snap}"
        tile = choose_tile(snap.enabled)
        ends = self.pick(tile)
        check_ends(tile, ends)
        end = choose_end(ends)
        return place_move(tile, end), self.place(snap, end)

    def summary(self) -> dict[str, Any]:
        summary: dict[str, Any] = self.page.evaluate(SUMMARY_SCRIPT)
        return summary


# ---- the engine replay ------------------------------------------------------------------------


class Replay:
    """The page's game in CPython, through the worker's protocol handler."""

    def __init__(
        self,
        *,
        seed: int,
        players: int,
        levels: Sequence[str],
        rules: dict[str, Any] | None = None,
    ) -> None:
        self.session = Session()
        args: dict[str, Any] = {"players": players, "levels": [None, *levels], "seed": seed}
        if rules is not None:
            args["rules"] = rules
        self.state = self.call("new_game", args)
        self.advance()

    def call(self, op: str, args: dict[str, Any] | None = None) -> dict[str, Any]:
        answer = handle({"id": 1, "op": op, "args": args or {}}, self.session)
        assert answer["ok"], f"the engine refused {op} {args}: {answer['error']}"
        result: dict[str, Any] = answer["result"]
        return result

    @property
    def view(self) -> dict[str, Any]:
        view: dict[str, Any] = self.state["view"]
        return view

    def advance(self) -> None:
        """The computer players' moves, up to the person's turn or the round's end."""
        while not self.view["round_over"] and self.view["current"] != HUMAN:
            self.state = self.call("ai_move")["state"]

    def play(self, move: dict[str, Any]) -> None:
        self.state = self.call("play", {"move": move})
        self.advance()

    def next_round(self) -> None:
        self.state = self.call("next_round")
        self.advance()

    def legal_ends(self, tile: str) -> list[str]:
        return [
            "opening" if m["end"] is None else m["end"]
            for m in self.view["legal_moves"]
            if m["type"] == "place" and m["tile"] == tile
        ]


def policy_move(view: dict[str, Any]) -> dict[str, Any]:
    """What `Table.play_turn` does, decided from the view's legal moves (offline seed search)."""
    legal = view["legal_moves"]
    types = {m["type"] for m in legal}
    if types & {"draw", "pass"}:
        return {"type": next(iter(types))}
    tile = choose_tile({m["tile"] for m in legal})
    ends = ("opening" if m["end"] is None else m["end"] for m in legal if m["tile"] == tile)
    return place_move(tile, choose_end(ends))


def crowded_tile(view: dict[str, Any]) -> str | None:
    """A hand tile with three or more legal ends at this turn (the most crowded end row)."""
    ends: dict[str, int] = {}
    for move in view["legal_moves"]:
        if move["type"] == "place":
            ends[move["tile"]] = ends.get(move["tile"], 0) + 1
    tile = max(ends, key=lambda t: (ends[t], t), default=None)
    return tile if tile is not None and ends[tile] >= 3 else None


def replay_offline(
    seed: int,
    players: int,
    levels: Sequence[str],
    *,
    max_rounds: int,
    on_turn: Callable[[Replay], bool] | None = None,
    rules: dict[str, Any] | None = None,
) -> Replay:
    """Play the page's game offline (Five Up, or the game of `rules`) with the person's policy,
    until the game is over, the end of round `max_rounds`, or a person's turn where `on_turn`
    says stop."""
    game = Replay(seed=seed, players=players, levels=levels, rules=rules)
    while True:
        view = game.view
        if view["round_over"]:
            if view["over"] or view["round"] >= max_rounds:
                return game
            game.next_round()
            continue
        if on_turn is not None and on_turn(game):
            return game
        game.play(policy_move(view))


def short_game(seed: int) -> bool:
    """`seed`'s whole game of TWO ends within GAME_MAX_ROUNDS under the person's policy."""
    over: bool = replay_offline(seed, **TWO, max_rounds=GAME_MAX_ROUNDS).view["over"]
    return over


def target_point(page: Page, canvas: str = "#board", end: str | None = None) -> tuple[float, float]:
    """Where on the viewport a board canvas draws a target (its first, or `end`'s), once it holds
    still: the canvas and its targets the same over two frames (a control shown or hidden beside
    it resizes it a frame later) and no new layout for a new shape on its way (`data-relayout`).
    What an earlier call saw is forgotten first: it must not stand for the first of the two."""
    page.evaluate("delete window.__e2eTargetsSeen")
    found: dict[str, Any] = page.wait_for_function(
        """([canvas, end]) => {
          const board = document.querySelector(canvas);
          const box = board?.getBoundingClientRect();
          const seen = board && !board.hasAttribute("data-relayout")
            ? `${board.dataset.targets} ${box.x} ${box.y} ${box.width} ${box.height}` : null;
          const before = window.__e2eTargetsSeen;
          window.__e2eTargetsSeen = seen;
          if (seen === null || seen !== before) return null;
          const spot = JSON.parse(board.dataset.targets || "[]")
            .find((s) => end === null || s.end === end);
          return spot ? { x: box.x + spot.x, y: box.y + spot.y } : null;
        }""",
        arg=[canvas, end],
    ).json_value()
    return found["x"], found["y"]


def wait_replay_at(page: Page, round_: int, step: int, timeout: float = 60_000) -> None:
    """The replay dialog (aids/replay.js) shows `round_` after `step` moves."""
    page.wait_for_function(
        """([r, s]) => {
             const d = document.querySelector("#replay-dialog[open]");
             return d && d.dataset.round === String(r) && d.dataset.step === String(s);
           }""",
        arg=[round_, step],
        timeout=timeout,
    )


def find_seed(hint: int, works: Callable[[int], bool], tries: int = 3000) -> int:
    """The first seed from `hint` on that `works` (the hint itself unless the engine changed)."""
    for seed in range(hint, hint + tries):
        if works(seed):
            return seed
    raise AssertionError(f"no seed in {hint}..{hint + tries - 1} gives the position wanted")


# ---- checks -----------------------------------------------------------------------------------


def check_turn(snap: Snapshot, view: dict[str, Any]) -> None:
    """The person's turn as the page shows it, against the contract and the engine's view."""
    assert snap.state == "your-turn", snap
    assert view["current"] == HUMAN and not view["round_over"], "page and engine disagree on turn"
    legal = view["legal_moves"]
    types = {m["type"] for m in legal}
    playable = {m["tile"] for m in legal if m["type"] == "place"}
    assert sorted(snap.hand) == sorted(view["hand"]), "the hand shown is not the engine's"
    assert set(snap.enabled) == playable, "enabled tiles are not exactly the playable ones"
    assert snap.draw == ("draw" in types), f"Draw enabled={snap.draw}, legal: {sorted(types)}"
    assert snap.pass_ == ("pass" in types), f"Pass enabled={snap.pass_}, legal: {sorted(types)}"
    # The rules, from the DOM alone (R7): a tile to play excludes drawing and passing; one of the
    # three is always possible; a drawn tile that fits is the only tile offered.
    if snap.enabled:
        assert not snap.draw and not snap.pass_
    assert snap.enabled or snap.draw or snap.pass_
    assert not (snap.draw and snap.pass_)
    if view["must_play"]:
        assert snap.enabled == [view["must_play"]], "a drawn tile that fits must be the only one"
    assert snap.ends == [], "ends are offered before a tile was chosen"
    assert not snap.next_round, "Next round is offered during the round"
    assert snap.scores == view["display_scores"], "[data-score-side] differ from the scores"
    if snap.boneyard is not None:
        assert snap.boneyard == view["boneyard_count"]
        if snap.pass_:
            assert snap.boneyard == 0


def says_score(text: str, event: dict[str, Any]) -> bool:
    """The text tells the placement's score: "scores 10" (raw) or "2 points" (display)."""
    raw = event["points"]
    return bool(
        re.search(rf"scor\w*\s+{raw}\b", text, re.IGNORECASE)
        or re.search(rf"\b{raw // 5} points?\b", text)
    )


def told_events(history: Sequence[dict[str, Any]]) -> list[tuple[dict[str, Any], int]]:
    """The round's events as the page tells them: a computer's run of draws (consecutive draws of
    one computer seat) is one announcement, "North draws 4 tiles"; each with how many it holds."""
    told: list[tuple[dict[str, Any], int]] = []
    for event in history:
        if told:
            last, count = told[-1]
            same_run = event["type"] == last["type"] == "draw" and event["seat"] == last["seat"]
            if same_run and event["seat"] != HUMAN:
                told[-1] = (last, count + 1)
                continue
        told.append((event, 1))
    return told


def check_announcements(said: Sequence[str], history: Sequence[dict[str, Any]]) -> None:
    """Every move of the round was announced, in order, with its tile and its points; a computer's
    run of draws once, with its exact count."""
    at = 0
    for event, count in told_events(history):
        kind = event["type"]
        for index in range(at, len(said)):
            text = said[index]
            if kind == "place":
                ok = event["tile"] in text and (event["points"] == 0 or says_score(text, event))
            elif count > 1:
                ok = re.search(rf"\bdraws {count} tiles\b", text) is not None
            else:
                ok = re.search(rf"\b{kind}", text, re.IGNORECASE) is not None
            if ok:
                at = index + 1
                break
        else:
            raise AssertionError(
                f"no announcement of {event} x{count}"
                f" (after {said[at - 1] if at else 'the start'!r});"
                f" role=status said: {list(said)}"
            )


def check_round_summary(summary: dict[str, Any], snap: Snapshot, view: dict[str, Any]) -> None:
    """The round summary's revealed hands and deductions, recomputed with `engine.hand_penalty`
    from the hands it shows, and against the engine's round result."""
    result = view["round_result"]
    assert summary["visible"], "the round summary is not shown at the round's end"
    rows = {row["seat"]: row for row in summary["rows"]}
    assert sorted(rows) == list(range(view["players"])), f"summary rows: {sorted(rows)}"
    shown_penalty = {}
    for seat, row in rows.items():
        tiles = row["tiles"]
        assert sorted(tiles) == sorted(view["revealed_hands"][seat]), f"seat {seat}'s hand"
        total = sum(pips(t) for t in tiles)
        penalty = hand_penalty(Tile.parse(t) for t in tiles)
        match = re.search(r"(\d+)\s*\u2192\s*(\d+)", " ".join(row["cells"]))
        assert match, f"no 'pips -> deduction' for seat {seat}: {row['cells']}"
        assert int(match.group(1)) == total, f"seat {seat}: pips shown {match.group(1)}"
        assert int(match.group(2)) == penalty == result["penalties"][seat], (
            f"seat {seat}: deduction shown {match.group(2)}, engine.hand_penalty {penalty},"
            f" round result {result['penalties'][seat]}"
        )
        shown_penalty[seat] = penalty
    sides = {item["side"]: item["text"] for item in summary["sides"]}
    assert sorted(sides) == list(range(view["sides"]))
    for side, text in sides.items():
        seats = [s for s in range(view["players"]) if view["side_of"][s] == side]
        lost = sum(shown_penalty[s] for s in seats)  # partners' hands rounded apart (R8.3)
        if lost:
            assert re.search(rf"\u2212{lost} raw", text), f"side {side}: -{lost} raw in {text!r}"
        raw_now = result["scores"][side]
        shown = re.search(r"(\u2212?\d+) points? \((\u2212?\d+) raw\)", text)
        assert shown, f"side {side}: no score in {text!r}"
        assert number(shown.group(2)) == raw_now and number(shown.group(1)) == raw_now // 5
    assert snap.scores == [s // 5 for s in result["scores"]], "scoreboard after the round"


# ---- one game on the page, its replay following ----------------------------------------------


class Lockstep:
    """A game on the page and its replay, played together by the person's policy."""

    def __init__(
        self,
        table: Table,
        *,
        seed: int,
        players: int,
        levels: Sequence[str],
        snap: Snapshot | None = None,
        said_from: int = 0,
        rules: dict[str, Any] | None = None,
    ) -> None:
        """Open the game's URL on `table` (with the house `rules`, if given), or take the game the
        page shows in `snap` (its round's announcements starting at index `said_from`)."""
        self.table = table
        self.replay = Replay(seed=seed, players=players, levels=levels, rules=rules)
        self.snap = snap or table.open(seed=seed, players=players, levels=levels, rules=rules)
        # ?seed=N is the engine's seed: the person's first hand is Game.new(players, N)'s.
        dealt = sorted(str(tile) for tile in Game.new(players, seed).hands[HUMAN])
        assert self.snap.state == "your-turn", f"the game opens in state {self.snap.state}"
        assert sorted(self.snap.hand) == dealt, f"?seed={seed} dealt {self.snap.hand}, not {dealt}"
        self.round_start = said_from  # the round's first announcement
        self.rounds_checked = 0
        self.person_moves = 0

    def turn(self) -> dict[str, Any]:
        """Check the person's turn, make the policy's move on the page, then in the replay."""
        check_turn(self.snap, self.replay.view)

        def check_ends(tile: str, ends: list[str]) -> None:
            legal = self.replay.legal_ends(tile)
            assert sorted(ends) == sorted(legal), f"{tile}: ends offered {ends}, legal {legal}"

        move, self.snap = self.table.play_turn(self.snap, check_ends)
        self.replay.play(move)
        self.person_moves += 1
        return move

    def round_over(self) -> None:
        """Check a round's end: the state, its announcements, the summary's hands and deductions."""
        view = self.replay.view
        assert view["round_over"], f"the page shows {self.snap.state}; the engine's round goes on"
        assert self.snap.state == ("game-over" if view["over"] else "round-over")
        said = self.table.announcements()[self.round_start :]
        check_announcements(said, view["history"])
        check_round_summary(self.table.summary(), self.snap, view)
        assert self.snap.next_round == (not view["over"]), "Next round offered iff not over"
        assert self.snap.enabled == [] and not self.snap.draw and not self.snap.pass_
        offside = self.table.offside()
        assert not offside, f"the person's controls were live while not their turn: {offside[:5]}"
        self.rounds_checked += 1

    def next_round(self) -> None:
        self.round_start = len(self.table.announcements())
        self.snap = self.table.next_round(self.snap)
        self.replay.next_round()

    def play(
        self, *, rounds: int | None = None, stop: Callable[[Snapshot], bool] | None = None
    ) -> None:
        """Play on until the game is over, `rounds` rounds have ended, or `stop(snapshot)`."""
        while True:
            if stop is not None and stop(self.snap):
                return
            if self.snap.state in {"round-over", "game-over"}:
                self.round_over()
                if self.snap.state == "game-over" or self.rounds_checked == rounds:
                    return
                self.next_round()
                continue
            assert self.snap.state == "your-turn", self.snap
            self.turn()


def call(session: Session, op: str, **args: Any) -> Any:
    """One request to the engine in CPython, as the worker makes it; its result, which must be
    granted."""
    answer = handle({"id": 1, "op": op, "args": args}, session)
    assert answer["ok"], answer
    return answer["result"]
