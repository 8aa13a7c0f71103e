"""The analysis board with the server stopped, in Finnish, by keyboard (issue 16): after one visit
the service worker serves the page, and a finished game's replay opens a what-if line from one of
its positions, the line goes back to the game, the same deals are played again, and a set-up
position opens from its link, every step but loading the game file by keys alone, and every text
shown in Finnish (no word of the English table, nor English glue words); then the set-up editor
places a tile and plays the position, and a puzzle is solved, keys only (e2e/test_puzzles.py checks
the puzzles offline and by keyboard in English)."""

from __future__ import annotations

from urllib.parse import quote

from access import ENGLISH_GLUE, KeyboardTable, check_no, tab_to, table_words, visible_texts
from conftest import PageMaker
from harness import SiteServer
from playwright.sync_api import Page
from pwa import STATS_KEY, storage, wait_for_service_worker
from sidegames import (
    NOTATION,
    again_started,
    hand,
    line_start,
    load_finished_game,
    settled,
    solve_first_easy_by_keys,
)
from tabletop import SETTLED, wait_replay_at

WAIT_OFFLINE = 120_000


def no_english(page: Page, english: set[str], where: str) -> None:
    check_no(visible_texts(page), english, ENGLISH_GLUE, where)


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
        load_finished_game(page)
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
        bar = page.locator("#side-bar").text_content() or ""
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
        again_started(page)
        no_english(page, english, "the same deals played again")

        # A set-up position from its link, still offline.
        page.goto(f"{server.base_url}?fast=1&lang=fi#setup={quote(NOTATION, safe='')}")
        page.wait_for_function(
            "() => !document.getElementById('side-bar').hidden", timeout=WAIT_OFFLINE
        )
        assert settled(page, "off") == "your-turn"
        assert sorted(hand(page)) == ["[0|6]", "[2|3]", "[5|5]", "[5|6]"]
        no_english(page, english, "a set-up position")

        # The set-up editor from there, keys only: one more tile from the boneyard on an end it
        # fits, and the position played.
        tab_to(table, "new-game")
        table.key("Enter")
        tab_to(table, "open-setup")
        table.key("Enter")
        page.wait_for_function("() => document.querySelector('dialog#setup-editor[open]')")
        no_english(page, english, "the set-up editor")
        tile = spare_that_fits(page)
        place_by_keys(table, tile)
        page.wait_for_function(
            "(tile) => [...document.querySelectorAll('#setup-steps li')]"
            ".some((li) => li.textContent.includes(tile))",
            arg=tile,
        )
        tab_to(table, "setup-play", limit=120)  # past the tiles to place and their hands
        table.key("Enter")
        page.wait_for_function("() => !document.querySelector('dialog#setup-editor[open]')")
        assert settled(page, "off") in SETTLED
        assert page.evaluate("document.body.dataset.state") != "error"
        no_english(page, english, "the edited position")

        # A puzzle, keys only: the first easy one solved, its verdict and the solver's line.
        tab_to(table, "new-game")
        table.key("Enter")
        tab_to(table, "puzzles")
        table.key("Enter")
        page.wait_for_function(
            "() => document.querySelector("
            "'#puzzles-dialog[open] [data-action=puzzle-next][data-grade=easy]:not([disabled])')"
        )
        no_english(page, english, "the puzzles' chooser")
        solve_first_easy_by_keys(table)
        assert page.locator("#puzzle-verdict").inner_text().startswith("Ratkaistu!")
        no_english(page, english, "a solved puzzle")
        assert storage(page, STATS_KEY) == stats  # none of it counts


# The editor's tiles not dealt that fit an open end: chosen, each offers a lettered end (R3.2).
FITTING = """async () => {
  const fitting = [];
  const spare = [...document.querySelectorAll("#setup-pieces [data-where=stock]")];
  for (const tile of spare.map((b) => b.dataset.piece)) {
    document.querySelector(`#setup-pieces [data-piece="${tile}"]`).click();
    await new Promise((done) => setTimeout(done, 50));
    if (document.querySelector("#setup-ends [data-spot]")) fitting.push(tile);
    document.querySelector(`#setup-pieces [data-piece="${tile}"]`).click();
    await new Promise((done) => setTimeout(done, 50));
  }
  return fitting;
}"""


def spare_that_fits(page: Page) -> str:
    """A tile the editor has not dealt that fits an open end (chosen, the engine lists an end
    for it, R3.2)."""
    fitting: list[str] = page.evaluate(FITTING)
    assert fitting, "no tile not dealt fits an open end"
    return fitting[0]


def place_by_keys(table: KeyboardTable, tile: str) -> None:
    """Tab to the tile among the set's tiles, Enter; the focus goes to the first place it may go:
    Tab on to its first lettered end, Enter places it there."""
    page = table.page
    for _ in range(80):
        if page.evaluate("document.activeElement.dataset.piece ?? null") == tile:
            break
        table.key("Tab")
    else:
        raise AssertionError(f"Tab never reached the tile {tile}")
    table.key("Enter")
    page.wait_for_function(
        "() => document.activeElement.matches('#setup-where button, #setup-ends [data-spot]')",
        timeout=WAIT_OFFLINE,
    )
    for _ in range(8):
        if page.evaluate("document.activeElement.matches('#setup-ends [data-spot]')"):
            break
        table.key("Tab")
    else:
        raise AssertionError(f"Tab never reached a lettered end for {tile}")
    table.key("Enter")
