// The engine's answers as the page reads them (docs/protocol.md): JSDoc typedefs only, no code.
// Import one with `/** @typedef {import("../core/types.js").Session} Session */`.
// Keep entries grouped as they are (tiles and moves, the view, the session, the layout, the
// other operations' answers, records, network) and alphabetical-ish inside a group.

// ---- Tiles, ends, moves ------------------------------------------------------------------

/** @typedef {string} Tile a tile as text, "[1|4]" */
/** @typedef {string} End an open end as text, "[1|1] branch_a" */
/** @typedef {"easy" | "normal" | "hard"} Level a computer's level a page offers (hello.levels) */
/** @typedef {Level | "random" | "greedy"} AnyLevel every level the engine knows (the baselines too) */
/** @typedef {"seed" | "shared" | "given" | "position" | "setup" | "line" | "again" | "puzzle" | "daily" | "challenge"} Origin */
/** @typedef {"left" | "right" | "up" | "down"} Dir the way a line runs on the layout */
/** @typedef {[number, number, number, number]} Rect x, y, w, h in layout units */

/**
 * A placement; `end` is null only for the opening; `claim` only under Muggins (H2).
 * @typedef {{ type: "place", tile: Tile, end: End | null, claim?: number }} PlaceMove
 */
/** @typedef {{ type: "draw" }} DrawMove */
/** @typedef {{ type: "pass" }} PassMove */
/** @typedef {PlaceMove | DrawMove | PassMove} Move */

/**
 * What a legal placement of the person to act would score (state.previews, the `view` message).
 * @typedef {object} Preview
 * @property {"place"} type
 * @property {Tile} tile
 * @property {End | null} end
 * @property {number} points raw
 * @property {number} display_points
 * @property {number} ends_sum the open ends' sum it leaves
 */

// ---- Events and results ------------------------------------------------------------------

/**
 * @typedef {object} PlaceEvent
 * @property {"place"} type
 * @property {number} seat
 * @property {Tile} tile
 * @property {End | null} end
 * @property {number} points raw, the placement's true points (R6)
 * @property {number} display_points
 * @property {number} ends_sum
 * @property {boolean} drawn the tile placed is the one just drawn (R7.2)
 * @property {number | null} claim Muggins (H2): what was announced (raw); else null
 * @property {number | null} [display_claim] the claim in display points (R6.2); else null
 * @property {number | null} scorer the side that took the points (null when 0)
 * @property {boolean} muggins the claim was not exact: the next side took them (H2)
 */
/**
 * A draw (R7.2): the seat held nothing matching `open_values`.
 * @typedef {{ type: "draw", seat: number, open_values: number[] }} DrawEvent
 */
/**
 * A pass (R7.3): the seat holds nothing matching `open_values`.
 * @typedef {{ type: "pass", seat: number, open_values: number[] }} PassEvent
 */
/** @typedef {DrawEvent | PassEvent} DrawPassEvent */
/** @typedef {PlaceEvent | DrawPassEvent} GameEvent one event of a round's public history */

/**
 * How a round ended (R8), per side unless said; display_* in display points (R6.2).
 * @typedef {object} RoundResult
 * @property {number | null} ender the seat that went out; null when blocked (R7.4)
 * @property {boolean} blocked
 * @property {number[]} penalties per seat, raw (R8.3)
 * @property {number[]} scores after the deductions
 * @property {number[]} pips per seat (R8.2)
 * @property {number[]} gained placement points this round (Muggins included)
 * @property {number[]} deducted
 * @property {number[]} muggins the part of `gained` taken through Muggins (H2)
 * @property {number[]} display_penalties
 * @property {number[]} display_scores
 * @property {number[]} display_placements
 * @property {number[]} display_muggins
 * @property {number[]} display_deducted
 * @property {number[]} display_round
 * @property {number[]} [awarded] the count each side took (AF6-AF7, PB6-PB7); absent in Five Up
 * @property {number[]} [bonus] the capicúa bonus each side took (PB9)
 * @property {number[]} [display_awarded]
 * @property {number[]} [display_bonus]
 * @property {HandCount} [count] how the hand was counted, in the games where its winner takes it
 */

