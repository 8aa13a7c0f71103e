"""Set-up positions on the page (docs/notation.md): a position opened from a link
(`#setup=<notation>`) plays to the end of its round and "Back to the game" resumes the real game;
the editor refuses an impossible position citing the rule and plays a possible one, against the
computers or hand to hand; a link the rules refuse says why and changes nothing. None of it
touches the statistics (localStorage "five-up:stats") nor the real game's save."""

from __future__ import annotations

import json
from urllib.parse import quote

from harness import SiteServer
from playwright.sync_api import Page
from pwa import EARLIER_STATS, SAVE_KEY, STATS_KEY, saved_game, settle, storage
from tabletop import Table

# [1|4] opened, [1|1] on its low end, [4|4] on its high end; the person (seat 0) to act with
# [2|3] [5|5] [5|6] [0|6] (nothing fits: a draw), the computer holds three; the boneyard unknown.
NOTATION = "14(l11h44)_06235556.000212_?_0_15.0"
SEED = 8


def real_game(page: Page, server: SiteServer) -> tuple[Table, str, list[str]]:
    """A real game under way, its save written and the statistics planted: (table, save, hand)."""
    page.goto(server.blank_url)
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [STATS_KEY, EARLIER_STATS])
    table = Table(page, server)
    snap = table.open(seed=SEED, players=2, levels=["easy"])
    assert snap.state == "your-turn"
    saved_game(page)
    save = storage(page, SAVE_KEY)
    assert save is not None
    return table, save, snap.hand


def untouched(page: Page, save: str) -> None:
    """The real game's save as it was (resuming it writes it again, with a new time) and the
    statistics as planted."""
    now = json.loads(storage(page, SAVE_KEY) or "null")
    assert now is not None and {**now, "saved_at": None} == {**json.loads(save), "saved_at": None}
    assert storage(page, STATS_KEY) == EARLIER_STATS


def back_to_the_game(page: Page, table: Table, hand: list[str]) -> None:
    page.locator('#side-bar [data-action="back-to-game"]').click()
    page.wait_for_function("() => document.getElementById('side-bar').hidden")
    assert settle(page) == "your-turn"
    assert table.snapshot().hand == hand


def test_a_position_from_a_link_plays_and_the_game_comes_back(
    page: Page, server: SiteServer
) -> None:
    table, save, hand = real_game(page, server)
    page.goto(f"{server.base_url}?fast=1#setup={quote(NOTATION, safe='')}")
    assert settle(page) == "your-turn"
    page.wait_for_function("() => !document.getElementById('side-bar').hidden")
    snap = table.snapshot()
    assert sorted(snap.hand) == ["[0|6]", "[2|3]", "[5|5]", "[5|6]"] and snap.draw
    assert page.evaluate("location.hash") == ""  # the link is read once
    # Share position: the position on the table as a link again, shown to copy.
    page.locator('#side-bar [data-action="share-position"]').click()
    page.wait_for_function("() => document.querySelector('dialog#share-position[open]')")
    link = page.locator("#setup-link").input_value()
    assert link == f"{server.base_url}#setup={quote(NOTATION, safe='()')}"
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.querySelector('dialog#share-position[open]')")
    while snap.state == "your-turn":
        _, snap = table.play_turn(snap, lambda tile, ends: None)
    assert snap.state in ("round-over", "game-over")
    untouched(page, save)
    back_to_the_game(page, table, hand)
    untouched(page, save)


def choose(page: Page, selector: str, value: str) -> None:
    page.locator(selector).select_option(value)


def refused(page: Page) -> str:
    page.wait_for_function("() => !document.getElementById('setup-refused').hidden")
    text: str = page.locator("#setup-refused").inner_text()
    return text


