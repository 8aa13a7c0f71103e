"""What the end-to-end tests and the load-time measurement share.

- `SiteServer`: Python's http.server over the built site/, on 127.0.0.1 and a free port, in a
  background thread, under "/" or under a sub-path such as "/games/five-up/".
- `launch_chromium`: Debian's Chromium through Playwright (browsers cannot be downloaded here).
- `Guard`: watches one browser context and collects every problem: console errors (page,
  workers and service workers), Content-Security-Policy violations, uncaught page errors, worker
  errors, worker "fatal" messages, HTTP errors, failed requests, and any request to a host other
  than the site's own (which never leaves the browser: `NO_HOSTS`), the service worker's own
  requests included.
- `INIT_SCRIPT`: runs in every page before its own scripts: it wraps `Worker` to report worker
  errors and to keep the worker's loading progress (with the start path of "ready"), its
  snapshot messages and the "record" requests still unanswered (a save is written from the
  answer), records when body's data-state changes, and
  reports every `securitypolicyviolation` as a console error. (The engine's worker and the
  service worker report their own violations the same way: no script can be put into them.)
- What that script kept, read back: `starts` (how the engine started, per load) and
  `snapshot_message` (the worker's word on the snapshot); `WAIT`, the wait for a slow step (a
  whole game loaded, a line played to its end).
- `goto_holding`: a visit with one file held back (a slow download), continued by the test.

The server sends the site's Content-Security-Policy header (`serve.CSP`) with every file of the
site, as `make play` does, so the workers run under the policy too; the harness's own blank page
goes without it.
"""

from __future__ import annotations

import functools
import http.server
import os
import re
import shutil
import sys
import threading
import time
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import playwright as playwright_module
from playwright.sync_api import (
    Browser,
    BrowserContext,
    ConsoleMessage,
    Page,
    Playwright,
    Request,
    Response,
    Route,
    Worker,
)

ROOT = Path(__file__).resolve().parent.parent
# FIVE_UP_SITE serves another build (for trying the harness on a site built elsewhere).
SITE = Path(os.environ.get("FIVE_UP_SITE", ROOT / "site")).resolve()

sys.path.insert(0, str(ROOT / "scripts"))

from serve import CSP, MIME_TYPES, QuietServer  # noqa: E402  (what `make play` serves, shared)

SUBPATH = "/games/five-up/"
# The wait for a slow step in ms: a whole game loaded or replayed, a line played to its end.
WAIT = 60_000
CHROMIUM = "/usr/bin/chromium"
# Chromium's own pages that headless Chromium opens beside every new context (the address bar's
# suggestion popups, `chrome://omnibox-popup.top-chrome/`, its AI Mode one too): none of the
# page's, and about 0.4 s of CPU per context, which every test pays.
UNUSED_FEATURES = ("WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup")


@functools.cache
def _playwright_disabled_features() -> tuple[str, ...]:
    """The features Playwright's launcher turns off (its `disabledFeatures`, read from the
    driver it ships, once per process): Chromium heeds only the last --disable-features switch,
    so a test's own must repeat them or they come back on."""
    bundle = Path(playwright_module.__file__).parent / "driver/package/lib/coreBundle.js"
    source = bundle.read_text("utf-8")
    found = re.search(r"disabledFeatures = \[(.*?)\]", source, re.DOTALL)
    if not found:
        raise RuntimeError(f"Playwright's disabled features are not where they were: {bundle}")
    return tuple(re.findall(r'^\s*"([A-Za-z0-9]+)",?\s*$', found.group(1), re.MULTILINE))


def disable_features(*features: str) -> str:
    """The one --disable-features switch: Playwright's, the unused pages' and `features`."""
    every = [*_playwright_disabled_features(), *UNUSED_FEATURES, *features]
    return "--disable-features=" + ",".join(dict.fromkeys(every))


