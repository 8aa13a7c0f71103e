"""Where the tiles lie on the table: the geometry the page draws (docs/protocol.md, "Layout").

Units: a tile half is a 1 x 1 square, x grows to the right and y downwards. A non-double lies along
its line (2 x 1 or 1 x 2); a double lies crosswise to its line (R3.3), centred on it.

How the tiles are laid, the way people do it on a real table:

* The first tile sits in the middle of the *table*, a rectangle of the requested aspect ratio whose
  size is chosen so that a board of up to 20 tiles stays compact enough to show large on a phone
  (the line runs along the table's long side and turns at its edge; scripts/board_figure.py
  reports the tile half's size there). The first SLACK_TILES tiles keep within half a unit of the
  table's edge (if they can: otherwise the search moves earlier tiles, and at last lets them run
  further); later tiles may run past the edge, at a cost.
* Every later tile is laid next to the end it joins (R3.2), in placement order: straight on, or
  turning a 90-degree corner, either after the end (the new tile is the corner) or at it (the new
  tile touches the side of the end's half). A line turns when going straight would leave the
  table, run into another arm, or leave no room for what may come next. A double lies across its
  line and its line B continues straight; a spinner's branches open sideways (R3.4, R3.5), so a
  double on a branch is laid across that branch, whose line runs on through it.
* Which doubles spin is the game's spinner rule, read from the board (``Board.spinner_rule``, a
  snapshot's ``"spinner_rule"``, absent for Five Up's): every double (R3.3), only the first double
  played (AF3) or none (PB3). A double that is no spinner has its line sides only: the line runs
  straight through it and it has no branches.
* Every end that may still be played keeps a place where a tile can join it (and a double, while
  that double may still come, with room for its arms only if it would spin under the rule), so no
  end is ever walled in.

Each tile is placed using only the tiles placed before it, so the layout of the first n tiles does
not change when tile n + 1 is added (for the same aspect ratio): the board does not jump during
play. Only if a tile had nowhere to go would the search move earlier tiles lying near it (the most
recent first), and only if that fails too is the table enlarged. Tiles never overlap. The same
order makes the search resumable: the last search for each shape of view and spinner rule is
kept, and a board that is the one before it and more tiles (the game's board after a move) goes
on from where that search stopped, to exactly the layout a search from scratch finds
(tests/test_layout_resume.py, tests/test_layout_rule_sets.py).

Internally every coordinate is in half units (a tile half is 2 x 2), so that a double centred on a
line sits on whole numbers.
"""

from __future__ import annotations

import copy
import functools
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from . import labels
from .board import EVERY, FIRST, SPIN_MODES
from .errors import excerpt
from .rules import Spinners
from .tiles import End, Tile

__all__ = ["layout"]

Vec = tuple[int, int]

RIGHT: Final[Vec] = (1, 0)
DOWN: Final[Vec] = (0, 1)
LEFT: Final[Vec] = (-1, 0)
UP: Final[Vec] = (0, -1)
_DIR_NAMES: Final = {RIGHT: "right", DOWN: "down", LEFT: "left", UP: "up"}

# The table's area in square units (tile halves). A full set covers 56 squares; the rest is room
# for arms to run and turn. Smaller keeps boards compact (larger tiles on a phone) but makes the
# search move earlier tiles more often (tests/test_layout.py keeps that rare).
TABLE_AREA: Final = 200.0
# How far (units) the first SLACK_TILES tiles may reach past the table's edge. The cost of a place
# outside keeps most tiles in, but a line that reaches the edge can be forced on outward (a double
# at the edge continues straight); this bound makes the search lay an earlier tile differently
# instead, so a board of up to 20 tiles stays as small as the table (scripts/board_figure.py). It
# binds only the first tiles: a full board still spreads as far as it needs.
SLACK: Final = 0.5
SLACK_TILES: Final = 20
# If no layout is found on the table within the search budget, the first tiles may reach further
# out, then the table is enlarged, and at last the search is made exhaustive: (table area factor,
# tiles tried, exhaustive, how far past the edge the first SLACK_TILES tiles may reach).
_STRATEGIES: Final = (
    (1.0, 400, False, SLACK),
    (1.0, 400, False, math.inf),
    (1.5, 400, False, math.inf),
    (2.5, 600, False, math.inf),
    (6.0, 50_000, True, math.inf),
)
# The table is never narrower than 1 : _MAX_STRETCH, whatever the view's shape.
_MAX_STRETCH: Final = 4.0
# Empty margin (units) around the tiles and targets inside the reported bounds.
MARGIN: Final = 0.2

# Costs of a candidate place for a tile; the cheapest place wins, ties go to the earlier option.
_W_OUTSIDE = 40.0  # per cell outside the table, times how far outside
_W_TURN = 1.0  # a corner after the end instead of going straight
_W_SIDE = 1.5  # a corner at the end (the tile touches the side of the end's half)
_W_CLAIM = 6.0  # per cell taken from the place another end keeps for its next tile
_W_CRAMPED = 30.0  # a new end where a double that may still come would not fit
_W_SQUEEZE = 60.0  # an older end loses the place where a double that may still come would go
_W_SHORT = 6.0  # per missing cell of straight room in front of a new end (2 wanted)
_W_RUN = 4.0  # a new end with a short free run ahead (scaled 0..1)
_RUN_CAP = 6  # cells
_W_ROOM = 20.0  # a new end with little free area around it (scaled 0..1)
_ROOM_CAP = 14  # cells; the flood fill stops there
_W_PUSH = 4.0  # per 1 / distance^2 (in cells) from a new end to other tiles and ends
_REACH2 = 12 * 12  # squared distance (half units) beyond which nothing pushes
_W_TOUCH = 0.4  # per half unit of edge shared with a tile it is not joined to
_W_NEAR = 0.15  # per half unit of another tile two half units away

