// The engine's answers as the page reads them (session, view, layout, events, moves, tiles,
// hello, network messages, records) and the page's own parts of the state, as JSDoc typedefs for
// the type check (tsc): nothing runs here. The fields are the engine's (engine/view.py,
// engine/protocol.py, docs/protocol.md); import one with
// /** @typedef {import("../core/types.js").Session} Session */. Entries in alphabetical order.

/**
 * @typedef {{tiles: string[], spinners: string[], joins: [string, string][], open_ends: {end: string, value: number}[],
 *   scoring: {tile: string, value: number}[], ends_sum: number}} Board  the line of play (engine/board.py to_dict)
 */

/** @typedef {{tile: string, end: string | null}} BoardStep  one placement on a board built step by step (the set-up editor) */

/** @typedef {"left" | "right" | "up" | "down"} Direction  the way a line of tiles runs on the layout */

/**
 * @typedef {{type: "place", seat: number, tile: string, end: string | null, points: number, display_points: number,
 *   ends_sum: number, drawn: boolean, claim: number | null, scorer: number | null, muggins: boolean}
 *   | {type: "draw" | "pass", seat: number, open_values: number[]}} GameEvent
 *   one event of a round's public history (engine/view.py event_to_json)
 */

/**
 * @typedef {{bounds: Rect, tiles: LayoutTile[], ends: LayoutEnd[], scoring: {tile: string, value: number, at: [number, number]}[],
 *   table: Rect}} Layout  the board's geometry for one aspect (engine/layout.py; docs/protocol.md "Layout")
 */

/**
 * @typedef {{end: string, value: number, rect: Rect, dir: Direction, mark?: Rect, label?: Rect, note?: Rect,
 *   double_rect?: Rect, double_dir?: Direction, double_label?: Rect, double_note?: Rect}} LayoutEnd
 *   an open end's target area on the layout, and where its marks go (engine/labels.py)
 */

/**
 * @typedef {{tile: string, rect: Rect, halves: [number, number], spinner: boolean, dir: Direction}} LayoutTile
 *   one tile on the layout (its halves top/left first)
 */

/**
 * @typedef {{type: "place", tile: string, end: string | null, claim?: number} | {type: "draw"} | {type: "pass"}} Move
 *   a move as the engine writes it (engine/moves.py move_to_json); `end` null for the first tile
 */

/**
 * @typedef {{v: number} & (
 *   {type: "join", seat: number, token: string, name: string | null}
 *   | {type: "commit", round: number, commitment: string}
 *   | {type: "reveal", round: number, share: string}
 *   | {type: "move", round: number, step: number, move: Move}
 *   | {type: "ping" | "pong", nonce: number}
 *   | {type: "welcome", seat: number, seats: Seat[], rules: Record<string, unknown>}
 *   | {type: "new_round", round: number}
 *   | {type: "commit", round: number, commitments: string[]}
 *   | {type: "reveal", round: number, shares: string[]}
 *   | {type: "view", round: number, step: number, view: View, previews: Preview[]}
 *   | {type: "refused", message: string, of: string | null}
 *   | {type: "paused", waiting: number[]}
 *   | {type: "resumed"}
 * )} NetMessage  one checked network message, from either side (engine/netmsg.py TYPES)
 */

/**
 * @typedef {{seat: number, name: string | null, state: "inviting" | "connected" | "gone", link: string | null,
 *   error: Say | null}} NetSeat  one seat of a table over the network, on the host's page
 */

/**
 * @typedef {{
 *   role: "host" | "guest", status: "connected" | "reconnecting" | "offline",
 *   seats: NetSeat[], reply: string | null, seat: number | null, waiting: number[],
 *   note: Say | null, deal: {round: number, fair: boolean, reason: string | null} | null,
 * }} NetState  a table over the network: this page's role, its links, what it waits for
 */

/**
 * @typedef {{board: BoardStep[], hands: string[][], boneyard: string[] | null, unseen: string[], turn: number,
 *   drawn: string | null, scores: number[], rules: Rules}} Position  a set-up position (engine/position.py; docs/notation.md)
 */

/**
 * @typedef {{type: "place", tile: string, end: string | null, claim?: number, points: number, display_points: number,
 *   ends_sum: number}} Preview  what a legal placement would score now (engine/previews.py)
 */

