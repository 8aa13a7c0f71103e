"""The table at the person's pace (issue 12): the computers' speed, a computer's run of draws told
as one step, the person's forced moves made by themselves (or not), and dragging a hand tile onto
the board, with a mouse and with a finger.

Behaviour only: no figure of time is asserted here (scripts/measure_pace.py measures the wait).
Seeds are found offline with the engine's replay (`tabletop.find_seed`), from a seed known to work.
"""

from __future__ import annotations

import re
from typing import Any

from access import choose_language
from conftest import PageMaker
from harness import SiteServer, wait_for_state
from playwright.sync_api import Page
from tabletop import (
    HUMAN,
    SLOTS,
    TWO,
    Lockstep,
    Replay,
    Table,
    check_turn,
    find_seed,
    policy_move,
    told_events,
)

SETTINGS = '[data-action="open-settings"]'

# Counts each time a seat starts "thinking" (the computers' visible pause).
THINKING_SCRIPT = """
(() => {
  window.__thinking = 0;
  let shown = false;
  new MutationObserver(() => {
    const now = !!document.querySelector(".is-thinking");
    if (now && !shown) window.__thinking += 1;
    shown = now;
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();
"""


def long_run_after_opening(seed: int) -> bool:
    """The person opens the round, then North draws 4 or more tiles in a row."""
    game = Replay(seed=seed, **TWO)
    view = game.view
    if len(view["history"]) != 0 or view["current"] != HUMAN:
        return False
    game.play(policy_move(view))
    told = told_events(game.view["history"])
    return len(told) > 1 and told[1][0]["type"] == "draw" and told[1][1] >= 4


def forced_draw_first(seed: int) -> bool:
    """The person's first turn: the only legal move is Draw, and two draws in a row at least."""
    game = Replay(seed=seed, **TWO)
    if [m["type"] for m in game.view["legal_moves"]] != ["draw"]:
        return False
    game.state = game.call("play", {"move": {"type": "draw"}})
    return [m["type"] for m in game.view["legal_moves"]] == ["draw"]


def settings(page: Page) -> dict[str, Any]:
    """Open the settings dialog; what it shows checked."""
    page.locator(SETTINGS).click()
    page.wait_for_selector("#settings[open]")
    shown: dict[str, Any] = page.evaluate(
        """() => ({
          speed: document.querySelector('#settings input[name="speed"]:checked')?.value ?? null,
          auto: document.querySelector('#settings input[name="auto-forced"]').checked,
        })"""
    )
    return shown


def close_settings(page: Page) -> None:
    page.keyboard.press("Escape")
    page.wait_for_selector("#settings", state="hidden")


def reload(page: Page) -> None:
    """Load the page again."""
    page.reload()
    wait_for_state(page, "your-turn")


def stored(page: Page, key: str) -> str | None:
    value: str | None = page.evaluate("k => localStorage.getItem(k)", f"five-up:{key}")
    return value


def test_speed_is_remembered_and_instant_never_pauses(page: Page, server: SiteServer) -> None:
    seed = find_seed(105, long_run_after_opening)
    page.context.add_init_script(THINKING_SCRIPT)
    table = Table(page, server)
    # Not test mode: the speed chosen is the pace the page keeps.
    page.goto(f"{server.base_url}?seed={seed}&players=2&levels=easy")
    wait_for_state(page, "your-turn")
    assert settings(page) == {"speed": "normal", "auto": True}
    page.locator('#settings label:has(input[value="instant"])').click()
    close_settings(page)
    assert stored(page, "speed") == "instant"

    reload(page)  # the game resumes where it was
    assert settings(page)["speed"] == "instant"
    close_settings(page)
    page.evaluate("window.__thinking = 0")
    snap = table.snapshot()
    _, snap = table.play_turn(snap, lambda tile, ends: None)
    assert snap.state == "your-turn"
    # The run of draws and North's next move went by without a pause on show.
    assert page.evaluate("window.__thinking") == 0

    settings(page)
    page.locator('#settings label:has(input[value="normal"])').click()
    close_settings(page)
    assert stored(page, "speed") == "normal"
    _, snap = table.play_turn(snap, lambda tile, ends: None)
    assert page.evaluate("window.__thinking") >= 1, "no pause was shown at speed normal"


