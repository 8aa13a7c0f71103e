"""The daily deal and challenge links (issue 29; modes/reach.js, aids/compare.js, engine/daily.py,
engine/challenge.py): the same deals for everyone on a date, one counted try a day, and a
finished game as a link a friend's engine replays before it shows the score."""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest
from access import (
    ENGLISH_GLUE,
    LOCALES,
    axe_violations,
    choose_language,
    foreign_words,
    new_page,
    open_context,
    table_words,
    visible_texts,
)
from conftest import PageMaker
from dailyplay import (
    COUNTED_LINE,
    WHOLE,
    card_text,
    challenge_code,
    code_of,
    daily_challenge_code,
    dealt,
    go_on_before_its_end,
    hand,
    play,
    protocol_result,
    score,
    settle,
)
from fit import board_figures
from harness import SiteServer
from playwright.sync_api import Browser, Page
from tabletop import SETTLED, Table
from viewports import PHONE, PHONES

from engine.protocol import Session

DATE = "2026-12-24"
KEY = "five-up:daily"
LONG = "December 24, 2026"  # the date in the page's English words
WHOLE_LONG = "February 1, 2026"
PRACTICE_LINE = "Today's deal \u00b7 practice \u00b7 no hint or undo"
# What each mark of the shared rounds means, and the marks: plain text, no colour emoji.
LEGEND = (
    "\u25b2 a round you won \u00b7 \u25bc a round you lost \u00b7 = even; "
    "your points, then the computer's"
)
MARKS = "\u25b2\u25bc="


def open_daily(page: Page, server: SiteServer, date: str, today: str = "2026-12-25") -> Table:
    """``date``'s deal on a device whose clock says ``today`` (noon UTC)."""
    page.context.clock.set_fixed_time(f"{today}T12:00:00Z")
    table = Table(page, server)
    page.goto(f"{server.base_url}?daily={date}&fast=1")
    page.wait_for_function(
        "settled => settled.includes(document.body.dataset.state)", arg=list(SETTLED)
    )
    return table


def kept(page: Page) -> Any:
    return json.loads(page.evaluate(f"localStorage.getItem('{KEY}')") or "null")


def test_two_devices_get_the_same_deal_and_the_same_computer_moves(
    make_page: PageMaker, server: SiteServer
) -> None:
    first = open_daily(make_page(server), server, DATE)
    second = open_daily(make_page(server), server, DATE)
    other = open_daily(make_page(server), server, "2026-12-25")
    assert hand(first.page) == hand(second.page) and len(hand(first.page)) == 5  # R1.3
    assert hand(first.page) != hand(other.page)
    for table in (first, second):
        play(table, 8)
    # The same moves, the same answers: every announcement (the computer's moves, the scores).
    assert first.announcements() == second.announcements()
    assert hand(first.page) == hand(second.page)
    assert f"The deal of {LONG}: practice, not counted." in first.announcements()
    assert kept(first.page) is None  # a past date is never counted
    line = first.page.locator("#daily-line")
    assert line.inner_text() == f"The deal of {LONG} \u00b7 practice"


def test_a_date_to_come_is_not_dealt(make_page: PageMaker, server: SiteServer) -> None:
    page = make_page(server)
    page.context.clock.set_fixed_time("2026-12-23T23:59:00Z")
    page.goto(f"{server.base_url}?daily=2026-12-24&fast=1")
    notice = page.get_by_text(f"The deal of {LONG} is not out yet.")
    notice.wait_for()
    assert page.evaluate("document.body.dataset.state") == "new-game" and kept(page) is None


