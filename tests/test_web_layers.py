"""The page's layers (docs/architecture.md, "Layers"): web/'s import graph, read from its own
import statements, has no cycle between files nor between folders, every import goes to the same
layer or one below it (the order is read from the doc's list, so the doc and the test cannot
part), and no JavaScript file is over 450 lines."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
DOC = ROOT / "docs" / "architecture.md"
MAX_LINES = 450

IMPORT = re.compile(
    r"""(?:^|[\n;])\s*(?:import|export)\s[^;'"]*?from\s*["'](\.{1,2}/[^"']+)["']"""
    r"""|(?:^|[\n;])\s*import\s*["'](\.{1,2}/[^"']+)["']"""
    r"""|\bimport\(\s*["'](\.{1,2}/[^"']+)["']\s*\)"""
)
COMMENT = re.compile(r"/\*.*?\*/|(?<![:\"'])//[^\n]*", re.S)


def sources(web: Path = WEB) -> dict[str, Path]:
    """The page's own modules (not the vendored ones), by path under web/."""
    return {
        p.relative_to(web).as_posix(): p
        for p in web.rglob("*.js")
        if "vendor" not in p.parts and "pyodide" not in p.parts
    }


def graph(web: Path = WEB) -> dict[str, set[str]]:
    """Each module's imports of other modules of web/ (comments and JSDoc type imports aside)."""
    files = sources(web)
    edges: dict[str, set[str]] = {}
    for name, path in files.items():
        text = COMMENT.sub("", path.read_text(encoding="utf-8"))
        targets = set()
        for match in IMPORT.finditer(text):
            spec = next(g for g in match.groups() if g)
            target = (path.parent / spec.split("?")[0]).resolve()
            if target.is_relative_to(web.resolve()):
                rel = target.relative_to(web.resolve()).as_posix()
                if rel in files:
                    targets.add(rel)
        edges[name] = targets
    return edges


def folder(name: str) -> str:
    return name.split("/")[0] if "/" in name else "(root)"


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one node (or a node importing itself)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on.add(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            part = []
            while True:
                top = stack.pop()
                on.discard(top)
                part.append(top)
                if top == node:
                    break
            if len(part) > 1 or node in edges.get(node, ()):
                found.append(sorted(part))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def folders(edges: dict[str, set[str]]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for a, targets in edges.items():
        for b in targets:
            if folder(a) != folder(b):
                out.setdefault(folder(a), set()).add(folder(b))
    return out


def layers(doc: Path = DOC) -> dict[str, int]:
    """The layer of each folder, from the doc's numbered list under "## Layers": one line per
    layer, bottom first, naming its folders in backticks (`table/`, `(root)`)."""
    text = doc.read_text(encoding="utf-8")
    section = text.split("\n## Layers", 1)[1].split("\n## ", 1)[0]
    order: dict[str, int] = {}
    for line in section.splitlines():
        item = re.match(r"^(\d+)\. (.*)$", line)
        if item:
            head = item.group(2).split(":")[0]
            for name in re.findall(r"`([^`]+?)/?`", head):
                order[name] = int(item.group(1))
    return order


def upward(edges: dict[str, set[str]], order: dict[str, int]) -> list[str]:
    """Every import of a module in a higher layer (or in a folder the doc does not place)."""
    wrong = []
    for a, targets in sorted(edges.items()):
        for b in sorted(targets):
            fa, fb = folder(a), folder(b)
            if fa == fb:
                continue
            if fa not in order or fb not in order or order[fb] > order[fa]:
                wrong.append(f"{a} -> {b}")
    return wrong


def test_no_cycle_between_files() -> None:
    assert cycles(graph()) == []


def test_no_cycle_between_folders() -> None:
    assert cycles(folders(graph())) == []


def test_every_import_goes_down_the_layers_of_the_doc() -> None:
    order = layers()
    assert {"i18n", "core", "persist", "net", "play", "modes", "table", "(root)"} <= set(order)
    assert upward(graph(), order) == []


def test_no_file_over_450_lines() -> None:
    long = {
        name: n
        for name, path in sources().items()
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}


def test_the_checks_see_a_cycle_and_an_upward_import(tmp_path: Path) -> None:
    (tmp_path / "core").mkdir()
    (tmp_path / "table").mkdir()
    (tmp_path / "core" / "a.js").write_text('import { b } from "../table/b.js";\n')
    (tmp_path / "table" / "b.js").write_text(
        '// import { x } from "../core/x.js";\nimport { a } from "../core/a.js";\n'
    )
    edges = graph(tmp_path)
    assert edges == {"core/a.js": {"table/b.js"}, "table/b.js": {"core/a.js"}}
    assert cycles(edges) == [["core/a.js", "table/b.js"]]
    assert cycles(folders(edges)) == [["core", "table"]]
    assert upward(edges, {"core": 2, "table": 6}) == ["core/a.js -> table/b.js"]
