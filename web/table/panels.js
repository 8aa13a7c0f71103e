// The information around the board: scoreboard, the other seats, the lot, the round summary and the
// loading indicator. Each function redraws one part from the view; none of them keeps game state.

import { $, boxOf, button, make } from "../core/dom.js";
import { fingerprintCode } from "./fingerprint.js";
import { SAMPLE_TALLY, tallySvg } from "./tally.js";
import { clip } from "../persist/notices.js";
import { dieSvg, tileSvg } from "../core/pips.js";
import { language, t } from "../i18n/i18n.js";
import { isYou, num, plural, roundEndText, seatKey, seatName, sideName, together } from "../i18n/text.js";

/**
 * Scoreboard: per side the display points (raw in the title and small text), and the game's rules
 * ("to 61", "to 121 · Muggins"), all as the engine's view gives them. The items are built once per
 * game and then only updated, so a score's little animation is not cut short.
 */
export function renderScoreboard(view, human, seats, tallyOn = false) {
  const board = $("scoreboard");
  const names = Array.from({ length: view.sides }, (_, side) => sideName(side, view.players, human, seats));
  const key = [...names, language()].join("|");
  if (board.dataset.key !== key) {
    board.dataset.key = key;
    board.replaceChildren();
    names.forEach((name, side) => {
      const item = make("div", "score");
      item.dataset.side = String(side);
      const pts = make("span", "score-points");
      pts.dataset.scoreSide = String(side);
      const bar = make("span", "score-bar");
      bar.setAttribute("aria-hidden", "true");
      bar.append(make("span"));
      const gain = make("span", "score-gain");
      gain.setAttribute("aria-hidden", "true");
      item.append(make("span", "score-name", name), pts, make("span", "score-raw"), bar, gain);
      board.append(item);
    });
    board.append(make("span", "score-target"));
  }
  const mySide = view.side_of[human];
  board.querySelectorAll(".score").forEach((item, side) => {
    const raw = view.scores[side];
    item.classList.toggle("is-mine", side === mySide);
    item.classList.toggle("is-current", view.current !== null && view.side_of[view.current] === side);
    const pts = /** @type {HTMLElement} */ (item.querySelector(".score-points"));
    pts.textContent = num(view.display_scores[side]);
    pts.dataset.raw = String(raw);
    pts.title = t("score.rawTitle", { raw: num(raw) });
    item.querySelector(".score-raw").textContent = t("score.raw", { raw });
    /** @type {HTMLElement} */ (item.querySelector(".score-bar > span")).style.width =
      `${Math.max(0, Math.min(100, (raw / view.target) * 100))}%`;
  });
  const rules = [t("score.target", { target: view.display_target })];
  if (view.rules?.muggins) rules.push(t("score.muggins"));
  const target = /** @type {HTMLElement} */ (board.querySelector(".score-target"));
  target.textContent = rules.join(" · ");
  target.dataset.target = String(view.display_target);
  target.dataset.muggins = String(Boolean(view.rules?.muggins));
  drawTallies(board, tallyOn, view);
}

/** R10 on paper: under each side's score its tally (the engine's), when the toggle is on. */
function drawTallies(board, on, { scores, tally }) {
  tallyToggle(board, on);
  board.classList.toggle("is-tally", on);
  const key = JSON.stringify([on, scores, language()]);
  if (board.dataset.tallyKey === key && (!on || board.querySelector(".score-tally"))) return;
  board.dataset.tallyKey = key;
  board.querySelectorAll(".score").forEach((item, side) => {
    item.querySelector(".score-tally")?.remove();
    if (!on) return;
    const box = make("span", "score-tally");
    box.dataset.tallySide = String(side);
    box.dataset.raw = String(scores[side]);
    box.append(tallySvg(tally[side]));
    item.append(box);
  });
}

/** The scoreboard's toggle for the tallies, built once, saying whether they show. */
function tallyToggle(board, on) {
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
}

/** A short "+2" beside a side's score after a scoring placement (display points). */
export function flashScore(side, points) {
  const item = $("scoreboard").querySelector(`.score[data-side="${side}"]`);
  if (!item || !(points > 0)) return;
  // One "+N" at a time: a chip still showing under another side goes.
  for (const other of $("scoreboard").querySelectorAll(".score-gain")) {
    for (const running of other.getAnimations()) running.cancel();
    other.textContent = "";
  }
  const gain = item.querySelector(".score-gain");
  gain.textContent = `+${points}`;
  // Web Animations restart cleanly when the same side scores twice in a row, with no forced layout.
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  gain.animate(
    [
      { opacity: 0, transform: "translateY(6px) scale(0.8)" },
      { opacity: 1, transform: "none", offset: 0.15 },
      { opacity: 1, transform: "none", offset: 0.7 },
      { opacity: 0, transform: "none" },
    ],
    { duration: 1600, easing: "ease-out" },
  );
  item.animate([{}, { backgroundColor: "color-mix(in srgb, var(--gold) 28%, transparent)", offset: 0.15 }, {}], {
    duration: 1600,
    easing: "ease-out",
  });
}

