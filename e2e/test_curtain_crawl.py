"""A suspicious player at a pass-and-play table (issue 39, R1.4): two people, Ann and Bo, and a
computer, under Muggins, at 390x844 by touch. With the curtain up ("Pass to Bo"), every control
the page offers is pressed, in every menu and panel, three presses deep (☰ Log → "Play round 1
from move 3" → "Against the computers"); after each, no tile of a hidden hand or of the boneyard
is in the page, its accessibility tree or its canvas's text, no hand is shown, and a side game
started from the table keeps its curtain. The set-up editor opened from the table shows the
board as it is and hands dealt again by the engine, never the real ones.

Only the controls that show a hand on purpose (the curtain's own button) or start a game with
tiles of its own (a new deal, today's deal, puzzles, a table with friends) are left out."""

from __future__ import annotations

import re
from typing import Any

from access import phone_page
from harness import SiteServer, wait_for_state
from hiddentiles import CANVAS_TEXT_SCRIPT, shown_hidden_tiles
from people import HAND, deal_with_rules
from playwright.sync_api import Browser, Page
from pwa import saved_game

from engine.game import Game
from engine.setupops import as_seen

SEED = 7
SEATS = [("person", "Ann"), ("person", "Bo"), ("computer", "easy")]
STEPS = 3  # the curtain searched for comes after this many moves of round 1
LEFT_OUT = {
    "show-hand",  # shows the tiles of the person the curtain names: on purpose
    "start-game",  # a new deal, today's deal, puzzles, friends: games with tiles of their own
    "daily",
    "puzzles",
    "host-table",
    "import-record",  # opens the system's file chooser
    "close-aid",  # closes what is open: the crawl closes everything after each press anyway
    "cancel-new-game",
    "undo",  # gives the move back behind its person's curtain: test_curtain_phone
    "set-language",  # pressed last: the crawl finds the controls by their words
}
# Every control on show, in document order, outside closed dialogs (only the top open dialog's,
# the one with the focus, or the open language list's): pressable, not disabled.
ON_SHOW = """(() => {
  const open = [...document.querySelectorAll("dialog[open], #lang-menu:not([hidden])")];
  const top = open.find((d) => d.contains(document.activeElement)) ?? open.pop();
  return [...document.querySelectorAll("button, summary, a[href]")].filter(
    (e) => !e.closest("dialog:not([open])") && !e.closest("[hidden]") && !e.disabled
      && e.getClientRects().length > 0 && (!top || top.contains(e)));
})()"""
CONTROLS = f"""() => {ON_SHOW}.map(
  (e) => [e.dataset.action || e.tagName.toLowerCase(), e.textContent.trim().slice(0, 30)])"""
PRESS = f"""([index]) => {{
  document.querySelectorAll("[data-crawl]").forEach((e) => delete e.dataset.crawl);
  {ON_SHOW}[index].dataset.crawl = "next";
}}"""
EDITOR_HANDS = """() => Object.fromEntries(
  [...document.querySelectorAll("#setup-editor #setup-pieces [data-piece]")].map(
    (b) => [b.dataset.piece, b.dataset.where]))"""
QUIET_MS = 400
# Notes the time of the last message to or from a worker (the engine's): `settle` waits for quiet.
QUIET_SCRIPT = """
(() => {
  const quiet = (window.__quiet = { last: performance.now() });
  const Before = window.Worker;
  window.Worker = class extends Before {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", () => { quiet.last = performance.now(); });
    }
    postMessage(...args) {
      quiet.last = performance.now();
      return super.postMessage(...args);
    }
  };
})();
"""
CURTAIN_READY = """() => document.body.dataset.state === "pass-device"
  && !document.querySelector("#curtain-show").disabled && !document.querySelector("dialog[open]")"""


def moves_so_far(page: Page) -> int:
    return len(saved_game(page)["record"]["rounds"][-1]["moves"])


