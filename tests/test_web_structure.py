"""The page's structure (docs/architecture.md), checked on its source so it stays that way:

- one document-level click listener (core/actions.js), which components reach with onAction;
- no MutationObserver: no module watches another's DOM to undo or copy what it drew;
- localStorage touched only by core/storage.js;
- state changed only through the store (no module keeps a shared mutable `ui` object).

The function length limit (60 lines) is ESLint's `max-lines-per-function` in `make lint`.
"""

from __future__ import annotations

import re
from pathlib import Path

from tests.test_web_holds_no_rule import code_of

WEB = Path(__file__).resolve().parent.parent / "web"


def scripts() -> dict[str, str]:
    found = {p.relative_to(WEB).as_posix(): code_of(p) for p in sorted(WEB.rglob("*.js"))}
    assert len(found) > 30, f"only {len(found)} scripts under {WEB}"
    return found


def where(pattern: str) -> list[str]:
    regex = re.compile(pattern)
    return [name for name, code in scripts().items() if regex.search(code)]


def test_one_document_click_listener() -> None:
    listeners = [
        (name, n)
        for name, code in scripts().items()
        if (n := len(re.findall(r"document\.addEventListener\(\s*[\"']click[\"']", code)))
    ]
    assert listeners == [("core/actions.js", 1)]


def test_no_module_watches_anothers_dom() -> None:
    assert where(r"\bMutationObserver\b") == []


def test_only_storage_touches_local_storage() -> None:
    assert where(r"\blocalStorage\b") == ["core/storage.js"]


def test_the_store_is_the_only_shared_state() -> None:
    # The controller's old mutable object, handed from module to module, is gone for good.
    assert where(r"\bui\.(busy|selected|drawn|session|gen)\s*=") == []
    # Only the command layer changes the store: play/flow.js's `update` (and `updatePart`), which
    # the named commands (play/) and the modes (modes/) import; no component, no base module.
    assert where(r"\.update\(") == ["play/flow.js"]
    importers = where(
        r"import\s*\{[^}]*\b(update|updatePart)\b[^}]*\}\s*from\s*[\"'](\.\./play|\.)/flow\.js"
    )
    layer = {name.split("/")[0] for name in importers}
    assert importers and layer <= {"play", "modes"}, importers


# A module registers its handlers, listeners and subscriptions when the page's entry asks it to
# (an exported install or setup function), never as a side effect of being imported. The entries
# do the asking; persist/stats.js is left for its split on another branch.
ENTRIES = {"app.js", "start.js", "engine-start.js", "worker.js", "sw.js"}
REGISTERS_ON_IMPORT = re.compile(
    r"(?m)^(?:onAction|onLanguageChange|[\w.]*subscribe|[\w.]*addEventListener|setTimeout)\("
)


def test_no_module_registers_itself_on_import() -> None:
    found = [name for name in where(REGISTERS_ON_IMPORT.pattern) if name not in ENTRIES]
    assert found == ["persist/stats.js"], found


def test_the_checks_can_fail() -> None:
    assert re.search(r"\bMutationObserver\b", "new MutationObserver(() => {})")
    assert REGISTERS_ON_IMPORT.search("x = 1;\nstore.subscribe((s) => s);")
    assert not REGISTERS_ON_IMPORT.search("function f() {\n  onAction('a', g);\n}")
    assert re.findall(
        r"document\.addEventListener\(\s*[\"']click[\"']", 'document.addEventListener("click", f)'
    )
