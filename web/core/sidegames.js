// Side games: a what-if line, the same deals again, a set-up position, a puzzle. Each is played
// beside the real game: never saved over it, never counted, and its choices (seats, levels) are
// not the New game dialog's defaults; "Back to the game" resumes the save. The engine says which
// game is one and which counts (the state's `side_line` and `counted` beside its `origin`,
// docs/protocol.md): the page keeps no list of origins of its own. A guest's view carries none of
// them (a table over the network is never a side game, and a guest keeps no statistics).

/** @typedef {import("./store.js").Session} Session */

/** The side game on the table (its origin), or null for the real game or none.
 * @param {Partial<Session> | null | undefined} session */
export function sideGame(session) {
  const origin = session?.origin;
  return session?.side_line === true && typeof origin === "string" ? origin : null;
}

/** Whether the game on the table is one the statistics and the match history keep when it ends
 * here (the engine's `counted`; whether it ended here, came from a file or had nobody playing
 * here is the page's to know).
 * @param {Partial<Session> | null | undefined} session */
export function counted(session) {
  return session?.counted === true;
}

/** Whether the game's deals can be played again (the engine's `deals_again`: dealt from its seed).
 * @param {Partial<Session> | null | undefined} session */
export function dealsAgain(session) {
  return session?.deals_again === true;
}
