"""The engine's modules import each other one way only: no circle, not even through an import
inside a function. Imports under ``if TYPE_CHECKING:`` are for annotations and never run; they
count too, with one exception written down here: the Game's own helpers (view.py, record.py,
position.py) name ``Game`` that way while game.py imports them. The worker's side (protocol.py,
session.py and the op modules) is in no circle at all, annotations included."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "engine"


def module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(name: str) -> bool:
    path = ENGINE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


# The Game's helpers that name it in annotations only (game.py imports them at run time).
GAME_HELPERS = {"engine.game", "engine.view", "engine.record", "engine.position"}
# The worker's side: the requests' entry point, the session and every op module.
WORKER_SIDE = {
    "engine.protocol",
    "engine.session",
    "engine.netops",
    "engine.lines",
    "engine.puzzleops",
    "engine.setupops",
    "engine.summary",
}


def runtime_imports(tree: ast.AST, annotations: bool = False) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement, at any depth, except those under ``if TYPE_CHECKING:`` unless
    ``annotations`` counts them too."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        typing_only = isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        if typing_only and not annotations:
            assert isinstance(node, ast.If)
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def engine_graph(annotations: bool = False) -> dict[str, set[str]]:
    """Each engine module and the engine modules it imports (``annotations``: counting those
    under ``if TYPE_CHECKING:`` too)."""
    graph: dict[str, set[str]] = {}
    for path in sorted(ENGINE.rglob("*.py")):
        name = module_name(path)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets: set[str] = set()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in runtime_imports(tree, annotations):
            if isinstance(node, ast.Import):
                bases = [alias.name for alias in node.names]
                imported: list[str] = []
            else:
                base = package.split(".")
                if node.level:
                    base = base[: len(base) - (node.level - 1)]
                    base += node.module.split(".") if node.module else []
                else:
                    base = (node.module or "").split(".")
                bases = [".".join(base)]
                imported = [alias.name for alias in node.names]
            for base_name in bases:
                if not base_name.startswith("engine"):
                    continue
                subs = [f"{base_name}.{n}" for n in imported if is_module(f"{base_name}.{n}")]
                targets.update(subs)
                if len(subs) < len(imported) or not imported:
                    targets.add(base_name)
        targets.discard(name)
        graph[name] = targets
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles of ``graph``, each once (a depth-first search)."""
    found: list[list[str]] = []
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                found.append([*path[path.index(nxt) :], nxt])
            elif nxt not in state:
                visit(nxt)
        path.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)
    return found


def test_the_checker_sees_a_circle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_is_read_right() -> None:
    graph = engine_graph()
    assert {"engine.view", "engine.record", "engine.board"} <= graph["engine.game"]
    assert "engine.game" not in graph["engine.view"] | graph["engine.record"]
    assert {"engine.ai", "engine.inbound", "engine.ai.coach"} <= graph["engine.protocol"]
    assert "engine.game" in graph["engine.ai.coach"]


def test_no_engine_module_imports_itself_in_a_circle() -> None:
    assert cycles(engine_graph()) == []


def test_an_import_for_annotations_counts_when_asked() -> None:
    tree = ast.parse("if TYPE_CHECKING:\n    from .protocol import Session\nimport json\n")
    assert len(runtime_imports(tree)) == 1
    assert len(runtime_imports(tree, annotations=True)) == 2


def test_the_worker_side_is_in_no_circle_even_through_annotations() -> None:
    """No op module reaches protocol.py, not even for a type: they import engine/session.py."""
    graph = engine_graph(annotations=True)
    assert "engine.session" in graph["engine.puzzleops"] & graph["engine.lines"]
    assert "engine.session" in graph["engine.protocol"] & graph["engine.setupops"]
    for module in WORKER_SIDE - {"engine.protocol"}:
        assert "engine.protocol" not in graph[module], module
    found = cycles(graph)
    assert [c for c in found if WORKER_SIDE & set(c)] == []
    # Every other circle is the Game and a helper naming it in annotations only.
    assert all(set(c) <= GAME_HELPERS and c[0] == c[-1] == "engine.game" for c in found), found
