"""A game file carries the table (issue 13): the seats (people with names, computers with levels)
and the house rules (H1 target, H2 Muggins). Exporting a pass-and-play game and importing it on
another device keeps names, kinds and rules and opens behind the curtain; a file whose `seats` are
malformed is refused with the field cited and nothing changes; the move log and the replay name
every seat by its name, in English and Finnish.

Reads the move log's markup (`#log-dialog`, `#import-file`, `#log-message`, `.log-starter`) and
the replay's (`#replay-dialog`, `.viewer-hand[data-seat] .viewer-hand-name`, `-caption`), as
e2e/test_aids.py does, and the curtain's contract (`[data-curtain]`, `show-hand`)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from conftest import PageMaker
from harness import WAIT, SiteServer, wait_for_state
from people import HAND, PAGE_TEXT, curtain_says, deal
from playwright.sync_api import Page
from pwa import saved_game
from records import NAMES_OF_THREE, finished_three
from tabletop import call

from engine import Game
from engine.protocol import Session

ANN_AND_BO = [
    {"kind": "person", "name": "Ann"},
    {"kind": "computer", "level": "easy"},
    {"kind": "person", "name": "Bo"},
    {"kind": "computer", "level": "normal"},
]
TO_121_MUGGINS = {"target": 605, "display_target": 121, "muggins": True}  # H1, H2


def open_log(page: Page) -> None:
    if not page.locator("#log-dialog[open]").count():
        page.locator('[data-action="open-log"]').click()
        page.locator("#log-dialog[open]").wait_for()
    page.wait_for_function(
        "() => !document.querySelector('#log-content .log-loading')", timeout=WAIT
    )


def export(page: Page) -> dict[str, Any]:
    """The move log's Save: the file the page offers, as JSON."""
    open_log(page)
    with page.expect_download() as download:
        page.locator('[data-action="export-record"]').click()
    record: dict[str, Any] = json.loads(Path(download.value.path()).read_text())
    page.keyboard.press("Escape")
    return record


def load(page: Page, data: bytes, name: str = "game.json") -> None:
    open_log(page)
    page.evaluate("() => { document.querySelector('#log-message').hidden = true; }")
    page.set_input_files(
        "#import-file", files=[{"name": name, "mimeType": "application/json", "buffer": data}]
    )


def refusal(page: Page, data: bytes) -> str:
    """Load a file that must be refused: the log's message about it."""
    load(page, data, "bad.json")
    message = page.locator("#log-message")
    message.wait_for(state="visible", timeout=WAIT)
    assert message.get_attribute("data-kind") == "error"
    return message.text_content() or ""


def loaded(page: Page, data: bytes) -> None:
    load(page, data)
    page.wait_for_function("() => !document.querySelector('#log-dialog[open]')", timeout=WAIT)


def curtain_name(page: Page) -> str:
    return curtain_says(page).split("\n")[0].removeprefix("Pass to ")


def test_export_then_import_keeps_names_kinds_rules_and_the_curtain(
    page: Page, make_page: PageMaker, server: SiteServer
) -> None:
    page.goto(server.base_url + "?seed=5&fast=1")
    dialog = page.locator("#newgame[open]")
    dialog.wait_for()
    dialog.locator("#newgame-rules:not([hidden])").wait_for()
    dialog.locator('label:has(input[name="target"][value="121"])').click()
    dialog.locator('label:has(input[name="muggins"])').click()
    deal(page, [("person", "Ann"), ("computer", "easy"), ("person", "Bo"), ("computer", "normal")])
    wait_for_state(page, "pass-device")
    first = curtain_name(page)
    saved = export(page)
    assert saved["format"] == "five-up-game" and saved["version"] == 2
    assert saved["seats"] == ANN_AND_BO and saved["rules"] == TO_121_MUGGINS
    assert saved["levels"] == [None, "easy", None, "normal"]

    # Another device, with a game of its own: the file brings the whole table.
    other = make_page(server)
    other.goto(server.base_url + "?seed=8&fast=1")
    deal(other, [("person", "Me"), ("computer", "easy")])
    wait_for_state(other, "your-turn")
    loaded(other, json.dumps(saved).encode())
    wait_for_state(other, "pass-device")
    assert curtain_name(other) == first, "the same person, behind the curtain"
    # No tile of any hand is anywhere in the page's markup (the board's tiles aside).
    board = other.evaluate("() => document.querySelector('#board-text').textContent")
    text = other.evaluate(PAGE_TEXT)
    held = [str(tile) for hand in Game.from_record(saved).hands for tile in hand]
    assert len(held) >= 12 and not [t for t in held if t not in board and t in text]
    scores = other.locator("#scoreboard").inner_text()
    assert "Ann & Bo" in scores and "West & East" in scores, scores
    assert other.locator(".score-target").text_content() == "to 121 · Muggins"
    # Only the person to act sees their tiles, and they are the engine's.
    other.locator('[data-action="show-hand"]').click()
    wait_for_state(other, "your-turn")
    state = call(Session(), "load", record=copy.deepcopy(saved))
    assert state["seats"][state["human"]]["name"] == first
    assert other.evaluate(HAND) == state["view"]["hand"]
    # And exported again, the file is the same: seats, kinds, levels, rules and moves.
    assert export(other) == saved
    # The imported game is this device's game now: a reload resumes it, behind the curtain.
    other.reload()
    wait_for_state(other, "pass-device")
    assert curtain_name(other) == first
    assert "Ann & Bo" in other.locator("#scoreboard").inner_text()
    assert other.locator(".score-target").text_content() == "to 121 · Muggins"


