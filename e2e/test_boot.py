"""The site boots in Chromium: the worker starts Pyodide and the engine from the site's
own files, answers requests (queued ones too), works under a sub-path, reports a broken build as
"fatal", and nothing is ever asked of another host."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

from harness import (
    BLANK_PAGE,
    CHROMIUM_ARGS,
    SITE,
    Guard,
    SiteServer,
    engine_call,
    goto_holding,
    page_guard,
    start_engine,
    wait_for_state_not,
)
from playwright.sync_api import Browser, Page

from engine.ai.bench import position_records

STAGES = ["pyodide", "engine", "ready"]


def build_info() -> dict[str, object]:
    info: dict[str, object] = json.loads((SITE / "build.json").read_text(encoding="utf-8"))
    return info


def boot_worker(page: Page, server: SiteServer) -> dict[str, object]:
    """Open the harness's blank page, start the worker the long way (`?snapshot=0`: Pyodide and
    the engine's wheel, no snapshot; test_snapshot.py has the others), say hello before it is
    ready."""
    page.goto(server.blank_url)
    start_engine(page, server.base_url + "worker.js?snapshot=0")
    hello = engine_call(page, "hello")  # sent at once: queued until the engine is up
    ready = page.evaluate("window.__engine.ready")
    assert ready["stage"] == "ready"
    answer: dict[str, object] = hello
    return answer


def progress_stages(page: Page) -> list[str]:
    """The stages in the order they began; "pyodide" comes again with each count of bytes, and
    "python" (every download in, Python starting) only when the downloads end before it does."""
    stages: list[str] = []
    for msg in page.evaluate("window.__engine.log"):
        progress = isinstance(msg, dict) and msg.get("type") == "progress"
        if progress and (not stages or stages[-1] != msg["stage"]):
            stages.append(msg["stage"])
    return stages


def test_worker_answers_hello(page: Page, server: SiteServer) -> None:
    answer = boot_worker(page, server)
    assert answer["id"] == 1 and answer["ok"] is True
    hello = answer["result"]
    assert hello["version"] == build_info()["version"]
    # The table the page builds its lists from (H1, H2, R1.2): the engine's own description.
    assert hello["levels"] == ["easy", "normal", "hard"] and hello["default_level"] == "normal"
    assert hello["rules"]["options"]["target"]["choices"] == [
        {"raw": 155, "display": 31},
        {"raw": 305, "display": 61},
        {"raw": 605, "display": 121},
    ]
    assert hello["rules"]["default"] == {"target": 305, "display_target": 61, "muggins": False}
    stages = progress_stages(page)
    assert stages in (STAGES, [STAGES[0], "python", *STAGES[1:]])
    ready = page.evaluate("window.__engine.ready")
    assert set(ready["ms"]) == {"pyodide", "engine", "total"}
    assert ready["start"] == "normal" and ready["snapshot"] is None
    assert all(isinstance(value, int) and value >= 0 for value in ready["ms"].values())


def test_requests_before_ready_are_answered_in_order(page: Page, server: SiteServer) -> None:
    page.goto(server.blank_url)
    start_engine(page, server.base_url + "worker.js")
    answers = page.evaluate(
        """() => Promise.all([
             __engine.send("hello"), __engine.send("no_such_op"), __engine.send("hello")])"""
    )
    assert [answer["id"] for answer in answers] == [1, 2, 3]
    assert answers[0]["ok"] and answers[2]["ok"]
    assert answers[1]["ok"] is False
    assert answers[1]["error"]["kind"] in {"ValueError", "IllegalMove", "InternalError"}
    order = [msg.get("id") for msg in page.evaluate("window.__engine.log") if "id" in msg]
    assert order == [1, 2, 3]


def test_the_page_runs_on_while_the_computer_thinks(page: Page, server: SiteServer) -> None:
    """The computer players think in the worker: the page's own timers keep firing meanwhile."""
    boot_worker(page, server)
    # Positions of engine.ai.bench, made in CPython, each loaded into the worker and answered by
    # the hard computer; all sent at once, so the worker is busy for the whole run.
    records = position_records("hard", rounds=1)[:20]
    run = page.evaluate(
        """async (records) => {
             let ticks = 0;
             const timer = setInterval(() => ticks++, 10);
             const started = performance.now();
             const sent = records.flatMap(([record]) => [
               __engine.send("load", { record }), __engine.send("ai_move", {})]);
             const answers = await Promise.all(sent);
             const ms = performance.now() - started;
             clearInterval(timer);
             const moves = answers.filter((_, i) => i % 2 === 1);
             const thought = moves.reduce((sum, a) => sum + (a.ok ? a.result.think_ms : 0), 0);
             const seats = moves.map((a) => (a.ok ? a.result.seat : null));
             return { ok: answers.every((a) => a.ok), ms, ticks, thought, seats };
           }""",
        records,
    )
    assert run["ok"] and run["seats"] == [seat for _, seat in records], run
    assert run["thought"] > 300, f"the worker did not think for long: {run}"
    # Python on the page's thread would hold every timer until the answers: a few ticks at most.
    assert run["ticks"] >= run["ms"] / 100, f"the page stalled while the computer thought: {run}"


