"""The relay option, "Connect automatically" (issue 26; docs/network.md, "Relays"): the guest's
reply travels to the host through relays, sealed with the key only the invitation link carries,
in one tap. The relays are the test's own (e2e/relay.py) inside its private network namespace:
each page is given their list in place of web/net/relays.js, and their addresses in its
Content-Security-Policy, by routing (the page holds no test hook). One relay is down, one sends
garbage, one is a tracker that replays every old message to each newcomer. With the option off
(the default) no page asks anything of any relay. Skipped, with the reason, where no namespace
can be made."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from urllib.parse import urlsplit

import pytest
from harness import SiteServer, page_guard
from netns import NetNamespace
from nettable import host_table, join, prepare
from playwright.sync_api import Page
from relay import OwnRelay, down_url, point_at

KEY_IN_LINK = re.compile(r"#join=[A-Za-z0-9_-]+&key=[A-Za-z0-9_-]{22}$")


class Relays:
    """The test's relays, in the order the page is given them."""

    def __init__(self, netns: NetNamespace) -> None:
        self.garbage = OwnRelay(netns.path, "garbage")
        self.good = OwnRelay(netns.path, "replay")
        self.down = down_url()
        self.urls = [self.down, self.garbage.url, self.good.url]

    def connections(self) -> int:
        return self.garbage.connections + self.good.connections

    def stop(self) -> None:
        self.garbage.stop()
        self.good.stop()


@pytest.fixture(scope="module")
def relays(netns: NetNamespace) -> Iterator[Relays]:
    made = Relays(netns)
    yield made
    made.stop()


def sockets(page: Page) -> list[str]:
    """Every WebSocket the page opens, by URL, from now on."""
    opened: list[str] = []
    page.on("websocket", lambda socket: opened.append(socket.url))
    return opened


@pytest.fixture
def device(
    make_net_page: Callable[..., Page], net_server: SiteServer, relays: Relays
) -> Callable[[], Page]:
    def make() -> Page:
        page = prepare(make_net_page(net_server))
        point_at(page.context, relays.urls)
        return page

    return make


def connected(*pages: Page) -> None:
    for page in pages:
        page.wait_for_function("() => document.body.dataset.net === 'connected'")


def take_down_relay_errors(page: Page, relays: Relays) -> None:
    """Chromium says on the console that the relay that is down could not be reached; that is
    the only problem the page may show."""
    problems = page_guard(page).take()
    assert all(relay_down(p, relays) for p in problems), "\n".join(problems)


def relay_down(problem: str, relays: Relays) -> bool:
    """Whether a problem the browser reported is the relay that is down, unreachable."""
    return "WebSocket" in problem and urlsplit(relays.down).netloc in problem


def test_one_tap_connects_through_the_relay_that_works_a_replay_changes_nothing_a_reload_rejoins(
    device: Callable[[], Page], net_server: SiteServer, relays: Relays
) -> None:
    host, guest = device(), device()
    [link] = host_table(host, net_server.base_url, [("person", "Ann"), ("friend", "Bo")], 61)
    assert "&key=" not in link  # off by default
    host.check("#net-relay-option")  # "Connect automatically": the link is made again, keyed
    host.wait_for_function(
        "() => document.querySelector('[data-invite-link]')?.href.includes('&key=')"
    )
    [keyed] = host.eval_on_selector_all("[data-invite-link]", "links => links.map((a) => a.href)")
    assert KEY_IN_LINK.search(keyed) and keyed.startswith(link + "&key=")
    assert host.evaluate("localStorage.getItem('five-up:relay')") == "on"
    assert "not what is sent" in (host.text_content(".net-relay-note") or "")
    relays_line = host.text_content(".net-relay-hosts") or ""  # named apart from the option's words
    assert urlsplit(relays.good.url).netloc in relays_line

    opened = time.monotonic()
    guest.goto(keyed)
    guest.wait_for_selector("[data-reply-code]")  # the code is there too, as the fall-back
    guest.click('[data-action="relay-send"]')
    connected(host, guest)
    figure = {"relay_link_to_connected_ms": round((time.monotonic() - opened) * 1000)}
    print(json.dumps(figure))  # a benchmark figure (scripts/measure_net.py measures it too)
    assert host.input_value('textarea[name="reply"][data-seat="1"]') == ""  # nothing pasted
    assert relays.garbage.sent  # the garbage was sent, and read as nothing
    for page in (host, guest):
        take_down_relay_errors(page, relays)

    # The guest's device drops; the host's new invitation for the seat keeps the seat's key, so
    # the replaying relay gives the host's new listener the old reply: it names the old
    # invitation and is refused without spending the new one.
    sent_before = len(relays.good.sent)
    context = guest.context
    guest.close()
    host.wait_for_function("() => document.body.dataset.net === 'reconnecting'")
    host.wait_for_function(
        "old => [...document.querySelectorAll('[data-invite-link]')].some((a) => a.href !== old)",
        arg=keyed,
    )
    [rejoin] = host.eval_on_selector_all("[data-invite-link]", "links => links.map((a) => a.href)")
    assert rejoin.split("&key=")[1] == keyed.split("&key=")[1]
    old_offers = [text for text in relays.good.sent[:sent_before] if '"offer"' in text]
    assert old_offers
    for _ in range(200):
        if any(text in old_offers for text in relays.good.sent[sent_before:]):
            break
        host.wait_for_timeout(50)
    assert any(text in old_offers for text in relays.good.sent[sent_before:]), "no replay sent"
    host.wait_for_function("() => document.body.dataset.net === 'reconnecting'")
    assert not host.is_visible(".net-seat .net-error")
    back = prepare(context.new_page())
    back.goto(rejoin)
    back.click('[data-action="relay-send"]')
    connected(host, back)

    # The guest reloads: its address still holds the invitation it answered. Its one tap sends a
    # reply naming that old invitation; the host sends its current one through the relay, and
    # the page answers it by itself: back at the table, nothing pasted.
    back.reload()
    # A download the page had under way (the QR library, on a loaded machine) is cut by the reload
    # itself (net::ERR_ABORTED): the test's doing, not the page's; nothing else is let pass.
    cut = [p for p in page_guard(back).take() if not relay_down(p, relays)]
    aborted = "(net::ERR_ABORTED)"
    assert all(p.startswith("request failed:") and p.endswith(aborted) for p in cut), cut
    host.wait_for_function(
        "old => [...document.querySelectorAll('[data-invite-link]')].some((a) => a.href !== old)",
        arg=rejoin,
    )
    [fresh] = host.eval_on_selector_all("[data-invite-link]", "links => links.map((a) => a.href)")
    back.click('[data-action="relay-send"]')
    connected(host, back)
    assert back.url == fresh  # a reload now opens the invitation it answered last
    assert host.input_value('textarea[name="reply"][data-seat="1"]') == ""
    take_down_relay_errors(host, relays)
    take_down_relay_errors(back, relays)


def test_with_the_option_off_no_page_asks_any_relay(
    device: Callable[[], Page], net_server: SiteServer, relays: Relays
) -> None:
    host, guest = device(), device()
    seen = [sockets(host), sockets(guest)]
    before = relays.connections()
    [link] = host_table(host, net_server.base_url, [("person", "Ann"), ("friend", "Bo")], 61)
    assert "&key=" not in link and not host.is_checked("#net-relay-option")
    join(host, guest, link, 1)
    connected(host, guest)
    assert guest.locator('[data-action="relay-send"]').count() == 0
    assert seen == [[], []] and relays.connections() == before
