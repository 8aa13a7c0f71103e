"""Playing a table over the network by its controls (issue 14), for e2e/test_net_table.py.

The host opens the New game dialog, makes some seats friends' ("Friend's device"), and gets one
invitation link per friend (`[data-invite-link]`); each guest page opens its link, shows its reply
code (`[data-reply-code]`), and the host pastes it (`textarea[name="reply"]`, `[data-action=
"accept-reply"]`). Every page records each frame its data channels receive (`WIRE_SCRIPT`, before
the page's own scripts), so a test can read exactly what a guest was sent, and send a forged frame
down the guest's own channel as if the guest's page had.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from typing import Any

from playwright.sync_api import Page

TILE = re.compile(r"\[[0-6]\|[0-6]\]")
STEP_TIMEOUT = 60_000

# Runs before the page's scripts: every data channel the page makes is kept, with every frame it
# receives, and every body state the page goes through is counted.
WIRE_SCRIPT = """
(() => {
  const wire = (window.__wire = { channels: [], received: [], states: [] });
  const make = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = make.apply(this, args);
    wire.channels.push(channel);
    channel.addEventListener("message", (event) =>
      wire.received.push(typeof event.data === "string" ? event.data : "[binary]"));
    return channel;
  };
  new MutationObserver(() => {
    const state = document.body && document.body.dataset.state;
    if (state && wire.states[wire.states.length - 1] !== state) wire.states.push(state);
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-state"] });
})();
"""

MOVE_SCRIPT = """
async () => {
  const live = (s) => {
    const b = document.querySelector(s);
    return !!b && !b.disabled && b.checkVisibility() && b;
  };
  for (const action of ["draw", "pass"]) {
    const b = live(`[data-action="${action}"]`);
    if (b) { b.click(); return action; }
  }
  const tile = [...document.querySelectorAll("button[data-tile]")].find((b) => !b.disabled);
  if (!tile) return null;
  tile.click();
  for (let i = 0; i < 100 && !document.querySelector("[data-end]"); i++)
    await new Promise((r) => setTimeout(r, 20));
  const end = document.querySelector("[data-end]");
  if (!end) return null;
  end.click();
  return `${tile.dataset.tile} ${end.dataset.end}`;
}
"""


def prepare(page: Page) -> Page:
    page.context.add_init_script(WIRE_SCRIPT)
    return page


def state(page: Page) -> str:
    value: str = page.evaluate("document.body.dataset.state")
    return value


def net(page: Page) -> str | None:
    value: str | None = page.evaluate("document.body.dataset.net ?? null")
    return value


def host_table(
    host: Page,
    base_url: str,
    seats: Sequence[tuple[str, str]],
    target: int,
    preset: str | None = None,
) -> list[str]:
    """Open the host's page and make invitations for `seats` ([(kind, name)], kind "person",
    "friend" or "computer"), to `target` (display points) in the game `preset` (None: the
    dialog's first, Five Up); returns the friends' invitation links, in seat order."""
    host.goto(base_url + "?fast=1")
    host.wait_for_selector('body[data-state="new-game"]')
    host.wait_for_selector('input[name="kind-1"]')
    if preset is not None:
        host.check(f'input[name="preset"][value="{preset}"]')
        host.wait_for_selector(f'#newgame-rules[data-preset="{preset}"]', state="attached")
    host.check(f'input[name="players"][value="{len(seats)}"]')
    for seat, (kind, name) in enumerate(seats):
        host.check(f'input[name="kind-{seat}"][value="{kind}"]')
        if kind != "computer":
            host.fill(f'input[name="name-{seat}"]', name)
    host.check(f'input[name="target"][value="{target}"]')
    host.click('[data-action="start-game"]')
    friends = sum(kind == "friend" for kind, _ in seats)
    host.wait_for_function(
        "n => document.querySelectorAll('[data-invite-link]').length === n", arg=friends
    )
    links: list[str] = host.eval_on_selector_all(
        "[data-invite-link]", "links => links.map((a) => a.href)"
    )
    return links


def join(host: Page, guest: Page, link: str, seat: int) -> str:
    """The guest opens its link; the host pastes the guest's reply code: both connected."""
    guest.goto(link)
    reply = guest.wait_for_selector("[data-reply-code]").text_content() or ""
    host.fill(f'textarea[name="reply"][data-seat="{seat}"]', reply)
    host.click(f'[data-action="accept-reply"][data-seat="{seat}"]')
    guest.wait_for_function("() => document.body.dataset.net === 'connected'")
    return reply


def states_seen(page: Page) -> int:
    count: int = page.evaluate("window.__wire.states.length")
    return count


def play_one(page: Page) -> str | None:
    """The person at this page makes one move by clicking (Draw, Pass, or the first playable
    tile on its first end); waits until the page has taken it."""
    mark = states_seen(page)
    made: str | None = page.evaluate(MOVE_SCRIPT)
    if made is not None:
        page.wait_for_function(
            "mark => window.__wire.states.slice(mark).some((s) => s !== 'your-turn')"
            " || document.body.dataset.state !== 'your-turn'",
            arg=mark,
            timeout=STEP_TIMEOUT,
        )
    return made


def play_while(
    pages: Sequence[Page], until: Callable[[], bool], limit: int = 400, host: Page | None = None
) -> None:
    """Every page's person plays when it is their turn, until `until()` holds (checked before
    each turn), waiting 50 ms between looks; fails after `limit` looks. With `host`, a round that
    ends first is followed by the next (the deal decides how long a round lasts)."""
    for _ in range(limit):
        if until():
            return
        if host is not None and state(host) == "round-over":
            host.click('[data-action="next-round"]')
            host.wait_for_function("() => document.body.dataset.state !== 'round-over'")
            continue
        for page in pages:
            # Looked at again before each page's turn: one page's move can bring the turn `until`
            # waits for to the next page, which must not play it.
            if until():
                return
            if state(page) == "your-turn":
                play_one(page)
        pages[0].wait_for_timeout(50)
    raise AssertionError(f"still not there after {limit} looks: {[state(p) for p in pages]}")


def play_until(pages: Sequence[Page], host: Page, done: str, limit: int = 600) -> int:
    """Every page's person plays when it is their turn; the host deals each next round; until the
    host's page is in state `done` ("game-over", or "round-over" for one round). Returns the
    moves made by clicking."""
    moves = 0
    for _ in range(limit * 10):
        if state(host) == done:
            return moves
        if state(host) == "round-over" and done != "round-over":
            host.click('[data-action="next-round"]')
            host.wait_for_function("() => document.body.dataset.state !== 'round-over'")
            continue
        acted = False
        for page in pages:
            if state(page) == "your-turn" and play_one(page) is not None:
                moves += 1
                acted = True
        if not acted:
            host.wait_for_timeout(50)
        assert "error" not in {state(p) for p in pages}, [p.url for p in pages]
    raise AssertionError(f"no {done} after {moves} moves")


def received(page: Page) -> list[dict[str, Any]]:
    """Every message the page's channels received (the frames' values)."""
    frames: list[str] = page.evaluate("window.__wire.received")
    values = []
    for text in frames:
        frame = json.loads(text)
        if frame.get("k") == "m":
            values.append(frame["v"])
    return values


def visible_tiles(view: dict[str, Any]) -> set[str]:
    """What a seat may see (R1.4): its hand, the board, every hand once the round is over."""
    seen = set(view["hand"]) | set(view["board"]["tiles"])
    if view["round_over"]:
        seen |= {tile for hand in view["revealed_hands"] for tile in hand}
    return seen


def forge(page: Page, value: object) -> None:
    """A frame sent down the guest page's own channel, as if its page had sent it."""
    page.evaluate(
        "value => window.__wire.channels[window.__wire.channels.length - 1].send(value)",
        json.dumps({"k": "m", "v": value}),
    )


# `count` copies of one frame down the guest page's own channel, as fast as the page can send them;
# at once, or from the page's next task (`later`: the call returns before the first is sent).
FLOOD_SCRIPT = """
([text, count, later]) => {
  const channel = window.__wire.channels[window.__wire.channels.length - 1];
  const send = () => { for (let i = 0; i < count; i++) channel.send(text); };
  if (later) setTimeout(send, 0);
  else send();
}
"""


def flood(page: Page, value: object, count: int, *, later: bool = False) -> None:
    """`count` copies of a message sent down the guest page's own channel (as `forge`)."""
    page.evaluate(FLOOD_SCRIPT, [json.dumps({"k": "m", "v": value}), count, later])


def refusals(page: Page) -> list[str]:
    """The reasons of every `refused` the guest's page was sent."""
    return [m["message"] for m in received(page) if m.get("type") == "refused"]


# The table as a page shows it: the board in words, the round's log, the hand, the scores.
TABLE_SCRIPT = """
() => ({
  board: document.querySelector("#board").getAttribute("aria-label"),
  log: document.querySelector("#log").textContent,
  hand: [...document.querySelectorAll("button[data-tile]")].map((b) => b.dataset.tile),
  scores: [...document.querySelectorAll("[data-score-side]")].map((e) => e.textContent),
})
"""


def table(page: Page) -> dict[str, Any]:
    value: dict[str, Any] = page.evaluate(TABLE_SCRIPT)
    return value


def wait_for_change(page: Page, before: dict[str, Any]) -> None:
    page.wait_for_function(
        f"before => JSON.stringify(({TABLE_SCRIPT})()) !== before",
        arg=json.dumps(before, separators=(",", ":"), ensure_ascii=False),
        timeout=STEP_TIMEOUT,
    )