// ---- The table's rules -------------------------------------------------------------------

/**
 * The table's rules (Rules.to_json): the game (no preset: Five Up) and every option it chose, by
 * the option's name (GameDescription.options).
 * @typedef {{ preset?: string, target: number, display_target: number, muggins?: boolean } & Record<string, unknown>} Rules
 */

/**
 * A score on paper (R10): a mark per 50 raw, a stroke per 5 raw.
 * @typedef {object} Tally
 * @property {boolean} negative
 * @property {number} fifties
 * @property {number} strokes
 */

// ---- The board and the view --------------------------------------------------------------

/**
 * Board.to_dict().
 * @typedef {object} Board
 * @property {Tile[]} tiles in placement order
 * @property {Tile[]} spinners
 * @property {[Tile, Tile][]} joins
 * @property {{ end: End, value: number }[]} open_ends
 * @property {{ tile: Tile, value: number }[]} scoring
 * @property {number} ends_sum
 * @property {"first-double" | "none"} [spinner_rule] another game's spinner rule (AF3, PB3); absent
 *   for Five Up's, where every double spins (R3.3)
 */

/**
 * What one seat may know (engine/view.py, Game.view).
 * @typedef {object} View
 * @property {number} seat
 * @property {number} players
 * @property {number} sides
 * @property {number[]} side_of per seat
 * @property {number} round 1-based
 * @property {number} starter the seat that opened this round
 * @property {"lot" | "went-out" | "double-six" | "next-seat" | "won-blocked" | "chosen"} opens why it
 *   opens (engine/deal.py `opening_reason`): the lot, went out last round, holds [6|6], sits after
 *   the last round's opener, won the blocked round, or chosen with a deal given by hand
 * @property {number[][] | null} lot dice per throw (null: the previous ender starts)
 * @property {number[][] | null} lot_seats seats per throw
 * @property {Tile[]} hand
 * @property {number[]} hand_counts per seat
 * @property {number} boneyard_count
 * @property {Board} board
 * @property {number[]} scores raw, per side
 * @property {number[]} display_scores
 * @property {Tally[] | null} tally per side; null when the game's sheet is a plain count
 * @property {Rules} rules
 * @property {import("./answers.js").GameOfView} game
 * @property {number} target raw
 * @property {number} display_target
 * @property {Origin} origin
 * @property {number} salt
 * @property {number | null} current the seat to act; null once the round is over
 * @property {Tile | null} must_play the drawn tile, in the drawing seat's own view only
 * @property {Move[]} legal_moves on this seat's turn, else []
 * @property {GameEvent[]} history this round's public events
 * @property {boolean} round_over
 * @property {RoundResult | null} round_result
 * @property {Tile[][] | null} revealed_hands every seat's tiles once the round is over
 * @property {boolean} over
 * @property {number | null} winner a side
 * @property {string | null} deal_fingerprint SHA-256 of the round seed (null: a deal given)
 * @property {string | null} deal_seed the seed as decimal text, once the round is over
 */

// ---- The session -------------------------------------------------------------------------

/** @typedef {{ kind: "person", name: string | null, remote?: true, level?: undefined }} PersonSeat */
/** @typedef {{ kind: "computer", level: AnyLevel, name?: undefined, remote?: undefined }} ComputerSeat */
/** @typedef {PersonSeat | ComputerSeat} Seat a seat as new_game takes it and state sends it */

