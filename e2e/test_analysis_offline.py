"""The analysis board with the server stopped, in Finnish, by keyboard (issue 16): after one visit
the service worker serves the page, and a finished game's replay opens a what-if line from one of
its positions, the line goes back to the game, the same deals are played again, and a set-up
position opens from its link, every step but loading the game file by keys alone, and every text
shown in Finnish (no word of the English table, nor English glue words). The puzzles' own offline
and keyboard checks are in e2e/test_puzzles.py."""

from __future__ import annotations

from urllib.parse import quote

from access import ENGLISH_GLUE, KeyboardTable, foreign_words, table_words, visible_texts
from conftest import PageMaker
from harness import SiteServer
from playwright.sync_api import Page
from pwa import STATS_KEY, storage, wait_for_service_worker
from tabletop import SETTLED, wait_replay_at
from test_puzzles import tab_to
from test_setup import NOTATION
from test_whatif import finished_record, line_start, settled

WAIT = 120_000


def no_english(page: Page, english: set[str], where: str) -> None:
    found = foreign_words(visible_texts(page), english, ENGLISH_GLUE)
    assert not found, f"English in {where}: {found}"


def test_the_analysis_board_offline_in_finnish_by_keyboard(make_page: PageMaker) -> None:
    with SiteServer(prefix="/") as server:
        page = make_page(server, service_workers=True)
        table = KeyboardTable(page, server)
        table.open(seed=2, players=2, levels=["easy"])
        wait_for_service_worker(page)
        english = table_words(page, server, "en")
        server.stop()
        page.goto(f"{server.base_url}?fast=1&lang=fi")
        assert settled(page, "off") in SETTLED
        assert page.evaluate("document.documentElement.lang") == "fi"
        stats = storage(page, STATS_KEY)

        # A finished game (read from a file: the one step a keyboard cannot take here).
        record = finished_record()
        page.locator('[data-action="open-log"]').click()
        page.locator("#log-dialog[open]").wait_for()
        game_file = {"name": "game.json", "mimeType": "application/json", "buffer": record.encode()}
        page.set_input_files("#import-file", files=[game_file])
        assert settled(page, "off") == "game-over"
        no_english(page, english, "the finished game's summary")

        # Its replay, to a position, and a what-if line from there: keys only.
        round_, step = line_start()
        tab_to(table, "replay-from-summary")
        table.key("Enter")
        wait_replay_at(page, 1, 0)
        for _ in range(round_ - 1):
            table.key("PageDown")
        for _ in range(step):
            table.key("ArrowRight")
        wait_replay_at(page, round_, step)
        no_english(page, english, "the replay")
        tab_to(table, "replay-play-from")
        table.key("Enter")
        page.wait_for_function("() => document.querySelector('#line-dialog[open]')")
        no_english(page, english, "the line's choice of players")
        tab_to(table, "line-computers")
        table.key("Enter")
        assert settled(page, "on") == "your-turn"
        bar = page.locator("#whatif-bar").text_content() or ""
        assert f"kierroksen {round_} siirrosta {step}" in bar, bar
        no_english(page, english, "a what-if line on the table")

        # Back to the game, then its deals again from the other seat: keys only.
        tab_to(table, "back-to-game")
        table.key("Enter")
        assert settled(page, "off") == "game-over"
        tab_to(table, "open-again")
        table.key("Enter")
        page.wait_for_function("() => document.querySelector('#again-dialog[open]')")
        no_english(page, english, "the same deals' dialog")
        assert page.evaluate("document.activeElement.id") == "again-seat"
        table.key("ArrowDown")  # the other seat
        assert page.locator("#again-seat").input_value() == "1"
        tab_to(table, "again-start")
        table.key("Enter")
        page.wait_for_function(
            "(settled) => settled.includes(document.body.dataset.state)"
            " && document.body.dataset.state !== 'game-over'"
            " && !document.querySelector('dialog[open]')",
            arg=list(SETTLED),
            timeout=WAIT,
        )
        no_english(page, english, "the same deals played again")

        # A set-up position from its link, still offline.
        page.goto(f"{server.base_url}?fast=1&lang=fi#setup={quote(NOTATION, safe='')}")
        page.wait_for_function("() => !document.getElementById('setup-bar').hidden", timeout=WAIT)
        assert settled(page, "off") == "your-turn"
        hand = page.evaluate(
            "() => [...document.querySelectorAll('#hand [data-tile]')].map((b) => b.dataset.tile)"
        )
        assert sorted(hand) == ["[0|6]", "[2|3]", "[5|5]", "[5|6]"]
        no_english(page, english, "a set-up position")
        assert storage(page, STATS_KEY) == stats  # none of it counts