def test_run_of_draws_is_one_announcement(page: Page, server: SiteServer) -> None:
    seed = find_seed(105, long_run_after_opening)
    game = Lockstep(Table(page, server), seed=seed, **TWO)
    game.play(rounds=1)  # check_announcements: every run of draws once, with its exact count
    said = game.table.announcements()
    runs = [
        (event["seat"], count)
        for event, count in told_events(game.replay.view["history"])
        if event["type"] == "draw" and event["seat"] != HUMAN and count > 1
    ]
    assert runs, "the round had no run of draws"
    for _, count in runs:
        assert any(re.search(rf"^North draws {count} tiles \(", text) for text in said), (
            f"no 'North draws {count} tiles' in {said}"
        )
    # Said one by one never: a run's draws are not told as single draws.
    singles = [text for text in said if text.startswith("North draws a tile")]
    single_runs = [
        1
        for event, count in told_events(game.replay.view["history"])
        if event["type"] == "draw" and event["seat"] != HUMAN and count == 1
    ]
    assert len(singles) == len(single_runs)
    # The round's log in Finnish, the same counts.
    choose_language(page, "fi")
    page.wait_for_function("document.documentElement.lang === 'fi'")
    log = page.locator("#log").inner_text()
    for _, count in runs:
        assert f"Pohjoinen nostaa {count} laattaa" in log, log


def test_forced_moves_wait_or_go_by_themselves(page: Page, server: SiteServer) -> None:
    seed = find_seed(14, forced_draw_first)
    table = Table(page, server)
    replay = Replay(seed=seed, **TWO)
    # Test mode leaves forced moves to the person unless the setting was chosen: it waits.
    snap = table.open(seed=seed, **TWO)
    check_turn(snap, replay.view)
    assert snap.draw and not snap.enabled
    assert settings(page)["auto"] is False
    page.wait_for_timeout(1000)  # far longer than any beat: nothing happens without a click
    assert table.snapshot().hand == snap.hand
    assert page.locator('[data-action="draw"].is-auto').count() == 0

    # On: the forced draws go by themselves, up to the tile that fits (R7.2).
    page.locator('#settings input[name="auto-forced"]').check()
    close_settings(page)
    assert stored(page, "auto-forced") == "1"
    while [m["type"] for m in replay.view["legal_moves"]] == ["draw"]:
        replay.state = replay.call("play", {"move": {"type": "draw"}})
    assert replay.view["must_play"]
    page.wait_for_function(
        "n => document.querySelectorAll('button[data-tile]').length === n"
        " && document.body.dataset.state === 'your-turn'",
        arg=len(replay.view["hand"]),
    )
    snap = table.snapshot()
    check_turn(snap, replay.view)
    assert sorted(snap.hand) == sorted(replay.view["hand"])

    # Remembered; and off again, a new game's forced draw waits for the click.
    reload(page)
    assert settings(page)["auto"] is True
    page.locator('#settings input[name="auto-forced"]').uncheck()
    close_settings(page)
    assert stored(page, "auto-forced") == "0"
    page.evaluate("localStorage.removeItem('five-up:save')")
    snap = table.open(seed=seed, **TWO)
    assert snap.draw and len(snap.hand) == len(Replay(seed=seed, **TWO).view["hand"])
    page.wait_for_timeout(1000)
    assert table.snapshot().hand == snap.hand
    after = table.draw(snap)
    assert len(after.hand) == len(snap.hand) + 1


def opened_game(page: Page, server: SiteServer) -> tuple[Table, Replay, Any, str, str]:
    """A game in test mode at the person's second turn, with a tile of two or more ends."""

    def two_ends_second_turn(seed: int) -> bool:
        if not long_run_after_opening(seed):
            return False
        game = Replay(seed=seed, **TWO)
        game.play(policy_move(game.view))
        tiles = [m["tile"] for m in game.view["legal_moves"] if m["type"] == "place"]
        return any(tiles.count(t) >= 2 for t in tiles)

    seed = find_seed(105, two_ends_second_turn)
    table = Table(page, server)
    replay = Replay(seed=seed, **TWO)
    snap = table.open(seed=seed, **TWO)
    first = policy_move(replay.view)
    table.pick(first["tile"])
    snap = table.place(snap, "opening")
    replay.play(first)
    check_turn(snap, replay.view)
    tiles = [m["tile"] for m in replay.view["legal_moves"] if m["type"] == "place"]
    tile = next(t for t in sorted(tiles) if tiles.count(t) >= 2)
    ends = replay.legal_ends(tile)
    return table, replay, snap, tile, sorted(ends)[-1]


def target_spot(page: Page, end: str) -> tuple[float, float]:
    """Where the board draws the target of `end`, in viewport pixels."""
    spot: list[float] = page.wait_for_function(
        """(end) => {
          const canvas = document.querySelector("#board");
          const spots = JSON.parse(canvas.dataset.targets || "[]");
          const spot = spots.find((s) => s.end === end);
          if (!spot) return null;
          const box = canvas.getBoundingClientRect();
          return [box.left + spot.x, box.top + spot.y];
        }""",
        arg=end,
    ).json_value()
    return spot[0], spot[1]


