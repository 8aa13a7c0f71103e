"""A phone is a first-class table (issue 24): pass and play on a 360x640 and a 390x844 touch
screen, in English and in Finnish, with a 14-letter name, tapped through a whole round. In every
state visited (the curtain, who starts, the person's turn, a tile chosen, the round's summary):

- during a person's turn the board canvas takes at least 28% of the viewport, and nothing but the
  Muggins claim sheet and the curtain covers more than 15% of the canvas (who starts included: it
  leaves the board and the opening tile in view); on the round's summary the final board keeps that
  room too, so its pips read;
- the scoreboard's names, points and raw points never overlap (their texts as laid out);
- the top bar's brand and buttons take one row;
- no control's text runs out of it (`scrollWidth`, and each text's range inside the box);
- no control's word is broken inside, laid out over two lines ("Dic|a": a button narrower than
  its word wraps inside it and overflows nothing); a label may wrap at a space ("Comprar (18)"),
  Undo's word stays whole beside the badge counting its take-backs (the round's first move is
  taken back behind the curtain, so every later turn shows it).

The sizes of one kind of screen (the touch phones, upright and on their side; the desktops) and
the four languages share one round (issue 40): in each state the page is taken to each size of the
kind in turn and there to each language through its own language switch (`languagetour.Tour`,
which waits until the page has laid out again) and looked at there, each problem named by its size
and language; the round goes on at the size and in the language looked at last. Over a dialog
(modal: the switch out of reach) the dialog is closed, the language switched, the dialog opened
again.
"""

from __future__ import annotations

from typing import Any

import pytest
from access import LOCALES, each_top_dialog, table_text
from fit import (
    BROKEN_WORDS,
    OVERFLOWING,
    board_figures,
    broken_words,
    overflowing_controls,
    overlaps_in_scores,
    topbar_rows,
)
from harness import Guard, SiteServer
from languagetour import Tour, switch_language
from people import HAND, IS_SETTLED, LONG_NAME, MOVED, deal
from playwright.sync_api import Browser, Locator, Page
from relayout import RELAYOUT_WATCH
from viewports import PHONES, SIZES

SEED = 5
BOARD_SHARE = 0.28
COVER_SHARE = 0.15
# What may cover the board: the Muggins claim sheet and the pass-and-play curtain.
MAY_COVER = ("dialog#claim", "section#curtain")

# Each tag shown on a hand tile (a drawn tile's "drawn", the hint's mark): its width, and the room
# it has, its tile's width and the gap on each side, so it never lies over the tile beside it.
TAGS = """() => [...document.querySelectorAll("#hand .tile-btn > span")]
  .filter((tag) => tag.checkVisibility() && tag.textContent.trim())
  .map((tag) => {
    const tile = tag.parentElement;
    const gap = parseFloat(getComputedStyle(tile.parentElement).columnGap);
    return { text: tag.textContent, width: Math.round(tag.getBoundingClientRect().width),
             room: Math.round(tile.getBoundingClientRect().width + (gap || 0)) };
  })"""


def press(page: Page, control: Locator) -> None:
    """A tap on a touch screen, else a click."""
    if page.evaluate("navigator.maxTouchPoints > 0"):
        control.tap()
    else:
        control.click()


