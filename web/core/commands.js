// The page's named commands: each is one function that asks the engine (through the worker bridge)
// and puts the answer in the store; the components draw themselves from there. The computers are
// paced here, one move at a time. No rule lives here: legality, scores and the computers' moves
// are the engine's answers.

import { language, t } from "../i18n/i18n.js";
import { drawRunSentence, eventSentence, isYou, moveText, roundEndText, seatName, sideName } from "../i18n/text.js";
import { previewOf } from "./previews.js";
import { flyDraws, flyTile, motionAllowed } from "../table/fly.js";
import { focusEnd } from "../table/hand.js";
import { curtainUp, lastPlace, passing, personHere, placementsByTile, positionKey, undoFor, waitsForHand, yourTurn, isGuest, paused } from "./selectors.js";
import { KEYS, storage } from "./storage.js";
import { store } from "./store.js";
import { chosenLevels, chosenRules, chosenSeats, maxClaim, playersAllowed, rawPerDisplay, tableReady, targetOfDisplay } from "./table.js";
import { puzzleMove } from "./puzzlecommands.js";
import { guestHint, guestPlay, hostResumed, hostTable, leaveTable, sendViews, sharesForNextRound } from "./netcommands.js";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A text that stays on the page, said again on a change of language. */
const say = (key, params = {}) => () => t(key, params);

/** The fresh table of a new (or loaded) game: nothing chosen, nothing pending. */
export const CLEAR = { logLanguage: null, line: null, selected: null, drawn: null, thinking: null, hint: null, asking: false, claiming: false, summary: null, lot: false, forced: null, shown: null, passBack: null, muggins: null, puzzle: null };

/** What the commands work with, given once by the page's entry (app.js): the engine's `bridge`,
 * the board (its shape for a layout), where a flying tile starts (`where`), the saves, the Muggins
 * claim question, the New game dialog and the address's options. */
let bridge, board, where, saves, claims, dialog, params;
const get = () => store.get();
const update = (patch) => store.update(patch);

/** The page's commands, wired to what they work with. */
export function createCommands(parts) {
  ({ bridge, board, where, saves, claims, dialog, params } = parts);
  update({ prompt: say("hint.shuffling"), status: say("status.loading"), ...rememberedSettings(params.fast) });
  return {
    announce,
    guarded,
    fail,
    resized,
    progress,
    startGame: (setup) => guarded(() => startGame(setup)),
    nextRound: () => guarded(nextRound),
    play,
    selectTile,
    pickEnd,
    cancelSelection,
    hint: () => guarded(hint),
    undo: () => guarded(undo),
    showHand,
    firstGame,
    resume: (saved) => guarded(() => resume(saved)),
    adopt: (state) => guarded(() => adopt(state)),
    loadRecord,
    resync: () => guarded(resync),
    openNewGame,
    closedNewGame,
    closeLot: () => update({ lot: false }),
    toggleTally,
    setSpeed,
    setAutoForced,
    toggleSound,
    setStun,
    engineFailed,
    retell,
  };
}

/** The person's move, whatever comes of it. */
function play(move) {
  return guarded(() => playMove(move));
}

/** The paper tally under the scores, on or off; remembered on this device (a nicety: without
 * storage it just lasts the visit). */
function toggleTally() {
  const on = !get().tally;
  storage.set(KEYS.tally, on ? "1" : "0");
  update({ tally: on });
}

// ---- the person's settings: the computers' pace, forced moves, sound (remembered, like the tally) --

/** The computers' pace at each speed, in ms: `pause` before a computer's move (a person should be
 * able to follow each one), `run` the one short animation of a run of draws (it is also the pause
 * before the move that follows the run), `beat` the moment a forced move of the person's is shown
 * before it goes by itself. Test mode (?fast=1, the e2e tests) pauses 20 ms, whatever the speed. */
