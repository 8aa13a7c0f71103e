"""Access (issue 6): the game with the keyboard alone, for screen readers, on a phone, and with
or without motion.

- A whole game played through `page.keyboard` only (`access.KeyboardTable` in `tabletop.Lockstep`,
  which checks every turn, every announcement of `role="status"` (the computers' moves too, with
  their points) and every round summary against the engine), the focus visible at every step.
- The board as text (`#board-text`, the canvas's description) lists each open end with its value
  and the ends' sum, as the engine has them; the legend explains the table's marks.
- Every control shows where the focus is (`:focus-visible` with an outline) when tabbed to.
- At 390 x 844 every button, disclosure and choice is at least 44 x 44 px.
- Tiles fly from the hand and from a computer's seat to the table in about 250 ms while the page
  stays "waiting"; not with `prefers-reduced-motion`, not with `?fast=1`.
"""

from __future__ import annotations

import re
import time
from typing import Any

from access import DESKTOP, KeyboardTable, new_page, open_context
from harness import SiteServer
from playwright.sync_api import Browser, Page
from tabletop import (
    MOVE_TIMEOUT,
    SHORT_GAME_SEED,
    SLOTS,
    TWO,
    Lockstep,
    Snapshot,
    Table,
    find_seed,
    short_game,
)
from viewports import PHONE


def check_board_text(page: Page, view: dict[str, Any]) -> None:
    """#board-text (the canvas's aria-describedby) against the engine's board."""
    assert page.locator("#board").get_attribute("aria-describedby") == "board-text"
    board = view["board"]
    items = page.locator("#board-text li").all_text_contents()
    text = page.locator("#board-text").text_content() or ""
    label = page.locator("#board").get_attribute("aria-label") or ""
    if not board["tiles"]:
        assert items == [] and "No tile" in text and label == "The table is empty.", (text, label)
        return
    assert len(items) == len(board["open_ends"]), f"ends listed {items}, engine {board}"
    for item, end in zip(items, board["open_ends"], strict=True):
        tile, slot = end["end"].split(" ")
        assert item.startswith(f"{tile} {SLOTS[slot]} ({end['value']})"), (item, end)
    assert re.search(rf"Ends' sum: (.* = )?{board['ends_sum']}\.", text), text
    assert f"Ends' sum {board['ends_sum']}" in label, label


def test_keyboard_only_game(page: Page, server: SiteServer) -> None:
    seed = find_seed(SHORT_GAME_SEED, short_game)
    started = time.monotonic()
    table = KeyboardTable(page, server)
    game = Lockstep(table, seed=seed, **TWO)
    boards_checked = 0

    def stop(snap: Snapshot) -> bool:
        nonlocal boards_checked
        if snap.state == "your-turn" and game.person_moves % 5 == 0:
            check_board_text(page, game.replay.view)
            boards_checked += 1
        return False

    game.play(stop=stop)
    assert game.snap.state == "game-over" and game.replay.view["over"]
    assert game.rounds_checked >= 2, "a game of one round says little"
    assert table.letters_used > 0 and table.arrows_used > 0, "both ways to pick an end were used"
    assert boards_checked > 0
    print(
        f"seed {seed}: {game.replay.view['round']} rounds, {game.person_moves} moves by keyboard,"
        f" {table.letters_used} by letter, {time.monotonic() - started:.1f} s"
    )