_OFF = 4096
_STRIDE = 8192


def _key(x: int, y: int) -> int:
    return (x + _OFF) * _STRIDE + y + _OFF


def _squares(cell: Vec) -> tuple[int, int, int, int]:
    """The four half-unit squares of the tile half whose top-left corner is ``cell``."""
    k = (cell[0] + _OFF) * _STRIDE + cell[1] + _OFF
    return (k, k + 1, k + _STRIDE, k + _STRIDE + 1)


def _left(d: Vec) -> Vec:
    """The direction 90 degrees counter-clockwise on screen (y grows downwards)."""
    return (d[1], -d[0])


def _right(d: Vec) -> Vec:
    return (-d[1], d[0])


def _add(a: Vec, b: Vec, k: int = 1) -> Vec:
    return (a[0] + k * b[0], a[1] + k * b[1])


def _across(d: Vec) -> Vec:
    """The positive axis across ``d``: down for a horizontal line, right for a vertical one."""
    return DOWN if d[1] == 0 else RIGHT


class _BoardLike(Protocol):
    @property
    def tiles(self) -> tuple[Tile, ...]: ...

    @property
    def spinners(self) -> tuple[Tile, ...]: ...

    @property
    def spinner_rule(self) -> Spinners: ...

    @property
    def joins(self) -> tuple[tuple[End, End], ...]: ...

    def open_ends(self) -> list[End]: ...

    def scoring(self) -> list[tuple[Tile, int]]: ...


@dataclass(frozen=True, slots=True)
class _Port:
    """An unfilled side of a laid tile: where the next tile's joining half would go, going
    straight on."""

    cell: Vec  # top-left corner (half units) of the cell the joining half takes going straight
    dir: Vec  # the direction the next tile leaves in, going straight
    value: int
    half: bool  # an end of a non-double: a double may join here, and corners may start at it


@dataclass(frozen=True, slots=True)
class _Option:
    """One way to lay a tile at a port."""

    cells: tuple[Vec, Vec]  # (joining half, other half); for a double its two halves
    dir: Vec  # the tile's line direction once laid
    cost: float  # the cost of its shape: straight, corner after the end, corner at the end
    ports: tuple[tuple[str, Vec, Vec], ...]  # (slot, cell, dir) of the tile's new open sides


@dataclass(frozen=True, slots=True)
class _Laid:
    tile: Tile
    cells: tuple[Vec, Vec]
    values: tuple[int, int]
    dir: Vec


@dataclass(frozen=True, slots=True)
class _Table:
    x0: int
    y0: int
    x1: int
    y1: int

    def outside(self, cell: Vec) -> float:
        """How far (in cells) the cell reaches beyond the table; 0 inside."""
        x, y = cell
        if self.x0 <= x <= self.x1 - 2 and self.y0 <= y <= self.y1 - 2:
            return 0.0
        return max(self.x0 - x, x + 2 - self.x1, self.y0 - y, y + 2 - self.y1) / 2


class _Stuck(Exception):
    """No layout found under the current table size and search budget."""


def _table_for(aspect: float, area: float) -> _Table:
    w = math.sqrt(area * aspect)  # units
    h = math.sqrt(area / aspect)
    hw = max(3, round(w))  # half the width, in half units
    hh = max(3, round(h))
    return _Table(-hw, -hh, hw, hh)


def _double_at(cell: Vec, d: Vec, cost: float, spins: bool) -> _Option:
    """A double whose line runs ``d``, joining at ``cell``: crosswise, centred on the line
    (R3.3); line B continues straight and, if it ``spins``, the branches open across (R3.4,
    R3.5). A double that is no spinner (AF3, PB3) has its line sides only."""
    a = _across(d)
    line_b = ("line_b", _add(cell, d, 2), d)
    if not spins:
        return _Option((_add(cell, a, -1), _add(cell, a, 1)), d, cost, (line_b,))
    lft, rgt = _left(d), _right(d)
    return _Option(
        (_add(cell, a, -1), _add(cell, a, 1)),
        d,
        cost,
        (
            line_b,
            ("branch_a", _add(cell, lft, 3), lft),
            ("branch_b", _add(cell, rgt, 3), rgt),
        ),
    )


def _single_at(cell: Vec, d: Vec, cost: float) -> _Option:
    """A non-double joining at ``cell`` and running ``d``."""
    outer = _add(cell, d, 2)
    return _Option((cell, outer), d, cost, (("outer", _add(outer, d, 2), d),))


def _options(port: _Port, is_double: bool, spins: bool) -> list[_Option]:
    """The places a tile joining ``port`` may take, in order of preference of their shape
    (``spins``: whether a double laid there is a spinner, and so has branches).

    Straight on; a corner after the end (the new tile's joining half continues the line, its
    other half turns); or, at a non-double's end only, a corner at the end (the new tile touches
    the side of the end's half and runs across the line)."""
    d, cell = port.dir, port.cell
    lft, rgt = _left(d), _right(d)
    found = []
    if is_double:
        found.append(_double_at(cell, d, 0.0, spins))
    else:
        found.append(_single_at(cell, d, 0.0))
        for turn in (lft, rgt):
            outer = _add(cell, turn, 2)
            found.append(
                _Option((cell, outer), turn, _W_TURN, (("outer", _add(outer, turn, 2), turn),))
            )
    if port.half:
        end_half = _add(cell, d, -2)
        for turn in (lft, rgt):
            side = _add(end_half, turn, 2)
            if is_double:  # flush with the end's half, reaching on past the end: half to half
                found.append(_double_at(_add(side, d, 1), turn, _W_SIDE, spins))
            else:
                found.append(_single_at(side, turn, _W_SIDE))
    return found


