// The local table: its people and its computers at this device, the engine in this page's worker.
// The plainest mode (docs/architecture.md, "Modes"): every other mode is this one with some of its
// steps said otherwise.

import { advance } from "../play/advance.js";
import { get, newTable, parts, show, update } from "../play/flow.js";
import { placed, roundStarted } from "../play/sentences.js";

/**
 * @typedef {import("../core/mode.js").Mode} Mode
 * @typedef {import("../core/types.js").Move} Move
 * @typedef {import("../core/types.js").Session} Session
 */

/** The person's move: the engine plays it, the table shows it, the computers go on.
 * @param {Move} move @param {import("../core/mode.js").Box | null} from */
async function play(move, from) {
  const { gen, session } = get();
  if (!session) return;
  const before = new Set(session.view.hand);
  update({ busy: true, selected: null, lot: false, forced: null });
  /** @type {Session} */
  const state = await parts.bridge.call("play", { move });
  if (gen !== get().gen) return;
  const drawn = move.type === "draw" ? (state.view.hand.find((x) => !before.has(x)) ?? null) : null;
  update({ drawn });
  const fly = move.type === "place" && move.tile ? { tile: move.tile, from } : null;
  if (!(await show(state, gen, fly))) return;
  placed(session.human, move, state.view, drawn);
  await advance(gen);
}

/** The next round: the engine deals it (`shares` first: a table over the network collects every
 * device's share of the deal). @param {() => Promise<unknown>} [shares] */
export async function dealNextRound(shares) {
  const gen = get().gen;
  update({ busy: true, drawn: null, summary: null });
  if (shares) await shares();
  if (gen !== get().gen) return;
  const state = await parts.bridge.call("next_round", {});
  if (!(await show(state, gen))) return;
  update({ log: [], logLanguage: null });
  roundStarted();
  await advance(gen, true);
}

/** A local table's mode; `name` says which game it is for the words (a line, the same deals, a
 * set-up position are local tables too). @param {string} [name] @returns {Mode} */
export function localMode(name = "local") {
  return {
    name,
    undo: true,
    saved: true,
    play,
    hint: () => parts.bridge.call("hint", {}),
    nextRound: () => dealNextRound(),
    layout: (aspect) => parts.bridge.call("layout", { aspect }),
    shown: async () => {},
    waits: () => null,
    leave: () => {},
  };
}

/** A side game on the table from `op`'s answer (a what-if line, the same deals, a set-up position):
 * a new table in its own mode, shown as the game's own are. Returns the new game number and the
 * state shown, or null if the game was replaced meanwhile.
 * @param {Mode} mode @param {import("../core/types.js").SessionOp} op @param {Record<string, unknown>} args
 * @param {import("../core/store.js").PageState extends infer S ? Partial<S> : never} [patch] */
export async function takeOver(mode, op, args, patch = {}) {
  const gen = newTable(mode, patch);
  /** @type {Session} */
  const state = await parts.bridge.call(op, args);
  if (!(await show(state, gen))) return null;
  return { gen, state };
}
