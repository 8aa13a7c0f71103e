"""Games of the family other than Five Up, through the page (issue 41): the steps the page tests
share to start one from the New game dialog and play a few of the person's moves, at any size (a
phone's test calls the same steps).

- `deal_game` opens the page at `?seed=N&fast=1`, chooses the game, the players, computers in the
  other seats and the game's options by the values their rows carry, and deals.
- `play_moves` plays the person's next few moves with tabletop's policy (draw, pass or the
  heaviest tile on its first end), the computers playing between them; `play_to_the_end` plays
  the whole game so, the same game in CPython following, the page's scores the engine's.
- `rules_card` opens the rules dialog and reads its title and the rules it lists by number.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness import SiteServer
from playwright.sync_api import Page
from tabletop import SETTLED, Replay, Snapshot, Table


def deal_game(
    page: Page,
    server: SiteServer,
    *,
    preset: str,
    players: int,
    seed: int,
    level: str = "easy",
    options: dict[str, str] | None = None,
    touch: bool = False,
) -> Table:
    """Deal `preset` from the New game dialog: the person in seat 0, `level` computers after it,
    each option in `options` set to the value its row carries (a pill's shown value, or "true" /
    "false" for a box); returns the table, settled on the first moment it waits for the person.
    With `touch`, every control is tapped (a phone's page)."""
    table = Table(page, server, touch=touch)
    page.goto(f"{server.base_url}?seed={seed}&fast=1")
    dialog = page.locator("#newgame[open]")
    dialog.wait_for()
    dialog.locator("#newgame-game:not([hidden])").wait_for()
    form = "#newgame[open] "
    table.press(f'{form}label:has(input[name="preset"][value="{preset}"])')
    dialog.locator(f'#newgame-rules[data-preset="{preset}"]').wait_for(state="attached")
    table.press(f'{form}label:has(input[name="players"][value="{players}"])')
    dialog.locator(f'[data-seat="{players - 1}"]').wait_for()
    for seat in range(1, players):
        table.press(f'{form}label:has(input[name="kind-{seat}"][value="computer"])')
        table.press(f'{form}label:has(input[name="level-{seat}"][value="{level}"])')
    for name, value in (options or {}).items():
        box = dialog.locator(f'input[type="checkbox"][name="{name}"]')
        if box.count():
            if box.is_checked() != (value == "true"):
                table.press(f'{form}label:has(input[name="{name}"])')
        else:
            table.press(f'{form}label:has(input[name="{name}"][value="{value}"])')
    table.press(f'{form}[type="submit"]')
    page.wait_for_function(
        "settled => settled.includes(document.body.dataset.state) && "
        "!document.querySelector('#newgame[open]')",
        arg=[s for s in SETTLED if s != "new-game"],
    )
    return table


def play_to_the_end(
    table: Table, replay: Replay, look: Callable[[str], None] = lambda state: None
) -> list[dict[str, Any]]:
    """Play the game on the page to its end with tabletop's policy, the same game in CPython
    (`replay`, the same seed, seats and rules) following: each end the page offers is one the
    engine allows, and after every hand the page's scores are the engine's. `look(state)` is
    called at each moment the person acts ("your-turn", "ends", "round-over", "game-over").
    Returns each hand's result as the engine gives it."""
    results: list[dict[str, Any]] = []
    snap = table.snapshot()
    while True:
        if snap.state in ("round-over", "game-over"):
            view = replay.view
            assert view["round_over"], f"the page shows {snap.state}; the engine's hand goes on"
            assert snap.scores == view["scores"], (snap.scores, view["scores"])
            results.append(view["round_result"])
            look(snap.state)
            if snap.state == "game-over":
                assert view["over"], "the page ended a game the engine goes on with"
                return results
            snap = table.next_round(snap)
            replay.next_round()
            continue
        assert snap.state == "your-turn", snap
        look("your-turn")

        def check_ends(tile: str, ends: list[str]) -> None:
            assert sorted(ends) == sorted(replay.legal_ends(tile)), (tile, ends)
            look("ends")

        move, snap = table.play_turn(snap, check_ends)
        replay.play(move)


def play_moves(table: Table, moves: int) -> Snapshot:
    """The person's next `moves` moves (fewer if the round ends first); the last snapshot."""
    snap = table.snapshot()
    for _ in range(moves):
        if snap.state != "your-turn":
            break
        _, snap = table.play_turn(snap, lambda tile, ends: None)
    return snap


def rules_card(page: Page) -> dict[str, Any]:
    """Open the rules dialog: its title, the rules it lists (by number) and the options chosen."""
    page.locator('[data-action="open-rules"]').first.click()
    dialog = page.locator("#rules-dialog[open]")
    dialog.wait_for()
    card: dict[str, Any] = page.evaluate(
        """() => {
             const box = document.getElementById("rules-dialog");
             const rules = [...box.querySelectorAll(".rules-item")].map((li) => li.dataset.rule);
             const options = [...box.querySelectorAll(".rules-house-item")].map(
               (li) => [li.dataset.rule, li.textContent.trim()]);
             return { title: box.querySelector("h2").textContent.trim(), rules, options };
           }"""
    )
    page.keyboard.press("Escape")
    dialog.wait_for(state="detached")
    return card


def round_summary(page: Page) -> dict[str, Any]:
    """The round summary as a player reads it: how the hand was counted, the hands table's last
    column and its cells, and every figure's label and amount per side."""
    page.wait_for_selector("#round-panel:not([hidden])")
    return page.evaluate(
        """() => {
          const body = document.getElementById('round-body');
          const all = (node, css) => [...node.querySelectorAll(css)];
          const text = (node, css) => node.querySelector(css).textContent;
          return {
            count: body.querySelector('.round-count')?.textContent ?? null,
            column: all(body, '.hands-table th[scope=col]').at(-1)?.textContent,
            cells: all(body, '.hands-table td.deduction').map((c) => c.textContent),
            figures: all(body, '.side-totals li').map((li) =>
              all(li, '.side-figure').map((f) => [text(f, 'dt'), text(f, 'dd')])),
            sumline: document.getElementById('sumline')?.textContent ?? null,
            tallyShown: !document.querySelector('[data-action=tally]')?.hidden,
          };
        }"""
    )
