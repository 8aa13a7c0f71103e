"""Where the board's marks go, clear of every tile and of each other (docs/protocol.md, "Layout").

Units as in engine.layout: a tile half is a 1 x 1 square, x to the right, y downwards. Every mark
is a rectangle ``[x, y, w, h]`` that the page draws inside:

* ``mark``: one per open end, in the cell just beyond the end where possible: the end's scoring
  number (R5) or, for an end that adds nothing, its empty ring.
* ``label``: the letter of the end's target, for a chosen non-double; ``note``: the score a
  placement there would make (the play aids' preview pill) beside it.
* ``double_label`` / ``double_note``: the same when the chosen tile is a double (only where one
  may still join).

The guarantee: no mark lies over a tile, the ends' marks lie apart, and the labels and notes of
one kind (non-double or double: the page shows one kind at a time) lie apart from each other and
from every mark. Each mark goes to its preferred spot or, when that is taken, to the nearest free
spot on a quarter-unit grid around it (there always is one: the search widens until it finds it).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

Vec = tuple[int, int]
Rect = tuple[float, float, float, float]

MARK: Final = 0.6  # side of an end's mark (a scoring number's badge, a ring inside it)
LABEL: Final = 0.8  # side of a target's letter disc
NOTE_W: Final = 2.0  # a preview pill
NOTE_H: Final = 0.7
GAP: Final = 0.06  # kept between two marks, and between a mark and a tile
_STEP: Final = 0.25  # the grid the search moves a mark on
_EPS: Final = 1e-9
_NEAR: Final = 13  # steps: how far a mark may move to stay inside the board's tiles and targets


@dataclass(frozen=True, slots=True)
class EndSpot:
    """What placing an end's marks needs: its target's rectangle and the way a tile joining it
    would run (unit vector), the centre of the cell just beyond the end, and the double's target
    (rectangle and way) while a double may still come."""

    rect: Sequence[float]
    dir: Vec
    join: tuple[float, float]
    double_rect: Sequence[float] | None
    double_dir: Vec | None


def _box(cx: float, cy: float, w: float, h: float) -> Rect:
    return (cx - w / 2, cy - h / 2, w, h)


def _hits(a: Rect, b: Rect, gap: float) -> bool:
    return (
        min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) > -gap + _EPS
        and min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > -gap + _EPS
    )


@functools.lru_cache(maxsize=32)
def _ring(radius: int) -> tuple[tuple[float, float], ...]:
    """The grid offsets at Chebyshev distance ``radius`` (in steps), nearest first."""
    if radius == 0:
        return ((0.0, 0.0),)
    found = [
        (i, j)
        for i in range(-radius, radius + 1)
        for j in range(-radius, radius + 1)
        if max(abs(i), abs(j)) == radius
    ]
    found.sort(key=lambda p: (math.hypot(p[0], p[1]), abs(p[1]), p[1], p[0]))
    return tuple((i * _STEP, j * _STEP) for i, j in found)


class _Space:
    """The rectangles taken so far (tiles and marks), bucketed by unit cell for quick tests."""

    def __init__(self, rects: Sequence[Rect] = ()) -> None:
        self.cells: dict[tuple[int, int], list[Rect]] = {}
        for r in rects:
            self.add(r)

    def copy(self) -> _Space:
        space = _Space()
        space.cells = {k: list(v) for k, v in self.cells.items()}
        return space

    def _keys(self, r: Rect, pad: float) -> list[tuple[int, int]]:
        x0, y0 = math.floor(r[0] - pad), math.floor(r[1] - pad)
        x1, y1 = math.floor(r[0] + r[2] + pad), math.floor(r[1] + r[3] + pad)
        return [(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)]

    def add(self, r: Rect) -> None:
        for key in self._keys(r, 0.0):
            self.cells.setdefault(key, []).append(r)

    def free(self, r: Rect) -> bool:
        for key in self._keys(r, GAP):
            for other in self.cells.get(key, ()):
                if _hits(r, other, GAP):
                    return False
        return True

    def place(self, cx: float, cy: float, w: float, h: float, within: Rect | None = None) -> Rect:
        """The free ``w`` x ``h`` box nearest to centre (cx, cy), taken: inside ``within`` if
        there is one near, so that the marks do not widen the board."""
        if within is not None:
            for radius in range(_NEAR):
                for dx, dy in _ring(radius):
                    r = _box(cx + dx, cy + dy, w, h)
                    if _contains(within, r) and self.free(r):
                        self.add(r)
                        return r
        radius = 0
        while True:
            for dx, dy in _ring(radius):
                r = _box(cx + dx, cy + dy, w, h)
                if self.free(r):
                    self.add(r)
                    return r
            radius += 1


def _contains(outer: Rect, r: Rect) -> bool:
    return (
        r[0] >= outer[0] - _EPS
        and r[1] >= outer[1] - _EPS
        and r[0] + r[2] <= outer[0] + outer[2] + _EPS
        and r[1] + r[3] <= outer[1] + outer[3] + _EPS
    )


def _hull(rects: Sequence[Sequence[float]]) -> Rect:
    x0 = min(r[0] for r in rects)
    y0 = min(r[1] for r in rects)
    x1 = max(r[0] + r[2] for r in rects)
    y1 = max(r[1] + r[3] for r in rects)
    return (x0, y0, x1 - x0, y1 - y0)


def _out(r: Rect) -> list[float]:
    return [round(v, 6) for v in r]


def place(tiles: Sequence[Sequence[float]], ends: Sequence[EndSpot]) -> list[dict[str, Any]]:
    """Per end, in order: its ``mark``, ``label`` and ``note`` and, while a double may come
    there, ``double_label`` and ``double_note`` (rectangles in units, see the module's doc)."""
    if not ends:
        return []
    space = _Space([(r[0], r[1], r[2], r[3]) for r in tiles])
    within = _hull(
        [*tiles, *(e.rect for e in ends), *(e.double_rect for e in ends if e.double_rect)]
    )
    found: list[dict[str, Any]] = []
    for end in ends:
        found.append({"mark": _out(space.place(*end.join, MARK, MARK, within))})
    for kind in ("", "double_"):
        mine = space.copy()  # one kind of label at a time is shown: each kind keeps apart
        todo: list[tuple[int, Vec, Rect]] = []
        for i, end in enumerate(ends):
            way = end.dir if not kind else end.double_dir
            if kind and (end.double_rect is None or way is None):
                continue
            assert way is not None
            cx, cy = end.join[0] + way[0], end.join[1] + way[1]  # straight on, past the end
            label = mine.place(cx, cy, LABEL, LABEL, within)
            found[i][kind + "label"] = _out(label)
            todo.append((i, way, label))
        for i, way, label in todo:
            lx, ly = label[0] + LABEL / 2, label[1] + LABEL / 2
            if way[0]:  # beside the letter, away from the tile
                cx, cy = lx + way[0] * (LABEL + NOTE_W) / 2 + way[0] * GAP, ly
            else:
                cx, cy = lx, ly + way[1] * (LABEL + NOTE_H) / 2 + way[1] * GAP
            found[i][kind + "note"] = _out(mine.place(cx, cy, NOTE_W, NOTE_H, within))
    return found
