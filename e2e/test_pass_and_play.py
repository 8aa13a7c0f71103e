"""Pass and play (issue 13): when the turn passes from one person to another, every hand is hidden
behind the curtain (`[data-curtain]`, `body[data-state="pass-device"]` while it waits) until the
person to act presses `[data-action="show-hand"]`; no person's tiles are in the DOM while another
person is to act."""

from __future__ import annotations

import pytest
from access import axe_violations, new_page, open_context
from harness import SiteServer, wait_for_state
from people import HAND, MOVED, PAGE_TEXT, curtain_says, deal, state_of
from playwright.sync_api import Browser, Page
from pwa import saved_game
from viewports import PHONE

SEED = 5
# The whole game's deals: to 31 they end in about 4 rounds and 34 moves of the two people (each
# placing their first playable tile, reckoned offline), where SEED's take about 7 rounds and 69.
WHOLE_GAME_SEED = 42


def place_first(page: Page) -> None:
    """The person to act places their first playable tile on its first end, else draws or passes."""
    tile = page.locator("#hand [data-tile]:not([disabled])").first
    if tile.count() == 0:  # a forced draw or pass waits for a click in test mode
        forced = page.locator(".actions button:not([disabled])")
        if forced.count():
            forced.first.click()
        return
    tile.click()
    page.locator("#ends-list [data-end]").first.click()


def test_two_people_pass_the_device(page: Page, server: SiteServer) -> None:
    page.goto(server.base_url + f"?seed={SEED}&fast=1")
    deal(page, [("person", "Ann"), ("person", "Bo")])
    wait_for_state(page, "pass-device")
    first = curtain_says(page)
    assert first.startswith("Pass to "), first
    name = first.split("\n")[0].removeprefix("Pass to ")
    assert name in ("Ann", "Bo")
    page.locator('[data-action="show-hand"]').click()
    wait_for_state(page, "your-turn")
    assert page.locator("[data-curtain]").is_hidden()
    hand = page.evaluate(HAND)
    assert len(hand) == 5  # R1.3
    place_first(page)
    wait_for_state(page, "pass-device")
    other = "Bo" if name == "Ann" else "Ann"
    assert curtain_says(page).split("\n")[0] == f"Pass to {other}"
    text = page.evaluate(PAGE_TEXT)
    placed = page.evaluate("() => document.querySelector('#board-text').textContent")
    hidden = [tile for tile in hand if tile not in placed]
    assert len(hidden) >= 4 and not [tile for tile in hidden if tile in text], hidden


# Where a tile is written in the page (an attribute or a text), to say what leaked.
WHERE = """(tile) => [...document.querySelectorAll('body *')].flatMap((e) => [
  ...[...e.attributes].filter((a) => a.value.includes(tile)).map((a) => `${e.id} ${a.name}`),
  ...[...e.childNodes].filter((n) => n.nodeType === 3 && n.textContent.includes(tile))
    .map((n) => `${e.id}.${e.className}: ${n.textContent.slice(0, 120)}`),
])"""


# Five Up to 31 (H1, 155 raw), a whole game; the partnership block game to 100 (PB8), its first
# hand (its whole game by touch is test_rule_sets_phone's: one whole game per way of playing).
GAMES = [
    pytest.param(None, "31", 155, WHOLE_GAME_SEED, "game-over", id="five-up"),
    pytest.param("partnership-block", "100", 100, 2, "round-over", id="partnership-block"),
]


@pytest.mark.parametrize(("preset", "target", "raw_target", "seed", "until"), GAMES)
def test_two_people_and_two_computers_play_a_whole_game(
    page: Page,
    server: SiteServer,
    preset: str | None,
    target: str,
    raw_target: int,
    seed: int,
    until: str,
) -> None:
    """Partners Me (seat 0) and Anna (seat 2) against two computers, to the game's smallest
    target (or to the end of its first hand, `until`): every time the device passes, the last
    person's tiles are nowhere in the page."""
    page.goto(server.base_url + f"?seed={seed}&fast=1")
    dialog = page.locator("#newgame[open]")
    dialog.wait_for()
    if preset is not None:
        dialog.locator(f'label:has(input[name="preset"][value="{preset}"])').click()
        dialog.locator(f'#newgame-rules[data-preset="{preset}"]').wait_for(state="attached")
    dialog.locator('[data-seat="1"]').wait_for()
    dialog.locator(f'label:has(input[name="target"][value="{target}"])').click()
    deal(page, [("person", "Me"), ("computer", "easy"), ("person", "Anna"), ("computer", "easy")])
    last_hand: list[str] = []
    passes = rounds = 0
    for _ in range(400):
        state = state_of(page)
        if state == until:
            break
        if state == "round-over":
            rounds += 1
            last_hand = []
            page.locator('[data-action="next-round"]').first.click()
            page.wait_for_function("() => document.body.dataset.state !== 'round-over'")
            continue
        if state == "pass-device":
            passes += 1
            said = curtain_says(page)
            board = page.evaluate("() => document.querySelector('#board-text').textContent")
            text = page.evaluate(PAGE_TEXT)
            leaked = [tile for tile in last_hand if tile not in board and tile in text]
            where = page.evaluate(WHERE, leaked[0]) if leaked else None
            assert not leaked, (said, leaked, where)
            page.locator('[data-action="show-hand"]').click()
            page.wait_for_function("() => document.body.dataset.state !== 'pass-device'")
            continue
        last_hand = page.evaluate(HAND)
        place_first(page)
        # A placement or a pass ends the turn; after a draw the same person goes on.
        page.wait_for_function(MOVED, arg=last_hand, timeout=20_000)
    assert state_of(page) == until
    assert passes >= 10 and rounds >= (until == "game-over"), (passes, rounds)
    # H1: to 31 is 155 raw points (R6.2); PB8: 100; the game ends once a side has them.
    assert page.locator(".score-target").get_attribute("data-target") == target
    raw = page.evaluate(
        "() => [...document.querySelectorAll('.score-points')].map((e) => Number(e.dataset.raw))"
    )
    if until == "game-over":
        assert max(raw) >= raw_target > min(raw), raw
    else:  # PB6: the hand's points went to one side, short of the target
        assert raw_target > max(raw) > min(raw) == 0, raw
    scores = page.locator("#scoreboard").inner_text()
    assert "Me & Anna" in scores and "West & East" in scores, scores


