"""The match history (persist/history.js, historyview.js, charts.js, trend.js): a game finished on
the page is kept with each round's points by where they came from, exactly as the engine's
`summary` gives them; its chart shows in the history panel, numbers in words on focus and in a
table for screen readers; the statistics panel charts the person's trend. The bound drops the
oldest games first (by count and by size); an unreadable stored history is reported and kept
aside; the history saves as a file and reads back in. In Finnish too.

The game is built offline (the engine in CPython, the person's policy), planted as the saved game
at the person's last turn, and finished on the page (as e2e/test_stats.py does)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from access import (
    DESKTOP,
    ENGLISH_GLUE,
    axe_violations,
    foreign_words,
    new_page,
    open_context,
    table_words,
    visible_texts,
)
from harness import WAIT, SiteServer
from playwright.sync_api import Browser, Page
from pwa import SAVE_KEY, STATS_KEY, open_page, storage, storage_keys
from records import ENDING_SEED, NAMES_OF_THREE, finished_three, last_turn
from sidegames import hand, hand_again
from tabletop import Table, call, policy_move, wait_replay_at
from viewports import PHONE

from engine import Game
from engine.protocol import Session
from engine.summary import summarize

HISTORY_KEY = "five-up:history"
HISTORY_REJECTED_PREFIX = "five-up:history:rejected:"
REPLAYS_KEY = "five-up:replays"
REPLAYS_REJECTED_PREFIX = "five-up:replays:rejected:"
THREE_NAMES = NAMES_OF_THREE["en"]


def old_game(n: int, rounds: int = 1) -> dict[str, Any]:
    """A game an earlier visit kept: two players, `rounds` rounds of 2 points each to side 0."""
    made = []
    for i in range(rounds):
        made.append(
            {
                "number": i + 1,
                "blocked": False,
                "ender_side": 0,
                "placements": [2, 0],
                "muggins": [0, 0],
                "deductions": [0, 0],
                "total": [2, 0],
                "before": [2 * i, 0],
                "after": [2 * i + 2, 0],
            }
        )
    return {
        "id": f"old-{n:03d}",
        "ended_at": f"2026-11-{1 + n // 10:02d}T10:{n % 60:02d}:00.000Z",
        "players": 2,
        "side_of": [0, 1],
        "seats": [
            {"kind": "person", "name": None, "level": None},
            {"kind": "computer", "name": None, "level": "easy"},
        ],
        "human": 0,
        "people": [0],
        "winner": 0,
        "target": 61,
        "muggins": False,
        "scores": [2 * rounds, 0],
        "per_round": [2.0, 0.0],
        "rounds": made,
    }


def plant(
    page: Page, server: SiteServer, history: object | None, replays: object | None = None
) -> dict[str, Any]:
    """The saved game at the person's last turn, and `history` and the kept records (`replays`)
    as an earlier visit left them."""
    replay = last_turn(ENDING_SEED)
    save = {
        "schema": 1,
        "saved_at": "2026-01-01T00:00:00Z",
        "game": "g-1",
        "record": replay.call("record"),
    }
    page.goto(server.blank_url)
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [SAVE_KEY, json.dumps(save)])
    if history is not None:
        raw = history if isinstance(history, str) else json.dumps(history)
        page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [HISTORY_KEY, raw])
    if replays is not None:
        raw = replays if isinstance(replays, str) else json.dumps(replays)
        page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [REPLAYS_KEY, raw])
    return {"replay": replay}


def finish(
    page: Page, server: SiteServer, planted: dict[str, Any], lang: str = "en"
) -> dict[str, Any]:
    """Open the page on the planted save, play the person's last move; the game is over and the
    history holds it. Returns the game's figures as the engine sums them."""
    replay = planted["replay"]
    table = Table(page, server)
    assert open_page(page, f"{server.base_url}?fast=1&lang={lang}") == "your-turn"
    _, snap = table.play_turn(table.snapshot(), lambda tile, ends: None)
    replay.play(policy_move(replay.view))
    assert replay.view["over"] and snap.state == "game-over", snap.state
    game_id = replay.state["game_id"]
    page.wait_for_function(
        "([key, id]) => (localStorage.getItem(key) || '').includes(id)",
        arg=[HISTORY_KEY, game_id],
        timeout=WAIT,
    )
    record = replay.call("record")
    summary = summarize(Game.from_record(record))
    return {"id": game_id, "summary": summary, "view": replay.view, "record": record}


def history(page: Page) -> dict[str, Any]:
    text = storage(page, HISTORY_KEY)
    assert text is not None
    found: dict[str, Any] = json.loads(text)
    return found


