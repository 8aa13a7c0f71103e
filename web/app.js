// The page's controller: asks the engine (through the worker bridge) for states, shows them, takes the
// person's moves, and paces the computer players one move at a time. All rules live in Python; this
// file only decides what to show and when to ask.

import { $ } from "./core/dom.js";
import { installAids } from "./aids/aids.js";
import { setupClaim } from "./table/claim.js";
import { boardLabel, renderBoardText } from "./table/boardtext.js";
import { createBridge } from "./core/bridge.js";
import { flyTile, motionAllowed } from "./table/fly.js";
import { placementsByTile, renderActions, renderEnds, renderHand, roving, targetLabel } from "./table/hand.js";
import { applyStatic, language, onLanguageChange, setLanguage, t } from "./i18n/i18n.js";
import { rememberedRules, setupNewGameDialog } from "./dialogs/newgame.js";
import { registerServiceWorker } from "./persist/offline.js";
import * as panels from "./table/panels.js";
import { readParams } from "./core/params.js";
import { tileHalves } from "./table/pips.js";
import { BoardView } from "./table/board.js";
import { clip } from "./persist/notices.js";
import { createSaves } from "./persist/save.js";
import "./persist/stats.js"; // the Statistics button opens its panel
import {
  chosenLevels,
  chosenRules,
  loadKeptTable,
  maxClaim,
  onTable,
  playersAllowed,
  rawPerDisplay,
  setTable,
  tableReady,
  targetChoices,
  targetOfDisplay,
} from "./core/table.js";
import { eventSentence, roundEndText, seatName, sideName, sumLine } from "./i18n/text.js";

const params = readParams(location.search);
// A person should be able to follow each computer move; the e2e tests (?fast=1) need no pause.
const PAUSE_MS = params.fast ? 20 : 650;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const ui = {
  ready: false, // the engine has loaded
  session: null, // {view, human, levels} from the engine
  busy: false, // a request for the current game is in flight
  error: false,
  fatal: false,
  gen: 0, // bumps on every new game; answers for an older game are dropped
  selected: null, // tile text the person chose
  drawn: null, // tile the person just drew, highlighted in the hand
  thinking: null, // seat of the computer being asked for a move
  lastError: null, // the error on show, so a change of language can say it again
};

const board = new BoardView(/** @type {HTMLCanvasElement} */ ($("board")), {
  onPick: (end) => pickEnd(end),
  onResize: () => scheduleLayout(),
});

const dialog = setupNewGameDialog({
  onStart: (setup) => guarded(() => startGame(setup)),
  canCancel: () => ui.session !== null,
});

// Muggins (H2): the person's claim for a placement, asked before it goes to the engine.
const claims = setupClaim();

const bridge = createBridge({
  onProgress(stage) {
    panels.showProgress(stage);
    if (stage === "ready") {
      ui.ready = true;
      panels.hideProgress();
      if (!ui.session) hint(() => t(dialog.isOpen ? "hint.chooseDeal" : "hint.dealing"));
      settle();
    }
  },
  onFatal(message) {
    ui.fatal = true;
    fail(new Error(message));
  },
});

// The game is saved after every move (save.js); the site is kept for offline play once the engine
// is up (offline.js), so that download never competes with the first load.
const saves = createSaves({ bridge, logList: $("log") });
bridge.ready.then(registerServiceWorker, () => {});

// What a table may be (levels, players, house rules) is the engine's word: its hello answer, kept
// for the next visit (table.js). Until it comes, the last visit's copy builds the dialog.
onTable(() => firstToLine());
loadKeptTable();
bridge
  .call("hello", {})
  .then(setTable)
  .catch((err) => {
    if (!ui.fatal) fail(err);
  });

// Play aids (aids.js): score previews, hint, undo, move log with save/load and replay, coach, fair
// deal, paper tally, rules. They act through the controller's own flows.
const aids = installAids({
  bridge,
  ui,
  render: () => render(),
  settle,
  show,
  advance,
  guarded,
  announce,
  status,
  selectTile,
  adopt: (state) => adoptGame(state),
});

// ---- the body's state, as the tests read it ----------------------------------------------------