def _option_squares(option: _Option) -> tuple[int, ...]:
    return _squares(option.cells[0]) + _squares(option.cells[1])


class _Layout:
    """The tiles laid so far, and the sides where further tiles may join."""

    def __init__(self, table: _Table, horizontal: bool, slack: float, spin: int) -> None:
        self.table = table
        self.slack = slack
        self.horizontal = horizontal
        self.spin = spin  # the spinner rule (engine.board's EVERY, FIRST or NONE)
        self.spinners: list[Tile] = []  # the doubles laid that spin, in order
        self.occ: dict[int, int] = {}  # square -> index of the tile on it
        self.laid: list[_Laid] = []
        self.ports: dict[End, _Port] = {}
        self.owner: dict[Tile, int] = {}  # tile -> index in laid
        self.parent: dict[Tile, Tile] = {}  # the tile each tile joins
        self.count = [0] * 7  # tiles laid that show each number
        self.doubles: set[int] = set()
        self._claims: dict[int, End] | None = None
        self._claimed: set[int] | None = None
        self.tries = 0  # tiles tried by the search (a measure of how hard the layout was)

    # ----- bookkeeping -----------------------------------------------------------------------

    def _live(self, value: int) -> bool:
        """Whether a tile showing ``value`` may still come (7 tiles show each number)."""
        return self.count[value] < 7

    def spins(self) -> bool:
        """Whether a double laid now is a spinner: every double (R3.3), only the first double
        played (AF3) or none (PB3)."""
        spin = self.spin
        return spin == EVERY or (spin == FIRST and not self.spinners)

    def _double_may_come(self, port: _Port) -> bool:
        """A double joins only a non-double's end (R3.2), and only while it is off the table."""
        return port.half and port.value not in self.doubles and self._live(port.value)

    def claims(self) -> dict[int, End]:
        """The squares each end would like kept free: its straight-on place for the next tile
        and, while a double may come there, the double's place and, if that double would spin,
        where its arms start."""
        if self._claims is None:
            claims: dict[int, End] = {}
            arms = self.spins()
            for end, port in self.ports.items():
                live = self._live(port.value)
                for sq in _port_claim(port, live, self._double_may_come(port), arms):
                    claims.setdefault(sq, end)
            self._claims = claims
        return self._claims

    def claimed(self) -> set[int]:
        """The squares some end keeps free (see claims)."""
        if self._claimed is None:
            self._claimed = set(self.claims())
        return self._claimed

    def _add_tile(
        self, tile: Tile, cells: tuple[Vec, Vec], values: tuple[int, int], d: Vec
    ) -> None:
        if tile.is_double and self.spins():  # before it is down: AF3 asks for the first double
            self.spinners.append(tile)
        index = len(self.laid)
        self.laid.append(_Laid(tile, cells, values, d))
        self.owner[tile] = index
        for cell in cells:
            for sq in _squares(cell):
                self.occ[sq] = index
        for v in {tile.low, tile.high}:
            self.count[v] += 1
        if tile.is_double:
            self.doubles.add(tile.low)
        self._claims = self._claimed = None

    # ----- the opening -----------------------------------------------------------------------

    def open(self, tile: Tile) -> None:
        """R3.1: the first tile, in the middle of the table, along the table's long side."""
        d = RIGHT if self.horizontal else DOWN
        back = (-d[0], -d[1])
        if tile.is_double:
            # R3.4: both line sides of an opening double are open; line A on the left (top).
            option = _double_at((-1, -1), d, 0.0, self.spins())
            self._add_tile(tile, option.cells, (tile.low, tile.low), d)
            v = tile.low
            self.ports[End(tile, "line_a")] = _Port(_add((-1, -1), back, 2), back, v, False)
            for slot, cell, way in option.ports:
                self.ports[End(tile, slot)] = _Port(cell, way, v, False)
            return
        # R4.1: low end on the left (or top), high end on the right (or bottom).
        low_cell = (-2, -1) if self.horizontal else (-1, -2)
        high_cell = _add(low_cell, d, 2)
        self._add_tile(tile, (low_cell, high_cell), (tile.low, tile.high), d)
        self.ports[End(tile, "low")] = _Port(_add(low_cell, back, 2), back, tile.low, True)
        self.ports[End(tile, "high")] = _Port(_add(high_cell, d, 2), d, tile.high, True)

    # ----- choosing a place ------------------------------------------------------------------

    def rank(self, end: End, is_double: bool) -> list[_Option]:
        """The places where a tile joining ``end`` may go, best first: clear of every tile, and
        leaving every end, old and new, a place for a non-double (R4: still playable). Only the
        tile's kind matters, not its numbers, so a non-double's first place is also the target
        shown for ``end``."""
        port = self.ports[end]
        occ = self.occ
        found: list[tuple[int, _Option, frozenset[int], float]] = []
        for index, option in enumerate(_options(port, is_double, self.spins())):
            squares = _option_squares(option)
            if any(sq in occ for sq in squares):
                continue
            if len(self.laid) < SLACK_TILES and any(  # see SLACK
                self.table.outside(c) > self.slack for c in option.cells
            ):
                continue
            new = frozenset(squares)
            penalty = self._check(end, option, new, is_double)
            if penalty is not None:
                found.append((index, option, new, penalty))
        if len(found) < 2:
            return [item[1] for item in found]
        context = _Context(self, end)
        scored = [
            (penalty + self._cost(context, option, new, is_double), index, option)
            for index, option, new, penalty in found
        ]
        scored.sort(key=lambda item: (item[0], item[1]))
        return [item[2] for item in scored]

    def _check(
        self, end: End, option: _Option, new: frozenset[int], is_double: bool
    ) -> float | None:
        """None if ``option`` would leave an end with no place for a non-double (or, at an end
        no tile can reach any more, would cover its joining cell, which its target shows);
        otherwise the penalty for the doubles' places it would take."""
        penalty = 0.0
        for _slot, cell, d in option.ports:
            if not is_double:  # a non-double's end: any tile may come, a double too
                if not self._fits(cell, d, True, False, new):
                    return None
                if not self._fits(cell, d, True, True, new):
                    penalty += _W_CRAMPED
            elif not self._fits(cell, d, False, False, new) and (
                self.count[self.ports[end].value] + 1 < 7  # a tile may still come there
                or self._covered(cell, new)  # no tile may: its target is its joining cell
            ):
                return None
        xs = [c[0] for c in option.cells]
        ys = [c[1] for c in option.cells]
        lo_x, hi_x, lo_y, hi_y = min(xs) - 8, max(xs) + 8, min(ys) - 8, max(ys) + 8
        none: frozenset[int] = frozenset()
        for other_end, other in self.ports.items():
            (ox, oy), d = other.cell, other.dir
            if other_end == end or not (lo_x <= ox <= hi_x and lo_y <= oy <= hi_y):
                continue
            if not self._fits(other.cell, d, other.half, False, new) and (
                self._fits(other.cell, d, other.half, False, none)
                or (self._covered(other.cell, new) and not self._covered(other.cell, none))
            ):
                return None
            if (
                self._double_may_come(other)
                and not self._fits(other.cell, d, True, True, new)
                and self._fits(other.cell, d, True, True, none)
            ):
                penalty += _W_SQUEEZE
        return penalty

    def _covered(self, cell: Vec, new: frozenset[int]) -> bool:
        """Whether a tile lies on part of ``cell``."""
        occ = self.occ
        return any(sq in occ or sq in new for sq in _squares(cell))

    def _fits(self, cell: Vec, d: Vec, half: bool, is_double: bool, new: frozenset[int]) -> bool:
        """Whether some place for a tile at the port (cell, d) is clear of every tile."""
        occ = self.occ
        for squares in _shapes(cell, d, half, is_double):
            if not any(sq in occ or sq in new for sq in squares):
                return True
        return False

    def _cost(
        self, context: _Context, option: _Option, new: frozenset[int], is_double: bool
    ) -> float:
        table = self.table
        occ = self.occ
        blocked = context.blocked
        joined = context.joined

        blocked = blocked | new
        lo_x, lo_y, hi_x, hi_y = table.x0, table.y0, table.x1 - 2, table.y1 - 2
        memo: dict[Vec, bool] = {}

        def free(cell: Vec) -> bool:
            """Inside the table, with no tile and no other end's claim on it."""
            found = memo.get(cell)
            if found is None:
                x, y = cell
                if x < lo_x or y < lo_y or x > hi_x or y > hi_y:
                    found = False
                else:
                    k = (x + _OFF) * _STRIDE + y + _OFF
                    found = not (
                        k in blocked
                        or k + 1 in blocked
                        or k + _STRIDE in blocked
                        or k + _STRIDE + 1 in blocked
                    )
                memo[cell] = found
            return found

        cost = option.cost
        for cell in option.cells:
            cost += _W_OUTSIDE * table.outside(cell)
        # Keep off the places other ends keep for their next tiles.
        cost += _W_CLAIM * sum(1 for sq in new if sq in context.claimed) / 4
        for _slot, cell, d in option.ports:
            # Arms fan out: each new end is pushed away from the tiles and ends around it.
            px, py = cell
            push = 0.0
            for cx, cy in context.points:
                dx, dy = cx - px, cy - py
                dist2 = dx * dx + dy * dy
                if dist2 < _REACH2:
                    push += 4.0 / max(dist2, 1)
            cost += _W_PUSH * push
            # Each new end wants room to go on, straight if possible.
            cost += _W_OUTSIDE * table.outside(cell)
            run = 0
            probe = cell
            while run < _RUN_CAP and free(probe):
                run += 1
                probe = (probe[0] + 2 * d[0], probe[1] + 2 * d[1])
            cost += _W_SHORT * max(0, 2 - run) + _W_RUN * (_RUN_CAP - run) / _RUN_CAP
            room = 0
            if free(cell):  # free cells reachable in cell steps, up to _ROOM_CAP
                seen = {cell}
                todo = [cell]
                while todo and len(seen) < _ROOM_CAP:
                    x, y = todo.pop()
                    for nxt in ((x + 2, y), (x - 2, y), (x, y + 2), (x, y - 2)):
                        if nxt not in seen and free(nxt):
                            seen.add(nxt)
                            todo.append(nxt)
                room = min(len(seen), _ROOM_CAP)
            cost += _W_ROOM * (_ROOM_CAP - room) / _ROOM_CAP
            if not is_double:  # where a double coming here would lie (and open its arms)
                for arm in _claim_cells(cell, d, True, context.arms)[2:]:
                    if not free(arm):
                        cost += _W_CLAIM / 2
        # Keep a gap to tiles it is not joined to (a real table keeps arms apart).
        xs = [c[0] for c in option.cells]
        ys = [c[1] for c in option.cells]
        x0, y0, x1, y1 = min(xs), min(ys), max(xs) + 2, max(ys) + 2
        for ring, weight in ((1, _W_TOUCH), (3, _W_NEAR)):
            top, bottom = _key(x0, y0 - ring), _key(x0, y1 + ring - 1)
            left, right = _key(x0 - ring, y0), _key(x1 + ring - 1, y0)
            for i in range(1 - ring, x1 - x0 + ring - 1):
                for k in (top + i * _STRIDE, bottom + i * _STRIDE):
                    t = occ.get(k)
                    if t is not None and t != joined:
                        cost += weight
            for i in range(1 - ring, y1 - y0 + ring - 1):
                for k in (left + i, right + i):
                    t = occ.get(k)
                    if t is not None and t != joined:
                        cost += weight
        return cost

    # ----- laying ----------------------------------------------------------------------------

    def commit(self, tile: Tile, end: End, side: End, option: _Option) -> _Undo:
        """Lay ``tile``, joined by ``side`` to ``end``, as ``option`` says."""
        port = self.ports.pop(end)
        value = port.value
        self.parent[tile] = end.tile
        added: list[End] = []
        if tile.is_double:
            self._add_tile(tile, option.cells, (value, value), option.dir)
            # R3.4: joined by one line side, the other continues; the branches go across.
            other_line = "line_b" if side.slot == "line_a" else "line_a"
            for slot, cell, d in option.ports:
                added.append(End(tile, other_line if slot == "line_b" else slot))
                self.ports[added[-1]] = _Port(cell, d, value, False)
        else:
            outer_value = tile.high if side.slot == "low" else tile.low
            outer_slot = "high" if side.slot == "low" else "low"
            self._add_tile(tile, option.cells, (value, outer_value), option.dir)
            _, cell, d = option.ports[0]
            added.append(End(tile, outer_slot))
            self.ports[added[-1]] = _Port(cell, d, outer_value, True)
        return _Undo(end, port, tuple(added))

    def undo(self, undo: _Undo) -> None:
        laid = self.laid.pop()
        del self.owner[laid.tile]
        del self.parent[laid.tile]
        for cell in laid.cells:
            for sq in _squares(cell):
                del self.occ[sq]
        for v in {laid.tile.low, laid.tile.high}:
            self.count[v] -= 1
        if laid.tile.is_double:
            self.doubles.discard(laid.tile.low)
            if self.spinners and self.spinners[-1] == laid.tile:
                self.spinners.pop()
        for e in undo.added:
            del self.ports[e]
        self.ports[undo.end] = undo.port
        self._claims = self._claimed = None

    def blame(self, end: End, is_double: bool, sound: bool) -> set[int]:
        """The steps (tiles after the opening, 0-based) to move when a tile has nowhere to go at
        ``end``: the tiles in the way of each of its places (or of the ends a place would wall
        in), and the tiles that fix where those ends are: the last two, or, if ``sound``, all
        the way back to the opening (then the search misses no layout)."""
        occ = self.occ
        found: set[int] = set()

        def walls(cell: Vec, d: Vec, half: bool) -> set[int]:
            return {occ[sq] for sqs in _shapes(cell, d, half, False) for sq in sqs if sq in occ}

        def fixers(tile: Tile | None) -> set[int]:
            chain: set[int] = set()
            while tile is not None and (sound or len(chain) < 2):
                chain.add(self.owner[tile])
                tile = self.parent.get(tile)
            return chain

        found |= fixers(end.tile)
        half = not is_double
        for option in _options(self.ports[end], is_double, self.spins()):
            squares = _option_squares(option)
            hit = {occ[sq] for sq in squares if sq in occ}
            if hit:
                found |= hit
                continue
            new = frozenset(squares)
            for _slot, cell, d in option.ports:
                if not self._fits(cell, d, half, False, new):
                    found |= walls(cell, d, half)
            for other_end, other in self.ports.items():
                c, d, at_half = other.cell, other.dir, other.half
                if (
                    other_end != end
                    and not self._fits(c, d, at_half, False, new)
                    and (
                        self._fits(c, d, at_half, False, frozenset())
                        or (self._covered(c, new) and not self._covered(c, frozenset()))
                    )
                ):
                    found |= walls(c, d, at_half) | fixers(other_end.tile)
        return {index - 1 for index in found if index > 0}