export const PACES = Object.freeze({
  relaxed: { pause: 1000, run: 450, beat: 700 },
  normal: { pause: 550, run: 300, beat: 450 },
  fast: { pause: 250, run: 150, beat: 250 },
  instant: { pause: 0, run: 0, beat: 120 },
});
const TEST_PACE = { pause: 20, run: 0, beat: 20 };
const DEFAULTS = { speed: "normal" };

/** The pace in force now. */
function pace() {
  return params.fast ? TEST_PACE : PACES[get().speed];
}

/** The settings this device remembers. Forced moves go by themselves unless turned off; in test
 * mode they wait for a click unless the setting was chosen (the e2e tests click every move). */
function rememberedSettings(fast) {
  const speed = storage.get(KEYS.speed);
  const auto = storage.get(KEYS.autoForced);
  const stun = storage.get(KEYS.stun) ?? "";
  return {
    tally: storage.get(KEYS.tally) === "1",
    speed: Object.hasOwn(PACES, speed) ? speed : DEFAULTS.speed,
    autoForced: auto === null ? !fast : auto === "1",
    sound: storage.get(KEYS.sound) === "1",
    stun: STUN.test(stun) ? stun : "",
  };
}

/** The computers' speed, one of PACES's names; remembered on this device. */
function setSpeed(speed) {
  if (!Object.hasOwn(PACES, speed)) return;
  storage.set(KEYS.speed, speed);
  update({ speed });
}

/** Whether a forced draw or pass goes by itself; remembered. On at the person's forced turn, it
 * goes now (after the beat). */
function setAutoForced(on) {
  storage.set(KEYS.autoForced, on ? "1" : "0");
  update({ autoForced: on, ...(on ? {} : { forced: null }) });
  if (on && yourTurn(get())) guarded(() => yourTurnNow(get().gen));
}

