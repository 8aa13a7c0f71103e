// The table drawn from the page's state (core/store.js): scores, seats, the board, the hand and its
// ends, draw / pass, the lot, the round summary, the loading and error panels, and the body's
// `data-state` that the tests read. It subscribes to the store; it changes no state.

import { $ } from "../core/dom.js";
import { curtainUp, lastPlace, personHere, positionKey, waitsForHand, yourTurn } from "../core/selectors.js";
import { t } from "../i18n/i18n.js";
import { seatName, sumLine } from "../i18n/text.js";
import { hintedMove, hintsEnd, previewNote, previewOf } from "../core/previews.js";
import { boardLabel, renderBoardText } from "./boardtext.js";
import { focusEnd, placementsByTile, renderActions, renderEnds, renderHand, targetLabel } from "./hand.js";
import * as panels from "./panels.js";
import { tileHalves } from "../core/pips.js";

/** The body's state for the tests and the styles: loading, setup, waiting, your-turn, claim (the
 * Muggins question waits, H2), pass-device (pass and play: the curtain waits for the person to
 * act), round-over, game-over or error. */
export function pageState(s) {
  if (s.error) return "error";
  if (!s.ready) return "loading";
  if (s.setup) return "setup";
  if (!s.session || s.busy) return "waiting";
  const v = s.session.view;
  if (v.over) return "game-over";
  if (v.round_over) return "round-over";
  if (waitsForHand(s)) return "pass-device";
  if (s.claiming) return "claim";
  return v.current === s.session.human && personHere(s.session) ? "your-turn" : "waiting";
}

/** Draw the table whenever the state changes; `board` is the canvas view. */
export function showTable(store, board) {
  store.subscribe((s, before) => {
    const redraw = s === before;
    if (s.session) drawGame(s, board, redraw);
    else if (before.session || redraw) clearGame(board);
    drawPanels(s, before, redraw);
    $("facts").hidden = !s.session; // no round and no boneyard before a game is dealt
    document.body.dataset.state = pageState(s);
    moveFocus(s, before);
  });
}

/** No game on the table (a new one is being dealt): an empty felt and hand. */
function clearGame(board) {
  board.set({ layout: null, targets: [], last: null, hidden: null });
  renderHand($("hand"), { hand: [], playable: new Set(), selected: null, drawn: null, active: false });
  renderEnds($("ends"), $("ends-title"), $("ends-list"), null, []);
}

let boardKey = "";

function drawGame(s, board, redraw) {
  const { view, human, levels, seats = [] } = s.session;
  const active = yourTurn(s);
  const byTile = placementsByTile(active ? view.legal_moves : []);
  const selected = byTile.has(s.selected) ? s.selected : null;
  const hint = hintedMove(s, positionKey(s));
  panels.renderScoreboard(view, human, seats, s.tally);
  panels.renderSeats(view, human, seats, levels, s.thinking);
  const hosting = !personHere(s.session); // a host who only referees: nobody's tiles here
  const hidden = curtainUp(s) || hosting; // pass and play: no person's tiles while the device passes
  renderHand($("hand"), {
    hand: hidden ? [] : view.hand,
    playable: new Set(byTile.keys()),
    selected,
    drawn: hidden ? null : ((view.hand.includes(s.drawn) ? s.drawn : null) ?? view.must_play), // must_play: still shown after "Try to continue"
    hinted: hint?.type === "place" ? hint.tile : null,
    active,
    emptyText: hosting ? t("net.hosting") : hidden ? t("curtain.hidden") : view.round_over ? t("hand.allPlayed") : t("hand.empty"),
  });
  const ends = (selected ? byTile.get(selected) : []).map((end) => ({
    end: end ?? "opening",
    ...(end === null ? {} : { value: view.board.open_ends.find((o) => o.end === end)?.value }),
    preview: previewOf(s.session, selected, end),
    hinted: hintsEnd(hint, selected, end),
  }));
  renderEnds($("ends"), $("ends-title"), $("ends-list"), selected, ends);
  drawBoard(s, board, ends, selected, redraw);
  const draw = /** @type {HTMLButtonElement} */ (document.querySelector('[data-action="draw"]'));
  const pass = /** @type {HTMLButtonElement} */ (document.querySelector('[data-action="pass"]'));
  renderActions(draw, pass, view.legal_moves, active, view.boneyard_count, hint?.type ?? null, s.forced);
  drawFacts(view, human, seats);
}

