"""The page's structure (docs/architecture.md), checked on its source so it stays that way:

- one document-level click listener (core/actions.js), which components reach with onAction;
- no MutationObserver: no module watches another's DOM to undo or copy what it drew;
- localStorage touched only by core/storage.js;
- saved JSON parsed only by core/kept.js (what JSON.parse may read elsewhere is listed below);
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


# Saved data is what this page or its player kept to read back later: a value under a localStorage
# key (the save, the statistics, a guest's table, the New game dialog's last choice, the TURN
# server, the engine's last hello, ...) and a file the player gives back (a game record, a match
# history). All of it is parsed by core/kept.js (`parseKept`, and `KeptJson` on it), which bounds
# it, never throws, and whose readers keep and report what they cannot read. JSON.parse elsewhere
# may read only messages that were never saved, each module here with what it reads:
NOT_SAVED_JSON = {
    "core/bridge.js": "the engine worker's answers",
    "worker.js": "the engine's answers, inside the worker",
    "net/channel.js": "a data channel's frames from another device",
    "net/relay.js": "a relay's frames",
    "net/seal.js": "a sealed network message once opened",
    "modes/puzzle.js": "the site's own puzzles.json, fetched with the page, checked by the engine",
}
JSON_PARSE = r"\bJSON\.parse\b"


def test_saved_json_is_parsed_only_by_the_kept_reader() -> None:
    assert sorted(where(JSON_PARSE)) == sorted(["core/kept.js", *NOT_SAVED_JSON])
    assert len(re.findall(JSON_PARSE, scripts()["core/kept.js"])) == 1


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
# (an exported install function), never as a side effect of being imported. The entries
# do the asking.
ENTRIES = {"app.js", "start.js", "engine-start.js", "worker.js", "sw.js"}
REGISTERS_ON_IMPORT = re.compile(
    r"(?m)^(?:onAction|onLanguageChange|[\w.]*subscribe|[\w.]*addEventListener|setTimeout)\("
)


def test_no_module_registers_itself_on_import() -> None:
    found = [name for name in where(REGISTERS_ON_IMPORT.pattern) if name not in ENTRIES]
    assert found == [], found


def test_the_checks_can_fail() -> None:
    assert re.search(JSON_PARSE, "const read = JSON.parse;")
    assert not re.search(JSON_PARSE, "JSON.stringify(x); parseKept(text)")
    assert re.search(r"\bMutationObserver\b", "new MutationObserver(() => {})")
    assert REGISTERS_ON_IMPORT.search("x = 1;\nstore.subscribe((s) => s);")
    assert not REGISTERS_ON_IMPORT.search("function f() {\n  onAction('a', g);\n}")
    assert re.findall(
        r"document\.addEventListener\(\s*[\"']click[\"']", 'document.addEventListener("click", f)'
    )


# "Set-up" names one thing in the page, the set-up positions (modes/setup.js, dialogs/setup.js):
# the function a component's wiring is called by starts with "install".
def test_setup_names_the_setup_positions_only() -> None:
    assert where(r"\bfunction setup[A-Z]") == []


# docs/architecture.md is the map of the page: every module is on it by name (its file, or its
# path under web/; a language's part of the words as its English part, `aids.en.js` for
# `aids.fi.js`), and every stylesheet sits beside the module it styles, under its name (the two
# of the page's base, tokens and paper, excepted).
ARCHITECTURE = WEB.parent / "docs" / "architecture.md"
BASE_STYLES = {"core/tokens.css", "core/base.css"}


def unmapped(doc: str, modules: list[str]) -> list[str]:
    def named(name: str) -> bool:
        name = re.sub(r"^(i18n/\w+)\.(fi|es|pt)\.js$", r"\1.en.js", name)
        file = name.split("/")[-1]
        return bool(re.search(rf"`(web/)?({re.escape(name)}|{re.escape(file)})`", doc))

    return [name for name in modules if not named(name)]


def test_every_module_is_on_the_map() -> None:
    doc = ARCHITECTURE.read_text(encoding="utf-8")
    missing = unmapped(doc, list(scripts()))
    assert missing == [], missing


def test_every_stylesheet_sits_beside_its_module() -> None:
    sheets = [p.relative_to(WEB).as_posix() for p in sorted(WEB.rglob("*.css"))]
    alone = [
        s for s in sheets if s not in BASE_STYLES and not (WEB / s).with_suffix(".js").is_file()
    ]
    assert len(sheets) > 30 and alone == [], alone


def test_the_map_checks_can_fail() -> None:
    assert unmapped("`table/hand.js` and `web/core/dom.js`", ["table/hand.js", "core/dom.js"]) == []
    assert unmapped("`aids.en.js`", ["i18n/aids.pt.js"]) == []
    assert unmapped(
        "`handy.js`, statsview.js, `net.en.js`",
        ["table/hand.js", "persist/statsview.js", "i18n/aids.fi.js"],
    ) == [
        "table/hand.js",
        "persist/statsview.js",
        "i18n/aids.fi.js",
    ]