def to_the_curtain(page: Page) -> dict[str, Any]:
    """Play the first move each person can until the curtain waits for Bo after STEPS moves;
    the game's record then (from the save)."""
    for _ in range(40):
        page.wait_for_function(
            "() => ['pass-device', 'your-turn'].includes(document.body.dataset.state)"
        )
        if page.evaluate("document.body.dataset.state") == "pass-device":
            page.wait_for_function(CURTAIN_READY)
            if moves_so_far(page) >= STEPS and "Bo" in page.locator("#curtain-show").inner_text():
                return saved_game(page)["record"]
            page.locator('[data-action="show-hand"]').tap()
            wait_for_state(page, "your-turn")
            continue
        before = page.evaluate(HAND)
        tile = page.locator("#hand [data-tile]:not([disabled])").first
        if tile.count() == 0:
            page.locator(".actions button:not([disabled])").first.tap()
        else:
            tile.tap()
            page.locator("#ends-list [data-end]").first.tap()
            sheet = page.locator("dialog#claim[open]")
            sheet.wait_for()
            sheet.locator('[data-claim="0"]').tap()  # H2: "no score", whatever it scored
        page.wait_for_function(
            "(b) => document.body.dataset.state === 'pass-device' || JSON.stringify("
            "[...document.querySelectorAll('#hand [data-tile]')].map(e => e.dataset.tile))"
            " !== JSON.stringify(b)",
            arg=before,
        )
    raise AssertionError("the curtain never waited for Bo after three moves")


def hidden_tiles(record: dict[str, Any]) -> tuple[Game, list[str]]:
    """The table's game and every tile nobody at the device may see with the curtain up: each
    hand's and the boneyard's."""
    game = Game.from_record(record)
    tiles = [str(t) for hand in game.hands for t in hand] + [str(t) for t in game.boneyard]
    return game, tiles


def back_to_the_curtain(page: Page) -> None:
    """Close whatever is open and leave any side game, until the table's curtain waits again."""
    for _ in range(4):
        page.keyboard.press("Escape")  # (a dialog, or the language list, which is none)
        if not page.locator("dialog[open]").count():
            break
    page.wait_for_function("() => !document.querySelector('dialog[open]')", timeout=10_000)
    if page.evaluate("document.body.dataset.side") != "off":
        page.locator('[data-action="back-to-game"]').first.tap()
        page.wait_for_function("() => document.body.dataset.side === 'off'", timeout=30_000)
    try:
        page.wait_for_function(CURTAIN_READY, timeout=30_000)
    except Exception as err:
        state = page.evaluate(
            "() => [document.body.dataset.state, document.body.dataset.side,"
            " [...document.querySelectorAll('dialog[open]')].map((d) => d.id)]"
        )
        raise AssertionError(f"the curtain did not come back: {state}") from err


Control = tuple[str, str]  # a control's action (else its tag) and its words


def press(page: Page, path: list[Control]) -> bool:
    """From the curtain, press each control of `path` in turn, found by its action and words;
    False when one is not on show the same way this time."""
    back_to_the_curtain(page)
    page.evaluate("() => { window.__canvasText = []; }")
    for control in path:
        controls = [tuple(c) for c in page.evaluate(CONTROLS)]
        if control not in controls:
            return False
        page.evaluate(PRESS, [controls.index(control)])
        page.locator('[data-crawl="next"]').tap(timeout=10_000)
        settle(page)
    return True


def settle(page: Page) -> None:
    """A press has had all its effects: the engine's worker has been quiet (no message either way)
    for QUIET_MS, and the table is in no state in between. (Right after a press the old table is
    still up while the command waits for its first answer: looking then would look at nothing.)"""
    page.wait_for_function(
        "(ms) => performance.now() - window.__quiet.last > ms"
        " && (!['waiting', 'loading'].includes(document.body.dataset.state)"
        "     || document.querySelector('dialog[open]'))",
        arg=QUIET_MS,
        polling=50,
    )


