"""Statistics across visits: a finished game is counted once (by player count and computer levels,
with the best score, the streaks and the undos), a reload on the finished game does not count it
again, the panel shows it, and Reset sets everything back to zero.

The game is brought to its last move offline (the engine in CPython, the person's policy), planted
as the saved game, and finished on the page."""

from __future__ import annotations

import json
from typing import Any

from harness import SiteServer
from playwright.sync_api import Page
from pwa import STATS_KEY, open_page, reload, storage
from tabletop import Replay, Table, policy_move, replay_offline

SEED = 8
LEVELS = ["easy"]


def person_turns(seed: int) -> int:
    turns = 0

    def count(game: Replay) -> bool:
        nonlocal turns
        turns += 1
        return False

    game = replay_offline(seed, 2, LEVELS, max_rounds=99, on_turn=count)
    assert game.view["over"]
    return turns


def last_turn(seed: int) -> Replay:
    """The game at the person's last turn: their move ends it (with the computer's after it)."""
    last = person_turns(seed)
    turns = 0

    def stop(game: Replay) -> bool:
        nonlocal turns
        turns += 1
        return turns == last

    return replay_offline(seed, 2, LEVELS, max_rounds=99, on_turn=stop)


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
    replay = last_turn(SEED)
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
    assert counted["best_score"] == score
    assert (counted["streak"], counted["best_streak"]) == ((1, 1) if won else (0, 0))
    assert counted["undos"] == 2

    # The panel shows the same; a reload on the finished game counts nothing again.
    assert reload(page) == "game-over"
    assert stats(page)["games"] == counted["games"] and stats(page)["undos"] == 2
    page.locator('[data-action="stats"]').click()
    page.wait_for_function("document.querySelector('dialog#stats[open]')")
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
