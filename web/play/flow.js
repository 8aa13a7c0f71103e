// The flow every way of playing shares (docs/architecture.md, "One flow"): a new table, a state
// from the engine shown with its board, the events said, a round started and ended, the person's
// turn, errors. Each mode (web/modes/) and each named command (play/commands.js) goes through
// these; none writes them again. No rule lives here: the engine answers.

import { t } from "../i18n/i18n.js";
import { eventSentence, isYou, roundEndText, seatName, sideName } from "../i18n/text.js";
import { lastPlace, positionKey, yourTurn } from "../core/selectors.js";
import { store } from "../core/store.js";
import { rawPerDisplay } from "../core/table.js";

/**
 * @typedef {import("../core/store.js").PageState} PageState
 * @typedef {import("../core/store.js").Say} Say
 * @typedef {import("../core/types.js").Session} Session
 * @typedef {import("../core/types.js").View} View
 * @typedef {import("../core/types.js").Move} Move
 * @typedef {import("../core/types.js").GameEvent} HistoryEvent
 * @typedef {import("../core/mode.js").Mode} Mode
 * @typedef {import("../core/mode.js").Parts} Parts
 * @typedef {{tile: string, from: import("../core/mode.js").Box | null}} Fly  a placed tile's flight: from a viewport box
 */

export const get = () => store.get();
/** @param {Partial<PageState>} patch */
export const update = (patch) => store.update(patch);
/** A text that stays on the page, said again on a change of language.
 * @param {string} key @param {Record<string, unknown>} [params] @returns {Say} */
export const say =
  (key, params = {}) =>
  () =>
    t(key, params);
/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the flow works with, given once by the page's entry (app.js): the engine's bridge, the
 * board's shape, the saves, the claim question, the New game dialog, the components' effects
 * (a flying tile, the focus) and the address's options. */
export const parts = /** @type {Parts} */ ({});

/** Wired once by the page's entry. @param {Parts} given */
export function wire(given) {
  Object.assign(parts, given);
}

/** The fresh table of a new (or loaded) game: nothing chosen, nothing pending. */
export const CLEAR = Object.freeze({
  logLanguage: null, line: null, selected: null, drawn: null, thinking: null, hint: null, asking: false, claiming: false,
  summary: null, lot: false, forced: null, shown: null, passBack: null, muggins: null, puzzle: null,
  curtainKept: false,
}); // prettier-ignore

/** A new table for `mode` (the one before it left: its links closed): a new game number, the table
 * cleared, the log emptied (`patch` may say otherwise). Returns the new game number.
 * @param {Mode} mode @param {Partial<PageState>} [patch] */
export function newTable(mode, patch = {}) {
  const gen = get().gen + 1;
  const before = get().mode;
  if (before && before !== mode) before.leave();
  update({ ...CLEAR, gen, mode, busy: true, error: null, setup: false, log: [], ...patch });
  return gen;
}

/** Whether an engine error means the engine itself is gone (only a reload helps) or did not
 * answer: never a refusal to report and go on from. @param {unknown} err */
export function isFatal(err) {
  const kind = /** @type {{kind?: string} | null} */ (err)?.kind;
  return kind === "Fatal" || kind === "Timeout";
}

/** An error's words, for a refusal shown as it came. @param {unknown} err */
export function messageOf(err) {
  return String(/** @type {{message?: string} | null} */ (err)?.message ?? err);
}

/** Say what just happened: the status line and the round's log. @param {Say} text */
export function announce(text) {
  update({ status: text, log: [text, ...get().log] });
}

/** Run a flow; any error becomes the visible error panel, never a silent stall.
 * @param {() => unknown} flow */
export async function guarded(flow) {
  const running = flow(); // runs up to its first await, so a new game has already bumped the gen
  const gen = get().gen;
  try {
    await running;
  } catch (err) {
    if (gen === get().gen) fail(err); // an answer for a game already replaced is of no interest
  }
}

/** The error panel: nothing may hide it. @param {unknown} err */
export function fail(err) {
  console.error(err);
  parts.claims.cancel();
  parts.dialog.close();
  const status = say(get().fatal ? "status.engineFailed" : "hint.wrong");
  const error = /** @type {Error} */ (err ?? new Error("unknown")); // an Error, or the engine's {kind, message}
  update({ error, busy: false, thinking: null, setup: false, status });
}

let layoutSeq = 0; // the layout requests made: a resize's answer is dropped once a newer one is asked
/** After a resize: a layout for the new shape; dropped if a newer request went out meanwhile. */
export async function relayout() {
  if (!get().session || get().error) return;
  const answer = requestLayout();
  const seq = layoutSeq;
  const layout = await answer;
  if (seq === layoutSeq) update({ layout });
}

/** The board's geometry at the canvas's current shape, as the mode on the table lays it out.
 * The worker answers in order, so a request made after a state arrived describes that state's
 * board. @param {Session | null} [state] */
function requestLayout(state = get().session) {
  layoutSeq += 1;
  // The engine lays out for shapes between 1:5 and 5:1; the board is scaled to fit anyway.
  const aspect = Number(Math.min(5, Math.max(0.2, parts.board.aspect)).toFixed(3));
  return get().mode.layout(aspect, state);
}

/** Take a new state from the engine and show it with its board, all at once; a placed tile flies
 * from `fly.from` (a viewport box) to its place. False when it belongs to a replaced game.
 * @param {Session} state @param {number} gen @param {Fly | null} [fly] */
