"""Every control a player needs is on screen, always (issue 12): at six window sizes, in every state
of a game (the first visit's New game dialog, the lot, the person's turn with no tile chosen and
with a tile of 1, 2, 3 and 4 legal ends, the Muggins claim, waiting for a computer, the round's
summary, game over, and each dialog), every control that moves the game on has its box inside the
viewport, with the page not scrolled, and `document.elementFromPoint` at its centre is the control
(or inside it): nothing covers it and no scrolling box clips it; and its label fits in it; and no
control that shows, of any kind, has text running out of it (issue 24, `fit.overflowing_controls`).
The round summary leaves the board in view. One page per size goes through the states in turn.

And the smaller items of the issue: the first visit's status says what is true; the tally leaves the
top bar's height exactly as it was; a score's "+N" shows under one side at a time and never over
its progress bar; the Finnish side names never run into their scores on a phone; a disabled Draw
looks disabled; the New game dialog opens on the current game's setup.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from access import open_context
from fit import overflowing_controls
from harness import SiteServer
from playwright.sync_api import Browser, Page
from tabletop import (
    CLICK_TIMEOUT,
    MOVE_TIMEOUT,
    SETTLED,
    SETTLED_SCRIPT,
    Replay,
    Snapshot,
    Table,
    choose_end,
    choose_tile,
    replay_offline,
)
from viewports import SIZES

# Four players under Muggins to 31 (the most crowded table, and the claim dialog): with the
# person's policy claiming nothing, round 1 offers tiles with 1, 2, 3 and 4 legal ends (R5).
CROWDED = {"seed": 10, "players": 4, "levels": ["easy", "easy", "easy"]}
CROWDED_RULES = {"target": 155, "muggins": True}
# A two-player game whose person's last turn is planted as a save: one move to game over.
FINISH = {"seed": 8, "players": 2, "levels": ["easy"]}

# The top bar's controls: in view in every state without a modal dialog.
TOP = ".topbar [data-action]"
TURN = (
    '#hand [data-tile]:not([disabled]), [data-action="draw"]:not([disabled]),'
    ' [data-action="pass"]:not([disabled]), .aids-bar [data-action]:not([disabled])'
)
ENDS = '[data-end], [data-action="cancel-select"]'
# The round summary's way on: Next round, or Play again and Replay.
WAY_ON = ".round-actions [data-action]"
# A dialog's way on: its close or actions, the claim's choices, the log's tools, the viewer's steps.
DIALOG = (
    "dialog[open] :is(.aid-dialog-head button, .newgame-actions button, [data-claim],"
    " .log-tools button, .viewer-dialog .viewer-nav button, .stats-actions button)"
)

# The controls matching `selector` that show: each inside the viewport (the page not scrolled)
# and the one found at its centre. Returns the problems and how many controls were checked.
CHECK_SCRIPT = """
(selector) => {
  const name = (el) => {
    if (!el) return "nothing";
    const data = Object.entries(el.dataset || {}).map(([k, v]) => `${k}=${v}`).join(" ");
    const text = (el.textContent || "").trim().slice(0, 24);
    return `<${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""} ${data}> "${text}"`;
  };
  const W = document.documentElement.clientWidth, H = document.documentElement.clientHeight;
  const problems = [];
  if (scrollX !== 0 || scrollY !== 0) problems.push(`the page is scrolled: ${scrollX},${scrollY}`);
  let checked = 0;
  for (const el of document.querySelectorAll(selector)) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    checked += 1;
    const r = el.getBoundingClientRect();
    const [x, y, w, h] = [r.left, r.top, r.width, r.height].map(Math.round);
    const box = `[${x},${y} ${w}x${h}]`;
    if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5) {
      problems.push(`${name(el)} ${box} is outside the ${W}x${H} viewport`);
      continue;
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === el || el.contains(hit))) {
      problems.push(`${name(el)} ${box} is under ${name(hit)}`);
    }
    if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
      const needs = `${el.scrollWidth}x${el.scrollHeight}`;
      problems.push(`${name(el)} ${box} cuts its label off (it needs ${needs})`);
    }
  }
  return { problems, checked };
}
"""

# Runs before the page's scripts: each time the page starts waiting for a computer with a game on
# the table, the top bar's controls are checked there and then (the wait is short with ?fast=1).
WAITING_SCRIPT = (
    (
        """
