"""Games other than Five Up at a table across devices (issue 41), for e2e/test_net_games.py: what
a guest's page was welcomed with and keeps, the line that names its table, and a host's page whose
welcome is rewritten on its way out (its data channel's own `send`, before the page's scripts) to
name a game no page knows, as a newer host's page would.
"""

from __future__ import annotations

from typing import Any

from nettable import received
from playwright.sync_api import Page

# Runs before the host page's scripts: each welcome it sends names the game `preset` instead.
REWRITE_WELCOME_SCRIPT = """
(() => {
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    if (typeof data === "string" && data.includes('"welcome"')) {
      const frame = JSON.parse(data);
      if (frame.k === "m" && frame.v && frame.v.type === "welcome") {
        frame.v.rules = { ...frame.v.rules, preset: %s };
        data = JSON.stringify(frame);
      }
    }
    return send.call(this, data);
  };
})();
"""


def rewrite_welcome(host: Page, preset: str) -> None:
    """Every welcome the host's page sends from now on (in new pages of its context) names
    `preset` as its game."""
    host.context.add_init_script(REWRITE_WELCOME_SCRIPT % repr(preset))


def welcomes(page: Page) -> list[dict[str, Any]]:
    """Every welcome the page's channels received, as sent."""
    return [m for m in received(page) if m["type"] == "welcome"]


def kept(guest: Page) -> dict[str, Any]:
    """What the guest's device keeps of its table (five-up:guest)."""
    script = "() => JSON.parse(localStorage.getItem('five-up:guest'))"
    value: dict[str, Any] = guest.evaluate(script)
    return value


def net_line(page: Page) -> str:
    text: str = page.evaluate("document.querySelector('#net-line').textContent")
    return text


def net_card(page: Page) -> dict[str, Any]:
    """The network card as shown: hidden or not, its title, lead and table line."""
    card: dict[str, Any] = page.evaluate(
        """() => {
             const panel = document.getElementById("net-panel");
             const text = (s) => panel.querySelector(s)?.textContent ?? null;
             return { hidden: panel.hidden, title: text(".net-title"), lead: text(".net-lead"),
                      table: text(".net-table") };
           }"""
    )
    return card
