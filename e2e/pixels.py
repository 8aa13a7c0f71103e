"""What a screenshot looks like, without an imaging library: a PNG (as Playwright writes it: 8-bit
RGB or RGBA, not interlaced) decoded with zlib, and its mean lightness."""

from __future__ import annotations

import struct
import zlib


def rows(png: bytes) -> tuple[int, list[bytes]]:
    """The image's channels per pixel and its rows of bytes, unfiltered (PNG's five filters)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    at, data, header = 8, b"", b""
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        kind, body = png[at + 4 : at + 8], png[at + 8 : at + 8 + length]
        header = body if kind == b"IHDR" else header
        data += body if kind == b"IDAT" else b""
        at += 12 + length
    width, height, depth, colour = struct.unpack(">IIBB", header[:10])
    assert depth == 8 and colour in (2, 6), f"a PNG of depth {depth}, colour type {colour}"
    channels = 3 if colour == 2 else 4
    raw, stride, out, above = zlib.decompress(data), width * channels, [], bytes(width * channels)
    for y in range(height):
        kind, line = (
            raw[y * (stride + 1)],
            bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)]),
        )
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up, corner = above[x], above[x - channels] if x >= channels else 0
            line[x] = (line[x] + _predict(kind, left, up, corner)) & 0xFF
        out.append(bytes(line))
        above = bytes(line)
    return channels, out


def _predict(kind: int, left: int, up: int, corner: int) -> int:
    if kind == 0:
        return 0
    if kind == 1:
        return left
    if kind == 2:
        return up
    if kind == 3:
        return (left + up) // 2
    guess = left + up - corner  # Paeth
    near = min(
        (abs(guess - left), 0, left), (abs(guess - up), 1, up), (abs(guess - corner), 2, corner)
    )
    return near[2]


def lightness(png: bytes) -> float:
    """The mean of the pixels' (R + G + B) / 3, from 0 (black) to 1 (white)."""
    channels, lines = rows(png)
    total = count = 0
    for line in lines:
        for x in range(0, len(line), channels):
            total += line[x] + line[x + 1] + line[x + 2]
            count += 3
    return total / count / 255
