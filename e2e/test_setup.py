"""Set-up positions on the page (docs/notation.md): a position opened from a link
(`#setup=<notation>`) plays to the end of its round and "Back to the game" resumes the real game;
the editor refuses an impossible position citing the rule and plays a possible one, against the
computers or hand to hand; a link the rules refuse says why and changes nothing. None of it
touches the statistics (localStorage "five-up:stats") nor the real game's save."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from access import choose_language, phone_page
from harness import SiteServer
from playwright.sync_api import Browser, Page
from pwa import EARLIER_STATS, SAVE_KEY, STATS_KEY, saved_game, settle, storage
from sidegames import NOTATION
from tabletop import Table, call, target_point

from engine.protocol import Session

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


STEPS = "document.querySelectorAll('#setup-steps li:not(.setup-empty)').length"


def setup_fits(steps: list[dict[str, Any]]) -> dict[str, list[str | None]]:
    """Where each tile off the board may go, as the engine's set-up board says (R3)."""
    fits: dict[str, list[str | None]] = call(Session(), "setup_board", steps=steps)["fits"]
    return fits


def place(page: Page, tile: str, end: str) -> None:
    """Choose `tile` among the tiles to place, then its end's lettered button."""
    before = page.evaluate(STEPS)
    page.locator(f'#setup-pieces [data-piece="{tile}"]').click()
    page.locator(f'#setup-ends [data-spot="{end}"]').click()
    page.wait_for_function(f"(n) => {STEPS} === n + 1", arg=before)


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
    # Beside the Play button, the engine's words first and the rule it cites after them.
    said = refused(page)
    assert said.startswith("On an empty board each hand holds the 5 tiles"), said
    assert said.endswith("(rule R1.3)"), said
    assert page.locator("#setup-editor .setup-actions #setup-refused").count() == 1
    assert page.locator("dialog#setup-editor[open]").count() == 1
    choose(page, f"select[name='tile:{mine[0]}']", "0")
    # A tile from the boneyard opens the board: chosen, then its one target, the opening.
    spare = page.eval_on_selector_all(
        "#setup-editor select[name^='tile:']",
        "all => all.filter((s) => s.value === 'b').map((s) => s.name.slice(5))",
    )
    opening = "[4|4]" if "[4|4]" in spare else spare[0]
    place(page, opening, "opening")
    # Only the engine's legal ends are offered (R3.2): a tile showing no number of the board's
    # open ends cannot be chosen; one that can offers exactly the ends the engine lists.
    fits = setup_fits([{"tile": opening, "end": None}])
    stranger = next(t for t in spare if t != opening and not fits[t])
    assert page.locator(f'#setup-pieces [data-piece="{stranger}"]').is_disabled()
    match = next(t for t in spare if t != opening and fits[t])
    page.locator(f'#setup-pieces [data-piece="{match}"]').click()
    offered = page.eval_on_selector_all(
        "#setup-ends [data-spot]", "all => all.map((b) => b.dataset.spot)"
    )
    assert offered == fits[match]
    page.locator(f'#setup-pieces [data-piece="{match}"]').click()  # chosen again: unchosen
    page.wait_for_function("() => document.getElementById('setup-ends').hidden")
    # The board as it is (one tile), the hands as dealt: a position the rules allow.
    assert page.evaluate(STEPS) == 1
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
    person's hand) is refused in a notice citing the rule, in the page's language (issue 39: the
    engine's English words in English, the rule's in Spanish); the real game comes back
    untouched."""
    table, save, hand = real_game(page, server)
    broken = NOTATION.replace("_0623", "_1423")
    page.goto(f"{server.base_url}?fast=1#setup={quote(broken, safe='')}")
    notice = page.locator('[data-notice="setup-link"]')
    notice.wait_for()
    assert notice.inner_text().startswith(
        "This position link cannot be played: Each tile exists once; twice: [1|4] (rule R1.1)"
    )
    assert notice.get_attribute("role") == "alert"
    assert settle(page) == "your-turn"
    assert page.evaluate("document.getElementById('side-bar').hidden")
    assert page.evaluate("location.hash") == ""
    assert table.snapshot().hand == hand
    untouched(page, save)
    choose_language(page, "es")  # the notice stays, said again in Spanish
    assert notice.inner_text().startswith(
        "No se puede jugar este enlace de posición: El juego usa un solo dominó doble seis: "
        "28 fichas, cada una una sola vez (regla R1.1). Fichas en cuestión: [1|4]."
    )


SCORES = "document.querySelectorAll('#setup-editor input[name^=\"score:\"]').length"
TURNS = "document.querySelectorAll('#setup-editor select[name=\"turn\"] option').length"


def test_the_editor_follows_a_change_of_players(page: Page, server: SiteServer) -> None:
    """R1.2: three players score alone (three scores), four play as two partnerships (two); the
    editor draws its seats and scores again for the count chosen (it threw, drawing nothing)."""
    real_game(page, server)
    page.locator('[data-action="new-game"]').click()
    page.locator('#newgame [data-action="open-setup"]').click()
    page.wait_for_function("() => document.querySelector('dialog#setup-editor[open]')")
    assert (page.evaluate(SCORES), page.evaluate(TURNS)) == (2, 2)
    choose(page, "#setup-editor select[name='players']", "3")
    page.wait_for_function(f"() => {TURNS} === 3")
    assert page.evaluate(SCORES) == 3
    choose(page, "#setup-editor select[name='players']", "4")
    page.wait_for_function(f"() => {TURNS} === 4")
    assert page.evaluate(SCORES) == 2
    assert page.locator("#setup-editor #setup-board").count() == 1  # the board picture kept


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


def tap_a_spare_onto_the_board(page: Page) -> str:
    """By touch: a boneyard tile that fits, then the first lettered end on the board picture."""
    spare = page.eval_on_selector_all(
        "#setup-editor select[name^='tile:']",
        "all => all.filter((s) => s.value === 'b').map((s) => s.name.slice(5))",
    )
    enabled = page.eval_on_selector_all(
        "#setup-pieces [data-piece]:not([disabled])", "all => all.map((b) => b.dataset.piece)"
    )
    tile = next(t for t in enabled if t in spare)
    before = page.evaluate(STEPS)
    page.locator(f'#setup-pieces [data-piece="{tile}"]').tap()
    page.touchscreen.tap(*target_point(page, "#setup-board"))
    page.wait_for_function(f"(n) => {STEPS} === n + 1", arg=before)
    return tile


def test_the_editor_by_touch_alone(browser: Browser, server: SiteServer) -> None:
    """A phone, fingers only: a position built by tapping tiles and the lettered ends on the
    editor's board picture, then played by tapping a hand tile and its end on the table."""
    with phone_page(browser, server, "en", "390x844", timeout=60_000) as page:
        table = Table(page, server)
        snap = table.open(seed=SEED, players=2, levels=["easy"])
        assert snap.state == "your-turn"
        page.locator('.topbar [data-action="new-game"]').tap()
        page.locator('#newgame [data-action="open-setup"]').tap()
        page.locator("dialog#setup-editor[open] #setup-pieces").wait_for()
        placed = [tap_a_spare_onto_the_board(page), tap_a_spare_onto_the_board(page)]
        steps = page.locator("#setup-steps").inner_text()
        assert all(tile in steps for tile in placed), steps
        page.locator('[data-action="setup-play"]').tap()
        page.wait_for_function("() => !document.querySelector('dialog#setup-editor[open]')")
        assert settle_in(page, ("your-turn",)) == "your-turn"
        assert page.locator("#side-bar .side-words").inner_text().endswith("A set-up position.")
        board = page.locator("#board-text").text_content() or ""
        assert all(tile in board for tile in placed), board
        snap = table.snapshot()
        while snap.draw:  # draws until a tile fits (R7.2)
            page.locator('[data-action="draw"]').tap()
            page.wait_for_function(
                "(n) => document.querySelectorAll('#hand [data-tile]').length > n",
                arg=len(snap.hand),
            )
            settle_in(page, ("your-turn",))
            snap = table.snapshot()
        tile = snap.enabled[0]
        page.locator(f'#hand button[data-tile="{tile}"]').tap()
        point = target_point(page)
        page.touchscreen.tap(*point)
        page.wait_for_function(
            "(tile) => document.getElementById('board-text').textContent.includes(tile)", arg=tile
        )
