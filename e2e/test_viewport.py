"""Every control a player needs is on screen, always (issue 12): at six window sizes, in every state
of a game (the first visit's New game dialog, the lot, the person's turn with no tile chosen and
with a tile of 1, 2, 3 and 4 legal ends, the Muggins claim, waiting for a computer, the round's
summary, game over, and each dialog), every control that moves the game on has its box inside the
viewport, with the page not scrolled, and `document.elementFromPoint` at its centre is the control
(or inside it): nothing covers it and no scrolling box clips it; and its label fits in it; and no
control that shows, of any kind, has text running out of it (issue 24, `fit.overflowing_controls`).
The round summary leaves the board in view, and its Draw (disabled) looks disabled.

One page plays the round once (issue 40) and in each state is taken to each of the six sizes in turn
(`relayout.SizeTour`: the page laid out again at a size is laid out as one loaded there), each
problem named by its size. Each moment the page starts waiting for a computer is checked at the size
the page is at, and the engine's answers are held meanwhile until it has been checked at the other
five too (WAITING_SCRIPT): every moment at every size, as six rounds did.

And the smaller items of the issue: the first visit's status says what is true; the tally leaves the
top bar's height exactly as it was; a score's "+N" shows under one side at a time and never over
its progress bar; the Finnish side names never run into their scores on a phone; the New game
dialog opens on the current game's setup.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from access import open_context
from fit import overflowing_controls
from harness import SiteServer
from playwright.sync_api import Browser, Page
from relayout import RELAYOUT_WATCH, SizeTour
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
from viewports import DESKTOP_AND_PHONE, PHONES, SIZES

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
# the table, the top bar's controls are checked there and then, at the size the page is at (the
# wait is short with ?fast=1: `moments`, each one's size and what was found). The engine's answers
# are then held (`held`; the board's layouts go through: added before relayout.RELAYOUT_WATCH, it
# reads that script's open requests) until `__releaseWaiting()`, so the same moment can be looked
# at at every other size.
WAITING_SCRIPT = (
    (
        """
