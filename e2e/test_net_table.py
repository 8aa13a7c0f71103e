"""Playing with friends on their own devices (issue 14), in a private network namespace
(e2e/netns.py): browser contexts of one Chromium are the host's device and the guests' devices.
The host makes invitations in the New game dialog, each guest opens its link and sends back its
reply code, and the game is played by clicking on every device. Every frame a guest's page
receives is recorded: none holds a tile the guest's seat may not see. Forged frames down a guest's
own channel are refused and change nothing; a guest who drops and rejoins finds the game exactly
where it was. Skipped, with the reason, where no namespace can be made."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from harness import SiteServer
from ledgerpage import shown_ledger, shown_tools
from nettable import (
    TILE,
    forge,
    host_table,
    join,
    net,
    play_one,
    play_until,
    play_while,
    prepare,
    received,
    state,
    table,
    visible_tiles,
    wait_for_change,
)
from playwright.sync_api import Page
from tabletop import call

from engine.protocol import Session


@pytest.fixture
def devices(
    make_net_page: Callable[..., Page], net_server: SiteServer
) -> Callable[[int], list[Page]]:
    return lambda n: [prepare(make_net_page(net_server)) for _ in range(n)]


def check_guest_saw_only_its_own(guest: Page, seat: int) -> dict[str, int]:
    """R1.4: every view the guest was sent is its own seat's, and no message holds a tile beyond
    its hand, the board, and (once a round is over) the hands shown then."""
    counts: dict[str, int] = {}
    for message in received(guest):
        counts[message["type"]] = counts.get(message["type"], 0) + 1
        tiles = set(TILE.findall(str(message)))
        if message["type"] == "view":
            view = message["view"]
            assert view["seat"] == seat
            assert tiles <= visible_tiles(view), tiles - visible_tiles(view)
            assert "boneyard" not in view
        else:
            assert not tiles, message
    return counts


def test_two_people_on_two_devices_play_a_whole_game(
    devices: Callable[[int], list[Page]], net_server: SiteServer
) -> None:
    host, guest = devices(2)
    [link] = host_table(host, net_server.base_url, [("person", "Ann"), ("friend", "Bo")], 31)
    assert link.startswith(net_server.base_url + "#join=")
    assert net(host) == "offline"
    join(host, guest, link, 1)
    host.wait_for_function("() => document.body.dataset.net === 'connected'")
    moves = play_until([host, guest], host, "game-over")
    guest.wait_for_function("() => document.body.dataset.state === 'game-over'")
    # The last round's deal is revealed after its final view, and checked by the guest's engine.
    guest.wait_for_function(
        """() => {
             const sent = window.__wire.received.map((text) => JSON.parse(text))
               .filter((frame) => frame.k === "m").map((frame) => frame.v.type);
             const rounds = sent.filter((type) => type === "new_round").length;
             return sent.filter((type) => type === "reveal").length >= rounds
               && document.querySelector("#net-line").textContent
                    .includes(`Round ${rounds}'s deal checked`);
           }"""
    )
    assert moves > 10
    counts = check_guest_saw_only_its_own(guest, 1)
    rounds = counts["new_round"]
    assert rounds >= 2 and counts["commit"] == rounds and counts["reveal"] >= rounds
    assert counts["welcome"] == 1 and counts.get("refused", 0) == 0
    # The deal of every round checked on the guest's device.
    said: list[str] = guest.evaluate("document.querySelector('#net-line').textContent")
    assert f"Round {rounds}'s deal checked on this device: fair." in said
    # The host's table and the guest's show the same scores.
    scores = "() => [...document.querySelectorAll('[data-score-side]')].map((e) => e.textContent)"
    assert host.evaluate(scores) == guest.evaluate(scores)


def test_a_guests_kept_table_that_cannot_be_read_is_kept_aside(
    devices: Callable[[int], list[Page]], net_server: SiteServer
) -> None:
    # What a guest's device kept of a table (five-up:guest) and cannot read is moved aside letter
    # for letter, never dropped; the invitation is answered all the same.
    host, guest = devices(2)
    [link] = host_table(host, net_server.base_url, [("person", "Ann"), ("friend", "Bo")], 31)
    guest.goto(net_server.blank_url)
    guest.evaluate("() => localStorage.setItem('five-up:guest', '{not json')")
    join(host, guest, link, 1)
    aside = guest.evaluate(
        """() => Object.keys(localStorage).filter((k) => k.startsWith('five-up:guest:rejected:'))
                 .map((k) => localStorage.getItem(k))"""
    )
    assert aside == ["{not json"]
    guest.wait_for_function("() => JSON.parse(localStorage.getItem('five-up:guest'))?.seat === 1")
    kept = guest.evaluate("() => JSON.parse(localStorage.getItem('five-up:guest'))")
    assert kept["seat"] == 1 and len(kept["token"]) == 32


def test_forged_frames_are_refused_and_change_nothing(
    devices: Callable[[int], list[Page]], net_server: SiteServer
) -> None:
    host, guest = devices(2)
    [link] = host_table(host, net_server.base_url, [("person", "Ann"), ("friend", "Bo")], 61)
    join(host, guest, link, 1)
    play_while([guest], lambda: state(host) == "your-turn")  # the guest waiting
    assert state(host) == "your-turn"
    before = table(host)
    step = [m for m in received(guest) if m["type"] == "view"][-1]["step"]
    move = {"v": 1, "type": "move", "round": 1, "step": step}
    forged: list[Any] = [
        move | {"move": {"type": "pass"}},  # not its turn
        move | {"move": {"type": "place", "tile": before["hand"][0], "end": None}},  # the host's
        move | {"move": {"type": "fly"}},
        {"v": 1, "type": "join", "seat": 0, "token": "0" * 32, "name": None},  # another seat
        {"v": 2, "type": "move"},
        "garbage",
    ]
    for value in forged:
        forge(guest, value)
    guest.evaluate("() => window.__wire.channels.at(-1).send('not json at all')")
    guest.evaluate("() => window.__wire.channels.at(-1).send('x'.repeat(200000))")
    guest.wait_for_function(
        "n => window.__wire.received.filter((f) => f.includes('\"refused\"')).length >= n",
        arg=len(forged) + 2,  # each forged value, the text that is not JSON, 200 KB
    )
    refusals = sorted(m["message"] for m in received(guest) if m["type"] == "refused")
    assert refusals == [
        "R2.1 it is seat 0's turn, not seat 1's",  # a pass out of turn
        "R2.1 it is seat 0's turn, not seat 1's",  # the host's own tile, out of turn
        'a network message is an object {"v": 1, "type", ...}, not \'garbage\'',
        "move.move.type is 'place', 'draw' or 'pass', not 'fly'",
        "not JSON",
        "this invitation is for seat 1",  # a join for another seat
        "too big (over 65536 bytes)",  # 200,000 characters
        "v is 1 (this page's network version), not 2",
    ]
    # 1 MB does not even leave the guest's browser: the data channel's own limit (256 KB).
    sent_1mb = guest.evaluate(
        "() => { try { window.__wire.channels.at(-1).send('x'.repeat(1 << 20)); return 'sent'; }"
        " catch (err) { return err.name; } }"
    )
    assert sent_1mb in {"TypeError", "OperationError"}
    assert table(host) == before and state(host) == "your-turn"
    assert net(host) == "connected" and net(guest) == "connected"
    assert play_one(host) is not None  # the game goes on
    wait_for_change(host, before)


# The last view a guest's page received from its host.
LAST_VIEW = """() => window.__wire.received.map((text) => JSON.parse(text))
  .filter((frame) => frame.k === "m" && frame.v.type === "view")
  .map((frame) => frame.v.view).at(-1)"""


def test_two_guests_as_partners_and_two_computers_play_a_round(
    devices: Callable[[int], list[Page]], net_server: SiteServer
) -> None:
    # The host's device only referees: seats 1 and 3 are partners on their own devices. One round
    # (a whole game between devices is the two people's test above).
    host, bo, di = devices(3)
    seats = [("computer", ""), ("friend", "Bo"), ("computer", ""), ("friend", "Di")]
    links = host_table(host, net_server.base_url, seats, 31)
    assert len(links) == 2
    join(host, bo, links[0], 1)
    assert net(host) == "offline"  # Di is still to join
    join(host, di, links[1], 3)
    host.wait_for_function("() => document.body.dataset.net === 'connected'")
    assert table(host)["hand"] == []  # nobody plays at the host's device: no hand shown
    moves = play_until([bo, di], host, "round-over")
    assert moves > 2
    for guest, seat in ((bo, 1), (di, 3)):
        guest.wait_for_function("() => document.body.dataset.state === 'round-over'")
        counts = check_guest_saw_only_its_own(guest, seat)
        assert counts["new_round"] >= 1 and counts.get("refused", 0) == 0
        assert table(guest)["scores"] == table(host)["scores"]
    # The partners' names on the host's scoreboard.
    assert "Bo & Di" in host.evaluate("document.querySelector('#scoreboard').textContent")
    # A guest opens the move log (its engine holds no game): the round in play and what the
    # table knows, read from its own last view, exactly as the engine reads that view.
    view = bo.evaluate(LAST_VIEW)
    known = call(Session(), "view_ledger", view=view)
    shown = shown_ledger(bo)
    lacks = [", ".join(map(str, s["lacks"])) or "nothing known" for s in known["seats"]]
    assert [[row[0], row[2], row[3]] for row in shown["rows"]] == [
        [str(s["seat"]), str(s["tiles"]), lack]
        for s, lack in zip(known["seats"], lacks, strict=True)
    ]
    assert shown["unseen"] == " ".join(known["unseen"]) and shown["curtain"] is None
    # The record is the host's: the guest's log offers no saving, replay or round played again,
    # and says why; the host's own log offers them (a round played, one "play this round" each).
    assert shown_tools(bo) == {
        "save": False,
        "load": True,
        "replay": False,
        "message": "The game is the host's: saving it, replaying it and playing a round again"
        " are on the host's device.",
        "lines": 0,
    }
    assert shown_tools(host) == {
        "save": True,
        "load": True,
        "replay": False,
        "message": None,
        "lines": 1,
    }
    # The host's page goes: each guest sees the link lost, and its table kept.
    host.close()
    for guest in (bo, di):
        guest.wait_for_function("() => document.body.dataset.net === 'reconnecting'")


def test_a_guest_who_drops_rejoins_and_the_game_resumes_exactly(
    devices: Callable[[int], list[Page]], net_server: SiteServer
) -> None:
    host, guest = devices(2)
    [link] = host_table(host, net_server.base_url, [("person", "Ann"), ("friend", "Bo")], 61)
    join(host, guest, link, 1)
    # A few moves, until it is the guest's turn.
    play_while(
        [host, guest],
        lambda: state(guest) == "your-turn" and len(received(guest)) > 8,
        host=host,
    )
    assert state(guest) == "your-turn"
    at_host, at_guest = table(host), table(guest)
    context = guest.context
    guest.close()  # the guest's device drops off
    host.wait_for_function("() => document.body.dataset.net === 'reconnecting'")
    host.wait_for_function(
        "old => [...document.querySelectorAll('[data-invite-link]')].some((a) => a.href !== old)",
        arg=link,
    )
    waiting = table(host)
    assert waiting["log"].startswith("Bo is disconnected. The game waits")
    assert waiting | {"log": ""} == at_host | {"log": ""} and state(host) == "waiting"
    [rejoin] = host.eval_on_selector_all("[data-invite-link]", "links => links.map((a) => a.href)")
    assert rejoin != link
    back = prepare(context.new_page())  # the same device (its storage), a new page
    back.goto(rejoin)
    # The table it kept shows at once, while the link is made again.
    back.wait_for_function("() => document.body.dataset.net === 'reconnecting'")
    back.wait_for_function(
        "hand => document.querySelectorAll('button[data-tile]').length === hand.length",
        arg=at_guest["hand"],
    )
    reply = back.wait_for_selector("[data-reply-code]").text_content() or ""
    host.fill('textarea[name="reply"][data-seat="1"]', reply)
    host.click('[data-action="accept-reply"][data-seat="1"]')
    for page in (host, back):
        page.wait_for_function("() => document.body.dataset.net === 'connected'")
    back.wait_for_function("() => document.body.dataset.state === 'your-turn'")
    resumed = table(back)
    assert resumed["hand"] == at_guest["hand"] and resumed["board"] == at_guest["board"]
    assert resumed["scores"] == at_guest["scores"]
    assert table(host)["board"] == at_host["board"]
    play_until([host, back], host, "round-over")  # and the round plays on to its end
