"""Set-up positions on the page (docs/notation.md): a position opened from a link
(`#setup=<notation>`) plays to the end of its round and "Back to the game" resumes the real game;
the editor refuses an impossible position citing the rule and plays a possible one, against the
computers or hand to hand; a link the rules refuse says why and changes nothing. None of it
touches the statistics (localStorage "five-up:stats") nor the real game's save."""

from __future__ import annotations

import json
import os
from typing import Any
from urllib.parse import quote, unquote

import pytest
from access import axe_violations, choose_language, new_page, open_context, phone_page
from harness import SiteServer
from playwright.sync_api import Browser, Page
from pwa import EARLIER_STATS, SAVE_KEY, STATS_KEY, saved_game, settle, storage
from sidegames import NOTATION
from tabletop import Table, call, target_point

from engine.protocol import Session

SEED = 8
DESKTOP_1366 = {"width": 1366, "height": 768}


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
PLAY = '#setup-editor [data-action="setup-play"]'
# Whether a control lies inside the viewport and nothing covers it (the element at its centre is
# itself), enabled or not: "Play this position" must be in view at every step (issue 39).
IN_VIEW = """(selector) => {
  const e = document.querySelector(selector);
  const r = e.getBoundingClientRect();
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return { inView: r.height > 0 && r.left >= 0 && r.top >= 0
             && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5,
           covered: !(top && (top === e || e.contains(top))) };
}"""
WHERE = """() => Object.fromEntries([...document.querySelectorAll('#setup-pieces [data-piece]')]
  .map((b) => [b.dataset.piece, b.dataset.where]))"""
SHOTS = os.environ.get("SETUP_SHOTS")  # a folder: each state's screenshot for the closing note


def shot(page: Page, name: str) -> None:
    if SHOTS:
        size = page.viewport_size or {"width": 0, "height": 0}
        page.screenshot(path=f"{SHOTS}/{size['width']}x{size['height']}-{name}.png")


def play_in_view(page: Page) -> None:
    assert page.evaluate(IN_VIEW, PLAY) == {"inView": True, "covered": False}


def verdict(page: Page) -> str | None:
    """The engine's word on the editor's position once it has checked it: None when "Play this
    position" is offered, else the reason beside it (the button then disabled)."""
    page.wait_for_function(
        "() => document.querySelector('#setup-editor .setup-actions').dataset.checking === 'false'"
    )
    play_in_view(page)
    if not page.locator(PLAY).is_disabled():
        assert page.locator("#setup-refused").is_hidden()
        return None
    text: str = page.locator("#setup-refused").inner_text()
    return text


def where(page: Page) -> dict[str, str]:
    """Where the editor has each tile: a seat ("0", "1"), "stock" or "board"."""
    found: dict[str, str] = page.evaluate(WHERE)
    return found


def seats_said(page: Page) -> list[str]:
    """Each destination's words: its hand's name and count, then not dealt's."""
    said: list[str] = page.eval_on_selector_all(
        '#setup-where [data-action="setup-to"]', "all => all.map((b) => b.innerText.trim())"
    )
    return [" ".join(s.split()) for s in said]


def press(page: Page, selector: str, touch: bool) -> None:
    control = page.locator(selector)
    control.tap() if touch else control.click()


def move(page: Page, tile: str, to: str, touch: bool = True) -> None:
    """Tap `tile`, then where it goes: a seat's hand ("0", ...) or not dealt ("stock")."""
    press(page, f'#setup-pieces [data-piece="{tile}"]', touch)
    page.wait_for_function(
        "(t) => document.querySelector(`#setup-pieces [data-piece='${t}']`)"
        ".getAttribute('aria-pressed') === 'true'",
        arg=tile,
    )
    play_in_view(page)
    press(page, f'#setup-where [data-seat="{to}"]', touch)
    page.wait_for_function(
        "([t, to]) => document.querySelector(`#setup-pieces [data-piece='${t}']`)"
        ".dataset.where === to",
        arg=[tile, to],
    )


def open_editor(page: Page, touch: bool) -> None:
    press(page, '.topbar [data-action="new-game"]', touch)
    press(page, '#newgame [data-action="open-setup"]', touch)
    page.wait_for_function("() => document.querySelector('dialog#setup-editor[open]')")


def setup_fits(steps: list[dict[str, Any]]) -> dict[str, list[str | None]]:
    """Where each tile off the board may go, as the engine's set-up board says (R3)."""
    fits: dict[str, list[str | None]] = call(Session(), "setup_board", steps=steps)["fits"]
    return fits