def test_the_editor_refuses_an_impossible_position_and_plays_a_possible_one(
    page: Page, server: SiteServer
) -> None:
    table, save, hand = real_game(page, server)
    page.locator('[data-action="new-game"]').click()
    page.locator('#newgame [data-action="open-setup"]').click()
    page.wait_for_function("() => document.querySelector('dialog#setup-editor[open]')")
    # The editor starts from the position on the table: the person's hand is seat 1's.
    mine = page.eval_on_selector_all(
        "#setup-editor select[name^='tile:']",
        "all => all.filter((s) => s.value === '0').map((s) => s.name.slice(5))",
    )
    assert sorted(mine) == sorted(hand)
    # One of the person's tiles to the boneyard: five tiles dealt each, R1.3.
    choose(page, f"select[name='tile:{mine[0]}']", "b")
    page.locator('[data-action="setup-play"]').click()
    assert refused(page).startswith("position: R1.3 on an empty board each hand holds the 5 tiles")
    assert page.locator("dialog#setup-editor[open]").count() == 1
    choose(page, f"select[name='tile:{mine[0]}']", "0")
    # A tile from the boneyard opens the board; then one that does not match refused, R3.2.
    spare = page.eval_on_selector_all(
        "#setup-editor select[name^='tile:']",
        "all => all.filter((s) => s.value === 'b').map((s) => s.name.slice(5))",
    )
    opening = next(t for t in spare if t == "[4|4]") if "[4|4]" in spare else spare[0]
    choose(page, "#setup-tile", opening)
    page.locator('[data-action="setup-place"]').click()
    steps = "document.querySelectorAll('#setup-steps li:not(.setup-empty)').length"
    page.wait_for_function(f"() => {steps} === 1")
    end = page.locator("#setup-end").input_value()
    shows = int(end[1]) if end.split()[1] != "high" else int(end[3])
    stranger = next(t for t in spare if t != opening and str(shows) not in t[1:4])
    choose(page, "#setup-tile", stranger)
    choose(page, "#setup-end", end)
    page.locator('[data-action="setup-place"]').click()
    assert refused(page).startswith(f"R3.2 {stranger} has no {shows} to join {end}")
    # The board as it was (one tile), the hands as dealt: a position the rules allow.
    assert page.evaluate(steps) == 1
    page.locator('[data-action="setup-play"]').click()
    page.wait_for_function("() => !document.querySelector('dialog#setup-editor[open]')")
    page.wait_for_function("() => !document.getElementById('side-bar').hidden")
    state = settle(page)
    assert state in ("your-turn", "round-over")
    assert page.evaluate("document.body.dataset.state") != "error"
    untouched(page, save)
    back_to_the_game(page, table, hand)
    untouched(page, save)


def test_a_refused_link_says_why_and_leaves_the_game_as_it_was(
    page: Page, server: SiteServer
) -> None:
    """A link whose position the rules cannot allow (a tile twice: [1|4] on the board and in the
    person's hand) is refused in a notice citing the rule; the real game comes back untouched."""
    table, save, hand = real_game(page, server)
    broken = NOTATION.replace("_0623", "_1423")
    page.goto(f"{server.base_url}?fast=1#setup={quote(broken, safe='')}")
    notice = page.locator('[data-notice="setup-link"]')
    notice.wait_for()
    assert notice.inner_text().startswith(
        "This position link cannot be played: position: R1.1 each tile exists once; twice: [1|4]"
    )
    assert notice.get_attribute("role") == "alert"
    assert settle(page) == "your-turn"
    assert page.evaluate("document.getElementById('side-bar').hidden")
    assert page.evaluate("location.hash") == ""
    assert table.snapshot().hand == hand
    untouched(page, save)


def test_the_editor_plays_a_position_hand_to_hand(page: Page, server: SiteServer) -> None:
    """Opponents "hand to hand": both seats are people at this device, so after the first
    person's move the device is passed (the curtain, `pass-device`), no computer moves."""
    table, save, hand = real_game(page, server)
    page.locator('[data-action="new-game"]').click()
    page.locator('#newgame [data-action="open-setup"]').click()
    page.wait_for_function("() => document.querySelector('dialog#setup-editor[open]')")
    choose(page, "#setup-editor select[name='opponents']", "people")
    page.locator('[data-action="setup-play"]').click()
    page.wait_for_function("() => !document.querySelector('dialog#setup-editor[open]')")
    state = settle_in(page, ("your-turn", "pass-device"))
    if state == "pass-device":
        page.locator('[data-action="show-hand"]').click()
        state = settle_in(page, ("your-turn",))
    assert sorted(table.snapshot().hand) == sorted(hand)  # the position as it was on the table
    snap = table.snapshot()
    while snap.draw:  # draws until a tile fits (R7.2); the turn is still this person's
        snap = table.draw(snap)
    assert snap.enabled, snap
    tile = snap.enabled[0]
    end = table.pick(tile)[0]
    page.locator(f'#ends-list [data-end="{end}"]').click()
    assert settle_in(page, ("pass-device",)) == "pass-device"
    assert page.locator("[data-curtain]").inner_text().startswith("Pass to ")
    assert page.evaluate("document.querySelectorAll('#hand [data-tile]').length") == 0
    untouched(page, save)
    back_to_the_game(page, table, hand)
    untouched(page, save)


def settle_in(page: Page, states: tuple[str, ...]) -> str:
    page.wait_for_function(
        "(states) => states.includes(document.body.dataset.state)", arg=list(states)
    )
    state: str = page.evaluate("document.body.dataset.state")
    return state
