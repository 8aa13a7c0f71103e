"""The soundness check every layout must pass (engine.layout), whatever the game's spinner rule:
the geometry the page relies on, checked against the rules it shows. Shared by
tests/test_layout.py (Five Up's boards) and tests/test_layout_rule_sets.py (the other games').

Rule numbers refer to docs/rules.md; the output shape is docs/protocol.md, "Layout".
"""

from __future__ import annotations

import json
import math
from typing import Any

from engine import Board, End, Tile

Rect = tuple[float, float, float, float]

EPS = 1e-9

# ----- geometry helpers ------------------------------------------------------------------------


def rect(r: list[float]) -> Rect:
    assert len(r) == 4
    return (r[0], r[1], r[2], r[3])


def overlap(a: Rect, b: Rect) -> bool:
    """Whether two rectangles share area (touching edges do not count)."""
    return (
        min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) > EPS
        and min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > EPS
    )


def shared_edge(a: Rect, b: Rect) -> str | None:
    """'v' if a and b touch along a vertical edge of positive length, 'h' along a horizontal one,
    None if they do not touch that way."""
    ys = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    xs = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    if ys > EPS and (abs(a[0] + a[2] - b[0]) < EPS or abs(b[0] + b[2] - a[0]) < EPS):
        return "v"
    if xs > EPS and (abs(a[1] + a[3] - b[1]) < EPS or abs(b[1] + b[3] - a[1]) < EPS):
        return "h"
    return None


def touch(a: Rect, b: Rect) -> float:
    """How long an edge two touching rectangles share (0 if they do not touch)."""
    if shared_edge(a, b) is None:
        return 0.0
    xs = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    ys = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(xs, ys)


def inside(a: Rect, bounds: Rect) -> bool:
    return (
        a[0] >= bounds[0] - EPS
        and a[1] >= bounds[1] - EPS
        and a[0] + a[2] <= bounds[0] + bounds[2] + EPS
        and a[1] + a[3] <= bounds[1] + bounds[3] + EPS
    )


def halves(r: Rect) -> tuple[Rect, Rect]:
    """The two 1 x 1 halves of a tile rectangle, top/left first."""
    x, y, w, h = r
    if w > h:
        return (x, y, 1, 1), (x + 1, y, 1, 1)
    return (x, y, 1, 1), (x, y + 1, 1, 1)


def long_edge(r: Rect) -> str:
    """The orientation of a tile's long sides: 'v' for an upright tile."""
    return "v" if r[3] > r[2] else "h"


def side_region(entry: dict[str, Any], end: End) -> tuple[Rect, str | None]:
    """Where ``end`` is on its laid tile: the half showing its number (R4.1, R4.2) and no side
    constraint; or, for a double, the whole double and which of its edges (R3.4, R3.5): its long
    sides for line A/B, its short sides for the branches."""
    r = rect(entry["rect"])
    if not end.tile.is_double:
        values = entry["halves"]
        assert values[0] != values[1]
        return halves(r)[values.index(end.value)], None
    edge = long_edge(r)
    if end.slot.startswith("branch"):
        edge = "h" if edge == "v" else "v"
    return r, edge


def joins_at(region: tuple[Rect, str | None], other: tuple[Rect, str | None]) -> str | None:
    """The shared edge if the two regions touch along an edge allowed on both sides."""
    edge = shared_edge(region[0], other[0])
    if edge is None:
        return None
    for _, wanted in (region, other):
        if wanted is not None and wanted != edge:
            return None
    return edge


# ----- what every layout must satisfy ----------------------------------------------------------


