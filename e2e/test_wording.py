"""Texts that say what is true (issue 24, finding 10): the prompt while the curtain waits for a
person, the replay's deal, the round's log after a change of language, house rules in a link
over a saved game, a what-if line from mid-round, the end choice's words on a touch device and
with keys, and the target while friends are invited.

Reads the page's contract: `#hint` (the prompt), `#log li` (the round's log, newest first),
`#lot` (the lot's card), `#newgame-offer`, `.score-target[data-target]`, `#scoreboard-empty`,
`#replay-dialog-caption`.
"""

from __future__ import annotations

import re

from access import choose_language
from harness import WAIT, Guard, SiteServer, wait_for_state
from people import deal
from playwright.sync_api import Browser, Page
from pwa import saved_game
from sidegames import after_a_move, line_from_the_log, load_finished_game, replay_to
from tabletop import SETTLED, TWO, Table

LOG = "() => [...document.querySelectorAll('#log li')].map((li) => li.textContent)"
SCORES = """() => [...document.querySelectorAll('#scoreboard .score')].map((item) => [
  item.querySelector('.score-said').textContent,
  item.querySelector('.score-points').textContent,
  item.querySelector('.score-points').dataset.raw,
  [...item.querySelectorAll('.score-name, .score-points, .score-raw')]
    .every((part) => part.getAttribute('aria-hidden') === 'true'),
])"""


def scores_read(page: Page, sentence: str) -> list[str]:
    """What a screen reader reads of each side's score, one sentence each (the figures shown are
    hidden from it), checked against `sentence` filled with the side's figures as shown; the
    names read, in order."""
    names = []
    for said, points, raw, hidden in page.evaluate(SCORES):
        assert hidden, said
        name = said.split(":")[0]
        assert said == sentence.format(name=name, points=points, raw=raw), said
        names.append(name)
    return names


def hint(page: Page) -> str:
    return page.locator("#hint").inner_text()


def test_the_prompt_says_whose_tiles_the_curtain_waits_for(page: Page, server: SiteServer) -> None:
    page.goto(server.base_url + "?seed=5&fast=1")
    deal(page, [("person", "Ann"), ("person", "Bo")])
    wait_for_state(page, "pass-device")
    name = page.locator("#curtain-text").inner_text().removeprefix("Pass to ")
    assert name in ("Ann", "Bo")
    assert hint(page) == f"Waiting for {name} to show their tiles."  # not "One moment…"
    choose_language(page, "fi")
    page.wait_for_function("() => document.documentElement.lang === 'fi'")
    assert hint(page) == f"Odotetaan, että {name} näyttää laattansa."


def test_the_replay_says_you_start(page: Page, server: SiteServer) -> None:
    Table(page, server).open(seed=2, **TWO)
    record = load_finished_game(page)
    # The round whose opening tile was the person's (seat 0): they start it.
    yours = next(
        i + 1
        for i, r in enumerate(record["rounds"])
        if r["moves"][0]["tile"] in r["deal"]["hands"][0]
    )
    replay_to(page, yours, 0)
    caption = page.locator("#replay-dialog-caption")
    assert (caption.text_content() or "").startswith("The deal: you start."), caption.text_content()


def test_the_log_of_a_resumed_game_follows_the_language(page: Page, server: SiteServer) -> None:
    table = Table(page, server)
    page.goto(server.base_url + "?seed=5&players=2&levels=easy&fast=1&lang=fi")
    page.wait_for_function("s => s.includes(document.body.dataset.state)", arg=list(SETTLED))
    snap = table.snapshot()
    _, snap = table.play_turn(snap, lambda tile, ends: None)
    finnish = page.evaluate(LOG)
    assert saved_game(page)["log"] == finnish
    finnish_names = scores_read(page, "{name}: {points}/61 näyttöpistettä ({raw} raakapistettä)")
    assert finnish_names[0] == "Sinä", finnish_names
    assert len(finnish) >= 3 and finnish[-1].startswith("Kierros 1:")
    page.reload()  # the save resumes with its Finnish lines, word for word
    page.wait_for_function("s => s.includes(document.body.dataset.state)", arg=list(SETTLED))
    assert page.evaluate(LOG) == finnish
    choose_language(page, "en")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    english = page.evaluate(LOG)
    assert len(english) == len(finnish) and english[-1].startswith("Round 1:"), english
    assert not [line for line in english if re.search(r"Kierros|laatta|pelaa|avaa", line)]
    assert scores_read(page, "{name}: {points} of 61 points ({raw} raw)")[0] == "You"
    # Opened in English, the Finnish save's log is told in English at once.
    page.goto(server.base_url + "?fast=1&lang=en")
    page.wait_for_function("s => s.includes(document.body.dataset.state)", arg=list(SETTLED))
    assert page.evaluate(LOG) == english