/** The other seats around the table: name, level, tiles held, whose turn it is. */
export function renderSeats(view, human, seats, levels, thinking) {
  const box = $("seats");
  // The page re-renders several times per move; rebuild only when something shown changed.
  const shown = [view.players, view.current, view.hand_counts, levels, thinking, human, seats, language()];
  const key = JSON.stringify(shown);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.replaceChildren();
  box.dataset.players = String(view.players);
  for (let k = 1; k < view.players; k++) {
    const seat = (human + k) % view.players;
    const name = seatName(seat, view.players, human, seats);
    const plate = make("div", `seat seat-${seatKey(seat, view.players, human)}`);
    plate.dataset.seat = String(seat);
    if (view.current === seat) plate.classList.add("is-current");
    if (thinking === seat) plate.classList.add("is-thinking");
    const head = make("div", "seat-head");
    head.append(make("span", "seat-name", name));
    const tags = [];
    if (levels?.[seat]) tags.push(t(`level.${levels[seat]}`));
    if (view.players === 4 && view.side_of[seat] === view.side_of[human]) tags.push(t("seat.partnerTag"));
    if (tags.length) head.append(make("span", "seat-level", tags.join(" · ")));
    plate.append(head);
    const count = view.hand_counts[seat];
    const backs = make("div", "seat-tiles");
    backs.setAttribute("role", "img");
    backs.setAttribute("aria-label", plural(count, "tile"));
    for (let i = 0; i < Math.min(count, 12); i++) backs.append(make("span", "tile-back"));
    if (count > 12) backs.append(make("span", "seat-more", `+${count - 12}`));
    backs.append(make("span", "seat-count", `×${count}`));
    plate.append(backs);
    box.append(plate);
  }
  renderMe(view, human, seats);
}

function renderMe(view, human, seats) {
  const me = $("me-seat");
  me.replaceChildren();
  const mine = view.current === human;
  me.classList.toggle("is-current", mine);
  me.append(make("span", "seat-name", together(seats) ? seatName(human, view.players, human, seats) : t("seat.you")));
  const partner = seatName((human + 2) % view.players, view.players, human, seats);
  if (view.players === 4) me.append(make("span", "seat-level", together(seats) ? t("seat.withName", { name: partner }) : t("seat.withNorth")));
}

/** The lot for the starter: who starts and OK first (in view on the smallest felt), then the dice
 * per throw. Without dice when the previous ender starts. */
export function renderLot(view, human, seats) {
  const box = $("lot");
  box.replaceChildren();
  const starter = seatName(view.starter, view.players, human, seats);
  const title = view.round === 1 ? t("lot.whoStarts") : t("lot.round", { n: view.round });
  const head = make("div", "lot-head");
  const close = make("button", "btn btn-quiet lot-close", t("action.ok"));
  close.type = "button";
  close.dataset.action = "close-lot";
  head.append(make("h2", "lot-title", title), close);
  const who = make("p", "lot-result");
  who.append(
    make("strong", "", starter),
    document.createTextNode(isYou(view.starter, human, seats) ? t("lot.startYou") : t("lot.starts")),
  );
  box.append(head, who);
  if (view.lot && view.lot.length) {
    box.append(lotThrows(view, human, seats));
    if (view.lot.length > 1) box.append(make("p", "lot-note", t("lot.tie")));
  } else {
    const you = isYou(view.starter, human, seats);
    box.append(make("p", "lot-note", t(you ? "lot.wentOutLastYou" : "lot.wentOutLast", { name: starter })));
  }
  if (view.deal_fingerprint) box.append(dealNote(view.deal_fingerprint));
  box.hidden = false;
}

/** The lot's throws: each seat's die, a row per throw (a tie throws again). */
function lotThrows(view, human, seats) {
  const list = make("ol", "lot-throws");
  view.lot.forEach((dice, i) => {
    const row = make("li", "lot-throw");
    if (view.lot.length > 1) row.append(make("span", "lot-no", t("lot.throw", { n: i + 1 })));
    dice.forEach((n, j) => {
      const who = make("span", "lot-die");
      who.append(dieSvg(n), make("span", "lot-who", seatName(view.lot_seats[i][j], view.players, human, seats)));
      row.append(who);
    });
    list.append(row);
  });
  return list;
}

