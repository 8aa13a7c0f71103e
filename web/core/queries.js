// The components' one way to read the engine (docs/architecture.md, "Components"): one named,
// typed function per read-only operation they ask for, each resolving with that operation's answer
// (core/types.js, docs/protocol.md). Nothing here changes a game: the operations that do (new
// game, a move, a load, an undo, a line, a deal's shares, ...) are sent only by the commands and
// the modes (play/, modes/) through the bridge (core/bridge.js). tests/test_web_port.py checks
// that every operation named here is one docs/protocol.md lists as a read.

/**
 * @typedef {import("./types.js").Coach} Coach
 * @typedef {import("./types.js").GameRecord} GameRecord
 * @typedef {import("./types.js").LayoutOf} LayoutOf
 * @typedef {import("./answers.js").Ledger} Ledger
 * @typedef {import("./types.js").Log} Log
 * @typedef {import("./types.js").NetMessage} NetMessage
 * @typedef {import("./types.js").Replay} Replay
 * @typedef {import("./types.js").Rules} Rules
 * @typedef {import("./answers.js").RulesRead} RulesRead
 * @typedef {import("./types.js").Summary} Summary
 * @typedef {{tile: string, end: string | null}} Step  a placement the engine lays out
 * @typedef {({steps: Step[]} | {tiles: string[], joins: [string, string][]}) & {rules?: Rules | null}} BoardPlan
 *   a board to lay out: its placements, or a board's tiles and joins (`Board.to_dict()`), on the
 *   board of the game of `rules` (none: Five Up's)
 */

/**
 * The read-only port over the engine's bridge (app.js makes it once and hands it to the
 * components). The bridge answers in order, so a read asked after a move is of the game after it.
 * @param {Pick<import("./bridge.js").Bridge, "call">} bridge
 */
export function createQueries(bridge) {
  return {
    /** The game on the table's record (to save, download, replay or keep).
     * @returns {Promise<GameRecord>} */
    record: () => bridge.call("record", {}),
    /** The game on the table's move log, round by round. @returns {Promise<Log>} */
    log: () => bridge.call("log", {}),
    /** What the table knows of the round on the table; the unseen tiles only of `seat`, the one
     * whose hand is shown (null: nobody's, as while the curtain is up).
     * @param {number | null} seat @returns {Promise<Ledger>} */
    ledger: (seat) => bridge.call("ledger", seat === null ? {} : { seat }),
    /** A guest's move log, read from its own view (its engine holds no game): the round in play.
     * @param {import("./types.js").View} view @returns {Promise<Log>} */
    viewLog: (view) => bridge.call("view_log", { view }),
    /** What the table knows, read from a guest's own view, with the tiles that seat has not seen.
     * @param {import("./types.js").View} view @returns {Promise<Ledger>} */
    viewLedger: (view) => bridge.call("view_ledger", { view }),
    /** Where the game on the table's points came from, round by round. @returns {Promise<Summary>} */
    summary: () => bridge.call("summary", {}),
    /** The coach's review of a finished round (seat: whose moves; absent, the person's).
     * @param {{round: number, seat?: number}} args @returns {Promise<Coach>} */
    coach: (args) => bridge.call("coach", args),
    /** A finished game's position after `step` moves of `round` (the engine checks the record first).
     * @param {{record: GameRecord | null, round: number, step: number}} args @returns {Promise<Replay>} */
    replay: (args) => bridge.call("replay", args),
    /** The geometry of a board that is not the table's (an example, a replayed position).
     * @param {BoardPlan} board @param {number} aspect 0.2..5 @returns {Promise<LayoutOf>} */
    layoutOf: (board, aspect) => bridge.call("layout_of", { ...board, aspect }),
    /** A message off the wire, checked by the engine (refused with the reason).
     * @param {"guest" | "host"} from who sent it @param {string} text @returns {Promise<NetMessage>} */
    netParse: (from, text) => bridge.call("net_parse", { from, text }),
    /** A table's rules from the notation's short text (an invitation's, untrusted: refused naming
     * the field, an unknown game with its name) or from their JSON form, in both forms.
     * @param {{text: string} | {rules: Rules | import("./games.js").ChosenRules}} given @returns {Promise<RulesRead>} */
    rulesRead: (given) => bridge.call("rules_read", given),
  };
}

/** @typedef {ReturnType<typeof createQueries>} Queries  the engine's reads, one function each */
