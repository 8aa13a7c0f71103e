"""A whole game of each new game by touch on a 390x844 phone (issue 41): All Fives in Spanish
and the partnership block game in Portuguese, each to its smallest target against the easy
computers, dealt from the New game dialog and played by taps alone (the person places the heaviest
tile on its first end, draws or passes). The same game runs in CPython beside it: every end the
page offers is one the engine allows and after every hand the page's scores are the engine's
(AF4-AF8, PB4-PB8). At every moment the person acts, each control they need is in view, uncovered
and holds its words; every hand's summary says how it was counted, citing the game's rules."""

from __future__ import annotations

import pytest
from access import phone_page
from harness import SiteServer
from inreach import check_controls
from playwright.sync_api import Browser
from rulesets import deal_game, play_to_the_end, round_summary
from tabletop import Replay

# Seeds whose games end in two hands under the person's policy against the easy computers
# (reckoned offline with tabletop.policy_move): All Fives 22 moves of the person, the block
# game 8.
GAMES = [
    pytest.param("all-fives", "es", 2, 100, 6, id="all-fives-es"),
    pytest.param("partnership-block", "pt", 4, 100, 2, id="partnership-block-pt"),
]
# The rules each game's hand count cites, whichever way the hand ended (AF6-AF7, PB6-PB7)
CITED = {"all-fives": ("AF6", "AF7"), "partnership-block": ("PB6", "PB7")}


@pytest.mark.parametrize(("preset", "lang", "players", "target", "seed"), GAMES)
def test_a_whole_game_by_touch_on_a_phone(
    browser: Browser,
    server: SiteServer,
    preset: str,
    lang: str,
    players: int,
    target: int,
    seed: int,
) -> None:
    with phone_page(browser, server, lang, "390x844") as page:
        seen: dict[str, int] = {}
        counts: list[str] = []

        def look(state: str) -> None:
            check_controls(page, state, seen)
            if state in ("round-over", "game-over"):
                counts.append(round_summary(page)["count"])

        options = {"target": str(target)}
        table = deal_game(
            page, server, preset=preset, players=players, seed=seed, options=options, touch=True
        )
        rules = {"preset": preset, "target": target}
        replay = Replay(seed=seed, players=players, levels=["easy"] * (players - 1), rules=rules)
        results = play_to_the_end(table, replay, look)
        view = replay.view
        assert view["over"] and max(view["scores"]) >= target  # AF8, PB8
        assert len(results) == len(counts) >= 2 and seen["your-turn"] >= 4, seen
        for result, said in zip(results, counts, strict=True):
            count = result["count"]
            assert count["points"] == max(result["awarded"])
            assert any(rule in said for rule in CITED[preset]), said
            assert str(count["points"]) in said, said
