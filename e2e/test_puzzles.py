"""Puzzles (issue 16, docs/puzzles.md): from a game in progress, the Puzzles dialog starts the first
easy puzzle; the position is on the table with the other hand open; the best move (the file's
answer, which tests/test_puzzles.py proves with the solver) is told solved at once with the
solver's line and every move's value; the next puzzle played with a worse move is told failed; the
streak and the solved count are kept in localStorage; the statistics and the real game's save are
untouched, and "Back to the game" puts the game back where it was. After one visit the puzzles
play with the server stopped (the service worker precaches puzzles.json). And all of it by
keyboard alone."""

from __future__ import annotations

import json
from typing import Any

from access import KeyboardTable, tab_to
from conftest import PageMaker
from harness import SiteServer
from playwright.sync_api import Page
from pwa import (
    SAVE_KEY,
    STATS_KEY,
    reload,
    saved_game,
    storage,
    storage_keys,
    wait_for_service_worker,
)
from sidegames import (
    easy,
    open_chooser,
    open_first_easy,
    puzzle_file,
    settled_after,
    solve_first_easy_by_keys,
    wait_result,
)
from tabletop import Table

SEED = 5
LEVELS = ["easy"]
PUZZLES_KEY = "five-up:puzzles"
PUZZLES_REJECTED_PREFIX = "five-up:puzzles:rejected:"


def play_and_wait(page: Page, puzzle: dict[str, Any], move: dict[str, Any], result: str) -> None:
    play(page, move)
    wait_result(page, result, settled_after(puzzle, move), move.get("tile", ""))


def shown_position(page: Page) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate(
        """() => ({
             hand: [...document.querySelectorAll("#hand [data-tile]")].map((b) => b.dataset.tile),
             theirs: [...document.querySelectorAll("#puzzle-their-hand [data-aid-tile]")]
               .map((t) => t.dataset.aidTile),
             title: document.getElementById("puzzle-title").textContent,
           })"""
    )
    return found


def play(page: Page, move: dict[str, Any]) -> None:
    page.locator(f'#hand button[data-tile="{move["tile"]}"]').click()
    page.locator(f'#ends-list [data-end="{move["end"]}"]').click()


def kept(page: Page) -> dict[str, Any]:
    text = storage(page, PUZZLES_KEY)
    assert text is not None
    progress: dict[str, Any] = json.loads(text)
    return progress


def test_a_puzzle_solved_one_failed_the_streak_and_nothing_else_touched(
    page: Page, server: SiteServer
) -> None:
    table = Table(page, server)
    table.open(seed=SEED, players=2, levels=LEVELS)
    save_before = saved_game(page)
    stats_before = storage(page, STATS_KEY)

    first = easy(0)
    open_first_easy(page)
    shown = shown_position(page)
    seat = first["seat"]
    assert sorted(shown["hand"]) == sorted(first["hands"][seat])
    assert shown["theirs"] == first["hands"][1 - seat]  # perfect information: both hands open
    number = [p["id"] for p in puzzle_file()].index(first["id"]) + 1
    assert shown["title"].startswith(f"Puzzle {number} of {len(puzzle_file())}")
    # no hint and no undo in a puzzle: the answer is the player's to find
    assert page.locator('[data-action="hint"]').is_disabled()
    assert page.locator('[data-action="undo"]').is_disabled()

    play_and_wait(page, first, first["moves"][first["best"]]["move"], "solved")
    panel = page.locator("#puzzle-panel")
    assert panel.locator("#puzzle-verdict").inner_text().startswith("Solved!")
    assert panel.locator(".puzzle-line li").count() == len(first["line"])
    assert panel.locator(".puzzle-values-list li").count() == len(first["moves"])
    assert "Streak: 1." in panel.inner_text()
    assert kept(page) == {"solved": [first["id"]], "failed": [], "streak": 1, "best": 1}

    second = easy(1)
    panel.locator('[data-action="puzzle-next"]').click()
    page.wait_for_function(
        "(n) => document.getElementById('puzzle-title')?.textContent.startsWith(n)",
        arg=f"Puzzle {[p['id'] for p in puzzle_file()].index(second['id']) + 1} of",
    )
    wait_result(page, "open")
    worst = min(range(len(second["moves"])), key=lambda i: second["moves"][i]["value"])
    play_and_wait(page, second, second["moves"][worst]["move"], "failed")
    assert panel.locator("#puzzle-verdict").inner_text().startswith("Not the best move.")
    assert "Streak: 0." in panel.inner_text()
    assert kept(page) == {"solved": [first["id"]], "failed": [second["id"]], "streak": 0, "best": 1}

    # The dialog counts the solved puzzle; the statistics and the real game's save are untouched.
    open_chooser(page)
    assert (
        page.locator("#puzzles-progress")
        .inner_text()
        .startswith(f"Solved 1 of {len(puzzle_file())}. Streak 0 (best 1).")
    )
    page.keyboard.press("Escape")  # the chooser; then the New game dialog it was opened from
    page.locator('#newgame[open] [data-action="cancel-new-game"]').click()
    page.wait_for_function("() => !document.querySelector('dialog[open]')")
    assert storage(page, STATS_KEY) == stats_before
    assert storage(page, SAVE_KEY) is not None
    assert json.loads(storage(page, SAVE_KEY) or "{}")["record"] == save_before["record"]

    # Back to the game (the side game's bar): the real game, where it was.
    page.locator('#side-bar [data-action="back-to-game"]').click()
    page.wait_for_function(
        "() => document.getElementById('puzzle-panel').hidden"
        " && document.body.dataset.state === 'your-turn'"
    )
    assert saved_game(page)["record"] == save_before["record"]
    assert kept(page)["streak"] == 0  # kept across games on this device


