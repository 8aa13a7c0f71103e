"""The peer-to-peer wire's figures (issue 14), on the built site in Chromium, in a private network
namespace of its own (e2e/netns.py: nothing leaves this machine):

    python scripts/measure_net.py [--repeat 3] [--out e2e/artifacts/net.json]

Per try, two fresh browser contexts: the host page makes an offer and its invitation link, the
guest page opens the link and answers, the host accepts the reply, both channels open
(e2e/netwire.py). Figures:

- `link_chars`: the whole relative invitation link `./#join=<code>`; `offer_code_chars`,
  `reply_chars`: the two codes;
- for comparison, the browser's own offer SDP (`offer_sdp_chars`) and that SDP deflate-raw
  compressed, in base64 (`offer_sdp_deflate_base64_chars`);
- in ms: the offer with every candidate (`offer_ms`), the guest's answer on its own clock
  (`answer_ms`), accepting the reply to the channel open (`accept_to_open_ms`), the three added up
  (`wire_ms`: the time the browsers themselves take), and the host's first call to the channel
  open on the host's clock (`host_to_open_ms`: the guest's page opening the link and loading is in
  it, as it would be for a person).
- the whole page flow (e2e/nettable.py), timed from the test's side: `page_host_to_connected_ms`,
  from the host's click on "Make invitations" (its New game dialog filled in, Ann and a friend, Bo)
  to both pages showing `body[data-net="connected"]`, with the guest opening its link and the host
  pasting the reply as fast as the test can; `page_invitations_ms`, that click to the link on
  show; `page_link_chars`, the invitation link the page shows, whole (its address depends on
  where the site is served: here `http://192.0.2.1:<port>/`), and `page_link_fragment_chars`,
  its `#join=<code>` part.
- a flood (issue 26; `floods`, one per try): Ann hosts Bo's device, a game to 61. On the host's
  turn its page presses a playable hand tile and Cancel in turn (`--clicks` times), then places
  the tile (quiet); Bo plays; on the host's next turn Bo's page sends 10,000 moves out of turn
  down its channel as fast as it can (from its next task), and at once the host presses as many
  times again, then places a tile. Timed in the host's page, from the press (the input event's
  own time stamp, so a page too busy to take the click counts) to the ends' buttons on show for
  that tile (`select_ms`: the median and the worst, quiet and during the flood) and, for the
  placement, to the board's new description (`move_ms`: the engine's worker plays it, so a
  flood queued in the worker counts). Also: the flood's frames that reached the host's page, the
  time from the first to the last, how many of the host's presses during the flood (`clicks` +
  2) came before its last frame did; how many `refused` Bo's page received (counted once none
  came for 3 s); whether the host's log says Bo's device was paused or dropped. `--flood-only`
  measures only this.
- with "Connect automatically" on (issue 26; docs/network.md, "Relays"), through a relay of the
  measurement's own in the namespace (e2e/relay.py, a WebTorrent tracker):
  `relay_link_to_connected_ms`, from the guest's page opening the keyed link (the host already
  listening) to both pages showing `body[data-net="connected"]`, the guest tapping "Connect
  automatically" as soon as it shows; no code pasted. The guest's page loading the site is in
  it, as it would be for a person.

Needs root (a network namespace); says why and exits 2 otherwise. ``FIVE_UP_SITE`` measures
another build. No figure is asserted: this prints JSON.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))

from harness import SITE, Guard, wait_for_state_not  # noqa: E402
from netns import NamespaceError, NetNamespace  # noqa: E402
from nettable import flood, host_table, join, play_while, prepare, received, refusals, state  # noqa: E402
from netwire import connect  # noqa: E402
from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402
from relay import OwnRelay, point_at  # noqa: E402

FLOOD = 10_000
# In the host's page: each press on a hand tile or an end, timed from the input event's own time
# stamp to the ends' buttons on show for that tile, or to the board's new description.
LATENCY_SCRIPT = """
() => {
  const rec = (window.__latency = { start: null, done: [], presses: [], frames: [] });
  for (const channel of window.__wire.channels)
    channel.addEventListener("message", (event) => {
      if (String(event.data).includes('"move"')) rec.frames.push(performance.now()); // not pings
    });
  const board = () => document.querySelector("#board").getAttribute("aria-label");
  document.addEventListener("pointerdown", (event) => {
    const target = event.target.closest && event.target.closest("button[data-tile], [data-end]");
    if (!target) return;
    const tile = target.dataset.tile ?? null;
    rec.start = { at: event.timeStamp, tile, board: board() };
    rec.presses.push(event.timeStamp);
  }, true);
  const shown = (start) => start.tile === null
    ? board() !== start.board
    : !document.getElementById("ends").hidden && !!document.querySelector("#ends-list [data-end]")
      && !!document.querySelector(`#hand button[data-tile="${start.tile}"][aria-pressed="true"]`);
  new MutationObserver(() => {
    const start = rec.start;
    if (!start || !shown(start)) return;
    rec.done.push(performance.now() - start.at);
    rec.start = null;
  }).observe(document.body, { subtree: true, childList: true, attributes: true });
}
"""


def one_try(browser: Browser, base_url: str, origin: str) -> dict[str, Any]:
    contexts = [browser.new_context(service_workers="block") for _ in range(2)]
    guards = [Guard(context, origin) for context in contexts]
    host, guest = (context.new_page() for context in contexts)
    try:
        figures = connect(host, guest, base_url).figures()
        wire = figures["offer_ms"] + figures["answer_ms"] + figures["accept_to_open_ms"]
        figures["wire_ms"] = round(wire, 1)
        for page in (host, guest):  # let the pages finish loading before they close
            wait_for_state_not(page, "loading")
        for guard in guards:
            guard.check()
        return figures
    finally:
        for context in contexts:
            context.close()


def friend_table(host: Page, base_url: str) -> None:
    """The host's New game dialog filled in (Ann and a friend, Bo), up to "Make invitations"."""
    host.goto(base_url + "?fast=1")
    host.wait_for_selector('input[name="kind-1"]')
    host.check('input[name="kind-1"][value="friend"]')
    host.fill('input[name="name-1"]', "Bo")


