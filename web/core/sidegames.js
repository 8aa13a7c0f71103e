// Side games: a what-if line, the same deals again, a set-up position, a puzzle (the engine's
// `origin`). Each is played beside the real game: never saved over it, never counted, and its
// choices (seats, levels) are not the New game dialog's defaults; "Back to the game" resumes the save.

/** The engine's origins of side games. */
export const SIDE_GAMES = new Set(["line", "again", "setup", "puzzle"]);

/** The side game on the table (its origin), or null for the real game or none. */
export function sideGame(session) {
  const origin = session?.origin;
  return typeof origin === "string" && SIDE_GAMES.has(origin) ? origin : null;
}
