"""The peer-to-peer wire (issue 14), in a private network namespace (e2e/netns.py): two browser
contexts of one Chromium open the built site; the host's offer travels as an invitation link, the
guest's answer as a reply code, and the data channel opens; JSON messages flow both ways; a bad
invitation is refused naming its field; a frame over 64 KB is refused on either side; a silent
peer times out; the invitation link draws as a QR code that reads back as the same link; a host
connects two guests (three contexts), each on a channel of its own. What needs no browser (text
that is no code at all, every address form and type through the code) is tests/js/signal.test.js.

Skipped, with the reason, where no network namespace can be made. No time is asserted
(scripts/measure_net.py prints the figures)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from harness import SiteServer
from netns import NetNamespace
from netwire import ACCEPT, GUEST, HOST, Connected, connect, invitation_url, refusal
from playwright.sync_api import Page

SIGNAL = "./net/signal.js"
CODE = "./net/code.js"


@pytest.fixture
def pair(make_net_page: Callable[..., Page], net_server: SiteServer) -> tuple[Page, Page]:
    return make_net_page(net_server), make_net_page(net_server)


@pytest.fixture
def connected(pair: tuple[Page, Page], net_server: SiteServer) -> Connected:
    host, guest = pair
    return connect(host, guest, net_server.base_url)


def test_the_network_is_the_namespace_s_own(netns: NetNamespace) -> None:
    assert netns.links() == ["lo", "v1", "v0"]


def test_host_and_guest_connect_through_the_link_and_the_reply(
    connected: Connected, pair: tuple[Page, Page], net_server: SiteServer
) -> None:
    host, guest = pair
    assert connected.link.startswith("./#join=")
    assert connected.link == "./#join=" + connected.code
    assert invitation_url(net_server.base_url, connected.link).startswith(net_server.base_url)
    for page in pair:
        assert page.evaluate("window.__net.channel.state") == "open"
        assert page.evaluate("window.__net.pc.connectionState") == "connected"
    # Every candidate in either code is the namespace's (no mDNS name, no other address).
    for page, code, kind in ((guest, connected.code, "offer"), (host, connected.reply, "answer")):
        sdp = page.evaluate(
            "async ([code, kind]) => (await import('./net/signal.js'))"
            ".decodeDescription(code, kind).description.sdp",
            [code, kind],
        )
        addresses = {line.split()[4] for line in sdp.splitlines() if line.startswith("a=cand")}
        assert addresses and addresses <= {"192.0.2.1", "192.0.2.2"}


def test_messages_flow_both_ways(connected: Connected, pair: tuple[Page, Page]) -> None:
    host, guest = pair
    sent = {"type": "hello", "seat": 1, "tiles": [[6, 6], [5, 0]], "name": "Ann ♥"}
    assert host.evaluate("(value) => window.__net.channel.send(value)", sent) == {"ok": True}
    guest.wait_for_function("() => window.__net.received.length === 1")
    assert guest.evaluate("window.__net.received") == [sent]
    for n in range(3):
        assert guest.evaluate("(n) => window.__net.channel.send({move: n})", n) == {"ok": True}
    host.wait_for_function("() => window.__net.received.length === 3")
    assert host.evaluate("window.__net.received") == [{"move": 0}, {"move": 1}, {"move": 2}]
    assert host.evaluate("window.__net.refused") == []
    assert guest.evaluate("window.__net.refused") == []


def test_a_message_over_64_kb_is_refused_on_both_sides(
    connected: Connected, pair: tuple[Page, Page]
) -> None:
    host, guest = pair
    # The sender's wrapper refuses it and sends nothing.
    refused = host.evaluate("() => window.__net.channel.send('x'.repeat(70000))")
    assert refused == {"ok": False, "error": "too big (over 65536 bytes)"}
    # Forged frames straight onto the raw channel are refused by the receiver's wrapper.
    host.evaluate(
        """() => {
          const raw = window.__net.raw;
          raw.send(JSON.stringify({ k: "m", v: "y".repeat(70000) }));
          raw.send("not json {");
          raw.send(new Uint8Array([1, 2, 3]));
          raw.send(JSON.stringify({ k: "eval", v: "alert(1)" }));
          raw.send(JSON.stringify({ k: "m" }));
          window.__net.channel.send({ still: "here" });
        }"""
    )
    guest.wait_for_function("() => window.__net.received.length === 1")
    assert guest.evaluate("window.__net.refused") == [
        "too big (over 65536 bytes)",
        "not JSON",
        "not text",
        "not a frame",
        "a message with no value",
    ]
    assert guest.evaluate("window.__net.received") == [{"still": "here"}]
    assert guest.evaluate("window.__net.channel.state") == "open"


def _forged(page: Page, code: str, edit: str) -> str:
    """`code` with its bytes changed by `edit` (a JS function body over `bytes`), re-encoded."""
    result: str = page.evaluate(
        f"""async (code) => {{
          const {{ fromBase64url, toBase64url }} = await import('./net/code.js');
          let bytes = Array.from(fromBase64url(code));
          {edit}
          return toBase64url(Uint8Array.from(bytes));
        }}""",
        code,
    )
    return result


BAD_OFFERS: list[tuple[str, str, str]] = [
    # (what, edit of the bytes, the error); bytes 2-7 are the invitation's id
    ("version", "bytes[0] = 1;", "version: 1 is not 2"),
    ("kind", "bytes[1] = 0x30;", "kind: neither an offer nor an answer"),
    ("setup", "bytes[1] = 0x11;", "setup: not a role for an offer"),
    ("invitation cut", "bytes = bytes.slice(0, 5);", "invitation: cut short"),
    ("ufrag length", "bytes[8] = 2;", "ufrag: length 2 is not 4-32"),
    ("pwd character", "bytes[14] = 0x21;", "pwd: holds characters ICE does not allow"),
    ("cut short", "bytes = bytes.slice(0, 26);", "pwd: cut short"),
    ("hash", "bytes[38] = 9;", "fingerprint: unknown hash function"),
    ("no candidate", "bytes = [...bytes.slice(0, 71), 0];", "candidates: 0 is not 1-8"),
    ("candidate form", "bytes[72] = 0x70;", "candidates[0]: unknown address form or type"),
]


def test_a_bad_invitation_is_refused_naming_the_field(
    pair: tuple[Page, Page], net_server: SiteServer
) -> None:
    # One real offer, each fault of BAD_OFFERS made in it in turn (one page pair for them all).
    host, guest = pair
    host.goto(net_server.base_url)
    code = host.evaluate(
        "async () => { const t = await (await import('./net/signal.js')).hostOffer();"
        " t.pc.close(); return t.code; }"
    )
    guest.goto(net_server.base_url)
    refused = {
        what: refusal(guest, SIGNAL, "answerInvite", _forged(guest, code, edit))
        for what, edit, _ in BAD_OFFERS
    }
    assert refused == {
        what: {"name": "SignalError", "field": error.split(":")[0], "message": error}
        for what, _, error in BAD_OFFERS
    }
    assert refusal(guest, SIGNAL, "answerInvite", code) is None  # the code itself is good
    # Bytes after the essentials are the link's table part (who invites, the rules:
    # net/tablepart.js): one that cannot be read is left out, and the invitation stands.
    cut_part = _forged(guest, code, "bytes.push(0);")
    assert refusal(guest, SIGNAL, "answerInvite", cut_part) is None


def test_links_and_codes_of_the_wrong_kind_are_refused(
    connected: Connected, pair: tuple[Page, Page]
) -> None:
    host, guest = pair
    assert refusal(guest, SIGNAL, "codeFromLink", "./#nothing") == {
        "name": "SignalError",
        "field": "link",
        "message": "link: has no #join=",
    }
    # A reply where an invitation is expected, and the other way round.
    assert refusal(guest, SIGNAL, "answerInvite", connected.reply) == {
        "name": "SignalError",
        "field": "kind",
        "message": "kind: an answer, not an offer",
    }
    assert refusal(host, SIGNAL, "decodeDescription", connected.code, "answer") == {
        "name": "SignalError",
        "field": "kind",
        "message": "kind: an offer, not an answer",
    }


def test_the_host_refuses_a_bad_reply_and_takes_the_good_one(
    pair: tuple[Page, Page], net_server: SiteServer
) -> None:
    host, guest = pair
    host.goto(net_server.base_url)
    offered = host.evaluate(HOST)
    guest.goto(net_server.base_url + "?fast=1")
    reply = guest.evaluate(GUEST, invitation_url(net_server.base_url, offered["link"]))["reply"]
    bad = host.evaluate(
        """async (reply) => {
          const signal = await import('./net/signal.js');
          const errors = [];
          for (const text of ['garbage!', reply.slice(0, 30), reply + 'AAAA']) {
            try { await signal.acceptReply(window.__net.pc, text); errors.push(null); }
            catch (err) { errors.push(err.message); }
          }
          return errors;
        }""",
        reply,
    )
    assert bad == ["code: not base64url text", "pwd: cut short", "code: has bytes after its end"]
    opened: dict[str, Any] = host.evaluate(ACCEPT, reply)
    assert opened["hostToOpenMs"] > 0
    assert host.evaluate("window.__net.channel.state") == "open"


def test_the_invitation_draws_as_a_qr_code_that_reads_back(
    connected: Connected, pair: tuple[Page, Page]
) -> None:
    host, _ = pair
    read = host.evaluate(
        """async (link) => {
          const qr = await import('./net/qr.js');
          const canvas = document.createElement('canvas');
          const modules = qr.drawQR(canvas, link, { scale: 4 });
          const image = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
          return { modules, size: canvas.width, text: await qr.readQRWithLibrary(image),
                   either: await qr.readQR(image) };
        }""",
        connected.link,
    )
    assert read["text"] == connected.link
    assert read["either"] == connected.link
    assert read["size"] == read["modules"] * 4


def test_a_silent_peer_is_taken_as_gone_and_a_closed_one_is_seen(
    connected: Connected, pair: tuple[Page, Page]
) -> None:
    host, guest = pair
    # A second channel whose far end has no wrapper: it hears the pings but never answers.
    guest.evaluate(
        """() => {
          const raw = window.__net.pc.createDataChannel('probe', { negotiated: true, id: 1 });
          window.__probe = [];
          raw.addEventListener('message', (event) => window.__probe.push(event.data));
        }"""
    )
    reason = host.evaluate(
        """async () => {
          const { Channel } = await import('./net/channel.js');
          const raw = window.__net.pc.createDataChannel('probe', { negotiated: true, id: 1 });
          const channel = new Channel(raw, { pingMs: 100, timeoutMs: 600 });
          return new Promise((resolve) =>
            channel.addEventListener('close', (event) => resolve(event.detail.reason)));
        }"""
    )
    assert reason == "timeout"
    assert set(guest.evaluate("window.__probe")) == {'{"k":"ping"}'}
    # The game's own channel, answered by the guest's wrapper, stayed open all along.
    assert host.evaluate("window.__net.channel.state") == "open"
    assert host.evaluate("window.__net.closed") == []
    # The guest leaves: the host's channel closes.
    guest.evaluate("() => window.__net.pc.close()")
    host.wait_for_function("() => window.__net.channel.state === 'closed'")
    assert host.evaluate("window.__net.closed.length") == 1


HOST_TWO_SEATS = """async () => {
  const signal = await import('./net/signal.js');
  const { Channel } = await import('./net/channel.js');
  window.__seats = [];
  for (let i = 0; i < 2; i++) {
    const table = await signal.hostOffer();
    const seat = { pc: table.pc, channel: new Channel(table.channel), received: [] };
    seat.channel.addEventListener('message', (event) => seat.received.push(event.detail.value));
    seat.opened = new Promise((resolve) => seat.channel.addEventListener('open', resolve));
    seat.link = table.link;
    window.__seats.push(seat);
  }
  return window.__seats.map((seat) => seat.link);
}"""

ACCEPT_SEAT = """async ([index, reply]) => {
  const signal = await import('./net/signal.js');
  await signal.acceptReply(window.__seats[index].pc, reply);
  await window.__seats[index].opened;
  return window.__seats[index].channel.state;
}"""


def test_a_host_connects_two_guests_each_on_a_channel_of_its_own(
    make_net_page: Callable[..., Page], net_server: SiteServer
) -> None:
    host, *guests = (make_net_page(net_server) for _ in range(3))
    host.goto(net_server.base_url)
    links = host.evaluate(HOST_TWO_SEATS)
    assert len(set(links)) == 2
    for index, (guest, link) in enumerate(zip(guests, links, strict=True)):
        guest.goto(net_server.base_url + "?fast=1")
        reply = guest.evaluate(GUEST, invitation_url(net_server.base_url, link))["reply"]
        assert host.evaluate(ACCEPT_SEAT, [index, reply]) == "open"
    for index, guest in enumerate(guests):
        guest.evaluate("async () => { await window.__net.opened; }")
        assert guest.evaluate("(i) => window.__net.channel.send({ from: i })", index) == {
            "ok": True
        }
    host.wait_for_function("() => window.__seats.every((seat) => seat.received.length === 1)")
    assert host.evaluate("window.__seats.map((seat) => seat.received)") == [
        [{"from": 0}],
        [{"from": 1}],
    ]
    # What the host sends on one seat's channel reaches that guest only.
    host.evaluate("() => window.__seats[1].channel.send({ to: 1 })")
    host.evaluate("() => window.__seats[0].channel.send({ to: 0 })")
    guests[0].wait_for_function("() => window.__net.received.length === 1")
    guests[1].wait_for_function("() => window.__net.received.length === 1")
    assert guests[0].evaluate("window.__net.received") == [{"to": 0}]
    assert guests[1].evaluate("window.__net.received") == [{"to": 1}]
