"""What a person needs at each moment of a game on a phone, within reach: each control the
moment needs is in view, uncovered (the element at its centre is itself) and holds its words.
The whole games by touch (test_phone_game, test_rule_sets_phone) check every state they meet."""

from __future__ import annotations

from playwright.sync_api import Page

# Each control matched by `selector` that is shown: whether it lies inside the viewport, whether
# the element at its centre is itself (nothing covers it), and whether its words fit its box.
CONTROLS = """(selector) => [...document.querySelectorAll(selector)]
  .filter((e) => e.checkVisibility() && !e.disabled)
  .map((e) => {
    const r = e.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const inView = r.left >= 0 && r.top >= 0
      && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
    // The words shown: words for screen readers only sit in a 1 px clipped box.
    const shown = [];
    const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.parentElement.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      shown.push(range.getBoundingClientRect());
    }
    // A hand tile is a picture (its "new" tag sits on its corner on purpose): no words to fit.
    const fits = "tile" in e.dataset || (e.scrollWidth <= e.clientWidth + 1
      && shown.every((w) => w.left >= r.left - 1 && w.right <= r.right + 1));
    const d = e.dataset;
    return { what: d.tile || d.end || d.action || d.claim || e.id || e.textContent,
             inView, covered: !(top && (top === e || e.contains(top))), fits };
  })"""

NEEDED = {
    "pass-device": '[data-action="show-hand"]',
    "your-turn": "#hand [data-tile], .actions button",
    "ends": "#ends-list [data-end]",
    "claim": "dialog#claim[open] [data-claim], dialog#claim[open] button",
    "round-over": '[data-action="next-round"]',
    "game-over": '[data-action="play-again"]',
}


def check_controls(page: Page, state: str, seen: dict[str, int]) -> None:
    """Every control the player needs in `state` is in view, uncovered and fits its words."""
    found = page.evaluate(CONTROLS, NEEDED[state])
    assert found, f"{state}: no control to act with"
    bad = [c for c in found if not (c["inView"] and not c["covered"] and c["fits"])]
    assert not bad, f"{state}: {bad}"
    seen[state] = seen.get(state, 0) + 1