def open_history(page: Page) -> None:
    page.locator('[data-action="stats"]').click()
    page.locator("dialog#stats[open]").wait_for()
    page.locator('dialog#stats [data-action="history"]').click()
    page.locator("dialog#history[open] [data-chart='game']").wait_for()


CHART = """
(selector) => {
  const chart = document.querySelector(selector);
  const rows = [...chart.querySelectorAll("table.chart-table tr")].map(
    (tr) => [...tr.children].map((c) => c.textContent));
  return { at: chart.dataset.at, readout: chart.querySelector(".chart-readout").textContent,
           rows, label: chart.querySelector(".chart-picture").getAttribute("aria-label"),
           lines: chart.querySelectorAll("polyline.chart-line").length,
           bars: chart.querySelectorAll(
             "rect.chart-placed, rect.chart-won, rect.chart-lost").length };
}
"""


def minus(n: int) -> str:
    return f"\u2212{-n}" if n < 0 else str(n)


def test_a_finished_game_shows_in_the_history_with_its_chart(
    page: Page, server: SiteServer
) -> None:
    done = finish(page, server, plant(page, server, None))
    summary, view = done["summary"], done["view"]
    (kept,) = history(page)["games"]
    assert kept["id"] == done["id"]
    assert (kept["players"], kept["side_of"], kept["human"], kept["people"]) == (2, [0, 1], 0, [0])
    assert kept["winner"] == view["winner"] and kept["scores"] == view["display_scores"]
    assert kept["target"] == view["rules"]["display_target"] and kept["muggins"] is False
    assert kept["per_round"] == summary["display_per_round"]
    # Each round exactly as the engine sums it, in display points (R6, R8.3).
    assert len(kept["rounds"]) == len(summary["rounds"]) == view["round"]
    for mine, theirs in zip(kept["rounds"], summary["rounds"], strict=True):
        # A Five Up hand awards no winner's count and no bonus (R8.3: each hand is deducted).
        display = dict(theirs["display"])
        assert (display.pop("awarded"), display.pop("bonus")) == ([0, 0], [0, 0])
        assert mine == {
            "number": theirs["number"],
            "blocked": theirs["blocked"],
            "ender_side": theirs["ender_side"],
            **display,
        }
    assert kept["rounds"][-1]["after"] == view["display_scores"]

    open_history(page)
    chart = page.evaluate(CHART, "dialog#history [data-chart='game']")
    n = len(kept["rounds"])
    assert chart["lines"] == 2 and chart["bars"] == 2 * n
    assert chart["at"] == str(n - 1)  # the last round first
    last = kept["rounds"][-1]
    assert chart["readout"].startswith(f"Round {n} (")
    you = (
        f"You {minus(last['before'][0])} → {minus(last['after'][0])}"
        f" (placements {minus(last['placements'][0])}"
    )
    assert you in chart["readout"], chart["readout"]
    # The screen readers' table: a heading row, then every round's figures.
    assert len(chart["rows"]) == n + 1
    assert chart["rows"][0][:3] == ["Round", "You: placements", "You: Muggins"]
    for row, r in zip(chart["rows"][1:], kept["rounds"], strict=True):
        figures = [
            r[k][s]
            for s in (0, 1)
            for k in ("placements", "muggins", "deductions", "total", "after")
        ]
        assert row == [str(r["number"]), *map(minus, figures)]
    # By keyboard: the chart takes focus, the arrow keys move through the rounds.
    page.locator("dialog#history .chart-picture").focus()
    page.keyboard.press("Home")
    first = page.evaluate(CHART, "dialog#history [data-chart='game']")
    assert first["at"] == "0" and first["readout"].startswith("Round 1 (")
    page.keyboard.press("ArrowRight")
    assert page.evaluate(CHART, "dialog#history [data-chart='game']")["at"] == str(min(1, n - 1))
    listed = page.locator("dialog#history .history-game").all_text_contents()
    assert (
        len(listed) == 1
        and f"You {minus(kept['scores'][0])} \u2013 North {minus(kept['scores'][1])}" in listed[0]
    )

    # The statistics panel charts the person's trend: one game, won or lost.
    page.keyboard.press("Escape")
    trend = page.evaluate(CHART, "dialog#stats [data-trend=''] [data-chart='trend']")
    won = kept["winner"] == 0
    assert trend["rows"][1] == [
        trend["rows"][1][0],
        f"{'won' if won else 'lost'} {minus(kept['scores'][0])}\u2013{minus(kept['scores'][1])}",
        f"{100 if won else 0}%",
        str(kept["per_round"][0]),
    ]
    assert trend["readout"].startswith("Game 1 of 1, ")


