"""The friend's card names the host and the table's rules before connecting (issue 39 item 5),
in a private network namespace (e2e/netns.py): the invitation's code carries who invites and the
rules as the set-up notation's short text (web/net/tablepart.js), read by the friend's engine
(`rules_read`). A part that cannot be read leaves the card as it was, the reply code given all
the same; an unknown game is named; once connected, the welcome's rules are the table's,
whatever the link said. In English and in Spanish, each table's card read in Portuguese or Finnish
too (the guest's language switch). Skipped, with the reason, where no namespace
can be made."""

from __future__ import annotations

import base64
from collections.abc import Iterator

import pytest
from access import LOCALES
from harness import SiteServer
from languagetour import switch_language
from netns import NetNamespace
from nettable import host_table, join
from playwright.sync_api import Browser, Page
from relay import two_devices
from viewports import SIZES

PT_RULES = "Muggins: anuncie seus pontos: não · Jogo trancado marca: como batida"
FI_RULES = "Muggins: ilmoita pisteesi: ei käytössä · Tukoksen pisteet: kuin laatoista päässyt"
EN_RULES = "Muggins: announce your points: {} · A blocked hand scores: as going out"
ES_RULES = "Muggins: canta tus puntos: {} · El tranque se apunta: como dominar"
WORDS = {
    "en": {
        "invited": "Ann invites you to All Fives (Muggins) · Play to: 150 · "
        + EN_RULES.format("off"),
        "unknown": "Ann invites you to a game this page does not know (“whist”)",
        "link": "Not connected yet. Ann invites you to All Fives (Muggins) · Play to: 250 · "
        + EN_RULES.format("on")
        + ".",
        "welcome": "Connected to the host. Host: Ann · All Fives (Muggins) · Play to: 150 · "
        + EN_RULES.format("off")
        + ".",
    },
    "es": {
        "invited": "Ann te invita a All Fives (Muggins) · Jugar a: 150 · " + ES_RULES.format("no"),
        "unknown": "Ann te invita a un juego que esta página no conoce («whist»)",
        "link": "Aún sin conexión. Ann te invita a All Fives (Muggins) · Jugar a: 250 · "
        + ES_RULES.format("sí")
        + ".",
        "welcome": "Conectado con el anfitrión. Anfitrión: Ann · All Fives (Muggins) · "
        + "Jugar a: 150 · "
        + ES_RULES.format("no")
        + ".",
    },
}
# The card read again after the guest's language switch: each table in a third language too.
ALSO = {"en": "pt", "es": "fi"}
ALSO_WORDS = {
    "pt": {
        "invited": "Ann convida você para All Fives (Muggins) · Jogar até: 150 · " + PT_RULES,
        "welcome": "Conectado ao anfitrião. Anfitrião: Ann · All Fives (Muggins) · "
        + f"Jogar até: 150 · {PT_RULES}.",
    },
    "fi": {
        "invited": "Ann kutsuu sinut peliin: All Fives (Muggins) · Tavoite: 150 · " + FI_RULES,
        "welcome": "Yhteys isäntään. Isäntä: Ann · All Fives (Muggins) · "
        + f"Tavoite: 150 · {FI_RULES}.",
    },
}
# The table part the host's link carries for Ann's All Fives to 150, no Muggins (AF8, AF9).
PART = bytes([3]) + b"Ann" + bytes([15]) + b"all-fives.150.0"


@pytest.fixture
def ann(
    net_browser: Browser,
    net_server: SiteServer,
    netns: NetNamespace,
    request: pytest.FixtureRequest,
) -> Iterator[tuple[Page, Page, dict[str, str], str]]:
    """Ann's page hosting All Fives to 150 for Bo, and Bo's page, at 1366x768 in the test's
    language; the words of that language (with "lang"), and Bo's invitation link."""
    options = {"locale": LOCALES[request.param], "viewport": SIZES["laptop-1366x768"]}
    with two_devices(net_browser, net_server, netns.path, **options) as (host, guest, _):
        seats = [("person", "Ann"), ("friend", "Bo")]
        [link] = host_table(host, net_server.base_url, seats, 150, preset="all-fives")
        yield host, guest, {**WORDS[request.param], "lang": request.param}, link


