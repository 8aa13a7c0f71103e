"""A guest's device that floods the host (issue 26), in a private network namespace
(e2e/netns.py): its messages are counted before any reaches the host's engine (web/net/
limiter.js), so a flood is paused (read no more for a while, nothing sent back), then dropped if it
goes on, and the host's game goes on; refusals sent back are limited too. The limiter's arithmetic
is checked in the page, on its own clock. Skipped, with the reason, where no namespace can be made.
No time is asserted (scripts/measure_net.py prints the host's click latency during a flood)."""

from __future__ import annotations

import time
from collections.abc import Callable

from harness import SiteServer
from nettable import (
    flood,
    host_table,
    join,
    net,
    play_one,
    play_while,
    prepare,
    received,
    refusals,
    state,
    table,
    wait_for_change,
)
from playwright.sync_api import Page

# What the limiter guarantees (web/net/limiter.js): a guest's device may send 20 messages at once
# and 10 a second after; one that sends more is not read for 5 s, and dropped if it floods again.
# Refusals: 10 at once and 1 a second, whatever the guest sends.
FROM_GUEST = {"burst": 20, "rate": 10, "pauseMs": 5000}
REFUSALS = {"burst": 10, "rate": 1}
PAUSED = "Bo's device sent too many messages: nothing from it is read for 5 seconds."
DROPPED = "Bo's device kept sending too many messages: it is disconnected."

# Each message of a run at the given times (ms) through a fresh Limiter, its verdicts counted.
LIMITER_SCRIPT = """
async (runs) => {
  const { Bucket, FROM_GUEST, Limiter, REFUSALS } = await import("../net/limiter.js");
  const count = (times) => {
    const limiter = new Limiter(FROM_GUEST, 0);
    const verdicts = {};
    for (const at of times) {
      const verdict = limiter.take(at);
      verdicts[verdict] = (verdicts[verdict] || 0) + 1;
    }
    return verdicts;
  };
  const refusals = new Bucket(REFUSALS, 0);
  const sent = [...Array(11).fill(0), 500, 1000, 1000, 3500, 3500, 3500, 3500]
    .map((at) => refusals.take(at));
  return { FROM_GUEST, REFUSALS, sent, runs: Object.fromEntries(
    Object.entries(runs).map(([name, times]) => [name, count(times)])) };
}
"""


def times(count: int, start: float, every: float) -> list[float]:
    return [start + i * every for i in range(count)]


def test_the_limiters_arithmetic(
    make_net_page: Callable[..., Page], net_server: SiteServer
) -> None:
    page = make_net_page(net_server)
    page.goto(net_server.blank_url)  # __e2e__/blank.html: the site one folder up
    runs = {
        # A real guest at its fastest: 20 at once, then 10 a second for 100 s. All read.
        "guest": times(20, 0, 0) + times(1000, 100, 100),
        # 10,000 in one second: 20 read, then paused; the rest skipped unread.
        "flood": times(10_000, 0, 0.1),
        # The same, then a message after the pause: read again (the bucket refilled meanwhile).
        "flood then quiet": [*times(10_000, 0, 0.1), 6000, 6100],
        # 1,000 a second for 10 s: paused at the 21st (20 ms); still flooding when the pause ends
        # (5,020 ms: the messages sent while paused emptied the bucket), dropped; nothing after.
        "flood goes on": times(10_000, 0, 1),
        # 13 1/3 a second: the bucket loses a quarter a message; paused at the 78th (5,775 ms);
        # at the pause's end (10,775 ms) the 145th finds a token (read), the 146th none: dropped.
        "just over": times(600, 0, 75),
    }
    result = page.evaluate(LIMITER_SCRIPT, runs)
    assert result["FROM_GUEST"] == FROM_GUEST and result["REFUSALS"] == REFUSALS
    # 10 at once, none at 0.5 s, the 11th at 1 s, then 2.5 s of refill: 2 more.
    assert result["sent"] == [True] * 10 + [False, False, True, False, True, True, False, False]
    counts = result["runs"]
    assert counts["guest"] == {"read": 1020}
    assert counts["flood"] == {"read": 20, "pause": 1, "skip": 9979}
    assert counts["flood then quiet"] == {"read": 22, "pause": 1, "skip": 9979}
    assert counts["flood goes on"] == {"read": 20, "pause": 1, "drop": 1, "skip": 9978}
    assert counts["just over"] == {"read": 78, "pause": 1, "drop": 1, "skip": 520}


def test_a_flooding_guest_is_paused_then_dropped_and_the_game_goes_on(
    make_net_page: Callable[..., Page], net_server: SiteServer
) -> None:
    host, guest = (prepare(make_net_page(net_server)) for _ in range(2))
    [link] = host_table(host, net_server.base_url, [("person", "Ann"), ("friend", "Bo")], 61)
    join(host, guest, link, 1)
    play_while([guest], lambda: state(host) == "your-turn")  # the guest waiting
    # The host may be first to play: its view of the table reaches the guest a moment after the
    # host's own turn shows (the step the guest's out-of-turn moves name comes from it).
    guest.wait_for_function(
        """() => window.__wire.received.some((text) => {
             const frame = JSON.parse(text);
             return frame.k === "m" && frame.v.type === "view";
           })"""
    )
    started = time.monotonic()
    step = [m for m in received(guest) if m["type"] == "view"][-1]["step"]
    out_of_turn = {"v": 1, "type": "move", "round": 1, "step": step, "move": {"type": "pass"}}
    # 15 refused moves, under the guest's bound: each is read, 10 refusals come back at once.
    flood(guest, out_of_turn, 15)
    guest.wait_for_function(
        "() => window.__wire.received.filter((f) => f.includes('\"refused\"')).length >= 10"
    )
    assert "paused" not in table(host)["log"]
    before = table(host)
    # 10,000: paused after the first few, the rest dropped unread, nothing sent back for them.
    flood(guest, out_of_turn, 10_000)
    host.wait_for_function(
        "line => document.querySelector('#log').textContent.includes(line)", arg=PAUSED
    )
    after = table(host)
    assert after["log"].startswith(PAUSED)
    assert after | {"log": ""} == before | {"log": ""} and state(host) == "your-turn"
    assert net(host) == "connected" and net(guest) == "connected"
    assert play_one(host) is not None  # the game goes on
    wait_for_change(host, after)
    said = refusals(guest)
    elapsed = time.monotonic() - started
    assert 10 <= len(said) <= REFUSALS["burst"] + REFUSALS["rate"] * elapsed, (len(said), elapsed)
    assert set(said) == {"R2.1 it is seat 0's turn, not seat 1's"}
    # It goes on flooding past the pause: dropped; the host offers the seat a new invitation.
    guest.evaluate(
        """text => {
             const channel = window.__wire.channels.at(-1);
             const timer = setInterval(() => {
               if (channel.readyState !== "open") return clearInterval(timer);
               for (let i = 0; i < 100; i++) channel.send(text);
             }, 50);
           }""",
        '{"k":"m","v":"garbage"}',
    )
    host.wait_for_function("() => document.body.dataset.net === 'reconnecting'")
    host.wait_for_function(
        "old => [...document.querySelectorAll('[data-invite-link]')].some((a) => a.href !== old)",
        arg=link,
    )
    log = table(host)["log"]
    assert log.startswith("Bo is disconnected. The game waits") and DROPPED in log
    assert log.count(PAUSED) == 1 and log.count(DROPPED) == 1
    guest.wait_for_function("() => document.body.dataset.net === 'reconnecting'")
