"""Tiles and ends: small immutable values, interned so that equal values are the same object.

Interning makes comparisons and hashing identity-fast on the engine's hot path, while the API still
reads like plain value types: ``Tile(4, 1) is Tile(1, 4)``.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Final, NoReturn

from .errors import excerpt

MAX_PIPS: Final = 6

# Slot names, in the order the rules sheet lists a tile's ends (high end before low end).
HALF_SLOTS: Final = ("high", "low")
DOUBLE_SLOTS: Final = ("line_a", "line_b", "branch_a", "branch_b")
SLOTS: Final = HALF_SLOTS + DOUBLE_SLOTS

# What kind of place an end is; used by the board's bookkeeping.
HALF: Final = 0  # an end of a non-double
LINE: Final = 1  # a spinner's side along its line
BRANCH: Final = 2  # a spinner's side across its line

_TILE_TEXT = re.compile(r"^\s*\[\s*(\d+)\s*\|\s*(\d+)\s*\]\s*$")


def _frozen(self: object, name: str, value: object) -> NoReturn:
    raise AttributeError(f"{type(self).__name__} is immutable")


def _check_pips(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"R1.1 a tile's half is a whole number 0..6, not {excerpt(value)}")
    if not 0 <= value <= MAX_PIPS:
        raise ValueError(f"R1.1 a double-six tile's halves are 0..6, not {value}")
    return value


class Tile:
    """One domino, order-free: ``Tile(4, 1) == Tile(1, 4)``; written ``[1|4]``."""

    __slots__ = ("high", "id", "is_double", "low", "pips")
    __setattr__ = _frozen
    _interned: ClassVar[dict[tuple[int, int], Tile]] = {}

    low: int
    high: int
    is_double: bool
    pips: int
    id: int  # index in DOUBLE_SIX; also the tile's sort key

    def __new__(cls, a: int, b: int) -> Tile:
        low, high = sorted((_check_pips(a), _check_pips(b)))
        return cls._interned[(low, high)]

    @classmethod
    def _make(cls, low: int, high: int, ident: int) -> Tile:
        tile = object.__new__(cls)
        for name, value in (
            ("low", low),
            ("high", high),
            ("is_double", low == high),
            ("pips", low + high),
            ("id", ident),
        ):
            object.__setattr__(tile, name, value)
        cls._interned[(low, high)] = tile
        return tile

    @classmethod
    def parse(cls, text: str) -> Tile:
        """``"[1|4]"`` (either order) to a tile; ValueError for anything else."""
        if not isinstance(text, str):
            raise ValueError(f"a tile is written like [1|4], not {excerpt(text)}")
        match = _TILE_TEXT.match(text)
        if match is None:
            raise ValueError(f"a tile is written like [1|4], not {excerpt(text)}")
        return cls(int(match.group(1)), int(match.group(2)))

    def __reduce__(self) -> tuple[Any, ...]:
        return (Tile, (self.low, self.high))

    def __str__(self) -> str:
        return f"[{self.low}|{self.high}]"

    def __repr__(self) -> str:
        return f"Tile({self.low}, {self.high})"

    def __lt__(self, other: Tile) -> bool:
        return self.id < other.id


DOUBLE_SIX: Final[tuple[Tile, ...]] = tuple(
    Tile._make(low, high, index)
    for index, (low, high) in enumerate(
        (low, high) for low in range(MAX_PIPS + 1) for high in range(low, MAX_PIPS + 1)
    )
)


class End:
    """One of a tile's places where another tile may join: ``[1|1] branch_a``."""

    __slots__ = ("id", "kind", "partner", "slot", "tile", "value")
    __setattr__ = _frozen
    _interned: ClassVar[dict[tuple[Tile, str], End]] = {}

    tile: Tile
    slot: str
    value: int  # the number a tile must show to join here
    kind: int  # HALF, LINE or BRANCH
    id: int  # dense index; sorting by it orders ends as the rules sheet lists them
    partner: End | None  # the other half (HALF) or the other line side (LINE)

    def __new__(cls, tile: Tile, slot: str) -> End:
        found = cls._interned.get((tile, slot))
        if found is not None:
            return found
        if not isinstance(tile, Tile):
            raise ValueError(f"an end belongs to a Tile, not {excerpt(tile)}")
        if slot not in SLOTS:
            raise ValueError(f"unknown slot {excerpt(slot)}; slots are {', '.join(SLOTS)}")
        kind = "a double" if tile.is_double else "a non-double"
        raise ValueError(f"{tile} is {kind} and has no {slot} end")

    @classmethod
    def _make(cls, tile: Tile, slot: str, ident: int) -> End:
        end = object.__new__(cls)
        value = tile.low if slot == "low" else tile.high
        kind = HALF if slot in HALF_SLOTS else LINE if slot.startswith("line") else BRANCH
        for name, attr in (
            ("tile", tile),
            ("slot", slot),
            ("value", value),
            ("kind", kind),
            ("id", ident),
            ("partner", None),
        ):
            object.__setattr__(end, name, attr)
        cls._interned[(tile, slot)] = end
        return end

    @classmethod
    def parse(cls, text: str) -> End:
        """``"[1|1] branch_a"`` to an end; ValueError for bad text or a slot the tile lacks."""
        if not isinstance(text, str) or " " not in text.strip():
            raise ValueError(f"an end is written like '[1|1] branch_a', not {excerpt(text)}")
        tile_text, slot = text.strip().rsplit(" ", 1)
        return cls(Tile.parse(tile_text), slot)

    def __reduce__(self) -> tuple[Any, ...]:
        return (End, (self.tile, self.slot))

    def __str__(self) -> str:
        return f"{self.tile} {self.slot}"

    def __repr__(self) -> str:
        return f"End({self.tile!r}, {self.slot!r})"

    def __lt__(self, other: End) -> bool:
        return self.id < other.id


def _build_ends() -> tuple[End, ...]:
    ends: list[End] = []
    for tile in DOUBLE_SIX:
        for slot in DOUBLE_SLOTS if tile.is_double else HALF_SLOTS:
            ends.append(End._make(tile, slot, len(ends)))
    for end in ends:
        if end.kind != BRANCH:
            mate = {"high": "low", "low": "high", "line_a": "line_b", "line_b": "line_a"}[end.slot]
            object.__setattr__(end, "partner", End(end.tile, mate))
    return tuple(ends)


ALL_ENDS: Final[tuple[End, ...]] = _build_ends()


def _join_table() -> tuple[tuple[End | None, ...], ...]:
    """JOINING[tile.id][value]: the end by which ``tile`` joins an open end showing ``value``.

    A non-double joins by the half showing that number (R3.2); a double by its line A (R3.4).
    """
    table = []
    for tile in DOUBLE_SIX:
        row: list[End | None] = [None] * (MAX_PIPS + 1)
        if tile.is_double:
            row[tile.low] = End(tile, "line_a")
        else:
            row[tile.low] = End(tile, "low")
            row[tile.high] = End(tile, "high")
        table.append(tuple(row))
    return tuple(table)


JOINING: Final = _join_table()
# BRANCHES[tile.id]: a spinner's two branch ends (empty for a non-double).
BRANCHES: Final[tuple[tuple[End, ...], ...]] = tuple(
    (End(t, "branch_a"), End(t, "branch_b")) if t.is_double else () for t in DOUBLE_SIX
)
