// The table drawn from the page's state (core/store.js): scores, seats, the board, the hand and its
// ends, draw / pass, the lot, the round summary, the loading and error panels, and the body's
// `data-state` that the tests read. It subscribes to the store; it changes no state.

import { $ } from "../core/dom.js";
import { curtainUp, lastPlace, linkDown, personHere, positionKey, waitsForHand, yourTurn } from "../core/selectors.js";
import { t } from "../i18n/i18n.js";
import { seatName, sumLine } from "../i18n/text.js";
import { hintedMove, hintsEnd, previewNote, previewOf } from "../core/previews.js";
import { boardLabel, renderBoardText } from "./boardtext.js";
import { focusEnd, placementsByTile, renderActions, renderEnds, renderHand, targetLabel } from "./hand.js";
import { hideError, showError } from "./errorpanel.js";
import { hideLot, renderLot } from "./lot.js";
import { hideProgress, retranslateProgress, showProgress } from "./progress.js";
import { focusWayOn, hideRoundPanel, renderRoundPanel } from "./roundpanel.js";
import { flashScore, renderScoreboard } from "./scoreboard.js";
import { renderSeats } from "./seats.js";
import { tileHalves } from "../core/pips.js";
import { hasStock, scoresInPlay } from "../core/games.js";
import { renderLegend } from "./legend.js";

/** @typedef {import("../core/store.js").PageState} PageState */
/** @typedef {import("../core/store.js").Subscriber} Subscriber */
/** @typedef {import("../core/types.js").Tile} Tile */
/** @typedef {import("../core/types.js").View} View */
/** @typedef {import("./board.js").BoardView} BoardView */
/** @typedef {import("./boardgeometry.js").Target} Target */
/** @typedef {import("./hand.js").EndChoice} EndChoice */
/** @typedef {PageState & {session: NonNullable<PageState["session"]>}} GameState  a state with a game on the table */

/** The body's state for the tests and the styles: loading, new-game, waiting, your-turn, claim (the
 * Muggins question waits, H2), pass-device (pass and play: the curtain waits for the person to
 * act), round-over, game-over or error.
 * @param {PageState} s */
function pageState(s) {
  if (s.error) return "error";
  if (!s.ready) return "loading";
  if (s.newGameOpen) return "new-game";
  if (!s.session || s.busy) return "waiting";
  const v = s.session.view;
  if (v.over) return "game-over";
  if (v.round_over) return "round-over";
  if (waitsForHand(s)) return "pass-device";
  if (s.claiming) return "claim";
  return v.current === s.session.human && personHere(s.session) && !linkDown(s) ? "your-turn" : "waiting";
}

/** Draw the table whenever the state changes; `board` is the canvas view.
 * @param {{subscribe: (fn: Subscriber) => void}} store @param {BoardView} board */
export function showTable(store, board) {
  store.subscribe((s, before) => {
    const redraw = s === before;
    if (hasGame(s)) drawGame(s, board, redraw);
    else if (before.session || redraw) clearGame(board);
    drawPanels(s, before, redraw);
    $("facts").hidden = !s.session; // no round and no boneyard before a game is dealt
    document.body.dataset.state = pageState(s);
    moveFocus(s, before);
  });
}

/** Whether a game is on the table. @param {PageState} s @returns {s is GameState} */
const hasGame = (s) => s.session !== null;

/** No game on the table (a new one is being dealt): an empty felt and hand.
 * @param {BoardView} board */
function clearGame(board) {
  board.set({ layout: null, targets: [], last: null, hidden: null });
  renderHand($("hand"), { hand: [], playable: new Set(), selected: null, drawn: null, active: false });
  renderEnds($("ends"), $("ends-title"), $("ends-list"), null, []);
}

/** What the board was last given (its targets, newest tile, flying tile): a cache of what was drawn. */
let boardKey = "";

/** The table with a game on it: scores, seats, the hand, the ends, the board, draw / pass, facts.
 * @param {GameState} s @param {BoardView} board @param {boolean} redraw */
function drawGame(s, board, redraw) {
  const { view, human, levels, seats } = s.session;
  const active = yourTurn(s);
  const byTile = placementsByTile(active ? view.legal_moves : []);
  const selected = s.selected !== null && byTile.has(s.selected) ? s.selected : null;
  const hint = hintedMove(s, positionKey(s));
  renderScoreboard(view, human, seats, s.tally);
  renderSeats(view, human, seats, levels, s.thinking);
  const hosting = !personHere(s.session); // a host who only referees: nobody's tiles here
  const hidden = curtainUp(s) || hosting; // pass and play: no person's tiles while the device passes
  renderHand($("hand"), {
    hand: hidden ? [] : view.hand,
    playable: new Set(byTile.keys()),
    selected,
    drawn: hidden ? null : ((s.drawn !== null && view.hand.includes(s.drawn) ? s.drawn : null) ?? view.must_play), // must_play: still shown after "Try to continue"
    hinted: hint?.type === "place" ? hint.tile : null,
    active,
    emptyText: hosting
      ? t("net.hosting")
      : hidden
        ? t("curtain.hidden")
        : view.round_over
          ? t("hand.allPlayed")
          : t("hand.empty"),
  });
  /** @type {EndChoice[]} */
  const ends =
    selected === null
      ? []
      : (byTile.get(selected) ?? []).map((end) => ({
          end: end ?? "opening",
          ...(end === null ? {} : { value: view.board.open_ends.find((o) => o.end === end)?.value }),
          preview: previewOf(s.session, selected, end),
          hinted: hintsEnd(hint, selected, end),
        }));
  renderEnds($("ends"), $("ends-title"), $("ends-list"), selected, ends);
  drawBoard(s, board, ends, selected, redraw);
  const draw = /** @type {HTMLButtonElement} */ (document.querySelector('[data-action="draw"]'));
  const pass = /** @type {HTMLButtonElement} */ (document.querySelector('[data-action="pass"]'));
  renderActions(draw, pass, {
    legalMoves: view.legal_moves,
    active,
    boneyard: view.boneyard_count,
    stock: hasStock(view),
    hinted: hint?.type ?? null,
    forced: s.forced,
  });
  drawFacts(view, human, seats);
}