def test_keys_for_hint_and_undo(page: Page, server: SiteServer) -> None:
    """H presses the hint button (its tile is marked in the hand), U the undo button."""
    table = KeyboardTable(page, server)
    snap = table.open(seed=3, players=2, levels=["easy"])
    if page.locator('[data-action="hint"]').count() == 0:
        return  # no play aids on this page: the keys have nothing to press
    assert snap.enabled, "the person can place at the start of this seed's game"
    table.wait_focus("f.inHand && !!f.tile", "the hand")
    table.key("h")
    # The hinted tile is chosen, the focus on its hinted end: Enter plays the hint.
    page.wait_for_selector("#hand .is-hinted", timeout=MOVE_TIMEOUT)
    focus = table.wait_focus("f.inEnds && !!f.end", "the hinted end")
    assert page.evaluate("document.activeElement.classList.contains('is-hinted')"), focus
    tile = page.locator("#hand [data-tile].is-hinted").get_attribute("data-tile")
    snap = table.act_key("Enter", snap)
    assert snap.state == "your-turn" and tile not in snap.hand
    table.key("u")
    page.wait_for_function(
        "t => [...document.querySelectorAll('#hand [data-tile]')].some((b) => b.dataset.tile === t)"
        " && document.body.dataset.state === 'your-turn'",
        arg=tile,
        timeout=MOVE_TIMEOUT,
    )


def test_legend_explains_the_marks(page: Page, server: SiteServer) -> None:
    Table(page, server).open(seed=3, players=2, levels=["easy"])
    page.locator("#legend-box > summary").click()
    items = page.locator("#legend-box .legend li").all_text_contents()
    joined = " ".join(items)
    wanted = ("Spinner", "orange border", "centre pin", "Filled square", "Empty ring", "letter")
    for words in wanted:
        assert words in joined, f"the legend does not mention {words!r}: {items}"
    shapes = page.evaluate(
        """() => [...document.querySelectorAll('.legend-icon')].map((e) => {
             const s = getComputedStyle(e);
             return [e.className, s.borderTopLeftRadius, s.width];
           })"""
    )
    radius = {name.split()[-1]: r for name, r, _ in shapes}
    assert radius["legend-open"] == "50%" and radius["legend-scoring"] != "50%", shapes


FOCUS_SCRIPT = """() => {
  const a = document.activeElement;
  if (!a || a === document.body) return null;
  // A radio button is drawn by the span after it; that span wears the outline.
  const shown = a.matches('input[type="radio"]') ? a.nextElementSibling : a;
  const s = getComputedStyle(shown);
  return { what: a.outerHTML.slice(0, 90), visible: a.matches(":focus-visible"),
           style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
}"""


def tab_through(page: Page, limit: int = 60) -> list[dict[str, Any]]:
    seen: list[dict[str, Any]] = []
    for _ in range(limit):
        page.keyboard.press("Tab")
        found = page.evaluate(FOCUS_SCRIPT)
        if found is None:
            continue
        if seen and found["what"] == seen[0]["what"]:
            break
        seen.append(found)
    return seen