def notation(opening: str, hands: list[list[str]]) -> str:
    """The engine's notation of a position: `opening` on the board, `hands`, seat 0 to play."""
    position = {
        "board": [{"tile": opening, "end": None}],
        "hands": hands,
        "boneyard": None,
        "turn": 0,
        "drawn": None,
        "scores": [0, 0],
        "rules": None,
    }
    written: str = call(Session(), "position_read", position=position)["notation"]
    return written


def played_notation(page: Page, server: SiteServer) -> str:
    """The position the engine plays from, as the side game's Share position writes it."""
    page.locator('#side-bar [data-action="share-position"]').click()
    page.wait_for_function("() => document.querySelector('dialog#share-position[open]')")
    link = page.locator("#setup-link").input_value()
    page.keyboard.press("Escape")
    prefix = f"{server.base_url}#setup="
    assert link.startswith(prefix), link
    return unquote(link[len(prefix) :])


# The editor's words for the tests' languages: R1.3's refusal, a hand's count, not dealt.
WORDS = {
    "en": {
        "r13": ("On an empty board each hand holds the 5 tiles", "(rule R1.3)"),
        "hands": ["Seat 1's hand {} of {}", "Seat 2's hand {} of {}", "Not dealt {}"],
        "full": ", full",
    },
    "es": {
        "r13": ("Cada mano recibe 5 fichas y el resto es el pozo", "(regla R1.3)"),
        "hands": [
            "Fichas del asiento 1 {} de {}",
            "Fichas del asiento 2 {} de {}",
            "Sin repartir {}",
        ],
        "full": ", llena",
    },
}


def said_counts(lang: str, mine: int, theirs: int, most: int, stock: int) -> list[str]:
    one, two, rest = WORDS[lang]["hands"]
    full = WORDS[lang]["full"]
    return [
        one.format(mine, most) + (full if mine == most else ""),
        two.format(theirs, most) + (full if theirs == most else ""),
        rest.format(stock),
    ]


@pytest.mark.parametrize(("size", "lang"), [("360x640", "en"), ("390x844", "es")])
def test_a_position_built_by_taps_on_a_phone(
    browser: Browser, server: SiteServer, size: str, lang: str
) -> None:
    """Issue 39: a tile tapped, then its hand, not dealt or the board; each hand says how many it
    holds of the most the engine allows (R1.3 on an empty board: 5 of 5, full; after, R7.2: the
    5 dealt and the 18 of the boneyard); "Play this position" in view at every step, refused
    with the engine's reason in the page's language, then played from exactly that position."""
    with phone_page(browser, server, lang, size, timeout=60_000) as page:
        table = Table(page, server)
        table.open(seed=SEED, players=2, levels=["easy"])
        if lang != "en":
            choose_language(page, lang)
        open_editor(page, touch=True)
        shot(page, f"{lang}-empty")
        assert verdict(page) is None  # the table's own position, as dealt
        at = where(page)
        mine = sorted(t for t, w in at.items() if w == "0")
        theirs = sorted(t for t, w in at.items() if w == "1")
        assert (len(mine), len(theirs)) == (5, 5)
        assert seats_said(page) == said_counts(lang, 5, 5, 5, 18)
        # R1.3: a hand of four on an empty board is refused, the button disabled beside why.
        move(page, mine[0], "stock")
        said = verdict(page)
        assert said is not None
        start, rule = WORDS[lang]["r13"]
        assert said.startswith(start) and rule in said, said
        shot(page, f"{lang}-refused")
        move(page, mine[0], "0")
        assert verdict(page) is None
        # A spare tile chosen: both hands are full (5 of 5), so only not dealt or the board.
        stock = sorted(t for t, w in where(page).items() if w == "stock")
        opening = next(t for t in stock if any(set(t[1::2]) & set(m[1::2]) for m in mine))
        spare = next(t for t in stock if t != opening)
        press(page, f'#setup-pieces [data-piece="{spare}"]', True)
        page.wait_for_function(
            "() => document.querySelector('#setup-where [data-seat=\"0\"]').disabled"
        )
        assert page.locator('#setup-where [data-seat="1"]').is_disabled()
        shot(page, f"{lang}-full")
        press(page, f'#setup-pieces [data-piece="{spare}"]', True)  # tapped again: unchosen
        page.wait_for_function("() => !document.querySelector('[aria-pressed=\"true\"]')")
        # The opening: a spare tile onto the empty board's one target, tapped on its picture.
        press(page, f'#setup-pieces [data-piece="{opening}"]', True)
        page.locator("#setup-board").evaluate("(c) => c.scrollIntoView({ block: 'center' })")
        page.touchscreen.tap(*target_point(page, "#setup-board", "opening"))
        page.wait_for_function(f"() => {STEPS} === 1")
        assert verdict(page) is None
        # With a tile on the board, a hand holds 1 to 5 + 18 (R8.1, R7.2): room for the spare.
        assert seats_said(page) == said_counts(lang, 5, 5, 23, 17)
        press(page, f'#setup-pieces [data-piece="{spare}"]', True)
        page.wait_for_function(
            "() => !document.querySelector('#setup-where [data-seat=\"0\"]').disabled"
        )
        shot(page, f"{lang}-chosen")
        press(page, '#setup-where [data-seat="0"]', True)
        page.wait_for_function(
            "(t) => document.querySelector(`[data-piece='${t}']`).dataset.where === '0'", arg=spare
        )
        move(page, theirs[0], "stock")
        assert verdict(page) is None
        assert seats_said(page) == said_counts(lang, 6, 4, 23, 17)
        shot(page, f"{lang}-ready")
        press(page, PLAY, True)
        page.wait_for_function("() => !document.querySelector('dialog#setup-editor[open]')")
        assert settle_in(page, ("your-turn",)) == "your-turn"
        hands = [sorted([*mine, spare]), theirs[1:]]
        assert played_notation(page, server) == notation(opening, hands)


