"""The invitation card in plain words (issue 39 item 5), in a private network namespace
(e2e/netns.py): on the host's page, two steps in order ("1. Send this link", then "2. Paste or
scan your friend's reply"), how the deal is kept fair behind its question, and the whole card for
one friend (its QR code and "Make a new link" too) on the felt of a 1366x768 screen without any
scrolling, "Connect automatically" on or off; "Connect automatically" said without the relays' host
names, which are in a line of their own under the control, on the host's card and on the friend's.
In English and in Spanish. Skipped, with the reason, where no namespace can be made."""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest
from access import LOCALES
from harness import SiteServer
from netns import NetNamespace
from nettable import host_table
from playwright.sync_api import Browser, Page
from relay import two_devices
from viewports import SIZES

WORDS = {
    "en": {
        "steps": ["1. Send this link", "2. Paste or scan your friend's reply"],
        "fair": "How is the deal kept fair?",
        "connect": "Connect automatically",
        "relays": "Uses the public relays {}.",
    },
    "es": {
        "steps": ["1. Envía este enlace", "2. Pega o escanea la respuesta de tu amigo"],
        "fair": "¿Cómo se asegura que el reparto es justo?",
        "connect": "Conectar automáticamente",
        "relays": "Usa los repetidores públicos {}.",
    },
}

# Where each thing is, as the person sees it: inside the viewport and inside the card's own
# visible box (the card clips what it would scroll to), and whether anything is scrolled.
SEEN_SCRIPT = """
(selectors) => {
  const panel = document.querySelector("#net-panel").getBoundingClientRect();
  const W = document.documentElement.clientWidth, H = document.documentElement.clientHeight;
  const inside = (s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return r.width > 0 && r.top >= Math.max(0, panel.top) && r.left >= Math.max(0, panel.left)
      && r.bottom <= Math.min(H, panel.bottom) && r.right <= Math.min(W, panel.right);
  };
  return {
    scrolled: [window.scrollY, document.querySelector("#net-panel").scrollTop],
    inside: Object.fromEntries(selectors.map((s) => [s, inside(s)])),
  };
}
"""
IN_VIEW = ['.net-seat[data-seat="1"] .net-qr', '[data-action="new-link"][data-seat="1"]']


@pytest.fixture
def devices(
    net_browser: Browser,
    net_server: SiteServer,
    netns: NetNamespace,
    request: pytest.FixtureRequest,
) -> Iterator[tuple[Page, Page, str]]:
    """The host's page and the friend's, at 1366x768 in the test's language, with the test's
    own relay in place of the public ones; and the relay's host name."""
    options = {"locale": LOCALES[request.param], "viewport": SIZES["laptop-1366x768"]}
    with two_devices(net_browser, net_server, netns.path, **options) as (host, guest, relay):
        yield host, guest, urlsplit(relay.url).netloc


def whole_card_seen(host: Page) -> None:
    """The QR code and "Make a new link" are on screen, nothing scrolled."""
    host.wait_for_function("() => document.querySelector('.net-qr').width > 0")
    seen = host.evaluate(SEEN_SCRIPT, IN_VIEW)
    assert seen == {"scrolled": [0, 0], "inside": dict.fromkeys(IN_VIEW, True)}


@pytest.mark.parametrize("devices", ["en", "es"], indirect=True)
def test_the_invitation_is_two_steps_that_fit_the_felt_and_the_relays_are_named_apart(
    devices: tuple[Page, Page, str], net_server: SiteServer
) -> None:
    host, guest, relay = devices
    lang = host.evaluate("navigator.language.slice(0, 2)")
    words = WORDS[lang]
    host_table(host, net_server.base_url, [("person", "Ann"), ("friend", "Bo")], 61)
    card = '.net-seat[data-seat="1"]'
    assert (
        host.eval_on_selector_all(f"{card} .net-step", "s => s.map((e) => e.textContent)")
        == words["steps"]
    )
    # Step 2 is the reply field's own label.
    assert (
        host.text_content(f'label[for="{host.get_attribute(f"{card} textarea", "id")}"]')
        == words["steps"][1]
    )
    # The fairness detail is behind its question, closed.
    assert host.text_content("#net-panel .net-fair > summary") == words["fair"]
    assert host.is_hidden("#net-panel .net-fair > p")
    whole_card_seen(host)

    host.check("#net-relay-option")  # the longer card: the relays' lines above the steps
    link = host.wait_for_selector('[data-invite-link][href*="&key="]').get_attribute("href") or ""
    assert host.text_content("label[for='net-relay-option']") == words["connect"]
    assert host.text_content("#net-panel .net-relay-hosts") == words["relays"].format(relay)
    assert relay not in (host.text_content("#net-panel .net-relay-note") or "")
    whole_card_seen(host)
    host.click("#net-panel .net-fair > summary")
    assert host.is_visible("#net-panel .net-fair > p")

    # The friend's one tap says what it does; the relays are named under it.
    guest.goto(link)
    guest.wait_for_selector("[data-reply-code]")
    assert guest.text_content('[data-action="relay-send"]') == words["connect"]
    assert guest.text_content("#net-panel .net-relay-hosts") == words["relays"].format(relay)
