// What-if lines and the same deals again (issue 16; engine/lines.py): a line from any position of
// a game (the replay's, the log's, the coach's), played against computers or hand to hand without
// touching the real game (a side game: never saved over it, never counted), and a finished game's
// deals played again (origin "again"). Both are local tables in their own mode; "back to the game"
// is the page's one (play/commands.js). The page adds up no points: the engine compares. Started
// from a table that passes the device, both keep its curtain (`curtainKept`), and a line from the
// round under way has every hidden hand dealt again by the engine (engine/unseen.py).

import { advance } from "../play/advance.js";
import { keepsCurtain } from "../core/selectors.js";
import { get, guarded, parts, update } from "../play/flow.js";
import { roundStarted, roundTold } from "../play/sentences.js";
import { localMode, takeOver } from "./local.js";

/**
 * @typedef {import("../core/types.js").AgainHard} AgainHard
 * @typedef {import("../core/types.js").GameRecord} GameRecord
 * @typedef {import("../core/types.js").Session} Session
 * @typedef {import("../core/types.js").Seat} Seat
 * @typedef {import("../core/table.js").SeatWish} SeatWish
 */

/** The record a line or the same deals start from: the one given (a replay's), else the game on
 * the table's. @param {unknown} record */
async function sourceRecord(record) {
  return record ?? (await parts.bridge.call("record", {}));
}

/** A side game's start: from part-way through a round, no lot (the round is under way) and its
 * log tells the round's moves so far, as the round's own log did; else a round starting.
 * @param {{gen: number, state: Session} | null} taken */
async function started(taken) {
  if (!taken) return;
  const { gen, state } = taken;
  const partWay = state.view.history.length > 0;
  if (partWay) {
    const log = roundTold(state);
    update({ lot: false, summary: null, hint: null, log, status: log[0] });
  } else roundStarted();
  await advance(gen, !partWay);
}

/** A what-if line from `round` after `step` moves (the record given, else the game's); `seats`
 * as new_game takes them, else the record's.
 * @param {{record?: unknown, round: number, step: number, seats?: SeatWish[] | null}} at */
async function playFrom({ record = null, round, step, seats = null }) {
  const source = await sourceRecord(record);
  const args = seats ? { record: source, round, step, seats } : { record: source, round, step };
  const patch = { line: { round, step }, curtainKept: keepsCurtain(get()) };
  await started(await takeOver(localMode("line"), "line", args, patch));
}

/** A finished game's deals from the start (the record given, a game of the match history's, else
 * the game on the table's), with `seats` (the person's seat and the computers' levels chosen).
 * @param {{seats: SeatWish[], record?: unknown}} again */
async function playAgain({ seats, record = null }) {
  const source = await sourceRecord(record);
  const patch = { curtainKept: keepsCurtain(get()) };
  await started(await takeOver(localMode("again"), "again", { record: source, seats }, patch));
}

/** The hard computer on the finished game's deals in the person's seat, one round per request;
 * `progress(rounds)` after each. The game on the table is untouched.
 * @param {(rounds: number) => void} progress */
async function hardOnSameDeals(progress) {
  const record = await sourceRecord(null);
  /** @type {Pick<AgainHard, "over" | "rounds"> & {record: GameRecord | null}} */
  let answer = { over: false, record: null, rounds: 0 };
  while (!answer.over) {
    answer = await parts.bridge.call("again_hard", { record, so_far: answer.record });
    progress(answer.rounds);
  }
  return answer;
}

/** The line and same-deal commands. @param {{backToGame: () => unknown}} commands */
export function createLineCommands(commands) {
  return {
    playFrom: (/** @type {Parameters<typeof playFrom>[0]} */ at) => guarded(() => playFrom(at)),
    backToGame: commands.backToGame,
    playAgain: (/** @type {Parameters<typeof playAgain>[0]} */ again) => guarded(() => playAgain(again)),
    /** The line's round beside the round as played, once the line's round is over (else null). */
    lineResult: () => parts.bridge.call("line_result", {}),
    hardOnSameDeals,
  };
}