# Every host name fails to resolve: the tests' pages are served from IP addresses (127.0.0.1, and
# the network namespaces' own), so a request to another host never leaves the browser; the guard
# still sees it and fails the test. (The guard used to route every request through Playwright to
# block them: that paused each of a page's ~150 requests for a round trip to the test and turned
# the HTTP cache off, ~1.2 s of CPU a page start, a quarter of the page tests' CPU.)
# (Host resolver rules apply to addresses too: the loopback and the documentation ranges the network
# namespaces use, e2e/netns.py, are left to themselves.)
LOCAL_ADDRESSES = ("127.0.0.1", "192.0.2.*", "198.51.100.*", "203.0.113.*")
NO_HOSTS = "--host-resolver-rules=MAP * ~NOTFOUND, " + ", ".join(
    f"EXCLUDE {address}" for address in LOCAL_ADDRESSES
)
CHROMIUM_SWITCHES = [
    NO_HOSTS,
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
CHROMIUM_ARGS = [*CHROMIUM_SWITCHES, disable_features()]
# A page of the harness's own, served beside the site (never part of it), for tests that talk to
# the worker directly rather than through the UI.
BLANK_PAGE = "__e2e__/blank.html"
BLANK_HTML = (
    b"<!doctype html><meta charset='utf-8'><title>e2e</title>"
    b"<link rel='icon' href='data:,'><body data-state='blank'>"
)
# Pyodide's own start-up, without the page or the engine (scripts/measure_load.py): a page whose
# module worker only runs loadPyodide() from the site's ./pyodide/ folder.
PYODIDE_PAGE = "__e2e__/pyodide.html"
PYODIDE_HTML = b"""<!doctype html><meta charset='utf-8'><title>pyodide</title>
<link rel='icon' href='data:,'><body data-state='loading'><script type='module'>
const worker = new Worker(new URL("./pyodide-worker.js", import.meta.url), { type: "module" });
worker.onmessage = (event) => {
  window.__pyodide = { ...event.data, at: performance.now() };
  document.body.dataset.state = event.data.error ? "error" : "ready";
};
</script>"""
PYODIDE_WORKER = b"""import { loadPyodide } from "../pyodide/pyodide.mjs";
const started = performance.now();
const base = new URL("../pyodide/", import.meta.url).href;
try {
  const lockFileURL = base + "pyodide-lock.json";
  await loadPyodide({ indexURL: base, packageBaseUrl: base, lockFileURL });
  postMessage({ ms: Math.round(performance.now() - started) });
} catch (err) {
  postMessage({ error: String(err) });
}
"""
HARNESS_FILES = {
    BLANK_PAGE: ("text/html; charset=utf-8", BLANK_HTML),
    PYODIDE_PAGE: ("text/html; charset=utf-8", PYODIDE_HTML),
    "__e2e__/pyodide-worker.js": ("text/javascript", PYODIDE_WORKER),
}


class FileHandler(http.server.SimpleHTTPRequestHandler):
    """http.server's own file handler, with the site mounted at `prefix` and nothing else."""

    prefix = "/"
    hits: list[tuple[str, int]]
    extensions_map = {  # noqa: RUF012 (http.server's own attribute)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **MIME_TYPES,
    }

    def do_GET(self) -> None:
        path = unquote(urlsplit(self.path).path)
        inside = path.startswith(self.prefix)
        own = HARNESS_FILES.get(path.removeprefix(self.prefix)) if inside else None
        if own is not None:
            content_type, body = own
            self.send_response(200)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if path + "/" == self.prefix:
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if not path.startswith(self.prefix):
            self.send_error(404, "outside the site's path")
            return
        super().do_GET()

    def translate_path(self, path: str) -> str:
        path = urlsplit(path).path
        if path.startswith(self.prefix):
            path = "/" + path[len(self.prefix) :]
        return super().translate_path(path)

    def send_response(self, code: int, message: str | None = None) -> None:
        self.hits.append((urlsplit(self.path).path, code))
        super().send_response(code, message)

    def end_headers(self) -> None:
        # The site's files carry its policy; the harness's own pages do not.
        if "/__e2e__/" not in unquote(urlsplit(self.path).path):
            self.send_header("Content-Security-Policy", CSP)
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass  # the hits list keeps what the tests need


class SiteServer:
    """Serves `directory` at http://127.0.0.1:<free port><prefix> until `stop()` (or the end of a
    `with SiteServer() as server:` block)."""

    def __init__(
        self,
        directory: Path = SITE,
        prefix: str = "/",
        handler_class: type[FileHandler] | None = None,
    ) -> None:
        if not prefix.startswith("/") or not prefix.endswith("/"):
            raise ValueError("prefix must start and end with '/'")
        self.hits: list[tuple[str, int]] = []
        base = handler_class or FileHandler
        handler = type("Handler", (base,), {"prefix": prefix, "hits": self.hits})
        factory = functools.partial(handler, directory=str(directory))
        self._server = QuietServer(("127.0.0.1", 0), factory)
        self._server.daemon_threads = True
        host, port = self._server.server_address[:2]
        self.origin = f"http://{host!s}:{port}"
        self.base_url = self.origin + prefix
        self.blank_url = self.base_url + BLANK_PAGE
        self.pyodide_url = self.base_url + PYODIDE_PAGE
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._stopped = False

    def start(self) -> SiteServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving (a test of the offline page stops it midway; once is enough)."""
        if self._stopped:
            return
        self._stopped = True
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()

    def __enter__(self) -> SiteServer:
        return self.start()

    def __exit__(self, *_: object) -> None:
        self.stop()


def find_chromium() -> str:
    """Debian's Chromium; waits a little if apt is still installing it."""
    for _ in range(60):
        if Path(CHROMIUM).exists():
            return CHROMIUM
        found = shutil.which("chromium")
        if found:
            return found
        time.sleep(5)
    raise RuntimeError(f"{CHROMIUM} is missing: `apt-get install -y chromium` (make deps-browser)")


def launch_chromium(playwright: Playwright) -> Browser:
    return playwright.chromium.launch(
        executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True
    )


def launch_chromium_profile(playwright: Playwright, profile: str) -> BrowserContext:
    """Chromium with a profile folder of its own (disk cache and all), as one context."""
    return playwright.chromium.launch_persistent_context(
        profile,
        executable_path=find_chromium(),
        args=CHROMIUM_ARGS,
        headless=True,
        service_workers="block",
    )


INIT_SCRIPT = """
(() => {
  const e2e = (window.__e2e = {
    progress: [], fatal: [], workerErrors: [], states: [], csp: [], snapshots: [],
    records: new Set(), // ids of "record" requests the engine has not answered yet
  });
  document.addEventListener("securitypolicyviolation", (event) => {
    const blocked = event.blockedURI || "inline code";
    const text = `CSP violation: ${event.violatedDirective} blocked ${blocked}` +
      (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : "");
    e2e.csp.push(text);
    console.error(text);
  });
  const Native = window.Worker;
  if (Native) {
    window.Worker = class extends Native {
      constructor(url, options) {
        super(url, options);
        const send = this.postMessage.bind(this);
        this.postMessage = (message, ...rest) => {
          if (message && message.op === "record") e2e.records.add(message.id);
          send(message, ...rest);
        };
        this.addEventListener("error", (event) => {
          const text = `worker error: ${event.message || "the worker could not start"}` +
            (event.filename ? ` (${event.filename}:${event.lineno})` : "");
          e2e.workerErrors.push(text);
          console.error(text);
        });
        this.addEventListener("messageerror", () => {
          e2e.workerErrors.push("worker messageerror");
          console.error("worker messageerror");
        });
        this.addEventListener("message", (event) => {
          const data = event.data;
          if (data && data.id !== undefined) e2e.records.delete(data.id);
          if (data && data.type === "progress") {
            const at = performance.now();
            const { stage, ms, start, snapshot, bytes } = data;
            e2e.progress.push({ stage, ms, start, snapshot, bytes, at });
          } else if (data && data.type === "snapshot") {
            e2e.snapshots.push({ ...data, at: performance.now() });
          } else if (data && data.type === "fatal") {
            e2e.fatal.push(data);
            console.error(`worker fatal (${data.stage}): ${data.message}`);
          }
        });
      }
    };
  }
  let last;
  const record = () => {
    const state = document.body ? document.body.dataset.state : undefined;
    if (state !== last) {
      last = state;
      e2e.states.push({ state, at: performance.now() });
    }
  };
  new MutationObserver(record).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["data-state"],
  });
})();
"""

LOCAL_SCHEMES = ("blob:", "data:", "about:")
# The site's snapshot, and what the worker says when it cancels it (web/worker/snapshot.js).
SNAPSHOT_FILE = "/snapshot/engine.bin.gz"
SNAPSHOT_GIVEN_UP = "the link is too slow for the site's snapshot"


class Guard:
    """Collects every problem one browser context shows; `check()` raises if there was any."""

    def __init__(self, context: BrowserContext, origin: str) -> None:
        self.origin = origin
        self.problems: list[str] = []
        self.foreign: list[str] = []
        self.service_worker_requests: list[str] = []  # every URL a service worker asked for
        self.seen: list[str] = []  # every URL asked for (pages, their workers, service workers)
        # The site's snapshot cancelled by the worker itself when its first bytes come too slowly
        # (web/worker/link.js; on a loaded machine localhost can be that slow): a failed request
        # of it is the worker's choice, not a problem, once the worker has said it gave it up.
        self._snapshot_failures: list[str] = []
        self._snapshot_given_up = False
        self._pages: list[Page] = []
        context.add_init_script(INIT_SCRIPT)
        context.on("page", self.watch)
        for page in context.pages:
            self.watch(page)
        # Service workers are not pages: their console is watched on the context.
        context.on("serviceworker", self._service_worker)
        for worker in context.service_workers:
            self._service_worker(worker)
        # Every request of the context, its pages', their workers' and its service workers' own
        # (Chromium gives those `request.service_worker`), watched once, on the context: a page's
        # listeners too would have each request's events sent to the test twice.
        context.on("request", self._request)
        context.on("response", self._response)
        context.on("requestfailed", self._request_failed)

    def is_local(self, url: str) -> bool:
        if url.startswith(LOCAL_SCHEMES):
            return True
        parts = urlsplit(url)
        return f"{parts.scheme}://{parts.netloc}" == self.origin

    def watch(self, page: Page) -> None:
        if page in self._pages:
            return
        self._pages.append(page)
        page.e2e_guard = self  # type: ignore[attr-defined]
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.add(f"page error: {error}"))
        page.on("worker", self._worker)

    def add(self, problem: str) -> None:
        self.problems.append(problem)

    def take(self) -> list[str]:
        """The problems so far, forgetting them (for tests that cause some on purpose)."""
        self.flush()
        self._settle_snapshot()
        taken, self.problems = self.problems, []
        self.foreign.clear()
        return taken

    def flush(self) -> None:
        """Let events already on their way arrive."""
        for page in self._pages:
            if not page.is_closed():
                page.evaluate("0")

    def check(self) -> None:
        self.flush()
        self._settle_snapshot()
        if self.problems:
            unique = list(dict.fromkeys(self.problems))
            raise AssertionError("the browser reported problems:\n  " + "\n  ".join(unique))

    def _console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            location = message.location.get("url", "")
            self.add(f"console error: {message.text}" + (f" ({location})" if location else ""))

    def _settle_snapshot(self) -> None:
        """A failed request of the site's snapshot is a problem unless the worker gave it up."""
        if not self._snapshot_given_up:
            self.problems += self._snapshot_failures
        self._snapshot_failures = []

    def _worker(self, worker: Worker) -> None:
        def console(message: ConsoleMessage) -> None:
            if message.type == "error":
                self.add(f"worker console error: {message.text} ({worker.url})")
            elif SNAPSHOT_GIVEN_UP in message.text:
                self._snapshot_given_up = True

        worker.on("console", console)

    def _service_worker(self, worker: Worker) -> None:
        def console(message: ConsoleMessage) -> None:
            if message.type == "error":
                self.add(f"service worker console error: {message.text} ({worker.url})")

        worker.on("console", console)

    def _request(self, request: Request) -> None:
        if request.service_worker is not None:
            self.service_worker_requests.append(request.url)
        self.seen.append(request.url)
        if not self.is_local(request.url):
            self.foreign.append(request.url)
            self.add(f"request to another host: {request.method} {request.url}")

    def _response(self, response: Response) -> None:
        if response.status >= 400:
            self.add(f"HTTP {response.status}: {response.url}")

    def _request_failed(self, request: Request) -> None:
        if not self.is_local(request.url):
            return
        problem = f"request failed: {request.url} ({request.failure})"
        aborted = "ERR_ABORTED" in (request.failure or "")
        if aborted and urlsplit(request.url).path.endswith(SNAPSHOT_FILE):
            self._snapshot_failures.append(problem)
        else:
            self.add(problem)


