"""Saved games: the game is saved after every move and a reload resumes it exactly (hands, boneyard
order, scores, whose turn, the round's history), a computer about to move moves after the resume,
a save that cannot be used is reported, kept aside and replaced by a new game, and without
storage the game plays on and says that saving is off.

The saves are read and written in localStorage as the page does (keys "five-up:save" and
"five-up:save:rejected:<timestamp>"); a save the tests plant is written from the harness's blank
page, which shares the site's origin."""

from __future__ import annotations

import json
from typing import Any

import pytest
from harness import SiteServer, page_guard
from playwright.sync_api import Page
from pwa import (
    REJECTED_PREFIX,
    SAVE_KEY,
    open_page,
    play_on,
    reload,
    saved_game,
    storage,
    storage_keys,
)
from tabletop import (
    HUMAN,
    Replay,
    Table,
    check_round_summary,
    check_turn,
    find_seed,
    policy_move,
    replay_offline,
)

PLAYERS = 3
LEVELS = ["easy", "normal"]

# What the page shows of a position, besides the hand and the controls tabletop reads.
TABLE_SCRIPT = """
() => ({
  round: document.querySelector("#round-no").textContent,
  boneyard: document.querySelector("#boneyard").textContent,
  log: [...document.querySelectorAll("#log li")].map((li) => li.textContent),
  seats: [...document.querySelectorAll("#seats [data-seat]")].map((s) => s.textContent),
})
"""


def long_round(seed: int) -> bool:
    """The person has at least five turns in round 1 with this seed."""
    turns = 0

    def count(game: Replay) -> bool:
        nonlocal turns
        turns += 1
        return turns >= 5

    game = replay_offline(seed, PLAYERS, LEVELS, max_rounds=1, on_turn=count)
    return turns >= 5 and not game.view["round_over"]


def plant(page: Page, server: SiteServer, raw: str) -> None:
    """Put a save into the site's localStorage, as if an earlier visit had left it."""
    page.goto(server.blank_url)
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [SAVE_KEY, raw])


def replay_record(replay: Replay) -> dict[str, Any]:
    return replay.call("record")


def test_a_reload_or_a_new_tab_resumes_the_round_exactly(page: Page, server: SiteServer) -> None:
    seed = find_seed(21, long_round)
    table = Table(page, server)
    replay = Replay(seed=seed, players=PLAYERS, levels=LEVELS)
    snap = table.open(seed=seed, players=PLAYERS, levels=LEVELS)
    snap = play_on(table, snap, replay, turns=3)
    assert snap.state == "your-turn"

    before = saved_game(page)
    assert before["schema"] == 1 and isinstance(before["saved_at"], str)
    # The save is the engine's own record of this game: every deal, every move, the undos.
    assert before["record"] == replay_record(replay)
    shown = page.evaluate(TABLE_SCRIPT)

    assert reload(page) == "your-turn"
    after = saved_game(page)
    assert after["record"] == before["record"] and after["game"] == before["game"]
    assert page.evaluate(TABLE_SCRIPT) == shown, "the table looks different after the reload"
    resumed = table.snapshot()
    assert resumed.hand == snap.hand and resumed.scores == snap.scores
    assert resumed.boneyard == snap.boneyard
    check_turn(resumed, replay.view)

    snap = play_on(table, resumed, replay)
    assert snap.state in {"round-over", "game-over"}
    check_round_summary(table.summary(), snap, replay.view)
    assert saved_game(page)["record"] == replay_record(replay)

    # Closing the tab and opening the game again: the round's end, as it was left.
    shown = page.evaluate(TABLE_SCRIPT)
    context = page.context
    page.close()
    again = context.new_page()
    table = Table(again, server)
    assert open_page(again, server.base_url + "?fast=1") == snap.state
    assert again.evaluate(TABLE_SCRIPT) == shown
    check_round_summary(table.summary(), table.snapshot(), replay.view)


def test_a_computer_about_to_move_moves_after_the_resume(page: Page, server: SiteServer) -> None:
    seed = find_seed(21, long_round)
    turns = 0

    def third(game: Replay) -> bool:
        nonlocal turns
        turns += 1
        return turns == 3

    replay = replay_offline(seed, PLAYERS, LEVELS, max_rounds=1, on_turn=third)
    # The person's move is in the record, the computers' answers are not: West is to move.
    move = policy_move(replay.view)
    record = replay_record(replay)
    record["rounds"][-1]["moves"].append(move)
    save = {"schema": 1, "saved_at": "2026-01-01T00:00:00Z", "game": "planted", "record": record}
    plant(page, server, json.dumps(save))

    table = Table(page, server)
    assert open_page(page, server.base_url + "?fast=1") == "your-turn"
    replay.play(move)  # and the computers' moves after it
    check_turn(table.snapshot(), replay.view)
    said = " ".join(table.announcements())
    west = next(e for e in replay.view["history"][::-1] if e["seat"] == 1)
    assert "West" in said, said
    assert west["type"] != "place" or west["tile"] in said
    assert saved_game(page)["record"] == replay_record(replay)