def tile_centre(page: Page, tile: str) -> tuple[float, float]:
    box = page.locator(f'button[data-tile="{tile}"]').bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def check_dropped(table: Table, replay: Replay, snap: Any, tile: str, end: str) -> None:
    """The page placed `tile` on `end`: its announcement names both, and the game goes on as the
    engine's replay of that move."""
    table.page.wait_for_function(
        "mark => window.__e2e.states.slice(mark).some((s) => s.state === 'waiting')"
        " && document.body.dataset.state === 'your-turn'",
        arg=snap.mark,
    )
    said = table.announcements()
    name, slot = end.split(" ")
    told = f"You play {tile} on {name} {SLOTS[slot]}"
    assert any(text.startswith(told) for text in said), f"{told!r} not in {said[-4:]}"
    replay.play({"type": "place", "tile": tile, "end": end})
    check_turn(table.snapshot(), replay.view)


def test_drag_a_tile_onto_a_target_with_the_mouse(page: Page, server: SiteServer) -> None:
    table, replay, snap, tile, end = opened_game(page, server)
    x, y = tile_centre(page, tile)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y - 40, steps=4)  # the drag starts: the tile is chosen, its targets shown
    tx, ty = target_spot(page, end)
    assert page.locator(".drag-tile").count() == 1
    page.mouse.move(tx, ty, steps=8)
    page.mouse.up()
    assert page.locator(".drag-tile").count() == 0
    check_dropped(table, replay, snap, tile, end)


def test_drag_a_tile_onto_a_target_by_touch(page: Page, server: SiteServer) -> None:
    table, replay, snap, tile, end = opened_game(page, server)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    x, y = tile_centre(page, tile)

    def touch(kind: str, px: float, py: float) -> None:
        points = [] if kind == "touchEnd" else [{"x": px, "y": py}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", x, y)
    for step in range(1, 6):  # straight up first: a vertical move is the drag's, not a scroll
        touch("touchMove", x, y - 10 * step)
    tx, ty = target_spot(page, end)
    sx, sy = x, y - 50
    for step in range(1, 11):
        touch("touchMove", sx + (tx - sx) * step / 10, sy + (ty - sy) * step / 10)
    touch("touchEnd", tx, ty)
    check_dropped(table, replay, snap, tile, end)


# Counts the audio contexts the page makes, and those made before any user gesture (Playwright's
# own evaluations count as gestures, so the page's moment of activation is not the test's to pick).
COUNT_AUDIO = """(() => {
  window.__audio = 0;
  window.__early = 0;
  const Native = window.AudioContext;
  if (!Native) return;
  window.AudioContext = class extends Native {
    constructor(...args) {
      if (!navigator.userActivation.hasBeenActive) window.__early += 1;
      super(...args);
      window.__audio += 1;
    }
  };
})();"""
# A visit after one that turned the sound on.
SOUND_ON = """(() => {
  if (location.protocol === "http:") localStorage.setItem("five-up:sound", "1");
})();"""


def test_sound_toggle_is_remembered(page: Page, server: SiteServer) -> None:
    page.context.add_init_script(COUNT_AUDIO)
    table = Table(page, server)
    table.open(seed=find_seed(35, forced_draw_first), **TWO)
    toggle = page.locator('[data-action="sound"]')
    assert toggle.get_attribute("aria-pressed") == "false"  # muted by default
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "true"
    assert stored(page, "sound") == "1"
    assert page.evaluate("window.__audio") == 1  # the click on the toggle was the gesture
    reload(page)
    assert toggle.get_attribute("aria-pressed") == "true"
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "false"
    assert stored(page, "sound") == "0"


def test_no_sound_before_a_gesture_nor_an_error_without_webaudio(
    make_page: PageMaker, server: SiteServer
) -> None:
    seed = find_seed(35, forced_draw_first)  # North opens: a tile lands before any gesture
    page = make_page(server)
    page.context.add_init_script(COUNT_AUDIO)
    page.context.add_init_script(SOUND_ON)
    table = Table(page, server)
    snap = table.open(seed=seed, **TWO)
    assert page.locator('[data-action="sound"]').get_attribute("aria-pressed") == "true"
    while snap.draw:  # clicks: gestures; the placement after them sounds
        snap = table.draw(snap)
    _, snap = table.play_turn(snap, lambda tile, ends: None)
    assert page.evaluate("[window.__audio, window.__early]") == [1, 0]

    # Without WebAudio the page plays on, silent, and nothing throws (the guard fails on errors).
    bare = make_page(server)
    bare.context.add_init_script(SOUND_ON)
    bare.context.add_init_script("delete window.AudioContext; delete window.webkitAudioContext;")
    table = Table(bare, server)
    snap = table.open(seed=seed, **TWO)
    toggle = bare.locator('[data-action="sound"]')
    toggle.click()
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "true"
    while snap.draw:
        snap = table.draw(snap)
    _, snap = table.play_turn(snap, lambda tile, ends: None)
    assert bare.evaluate("typeof window.AudioContext") == "undefined"
