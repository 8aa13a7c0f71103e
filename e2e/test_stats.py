"""Statistics across visits: a finished game is counted once (by player count and computer levels,
with the best score, the streaks and the undos), keyed by the engine's content id of the game; a
reload on the finished game does not count it again, the panel shows it, and Reset sets
everything back to zero. Only real games count: a forged win (a record that breaks R1) is refused
and counts nothing, a game loaded from a file never counts (three times the same finished game,
nor one finished on the page after it was loaded), and a set-up position (origin "position")
loads, says what it is, and never counts. Each game of the family keeps its own record: a block
game finished here counts under its own key, the statistics kept before there were other games stay
Five Up's, and the panel shows one game's at a time, with a row to see the other's.

The games are built offline (the engine in CPython, the person's policy), planted as the saved game
or loaded through the move log's Load button, and finished on the page."""

from __future__ import annotations

import json
from typing import Any

from harness import WAIT, SiteServer
from playwright.sync_api import Page
from pwa import EARLIER_STATS, SAVE_KEY, STATS_KEY, open_page, reload, saved_game, storage
from records import ENDING_LEVELS, ENDING_SEED, last_turn
from tabletop import Table, find_seed, policy_move, replay_offline

from engine import Game


def stats(page: Page) -> dict[str, Any]:
    text = storage(page, STATS_KEY)
    assert text is not None
    found: dict[str, Any] = json.loads(text)
    return found


PANEL_SCRIPT = """
() => {
  const panel = document.querySelector("dialog#stats[open]");
  if (!panel) return null;
  const rows = {};
  for (const tr of panel.querySelectorAll("tr[data-stats-kind]"))
    rows[tr.dataset.statsKind] = [...tr.querySelectorAll("td")].map((td) => td.textContent);
  const facts = {};
  for (const div of panel.querySelectorAll("[data-stat]"))
    facts[div.dataset.stat] = div.querySelector("dd").textContent;
  return { rows, facts, text: panel.textContent };
}
"""


def test_a_finished_game_is_counted_once_and_reset_works(page: Page, server: SiteServer) -> None:
    replay = last_turn(ENDING_SEED)
    record = replay.call("record")
    record["undos"] = 2  # as if the person had taken back two moves
    save = {"schema": 1, "saved_at": "2026-01-01T00:00:00Z", "game": "g-1", "record": record}
    page.goto(server.blank_url)
    page.evaluate("(raw) => localStorage.setItem('five-up:save', raw)", json.dumps(save))

    table = Table(page, server)
    assert open_page(page, server.base_url + "?fast=1") == "your-turn"
    # The person's last move (the policy's, as offline), then the computer's to the end.
    _, snap = table.play_turn(table.snapshot(), lambda tile, ends: None)
    replay.play(policy_move(replay.view))
    assert replay.view["over"] and snap.state == "game-over", snap.state

    view = replay.view
    side = view["side_of"][0]
    won = view["winner"] == side
    score = view["scores"][side] // 5
    counted = stats(page)
    assert counted["games"] == {"2p:easy": {"played": 1, "won": int(won)}}
    # Keyed by the engine's content id of the game, not by the page's own id for it.
    assert counted["counted"] == [replay.state["game_id"]]
    assert isinstance(replay.state["game_id"], str) and len(replay.state["game_id"]) == 64
    assert counted["best_score"] == score
    assert (counted["streak"], counted["best_streak"]) == ((1, 1) if won else (0, 0))
    assert counted["undos"] == 2

    # The panel shows the same; a reload on the finished game counts nothing again.
    saved_game(page)  # the save is written from the engine's answer after the state is shown
    assert reload(page) == "game-over"
    assert stats(page)["games"] == counted["games"] and stats(page)["undos"] == 2
    page.locator('[data-action="stats"]').click()
    page.wait_for_function("() => document.querySelector('dialog#stats[open]')")
    panel = page.evaluate(PANEL_SCRIPT)
    assert panel["rows"] == {"2p:easy": ["1", str(int(won))], "all": ["1", str(int(won))]}
    assert panel["facts"] == {
        "best_score": str(score),
        "streak": str(int(won)),
        "best_streak": str(int(won)),
        "undos": "2",
    }
    assert "2 players · easy" in panel["text"]

    # Reset asks first, then sets everything back to zero.
    page.locator('[data-stats="reset"]').click()
    page.locator('[data-stats="reset-no"]').click()
    assert stats(page)["games"] == counted["games"]
    page.locator('[data-stats="reset"]').click()
    page.locator('[data-stats="reset-yes"]').click()
    page.wait_for_function("!document.querySelector('dialog#stats tr[data-stats-kind]')")
    assert stats(page)["games"] == {} and stats(page)["undos"] == 0
    panel = page.evaluate(PANEL_SCRIPT)
    assert "No finished games yet." in panel["text"]
    assert panel["facts"] == {
        "best_score": "\u2013",
        "streak": "0",
        "best_streak": "0",
        "undos": "0",
    }
    page.locator('[data-stats="close"]').click()
    assert page.locator("dialog#stats[open]").count() == 0