def test_focus_is_always_visible(page: Page, server: SiteServer) -> None:
    table = Table(page, server)
    snap = table.open(seed=3, players=2, levels=["easy"])
    for box in ("#board-text-box", "#legend-box"):
        page.locator(f"{box} > summary").click()
    if snap.enabled:
        table.pick(snap.enabled[0])
    stops = tab_through(page)
    page.keyboard.press("Escape")
    page.locator('[data-action="new-game"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#newgame[open]")
    stops += tab_through(page, 30)
    assert len(stops) >= 8, stops
    bad = [s for s in stops if not s["visible"] or s["style"] == "none" or s["width"] < 2]
    assert not bad, f"focus not visible on: {bad}"


# A radio button or a checkbox inside its label is tapped through its label: the label is the
# target.
TARGETS = """() => {
  const sel = 'button, summary, a[href], [role="button"], select,'
    + ' input:not([type="radio"]):not([type="checkbox"]), input[type="checkbox"]:not(label *),'
    + ' label:has(input:is([type="radio"], [type="checkbox"])), .segmented label';
  return [...document.querySelectorAll(sel)]
    .filter((e) => e.checkVisibility({ visibilityProperty: true }))
    .map((e) => { const r = e.getBoundingClientRect();
                  return { what: e.outerHTML.slice(0, 80), w: r.width, h: r.height }; })
    .filter((r) => r.w > 0 && r.h > 0);
}"""


def small_targets(page: Page) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = page.evaluate(TARGETS)
    return [t for t in found if t["w"] < 43.5 or t["h"] < 43.5]


def test_touch_targets_on_a_phone(browser: Browser, server: SiteServer) -> None:
    context, guard = open_context(browser, server, viewport=PHONE)
    try:
        page = new_page(context)
        table = Table(page, server)
        snap = table.open(seed=18, players=4, levels=["easy", "normal", "easy"])
        assert not small_targets(page), "at the start"
        if snap.enabled:
            table.pick(snap.enabled[0])
        assert not small_targets(page), "with a tile chosen"
        page.keyboard.press("Escape")
        page.locator("#legend-box > summary").click()
        assert not small_targets(page), "with the legend open"
        page.locator("#legend-box > summary").click()
        page.locator('[data-action="new-game"]').click()
        page.wait_for_selector("#newgame[open]")
        page.locator('#newgame input[name="players"][value="4"]').check(force=True)
        assert not small_targets(page), "in the new game dialog"
        page.locator('[data-action="cancel-new-game"]').click()
        snap = table.snapshot()
        while snap.state == "your-turn":
            _, snap = table.play_turn(snap, lambda tile, ends: None)
        assert snap.state == "round-over"
        assert not small_targets(page), "in the round summary"
        guard.check()
    finally:
        context.close()


# Records every tile that flies: the page's state when it took off, and its animation's length.
FLIGHTS_SCRIPT = """
(() => {
  const flights = (window.__flights = []);
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) {
      if (n.nodeType !== 1 || !n.classList.contains("flying-tile")) continue;
      requestAnimationFrame(() => {
        const a = n.getAnimations()[0];
        flights.push({ state: document.body.dataset.state,
                       ms: a ? a.effect.getTiming().duration : null });
      });
    }
  }).observe(document, { childList: true, subtree: true });
})();
"""


def play_a_few(page: Page, server: SiteServer, *, fast: bool) -> list[dict[str, Any]]:
    """Open a game (slow pace unless `fast`), make two placements, return the flights seen."""
    page.context.add_init_script(FLIGHTS_SCRIPT)
    table = Table(page, server)
    query = "?seed=3&players=2&levels=easy" + ("&fast=1" if fast else "")
    page.goto(server.base_url + query)
    page.wait_for_function("() => document.body.dataset.state === 'your-turn'")
    snap = table.snapshot()
    placed = 0
    while placed < 2 and snap.state == "your-turn":
        move, snap = table.play_turn(snap, lambda tile, ends: None)
        placed += move["type"] == "place"
    page.wait_for_timeout(400)
    flights: list[dict[str, Any]] = page.evaluate("window.__flights")
    return flights


def test_tiles_fly_to_the_table(browser: Browser, server: SiteServer) -> None:
    context, guard = open_context(browser, server, viewport=DESKTOP)
    try:
        flights = play_a_few(new_page(context), server, fast=False)
        assert len(flights) >= 3, f"the person's and the computer's tiles fly: {flights}"
        assert all(f["state"] == "waiting" for f in flights), flights
        assert all(150 <= (f["ms"] or 0) <= 400 for f in flights), flights
        guard.check()
    finally:
        context.close()


# Counts every Web Animation the page starts and every running CSS animation.
ANIMATIONS_SCRIPT = """
(() => {
  window.__animate = 0;
  const native = Element.prototype.animate;
  Element.prototype.animate = function (...args) {
    window.__animate += 1;
    return native.apply(this, args);
  };
})();
"""


def test_no_motion_with_reduced_motion_or_fast(browser: Browser, server: SiteServer) -> None:
    for reduced, fast in ((True, False), (False, True)):
        context, guard = open_context(browser, server, reduced_motion=reduced)
        try:
            page = new_page(context)
            page.context.add_init_script(ANIMATIONS_SCRIPT)
            flights = play_a_few(page, server, fast=fast)
            assert flights == [], f"reduced motion {reduced}, fast {fast}: {flights}"
            if reduced:
                started = page.evaluate("window.__animate")
                running = page.evaluate("document.getAnimations().length")
                assert started == 0 and running == 0, f"{started} animations, {running} running"
            guard.check()
        finally:
            context.close()
