"""A challenge's round trip as players make it (issue 39, item 3; modes/reach.js, aids/compare.js,
aids/versus.js, persist/challenges.js): the name asked when a link is made, the score in the text
sent, "checked" once the friend's engine has replayed it, who won and by how much with both games
round by round, and an opened challenge kept over a reload until it is finished or put away."""

from __future__ import annotations

import json
from typing import Any

from conftest import PageMaker
from dailyplay import (
    card_text,
    challenge_code,
    code_of,
    dealt,
    first_legal,
    go_on_before_its_end,
    hand,
    last_legal,
    play,
    played_out,
    protocol_result,
    score,
)
from harness import SiteServer
from playwright.sync_api import Page
from tabletop import Table

from engine.protocol import Session

KEPT = "five-up:challenge"
CHECKED = "\u2713 checked by this device's engine"


def round_trip() -> tuple[str, str, Any]:
    """Ann's game (seed 7, to 31, against the random computer: 16-31) as a challenge, Bo's answer
    on the same deals (27-37), and both as this engine replays them."""
    ann = Session()
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "computer", "level": "random"}]
    new = {"players": 2, "seats": seats, "seed": 7, "rules": {"target": 155}}
    played_out(ann, protocol_result(ann, "new_game", new), first_legal)
    challenge: str = protocol_result(ann, "challenge", {})["code"]
    bo = Session()
    protocol_result(bo, "challenge_open", {"code": challenge})
    mine = protocol_result(bo, "challenge_play", {"name": "Bo"})
    played_out(bo, mine, last_legal)
    answer: str = protocol_result(bo, "challenge", {})["code"]
    both = protocol_result(Session(), "challenge_open", {"code": challenge, "vs": answer})
    return challenge, answer, both


def side_by_side(page: Page) -> list[list[str]]:
    rows: list[list[str]] = page.eval_on_selector_all(
        "#compare-dialog table.compare-versus tr",
        "rows => rows.map((r) => [...r.cells].map((c) => c.textContent))",
    )
    return rows


IN_SIGHT = """() => {
  const box = document.querySelector("#compare-dialog .compare-versus-box");
  const rows = box.querySelectorAll("tr");
  const seen = box.getBoundingClientRect();
  const inside = (row) => {  // its cells: a sticky row's cells move, not the row
    const r = row.cells[0].getBoundingClientRect();
    return r.top >= seen.top - 0.5 && r.bottom <= seen.bottom + 0.5;
  };
  return [box.scrollHeight > box.clientHeight, inside(rows[0]), inside(rows[rows.length - 1])];
}"""


def expected_rows(mine: Any, theirs: Any, name: str) -> list[list[str]]:
    """Round, your points, theirs (a dash where a game had no such round), then the totals."""

    def points(result: Any) -> list[int]:
        return [p[result["side"]] for p in result["round_points"]]

    def cell(values: list[int], i: int) -> str:
        return str(values[i]).replace("-", "\u2212") if i < len(values) else "\u2013"

    a, b = points(mine), points(theirs)
    rows = [["Round", "You", name]]
    rows += [[str(i + 1), cell(a, i), cell(b, i)] for i in range(max(len(a), len(b)))]
    total = [str(r["display_scores"][r["side"]]) for r in (mine, theirs)]
    return [*rows, ["Total", *total]]


def test_the_challenger_reads_who_won_by_how_much_and_both_games_side_by_side(
    make_page: PageMaker, server: SiteServer
) -> None:
    """The answer opened by the challenger names the friend, says who won and by how much, and
    sets both games side by side round by round; never credits the challenger's score to "A
    friend"."""
    challenge, answer, both = round_trip()
    ann, bo = both["challenge"], both["vs"]
    assert (ann["display_scores"], bo["display_scores"]) == ([16, 31], [27, 37])
    page = make_page(server)
    page.goto(f"{server.base_url}?fast=1#challenge={answer}&vs={challenge}")
    text = card_text(page)
    lead = ["Bo beat you by 11 points.", "Bo answered your challenge on the same deals.", CHECKED]
    assert lines(text)[:3] == lead
    assert "A friend" not in text
    assert side_by_side(page) == expected_rows(ann, bo, "Bo")
    # A long game scrolls in its box, the names and the totals in sight all the same
    assert page.evaluate(IN_SIGHT) == [True, True, True]
    # The other way round: Bo opening Ann's game as an answer to his.
    other = make_page(server)
    other.goto(f"{server.base_url}?fast=1#challenge={challenge}&vs={answer}")
    assert card_text(other).startswith("You beat Ann by 11 points.")
    assert side_by_side(other) == expected_rows(bo, ann, "Ann")