function settle() {
  let state;
  if (ui.error) state = "error";
  else if (!ui.ready) state = "loading";
  else if (dialog.isOpen) state = "setup"; // the New game dialog waits for a choice
  else if (!ui.session || ui.busy) state = "waiting";
  else {
    const v = ui.session.view;
    if (v.over) state = "game-over";
    else if (v.round_over) state = "round-over";
    else state = v.current === ui.session.human ? "your-turn" : "waiting";
  }
  document.body.dataset.state = state;
  if (state === "setup" && !ui.session) {
    // No game behind the dialog (a first visit, a save that could not be loaded): say so.
    hint(() => t("hint.chooseDeal"));
    status(() => t("status.setup"));
  }
}

// ---- talking to the engine ---------------------------------------------------------------------

/** Run an async flow; any error becomes the visible error panel, never a silent stall. */
async function guarded(flow) {
  const running = flow(); // runs up to its first await, so a new game has already bumped ui.gen
  const gen = ui.gen;
  try {
    await running;
  } catch (err) {
    // An answer for a game already replaced is of no interest.
    if (gen === ui.gen) fail(err);
  }
}

function fail(err) {
  console.error(err);
  ui.error = true;
  ui.busy = false;
  ui.thinking = null;
  ui.lastError = err;
  claims.cancel();
  panels.showError(errorSentence(err), clip(err?.message || String(err)));
  // Nothing may hide the error: not the new game dialog, not a stale "thinking" line.
  dialog.close();
  hint(() => t(ui.fatal ? "hint.cannotStart" : "hint.wrong"));
  status(() => t(ui.fatal ? "status.engineFailed" : "hint.wrong"));
  /** @type {HTMLElement} */ (document.querySelector('[data-action="dismiss-error"]')).hidden = ui.fatal;
  render();
  settle();
}