(() => {
  const check = CHECK;
  const top = TOP;
  window.__viewportWaiting = { problems: [], checked: 0 };
  let last = null;
  new MutationObserver(() => {
    const state = document.body?.dataset.state;
    if (state === "waiting" && last !== "waiting" && document.querySelector("#hand [data-tile]")) {
      const found = check(top);
      window.__viewportWaiting.problems.push(...found.problems);
      window.__viewportWaiting.checked += found.checked;
    }
    last = state;
  }).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["data-state"],
  });
})();
"""
    )
    .replace("CHECK", CHECK_SCRIPT.strip())
    .replace("TOP;", json.dumps(TOP) + ";")
)


class Checker:
    """Checks the controls in view at each state, and keeps every problem found."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.problems: list[str] = []
        self.states: list[str] = []

    def check(self, state: str, selector: str, *, needs: tuple[str, ...] = ()) -> None:
        self.page.wait_for_timeout(0)
        found = self.page.evaluate(CHECK_SCRIPT, selector)
        self.states.append(state)
        self.problems += [f"{state}: {p}" for p in found["problems"]]
        if found["checked"] == 0:
            self.problems.append(f"{state}: no control of {selector!r} shows")
        for need in needs:
            if not self.page.locator(need).first.is_visible():
                self.problems.append(f"{state}: {need} does not show")
        # Issue 24: no control that shows, of any kind, has text running out of it.
        self.problems += [f"{state}: {p}" for p in overflowing_controls(self.page)]


def settle(page: Page, mark: int) -> None:
    page.wait_for_function(SETTLED_SCRIPT, arg=[mark, list(SETTLED)], timeout=MOVE_TIMEOUT)


def open_game(page: Page, server: SiteServer) -> Snapshot:
    levels = ",".join(CROWDED["levels"])  # type: ignore[arg-type]
    query = f"?seed={CROWDED['seed']}&players={CROWDED['players']}&levels={levels}"
    query += "&target=31&muggins=1&fast=1"
    page.goto(server.base_url + query)
    page.wait_for_function("s => s.includes(document.body.dataset.state)", arg=list(SETTLED))
    return Table(page, server).snapshot()


def ends_of(page: Page, tile: str) -> int:
    page.locator(f'#hand [data-tile="{tile}"]').click(timeout=CLICK_TIMEOUT)
    count: int = page.wait_for_function(
        "() => document.querySelectorAll('#ends-list [data-end]').length",
        timeout=CLICK_TIMEOUT,
    ).json_value()
    return count


def person_turn(table: Table, checker: Checker, snap: Snapshot, seen: set[int]) -> Snapshot:
    """Check the turn, each count of ends not seen yet, the claim; then make the policy's move."""
    page = table.page
    checker.check("your turn", f"{TOP}, {TURN}")
    if snap.draw:
        return table.draw(snap)
    if snap.pass_:
        return table.pass_(snap)
    for tile in sorted(snap.enabled):
        if len(seen) == 4:
            break
        count = ends_of(page, tile)
        if count not in seen:
            seen.add(count)
            checker.check(f"{tile} chosen, {count} ends", f"{TOP}, {ENDS}", needs=("[data-end]",))
        page.locator('[data-action="cancel-select"]').click(timeout=CLICK_TIMEOUT)
    tile = choose_tile(snap.enabled)
    ends = table.pick(tile)
    page.locator(f'[data-end="{choose_end(ends)}"]').click(timeout=CLICK_TIMEOUT)
    page.locator("dialog#claim[open]").wait_for(timeout=CLICK_TIMEOUT)
    checker.check("the Muggins claim", DIALOG, needs=('[data-claim="0"]',))
    page.locator('dialog#claim [data-claim="0"]').click(timeout=CLICK_TIMEOUT)
    settle(page, snap.mark)
    return table.snapshot()


def top_dialogs(page: Page, checker: Checker, when: str) -> None:
    """Statistics, the rules and the move log, each opened from the top bar, then closed."""
    for action in ("stats", "open-rules", "open-log"):
        page.locator(f'.topbar [data-action="{action}"]').click(timeout=CLICK_TIMEOUT)
        page.wait_for_selector("dialog[open]", timeout=CLICK_TIMEOUT)
        checker.check(f"{when}, the dialog of {action}", DIALOG)
        page.keyboard.press("Escape")
        page.wait_for_function("() => !document.querySelector('dialog[open]')")


