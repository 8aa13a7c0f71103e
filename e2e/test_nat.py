"""When there is no route (issue 26): two devices, each on a private network behind a NAT router
of its own, with a STUN/TURN server (Debian's coturn) on the public network between them
(e2e/nat.py, one topology for the module; each device's Chromium runs in its own LAN's
namespace and loads the site from its own LAN). The host makes an invitation, the guest opens
it on its own device and the host pastes its reply:
- cone NATs and a STUN server: the devices reach each other at the addresses STUN found;
- symmetric NATs and only STUN: no route; both pages say so in the player's words (the host's
  seat card and the guest's card), and why (the page's own limit, 15 s, not the test's);
- symmetric NATs and a TURN server set in the host's settings: connected through the relay.
Skipped, with the reason, where no namespace can be made or coturn or iptables is missing."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from conftest import PageMaker, _page_maker
from harness import SiteServer
from nat import TURN_PASSWORD, TURN_USER, Coturn, NatKind, NatNetwork
from netns import NamespaceError
from nettable import host_table, net, prepare
from playwright.sync_api import Browser, Page, Playwright

# Runs before the page's scripts: every peer connection that makes the game's channel is kept,
# so a test can ask the browser which candidates the connection uses.
PEERS_SCRIPT = """
(() => {
  const peers = (window.__peers = []);
  const make = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    peers.push(this);
    return make.apply(this, args);
  };
})();
"""
# The kinds of the local and the remote candidate of the pair the connection uses.
ROUTE_SCRIPT = """
async () => {
  const stats = await window.__peers[window.__peers.length - 1].getStats();
  for (const s of stats.values())
    if (s.type === "transport" && s.selectedCandidatePairId) {
      const pair = stats.get(s.selectedCandidatePairId);
      return [stats.get(pair.localCandidateId).candidateType,
              stats.get(pair.remoteCandidateId).candidateType];
    }
  return null;
}
"""
NO_ROUTE = "The two devices could not reach each other."
# TURN servers as typed (address, user name, password) -> the field refused, "" if taken.
TURN_ENTRIES = [
    (("turn:203.0.113.1:3478?transport=udp", "five", "up"), ""),
    (("turns:relay.example:5349", "five", "up"), ""),
    (("turn:[2001:db8::1]:3478?transport=tcp", "five", "up"), ""),
    (("", "", ""), ""),
    (("turns:relay.example:5349?transport=udp", "five", "up"), "url"),
    (("turn:relay.example:65536", "five", "up"), "url"),
    (("stun:203.0.113.1", "five", "up"), "url"),
    (("", "five", "up"), "url"),
    (("turn:relay.example", "", "up"), "username"),
    (("turn:relay.example", "five", "up\u0007"), "credential"),
    (("turn:relay.example", "five", "u" * 129), "credential"),
]
# Both routers made one kind of NAT, and the host's and the guest's page for it.
Devices = Callable[[NatKind], tuple[Page, Page]]


@pytest.fixture(scope="module")
def network() -> Iterator[NatNetwork]:
    try:
        made = NatNetwork()
    except NamespaceError as err:
        pytest.skip(f"no NAT topology for the network tests: {err}")
    yield made
    made.close()


@pytest.fixture(scope="module")
def coturn(network: NatNetwork) -> Iterator[Coturn]:
    running = Coturn(network.public)
    yield running
    running.stop()


@pytest.fixture(scope="module")
def servers(site: str, network: NatNetwork) -> Iterator[dict[str, SiteServer]]:
    running = {name: lan.serve_inside() for name, lan in network.lan.items()}
    yield running
    for server in running.values():
        server.stop()


@pytest.fixture(scope="module")
def browsers(playwright: Playwright, network: NatNetwork) -> Iterator[dict[str, Browser]]:
    launched = {name: lan.launch_inside(playwright) for name, lan in network.lan.items()}
    yield launched
    for browser in launched.values():
        browser.close()


@pytest.fixture
def make_host(browsers: dict[str, Browser], request: pytest.FixtureRequest) -> Iterator[PageMaker]:
    yield from _page_maker(browsers["a"], request)


@pytest.fixture
def make_guest(browsers: dict[str, Browser], request: pytest.FixtureRequest) -> Iterator[PageMaker]:
    yield from _page_maker(browsers["b"], request)


def device(make: PageMaker, server: SiteServer, stun: str) -> Page:
    """A device's page with the STUN server in its settings (kept on the device)."""
    page = prepare(make(server))
    page.context.add_init_script(PEERS_SCRIPT)
    page.goto(server.blank_url)
    page.evaluate("stun => localStorage.setItem('five-up:stun', stun)", stun)
    return page


@pytest.fixture
def devices(
    network: NatNetwork, coturn: Coturn, servers: dict[str, SiteServer],
    make_host: PageMaker, make_guest: PageMaker,
) -> Devices:  # fmt: skip
    """Both routers made one kind of NAT; the host's device in LAN A and the guest's in LAN B,
    each with the STUN server set."""

    def make(kind: NatKind) -> tuple[Page, Page]:
        network.nat(kind)
        host = device(make_host, servers["a"], coturn.stun)
        return host, device(make_guest, servers["b"], coturn.stun)

    return make


