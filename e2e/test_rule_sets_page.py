"""All Fives and the partnership block game on the page (issue 41), at 1366 x 768: each started from
the New game dialog (rulesets.deal_game) against the easy computer, All Fives (with AF7's later
option chosen) played to its end in English beside the engine's own game, the block game a few of
the person's moves (its whole games: test_rule_sets_phone, test_pass_and_play). The scoreboard
names the game and says its own target (150 and 500, from the engine's view), and the rules card is
the game's: its title and its rules by number (AF1-AF9, PB1-PB9), with the options its table chose.
A block hand played to its end is summed up as the block game counts it (PB6/PB7 cited, every hand
counted, plain points) with no ends' sum or tally, its placements told plainly and its blocked end
with no boneyard, and no Draw offered; its start line says who holds [6|6] and opens (PB5), and its
facts panel has no Boneyard row (PB4)."""

from __future__ import annotations

import re
from typing import Any

from harness import SiteServer
from playwright.sync_api import Page
from rulesets import deal_game, play_moves, play_to_the_end, round_summary, rules_card
from tabletop import Replay
from viewports import SIZES

SIZE = SIZES["laptop-1366x768"]


def score_target(page: Page) -> dict[str, str | None]:
    target = page.locator(".score-target")
    return {
        "text": target.text_content(),
        "target": target.get_attribute("data-target"),
        "preset": target.get_attribute("data-preset"),
    }


def told_round(page: Page) -> dict[str, Any]:
    """What the table told of the round, oldest first (its log), the move log's events and ending
    of round 1, the Draw button's presence and the keyboard's help."""
    table_log: list[str] = page.eval_on_selector_all(
        "#log li", "items => items.map((li) => li.textContent).reverse()"
    )
    page.locator('[data-action="open-log"]').click()
    page.locator("#log-dialog[open]").wait_for()
    page.wait_for_function("() => !document.querySelector('#log-content .log-loading')")
    told: dict[str, Any] = page.evaluate(
        """() => {
             const round = document.querySelector('#log-content .log-round[data-round="1"]');
             const draw = document.querySelector('[data-action="draw"]');
             return {
               events: [...round.querySelectorAll('.log-event')].map((li) => li.textContent),
               ending: round.querySelector('.log-end').textContent,
               drawShown: draw.checkVisibility(),
               keys: document.getElementById('keys-help').textContent,
             };
           }"""
    )
    page.keyboard.press("Escape")
    page.locator("#log-dialog").wait_for(state="hidden")
    return {"table": table_log, **told}


def test_all_fives_from_the_dialog(page: Page, server: SiteServer) -> None:
    page.set_viewport_size(SIZE)
    # AF7's option, added after the game shipped: the dialog offers it and the page sends it
    # with no page code naming it
    options = {"target": "100", "blocked_count": "difference"}
    table = deal_game(page, server, preset="all-fives", players=2, seed=6, options=options)
    assert score_target(page) == {
        "text": "All Fives (Muggins) · to 100",
        "target": "100",
        "preset": "all-fives",
    }
    card = rules_card(page)
    assert card["title"] == "Rules of All Fives (Muggins)"
    assert card["rules"] == [f"AF{n}" for n in range(1, 10)]
    assert card["options"] == [
        ["AF8", "AF8 Play to: 100"],
        ["AF9", "AF9 Muggins: announce your points: off"],
        ["AF7", "AF7 A blocked hand scores: the difference"],
    ]
    # The whole game, the engine's own beside it (AF2-AF8): its scores after every hand
    rules = {"preset": "all-fives", "target": 100, "blocked_count": "difference"}
    replay = Replay(seed=6, players=2, levels=["easy"], rules=rules)
    results = play_to_the_end(table, replay)
    assert len(results) >= 2 and max(replay.view["scores"]) >= 100