def page_try(browser: Browser, base_url: str, origin: str) -> dict[str, Any]:
    """The page flow: invitations, the link opened, the reply pasted, both connected."""
    contexts = [browser.new_context(service_workers="block") for _ in range(2)]
    guards = [Guard(context, origin) for context in contexts]
    host, guest = (prepare(context.new_page()) for context in contexts)
    try:
        friend_table(host, base_url)
        started = time.perf_counter()
        host.click('[data-action="start-game"]')
        link = host.wait_for_selector("[data-invite-link]").get_attribute("href") or ""
        invited = time.perf_counter()
        join(host, guest, link, 1)
        host.wait_for_function("() => document.body.dataset.net === 'connected'")
        connected = time.perf_counter()
        for guard in guards:
            guard.check()
        return {
            "page_link_chars": len(link),
            "page_link_fragment_chars": len(link[link.index("#") :]),
            "page_invitations_ms": round(1000 * (invited - started), 1),
            "page_host_to_connected_ms": round(1000 * (connected - started), 1),
        }
    finally:
        for context in contexts:
            context.close()


def playable(host: Page) -> bool:
    return state(host) == "your-turn" and bool(
        host.evaluate("() => !!document.querySelector('#hand button[data-tile]:not(:disabled)')")
    )


def timed_press(host: Page, x: float, y: float) -> float:
    """One press at (x, y) in the host's page, and its latency in ms as the page timed it."""
    count: int = host.evaluate("window.__latency.done.length")
    host.mouse.click(x, y)
    done: list[float] = host.evaluate("window.__latency.done")
    if len(done) == count:
        host.wait_for_function("n => window.__latency.done.length > n", arg=count, timeout=300_000)
        done = host.evaluate("window.__latency.done")
    return done[-1]


CENTRE = """b => {
  const r = b.getBoundingClientRect();
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}"""


def selections(host: Page, tile: dict[str, float], clicks: int) -> list[float]:
    """The host presses the tile and Cancel in turn, by the mouse alone (no look at the page in
    between unless the ends are not on show yet): each tile press's latency."""
    times = []
    cancel: dict[str, float] = {}
    for _ in range(clicks):
        times.append(timed_press(host, tile["x"], tile["y"]))
        cancel = cancel or host.eval_on_selector('[data-action="cancel-select"]', CENTRE)
        host.mouse.click(cancel["x"], cancel["y"])
        host.wait_for_function("() => document.getElementById('ends').hidden", timeout=300_000)
    return times


def placement(host: Page, tile: dict[str, float]) -> float:
    """The host presses the tile, then its first end: the placement's latency."""
    timed_press(host, tile["x"], tile["y"])
    end = host.eval_on_selector("#ends-list [data-end]", CENTRE)
    return timed_press(host, end["x"], end["y"])