/**
 * The session's state (engine/protocol.py Session.state()): the answer of new_game, state,
 * play, next_round, load, undo, line, again, puzzle, setup, guest_move, seat_to_computer.
 * @typedef {object} Session
 * @property {View} view the view of `human`
 * @property {number} human whose view: the person to act, else the last who acted
 * @property {Seat[]} seats
 * @property {number[]} people the seats of the people at this device
 * @property {number[]} remote the seats of guests on their own devices (Network)
 * @property {number | null} next_person who acts next at this device; null once the round is over
 * @property {(AnyLevel | null)[]} levels per seat: null for a person
 * @property {number} undos take-backs in this game
 * @property {Preview[]} previews on a person's turn, else []
 * @property {Rules} rules
 * @property {Origin} origin
 * @property {boolean} counted whether the statistics and the match history keep it (engine/origin.py)
 * @property {boolean} side_line a side game beside the real game: never saved over it nor counted
 * @property {boolean} deals_again whether its deals can be played again (dealt from its seed)
 * @property {boolean} [aids] whether the hint and undo are offered (not in a daily deal or a challenge)
 * @property {string | null} game_id the game's content id once it is over
 */

/**
 * ai_move's answer.
 * @typedef {object} AiMove
 * @property {number} seat
 * @property {Move} move under Muggins with the computer's (exact) claim
 * @property {number} points raw, the placement's true points (0 for a draw or pass)
 * @property {number} think_ms
 * @property {number} think_cpu_ms
 * @property {Session} state
 */

/** @typedef {{ move: Move }} Hint hint's and view_hint's answer */

// ---- hello: the table --------------------------------------------------------------------

/**
 * engine.rules.describe(): what a table may choose, with defaults and bounds.
 * @typedef {object} RulesTable
 * @property {{ min: number, max: number, default: number, rule: string }} players
 * @property {number} hand_size
 * @property {number} raw_per_display
 * @property {{
 *   target: { rule: string, default: number, choices: { raw: number, display: number }[] },
 *   muggins: { rule: string, default: boolean, choices: boolean[], max_claim: number }
 * }} options
 * @property {Rules} default
 * @property {import("./games.js").GameDescription[]} games every game a table may choose, the default first
 */

/**
 * op_hello's answer.
 * @typedef {object} Hello
 * @property {string} version the engine's
 * @property {number} protocol
 * @property {number} network the Network messages' version
 * @property {Level[]} levels
 * @property {Level} default_level
 * @property {RulesTable} rules
 */

// ---- The layout --------------------------------------------------------------------------

/**
 * @typedef {object} LaidTile
 * @property {Tile} tile
 * @property {Rect} rect
 * @property {[number, number]} halves pips, top/left first
 * @property {boolean} spinner a double that spins under the game's rule (R3.3, AF3, PB3)
 * @property {Dir} dir
 */
/**
 * A target area for a new tile, with its marks (engine/labels.py).
 * @typedef {object} LaidEnd
 * @property {End} end
 * @property {number} value
 * @property {Rect} rect
 * @property {Dir} dir
 * @property {Rect} [double_rect] where a double would lie, while one can come
 * @property {Dir} [double_dir]
 * @property {Rect} mark the scoring number's badge or the ring
 * @property {Rect} label the target's letter for a non-double
 * @property {Rect} note the preview pill for a non-double
 * @property {Rect} [double_label]
 * @property {Rect} [double_note]
 */
/**
 * engine.layout.layout(board, aspect): geometry in units (a tile half is 1 x 1).
 * @typedef {object} Layout
 * @property {Rect} bounds every tile, target and mark, widened to the aspect
 * @property {LaidTile[]} tiles
 * @property {LaidEnd[]} ends
 * @property {{ tile: Tile, value: number, at: [number, number] }[]} scoring
 * @property {Rect} table the fixed table area for this aspect
 */

/**
 * One placement of layout_of / setup_board, with what it scored.
 * @typedef {{ tile: Tile, end: End | null, points: number, display_points: number, ends_sum: number }} LaidStep
 */
/** @typedef {{ layout: Layout, board: Board, steps: LaidStep[] }} LayoutOf layout_of's answer */
/**
 * setup_board's answer: `fits`, per tile not on the board, its legal ends; `holds`, per player count, a hand's fewest and most tiles.
 * @typedef {{ layout: Layout, board: Board, steps: LaidStep[], fits: Record<Tile, (End | null)[]>, holds: Record<string, number[]> }} SetupBoard
 */