class _Context:
    """What costing the places for one tile needs, computed once per tile."""

    __slots__ = ("arms", "blocked", "claimed", "joined", "points")

    def __init__(self, state: _Layout, end: End) -> None:
        claims = state.claims()
        port = state.ports[end]
        live = state._live(port.value)
        self.arms = state.spins()  # a double still to come would open branches
        mine = {
            sq
            for sq in _port_claim(port, live, live and state._double_may_come(port), self.arms)
            if claims.get(sq) == end
        }
        self.claimed = state.claimed() - mine  # what the other ends keep
        self.blocked = self.claimed.union(state.occ)
        self.joined = state.owner[end.tile]
        # What may push the tile's new ends: tiles and ends within reach of any place it may take.
        px, py = state.ports[end].cell
        reach = 8 + math.isqrt(_REACH2)
        cells = [c for i, laid in enumerate(state.laid) if i != self.joined for c in laid.cells]
        cells += [port.cell for other, port in state.ports.items() if other != end]
        self.points = [(x, y) for x, y in cells if abs(x - px) <= reach and abs(y - py) <= reach]


@functools.lru_cache(maxsize=1 << 16)
def _shapes(cell: Vec, d: Vec, half: bool, is_double: bool) -> tuple[tuple[int, ...], ...]:
    """The squares of each place a tile may take at the port (cell, d)."""
    port = _Port(cell, d, 0, half)
    return tuple(_option_squares(o) for o in _options(port, is_double, False))


