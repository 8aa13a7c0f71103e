"""A three-player round under a sub-path, then a new game from the page's own New game control:
the dialog deals a fresh game (the same ?seed), nothing of the old one is left on the table, and
the new game is played in lockstep with the engine.

The dialog's insides are not part of the page's testing contract: this test reads its form (the
`players` radio buttons and the checked `level-N` radios) and submits it with its submit button.
"""

from __future__ import annotations

from harness import SiteServer
from playwright.sync_api import Page
from tabletop import Lockstep, Table

SEED = 3

DIALOG_SETUP = """
() => {
  const dialog = document.querySelector("dialog[open]");
  const checked = (name) => dialog.querySelector(`input[name="${name}"]:checked`);
  const players = Number(checked("players").value);
  const levels = [];
  for (let seat = 1; seat < players; seat++) levels.push(checked(`level-${seat}`).value);
  return { players, levels };
}
"""


def test_three_players_then_a_new_game(subpath_page: Page, subpath_server: SiteServer) -> None:
    page = subpath_page
    table = Table(page, subpath_server)
    three = Lockstep(table, seed=SEED, players=3, levels=["easy", "normal"])
    assert len(three.snap.scores) == 3, "three players score alone"
    three.play(rounds=1)
    assert three.snap.state == "round-over"

    # New game: the dialog opens over the finished round; choose two players and deal.
    page.locator('[data-action="new-game"]').click()
    dialog = page.locator("dialog[open]")
    dialog.wait_for()
    dialog.locator('label:has(input[name="players"][value="2"])').click()
    setup = page.evaluate(DIALOG_SETUP)
    assert setup["players"] == 2 and len(setup["levels"]) == 1, setup
    said_from = len(table.announcements())
    snap = table.act('dialog[open] [type="submit"]', table.snapshot())
    assert page.locator("dialog[open]").count() == 0, "the dialog stays open after Deal"

    # A fresh two-player game from the same seed: two sides, round 1, the old summary gone.
    summary = table.summary()
    assert not summary["visible"], "the old round's summary is still shown"
    two = Lockstep(table, seed=SEED, snap=snap, said_from=said_from, **setup)
    assert len(two.snap.scores) == 2
    assert two.replay.view["round"] == 1
    two.play(rounds=1)
    assert two.snap.state == "round-over"
    assert all(path.startswith("/games/five-up/") for path, _ in subpath_server.hits)
