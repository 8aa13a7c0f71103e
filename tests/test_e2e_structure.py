"""The browser tests' structure (e2e/): a test file imports only helper modules, never another test
file (pytest-xdist runs each file in a worker of its own, and a test file imported by another
runs its module-level code twice and ties the two files' changes together), and a constant that
helpers share is defined once, in its helper: a second definition under the same name elsewhere
(a copy of `PHONE`, of `TWO`) would drift from it, or shadow it with another meaning."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

E2E = Path(__file__).resolve().parent.parent / "e2e"


def modules() -> dict[str, ast.Module]:
    """Every Python module of e2e/ (the other engines' checks included), by name."""
    return {path.stem: ast.parse(path.read_text("utf-8")) for path in sorted(E2E.rglob("*.py"))}


def imported(tree: ast.Module) -> list[tuple[str, str]]:
    """(module, name) of each name a module imports at its top level (name "" for `import m`)."""
    found: list[tuple[str, str]] = []
    for node in tree.body:
        if isinstance(node, ast.Import):
            found += [(alias.name, "") for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found += [(node.module, alias.name) for alias in node.names]
    return found


def constants(tree: ast.Module) -> set[str]:
    """The upper-case names a module assigns at its top level."""
    names: set[str] = set()
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        names |= {t.id for t in targets if isinstance(t, ast.Name) and t.id.isupper()}
    return names


def test_no_e2e_module_imports_a_test_file() -> None:
    found = [
        f"{name} imports {module}"
        for name, tree in modules().items()
        for module, _ in imported(tree)
        if module.startswith("test_")
    ]
    assert found == []


def test_a_shared_constant_is_defined_in_its_helper_only() -> None:
    """A constant a helper module defines and another module imports from it is assigned by no
    other e2e module."""
    trees = modules()
    defined: dict[str, set[str]] = defaultdict(set)
    for name, tree in trees.items():
        for constant in constants(tree):
            defined[constant].add(name)
    shared = {
        (module, name)
        for tree in trees.values()
        for module, name in imported(tree)
        if module in trees and not module.startswith("test_") and name in constants(trees[module])
    }
    again = sorted(
        f"{name} of {module} is defined again in {sorted(defined[name] - {module})}"
        for module, name in shared
        if defined[name] - {module}
    )
    assert again == []


def test_the_screen_sizes_are_defined_once() -> None:
    """The phones every phone test opens (issue 40: PHONE was defined in four places)."""
    trees = modules()
    for constant in ("PHONE", "PHONES", "SIZES"):
        assert [name for name, tree in trees.items() if constant in constants(tree)] == [
            "viewports"
        ], constant


def test_the_longest_files_listed_first_are_test_files() -> None:
    # e2e/conftest.py orders the files for the two workers; a renamed or removed file would fall
    # back to collection order unnoticed.
    tree = modules()["conftest"]
    [listed] = [
        node.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "LONGEST_FIRST" for t in node.targets)
    ]
    names = [ast.literal_eval(element) for element in listed.elts]  # type: ignore[attr-defined]
    missing = [name for name in names if not (E2E / name).is_file()]
    assert len(names) > 5 and len(set(names)) == len(names) and not missing, missing