# ---- only real games count ----------------------------------------------------------------------


def plant_stats(page: Page, server: SiteServer) -> None:
    page.goto(server.blank_url)
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [STATS_KEY, EARLIER_STATS])


def game_file(game: Game, levels: list[str | None]) -> dict[str, Any]:
    """A game file as the move log's Save button writes it (the protocol's `record`)."""
    record = game.to_record()
    record.update(levels=levels, human=0, undos=0)
    return record


def one_tile_win() -> Game:
    """A position: one tile each, the scores at 300-0; the person's [5|5] scores 10 and goes out,
    and the round's end makes 310 raw a win (R9.2)."""
    return Game.from_deal([["[5|5]"], ["[1|2]"]], [], starter=0, scores=[300, 0])


def load_file(page: Page, record: object, name: str = "game.json") -> None:
    """Choose a file with the move log's Load button (opening the log first)."""
    if not page.locator("#log-dialog[open]").count():
        page.locator('[data-action="open-log"]').click()
        page.locator("#log-dialog[open]").wait_for()
    data = record if isinstance(record, bytes) else json.dumps(record).encode()
    page.set_input_files(
        "#import-file", files=[{"name": name, "mimeType": "application/json", "buffer": data}]
    )


def log_message(page: Page) -> str:
    message = page.locator("#log-message")
    message.wait_for(state="visible", timeout=WAIT)
    return message.text_content() or ""


def loaded(page: Page, state: str) -> None:
    """A loaded game is on the table (the log dialog closed), in `state`."""
    page.wait_for_function(
        "(state) => document.body.dataset.state === state"
        " && !document.querySelector('#log-dialog[open]')",
        arg=state,
        timeout=WAIT,
    )


def test_a_forged_win_is_refused_and_counts_nothing(page: Page, server: SiteServer) -> None:
    game = one_tile_win()
    game.play(game.legal_moves()[0])
    assert game.over and game.origin == "position"
    forged = {**game_file(game, [None, "easy"]), "origin": "given"}  # "a real deal", it says
    plant_stats(page, server)

    # Loaded from a file: refused, with the rule cited; the game in play goes on unchanged.
    table = Table(page, server)
    before = table.open(seed=5, players=2, levels=["easy"])
    load_file(page, forged, "win.json")
    said = log_message(page)
    assert "could not be loaded" in said and "R1" in said, said
    assert len(said) < 400, said
    page.keyboard.press("Escape")
    after = table.snapshot()
    assert (after.state, after.hand, after.scores) == (before.state, before.hand, before.scores)
    assert storage(page, STATS_KEY) == EARLIER_STATS

    # Planted as the saved game: refused too, kept aside, and the page waits for a new game.
    save = {"schema": 1, "saved_at": "2026-01-01T00:00:00Z", "game": "x", "record": forged}
    page.goto(server.blank_url)
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [SAVE_KEY, json.dumps(save)])
    assert open_page(page, server.base_url + "?fast=1") == "new-game"
    notice = page.locator('[data-notice="save-rejected"]').text_content() or ""
    assert "R1" in notice, notice
    assert storage(page, STATS_KEY) == EARLIER_STATS


def finished_real_game() -> dict[str, Any]:
    """A whole two-player game with the easy computer, played offline by the person's policy."""

    def short(seed: int) -> bool:
        over: bool = replay_offline(seed, 2, ENDING_LEVELS, max_rounds=12).view["over"]
        return over

    seed = find_seed(397, short)
    record: dict[str, Any] = replay_offline(seed, 2, ENDING_LEVELS, max_rounds=12).call("record")
    return record


def test_a_game_loaded_from_a_file_never_counts(page: Page, server: SiteServer) -> None:
    plant_stats(page, server)
    table = Table(page, server)
    table.open(seed=5, players=2, levels=["easy"])

    # The same real finished game, three times.
    record = finished_real_game()
    for _ in range(3):
        load_file(page, record)
        loaded(page, "game-over")
        assert storage(page, STATS_KEY) == EARLIER_STATS
    assert reload(page) == "game-over"
    assert storage(page, STATS_KEY) == EARLIER_STATS

    # A game loaded at the person's last turn and finished here: still a game from a file.
    replay = last_turn(ENDING_SEED)
    load_file(page, replay.call("record"))
    loaded(page, "your-turn")
    assert saved_game(page)["imported"] is True
    _, snap = table.play_turn(table.snapshot(), lambda tile, ends: None)
    assert snap.state == "game-over", snap.state
    assert storage(page, STATS_KEY) == EARLIER_STATS
    saved_game(page)  # the save is written from the engine's answer after the state is shown
    assert reload(page) == "game-over"
    assert saved_game(page)["imported"] is True
    assert storage(page, STATS_KEY) == EARLIER_STATS