def _claim_cells(cell: Vec, d: Vec, double: bool, arms: bool) -> list[Vec]:
    """The cells an end keeps for its next tile going straight on and, if ``double``, the
    double's two halves (where its line B starts is the straight-on cell beyond) and, if
    ``arms`` (the double would spin), the cells where its branches would start."""
    found = [cell, _add(cell, d, 2)]
    if double:
        a = _across(d)
        found += [_add(cell, a, -1), _add(cell, a, 1)]
        if arms:
            found += [_add(cell, _left(d), 3), _add(cell, _right(d), 3)]
    return found


def _port_claim(port: _Port, live: bool, double: bool, arms: bool) -> list[int]:
    if not live:
        return list(_squares(port.cell))
    cells = _claim_cells(port.cell, port.dir, double, arms)
    return [sq for cell in cells for sq in _squares(cell)]


@dataclass(frozen=True, slots=True)
class _Undo:
    end: End
    port: _Port
    added: tuple[End, ...]


# ----- reading the board ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Position:
    tiles: tuple[Tile, ...]
    joins: tuple[tuple[End, End], ...]
    open_ends: tuple[End, ...]
    scoring: tuple[tuple[Tile, int], ...]
    spin: int  # the spinner rule (engine.board's EVERY, FIRST or NONE)
    spinners: tuple[Tile, ...] | None  # the board's spinners (None: a snapshot without them)


