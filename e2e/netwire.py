"""Two pages of the built site connect through web/net/ (issue 14's wire): what
e2e/test_net_wire.py and scripts/measure_net.py share.

`connect(host, guest, base_url)`: the host page makes an offer (`hostOffer`) and its invitation
link; the guest page (the site, not opened on the link: the page would join the table itself)
reads the code from that link (the site's own address with `#join=<code>`), answers
(`answerInvite`) and gives its reply code; the host accepts it (`acceptReply`) and both data
channels open. Each page keeps its side as `window.__net` (the raw connection, the `Channel`
wrapper, what it received and refused). All in-page code is a function given to
`page.evaluate` that imports the site's own modules (`import("./net/signal.js")`), as the site's
Content-Security-Policy allows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin

from playwright.sync_api import Page


def _side(body: str) -> str:
    """An async page function that runs `body` with `signal` (web/net/signal.js) and `wrap(raw,
    started)`, which wraps a raw data channel in a Channel and records what it brings."""
    return (
        """async () => {
  const signal = await import("./net/signal.js");
  const { Channel } = await import("./net/channel.js");
  const wrap = (raw, started) => {
    const channel = new Channel(raw);
    const net = { raw, channel, started, received: [], refused: [], closed: [] };
    net.opened = new Promise((resolve) =>
      channel.addEventListener("open", () => resolve(performance.now())));
    channel.addEventListener("message", (event) => net.received.push(event.detail.value));
    channel.addEventListener("refused", (event) => net.refused.push(event.detail.reason));
    channel.addEventListener("close", (event) => net.closed.push(event.detail.reason));
    return net;
  };
  const started = performance.now();
"""
        + body
        + "}"
    )


def _side_with_link(body: str) -> str:
    """The same, as a function of the invitation link."""
    return _side(body).replace("async () =>", "async (link) =>", 1)


HOST = _side("""
  const table = await signal.hostOffer();
  window.__net = wrap(table.channel, started);
  window.__net.pc = table.pc;
  const offerMs = performance.now() - started;
  // For comparison: the browser's own SDP, and as deflate-raw + base64url would carry it.
  const sdp = table.pc.localDescription.sdp;
  const deflate = new Blob([sdp]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const deflated = (await new Response(deflate).arrayBuffer()).byteLength;
  const compare = { sdpChars: sdp.length, deflatedChars: Math.ceil((deflated * 4) / 3) };
  return { link: table.link, code: table.code, offerMs, ...compare };
""")

# The guest's side takes the invitation link as its argument: the site's own page opened on the
# link would join the table itself (core/netcommands.js), so the wire is tried from a plain page.
GUEST = _side_with_link("""
  const seat = await signal.answerInvite(signal.codeFromLink(link));
  window.__net = wrap(seat.channel, started);
  window.__net.pc = seat.pc;
  return { reply: seat.reply, answerMs: performance.now() - started };
""")

ACCEPT = """
async (reply) => {
  const signal = await import("./net/signal.js");
  const accepted = performance.now();
  await signal.acceptReply(window.__net.pc, reply);
  const opened = await window.__net.opened;
  return { acceptToOpenMs: opened - accepted, hostToOpenMs: opened - window.__net.started };
}
"""

OPENED = "async () => { await window.__net.opened; return window.__net.channel.state; }"

# A SignalError's parts (or the name of anything else thrown), for one call in the page.
REFUSAL = """
async ([module, name, args]) => {
  const imported = await import(module);
  try {
    await imported[name](...args);
    return null;
  } catch (err) {
    return { name: err.name, field: err.field, message: err.message };
  }
}
"""


@dataclass
class Connected:
    link: str
    code: str
    reply: str
    offer_ms: float
    answer_ms: float
    accept_to_open_ms: float
    host_to_open_ms: float
    sdp_chars: int
    deflated_chars: int

    def figures(self) -> dict[str, Any]:
        return {
            "link_chars": len(self.link),
            "offer_code_chars": len(self.code),
            "reply_chars": len(self.reply),
            "offer_sdp_chars": self.sdp_chars,
            "offer_sdp_deflate_base64_chars": self.deflated_chars,
            "offer_ms": round(self.offer_ms, 1),
            "answer_ms": round(self.answer_ms, 1),
            "accept_to_open_ms": round(self.accept_to_open_ms, 1),
            "host_to_open_ms": round(self.host_to_open_ms, 1),
        }


def invitation_url(base_url: str, link: str) -> str:
    """Where the guest goes: the relative invitation link resolved against the site's address."""
    return urljoin(base_url, link)


def connect(host: Page, guest: Page, base_url: str) -> Connected:
    """Host offers, guest opens the link and answers, host accepts: both channels open."""
    host.goto(base_url)
    offered = host.evaluate(HOST)
    guest.goto(base_url + "?fast=1")
    answered = guest.evaluate(GUEST, invitation_url(base_url, offered["link"]))
    opened = host.evaluate(ACCEPT, answered["reply"])
    guest.evaluate(OPENED)
    return Connected(
        link=offered["link"],
        code=offered["code"],
        reply=answered["reply"],
        offer_ms=offered["offerMs"],
        answer_ms=answered["answerMs"],
        accept_to_open_ms=opened["acceptToOpenMs"],
        host_to_open_ms=opened["hostToOpenMs"],
        sdp_chars=offered["sdpChars"],
        deflated_chars=offered["deflatedChars"],
    )


def refusal(page: Page, module: str, name: str, *args: Any) -> dict[str, str] | None:
    """What `name(...args)` from the site's `module` throws in the page (None if nothing)."""
    result: dict[str, str] | None = page.evaluate(REFUSAL, [module, name, list(args)])
    return result
