// The engine's answers beside the game's own (docs/protocol.md): records, the log, the replay,
// the coach, what-if lines, the same deals, the summary, positions, a hand's count and which game
// a view is of. JSDoc typedefs only, no code; core/types.js names each for the page (import them
// from there).

/**
 * @typedef {import("./types.js").AnyLevel} AnyLevel
 * @typedef {import("./types.js").Board} Board
 * @typedef {import("./types.js").End} End
 * @typedef {import("./types.js").GameEvent} GameEvent
 * @typedef {import("./types.js").Move} Move
 * @typedef {import("./types.js").PlaceMove} PlaceMove
 * @typedef {import("./types.js").Origin} Origin
 * @typedef {import("./types.js").RoundResult} RoundResult
 * @typedef {import("./types.js").Rules} Rules
 * @typedef {import("./types.js").Seat} Seat
 * @typedef {import("./types.js").Tile} Tile
 * @typedef {import("./types.js").View} View
 */

// ---- Records and the other operations' answers -------------------------------------------

/**
 * @typedef {object} RecordDeal
 * @property {Tile[][]} hands
 * @property {Tile[]} boneyard
 * @property {number} starter
 * @property {[number, number][][] | null} lot [seat, die] pairs per throw
 */
/**
 * @typedef {object} RecordRound
 * @property {number} number
 * @property {number[]} scores_before
 * @property {RecordDeal} deal
 * @property {Move[]} moves
 * @property {string[]} [shares] a shared deal's seats' shares
 */
/**
 * A game's record (engine/record.py), as op_record gives it (with seats, levels, human, undos).
 * @typedef {object} GameRecord
 * @property {"five-up-game"} format
 * @property {number} version
 * @property {number} players
 * @property {number} seed
 * @property {Origin} origin
 * @property {Rules} [rules] absent in a version 1 record
 * @property {number} [salt]
 * @property {RecordRound[]} rounds
 * @property {string} [setup] a set-up game's position (notation)
 * @property {Seat[]} [seats]
 * @property {(AnyLevel | null)[]} [levels]
 * @property {number} [human]
 * @property {number} [undos]
 */

/**
 * log's answer.
 * @typedef {object} Log
 * @property {{ number: number, starter: number, scores_before: number[], events: GameEvent[],
 *   result: RoundResult | null, deal_seed: string | null }[]} rounds
 * @property {number} human
 * @property {Seat[]} seats
 */

/**
 * ledger's answer: what the table knows of the round on the table (engine/ledger.py).
 * @typedef {object} Ledger
 * @property {{ seat: number, tiles: number, lacks: number[] }[]} seats per seat, its tile count and
 *   the numbers it is known to hold none of
 * @property {number | null} boneyard its count; null in a game without a stock
 * @property {number | null} viewer the seat whose unseen tiles are listed; null: nobody's
 * @property {string[] | null} unseen the tiles that seat cannot see; null with no seat
 */

/** @typedef {{ view: View, round: number, rounds: number, steps: number }} Replay replay's answer */

/**
 * One decision the coach would have made otherwise.
 * @typedef {object} CoachMoment
 * @property {number} step
 * @property {PlaceMove} played the coach reviews placements only (engine/ai/coach.py)
 * @property {PlaceMove} better
 * @property {number} gain raw points
 * @property {Record<string, number>} values keyed "tile end", raw points
 * @property {number} display_gain in points, as the score sheet counts them (what the page says)
 * @property {Record<string, number>} display_values keyed "tile end", in points
 * @property {View} view the person's view before the move
 * @property {boolean} exact
 */
/**
 * What the partner's play said (engine/ai/partnernotes.py): a pass or a draw and the numbers the
 * table learned they hold none of, an opening of their choice and the numbers it showed, or a
 * number their placements showed again and again (`steps`: every move that did).
 * @typedef {{ kind: "pass" | "draw", step: number, numbers: number[] }
 *   | { kind: "led", step: number, tile: string, numbers: number[] }
 *   | { kind: "long", step: number, number: number, steps: number[] }} PartnerTold
 */
/**
 * A choice that went against what the partner said, and what the placement with them was worth.
 * @typedef {object} PartnerMissed
 * @property {number} step
 * @property {PlaceMove} played
 * @property {PlaceMove} better
 * @property {number[]} kept the partner's numbers it left showing more often
 * @property {number[]} avoided the numbers the partner lacks it left showing less often
 * @property {number} gain raw points
 * @property {number} display_gain in points, as the score sheet counts them
 * @property {boolean} exact
 */
