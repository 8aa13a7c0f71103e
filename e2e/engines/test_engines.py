"""The game in the other browser engines players use (`make test-browsers`, under xvfb-run):
Firefox ESR driven by puppeteer-core over WebDriver BiDi (firefox.mjs) and WebKitGTK's MiniBrowser
through WebKitWebDriver, driven by Selenium. Each plays a first visit (20 moves, by clicking),
reloads from the service worker, and reloads again with the server stopped (checked stopped
first), and says which start path the engine worker took each time (the first visit from the
site's snapshot, "site", which it keeps; "stored" after; a "normal" start where the engine cannot
load a snapshot, its snapshot message saying whether it could keep one of its own). No visit
may show a problem: recorder.js, which the test's copy of the site loads before the page's
modules, keeps the console errors, uncaught errors, policy violations and worker failures that
WebKitWebDriver (no BiDi) cannot see."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import ROOT, SITE, SiteServer

sys.path.insert(0, str(ROOT / "scripts"))
from precache import write_precache

HERE = Path(__file__).resolve().parent
MOVES = 20
RECORDER = "e2e-recorder.js"
FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
TIMEOUT_S = 180
PAGE_SETTLED = "return window.__e2e && window.__e2e.settled()"


@pytest.fixture(scope="module")
def site_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built site with recorder.js loaded first from index.html, listed for the service worker
    like every other file (so the page that the service worker answers records too)."""
    copy = tmp_path_factory.mktemp("engines") / "site"
    shutil.copytree(SITE, copy)
    shutil.copyfile(HERE / "recorder.js", copy / RECORDER)
    index = copy / "index.html"
    html = index.read_text(encoding="utf-8")
    tag = '<script type="module" src="./engine-start.js">'
    assert tag in html
    index.write_text(html.replace(tag, f'<script src="./{RECORDER}"></script>\n{tag}'), "utf-8")
    write_precache(copy)
    return copy


@pytest.fixture
def server(site_copy: Path) -> Iterator[SiteServer]:
    running = SiteServer(site_copy).start()
    yield running
    if running.base_url not in stopped:
        running.stop()


stopped: set[str] = set()


def stop(server: SiteServer) -> None:
    """Stop the server and check that nothing answers there any more."""
    server.stop()
    stopped.add(server.base_url)
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(server.base_url, timeout=5)


def check(visits: list[dict[str, Any]], errors: list[str], engine: str) -> None:
    """Three visits, each played; the first from the site's snapshot (or a normal start where the
    engine cannot load it), which leaves a stored snapshot (or says why not), the next two from
    the stored one when there is one (else the last a normal start: the site's snapshot is not
    among the files the service worker keeps); the last two answered by the service worker; no
    problem anywhere."""
    assert not errors, f"{engine} reported problems:\n  " + "\n  ".join(errors)
    assert len(visits) == 3, visits
    first, again, offline = visits
    assert first["moves"] == MOVES and first["start"] in ("site", "normal"), first
    kept = first["snapshots"][0]["stored"] if first["snapshots"] else False
    # Figures, not verdicts: each visit's start and its "ready" (ms from navigation, the stages).
    figures = [{"start": v["start"], **(v["ready"] or {})} for v in visits]
    print(json.dumps({"engine": engine, "visits": figures, "snapshot": first["snapshots"]}))
    for later in (again, offline):
        assert later["controlled"] is True, later
        assert later["moves"] == 1 and later["state"] in {"your-turn", "round-over"}, later
    # Without a kept snapshot: the site's again or a normal start while the server is there (the
    # service worker does not keep the site's), a normal start without it.
    assert again["start"] in ({"stored"} if kept else {"site", "normal"}), (again, first)
    assert offline["start"] == ("stored" if kept else "normal"), (offline, first)


def test_firefox(server: SiteServer, tmp_path: Path) -> None:
    if not Path(FIREFOX).is_file():
        pytest.fail(f"{FIREFOX} is missing: `make deps-browser` installs firefox-esr")
    command = ["node", str(HERE / "firefox.mjs"), server.base_url, str(MOVES), str(tmp_path)]
    with subprocess.Popen(
        command, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    ) as driver:
        assert driver.stdin is not None and driver.stdout is not None
        result: dict[str, Any] = {}
        for line in driver.stdout:
            message = json.loads(line)
            if message["event"] == "stop-server":
                stop(server)
                driver.stdin.write("stopped\n")
                driver.stdin.flush()
            elif message["event"] == "result":
                result = message
        assert driver.wait(timeout=TIMEOUT_S) == 0
    check(result["visits"], result["errors"], "Firefox")


def wait_until(test: Callable[[], Any], what: str) -> Any:
    deadline = time.monotonic() + TIMEOUT_S
    while time.monotonic() < deadline:
        value = test()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


