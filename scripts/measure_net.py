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
from nettable import join, prepare  # noqa: E402
from netwire import connect  # noqa: E402
from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402
from relay import OwnRelay, point_at  # noqa: E402


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


def summary(samples: list[dict[str, Any]]) -> dict[str, Any]:
    return {key: statistics.median(sample[key] for sample in samples) for key in samples[0]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--out", type=Path)
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
                for _ in range(args.repeat)
            ]
            browser.close()
        relay.stop()
        server.stop()
    finally:
        netns.close()
    result = {"median": summary(samples), "samples": samples, "network": "private namespace"}
    text = json.dumps(result, indent=1)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n", encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
