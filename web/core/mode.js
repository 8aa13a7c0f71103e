// The page's ways of playing as a type (docs/architecture.md, "Modes"): the `Mode` every file of
// web/modes/ makes and the store holds as `state.mode`, and what the command layer is given by the
// page's entry. JSDoc typedefs only, no code.

/**
 * @typedef {import("./types.js").Hint} Hint
 * @typedef {import("./types.js").Layout} Layout
 * @typedef {import("./types.js").Move} Move
 * @typedef {import("./types.js").Session} Session
 * @typedef {import("./types.js").View} View
 */

/** @typedef {{left: number, top: number, width: number, height: number}} Box a viewport box (a flight's start or end) */
/** @typedef {Box & {sideways: boolean, halves: number[]}} TileBox a tile's box on the board, its way and pips (a flight's end) */

/**
 * One way of playing (web/modes/): how each step of the game goes in it. The named commands
 * (web/play/) ask the mode on the table (`state.mode`) and never test which mode it is.
 * @typedef {object} Mode
 * @property {string} name  which mode it is, for the reader (local, host, guest, line, again, setup, puzzle)
 * @property {boolean} undo  whether Undo is offered
 * @property {boolean} [ownView]  whether the engine here holds no game, only the view shown (a guest's):
 *   the move log and what the table knows are then read from that view
 * @property {boolean} saved  whether this device saves the game (a guest's is the host's); whether
 *   it is counted is the engine's word on the session (core/sidegames.js)
 * @property {(move: Move, from: Box | null) => Promise<void>} play  the person's move (`from`: where its tile's flight starts)
 * @property {() => Promise<Hint> | null} hint  the hard computer's move for the person, or null: no hint here
 * @property {() => Promise<void>} nextRound  the next round, once the round is over
 * @property {(aspect: number, state: Session | null) => Promise<Layout | null>} layout  the board's geometry for a state
 * @property {(state: Session) => Promise<void>} shown  a state was shown (the host sends each guest its view)
 * @property {(state: import("./store.js").PageState) => {thinking: number | null} | null} waits
 *   whether the computers wait instead of moving (a guest's seat, a dropped guest), and who is "thinking"
 * @property {() => void} leave  another game takes the table: close what this one holds (its links)
 * @property {{acceptReply?: (seat: number, text: string) => unknown, handToComputer?: (seat: number) => unknown,
 *   newLink?: (seat: number) => unknown,
 *   relayOption?: (on: boolean) => unknown, relaySend?: () => unknown}} [net]
 *   a host's controls of its guests' seats and of "Connect automatically"; a guest's tap to connect so
 */

/**
 * What the command layer works with, given once by the page's entry (app.js): the engine's bridge,
 * whose `call(op, args)` resolves with that op's answer (`OpAnswers[op]`, core/types.js), and its
 * read-only port (core/queries.js), which the modes hand to the parts of the network they start.
 * @typedef {{
 *   bridge: import("./bridge.js").Bridge,
 *   queries: import("./queries.js").Queries,
 *   board: {aspect: number, tileScreenRect: (tile: string) => TileBox | null},
 *   where: {seat: (seat: number) => Box | null, handTile: (tile: string) => Box | null, boneyard: () => Box | null},
 *   saves: {changed: (state: Session, gen: number) => void, saved: () => any, refused: (saved: any, err: unknown) => void,
 *     resumed: (gen: number, saved: any, view: View) => string[], imported: (gen: number) => void},
 *   claims: {ask: (question: {tile: string, end: string | null, step: number, max?: number | null}) => Promise<number | null>,
 *     cancel: () => void},
 *   dialog: {open: (options: {modal: boolean, offer: import("./params.js").RulesWish | null}) => void, close: () => void,
 *     isOpen: boolean},
 *   effects: {motion: () => boolean, flyTile: (from: Box, to: TileBox | null) => Promise<void>,
 *     flyDraws: (from: Box | null, to: Box | null, count: number, ms: number) => Promise<void>, focusEnd: (end: string) => void},
 *   params: import("./params.js").Params,
 *   modes: {local: () => Mode, host: (choice: {players: number, seats: import("./table.js").SeatChoice[], rules: import("./games.js").ChosenRules}) => Promise<void>,
 *     resumed: (state: Session) => Mode},
 * }} Parts
 */

export {};
