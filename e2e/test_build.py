"""The site build (scripts/build_site.py): the same inputs give the same bytes, Pyodide's lock
file lists only what the site ships, with the digests of the files shipped, and every file the
worker needs is there. Uses the download cache that `make site` filled, so it needs no network.
The build made here is compared with the site the other tests use (`make site`'s, from the same
sources: `make test-e2e` builds it just before), so the site is built once more, not twice; its
puzzles come from the build's cache, made by that first build of the same engine (their own
reproducibility is tests/test_puzzles.py's)."""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from harness import ROOT, SITE

SCRIPT = ROOT / "scripts" / "build_site.py"
sys.path.insert(0, str(ROOT / "scripts"))

from stylesheets import JOINED, StylesheetError, join_stylesheets  # noqa: E402


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
    """A build made now, and the site the other tests are served (an earlier build of the same
    sources)."""
    if not (SITE / "build.json").is_file():
        pytest.fail(f"{SITE} is not built: run `make site` first")
    return build(tmp_path_factory.mktemp("again") / "site"), SITE


def test_the_build_is_reproducible(built: tuple[Path, Path]) -> None:
    """Every file but the memory snapshot, whose bytes hold the time and random state of the start
    that made it (nothing else names its digest: it is in snapshot/engine.json only, and in that
    card's precompressed copies)."""
    first, second = built
    card = "snapshot/engine.json"
    snapshot = ("snapshot/engine.bin.gz", card, card + ".br", card + ".gz")
    rest = [{name: sha for name, sha in tree(s).items() if name not in snapshot} for s in built]
    differ = sorted(
        name for name in rest[0].keys() | rest[1].keys() if rest[0].get(name) != rest[1].get(name)
    )
    assert not differ, (
        f"{second} (run `make site` if its sources changed since) differs: {differ[:10]}"
    )
    assert set(tree(first)) == set(tree(second)) and set(snapshot) <= set(tree(first))


def test_the_snapshot_card_names_this_build_and_its_bytes(built: tuple[Path, Path]) -> None:
    site = built[0]
    info = json.loads((site / "build.json").read_text(encoding="utf-8"))
    assert info["snapshot"] == "snapshot/engine.json"
    card = json.loads((site / "snapshot" / "engine.json").read_text(encoding="utf-8"))
    assert card["file"] == "engine.bin.gz"
    assert card["key"] == f"pyodide {info['pyodide']}; engine {info['engine_sha256']}"
    packed = (site / "snapshot" / card["file"]).read_bytes()
    assert card["gzip_bytes"] == len(packed)
    raw = gzip.decompress(packed)
    assert card["bytes"] == len(raw) and card["sha256"] == hashlib.sha256(raw).hexdigest()
    # The service worker's list leaves it out: the engine worker keeps its own copy.
    listed = json.loads((site / "precache.json").read_text(encoding="utf-8"))["files"]
    assert not [entry for entry in listed if entry["url"].startswith("snapshot/")]


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


LINKED = re.compile(r'<link rel="stylesheet" href="\./([^"]+)" />')


def test_the_page_links_one_stylesheet_the_parts_joined_in_order(built: tuple[Path, Path]) -> None:
    """First paint waits for every stylesheet: the site sends one (scripts/stylesheets.py)."""
    site = built[0]
    parts = LINKED.findall((ROOT / "web" / "index.html").read_text(encoding="utf-8"))
    assert len(parts) > 20 and parts[0] == "core/tokens.css"
    html = (site / "index.html").read_text(encoding="utf-8")
    assert LINKED.findall(html) == [JOINED]
    joined = "\n".join(
        f"/* {name} */\n{(ROOT / 'web' / name).read_text(encoding='utf-8').rstrip()}\n"
        for name in parts
    )
    assert (site / JOINED).read_text(encoding="utf-8") == joined
    assert sorted(p.relative_to(site).as_posix() for p in site.rglob("*.css")) == [JOINED]

    # Nothing else of the page changed on the way but the policy's connect-src, where the build
    # writes the relays of "Connect automatically" (scripts/policy.py; test_offline checks it).
    def others(text: str) -> list[str]:
        return [
            line
            for line in text.splitlines()
            if not LINKED.search(line) and 'content="default-src' not in line
        ]

    assert others(html) == others((ROOT / "web" / "index.html").read_text(encoding="utf-8"))


def page_with(folder: Path, sheets: dict[str, str]) -> Path:
    links = "".join(f'    <link rel="stylesheet" href="./{name}" />\n' for name in sheets)
    (folder / "index.html").write_text(f"<head>\n{links}</head>\n", encoding="utf-8")
    for name, css in sheets.items():
        (folder / name).write_text(css, encoding="utf-8")
    return folder


def test_joining_keeps_the_order_and_removes_the_parts(tmp_path: Path) -> None:
    site = page_with(tmp_path, {"b.css": "b {}\n", "a.css": "a {}"})
    assert join_stylesheets(site) == ["b.css", "a.css"]
    joined = (site / "style.css").read_text(encoding="utf-8")
    assert joined == "/* b.css */\nb {}\n\n/* a.css */\na {}\n"
    assert (site / "index.html").read_text(encoding="utf-8") == (
        '<head>\n    <link rel="stylesheet" href="./style.css" />\n</head>\n'
    )
    assert not (site / "a.css").exists() and not (site / "b.css").exists()


@pytest.mark.parametrize(
    ("sheets", "missing", "message"),
    [
        ({"a.css": "a {}"}, "a.css", "index.html links a.css, which the site lacks"),
        ({"a.css": "@import './b.css';"}, None, "a.css: @import, @charset and url()"),
        ({"a.css": "a { background: url(x.png) }"}, None, "a.css: @import, @charset and url()"),
        ({"style.css": "a {}"}, None, "collides with the stylesheet the build writes"),
        ({}, None, "index.html links no stylesheet"),
    ],
)
def test_joining_refuses_what_it_cannot_join(
    tmp_path: Path, sheets: dict[str, str], missing: str | None, message: str
) -> None:
    site = page_with(tmp_path, sheets)
    if missing:
        (site / missing).unlink()
    before = tree(site)
    with pytest.raises(StylesheetError, match=re.escape(message)):
        join_stylesheets(site)
    assert tree(site) == before  # refused before any change
