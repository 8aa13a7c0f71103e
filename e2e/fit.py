"""What the phone-table and axe tests measure of the page as a person sees it (issue 24).

- `board_figures(page, canvas)`: the board canvas's share of the viewport (as the next frame
  paints it; `canvas`, the table's `#board` unless told, or the replay's), and for each thing
  drawn over the canvas (a card, a panel, a dialog: found by
  `document.elementFromPoint` on a grid of points over the canvas, so only what really shows on
  top counts) the share of the canvas it covers.
- `overlaps_in_scores(page)`: on the scoreboard, each side's name, points and raw points as their
  texts are laid out (the text's range, not the box, which text may run out of): pairs that overlap.
- `topbar_rows(page)`: how many rows the top bar's brand and buttons take.
- `overflowing_controls(page)`: every control showing whose text runs out of it: wider than its
  box (`scrollWidth`), or its text's range reaching past the box's edges.
- `broken_words(page)`: every word of a control showing that is laid out over two lines ("Dic|a"):
  a box too narrow for a word wraps inside it (`overflow-wrap: break-word`) and then overflows
  nothing, so `overflowing_controls` cannot see it.
"""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page

# A grid of points over the canvas; each point's topmost element, named by the nearest ancestor
# with an id (a dialog, a card, a panel).
BOARD_FIGURES = """
async (canvas) => {
  // As the next frame shows it: the canvas takes its felt's size in a ResizeObserver callback,
  // which runs at the next rendering step, after a change of layout (the curtain giving way to a
  // hand), so read at once on a busy machine it was still the curtain's (CI, 2026-12-04).
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const board = document.querySelector(canvas);
  const r = board.getBoundingClientRect();
  const W = document.documentElement.clientWidth, H = document.documentElement.clientHeight;
  const left = Math.max(r.left, 0), top = Math.max(r.top, 0);
  const right = Math.min(r.right, W), bottom = Math.min(r.bottom, H);
  const seen = Math.max(0, right - left) * Math.max(0, bottom - top);
  const covers = {};
  const N = 40;
  for (let i = 0; i < N; i += 1) {
    for (let j = 0; j < N; j += 1) {
      const x = r.left + (i + 0.5) * r.width / N, y = r.top + (j + 0.5) * r.height / N;
      const hit = document.elementFromPoint(x, y);
      if (hit === board || hit?.contains(board)) continue;
      const owner = hit?.closest("[id]");
      const name = owner
        ? owner.tagName.toLowerCase() + "#" + owner.id : String(hit?.tagName);
      covers[name] = (covers[name] || 0) + 1 / (N * N);
    }
  }
  const [width, height] = [Math.round(r.width), Math.round(r.height)];
  return { board: seen / (W * H), width, height, covers };
}
"""

# Each score's name, points and raw points: the rectangles their texts take.
SCORE_TEXTS = """
() => {
  const textBox = (el) => {
    if (!el || !el.checkVisibility()) return null;
    const range = document.createRange();
    range.selectNodeContents(el);
    const own = el.getBoundingClientRect();
    const rects = [...range.getClientRects()].filter((q) => q.width > 0 && q.height > 0)
      .map((q) => ({ left: q.left, right: q.right,
                     top: Math.max(q.top, own.top), bottom: Math.min(q.bottom, own.bottom) }));
    return rects.length ? rects : null;
  };
  const meet = (a, b) => a.some((p) => b.some((q) =>
    p.left < q.right - 0.5 && q.left < p.right - 0.5
    && p.top < q.bottom - 0.5 && q.top < p.bottom - 0.5));
  const found = [];
  for (const score of document.querySelectorAll(".score")) {
    const parts = [".score-name", ".score-points", ".score-raw"]
      .map((sel) => [sel, textBox(score.querySelector(sel))]).filter(([, r]) => r);
    for (let i = 0; i < parts.length; i += 1) {
      for (let j = i + 1; j < parts.length; j += 1) {
        if (meet(parts[i][1], parts[j][1])) {
          found.push(`${score.textContent.trim()}: ${parts[i][0]} meets ${parts[j][0]}`);
        }
      }
    }
  }
  return found;
}
"""

# The top bar's brand and buttons: how many distinct rows their boxes sit in.
TOPBAR_ROWS = """
() => {
  const items = [".topbar .brand-mark", ".topbar-actions > .btn"]
    .flatMap((sel) => [...document.querySelectorAll(sel)])
    .filter((el) => el.checkVisibility())
    .map((el) => el.getBoundingClientRect());
  const rows = [];
  for (const r of items) {
    const row = rows.find((q) => r.top < q.bottom && q.top < r.bottom);
    if (row) { row.top = Math.min(row.top, r.top); row.bottom = Math.max(row.bottom, r.bottom); }
    else rows.push({ top: r.top, bottom: r.bottom });
  }
  return rows.length;
}
"""

