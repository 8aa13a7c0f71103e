// The computers paced (docs/architecture.md, "One flow"): one move at a time with a pause, until
// the person must act or the round ends; a computer's run of draws is one step with one short
// animation. Every mode goes on through `advance`; the mode says when the table waits (a guest's
// seat, a dropped guest).

import { drawRunSentence } from "../i18n/text.js";
import { curtainUp, personHere } from "../core/selectors.js";
import { announce, get, pace, parts, placed, roundEnded, show, sleep, update, yourTurnNow } from "./flow.js";

/**
 * @typedef {import("../core/types.js").Session} Session
 * @typedef {import("../core/types.js").Move} Move
 * @typedef {{seat: number, move: Move, state: Session}} ComputerMove  the engine's ai_move answer
 */

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