def test_the_bound_drops_the_oldest(page: Page, server: SiteServer) -> None:
    earlier = {"schema": 1, "games": [old_game(n) for n in range(100)]}
    done = finish(page, server, plant(page, server, earlier))
    ids = [g["id"] for g in history(page)["games"]]
    assert len(ids) == 100  # at most 100 games
    assert ids == [f"old-{n:03d}" for n in range(1, 100)] + [done["id"]]


def test_the_size_bound_drops_the_oldest(page: Page, server: SiteServer) -> None:
    # 40 games of 60 rounds: about 340,000 characters, over the 300,000 kept.
    earlier = {"schema": 1, "games": [old_game(n, rounds=60) for n in range(40)]}
    assert len(json.dumps(earlier, separators=(",", ":"))) > 300_000
    done = finish(page, server, plant(page, server, earlier))
    raw = storage(page, HISTORY_KEY)
    assert raw is not None and len(raw) <= 300_000
    ids = [g["id"] for g in json.loads(raw)["games"]]
    assert ids[-1] == done["id"] and 30 < len(ids) < 41
    assert ids[:-1] == [f"old-{n:03d}" for n in range(41 - len(ids), 40)]  # the newest kept


def test_an_unreadable_history_is_reported_and_kept_aside(page: Page, server: SiteServer) -> None:
    broken = {"schema": 1, "games": [old_game(0), {**old_game(1), "scores": [2, "x"]}]}
    raw = json.dumps(broken)
    planted = plant(page, server, raw)
    done = finish(page, server, planted)
    notice = page.locator('[data-notice="history-rejected"]')
    assert notice.get_attribute("role") == "alert"
    said = notice.text_content() or ""
    assert "could not be read (at “games[1].scores”)" in said, said
    (key,) = storage_keys(page, HISTORY_REJECTED_PREFIX)
    assert key in said and storage(page, key) == raw  # kept as it was, letter for letter
    assert [g["id"] for g in history(page)["games"]] == [done["id"]]  # a new history began

    # Not JSON at all: kept aside as well, and reported.
    page.goto(server.blank_url)
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [HISTORY_KEY, "{not json"])
    assert open_page(page, f"{server.base_url}?fast=1") == "game-over"
    page.locator('[data-notice="history-rejected"]').wait_for()
    kept = [storage(page, k) for k in storage_keys(page, HISTORY_REJECTED_PREFIX)]
    assert sorted(kept, key=str) == sorted([raw, "{not json"], key=str)
    assert storage(page, HISTORY_KEY) is None


def finish_kept(page: Page, server: SiteServer) -> dict[str, Any]:
    """`finish` a game with no history before it, and wait until its record is kept too."""
    done = finish(page, server, plant(page, server, None))
    page.wait_for_function(
        "([key, id]) => (localStorage.getItem(key) || '').includes(id)",
        arg=[REPLAYS_KEY, done["id"]],
        timeout=WAIT,
    )
    return done


def test_a_kept_game_is_replayed_from_the_history_and_a_line_played_from_it(
    page: Page, server: SiteServer
) -> None:
    done = finish_kept(page, server)
    record = done["record"]
    # The game's record is kept beside its figures, as the engine gives it.
    replays = json.loads(storage(page, REPLAYS_KEY) or "")
    assert replays == {"schema": 1, "games": [{"id": done["id"], "record": record}]}
    stats = storage(page, STATS_KEY)

    open_history(page)
    page.locator('dialog#history [data-action="history-replay"]').click()
    wait_replay_at(page, 1, 0)
    assert page.locator("dialog#history[open]").count() == 1  # under the replay
    steps = len(record["rounds"][0]["moves"])
    for step in (1, 2):  # by keyboard, move by move
        page.keyboard.press("ArrowRight")
        wait_replay_at(page, 1, step)
    assert f"move 2 of {steps}" in (page.locator("#replay-dialog-where").text_content() or "")
    points = json.loads(page.locator("#replay-dialog").get_attribute("data-points") or "")
    assert points == [0, 0] or sum(points) > 0

    # "Play from here": a what-if line on the table; the history gives way, nothing is counted.
    page.locator('[data-action="replay-play-from"]').click()
    page.locator('[data-action="line-computers"]').click()
    page.wait_for_function("() => document.body.dataset.line === 'on'", timeout=WAIT)
    assert page.locator("dialog#history[open]").count() == 0
    assert page.locator("dialog#replay-dialog[open]").count() == 0
    assert "round 1, move 2" in (page.locator("#side-bar").text_content() or "")
    assert storage(page, STATS_KEY) == stats
    assert [g["id"] for g in history(page)["games"]] == [done["id"]]