(() => {
  const check = CHECK;
  const top = TOP;
  const seen = (window.__viewportWaiting = { moments: [], held: false });
  const kept = []; // [worker, data] of each answer held, in order
  const released = new WeakSet();
  window.__releaseWaiting = () => {
    seen.held = false;
    for (const [worker, data] of kept.splice(0)) {
      const again = new MessageEvent("message", { data });
      released.add(again);
      worker.dispatchEvent(again);
    }
  };
  const Native = window.Worker;
  if (Native) {
    window.Worker = class extends Native {
      constructor(url, options) {
        super(url, options);
        // Heard before RELAYOUT_WATCH's listener (this script is the inner class): a layout's
        // answer is still open there.
        this.addEventListener("message", (event) => {
          const layout = window.__layouts.open.has(event.data?.id);
          if (!seen.held || released.has(event) || layout) return;
          event.stopImmediatePropagation(); // before the page's own listener
          kept.push([this, event.data]);
        });
      }
    };
  }
  let last = null;
  new MutationObserver(() => {
    const state = document.body?.dataset.state;
    if (state === "waiting" && last !== "waiting" && document.querySelector("#hand [data-tile]")) {
      seen.moments.push({ size: `${innerWidth}x${innerHeight}`, ...check(top) });
      seen.held = true;
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
    """Checks the controls in view in each state at every size of SIZES (the page taken to each in
    turn, `relayout.SizeTour`; it goes on at the last one looked at), and keeps every problem
    found, named by its size and state."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.tour = SizeTour(page, SIZES)
        self.problems: list[str] = []
        self.states: list[str] = []
        # How many top-bar controls were checked while waiting for a computer, at each size, and
        # what the page plays (naming those moments).
        self.waiting = dict.fromkeys(SIZES, 0)
        self.playing = "the round"

    def check(
        self,
        state: str,
        selector: str,
        *,
        needs: tuple[str, ...] = (),
        board: bool = False,
        also: Callable[[str], None] | None = None,
    ) -> None:
        """At every size: the controls of `selector`, each of `needs` showing; with `board`, the
        board beside the summary; `also(where)`, whatever else the state asks."""
        self.states.append(state)
        for name in self.tour.each():
            where = f"{name}, {state}"
            self.check_here(where, selector, needs)
            if board:
                board_in_view(self.page, self, where)
            if also:
                also(where)

    def check_here(self, where: str, selector: str, needs: tuple[str, ...]) -> None:
        self.page.wait_for_timeout(0)
        found = self.page.evaluate(CHECK_SCRIPT, selector)
        self.problems += [f"{where}: {p}" for p in found["problems"]]
        if found["checked"] == 0:
            self.problems.append(f"{where}: no control of {selector!r} shows")
        for need in needs:
            if not self.page.locator(need).first.is_visible():
                self.problems.append(f"{where}: {need} does not show")
        # Issue 24: no control that shows, of any kind, has text running out of it.
        self.problems += [f"{where}: {p}" for p in overflowing_controls(self.page)]

    def look_at_held_wait(self) -> None:
        """A moment of waiting for a computer, held (WAITING_SCRIPT checked it at the size the
        page is at): the top bar's controls at every other size; then the engine goes on."""
        moment = len(self.page.evaluate("window.__viewportWaiting.moments"))
        for name in self.tour.each(here=False):
            found = self.page.evaluate(CHECK_SCRIPT, TOP)
            self.waiting[name] += found["checked"]
            where = f"{name}, {self.playing}, waiting {moment}"
            self.problems += [f"{where}: {p}" for p in found["problems"]]
        state = self.page.evaluate("document.body.dataset.state")
        assert state == "waiting", f"waiting {moment} was not held: the page is {state}"
        self.page.evaluate("window.__releaseWaiting()")

    def gather_waits(self) -> None:
        """The moments this page checked, each at the size it was at (before it is left)."""
        names = {f"{size['width']}x{size['height']}": name for name, size in SIZES.items()}
        moments = self.page.evaluate("window.__viewportWaiting.moments")
        for moment, seen in enumerate(moments, start=1):
            name = names[seen["size"]]
            self.waiting[name] += seen["checked"]
            where = f"{name}, {self.playing}, waiting {moment}"
            self.problems += [f"{where}: {p}" for p in seen["problems"]]


def go_on(checker: Checker, until: str, arg: Any = None) -> None:
    """Wait until `until(arg)` (a function in the page) is true, looking at each moment of waiting
    for a computer held meanwhile at every other size."""
    page = checker.page
    held = "window.__viewportWaiting.held"
    while True:
        page.wait_for_function(f"(arg) => {held} || ({until})(arg)", arg=arg, timeout=MOVE_TIMEOUT)
        if not page.evaluate(held):
            return
        checker.look_at_held_wait()


def settle(checker: Checker, mark: int) -> None:
    """The page has been waiting since `mark` and is settled again."""
    go_on(checker, SETTLED_SCRIPT, [mark, list(SETTLED)])


def act(table: Table, checker: Checker, selector: str, snap: Snapshot) -> Snapshot:
    """Click a control that hands the move to the engine; the page's next snapshot once settled."""
    table.page.locator(selector).click(timeout=CLICK_TIMEOUT)
    settle(checker, snap.mark)
    return table.snapshot()


SETTLED_NOW = "(settled) => settled.includes(document.body.dataset.state)"


def open_game(table: Table, checker: Checker, server: SiteServer) -> Snapshot:
    levels = ",".join(CROWDED["levels"])  # type: ignore[arg-type]
    query = f"?seed={CROWDED['seed']}&players={CROWDED['players']}&levels={levels}"
    query += "&target=31&muggins=1&fast=1"
    table.page.goto(server.base_url + query)
    go_on(checker, SETTLED_NOW, list(SETTLED))
    return table.snapshot()


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
        return act(table, checker, '[data-action="draw"]', snap)
    if snap.pass_:
        return act(table, checker, '[data-action="pass"]', snap)
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
    go_on(checker, "() => !!document.querySelector('dialog#claim[open]')")
    checker.check("the Muggins claim", DIALOG, needs=('[data-claim="0"]',))
    page.locator('dialog#claim [data-claim="0"]').click(timeout=CLICK_TIMEOUT)
    settle(checker, snap.mark)
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
    """No game yet: the New game dialog asks, the status says so, Round and Boneyard do not show
    (at every size: the page laid out again at each is laid out as one loaded there)."""
    page.goto(server.base_url + "?fast=1")
    page.wait_for_function("() => document.body.dataset.state === 'new-game'")
    status = page.locator("#status").text_content() or ""
    assert "Loading" not in status and "choose the players" in status, status

    def no_facts(where: str) -> None:
        for facts in ("#round-no", "#boneyard"):
            if page.locator(facts).is_visible():
                checker.problems.append(f"{where}: {facts} shows before a game")

    checker.check(
        "first visit, the New game dialog",
        DIALOG,
        needs=('[data-action="start-game"]',),
        also=no_facts,
    )


def play_round(table: Table, checker: Checker, snap: Snapshot) -> tuple[Snapshot, set[int]]:
    page = table.page
    if page.locator('[data-action="close-lot"]').is_visible():
        checker.check("the lot", f'{TOP}, [data-action="close-lot"]')
        page.locator('[data-action="close-lot"]').click()
    seen: set[int] = set()
    while snap.state == "your-turn":
        snap = person_turn(table, checker, snap, seen)
    return snap, seen


def last_move(table: Table, checker: Checker, snap: Snapshot) -> Snapshot:
    """The person's policy's move (as `Table.play_turn`), each wait held and looked at."""
    if snap.draw:
        return act(table, checker, '[data-action="draw"]', snap)
    if snap.pass_:
        return act(table, checker, '[data-action="pass"]', snap)
    ends = table.pick(choose_tile(snap.enabled))
    return act(table, checker, f'[data-end="{choose_end(ends)}"]', snap)


def game_over(page: Page, server: SiteServer, table: Table, checker: Checker) -> None:
    """The last move of a planted game, game over, the replay viewer, and Play again's dialog."""
    page.evaluate("(raw) => localStorage.setItem('five-up:save', raw)", last_turn_save())
    page.goto(server.base_url + "?fast=1")
    checker.playing = "the game's last move"
    go_on(checker, SETTLED_NOW, list(SETTLED))
    snap = last_move(table, checker, table.snapshot())
    checker.gather_waits()
    assert snap.state == "game-over", snap.state
    checker.check(
        "game over", f"{TOP}, {WAY_ON}", needs=('[data-action="play-again"]',), board=True
    )
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


def board_in_view(page: Page, checker: Checker, where: str) -> None:
    """The round's final board stays in view beside its summary: the canvas's centre shows."""
    board = page.evaluate(BOARD_SCRIPT)
    if not board["shown"] or board["height"] < 80:
        checker.problems.append(f"{where}: the board does not show beside the summary ({board})")


def test_every_control_is_in_view(browser: Browser, server: SiteServer) -> None:
    """One page, one round, every state checked at each of the six sizes (the page resized to
    each in turn, as laid out as a page loaded there); each problem named by its size."""
    context, guard = open_context(
        browser, server, viewport=next(iter(SIZES.values())), reduced_motion=True
    )
    context.add_init_script(WAITING_SCRIPT)
    context.add_init_script(RELAYOUT_WATCH)
    try:
        page = context.new_page()
        page.set_default_timeout(120_000)
        table = Table(page, server)
        checker = Checker(page)
        first_visit(page, server, checker)
        snap = open_game(table, checker, server)
        snap, seen = play_round(table, checker, snap)
        assert seen == {1, 2, 3, 4}, f"seed {CROWDED['seed']} offered tiles of {sorted(seen)} ends"
        checker.gather_waits()
        never = [name for name, checked in checker.waiting.items() if not checked]
        assert not never, f"the page was never seen waiting for a computer at {never}"
        assert snap.state == "round-over", snap.state
        draw_looks_disabled(page)
        checker.check(
            "round over", f"{TOP}, {WAY_ON}", needs=('[data-action="next-round"]',), board=True
        )
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
    """A page at `size` on a seeded game against easy computers; every problem fails the test.
    It may be taken to other sizes (`relayout.SizeTour`)."""
    context, guard = open_context(browser, server, viewport=size, **options)
    context.add_init_script(RELAYOUT_WATCH)
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


def test_the_tally_and_the_score_chips_leave_the_top_bar_and_the_bars_alone(
    browser: Browser, server: SiteServer
) -> None:
    """One page at each size in turn: the tally leaves the top bar as it was; flashScore cancels
    every chip's animation before it shows its own (at each size afresh), and no chip covers a
    score's progress bar."""
    with simple_game(browser, server, SIZES["desktop-1280x720"]) as page:
        for name in SizeTour(page, DESKTOP_AND_PHONE).each():
            off = page.evaluate(BAR_SCRIPT)
            page.locator('[data-action="tally"]').click()
            page.wait_for_selector(".score-tally")
            on = page.evaluate(BAR_SCRIPT)
            page.locator('[data-action="tally"]').click()
            page.wait_for_function("() => !document.querySelector('.score-tally')")
            assert on == off == page.evaluate(BAR_SCRIPT), name
            chips = page.evaluate(CHIPS_SCRIPT)
            assert chips == {"showing": [["1", "+3"]], "overlaps": []}, name


NAMES_SCRIPT = """
() => [...document.querySelectorAll(".score")].map((score) => {
  const name = score.querySelector(".score-name"), pts = score.querySelector(".score-points");
  const n = name.getBoundingClientRect(), p = pts.getBoundingClientRect();
  const apart = n.right <= p.left || p.right <= n.left || n.bottom <= p.top || p.bottom <= n.top;
  return { name: name.textContent, apart, fits: name.scrollWidth <= name.clientWidth };
})
"""


def test_finnish_side_names_never_run_into_their_scores(
    browser: Browser, server: SiteServer
) -> None:
    """At both phones' sizes (the page resized from the smaller to the larger and back), at a
    table of two, then three, then four: one page, each table a new game from its dialog."""
    with simple_game(browser, server, PHONES["360x640"], 2, lang="fi") as page:
        tour = SizeTour(page, PHONES)
        for players in (2, 3, 4):
            if players != 2:
                new_table(page, players)
            for name in tour.each():
                scores = page.evaluate(NAMES_SCRIPT)
                assert len(scores) == (2 if players == 4 else players), (players, name)
                if players != 3:  # North plays at two and four
                    assert any("Pohjoinen" in s["name"] for s in scores), (players, name, scores)
                bad = [s for s in scores if not (s["apart"] and s["fits"])]
                assert not bad, (players, name, bad)


def new_table(page: Page, players: int) -> None:
    """A new game of ``players`` from the New game dialog, dealt (a setting, no page load)."""
    page.locator('[data-action="new-game"]').click()
    page.wait_for_selector("#newgame[open]")
    page.locator(f'#newgame label:has(input[name="players"][value="{players}"])').click()
    page.locator('#newgame [data-action="start-game"]').click()
    page.wait_for_function(
        "([n, settled]) => document.querySelectorAll('.score').length === (n === 4 ? 2 : n)"
        " && settled.includes(document.body.dataset.state)",
        arg=[players, list(SETTLED)],
    )


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


def draw_looks_disabled(page: Page) -> None:
    """A disabled Draw looks disabled (read at the round's end, no tile to draw: the context has
    reduced motion, so the buttons' transitions do not delay the look read at once)."""
    draw = page.locator('[data-action="draw"]').text_content() or ""
    assert "(" in draw, draw
    look = page.evaluate(DRAW_LOOK_SCRIPT)
    assert look["disabled"]
    off, on = look["off"], look["on"]
    assert off["background"] == "rgba(0, 0, 0, 0)" != on["background"], look
    assert (off["border"], on["border"]) == ("dashed", "solid"), look
    assert float(off["opacity"]) < 0.5 < float(on["opacity"]), look
