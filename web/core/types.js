// The shapes of the engine's answers the page reads (docs/protocol.md), as JSDoc typedefs: one
// file, shared by every module that reads them (through a JSDoc import of this file). No code.

/**
 * @typedef {{type: "place" | "draw" | "pass", tile?: string, end?: string | null, claim?: number}} Move
 *   a move as the engine lists it (legal_moves) and takes it (play)
 * @typedef {{type: string, seat?: number, tile?: string, end?: string | null, points?: number,
 *   display_points?: number, scorer?: number, muggins?: boolean, claim?: number}} HistoryEvent
 *   one event of a round's history
 * @typedef {{
 *   round: number, players: number, current: number, hand: string[], history: HistoryEvent[],
 *   legal_moves: Move[], round_over: boolean, over: boolean, winner?: number, side_of: number[],
 *   starter: number, lot?: unknown, rules?: {target: number, muggins: boolean}, board: {tiles: unknown[], joins: unknown[]},
 *   round_result?: unknown, seat?: number, target?: number, origin?: string, deal_fingerprint?: string,
 * }} View  one seat's view of the game (the engine's `view`)
 * @typedef {{kind: string, name?: string | null, level?: string, remote?: boolean}} Seat  a seat as new_game takes it
 * @typedef {{
 *   view: View, human: number, levels: (string | null)[], seats?: Seat[], people?: number[], previews?: unknown[],
 *   undos?: number, origin?: string, game_id?: string | null, remote?: number[], guest?: boolean,
 *   next_person?: number | null, rules?: unknown,
 * }} Session  the engine's last answer for the game on the table
 */

/**
 * @typedef {{left: number, top: number, width: number, height: number}} Box  a viewport box (a flight's start or end)
 * @typedef {() => string} Say  a text kept as a function, so a change of language says it again
 * @typedef {{seat: number, name: string | null, state: "inviting" | "connected" | "gone", link: string | null, error: Say | null}} NetSeat
 * @typedef {{
 *   role: "host" | "guest", status: "connected" | "reconnecting" | "offline",
 *   seats: NetSeat[], reply: string | null, seat: number | null, waiting: number[],
 *   note: Say | null, deal: {round: number, fair: boolean, reason: string | null} | null,
 *   rules?: {target: number, muggins: boolean}, open?: boolean, rejoining?: boolean,
 * }} NetState  a table over the network: this page's role, its links, what it waits for
 * @typedef {{id: string, grade: string, seat: number, hands: string[][], moves: {move: Move, value: number}[],
 *   best: number, line: unknown[]}} PuzzleData  one puzzle of puzzles.json, as the engine checked it
 * @typedef {{data: PuzzleData, number: number, total: number, result: {solved: boolean, index: number} | null}} Puzzle
 * @typedef {{[field: string]: unknown}} Layout  the board's geometry at a shape (the engine's `layout`; table/board.js reads it)
 * @typedef {{tile: string, end: string | null}} Step  one placement of a set-up board
 * @typedef {{
 *   table: unknown, draft: unknown, steps: Step[], board: unknown, layout: Layout, fits: Record<string, unknown[]>,
 *   picked: string | null, refused: string | null, gen: number,
 * }} Editor  the set-up editor: the engine's table of positions, its draft, board and refusal (modes/setup.js)
 */

/**
 * One way of playing (web/modes/): how each step of the game goes in it. The named commands
 * (web/play/) ask the mode on the table (`state.mode`) and never test which mode it is.
 * @typedef {object} Mode
 * @property {string} name  which mode it is, for the reader (local, host, guest, line, again, setup, puzzle)
 * @property {boolean} undo  whether Undo is offered
 * @property {boolean} saved  whether this device saves the game (a guest's is the host's); whether
 *   it is counted is the engine's word on the session (core/sidegames.js)
 * @property {(move: Move, from: Box | null) => Promise<void>} play  the person's move (`from`: where its tile's flight starts)
 * @property {() => Promise<{move: Move}> | null} hint  the hard computer's move for the person, or null: no hint here
 * @property {() => Promise<void>} nextRound  the next round, once the round is over
 * @property {(aspect: number, state: Session | null) => Promise<Layout | null>} layout  the board's geometry for a state
 * @property {(state: Session) => Promise<void>} shown  a state was shown (the host sends each guest its view)
 * @property {(state: import("./store.js").PageState) => {thinking: number | null} | null} waits
 *   whether the computers wait instead of moving (a guest's seat, a dropped guest), and who is "thinking"
 * @property {() => void} leave  another game takes the table: close what this one holds (its links)
 * @property {{acceptReply: (seat: number, text: string) => unknown, handToComputer: (seat: number) => unknown}} [net]
 *   a host's controls of its guests' seats
 */

/**
 * What the command layer works with, given once by the page's entry (app.js).
 * @typedef {{
 *   bridge: {call: (op: string, args: object) => Promise<any>, ready: Promise<unknown>},
 *   board: {aspect: number, tileScreenRect: (tile: string) => Box},
 *   where: {seat: (seat: number) => Box | null, handTile: (tile: string) => Box | null, boneyard: () => Box | null},
 *   saves: {changed: (state: Session, gen: number) => void, saved: () => any, refused: (saved: any, err: unknown) => void,
 *     resumed: (gen: number, saved: any, view: View) => string[], imported: (gen: number) => void},
 *   claims: {ask: (question: object) => Promise<number | null>, cancel: () => void},
 *   dialog: {open: (options: {modal: boolean, offer: unknown}) => void, close: () => void, isOpen: boolean},
 *   effects: {motion: () => boolean, flyTile: (from: Box, to: Box) => Promise<void>,
 *     flyDraws: (from: Box | null, to: Box | null, count: number, ms: number) => Promise<void>, focusEnd: (end: string) => void},
 *   params: {fast: boolean, seed?: number, direct?: any, offer?: unknown},
 *   modes: {local: () => Mode, host: (setup: {players: number, seats: Seat[], rules: any}) => Promise<void>, resumed: (state: Session) => Mode},
 * }} Parts
 */

export {};