// ---- Records and the other operations' answers (core/answers.js) --------------------------

/**
 * @typedef {import("./answers.js").AgainHard} AgainHard
 * @typedef {import("./answers.js").HandCount} HandCount
 * @typedef {import("./answers.js").Coach} Coach
 * @typedef {import("./answers.js").CoachMoment} CoachMoment
 * @typedef {import("./answers.js").GameRecord} GameRecord
 * @typedef {import("./answers.js").LineResult} LineResult
 * @typedef {import("./answers.js").Log} Log
 * @typedef {import("./answers.js").Position} Position
 * @typedef {import("./answers.js").PositionForm} PositionForm
 * @typedef {import("./answers.js").RecordDeal} RecordDeal
 * @typedef {import("./answers.js").RecordRound} RecordRound
 * @typedef {import("./answers.js").Replay} Replay
 * @typedef {import("./answers.js").SetupTable} SetupTable
 * @typedef {import("./answers.js").Summary} Summary
 * @typedef {import("./answers.js").SummaryFigures} SummaryFigures
 * @typedef {import("./answers.js").SummaryRound} SummaryRound
 */

// ---- Puzzles (engine/puzzles.py, docs/puzzles.md) -----------------------------------------

/**
 * A legal move of a puzzle with its exact value; `game`: "won" or "lost" when the value is the
 * game's end rather than points.
 * @typedef {object} PuzzleMove
 * @property {PlaceMove} move
 * @property {number} value raw
 * @property {number} points raw, what it scores now
 * @property {number | null} display_value null when `game` is set
 * @property {number} display_points
 * @property {"won" | "lost" | null} game
 */
/**
 * One step of the solver's line: a placement (a PlaceMove, with its points), or a pass.
 * @typedef {{ seat: number, type: "place", tile: Tile, end: End | null, points: number, display_points: number }
 *   | { seat: number, type: "pass", display_points: number }} PuzzleStep
 */
/**
 * How the round ends along the solver's line.
 * @typedef {object} PuzzleOutcome
 * @property {number | null} ender
 * @property {number[]} penalties
 * @property {number[]} scores
 * @property {number[]} display_scores
 * @property {number | null} winner
 */
/**
 * One puzzle of puzzles.json, as the `puzzles` op checked it.
 * @typedef {object} Puzzle
 * @property {string} id
 * @property {{ seed: number, round: number, step: number }} source
 * @property {number} seat
 * @property {GameRecord} record
 * @property {Tile[][]} hands
 * @property {number[]} scores
 * @property {number[]} display_scores
 * @property {PuzzleMove[]} moves
 * @property {number} best the answer's index in `moves`
 * @property {number} margin
 * @property {number} display_margin
 * @property {number} greedy the greedy move's index in `moves`
 * @property {PuzzleStep[]} line
 * @property {PuzzleOutcome} outcome
 * @property {"win" | "score" | "out" | "block" | "defend"} theme
 * @property {number} difficulty
 * @property {"easy" | "medium" | "hard"} grade
 */

// ---- The worker's answers ----------------------------------------------------------------

/** @typedef {"IllegalMove" | "ValueError" | "InternalError"} ErrorKind */
/**
 * One answer of handle_json.
 * @typedef {{ id: number | string | null, ok: true, result: unknown }
 *   | { id: number | string | null, ok: false, error: { kind: ErrorKind, message: string } }} Answer
 */

// ---- Network (engine/netmsg.py, engine/netops.py) ----------------------------------------

/** @typedef {"join" | "commit" | "reveal" | "move" | "ping" | "pong"} GuestType */
/** @typedef {"welcome" | "new_round" | "commit" | "reveal" | "view" | "refused" | "paused" | "resumed" | "ping" | "pong"} HostType */

/**
 * A message from a guest (read by the host).
 * @typedef {{ v: number, type: "join", seat: number, token: string, name: string | null }
 *   | { v: number, type: "commit", round: number, commitment: string }
 *   | { v: number, type: "reveal", round: number, share: string }
 *   | { v: number, type: "move", round: number, step: number, move: Move }
 *   | { v: number, type: "ping" | "pong", nonce: number }} GuestMessage
 */
