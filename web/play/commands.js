// The page's named commands: each is one function that asks the mode on the table (web/modes/)
// or the engine (through the worker bridge) and puts the answer in the store; the components draw
// themselves from there. No command tests which mode is on the table: it asks the mode. No rule
// lives here: legality, scores and the computers' moves are the engine's answers.

import { language, t } from "../i18n/i18n.js";
import { moveText, seatName } from "../i18n/text.js";
import { previewOf } from "../core/previews.js";
import {
  curtainUp,
  passing,
  placementsByTile,
  positionKey,
  undoFor,
  waitsForHand,
  yourTurn,
} from "../core/selectors.js";
import { chosenLevels, chosenSeats, maxClaim, playersAllowed, tableReady } from "../core/table.js";
import { chosenRules, gameOf, rawPerDisplayOf } from "../core/games.js";
import { fail, get, guarded, isFatal, newTable, parts, relayout, say, seatMode, show, update, wire } from "./flow.js";
import { announce, roundStarted, roundTold } from "./sentences.js";
import { advance, personMoves, yourTurnNow } from "./advance.js";
import { rememberedSettings, setAutoForced, setSpeed, setStun, toggleSound, toggleTally } from "./settings.js";
import { setTurn } from "./turn.js";

/**
 * @typedef {import("../core/mode.js").Parts} Parts
 * @typedef {import("../core/types.js").Move} Move
 * @typedef {import("../core/types.js").Session} Session
 * @typedef {import("../core/types.js").Seat} Seat
 * @typedef {import("../core/table.js").SeatWish} SeatWish
 * @typedef {{save: {record: unknown}}} Saved  a save as persist/save.js reads it
 * @typedef {{players: number, levels?: (string | null)[], seats?: (SeatWish | null | undefined)[],
 *   rules?: Record<string, unknown>}} GameWish
 */

/** The page's commands, wired to what they work with. @param {Parts} given */
export function createCommands(given) {
  wire(given);
  update({ prompt: say("hint.shuffling"), status: say("status.loading"), ...rememberedSettings(given.params.fast) });
  return {
    announce,
    guarded,
    fail,
    resized,
    progress,
    startGame: (/** @type {GameWish} */ wish) => guarded(() => startGame(wish)),
    nextRound: () => guarded(nextRound),
    play,
    selectTile,
    pickEnd,
    cancelSelection,
    hint: () => guarded(hint),
    undo: () => guarded(undo),
    showHand,
    firstGame,
    resume: (/** @type {Saved} */ saved) => guarded(() => resume(saved)),
    adopt: (/** @type {Session} */ state) => guarded(() => adopt(state)),
    loadRecord,
    resync: () => guarded(resync),
    backToGame: () => guarded(backToGame),
    hasGame: () => parts.saves.saved() !== null, // a game kept to go back to from a side game
    openNewGame,
    closedNewGame,
    closeLot: () => update({ lot: false }),
    toggleTally,
    setSpeed,
    setAutoForced,
    toggleSound,
    setStun,
    setTurn,
    engineFailed,
    retell,
  };
}

/** The person's move, whatever comes of it. @param {Move} move */
function play(move) {
  return guarded(() => personMoves(move));
}

/** The engine cannot start: only a reload helps. @param {string} message */
function engineFailed(message) {
  update({ fatal: true });
  fail(new Error(message));
}

let layoutTimer = 0;
/** The canvas changed shape: ask again once it has settled. Until the new layout is shown the
 * board is `reshaping` (its tiles and targets may still move under a finger). */
function resized() {
  clearTimeout(layoutTimer);
  if (!get().reshaping) update({ reshaping: true });
  const mine = setTimeout(
    () =>
      guarded(async () => {
        try {
          await relayout();
        } finally {
          if (mine === layoutTimer) update({ reshaping: false });
        }
      }),
    150,
  );
  layoutTimer = mine;
}

/** The language changed: a resumed save's lines, which are text, are told again in the new words. */
function retell() {
  const s = get();
  if (!s.logLanguage || s.logLanguage === language() || !s.session) return;
  update({ log: roundTold(s.session), logLanguage: null });
}

/** Pass and play: the person to act shows their tiles (the curtain's button), and their turn goes
 * on as any person's. */
function showHand() {
  const s = get();
  if (!waitsForHand(s) || !s.session) return;
  update({ shown: s.session.human, passBack: null });
  return guarded(() => yourTurnNow(s.gen));
}

/** A new game: `players`, the seats wished (a person with a name or a computer with a level, one
 * per seat; or, from the address, one level wish per computer seat after the person in seat 0) and
 * the rules wished (the game's preset and its options, or {display_target, muggins} from the address); what
 * the engine's table does not offer falls back to its defaults. Seats for friends on their own
 * devices: the host's mode invites them first. @param {GameWish} wish */
