"""The site build (scripts/build_site.py): the same inputs give the same bytes, Pyodide's lock
file lists only what the site ships, with the digests of the files shipped, and every file the
worker needs is there. Uses the download cache that `make site` filled, so it needs no network."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from harness import ROOT

SCRIPT = ROOT / "scripts" / "build_site.py"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def tree(folder: Path) -> dict[str, str]:
    return {
        path.relative_to(folder).as_posix(): digest(path)
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def build(out: Path) -> Path:
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--out", str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return out


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    first = build(tmp_path_factory.mktemp("first") / "site")
    second = build(tmp_path_factory.mktemp("second") / "site")
    return first, second


def test_the_build_is_reproducible(built: tuple[Path, Path]) -> None:
    first, second = built
    assert tree(first) == tree(second)


def test_the_lock_file_lists_exactly_the_shipped_wheels(built: tuple[Path, Path]) -> None:
    site = built[0]
    lock = json.loads((site / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert set(lock["packages"]) == set()  # the worker loads no package (worker/engine.js)
    original = json.loads(
        (ROOT / "node_modules" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8")
    )
    assert lock["info"] == original["info"]
    for entry in lock["packages"].values():
        wheel = site / "pyodide" / entry["file_name"]
        assert "/" not in entry["file_name"] and ":" not in entry["file_name"]
        assert entry["sha256"] == digest(wheel)
        assert entry["version"] == original["packages"][entry["name"]]["version"]


def test_the_site_holds_what_the_worker_loads(built: tuple[Path, Path]) -> None:
    site = built[0]
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        assert digest(site / "pyodide" / name) == digest(ROOT / "node_modules" / "pyodide" / name)
    info = json.loads((site / "build.json").read_text(encoding="utf-8"))
    wheel = site / info["engine_wheel"]
    assert info["engine_wheel"] == f"wheels/five_up-{info['version']}-py3-none-any.whl"
    assert info["engine_sha256"] == digest(wheel)
    assert digest(site / "worker.js") == digest(ROOT / "web" / "worker.js")
    # The measuring tools run from the repository only: the wheel the browser loads has none.
    with zipfile.ZipFile(wheel) as archive:
        modules = [name for name in archive.namelist() if name.endswith(".py")]
    assert "engine/protocol.py" in modules and "engine/ai/coach.py" in modules
    assert not [name for name in modules if Path(name).stem in ("arena", "bench")]


def test_the_build_refuses_to_empty_a_folder_it_did_not_make(tmp_path: Path) -> None:
    (tmp_path / "precious.txt").write_text("keep me", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1
    assert "not deleting" in result.stderr
    assert (tmp_path / "precious.txt").is_file()