def _read(board: _BoardLike | Mapping[str, Any]) -> _Position:
    if isinstance(board, Mapping):
        # A snapshot names its spinner rule unless it is Five Up's (R3.3: every double).
        rule = board.get("spinner_rule", "every-double")
        if not isinstance(rule, str) or rule not in SPIN_MODES:
            raise ValueError(f"spinner_rule is one of {', '.join(SPIN_MODES)}, not {excerpt(rule)}")
        try:
            tiles = tuple(Tile.parse(t) for t in board["tiles"])
            joins = tuple((End.parse(a), End.parse(b)) for a, b in board["joins"])
            open_ends = tuple(End.parse(e["end"]) for e in board.get("open_ends", ()))
            scoring = tuple(
                (Tile.parse(s["tile"]), int(s["value"])) for s in board.get("scoring", ())
            )
            spinners = (
                None if "spinners" not in board else tuple(map(Tile.parse, board["spinners"]))
            )
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not a board snapshot (Board.to_dict()): {exc}") from exc
        return _Position(tiles, joins, open_ends, scoring, SPIN_MODES[rule], spinners)
    return _Position(
        tuple(board.tiles),
        tuple(board.joins),
        tuple(board.open_ends()),
        tuple(board.scoring()),
        SPIN_MODES[board.spinner_rule],
        tuple(board.spinners),
    )


def _steps(position: _Position) -> list[tuple[Tile, End, End]]:
    """Each tile after the opening with the end it joins and its joining side, in order."""
    tiles = position.tiles
    if len(set(tiles)) != len(tiles):
        raise ValueError("a tile appears twice on the board")
    by_tile = {side.tile: (end, side) for end, side in position.joins}
    seen = set(tiles[:1])
    steps = []
    for tile in tiles[1:]:
        if tile not in by_tile:
            raise ValueError(f"{tile} is on the board but joins nothing")
        end, side = by_tile[tile]
        if end.tile not in seen:
            raise ValueError(f"{tile} joins {end}, which is not on the table before it")
        seen.add(tile)
        steps.append((tile, end, side))
    return steps


class _Search:
    """The search that lays a board's tiles in order, each at its best place, kept so that a
    board one or more tiles longer resumes it where it stopped.

    Resuming is exact: the search reads only the tiles it has reached (their places, the ends
    they leave, how many of each number are down), so laying a board from scratch passes through
    the very state a shorter board's search ended in, with the same tries spent, and a strategy
    that ran out of room on the shorter board runs out on the longer one too."""

    __slots__ = ("budget", "levels", "slack", "sound", "state", "steps", "strategy", "tries")

    def __init__(
        self,
        first: Tile,
        table: _Table,
        horizontal: bool,
        strategy: int,
        spin: int,
    ) -> None:
        _, budget, sound, slack = _STRATEGIES[strategy]
        self.strategy = strategy
        self.budget, self.sound, self.slack = budget, sound, slack
        self.state = _Layout(table, horizontal, slack, spin)
        self.state.open(first)
        self.steps: list[tuple[Tile, End, End]] = []
        self.levels: list[_Level] = []
        self.tries = 0

    def extends(self, first: Tile, steps: list[tuple[Tile, End, End]]) -> bool:
        """Whether ``steps`` after ``first`` are this search's steps and maybe more."""
        state = self.state
        n = len(self.steps)
        return state.laid[0].tile == first and len(steps) >= n and steps[:n] == self.steps

    def lay(self, steps: list[tuple[Tile, End, End]]) -> _Layout:
        """Lay every tile of ``steps`` (which extend the steps laid so far). Only when a tile has
        nowhere to go does the search go back, to the latest earlier tile lying near it
        (conflict-directed backjumping), and try that tile's next-best place. Raises _Stuck
        after ``budget`` tries in all; the search is then spent."""
        state, levels, sound = self.state, self.levels, self.sound
        i = len(self.steps)
        self.steps = steps
        while i < len(steps):
            tile, end, side = steps[i]
            if len(levels) == i:
                if end not in state.ports:
                    raise ValueError(f"{tile} joins {end}, which is not open when it is placed")
                levels.append(_Level(state.rank(end, tile.is_double)))
            level = levels[i]
            if level.undo is not None:
                state.undo(level.undo)
                level.undo = None
            if not level.options:
                blame = {
                    j for j in level.conflicts | state.blame(end, tile.is_double, sound) if j < i
                }
                if not blame:
                    raise _Stuck(f"no room for {tile} at {end}")
                j = max(blame)
                levels[j].conflicts |= blame - {j}
                for k in range(i - 1, j, -1):
                    done = levels[k].undo
                    if done is not None:
                        state.undo(done)
                del levels[j + 1 :]
                i = j
                continue
            self.tries += 1
            if self.tries > self.budget:
                raise _Stuck("search budget spent")
            level.undo = state.commit(tile, end, side, level.options.pop(0))
            i += 1
        state.tries = self.tries
        return state


