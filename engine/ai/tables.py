"""Precomputed tables for the AI's lean simulation: tiles as bits 0..27, values as bits 0..6.

A tile's bit is its index in ``DOUBLE_SIX`` (``Tile.id``); a hand or a pool of tiles is an int with
one bit per tile. A set of values (the open values, the values a hand slot cannot hold) is a 7-bit
int. Everything here is built once at import and never changes.
"""

from __future__ import annotations

from typing import Final

from ..tiles import DOUBLE_SIX, MAX_PIPS

VALUES: Final = MAX_PIPS + 1  # 7 numbers, 0..6
TILES: Final = len(DOUBLE_SIX)  # 28
ALL_TILES: Final = (1 << TILES) - 1

LOW: Final[tuple[int, ...]] = tuple(t.low for t in DOUBLE_SIX)
HIGH: Final[tuple[int, ...]] = tuple(t.high for t in DOUBLE_SIX)
PIPS: Final[tuple[int, ...]] = tuple(t.pips for t in DOUBLE_SIX)
DOUBLE: Final[tuple[bool, ...]] = tuple(t.is_double for t in DOUBLE_SIX)
# The tile's two values as a 7-bit set.
VALUE_BITS: Final[tuple[int, ...]] = tuple((1 << t.low) | (1 << t.high) for t in DOUBLE_SIX)

# VMASK[v]: the seven tiles that show v.
VMASK: Final[tuple[int, ...]] = tuple(
    sum(1 << t.id for t in DOUBLE_SIX if v in (t.low, t.high)) for v in range(VALUES)
)


def _tiles_showing(values: int) -> int:
    found = 0
    for v in range(VALUES):
        if values >> v & 1:
            found |= VMASK[v]
    return found


# MATCHING[values]: tiles showing any of the 7-bit set ``values`` (what could join those open ends).
MATCHING: Final[tuple[int, ...]] = tuple(_tiles_showing(m) for m in range(1 << VALUES))
# AVOIDING[values]: tiles showing none of ``values`` (what a slot that lacks them may hold).
AVOIDING: Final[tuple[int, ...]] = tuple(ALL_TILES & ~MATCHING[m] for m in range(1 << VALUES))

_HALF_BITS = 14
_HALF_MASK = (1 << _HALF_BITS) - 1


def _pip_table(offset: int) -> tuple[int, ...]:
    table = [0] * (1 << _HALF_BITS)
    for m in range(1, 1 << _HALF_BITS):
        low = m & -m
        table[m] = table[m ^ low] + PIPS[offset + low.bit_length() - 1]
    return tuple(table)


_PIPS_LO: Final = _pip_table(0)
_PIPS_HI: Final = _pip_table(_HALF_BITS)


def pips_of(mask: int) -> int:
    """Total pips of the tiles in ``mask``."""
    return _PIPS_LO[mask & _HALF_MASK] + _PIPS_HI[mask >> _HALF_BITS]


def penalty_of(mask: int) -> int:
    """R8.3: the hand's pips rounded to the nearest 5 (remainder 1-2 down, 3-4 up)."""
    return (_PIPS_LO[mask & _HALF_MASK] + _PIPS_HI[mask >> _HALF_BITS] + 2) // 5 * 5


def bits(mask: int) -> list[int]:
    """The indices of the set bits of ``mask``, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def mask_of(ids: list[int] | tuple[int, ...]) -> int:
    """The bit set of tile indices ``ids``."""
    mask = 0
    for i in ids:
        mask |= 1 << i
    return mask