/** A STUN server's address, as the WebRTC standard writes one (stun: or stuns:, a host, a port). */
const STUN = /^stuns?:[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?$|^stuns?:\[[0-9A-Fa-f:.]{2,45}\](:[0-9]{1,5})?$/;

/** The optional STUN server for tables across networks (off, "", by default); remembered. False
 * (nothing changed) for text that is not such an address. */
function setStun(text) {
  const stun = String(text ?? "").trim();
  if (stun && !STUN.test(stun)) return false;
  if (stun) storage.set(KEYS.stun, stun);
  else storage.remove(KEYS.stun);
  update({ stun });
  return true;
}

/** The sounds on or off (muted by default); remembered. */
function toggleSound() {
  const on = !get().sound;
  storage.set(KEYS.sound, on ? "1" : "0");
  update({ sound: on });
}

/** The engine cannot start: only a reload helps. */
function engineFailed(message) {
  update({ fatal: true });
  fail(new Error(message));
}

/** Say what just happened: the status line and the round's log. */
export function announce(text) {
  update({ status: text, log: [text, ...get().log] });
}

/** Run a flow; any error becomes the visible error panel, never a silent stall. */
export async function guarded(flow) {
  const running = flow(); // runs up to its first await, so a new game has already bumped the gen
  const gen = get().gen;
  try {
    await running;
  } catch (err) {
    if (gen === get().gen) fail(err); // an answer for a game already replaced is of no interest
  }
}

function fail(err) {
  console.error(err);
  claims.cancel();
  dialog.close(); // nothing may hide the error
  const status = say(get().fatal ? "status.engineFailed" : "hint.wrong");
  update({ error: err ?? new Error("unknown"), busy: false, thinking: null, setup: false, status });
}

let layoutSeq = 0;
/** The board's geometry at the canvas's current shape. The worker answers in order, so a request
 * made after a state arrived describes that state's board. */
function requestLayout(state = get().session) {
  layoutSeq += 1;
  // The engine lays out for shapes between 1:5 and 5:1; the board is scaled to fit anyway.
  const aspect = Number(Math.min(5, Math.max(0.2, board.aspect)).toFixed(3));
  if (!state?.guest) return bridge.call("layout", { aspect }); // the flag isGuest reads
  // A guest's engine holds no game: it lays out the board of the view the host sent.
  const { tiles, joins } = state.view.board;
  return bridge.call("layout_of", { tiles, joins, aspect }).then((answer) => answer.layout);
}

/** After a resize: a layout for the new shape; dropped if a newer request went out meanwhile. */
async function relayout() {
  if (!get().session || get().error) return;
  const answer = requestLayout();
  const seq = layoutSeq;
  const layout = await answer;
  if (seq === layoutSeq) update({ layout });
}

let layoutTimer = 0;
/** The canvas changed shape: ask again once it has settled. */
function resized() {
  clearTimeout(layoutTimer);
  layoutTimer = setTimeout(() => guarded(relayout), 150);
}

/** Take a new state from the engine and show it with its board, all at once; a placed tile flies
 * from `fly.from` (a viewport box) to its place. False when it belongs to a replaced game. */
export async function show(state, gen, fly = null) {
  if (gen !== get().gen) return false;
  const layout = await requestLayout(state);
  if (gen !== get().gen) return false;
  if (!state.guest) saves.changed(state, gen); // a guest's game is the host's, saved there
  sendViews(state); // at a table over the network, each guest's view of it (in order, now)
  const moving = fly && fly.from && motionAllowed(params.fast) ? fly.tile : null;
  update({ session: state, layout, flying: moving });
  if (moving) {
    await flyTile(fly.from, board.tileScreenRect(moving));
    update({ flying: null });
  }
  return gen === get().gen;
}

/** A scoring placement lights up its side's score (under Muggins maybe the next side's, H2). */
export function placed(seat, move, view, drawn = null) {
  const event = move.type === "place" ? lastPlace(view) : null;
  const game = { players: view.players, human: get().session.human, muggins: Boolean(view.rules?.muggins) };
  const full = { ...event, type: move.type, seat, tile: move.tile, end: move.end };
  announce(() => eventSentence(full, game, { view, drawnTile: drawn }));
  const flash = event?.points > 0 ? { side: event.scorer ?? view.side_of[event.seat], points: event.display_points } : null;
  update({ flash, lot: get().lot && view.history.length < view.players });
  if (event?.muggins) update({ muggins: mugginsNotice(event, game) });
}

/** What a Muggins gave and why, in points (H2): said until the next person acts. */
function mugginsNotice(event, { players, human }) {
  const step = rawPerDisplay() || 1;
  return () =>
    t("muggins.notice", {
      name: sideName(event.scorer, players, human),
      you: players !== 4 && isYou(event.scorer, human),
      many: players === 4,
      points: event.display_points,
      claimer: seatName(event.seat, players, human),
      claim: Math.floor((event.claim ?? 0) / step),
    });
}

/** The round on the table told from the engine's history, as the move log tells it: who started
 * and every move since, newest first, each said again in a new language. For a round taken up
 * part-way: a save whose log is in another language, a what-if line from mid-round. */
export function roundTold(view, human) {
  const game = { players: view.players, human, muggins: Boolean(view.rules?.muggins) };
  return [...view.history.map((event) => () => eventSentence(event, game)).reverse(), roundStartSaid(view, human)];
}

/** "Round 2: Ann won the lot and starts." The names inside the function: a change of language
 * says it again in the new words. */
function roundStartSaid(view, human) {
  const you = isYou(view.starter, human);
  return () => t("round.start", { n: view.round, name: seatName(view.starter, view.players, human), you, lot: Boolean(view.lot) });
}

/** The language changed: a resumed save's lines, which are text, are told again in the new words. */
function retell() {
  const s = get();
  if (!s.logLanguage || s.logLanguage === language() || !s.session) return;
  update({ log: roundTold(s.session.view, s.session.human), logLanguage: null });
}

/** A new round is on the table: the lot and who starts. */
export function roundStarted() {
  const { view, human } = get().session;
  update({ lot: true, summary: null, hint: null, muggins: null });
  announce(roundStartSaid(view, human));
}

export function roundEnded() {
  const { view, human } = get().session;
  update({ busy: false, thinking: null, selected: null, hint: null, lot: false, summary: view });
  announce(() => {
    let outcome = t("round.isOver", { n: view.round });
    if (view.over) {
      const you = view.players !== 4 && isYou(view.winner, view.side_of[human]);
      const name = sideName(view.winner, view.players, human);
      outcome = you ? t("round.gameYouWin") : t("round.gameSideWins", { name, many: view.players === 4 });
    }
    return `${roundEndText(view.round_result, view.players, human)} ${outcome}`;
  });
}

/** Let the computers move, one at a time with a pause, until the person must act or the round
 * ends. A computer's run of draws is one step (drawRun); the move after it waits only for the run's
 * animation. */
export async function advance(gen, roundStart = false) {
  let pauses = roundStart ? 2 : 1;
  let next = null; // the move a computer made after its run of draws, not shown yet
  while (gen === get().gen) {
    const { view, human, remote } = get().session;
    if (view.round_over) return roundEnded();
    if (view.current === human && personHere(get().session)) return curtainUp(get()) ? update({ busy: false, forced: null }) : yourTurnNow(gen);
    // A table over the network: a guest moves from their own device; a dropped guest pauses all.
    if (remote?.includes(view.current) || paused(get())) return update({ busy: false, thinking: paused(get()) ? null : view.current });
    const answer = next ?? (await computerMove(view.current, pauses));
    next = null;
    pauses = 1;
    if (gen !== get().gen) return;
    if (answer.move.type === "draw") {
      next = await drawRun(gen, answer);
      if (next === false) return;
      continue;
    }
    update({ thinking: null });
    const from = where.seat(answer.seat);
    const fly = answer.move.type === "place" ? { tile: answer.move.tile, from } : null;
    if (!(await show(answer.state, gen, fly))) return;
    placed(answer.seat, answer.move, answer.state.view);
  }
}

/** A computer's move, asked for while the pause runs (the pause is the least time a move takes);
 * the seat shows "thinking" meanwhile, unless there is no pause at all. */
async function computerMove(seat, pauses) {
  const wait = pace().pause * pauses;
  update({ busy: true, thinking: wait > 0 ? seat : null });
  const [answer] = await Promise.all([bridge.call("ai_move", {}), wait > 0 ? sleep(wait) : null]);
  return answer;
}

/** A computer's run of draws as one step: the engine is asked on until the seat does something
 * else; the table shows the state after the last draw, says "North draws 4 tiles" and plays one
 * short animation. Returns the seat's move after the run (to show next), null if there is none,
 * false if the game was replaced meanwhile. */
async function drawRun(gen, first) {
  const seat = first.seat;
  let last = first;
  let count = 1;
  let after = null;
  while (!last.state.view.round_over && last.state.view.current === seat) {
    const answer = await bridge.call("ai_move", {});
    if (gen !== get().gen) return false;
    if (answer.move.type !== "draw") {
      after = answer;
      break;
    }
    last = answer;
    count += 1;
  }
  update({ thinking: null });
  if (!(await show(last.state, gen))) return false;
  const { view } = last.state;
  if (count === 1) placed(seat, first.move, view);
  else announce(() => drawRunSentence(seat, count, view, get().session.human));
  const run = pace().run;
  if (run > 0 && motionAllowed(params.fast)) await flyDraws(where.boneyard(), where.seat(seat), count, run);
  else if (run > 0) await sleep(run);
  return gen === get().gen ? after : false;
}

/** The person's turn. A forced move (the engine's only legal move is Draw, or Pass) goes by itself
 * after a short visible beat, when the setting says so; a click meanwhile goes first. */
export async function yourTurnNow(gen) {
  const view = get().session.view;
  const only = view.legal_moves.length === 1 ? view.legal_moves[0] : null;
  const forced = only && (only.type === "draw" || only.type === "pass") ? only : null;
  update({ busy: false, forced: forced && get().autoForced ? forced.type : null });
  if (!forced || !get().autoForced) return;
  const key = positionKey(get());
  await sleep(pace().beat);
  const s = get();
  if (gen !== s.gen || key !== positionKey(s) || !s.autoForced || !yourTurn(s)) return;
  await playMove({ type: forced.type });
}

/** Pass and play: the person to act shows their tiles (the curtain's button), and their turn goes
 * on as any person's. */
function showHand() {
  const s = get();
  if (!waitsForHand(s)) return;
  update({ shown: s.session.human, passBack: null });
  return guarded(() => yourTurnNow(s.gen));
}

/** A new game: `players`, the seats wished (a person with a name or a computer with a level, one
 * per seat; or, from the address, one level wish per computer seat after the person in seat 0) and
 * the house rules wished ({target} raw, or {display_target} from the address, and {muggins}); what
 * the engine's table does not offer falls back to its defaults.
 * @param {{
 *   players: number, levels?: (string | null)[], seats?: any[],
 *   rules?: {target?: number, display_target?: number, muggins?: boolean},
 * }} game
 */
async function startGame({ players, levels: wishedLevels, seats: wishedSeats, rules: wishedRules = {} }) {
  const gen = get().gen + 1;
  claims.cancel();
  leaveTable();
  update({ ...CLEAR, gen, session: null, layout: null, busy: true, error: null, setup: false, log: [], prompt: say("hint.dealing") });
  await tableReady();
  if (gen !== get().gen) return;
  if (!playersAllowed(players)) {
    // An address asking for a table the engine does not offer: the dialog, as with no address.
    update({ busy: false });
    return openNewGame(false);
  }
  const seats = wishedSeats
    ? chosenSeats(players, wishedSeats)
    : chosenSeats(players, [{ kind: "person" }, ...chosenLevels(players, wishedLevels).map((level) => ({ kind: "computer", level }))]);
  const wish = { ...wishedRules };
  if (Number.isInteger(wish.display_target)) wish.target = targetOfDisplay(wish.display_target);
  const rules = chosenRules(wish);
  if (seats.some((seat) => "remote" in seat && seat.remote)) {
    update({ busy: false });
    return hostTable({ players, seats, rules }); // friends join first
  }
  const state = await bridge.call("new_game", { players, seats, seed: params.seed, rules });
  if (!(await show(state, gen))) return;
  roundStarted();
  await advance(gen, true);
}

async function nextRound() {
  const s = get();
  if (s.busy || !s.session?.view.round_over || s.session.view.over || s.puzzle) return; // a puzzle ends with its move
  if (isGuest(s)) return update({ summary: null }); // the host deals the next round
  const gen = s.gen;
  update({ busy: true, drawn: null, summary: null });
  await sharesForNextRound(); // a table over the network: every device's share first
  if (gen !== get().gen) return;
  const state = await bridge.call("next_round", {});
  if (!(await show(state, gen))) return;
  update({ log: [], logLanguage: null });
  roundStarted();
  await advance(gen, true);
}

/** The person's move: a placement, a draw or a pass. */
async function playMove(move) {
  const s = get();
  if (!yourTurn(s)) return;
  if (s.muggins) update({ muggins: null }); // the next person acts: the last Muggins has been seen
  const { gen, session } = s;
  const before = new Set(session.view.hand);
  const from = move.type === "place" ? where.handTile(move.tile) : null;
  if (isGuest(s)) return guestPlay(move); // the host's engine takes it; its next view shows it
  if (s.puzzle) return puzzleMove(move); // judged against the solver's values; nobody answers
  update({ busy: true, selected: null, lot: false, forced: null });
  const state = await bridge.call("play", { move });
  if (gen !== get().gen) return;
  const drawn = move.type === "draw" ? (state.view.hand.find((x) => !before.has(x)) ?? null) : null;
  update({ drawn });
  if (!(await show(state, gen, move.type === "place" ? { tile: move.tile, from } : null))) return;
  placed(session.human, move, state.view, drawn);
  await advance(gen);
}

/** The visit's first game when there is none to resume: the address's, or the New game dialog. */
function firstGame() {
  if (params.direct) guarded(() => startGame(params.direct));
  else openNewGame(false, takeOffer());
}

let offerTaken = false;
/** The house rules the address offers (?target=31&muggins=1 without ?players=), once a visit. */
function takeOffer() {
  const offer = offerTaken ? null : params.offer;
  offerTaken = true;
  return offer;
}

/** A saved game back on the table exactly where it was left; the computers go on if it was their
 * turn. A save the engine refuses is kept aside and reported (save.js), and a new game starts. */
async function resume(saved) {
  const gen = get().gen + 1;
  update({ gen, busy: true, puzzle: null });
  let state;
  try {
    state = await bridge.call("load", { record: saved.save.record });
  } catch (err) {
    if (err?.kind === "Fatal" || err?.kind === "Timeout") throw err;
    saves.refused(saved, err);
    update({ busy: false, session: null });
    return firstGame();
  }
  const lines = saves.resumed(gen, saved, state.view);
  // The save's own lines, word for word, while the page speaks their language; else told again.
  if (lines.length) update({ log: lines.map((line) => () => line), logLanguage: language() });
  else update({ log: roundTold(state.view, state.human), logLanguage: null });
  hostResumed(state); // a game with guests waits for each of them to rejoin
  if (!(await show(state, gen))) return;
  update({ status: say("save.resumed", { n: state.view.round }) });
  const offer = takeOffer(); // a link's house rules: a new game offered over the saved one
  if (offer) openNewGame(true, offer);
  await advance(gen);
}

/** A game loaded from a file (the move log's import): on the table where its record left it. */
async function adopt(state) {
  const gen = get().gen + 1;
  saves.imported(gen); // never counted in the statistics, even if it is finished here
  dialog.close();
  update({ ...CLEAR, gen, busy: true, error: null, setup: false, log: [] });
  if (!(await show(state, gen))) return;
  update({ status: say("aids.log.loaded", { n: state.view.round }) });
  await advance(gen);
}

/** A record from a file: the engine loads it or says why not (thrown), and nothing changes then. */
async function loadRecord(record) {
  const wasBusy = get().busy;
  update({ busy: true });
  let state;
  try {
    state = await bridge.call("load", { record });
  } catch (err) {
    update({ busy: wasBusy });
    throw err;
  }
  guarded(() => adopt(state));
}

/** After an error: fetch the engine's state again and go on from there. */
async function resync() {
  const gen = get().gen;
  update({ error: null, busy: true });
  const state = await bridge.call("state", {});
  if (!(await show(state, gen))) return;
  await advance(gen);
}



/** The engine's loading stage (and while its files come, the bytes received of those expected);
 * at "ready" the page can play. */
function progress(stage, bytes = null) {
  const ready = stage === "ready";
  update({ stage, loaded: bytes ?? get().loaded, ready: get().ready || ready });
  if (ready && !get().session) update({ prompt: say(get().setup ? "hint.chooseDeal" : "hint.dealing") });
}

/** The New game dialog: modal over a game, or alone on a first visit. */
function openNewGame(modal = true, offer = null) {
  dialog.open({ modal, offer });
  update({ setup: true, prompt: get().session ? get().prompt : say("hint.chooseDeal") });
  if (!get().session) update({ status: say("status.setup") });
}

/** The dialog has closed (started a game, or was cancelled): back to the game behind it. */
function closedNewGame() {
  if (dialog.isOpen) return; // a Cancel with no game behind the dialog leaves it open
  const s = get();
  update({ setup: false, prompt: !s.session && !s.error ? say("hint.chooseDeal") : s.prompt });
}

// ---- choosing a tile and an end, and the Muggins claim (H2) asked before the move goes ----------

function selectTile(tile) {
  const s = get();
  if (!yourTurn(s) || !placementsByTile(s.session.view.legal_moves).has(tile)) return;
  update({ selected: tile, lot: false });
}
function cancelSelection() {
  if (get().selected) update({ selected: null });
}
function pickEnd(end) {
  const s = get();
  if (!s.session || !s.selected) return;
  const ends = placementsByTile(s.session.view.legal_moves).get(s.selected) || [];
  const wanted = end === "opening" ? null : end;
  if (!ends.includes(wanted)) return;
  if (s.session.view.rules?.muggins) askClaim(s.selected, wanted);
  else play({ type: "place", tile: s.selected, end: wanted });
}
/** The person announces the placement's points; the move goes with the claim. */
async function askClaim(tile, end) {
  const gen = get().gen;
  update({ claiming: true });
  const claim = await claims.ask({ tile, end, step: rawPerDisplay(), max: maxClaim() });
  if (get().claiming) update({ claiming: false });
  const s = get();
  if (gen !== s.gen || s.selected !== tile || s.busy || s.error) return;
  if (claim === null) focusEnd(end ?? "opening"); // back to the choice of end, on the end just tried
  else play({ type: "place", tile, end, claim });
}

// ---- the play aids that ask the engine: the hard computer's hint, and undo ----------------------

async function hint() {
  const s = get();
  if (!yourTurn(s) || s.asking || s.puzzle) return; // a puzzle's answer is the player's to find
  const key = positionKey(s);
  const gen = s.gen;
  update({ asking: true, status: say("aids.hint.asking") });
  try {
    const answer = await (isGuest(s) ? guestHint(s.session.view) : bridge.call("hint", {}));
    if (gen !== get().gen || key !== positionKey(get())) return;
    const move = answer.move;
    update({ hint: { key, move }, status: hintSentence(move) });
    if (move.type === "place") update({ selected: move.tile, lot: false });
  } finally {
    update({ asking: false });
  }
}
async function undo() {
  const s = get();
  const who = undoFor(s);
  if (!who) return;
  if (who.since !== undefined) {
    const { players } = s.session.view;
    return announce(() => t("aids.undo.since", { name: seatName(who.since, players, s.session.human) }));
  }
  const gen = s.gen;
  // Under a curtain the device may already be in the next person's hands: the move goes back to
  // its person behind their own curtain ("Pass back to Ann"), never straight into view.
  const behind = curtainUp(s) ? { shown: null, passBack: who.seat } : {};
  update({ hint: null, busy: true, selected: null, drawn: null, ...behind });
  const state = await bridge.call("undo", passing(s) ? { seat: who.seat } : {});
  if (!(await show(state, gen))) return;
  const name = seatName(who.seat, state.view.players, state.human);
  announce(passing(s) ? say("aids.undo.doneBy", { name, n: state.undos }) : say("aids.undo.done", { n: state.undos }));
  await advance(gen);
}

/** "Hint: [3|5] on the right end. It scores 2 (the ends add up to 10)." */
function hintSentence(move) {
  const preview = move.type === "place" ? previewOf(store.get().session, move.tile, move.end) : null;
  return () => {
    const said = t("aids.hint.said", { move: moveText(move) });
    if (!preview) return said;
    return preview.points > 0
      ? `${said} ${t("aids.hint.scores", { points: preview.display_points, sum: preview.ends_sum })}`
      : `${said} ${t("aids.hint.noScore", { sum: preview.ends_sum })}`;
  };
}