def lines(text: str) -> list[str]:
    return [line for line in text.split("\n") if line]


def kept(page: Page) -> Any:
    return json.loads(page.evaluate(f"localStorage.getItem('{KEPT}')") or "null")


def test_a_challenge_is_made_with_a_name_and_its_text_carries_the_score(
    make_page: PageMaker, server: SiteServer
) -> None:
    """The friend sees "checked" once the engine has replayed Ana's game, plays it, reads who won,
    is asked a name before the answer's link is made (remembered on the device), and the text sent
    carries the score; Ana then reads Bo's name and who won."""
    code = challenge_code()  # Ana's game: 31-6 (seed 112, to 31)
    page = make_page(server)
    page.goto(f"{server.base_url}?fast=1#challenge={code}")
    shown = card_text(page)
    assert shown.startswith(f"Ana scored {score([31, 6])} on these deals: your turn.")
    assert page.locator("#compare-dialog .compare-checked").inner_text() == CHECKED
    page.locator('[data-action="challenge-play"]').click()
    dealt(page)
    end = play(Table(page, server))
    mine = end.scores
    assert mine == [31, 16]  # the tabletop's policy on these deals: as many points as Ana
    text = card_text(page)
    assert text.startswith("You and Ana tied, 31 points each."), text
    assert side_by_side(page)[0] == ["Round", "You", "Ana"]
    assert side_by_side(page)[-1] == ["Total", str(mine[0]), "31"]
    field = page.locator("#challenge-name")
    assert field.input_value() == ""  # nobody typed a name at this table
    field.fill("Bo")
    page.locator('#compare-dialog [data-action="challenge-make"]').click()
    share = page.locator("#compare-dialog textarea.compare-share")
    shared = share.input_value()
    link = str(share.get_attribute("data-link"))
    assert shared == f"Bo answered your challenge: {score(mine)} on the same deals. {link}"
    assert kept(page)["name"] == "Bo"

    ana = make_page(server)
    ana.goto(link.replace("#", "?fast=1#"))
    read = card_text(ana)
    assert read.startswith("You and Bo tied, 31 points each.")
    assert "A friend" not in read and code_of(link) != code


def test_an_opened_challenge_is_kept_over_a_reload_until_put_away(
    make_page: PageMaker, server: SiteServer
) -> None:
    """Opened, the challenge's card comes back after a reload (the engine checks the code again);
    played, its game goes on where it was; put away, it is gone."""
    code = challenge_code()
    page = make_page(server)
    table = Table(page, server)
    page.goto(f"{server.base_url}?fast=1#challenge={code}")
    card_text(page)
    page.reload()
    assert card_text(page).startswith(f"Ana scored {score([31, 6])} on these deals: your turn.")
    page.locator('[data-action="challenge-play"]').click()
    dealt(page)
    play(table, turns=3)
    before = (hand(page), table.snapshot().scores)
    page.reload()
    page.wait_for_function("() => document.body.dataset.side === 'challenge'")
    dealt(page)
    assert (hand(page), table.snapshot().scores) == before
    # (The whole game is played in the test above: this one goes on from the person's last move.)
    go_on_before_its_end(page, server, code)
    end = play(table)
    assert f"You: {score(end.scores)}" in card_text(page)
    page.locator("#compare-dialog [data-action='close-aid']").first.click()
    page.locator("#compare-dialog").wait_for(state="hidden")
    assert kept(page)["open"] is None
    page.reload()
    page.wait_for_timeout(1500)
    assert not page.locator("#compare-dialog").is_visible()
