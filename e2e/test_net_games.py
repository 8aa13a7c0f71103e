"""Games other than Five Up with friends on their own devices (issue 41), in a private network
namespace (e2e/netns.py): the host's welcome carries the table's whole rule set, the guest's page
keeps it, names the table, and checks each deal as that game deals it; a welcome of a game the
guest's page does not know is refused in words, nothing changes, and the host's page is told so in
its own words. Skipped, with the reason, where no namespace can be made."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from harness import SiteServer
from netgames import kept, net_card, net_line, rewrite_welcome, welcomes
from nettable import host_table, join, net, play_until, prepare, received, state, table
from playwright.sync_api import Page

BLOCK_TO_100 = {
    "preset": "partnership-block",
    "target": 100,
    "display_target": 100,
    "counted": "all",
    "later_opener": "next-seat",
    "capicua": 0,
}
SEATS = [("person", "Ann"), ("computer", ""), ("friend", "Bo"), ("computer", "")]


@pytest.fixture
def devices(
    make_net_page: Callable[..., Page], net_server: SiteServer
) -> Callable[[int], list[Page]]:
    return lambda n: [prepare(make_net_page(net_server)) for _ in range(n)]


def test_a_partnership_block_round_between_two_devices_checked_fair_on_the_guests(
    devices: Callable[[int], list[Page]], net_server: SiteServer
) -> None:
    # Ann hosts, Bo (her partner, PB1) plays from his own device, computers in seats 1 and 3.
    host, guest = devices(2)
    [link] = host_table(host, net_server.base_url, SEATS, 100, preset="partnership-block")
    join(host, guest, link, 2)
    host.wait_for_function("() => document.body.dataset.net === 'connected'")
    [welcome] = welcomes(guest)
    assert welcome["seat"] == 2 and welcome["rules"] == BLOCK_TO_100
    assert kept(guest)["rules"] == BLOCK_TO_100
    moves = play_until([host, guest], host, "round-over")
    guest.wait_for_function("() => document.body.dataset.state === 'round-over'")
    assert moves >= 2
    views = [m for m in received(guest) if m["type"] == "view"]
    first = next(m["view"] for m in views if m["step"] == 0)
    assert first["rules"] == BLOCK_TO_100 and len(first["hand"]) == 7  # PB1: seven each
    assert first["boneyard_count"] == 0  # PB4
    # The round's deal checked on Bo's device with the block game's hands, and found fair.
    guest.wait_for_function(
        "() => document.querySelector('#net-line').textContent.includes(\"Round 1's deal\")"
    )
    assert net_line(guest) == (
        "Connected to the host. Host: Ann · Partnership dominoes · Play to: 100 · Going out"
        " scores: all hands · Next hand opens: next seat · Capicúa bonus: none."
        " Round 1's deal checked on this device: fair."
    )
    assert table(guest)["scores"] == table(host)["scores"]
    assert "Partnership dominoes" in guest.evaluate(
        "document.querySelector('.score-target').textContent"
    )


def test_a_welcome_of_a_game_this_page_does_not_know_is_refused_in_words(
    devices: Callable[[int], list[Page]], net_server: SiteServer
) -> None:
    host, guest = devices(2)
    rewrite_welcome(host, "whist")  # as a newer host's page would send it
    [link] = host_table(host, net_server.base_url, SEATS, 100, preset="partnership-block")
    guest.goto(net_server.blank_url)
    guest.evaluate("() => localStorage.removeItem('five-up:guest')")
    join(host, guest, link, 2)
    guest.wait_for_function("() => !document.getElementById('net-panel').hidden")
    [welcome] = welcomes(guest)
    assert welcome["rules"] == BLOCK_TO_100 | {"preset": "whist"}
    said = (
        "This table plays a game this page does not know (“whist”): update the page,"
        " or ask the host for Five Up."
    )
    assert net_card(guest) == {
        "hidden": False,
        "title": "This table's game is not known here",
        "lead": said,
        "table": "",
    }
    assert said in guest.evaluate("document.querySelector('#log').textContent")
    # Nothing changed: the guest took no seat and keeps no table, the host deals nothing.
    assert state(guest) != "error" and table(guest)["hand"] == []
    assert kept(guest).get("seat") is None and "rules" not in kept(guest)
    assert [m["type"] for m in received(guest)] == ["welcome"]
    assert net(host) == "offline" and state(host) != "error"
    assert table(host)["hand"] == []
    # The host is told, in its words, on Bo's card and in its log: it does not wait in silence.
    told = "Bo's page does not know this game: ask them to update the page, or choose another game."
    card = host.locator('#net-panel .net-seat[data-seat="2"] .net-error')
    card.wait_for(state="visible")
    assert card.text_content() == told
    assert told in host.evaluate("document.querySelector('#log').textContent")
    assert "whist" not in host.evaluate("document.getElementById('net-panel').textContent")
