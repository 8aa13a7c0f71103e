"""Several people at one device (pass and play; docs/architecture.md): the steps and page reads the
browser tests of the curtain, the seats and Muggins share.

- `deal` deals a game from the New game dialog, one seat a person (with a name) or a computer (a
  level); `deal_with_rules` also sets the target and Muggins (H1, H2).
- `curtain_says` reads the curtain, checking no hand shows behind it; `state_of` waits for the
  table to settle; `HAND`, `PAGE_TEXT`, `MOVED` and `IS_SETTLED` are the page reads they use.
- `People` is the same game in CPython with every seat a person (tabletop.Replay), for the
  Muggins tests' expected figures; `simple_move`, `wait_until_played` and `raw_scores` play and
  read it on the page.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page
from tabletop import Replay

from engine.protocol import Session

HAND = "() => [...document.querySelectorAll('#hand [data-tile]')].map(b => b.dataset.tile)"
# The page's words and markup, but the fair-deal check's, which tells finished rounds' deals.
PAGE_TEXT = """() => {
  const copy = document.body.cloneNode(true);
  copy.querySelectorAll("#fairdeal, #fairdeal-box").forEach((n) => n.remove());
  return copy.innerHTML;
}"""
MOVED = """(before) => document.body.dataset.state !== "your-turn" || JSON.stringify(
  [...document.querySelectorAll("#hand [data-tile]")].map((b) => b.dataset.tile)) !==
  JSON.stringify(before)"""
IS_SETTLED = """() => ["pass-device", "your-turn", "round-over", "game-over"]
  .includes(document.body.dataset.state)"""
LONG_NAME = "Annikki-Maaria"  # 14 characters, as long a name as Finnish players give
# The two people of the phone tests' games: the long name, and a short one.
PHONE_PEOPLE = [LONG_NAME, "Bo"]
MUGGINS_SEED = 18  # round 1 meets 4 scoring placements, the second worth 10 or more (checked)
STEP = 5  # raw points per display point (R6.2); People checks it against the engine


def deal(page: Page, seats: list[tuple[str, str]]) -> None:
    """Deal a game of len(seats) players: ("person", name) or ("computer", level) per seat."""
    dialog = page.locator("#newgame[open]")
    dialog.wait_for()
    dialog.locator(f'label:has(input[name="players"][value="{len(seats)}"])').click()
    dialog.locator(f'[data-seat="{len(seats) - 1}"]').wait_for()
    for seat, (kind, value) in enumerate(seats):
        dialog.locator(f'label:has(input[name="kind-{seat}"][value="{kind}"])').click()
        if kind == "person":
            dialog.locator(f'input[name="name-{seat}"]').fill(value)
        else:
            dialog.locator(f'label:has(input[name="level-{seat}"][value="{value}"])').click()
    dialog.locator('[type="submit"]').click()


def curtain_says(page: Page) -> str:
    curtain = page.locator("[data-curtain]")
    assert curtain.is_visible()
    assert page.evaluate(HAND) == [], "a hand shows behind the curtain"
    return curtain.inner_text()


def state_of(page: Page) -> str:
    page.wait_for_function(IS_SETTLED, timeout=20_000)
    return str(page.evaluate("document.body.dataset.state"))


class People(Replay):
    """The page's game in CPython: every seat a person, so the viewer is the person to act and
    nobody plays between turns."""

    def __init__(self, names: list[str], seed: int, rules: dict[str, Any]) -> None:
        self.session = Session()
        seats = [{"kind": "person", "name": name} for name in names]
        args = {"players": len(names), "seats": seats, "seed": seed, "rules": rules}
        self.state = self.call("new_game", args)
        assert self.call("hello")["rules"]["raw_per_display"] == STEP

    def advance(self) -> None:
        """No computer seat: nothing to play between the people's turns."""

    def event(self) -> dict[str, Any]:
        """The last event of the round (the move just played)."""
        event: dict[str, Any] = self.view["history"][-1]
        return event


def raw_scores(page: Page) -> list[int]:
    return [
        int(n)
        for n in page.evaluate(
            "() => [...document.querySelectorAll('.score-points')].map((e) => e.dataset.raw)"
        )
    ]


def simple_move(view: dict[str, Any]) -> dict[str, Any]:
    """The first legal move (a placement claims nothing when Muggins is on)."""
    move = dict(view["legal_moves"][0])
    if move["type"] == "place" and view["rules"]["muggins"]:
        move["claim"] = 0
    return move


def wait_until_played(page: Page, replay: People, current: int, before: list[str]) -> None:
    """The page has taken the move: the same person's hand changed after a draw, the scores are
    the engine's."""
    if replay.view["round_over"]:
        return
    if replay.view["current"] == current:
        page.wait_for_function(
            "(b) => JSON.stringify([...document.querySelectorAll('#hand [data-tile]')]"
            ".map((e) => e.dataset.tile)) !== JSON.stringify(b)",
            arg=before,
        )
    page.wait_for_function(
        "(s) => JSON.stringify([...document.querySelectorAll('.score-points')]"
        ".map((e) => Number(e.dataset.raw))) === JSON.stringify(s)",
        arg=replay.view["scores"],
    )


def deal_with_rules(page: Page, seats: list[tuple[str, str]], target: int, muggins: bool) -> None:
    dialog = page.locator("#newgame[open]")
    dialog.wait_for()
    page.wait_for_function("() => !document.getElementById('newgame-rules').hidden")
    dialog.locator(f'label:has(input[name="target"][value="{target}"])').click()
    box = dialog.locator('input[name="muggins"]')
    if box.is_checked() != muggins:
        dialog.locator('label:has(input[name="muggins"])').click()
    deal(page, seats)
