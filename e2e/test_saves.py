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


SETUP_SCRIPT = """
() => ({
  state: document.body.dataset.state,
  dialog: document.querySelectorAll("dialog#newgame[open]").length,
  status: document.querySelector("#status").textContent,
  hint: document.querySelector("#hint").textContent,
})
"""


def test_a_first_visit_waits_in_setup(page: Page, server: SiteServer) -> None:
    assert open_page(page, server.base_url + "?fast=1") == "new-game"
    shown = page.evaluate(SETUP_SCRIPT)
    assert shown["dialog"] == 1, shown
    assert shown["status"] == "No game in play: choose the players and deal.", shown
    assert shown["hint"] == "Choose the players and deal.", shown


@pytest.mark.parametrize("kind", ["corrupt", "refused"])
def test_without_a_game_in_the_address_the_new_game_dialog_opens(
    page: Page, server: SiteServer, kind: str
) -> None:
    """The page after a save it cannot use: the notice, the New game dialog, "new-game", and
    status words that say so (never "waiting" with "Loading the game…")."""
    make, words = BAD_SAVES[kind]
    plant(page, server, make())
    assert open_page(page, server.base_url + "?fast=1") == "new-game"
    shown = page.evaluate(SETUP_SCRIPT)
    assert shown["dialog"] == 1, shown
    assert shown["status"] == "No game in play: choose the players and deal.", shown
    assert shown["hint"] == "Choose the players and deal.", shown
    assert words in (page.locator('[data-notice="save-rejected"]').text_content() or "")
    assert len(storage_keys(page, REJECTED_PREFIX)) == 1
    assert storage(page, SAVE_KEY) is None
    # The page stays there: nothing is loading, nothing is waiting.
    page.wait_for_timeout(500)
    assert page.evaluate(SETUP_SCRIPT) == shown


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


# ---- saves and files too big to be games -----------------------------------------------------

HUGE = 3_000_000  # characters: fits once in Chromium's localStorage (about 5 million), not twice

PLANT_HUGE = """
([key, n]) => {
  const raw = '{"schema": 1, "record": {"format": "' + "x".repeat(n) + '"}}';
  localStorage.setItem(key, raw);
  return raw.length;
}
"""


def test_a_huge_save_with_no_room_for_a_copy_can_be_downloaded_then_discarded(
    page: Page, server: SiteServer
) -> None:
    page.goto(server.blank_url)
    length = page.evaluate(PLANT_HUGE, [SAVE_KEY, HUGE])
    table = Table(page, server)
    snap = table.open(seed=5, players=2, levels=["easy"])
    assert snap.state == "your-turn"
    notice = page.locator('[data-notice="save-rejected"]')
    text = notice.text_content() or ""
    assert "far too big" in text and "no room for a copy" in text, text
    assert notice.get_attribute("role") == "alert"
    # Nothing was written over it, nor beside it.
    assert storage_keys(page, REJECTED_PREFIX) == []
    assert page.evaluate("(key) => localStorage.getItem(key).length", SAVE_KEY) == length

    with page.expect_download() as download:
        notice.locator('[data-notice-action="download"]').click()
    path = download.value.path()
    assert path is not None
    kept = path.read_text(encoding="utf-8")
    assert len(kept) == length and kept.startswith('{"schema": 1, "record": {"format": "xxx')

    notice.locator('[data-notice-action="discard"]').click()
    assert notice.count() == 0
    said = page.locator('[data-notice="save-discarded"]').text_content() or ""
    assert "saving is on again" in said, said
    # The game on the table is saved in its place, and saving goes on with every move.
    replay = Replay(seed=5, players=2, levels=["easy"])
    assert saved_game(page)["record"] == replay_record(replay)
    play_on(table, snap, replay, turns=1)
    assert saved_game(page)["record"] == replay_record(replay)


COUNT_READS = """
() => {
  window.__e2eReads = 0;
  for (const name of ["text", "arrayBuffer", "stream", "slice"]) {
    const original = Blob.prototype[name];
    Blob.prototype[name] = function (...args) {
      window.__e2eReads += 1;
      return original.apply(this, args);
    };
  }
}
"""


def load_file(page: Page, data: bytes, name: str) -> str:
    """Choose a file with the move log's Load button; the log's message about it."""
    if not page.locator("#log-dialog[open]").count():
        page.locator('[data-action="open-log"]').click()
        page.locator("#log-dialog[open]").wait_for()
    page.evaluate("() => { document.querySelector('#log-message').hidden = true; }")
    page.set_input_files(
        "#import-file", files=[{"name": name, "mimeType": "application/json", "buffer": data}]
    )
    message = page.locator("#log-message")
    message.wait_for(state="visible", timeout=60_000)
    return message.text_content() or ""


def test_a_file_over_the_size_cap_is_refused_before_it_is_read(
    page: Page, server: SiteServer
) -> None:
    table = Table(page, server)
    replay = Replay(seed=5, players=2, levels=["easy"])
    snap = table.open(seed=5, players=2, levels=["easy"])
    snap = play_on(table, snap, replay, turns=1)
    before = saved_game(page)
    page.evaluate(COUNT_READS)

    big = b'{"format": "five-up-game", "pad": "' + b"x" * 1_000_000 + b'"}'
    said = load_file(page, big, "big.json")
    assert "too big to be a Five Up game file" in said and "was not read" in said, said
    assert page.evaluate("window.__e2eReads") == 0, "the file was read"

    # Under the cap but no game: the engine refuses it, and what the page shows of that is short.
    long = json.dumps({"format": "y" * 900_000, "version": 2}).encode()
    said = load_file(page, long, "y" * 300 + ".json")
    assert "could not be loaded" in said and len(said) < 400, said[:500]

    # Nothing changed: the same position, the same save.
    page.keyboard.press("Escape")
    after = table.snapshot()
    assert (after.state, after.hand, after.scores) == (snap.state, snap.hand, snap.scores)
    assert saved_game(page)["record"] == before["record"]
    play_on(table, after, replay, turns=1)