class Looker:
    """Looks at the page in each state at each of its sizes (`sizes`, by name: the page opens at
    the first one) in each language looked at there (`languages`, by size) and keeps what is
    wrong, named by the size, the language and the state. At the phones' sizes (PHONES) it also
    looks at the board's room, what covers it, the tiles' tags and the top bar."""

    def __init__(
        self,
        page: Page,
        server: SiteServer,
        sizes: dict[str, dict[str, int]],
        languages: dict[str, list[str]],
    ) -> None:
        self.page = page
        self.sizes = sizes
        self.tour = Tour(page, server, sizes, languages)
        self.problems: list[str] = []
        self.states: list[str] = []
        self.seen: set[tuple[str, str]] = set()  # (size, language) pairs looked at
        self.shares: dict[str, float] = {}

    def look(
        self, state: str, *, turn: bool, words_only: bool = False, lang: str | None = None
    ) -> None:
        """Look at every size in every language (`lang`: in that one alone, a dialog open);
        `words_only`: the texts alone (scores and controls), as over the round's summary's
        dialogs."""
        self.states.append(state)
        for name, shown in self.tour.each(lang=lang):
            self.seen.add((name, shown))
            phone = self.sizes[name] in PHONES.values() and not words_only
            self.look_here(f"{name}, {shown}, {state}", turn=turn, phone=phone)

    def look_at_dialogs(self, lang: str) -> None:
        """Over the round's summary, in `lang` (the page showing it): each top-bar dialog, then
        the New game dialog with the game's names; their words only."""
        page = self.page
        for action in each_top_dialog(page):
            self.look(
                f"the round's summary, the dialog of {action}",
                turn=False,
                words_only=True,
                lang=lang,
            )
        page.locator('.topbar [data-action="new-game"]').click()
        page.wait_for_function(
            "n => [...document.querySelectorAll('#newgame[open] input')].some(i => i.value === n)",
            arg=LONG_NAME,
        )
        self.look(
            "the New game dialog over the game, the names filled in",
            turn=False,
            words_only=True,
            lang=lang,
        )
        page.locator('[data-action="cancel-new-game"]').click()

    def look_here(self, where: str, *, turn: bool, phone: bool) -> None:
        page = self.page
        self.problems += [f"{where}: {p}" for p in overlaps_in_scores(page)]
        self.problems += [f"{where}: {p}" for p in overflowing_controls(page)]
        self.problems += [f"{where}: {p}" for p in broken_words(page)]
        if not phone:
            return
        figures = board_figures(page)
        self.shares[where] = round(figures["board"], 3)
        if turn and figures["board"] < BOARD_SHARE:
            self.problems.append(f"{where}: the board is {figures}")
        for what, share in figures["covers"].items():
            if turn and what not in MAY_COVER and share > COVER_SHARE:
                self.problems.append(f"{where}: {what} covers {share:.0%} of the board")
        tags = page.evaluate(TAGS)
        self.problems += [f"{where}: a tile's tag {t}" for t in tags if t["width"] > t["room"]]
        if (rows := topbar_rows(page)) != 1:
            self.problems.append(f"{where}: the top bar takes {rows} rows")

    def look_at_held_curtain(self) -> None:
        """The curtain while the computers play (held by CURTAIN_WATCH, which looked at it at the
        size and in the language the page is at, and again on each switch of its words): its
        controls at every size in every language; then the computers go on."""
        for name, shown in self.tour.each():
            words = self.page.locator("#curtain-show").text_content()
            found = overflowing_controls(self.page) + broken_words(self.page)
            self.problems += [f"{name}, {shown}, the curtain saying {words}: {p}" for p in found]
        self.page.evaluate("window.__releaseCurtain()")


def person_turn(page: Page, looker: Looker, turns: int) -> None:
    """Look at the turn (and who starts, while it shows), a tile chosen; then place or draw."""
    close = page.locator('[data-action="close-lot"]')
    if close.is_visible():
        looker.look("who starts", turn=True)
        press(page, close)
        close.wait_for(state="hidden")
    looker.look(f"turn {turns}", turn=True)
    hand = page.evaluate(HAND)
    tile = page.locator("#hand [data-tile]:not([disabled])").first
    if tile.count() == 0:  # a forced draw or pass waits for a tap in test mode
        press(page, page.locator(".actions button:not([disabled])").first)
    else:
        press(page, tile)
        end = page.locator("#ends-list [data-end]").first
        end.wait_for()
        looker.look(f"turn {turns}, a tile chosen", turn=True)
        press(page, end)
    page.wait_for_function(MOVED, arg=hand)
    if turns == 1 and page.evaluate("document.body.dataset.state") == "pass-device":
        # The move taken back before the next person acts: Undo then carries its count's badge
        # on every later turn, its word still whole beside it.
        press(page, page.locator('[data-action="undo"]'))
        page.wait_for_function(
            "() => document.querySelector('[data-action=undo]').dataset.undos === '1'"
            " && document.body.dataset.state === 'pass-device'"
            " && !document.querySelector('#curtain-show').disabled"
        )


