// The page's one state. Only the command layer (play/, modes/) changes it, through `update`;
// components subscribe and draw themselves from it. A reader follows every change the same way:
// input (core/actions.js) -> command -> worker -> store -> render.

/**
 * @typedef {import("./types.js").Board} Board
 * @typedef {import("./types.js").End} End
 * @typedef {import("./types.js").Layout} Layout
 * @typedef {import("./mode.js").Mode} Mode
 * @typedef {import("./types.js").Move} Move
 * @typedef {import("./types.js").PositionForm} PositionForm
 * @typedef {import("./types.js").Puzzle} Puzzle
 * @typedef {import("./types.js").Rules} Rules
 * @typedef {import("./types.js").SetupTable} SetupTable
 * @typedef {import("./types.js").Tile} Tile
 * @typedef {import("./types.js").View} View
 */

/**
 * @typedef {() => string} Say  a text kept as a function, so a change of language says it again
 * @typedef {import("./types.js").Session & {guest?: boolean}} Session  the engine's last answer for
 *   the game on the table (a guest's is made of the host's `view` message: `guest` true)
 * @typedef {{url: string, username: string, credential: string}} TurnServer  a relay for when there is no
 *   direct route (play/turn.js): its turn: or turns: address and the user name and password it takes
 * @typedef {{key: string, move: Move}} Hint  the hard computer's move for one position of the person's turn
 * @typedef {{on?: boolean, state?: "ask" | "sending" | "failed", relays: string[]}} RelayState  "Connect
 *   automatically" (modes/autojoin.js): the host's choice, or where the guest's tap is; the relays' names
 * @typedef {{seat: number, name: string | null, state: "inviting" | "connecting" | "connected" | "failed" | "gone", link: string | null, error: Say | null}} NetSeat
 * @typedef {{
 *   role: "host" | "guest", status: "connected" | "reconnecting" | "offline",
 *   seats: NetSeat[], reply: string | null, seat: number | null, waiting: number[],
 *   note: Say | null, deal: {round: number, fair: boolean, reason: string | null} | null,
 *   rules?: import("./games.js").ChosenRules, open?: boolean, rejoining?: boolean, relay?: RelayState | null,
 *   joined?: Joined | null, unknown?: Say | null, invited?: Invited | null,
 * }} NetState  a table over the network: this page's role, its links, what it waits for; the
 *   host's also the table's rules; a guest's whether its link is open, whether it was at the table
 *   before, whose table it joined on which rules, and why it cannot play a table of a game it does not know
 * @typedef {{host: string | null, rules: import("./types.js").Rules}} Joined  a guest's table: the host's
 *   name (null: none given) and the rules the welcome gave
 * @typedef {{host: string | null, rules: import("./types.js").Rules | null, game: Say | null}} Invited  who invites a
 *   guest and to what, as the link says before connecting: the rules the engine read, or an unknown game's words
 * @typedef {{data: Puzzle, number: number, total: number, result: {solved: boolean, index: number} | null}} PuzzleOnTable
 * @typedef {{loading?: boolean, puzzles?: Puzzle[], error?: string}} PuzzleSet  the checked puzzles, or why not yet
 * @typedef {{solved: string[], failed: string[], streak: number, best: number}} PuzzleProgress
 * @typedef {{tile: Tile, end: End | null}} Step  a placement of the set-up editor's board
 * @typedef {{
 *   hands: Record<Tile, number>, players: number, turn: number, scores: number[],
 *   boneyard: "unknown" | "given", opponents: "computers" | "people",
 * }} SetupChoices  the set-up editor's choices (modes/setupedit.js): the seat holding each dealt
 *   tile (a tile not named: not dealt), the players, who is to play, the sides' raw scores,
 *   whether the boneyard's order is given, and who plays the other seats
 * @typedef {{
 *   table: SetupTable, draft: PositionForm | null, steps: Step[], board: Board, layout: Layout,
 *   fits: Record<Tile, (End | null)[]>, holds: Record<string, number[]>, picked: Tile | null,
 *   refused: string | null, gen: number, choices: SetupChoices,
 *   verdict: {checking: boolean, refused: string | null},
 * }} Editor  the set-up editor: the engine's table, its draft, board (and how many tiles a hand
 *   may hold beside it), the tile chosen, a placement refused, the choices (modes/setupedit.js) and
 *   the engine's verdict on the position they make (refused: why "Play this position" is not offered)
 * @typedef {{
 *   ready: boolean, stage: string | null, loaded: {received: number, expected: number} | null, fatal: boolean, error: Error | null,
 *   session: Session | null, gen: number, busy: boolean,
 *   selected: Tile | null, drawn: Tile | null, thinking: number | null,
 *   hint: Hint | null, asking: boolean, claiming: boolean,
 *   layout: Layout | null, reshaping: boolean, flying: Tile | null,
 *   newGameOpen: boolean, summary: View | null, lot: boolean, tally: boolean, flash: {side: number, points: number} | null,
 *   speed: string, autoForced: boolean, sound: boolean, forced: "draw" | "pass" | null, shown: number | null, passBack: number | null, muggins: Say | null, curtainKept: boolean,
 *   status: Say, prompt: Say, log: Say[], logLanguage: string | null, net: NetState | null, stun: string, turn: TurnServer | null, line: {round: number, step: number} | null,
 *   puzzle: PuzzleOnTable | null, mode: Mode, offerTaken: boolean,
 *   positions: Positions, puzzles: Puzzles, reach: Reach,
 * }} PageState  the table's and the page's keys; each mode's own keys under its one key
 * @typedef {{link: string | null, refused: string | null, copied: boolean}} PositionShared  a position's
 *   link on show, or why there is none
 * @typedef {{editor: Editor | null, share: PositionShared | null}} Positions  set-up positions' own
 *   (modes/setup.js): the editor, the position's link
 * @typedef {{set: PuzzleSet | null, progress: PuzzleProgress}} Puzzles  the puzzles' own
 *   (modes/puzzle.js): the checked set, the progress kept on this device
 * @typedef {{daily: DailyOnTable | null, challenge: ChallengeOnTable | null}} Reach  the daily deal's
 *   and challenge links' own (modes/reach.js)
 * @typedef {{won: boolean, scores: number[], rounds: number, code: string, lines: string[]}} DailyResult
 *   a daily try's end: the display scores (yours first), a line of symbols per round, its challenge code
 * @typedef {{date: string, counted: boolean, result: DailyResult | null, hard: number[] | null,
 *   hardRounds: number | null, shared: Shared | null, closed: boolean}} DailyOnTable  the daily deal on the table (modes/reach.js)
 * @typedef {{link: string, text: string, copied: boolean}} Shared  a result shared: on the clipboard, or shown to copy
 * @typedef {import("./answers.js").ChallengeResult} ChallengeResult
 * @typedef {{checking: boolean, refused: string | null, code: string | null, vs: string | null,
 *   them: ChallengeResult | null, answer: ChallengeResult | null, playing: boolean,
 *   shared: Shared | null, countedTry: boolean, naming: {game: string} | null, name: string,
 *   played: {total: number, rounds: number[]} | null}} ChallengeOnTable  a challenge opened, played or made
 *   (modes/reach.js); `countedTry`: it is today's deal and this device's try is not taken, so
 *   playing it is that try (persist/daily.js); `naming`: a link being made asks a name first (the
 *   game of the match history's, or "" for the one on the table); `name`: the name offered in its
 *   field (the one kept, persist/challenges.js); `played`: the person's game on its deals once over
 */

