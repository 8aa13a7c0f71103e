"""Where a hidden tile could show in the page (R1.4), for the curtain's tests: the markup, the
accessibility tree and the text the board's canvas draws. A tile on the board is seen by everyone;
the fair-deal check tells finished rounds' deals and the rules card's worked examples name tiles of
no game: both are left aside.

`CANVAS_TEXT_SCRIPT` goes in before the page's scripts: it keeps every string the page's canvases
draw (`fillText`, `strokeText`) in `window.__canvasText`.
"""

from __future__ import annotations

import re

from people import HAND
from playwright.sync_api import Page

BOARD_TEXT = "() => document.querySelector('#board-text').textContent"
LEFT_ASIDE = "#fairdeal, #fairdeal-box, #rules-dialog"
# The page's words and markup, but those LEFT_ASIDE.
SHOWN_MARKUP = f"""() => {{
  const copy = document.body.cloneNode(true);
  copy.querySelectorAll("{LEFT_ASIDE}").forEach((n) => n.remove());
  return copy.innerHTML;
}}"""
CANVAS_TEXT_SCRIPT = """
(() => {
  const drawn = (window.__canvasText = []);
  const proto = CanvasRenderingContext2D.prototype;
  for (const name of ["fillText", "strokeText"]) {
    const original = proto[name];
    proto[name] = function (text, ...rest) {
      drawn.push(String(text));
      return original.call(this, text, ...rest);
    };
  }
})();
"""
CANVAS_TEXT = "() => (window.__canvasText || []).join('\\n')"


def tile_forms(tile: str) -> list[re.Pattern[str]]:
    """How a tile can be written in the page: its notation ("3|5", "[3|5]") and its spoken name
    in the accessibility tree ("3\u20135", an en dash), not as part of a longer number."""
    lo, hi = tile.strip("[]").split("|")
    return [re.compile(rf"(?<!\d){lo}\|{hi}(?!\d)"), re.compile(rf"(?<!\d){lo}\u2013{hi}(?!\d)")]


def shown_hidden_tiles(page: Page, tiles: list[str], seen: str = "") -> list[str]:
    """Which of `tiles` not on the board (nor in `seen`, tiles everyone saw) the page shows: in
    a hand, its markup, its accessibility tree or its canvases' text, each with where."""
    found = [f"{tile} in the hand" for tile in page.evaluate(HAND) if tile in tiles]
    board = page.evaluate(BOARD_TEXT) + seen
    places = {
        "the page": page.evaluate(SHOWN_MARKUP),
        "the accessibility tree": accessibility_tree(page),
        "the canvas's text": page.evaluate(CANVAS_TEXT),
    }
    for tile in tiles:
        if tile in board:
            continue
        for where, text in places.items():
            if any(form.search(text) for form in tile_forms(tile)):
                found.append(f"{tile} in {where}")
    return found


def accessibility_tree(page: Page) -> str:
    """The page's accessibility tree as Playwright writes it, but the parts LEFT_ASIDE."""
    if not page.locator("#rules-dialog[open]").count():
        return page.locator("body").aria_snapshot()
    parts = page.locator("body > :not(#rules-dialog, script)")
    return "\n".join(parts.nth(i).aria_snapshot() for i in range(parts.count()))