def test_partnership_block_from_the_dialog(page: Page, server: SiteServer) -> None:
    page.set_viewport_size(SIZE)
    table = deal_game(
        page,
        server,
        preset="partnership-block",
        players=4,
        seed=3,
        options={"target": "500", "capicua": "25"},
    )
    assert score_target(page) == {
        "text": "Partnership dominoes · to 500",
        "target": "500",
        "preset": "partnership-block",
    }
    snap = play_moves(table, 3)
    assert snap.boneyard in (None, 0)  # PB4: no boneyard to draw from
    assert not snap.draw
    card = rules_card(page)
    assert card["title"] == "Rules of partnership dominoes"
    assert card["rules"] == [f"PB{n}" for n in range(1, 10)]
    assert card["options"] == [
        ["PB8", "PB8 Play to: 500"],
        ["PB6", "PB6 Going out scores: all hands"],
        ["PB5", "PB5 Next hand opens: next seat"],
        ["PB9", "PB9 Capicúa bonus: 25"],
    ]


def test_a_block_hand_is_summed_up_as_counted(page: Page, server: SiteServer) -> None:
    """PB6/PB7: the summary says how the hand was counted, citing the engine's rules, marks every
    hand counted (counted = "all"), shows plain points and no Five Up deduction; the table showed
    no ends' sum and offers no tally for a plain count. The table's log and the move log tell
    each placement plainly and the blocked hand without a boneyard (PB4: no stock), and neither
    the actions nor the keyboard's help offer Draw; the facts panel shows no Boneyard, and the
    round's first line says who holds [6|6] and opens (PB5)."""
    page.set_viewport_size(SIZE)
    table = deal_game(page, server, preset="partnership-block", players=4, seed=3)
    snap = play_moves(table, 30)
    assert snap.state in ("round-over", "game-over")
    summary = round_summary(page)
    count = summary["count"]
    assert re.fullmatch(
        r"(Blocked: .+ holds? the fewest pips\. )?.+ takes? \d+ points?: "
        r"\d+ pips? left in every hand\. \(rules? (PB7, )?PB6\)",
        count,
    ), count
    assert summary["column"] == "Counted"
    assert summary["cells"] == ["counted"] * 4
    labels = [[label for label, _ in side] for side in summary["figures"]]
    assert labels == [["The hand's count", "This round", "Game total"]] * 2
    assert not any("raw" in amount for side in summary["figures"] for _, amount in side)
    assert summary["sumline"] == ""
    assert summary["tallyShown"] is False
    # PB4: no stock, so the facts panel has no Boneyard row; the round's number stays.
    facts = page.eval_on_selector_all(
        "#facts > div",
        """rows => rows.filter((row) => !row.hidden).map((row) =>
             [row.querySelector('dt').textContent, row.querySelector('dd').textContent])""",
    )
    assert facts == [["Round", "1"]]
    told = told_round(page)
    # PB5: who opens the first hand and why, in the block game's words (no lot, nobody went out).
    assert told["table"][0] == "Round 1: East holds [6|6] and opens."
    # Told plainly (no ends' sum, no score) and with no boneyard, on the table and in the move log.
    assert told["table"][1:3] == ["East opens with [6|6].", "You pass: nothing fits."]
    assert told["table"][17] == "East plays [3|4] on [3|3] line B."
    assert told["table"][-1] == "The round is blocked: nobody can play. Round 1 is over."
    assert told["events"][:2] == ["East opens with [6|6].", "You pass."]
    assert told["events"][16] == "East plays [3|4] on [3|3] line B."
    assert told["ending"] == "The round was blocked: nobody could play."
    said = [*told["table"], *told["events"], told["ending"]]
    assert [line for line in said if re.search(r"sum|score|boneyard", line)] == []
    # PB4: no stock, so no Draw button, and the keyboard's help offers no Draw key.
    assert told["drawShown"] is False
    assert told["keys"] == (
        "Arrow keys move between your tiles, Enter chooses one; then arrow keys or letters pick"
        " an end and Enter places it (Esc goes back). P pass, H hint, U undo, N next round."
    )
