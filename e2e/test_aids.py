"""The play aids through the page, each checked against the engine (the worker's own protocol code
in CPython, `tabletop.Replay`): score previews, the hint, undo, the move log with saving and
loading a game file, the replay of a finished game, the coach, the fair-deal check, the paper tally
and the rules dialog. Every test also leaves screenshots in e2e/artifacts/aids/.

The aids' insides are not part of the page's testing contract; these tests read the aids' own
markup: `[data-action=...]` buttons, `#ends-list .end-preview[data-points][data-sum]`, the board
canvas's `data-targets` (with each target's `note` and `tone`), `#log-dialog`, `#replay-dialog` and
`#coach-dialog` (`data-round`, `data-step`, `data-moment`, `.viewer-hand[data-seat]`),
`#coach-box .coach-item[data-step]`, `#fairdeal [data-fingerprint]`, `#fairdeal-box`,
`.score-tally[data-raw]` and `#rules-dialog`.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from pathlib import Path
from typing import Any

from harness import ROOT, WAIT, SiteServer
from playwright.sync_api import Page
from tabletop import (
    SETTLED,
    TWO,
    Lockstep,
    Replay,
    Table,
    call,
    find_seed,
    replay_offline,
    wait_replay_at,
)
from viewports import PHONE

from engine.protocol import Session
from engine.scoring import tally as engine_tally

SHOTS = ROOT / "e2e" / "artifacts" / "aids"


def shot(page: Page, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size or {"width": 0, "height": 0}
    path = SHOTS / f"{name}-{size['width']}x{size['height']}.png"
    page.screenshot(path=str(path))
    return path


def targets(page: Page) -> list[dict[str, Any]]:
    spots: list[dict[str, Any]] = json.loads(
        page.locator("#board").get_attribute("data-targets") or "[]"
    )
    return spots


def note_for(preview: dict[str, Any]) -> str:
    points, total = preview["points"], preview["ends_sum"]
    return f"+{points // 5} · Σ{total}" if points else f"Σ{total}"


def wait_settled(page: Page) -> str:
    page.wait_for_function(
        "settled => settled.includes(document.body.dataset.state)", arg=list(SETTLED)
    )
    state: str = page.evaluate("() => document.body.dataset.state")
    return state


# ---- games found offline ------------------------------------------------------------------------


def rich_first_turn(seed: int) -> bool:
    """The person's first turn offers a tile with two ends or more, and a placement that scores."""
    state = Replay(seed=seed, **TWO).state
    previews = state["previews"]
    tiles = [p["tile"] for p in previews]
    return any(tiles.count(t) >= 2 for t in tiles) and any(p["points"] for p in previews)


@functools.cache
def finished_record() -> dict[str, Any]:
    """The record of a whole two-player game (the person plays the page's policy)."""

    def short(seed: int) -> bool:
        over: bool = replay_offline(seed, **TWO, max_rounds=12).view["over"]
        return over

    seed = find_seed(397, short)
    record: dict[str, Any] = replay_offline(seed, **TWO, max_rounds=12).call("record")
    return record


def load_file(page: Page, record: object, name: str = "game.json") -> None:
    """Choose a file in the move log's Load button (the log dialog is open)."""
    data = record if isinstance(record, bytes) else json.dumps(record).encode()
    page.set_input_files(
        "#import-file", files=[{"name": name, "mimeType": "application/json", "buffer": data}]
    )


def open_log(page: Page) -> None:
    page.locator('[data-action="open-log"]').click()
    page.locator("#log-dialog[open]").wait_for()
    page.wait_for_function(
        "() => !document.querySelector('#log-content .log-loading')", timeout=WAIT
    )


def load_finished_game(page: Page) -> dict[str, Any]:
    """Load the finished game through the move log; the page shows its last round's summary."""
    record = finished_record()
    open_log(page)
    load_file(page, record)
    page.wait_for_function(
        "() => document.body.dataset.state === 'game-over'"
        " && !document.querySelector('#log-dialog[open]')",
        timeout=WAIT,
    )
    return record