def test_damaged_progress_is_moved_aside_and_reported(page: Page, server: SiteServer) -> None:
    """Unreadable puzzle progress is never written over: it is moved aside under its own key,
    letter for letter, and a notice says so; the progress starts again."""
    damaged = '{"solved": "pz-1", "streak": 3'
    page.goto(server.blank_url)
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [PUZZLES_KEY, damaged])
    Table(page, server).open(seed=SEED, players=2, levels=LEVELS)
    open_first_easy(page)
    notice = page.locator('[data-notice="puzzles-rejected"]')
    assert notice.get_attribute("role") == "alert"
    said = notice.text_content() or ""
    (key,) = storage_keys(page, PUZZLES_REJECTED_PREFIX)
    assert "could not be read (JSON)" in said and key in said, said
    assert storage(page, key) == damaged
    assert storage(page, PUZZLES_KEY) is None  # nothing written yet

    first = easy(0)
    play_and_wait(page, first, first["moves"][first["best"]]["move"], "solved")
    assert kept(page) == {"solved": [first["id"]], "failed": [], "streak": 1, "best": 1}
    assert storage(page, key) == damaged  # the copy stays


def test_puzzles_play_offline_after_one_visit(make_page: PageMaker) -> None:
    with SiteServer(prefix="/") as server:
        page = make_page(server, service_workers=True)
        table = Table(page, server)
        table.open(seed=SEED, players=2, levels=LEVELS)
        wait_for_service_worker(page)
        server.stop()
        reload(page)
        page.evaluate("() => 0")
        open_first_easy(page)
        first = easy(0)
        play_and_wait(page, first, first["moves"][first["best"]]["move"], "solved")


def test_a_puzzle_by_keyboard_alone(page: Page, server: SiteServer) -> None:
    """The chooser opened, a puzzle started, solved and left with keys only (the hand's arrow keys
    and Enter, an end by its letter): the focus is where the next key needs it, and shows."""
    table = KeyboardTable(page, server)
    table.open(seed=SEED, players=2, levels=LEVELS)
    save_before = saved_game(page)
    page.locator('.topbar [data-action="new-game"]').focus()
    table.key("Enter")
    page.wait_for_function("() => document.querySelector('#newgame[open]')")
    tab_to(table, "puzzles")
    table.key("Enter")
    page.wait_for_function(
        "() => document.querySelector("
        "'#puzzles-dialog[open] [data-action=puzzle-next][data-grade=easy]:not([disabled])')"
    )
    solve_first_easy_by_keys(table)
    assert page.locator("#puzzle-verdict").inner_text().startswith("Solved!")
    # Back to the game by keyboard: the real game, where it was.
    tab_to(table, "back-to-game")
    table.key("Enter")
    page.wait_for_function(
        "() => document.getElementById('puzzle-panel').hidden"
        " && document.body.dataset.state === 'your-turn'"
    )
    assert saved_game(page)["record"] == save_before["record"]
    table.wait_focus("f.inHand && !!f.tile", "the hand, the game back")