/** The canvas: the layout, the targets of the chosen tile with their previews, the newest tile.
 * @param {GameState} s @param {BoardView} board @param {EndChoice[]} ends @param {Tile | null} selected
 * @param {boolean} redraw */
function drawBoard(s, board, ends, selected, redraw) {
  const double = selected ? tileHalves(selected)[0] === tileHalves(selected)[1] : false;
  /** @type {Target[]} */
  const targets = ends.map((e, i) => ({
    end: e.end,
    label: targetLabel(i),
    double,
    note: previewNote(e.preview),
    ...(e.hinted ? { tone: "hint" } : {}),
  }));
  const last = lastPlace(s.session.view)?.tile ?? null;
  const key = JSON.stringify([targets, last, s.flying, s.reshaping, scoresInPlay(s.session.view)]);
  if (!redraw && key === boardKey && s.layout === board.layout) return;
  boardKey = key;
  const scores = scoresInPlay(s.session.view);
  board.set({ layout: s.layout, targets, last, hidden: s.flying, reshaping: s.reshaping, scores });
}

/** Round, boneyard (where the game has a stock: else no Boneyard row), the last placement's sum,
 * and the board in words.
 * @param {View} view @param {number} human @param {import("../i18n/text.js").Named[]} seats */
function drawFacts(view, human, seats) {
  $("round-no").textContent = String(view.round);
  $("facts-boneyard").hidden = !hasStock(view);
  $("boneyard").textContent = String(view.boneyard_count);
  const last = lastPlace(view);
  $("sumline").textContent =
    last && scoresInPlay(view)
      ? t("sum.byName", { name: seatName(last.seat, view.players, human, seats), line: sumLine(view.board, last) })
      : "";
  $("board").setAttribute("aria-label", boardLabel(view));
  renderBoardText($("board-text"), view);
  renderLegend(view);
}

/** The cards over the felt: loading, error, the lot, the round summary, and a score's "+2".
 * @param {PageState} s @param {PageState} before @param {boolean} redraw */
function drawPanels(s, before, redraw) {
  const loading = s.stage !== before.stage || s.loaded !== before.loaded;
  if (loading && s.stage !== null) showProgress(s.stage, s.loaded, s.stage !== before.stage);
  else if (redraw) retranslateProgress(s.stage, s.loaded);
  if (s.ready && !before.ready) hideProgress();
  if (s.error && (redraw || s.error !== before.error)) showError(s.error, s.fatal);
  else if (!s.error && before.error) hideError();
  const session = s.session;
  if (s.lot && session && (redraw || !before.lot || session !== before.session))
    renderLot(session.view, session.human, session.seats);
  else if (!s.lot && before.lot) hideLot();
  if (s.summary && session && (redraw || s.summary !== before.summary))
    renderRoundPanel(s.summary, session.human, session.seats);
  else if (!s.summary && before.summary) hideRoundPanel();
  if (s.flash && s.flash !== before.flash) flashScore(s.flash.side, s.flash.points);
}

/** Keyboard players keep their place: the ends after choosing a tile, the hand when their turn
 * comes (a control disabled meanwhile dropped the focus), the way on after a round.
 * @param {PageState} s @param {PageState} before */
function moveFocus(s, before) {
  if (s.selected && s.selected !== before.selected && yourTurn(s)) focusEnd();
  if (!s.selected && before.selected && yourTurn(s)) {
    /** @type {HTMLElement} */ ($("hand").querySelector(`[data-tile="${CSS.escape(before.selected)}"]`))?.focus();
  }
  if (yourTurn(s) && !yourTurn(before)) focusHandIfLost(s.gen !== handGen);
  if (yourTurn(s)) handGen = s.gen;
  if (s.summary && !before.summary) focusWayOn(s.summary);
}

/** The game (`gen`) whose first turn of the person's has been seen: a new game, position or puzzle
 * started from a dialog gives the focus to the hand, not back to the button that opened it (a
 * cache of what this component did, its own).
 * @type {number | null} */
let handGen = null;

/** Give the hand the focus when nothing has it (or a new game took it). */
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
