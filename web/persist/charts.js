// The match history's pictures (history.js keeps the figures; historyview.js and stats.js show
// them): SVG charts drawn from the engine's figures, with nothing added up here. Pictures first,
// numbers on demand: pointing at a column or moving through the columns with the arrow keys (the
// chart takes focus) shows that column's figures under it, said politely to screen readers; every
// figure is also in a table that only screen readers read.

import { make } from "../core/dom.js";
import { t } from "../i18n/i18n.js";
import { svgElement } from "../core/svg.js";

const W = 600;
const LEFT = 60;
const RIGHT = 12;

/** @typedef {{x0: number, x1: number, say: () => string}} Column */
/** @typedef {(v: number) => number} Scale  a value's y on the picture */
/** @typedef {import("./history.js").HistoryGame} HistoryGame */
/** @typedef {import("./history.js").HistoryRound} HistoryRound */

/**
 * A number as people write it, with a true minus sign.
 * @param {number} n
 */
export const signed = (n) => (n < 0 ? `\u2212${-n}` : String(n));

/**
 * A linear scale from [lo, hi] onto [bottom, top] (y grows downwards).
 * @param {number} lo
 * @param {number} hi
 * @param {number} bottom
 * @param {number} top
 * @returns {Scale}
 */
function scale(lo, hi, bottom, top) {
  const span = hi - lo || 1;
  return (v) => bottom - ((v - lo) / span) * (bottom - top);
}

/** @type {(k: number, n: number) => number} the x of boundary k of n columns */
const xAt = (k, n) => LEFT + (k * (W - LEFT - RIGHT)) / Math.max(n, 1);

/**
 * A horizontal rule at value `v`, labelled at the left.
 * @param {number} y
 * @param {string} label
 */
function rule(y, label, className = "chart-rule") {
  const g = svgElement("g", { class: className });
  g.append(svgElement("line", { x1: LEFT, x2: W - RIGHT, y1: y, y2: y }));
  g.append(svgElement("text", { x: LEFT - 4, y, "text-anchor": "end", "dominant-baseline": "middle" }, label));
  return g;
}

/**
 * A line through `values` at the column boundaries 0..n.
 * @param {number[]} values
 * @param {Scale} y
 * @param {string} className
 */
function line(values, y, className) {
  const points = values.map((v, k) => `${xAt(k, values.length - 1).toFixed(1)},${y(v).toFixed(1)}`);
  return svgElement("polyline", { points: points.join(" "), class: className, fill: "none" });
}

/**
 * A bar from value 0 to `v` at [x, x + w].
 * @param {number} x
 * @param {number} w
 * @param {number} v
 * @param {Scale} y
 * @param {string} className
 */
function bar(x, w, v, y, className) {
  const top = Math.min(y(v), y(0));
  const height = Math.max(Math.abs(y(v) - y(0)), v === 0 ? 0 : 1);
  return svgElement("rect", {
    x: x.toFixed(1),
    y: top.toFixed(1),
    width: w.toFixed(1),
    height: height.toFixed(1),
    class: className,
  });
}

/**
 * The chart's frame: the picture, its columns (pointed at or moved through with the keys), the
 * figures of the column in view under it, and the screen readers' table.
 * @param {{svg: SVGSVGElement, height: number, columns: Column[], label: string, table: HTMLTableElement, name: string}} parts
 */
function frame({ svg, height, columns, label, table, name }) {
  const box = make("div", "chart");
  box.dataset.chart = name;
  const figure = make("div", "chart-picture");
  figure.tabIndex = 0;
  figure.setAttribute("role", "group");
  figure.setAttribute("aria-label", `${label} ${t("chart.keys")}`);
  const band = svgElement("rect", { class: "chart-band", y: 0, height, width: 0 });
  svg.prepend(band);
  const readout = make("p", "chart-readout");
  readout.setAttribute("aria-live", "polite");
  let at = columns.length - 1;
  /** @param {number} i */
  const show = (i) => {
    at = Math.max(0, Math.min(columns.length - 1, i));
    const { x0, x1, say } = columns[at];
    band.setAttribute("x", x0.toFixed(1));
    band.setAttribute("width", (x1 - x0).toFixed(1));
    readout.textContent = say();
    box.dataset.at = String(at);
  };
  figure.addEventListener("keydown", (event) => {
    /** @type {Record<string, number>} */
    const keys = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: columns.length - 1 };
    const to = keys[event.key];
    if (to === undefined) return;
    event.preventDefault();
    show(to);
  });
  svg.addEventListener("pointermove", (event) => {
    const r = svg.getBoundingClientRect();
    const x = ((event.clientX - r.left) / (r.width || 1)) * W;
    const i = columns.findIndex((c) => x >= c.x0 && x < c.x1);
    if (i >= 0) show(i);
  });
  svg.setAttribute("aria-hidden", "true");
  figure.append(svg);
  table.className = "aid-sr chart-table";
  box.append(figure, readout, table);
  if (columns.length) show(at);
  return box;
}