def test_worker_under_a_sub_path(subpath_page: Page, subpath_server: SiteServer) -> None:
    assert subpath_server.base_url.endswith("/games/five-up/")
    answer = boot_worker(subpath_page, subpath_server)
    assert answer["ok"] is True
    paths = {path for path, _ in subpath_server.hits}
    assert all(path.startswith("/games/five-up/") for path in paths)


def test_only_the_sites_own_files_are_fetched(page: Page, server: SiteServer) -> None:
    before = len(server.hits)
    boot_worker(page, server)
    fetched = {path for path, _ in server.hits[before:]}
    stdlib = build_info()["stdlib"]
    # The full standard library is for the fallback only (e2e/test_stdlib.py), the trace for tests.
    unused = {"/" + stdlib["full"], "/" + stdlib["trace"]}
    shipped = {
        "/pyodide/" + path.name
        for path in (SITE / "pyodide").iterdir()
        if path.suffix not in (".br", ".gz")  # the precompressed copies: the server's choice
    } - unused
    # Everything else Pyodide ships is used (nothing dead weight) and nothing missing was asked
    # for (the guard fails the test on any 404 and on any other host).
    assert {path for path in fetched if path.startswith("/pyodide/")} == shipped
    assert not unused & fetched
    assert "/" + str(build_info()["engine_wheel"]) in fetched
    assert "/build.json" in fetched


def test_a_broken_build_is_reported_as_fatal(
    make_page: Callable[[SiteServer], Page], tmp_path: Path
) -> None:
    # A copy of the site whose build.json names a wheel that is not there.
    for entry in SITE.iterdir():
        if entry.name != "build.json":
            os.symlink(entry, tmp_path / entry.name)
    info = build_info() | {"engine_wheel": "wheels/missing-0.1.0-py3-none-any.whl"}
    (tmp_path / "build.json").write_text(json.dumps(info), encoding="utf-8")
    broken = SiteServer(tmp_path).start()
    try:
        other = make_page(broken)
        other.goto(broken.blank_url)
        start_engine(other, broken.base_url + "worker.js?snapshot=0")  # needs the wheel
        answer = engine_call(other, "hello")
        assert answer["ok"] is False
        assert answer["error"]["kind"] == "InternalError"
        log = other.evaluate("window.__engine.log")
        fatal = [msg for msg in log if msg.get("type") == "fatal"]
        assert len(fatal) == 1 and fatal[0]["stage"] == "engine"
        seen = page_guard(other).take()
        assert any("worker fatal (engine)" in problem for problem in seen), seen
        assert any("HTTP 404" in problem and "missing-0.1.0" in problem for problem in seen)
    finally:
        broken.stop()