# ---- previews, hint, undo -----------------------------------------------------------------------


def test_previews_hint_and_undo(page: Page, server: SiteServer) -> None:
    seed = find_seed(5, rich_first_turn)
    table = Table(page, server)
    replay = Replay(seed=seed, **TWO)
    snap = table.open(seed=seed, **TWO)
    assert snap.state == "your-turn"
    undo = page.locator('[data-action="undo"]')
    assert undo.is_disabled(), "undo is offered before the person placed anything"

    # Score previews: every end of the chosen tile shows the points and the ends' sum.
    previews = replay.state["previews"]
    tiles = [p["tile"] for p in previews]
    tile = next(t for t in tiles if tiles.count(t) >= 2)
    ends = table.pick(tile)
    expected = {p["end"] or "opening": p for p in previews if p["tile"] == tile}
    assert sorted(ends) == sorted(expected)
    shown = page.evaluate(
        """() => [...document.querySelectorAll("#ends-list [data-end]")].map((b) => {
             const p = b.querySelector(".end-preview");
             return { end: b.dataset.end, points: p && Number(p.dataset.points),
                      sum: p && Number(p.dataset.sum), text: b.textContent };
           })"""
    )
    for button in shown:
        want = expected[button["end"]]
        assert (button["points"], button["sum"]) == (want["points"], want["ends_sum"]), button
        assert f"sum {want['ends_sum']}" in button["text"], button["text"]
    notes = {spot["end"]: spot.get("note") for spot in targets(page)}
    assert notes == {end: note_for(p) for end, p in expected.items()}, notes
    shot(page, "previews")

    # Hint: H asks the hard computer; its tile is chosen and marked, its end lit on the board.
    page.keyboard.press("Escape")
    page.keyboard.press("h")
    page.wait_for_function(
        "() => document.querySelector('#hand [data-tile].is-hinted')"
        " && document.querySelector('#ends-list [data-end]')",
        timeout=WAIT,
    )
    move = replay.call("hint")["move"]
    hinted = page.locator("#hand [data-tile].is-hinted").get_attribute("data-tile")
    assert move["type"] == "place" and hinted == move["tile"]
    assert page.locator(f'#hand [data-tile="{hinted}"]').get_attribute("aria-pressed") == "true"
    end = move["end"] or "opening"
    assert [s["end"] for s in targets(page) if s.get("tone") == "hint"] == [end]
    assert page.locator(f'#ends-list [data-end="{end}"]').evaluate(
        "b => b.classList.contains('is-hinted')"
    )
    status = page.locator('[role="status"]').first.text_content() or ""
    assert "Hint" in status and move["tile"] in status, status
    shot(page, "hint")

    # Play the hinted move; at the person's next turn, undo takes it back with what followed.
    snap = table.place(table.snapshot(), end)
    replay.play(move)
    if snap.state != "your-turn":
        return  # the round ended at once: nothing left to take back here
    before = replay.view
    assert undo.is_enabled(), "undo is not offered after the person's placement"
    snap = table.act('[data-action="undo"]', snap)
    replay.state = replay.call("undo")
    view = replay.view
    assert snap.state == "your-turn"
    assert sorted(snap.hand) == sorted(view["hand"]) and move["tile"] in snap.hand
    assert len(view["history"]) < len(before["history"])
    assert snap.scores == view["display_scores"]
    assert undo.get_attribute("data-undos") == "1" == str(replay.state["undos"])
    assert undo.is_disabled() == (
        not any(e["type"] == "place" and e["seat"] == 0 for e in view["history"])
    )
    assert "took back" in snap.status, snap.status
    shot(page, "undo")


# ---- move log, saving and loading ----------------------------------------------------------------


