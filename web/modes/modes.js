// The ways of playing (docs/architecture.md, "Modes"): each is a file of this folder whose mode
// (core/types.js, `Mode`) says how a move, a hint, undo, the next round and the layout go in it
// and whether it is saved; the named commands (play/commands.js) ask the mode on the table and
// never test which it is. A new mode: its file here, and one line below.

import { get, guarded } from "../play/flow.js";
import { joinTable } from "./guest.js";
import { hostTable, resumedMode } from "./host.js";
import { createLineCommands } from "./line.js";
import { localMode } from "./local.js";
import { createPuzzleCommands } from "./puzzle.js";
import { createReachCommands, reachResumed } from "./reach.js";
import { createSetupCommands } from "./setup.js";

/** What the named commands start: a local table, a hosted one, a saved game's mode. */
export const MODES = Object.freeze({
  local: () => localMode(),
  host: hostTable,
  resumed: (/** @type {import("../core/types.js").Session} */ state) => reachResumed(state) ?? resumedMode(state),
});

/** Each mode's own commands (what starts it, what it offers), wired to the game's commands.
 * @param {{backToGame: () => unknown, hasGame: () => boolean}} commands */
export function modeCommands(commands) {
  return {
    net: {
      joinTable: (/** @type {string} */ code, /** @type {string | null} */ key = null) =>
        guarded(() => joinTable(code, key)),
      acceptReply: netControl("acceptReply"),
      handToComputer: netControl("handToComputer"),
      newLink: netControl("newLink"),
      relayOption: (/** @type {boolean} */ on) => guarded(() => get().mode.net?.relayOption?.(on)),
      relaySend: () => guarded(() => get().mode.net?.relaySend?.()),
    },
    lines: createLineCommands(commands), // a what-if line, the same deals again
    positions: createSetupCommands(commands), // a set-up position
    puzzles: createPuzzleCommands(commands), // a puzzle
    reach: createReachCommands(commands), // the daily deal, challenge links
  };
}

/** The host's controls of its guests' seats, asked of the mode on the table (only a host's has
 * them). @param {"acceptReply" | "handToComputer" | "newLink"} name */
function netControl(name) {
  return (/** @type {number} */ seat, /** @type {string} */ text = "") => {
    const controls = get().mode.net;
    const control = controls?.[name];
    if (control) guarded(() => control(seat, text));
  };
}