# The controls the checks look at: what a person taps or reads as a control.
CONTROLS = (
    "button, summary, a[href], label, select, input[type=button], input[type=submit], [role=button]"
)

# Every control that shows: its text's range inside its box, and no wider content than its box.
OVERFLOWING = """
() => {
  const controls = document.querySelectorAll(CONTROLS);
  const found = [];
  for (const el of controls) {
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    const text = (el.textContent || "").replace(/\\s+/g, " ").trim();
    const what = el.dataset.action || el.id || el.className;
    const name = `<${el.tagName.toLowerCase()} ${what}> "${text.slice(0, 40)}"`;
    const style = getComputedStyle(el);
    const scrolls = style.overflowX === "auto" || style.overflowX === "scroll";
    if (!scrolls && el.scrollWidth > el.clientWidth + 1) {
      found.push(`${name} needs ${el.scrollWidth} px, has ${el.clientWidth}`);
      continue;
    }
    // Each text that shows (words for screen readers only sit in a 1 px clipped box), inside the
    // control's box, or inside its own tag's where a tag is placed on the control's edge on
    // purpose (absolutely: a tile's "drawn", a hint's mark).
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const spill = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement, own = parent.getBoundingClientRect();
      if (!n.textContent.trim() || !parent.checkVisibility()) continue;
      if (own.width <= 1 || own.height <= 1) continue;
      let frame = parent;
      while (frame !== el && !["absolute", "fixed"].includes(getComputedStyle(frame).position)) {
        frame = frame.parentElement;
      }
      const within = frame.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) {
        if (r.width < 1 || r.height < 1) continue;
        const out = r.left < within.left - 1 || r.right > within.right + 1
          || r.top < within.top - 1 || r.bottom > within.bottom + 1;
        if (out) {
          spill.push([r.left, r.top, r.right, r.bottom].map(Math.round).join(","));
        }
      }
    }
    if (spill.length) {
      const within = [box.left, box.top, box.right, box.bottom].map(Math.round).join(",");
      found.push(`${name}: its text at ${spill[0]} runs out of its box ${within}`);
    }
  }
  return found;
}
"""

# Every word of every control that shows, split over two line boxes. A word is what lies between
# the places a line may end: spaces, and after a hyphen ("Annikki-|Maaria" wraps as it should).
# Its range's client rectangles, one for each line box it is laid out in: on two rows, the word
# was broken inside. Text for screen readers only (a 1 px clipped box) is left out.
BROKEN_WORDS = """
() => {
  const found = [];
  for (const el of document.querySelectorAll(CONTROLS)) {
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const own = n.parentElement.getBoundingClientRect();
      if (!n.parentElement.checkVisibility() || own.width <= 1 || own.height <= 1) continue;
      for (const word of n.textContent.matchAll(/[^\\s-]+-*|-+/g)) {
        const range = document.createRange();
        range.setStart(n, word.index);
        range.setEnd(n, word.index + word[0].length);
        const rows = [];
        for (const r of range.getClientRects()) {
          if (r.width < 0.5 || r.height < 1) continue;
          if (!rows.some((q) => r.top < q.bottom - 1 && q.top < r.bottom - 1)) rows.push(r);
        }
        if (rows.length > 1) {
          const text = (el.textContent || "").replace(/\\s+/g, " ").trim();
          const what = el.dataset.action || el.id || el.className;
          const parts = rows.map((r) => Math.round(r.width)).join(" + ");
          const wide = Math.round(box.width);
          found.push(`<${el.tagName.toLowerCase()} ${what}> "${text.slice(0, 40)}": `
            + `"${word[0]}" broken over ${rows.length} lines (${parts} px), box ${wide} px`);
        }
      }
    }
  }
  return found;
}
"""
OVERFLOWING = OVERFLOWING.replace("CONTROLS", json.dumps(CONTROLS))
BROKEN_WORDS = BROKEN_WORDS.replace("CONTROLS", json.dumps(CONTROLS))


def board_figures(page: Page, canvas: str = "#board") -> dict[str, Any]:
    figures: dict[str, Any] = page.evaluate(BOARD_FIGURES, canvas)
    return figures


def overlaps_in_scores(page: Page) -> list[str]:
    found: list[str] = page.evaluate(SCORE_TEXTS)
    return found


def topbar_rows(page: Page) -> int:
    rows: int = page.evaluate(TOPBAR_ROWS)
    return rows


def overflowing_controls(page: Page) -> list[str]:
    found: list[str] = page.evaluate(OVERFLOWING)
    return found


def broken_words(page: Page) -> list[str]:
    found: list[str] = page.evaluate(BROKEN_WORDS)
    return found