def test_move_log_save_and_load(page: Page, server: SiteServer) -> None:
    table = Table(page, server)
    game = Lockstep(table, seed=11, **TWO)
    for _ in range(2):
        if game.snap.state == "your-turn":
            game.turn()

    # The log: this round's every event, in words, in order.
    open_log(page)
    log = game.replay.call("log")
    rounds = page.locator("#log-content .log-round")
    assert rounds.count() == len(log["rounds"])
    events = log["rounds"][-1]["events"]
    items = page.locator(f'#log-content .log-round[data-round="{len(log["rounds"])}"] .log-event')
    assert items.count() == len(events)
    for i, event in enumerate(events):
        text = items.nth(i).text_content() or ""
        assert items.nth(i).get_attribute("data-type") == event["type"]
        if event["type"] == "place":
            assert event["tile"] in text and f"sum {event['ends_sum']}" in text, text
    shot(page, "log")

    # Save: the download is the engine's record of this very game.
    with page.expect_download() as download:
        page.locator('[data-action="export-record"]').click()
    saved = json.loads(Path(download.value.path()).read_text())
    assert download.value.suggested_filename.endswith(".json")
    assert saved == game.replay.call("record")

    # Refusals are said in words, and the game in play stays as it was.
    before = table.snapshot()
    load_file(page, b"{not json", name="junk.json")
    message = page.locator("#log-message")
    message.wait_for()
    assert "not a Five Up game file" in (message.text_content() or "")
    load_file(page, {"format": "five-up-game", "version": 9}, name="future.json")
    page.wait_for_function(
        "() => /newer/.test(document.querySelector('#log-message').textContent)", timeout=WAIT
    )
    assert message.get_attribute("data-kind") == "error"
    shot(page, "load-refused")
    page.keyboard.press("Escape")
    after = table.snapshot()
    assert (after.state, after.hand, after.scores) == (before.state, before.hand, before.scores)

    # Load the saved game back: the same table.
    open_log(page)
    load_file(page, saved)
    page.wait_for_function("() => !document.querySelector('#log-dialog[open]')", timeout=WAIT)
    assert wait_settled(page) == before.state
    again = table.snapshot()
    assert (again.hand, again.scores) == (before.hand, before.scores)

    # And a finished game: its final scores and last summary, with a Replay button.
    record = load_finished_game(page)
    final = call(Session(), "load", record=record)["view"]
    assert table.snapshot().scores == final["display_scores"]
    page.locator('[data-action="replay-from-summary"]').wait_for()


# ---- replay --------------------------------------------------------------------------------------


def replay_view(record: dict[str, Any], round_: int, step: int) -> dict[str, Any]:
    view: dict[str, Any] = call(Session(), "replay", record=record, round=round_, step=step)["view"]
    return view


