"""The site build's puzzles (scripts/build_site.py `ship_puzzles`): generated once per engine and
writer, kept in the build's cache under their digests, copied by a build of the same sources."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

import build_site  # noqa: I001  (scripts/ is put on the path first: a folder of scripts)
from engine.puzzles import SEED, generate

SMALL = generate(2, SEED)


def test_a_build_of_the_same_engine_copies_the_kept_puzzles(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[Path] = []

    def generated(target: Path) -> dict[str, Any]:
        made.append(target)
        target.write_text(json.dumps(SMALL), encoding="utf-8")
        return {"puzzles": len(SMALL["puzzles"])}

    monkeypatch.setattr(build_site, "build_puzzles", generated)
    cache = tmp_path / "cache"
    sites = [tmp_path / name for name in ("one", "two", "three", "four")]
    for site in sites:
        site.mkdir()
    assert build_site.ship_puzzles(sites[0], None, cache, "a" * 64) == 2
    assert build_site.ship_puzzles(sites[1], None, cache, "a" * 64) == 2  # kept: not made again
    assert made == [sites[0] / "puzzles.json"]
    assert (sites[1] / "puzzles.json").read_bytes() == (sites[0] / "puzzles.json").read_bytes()
    assert build_site.ship_puzzles(sites[2], None, cache, "b" * 64) == 2  # another engine
    assert made[-1] == sites[2] / "puzzles.json"
    # A damaged kept file is made again, never shipped.
    for kept in (cache / "puzzles").iterdir():
        kept.write_text("{not json", encoding="utf-8")
    build_site.ship_puzzles(sites[3], None, cache, "a" * 64)
    assert len(made) == 3 and json.loads((sites[3] / "puzzles.json").read_text()) == SMALL