/**
 * A table for screen readers: a caption, a heading row, then rows of cells (the first a heading).
 * @param {string} caption
 * @param {string[]} heads
 * @param {string[][]} rows
 */
function srTable(caption, heads, rows) {
  const table = make("table");
  table.append(make("caption", "", caption));
  const head = make("tr");
  for (const h of heads) head.append(Object.assign(make("th", "", h), { scope: "col" }));
  table.append(head);
  for (const [first, ...cells] of rows) {
    const row = make("tr");
    row.append(Object.assign(make("th", "", first), { scope: "row" }), ...cells.map((c) => make("td", "", c)));
    table.append(row);
  }
  return table;
}

const SCORES = { top: 12, bottom: 160 };
const PARTS_BOX = { top: 182, bottom: 262 };
const GAME_HEIGHT = 270;

/**
 * One round's figures for one side, in words.
 * @param {HistoryRound} round
 * @param {number} side
 * @param {string} name
 */
function sideText(round, side, name) {
  return t("chart.side", {
    name,
    before: signed(round.before[side]),
    after: signed(round.after[side]),
    placements: signed(round.placements[side]),
    muggins: signed(round.muggins[side]),
    deductions: signed(round.deductions[side]),
    total: round.total[side] > 0 ? `+${round.total[side]}` : signed(round.total[side]),
  });
}

/**
 * One round in words: its number, how it ended, each side's figures.
 * @param {HistoryGame} game
 * @param {HistoryRound} round
 * @param {string[]} names
 */
function roundText(game, round, names) {
  const how = round.blocked ? t("chart.blocked") : t("chart.out", { name: names[round.ender_side ?? -1] ?? "" });
  const sides = names.map((name, side) => sideText(round, side, name));
  return `${t("chart.round", { n: round.number })} (${how}): ${sides.join("; ")}.`;
}

/**
 * Each round's bars: per side, placements up and deductions down at one place, Muggins beside.
 * @param {SVGSVGElement} svg
 * @param {HistoryGame} game
 * @param {Scale} y
 */
function partBars(svg, game, y) {
  const n = game.rounds.length;
  const sides = game.scores.length;
  const slots = sides * (game.muggins ? 2 : 1);
  const per = game.muggins ? 2 : 1;
  game.rounds.forEach((round, i) => {
    const x0 = xAt(i, n);
    const slot = Math.min(((xAt(i + 1, n) - x0) * 0.8) / slots, 24);
    const start = (x0 + xAt(i + 1, n)) / 2 - (slots * slot) / 2;
    for (let side = 0; side < sides; side++) {
      const x = start + side * slot * per;
      svg.append(bar(x, slot, round.placements[side], y, `chart-placed chart-side-${side}`));
      svg.append(bar(x, slot, round.deductions[side], y, "chart-deducted"));
      if (game.muggins) svg.append(bar(x + slot, slot, round.muggins[side], y, `chart-muggins chart-side-${side}`));
    }
  });
}

/**
 * The scores' range: every score before and after a round, zero and the target.
 * @param {HistoryGame} game
 * @returns {[number, number]}
 */
function scoreRange(game) {
  const all = game.rounds.flatMap((r) => [...r.before, ...r.after]);
  return [Math.min(0, ...all), Math.max(game.target, ...all)];
}

/** A game's chart: the sides' scores round by round (lines, the target as a rule) and, under
 * them, where each round's points came from (bars). `names`: each side's name.
 * @param {HistoryGame} game
 * @param {string[]} names
 */