/** The deal's fingerprint, shown before the first move so it can be checked after the round. */
function dealNote(fingerprint) {
  const note = make("p", "lot-deal");
  note.append(t("aids.fair.lot"), " ", fingerprintCode(fingerprint));
  return note;
}

export function hideLot() {
  $("lot").hidden = true;
}

/** The highest score and whether more than one side holds it. */
function topOf(scores) {
  const top = Math.max(...scores);
  return { top, tied: scores.filter((s) => s === top).length > 1 };
}

/** Round over: every hand revealed, pips, rounding, deductions per hand and per side, who went out. */
export function renderRoundPanel(view, human, seats) {
  const panel = $("round-panel");
  const [title, sub] = roundHeadline(view, human, seats);
  $("round-title").textContent = title;
  $("round-sub").textContent = sub;
  $("round-body").replaceChildren(handsTable(view, human, seats), sideTotals(view, human, seats));
  /** @type {HTMLElement} */ (panel.querySelector('[data-action="next-round"]')).hidden = view.over;
  /** @type {HTMLElement} */ (panel.querySelector('[data-action="play-again"]')).hidden = !view.over;
  panel.hidden = false;
  $("round-scroll").scrollTop = 0;
}

/** The summary's title and the line under it: who won the game, or how the round ended. */
function roundHeadline(view, human, seats) {
  const result = view.round_result;
  const players = view.players;
  const ended = roundEndText(result, players, human, seats);
  if (view.over) {
    const title =
      players !== 4 && view.winner === view.side_of[human]
        ? t("round.youWin")
        : t("round.sideWins", { name: sideName(view.winner, players, human, seats), many: players === 4 });
    const scores = view.display_scores.map((s) => num(s)).join(" – ");
    return [title, `${t("round.finalScore", { scores })} ${ended}`];
  }
  const { top, tied } = topOf(view.scores);
  const tieTop = top >= view.target && tied;
  return [t("round.title", { n: view.round }), tieTop ? `${ended} ${t("round.tieTop")}` : ended];
}

/** Every hand as the round left it, with its pips and the deduction they make (the engine's). */
function handsTable(view, human, seats) {
  const result = view.round_result;
  const table = make("table", "hands-table");
  const head = make("tr");
  for (const h of ["", "summary.tilesLeft", "summary.pips", "summary.deduction"]) head.append(make("th", "", h && t(h)));
  const thead = make("thead");
  thead.append(head);
  const tbody = make("tbody");
  for (let seat = 0; seat < view.players; seat++) {
    const tiles = view.revealed_hands?.[seat] || [];
    const pips = result.pips[seat];
    const row = make("tr");
    row.dataset.seat = String(seat);
    const name = make("th", "", seatName(seat, view.players, human, seats));
    if (result.ender === seat) {
      row.classList.add("is-ender");
      name.append(make("span", "ender-tag", ` — ${t("summary.wentOut")}`));
    }
    const cell = make("td", "hand-tiles");
    if (tiles.length === 0) cell.append(make("span", "out", t("summary.out")));
    for (const tile of tiles) {
      const mini = make("span", "mini-tile");
      mini.title = tile;
      mini.append(tileSvg(tile, { sideways: true }));
      cell.append(mini);
    }
    const deduction = result.penalties[seat] > 0
      ? t("summary.deduct", { pips, penalty: result.penalties[seat], points: result.display_penalties[seat] })
      : t("summary.noDeduct", { pips });
    row.append(name, cell, make("td", "num", String(pips)), make("td", "num deduction", deduction));
    tbody.append(row);
  }
  table.append(thead, tbody);
  return table;
}

/** Per side, each figure labelled: the points its placements took this round, those it took
 * through Muggins (H2, when the game plays it), its hands' deduction, the round's change to its
 * score, and apart from them the game's total; every figure the engine's. */
function sideTotals(view, human, seats) {
  const result = view.round_result;
  const sides = make("ul", "side-totals");
  for (let side = 0; side < view.sides; side++) {
    const figure = (key, points, raw) => {
      const item = make("div", `side-figure side-${key}`);
      item.append(make("dt", "", t(`summary.${key}`)), make("dd", "", t("summary.amount", { points, raw })));
      return item;
    };
    const round = make("dl", "side-round");
    round.append(figure("placements", result.display_placements[side], result.gained[side] - result.muggins[side]));
    if (view.rules?.muggins) round.append(figure("muggins", result.display_muggins[side], result.muggins[side]));
    round.append(figure("hands", -result.display_deducted[side], -result.deducted[side]));
    const change = make("div", "side-figure side-change");
    change.append(make("dt", "", t("summary.round")), make("dd", "", t("summary.points", { points: result.display_round[side] })));
    round.append(change);
    const total = make("div", "side-figure side-now");
    total.append(
      make("dt", "", t("summary.total")),
      make("dd", "", t("summary.now", { raw: result.scores[side], points: result.display_scores[side] })),
    );
    round.append(total);
    const li = make("li");
    li.dataset.side = String(side);
    li.append(make("strong", "", sideName(side, view.players, human, seats)), round);
    sides.append(li);
  }
  return sides;
}