class WebKitPage:
    """MiniBrowser through WebKitWebDriver (Selenium), played the way firefox.mjs plays."""

    def __init__(self) -> None:
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        options = Options()
        options.binary_location = MINIBROWSER
        # With its own binary set, WebKitWebDriver does not pass this itself: without it the
        # browser never opens the automation session.
        options.add_argument("--automation")
        # No compositing, as Chromium runs with --disable-gpu: under Xvfb WebKit composites with
        # Mesa's software GL, whose swrast driver now and then crashed the web process's
        # compositor thread on a busy machine (a segfault in swrast_dri.so in the kernel's log,
        # "session deleted because of page crash or hang": CI's run of 6bfdf8f, and 1 check in 6
        # with both cores kept busy). Without it the web process has no compositor thread (none
        # of 12 checks on a busy machine failed); the page's work is the same either way.
        service = Service(
            executable_path=WEBKIT_DRIVER,
            env={**os.environ, "WEBKIT_DISABLE_COMPOSITING_MODE": "1"},
        )
        self.driver = webdriver.WebKitGTK(options=options, service=service)
        self.driver.set_script_timeout(TIMEOUT_S)
        self.hiccups = 0

    # WebKitWebDriver 2.50 now and then answers a script with "Could not parse script result"
    # (seen in about a third of runs on 2026-12-02, with this site and with older builds alike,
    # always while polling a page that was playing on): such a poll is asked again, at most
    # HICCUPS times in the whole check, and the count is printed.
    HICCUPS = 5

    def js(self, script: str, *args: Any) -> Any:
        from selenium.common.exceptions import WebDriverException

        while True:
            try:
                return self.driver.execute_script(script, *args)
            except WebDriverException as err:
                if "Could not parse script result" not in str(err) or self.hiccups >= self.HICCUPS:
                    raise
                self.hiccups += 1
                time.sleep(0.1)

    def play(self, count: int) -> int:
        from selenium.webdriver.common.by import By

        made = 0
        while made < count:
            wait_until(lambda: self.js(PAGE_SETTLED), "a settled page")
            selector = self.js("return window.__e2e.next()")
            if selector is None:
                break
            mark = self.js("return window.__e2e.states.length")
            self.driver.find_element(By.CSS_SELECTOR, selector).click()
            if selector.startswith("button[data-tile"):
                wait_until(lambda: self.js("return !!document.querySelector('[data-end]')"), "ends")
                continue
            wait_until(
                lambda m=mark: self.js("return window.__e2e.settledAfter(arguments[0])", m),
                f"the page to settle after {selector}",
            )
            if "next-round" not in selector:
                made += 1
        return made

    def visit(self, count: int, errors: list[str]) -> dict[str, Any]:
        wait_until(lambda: self.js(PAGE_SETTLED), "a settled page")
        made = self.play(count)
        seen: dict[str, Any] = self.js(
            """const worker = navigator.serviceWorker;
               return {starts: window.__e2e.starts, ready: window.__e2e.ready.at(-1),
                       state: document.body.dataset.state,
                       controlled: Boolean(worker && worker.controller)}"""
        )
        start = seen["starts"][-1] if seen["starts"] else None
        if start in ("normal", "site"):  # a snapshot is kept (or not, and why) once idle
            wait_until(lambda: self.js("return window.__e2e.snapshots.length > 0"), "a snapshot")
        errors += self.js("return window.__e2e.errors")
        snapshots = self.js("return window.__e2e.snapshots")
        return {**seen, "start": start, "moves": made, "snapshots": snapshots}


# As firefox.mjs's: a registration that `ready` gave without its active worker is asked again.
ACTIVATED = """
const done = arguments[arguments.length - 1];
const whenActive = (active) => {
  if (active.state === "activated") return done(true);
  active.addEventListener("statechange", () => active.state === "activated" && done(true));
};
const ask = (registration) => registration && registration.active
  ? whenActive(registration.active)
  : setTimeout(() => navigator.serviceWorker.getRegistration().then(ask), 100);
navigator.serviceWorker.ready.then(ask);
"""


def test_webkit(server: SiteServer) -> None:
    for needed in (WEBKIT_DRIVER, MINIBROWSER):
        if not Path(needed).is_file():
            pytest.fail(f"{needed} is missing: `make deps-browser` installs webkit2gtk-driver")
    if not os.environ.get("DISPLAY"):
        pytest.fail("MiniBrowser needs a display: run under xvfb-run (make test-browsers)")
    page = WebKitPage()
    errors: list[str] = []
    visits = []
    try:
        page.driver.get(server.base_url + "?seed=11&players=2&levels=easy&fast=1")
        visits.append(page.visit(MOVES, errors))
        page.driver.execute_async_script(ACTIVATED)
        page.driver.refresh()
        visits.append(page.visit(1, errors))
        stop(server)
        page.driver.refresh()
        visits.append(page.visit(1, errors))
    finally:
        page.driver.quit()
    print(f"WebKitWebDriver: {page.hiccups} script result(s) it could not parse, asked again")
    check(visits, errors, "WebKit")