/**
 * @typedef {{
 *   id: string, seat: number, record: unknown, hands: string[][], scores: number[], display_scores: number[],
 *   moves: PuzzleMove[], best: number, margin: number, display_margin: number, greedy: number, line: PuzzleStep[],
 *   outcome: PuzzleOutcome, theme: string, difficulty: number, grade: string,
 * }} Puzzle  one checked puzzle (engine/puzzles.py check_puzzle; docs/puzzles.md)
 */

/**
 * @typedef {{move: Move & {type: "place"}, value: number, points: number, display_value: number | null,
 *   display_points: number, game: "won" | "lost" | null}} PuzzleMove  one legal move of a puzzle and its exact value
 */

/**
 * @typedef {{data: Puzzle, number: number, total: number, result: {solved: boolean, index: number} | null}} PuzzleOnTable
 *   the puzzle on the table, and once the move is made whether it solved it (the state's `puzzle`)
 */

/**
 * @typedef {{ender: number | null, penalties: number[], scores: number[], winner: number | null, display_scores: number[]}}
 *   PuzzleOutcome  how the round ends along the solver's line
 */

/** @typedef {{solved: string[], failed: string[], streak: number, best: number}} PuzzleProgress  kept on this device */

/**
 * @typedef {{puzzles: Puzzle[], loading?: undefined, error?: undefined} | {loading: true, puzzles?: undefined, error?: undefined}
 *   | {error: string, puzzles?: undefined, loading?: undefined}} PuzzleSet  the checked puzzles, or that they load, or why not
 */

/**
 * @typedef {{seat: number, type: "pass"} | {seat: number, type: "place", tile: string, end: string | null, points: number,
 *   display_points: number}} PuzzleStep  one step of a puzzle's solver's line
 */

/** @typedef {[number, number, number, number]} Rect  [x, y, w, h] in the layout's units */

/**
 * @typedef {{ender: number | null, blocked: boolean, penalties: number[], scores: number[], pips: number[],
 *   gained: number[], deducted: number[], muggins: number[], display_penalties: number[], display_scores: number[],
 *   display_placements: number[], display_muggins: number[], display_deducted: number[], display_round: number[]}}
 *   RoundResult  a round's figures, also in display points (engine/view.py result_to_json)
 */

/** @typedef {{target: number, display_target: number, muggins: boolean}} Rules  the game's options (engine/rules.py) */

/**
 * @typedef {{target?: number, display_target?: number, muggins?: boolean}} RulesWish
 *   house rules wished (remembered, or from a link): unchecked until the engine's table reads them
 */

/** @typedef {() => string} Say  a text kept as a function, so a change of language says it again */

/**
 * @typedef {{kind: "person", name: string | null, remote?: boolean} | {kind: "computer", level: string}} Seat
 *   who sits in a seat (engine/seats.py to_json)
 */

/**
 * @typedef {{kind: string, name?: string | null, level?: string, remote?: boolean}} SeatWish
 *   a seat as wished in the New game dialog or remembered ("person", "friend", "computer"): unchecked
 */

/**
 * @typedef {{table: SetupTable, draft: Position | null, steps: BoardStep[], board: Board, layout: Layout,
 *   fits: Record<string, (string | null)[]>, picked: string | null, refused: string | null, gen: number}} SetupEditor
 *   the set-up editor in the state (`editor`): the engine's table, its draft, board and refusal
 */

/**
 * @typedef {{tiles: string[], players: number[], sides: Record<string, number>}} SetupTable
 *   what the set-up editor builds from (the engine's `setup_table`)
 */

/** @typedef {{link: string | null, refused: string | null, copied: boolean}} Share  the position's link on show, or why none */

/** @typedef {ReturnType<typeof import("./store.js").createStore>} Store  the page's one store (core/store.js) */

/**
 * @typedef {{
 *   seat: number, players: number, sides: number, side_of: number[], round: number, starter: number,
 *   lot: number[][] | null, lot_seats: number[][] | null, hand: string[], hand_counts: number[], boneyard_count: number,
 *   board: Board, scores: number[], display_scores: number[], tally: {negative: boolean, fifties: number, strokes: number}[], rules: Rules, target: number,
 *   display_target: number, origin: string, salt: number, current: number | null, must_play: string | null,
 *   legal_moves: Move[], history: GameEvent[], round_over: boolean, round_result: RoundResult | null,
 *   revealed_hands: string[][] | null, over: boolean, winner: number | null, deal_fingerprint: string | null,
 *   deal_seed: string | null,
 * }} View  what one seat may know (engine/view.py build_view; docs/protocol.md)
 */

export {};