def page_guard(page: Page) -> Guard:
    """The guard watching this page."""
    guard: Guard = page.e2e_guard  # type: ignore[attr-defined]
    return guard


def wait_for_state(page: Page, state: str, timeout: float = 120_000) -> None:
    """Wait until document.body.dataset.state equals `state`."""
    page.wait_for_function(
        "s => document.body && document.body.dataset.state === s", arg=state, timeout=timeout
    )


def goto_holding(page: Page, url: str, pattern: str) -> Route:
    """Go to `url` with the first request for `pattern` (a glob) held back: the held route, which
    the caller continues; the page waits on it until then."""
    held: list[Route] = []
    page.route(pattern, lambda route: held.append(route))
    page.goto(url)
    for _ in range(600):
        if held:
            return held[0]
        page.wait_for_timeout(50)
    raise AssertionError(f"{pattern} was never asked for")


def wait_for_state_not(page: Page, state: str, timeout: float = 120_000) -> str:
    """Wait until document.body.dataset.state is set and differs from `state`; return it."""
    page.wait_for_function(
        "s => document.body && document.body.dataset.state !== undefined"
        " && document.body.dataset.state !== s",
        arg=state,
        timeout=timeout,
    )
    value: str = page.evaluate("document.body.dataset.state")
    return value


