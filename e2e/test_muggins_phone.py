"""Muggins at one phone (issue 24, H2): the claim is asked in a compact sheet at the bottom that
leaves the board and its open ends in view (at least 75% of the board canvas uncovered), with no
number field focused on a touch screen and every choice in points; a Muggins is said on the
curtain that follows it and above the hand until the next person acts; the round summary shows
each side's Muggins points as their own figure, apart from the game's total. At 360x640 and
390x844 with touch, in English and Finnish, with a 14-character name.

The game is replayed in CPython with the same seed and seats (test_together.People), so every
expected figure is the engine's own."""

from __future__ import annotations

from typing import Any

import pytest
from access import phone_page
from harness import SiteServer, wait_for_state
from people import (
    HAND,
    MUGGINS_SEED,
    PHONE_PEOPLE,
    STEP,
    People,
    deal_with_rules,
    simple_move,
    wait_until_played,
)
from playwright.sync_api import Browser, Page

# The board canvas's area under the open claim sheet, as a share of the canvas.
COVERED = """() => {
  const a = document.querySelector("#board").getBoundingClientRect();
  const b = document.querySelector("dialog#claim[open]").getBoundingClientRect();
  const w = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
  const h = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  return (w * h) / (a.width * a.height);
}"""
FOCUSED_TAG = "() => document.activeElement?.tagName ?? null"
NOTICE = {
    "en": "Muggins! {taker} takes {points} {unit}: {claimer} announced no score.",
    "fi": "Muggins! {taker} saa {points} {unit}: {claimer} ilmoitti ei pisteitä.",
}
UNITS = {"en": ("point", "points"), "fi": ("näyttöpisteen", "näyttöpistettä")}
PASS = {"en": "Pass to {name}", "fi": "Anna laite pelaajalle {name}"}
LABELS = {"en": "Muggins", "fi": "Muggins-pisteet"}


def notice(lang: str, taker: str, claimer: str, points: int) -> str:
    unit = UNITS[lang][0 if points == 1 else 1]
    return NOTICE[lang].format(taker=taker, claimer=claimer, points=points, unit=unit)


def show_hand(page: Page, lang: str, name: str) -> None:
    page.wait_for_function(
        "(text) => document.body.dataset.state === 'pass-device'"
        " && document.querySelector('#curtain-text').textContent === text",
        arg=PASS[lang].format(name=name),
    )
    page.locator('[data-action="show-hand"]').tap()
    wait_for_state(page, "your-turn")


def claim_on_page(page: Page, move: dict[str, Any], checks: list[float]) -> None:
    """Tap the tile and its end, then answer the sheet with a quick choice (its claim in raw
    points, shown in points); the share of the board it covers is kept in `checks`."""
    page.locator(f'#hand [data-tile="{move["tile"]}"]').tap()
    page.locator(f'#ends-list [data-end="{move["end"] or "opening"}"]').tap()
    sheet = page.locator("dialog#claim[open]")
    sheet.wait_for()
    checks.append(page.evaluate(COVERED))
    assert page.evaluate(FOCUSED_TAG) != "INPUT", "the number field has the focus on a touch screen"
    quick = sheet.locator(f'[data-claim="{move["claim"]}"]')
    if move["claim"]:
        assert quick.inner_text() == str(move["claim"] // STEP), "quick choices are in points"
    quick.tap()


# Each size and each language once (the whole game of test_phone_game plays Finnish at 360x640
# too): a round under Muggins is a long test.
@pytest.mark.parametrize(("size", "lang"), [("360x640", "en"), ("390x844", "fi")])
def test_muggins_seen_and_fair_on_a_phone(
    browser: Browser, server: SiteServer, lang: str, size: str
) -> None:
    query = f"?seed={MUGGINS_SEED}&fast=1&lang={lang}"
    with phone_page(browser, server, lang, size, query) as page:
        replay = People(PHONE_PEOPLE, MUGGINS_SEED, {"target": 305, "muggins": True})
        deal_with_rules(page, [("person", n) for n in PHONE_PEOPLE], 61, True)
        covered: list[float] = []
        mugginsed = 0
        shown: int | None = None
        while not replay.view["round_over"]:
            current = replay.view["current"]
            if current != shown:
                show_hand(page, lang, PHONE_PEOPLE[current])
                shown = current
            best = max(
                (p for p in replay.state["previews"] if p["points"] > 0),
                key=lambda p: (p["points"], p["tile"], str(p["end"])),
                default=None,
            )
            if best is not None and not mugginsed:
                # "No score" for a placement that scores: H2 gives the points to the next side.
                move = {"type": "place", "tile": best["tile"], "end": best["end"], "claim": 0}
            else:
                move = simple_move(replay.view)
                if move["type"] == "place":  # claimed exactly, so no other Muggins comes
                    preview = next(
                        p
                        for p in replay.state["previews"]
                        if p["tile"] == move["tile"] and p["end"] == move["end"]
                    )
                    move["claim"] = preview["points"]
            before = page.evaluate(HAND)
            if move["type"] == "place":
                claim_on_page(page, move, covered)
            else:
                page.locator(f'[data-action="{move["type"]}"]').tap()
            replay.play(move)
            event = replay.event()
            wait_until_played(page, replay, current, before)
            if event.get("muggins"):
                mugginsed += 1
                taker, points = PHONE_PEOPLE[event["scorer"]], event["points"] // STEP
                said = notice(lang, taker, PHONE_PEOPLE[current], points)
                if replay.view["round_over"]:
                    break
                # On the curtain that follows, then above the hand until the next person acts.
                other = replay.view["current"]
                assert other != current
                page.wait_for_function(
                    "(text) => document.querySelector('#curtain-muggins').textContent === text",
                    arg=said,
                )
                assert page.locator("#curtain-muggins").is_visible()
                show_hand(page, lang, PHONE_PEOPLE[other])
                shown = other
                assert page.locator("#muggins-notice").inner_text() == said
                assert page.locator("#muggins-notice").is_visible()
                assert page.locator("#curtain-muggins").is_hidden()
                next_move = simple_move(replay.view)
                before = page.evaluate(HAND)
                if next_move["type"] == "place":
                    preview = next(
                        p
                        for p in replay.state["previews"]
                        if p["tile"] == next_move["tile"] and p["end"] == next_move["end"]
                    )
                    next_move["claim"] = preview["points"]
                    claim_on_page(page, next_move, covered)
                else:
                    page.locator(f'[data-action="{next_move["type"]}"]').tap()
                page.wait_for_function("() => document.querySelector('#muggins-notice').hidden")
                replay.play(next_move)
                wait_until_played(page, replay, other, before)
        assert mugginsed == 1, mugginsed
        assert covered and max(covered) <= 0.25, covered  # at least 75% of the board in view
        wait_for_state(page, "round-over")
        result = replay.view["round_result"]
        figures = page.locator("#round-panel .side-muggins dd").all_inner_texts()
        raw_unit = {"en": "raw", "fi": "raakap."}[lang]
        expected = [
            f"+{m // STEP} (+{m} {raw_unit})" if m else f"0 (0 {raw_unit})"
            for m in result["muggins"]
        ]
        assert figures == expected, (figures, expected)
        labels = page.locator("#round-panel .side-muggins dt").all_inner_texts()
        assert labels == [LABELS[lang]] * 2