/**
 * A placement that showed a number its player held no more of, and what came of it.
 * @typedef {object} PartnerMisled
 * @property {number} step
 * @property {PlaceMove} played
 * @property {number} number
 * @property {number | null} partner_step the partner showed the number again
 * @property {number | null} pass_step the player passed or drew with the number open
 * @property {PlaceMove | null} better the best placement that showed nothing missing, when worth more
 * @property {number | null} gain raw points
 * @property {number | null} display_gain in points, as the score sheet counts them
 * @property {boolean} exact
 */
/** @typedef {{ seat: number, told: PartnerTold[], missed: PartnerMissed[], misled: PartnerMisled[] }} PartnerNotes the coach's partnership notes */
/** @typedef {{ round: number, moments: CoachMoment[], total_gain: number, display_total_gain: number, partner: PartnerNotes | null }} Coach coach's answer (partner: null without partners) */

/**
 * line_result's answer: per side, the score change from the step to the round's end.
 * @typedef {object} LineResult
 * @property {number} round
 * @property {number} step
 * @property {number[] | null} line null while the line's round is on
 * @property {number[] | null} played null when that round had not ended in the record
 * @property {number[] | null} line_points
 * @property {number[] | null} played_points
 */

/**
 * again_hard's answer.
 * @typedef {object} AgainHard
 * @property {GameRecord} record
 * @property {number} rounds
 * @property {boolean} over
 * @property {number | null} winner
 * @property {number} seat
 * @property {number} side
 * @property {number[]} scores
 * @property {number[]} display_scores
 */

/**
 * @typedef {object} SummaryFigures per side
 * @property {number[]} placements
 * @property {number[]} muggins
 * @property {number[]} deductions
 * @property {number[]} total
 * @property {number[]} before
 * @property {number[]} after
 */
/**
 * @typedef {SummaryFigures & { number: number, finished: boolean, blocked: boolean,
 *   ender: number | null, ender_side: number | null, display: SummaryFigures }} SummaryRound
 */
/**
 * summary's answer (engine/summary.py).
 * @typedef {object} Summary
 * @property {number} players
 * @property {number} sides
 * @property {number[]} side_of
 * @property {Origin} origin
 * @property {Rules} rules
 * @property {boolean} over
 * @property {number | null} winner
 * @property {number[]} scores
 * @property {number[]} display_scores
 * @property {SummaryRound[]} rounds
 * @property {number} finished_rounds
 * @property {number[]} display_per_round
 */

/**
 * A position's object form (docs/notation.md).
 * @typedef {object} PositionForm
 * @property {{ tile: Tile, end: End | null }[]} board
 * @property {Tile[][]} hands
 * @property {Tile[] | null} boneyard null: unknown
 * @property {Tile[]} unseen
 * @property {number} turn
 * @property {Tile | null} drawn
 * @property {number[]} scores
 * @property {Rules} rules
 */
/** @typedef {{ notation: string, position: PositionForm, board: Board }} Position position's and position_read's answer */
/** @typedef {{ rules: Rules, text: string }} RulesRead rules_read's answer: a table's rules, and in the notation's short form */
/**
 * setup_table's answer: the set (R1.1), the player counts and their sides (R1.2).
 * @typedef {{ tiles: Tile[], players: number[], sides: Record<string, number> }} SetupTable
 */

/**
 * challenge_open's result for one code: the game as this engine replayed it (engine/challenge.py).
 * @typedef {{name: string | null, seat: number, players: number, levels: (string | null)[],
 *   scores: number[], display_scores: number[], winner: number | null, side: number, rounds: number,
 *   round_points: number[][],
 *   daily: string | null, same_deals: string}} ChallengeResult
 */

export {};

/**
 * How a hand the winning side takes was counted (engine/view.py hand_count), as data the page
 * says in the game's words.
 * @typedef {object} HandCount
 * @property {"out" | "blocked"} ended
 * @property {number | null} winner the side that took the count; null: a blocked hand tied
 * @property {"all" | "opponents"} counted whose hands
 * @property {number[]} counted_seats those seats
 * @property {number} pips their pips together
 * @property {number} less the winner's own pips taken off them (AF7's option "difference"), else 0
 * @property {"total-to-5" | "none"} rounding
 * @property {number} points what the winner took (as these games show points)
 * @property {number} bonus its capicúa bonus
 * @property {string[]} cites the rules this count followed, the engine's numbers
 */

/**
 * Which game a view is of (Rules.game): its preset, its rule numbers' prefix, the i18n key stem
 * of its name and its score sheet ("tally", R10's marks, or "count", a plain number).
 * @typedef {{ preset: string, rule: string, words: string, sheet: "tally" | "count" }} GameOfView
 */