async function startGame({ players, levels: wishedLevels, seats: wishedSeats, rules: wishedRules = {} }) {
  parts.claims.cancel();
  // A new game at this device: an invitation in the address is used, a reload must not join it again.
  if (location.hash.startsWith("#join=")) history.replaceState(null, "", location.pathname + location.search);
  const mode = parts.modes.local();
  const gen = newTable(mode, { session: null, layout: null, prompt: say("hint.dealing") });
  await tableReady();
  if (gen !== get().gen) return;
  const rules = chosenRules(wishedRules);
  if (!rules) throw new Error("the engine's table is not known"); // it is, once tableReady has resolved
  if (!playersAllowed(players) || !gameOf(rules.preset)?.players.includes(players)) {
    // An address asking for a table the engine does not offer: the dialog, as with no address.
    update({ busy: false });
    return openNewGame(false);
  }
  const seats = wishedSeats
    ? chosenSeats(players, wishedSeats)
    : chosenSeats(players, [
        { kind: "person" },
        ...chosenLevels(players, wishedLevels).map((level) => ({ kind: "computer", level })),
      ]);
  if (seats.some((seat) => "remote" in seat && seat.remote)) {
    update({ busy: false });
    return parts.modes.host({ players, seats, rules }); // friends join first
  }
  const state = await parts.bridge.call("new_game", { players, seats, seed: parts.params.seed, rules });
  if (!(await show(state, gen))) return;
  roundStarted();
  await advance(gen, true);
}

/** The next round, as the mode on the table deals it (a puzzle ends with its move; a guest waits
 * for the host's). */
async function nextRound() {
  const s = get();
  if (s.busy || !s.session?.view.round_over || s.session.view.over) return;
  await s.mode.nextRound();
}

/** The visit's first game when there is none to resume: the address's, or the New game dialog. */
function firstGame() {
  const direct = parts.params.direct;
  if (direct) guarded(() => startGame(direct));
  else openNewGame(false, takeOffer());
}

/** The house rules the address offers (?target=31&muggins=1 without ?players=), once a visit. */
function takeOffer() {
  const offer = get().offerTaken ? null : parts.params.offer;
  if (!get().offerTaken) update({ offerTaken: true });
  return offer;
}

/** A saved game back on the table exactly where it was left; the computers go on if it was their
 * turn. A save the engine refuses is kept aside and reported (save.js), and a new game starts.
 * A game with guests goes on as their host's, once each has rejoined. @param {Saved} saved */
async function resume(saved) {
  const gen = newTable(null);
  let state;
  try {
    state = await parts.bridge.call("load", { record: saved.save.record });
  } catch (err) {
    if (isFatal(err)) throw err;
    parts.saves.refused(saved, err);
    update({ busy: false, session: null });
    return firstGame();
  }
  const lines = parts.saves.resumed(gen, saved, state.view);
  // The save's own lines, word for word, while the page speaks their language; else told again.
  if (lines.length) update({ log: lines.map((/** @type {string} */ line) => () => line), logLanguage: language() });
  else update({ log: roundTold(state), logLanguage: null });
  seatMode(() => parts.modes.resumed(state)); // the mode before: a table over the network, its links closed
  if (!(await show(state, gen))) return;
  update({ status: say("save.resumed", { n: state.view.round }) });
  const offer = takeOffer(); // a link's house rules: a new game offered over the saved one
  if (offer) openNewGame(true, offer);
  await advance(gen);
}

/** Back to the real game from a side game (a line, the same deals, a set-up position, a puzzle):
 * the save, where it was left (a side game never touches it); with none, the New game dialog. */
async function backToGame() {
  update({ line: null, puzzle: null, positions: { editor: null, share: null } });
  const saved = parts.saves.saved();
  if (saved) return resume(saved);
  return openNewGame(false);
}

/** A game loaded from a file (the move log's import): on the table where its record left it.
 * @param {Session} state */
async function adopt(state) {
  parts.dialog.close();
  const gen = newTable(parts.modes.local());
  parts.saves.imported(gen); // never counted in the statistics, even if it is finished here
  if (!(await show(state, gen))) return;
  update({ status: say("aids.log.loaded", { n: state.view.round }) });
  await advance(gen);
}

/** A record from a file: the engine loads it or says why not (thrown), and nothing changes then.
 * @param {unknown} record */
