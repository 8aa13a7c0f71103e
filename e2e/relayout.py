"""One page looked at at several viewport sizes without a reload (issue 40: a round dealt and
played once serves every size of a kind of screen), each look as strict as at a fresh load there.

What the layout checks read (fit.py: boxes, texts' ranges, what lies over the canvas) is the page's
DOM laid out at the viewport's size: once the board has measured its felt's new box (its
ResizeObserver ran: the canvas's CSS size is the box's), the page is laid out as a page loaded at
that size. The board's picture follows later: when the canvas's shape changed by more than 5%
(table/board.js), the page asks the engine for the board's layout again after a 150 ms pause
(play/commands.js); no check reads that picture, but the round must not go on with it pending.

- `RELAYOUT_WATCH`: an init script (before the page's own) that sees each change of the canvas's
  size that makes the page relayout (the board's rule) and each "layout" request to the engine
  and its answer, in order.
- `resize(page, size, settle=...)`: the viewport set to `size`, then waits until the board has
  measured its new box, the zoom back at a fresh load's if the page was wider than the screen;
  with `settle`, also until every relayout the sizes asked for is answered and drawn (no fixed
  sleep: each step is the page's own; with no game on the table the page asks for none).
- `SizeTour(page, sizes)`: the sizes one page is looked at at, by name, and the one it is at;
  `each()` takes the page through them all in a state, the page going on at the last one.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator

from playwright.sync_api import Page

RELAYOUT_WATCH = """
(() => {
  // `due`: the step of the last canvas resize that makes the page relayout; `asked`: the step of
  // the last "layout" request; `open`: the requests not answered yet.
  const layouts = (window.__layouts = { step: 0, due: 0, asked: 0, open: new Set() });
  let aspect = 16 / 9; // the board's aspect before it first measures (boardgeometry.js)
  new MutationObserver(() => {
    const canvas = document.getElementById("board");
    const [width, height] = [parseFloat(canvas.style.width), parseFloat(canvas.style.height)];
    if (!(width > 0 && height > 0) || width / height === aspect) return;
    const before = aspect;
    aspect = width / height;
    if (Math.abs(Math.log(aspect / before)) > 0.05) layouts.due = ++layouts.step;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["style"] });
  const Native = window.Worker;
  if (!Native) return;
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      const send = this.postMessage.bind(this);
      this.postMessage = (message, ...rest) => {
        if (message && message.op === "layout") {
          layouts.asked = ++layouts.step;
          layouts.open.add(message.id);
        }
        send(message, ...rest);
      };
      this.addEventListener("message", (event) => layouts.open.delete(event.data?.id));
    }
  };
})();
"""

# The board has measured its felt's box at this viewport (board.js rounds it to whole pixels).
CANVAS_FITS = """() => {
  const canvas = document.querySelector("#board");
  const box = (canvas.parentElement ?? canvas).getBoundingClientRect();
  return canvas.style.width === `${Math.max(1, Math.round(box.width))}px`
    && canvas.style.height === `${Math.max(1, Math.round(box.height))}px`;
}"""

# A phone's page shows at the zoom of a fresh load (index.html: initial-scale=1). A page wider than
# the screen (a fault the checks report) is zoomed out to fit when the screen narrows, and stays
# zoomed in when it widens again, where a page loaded at that size shows at 1.
UNZOOMED = "() => visualViewport.scale === 1"

# Every relayout the canvas's sizes called for asked after them, and answered; with no game on the
# table (#facts hidden, table/view.js) the page lays nothing out (play/flow.js's relayout).
LAID_OUT = """() => document.getElementById("facts").hidden
  || window.__layouts.asked > window.__layouts.due && !window.__layouts.open.size"""
# Two frames on: the answer's update drawn.
TWO_FRAMES = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def resize(page: Page, size: dict[str, int], *, settle: bool) -> None:
    """Take the page to `size` and wait until it has laid out there; with `settle`, until its
    board's relayout is done too (before the round goes on)."""
    if page.viewport_size != size:
        page.set_viewport_size(size)
        page.wait_for_function(CANVAS_FITS, polling="raf")
        if not page.evaluate(UNZOOMED):
            session = page.context.new_cdp_session(page)
            session.send("Emulation.setPageScaleFactor", {"pageScaleFactor": 1})
            session.detach()
            page.wait_for_function(UNZOOMED, polling="raf")
    if settle and not page.evaluate(LAID_OUT):
        page.wait_for_function(LAID_OUT, polling="raf")
        page.evaluate(TWO_FRAMES)


class SizeTour:
    """The sizes (by name) one page is looked at at in each state; it opens at the first one."""

    def __init__(self, page: Page, sizes: dict[str, dict[str, int]]) -> None:
        self.page = page
        self.sizes = sizes
        self.current = next(iter(sizes))  # the size the page is at

    def each(self, *, here: bool = True, among: Collection[str] | None = None) -> Iterator[str]:
        """Take the page to each size in turn, from the one it is at (unless `here` is False)
        through the others in their order (only those `among`, if given), yielding each one's name
        once it has laid out there. The page goes on at the last one, once its board's relayout is
        done (the 150 ms the page waits before it asks runs during the last look)."""
        names = list(self.sizes)
        start = names.index(self.current)
        order = [n for n in names[start:] + names[:start] if among is None or n in among]
        moved = False
        for name in order:
            if name == self.current:
                if here:
                    yield name
                continue
            resize(self.page, self.sizes[name], settle=False)
            self.current = name
            moved = True
            yield name
        if moved:
            resize(self.page, self.sizes[self.current], settle=True)