def test_house_rules_in_a_link_over_a_saved_game_are_offered(
    page: Page, server: SiteServer
) -> None:
    after_a_move(page, server)
    record = saved_game(page)["record"]
    page.goto(server.base_url + "?target=31&muggins=1&fast=1")
    dialog = page.locator("dialog#newgame[open]")
    dialog.wait_for()
    assert dialog.evaluate("d => d.matches(':modal')")
    offer = page.locator("#newgame-offer")
    assert offer.inner_text() == (
        "The link you opened asks for a game with these house rules: first to 31 points, "
        "Muggins on. Deal to start it; Cancel goes back to your game in progress, "
        "which stays saved."
    )
    assert dialog.locator('input[name="target"][value="31"]').is_checked()
    assert dialog.locator('input[name="muggins"]').is_checked()
    dialog.locator('[data-action="cancel-new-game"]').click()  # back to the saved game
    wait_for_state(page, "your-turn")
    assert page.locator(".score-target").get_attribute("data-target") == "61"
    assert saved_game(page)["record"] == record

    page.goto(server.base_url + "?target=31&muggins=1&fast=1")
    page.locator("dialog#newgame[open]").wait_for()
    page.locator('[data-action="start-game"]').click()  # the game the link offers
    page.wait_for_function(
        "() => document.querySelector('.score-target')?.dataset.target === '31'", timeout=WAIT
    )
    assert page.locator(".score-target").get_attribute("data-muggins") == "true"
    # Offered once a visit: New game opens on the game's own rules, with no offer.
    page.locator('[data-action="new-game"]').first.click()
    page.locator("dialog#newgame[open]").wait_for()
    assert page.locator("#newgame-offer").is_hidden()


def test_a_line_from_mid_round_opens_on_its_moves(page: Page, server: SiteServer) -> None:
    after_a_move(page, server)
    moves = saved_game(page)["record"]["rounds"][0]["moves"]
    played = page.evaluate(LOG)
    assert line_from_the_log(page) == "your-turn"
    assert page.locator("#lot").is_hidden()  # no "Who starts?" over a round under way
    told = page.evaluate(LOG)
    assert len(told) == len(moves) + 1 == len(played), (told, played)
    assert told[-1] == played[-1]  # "Round 1: … starts."
    # Each move as the move log tells it, the person's own with "You".
    assert told[-2].startswith(("You open with", "East opens with")), told
    assert sum(line.startswith("You ") for line in told) == sum(
        line.startswith("You ") for line in played
    )


def end_prompt(browser: Browser, server: SiteServer, *, touch: bool) -> str:
    context = browser.new_context(
        service_workers="block",
        viewport={"width": 390, "height": 844} if touch else {"width": 1280, "height": 720},
        has_touch=touch,
        is_mobile=touch,
    )
    guard = Guard(context, server.origin)
    try:
        page = context.new_page()
        table = Table(page, server)
        snap = table.open(seed=5, **TWO)
        assert snap.state == "your-turn"
        tile = snap.enabled[0]
        button = page.locator(f'#hand button[data-tile="{tile}"]')
        # A screen reader reads the tile as every text writes it (the log, the board in words).
        assert button.get_attribute("aria-label") == tile
        if touch:
            button.tap()
        else:
            button.click()
        page.wait_for_function(
            "() => document.querySelector('#hint').textContent.includes('Choose')"
        )
        said = hint(page).replace(tile, "TILE")
        guard.check()
        return said
    finally:
        context.close()


def test_the_end_choice_says_what_fits_the_device(browser: Browser, server: SiteServer) -> None:
    assert end_prompt(browser, server, touch=True) == (
        "Choose where TILE goes: tap a lettered spot or its button."
    )
    assert end_prompt(browser, server, touch=False) == (
        "Choose where TILE goes: click a lettered spot, press its letter, or use a button."
    )


def test_inviting_friends_says_the_target_chosen(page: Page, server: SiteServer) -> None:
    page.goto(server.base_url + "?fast=1")
    page.wait_for_selector('body[data-state="new-game"]')
    page.wait_for_selector('input[name="kind-1"]')
    assert page.locator("#scoreboard-empty").inner_text() == "First to 61 points"
    page.check('input[name="kind-1"][value="friend"]')
    page.fill('input[name="name-1"]', "Bo")
    page.check('input[name="target"][value="31"]')
    page.click('[data-action="start-game"]')
    page.wait_for_selector("[data-invite-link]")
    assert page.locator("#scoreboard-empty").inner_text() == "First to 31 points"