# Settled, or the computers' move held behind the curtain (CURTAIN_WATCH).
SETTLED_OR_HELD = f"() => ({IS_SETTLED})() || !!window.__curtainSeen?.held"


def play_round(page: Page, looker: Looker) -> tuple[int, int]:
    """Tap through the round, looking at every curtain and turn; returns (curtains, turns)."""
    turns = curtains = 0
    for _ in range(200):
        page.wait_for_function(SETTLED_OR_HELD)
        if page.evaluate("!!window.__curtainSeen?.held"):
            looker.look_at_held_curtain()
            continue
        state = page.evaluate("document.body.dataset.state")
        if state in ("round-over", "game-over"):
            break
        if state == "pass-device":
            curtains += 1
            looker.look(f"curtain {curtains}", turn=False)
            press(page, page.locator('[data-action="show-hand"]'))
            page.wait_for_function("() => document.body.dataset.state !== 'pass-device'")
            continue
        turns += 1
        person_turn(page, looker, turns)
    assert state == "round-over", state
    looker.look("the round's summary", turn=True)  # the final board as large as in play
    return curtains, turns


def is_touch(size: dict[str, int]) -> bool:
    """Whether a screen of this size is a touch phone's (upright or on its side)."""
    return size["width"] <= 760 or size["height"] <= 560


def touch_context(browser: Browser, server: SiteServer, size: dict[str, int], lang: str) -> Any:
    """A guarded context at `size` in `lang`, a touch phone when the size is a phone's."""
    phone = is_touch(size)
    context = browser.new_context(
        service_workers="block",
        locale=LOCALES[lang],
        viewport=size,
        is_mobile=phone,
        has_touch=phone,
    )
    return context, Guard(context, server.origin)


FOUR = [
    ("person", LONG_NAME),
    ("computer", "easy"),
    ("person", "Bo-Kristian"),
    ("computer", "easy"),
]


def test_four_players_with_long_names_fit_the_smallest_phone(
    browser: Browser, server: SiteServer
) -> None:
    """Four seats, two of them people with long names, at 360x640, in every language: the same
    room for the board on every turn and with a tile chosen (its ends listed), as with three."""
    context, guard = touch_context(browser, server, PHONES["360x640"], "en")
    context.add_init_script(RELAYOUT_WATCH)
    try:
        page = context.new_page()
        page.set_default_timeout(60_000)
        page.goto(server.base_url + f"?seed={SEED}&fast=1")
        deal(page, FOUR)
        small = "small-phone-360x640"
        looker = Looker(page, server, {small: PHONES["360x640"]}, {small: list(LOCALES)})
        curtains, turns = play_round(page, looker)
        assert looker.seen == {(small, lang) for lang in LOCALES}, looker.seen
        assert curtains >= 2 and turns >= 4, looker.states
        assert any("tile chosen" in s for s in looker.states), looker.states
        found = looker.problems
        assert not found, f"{len(found)} problems ({looker.shares}):\n" + "\n".join(found)
        guard.check()
    finally:
        context.close()


