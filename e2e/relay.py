"""Relays of the test's own for "Connect automatically" (issue 26; docs/network.md, "Relays"):
the WebTorrent tracker protocol over WebSocket, as much of it as the page uses, on Python's
`websockets`, inside the test's private network namespace (e2e/netns.py), so no page ever reaches
a public relay.

An `OwnRelay` listens on ws://192.0.2.1:<free port> from a thread that first joins the namespace
(its event loop runs there). Its kinds:
- "tracker": keeps swarms (info_hash -> peers); answers each announce with an interval, and
  forwards each offer to the swarm's other peers, as bittorrent-tracker does;
- "replay": a tracker that also sends every peer joining a swarm every offer it forwarded there
  before (a relay replaying old messages);
- "garbage": answers every frame with frames that are not ours: binary, not JSON, JSON of the
  wrong shape, an offer in another swarm, an offer in the peer's swarm not sealed with its key.
`down_url()` is the URL of a relay that is down (a port nobody listens on). Each relay counts the
connections it was opened (`connections`) and keeps what it sent (`sent`, the frames' texts).
`point_at(context, urls)` gives a browser context's pages these relays instead of the site's;
`two_devices(...)` opens a host's page and a friend's, guarded, both pointed at one relay of the
test's own.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit

from harness import SITE, Guard, SiteServer
from netns import _enter
from playwright.sync_api import Browser, BrowserContext, Page, Route
from policy import META, policy
from websockets.asyncio.server import Server, ServerConnection, serve

RELAY_HOST = "192.0.2.1"
Kind = Literal["tracker", "replay", "garbage"]


class OwnRelay:
    """A relay of one kind in the namespace at `path`, until `stop()`."""

    def __init__(self, path: Path, kind: Kind) -> None:
        self.kind = kind
        self.connections = 0
        self.sent: list[str] = []
        self._swarms: dict[str, dict[str, ServerConnection]] = {}
        self._offers: dict[str, list[dict[str, Any]]] = {}
        self._loop = asyncio.new_event_loop()
        self._server: Server | None = None
        started = threading.Event()
        failed: list[BaseException] = []

        def run() -> None:
            try:
                _enter(path)
                self._server = self._loop.run_until_complete(self._start())
            except BaseException as err:  # handed to the caller's thread
                failed.append(err)
                started.set()
                return
            started.set()
            self._loop.run_forever()

        self._thread = threading.Thread(target=run, name=f"relay-{kind}", daemon=True)
        self._thread.start()
        started.wait()
        if failed:
            raise failed[0]
        assert self._server is not None
        port = self._server.sockets[0].getsockname()[1]
        self.url: str = f"ws://{RELAY_HOST}:{port}"

    async def _start(self) -> Server:
        return await serve(self._serve, RELAY_HOST, 0, max_size=64_000)

    def stop(self) -> None:
        async def close() -> None:
            if self._server is not None:
                self._server.close()
                await self._server.wait_closed()

        asyncio.run_coroutine_threadsafe(close(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)

    async def _send(self, peer: ServerConnection, frame: str | bytes) -> None:
        self.sent.append(frame if isinstance(frame, str) else "[binary]")
        try:
            await peer.send(frame)
        except Exception:  # a peer gone meanwhile: as a tracker does, nothing more is sent it
            return

    async def _serve(self, peer: ServerConnection) -> None:
        self.connections += 1
        async for frame in peer:
            try:
                message = json.loads(frame)
            except ValueError:
                continue
            if not isinstance(message, dict) or message.get("action") != "announce":
                continue
            if self.kind == "garbage":
                await self._garbage(peer, message)
            else:
                await self._announce(peer, message)

    async def _announce(self, peer: ServerConnection, message: dict[str, Any]) -> None:
        swarm, peer_id = message.get("info_hash"), message.get("peer_id")
        if not isinstance(swarm, str) or len(swarm) != 20:
            return
        if not isinstance(peer_id, str) or len(peer_id) != 20:
            return
        peers = self._swarms.setdefault(swarm, {})
        if message.get("event") == "stopped":
            peers.pop(peer_id, None)
            return
        joining = peer_id not in peers
        peers[peer_id] = peer
        answer = {"action": "announce", "interval": 120, "info_hash": swarm}
        await self._send(peer, json.dumps({**answer, "complete": 0, "incomplete": len(peers)}))
        if joining and self.kind == "replay":
            for old in self._offers.get(swarm, []):
                if old["peer_id"] != peer_id:
                    await self._send(peer, json.dumps(old))
        for offer in (message.get("offers") or [])[: max(int(message.get("numwant") or 0), 0)]:
            forwarded = {
                "action": "announce",
                "offer": offer.get("offer"),
                "offer_id": offer.get("offer_id"),
                "peer_id": peer_id,
                "info_hash": swarm,
            }
            self._offers.setdefault(swarm, []).append(forwarded)
            for other_id, other in list(peers.items()):
                if other_id != peer_id:
                    await self._send(other, json.dumps(forwarded))

    async def _garbage(self, peer: ServerConnection, message: dict[str, Any]) -> None:
        swarm = message.get("info_hash") if isinstance(message.get("info_hash"), str) else ""
        offer = {"action": "announce", "peer_id": "x" * 20, "offer_id": "y" * 20}
        frames: list[str | bytes] = [
            b"\x00\x01binary",
            "not json {",
            "[1, 2, 3]",
            json.dumps({"action": "announce", "info_hash": swarm, "offer": "not an object"}),
            json.dumps({**offer, "info_hash": "z" * 20, "offer": {"type": "offer", "sdp": "AAAA"}}),
            json.dumps({**offer, "info_hash": swarm, "offer": {"type": "offer", "sdp": "A" * 200}}),
            json.dumps({**offer, "info_hash": swarm, "offer": {"type": "offer", "sdp": "!" * 50}}),
            json.dumps({**offer, "info_hash": swarm, "offer": {"type": "offer", "sdp": 7}}),
            json.dumps({"action": "announce", "info_hash": swarm, "interval": "soon"}),
            "x" * 20_000,
        ]
        for frame in frames:
            await self._send(peer, frame)


def down_url() -> str:
    """A relay that is down: a port on the namespace's loopback that nothing listens on (taken
    and let go here, outside the namespace: the number is what counts)."""
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    return f"ws://{RELAY_HOST}:{port}"


def point_at(context: BrowserContext, urls: list[str]) -> None:
    """The page's relay list and its policy's connect-src, the test's (routed, nothing in the
    site changes)."""
    listed = ", ".join(json.dumps(url) for url in urls)
    module = f"export const RELAYS = Object.freeze([{listed}]);\n"
    csp = policy(urls)

    def relays_js(route: Route) -> None:
        route.fulfill(status=200, content_type="text/javascript", body=module)

    # The built page, from the disk (Playwright's own requests are made outside the namespace).
    html = META.sub(
        lambda m: m.group(1) + csp + m.group(2), (SITE / "index.html").read_text("utf-8")
    )

    def page(route: Route) -> None:
        headers = {"content-type": "text/html", "content-security-policy": csp}
        route.fulfill(status=200, headers=headers, body=html)

    context.route(lambda url: urlsplit(url).path.endswith("/net/relays.js"), relays_js)
    context.route(lambda url: urlsplit(url).path in ("/", "/index.html"), page)


@contextlib.contextmanager
def two_devices(
    browser: Browser, server: SiteServer, netns_path: Path, **options: Any
) -> Iterator[tuple[Page, Page, OwnRelay]]:
    """The host's page and the friend's, each in a context of its own made with `options`, both
    given one "replay" relay of the test's own; the pages' problems fail the test at the end."""
    relay = OwnRelay(netns_path, "replay")
    contexts, guards, pages = [], [], []
    try:
        for _ in range(2):
            context = browser.new_context(service_workers="block", **options)
            point_at(context, [relay.url])
            contexts.append(context)
            guards.append(Guard(context, server.origin))
            pages.append(context.new_page())
        yield pages[0], pages[1], relay
        for guard in guards:
            guard.check()
    finally:
        for context in contexts:
            context.close()
        relay.stop()
