"""The loading screen's bar on a slow link: the worker counts the bytes of its start's downloads
against the sizes the build wrote (build.json's `sizes`: Pyodide's WebAssembly, the trimmed
standard library), the page shows "Downloading the game: x of y MB" as they
come and the bar moves with them, then "Starting Python" once every file is in, in English and in
Finnish. The server here sends the big files slowly (a 64 kB piece every 20 ms)."""

from __future__ import annotations

import json
import re
import shutil
import time
from typing import Any

from conftest import PageMaker
from harness import SITE, FileHandler, SiteServer, wait_for_state_not

PIECE = 64 * 1024
PAUSE_S = 0.02

# The texts and widths the loading screen shows, as they change.
WATCH = """
window.__shown = [];
addEventListener("DOMContentLoaded", () => {
  const stage = document.getElementById("loading-stage");
  const fill = document.getElementById("loading-fill");
  const note = () => window.__shown.push([stage.textContent, fill.style.width]);
  const what = { childList: true, characterData: true, subtree: true };
  new MutationObserver(note).observe(stage, what);
});
"""


class SlowHandler(FileHandler):
    """Files over a megabyte sent a piece at a time, with a pause between pieces."""

    def copyfile(self, source: Any, outputfile: Any) -> None:
        if self.headers.get("Range") or not self.path.split("?")[0].endswith((".wasm", ".zip")):
            shutil.copyfileobj(source, outputfile)
            return
        while piece := source.read(PIECE):
            outputfile.write(piece)
            time.sleep(PAUSE_S)


def expected_bytes() -> int:
    sizes: dict[str, int] = json.loads((SITE / "build.json").read_text("utf-8"))["sizes"]
    return sum(sizes.values())


def first_visit(make_page: PageMaker, query: str) -> tuple[list[dict[str, Any]], list[list[str]]]:
    with SiteServer(handler_class=SlowHandler) as server:
        page = make_page(server)
        page.add_init_script(WATCH)
        page.goto(server.base_url + query)
        wait_for_state_not(page, "loading")
        progress: list[dict[str, Any]] = page.evaluate("window.__e2e.progress")
        shown: list[list[str]] = page.evaluate("window.__shown")
    return progress, shown


def test_the_bar_counts_the_downloads_then_python_starts(make_page: PageMaker) -> None:
    progress, shown = first_visit(make_page, "?snapshot=0")
    stages = [p["stage"] for p in progress]
    counts = [p["bytes"] for p in progress if p.get("bytes")]
    received = [count["received"] for count in counts]
    assert {count["expected"] for count in counts} == {expected_bytes()}
    assert received == sorted(received) and received[-1] == expected_bytes()
    assert len([r for r in received if 0 < r < expected_bytes()]) >= 5  # it moves
    python = stages.index("python")
    assert stages[python:] == ["python", "engine", "ready"]
    assert progress[python]["bytes"]["received"] == expected_bytes()
    # On the screen: the megabytes as they come, the bar wider each time, then Python.
    downloading = [(text, width) for text, width in shown if text.startswith("Downloading")]
    total = f"{expected_bytes() / 1e6:.1f}"
    assert all(
        re.fullmatch(rf"Downloading the game: \d+\.\d of {total} MB", t) for t, _ in downloading
    )
    widths = [float(width.rstrip("%")) for _, width in downloading]
    assert len(set(widths)) >= 3 and widths == sorted(widths)
    after = [text for text, _ in shown[shown.index(list(downloading[-1])) :]]
    assert "Starting Python" in after


def test_the_count_is_in_finnish_too(make_page: PageMaker) -> None:
    _, shown = first_visit(make_page, "?snapshot=0&lang=fi")
    texts = [text for text, _ in shown]
    total = f"{expected_bytes() / 1e6:.1f}".replace(".", ",")
    assert any(re.fullmatch(rf"Ladataan peliä: \d+,\d / {total} Mt", text) for text in texts)
    assert "Python käynnistyy" in texts
