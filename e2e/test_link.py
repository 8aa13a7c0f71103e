"""The site's snapshot only where it pays (web/worker/link.js): on a link too slow to bring it
before a normal start would be done, the worker starts normally and keeps a snapshot made on the
device, without asking for the site's when the first bytes of its own downloads (Pyodide's
WebAssembly, the standard library) already say so, else cancelling its download after the
snapshot's first bytes; on a fast link (the local server) it starts from the site's
(e2e/test_snapshot.py). The slow links here: the server sends the snapshot a 64 kB piece every
50 ms (1.3 MB/s: its 6.3 MB would take some 5 s, over the 3 s it saves); or the start's two big
files, each a 16 kB piece every 50 ms for their first 640 kB (0.64 MB/s together: even at twice
that, the snapshot would take 4.9 s)."""

from __future__ import annotations

import json
import shutil
import time
from typing import Any

from conftest import PageMaker
from harness import SITE, FileHandler, SiteServer, snapshot_message, starts, wait_for_state_not

PIECE = 64 * 1024
PAUSE_S = 0.05
SENT: list[int] = []


class SlowSnapshotHandler(FileHandler):
    """The site's snapshot sent slowly (its bytes noted in `SENT`); every other file as it is."""

    def copyfile(self, source: Any, outputfile: Any) -> None:
        if not self.path.split("?")[0].endswith("/snapshot/engine.bin.gz"):
            shutil.copyfileobj(source, outputfile)
            return
        try:
            while piece := source.read(PIECE):
                outputfile.write(piece)
                SENT.append(len(piece))
                time.sleep(PAUSE_S)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the worker gave it up: what this test expects


def test_a_slow_link_starts_normally_and_keeps_its_own_snapshot(make_page: PageMaker) -> None:
    with SiteServer(handler_class=SlowSnapshotHandler) as server:
        page = make_page(server)
        notes: list[str] = []
        page.on("worker", lambda worker: worker.on("console", lambda m: notes.append(m.text)))
        failed: list[str] = []
        page.on("requestfailed", lambda request: failed.append(f"{request.url} {request.failure}"))
        started = time.monotonic()
        page.goto(server.base_url)
        wait_for_state_not(page, "loading")
        took = time.monotonic() - started
        assert starts(page) == ["normal"]
        assert any("too slow for the site's snapshot" in note for note in notes)
        asked = [path for path, _ in server.hits if path.endswith("/snapshot/engine.bin.gz")]
        assert len(asked) == 1  # asked once, then given up
        made = snapshot_message(page)
        assert made["stored"] is True and made["bytes"] > 0
        # Given up, it stops: nothing (the loading bar's count included) reads the rest; the
        # browser reports the request it cut short, the only one, and the guard lets it pass
        # because the worker said it gave the snapshot up (harness.Guard).
        time.sleep(2)
        assert len(failed) == 1 and "snapshot/engine.bin.gz" in failed[0], failed
        assert "ERR_ABORTED" in failed[0]
        assert page.e2e_guard.take() == []  # type: ignore[attr-defined]
    size = json.loads((SITE / "snapshot" / "engine.json").read_text("utf-8"))["gzip_bytes"]
    assert 0 < sum(SENT) < size / 4
    # The whole snapshot would have taken longer than this visit's wait for it (a figure, not a
    # bound on the start: the start itself is the normal one's).
    print(f"slow link: playable after {took:.1f} s")


SLOW_PIECES = 40


class SlowStartHandler(FileHandler):
    """The first SLOW_PIECES pieces of Pyodide's WebAssembly and of the standard library sent a
    16 kB piece every 50 ms (the rest at once); every other file as it is."""

    def copyfile(self, source: Any, outputfile: Any) -> None:
        if not self.path.split("?")[0].endswith((".wasm", ".zip")):
            shutil.copyfileobj(source, outputfile)
            return
        for _ in range(SLOW_PIECES):
            outputfile.write(source.read(16 * 1024))
            time.sleep(PAUSE_S)
        shutil.copyfileobj(source, outputfile)


def test_a_slow_start_never_asks_for_the_sites_snapshot(make_page: PageMaker) -> None:
    with SiteServer(handler_class=SlowStartHandler) as server:
        page = make_page(server)
        notes: list[str] = []
        page.on("worker", lambda worker: worker.on("console", lambda m: notes.append(m.text)))
        page.goto(server.base_url)
        wait_for_state_not(page, "loading")
        assert starts(page) == ["normal"]
        assert any("the start's first downloads came at" in note for note in notes), notes
        assert not [path for path, _ in server.hits if path.endswith("/snapshot/engine.bin.gz")]
        made = snapshot_message(page)
        assert made["stored"] is True and made["bytes"] > 0
