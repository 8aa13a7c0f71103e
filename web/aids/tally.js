// The paper tally (rules R10): each side's score as strokes, one per display point, and a 50-point
// mark (10 strokes) drawn as one large X with a small x in each of its four spaces. A negative
// score shows its sign and the tally of its absolute value. How a score is tallied is the engine's
// word (the view's `tally`: per side {negative, fifties, strokes}); this only draws it, as SVG (no
// inline styles), under each score when the scoreboard's toggle is on; the choice is remembered on
// this device.

import { onAction } from "../core/actions.js";
import { button } from "../core/dom.js";
import { t, onLanguageChange } from "../i18n/i18n.js";
import { KEYS, storage } from "../persist/storage.js";

const SVG = "http://www.w3.org/2000/svg";
const H = 24; // drawing height; a 50-mark is H x H
const MARK_W = 24;
const STROKE_GAP = 5;
const GAP = 6;

function el(name, attrs) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

function line(x1, y1, x2, y2, cls) {
  return el("line", { x1, y1, x2, y2, class: cls });
}

// Pictures only (the toggle's icon, the rules' example): one large mark and a few strokes.
export const SAMPLE_TALLY = { negative: false, fifties: 1, strokes: 2 };
export const RULES_TALLY = { negative: false, fifties: 1, strokes: 3 };

/** The SVG of a tally {negative, fifties, strokes} (the view's); its width follows the marks. */
export function tallySvg(tally) {
  const { negative, fifties, strokes } = tally;
  const parts = [];
  let x = 1;
  if (negative) {
    parts.push(line(x, H / 2, x + 9, H / 2, "tally-sign"));
    x += 9 + GAP;
  }
  for (let i = 0; i < fifties; i++) {
    const g = el("g", { class: "tally-fifty", "data-mark": "50" });
    const [x0, y0, x1, y1] = [x + 2, 2, x + MARK_W - 2, H - 2];
    g.append(line(x0, y0, x1, y1, "tally-big"), line(x0, y1, x1, y0, "tally-big"));
    // A small x in each of the four spaces between the arms of the large X.
    const cx = (x0 + x1) / 2;
    const cy = (y0 + y1) / 2;
    const s = 2.6;
    for (const [dx, dy] of [
      [0, -7],
      [7, 0],
      [0, 7],
      [-7, 0],
    ]) {
      const [px, py] = [cx + dx, cy + dy];
      g.append(line(px - s, py - s, px + s, py + s, "tally-small"), line(px - s, py + s, px + s, py - s, "tally-small"));
    }
    parts.push(g);
    x += MARK_W + GAP;
  }
  for (let i = 0; i < strokes; i++) {
    const sx = x + 1 + i * STROKE_GAP;
    const stroke = line(sx, 3, sx, H - 3, "tally-stroke");
    stroke.dataset.mark = "5";
    parts.push(stroke);
  }
  if (strokes) x += strokes * STROKE_GAP + 2;
  if (!parts.length) parts.push(el("circle", { cx: 6, cy: H / 2, r: 3, class: "tally-zero" }));
  const width = Math.max(12, Math.ceil(x));
  const svg = el("svg", {
    viewBox: `0 0 ${width} ${H}`,
    width,
    height: H,
    class: "tally-svg",
    role: "img",
    "aria-label": tallyWords(tally),
  });
  svg.dataset.fifties = String(fifties);
  svg.dataset.strokes = String(strokes);
  svg.dataset.negative = String(negative);
  svg.append(...parts);
  return svg;
}

export function tallyWords({ negative, fifties, strokes }) {
  const words = t("aids.tally.words", { fifties, strokes });
  return negative ? t("aids.tally.negative", { words }) : words;
}

function stored() {
  return storage.get(KEYS.tally) === "1";
}

/** The scoreboard's toggle, added once, saying whether the tallies show. */
function toggleButton(board, on) {
  let b = board.querySelector('[data-action="tally"]');
  if (!b) {
    b = button("tally", "", "btn btn-quiet tally-toggle");
    b.append(tallySvg(SAMPLE_TALLY));
    b.querySelector("svg").setAttribute("aria-hidden", "true");
    b.querySelector("svg").removeAttribute("role");
    board.append(b);
  }
  b.setAttribute("aria-pressed", String(on));
  const label = on ? t("aids.tally.hide") : t("aids.tally.show");
  b.setAttribute("aria-label", label);
  b.title = label;
  return b;
}

/** Under each side's score its tally, or none when the toggle is off. */
function drawTallies(items, on, { scores, tally }) {
  items.forEach((item, side) => {
    item.querySelector(".score-tally")?.remove();
    if (!on) return;
    const box = document.createElement("span");
    box.className = "score-tally";
    box.dataset.tallySide = String(side);
    box.dataset.raw = String(scores[side]);
    box.append(tallySvg(tally[side]));
    item.append(box);
  });
}

export function setupTally() {
  let on = stored();
  let lastKey = "";
  let session = null;

  function render() {
    const board = document.getElementById("scoreboard");
    if (!board || !session) return;
    const items = board.querySelectorAll(".score");
    if (!items.length) return;
    toggleButton(board, on);
    board.classList.toggle("is-tally", on);
    const key = JSON.stringify([on, session.view.scores, items.length, document.documentElement.lang]);
    // The scoreboard may have been rebuilt (a new game): then the tallies are gone and come back.
    if (key === lastKey && (!on || board.querySelector(".score-tally"))) return;
    lastKey = key;
    drawTallies(items, on, session.view);
  }

  onAction("tally", () => {
    on = !on;
    storage.set(KEYS.tally, on ? "1" : "0"); // remembering is a nicety
    render();
  });
  onLanguageChange(() => {
    lastKey = "";
    render();
  });

  return {
    render(s) {
      session = s;
      render();
    },
  };
}