def with_part(link: str, part: bytes) -> str:
    """The host's link with its code's table part replaced by `part` (raw bytes)."""
    head, code = link.split("#join=")
    raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    assert raw.endswith(PART), "the host's link carries Ann's All Fives to 150"
    forged = base64.urlsafe_b64encode(raw[: -len(PART)] + part).decode().rstrip("=")
    return f"{head}#join={forged}"


def forget_answered(guest: Page) -> None:
    """This device forgets the invitations it answered (each is answered once), to open the same
    invitation again with another table part."""
    if guest.url.startswith("http"):
        guest.wait_for_load_state("networkidle")  # the QR code drawn, nothing left loading
        guest.evaluate("localStorage.clear()")
    guest.goto("about:blank")


def read_also(guest: Page, lang: str, selector: str, words: str) -> None:
    """The guest's page switched to `lang`: `selector`'s text is `words`; then back to `lang`
    of the test."""
    shown = guest.evaluate("document.documentElement.lang")
    switch_language(guest, lang)
    assert guest.text_content(selector) == words
    switch_language(guest, shown)


def card_said(guest: Page) -> str | None:
    """The card's line on the table once the reply code is made; None when the card says no
    table (today's words only)."""
    guest.wait_for_selector("[data-reply-code]")
    table = guest.query_selector("#net-panel .net-table")
    return None if table is None or table.is_hidden() else table.text_content()


@pytest.mark.parametrize("ann", ["en", "es"], indirect=True)
def test_the_friends_card_before_and_after_connecting(
    ann: tuple[Page, Page, dict[str, str], str],
) -> None:
    """One table per language, the friend's page opening the host's link and links whose table
    part was changed: the card names the host and the rules; an unknown game is named; a part
    that cannot be read leaves today's card; once connected, the welcome's rules are the table's,
    whatever the link said."""
    host, guest, words, link = ann
    guest.goto(link)
    guest.wait_for_function(
        "words => document.querySelector('#net-panel .net-table')?.textContent === words",
        arg=words["invited"],
    )
    assert guest.is_visible("#net-panel .net-table")
    assert guest.evaluate("document.body.dataset.net") != "connected"
    also = ALSO[words["lang"]]
    read_also(guest, also, "#net-panel .net-table", ALSO_WORDS[also]["invited"])

    # An unknown game is named as the page names one (web/core/unknowngame.js)
    unknown = with_part(link, bytes([3]) + b"Ann" + bytes([9]) + b"whist.150")
    forget_answered(guest)
    guest.goto(unknown)
    guest.wait_for_function(
        "words => document.querySelector('#net-panel .net-table')?.textContent === words",
        arg=words["unknown"],
    )

    # A part that cannot be read: the card says no table, the reply code is given all the same.
    # (The bytes after a part's end are one too: test_net_wire's invitation with them stands.)
    for part in (
        bytes([4]) + b"A\nnn" + bytes([15]) + b"all-fives.150.0",  # a name not printable
        bytes([3]) + b"Ann" + bytes([65]) + b"x" * 65,  # rules text too long
        bytes([3]) + b"Ann" + bytes([13]) + b"all-fives.9.0",  # rules the engine refuses (AF8)
    ):
        forget_answered(guest)
        # The page says in its console why the card says no table (once the engine has answered)
        with guest.expect_console_message(
            lambda m: "is not said" in m.text or "are not said" in m.text
        ):
            guest.goto(with_part(link, part))
        assert card_said(guest) is None, part
        assert guest.text_content("#net-panel .net-lead") == guest.evaluate(
            "import('./i18n/i18n.js').then((m) => m.t('net.joinLead'))"
        )

    # A link that says another table: to 250, with Muggins (AF8, H2); the friend joins by it.
    forged = with_part(link, bytes([3]) + b"Ann" + bytes([15]) + b"all-fives.250.1")
    forget_answered(guest)
    guest.goto(forged)
    guest.wait_for_function(
        "words => document.querySelector('#net-line')?.textContent === words", arg=words["link"]
    )
    join(host, guest, forged, 1)
    guest.wait_for_function(
        "words => document.querySelector('#net-line')?.textContent === words",
        arg=words["welcome"],
    )
    read_also(guest, also, "#net-line", ALSO_WORDS[also]["welcome"])