# In-page client for tests that talk to the worker without the UI: window.__engine.
ENGINE_CLIENT = """
(workerUrl) => {
  const worker = new Worker(workerUrl, { type: "module" });
  const pending = new Map();
  const log = [];
  let nextId = 1;
  let readyResolve, readyReject;
  const ready = new Promise((res, rej) => { readyResolve = res; readyReject = rej; });
  ready.catch(() => {}); // a failed start is seen as a "fatal" message (and by the guard)
  worker.addEventListener("message", (event) => {
    const msg = event.data;
    log.push(msg);
    if (msg && msg.type === "progress") { if (msg.stage === "ready") readyResolve(msg); return; }
    if (msg && msg.type === "fatal") { readyReject(new Error(msg.message)); return; }
    const entry = pending.get(msg.id);
    if (entry) { pending.delete(msg.id); entry(msg); }
  });
  const send = (op, args = {}) => {
    const id = nextId++;
    const answer = new Promise((resolve) => pending.set(id, resolve));
    worker.postMessage({ id, op, args });
    return answer;
  };
  window.__engine = { worker, ready, log, send };
}
"""


def start_engine(page: Page, worker_url: str) -> None:
    """Start the worker from the current page as window.__engine (see ENGINE_CLIENT)."""
    page.evaluate(ENGINE_CLIENT, worker_url)


def engine_call(page: Page, op: str, args: dict[str, Any] | None = None) -> Any:
    """Send one request through window.__engine and return the whole answer."""
    return page.evaluate("([op, args]) => window.__engine.send(op, args)", [op, args or {}])


def starts(page: Page) -> list[str]:
    """How the engine started, for each "ready" this page saw (one per load): "normal", or the
    snapshot it started from, "stored" or "site"."""
    progress: list[dict[str, Any]] = page.evaluate("window.__e2e.progress")
    ready = [p for p in progress if p["stage"] == "ready"]
    return [p["snapshot"] if p["start"] == "snapshot" else p["start"] for p in ready]


def snapshot_message(page: Page) -> dict[str, Any]:
    """The worker's word on the snapshot after a normal start (it waits for a quiet moment)."""
    page.wait_for_function("() => window.__e2e.snapshots.length > 0", timeout=120_000)
    message: dict[str, Any] = page.evaluate("window.__e2e.snapshots[0]")
    return message
