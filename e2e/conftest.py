"""Fixtures for the end-to-end tests: the built site served locally, Debian's Chromium, and pages
whose every problem fails the test.

- `server` / `subpath_server`: the site at http://127.0.0.1:<port>/ and at .../games/five-up/.
- `page` / `subpath_page`: a page in a fresh browser context on that server. The test FAILS if the
  page or any of its workers logs a console error, throws an uncaught error, posts a worker
  "fatal", gets an HTTP error, or asks any host other than the local server for anything (no
  host name resolves in the tests' browser: harness.NO_HOSTS). `guard` (or `page_guard(page)`)
  holds what was seen; a test that causes problems on purpose takes them with `guard.take()`.
- `make_page(server)`: the same for any server, for tests that need several pages. Service workers
  are blocked unless `service_workers=True` (the offline tests); every request is watched (the
  service worker's own too) and any to another host fails the test.
- `netns`, `net_server`, `net_browser`, `make_net_page()`: the same inside a private network
  namespace of the test's own (e2e/netns.py), for the peer-to-peer tests; skipped, with the reason,
  where no namespace can be made.
The site must be built first (`make site`; `make test-e2e` does it).
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from typing import Protocol

import pytest
from harness import SITE, SUBPATH, Guard, SiteServer, launch_chromium, page_guard
from netns import NamespaceError, NetNamespace
from playwright.sync_api import Browser, Page, Playwright, sync_playwright

GUARDS = pytest.StashKey[list[Guard]]()


@pytest.fixture(scope="session")
def site() -> str:
    if not (SITE / "build.json").is_file():
        pytest.fail(f"{SITE} is not built: run `make site` first")
    return str(SITE)


@pytest.fixture(scope="session")
def server(site: str) -> Iterator[SiteServer]:
    running = SiteServer(prefix="/").start()
    yield running
    running.stop()


@pytest.fixture(scope="session")
def subpath_server(site: str) -> Iterator[SiteServer]:
    running = SiteServer(prefix=SUBPATH).start()
    yield running
    running.stop()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    launched = launch_chromium(playwright)
    yield launched
    launched.close()


class PageMaker(Protocol):
    def __call__(self, on: SiteServer, *, service_workers: bool = False) -> Page: ...


@pytest.fixture
def make_page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[PageMaker]:
    """Open a page in a fresh context, guarded, for the given server."""
    yield from _page_maker(browser, request)


def _page_maker(browser: Browser, request: pytest.FixtureRequest) -> Iterator[PageMaker]:
    guards = request.node.stash.setdefault(GUARDS, [])
    contexts = []

    def make(on: SiteServer, *, service_workers: bool = False) -> Page:
        context = browser.new_context(service_workers="allow" if service_workers else "block")
        contexts.append(context)
        guard = Guard(context, on.origin)
        guards.append(guard)
        page = context.new_page()
        page.set_default_timeout(120_000)
        guard.watch(page)
        return page

    yield make
    for context in contexts:
        context.close()


@pytest.fixture(scope="module")
def netns() -> Iterator[NetNamespace]:
    """A private network namespace (loopback and a veth pair), or the test is skipped."""
    try:
        made = NetNamespace()
    except NamespaceError as err:
        pytest.skip(f"no private network namespace for the network tests: {err}")
    yield made
    made.close()


@pytest.fixture(scope="module")
def net_server(site: str, netns: NetNamespace) -> Iterator[SiteServer]:
    try:
        running = netns.serve_inside()
    except NamespaceError as err:
        pytest.skip(f"cannot serve inside the private network namespace: {err}")
    yield running
    running.stop()


@pytest.fixture(scope="module")
def net_browser(playwright: Playwright, netns: NetNamespace) -> Iterator[Browser]:
    launched = netns.launch_inside(playwright)
    yield launched
    launched.close()


@pytest.fixture
def make_net_page(net_browser: Browser, request: pytest.FixtureRequest) -> Iterator[PageMaker]:
    """Open a page in a fresh context of the namespace's Chromium, guarded (see make_page)."""
    yield from _page_maker(net_browser, request)


@pytest.fixture
def page(make_page: PageMaker, server: SiteServer) -> Page:
    return make_page(server)


@pytest.fixture
def subpath_page(make_page: PageMaker, subpath_server: SiteServer) -> Page:
    return make_page(subpath_server)


@pytest.fixture
def guard(page: Page) -> Guard:
    return page_guard(page)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, object, object]:
    """Fail the test itself (not its teardown) on anything its pages' guards saw."""
    guards = item.stash.get(GUARDS, [])
    try:
        result = yield
    except BaseException as err:
        seen = [problem for guard in guards for problem in guard.problems]
        if seen:
            err.add_note("the browser also reported:\n  " + "\n  ".join(dict.fromkeys(seen)))
        raise
    for guard in guards:
        guard.check()
    return result


# The files whose tests take longest in all (`pytest e2e --durations=0`, summed per file on the
# 2-core machine; the first seven by the clean-clone run of 2026-12-07, whose single tests of
# 76-268 s had ended the run when their files started late), longest first. The workers take files
# in collection order (the Makefile passes --no-loadscope-reorder: xdist would otherwise start with
# the files of most tests, which are short), so the run ends on short files: a long one never
# starts last, one worker running it while the others have nothing left to do.
LONGEST_FIRST = (
    "test_net_table.py",
    "test_daily.py",
    "test_phone_table.py",
    "test_challenge_trip.py",
    "test_axe.py",
    "test_phone_game.py",
    "test_curtain_crawl.py",
    "test_phone_board.py",
    "test_build.py",
    "test_saves.py",
    "test_history.py",
    "test_pass_and_play.py",
    "test_net_wire.py",
    "test_boot.py",
    "test_snapshot.py",
    "test_pace.py",
    "test_stats_people.py",
    "test_play.py",
    "test_stats.py",
    "test_access.py",
    "test_aids.py",
    "test_viewport.py",
    "test_offline.py",
    "test_languages.py",
    "test_rule_sets_phone.py",
    "test_seat_records.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))  # stable: each file's order