def test_a_kept_games_deals_are_played_again_from_the_history(
    page: Page, server: SiteServer
) -> None:
    done = finish_kept(page, server)
    record = done["record"]
    stats = storage(page, STATS_KEY)
    open_history(page)
    page.locator('dialog#history [data-action="history-again"]').click()
    page.locator("#again-dialog[open]").wait_for()
    assert page.locator("#again-seat").input_value() == "0"  # the seat played, to start with
    page.select_option("#again-seat", "1")
    page.select_option("#again-level", "easy")
    page.locator('[data-action="again-start"]').click()
    page.wait_for_function(
        "() => ['your-turn', 'computer-turn', 'round-over'].includes(document.body.dataset.state)",
        timeout=WAIT,
    )
    assert page.locator("dialog#history[open]").count() == 0
    page.wait_for_function("() => document.body.dataset.state === 'your-turn'", timeout=WAIT)
    # The kept game's deals, the person now in the other seat (as the engine deals them again).
    assert hand(page) == hand_again(record, seat=1)
    assert storage(page, STATS_KEY) == stats  # deals played again never count


def test_a_game_whose_record_is_not_kept_says_so(page: Page, server: SiteServer) -> None:
    # An older game (its record dropped, or kept before records were): no button, a sentence.
    planted = plant(page, server, {"schema": 1, "games": [old_game(0)]})
    done = finish(page, server, planted)
    open_history(page)
    page.locator(f'dialog#history .history-game[data-game="{done["id"]}"]').wait_for()
    page.locator('dialog#history .history-game[data-game="old-000"]').click()
    gone = page.locator("dialog#history .history-replay-gone")
    assert (gone.text_content() or "").startswith("This game's moves are not kept on this device")
    assert page.locator('dialog#history [data-action="history-replay"]').count() == 0


def test_kept_records_that_cannot_be_read_or_replayed_are_reported_and_kept(
    page: Page, server: SiteServer
) -> None:
    # A record the engine refuses: the reason said, no replay opened, the record left as it was.
    broken = {"format": "five-up-game", "version": 2, "players": 2, "rounds": [{"number": 1}]}
    refused = {"schema": 1, "games": [{"id": "old-000", "record": broken}]}
    planted = plant(page, server, {"schema": 1, "games": [old_game(0)]}, refused)
    finish(page, server, planted)
    open_history(page)
    page.locator('dialog#history .history-game[data-game="old-000"]').click()
    page.locator('dialog#history [data-action="history-replay"]').click()
    notice = page.locator('[data-notice="replay-refused"]')
    notice.wait_for()
    said = notice.text_content() or ""
    assert said.startswith("The game kept on this device could not be replayed: "), said
    assert page.locator("dialog#replay-dialog[open]").count() == 0
    assert json.loads(storage(page, REPLAYS_KEY) or "")["games"][0] == refused["games"][0]

    # An envelope that cannot be read: moved aside letter for letter, and reported.
    raw = json.dumps({"schema": 1, "games": [{"id": "old-000", "record": {"format": "x"}}]})
    page.goto(server.blank_url)
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [REPLAYS_KEY, raw])
    assert open_page(page, f"{server.base_url}?fast=1") == "game-over"
    open_history(page)
    page.locator('dialog#history .history-game[data-game="old-000"]').click()
    notice = page.locator('[data-notice="replays-rejected"]')
    notice.wait_for()
    said = notice.text_content() or ""
    assert "could not be read (at “games[0].record.format”)" in said, said
    (key,) = storage_keys(page, REPLAYS_REJECTED_PREFIX)
    assert key in said and storage(page, key) == raw
    assert storage(page, REPLAYS_KEY) is None