# The last search for each shape of table and spinner rule: the page asks for the layout of the
# game's board after every move, and each board is the one before it and one more tile. A search
# made under one rule never resumes for a board of another (the same tiles spin differently).
_SEARCHES: dict[tuple[float, bool, int], _Search] = {}
_KEPT_SEARCHES: Final = 8


def _laid(position: _Position, shape: float, horizontal: bool) -> _Layout:
    """The board laid by the first strategy that finds room for it, resuming the search kept for
    this shape and rule when the board extends its board."""
    spin = position.spin
    key = (shape, horizontal, spin)
    if not position.tiles:
        _SEARCHES.pop(key, None)
        table = _table_for(shape, TABLE_AREA * _STRATEGIES[0][0])
        return _Layout(table, horizontal, SLACK, spin)
    first, steps = position.tiles[0], _steps(position)
    kept = _SEARCHES.pop(key, None)
    for strategy in range(len(_STRATEGIES)):
        if kept is not None and kept.strategy == strategy and kept.extends(first, steps):
            search = kept
        elif kept is not None and kept.strategy > strategy and kept.extends(first, steps):
            continue  # it ran out of room on the shorter board: so it does on this one
        else:
            table = _table_for(shape, TABLE_AREA * _STRATEGIES[strategy][0])
            search = _Search(first, table, horizontal, strategy, spin)
        try:
            state = search.lay(steps)
        except _Stuck:
            continue
        if len(_SEARCHES) >= _KEPT_SEARCHES:
            del _SEARCHES[next(iter(_SEARCHES))]
        _SEARCHES[key] = search
        return state
    raise RuntimeError(f"no layout without overlaps found for {len(position.tiles)} tiles")


class _Level:
    """One step of the search: the places left to try, how the tile was laid, and the earlier
    steps blamed for the failures below it."""

    __slots__ = ("conflicts", "options", "undo")

    def __init__(self, options: list[_Option]) -> None:
        self.options = options
        self.undo: _Undo | None = None
        self.conflicts: set[int] = set()


# ----- output --------------------------------------------------------------------------------


def _rect(cells: Sequence[Vec]) -> list[float]:
    x0 = min(c[0] for c in cells)
    y0 = min(c[1] for c in cells)
    x1 = max(c[0] for c in cells) + 2
    y1 = max(c[1] for c in cells) + 2
    return [x0 / 2, y0 / 2, (x1 - x0) / 2, (y1 - y0) / 2]


@dataclass(frozen=True, slots=True)
class _Target:
    rect: list[float]  # where a non-double joining the end would lie (exactly where it will)
    dir: Vec  # the way it would run from its joining half
    join: Vec  # its joining half's cell: just beyond the end
    double_rect: list[float] | None  # where a double would lie, if one may still join there
    double_dir: Vec | None


def _target(state: _Layout, end: End) -> _Target:
    port = state.ports[end]
    options = state.rank(end, False)
    if not options:  # a place every tile would keep clear of: the search keeps one for each end
        occ = state.occ
        options = [
            o
            for o in _options(port, False, False)
            if not any(sq in occ for sq in _option_squares(o))
        ]
    if options:
        rect, way, join = _rect(options[0].cells), options[0].dir, options[0].cells[0]
    else:
        rect, way, join = _rect([port.cell]), port.dir, port.cell
    double = double_dir = None
    if port.half and port.value not in state.doubles:
        doubles = state.rank(end, True)
        if doubles:
            double, double_dir = _rect(doubles[0].cells), doubles[0].dir
    return _Target(rect, way, join, double, double_dir)


def _scoring_spots(
    state: _Layout, position: _Position, marks: Mapping[End, list[float]]
) -> list[dict[str, Any]]:
    """R5: each scoring end's number goes on that end's mark (engine.labels: just beyond the end
    where that is clear, always clear of tiles and of the other marks)."""
    spots = []
    used: set[End] = set()
    open_by_tile: dict[Tile, list[End]] = {}
    for end in position.open_ends:
        open_by_tile.setdefault(end.tile, []).append(end)
    for tile, value in position.scoring:
        choices = [e for e in open_by_tile.get(tile, []) if e not in used and e in marks]
        if tile.is_double:  # R5.2: a double at the end of a line counts at its open line side
            pick = [e for e in choices if e.slot.startswith("line")] or choices
        else:  # R5.1
            pick = [e for e in choices if e.value == value] or choices
        if pick:
            used.add(pick[0])
            x, y, w, h = marks[pick[0]]
            at = [x + w / 2, y + h / 2]
        else:
            laid = state.laid[state.owner[tile]]
            r = _rect(laid.cells)
            at = [r[0] + r[2] / 2, r[1] + r[3] / 2]
        spots.append({"tile": str(tile), "value": value, "at": at})
    return spots


