"""The standard library trimmed to what the engine imports (scripts/build_site.py,
scripts/trace_stdlib.mjs): the zip holds exactly the files of the trace the build shipped beside
it, its list of missing modules is the rest of the full library, and a module outside it, imported
on purpose in a worker, makes the worker fetch the full library and carry on (web/worker/engine.js).
That a new trace finds the same files is test_build.py's: its second build traces again and every
file, the trace and the zip among them, must be byte for byte the first build's.
The rest of the e2e suite runs on the trimmed library, so every path of the page runs on it."""

from __future__ import annotations

import json
import sys
import zipfile
from typing import Any

from harness import ROOT, SITE, SiteServer, start_engine
from playwright.sync_api import Page

sys.path.insert(0, str(ROOT / "scripts"))

from build_site import module_names


def stdlib_card() -> dict[str, Any]:
    card: dict[str, Any] = json.loads((SITE / "build.json").read_text(encoding="utf-8"))["stdlib"]
    return card


def test_the_trimmed_zip_holds_exactly_what_the_trace_found() -> None:
    card = stdlib_card()
    trace = json.loads((SITE / card["trace"]).read_text(encoding="utf-8"))
    with zipfile.ZipFile(SITE / card["file"]) as game:
        names = game.namelist()
        stored = {entry.compress_type for entry in game.infolist()}
    assert sorted(trace["files"]) == names
    assert "engine" not in " ".join(names)  # the engine comes in its wheel
    assert {"json/__init__.py", "random.py", "hashlib.py"} <= set(names)
    assert trace["workload"]["sent"] > 1000 and trace["workload"]["refused"] < 50
    # Deflated: a host that compresses by content type sends a zip as it is (test_budget.py).
    assert stored == {zipfile.ZIP_DEFLATED}
    with zipfile.ZipFile(SITE / card["full"]) as full:
        every = module_names(full.namelist())
    assert card["missing"] == sorted(every - module_names(names))
    assert "difflib" in card["missing"] and "email.mime.text" in card["missing"]


# In a worker of the site's origin: Pyodide started as the engine's worker starts it (the trimmed
# library and the fallback), then three imports: a module no library has (a plain ImportError,
# nothing fetched), a module of the full library only, and one whose package is in the trimmed
# library but not the module itself (so the package's own path must find it after the fetch).
IMPORT_OUTSIDE = """
async ([base, phase]) => {
  if (phase === "start") {
    const { loadPyodide } = await import(base + "pyodide/pyodide.mjs");
    const { installFallback } = await import(base + "worker/engine.js");
    const card = (await (await fetch(base + "build.json")).json()).stdlib;
    self.__python = await loadPyodide({ indexURL: base + "pyodide/", stdLibURL: base + card.file });
    installFallback(self.__python, base + card.full, card.missing);
    return self.__python.runPython(`
try:
    import a_module_no_library_has
except ImportError as err:
    answer = type(err).__name__
answer`);
  }
  return self.__python.runPython(`
import difflib, email.mime.text, sys
[difflib.SequenceMatcher(None, "five up", "five ups").ratio(),
 email.mime.text.MIMEText("61").get_payload(),
 difflib.__file__, sum(type(f).__name__ == "FullStdlib" for f in sys.meta_path)]`).toJs();
}
"""


def test_a_module_outside_the_trimmed_library_is_fetched_with_the_full_one(
    page: Page, server: SiteServer
) -> None:
    card = stdlib_card()
    full = "/" + card["full"]

    def fetched() -> int:
        """How often the full library was asked for: the server serves the whole session, so
        earlier tests' requests are counted before this one acts."""
        return [path for path, _ in server.hits].count(full)

    earlier = fetched()
    page.goto(server.blank_url)
    start_engine(page, server.base_url + "worker.js?snapshot=0")
    page.evaluate("window.__engine.ready")
    worker = page.workers[0]
    assert worker.evaluate(IMPORT_OUTSIDE, [server.base_url, "start"]) == "ModuleNotFoundError"
    assert fetched() == earlier  # the engine's start and an unknown module fetch nothing more
    ratio, payload, where, finders = worker.evaluate(IMPORT_OUTSIDE, [server.base_url, "import"])
    assert round(ratio, 3) == round(2 * 7 / 15, 3)
    assert payload == "61"
    assert where == "/lib/python314.zip/difflib.py"
    assert finders == 0  # its work done, the fallback leaves the import path
    assert fetched() == earlier + 1
