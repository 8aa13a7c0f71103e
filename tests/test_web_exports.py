"""No dead exports in web/: every name a module exports is imported somewhere, by another module
of the page, a unit test (tests/js/), or a page test that imports the module in the browser
(`import("./net/signal.js")` in e2e/, which may read any of its names). A name used only inside
its own module is not exported; one used nowhere is not there at all."""

from __future__ import annotations

import re

from tests.test_web_layers import COMMENT, ROOT, WEB, sources

EXPORTED = re.compile(
    r"^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)", re.M
)
EXPORTED_LIST = re.compile(r"^export\s*\{([^}]*)\}(?!\s*from)", re.M)
IMPORTED = re.compile(
    r"""(?:^|[\n;])\s*(?:import|export)\s*(\{[^}]*\}|\*\s*as\s+[\w$]+|[\w$]+(?:\s*,\s*\{[^}]*\})?)"""
    r"""\s*from\s*["'](\.{1,2}/[^"']+)["']"""
)
DYNAMIC = re.compile(r"""\bimport\(\s*["'](\.{1,2}/[^"']+\.js)["']\s*\)""")


def exports(text: str) -> set[str]:
    """The names a module's text exports (a default export aside)."""
    names = set(EXPORTED.findall(text))
    for listed in EXPORTED_LIST.findall(text):
        names |= {part.split(" as ")[-1].strip() for part in listed.split(",") if part.strip()}
    return names


def names_of(clause: str) -> set[str] | None:
    """The names an import clause takes (as exported), or None for all of them (`* as x`)."""
    if clause.startswith("*"):
        return None
    names = set()
    for listed in re.findall(r"\{([^}]*)\}", clause):
        names |= {part.split(" as ")[0].strip() for part in listed.split(",") if part.strip()}
    return names


def usage() -> tuple[dict[str, set[str]], set[str]]:
    """Each web/ module's names imported somewhere, and the modules whose every name counts as
    used (a namespace import, a dynamic import)."""
    modules = sources()
    used: dict[str, set[str]] = {name: set() for name in modules}
    whole: set[str] = set()
    readers = [*modules.values(), *(ROOT / "tests" / "js").glob("*.js")]
    for reader in readers:
        text = COMMENT.sub("", reader.read_text(encoding="utf-8"))
        for clause, spec in IMPORTED.findall(text):
            target = (reader.parent / spec.split("?")[0]).resolve()
            if not target.is_relative_to(WEB.resolve()):
                continue
            name = target.relative_to(WEB.resolve()).as_posix()
            taken = names_of(clause)
            if name not in used:
                continue
            if taken is None:
                whole.add(name)
            else:
                used[name] |= taken
        for spec in DYNAMIC.findall(text):
            target = (reader.parent / spec).resolve()
            if target.is_relative_to(WEB.resolve()):
                whole.add(target.relative_to(WEB.resolve()).as_posix())
    # The page tests import the site's modules in the browser, by their path under the site.
    for page_test in (ROOT / "e2e").rglob("*.py"):
        for spec in DYNAMIC.findall(page_test.read_text(encoding="utf-8")):
            whole.add(re.sub(r"^(\.\.?/)+", "", spec))
    return used, whole


def dead_exports() -> dict[str, list[str]]:
    used, whole = usage()
    dead = {}
    for name, path in sorted(sources().items()):
        if name in whole:
            continue
        unused = exports(COMMENT.sub("", path.read_text(encoding="utf-8"))) - used[name]
        if unused:
            dead[name] = sorted(unused)
    return dead


def test_every_export_is_imported_somewhere() -> None:
    assert dead_exports() == {}


def test_the_check_can_fail() -> None:
    text = "export function shown() {}\nexport const KEPT = 1;\nexport { a as b };\n"
    assert exports(text) == {"shown", "KEPT", "b"}
    assert names_of("{ shown, KEPT as kept }") == {"shown", "KEPT"}
    assert names_of("* as all") is None
    assert IMPORTED.findall('import { a } from "./x.js";') == [("{ a }", "./x.js")]
    assert DYNAMIC.findall("await import('./net/signal.js')") == ["./net/signal.js"]