def valid_save(seed: int) -> dict[str, Any]:
    replay = Replay(seed=seed, players=2, levels=["easy"])
    return {"schema": 1, "saved_at": "2026-01-01T00:00:00Z", "record": replay_record(replay)}


def refused_save(seed: int) -> str:
    """A save edited by hand: the person holds a tile twice, which the engine refuses."""
    save = valid_save(seed)
    hands = save["record"]["rounds"][0]["deal"]["hands"]
    hands[HUMAN][0] = hands[HUMAN][1]
    return json.dumps(save)


BAD_SAVES = {
    "corrupt": (lambda: '{"schema": 1, "saved_at": "2026-', "the stored data is damaged"),
    "newer": (
        lambda: json.dumps({**valid_save(4), "schema": 2}),
        "made by a newer version of Five Up",
    ),
    "refused": (lambda: refused_save(4), "could not restore your saved game (game record:"),
}


@pytest.mark.parametrize("kind", sorted(BAD_SAVES))
def test_a_save_that_cannot_be_loaded_is_kept_aside(
    page: Page, server: SiteServer, kind: str
) -> None:
    make, words = BAD_SAVES[kind]
    raw = make()
    plant(page, server, raw)
    # The address asks for a game: that is the new game that starts.
    table = Table(page, server)
    snap = table.open(seed=5, players=2, levels=["easy"])
    assert snap.state == "your-turn"
    notice = page.locator('[data-notice="save-rejected"]')
    assert notice.get_attribute("role") == "alert"
    text = notice.text_content() or ""
    assert words in text, text
    [aside] = storage_keys(page, REJECTED_PREFIX)
    assert storage(page, aside) == raw, "the rejected save was not kept as it was"
    assert aside in text, "the player is not told where it was kept"
    # The new game is saved in its place, and plays.
    replay = Replay(seed=5, players=2, levels=["easy"])
    assert saved_game(page)["record"] == replay_record(replay)
    play_on(table, snap, replay, turns=1)
    notice.get_by_role("button").click()
    assert notice.count() == 0


def test_without_a_game_in_the_address_the_new_game_dialog_opens(
    page: Page, server: SiteServer
) -> None:
    plant(page, server, "not a save")
    assert open_page(page, server.base_url + "?fast=1") == "your-turn"
    assert page.locator("dialog#newgame[open]").count() == 1
    assert "damaged" in (page.locator('[data-notice="save-rejected"]').text_content() or "")
    assert len(storage_keys(page, REJECTED_PREFIX)) == 1
    assert storage(page, SAVE_KEY) is None


BLOCKED = """
Object.defineProperty(window, "localStorage", {
  configurable: true,
  get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
});
"""

FULL = """
Storage.prototype.setItem = function () {
  throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
};
"""


@pytest.mark.parametrize(
    ("script", "words"),
    [(BLOCKED, "does not let the page store anything"), (FULL, "storage for this page is full")],
    ids=["blocked", "full"],
)
def test_without_storage_the_game_plays_and_says_saving_is_off(
    page: Page, server: SiteServer, script: str, words: str
) -> None:
    page.context.add_init_script(script)
    table = Table(page, server)
    replay = Replay(seed=5, players=2, levels=["easy"])
    snap = table.open(seed=5, players=2, levels=["easy"])
    notice = page.locator('[data-notice="saving"]')
    text = notice.text_content() or ""
    assert "Saving is off" in text and words in text, text
    snap = play_on(table, snap, replay)
    assert snap.state in {"round-over", "game-over"}
    check_round_summary(table.summary(), snap, replay.view)
    # The statistics say they are not kept (blocked) or show what they have (full).
    page.locator('[data-action="stats"]').click()
    panel = page.locator("dialog#stats[open]")
    panel.wait_for()
    if script == BLOCKED:
        assert "No statistics are kept" in (panel.text_content() or "")
    page.locator('[data-stats="close"]').click()
    assert not page_guard(page).problems