/** What to tell the player; the engine's exact message goes under "details". */
function errorSentence(err) {
  if (ui.fatal) return t("error.fatal");
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

let layoutSeq = 0;
/** Ask for the board's geometry at the canvas's current shape. The worker answers in order, so a
 * request made after a state arrived describes that state's board. */
function requestLayout() {
  layoutSeq += 1;
  // The engine lays out for shapes between 1:5 and 5:1; the board is scaled to fit the canvas anyway.
  const aspect = Math.min(5, Math.max(0.2, board.aspect));
  return bridge.call("layout", { aspect: Number(aspect.toFixed(3)) });
}

let layoutTimer = 0;
/** After a resize: a layout for the new shape; dropped if a newer request went out meanwhile. */
function scheduleLayout() {
  clearTimeout(layoutTimer);
  layoutTimer = setTimeout(() => {
    if (!ui.session || ui.error) return;
    guarded(async () => {
      const layout = requestLayout();
      const seq = layoutSeq;
      const answer = await layout;
      if (seq === layoutSeq) board.set({ layout: answer });
    });
  }, 150);
}

/** Take a new state from the engine and show it with its board, all at once; false when it
 * belongs to a replaced game. */
async function show(state, gen, fly = null) {
  if (gen !== ui.gen) return false;
  const layout = await requestLayout();
  if (gen !== ui.gen) return false;
  ui.session = state;
  saves.changed(state, gen);
  // A tile just placed flies from `fly.from` (a viewport box) to its place; the page stays "waiting".
  const moving = fly && fly.from && motionAllowed(params.fast) ? fly.tile : null;
  render({ layout, hidden: moving });
  if (moving) {
    await flyTile(fly.from, board.tileScreenRect(moving));
    board.set({ hidden: null });
  }
  return gen === ui.gen;
}

/** The viewport box of an element, if it is shown. */
function boxOf(node) {
  const r = node?.getBoundingClientRect();
  return r && r.width && r.height ? { left: r.left, top: r.top, width: r.width, height: r.height } : null;
}

// ---- flows -------------------------------------------------------------------------------------

/** A new game: `players`, one level wish per computer seat and the house rules wished ({target}
 * raw, or {display_target} from the address, and {muggins}); what the engine's table does not
 * offer falls back to its defaults.
 * @param {{
 *   players: number, levels: (string | null)[],
 *   rules?: {target?: number, display_target?: number, muggins?: boolean},
 * }} game
 */
async function startGame({ players, levels: wishedLevels, rules: wishedRules = {} }) {
  const gen = ++ui.gen;
  claims.cancel();
  ui.session = null;
  ui.busy = true;
  ui.error = false;
  ui.selected = null;
  ui.drawn = null;
  ui.thinking = null;
  panels.hideError();
  panels.hideRoundPanel();
  panels.hideLot();
  clearLog();
  board.set({ layout: null, targets: [], last: null });
  renderHand($("hand"), { hand: [], playable: new Set(), selected: null, drawn: null, active: false });
  hint(() => t("hint.dealing"));
  settle();
  await tableReady();
  if (gen !== ui.gen) return;
  if (!playersAllowed(players)) {
    // An address asking for a table the engine does not offer: the dialog, as with no address.
    ui.busy = false;
    dialog.open({ modal: false });
    settle();
    return;
  }
  const levels = chosenLevels(players, wishedLevels);
  const wish = { ...wishedRules };
  if (Number.isInteger(wish.display_target)) wish.target = targetOfDisplay(wish.display_target);
  const rules = chosenRules(wish);
  const state = await bridge.call("new_game", { players, levels: [null, ...levels], seed: params.seed, rules });
  if (!(await show(state, gen))) return;
  startRound();
  await advance(gen, true);
}

async function nextRound() {
  if (ui.busy || !ui.session?.view.round_over || ui.session.view.over) return;
  const gen = ui.gen;
  ui.busy = true;
  ui.drawn = null;
  panels.hideRoundPanel();
  settle();
  const state = await bridge.call("next_round", {});
  if (!(await show(state, gen))) return;
  clearLog();
  startRound();
  await advance(gen, true);
}

/** A new round is on the table: show the lot and who starts. */
function startRound() {
  const v = ui.session.view;
  panels.renderLot(v, ui.session.human);
  aids.roundStarted(v);
  const human = ui.session.human;
  announce(() =>
    t("round.start", {
      n: v.round,
      name: seatName(v.starter, v.players, human),
      you: v.starter === human,
      lot: Boolean(v.lot),
    }),
  );
}

/** Let the computers move, one at a time with a pause, until the person must act or the round ends. */
async function advance(gen, roundStart = false) {
  while (gen === ui.gen) {
    const { view, human } = ui.session;
    if (view.round_over) {
      endOfRound();
      return;
    }
    if (view.current === human) {
      ui.busy = false;
      render();
      settle();
      focusHandIfLost();
      return;
    }
    ui.busy = true;
    ui.thinking = view.current;
    render();
    settle();
    await sleep(roundStart ? PAUSE_MS * 2 : PAUSE_MS);
    roundStart = false;
    if (gen !== ui.gen) return;
    const answer = await bridge.call("ai_move", {});
    if (gen !== ui.gen) return;
    ui.thinking = null;
    const from = boxOf(document.querySelector(`#seats [data-seat="${answer.seat}"] .seat-tiles`));
    const fly = answer.move.type === "place" ? { tile: answer.move.tile, from } : null;
    if (!(await show(answer.state, gen, fly))) return;
    const v = answer.state.view;
    const placed = answer.move.type === "place" ? lastPlace(v) : null;
    announce(() => moveSentence(answer.seat, answer.move, placed, v));
    flashPlacement(placed, v);
    if (v.history.length >= v.players) panels.hideLot();
  }
}

/** The person's move: a placement, a draw or a pass. */
async function playMove(move) {
  const s = ui.session;
  if (!s || ui.busy || ui.error || s.view.current !== s.human) return;
  const gen = ui.gen;
  const before = new Set(s.view.hand);
  const from =
    move.type === "place" ? boxOf($("hand").querySelector(`[data-tile="${CSS.escape(move.tile)}"]`)) : null;
  ui.busy = true;
  ui.selected = null;
  panels.hideLot();
  render();
  settle();
  const state = await bridge.call("play", { move });
  if (gen !== ui.gen) return;
  ui.drawn = move.type === "draw" ? (state.view.hand.find((t) => !before.has(t)) ?? null) : null;
  if (!(await show(state, gen, move.type === "place" ? { tile: move.tile, from } : null))) return;
  const v = state.view;
  const placed = move.type === "place" ? lastPlace(v) : null;
  const drawn = ui.drawn;
  announce(() => moveSentence(s.human, move, placed, v, drawn));
  flashPlacement(placed, v);
  await advance(gen);
}

/** "+2" beside the score of the side that took a placement's points (under Muggins that may be
 * the next side, H2). */
function flashPlacement(placed, view) {
  if (!(placed?.points > 0)) return;
  panels.flashScore(placed.scorer ?? view.side_of[placed.seat], placed.display_points);
}

function endOfRound() {
  const { view, human } = ui.session;
  ui.busy = false;
  ui.thinking = null;
  ui.selected = null;
  render();
  panels.hideLot();
  panels.renderRoundPanel(view, human);
  aids.roundEnded(view);
  announce(() => {
    let outcome = t("round.isOver", { n: view.round });
    if (view.over) {
      const you = view.players !== 4 && view.winner === view.side_of[human];
      const name = sideName(view.winner, view.players, human);
      outcome = you ? t("round.gameYouWin") : t("round.gameSideWins", { name, many: view.players === 4 });
    }
    return `${roundEndText(view.round_result, view.players, human)} ${outcome}`;
  });
  settle();
  // Focus in the next frame: focusing now would force a layout of the fresh panel inside this task.
  const next = /** @type {HTMLElement} */ (
    document.querySelector(view.over ? '[data-action="play-again"]' : '[data-action="next-round"]')
  );
  // Without scrolling: on a phone the panel's top (who went out, the winner) must stay in view.
  requestAnimationFrame(() => next.focus({ preventScroll: true }));
}

/** The visit's first game when there is none to resume: the one the address asks for, or the
 * New game dialog. */
function firstGame() {
  if (params.direct) guarded(() => startGame(params.direct));
  else {
    dialog.open({ modal: false });
    settle();
  }
}

/** A saved game back on the table exactly where it was left; the computers go on if it was their
 * turn. A save the engine refuses is kept aside and reported (save.js), and a new game starts. */
async function resumeGame(saved) {
  const gen = ++ui.gen;
  ui.busy = true;
  settle();
  let state;
  try {
    state = await bridge.call("load", { record: saved.save.record });
  } catch (err) {
    if (err?.kind === "Fatal" || err?.kind === "Timeout") throw err;
    // Kept aside and reported (save.js); the page is left in the New game state, not "waiting".
    saves.refused(saved, err);
    ui.busy = false;
    ui.session = null;
    firstGame();
    settle();
    return;
  }
  saves.resumed(gen, saved, state.view);
  if (!(await show(state, gen))) return;
  status(() => t("save.resumed", { n: state.view.round }));
  await advance(gen);
}

/** A game loaded from a file (the move log's import, log.js): on the table where its record left
 * it; the computers go on if it is their turn. */
async function adoptGame(state) {
  const gen = ++ui.gen;
  saves.imported(gen); // never counted in the statistics, even if it is finished here
  dialog.close();
  ui.busy = true;
  ui.error = false;
  ui.selected = null;
  ui.drawn = null;
  ui.thinking = null;
  panels.hideError();
  panels.hideRoundPanel();
  panels.hideLot();
  clearLog();
  aids.reset();
  settle();
  if (!(await show(state, gen))) return;
  aids.roundStarted(state.view);
  status(() => t("aids.log.loaded", { n: state.view.round }));
  await advance(gen);
}

/** After an error: fetch the engine's state again and go on from there. */
async function resync() {
  ui.error = false;
  panels.hideError();
  const gen = ui.gen;
  ui.busy = true;
  settle();
  const state = await bridge.call("state", {});
  if (!(await show(state, gen))) return;
  await advance(gen);
}

// ---- choosing a tile and an end ----------------------------------------------------------------

function selectTile(tile) {
  const s = ui.session;
  if (!s || ui.busy || s.view.current !== s.human) return;
  if (!placementsByTile(s.view.legal_moves).has(tile)) return;
  ui.selected = tile;
  panels.hideLot();
  render();
  // Keyboard users go straight on to the choice of end (next frame: no forced layout in the click),
  // the hinted end first when a hint chose this tile.
  requestAnimationFrame(() => {
    const list = $("ends-list");
    const end = list.querySelector("[data-end].is-hinted") || list.querySelector("[data-end]");
    /** @type {HTMLElement} */ (end)?.focus();
  });
}

function pickEnd(end) {
  const s = ui.session;
  if (!s || !ui.selected) return;
  const ends = placementsByTile(s.view.legal_moves).get(ui.selected) || [];
  const wanted = end === "opening" ? null : end;
  if (!ends.includes(wanted)) return;
  if (s.view.rules?.muggins) askClaim(ui.selected, wanted);
  else guarded(() => playMove({ type: "place", tile: ui.selected, end: wanted }));
}

/** Muggins (H2): the person announces the placement's points; the move goes with the claim. */
async function askClaim(tile, end) {
  const gen = ui.gen;
  const claim = await claims.ask({ tile, end, step: rawPerDisplay(), max: maxClaim() });
  if (gen !== ui.gen || ui.selected !== tile || ui.busy || ui.error) return;
  if (claim === null) {
    // Back to the choice of end, on the end just tried.
    const key = CSS.escape(end ?? "opening");
    requestAnimationFrame(() =>
      /** @type {HTMLElement} */ ($("ends-list").querySelector(`[data-end="${key}"]`))?.focus(),
    );
    return;
  }
  guarded(() => playMove({ type: "place", tile, end, claim }));
}

/** A control that was disabled during the computers' turns dropped the focus; give it back to the
 * hand so a keyboard player can go on without tabbing through the whole page. */
function focusHandIfLost() {
  if (document.activeElement && document.activeElement !== document.body) return;
  const next = /** @type {HTMLElement} */ (
    document.querySelector(
      '#hand [data-tile]:not([disabled]), [data-action="draw"]:not([disabled]), [data-action="pass"]:not([disabled])',
    )
  );
  requestAnimationFrame(() => {
    if (!document.activeElement || document.activeElement === document.body)
      next?.focus({ preventScroll: true });
  });
}

function cancelSelection() {
  if (!ui.selected) return;
  const tile = ui.selected;
  ui.selected = null;
  render();
  /** @type {HTMLElement} */ ($("hand").querySelector(`[data-tile="${CSS.escape(tile)}"]`))?.focus();
}

// ---- drawing the page from the state -----------------------------------------------------------

function lastPlace(view) {
  for (let i = view.history.length - 1; i >= 0; i--)
    if (view.history[i].type === "place") return view.history[i];
  return null;
}

function openValue(view, end) {
  return view.board.open_ends.find((o) => o.end === end)?.value;
}

/** Show the current state everywhere; `extra.layout`, if given, is drawn in the same pass. */
function render(extra = {}) {
  const s = ui.session;
  if (!s) return;
  const { view, human, levels } = s;
  const active = !ui.busy && !ui.error && !dialog.isOpen && view.current === human && !view.round_over;
  const byTile = placementsByTile(active ? view.legal_moves : []);
  if (ui.selected && !byTile.has(ui.selected)) ui.selected = null;
  if (ui.drawn && !view.hand.includes(ui.drawn)) ui.drawn = null;

  panels.renderScoreboard(view, human);
  panels.renderSeats(view, human, levels, ui.thinking);
  renderHand($("hand"), {
    hand: view.hand,
    playable: new Set(byTile.keys()),
    selected: ui.selected,
    drawn: ui.drawn ?? view.must_play, // must_play too: after "Try to continue" the draw is still shown
    active,
    emptyText: view.round_over ? t("hand.allPlayed") : t("hand.empty"),
  });
  const ends = ui.selected
    ? byTile
        .get(ui.selected)
        .map((e) => (e === null ? { end: "opening" } : { end: e, value: openValue(view, e) }))
    : [];
  renderEnds($("ends"), $("ends-title"), $("ends-list"), ui.selected, ends);
  const double = ui.selected ? tileHalves(ui.selected)[0] === tileHalves(ui.selected)[1] : false;
  const last = lastPlace(view);
  board.set({
    ...extra,
    targets: aids.targets(ends.map((e, i) => ({ end: e.end, label: targetLabel(i), double }))),
    last: last?.tile ?? null,
  });
  renderActions(
    document.querySelector('[data-action="draw"]'),
    document.querySelector('[data-action="pass"]'),
    view.legal_moves,
    active,
    view.boneyard_count,
  );

  $("round-no").textContent = String(view.round);
  $("boneyard").textContent = String(view.boneyard_count);
  $("sumline").textContent = last
    ? t("sum.byName", {
        name: seatName(last.seat, view.players, human),
        line: sumLine(view.board, last),
      })
    : "";
  $("board").setAttribute("aria-label", boardLabel(view));
  renderBoardText($("board-text"), view);
  hint(() => hintText(view, human, byTile, active));
  aids.afterRender();
}

/** The empty scoreboard before a game: the target the next game is played to (the remembered
 * house rules, else the sheet's), from the engine's table. */
function firstToLine() {
  const line = $("scoreboard-empty");
  const rules = chosenRules(rememberedRules());
  const target = targetChoices().find((c) => c.raw === rules?.target);
  if (line && target) line.textContent = t("score.firstTo", { target: target.display });
}

function hintText(view, human, byTile, active) {
  if (ui.error) return t("hint.wrong");
  if (view.round_over) return t(view.over ? "hint.gameOver" : "hint.roundOver");
  if (ui.thinking !== null) return t("hint.thinking", { name: seatName(ui.thinking, view.players, human) });
  if (view.current !== human) return t("hint.toPlay", { name: seatName(view.current, view.players, human) });
  if (!active) return t("hint.moment");
  if (ui.selected) return t("hint.chooseEnd", { tile: ui.selected });
  if (view.must_play) return t("hint.mustPlay", { tile: view.must_play });
  if (byTile.size) return t(view.board.tiles.length ? "hint.chooseTile" : "hint.chooseOpen");
  const types = new Set(view.legal_moves.map((m) => m.type));
  if (types.has("draw")) return t("hint.mustDraw");
  if (types.has("pass")) return t("hint.mustPass");
  return t("hint.yourTurn");
}

// Texts that stay on the page are kept as functions, so a change of language can say them again.
let hintSay = () => t("hint.shuffling");
let statusSay = () => t("status.loading");
const logSay = new WeakMap(); // log item -> its sentence

function hint(say) {
  hintSay = say;
  $("hint").textContent = say();
}

function status(say) {
  statusSay = say;
  $("status").textContent = say();
}

/** A move as the status line and the log tell it (text.js's eventSentence, told as just made): who,
 * what, the sum and its points, and after a scoring placement the scores of every side. `placed` is
 * the placement's history event (its points), null for a draw or a pass. */
function moveSentence(seat, move, placed, view, drawn = null) {
  const human = ui.session?.human ?? 0;
  const event = { ...placed, type: move.type, seat, tile: move.tile, end: move.end };
  const game = { players: view.players, human, muggins: Boolean(view.rules?.muggins) };
  return eventSentence(event, game, { view, drawnTile: drawn });
}

/** Say what just happened: the status line (read out by screen readers) and the round's log. */
function announce(say) {
  status(say);
  const li = document.createElement("li");
  li.textContent = say();
  logSay.set(li, say);
  // Newest first: always in view without scrolling (scrolling would force a layout per move).
  $("log").prepend(li);
}

function clearLog() {
  $("log").replaceChildren();
}

// ---- input -------------------------------------------------------------------------------------

document.addEventListener("click", (event) => {
  const target = /** @type {HTMLButtonElement} */ (
    /** @type {Element} */ (event.target).closest("[data-action], [data-tile], [data-end]")
  );
  if (!target || target.disabled) return;
  if (target.dataset.tile) return selectTile(target.dataset.tile);
  if (target.dataset.end) return pickEnd(target.dataset.end);
  switch (target.dataset.action) {
    case "new-game":
    case "play-again":
      dialog.open({ modal: true });
      render(); // the hand waits while the dialog does
      settle();
      return;
    case "cancel-new-game": // the dialog has closed (newgame.js): back to the game behind it
      render();
      settle();
      return;
    case "draw":
      return guarded(() => playMove({ type: "draw" }));
    case "pass":
      return guarded(() => playMove({ type: "pass" }));
    case "next-round":
      return guarded(nextRound);
    case "cancel-select":
      return cancelSelection();
    case "close-lot":
      return panels.hideLot();
    case "dismiss-error":
      return guarded(resync);
    case "reload":
      return location.reload();
    case "language":
      return setLanguage(language() === "fi" ? "en" : "fi");
    default:
  }
});

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && ui.selected && !dialog.isOpen) {
    event.preventDefault();
    cancelSelection();
    return;
  }
  if (!/^[a-z]$/i.test(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  if (dialog.isOpen || typing(event.target) || document.querySelector("dialog[open]")) return;
  // With a tile chosen, the letters pick the lettered ends.
  if (ui.selected) {
    const ends = /** @type {NodeListOf<HTMLElement>} */ ($("ends-list").querySelectorAll("[data-end]"));
    const button = ends[event.key.toUpperCase().charCodeAt(0) - 65];
    if (button) {
      event.preventDefault();
      pickEnd(button.dataset.end);
      return;
    }
  }
  // Shortcuts: each presses its button when that button is there and enabled (hint and undo
  // belong to the play aids; the key does nothing without them).
  const action = { d: "draw", p: "pass", h: "hint", u: "undo", n: "next-round" }[event.key.toLowerCase()];
  const button = action && /** @type {HTMLButtonElement} */ (document.querySelector(`[data-action="${action}"]`));
  if (button && !button.disabled && button.checkVisibility()) {
    event.preventDefault();
    button.click();
  }
});