def invite_and_reply(host: Page, guest: Page, servers: dict[str, SiteServer]) -> str:
    """The host invites a friend; the guest opens the link on its own LAN's copy of the site and
    the host pastes its reply code. Returns the link."""
    [link] = host_table(host, servers["a"].base_url, [("person", "Ann"), ("friend", "Bo")], 31)
    guest.goto(link.replace(servers["a"].base_url, servers["b"].base_url))
    reply = guest.wait_for_selector("[data-reply-code]").text_content() or ""
    host.fill('textarea[name="reply"][data-seat="1"]', reply)
    host.click('[data-action="accept-reply"][data-seat="1"]')
    return link


def set_turn_in_settings(page: Page, server: SiteServer, turn: str) -> None:
    """The person sets the TURN server in the settings dialog (over a game against the computer:
    the first New game dialog is modal): a wrong address is refused naming the field and kept
    nowhere; the right three are kept on the device. The game is then put away, so that the next
    visit opens on New game."""
    page.goto(server.base_url + "?fast=1")
    page.wait_for_selector('input[name="kind-1"]')
    page.click('[data-action="start-game"]')
    page.wait_for_function("() => document.body.dataset.state !== 'new-game'")
    page.click('[data-action="open-settings"]')
    page.click("#settings .settings-advanced > summary")  # the servers are folded away
    fields = {"url": "http://203.0.113.1:3478", "username": TURN_USER, "credential": TURN_PASSWORD}
    for field, value in fields.items():
        page.fill(f'#settings input[name="turn-{field}"]', value)
        page.press(f'#settings input[name="turn-{field}"]', "Tab")
    error = page.locator("#settings-turn-error")
    assert (error.text_content() or "").startswith("TURN server address: write it as turn:")
    assert page.get_attribute('input[name="turn-url"]', "aria-invalid") == "true"
    assert page.evaluate("localStorage.getItem('five-up:turn')") is None
    page.fill('#settings input[name="turn-url"]', turn)
    page.press('#settings input[name="turn-url"]', "Tab")
    assert error.is_hidden()
    kept = {"url": turn, "username": TURN_USER, "credential": TURN_PASSWORD}
    assert page.evaluate("JSON.parse(localStorage.getItem('five-up:turn'))") == kept
    faults = page.evaluate(
        """async (entries) => {
          const { turnFault } = await import("./play/turn.js");
          return entries.map(([url, username, credential]) =>
            turnFault({ url, username, credential }));
        }""",
        [list(entry) for entry, _ in TURN_ENTRIES],
    )
    assert faults == [fault for _, fault in TURN_ENTRIES]
    page.goto(server.blank_url)
    page.evaluate("localStorage.removeItem('five-up:save')")


def route(page: Page) -> list[str]:
    kinds: list[str] = page.evaluate(ROUTE_SCRIPT)
    return kinds


def test_cone_nat_with_stun_connects(devices: Devices, servers: dict[str, SiteServer]) -> None:
    host, guest = devices("cone")
    invite_and_reply(host, guest, servers)
    for page in (host, guest):
        page.wait_for_function("() => document.body.dataset.net === 'connected'")
    # Neither LAN is routed: each side reaches the other at an address its NAT gave (STUN's, or
    # one the checks found), never at its private one, and never through a relay (none was set).
    for page in (host, guest):
        local, remote = route(page)
        assert remote in {"srflx", "prflx"} and local != "relay", (local, remote)


def test_symmetric_nat_with_stun_only_says_why(
    devices: Devices, servers: dict[str, SiteServer]
) -> None:
    host, guest = devices("symmetric")
    link = invite_and_reply(host, guest, servers)
    card = host.locator('.net-seat[data-seat="1"]')
    card.locator(
        ".net-error", has_text="Bo's device and this one could not reach each other"
    ).wait_for()
    words = card.locator(".net-error").text_content() or ""
    assert "same Wi-Fi" in words and "hotspot" in words and "TURN server" in words, words
    assert "could not connect" in (card.locator(".net-seat-name").text_content() or "")
    # The failed try does not spend the seat: a fresh invitation replaces the link.
    card.locator("[data-invite-link]").wait_for()
    assert card.locator("[data-invite-link]").get_attribute("href") != link
    guest.locator("#net-panel", has_text=NO_ROUTE).wait_for()
    assert net(host) != "connected" and net(guest) != "connected"


def test_symmetric_nat_with_turn_connects(
    devices: Devices, servers: dict[str, SiteServer], coturn: Coturn
) -> None:
    host, guest = devices("symmetric")
    set_turn_in_settings(host, servers["a"], coturn.turn)
    invite_and_reply(host, guest, servers)
    for page in (host, guest):
        page.wait_for_function("() => document.body.dataset.net === 'connected'")
    assert "relay" in route(host), route(host)
