"""The service worker's list of the site's files, with content hashes (`make site` runs it last).

    python scripts/precache.py SITE_DIR

Lists every file of the built site except the service worker itself and the precompressed
copies, each with its sha256 (hex, and base64 as a Subresource Integrity string) and size, in a
fixed order. The version is the first 16 hex digits of the sha256 of that list, so any change to
any file makes a new version (and a new cache name in the browser). The list is written twice:

- into `sw.js`, replacing the line that holds the `@precache` marker: a changed service worker
  script is how the browser notices a new version;
- as `precache.json`, for tools and tests (the service worker never fetches it).
"""

from __future__ import annotations

import base64
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

SERVICE_WORKER = "sw.js"
LIST_FILE = "precache.json"
MARKER = "// @precache"
# Left out of the list: the service worker (the browser keeps it itself), the list's copy, and the
# site's memory snapshot (the engine worker keeps its own copy once it has started from it, so the
# service worker need not hold a second one; and its bytes differ from build to build).
UNLISTED = (SERVICE_WORKER, LIST_FILE, "snapshot/engine.bin.gz", "snapshot/engine.json")


class PrecacheError(Exception):
    """The site cannot be given a precache list."""


def file_entry(site: Path, path: Path) -> dict[str, Any]:
    data = path.read_bytes()
    digest = hashlib.sha256(data)
    return {
        "url": path.relative_to(site).as_posix(),
        "sha256": digest.hexdigest(),
        "integrity": "sha256-" + base64.b64encode(digest.digest()).decode("ascii"),
        "size": len(data),
    }


def precompressed(path: Path) -> bool:
    """A .br or .gz copy of the file beside it (scripts/precompress.py): a host sends it in the
    file's place, so the service worker stores the file."""
    return path.suffix in (".br", ".gz") and path.with_suffix("").is_file()


def precache_list(site: Path) -> dict[str, Any]:
    files = [
        file_entry(site, path)
        for path in sorted(site.rglob("*"))
        if path.is_file()
        and path.relative_to(site).as_posix() not in UNLISTED
        and not precompressed(path)
    ]
    canonical = json.dumps(files, sort_keys=True, separators=(",", ":")).encode("utf-8")
    return {"version": hashlib.sha256(canonical).hexdigest()[:16], "files": files}


def write_precache(site: Path) -> dict[str, Any]:
    """Write the list into site/sw.js and site/precache.json; return it."""
    worker = site / SERVICE_WORKER
    if not worker.is_file():
        raise PrecacheError(f"{worker} is missing")
    lines = worker.read_text(encoding="utf-8").splitlines(keepends=True)
    marked = [index for index, line in enumerate(lines) if MARKER in line]
    if len(marked) != 1:
        raise PrecacheError(f"{worker} must have exactly one line with {MARKER!r}")
    listing = precache_list(site)
    compact = json.dumps(listing, sort_keys=True, separators=(",", ":"))
    lines[marked[0]] = f"const PRECACHE = {compact}; {MARKER} (written by scripts/precache.py)\n"
    worker.write_text("".join(lines), encoding="utf-8")
    (site / LIST_FILE).write_text(json.dumps(listing, indent=1) + "\n", encoding="utf-8")
    return listing


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python scripts/precache.py SITE_DIR", file=sys.stderr)
        return 2
    try:
        listing = write_precache(Path(argv[0]))
    except PrecacheError as err:
        print(f"precache: {err}", file=sys.stderr)
        return 1
    size = sum(entry["size"] for entry in listing["files"])
    print(f"precache {listing['version']}: {len(listing['files'])} files, {size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