/** The mode before any game: nothing to play, nothing to hold. @type {Mode} */
const NO_GAME = Object.freeze({
  name: "none", undo: false, saved: false, play: async () => {}, hint: () => null, nextRound: async () => {},
  layout: async () => null, shown: async () => {}, waits: () => null, leave: () => {},
}); // prettier-ignore

/** @type {PageState} */
const INITIAL = {
  mode: NO_GAME, // the way of playing on the table (web/modes/; play/flow.js newTable sets it)
  offerTaken: false, // the address's house rules have been offered once this visit
  ready: false, // the engine has loaded
  stage: null, // the engine's last loading stage
  loaded: null, // the bytes of the engine's files received and expected, while they come
  fatal: false, // the engine cannot start
  error: null, // the error on show
  session: null,
  gen: 0, // bumps on every new game; answers for an older game are dropped
  busy: false, // a request for the current game is in flight
  selected: null, // tile text the person chose
  drawn: null, // tile the person just drew, highlighted in the hand
  thinking: null, // seat of the computer being asked for a move
  hint: null,
  asking: false, // a hint request is in flight
  claiming: false, // the Muggins claim question is up (H2)
  layout: null, // the board's geometry for the session's view
  reshaping: false, // the board's canvas changed shape: a layout for its new shape is on its way
  flying: null, // the tile on its way to the table, not drawn there yet
  newGameOpen: false, // the New game dialog is open
  summary: null, // the view whose round summary is up
  lot: false, // the card with the lot for the first move is up
  flash: null, // the points a placement just scored, shown beside its side's score
  tally: false, // the scores are also shown as a paper tally (R10)
  speed: "normal", // the computers' pace, one of play/advance.js's PACES (remembered)
  autoForced: true, // the person's forced draw or pass goes by itself (remembered)
  sound: false, // the sounds are on (muted by default; remembered)
  forced: null, // the person's forced move ("draw" or "pass") about to go by itself
  shown: null, // pass and play: the person whose tiles are shown (null: nobody's yet)
  passBack: null, // pass and play: the person an undo gave the move back to, behind their curtain
  curtainKept: false, // a side game from a table where several people pass the device: its hands wait behind the curtain too
  muggins: null, // the last Muggins in words, said until the next person acts (H2)
  status: () => "", // the last announcement (the status line, read out by screen readers)
  prompt: () => "", // what to do now, when there is no game to say it from
  log: [], // the round's announcements, newest first
  logLanguage: null, // the language of a resumed save's log lines (text, not said again); null: none
  stun: "", // the STUN server's address for tables across networks ("" none, the default; remembered)
  turn: null, // the TURN server that relays when there is no direct route (null none, the default; remembered)
  net: null, // a table over the network: this page's role, its links, what it waits for (modes/host.js, modes/guest.js)
  line: null, // a what-if line on the table: the round and step it starts from (modes/line.js)
  puzzle: null, // the puzzle on the table: {data, number, total, result: null | {solved, index}} (modes/puzzle.js)
  // each mode's own keys (a part changed with play/flow.js's updatePart, the rest kept):
  positions: {
    editor: null, // the set-up editor: the engine's table, its draft, board and refusal
    share: null, // the position's link on show, or why there is none
  },
  puzzles: {
    set: null, // the checked puzzles, {puzzles} or {loading} or {error}
    progress: { solved: [], failed: [], streak: 0, best: 0 }, // kept on this device
  },
  reach: {
    daily: null, // the daily deal on the table: its date, counted or practice, its result
    challenge: null, // a challenge checked, played, or this game's made
  },
};

/** @typedef {(state: PageState, before: PageState) => void} Subscriber */

/**
 * A state that changes only by `update` and tells each subscriber, in order of subscription.
 * @param {PageState} initial
 */
export function createStore(initial = INITIAL) {
  let state = Object.freeze({ ...initial });
  /** @type {Subscriber[]} */
  const subscribers = [];
  return {
    /** @returns {PageState} */
    get: () => state,
    /** @param {Partial<PageState>} patch */
    update(patch) {
      const before = state;
      state = Object.freeze({ ...state, ...patch });
      for (const fn of subscribers) fn(state, before);
    },
    /** @param {Subscriber} fn */
    subscribe(fn) {
      subscribers.push(fn);
    },
    /** Draw everything again from the same state (a change of language). */
    redraw() {
      for (const fn of subscribers) fn(state, state);
    },
  };
}

/** @typedef {ReturnType<typeof createStore>} Store */

export const store = createStore();