def bad_files(record: dict[str, Any]) -> list[tuple[dict[str, Any], str]]:
    """Records whose seats are malformed, each with the field the refusal must cite."""
    seats = record["seats"]
    person = next(s for s in seats if s["kind"] == "person")
    first = seats.index(person)
    made = [
        ([*seats[:first], {"kind": "robot"}, *seats[first + 1 :]], f"record.seats[{first}].kind"),
        ([*seats[:first], {**person, "name": "A" * 25}, *seats[first + 1 :]], "name"),
        ([*seats[:first], {**person, "name": 42}, *seats[first + 1 :]], "name"),
        ([{"kind": "computer", "level": "hard"}] * len(seats), "record.seats has at least one"),
        (seats[:-1], f"record.seats is a list of {len(seats)} seats, not {len(seats) - 1}"),
    ]
    bad = [({**record, "seats": s}, field) for s, field in made]
    bad[1] = (bad[1][0], f"record.seats[{first}].name is null or a name of 1..24")
    bad[2] = (bad[2][0], f"record.seats[{first}].name is null or a name of 1..24")
    levels = [None if s["kind"] == "person" else "hard" for s in seats]
    levels[first] = "easy"
    bad.append(({**record, "levels": levels}, "not the seats' levels"))
    return bad


def test_a_file_with_bad_seats_is_refused_citing_the_field(page: Page, server: SiteServer) -> None:
    page.goto(server.base_url + "?seed=5&fast=1")
    deal(page, [("person", "Ann"), ("computer", "easy"), ("person", "Bo")])
    wait_for_state(page, "pass-device")
    before = (curtain_name(page), page.locator("#scoreboard").inner_text(), saved_game(page))
    record = export(page)
    for bad, field in bad_files(record):
        said = refusal(page, json.dumps(bad).encode())
        assert said.startswith("This file could not be loaded"), said
        assert field in said and len(said) < 400, (field, said)
    page.keyboard.press("Escape")
    # Nothing changed: the same curtain, the same scores, the same save.
    assert page.evaluate("document.body.dataset.state") == "pass-device"
    after = (curtain_name(page), page.locator("#scoreboard").inner_text(), saved_game(page))
    assert after == before


# ---- the log and the replay name the people ---------------------------------------------------

STARTED = {"en": "{} started.", "fi": "{} aloitti."}
DEALT = {"en": "The deal: {} starts.", "fi": "Jako: {} aloittaa."}


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_log_and_the_replay_name_every_seat(page: Page, server: SiteServer, lang: str) -> None:
    text = finished_three()
    record = json.loads(text)
    names = NAMES_OF_THREE[lang]
    page.goto(server.base_url + f"?seed=5&fast=1&lang={lang}")
    deal(page, [("person", "Me"), ("computer", "easy")])
    wait_for_state(page, "your-turn")
    loaded(page, text.encode())
    wait_for_state(page, "game-over")

    open_log(page)
    starters = page.locator("#log-content .log-starter").all_text_contents()
    session = Session()
    call(session, "load", record=record)
    rounds = reversed(call(session, "log")["rounds"])  # newest first
    assert starters == [STARTED[lang].format(names[r["starter"]]) for r in rounds]
    page.keyboard.press("Escape")

    page.locator('[data-action="replay-from-summary"]').click()
    page.wait_for_function(
        "() => document.querySelector('#replay-dialog[open]')?.dataset.step === '0'", timeout=WAIT
    )
    rows = "#replay-dialog .viewer-hand[data-seat] .viewer-hand-name"
    assert page.locator(rows).all_text_contents() == names
    caption = page.locator("#replay-dialog-caption").text_content() or ""
    view = call(Session(), "replay", record=record, round=1, step=0)["view"]
    assert caption.startswith(DEALT[lang].format(names[view["current"]])), caption
    for name in names:
        assert f"{name} 0" in caption, caption  # every side's score, by name


def test_a_name_that_looks_like_markup_is_only_words(page: Page, server: SiteServer) -> None:
    """A file is untrusted: a person's name is text wherever the page says it, never markup."""
    name = '<b onclick="x()">Bo</b>'
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": name}]
    session = Session()
    call(session, "new_game", players=2, seats=seats, seed=5)
    record = call(session, "record")
    page.goto(server.base_url + "?seed=5&fast=1")
    deal(page, [("person", "Me"), ("computer", "easy")])
    wait_for_state(page, "your-turn")
    loaded(page, json.dumps(record).encode())
    wait_for_state(page, "pass-device")
    assert curtain_name(page) in ("Ann", name)
    assert name in page.locator("#scoreboard").inner_text()
    open_log(page)
    assert page.locator("#log-content .log-starter").all_text_contents()[0] in (
        "Ann started.",
        f"{name} started.",
    )
    assert page.evaluate("() => document.querySelectorAll('b, [onclick]').length") == 0
