"""The app's icons, drawn at build time: a double-five domino on the table's green felt.

    python scripts/icons.py OUT_DIR      (scripts/build_site.py calls `write_icons`)

Standard library only: a small PNG writer (zlib + struct) and shapes drawn with signed distances,
so every edge is anti-aliased without supersampling. The same inputs give the same bytes.

- `icon-192.png`, `icon-512.png`: purpose "any", the felt as a rounded square, transparent corners.
- `icon-maskable-512.png`: purpose "maskable", felt to every edge and the tile inside the central
  circle (radius 40 % of the size) that every platform's mask keeps.
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

RGB = tuple[float, float, float]

FELT = (0x0F / 255, 0x24 / 255, 0x1A / 255)  # the page's theme colour (#0f241a)
FELT_LIGHT = (0x1D / 255, 0x45 / 255, 0x31 / 255)
IVORY = (0xF6 / 255, 0xEF / 255, 0xDC / 255)
IVORY_EDGE = (0xD9 / 255, 0xCC / 255, 0xAE / 255)
INK = (0x1C / 255, 0x1A / 255, 0x17 / 255)
PIP_RED = (0xB8 / 255, 0x32 / 255, 0x2A / 255)

# Where the pips of a five sit in a unit half (x, y in 0..1).
FIVE = ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75))

ICONS = {
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-512.png": (512, True),
}


def png(width: int, height: int, rgba: bytes) -> bytes:
    """An 8-bit RGBA PNG of `rgba` (rows top to bottom, 4 bytes a pixel)."""
    if len(rgba) != width * height * 4:
        raise ValueError("rgba must hold width * height * 4 bytes")

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    stride = width * 4
    # Filter type 0 (none) before each row.
    raw = b"".join(b"\x00" + rgba[y * stride : (y + 1) * stride] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def rounded_box(
    px: float, py: float, cx: float, cy: float, hw: float, hh: float, r: float
) -> float:
    """Signed distance from (px, py) to a rectangle centred at (cx, cy) with corner radius r."""
    qx = abs(px - cx) - hw + r
    qy = abs(py - cy) - hh + r
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - r


def coverage(distance: float, soft: float = 1.0) -> float:
    """How much of a pixel a shape covers, from the signed distance of its centre (in pixels)."""
    return min(1.0, max(0.0, 0.5 - distance / soft))


def mix(under: RGB, over: RGB, amount: float) -> RGB:
    return (
        under[0] + (over[0] - under[0]) * amount,
        under[1] + (over[1] - under[1]) * amount,
        under[2] + (over[2] - under[2]) * amount,
    )


@dataclass(frozen=True)
class Domino:
    """An upright tile centred at (cx, cy), `w` wide and twice as tall, in pixels."""

    cx: float
    cy: float
    w: float

    @property
    def hh(self) -> float:
        return self.w

    @property
    def radius(self) -> float:
        return self.w * 0.16

    def pips(self) -> list[tuple[float, float, bool]]:
        """Centres of the pips (x, y, red?) in both halves: a double five, the middle pips red."""
        inset = self.w * 0.12
        size = self.w - 2 * inset
        found = []
        for top in (self.cy - self.w, self.cy):
            for ux, uy in FIVE:
                x = self.cx - self.w / 2 + inset + ux * size
                y = top + inset + uy * size
                found.append((x, y, (ux, uy) == (0.5, 0.5)))
        return found


def draw(size: int, maskable: bool) -> bytes:
    """The icon's RGBA pixels (`size` even)."""
    if size % 2:
        raise ValueError("icons are drawn at even sizes (the right half mirrors the left)")
    s = float(size)
    tile = Domino(s / 2, s / 2, s * (0.32 if maskable else 0.38))
    pip_r = tile.w * 0.095
    pips = tile.pips()
    shadow_dy = s * 0.018
    shadow_soft = s * 0.03
    line_half = max(0.75, tile.w * 0.022)
    line_reach = tile.w * 0.36
    corner = s * 0.2
    left, right = tile.cx - tile.w / 2 - shadow_soft * 2, tile.cx + tile.w / 2 + shadow_soft * 2
    top = tile.cy - tile.hh - shadow_soft * 2
    bottom = tile.cy + tile.hh + shadow_dy + shadow_soft * 2

    def background(x: float, y: float) -> tuple[RGB, float]:
        # A soft light in the middle of the felt, as on the page's table.
        glow = max(0.0, 1.0 - math.hypot(x - s / 2, y - s * 0.45) / (s * 0.62))
        colour = mix(FELT, FELT_LIGHT, glow * glow)
        if maskable:
            return colour, 1.0
        return colour, coverage(rounded_box(x, y, s / 2, s / 2, s / 2, s / 2, corner))

    def tile_at(x: float, y: float, colour: RGB) -> RGB:
        shadow = rounded_box(x, y - shadow_dy, tile.cx, tile.cy, tile.w / 2, tile.hh, tile.radius)
        colour = mix(colour, (0.0, 0.0, 0.0), 0.45 * coverage(shadow, shadow_soft))
        body = rounded_box(x, y, tile.cx, tile.cy, tile.w / 2, tile.hh, tile.radius)
        inside = coverage(body)
        if inside <= 0.0:
            return colour
        # The face: ivory, a little darker towards the rim.
        face = mix(IVORY, IVORY_EDGE, coverage(-body - tile.w * 0.03, tile.w * 0.06))
        line = rounded_box(x, y, tile.cx, tile.cy, line_reach, line_half, line_half)
        face = mix(face, INK, coverage(line) * 0.85)
        for px, py, red in pips:
            if abs(x - px) < pip_r + 2 and abs(y - py) < pip_r + 2:
                pip = coverage(math.hypot(x - px, y - py) - pip_r)
                face = mix(face, PIP_RED if red else INK, pip)
        return mix(colour, face, inside)

    # Everything is symmetric about the vertical middle: draw the left half, mirror the right.
    rows = []
    half = size // 2
    for row in range(size):
        y = row + 0.5
        pixels: list[bytes] = []
        for column in range(half):
            x = column + 0.5
            colour, alpha = background(x, y)
            if left <= x <= right and top <= y <= bottom:
                colour = tile_at(x, y, colour)
            pixels.append(
                bytes(
                    (
                        round(colour[0] * 255),
                        round(colour[1] * 255),
                        round(colour[2] * 255),
                        round(alpha * 255),
                    )
                )
            )
        rows.append(b"".join(pixels) + b"".join(reversed(pixels)))
    return b"".join(rows)


def write_icons(dest: Path, log: Callable[[str], object] = lambda _: None) -> list[Path]:
    """Write every icon into `dest` (created if missing); return their paths."""
    dest.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (size, maskable) in ICONS.items():
        path = dest / name
        path.write_bytes(png(size, size, draw(size, maskable)))
        log(f"icon {name}: {path.stat().st_size} bytes")
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python scripts/icons.py OUT_DIR", file=sys.stderr)
        return 2
    write_icons(Path(argv[0]), print)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