export function gameChart(game, names) {
  const n = game.rounds.length;
  const svg = /** @type {SVGSVGElement} */ (
    svgElement("svg", { viewBox: `0 0 ${W} ${GAME_HEIGHT}`, class: "chart-svg" })
  );
  const [lo, hi] = scoreRange(game);
  const y = scale(lo, hi, SCORES.bottom, SCORES.top);
  svg.append(rule(y(0), "0"), rule(y(game.target), String(game.target), "chart-rule chart-target"));
  names.forEach((_, side) => {
    const scores = [game.rounds[0].before[side], ...game.rounds.map((r) => r.after[side])];
    svg.append(line(scores, y, `chart-line chart-side-${side}`));
  });
  const parts = game.rounds.flatMap((r) => [...r.placements, ...r.muggins, ...r.deductions].map(Math.abs));
  const most = Math.max(1, ...parts);
  const y2 = scale(-most, most, PARTS_BOX.bottom, PARTS_BOX.top);
  svg.append(rule(y2(0), "0"));
  partBars(svg, game, y2);
  const columns = game.rounds.map((round, i) => ({
    x0: xAt(i, n),
    x1: xAt(i + 1, n),
    say: () => roundText(game, round, names),
  }));
  const heads = [
    t("chart.roundHead"),
    ...names.flatMap((name) =>
      ["placements", "muggins", "deductions", "total", "after"].map((k) => `${name}: ${t(`chart.${k}`)}`),
    ),
  ];
  const rows = game.rounds.map((r) => [
    String(r.number),
    ...names.flatMap((_, s) => [r.placements[s], r.muggins[s], r.deductions[s], r.total[s], r.after[s]].map(signed)),
  ]);
  const table = srTable(t("chart.gameCaption"), heads, rows);
  return frame({ svg, height: GAME_HEIGHT, columns, label: t("chart.gameLabel"), table, name: "game" });
}

const RATE_BOX = { top: 12, bottom: 110 };
const PER_ROUND_BOX = { top: 132, bottom: 212 };
const TREND_HEIGHT = 220;

/** @typedef {{when: string, won: boolean, wins: number, played: number, rate: number, perRound: number,
 *   score: string}} TrendPoint */

/**
 * Which colour is which side: a swatch and each side's name.
 * @param {string[]} names
 */
export function sideKey(names) {
  const key = make("ul", "chart-key");
  names.forEach((name, side) => {
    const item = make("li");
    item.append(make("span", `chart-swatch chart-side-${side}`), make("span", "", name));
    key.append(item);
  });
  return key;
}

/** One person's trend over their games in the history: the win rate so far (a line) and each
 * game's points per round (bars). `points` oldest first; `who` names the person.
 * @param {TrendPoint[]} points
 * @param {string} who
 */
export function trendChart(points, who) {
  const n = points.length;
  const svg = /** @type {SVGSVGElement} */ (
    svgElement("svg", { viewBox: `0 0 ${W} ${TREND_HEIGHT}`, class: "chart-svg" })
  );
  const y = scale(0, 100, RATE_BOX.bottom, RATE_BOX.top);
  svg.append(rule(y(0), "0%"), rule(y(50), "50%"), rule(y(100), "100%"));
  const rates = points.map((p) => p.rate);
  // The rate after each game sits at that game's column centre.
  /** @param {number} i */
  const centre = (i) => (xAt(i, n) + xAt(i + 1, n)) / 2;
  const dots = rates.map((r, i) => `${centre(i).toFixed(1)},${y(r).toFixed(1)}`);
  svg.append(svgElement("polyline", { points: dots.join(" "), class: "chart-line chart-side-0", fill: "none" }));
  rates.forEach((r, i) =>
    svg.append(svgElement("circle", { cx: centre(i).toFixed(1), cy: y(r).toFixed(1), r: 3, class: "chart-dot" })),
  );
  const most = Math.max(1, ...points.map((p) => Math.abs(p.perRound)));
  const y2 = scale(-most, most, PER_ROUND_BOX.bottom, PER_ROUND_BOX.top);
  svg.append(rule(y2(0), "0"));
  points.forEach((p, i) => {
    const w = Math.min((xAt(i + 1, n) - xAt(i, n)) * 0.6, 28);
    svg.append(bar(centre(i) - w / 2, w, p.perRound, y2, p.won ? "chart-won" : "chart-lost"));
  });
  /** @type {(p: TrendPoint, i: number) => string} */
  const say = (p, i) =>
    t("chart.trendGame", {
      n: i + 1,
      of: n,
      when: p.when,
      result: t(p.won ? "chart.won" : "chart.lost"),
      score: p.score,
      wins: p.wins,
      played: p.played,
      rate: p.rate,
      perRound: p.perRound,
    });
  const columns = points.map((p, i) => ({ x0: xAt(i, n), x1: xAt(i + 1, n), say: () => say(p, i) }));
  const heads = [t("chart.gameHead"), t("chart.result"), t("chart.rate"), t("chart.perRound")];
  const rows = points.map((p, i) => [
    `${i + 1} (${p.when})`,
    `${t(p.won ? "chart.won" : "chart.lost")} ${p.score}`,
    `${p.rate}%`,
    String(p.perRound),
  ]);
  const table = srTable(t("chart.trendCaption", { who }), heads, rows);
  return frame({ svg, height: TREND_HEIGHT, columns, label: t("chart.trendLabel", { who }), table, name: "trend" });
}