/** The canvas: the layout, the targets of the chosen tile with their previews, the newest tile. */
function drawBoard(s, board, ends, selected, redraw) {
  const double = selected ? tileHalves(selected)[0] === tileHalves(selected)[1] : false;
  const targets = ends.map((e, i) => ({
    end: e.end,
    label: targetLabel(i),
    double,
    note: previewNote(e.preview),
    ...(e.hinted ? { tone: "hint" } : {}),
  }));
  const last = lastPlace(s.session.view)?.tile ?? null;
  const key = JSON.stringify([targets, last, s.flying]);
  if (!redraw && key === boardKey && s.layout === board.layout) return;
  boardKey = key;
  board.set({ layout: s.layout, targets, last, hidden: s.flying });
}

/** Round, boneyard, the last placement's sum, and the board in words. */
function drawFacts(view, human, seats) {
  $("round-no").textContent = String(view.round);
  $("boneyard").textContent = String(view.boneyard_count);
  const last = lastPlace(view);
  $("sumline").textContent = last
    ? t("sum.byName", { name: seatName(last.seat, view.players, human, seats), line: sumLine(view.board, last) })
    : "";
  $("board").setAttribute("aria-label", boardLabel(view));
  renderBoardText($("board-text"), view);
}

/** The cards over the felt: loading, error, the lot, the round summary, and a score's "+2". */
function drawPanels(s, before, redraw) {
  if (s.stage !== before.stage || s.loaded !== before.loaded) panels.showProgress(s.stage, s.loaded);
  else if (redraw) panels.retranslateProgress();
  if (s.ready && !before.ready) panels.hideProgress();
  if (s.error && (redraw || s.error !== before.error)) panels.showError(s.error, s.fatal);
  else if (!s.error && before.error) panels.hideError();
  const view = s.session?.view;
  if (s.lot && view && (redraw || !before.lot || s.session !== before.session)) panels.renderLot(view, s.session.human, s.session.seats ?? []);
  else if (!s.lot && before.lot) panels.hideLot();
  if (s.summary && (redraw || s.summary !== before.summary)) panels.renderRoundPanel(s.summary, s.session.human, s.session.seats ?? []);
  else if (!s.summary && before.summary) panels.hideRoundPanel();
  if (s.flash && s.flash !== before.flash) panels.flashScore(s.flash.side, s.flash.points);
}

/** Keyboard players keep their place: the ends after choosing a tile, the hand when their turn
 * comes (a control disabled meanwhile dropped the focus), the way on after a round. */
function moveFocus(s, before) {
  if (s.selected && s.selected !== before.selected && yourTurn(s)) focusEnd();
  if (!s.selected && before.selected && yourTurn(s)) {
    /** @type {HTMLElement} */ ($("hand").querySelector(`[data-tile="${CSS.escape(before.selected)}"]`))?.focus();
  }
  if (yourTurn(s) && !yourTurn(before)) focusHandIfLost(s.gen !== handGen);
  if (yourTurn(s)) handGen = s.gen;
  if (s.summary && !before.summary) panels.focusWayOn(s.summary);
}

/** The game (`gen`) whose first turn of the person's has been seen: a new game, position or puzzle
 * started from a dialog gives the focus to the hand, not back to the button that opened it. */
let handGen = null;

function focusHandIfLost(newGame = false) {
  const now = document.activeElement;
  const lost = !now || now === document.body;
  // A new game takes the focus from wherever it was left, except from inside an open dialog.
  const takeable = lost || (newGame && !now.closest("dialog[open]"));
  if (!takeable) return;
  const next = /** @type {HTMLElement} */ (
    document.querySelector(
      '#hand [data-tile]:not([disabled]), [data-action="draw"]:not([disabled]), [data-action="pass"]:not([disabled])',
    )
  );
  requestAnimationFrame(() => {
    const then = document.activeElement;
    if (!then || then === document.body || (newGame && then === now)) next?.focus({ preventScroll: true });
  });
}
