"""What the offline, saved-game and statistics tests share: the service worker's state, the saved
game in localStorage, and playing on from a position the page resumed.

- `wait_for_service_worker(page)`: the page's service worker is activated (so every file of the
  site is in its cache); returns the registration's scope.
- `controller_version(page)`: the precache version of the service worker controlling the page.
- `precache()`: the built site's precache.json.
- `storage(page, key)` / `saved_game(page)`: localStorage as the page left it.
- `open_page(page, url)` / `reload(page)`: navigate and wait until the page has settled
  (your-turn, round-over, game-over, new-game or error).
- `play_on(table, snap, replay, ...)`: the person's policy on the page with the replay following,
  every turn checked as `tabletop.check_turn` does, for games that did not start from `?seed`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from harness import SITE, SiteServer
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page
from tabletop import SETTLED, Replay, Snapshot, Table, check_turn

SAVE_KEY = "five-up:save"
REJECTED_PREFIX = "five-up:save:rejected:"
STATS_KEY = "five-up:stats"
# Statistics as an earlier visit left them: a test that must not change them compares with this.
EARLIER_STATS = json.dumps(
    {
        "schema": 1,
        "games": {"2p:easy": {"played": 4, "won": 3}},
        "best_score": 63,
        "streak": 2,
        "best_streak": 3,
        "undos": 1,
        "undo_game": "earlier",
        "undo_game_count": 1,
        "counted": ["earlier"],
    }
)

SW_ACTIVATED = """
async () => {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (worker.state !== "activated") {
    await new Promise((resolve) => worker.addEventListener("statechange", () => {
      if (worker.state === "activated") resolve();
    }));
  }
  return registration.scope;
}
"""

SW_VERSION = """
() => new Promise((resolve) => {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return resolve(null);
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => resolve(event.data.version);
  worker.postMessage({ type: "version" }, [channel.port2]);
})
"""


def precache() -> dict[str, Any]:
    listing: dict[str, Any] = json.loads((SITE / "precache.json").read_text(encoding="utf-8"))
    return listing


def wait_for_service_worker(page: Page) -> str:
    scope: str = page.evaluate(SW_ACTIVATED)
    return scope


def controller_version(page: Page) -> str | None:
    version: str | None = page.evaluate(SW_VERSION)
    return version


def storage(page: Page, key: str) -> str | None:
    value: str | None = page.evaluate("(key) => localStorage.getItem(key)", key)
    return value


def storage_keys(page: Page, prefix: str = "") -> list[str]:
    keys: list[str] = page.evaluate(
        "(prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).sort()", prefix
    )
    return keys


def saved_game(page: Page) -> dict[str, Any]:
    """The save as it stands once the page has written the state it shows.

    The save's record comes from the engine's answer to "record", after the state is shown; its
    log is refreshed at once, so a matching log alone may still sit beside the older record."""
    page.wait_for_function(
        """(key) => {
             if (window.__e2e.records.size > 0) return false;
             const save = JSON.parse(localStorage.getItem(key) || "null");
             return save && save.log.length === document.querySelectorAll("#log li").length;
           }""",
        arg=SAVE_KEY,
    )
    text = storage(page, SAVE_KEY)
    assert text is not None
    save: dict[str, Any] = json.loads(text)
    return save


def settle(page: Page) -> str:
    """Wait until the page has settled after a navigation; return its state."""
    for _ in range(3):
        try:
            page.wait_for_function(
                "settled => settled.includes(document.body && document.body.dataset.state)",
                arg=list(SETTLED),
            )
            state: str = page.evaluate("document.body.dataset.state")
            return state
        except PlaywrightError as err:
            # A navigation that a new service worker restarts destroys the context once.
            if "context was destroyed" not in str(err) and "navigation" not in str(err):
                raise AssertionError(f"the page did not settle: {where(page)}") from err
    raise AssertionError("the page kept navigating")


def where(page: Page) -> str:
    """Where a page that did not settle stands: its address, state, status line and prompt, the
    engine's last loading stage (empty: the page's script never got that far), its release and
    whether it is controlled by a service worker."""
    try:
        found: str = page.evaluate(
            """() => JSON.stringify({
                 url: location.href, state: document.body && document.body.dataset.state,
                 ready: document.readyState, status: document.querySelector("[role=status]")
                   ?.textContent, prompt: document.getElementById("hint")?.textContent,
                 stage: document.getElementById("loading-stage")?.textContent,
                 release: document.body && document.body.dataset.release,
                 controller: Boolean(navigator.serviceWorker?.controller)})"""
        )
    except PlaywrightError as err:
        return f"(cannot tell: {err})"
    return found


def open_page(page: Page, url: str) -> str:
    page.goto(url)
    return settle(page)


def reload(page: Page) -> str:
    page.reload()
    return settle(page)


def play_on(
    table: Table,
    snap: Snapshot,
    replay: Replay,
    *,
    turns: int | None = None,
    stop: Callable[[Snapshot], bool] | None = None,
) -> Snapshot:
    """The person's moves (checked against the replay) until the round is over, `turns` moves
    are made, or `stop(snapshot)`."""
    made = 0
    while snap.state == "your-turn":
        if (turns is not None and made >= turns) or (stop is not None and stop(snap)):
            break
        check_turn(snap, replay.view)

        def check_ends(tile: str, ends: list[str]) -> None:
            legal = replay.legal_ends(tile)
            assert sorted(ends) == sorted(legal), f"{tile}: ends offered {ends}, legal {legal}"

        move, snap = table.play_turn(snap, check_ends)
        replay.play(move)
        made += 1
    return snap


def served_paths(server: SiteServer, since: int = 0) -> set[str]:
    return {path for path, _ in server.hits[since:]}