/** Whether keys typed here are text (a field), not shortcuts. */
function typing(node) {
  return Boolean(node?.closest?.("input, textarea, select, [contenteditable=''], [contenteditable='true']"));
}

roving($("hand"), "[data-tile]");
roving($("ends-list"), "[data-end]");

// ---- languages ---------------------------------------------------------------------------------

/** The language switch offers the other language, named in that language. */
function labelLanguageSwitch() {
  const other = language() === "fi" ? "en" : "fi";
  const languageButtons = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-action="language"]'));
  for (const b of languageButtons) b.lang = other;
}

onLanguageChange(() => {
  labelLanguageSwitch();
  firstToLine();
  panels.retranslateProgress();
  dialog.retranslate();
  $("hint").textContent = hintSay();
  $("status").textContent = statusSay();
  for (const li of $("log").children) {
    const say = logSay.get(li);
    if (say) li.textContent = say();
  }
  if (ui.error) panels.showError(errorSentence(ui.lastError), clip(ui.lastError?.message || String(ui.lastError)));
  const s = ui.session;
  if (!s) return;
  render();
  if (!$("lot").hidden) panels.renderLot(s.view, s.human);
  if (!$("round-panel").hidden && s.view.round_over) panels.renderRoundPanel(s.view, s.human);
});

// Pointing at or focusing an end button lights up its place on the table.
for (const type of ["pointerover", "focusin"]) {
  $("ends-list").addEventListener(type, (event) => {
    const end = /** @type {HTMLElement} */ (/** @type {Element} */ (event.target).closest("[data-end]"));
    board.highlight(end?.dataset.end ?? null);
  });
}
for (const type of ["pointerleave", "focusout"]) {
  $("ends-list").addEventListener(type, () => board.highlight(null));
}

$("newgame").addEventListener("close", () => {
  if (!ui.session && !ui.error) hint(() => t("hint.chooseDeal"));
  render();
  settle();
});

window.addEventListener("unhandledrejection", (event) => fail(event.reason));

// ---- start -------------------------------------------------------------------------------------

applyStatic();
labelLanguageSwitch();
board.resize();
const saved = saves.saved();
if (saved) guarded(() => resumeGame(saved));
else firstGame();
settle();