def test_the_guard_sees_every_kind_of_problem(page: Page, server: SiteServer, guard: Guard) -> None:
    page.goto(server.blank_url)
    page.evaluate("console.error('on purpose')")
    page.evaluate("fetch('http://five-up-e2e.invalid/page').catch(() => {})")
    page.evaluate(
        """() => new Promise((resolve) => {
             const source = "fetch('http://five-up-e2e.invalid/worker').catch(() => {})" +
               ".finally(() => postMessage('done'));";
             const url = URL.createObjectURL(new Blob([source], {type: "text/javascript"}));
             const worker = new Worker(url);
             worker.onmessage = () => resolve();
           })"""
    )
    page.evaluate("fetch('missing-file').catch(() => {})")
    page.evaluate("setTimeout(() => { throw new Error('uncaught on purpose'); })")
    page.wait_for_function("true")
    seen = "\n".join(guard.take())
    assert "console error: on purpose" in seen
    assert "five-up-e2e.invalid/page" in seen
    assert "five-up-e2e.invalid/worker" in seen
    assert "HTTP 404" in seen
    assert "uncaught on purpose" in seen


def test_the_browser_opens_only_the_tests_pages(browser: Browser, page: Page) -> None:
    # The browser keeps Playwright's disabled features though the harness gives its own switch
    # (Chromium heeds only the last one), and opens none of its address bar's popups beside a
    # context (harness.UNUSED_FEATURES: CPU every test would pay).
    assert {"AimEnabled", "PaintHolding", "OptimizationHints"} <= set(
        CHROMIUM_ARGS[-1].removeprefix("--disable-features=").split(",")
    )
    page.goto("about:blank")
    session = browser.new_browser_cdp_session()
    try:
        targets = session.send("Target.getTargets")["targetInfos"]
    finally:
        session.detach()
    assert [t["url"] for t in targets if t["type"] != "page"] == []


def test_the_page_boots(page: Page, server: SiteServer) -> None:
    page.goto(server.base_url)
    assert page.evaluate("document.body.dataset.state") == "loading"
    state = wait_for_state_not(page, "loading")
    assert state not in {"error", "fatal"}
    assert BLANK_PAGE not in page.url


def test_the_workers_downloads_are_asked_for_before_the_pages_modules(
    page: Page, server: SiteServer
) -> None:
    # engine-start.js imports nothing and start.js loads app.js once the worker has asked for its
    # files: on a phone's link, six requests at a time, they no longer queue behind ~130 modules.
    asked: list[str] = []
    page.on("request", lambda request: asked.append(urlsplit(request.url).path))
    page.goto(server.base_url + "?snapshot=0")
    wait_for_state_not(page, "loading")
    stdlib = build_info()["stdlib"]
    assert isinstance(stdlib, dict)
    early = ["/pyodide/pyodide.asm.wasm", "/pyodide/pyodide-lock.json", "/build.json"]
    early += ["/pyodide/pyodide.asm.mjs", "/" + stdlib["file"]]
    assert asked.index("/engine-start.js") < asked.index("/worker.js")
    assert all(asked.count(path) == 1 for path in early), asked  # each once: loadPyodide's own
    assert max(asked.index(path) for path in early) < asked.index("/app.js"), asked


def test_a_tap_before_the_pages_modules_come_is_answered_when_they_do(
    page: Page, server: SiteServer
) -> None:
    # The static table is on screen before start.js has loaded app.js (on a phone's link, seconds):
    # New game tapped then opens its dialog once app.js has wired the buttons, not never. A saved
    # game is resumed, so the dialog opens only if the tap is answered (a first visit opens it).
    page.goto(server.base_url + "?seed=5&fast=1")
    page.locator("#newgame[open] [type=submit]").click()
    wait_for_state_not(page, "loading")
    page.wait_for_function(
        "() => localStorage.length > 0 && !document.querySelector('#newgame[open]')"
    )
    held = goto_holding(page, server.base_url + "?seed=5&fast=1", "**/app.js")
    page.locator('[data-action="new-game"]').first.click()
    assert page.locator("#newgame[open]").count() == 0  # nothing has wired the button yet
    held.continue_()
    page.locator("#newgame[open]").wait_for()
    assert page.locator("dialog[open]").count() == 1