def test_todays_try_is_counted_once(make_page: PageMaker, server: SiteServer) -> None:
    page = make_page(server)
    table = open_daily(page, server, DATE, today=DATE)
    said = f"The deal of {LONG}: your counted try. No hint or undo."
    assert said in table.announcements()
    assert kept(page) == {DATE: {"result": None}}
    assert page.locator('[data-action="hint"]').is_disabled()
    play(table, 2)
    assert page.locator('[data-action="undo"]').is_disabled()  # no take-back in a counted try
    before = hand(page)
    # A reload resumes the same try (the address forgot ?daily=), as does Today's deal again.
    page.reload()
    settle(page)
    assert "?daily" not in page.url and hand(page) == before
    assert said not in page.evaluate("window.__e2eSaid")  # (since the reload) not dealt again
    page.locator('[data-action="new-game"]').click()
    page.locator('#newgame [data-action="daily"]').click()
    settle(page)
    assert hand(page) == before and kept(page) == {DATE: {"result": None}}
    # Another game takes the table: the try is spent, and today's deal is practice from now on.
    page.locator('[data-action="new-game"]').click()
    page.locator('#newgame [data-action="start-game"]').click()
    page.wait_for_function(f"() => (localStorage.getItem('{KEY}') || '').includes('left')")
    assert kept(page) == {DATE: {"result": None, "left": True}}
    settle(page)
    page.locator('[data-action="new-game"]').click()
    page.locator('#newgame [data-action="daily"]').click()
    page.wait_for_function(
        "said => window.__e2eSaid.includes(said)", arg=f"The deal of {LONG}: practice, not counted."
    )
    assert kept(page) == {DATE: {"result": None, "left": True}}  # never counted later
    assert page.locator("#daily-line").inner_text() == PRACTICE_LINE


def test_a_daily_game_says_what_it_is_in_a_line_that_leaves_the_board_room(
    make_page: PageMaker, server: SiteServer
) -> None:
    """A lasting line over the table while a daily game is on (issue 39, item 4): what it is, in
    words a screen reader reads too, at 360x640 in one row in every language, with the board
    still at least 28% of the screen and who starts covering at most 15% of it (as on the phone
    table, test_phone_table.py); gone once another game takes the table."""
    page = make_page(server)
    page.set_viewport_size(PHONES["360x640"])
    open_daily(page, server, DATE, today=DATE)
    line = page.locator("#daily-line")
    assert line.inner_text() == COUNTED_LINE
    assert line.aria_snapshot() == f"- paragraph: {COUNTED_LINE}"
    for lang in LOCALES:
        choose_language(page, lang)
        figures = board_figures(page)
        assert figures["board"] >= 0.28, (lang, figures)
        assert max(figures["covers"].values(), default=0) <= 0.15, (lang, figures)
        box = line.bounding_box()
        assert box is not None and box["height"] <= 16, (lang, box)  # one row
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, (lang, box)
    choose_language(page, "en")
    page.locator('[data-action="new-game"]').click()
    page.locator('#newgame [data-action="start-game"]').click()
    dealt(page)
    assert line.is_hidden()


def emoji_like(char: str) -> bool:
    """A character a font may draw as a colour emoji: the emoji planes, the symbols and dingbats,
    the symbols and arrows (the white square that stood for an even round), a variation selector."""
    n = ord(char)
    return n >= 0x1F000 or 0x2600 <= n < 0x2800 or 0x2B00 <= n < 0x2C00 or n == 0xFE0F


