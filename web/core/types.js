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

export {};