export async function show(state, gen, fly = null) {
  if (gen !== get().gen) return false;
  const mode = get().mode;
  const layout = await requestLayout(state);
  if (gen !== get().gen) return false;
  if (mode.saved) parts.saves.changed(state, gen);
  mode.shown(state); // at a table over the network, each guest's view of it (in order, now)
  const moving = fly && fly.from && parts.effects.motion() ? fly.tile : null;
  update({ session: state, layout, flying: moving });
  if (moving && fly?.from) {
    await parts.effects.flyTile(fly.from, parts.board.tileScreenRect(moving));
    update({ flying: null });
  }
  return gen === get().gen;
}

/** The game of the words: how many play, who "you" is, whether Muggins is on, who sits where.
 * @param {View} view @param {number} human @param {Session | null} [session] */
export function wordsGame(view, human, session = get().session) {
  return { players: view.players, human, muggins: Boolean(view.rules?.muggins), seats: session?.seats ?? [] };
}

/** A scoring placement lights up its side's score (under Muggins maybe the next side's, H2).
 * @param {number} seat @param {Move} move @param {View} view @param {string | null} [drawn] */
export function placed(seat, move, view, drawn = null) {
  const event = move.type === "place" ? lastPlace(view) : null;
  const game = wordsGame(view, get().session?.human ?? 0);
  const full = /** @type {HistoryEvent} */ ({ ...event, ...move, seat });
  announce(() => eventSentence(full, game, { view, drawnTile: drawn }));
  const points = event?.points ?? 0;
  const flash =
    event && points > 0
      ? { side: event.scorer ?? view.side_of[event.seat ?? 0], points: event.display_points ?? 0 }
      : null;
  update({ flash, lot: get().lot && view.history.length < view.players });
  if (event?.muggins) update({ muggins: mugginsNotice(event, game) });
}

/** What a Muggins gave and why, in points (H2): said until the next person acts.
 * @param {import("../core/types.js").PlaceEvent} event @param {ReturnType<typeof wordsGame>} game @returns {Say} */
function mugginsNotice(event, game) {
  const { players, human, seats } = game;
  const step = rawPerDisplay() || 1;
  return () =>
    t("muggins.notice", {
      name: sideName(event.scorer ?? 0, players, human, seats),
      you: players !== 4 && isYou(event.scorer ?? 0, human, seats),
      many: players === 4,
      points: event.display_points,
      claimer: seatName(event.seat ?? 0, players, human, seats),
      claim: Math.floor((event.claim ?? 0) / step),
    });
}

/** The round on the table told from the engine's history, as the move log tells it: who started
 * and every move since, newest first, each said again in a new language. For a round taken up
 * part-way: a save whose log is in another language, a what-if line from mid-round.
 * @param {Session} session @returns {Say[]} */
export function roundTold(session) {
  const { view, human } = session;
  const game = wordsGame(view, human, session);
  return [...view.history.map((event) => () => eventSentence(event, game)).reverse(), roundStartSaid(session)];
}

/** "Round 2: Ann won the lot and starts." The names inside the function: a change of language
 * says it again in the new words. @param {Session} session @returns {Say} */
function roundStartSaid({ view, human, seats = [] }) {
  const you = isYou(view.starter, human, seats);
  return () =>
    t("round.start", {
      n: view.round,
      name: seatName(view.starter, view.players, human, seats),
      you,
      lot: Boolean(view.lot),
    });
}

/** A new round is on the table: the lot and who starts. */
export function roundStarted() {
  const session = get().session;
  if (!session) return;
  update({ lot: true, summary: null, hint: null, muggins: null });
  announce(roundStartSaid(session));
}

/** The round is over: its summary, and the game's outcome once it is over too. */
export function roundEnded() {
  const session = get().session;
  if (!session) return;
  const { view, human, seats = [] } = session;
  update({ busy: false, thinking: null, selected: null, hint: null, lot: false, summary: view });
  announce(() => {
    let outcome = t("round.isOver", { n: view.round });
    if (view.over) {
      const winner = view.winner ?? 0;
      const you = view.players !== 4 && isYou(winner, view.side_of[human], seats);
      const name = sideName(winner, view.players, human, seats);
      outcome = you ? t("round.gameYouWin") : t("round.gameSideWins", { name, many: view.players === 4 });
    }
    return `${roundEndText(view.round_result ?? {}, view.players, human, seats)} ${outcome}`;
  });
}

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

/** The pace in force now. @returns {{pause: number, run: number, beat: number}} */
export function pace() {
  const speed = /** @type {keyof typeof PACES} */ (get().speed);
  return parts.params.fast ? TEST_PACE : (PACES[speed] ?? PACES.normal);
}

/** The person's turn. A forced move (the engine's only legal move is Draw, or Pass) goes by itself
 * after a short visible beat, when the setting says so; a click meanwhile goes first.
 * @param {number} gen */
export async function yourTurnNow(gen) {
  const view = get().session?.view;
  if (!view) return;
  const only = view.legal_moves.length === 1 ? view.legal_moves[0] : null;
  const forced = only && (only.type === "draw" || only.type === "pass") ? only : null;
  update({ busy: false, thinking: null, forced: forced && get().autoForced ? forced.type : null }); // nobody else is thinking now
  if (!forced || !get().autoForced) return;
  const key = positionKey(get());
  await sleep(pace().beat);
  const s = get();
  if (gen !== s.gen || key !== positionKey(s) || !s.autoForced || !yourTurn(s)) return;
  await personMoves({ type: forced.type });
}

/** The person's move, in the mode on the table: a placement, a draw or a pass. @param {Move} move */
export async function personMoves(move) {
  const s = get();
  if (!yourTurn(s)) return;
  if (s.muggins) update({ muggins: null }); // the next person acts: the last Muggins has been seen
  const from = move.type === "place" && move.tile ? parts.where.handTile(move.tile) : null;
  await s.mode.play(move, from);
}