def coach_viewer(page: Page, checker: Checker) -> None:
    """The coach's viewer, from the round summary (the person's policy leaves moments to show)."""
    page.locator('[data-action="coach"]').click(timeout=CLICK_TIMEOUT)
    page.locator('[data-action="coach-step"]').click(timeout=MOVE_TIMEOUT)
    page.wait_for_selector("dialog[open]", timeout=CLICK_TIMEOUT)
    checker.check("round over, the coach's viewer", DIALOG)
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.querySelector('dialog[open]')")
    page.locator("#round-scroll").evaluate("(box) => box.scrollTo(0, 0)")


NEWGAME_SCRIPT = """
() => {
  const form = document.querySelector("#newgame-form");
  const value = (name) => form.querySelector(`input[name="${name}"]:checked`)?.value ?? null;
  return { players: value("players"), levels: [1, 2, 3].map((s) => value(`level-${s}`)),
           target: value("target"), muggins: form.querySelector('input[name="muggins"]').checked };
}
"""


def last_turn_save() -> str:
    """A save of the FINISH game at the person's last turn (the next move ends the game)."""
    turns = 0

    def count(game: Replay) -> bool:
        nonlocal turns
        turns += 1
        return False

    replay_offline(FINISH["seed"], 2, ["easy"], max_rounds=99, on_turn=count)  # type: ignore[arg-type]
    at = 0

    def stop(game: Replay) -> bool:
        nonlocal at
        at += 1
        return at == turns

    game = replay_offline(FINISH["seed"], 2, ["easy"], max_rounds=99, on_turn=stop)  # type: ignore[arg-type]
    record = game.call("record")
    save = {"schema": 1, "saved_at": "2026-01-01T00:00:00Z", "game": "v-1", "record": record}
    return json.dumps(save)


def first_visit(page: Page, server: SiteServer, checker: Checker) -> None:
    """No game yet: the New game dialog asks, the status says so, Round and Boneyard do not show."""
    page.goto(server.base_url + "?fast=1")
    page.wait_for_function("() => document.body.dataset.state === 'new-game'")
    checker.check("first visit, the New game dialog", DIALOG, needs=('[data-action="start-game"]',))
    status = page.locator("#status").text_content() or ""
    assert "Loading" not in status and "choose the players" in status, status
    assert not page.locator("#round-no").is_visible() and not page.locator("#boneyard").is_visible()


def play_round(table: Table, checker: Checker, snap: Snapshot) -> tuple[Snapshot, set[int]]:
    page = table.page
    if page.locator('[data-action="close-lot"]').is_visible():
        checker.check("the lot", f'{TOP}, [data-action="close-lot"]')
        page.locator('[data-action="close-lot"]').click()
    seen: set[int] = set()
    while snap.state == "your-turn":
        snap = person_turn(table, checker, snap, seen)
    return snap, seen


def game_over(page: Page, server: SiteServer, table: Table, checker: Checker) -> None:
    """The last move of a planted game, game over, the replay viewer, and Play again's dialog."""
    page.evaluate("(raw) => localStorage.setItem('five-up:save', raw)", last_turn_save())
    page.goto(server.base_url + "?fast=1")
    page.wait_for_function("s => s.includes(document.body.dataset.state)", arg=list(SETTLED))
    snap = table.snapshot()
    _, snap = table.play_turn(snap, lambda tile, ends: None)
    assert snap.state == "game-over", snap.state
    checker.check("game over", f"{TOP}, {WAY_ON}", needs=('[data-action="play-again"]',))
    board_in_view(page, checker, "game over")
    replay = page.locator('[data-action="replay-from-summary"]')
    if replay.is_visible():
        replay.click()
        page.wait_for_selector("dialog[open]", timeout=CLICK_TIMEOUT)
        checker.check("game over, the replay viewer", DIALOG)
        page.keyboard.press("Escape")
        page.wait_for_function("() => !document.querySelector('dialog[open]')")
    page.locator('[data-action="play-again"]').click()
    page.wait_for_selector("#newgame[open]", timeout=CLICK_TIMEOUT)
    checker.check("Play again, the New game dialog", DIALOG, needs=('[data-action="start-game"]',))
    shown = page.evaluate(NEWGAME_SCRIPT)
    assert shown == {  # H1, H2: the sheet's target, no Muggins
        "players": "2",
        "levels": ["easy", None, None],
        "target": "61",
        "muggins": False,
    }


