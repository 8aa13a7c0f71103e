"""The layout sweep: thousands of boards from seeded full games (tests/board_sweep.py), laid out
for the board canvas at six viewports. No mark of the board (a scoring number or ring, a
target's letter, a preview pill) lies over a tile or over another mark that can show with it,
and on a 390 x 844 phone a board of up to 20 tiles shows tile halves at least 20 CSS px wide.

Rule numbers refer to docs/rules.md; the marks are docs/protocol.md, "Layout".
"""

from __future__ import annotations

from typing import Any

import pytest
from board_sweep import CANVASES, PHONE, sweep_boards, unit_px

from engine.layout import layout

EPS = 1e-9
MIN_PHONE_HALF_PX = 20  # CSS px
BOARDS = sweep_boards()


def overlap(a: list[float], b: list[float]) -> bool:
    """Whether two rectangles share area (touching edges do not count)."""
    return (
        min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) > EPS
        and min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > EPS
    )


def inside(a: list[float], bounds: list[float]) -> bool:
    return (
        a[0] >= bounds[0] - EPS
        and a[1] >= bounds[1] - EPS
        and a[0] + a[2] <= bounds[0] + bounds[2] + EPS
        and a[1] + a[3] <= bounds[1] + bounds[3] + EPS
    )


def clashes(result: dict[str, Any]) -> list[str]:
    """Every mark over a tile, and every two marks that show together and overlap."""
    found = []
    tiles = [(t["tile"], t["rect"]) for t in result["tiles"]]
    marks = [(f"{e['end']} mark", e["mark"]) for e in result["ends"]]
    for kind in ("", "double_"):
        shown = marks + [
            (f"{e['end']} {kind}{part}", e[kind + part])
            for e in result["ends"]
            if kind + "label" in e
            for part in ("label", "note")
        ]
        for i, (name, r) in enumerate(shown):
            found += [f"{name} over {tile}" for tile, t in tiles if overlap(r, t)]
            found += [f"{name} over {other}" for other, o in shown[:i] if overlap(r, o)]
            if not inside(r, result["bounds"]):
                found.append(f"{name} outside the bounds")
    return sorted(set(found))


def check_marks(result: dict[str, Any]) -> None:
    assert clashes(result) == []
    # R5: each scoring number sits on the mark of an open end of its tile.
    centres = {
        e["end"].split(" ")[0]: [] for e in result["ends"]
    }  # tile text -> its ends' mark centres
    for e in result["ends"]:
        x, y, w, h = e["mark"]
        centres[e["end"].split(" ")[0]].append([x + w / 2, y + h / 2])
    for s in result["scoring"]:
        assert s["at"] in centres.get(s["tile"], []), s
    for e in result["ends"]:  # a double's label comes with its target, and only then
        assert ("double_label" in e) == ("double_rect" in e) == ("double_note" in e)


@pytest.mark.parametrize("viewport", sorted(CANVASES))
def test_no_mark_over_a_tile_or_another_mark(viewport: str) -> None:
    # One sixth of the sweep at each viewport's canvas shape (boards of real games, R3-R5); on
    # the phone, every board of up to 20 tiles fits with tile halves of 20 CSS px or more.
    w, h = CANVASES[viewport]
    index = sorted(CANVASES).index(viewport)
    boards = BOARDS[index :: len(CANVASES)]
    assert len(boards) == 500
    small = []
    for board in boards:
        result = layout(board, w / h)
        check_marks(result)
        if len(board["tiles"]) <= 20:
            small.append(unit_px(result, (w, h)))
    if viewport == PHONE:
        assert len(small) > 450 and min(small) >= MIN_PHONE_HALF_PX


def test_every_board_of_up_to_20_tiles_is_large_on_a_phone() -> None:
    # R3.2-R3.5: the whole sweep's boards of up to 20 tiles, laid out for the phone's canvas
    # (390 x 844): every tile half at least 20 CSS px wide once fitted (scripts/board_figure.py
    # reports the distribution).
    w, h = CANVASES[PHONE]
    boards = [board for board in BOARDS if len(board["tiles"]) <= 20]
    assert len(boards) == 2957
    sizes = [unit_px(layout(board, w / h), (w, h)) for board in boards]
    assert min(sizes) >= MIN_PHONE_HALF_PX
