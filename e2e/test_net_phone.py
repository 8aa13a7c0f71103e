"""Joining a friend's table on a phone (issue 26), in a private network namespace (e2e/netns.py):
the host's invitations card (its link and QR code, "Connect automatically", Scan reply, a reply
refused in words) and the friend's card (the reply code, the one tap through the relays) on a
360x640 touch phone, in English and in Finnish, with long names: nothing runs off the screen or
out of its control, the words shown are the page's own, and axe-core finds nothing serious.
Screenshots of both cards go to e2e/artifacts/net/ for a person to look at."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from access import LOCALES, axe_violations
from fit import overflowing_controls
from harness import ROOT, SiteServer
from netns import NetNamespace
from nettable import host_table
from playwright.sync_api import Browser, Page
from relay import two_devices
from viewports import PHONES

NAMES = ("Maximiliana-Josefiina", "Bartholomew Oyelaran-Smythe")
REFUSED = {
    "en": "This is not a whole reply code (code)",
    "fi": "Tämä ei ole kokonainen vastauskoodi (code)",
}
SHOTS = ROOT / "e2e" / "artifacts" / "net"
WIDE = "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"


@pytest.fixture
def phone(
    net_browser: Browser, net_server: SiteServer, netns: NetNamespace
) -> Iterator[dict[str, Page]]:
    # "Connect automatically" listens on the relays: the test's own, in the namespace, never the
    # public ones the site lists (whose failed connections the page would report at any moment).
    with two_devices(
        net_browser,
        net_server,
        netns.path,
        locale=LOCALES["en"],
        viewport=PHONES["360x640"],
        is_mobile=True,
        has_touch=True,
        bypass_csp=True,  # axe-core's script is added to the page
    ) as (host, guest, _):
        yield {"host": host, "guest": guest}


def looks_right(page: Page, shot: str) -> None:
    assert page.evaluate(WIDE) == 0, "the page scrolls sideways"
    assert overflowing_controls(page) == []
    assert axe_violations(page) == []
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / shot), full_page=True)


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_invitation_cards_fit_a_small_phone(
    phone: dict[str, Page], net_server: SiteServer, lang: str
) -> None:
    host, guest = phone["host"], phone["guest"]
    for page in (host, guest):
        page.goto(net_server.blank_url)
        page.evaluate("lang => localStorage.setItem('five-up:lang', lang)", lang)
    host_table(host, net_server.base_url, [("person", NAMES[0]), ("friend", NAMES[1])], 61)
    host.check("#net-relay-option")
    link = host.wait_for_selector('[data-invite-link][href*="&key="]').get_attribute("href") or ""
    host.fill('textarea[name="reply"][data-seat="1"]', "garbage!")
    host.click('[data-action="accept-reply"][data-seat="1"]')
    error = host.locator('.net-seat[data-seat="1"] .net-back .net-error')
    error.wait_for()
    assert (error.text_content() or "").startswith(REFUSED[lang])
    assert host.locator('[data-action="scan-reply"][data-seat="1"]').is_visible()
    looks_right(host, f"net-phone-host-{lang}.png")
    guest.goto(link)
    guest.wait_for_selector("[data-reply-code]")
    guest.wait_for_selector('[data-action="relay-send"]')
    assert guest.evaluate("document.documentElement.lang") == lang
    looks_right(guest, f"net-phone-guest-{lang}.png")
