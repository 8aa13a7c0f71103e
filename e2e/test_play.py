"""Games played through the page as a person plays them: a hand tile, then one of its `[data-end]`
targets, or Draw, or Pass, and Next round between rounds, in fast mode with a fixed seed. The
person's moves are chosen from the DOM alone (`tabletop.Table.play_turn`); the same game replayed
in CPython through the worker's own protocol handler (`tabletop.Replay`) checks every turn, every
announcement and every round summary the page shows (`tabletop.Lockstep`).

Seeds are found offline with the engine (`tabletop.find_seed`), from a seed known to give the
position wanted: a change in the computer players moves to another seed instead of failing.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from harness import SiteServer
from playwright.sync_api import Page
from tabletop import (
    SHORT_GAME_SEED,
    TWO,
    Lockstep,
    Replay,
    Table,
    check_turn,
    crowded_tile,
    find_seed,
    pips,
    replay_offline,
    short_game,
)
from viewports import PHONE

# You and your partner North (seat 2, the default level) against West and East.
FOUR: dict[str, Any] = {"players": 4, "levels": ["easy", "normal", "easy"]}


def round_one_turns(seed: int, setup: dict[str, Any]) -> list[dict[str, Any]]:
    """The person's views at each of their turns in round 1 of this seed's game (offline)."""
    seen: list[dict[str, Any]] = []

    def note(game: Replay) -> bool:
        seen.append(game.view)
        return False

    replay_offline(seed, setup["players"], setup["levels"], max_rounds=1, on_turn=note)
    return seen


def legal_types(view: dict[str, Any]) -> set[str]:
    return {move["type"] for move in view["legal_moves"]}


def test_two_player_game_to_game_over(page: Page, server: SiteServer) -> None:
    seed = find_seed(SHORT_GAME_SEED, short_game)
    started = time.monotonic()
    game = Lockstep(Table(page, server), seed=seed, **TWO)
    game.play()

    view = game.replay.view
    assert game.snap.state == "game-over" and view["over"]
    scores = game.snap.scores
    winner = max(range(len(scores)), key=lambda side: scores[side])
    assert scores[winner] >= 61, f"the winner has {scores[winner]} < 61: {scores}"
    assert scores.count(scores[winner]) == 1, f"no single winner: {scores}"
    assert winner == view["winner"]
    # The scoreboard names the sides; the summary's title and the last announcement name the winner.
    name = page.locator(f'[data-score-side="{winner}"]').evaluate(
        "e => (e.closest('.score')?.querySelector('.score-name') || {}).textContent || ''"
    )
    title = game.table.summary()["title"]
    assert name and name in title and "win" in title.lower(), f"winner {name!r}, title {title!r}"
    last = game.table.announcements()[-1]
    assert name in last and "win" in last.lower(), f"the end is announced as {last!r}"
    print(
        f"seed {seed}: {view['round']} rounds, {game.person_moves} moves by the person,"
        f" {time.monotonic() - started:.1f} s, scores {scores}"
    )


def partners_pay_apart(seed: int) -> bool:
    """Round 1 ends with both partners paying for their hands, and rounding them apart (R8.3)
    costs the side another amount than rounding their pips together would."""
    hands = replay_offline(seed, **FOUR, max_rounds=1).view["revealed_hands"]
    ours = [sum(pips(tile) for tile in hands[seat]) for seat in (0, 2)]
    apart = sum((p + 2) // 5 * 5 for p in ours)
    together = (sum(ours) + 2) // 5 * 5
    return min(ours) >= 3 and apart != together


def test_four_player_round(page: Page, server: SiteServer) -> None:
    seed = find_seed(18, partners_pay_apart)
    page.set_viewport_size(PHONE)
    game = Lockstep(Table(page, server), seed=seed, **FOUR)
    assert len(game.snap.scores) == 2, "four players score as two partnerships"
    game.play(rounds=1)
    assert game.snap.state == "round-over" and game.rounds_checked == 1
    assert game.snap.next_round


def draws_twice_then_fits(seed: int) -> bool:
    """In round 1 the person first must draw, draws a tile that does not fit, then one that does."""
    views = round_one_turns(seed, TWO)
    first = next((i for i, view in enumerate(views) if legal_types(view) == {"draw"}), None)
    if first is None:
        return False
    draws = 0
    for view in views[first:]:
        if legal_types(view) == {"draw"}:
            draws += 1
            continue
        return draws >= 2 and view["must_play"] is not None
    return False


def test_draw(page: Page, server: SiteServer) -> None:
    seed = find_seed(35, draws_twice_then_fits)
    game = Lockstep(Table(page, server), seed=seed, **TWO)
    game.play(rounds=1, stop=lambda snap: snap.draw)

    draws = 0
    while True:
        before = game.snap
        check_turn(before, game.replay.view)
        # R7.2: nothing fits: Draw is offered, no hand tile and no Pass (the boneyard has tiles).
        assert before.state == "your-turn" and before.draw, f"no draw to make: {before}"
        assert before.enabled == [], "hand tiles are enabled while the person must draw"
        assert not before.pass_, "Pass is enabled while the boneyard still has tiles"
        if before.boneyard is not None:
            assert before.boneyard > 0
        mark = len(game.table.announcements())
        game.snap = after = game.table.draw(before)
        game.replay.play({"type": "draw"})
        draws += 1
        # One tile more, the boneyard's next one, and the page says which.
        added = sorted(set(after.hand) - set(before.hand))
        assert len(after.hand) == len(before.hand) + 1 and set(before.hand) <= set(after.hand)
        assert added == [game.replay.view["hand"][-1]], f"drew {added}"
        if before.boneyard is not None and after.boneyard is not None:
            assert after.boneyard == before.boneyard - 1
        said = game.table.announcements()[mark:]
        assert said and added[0] in said[0], f"the draw of {added} is told as {said[:1]}"
        if game.replay.view["must_play"]:
            break
        assert after.draw and after.enabled == [], "a drawn tile that does not fit: draw again"
    # R7.2: the drawn tile fits: exactly that tile is offered, and no more drawing.
    assert after.state == "your-turn"
    assert after.enabled == added and not after.draw and not after.pass_
    move = game.turn()
    assert move["tile"] == added[0] and added[0] not in game.snap.hand
    assert draws >= 2, f"seed {seed} gave {draws} draw(s) in a row"


def must_pass(seed: int) -> bool:
    return any(legal_types(view) == {"pass"} for view in round_one_turns(seed, TWO))


def test_pass(page: Page, server: SiteServer) -> None:
    seed = find_seed(143, must_pass)
    game = Lockstep(Table(page, server), seed=seed, **TWO)
    # Every turn up to here checked Pass disabled while the boneyard had tiles or a tile fitted.
    game.play(rounds=1, stop=lambda snap: snap.pass_)

    snap, view = game.snap, game.replay.view
    assert snap.state == "your-turn" and snap.pass_, f"the person never had to pass: {snap}"
    # R7.3: the boneyard is empty and nothing fits: Pass, and nothing else, is offered.
    check_turn(snap, view)
    assert snap.enabled == [] and not snap.draw
    assert view["boneyard_count"] == 0 and legal_types(view) == {"pass"}
    if snap.boneyard is not None:
        assert snap.boneyard == 0
    hand = sorted(snap.hand)
    mark = len(game.table.announcements())
    assert game.turn() == {"type": "pass"}
    if game.snap.state == "your-turn":
        assert sorted(game.snap.hand) == hand, "passing changed the hand"
    said = game.table.announcements()[mark:]
    assert said and "pass" in said[0].lower(), f"the pass is told as {said[:1]}"
    game.play(rounds=1)
    assert game.rounds_checked == 1 and game.replay.view["round"] == 1


def offers_a_crowded_tile(seed: int) -> bool:
    return any(crowded_tile(view) for view in round_one_turns(seed, TWO))


INSIDE = """([sel, frame]) => {
  const r = document.querySelector(sel).getBoundingClientRect();
  const f = document.querySelector(frame).getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return r.width > 0 && r.left >= f.left - 0.5 && r.right <= f.right + 0.5
    && r.right <= innerWidth && r.bottom <= innerHeight && hit?.closest(sel) !== null;
}"""


@pytest.mark.parametrize("size", [{"width": 800, "height": 600}, PHONE], ids=["desktop", "phone"])
def test_cancel_stays_in_view_beside_many_ends(
    page: Page, server: SiteServer, size: dict[str, int]
) -> None:
    seed = find_seed(1, offers_a_crowded_tile)
    page.set_viewport_size(size)
    game = Lockstep(Table(page, server), seed=seed, **TWO)
    game.play(rounds=1, stop=lambda snap: crowded_tile(game.replay.view) is not None)
    tile = crowded_tile(game.replay.view)
    assert tile is not None and game.snap.state == "your-turn"
    ends = game.table.pick(tile)
    assert sorted(ends) == sorted(game.replay.legal_ends(tile)) and len(ends) >= 3
    cancel = '[data-action="cancel-select"]'
    # Every end button may be scrolled to; Cancel is never scrolled away with them.
    page.evaluate('() => document.getElementById("ends-list").scrollTo({left: 1e6})')
    assert page.evaluate(INSIDE, [cancel, "#ends"]), "Cancel is out of view or covered"
    page.evaluate('() => document.getElementById("ends-list").scrollTo({left: 0})')
    assert page.evaluate(INSIDE, [cancel, "#ends"]), "Cancel is out of view or covered"
    page.locator(cancel).click()
    page.wait_for_function('() => document.getElementById("ends").hidden')
    assert page.locator("[data-end]").count() == 0
    after = game.table.snapshot()
    assert after.state == "your-turn" and after.hand == game.snap.hand
    assert after.enabled == game.snap.enabled, "cancelling changed what may be played"
