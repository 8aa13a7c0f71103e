"""Precompressed copies of the site's files, for hosts that serve them (`make site` runs it last).

    python scripts/precompress.py SITE_DIR [--cache DIR]

Beside every compressible file (text, JavaScript, JSON, WebAssembly, a stored
zip) it writes `NAME.br` (brotli, quality 11, the most it has) and `NAME.gz` (gzip, level 9, no
time in its header), each only when it is smaller than the file by at least `MIN_GAIN`. A host
that serves them (scripts/serve.py, GitLab Pages, nginx's `gzip_static` and `brotli_static`:
docs/offline.md) sends the compressed bytes with `Content-Encoding`; the browser decodes them
and sees the file. Brotli at quality 11 takes about two minutes for Pyodide's WebAssembly on a busy
core, so each result is kept under the cache folder by the file's sha256: a rebuild of the same
file costs nothing. The same file gives the same bytes.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import brotli

# What a browser can be sent compressed: text, and a zip in case it is stored (the standard
# library's is deflated: like a wheel, a PNG or the gzip-compressed snapshot it gains next to
# nothing and MIN_GAIN skips it).
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".wasm", ".zip")
# The copies are written only when they save at least this share of the file.
MIN_GAIN = 0.1
ENCODINGS = {".br": "br", ".gz": "gzip"}


def compress(data: bytes, suffix: str) -> bytes:
    if suffix == ".br":
        packed: bytes = brotli.compress(data, quality=11)
        return packed
    return gzip.compress(data, compresslevel=9, mtime=0)


def cached_compress(data: bytes, suffix: str, cache: Path | None) -> bytes:
    """`compress`, kept under `cache` by the content's sha256."""
    if cache is None:
        return compress(data, suffix)
    kept = cache / (hashlib.sha256(data).hexdigest() + suffix)
    if kept.is_file():
        return kept.read_bytes()
    packed = compress(data, suffix)
    cache.mkdir(parents=True, exist_ok=True)
    partial = kept.with_name(kept.name + ".part")
    partial.write_bytes(packed)
    partial.replace(kept)
    return packed


def precompress(site: Path, cache: Path | None = None) -> dict[str, Any]:
    """Write the .br and .gz copies; return {"files", "bytes", "br_bytes", "gz_bytes"} of what
    was compressed."""
    figures = {"files": 0, "bytes": 0, "br_bytes": 0, "gz_bytes": 0}
    for path in sorted(site.rglob("*")):
        if not path.is_file() or path.suffix not in COMPRESSIBLE:
            continue
        data = path.read_bytes()
        copies = {suffix: cached_compress(data, suffix, cache) for suffix in ENCODINGS}
        kept = {s: b for s, b in copies.items() if len(b) <= len(data) * (1 - MIN_GAIN)}
        for suffix, packed in kept.items():
            path.with_name(path.name + suffix).write_bytes(packed)
        if kept:
            figures["files"] += 1
            figures["bytes"] += len(data)
            figures["br_bytes"] += len(kept.get(".br", data))
            figures["gz_bytes"] += len(kept.get(".gz", data))
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("site", type=Path)
    parser.add_argument("--cache", type=Path, default=None, help="keep the results here")
    args = parser.parse_args(argv)
    if not (args.site / "index.html").is_file():
        print(f"precompress: {args.site} holds no index.html", file=sys.stderr)
        return 1
    print(json.dumps(precompress(args.site, args.cache)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