def test_undo_only_the_last_persons_own_move(page: Page, server: SiteServer) -> None:
    """Ann may take her move back while the device waits for Bo, but the device may already be in
    Bo's hands: her hand comes back behind her own curtain ("Pass back to Ann"), never straight
    into view. Once Bo has acted, she may not take it back, and the page says why."""
    page.goto(server.base_url + f"?seed={SEED}&fast=1")
    deal(page, [("person", "Ann"), ("person", "Bo")])
    wait_for_state(page, "pass-device")
    first = curtain_says(page).split("\n")[0].removeprefix("Pass to ")
    other = "Bo" if first == "Ann" else "Ann"
    page.locator('[data-action="show-hand"]').click()
    wait_for_state(page, "your-turn")
    hand = page.evaluate(HAND)
    undo = page.locator('[data-action="undo"]')
    assert undo.is_disabled(), "nothing to take back yet"
    place_first(page)
    wait_for_state(page, "pass-device")
    assert curtain_says(page).startswith(f"Pass to {other}")
    assert undo.is_enabled(), f"{first} may take her move back before {other} acts"
    undo.click()
    page.wait_for_function(
        "(name) => document.querySelector('#curtain-text').textContent === `Pass back to ${name}`"
        " && !document.querySelector('#curtain-show').disabled",
        arg=first,
    )
    assert curtain_says(page).split("\n")[0] == f"Pass back to {first}"
    assert page.evaluate("document.body.dataset.state") == "pass-device"
    took = page.locator("#status").text_content()
    assert took == f"{first} took back their last move (1 take-back this game).", took
    page.locator('[data-action="show-hand"]').click()
    wait_for_state(page, "your-turn")
    assert page.evaluate(HAND) == hand, "the move is taken back, the hand shows again"
    place_first(page)
    wait_for_state(page, "pass-device")
    page.locator('[data-action="show-hand"]').click()
    wait_for_state(page, "your-turn")
    before = page.evaluate(HAND)
    place_first(page)
    page.wait_for_function(MOVED, arg=before, timeout=20_000)
    while state_of(page) == "your-turn":  # a draw: the same person goes on
        before = page.evaluate(HAND)
        place_first(page)
        page.wait_for_function(MOVED, arg=before, timeout=20_000)
    assert state_of(page) == "pass-device"
    page.locator('[data-action="show-hand"]').click()
    wait_for_state(page, "your-turn")
    undo.click()
    page.wait_for_function(
        "(name) => document.querySelector('#status').textContent.startsWith(`${name} has played`)",
        arg=other,
    )
    status = page.locator("#status").text_content()
    assert status == (
        f"{other} has played since: Undo takes back only your own last move while nobody else "
        "has played."
    )
    assert page.evaluate("document.body.dataset.state") == "your-turn"


def test_a_saved_game_resumes_behind_the_curtain(page: Page, server: SiteServer) -> None:
    page.goto(server.base_url + f"?seed={SEED}&fast=1")
    deal(page, [("person", "Ann"), ("person", "Bo")])
    wait_for_state(page, "pass-device")
    first = curtain_says(page).split("\n")[0].removeprefix("Pass to ")
    page.locator('[data-action="show-hand"]').click()
    wait_for_state(page, "your-turn")
    saved_game(page)  # the deal's save is written from the engine's answer
    page.reload()
    wait_for_state(page, "pass-device")
    assert curtain_says(page).split("\n")[0] == f"Pass to {first}", "the same person, hidden"
    page.locator('[data-action="show-hand"]').click()
    wait_for_state(page, "your-turn")
    assert len(page.evaluate(HAND)) == 5


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_axe_with_the_curtain(browser: Browser, server: SiteServer, lang: str) -> None:
    context, guard = open_context(browser, server, lang=lang, viewport=PHONE, bypass_csp=True)
    try:
        page = new_page(context)
        page.goto(server.base_url + f"?seed={SEED}&fast=1&lang={lang}")
        deal(page, [("person", "Ann"), ("person", "Bo")])
        wait_for_state(page, "pass-device")
        assert page.locator("[data-curtain]").is_visible()
        found = axe_violations(page)
        assert not found, "axe-core with the curtain: " + "\n".join(found)
        guard.check()
    finally:
        context.close()
