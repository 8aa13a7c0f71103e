// The commands of what-if lines and the same deals again (issue 16; engine/lines.py): a line
// from any position of a game (the replay's, the log's, the coach's), played against computers or
// hand to hand without touching the real game (save.js never writes a line), "back to the game"
// (the save resumed), and a finished game's deals played again (origin "again"). They reuse the
// game's own flow (`show`, `advance`); the page adds up no points: the engine compares.

import { advance, CLEAR, guarded, roundStarted, roundTold, show } from "./commands.js";
import { store } from "./store.js";

/** What the commands work with, given once by the page's entry: the engine's bridge, the saves,
 * and the game's commands (`resume`, `firstGame`). */
let bridge, saves, game;
const get = () => store.get();
const update = (patch) => store.update(patch);

/** The record a line or the same deals start from: the one given (a replay's), else the game on
 * the table's. */
async function sourceRecord(record) {
  return record ?? (await bridge.call("record", {}));
}

/** A new game on the table from `op`'s answer, shown as the game's own are. */
async function takeOver(op, args, patch) {
  const gen = get().gen + 1;
  update({ ...CLEAR, gen, busy: true, error: null, setup: false, log: [], ...patch });
  const state = await bridge.call(op, args);
  if (!(await show(state, gen))) return;
  const partWay = state.view.history.length > 0;
  if (partWay) midRound(state);
  else roundStarted();
  await advance(gen, !partWay);
}

/** A line from part-way through a round: no lot to show (the round is under way), and its log
 * tells the round's moves so far, as the round's own log did. */
function midRound(state) {
  const log = roundTold(state.view, state.human);
  update({ lot: false, summary: null, hint: null, log, status: log[0] });
}

/** A what-if line from `round` after `step` moves (the record given, else the game's); `seats`
 * as new_game takes them, else the record's. */
async function playFrom({ record = null, round, step, seats = null }) {
  const source = await sourceRecord(record);
  const args = seats ? { record: source, round, step, seats } : { record: source, round, step };
  await takeOver("line", args, { line: { round, step } });
}

/** Back to the real game: the save, where it was left (a line never touches it). */
async function backToGame() {
  update({ line: null });
  const saved = saves.saved();
  if (saved) await game.resume(saved);
  else game.firstGame();
}

/** A finished game's deals from the start (the record given, a game of the match history's, else
 * the game on the table's), with `seats` (the person's seat and the computers' levels chosen). */
async function playAgain({ seats, record = null }) {
  const source = await sourceRecord(record);
  await takeOver("again", { record: source, seats }, { line: null });
}

/** The line's round beside the round as played, once the line's round is over (else null). */
async function lineResult() {
  return bridge.call("line_result", {});
}

/** The hard computer on the finished game's deals in the person's seat, one round per request;
 * `progress(rounds)` after each. The game on the table is untouched. */
async function hardOnSameDeals(progress) {
  const record = await sourceRecord(null);
  let answer = { over: false, record: null, rounds: 0 };
  while (!answer.over) {
    answer = await bridge.call("again_hard", { record, so_far: answer.record });
    progress(answer.rounds);
  }
  return answer;
}

/** The line and same-deal commands, wired to what they work with. */
export function createLineCommands(parts) {
  ({ bridge, saves, commands: game } = parts);
  return {
    playFrom: (at) => guarded(() => playFrom(at)),
    backToGame: () => guarded(backToGame),
    playAgain: (setup) => guarded(() => playAgain(setup)),
    lineResult,
    hardOnSameDeals,
  };
}
