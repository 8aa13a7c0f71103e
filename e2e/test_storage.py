"""The page's storage keys: everything it keeps is under one prefix, "five-up:" (web/core/storage.js
names every key; docs/offline.md lists them). Keys of earlier versions ("fiveup.lang",
"fiveup.setup", "fiveup.tally", "fiveup.table") move to their new names on the first visit of this
one, byte for byte, with nothing lost: the language, the New game dialog's last choice, the tally
switch and the engine's table arrive and are used, and the save and the statistics (whose keys did
not change) are untouched. A value that does not parse moves as it is (its module deals with it as
before); a value already under the new name wins, and the old one is left, not deleted unread.

Each visit that plants storage does it from the harness's blank page (same origin) in a fresh
context, as an earlier version of the page would have left it."""

from __future__ import annotations

import json
from typing import Any

from conftest import PageMaker
from harness import SiteServer
from playwright.sync_api import Page
from pwa import (
    EARLIER_STATS,
    SAVE_KEY,
    STATS_KEY,
    open_page,
    play_on,
    saved_game,
    storage,
    storage_keys,
)
from tabletop import Replay, Table

OLD = "fiveup."
NEW = "five-up:"


def plant(page: Page, server: SiteServer, values: dict[str, str]) -> None:
    page.goto(server.blank_url)
    page.evaluate(
        "(values) => Object.entries(values).forEach(([k, raw]) => localStorage.setItem(k, raw))",
        values,
    )


def test_keys_of_earlier_versions_move_under_one_prefix(
    page: Page, make_page: PageMaker, server: SiteServer
) -> None:
    # A visit of this version gives a real save and the engine's table to plant.
    table = Table(page, server)
    replay = Replay(seed=3, players=2, levels=["easy"])
    snap = play_on(table, table.open(seed=3, players=2, levels=["easy"]), replay, turns=2)
    save = saved_game(page)
    save_raw = storage(page, SAVE_KEY)
    table_raw = storage(page, NEW + "table")
    assert save_raw is not None and table_raw is not None
    hello: dict[str, Any] = json.loads(table_raw)
    targets = [c["raw"] for c in hello["rules"]["options"]["target"]["choices"]]
    target = next(raw for raw in targets if raw != hello["rules"]["default"]["target"])
    setup = json.dumps(
        {"players": 3, "levels": ["easy", "hard"], "rules": {"target": target, "muggins": True}}
    )

    # The same device as an earlier version left it, opened by this one.
    later = make_page(server)
    old = {OLD + "lang": "fi", OLD + "setup": setup, OLD + "tally": "1", OLD + "table": table_raw}
    plant(later, server, {**old, SAVE_KEY: save_raw, STATS_KEY: EARLIER_STATS})
    assert open_page(later, server.base_url + "?fast=1") == snap.state

    assert storage_keys(later, OLD) == [], "every old key moved"
    assert storage(later, NEW + "lang") == "fi"
    assert storage(later, NEW + "setup") == setup
    assert storage(later, NEW + "tally") == "1"
    assert storage(later, NEW + "table") == table_raw
    assert storage(later, STATS_KEY) == EARLIER_STATS
    assert saved_game(later)["record"] == save["record"], "the save resumed"
    # The English log of the earlier visit is told again in the page's language, Finnish (issue 24).
    assert len(saved_game(later)["log"]) == len(save["log"])
    assert saved_game(later)["log_lang"] == "fi"

    # ... and each is in use: the language, the tally switch, the New game dialog's last choice
    # (the dialog opens on the resumed game's own setup; the last choice fills the seat that game
    # does not have).
    assert later.evaluate("document.documentElement.lang") == "fi"
    later.locator(".score-tally").first.wait_for()
    assert later.locator(".score-tally").count() == 2
    later.locator('[data-action="new-game"]').click()
    form = later.locator("#newgame-form")
    assert form.locator('input[name="players"][value="2"]').is_checked()
    assert form.locator('input[name="level-1"][value="easy"]').is_checked()
    form.locator('label:has(input[name="players"][value="3"])').click()
    assert form.locator('input[name="level-2"][value="hard"]').is_checked()


def test_damaged_values_move_as_they_are_and_new_keys_win(
    make_page: PageMaker, server: SiteServer
) -> None:
    page = make_page(server)
    damaged = {OLD + "setup": "{not json", OLD + "tally": "maybe", OLD + "lang": "fi"}
    plant(page, server, {**damaged, NEW + "lang": "en"})
    assert open_page(page, server.base_url + "?fast=1") == "new-game"

    assert storage(page, NEW + "setup") == "{not json", "a value that does not parse is kept"
    assert storage(page, NEW + "tally") == "maybe"
    assert storage(page, NEW + "lang") == "en", "the value under the new name wins"
    assert page.evaluate("document.documentElement.lang") == "en"
    assert storage(page, OLD + "lang") == "fi", "the old one is not deleted unread"
    assert storage_keys(page, OLD) == [OLD + "lang"]