def test_a_position_built_by_keys(browser: Browser, server: SiteServer) -> None:
    """Keys alone at 1366x768: Enter on a tile chooses it and the focus goes to the first place it
    may go; Space puts it there and the focus comes back to the tile. The position the engine
    then plays from is exactly the one built; axe-core finds nothing serious on the way."""
    context, guard = open_context(browser, server, viewport=DESKTOP_1366, bypass_csp=True)
    try:
        page = new_page(context)
        table, save, hand = real_game(page, server)
        open_editor(page, touch=False)
        shot(page, "en-empty")
        at = where(page)
        mine = sorted(t for t, w in at.items() if w == "0")
        assert mine == sorted(hand)
        page.locator(f'#setup-pieces [data-piece="{mine[0]}"]').focus()
        page.keyboard.press("Enter")
        # Its own hand and the other, full (5 of 5), take nothing: not dealt has the focus.
        page.wait_for_function("() => document.activeElement?.dataset.seat === 'stock'")
        shot(page, "en-full")
        assert axe_violations(page) == []
        page.keyboard.press("Space")
        page.wait_for_function("(t) => document.activeElement?.dataset.piece === t", arg=mine[0])
        said = verdict(page)
        assert said is not None and said.startswith(WORDS["en"]["r13"][0]), said
        assert said.endswith("(rule R1.3)"), said
        shot(page, "en-refused")
        assert axe_violations(page) == []
        page.keyboard.press("Enter")  # back into seat 1's hand, now 4 of 5: the first place offered
        page.wait_for_function("() => document.activeElement?.dataset.seat === '0'")
        page.keyboard.press("Enter")
        page.wait_for_function("(t) => document.activeElement?.dataset.piece === t", arg=mine[0])
        assert verdict(page) is None
        # A spare tile onto the board: the hands are full, it is in the stock, so the board's
        # opening has the focus, and only the engine's legal ends are offered (R3.1).
        stock = sorted(t for t, w in where(page).items() if w == "stock")
        opening = next(t for t in stock if any(set(t[1::2]) & set(m[1::2]) for m in mine))
        page.locator(f'#setup-pieces [data-piece="{opening}"]').focus()
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.activeElement?.dataset.spot === 'opening'")
        shot(page, "en-chosen")
        page.keyboard.press("Enter")
        page.wait_for_function(f"() => {STEPS} === 1")
        # Each tile now offers exactly the ends the engine lists.
        fits = setup_fits([{"tile": opening, "end": None}])
        match = next(t for t in stock if t != opening and fits[t])
        page.locator(f'#setup-pieces [data-piece="{match}"]').focus()
        page.keyboard.press("Enter")
        page.wait_for_function("() => !document.getElementById('setup-ends').hidden")
        offered = page.eval_on_selector_all(
            "#setup-ends [data-spot]", "all => all.map((b) => b.dataset.spot)"
        )
        assert offered == fits[match]
        page.locator(f'#setup-pieces [data-piece="{match}"]').focus()
        page.keyboard.press("Enter")  # chosen again: unchosen
        page.wait_for_function("() => document.getElementById('setup-ends').hidden")
        assert verdict(page) is None
        shot(page, "en-ready")
        page.locator(PLAY).focus()
        page.keyboard.press("Enter")
        page.wait_for_function("() => !document.querySelector('dialog#setup-editor[open]')")
        assert settle_in(page, ("your-turn", "round-over")) == "your-turn"
        theirs = sorted(t for t, w in at.items() if w == "1")
        assert played_notation(page, server) == notation(opening, [mine, theirs])
        untouched(page, save)
        back_to_the_game(page, table, hand)
        untouched(page, save)
        guard.check()
    finally:
        context.close()


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