def check_layout(board: Board, aspect: float, result: dict[str, Any]) -> None:
    """Every property the page relies on; fails with a message naming the broken one."""
    json.dumps(result)  # JSON-safe
    bounds = rect(result["bounds"])
    assert math.isclose(bounds[2] / bounds[3], aspect, rel_tol=1e-9), "bounds keep the aspect"
    tiles = result["tiles"]
    assert [t["tile"] for t in tiles] == [str(t) for t in board.tiles], (
        "one entry per tile, in order"
    )
    by_tile = {Tile.parse(t["tile"]): t for t in tiles}
    rects = [rect(t["rect"]) for t in tiles]
    for entry, r in zip(tiles, rects, strict=True):
        tile = Tile.parse(entry["tile"])
        assert sorted((r[2], r[3])) == [1, 2], f"{tile} is 1 x 2 units"
        assert sorted(entry["halves"]) == [tile.low, tile.high], f"{tile} shows its own pips"
        assert entry["spinner"] is (tile in board.spinners)  # R3.3 every double, AF3, PB3
        assert inside(r, bounds), f"{tile} lies inside the bounds"
    for i, a in enumerate(rects):
        for j in range(i):
            assert not overlap(a, rects[j]), f"{tiles[i]['tile']} overlaps {tiles[j]['tile']}"

    # R3.2: the joining half of each tile touches the end it joins, edge to edge.
    # R3.3 / R3.4: a double lies crosswise, joined along a long side; R3.5: branches on its short
    # sides. A double's two line sides are opposite long sides.
    line_sides: dict[Tile, list[Rect]] = {}
    for end, side in board.joins:
        old = side_region(by_tile[end.tile], end)
        new = side_region(by_tile[side.tile], side)
        edge = joins_at(old, new)
        assert edge is not None, f"{side} does not touch {end}"
        if not end.tile.is_double:  # half to half: the new tile does not touch the end tile's
            # other half too (a corner that reads like a staircase)
            other = next(h for h in halves(rect(by_tile[end.tile]["rect"])) if h != old[0])
            assert touch(other, rect(by_tile[side.tile]["rect"])) == 0, f"{side} on {end}"
        if end.tile.is_double and end.slot.startswith("line"):
            line_sides.setdefault(end.tile, []).append(rect(by_tile[side.tile]["rect"]))
    for double, placed in line_sides.items():
        if len(placed) == 2:
            d = rect(by_tile[double]["rect"])
            centre = (d[0] + d[2] / 2, d[1] + d[3] / 2)
            ax = 0 if long_edge(d) == "v" else 1
            a, b = (p[ax] + p[ax + 2] / 2 - centre[ax] for p in placed)
            assert a * b < 0, f"the line runs straight through {double} (R3.4)"

    # R4: each open end has a target where a tile placed there would go: clear of every tile,
    # inside the bounds, touching the end like a joining tile would.
    open_ends = board.open_ends()
    assert [e["end"] for e in result["ends"]] == [str(e) for e in open_ends]
    for item, end in zip(result["ends"], open_ends, strict=True):
        assert item["value"] == board.value(end)
        region = side_region(by_tile[end.tile], end)
        targets = [("rect", rect(item["rect"]))]
        if "double_rect" in item:
            targets.append(("double_rect", rect(item["double_rect"])))
            assert not end.tile.is_double, "no double joins a double (there is one of each)"
        for name, target in targets:
            assert inside(target, bounds), f"{name} of {end} inside the bounds"
            for r, entry in zip(rects, tiles, strict=True):
                assert not overlap(target, r), f"{name} of {end} overlaps {entry['tile']}"
            if name == "double_rect":  # R3.3: crosswise, joined along its long side
                assert joins_at(region, (target, long_edge(target))) is not None, end
            elif target[2] * target[3] == 2:
                # dir: the way the tile would run, so its joining half is the first one that way
                first = halves(target)[1 if item["dir"] in ("left", "up") else 0]
                assert joins_at(region, (first, None)), end
                assert long_edge(target) == ("h" if item["dir"] in ("left", "right") else "v")
            else:  # a walled-in dead end keeps its joining cell only
                assert target[2] == target[3] == 1 and joins_at(region, (target, None)), end

    # R5: one scoring number per scoring end, in the same order as Board.scoring().
    scoring = board.scoring()
    assert [(s["tile"], s["value"]) for s in result["scoring"]] == [(str(t), v) for t, v in scoring]
    for s in result["scoring"]:  # drawn on the open table, just beyond its end
        x, y = s["at"]
        assert bounds[0] <= x <= bounds[0] + bounds[2] and bounds[1] <= y <= bounds[1] + bounds[3]
        assert not any(overlap((x - 0.25, y - 0.25, 0.5, 0.5), r) for r in rects), s
