"""Zooming the board: the wheel on a desktop, a two-finger pinch and a one-finger drag on a phone
(Chromium's `Input.dispatchTouchEvent` through CDP), and the Fit button back. Zoomed, the board's
targets stay where the canvas draws them and a click or a tap on one places the tile; at 390 x 844
the board in play shows tile halves of at least 20 CSS px.

Reads the board canvas's `data-targets` (each shown target's centre, CSS px from the canvas's
corner) and `data-unit` (CSS px per tile half as drawn, zoom included), the testing contract's
`button[data-tile]`, `[data-end]` and body's `data-state`, and `[data-action="board-fit"]`.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from harness import Guard, SiteServer
from playwright.sync_api import Browser, BrowserContext, Page
from tabletop import SETTLED, SETTLED_SCRIPT, TWO, Table, target_point
from viewports import PHONE

MIN_PHONE_HALF_PX = 20


@pytest.fixture
def touch_page(browser: Browser, server: SiteServer) -> Iterator[Page]:
    """A phone-sized page with touch, guarded like every other page."""
    context: BrowserContext = browser.new_context(
        service_workers="block", viewport=PHONE, has_touch=True, is_mobile=True
    )
    guard = Guard(context, server.origin)
    page = context.new_page()
    page.set_default_timeout(120_000)
    guard.watch(page)
    yield page
    guard.check()
    context.close()


def unit(page: Page) -> float:
    return float(page.locator("#board").get_attribute("data-unit") or "0")


def spots(page: Page) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = json.loads(
        page.locator("#board").get_attribute("data-targets") or "[]"
    )
    return found


def canvas_box(page: Page) -> dict[str, float]:
    box = page.locator("#board").bounding_box()
    assert box is not None
    return box


def choose(table: Table) -> tuple[Any, str, tuple[float, float]]:
    """Play on until a hand tile has a target on the board; choose it. Returns the snapshot, the
    end and the target's viewport point."""
    snap = table.snapshot()
    while True:
        assert snap.state == "your-turn", snap.state
        if snap.enabled:
            table.pick(snap.enabled[0])
            target_point(table.page)  # the targets drawn, at the canvas's shape
            end = spots(table.page)[0]["end"]
            return snap, end, target_point(table.page, end=end)
        snap = table.draw(snap) if snap.draw else table.pass_(snap)


def placed(table: Table, snap: Any) -> None:
    """The page took the move: it went to "waiting" and settled again."""
    table.page.wait_for_function(SETTLED_SCRIPT, arg=[snap.mark, list(SETTLED)], timeout=30_000)


def spot_of(page: Page, end: str) -> tuple[float, float]:
    return target_point(page, end=end)


def test_wheel_zoom_keeps_targets_clickable_and_fit_restores(
    page: Page, server: SiteServer
) -> None:
    table = Table(page, server)
    table.open(seed=7, **TWO)
    snap, end, (x, y) = choose(table)
    hand = len(snap.hand)
    fitted = unit(page)
    page.mouse.move(x, y)
    page.mouse.wheel(0, -400)  # zoom in about the target
    page.wait_for_function("u => Number(document.querySelector('#board').dataset.unit) > u * 1.5",
                           arg=fitted)  # fmt: skip
    zx, zy = spot_of(page, end)
    assert abs(zx - x) <= 2 and abs(zy - y) <= 2, "the point under the wheel stays put"
    page.locator('[data-action="board-fit"]').click()
    assert unit(page) == fitted
    page.mouse.move(x, y)
    page.mouse.wheel(0, -300)
    page.wait_for_function("u => Number(document.querySelector('#board').dataset.unit) > u",
                           arg=fitted)  # fmt: skip
    page.mouse.click(*spot_of(page, end))
    placed(table, snap)
    assert len(table.snapshot().hand) == hand - 1


def pinch(page: Page, centre: tuple[float, float], start: float, end: float) -> None:
    """Two fingers on either side of ``centre``, spreading from ``start`` to ``end`` px apart."""
    cdp = page.context.new_cdp_session(page)
    cx, cy = centre

    def fingers(gap: float) -> list[dict[str, float]]:
        return [
            {"x": cx - gap / 2, "y": cy, "id": 1},
            {"x": cx + gap / 2, "y": cy, "id": 2},
        ]

    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": fingers(start)})
    steps = 8
    for i in range(1, steps + 1):
        gap = start + (end - start) * i / steps
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": fingers(gap)})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()
    handled(page)


def handled(page: Page) -> None:
    """Two frames on: touch moves that no script listens to as touches are acknowledged before
    the page has turned them into pointer events, which it does at the next frame."""
    page.evaluate(
        "() => new Promise((on) => requestAnimationFrame(() => requestAnimationFrame(on)))"
    )


def drag(page: Page, start: tuple[float, float], end: tuple[float, float]) -> None:
    """One finger from ``start`` to ``end``, in small steps."""
    cdp = page.context.new_cdp_session(page)
    steps = 6
    for i in range(steps + 1):
        x = start[0] + (end[0] - start[0]) * i / steps
        y = start[1] + (end[1] - start[1]) * i / steps
        kind = "touchStart" if i == 0 else "touchMove"
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": x, "y": y}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()
    handled(page)


def test_pinch_zoom_keeps_targets_tappable_on_a_phone(touch_page: Page, server: SiteServer) -> None:
    page = touch_page
    table = Table(page, server)
    table.open(seed=7, **TWO)
    snap, end, (x, y) = choose(table)
    # The board in play is readable on the phone before any zoom.
    fitted = unit(page)
    assert fitted >= MIN_PHONE_HALF_PX
    pinch(page, (x, y), 40, 160)
    zoomed = unit(page)
    assert zoomed > fitted * 2
    # One finger drags the zoomed board: the target moves with it, the scale stays.
    px, py = spot_of(page, end)
    drag(page, (px, py), (px - 30, py + 20))
    tx, ty = spot_of(page, end)
    assert abs(tx - (px - 30)) <= 1 and abs(ty - (py + 20)) <= 1 and unit(page) == zoomed
    box = canvas_box(page)
    assert box["x"] <= tx <= box["x"] + box["width"] and box["y"] <= ty <= box["y"] + box["height"]
    page.touchscreen.tap(tx, ty)
    placed(table, snap)
    assert len(table.snapshot().hand) == len(snap.hand) - 1
    page.locator('[data-action="board-fit"]').tap()
    page.wait_for_function("() => !document.querySelector('#board').hasAttribute('data-zoomed')")
    # Back to the whole board (a tile more now), still readable.
    assert MIN_PHONE_HALF_PX <= unit(page) <= fitted * 1.5


def test_the_board_in_play_is_readable_on_a_phone(page: Page, server: SiteServer) -> None:
    # Two players place at most one tile a turn each: before the person's 10th turn the board has
    # at most 19 tiles, and at 390 x 844 every such board shows tile halves of 20 CSS px or more.
    page.set_viewport_size(PHONE)
    table = Table(page, server)
    snap = table.open(seed=5, **TWO)
    seen = []
    for _ in range(9):
        if snap.state != "your-turn":
            break
        seen.append(unit(page))
        _, snap = table.play_turn(snap, lambda tile, ends: None)
    assert len(seen) >= 5 and min(seen) >= MIN_PHONE_HALF_PX, seen