def test_a_set_up_position_says_so_and_never_counts(page: Page, server: SiteServer) -> None:
    plant_stats(page, server)
    table = Table(page, server)
    table.open(seed=5, players=2, levels=["easy"])
    notice = page.locator('[data-notice="position"]')
    assert notice.count() == 0, "a dealt game is no set-up position"

    # The position as the saved game (not from a file): it loads and says what it is.
    record = game_file(one_tile_win(), [None, "easy"])
    save = {"schema": 1, "saved_at": "2026-01-01T00:00:00Z", "game": "p-1", "record": record}
    page.goto(server.blank_url)
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [SAVE_KEY, json.dumps(save)])
    assert open_page(page, server.base_url + "?fast=1") == "your-turn"
    text = notice.text_content() or ""
    assert "set-up position" in text and "never counts in the statistics" in text, text
    # The person's one tile wins it here: a win, but not a game.
    _, snap = table.play_turn(table.snapshot(), lambda tile, ends: None)
    assert snap.state == "game-over", snap.state
    assert storage(page, STATS_KEY) == EARLIER_STATS
    saved_game(page)  # the save is written from the engine's answer after the state is shown
    assert reload(page) == "game-over"
    assert "set-up position" in (notice.text_content() or "")
    assert storage(page, STATS_KEY) == EARLIER_STATS

    # A game dealt by the rules (New game: the page waits in "new-game" for the choice) puts the
    # note away.
    page.locator('[data-action="new-game"]').click()
    page.locator("dialog#newgame[open]").wait_for()
    snap = table.snapshot()
    assert snap.state == "new-game", snap.state
    snap = table.act('dialog#newgame[open] [type="submit"]', snap)
    assert snap.state == "your-turn", snap.state
    assert notice.count() == 0


# ---- one record per game --------------------------------------------------------------------

BLOCK_TO_100 = {"preset": "partnership-block", "target": 100}
BLOCK_SEED = 2  # its last hand is short, and the person's last move is a placement
BLOCK_KEY = "five-up:stats:game:partnership-block"

GAME_ROW = """
() => [...document.querySelectorAll("dialog#stats[open] .game-choice button")]
  .map((b) => [b.dataset.preset, b.textContent, b.getAttribute("aria-pressed")])
"""


def test_a_block_game_counts_apart_from_five_ups_record_of_before(
    page: Page, server: SiteServer
) -> None:
    # Five Up's statistics as an earlier visit kept them, and a block game at the person's last
    # turn as the saved game.
    replay = last_turn(BLOCK_SEED, ["easy", "easy", "easy"], BLOCK_TO_100)
    save = {"schema": 1, "saved_at": "2026-01-01T00:00:00Z", "game": "b-1"}
    plant_stats(page, server)
    page.evaluate(
        "([key, raw]) => localStorage.setItem(key, raw)",
        [SAVE_KEY, json.dumps({**save, "record": replay.call("record")})],
    )
    table = Table(page, server)
    assert open_page(page, server.base_url + "?fast=1") == "your-turn"
    _, snap = table.play_turn(table.snapshot(), lambda tile, ends: None)
    replay.play(policy_move(replay.view))
    assert replay.view["over"] and snap.state == "game-over", snap.state

    # Counted under the block game's own key; Five Up's record is left as it was.
    won = int(replay.view["winner"] == replay.view["side_of"][0])
    block = json.loads(storage(page, BLOCK_KEY) or "null")
    assert block["games"] == {"4p:easy": {"played": 1, "won": won}}
    assert block["counted"] == [replay.state["game_id"]]
    assert storage(page, STATS_KEY) == EARLIER_STATS

    # The panel opens on the game on the table, and names the other game with statistics.
    page.locator('[data-action="stats"]').click()
    page.wait_for_function("() => document.querySelector('dialog#stats[open]')")
    assert page.evaluate(GAME_ROW) == [
        ["five-up", "Five Up", "false"],
        ["partnership-block", "Partnership dominoes", "true"],
    ]
    panel = page.evaluate(PANEL_SCRIPT)
    assert panel["rows"] == {"4p:easy": ["1", str(won)], "all": ["1", str(won)]}
    assert panel["facts"]["streak"] == str(won)

    # Five Up's: the record of before, found under Five Up and shown alone.
    page.locator('dialog#stats .game-choice [data-preset="five-up"]').click()
    page.wait_for_function(
        "() => document.querySelector('dialog#stats [data-preset=\"five-up\"]')"
        ".getAttribute('aria-pressed') === 'true'"
    )
    panel = page.evaluate(PANEL_SCRIPT)
    assert panel["rows"] == {"2p:easy": ["4", "3"], "all": ["4", "3"]}
    assert panel["facts"] == {"best_score": "63", "streak": "2", "best_streak": "3", "undos": "1"}

    # Reset names the game shown and empties its record only.
    page.locator('[data-stats="reset"]').click()
    assert "Reset every statistic of Five Up to zero?" in (
        page.locator("dialog#stats .stats-confirm").text_content() or ""
    )
    page.locator('[data-stats="reset-no"]').click()
    assert storage(page, STATS_KEY) == EARLIER_STATS
