// Who moves next (docs/architecture.md, "One flow"): the computers paced, one move at a time with
// a pause at the speed chosen (`PACES`), until the person must act or the round ends; a computer's
// run of draws is one step with one short animation. The person's turn: a forced Draw or Pass goes
// by itself after a short beat when the setting says so, and the person's move goes to the mode on
// the table. Every mode goes on through `advance`; the mode says when the table waits (a guest's
// seat, a dropped guest).

import { drawRunSentence } from "../i18n/text.js";
import { curtainUp, personHere, positionKey, yourTurn } from "../core/selectors.js";
import { get, parts, show, sleep, update } from "./flow.js";
import { announce, placed, roundEnded } from "./sentences.js";

/**
 * @typedef {import("../core/types.js").Session} Session
 * @typedef {import("../core/types.js").Move} Move
 * @typedef {{seat: number, move: Move, state: Session}} ComputerMove  the engine's ai_move answer
 */

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
function pace() {
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

/** Let the computers move until the person must act or the round ends. The move after a run of
 * draws waits only for the run's animation. @param {number} gen @param {boolean} [roundStart] */
export async function advance(gen, roundStart = false) {
  let pauses = roundStart ? 2 : 1;
  /** @type {ComputerMove | null} the move a computer made after its run of draws, not shown yet */
  let next = null;
  while (gen === get().gen) {
    const s = get();
    if (!s.session) return;
    const { view, human } = s.session;
    if (view.round_over || view.current === null) return roundEnded();
    if (view.current === human && personHere(s.session))
      return curtainUp(s) ? update({ busy: false, forced: null }) : yourTurnNow(gen);
    const waits = s.mode.waits(s); // a table over the network: a guest moves from their own device
    if (waits) return update({ busy: false, thinking: waits.thinking });
    const answer = next ?? (await computerMove(view.current, pauses));
    next = null;
    pauses = 1;
    if (gen !== get().gen) return;
    if (answer.move.type === "draw") {
      const after = await drawRun(gen, answer);
      if (after === false) return;
      next = after;
      continue;
    }
    update({ thinking: null });
    const from = parts.where.seat(answer.seat);
    const fly = answer.move.type === "place" && answer.move.tile ? { tile: answer.move.tile, from } : null;
    if (!(await show(answer.state, gen, fly))) return;
    placed(answer.seat, answer.move, answer.state.view);
  }
}

/** A computer's move, asked for while the pause runs (the pause is the least time a move takes);
 * the seat shows "thinking" meanwhile, unless there is no pause at all.
 * @param {number} seat @param {number} pauses @returns {Promise<ComputerMove>} */
async function computerMove(seat, pauses) {
  const wait = pace().pause * pauses;
  update({ busy: true, thinking: wait > 0 ? seat : null });
  const [answer] = await Promise.all([parts.bridge.call("ai_move", {}), wait > 0 ? sleep(wait) : null]);
  return answer;
}

/** A computer's run of draws as one step: the engine is asked on until the seat does something
 * else; the table shows the state after the last draw, says "North draws 4 tiles" and plays one
 * short animation. Returns the seat's move after the run (to show next), null if there is none,
 * false if the game was replaced meanwhile. @param {number} gen @param {ComputerMove} first
 * @returns {Promise<ComputerMove | null | false>} */
async function drawRun(gen, first) {
  const seat = first.seat;
  let last = first;
  let count = 1;
  let after = null;
  while (!last.state.view.round_over && last.state.view.current === seat) {
    /** @type {ComputerMove} */
    const answer = await parts.bridge.call("ai_move", {});
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
  const { view, human, seats = [] } = last.state;
  if (count === 1) placed(seat, first.move, view);
  else announce(() => drawRunSentence(seat, count, view, human, seats));
  const run = pace().run;
  if (run > 0 && parts.effects.motion())
    await parts.effects.flyDraws(parts.where.boneyard(), parts.where.seat(seat), count, run);
  else if (run > 0) await sleep(run);
  return gen === get().gen ? after : false;
}