/** The way on after a round (Next round, or Play again), focused without scrolling: on a phone
 * the panel's top (who went out, the winner) must stay in view. Next frame: no forced layout. */
export function focusWayOn(view) {
  const next = /** @type {HTMLElement} */ (
    document.querySelector(view.over ? '[data-action="play-again"]' : '[data-action="next-round"]')
  );
  requestAnimationFrame(() => next.focus({ preventScroll: true }));
}

/** The viewport box of a seat's tiles, where a computer's placed tile starts its flight. */
export function seatBox(seat) {
  return boxOf(document.querySelector(`#seats [data-seat="${seat}"] .seat-tiles`));
}

export function hideRoundPanel() {
  $("round-panel").hidden = true;
  $("round-body").replaceChildren(); // a finished round's hands leave the page with its summary
}

// Loading: the worker names its stages; unknown names are shown as they come. While Pyodide's
// files come ("pyodide" with the bytes), the bar is their share received; then Python starts.
const STAGES = ["pyodide", "python", "engine", "ready"];
/** The bar's width at each stage after the downloads (they fill it to DOWNLOADED). */
const WIDTHS = { python: 88, engine: 95, ready: 100 };
const DOWNLOADED = 85;
let stagesSeen = 0;
let lastStage = null;
/** @type {{received: number, expected: number} | null} */
let lastLoaded = null;

/** Show a loading stage on the felt and in the new game dialog (which may cover the felt).
 * @param {string} stage
 * @param {{received: number, expected: number} | null} [loaded] */
export function showProgress(stage, loaded = null) {
  if (stage !== lastStage) stagesSeen += 1;
  lastStage = stage;
  lastLoaded = loaded;
  const counting = stage === "pyodide" && loaded !== null && loaded.expected > 0;
  const share = counting ? Math.min(1, loaded.received / loaded.expected) : 0;
  const width = counting ? 5 + share * (DOWNLOADED - 5) : (WIDTHS[stage] ?? Math.min(90, 15 + stagesSeen * 20));
  const text = stageText(stage, counting ? loaded : null);
  for (const prefix of ["loading", "newgame-loading"]) {
    $(`${prefix}-stage`).textContent = text;
    $(`${prefix}-fill`).style.width = `${Math.round(width)}%`;
  }
}

/** Megabytes with one decimal, as the page's language writes them. */
function megabytes(bytes) {
  return (bytes / 1e6).toLocaleString(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

function stageText(stage, loaded = null) {
  if (loaded) return t("stage.download", { received: megabytes(loaded.received), expected: megabytes(loaded.expected) });
  return STAGES.includes(stage) ? t(`stage.${stage}`) : t("stage.other", { stage });
}

/** After a change of language: the loading stage again in the new words. */
export function retranslateProgress() {
  if (lastStage === null) return;
  const counting = lastStage === "pyodide" && lastLoaded !== null && lastLoaded.expected > 0;
  for (const prefix of ["loading", "newgame-loading"]) {
    $(`${prefix}-stage`).textContent = stageText(lastStage, counting ? lastLoaded : null);
  }
}

export function hideProgress() {
  $("loading").hidden = true;
  $("newgame-loading").hidden = true;
}

/** The error panel: a sentence for the player, and the engine's own words under "details". When
 * the engine cannot start (`fatal`) there is nothing to dismiss: only a reload helps. */
export function showError(err, fatal) {
  const details = clip(err?.message || String(err));
  $("error-message").textContent = errorSentence(err, fatal);
  $("error-details").textContent = details;
  $("error-details").parentElement.hidden = !details;
  /** @type {HTMLElement} */ (document.querySelector('[data-action="dismiss-error"]')).hidden = fatal;
  $("error-panel").hidden = false;
  $("loading").hidden = true;
}

/** What to tell the player; the engine's exact message goes under "details". */
function errorSentence(err, fatal) {
  if (fatal) return t("error.fatal");
  switch (err?.kind) {
    case "Timeout":
      return t("error.timeout");
    case "IllegalMove":
      return t("error.illegal");
    case "ValueError":
    case "InternalError":
      return t("error.engine");
    default:
      return t("error.unexpected");
  }
}

export function hideError() {
  $("error-panel").hidden = true;
}