# Runs before the page's scripts: each time the curtain's button changes its words (while the
# computers play between two people it says so for a moment), its controls are looked at then.
# And the computers' first move behind each such curtain is held (`held`: the words; `holds`
# counts them) until `__releaseCurtain()`, so the curtain can be looked at at the other sizes.
CURTAIN_WATCH = """
(() => {
  const overflowing = OVERFLOWING;
  const broken = BROKEN_WORDS;
  const seen = (window.__curtainSeen = { words: [], problems: [], held: null, holds: 0 });
  let kept = null; // the held move's sending
  let heldHere = false; // this curtain's computers were held already
  window.__releaseCurtain = () => {
    seen.held = null;
    const send = kept;
    kept = null;
    send?.();
  };
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      const send = this.postMessage.bind(this);
      this.postMessage = (message, ...rest) => {
        const button = document.getElementById("curtain-show");
        const computers = !!button && button.disabled && button.checkVisibility();
        if (!computers) heldHere = false;
        else if (message?.op === "ai_move" && !heldHere) {
          heldHere = true;
          seen.held = button.textContent;
          seen.holds += 1;
          kept = () => send(message, ...rest);
          return;
        }
        send(message, ...rest);
      };
    }
  };
  new MutationObserver(() => {
    const button = document.getElementById("curtain-show");
    if (!button || !button.checkVisibility()) return;
    const words = button.textContent;
    if (seen.words.at(-1) === words) return;
    seen.words.push(words);
    const { clientWidth: width, clientHeight: height } = document.documentElement;
    const where = `${width}x${height}, the curtain saying ${words}`;
    seen.problems.push(...[...overflowing(), ...broken()].map((p) => `${where}: ${p}`));
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();
"""


# English and Finnish (the longest words) at the six sizes; every other language at the phones'
# and the smallest desktop: the two larger desktops have the same layout with more room. The sizes
# of one kind (touch, desktop) and every language share a round, played at the kind's first size.
ROOMY = {"laptop-1366x768", "full-hd-1920x1080"}


def languages_at(kind: str) -> dict[str, list[str]]:
    """The sizes of a kind of screen ("touch", "desktop"), each with its languages looked at."""
    return {
        name: [lang for lang in LOCALES if lang in ("en", "fi") or name not in ROOMY]
        for name, size in SIZES.items()
        if is_touch(size) == (kind == "touch")
    }


@pytest.mark.parametrize("kind", ["touch", "desktop"])
def test_no_text_runs_out_of_its_control(browser: Browser, server: SiteServer, kind: str) -> None:
    """At the six sizes (English, Finnish; four for the other languages) with a 14-letter name:
    every curtain (the computers playing included), who starts, each turn, a tile chosen, the
    round's summary, the top bar's dialogs over it and the New game dialog with the game's names.
    At the two phones' sizes the same round is also the phone's table of the module's docstring
    (the board's room, what covers it, the tiles' tags, the top bar's one row), every language:
    one round tapped through serves both, every size of the kind (touch, desktop) and every
    language."""
    languages = languages_at(kind)
    sizes = {name: SIZES[name] for name in languages}
    context, guard = touch_context(browser, server, next(iter(sizes.values())), "en")
    context.add_init_script(RELAYOUT_WATCH)
    watch = CURTAIN_WATCH.replace("OVERFLOWING", OVERFLOWING.strip())
    context.add_init_script(watch.replace("BROKEN_WORDS", BROKEN_WORDS.strip()))
    try:
        page = context.new_page()
        page.set_default_timeout(60_000)
        page.goto(server.base_url + f"?seed={SEED}&fast=1")
        looker = Looker(page, server, sizes, languages)
        page.locator("#newgame[open]").wait_for()
        deal(page, [("person", LONG_NAME), ("computer", "easy"), ("person", "Bo")])
        curtains, turns = play_round(page, looker)
        if any(size in PHONES.values() for size in sizes.values()):
            assert "who starts" in looker.states and curtains >= 2 and turns >= 4, looker.states
            assert any(LONG_NAME in s for s in page.locator(".score-name").all_text_contents())
        assert looker.seen == {(n, lang) for n in languages for lang in languages[n]}, looker.seen
        for lang in LOCALES:  # the dialogs over the summary, each language: their words only
            if looker.tour.shown != lang:
                switch_language(page, lang)
            looker.look_at_dialogs(lang)
        seen = page.evaluate("window.__curtainSeen")
        for lang in LOCALES:
            computers = table_text(page, server, lang, "curtain.computers")
            assert computers in seen["words"], seen["words"]
        assert seen["holds"] >= 1, "the computers never played behind the curtain"
        found = looker.problems + seen["problems"]
        shares = f"\n(the board's shares: {looker.shares})" if looker.shares else ""
        assert not found, f"{len(found)} problems:\n" + "\n".join(found) + shares
        guard.check()
    finally:
        context.close()