BOARD_SCRIPT = """
() => {
  const r = document.querySelector("#board").getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return { shown: hit?.id === "board", height: Math.round(r.height), width: Math.round(r.width) };
}
"""


def board_in_view(page: Page, checker: Checker, state: str) -> None:
    """The round's final board stays in view beside its summary: the canvas's centre shows."""
    board = page.evaluate(BOARD_SCRIPT)
    if not board["shown"] or board["height"] < 80:
        checker.problems.append(f"{state}: the board does not show beside the summary ({board})")


@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
def test_every_control_is_in_view(
    browser: Browser, server: SiteServer, size: dict[str, int]
) -> None:
    context, guard = open_context(browser, server, viewport=size, reduced_motion=True)
    context.add_init_script(WAITING_SCRIPT)
    try:
        page = context.new_page()
        page.set_default_timeout(120_000)
        table = Table(page, server)
        checker = Checker(page)
        first_visit(page, server, checker)
        snap = open_game(page, server)
        snap, seen = play_round(table, checker, snap)
        assert seen == {1, 2, 3, 4}, f"seed {CROWDED['seed']} offered tiles of {sorted(seen)} ends"
        waiting: dict[str, Any] = page.evaluate("window.__viewportWaiting")
        assert waiting["checked"] > 0, "the page was never seen waiting for a computer"
        checker.problems += [f"waiting: {p}" for p in waiting["problems"]]
        assert snap.state == "round-over", snap.state
        checker.check("round over", f"{TOP}, {WAY_ON}", needs=('[data-action="next-round"]',))
        board_in_view(page, checker, "round over")
        top_dialogs(page, checker, "round over")
        coach_viewer(page, checker)
        page.locator('.topbar [data-action="new-game"]').click()
        page.wait_for_selector("#newgame[open]", timeout=CLICK_TIMEOUT)
        checker.check("New game over a game", DIALOG, needs=('[data-action="cancel-new-game"]',))
        shown = page.evaluate(NEWGAME_SCRIPT)
        assert shown == {"players": "4", "levels": ["easy"] * 3, "target": "31", "muggins": True}
        page.locator('[data-action="cancel-new-game"]').click()
        game_over(page, server, table, checker)
        found = checker.problems
        assert not found, f"{len(found)} problems:\n" + "\n".join(found)
        guard.check()
    finally:
        context.close()


# ---- the smaller items ------------------------------------------------------------------------


@contextmanager
def simple_game(
    browser: Browser, server: SiteServer, size: dict[str, int], players: int = 2, **options: Any
) -> Iterator[Page]:
    """A page at `size` on a seeded game against easy computers; every problem fails the test."""
    context, guard = open_context(browser, server, viewport=size, **options)
    try:
        page = context.new_page()
        levels = ",".join(["easy"] * (players - 1))
        page.goto(server.base_url + f"?seed=3&players={players}&levels={levels}&fast=1")
        page.wait_for_function("s => s.includes(document.body.dataset.state)", arg=list(SETTLED))
        yield page
        guard.check()
    finally:
        context.close()


BAR_SCRIPT = """
() => {
  const r = (sel) => document.querySelector(sel).getBoundingClientRect();
  return { bar: r(".topbar").height, table: r("#table").top, bench: r("#bench").top };
}
"""


@pytest.mark.parametrize("size", [SIZES["desktop-1280x720"], SIZES["phone-390x844"]])
def test_the_tally_leaves_the_top_bar_as_it_was(
    browser: Browser, server: SiteServer, size: dict[str, int]
) -> None:
    with simple_game(browser, server, size) as page:
        off = page.evaluate(BAR_SCRIPT)
        page.locator('[data-action="tally"]').click()
        page.wait_for_selector(".score-tally")
        on = page.evaluate(BAR_SCRIPT)
        page.locator('[data-action="tally"]').click()
        page.wait_for_function("() => !document.querySelector('.score-tally')")
        assert on == off == page.evaluate(BAR_SCRIPT)


