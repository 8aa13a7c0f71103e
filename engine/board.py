"""The layout on the table (R3-R5): where tiles may join, the open ends, and the ends' sum.

One board for every game of the family, parameterised by the game's spinner rule (R3.3 every
double, AF3 only the first double played, PB3 none): a double that is not a spinner is laid
crosswise with only its ``line_a`` and ``line_b``, and counts both halves while it stands at the
end of a line (R5.2, AF5). What a placement scores is the game's (``scoring.points_table``).

The board keeps its open ends grouped by the number they show and the ends' sum up to date after
every placement, so that finding legal placements and scoring cost a few steps, not a walk over the
whole layout.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

from .errors import IllegalMove, excerpt
from .moves import OPENINGS, PLACES, Place
from .rules import SHEET, Rules, Spinners
from .scoring import POINTS
from .tiles import BRANCH, BRANCHES, DOUBLE_SIX, HALF, JOINING, LINE, MAX_PIPS, End, Tile

VALUES: Final = range(MAX_PIPS + 1)


def _step(tile: Tile, value: int) -> tuple[End, End, int, int, bool] | None:
    """How ``tile`` joins an end showing ``value``: the end it joins by, the end it leaves open,
    what it adds to the ends' sum (R5.1: the far half; R5.2: a double counts twice), the number
    the open end shows and the bit of that number in the board's mask, and whether the tile is a
    double laid crosswise (joined by its line A, R3.4)."""
    joined = JOINING[tile.id][value]
    if joined is None:
        return None
    outer: End = joined.partner  # type: ignore[assignment]
    gain = 2 * value if tile.is_double else outer.value
    return joined, outer, gain, 1 << outer.value, outer.kind == LINE


# STEPS[tile.id][value]: ``_step`` worked out once, for the hot path.
STEPS: Final = tuple(tuple(_step(tile, value) for value in VALUES) for tile in DOUBLE_SIX)


# The open numbers as a bit mask (bit v set while an open end shows v), kept by the board so that
# what depends only on them is looked up once per board state, not worked out tile by tile:
# FITS[mask][tile.id], whether the tile shows an open number (R3.2); OPEN_VALUES[mask], the numbers.
MASKS: Final = range(1 << len(VALUES))
FITS: Final = tuple(
    tuple(bool(mask >> tile.low & 1 or mask >> tile.high & 1) for tile in DOUBLE_SIX)
    for mask in MASKS
)
OPEN_VALUES: Final = tuple(tuple(v for v in VALUES if mask >> v & 1) for mask in MASKS)


# How the board reads the game's spinner rule (one comparison on the hot path).
EVERY: Final = 0  # R3.3: every double is a spinner
FIRST: Final = 1  # AF3: only the first double played
NONE: Final = 2  # PB3: no spinner
SPIN_MODES: Final[dict[Spinners, int]] = {
    "every-double": EVERY,
    "first-double": FIRST,
    "none": NONE,
}
SPIN_RULES: Final = {mode: name for name, mode in SPIN_MODES.items()}


class Board:
    """A round's layout under ``rules`` (Five Up's by default: every double a spinner, R3.3)."""

    __slots__ = (
        "_filled",
        "_joined_at",
        "_mask",
        "_open",
        "_points",
        "_spin",
        "_spinners",
        "_sum",
        "_tiles",
    )

    def __init__(self, rules: Rules = SHEET) -> None:
        self._spin = SPIN_MODES[rules.spinners]
        self._points = POINTS[rules.play_scoring]  # scoring.points_table(rules), one call less
        self._tiles: list[Tile] = []
        self._spinners: list[Tile] = []
        # _joined_at[i]: the open end that tile i + 1 joined (tile 0 opened); the end by which it
        # joined follows from that tile and the end's number (JOINING), so it is not kept.
        self._joined_at: list[End] = []
        # _open[v]: the open ends showing v, in the order they opened.
        self._open: list[list[End]] = [[], [], [], [], [], [], []]  # one per number, 0 to MAX_PIPS
        self._mask = 0  # bit v set while _open[v] is not empty
        self._filled: set[End] = set()  # line sides of doubles that have a tile on them
        self._sum = 0

    # ----- questions -------------------------------------------------------------------------

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return tuple(self._tiles)

    @property
    def spinners(self) -> tuple[Tile, ...]:
        return tuple(self._spinners)

    @property
    def spinner_rule(self) -> Spinners:
        """The game's spinner rule (``Rules.spinners``): which doubles spin, those played and those
        that may still come (what engine.layout keeps room for)."""
        return SPIN_RULES[self._spin]

    @property
    def joins(self) -> tuple[tuple[End, End], ...]:
        """Each join after the opening, in order: (the open end joined, the end that joined it)."""
        return tuple(
            (end, JOINING[tile.id][end.value])  # type: ignore[misc]
            for end, tile in zip(self._joined_at, self._tiles[1:], strict=True)
        )

    def is_empty(self) -> bool:
        return not self._tiles

    def placements(self, tile: Tile) -> list[End | None]:
        """Where ``tile`` may go: ``[None]`` on an empty board (an opening), ``[]`` if nowhere."""
        if tile in self._tiles:  # R1.1: each tile exists once
            return []
        return [move.end for move in self.placement_moves((tile,))]

    def placement_moves(self, tiles: Iterable[Tile]) -> list[Place]:
        """Every legal placement of ``tiles``, tiles not on the table (a hand's, the drawn
        one), as a ``Place`` move (interned, no claim): each tile's openings on an empty board,
        else its open ends, those showing its low number first.

        The one legality routine of the board: ``placements`` reads it, and so does
        ``Game.legal_moves()``, for a whole hand at once (the engine's hot path)."""
        if not self._tiles:  # R3.1: any tile opens
            return [OPENINGS[tile.id] for tile in tiles]
        opened = self._open
        fits = FITS[self._mask]  # R3.2: the tile shows a number an open end shows
        found: list[Place] = []
        for tile in tiles:
            if fits[tile.id]:
                low = opened[tile.low]
                high = opened[tile.high]  # the same list for a double
                row = PLACES[tile.id]
                for end in low:
                    found.append(row[end.id])  # type: ignore[arg-type]
                if high is not low:
                    for end in high:
                        found.append(row[end.id])  # type: ignore[arg-type]
        return found

    def can_place(self, tiles: Iterable[Tile]) -> bool:
        """Whether any of ``tiles``, tiles not on the table (hands', a drawn one), has a legal
        placement: ``bool(placement_moves(tiles))``, stopping at the first (the game asks it for
        a drawn tile, R7.2, and for a block, R7.4)."""
        if not self._tiles:  # R3.1: any tile opens
            return any(True for _ in tiles)
        fits = FITS[self._mask]
        for tile in tiles:  # a loop, not any() of a generator: a drawn tile is asked on its own
            if fits[tile.id]:
                break
        else:
            return False
        return True

    def open_values(self) -> tuple[int, ...]:
        """The distinct numbers shown by open ends (what a player who cannot place lacks)."""
        return OPEN_VALUES[self._mask]

    def open_ends(self) -> list[End]:
        """R4: the legal continuation points, ordered as the rules sheet lists them."""
        return sorted(end for ends in self._open for end in ends)

    def value(self, end: End) -> int:
        """The number a tile must show to join at the open ``end``."""
        if not isinstance(end, End) or end not in self._open[end.value]:
            raise ValueError(f"{end} is not an open end of this board")
        return end.value

    def ends_sum(self) -> int:
        """R5: the sum of the scoring ends."""
        return self._sum

    def scoring(self) -> list[tuple[Tile, int]]:
        """R5: each scoring end, as (its tile, what it adds), ordered like ``open_ends()``."""
        found: list[tuple[Tile, int]] = []
        seen_spinners: set[Tile] = set()
        for end in self.open_ends():
            if end.kind == HALF:  # R5.1
                found.append((end.tile, end.value))
            elif end.kind == LINE and end.tile not in seen_spinners:  # R5.2: both halves, once
                seen_spinners.add(end.tile)
                found.append((end.tile, 2 * end.value))
            # R5.3: an unopened branch adds nothing; an internal spinner adds nothing.
        return found

    # ----- placing ---------------------------------------------------------------------------

    def place(self, tile: Tile, end: End | None = None) -> int:
        """Place ``tile`` at ``end`` (None only to open); return the raw points it scores (R6).
        IllegalMove, naming the rule and leaving the board as it was, if it may not go there."""
        self._check(tile, end)
        return self._points[self.place_unchecked(tile, end)]

    def _check(self, tile: Tile, end: End | None) -> None:
        """Raise IllegalMove, naming the rule, unless ``tile`` may be placed at ``end``."""
        if not isinstance(tile, Tile):
            raise IllegalMove(f"R1.1 only a domino tile can be placed, not {excerpt(tile)}")
        if end is not None and not isinstance(end, End):
            raise IllegalMove(f"R3.2 a tile joins an open end, not {excerpt(end)}")
        if tile in self._tiles:
            raise IllegalMove(f"R1.1 {tile} is already on the table")
        if not self._tiles:
            if end is not None:
                raise IllegalMove(f"R3.1 the table is empty: {tile} opens the round, at no end")
            return
        if end is None:
            raise IllegalMove(f"R3.2 the round is open: {tile} must join an open end")
        if end.tile not in self._tiles:
            raise IllegalMove(f"R3.2 {end.tile} is not on the table, so {end} is not an open end")
        if end not in self._open[end.value]:
            if end.kind == BRANCH and end.tile not in self._spinners:
                raise IllegalMove(
                    f"{'PB3' if self._spin == NONE else 'AF3'} {end.tile} is no spinner: "
                    "it has no branches"
                )
            if end.kind == BRANCH and end.tile not in self._filled_spinners():
                raise IllegalMove(
                    f"R3.5 {end} cannot open yet: "
                    f"both line sides of {end.tile} must be filled first"
                )
            raise IllegalMove(f"R4 {end} is not an open end: a tile is already joined there")
        if end.value not in (tile.low, tile.high):
            raise IllegalMove(
                f"R3.2 {tile} has no {end.value} to join {end}, which shows {end.value}"
            )

    def _filled_spinners(self) -> set[Tile]:
        return {e.tile for e in self._filled if e.partner in self._filled}

    def place_unchecked(self, tile: Tile, end: End | None) -> int:
        """``place`` for a placement already known to be legal (one that ``placement_moves`` or
        ``placements`` listed), without checking it again: the game's fast path. Returns the
        ends' sum after it (R5), what its points are made from (R6.1). Anything else corrupts
        the board."""
        self._tiles.append(tile)
        opened = self._open
        if end is None:  # R3.1 / R4.1 / R3.4: the opening
            if tile.is_double:
                if self._spin != NONE:  # R3.3 / AF3: the first double played spins
                    self._spinners.append(tile)
                opened[tile.low] += [End(tile, "line_a"), End(tile, "line_b")]
                self._mask = 1 << tile.low
                self._sum = 2 * tile.low  # R5.2
            else:
                opened[tile.high].append(End(tile, "high"))
                opened[tile.low].append(End(tile, "low"))
                self._mask = 1 << tile.high | 1 << tile.low
                self._sum = tile.pips
            return self._sum

        value = end.value
        ends = opened[value]
        ends.remove(end)
        kind = end.kind
        total = self._sum
        if kind == HALF:  # R5.1: the covered end stops counting
            total -= value
        elif kind == LINE:
            filled = self._filled
            filled.add(end)
            if end.partner in filled:  # R3.5 / R5.3: now internal; a spinner's branches open
                total -= 2 * value
                if self._spin == EVERY or end.tile in self._spinners:  # AF3, PB3: else none
                    ends += BRANCHES[end.tile.id]
        joined, outer, gain, bit, crosswise = STEPS[tile.id][value]  # type: ignore[misc]
        if crosswise:  # a double, joined by its line A (R3.4)
            spin = self._spin
            if spin == EVERY or (spin == FIRST and not self._spinners):  # R3.3 / AF3
                self._spinners.append(tile)
            self._filled.add(joined)
        self._sum = total = total + gain
        opened[outer.value].append(outer)
        # the covered end's number stays open while another end shows it (the new one, say)
        self._mask = (self._mask if ends else self._mask ^ 1 << value) | bit
        self._joined_at.append(end)
        return total

    # ----- snapshots -------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe snapshot in the rules sheet's own terms (docs/rules.md, "Terms"); its shape is
        in docs/engine-api.md, "The board"."""
        scoring = self.scoring()
        snapshot: dict[str, Any] = {
            "tiles": [str(t) for t in self._tiles],
            "spinners": [str(t) for t in self._spinners],
            "joins": [[str(a), str(b)] for a, b in self.joins],
            "open_ends": [{"end": str(e), "value": e.value} for e in self.open_ends()],
            "scoring": [{"tile": str(t), "value": v} for t, v in scoring],
            "ends_sum": self._sum,
        }
        if self._spin != EVERY:  # Five Up's snapshot keeps the form it always had: no rule named
            snapshot["spinner_rule"] = SPIN_RULES[self._spin]
        return snapshot

    def copy(self) -> Board:
        """An independent copy (for search and what-if questions)."""
        other = Board.__new__(Board)
        other._spin = self._spin
        other._points = self._points
        other._tiles = list(self._tiles)
        other._spinners = list(self._spinners)
        other._joined_at = list(self._joined_at)
        other._open = [list(ends) for ends in self._open]
        other._filled = set(self._filled)
        other._mask = self._mask
        other._sum = self._sum
        return other

    def __repr__(self) -> str:
        return f"Board({', '.join(str(t) for t in self._tiles)})"