/**
 * A message from the host (read by a guest).
 * @typedef {{ v: number, type: "welcome", seat: number, seats: Seat[], rules: Rules }
 *   | { v: number, type: "new_round", round: number }
 *   | { v: number, type: "commit", round: number, commitments: string[] }
 *   | { v: number, type: "reveal", round: number, shares: string[] }
 *   | { v: number, type: "view", round: number, step: number, view: View, previews: Preview[] }
 *   | { v: number, type: "refused", message: string, of: GuestType | null }
 *   | { v: number, type: "paused", waiting: number[] }
 *   | { v: number, type: "resumed" }
 *   | { v: number, type: "ping" | "pong", nonce: number }} HostMessage
 */
/** @typedef {GuestMessage | HostMessage} NetMessage */

/**
 * deal_begin's, deal_commit's and deal_reveal's answer (host).
 * @typedef {object} DealProgress
 * @property {number} round
 * @property {(string | null)[]} commitments the host's seats' filled, the guests' null until in
 * @property {boolean} committed every commitment is in: the guests may reveal
 * @property {boolean[]} revealed per seat
 * @property {boolean} ready every share is in: the round can be dealt
 */
/** @typedef {{ round: number, seat: number, share: string, commitment: string }} DealShare deal_share's answer (guest) */
/** @typedef {{ round: number, shares: string[], commitments: string[] }} DealShares deal_shares's answer (host) */
/** @typedef {{ fair: boolean, reason: string | null, seed: string, hands: Tile[][], boneyard: Tile[] }} DealCheck deal_check's answer (guest) */

// ---- Every operation's answer ------------------------------------------------------------

/**
 * What each operation answers (docs/protocol.md's table): the bridge's `call(op, args)` gives `OpAnswers[op]`.
 * @typedef {object} OpAnswers
 * @property {AgainHard} again_hard
 * @property {Session} again
 * @property {AiMove} ai_move
 * @property {{code: string, length: number, name: string | null, display_scores: number[], side: number}} challenge
 * @property {{challenge: import("./answers.js").ChallengeResult, vs: import("./answers.js").ChallengeResult | null}} challenge_open
 * @property {Session} challenge_play
 * @property {Session} daily
 * @property {Coach} coach
 * @property {DealProgress} deal_begin
 * @property {DealCheck} deal_check
 * @property {DealProgress} deal_commit
 * @property {DealProgress} deal_reveal
 * @property {DealShare} deal_share
 * @property {DealShares} deal_shares
 * @property {Session} guest_move
 * @property {Hello} hello
 * @property {Hint} hint
 * @property {Layout} layout
 * @property {LayoutOf} layout_of
 * @property {Session} line
 * @property {LineResult} line_result
 * @property {Session} load
 * @property {Log} log
 * @property {import("./answers.js").Ledger} ledger
 * @property {NetMessage} net_parse
 * @property {Extract<HostMessage, { type: "view" }>} net_view
 * @property {Session} new_game
 * @property {Session} next_round
 * @property {Session} play
 * @property {Position} position
 * @property {Position} position_read
 * @property {Session} puzzle
 * @property {{ puzzles: Puzzle[] }} puzzles
 * @property {GameRecord} record
 * @property {Replay} replay
 * @property {import("./answers.js").RulesRead} rules_read
 * @property {Session} seat_to_computer
 * @property {Session} setup
 * @property {SetupBoard} setup_board
 * @property {SetupTable} setup_table
 * @property {Session} state
 * @property {Summary} summary
 * @property {Session} undo
 * @property {Hint} view_hint
 * @property {import("./answers.js").Ledger} view_ledger
 * @property {Log} view_log
 */
/** @typedef {keyof OpAnswers} Op an operation's name */
/** @typedef {{ [K in Op]: OpAnswers[K] extends Session ? K : never }[Op]} SessionOp an operation answered with the state */
export {};