# Two sides score one after the other: the first side's "+2" goes when the second's "+3" comes, and
# the chip, shown in full, covers no score's progress bar.
CHIPS_SCRIPT = """
async () => {
  const scoreboard = await import(new URL("./table/scoreboard.js", document.baseURI).href);
  scoreboard.flashScore(0, 2);
  scoreboard.flashScore(1, 3);
  const showing = [...document.querySelectorAll(".score-gain")]
    .filter((g) => g.getAnimations().length > 0)
    .map((g) => [g.closest(".score").dataset.side, g.textContent]);
  const overlaps = [];
  for (const gain of document.querySelectorAll(".score-gain")) {
    for (const a of gain.getAnimations()) { a.pause(); a.currentTime = 600; }
    const g = gain.getBoundingClientRect();
    for (const bar of document.querySelectorAll(".score-bar")) {
      const b = bar.getBoundingClientRect();
      const apart = g.right <= b.left || b.right <= g.left || g.bottom <= b.top;
      if (gain.textContent && !(apart || b.bottom <= g.top)) overlaps.push(gain.textContent);
    }
  }
  return { showing, overlaps };
}
"""


@pytest.mark.parametrize("size", [SIZES["desktop-1280x720"], SIZES["phone-390x844"]])
def test_one_score_chip_at_a_time_never_over_a_bar(
    browser: Browser, server: SiteServer, size: dict[str, int]
) -> None:
    with simple_game(browser, server, size) as page:
        assert page.evaluate(CHIPS_SCRIPT) == {"showing": [["1", "+3"]], "overlaps": []}


NAMES_SCRIPT = """
() => [...document.querySelectorAll(".score")].map((score) => {
  const name = score.querySelector(".score-name"), pts = score.querySelector(".score-points");
  const n = name.getBoundingClientRect(), p = pts.getBoundingClientRect();
  const apart = n.right <= p.left || p.right <= n.left || n.bottom <= p.top || p.bottom <= n.top;
  return { name: name.textContent, apart, fits: name.scrollWidth <= name.clientWidth };
})
"""


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(
    "size", [SIZES["phone-390x844"], SIZES["small-phone-360x640"]], ids=["390", "360"]
)
def test_finnish_side_names_never_run_into_their_scores(
    browser: Browser, server: SiteServer, size: dict[str, int], players: int
) -> None:
    with simple_game(browser, server, size, players, lang="fi") as page:
        scores = page.evaluate(NAMES_SCRIPT)
        assert len(scores) == (2 if players == 4 else players)
        if players != 3:  # North plays at two and four
            assert any("Pohjoinen" in s["name"] for s in scores), scores
        bad = [s for s in scores if not (s["apart"] and s["fits"])]
        assert not bad, bad


# Draw's look while disabled, and the same button's with `disabled` taken off for a moment.
DRAW_LOOK_SCRIPT = """
() => {
  const draw = document.querySelector('[data-action="draw"]');
  const look = () => {
    const c = getComputedStyle(draw);
    return { background: c.backgroundColor, border: c.borderTopStyle, opacity: c.opacity };
  };
  const disabled = draw.disabled;
  const off = look();
  draw.disabled = false;
  const on = look();
  draw.disabled = disabled;
  return { disabled, off, on };
}
"""


def test_a_disabled_draw_looks_disabled(browser: Browser, server: SiteServer) -> None:
    # Reduced motion: the buttons' transitions do not delay the look read at once.
    with simple_game(browser, server, SIZES["desktop-1280x720"], reduced_motion=True) as page:
        table = Table(page, server)
        snap = table.snapshot()
        while snap.state == "your-turn":
            _, snap = table.play_turn(snap, lambda tile, ends: None)
        draw = page.locator('[data-action="draw"]').text_content() or ""
        assert snap.state == "round-over" and "(" in draw, (snap.state, draw)
        look = page.evaluate(DRAW_LOOK_SCRIPT)
        assert look["disabled"]
        off, on = look["off"], look["on"]
        assert off["background"] == "rgba(0, 0, 0, 0)" != on["background"], look
        assert (off["border"], on["border"]) == ("dashed", "solid"), look
        assert float(off["opacity"]) < 0.5 < float(on["opacity"]), look
