// Pure reads of the page's state: whose turn it is, whether a hand may be shown, what Undo would
// take back. Components and commands ask the same questions here; nothing here changes anything.

/**
 * @typedef {import("./store.js").PageState} PageState
 * @typedef {import("./types.js").Session} Session
 * @typedef {import("./types.js").View} View
 * @typedef {import("./types.js").Move} Move
 * @typedef {import("./types.js").PlaceEvent} PlaceEvent
 */

/** The last placement in a view's history (the board's newest tile), or null.
 * @param {View} view @returns {PlaceEvent | null} */
export function lastPlace(view) {
  for (let i = view.history.length - 1; i >= 0; i--) {
    const event = view.history[i];
    if (event.type === "place") return event;
  }
  return null;
}

/** Identifies a position of the person's turn: a hint holds only there. @param {PageState} state */
export function positionKey(state) {
  const v = state.session?.view;
  return v ? `${state.gen}:${v.round}:${v.history.length}:${v.current}:${v.hand.join()}` : "";
}

/** Whether the person may act now. @param {PageState} state @returns {boolean} */
export function yourTurn(state) {
  const s = state.session;
  return (
    !!s &&
    !state.busy &&
    !state.error &&
    !state.newGameOpen &&
    !s.view.round_over &&
    s.view.current === s.human &&
    personHere(s) &&
    !curtainUp(state) &&
    !linkDown(state)
  );
}

/** A guest's table whose link to the host is not open (not yet, or no longer): the table shown
 * is the one kept on this device, and nothing can be played on it. @param {PageState} state */
export function linkDown(state) {
  return state.net?.role === "guest" && !state.net.open;
}

/** Whether the seat shown is a person's at this device: not so at a table over the network whose
 * host only referees (then no hand is shown and the computers and guests play). @param {Session} session */
export function personHere(session) {
  return (session.people ?? [session.human]).includes(session.human);
}

/** Several people share the device (pass and play). @param {PageState} state */
export function passing(state) {
  return (state.session?.people?.length ?? 0) > 1;
}

/** Pass and play: every hand is hidden while the person who acts next has not shown theirs (the
 * device is on its way to them); with one person, never, unless the game is a side game started
 * from a table that passes the device (`curtainKept`): its one person shows their tiles first.
 * @param {PageState} state @returns {boolean} */
export function curtainUp(state) {
  const s = state.session;
  return (
    !!s && (passing(state) || state.curtainKept) && Number.isInteger(s.next_person) && s.next_person !== state.shown
  );
}

/** Whether a side game started from the table now keeps its curtain: the table passes the device,
 * or is itself such a side game (whoever holds the device may not be the side game's person).
 * @param {PageState} state */
export function keepsCurtain(state) {
  return passing(state) || state.curtainKept;
}

/** The seat whose tiles the page may show now: the person shown at a table that passes the device
 * (none while the curtain is up), else the one person's; null at a table whose host only referees.
 * @param {PageState} state @returns {number | null} */
export function visibleSeat(state) {
  const s = state.session;
  if (!s || curtainUp(state) || !personHere(s)) return null;
  return keepsCurtain(state) ? state.shown : s.human;
}

/** The curtain waits for the person to act to show their tiles. @param {PageState} state */
export function waitsForHand(state) {
  const s = state.session;
  return !!s && curtainUp(state) && !state.busy && !s.view.round_over && s.view.current === s.next_person;
}

/** Whose last move Undo would take back now: the person's (on their turn, once they have placed a
 * tile this round); with several people, the one holding the device, while nobody else has acted
 * since (else `since`: the person who has); null when there is nothing to take back, or when the
 * way of playing on the table has no undo (over the network, a puzzle).
 * @param {PageState} state @returns {{seat: number, since?: number} | null} */
export function undoFor(state) {
  const s = state.session;
  if (!s || !state.mode.undo || s.aids === false || state.busy || state.error || state.newGameOpen || s.view.round_over)
    return null;
  const seat = passing(state) ? state.shown : s.human;
  const placed = s.view.history.some((e) => e.type === "place" && e.seat === seat);
  if (!placed || seat === null || !Number.isInteger(seat)) return null;
  if (!passing(state)) return yourTurn(state) ? { seat } : null;
  const people = s.people ?? [];
  const last = [...s.view.history].reverse().find((e) => e.seat !== undefined && people.includes(e.seat));
  return last && last.seat !== seat ? { seat, since: last.seat } : { seat };
}

/** Whether the game waits for a guest to come back. @param {PageState} state */
export function paused(state) {
  return state.net?.role === "host" && state.net.waiting.length > 0;
}

/** The legal placements by tile: each tile's ends (null: the opening). @param {Move[] | undefined} legalMoves */
export function placementsByTile(legalMoves) {
  /** @type {Map<string, (string | null)[]>} */
  const byTile = new Map();
  for (const m of legalMoves || []) {
    if (m.type !== "place" || m.tile === undefined) continue;
    const ends = byTile.get(m.tile) ?? [];
    ends.push(m.end ?? null);
    byTile.set(m.tile, ends);
  }
  return byTile;
}

/** Whether the game on the table is played on a friend's challenge (a challenge's game, or today's
 * deal taken from one as this device's counted try): its end is set beside the challenge's and its
 * link answers it. @param {PageState} state */
export function answersChallenge(state) {
  const origin = state.session?.origin;
  return (origin === "challenge" || origin === "daily") && state.reach.challenge?.playing === true;
}
