"""A guest's device that floods the host (issue 26), in a private network namespace
(e2e/netns.py): its messages are counted before any reaches the host's engine (web/net/
limiter.js), so a flood is paused (read no more for a while, nothing sent back), then dropped if it
goes on, and the host's game goes on; refusals sent back are limited too. The limiter's arithmetic
needs no browser (tests/js/limiter.test.js). Skipped, with the reason, where no namespace can be
made. No time is asserted (scripts/measure_net.py prints the host's click latency in a flood)."""

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
REFUSALS = {"burst": 10, "rate": 1}
PAUSED = "Bo's device sent too many messages: nothing from it is read for 5 seconds."
DROPPED = "Bo's device kept sending too many messages: it is disconnected."


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