def viewer_hands(page: Page) -> dict[int, list[str]]:
    hands: dict[str, list[str]] = page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll(
             "#replay-dialog .viewer-hand[data-seat]")].map((row) => [row.dataset.seat,
             [...row.querySelectorAll("[data-aid-tile]")].map((t) => t.dataset.aidTile)]))"""
    )
    return {int(seat): tiles for seat, tiles in hands.items()}


def test_replay_of_a_finished_game(page: Page, server: SiteServer) -> None:
    Table(page, server).open(seed=2, **TWO)
    record = load_finished_game(page)
    page.locator('[data-action="replay-from-summary"]').click()
    wait_replay_at(page, 1, 0)
    first = replay_view(record, 1, 0)
    assert viewer_hands(page) == dict(enumerate(first["revealed_hands"]))

    # Forwards with the arrow keys: every hand face up, the move in words.
    for step in (1, 2, 3):
        page.keyboard.press("ArrowRight")
        wait_replay_at(page, 1, step)
    view = replay_view(record, 1, 3)
    assert viewer_hands(page) == dict(enumerate(view["revealed_hands"]))
    event = view["history"][-1]
    caption = page.locator("#replay-dialog-caption").text_content() or ""
    assert caption.startswith("Move 3:"), caption
    if event["type"] == "place":
        assert event["tile"] in caption
    steps = len(record["rounds"][0]["moves"])
    assert f"move 3 of {steps}" in (page.locator("#replay-dialog-where").text_content() or "")
    shot(page, "replay")

    # Backwards, a round on, to its end and across into the next round, and back again.
    page.keyboard.press("ArrowLeft")
    wait_replay_at(page, 1, 2)
    page.keyboard.press("PageDown")
    wait_replay_at(page, 2, 0)
    page.keyboard.press("End")
    end_of_two = len(record["rounds"][1]["moves"])
    wait_replay_at(page, 2, end_of_two)
    assert "went out" in (
        page.locator("#replay-dialog-caption").text_content() or ""
    ) or "blocked" in (page.locator("#replay-dialog-caption").text_content() or "")
    page.keyboard.press("ArrowRight")
    wait_replay_at(page, 3, 0)
    page.locator("#replay-dialog .viewer-prev").click()
    wait_replay_at(page, 2, end_of_two)
    assert viewer_hands(page) == dict(
        enumerate(replay_view(record, 2, end_of_two)["revealed_hands"])
    )
    # The board is the engine's: the last tile placed lies on it.
    assert page.locator("#replay-dialog canvas").get_attribute("data-targets") == "[]"
    page.keyboard.press("Escape")
    assert page.locator("#replay-dialog[open]").count() == 0


# ---- coach ---------------------------------------------------------------------------------------


def coach_moments(page: Page) -> list[int]:
    steps: list[int] = page.evaluate(
        """() => [...document.querySelectorAll("#coach-box .coach-item")]
             .map((li) => Number(li.dataset.step))"""
    )
    return steps


def has_moments(seed: int) -> bool:
    game = replay_offline(seed, **TWO, max_rounds=1)
    return len(game.call("coach", {"round": 1})["moments"]) >= 2


def test_coach_after_a_round(page: Page, server: SiteServer) -> None:
    seed = find_seed(7, has_moments)
    game = Lockstep(Table(page, server), seed=seed, **TWO)
    game.play(rounds=1)
    moments = game.replay.call("coach", {"round": 1})["moments"]

    page.locator('#coach-box [data-action="coach"]').click()
    page.wait_for_function(
        "() => document.querySelector('#coach-box .coach-item, #coach-box .coach-none')",
        timeout=WAIT,
    )
    assert coach_moments(page) == [m["step"] for m in moments]
    text = page.locator("#coach-box .coach-item").first.text_content() or ""
    first = moments[0]
    assert first["played"]["tile"] in text and first["better"]["tile"] in text, text
    # In points as the score sheet counts them, never raw (issue 39).
    assert f"about {first['display_gain']:.1f} points better" in text, text
    assert "raw" not in text, text
    # Each moment says how it was valued: the exact solver's ("Exact") or sampled ("Estimate").
    kinds = page.evaluate(
        """() => [...document.querySelectorAll("#coach-box .coach-item")]
             .map((li) => [li.dataset.exact, li.querySelector(".coach-kind").textContent])"""
    )
    assert kinds == [
        [str(m["exact"]).lower(), "Exact" if m["exact"] else "Estimate"] for m in moments
    ]
    shot(page, "coach-list")

    # Step through them on the board: the tile played (red) and the better one (green).
    page.locator('#coach-box [data-action="coach-step"]').click()
    for i, moment in enumerate(moments[:2]):
        if i:
            page.keyboard.press("ArrowRight")
        page.wait_for_function(
            """(i) => {
                 const d = document.querySelector("#coach-dialog[open]");
                 const c = d && d.querySelector("canvas");
                 return d && d.dataset.moment === String(i) && c && c.dataset.targets;
               }""",
            arg=i,
            timeout=WAIT,
        )
        page.wait_for_function(
            """([played, better]) => {
                 const spots = JSON.parse(document.querySelector("#coach-dialog canvas")
                   .dataset.targets || "[]");
                 const ends = spots.map((s) => `${s.tone}:${s.end}`).sort().join();
                 const want = [];
                 if (played) want.push(`played:${played}`);
                 if (better === null) want.push("better:opening");
                 else if (better !== played) want.push(`better:${better}`);
                 return ends === want.sort().join();
               }""",
            arg=[moment["played"]["end"], moment["better"]["end"]],
            timeout=WAIT,
        )
        hand = page.evaluate(
            """() => [...document.querySelectorAll(
                 "#coach-dialog .viewer-hand[data-seat] [data-aid-tile]")]
                 .map((t) => [t.dataset.aidTile, t.className])"""
        )
        assert sorted(t for t, _ in hand) == sorted(moment["view"]["hand"])
        marks = dict(hand)
        assert "is-played" in marks[moment["played"]["tile"]]
        assert "is-better" in marks[moment["better"]["tile"]]
        if i == 0:
            shot(page, "coach-board")

    # "Play from here" at the moment shown: that position as a line against the computers (the
    # engine's `line` from the round's record), leaving the statistics as they were; "Back to
    # the game" brings the round's summary back.
    stats = page.evaluate("localStorage.getItem('five-up:stats')")
    step = moments[1]["step"]
    page.locator('#coach-dialog [data-action="coach-play-from"]').click()
    page.locator('[data-action="line-computers"]').click()
    page.wait_for_function(
        "() => document.body.dataset.line === 'on' && document.body.dataset.state === 'your-turn'",
        timeout=WAIT,
    )
    line = call(Session(), "line", record=game.replay.call("record"), round=1, step=step)
    shown = page.evaluate(
        "() => [...document.querySelectorAll('#hand [data-tile]')].map((b) => b.dataset.tile)"
    )
    assert shown == line["view"]["hand"]
    assert f"round 1, move {step}" in (page.locator("#side-bar").text_content() or "")
    page.locator('#side-bar [data-action="back-to-game"]').click()
    page.wait_for_function(
        "() => document.body.dataset.line === 'off'"
        " && document.body.dataset.state === 'round-over'",
        timeout=WAIT,
    )
    assert page.evaluate("localStorage.getItem('five-up:stats')") == stats


# ---- fair deal -----------------------------------------------------------------------------------


def test_fair_deal(page: Page, server: SiteServer) -> None:
    table = Table(page, server)
    replay = Replay(seed=4, **TWO)
    table.open(seed=4, **TWO)
    fingerprint = replay.view["deal_fingerprint"]
    assert page.locator("#fairdeal [data-fingerprint]").get_attribute("data-fingerprint") == (
        fingerprint
    )
    assert page.locator("#lot .lot-deal code").get_attribute("title") == fingerprint

    record = load_finished_game(page)
    last = record["rounds"][-1]
    view = call(Session(), "load", record=record)["view"]
    box = page.locator("#round-panel #fairdeal-box")
    seed = box.locator(".fairdeal-seed").text_content()
    assert seed == view["deal_seed"]
    assert box.locator(".fairdeal-fingerprint").text_content() == view["deal_fingerprint"]
    assert hashlib.sha256(seed.encode()).hexdigest() == view["deal_fingerprint"]

    box.locator('[data-action="verify-deal"]').click()
    result = box.locator(".fairdeal-result")
    page.wait_for_function(
        "() => document.querySelector('#fairdeal-result').dataset.ok !== undefined",
        timeout=WAIT,
    )
    assert result.get_attribute("data-ok") == "true"
    assert (result.text_content() or "").startswith("✓")

    # The page's Python recipe recomputes the round's deal.
    box.locator(".fairdeal-how summary").click()
    recipe = box.locator(".fairdeal-python").text_content() or ""
    scope: dict[str, Any] = {}
    exec(recipe, scope)
    assert scope["hands"] == last["deal"]["hands"]
    assert scope["boneyard"] == last["deal"]["boneyard"]
    box.scroll_into_view_if_needed()
    shot(page, "fair-deal")


# ---- paper tally ---------------------------------------------------------------------------------


def tally_of(raw: int) -> tuple[bool, int, int]:
    return raw < 0, abs(raw) // 50, abs(raw) % 50 // 5


def test_paper_tally(page: Page, server: SiteServer) -> None:
    Table(page, server).open(seed=6, **TWO)
    load_finished_game(page)
    toggle = page.locator('[data-action="tally"]')
    assert toggle.get_attribute("aria-pressed") == "false"
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "true"
    tallies = page.locator(".score-tally")
    assert tallies.count() == 2
    for i in range(2):
        tally = tallies.nth(i)
        raw = int(tally.get_attribute("data-raw") or "")
        _, fifties, strokes = tally_of(raw)
        svg = tally.locator("svg")
        assert svg.locator('[data-mark="50"]').count() == fifties
        assert svg.locator('[data-mark="5"]').count() == strokes
        # A 50-mark: one large X and a small x in each of its four spaces.
        if fifties:
            assert svg.locator('[data-mark="50"]').first.locator("line").count() == 2 + 8
        label = svg.get_attribute("aria-label") or ""
        assert str(strokes) in label and str(fifties) in label, label
    winner = max(int(t.get_attribute("data-raw") or "") for t in tallies.all())
    assert winner >= 305
    shot(page, "tally")

    # Negative scores: the sign, then the tally of the absolute value. The page draws the tally
    # the engine gives it (the view's `tally`, engine.scoring.tally).
    drawn = page.evaluate(
        """async (tallies) => {
             const { tallySvg } = await import("./table/tally.js");
             return tallies.map(([raw, tally]) => {
               const svg = tallySvg(tally);
               return [raw, svg.querySelectorAll(".tally-sign").length,
                       svg.querySelectorAll('[data-mark="50"]').length,
                       svg.querySelectorAll('[data-mark="5"]').length];
             });
           }""",
        [[raw, engine_tally(raw)] for raw in (-65, 0, 5, 305)],
    )
    assert drawn == [[-65, 1, 1, 3], [0, 0, 0, 0], [5, 0, 0, 1], [305, 0, 6, 1]]
    toggle.click()
    assert page.locator(".score-tally").count() == 0


# ---- rules ---------------------------------------------------------------------------------------

SHEET = [  # rules.md's layout, step by step: (ends' sum, raw points)
    (5, 5),
    (6, 0),
    (10, 10),
    (5, 5),
    (5, 5),
    (10, 10),
    (15, 15),
    (5, 5),
    (8, 0),
]


def stepper_at(page: Page, step: int) -> tuple[int, int, str]:
    page.wait_for_function(
        """(n) => {
             const w = document.querySelector("#rules-stepper");
             const c = document.querySelector("#rules-step-caption");
             return w && w.dataset.step === String(n) && w.dataset.sum !== undefined
               && c.textContent.startsWith(`Step ${n}:`);
           }""",
        arg=step,
        timeout=WAIT,
    )
    wrap = page.locator("#rules-stepper")
    caption = page.locator("#rules-step-caption").text_content() or ""
    return (
        int(wrap.get_attribute("data-sum") or ""),
        int(wrap.get_attribute("data-points") or ""),
        caption,
    )


def test_rules_dialog(page: Page, server: SiteServer) -> None:
    Table(page, server).open(seed=3, **TWO)
    page.locator('[data-action="open-rules"]').click()
    dialog = page.locator("#rules-dialog[open]")
    dialog.wait_for()
    rules = dialog.locator(".rules-item")
    assert [rules.nth(i).get_attribute("data-rule") for i in range(rules.count())] == [
        f"R{n}" for n in range(1, 11)
    ]
    # The sheet's layout, drawn by the table's renderer, from its last step back to its first.
    assert stepper_at(page, 9)[:2] == SHEET[8]
    shot(page, "rules")
    for step in range(8, 0, -1):
        dialog.locator('[data-action="rules-prev"]').click()
        total, points, caption = stepper_at(page, step)
        assert (total, points) == SHEET[step - 1], caption
        assert f"= {total}" in caption or f"sum {total}" in caption, caption
    assert dialog.locator('[data-action="rules-prev"]').is_disabled()
    dialog.locator('[data-action="rules-next"]').click()
    dialog.locator('[data-action="rules-next"]').click()
    _, _, caption = stepper_at(page, 3)
    assert "[4|4] on [1|4] high end" in caption and "line A" in caption, caption
    for fig, want in (("open22", (4, 0)), ("open00", (0, 0)), ("ex15", (15, 15))):
        board = dialog.locator(f"#rules-{fig} .rules-board")
        page.wait_for_function(
            "(id) => document.querySelector(`#rules-${id} .rules-board`).dataset.points"
            " !== undefined",
            arg=fig,
            timeout=WAIT,
        )
        got = (
            int(board.get_attribute("data-sum") or ""),
            int(board.get_attribute("data-points") or ""),
        )
        assert got == want, fig
    assert "3 + 12 = 15" in (dialog.locator("#rules-ex15 figcaption").text_content() or "")
    dialog.locator("#rules-stepper").scroll_into_view_if_needed()
    shot(page, "rules-examples")
    page.keyboard.press("Escape")
    assert page.locator("#rules-dialog[open]").count() == 0


# ---- on a phone ----------------------------------------------------------------------------------


def test_aids_on_a_phone(page: Page, server: SiteServer) -> None:
    """Every aid fits a phone's screen: screenshots of each, and their controls are reachable."""
    page.set_viewport_size(PHONE)
    seed = find_seed(5, rich_first_turn)
    table = Table(page, server)
    table.open(seed=seed, **TWO)
    for action in ("hint", "undo", "open-log", "open-rules"):
        box = page.locator(f'[data-action="{action}"]').bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], action
        assert box["height"] >= 44, action
    replay = Replay(seed=seed, **TWO)
    tiles = [p["tile"] for p in replay.state["previews"]]
    table.pick(next(t for t in tiles if tiles.count(t) >= 2))
    shot(page, "previews")
    page.keyboard.press("Escape")
    page.locator('[data-action="hint"]').click()
    page.wait_for_function(
        "() => document.querySelector('#hand [data-tile].is-hinted')", timeout=WAIT
    )
    shot(page, "hint")

    page.locator('[data-action="open-rules"]').click()
    page.locator("#rules-stepper[data-points]").wait_for()
    shot(page, "rules")
    page.keyboard.press("Escape")

    record = load_finished_game(page)
    shot(page, "summary")
    page.locator("#coach-box").scroll_into_view_if_needed()
    page.locator('#coach-box [data-action="coach"]').click()
    page.wait_for_function(
        "() => document.querySelector('#coach-box .coach-item, #coach-box .coach-none')",
        timeout=WAIT,
    )
    shot(page, "coach-list")
    if page.locator('#coach-box [data-action="coach-step"]').count():
        page.locator('#coach-box [data-action="coach-step"]').click()
        page.wait_for_function(
            """() => /better/.test(document.querySelector("#coach-dialog[open] canvas")
                 ?.dataset.targets || "")""",
            timeout=WAIT,
        )
        shot(page, "coach-board")
        page.keyboard.press("Escape")
    page.locator("#fairdeal-box").scroll_into_view_if_needed()
    page.locator('#fairdeal-box [data-action="verify-deal"]').click()
    page.locator('#fairdeal-result[data-ok="true"]').wait_for()
    shot(page, "fair-deal")

    page.locator('[data-action="replay-from-summary"]').click()
    wait_replay_at(page, 1, 0)
    page.keyboard.press("ArrowRight")
    wait_replay_at(page, 1, 1)
    shot(page, "replay")
    page.keyboard.press("Escape")

    page.locator('[data-action="open-log"]').click()
    page.locator("#log-dialog .log-round").first.wait_for()
    shot(page, "log")
    page.keyboard.press("Escape")
    page.locator('[data-action="tally"]').click()
    page.locator(".score-tally").first.wait_for()
    shot(page, "tally")
    assert len(record["rounds"]) > 1
    for name in ("previews", "hint", "rules", "coach-list", "fair-deal", "replay", "log", "tally"):
        assert (SHOTS / f"{name}-390x844.png").is_file()
    assert re.search(r"\d", page.locator("#scoreboard").text_content() or "")