async function loadRecord(record) {
  const wasBusy = get().busy;
  update({ busy: true });
  let state;
  try {
    state = await parts.bridge.call("load", { record });
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
  const state = await parts.bridge.call("state", {});
  if (!(await show(state, gen))) return;
  await advance(gen);
}

/** The engine's loading stage (and while its files come, the bytes received of those expected);
 * at "ready" the page can play. @param {string} stage @param {{received: number, expected: number} | null} [bytes] */
function progress(stage, bytes = null) {
  const ready = stage === "ready";
  update({ stage, loaded: bytes ?? get().loaded, ready: get().ready || ready });
  if (ready && !get().session) update({ prompt: say(get().newGameOpen ? "hint.chooseDeal" : "hint.dealing") });
}

/** The New game dialog: modal over a game, or alone on a first visit.
 * @param {boolean} [modal] @param {import("../core/params.js").RulesWish | null} [offer] */
function openNewGame(modal = true, offer = null) {
  parts.dialog.open({ modal, offer });
  update({ newGameOpen: true, prompt: get().session ? get().prompt : say("hint.chooseDeal") });
  if (!get().session) update({ status: say("status.setup") });
}

/** The dialog has closed (started a game, or was cancelled): back to the game behind it. */
function closedNewGame() {
  if (parts.dialog.isOpen) return; // a Cancel with no game behind the dialog leaves it open
  const s = get();
  update({ newGameOpen: false, prompt: !s.session && !s.error ? say("hint.chooseDeal") : s.prompt });
}

// ---- choosing a tile and an end, and the Muggins claim (H2) asked before the move goes ----------

/** @param {string} tile */
function selectTile(tile) {
  const s = get();
  if (!yourTurn(s) || !s.session || !placementsByTile(s.session.view.legal_moves).has(tile)) return;
  update({ selected: tile, lot: false });
}
function cancelSelection() {
  if (get().selected) update({ selected: null });
}
/** @param {string} end */
function pickEnd(end) {
  const s = get();
  if (!s.session || !s.selected) return;
  const ends = placementsByTile(s.session.view.legal_moves).get(s.selected) || [];
  const wanted = end === "opening" ? null : end;
  if (!ends.includes(wanted)) return;
  if (s.session.view.rules?.muggins) askClaim(s.selected, wanted);
  else play({ type: "place", tile: s.selected, end: wanted });
}
/** The person announces the placement's points; the move goes with the claim.
 * @param {string} tile @param {string | null} end */
async function askClaim(tile, end) {
  const gen = get().gen;
  update({ claiming: true });
  const step = /** @type {number} */ (rawPerDisplayOf(get().session?.view.rules)); // known once a game is on
  const claim = await parts.claims.ask({ tile, end, step, max: maxClaim() });
  if (get().claiming) update({ claiming: false });
  const s = get();
  if (gen !== s.gen || s.selected !== tile || s.busy || s.error) return;
  if (claim === null)
    parts.effects.focusEnd(end ?? "opening"); // back to the choice of end, on the end just tried
  else play({ type: "place", tile, end, claim });
}

// ---- the play aids that ask the engine: the hard computer's hint, and undo ----------------------

async function hint() {
  const s = get();
  // a puzzle's answer is the player's to find; a daily deal or a challenge is played without aids
  const asked = yourTurn(s) && !s.asking && s.session?.aids !== false ? s.mode.hint() : null;
  if (!asked) return;
  const key = positionKey(s);
  const gen = s.gen;
  update({ asking: true, status: say("aids.hint.asking") });
  try {
    const answer = await asked;
    if (gen !== get().gen || key !== positionKey(get())) return;
    const move = answer.move;
    update({ hint: { key, move }, status: hintSentence(move) });
    if (move.type === "place" && move.tile) update({ selected: move.tile, lot: false });
  } finally {
    update({ asking: false });
  }
}

async function undo() {
  const s = get();
  const who = undoFor(s);
  if (!who || !s.session) return;
  const { view, human, seats = [] } = s.session;
  if (who.since !== undefined) {
    const since = who.since;
    return announce(() => t("aids.undo.since", { name: seatName(since, view.players, human, seats) }));
  }
  const gen = s.gen;
  // Under a curtain the device may already be in the next person's hands: the move goes back to
  // its person behind their own curtain ("Pass back to Ann"), never straight into view.
  const behind = curtainUp(s) ? { shown: null, passBack: who.seat } : {};
  update({ hint: null, busy: true, selected: null, drawn: null, ...behind });
  const state = await parts.bridge.call("undo", passing(s) ? { seat: who.seat } : {});
  if (!(await show(state, gen))) return;
  const name = seatName(who.seat, state.view.players, state.human, seats);
  announce(passing(s) ? say("aids.undo.doneBy", { name, n: state.undos }) : say("aids.undo.done", { n: state.undos }));
  await advance(gen);
}

/** "Hint: [3|5] on the right end. It scores 2 (the ends add up to 10)." @param {Move} move */
function hintSentence(move) {
  const preview = move.type === "place" ? previewOf(get().session, move.tile, move.end) : null;
  return () => {
    const said = t("aids.hint.said", { move: moveText(move) });
    if (!preview) return said;
    return preview.points > 0
      ? `${said} ${t("aids.hint.scores", { points: preview.display_points, sum: preview.ends_sum })}`
      : `${said} ${t("aids.hint.noScore", { sum: preview.ends_sum })}`;
  };
}