def check(page: Page, game: Game, tiles: list[str], where: str) -> None:
    """Nothing hidden shows; a side game keeps the curtain; the editor deals hands again."""
    if page.locator("#setup-editor[open]").count():
        editor_deals_again(page, game, where)
        return
    found = shown_hidden_tiles(page, tiles)
    assert not found, f"{where}: {found}"
    if page.evaluate("document.body.dataset.side") != "off":
        assert page.locator("#curtain").is_visible(), f"{where}: a side game without the curtain"
        # It waits for a person by name (or "Player n"): a line's one person is never "You",
        # neither on the curtain nor in the line that says what to do.
        for line in ("#curtain-text", "#hint"):
            said = page.locator(line).inner_text()
            assert not re.search(r"\b(You|Sinä)\b", said), f"{where}: {line} says {said!r}"


def editor_deals_again(page: Page, game: Game, where: str) -> None:
    """The editor's hands are the engine's fresh deal of the tiles off the table (nobody's hand
    may show with the curtain up: engine/setupops.py's as_seen), never a real hand."""
    seen = as_seen(game, None)
    for seat, hand in enumerate(seen.hands):
        assert sorted(hand) != sorted(game.hands[seat]), f"{where}: seat {seat}'s real hand"
    expected = {str(t): str(seat) for seat, hand in enumerate(seen.hands) for t in hand}
    shown = page.evaluate(EDITOR_HANDS)
    in_hands = {tile: at for tile, at in shown.items() if at not in ("stock", "board")}
    assert in_hands == expected, where


def crawl(page: Page, game: Game, tiles: list[str], depth: int = 3) -> list[list[str]]:
    """Every path of presses up to `depth` deep, each from the curtain; the paths pressed (each
    control by its action, else its tag). A press that brings no new control (a toggle, a fold)
    is not pressed further: what follows it is what follows the table itself."""
    done: list[list[str]] = []
    paths: list[list[Control]] = [[]]
    shown: dict[tuple[Control, ...], set[Control]] = {}
    while paths:
        path = paths.pop(0)
        if not press(page, path):
            continue
        if path:
            check(page, game, tiles, " → ".join(f"{action} ({words})" for action, words in path))
            done.append([action for action, _ in path])
        on_show = [tuple(c) for c in page.evaluate(CONTROLS)]
        shown[tuple(path)] = set(on_show)
        if len(path) < depth and (not path or set(on_show) - shown[tuple(path[:-1])]):
            paths.extend([*path, c] for c in on_show if c[0] not in LEFT_OUT and c not in path)
    return done


def test_no_hidden_tile_by_any_control_with_the_curtain_up(
    browser: Browser, server: SiteServer
) -> None:
    # One crawl, in Finnish: a hidden tile is written the same in every language (hiddentiles.py),
    # the controls are found by their actions, and the last check is in another language.
    lang = "fi"
    with phone_page(browser, server, lang, "390x844") as page:
        page.context.add_init_script(CANVAS_TEXT_SCRIPT)
        page.context.add_init_script(QUIET_SCRIPT)
        page.goto(server.base_url + f"?seed={SEED}&fast=1&lang={lang}")
        deal_with_rules(page, SEATS, 61, True)  # H2: Muggins
        game, tiles = hidden_tiles(to_the_curtain(page))
        check(page, game, tiles, "the curtain")
        pressed = crawl(page, game, tiles)
        print(f"{len(pressed)} paths pressed:", *(" → ".join(p) for p in pressed), sep="\n")
        # The new player's path itself (issue 39): a line against the computers from the log.
        assert ["open-log", "log-play-from", "line-computers"] in pressed
        assert ["new-game", "open-setup"] in pressed
        # Another language, last: the crawl finds the controls by their words.
        back_to_the_curtain(page)
        page.locator('[data-action="language"]').tap()
        page.locator('[data-action="set-language"]:not([aria-current="true"])').first.tap()
        settle(page)
        check(page, game, tiles, "another language")
