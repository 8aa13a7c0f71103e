"""Seats in the New game dialog (issue 13's testing contract): each seat's row `[data-seat="N"]`
with its kind `input[name="kind-N"]` (person / computer), the person's name `input[name="name-N"]`
and the computer's level `input[name="level-N"]`; the names are remembered on this device and the
page calls each person by name (scores, seats, announcements), in both languages."""

from __future__ import annotations

from harness import SiteServer, wait_for_state_not
from playwright.sync_api import Page

SEED = 5
SAYS_ANNA = "() => document.querySelector('#scoreboard').textContent.includes('Anna')"
SEAT_NAMES = "() => [...document.querySelectorAll('#seats .seat-name')].map(n => n.textContent)"


def deal_anna_and_me(page: Page) -> None:
    """4 players, seats 0 and 2 people (Me and Anna), 1 and 3 hard computers."""
    dialog = page.locator("#newgame[open]")
    dialog.wait_for()
    dialog.locator('label:has(input[name="players"][value="4"])').click()
    dialog.locator('[data-seat="3"]').wait_for()  # the rows come with the engine's table
    for seat in range(4):
        assert dialog.locator(f'[data-seat="{seat}"]').count() == 1
    dialog.locator('label:has(input[name="kind-2"][value="person"])').click()
    dialog.locator('input[name="name-0"]').fill("Me")
    dialog.locator('input[name="name-2"]').fill("Anna")
    for seat in (1, 3):
        assert dialog.locator(f'input[name="name-{seat}"]').is_hidden()
        dialog.locator(f'label:has(input[name="level-{seat}"][value="hard"])').click()
    assert dialog.locator('input[name="level-2"]').first.is_hidden()
    dialog.locator('[type="submit"]').click()


def test_people_with_names_sit_at_the_table(page: Page, server: SiteServer) -> None:
    page.goto(server.base_url + f"?seed={SEED}&fast=1")
    deal_anna_and_me(page)
    wait_for_state_not(page, "loading")
    page.wait_for_function(
        "() => document.querySelector('#scoreboard').textContent.includes('Anna')"
    )
    scores = page.locator("#scoreboard").inner_text()
    assert "Me & Anna" in scores and "West & East" in scores, scores
    seats = page.evaluate(SEAT_NAMES)
    assert set(seats) <= {"Me", "Anna", "West", "East"} and "West" in seats, seats

    # The names are remembered: a new page opens the dialog on them.
    page.goto(server.base_url + f"?seed={SEED}&fast=1")
    page.locator('[data-action="new-game"]').click()
    dialog = page.locator("#newgame[open]")
    dialog.wait_for()
    assert dialog.locator('input[name="kind-2"][value="person"]').is_checked()
    assert dialog.locator('input[name="name-2"]').input_value() == "Anna"
    assert dialog.locator('input[name="name-0"]').input_value() == "Me"
    assert dialog.locator('input[name="level-3"][value="hard"]').is_checked()


def test_names_in_finnish(page: Page, server: SiteServer) -> None:
    page.goto(server.base_url + f"?seed={SEED}&fast=1&lang=fi")
    deal_anna_and_me(page)
    page.wait_for_function(
        "() => document.querySelector('#scoreboard').textContent.includes('Anna')"
    )
    scores = page.locator("#scoreboard").inner_text()
    assert "Me ja Anna" in scores and "Länsi ja Itä" in scores, scores