def edited(code: str, at: int) -> str:
    data = bytearray(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
    data[at] ^= 1
    return base64.urlsafe_b64encode(bytes(data)).decode().rstrip("=")


def test_a_daily_result_is_shared_and_its_link_checked_by_a_friends_engine(
    make_page: PageMaker, server: SiteServer
) -> None:
    page = make_page(server)
    table = open_daily(page, server, WHOLE, today=WHOLE)
    end = play(table)
    mine = end.scores  # display points per side: the person's side 0
    text = card_text(page)
    outcome = "Won" if mine[0] > mine[1] else "Lost"
    assert text.startswith(f"{outcome} {score(mine)} in ")
    assert "Counted try. Days in a row: 1." in text
    result = kept(page)[WHOLE]["result"]
    assert result["scores"] == mine and result["won"] is (outcome == "Won")
    page.locator('[data-action="daily-hard"]').click()  # the hard computer on the same deals
    hard = page.locator(
        "#compare-dialog .compare-line", has_text="The hard computer on these deals:"
    )
    hard.wait_for(timeout=300_000)
    page.locator('[data-action="daily-share"]').click()
    share = page.locator("#compare-dialog textarea.compare-share")
    shared = share.input_value()
    print(f"\nshared ({len(shared)} characters):\n{shared}")
    link = str(share.get_attribute("data-link"))
    lines = shared.split("\n")
    assert lines[0] == f"Five Up · the deal of {WHOLE}"
    assert lines[1].startswith(f"{outcome} {score(mine)}") and lines[-1] == link
    assert lines[2] == hard.inner_text()
    assert lines[3] == LEGEND
    assert len(lines) == 4 + 7 + 1 and all(line[0] in MARKS for line in lines[4:-1])  # no tile
    # No colour emoji, nor a character a font shows as one (the symbols' and arrows' blocks
    # are plain text only in the two triangles used).
    assert not [c for c in shared if emoji_like(c)], shared
    assert link.startswith(server.base_url) and len(code_of(link)) <= 80

    # A friend's page: first the tampered links, then the link as sent, each opened over the last
    # one (a new fragment: the page opens each challenge it is given, app.js's hashchange).
    friend = make_page(server)
    code = code_of(link)
    held = "This challenge link does not hold: "
    for at, (bad, words) in enumerate(
        (
            # the first side's score (after the day's 2 bytes), a move, a cut code, a megabyte
            (edited(code, 7), held + "the score in it is not the one its moves make."),
            (edited(code, len(base64.urlsafe_b64decode(code + "==")) - 1), held),
            (code[:12], held + "the link is cut short in the score; copy the whole link again."),
            ("A" * 1_000_000, "This is not a challenge link: copy the whole link again."),
        )
    ):
        # A tampered link is refused naming the field, and nothing is counted.
        friend.goto(f"{server.base_url}?fast=1#challenge={bad}")
        assert card_text(friend).startswith(words), (at, card_text(friend))
        assert kept(friend) is None
        put_away(friend)
    friend.goto(link.replace("#", "?fast=1#"))
    shown = card_text(friend)
    assert shown.startswith(f"A friend scored {score(mine)} on these deals: your turn.")
    assert f"The deal of {WHOLE_LONG}." in shown
    friend.locator('[data-action="challenge-play"]').click()
    dealt(friend)
    # The same deals, the same seat: the hand the day's deal gives (the engine's own answer).
    assert sorted(hand(friend)) == sorted(daily_hand(WHOLE))
    assert kept(friend) is None


def put_away(page: Page) -> None:
    """The challenge's card closed by its own button, and gone."""
    page.locator("#compare-dialog [data-action='close-aid']").first.click()
    page.locator("#compare-dialog").wait_for(state="hidden")


def daily_hand(date: str) -> list[str]:
    """The person's first hand of ``date``'s deal, as this engine deals it in CPython."""
    tiles: list[str] = protocol_result(Session(), "daily", {"date": date})["view"]["hand"]
    return tiles


def test_a_challenge_of_todays_deal_is_the_devices_counted_try(
    make_page: PageMaker, server: SiteServer
) -> None:
    """The first sight of a day's deal on a device is its try (issue 39, item 4): a friend's
    challenge of today's deal played here before the try is taken is the counted try (said on its
    card, at its start and on the table), going on over a reload mid-game, its end kept as the
    date's try beside the friend's result, and today's deal afterwards is practice."""
    code, theirs = daily_challenge_code(WHOLE)
    page = make_page(server)
    page.context.clock.set_fixed_time(f"{WHOLE}T12:00:00Z")
    table = Table(page, server)
    page.goto(f"{server.base_url}?fast=1#challenge={code}")
    shown = card_text(page)
    assert shown.startswith(f"A friend scored {score(theirs)} on these deals: your turn.")
    counts = "Today's deal: playing these deals is this device's counted try. No hint or undo."
    assert counts in shown
    assert kept(page) is None  # the card shows a score, not the deals: nothing is taken yet
    page.locator('[data-action="challenge-play"]').click()
    dealt(page)
    assert kept(page) == {WHOLE: {"result": None}}
    said = "Today's deal, from a friend's challenge: your counted try. No hint or undo."
    assert said in table.announcements()
    assert page.locator("#daily-line").inner_text() == COUNTED_LINE
    assert page.locator('[data-action="hint"]').is_disabled()
    assert page.evaluate("document.body.dataset.side") == "off"  # the day's game, not a side game
    # Reloaded mid-game, the try goes on (and is still said to be the counted one).
    play(table, turns=3)
    page.reload()
    dealt(page)
    assert page.locator("#daily-line").inner_text() == COUNTED_LINE
    assert kept(page) == {WHOLE: {"result": None}}
    end = play(table)
    text = card_text(page)
    assert f"You: {score(end.scores)}" in text and f"A friend: {score(theirs)}" in text
    assert "Counted try. Days in a row: 1." in text
    result = kept(page)[WHOLE]["result"]
    assert result["scores"] == end.scores and result["rounds"] == 7
    # Put away, the card leaves the table; today's deal is then practice, as after any try.
    page.locator("#compare-dialog [data-action='close-aid']").first.click()
    page.locator("#compare-dialog").wait_for(state="hidden")
    page.locator('[data-action="new-game"]').click()
    page.locator('#newgame [data-action="daily"]').click()
    page.wait_for_function(
        "said => window.__e2eSaid.includes(said)",
        arg=f"The deal of {WHOLE_LONG}: practice, not counted.",
    )
    assert kept(page)[WHOLE]["result"] == result
    assert page.locator("#daily-line").inner_text() == PRACTICE_LINE


def test_a_challenge_of_a_past_day_or_of_a_try_taken_is_not_counted(
    make_page: PageMaker, server: SiteServer
) -> None:
    """A challenge of a past day's deal, or of today's once this device's try is taken, is a side
    game as before: nothing is kept as the day's try, and no card speaks of one."""
    code, _ = daily_challenge_code(WHOLE)
    taken = make_page(server)
    open_daily(taken, server, WHOLE, today=WHOLE)  # today's try, taken
    past = make_page(server)
    past.context.clock.set_fixed_time("2026-02-02T12:00:00Z")
    for page, before in ((taken, kept(taken)), (past, None)):
        page.goto(f"{server.base_url}?fast=1#challenge={code}")
        assert "counted try" not in card_text(page)
        page.locator('[data-action="challenge-play"]').click()
        dealt(page)
        page.wait_for_function("() => document.body.dataset.side === 'challenge'")
        assert page.locator("#daily-line").is_hidden()
        # The try open on the table was left for the challenge: spent, never counted later.
        assert kept(page) == (None if before is None else {WHOLE: {"result": None, "left": True}})


@pytest.mark.parametrize("lang", ["es", "pt"])
def test_a_challenge_speaks_the_pages_language_on_a_phone(
    browser: Browser, server: SiteServer, lang: str
) -> None:
    """Every state of a challenge (shown, played, both results, the answer, a refused link) in the
    page's language, no word of another, and no serious axe finding, at 360x640."""
    context, guard = open_context(browser, server, lang=lang, viewport=PHONE, bypass_csp=True)
    try:
        page = new_page(context)
        code = challenge_code()
        page.goto(f"{server.base_url}?fast=1#challenge={code}")
        foreign: set[str] = set()
        for other in set(LOCALES) - {lang}:
            foreign |= table_words(page, server, other, lang)

        def check(where: str) -> None:
            found = foreign_words(visible_texts(page), foreign, ENGLISH_GLUE)
            assert not found, f"{lang}, {where}: words of another language: {found[:8]}"
            assert axe_violations(page) == [], where

        card_text(page)
        check("a challenge shown")
        page.locator('[data-action="challenge-play"]').click()
        dealt(page)
        # Its game taken on from the person's last move: the card of both results, no whole game.
        go_on_before_its_end(page, server, code)
        play(Table(page, server))
        card_text(page)
        check("both results")
        page.locator('#compare-dialog [data-action="challenge-make"]').click()  # no name typed
        page.locator("#compare-dialog textarea.compare-share").wait_for()
        check("the answer to send")
        page.goto(f"{server.base_url}?fast=1#challenge=AQJgBPUT")
        card_text(page)
        check("a link refused")
        guard.check()
    finally:
        context.close()