def test_export_gives_the_file_and_import_reads_it_back(page: Page, server: SiteServer) -> None:
    done = finish(
        page, server, plant(page, server, {"schema": 1, "games": [old_game(7)]}), lang="fi"
    )
    page.locator('[data-action="stats"]').click()
    page.locator('dialog#stats [data-action="history"]').click()
    page.locator("dialog#history[open]").wait_for()
    assert page.locator("#history-title").text_content() == "Otteluhistoria"
    with page.expect_download() as info:
        page.locator('dialog#history [data-action="history-export"]').click()
    download = info.value
    assert download.suggested_filename.startswith("five-up-history-")
    path = download.path()
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert exported["format"] == "five-up-history" and exported["schema"] == 1
    assert exported["games"] == history(page)["games"]
    assert [g["id"] for g in exported["games"]] == ["old-007", done["id"]]
    assert "2 peliä tallennettu tiedostoksi." in (
        page.locator(".history-message").text_content() or ""
    )

    # Read back with one game more: only the new one is added, in time order.
    more = {**exported, "games": [*exported["games"], old_game(3)]}
    page.set_input_files(
        "dialog#history [data-history='file']",
        files=[
            {"name": "h.json", "mimeType": "application/json", "buffer": json.dumps(more).encode()}
        ],
    )
    page.wait_for_function(
        "() => document.querySelector('.history-message')?.textContent.includes('1 uusi peli')"
    )
    assert [g["id"] for g in history(page)["games"]] == ["old-003", "old-007", done["id"]]
    # A file that is not a history is refused naming the field, and adds nothing.
    page.set_input_files(
        "dialog#history [data-history='file']",
        files=[
            {"name": "x.json", "mimeType": "application/json", "buffer": b'{"format": "chess"}'}
        ],
    )
    page.wait_for_function(
        "() => document.querySelector('.history-message')?.textContent.includes('format')"
    )
    assert len(history(page)["games"]) == 3


@pytest.mark.parametrize(
    ("lang", "size"), [("en", DESKTOP), ("fi", PHONE)], ids=["en-desktop", "fi-phone"]
)
def test_the_history_and_the_trend_pass_axe(
    browser: Browser, server: SiteServer, lang: str, size: dict[str, int]
) -> None:
    """axe-core finds nothing serious in the history panel with a chart, nor in the statistics
    panel with the trend; every word shown is the page's language."""
    context, guard = open_context(browser, server, lang=lang, viewport=size, bypass_csp=True)
    try:
        page = new_page(context)
        finish(
            page, server, plant(page, server, {"schema": 1, "games": [old_game(2, rounds=3)]}), lang
        )
        page.locator('[data-action="stats"]').click()
        page.locator("dialog#stats[open] [data-chart='trend']").wait_for()
        problems = {"the statistics with the trend": axe_violations(page)}
        page.locator('dialog#stats [data-action="history"]').click()
        page.locator("dialog#history[open] [data-chart='game']").wait_for()
        page.locator("dialog#history .chart-picture").focus()
        problems["the history with a chart"] = axe_violations(page)
        found = {where: v for where, v in problems.items() if v}
        assert not found, "axe-core: " + "\n".join(f"{k}: {v}" for k, v in found.items())
        other = table_words(page, server, "en" if lang == "fi" else "fi")
        glue = ENGLISH_GLUE if lang == "fi" else set()
        assert not foreign_words(visible_texts(page), other, glue)
        guard.check()
    finally:
        context.close()


def test_a_replayed_game_names_its_own_seats(page: Page, server: SiteServer) -> None:
    """A kept game of two people and a computer, replayed from the history while a one-person
    game is on the table: its words name its own seats (Ann, West, Player 3), never the table's
    ("You")."""
    record = json.loads(finished_three())
    game = {
        **old_game(0),
        "id": "pnp-1",
        "players": 3,
        "side_of": [0, 1, 2],
        "seats": [
            {"kind": "person", "name": "Ann", "level": None},
            {"kind": "computer", "name": None, "level": "easy"},
            {"kind": "person", "name": None, "level": None},
        ],
        "people": [0, 2],
        "scores": [155, 40, 30],
        "per_round": [155.0, 40.0, 30.0],
        "rounds": [
            {
                "number": 1,
                "blocked": False,
                "ender_side": 0,
                **{part: [155, 40, 30] for part in ("placements", "total", "after")},
                **{part: [0, 0, 0] for part in ("muggins", "deductions", "before")},
            }
        ],
    }
    plant(
        page,
        server,
        {"schema": 1, "games": [game]},
        {"schema": 1, "games": [{"id": "pnp-1", "record": record}]},
    )
    assert open_page(page, f"{server.base_url}?fast=1") == "your-turn"
    assert "You" in page.locator("#scoreboard").inner_text()  # one person on the table

    open_history(page)
    assert "Ann" in (page.locator("dialog#history").text_content() or "")
    page.locator('dialog#history [data-action="history-replay"]').click()
    wait_replay_at(page, 1, 0)
    rows = "#replay-dialog .viewer-hand[data-seat] .viewer-hand-name"
    assert page.locator(rows).all_text_contents() == THREE_NAMES
    caption = page.locator("#replay-dialog-caption").text_content() or ""
    view = call(Session(), "replay", record=record, round=1, step=0)["view"]
    assert caption.startswith(f"The deal: {THREE_NAMES[view['current']]} starts."), caption
    assert "You" not in caption, caption