def flood_try(browser: Browser, base_url: str, origin: str, clicks: int) -> dict[str, Any]:
    """The host's clicks while a guest's page floods it (issue 26)."""
    contexts = [browser.new_context(service_workers="block") for _ in range(2)]
    guards = [Guard(context, origin) for context in contexts]
    host, guest = (prepare(context.new_page()) for context in contexts)
    try:
        [link] = host_table(host, base_url, [("person", "Ann"), ("friend", "Bo")], 61)
        join(host, guest, link, 1)
        play_while([host, guest], lambda: playable(host))
        host.evaluate(LATENCY_SCRIPT)
        box = host.eval_on_selector("#hand button[data-tile]:not(:disabled)", CENTRE)
        quiet = selections(host, box, clicks)
        quiet_move_ms = placement(host, box)
        play_while([host, guest], lambda: playable(host))  # the host's turn again
        box = host.eval_on_selector("#hand button[data-tile]:not(:disabled)", CENTRE)
        view = [m for m in received(guest) if m["type"] == "view"][-1]
        move = {"v": 1, "type": "move", "round": view["round"], "step": view["step"]}
        move["move"] = {"type": "pass"}  # out of turn: the engine refuses each it reads
        mark = host.evaluate(
            "() => { window.__latency.frames = []; return window.__latency.presses.length; }"
        )
        flood(guest, move, FLOOD, later=True)
        flooded = selections(host, box, clicks)
        move_ms = placement(host, box)
        said = settled(guest)
        log: str = host.evaluate("document.querySelector('#log').textContent")
        arrived = host.evaluate(
            """n => {
                 const { frames, presses } = window.__latency;
                 const first = frames[0], last = frames.at(-1);
                 const during = presses.slice(n).filter((p) => p <= last);
                 return { frames: frames.length, span: last - first, during: during.length };
               }""",
            mark,
        )
        for guard in guards:
            guard.check()
        return {
            "flood_messages": FLOOD,
            "quiet_select_median_ms": round(statistics.median(quiet), 1),
            "quiet_select_worst_ms": round(max(quiet), 1),
            "flood_select_median_ms": round(statistics.median(flooded), 1),
            "flood_select_worst_ms": round(max(flooded), 1),
            "quiet_move_ms": round(quiet_move_ms, 1),
            "flood_move_ms": round(move_ms, 1),
            "flood_frames_at_host": arrived["frames"],
            "flood_arrival_span_ms": round(arrived["span"], 1),
            "flood_presses_before_its_last_frame": arrived["during"],
            "guest_refused_received": said,
            "guest_paused": "sent too many messages" in log,
            "guest_dropped": "kept sending too many messages" in log,
        }
    finally:
        for context in contexts:
            context.close()


def relay_try(browser: Browser, base_url: str, origin: str, relay: str) -> dict[str, Any]:
    """The page flow with the relay option on: the link opened, one tap, both connected."""
    contexts = [browser.new_context(service_workers="block") for _ in range(2)]
    guards = [Guard(context, origin) for context in contexts]
    for context in contexts:
        point_at(context, [relay])
    host, guest = (prepare(context.new_page()) for context in contexts)
    try:
        friend_table(host, base_url)
        host.click('[data-action="start-game"]')
        host.check("#net-relay-option")
        keyed = host.wait_for_selector('[data-invite-link][href*="&key="]').get_attribute("href")
        started = time.perf_counter()
        guest.goto(keyed or "")
        guest.click('[data-action="relay-send"]')
        for page in (guest, host):
            page.wait_for_function("() => document.body.dataset.net === 'connected'")
        connected = time.perf_counter()
        for guard in guards:
            guard.check()
        return {"relay_link_to_connected_ms": round(1000 * (connected - started), 1)}
    finally:
        for context in contexts:
            context.close()


def settled(guest: Page) -> int:
    """How many refusals the guest's page received, once none came for 3 s (at most 5 minutes)."""
    last, since = -1, time.perf_counter()
    deadline = since + 300
    while time.perf_counter() < deadline:
        now = len(refusals(guest))
        if now != last:
            last, since = now, time.perf_counter()
        elif time.perf_counter() - since >= 3:
            break
        guest.wait_for_timeout(250)
    return last


def summary(samples: list[dict[str, Any]]) -> dict[str, Any]:
    return {key: statistics.median(sample[key] for sample in samples) for key in samples[0]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--clicks", type=int, default=10, help="host's clicks, quiet and flooded")
    parser.add_argument("--flood-only", action="store_true", help="measure only the flood")
    args = parser.parse_args(argv)
    if not (SITE / "build.json").is_file():
        print(f"measure_net: {SITE} is not built (make site)", file=sys.stderr)
        return 1
    try:
        netns = NetNamespace()
    except NamespaceError as err:
        print(f"measure_net: no private network namespace: {err}", file=sys.stderr)
        return 2
    try:
        server = netns.serve_inside()
        relay = OwnRelay(netns.path, "tracker")
        with sync_playwright() as playwright:
            browser = netns.launch_inside(playwright)
            samples = [
                one_try(browser, server.base_url, server.origin)
                | page_try(browser, server.base_url, server.origin)
                | relay_try(browser, server.base_url, server.origin, relay.url)
                for _ in range(0 if args.flood_only else args.repeat)
            ]
            floods = [
                flood_try(browser, server.base_url, server.origin, args.clicks)
                for _ in range(args.repeat)
            ]
            browser.close()
        relay.stop()
        server.stop()
    finally:
        netns.close()
    result = {
        "median": summary(samples) if samples else {},
        "samples": samples,
        "flood_median": summary(floods),
        "floods": floods,
        "network": "private namespace",
    }
    text = json.dumps(result, indent=1)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n", encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