def _bounds(boxes: Iterable[Sequence[float]], aspect: float) -> list[float]:
    """The smallest rectangle of the given aspect ratio around ``boxes`` (plus MARGIN)."""
    x0 = y0 = math.inf
    x1 = y1 = -math.inf
    for x, y, w, h in boxes:
        x0, y0 = min(x0, x), min(y0, y)
        x1, y1 = max(x1, x + w), max(y1, y + h)
    if x0 == math.inf:
        x0, y0, x1, y1 = -1.0, -1.0, 1.0, 1.0
    x0, y0, x1, y1 = x0 - MARGIN, y0 - MARGIN, x1 + MARGIN, y1 + MARGIN
    w, h = x1 - x0, y1 - y0
    if w / h < aspect:
        grow = h * aspect - w
        x0, w = x0 - grow / 2, h * aspect
    else:
        grow = w / aspect - h
        y0, h = y0 - grow / 2, w / aspect
    return [x0, y0, w, h]


def _result(state: _Layout, position: _Position, aspect: float) -> dict[str, Any]:
    if position.spinners is not None and tuple(state.spinners) != position.spinners:
        raise ValueError(
            f"the board's spinners ({', '.join(map(str, position.spinners)) or 'none'}) are not "
            f"those its spinner rule makes ({', '.join(map(str, state.spinners)) or 'none'})"
        )
    spinners = set(state.spinners)
    tiles = []
    boxes: list[list[float]] = []
    for laid in state.laid:
        order = sorted(range(2), key=lambda i: (laid.cells[i][1], laid.cells[i][0]))
        rect = _rect(laid.cells)
        boxes.append(rect)
        tiles.append(
            {
                "tile": str(laid.tile),
                "rect": rect,
                "halves": [laid.values[i] for i in order],
                "spinner": laid.tile in spinners,  # R3.3, AF3, PB3
                "dir": _DIR_NAMES[laid.dir],
            }
        )
    ends = []
    targets: dict[End, _Target] = {}
    for end in position.open_ends:
        if end not in state.ports:
            raise ValueError(f"{end} is listed as open but a tile is joined there")
        target = targets[end] = _target(state, end)
        boxes.append(target.rect)
        item: dict[str, Any] = {
            "end": str(end),
            "value": end.value,
            "rect": target.rect,
            "dir": _DIR_NAMES[target.dir],
        }
        if target.double_rect is not None and target.double_dir is not None:
            boxes.append(target.double_rect)
            item["double_rect"] = target.double_rect
            item["double_dir"] = _DIR_NAMES[target.double_dir]
        ends.append(item)
    spots = [
        labels.EndSpot(
            t.rect, t.dir, ((t.join[0] + 1) / 2, (t.join[1] + 1) / 2), t.double_rect, t.double_dir
        )
        for t in targets.values()
    ]
    marks: dict[End, list[float]] = {}
    for end, item, placed in zip(
        targets, ends, labels.place(boxes[: len(tiles)], spots), strict=True
    ):
        item.update(placed)
        marks[end] = placed["mark"]
        boxes += placed.values()
    scoring = _scoring_spots(state, position, marks)
    t = state.table
    return {
        "bounds": _bounds(boxes, aspect),
        "tiles": tiles,
        "ends": ends,
        "scoring": scoring,
        "table": [t.x0 / 2, t.y0 / 2, (t.x1 - t.x0) / 2, (t.y1 - t.y0) / 2],
    }


def layout(board: _BoardLike | Mapping[str, Any], aspect: float) -> dict[str, Any]:
    """The geometry of ``board`` (a Board, or a ``Board.to_dict()`` snapshot) for a view whose
    width / height is ``aspect``: JSON-safe, see docs/protocol.md, "Layout". The board's spinner
    rule says which doubles spin; ValueError if a snapshot's ``spinners`` are not the ones its
    rule makes.

    Besides the documented fields: each tile's ``dir`` (the way its line runs: "right", "down",
    "left" or "up"); each end's ``dir`` (the way a tile joining it would run from its joining
    half), ``double_rect`` and ``double_dir`` (where a double would lie, while one may still
    join there); and ``table``, the fixed area the layout keeps to for this aspect ratio (a
    view that shows it whole never needs to zoom during a round).
    """
    if (
        isinstance(aspect, bool)
        or not isinstance(aspect, int | float)
        or not math.isfinite(aspect)
        or aspect <= 0
    ):
        raise ValueError(f"aspect is a positive width / height ratio, not {aspect!r}")
    aspect = float(aspect)
    position = _read(board)
    known = _ANSWERS.get((position, aspect))
    if known is not None:
        return copy.deepcopy(known)  # the caller's to change; the kept answer stays as laid
    horizontal = aspect >= 1
    shape = min(max(aspect, 1 / _MAX_STRETCH), _MAX_STRETCH)
    answer = _result(_laid(position, shape, horizontal), position, aspect)
    if len(_ANSWERS) >= _KEPT_ANSWERS:
        del _ANSWERS[next(iter(_ANSWERS))]
    _ANSWERS[(position, aspect)] = answer
    return copy.deepcopy(answer)


# The last boards' answers: the page asks again after every move, and a draw or a pass leaves the
# board as it was (a third of the asks in a game of Five Up). A layout depends on the board and
# the aspect alone (the kept searches above make it the same answer, test_layout_resume.py), so
# the same ask takes a copy of the answer instead of laying the board again.
_ANSWERS: dict[tuple[_Position, float], dict[str, Any]] = {}
_KEPT_ANSWERS: Final = 8


def forget() -> None:
    """Drop the kept searches and answers, so that the next layout is laid from scratch (the
    tests that compare resumed searches with fresh ones, and the bench's from-scratch figure)."""
    _SEARCHES.clear()
    _ANSWERS.clear()
