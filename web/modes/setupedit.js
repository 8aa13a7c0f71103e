// The set-up editor's model (modes/setup.js's commands change it, dialogs/setup.js draws it): which
// tile is chosen, where each tile is (a hand, the board, or not dealt), how many each hand holds
// against what the engine says it may hold, and the position it all makes. Pure functions of plain
// values, so the editor's behaviour is tested without a page (tests/js/setupedit.test.js). The
// rules are the engine's: the counts a hand may hold come from its `setup_board` answer (`holds`).

/**
 * @typedef {import("../core/types.js").Tile} Tile
 * @typedef {import("../core/types.js").Rules} Rules
 * @typedef {import("../core/types.js").SetupTable} SetupTable
 * @typedef {import("../core/types.js").PositionForm} PositionForm
 * @typedef {import("../core/store.js").SetupChoices} Choices
 * @typedef {import("../core/store.js").Step} Step
 * @typedef {{table: SetupTable, steps: Step[], holds: Record<string, number[]>, picked: Tile | null,
 *   choices: Choices}} Model  what the model reads of the editor
 * @typedef {number | "stock" | "board"} Place  where a tile is: a seat's hand, not dealt, the board
 * @typedef {{hands: Tile[][], boneyard: Tile[] | null, turn: number, drawn: null, scores: number[],
 *   rules: Rules | null}} PositionChoice  a position as the editor sends it (the board is the steps')
 * @typedef {{kind: "person"} | {kind: "computer", level: string | null}} SeatChoice
 */

/** The choices the editor opens with: the draft's (the position on the table), else a table of
 * the game's first player count with empty hands.
 * @param {SetupTable} table @param {PositionForm | null} draft @returns {Choices} */
export function choicesFrom(table, draft) {
  /** @type {Record<Tile, number>} */
  const hands = {};
  draft?.hands.forEach((hand, seat) => hand.forEach((tile) => (hands[tile] = seat)));
  const players = draft ? draft.hands.length : table.players[0];
  const scores = draft ? [...draft.scores] : Array(table.sides[String(players)]).fill(0);
  return { hands, players, turn: draft ? draft.turn : 0, scores, boneyard: "unknown", opponents: "computers" };
}

/** Where `tile` is now. @param {Model} ed @param {Tile} tile @returns {Place} */
export function placeOf(ed, tile) {
  if (ed.steps.some((step) => step.tile === tile)) return "board";
  return ed.choices.hands[tile] ?? "stock";
}

/** How many tiles each hand, the stock and the board hold.
 * @param {Model} ed @returns {{hands: number[], stock: number, board: number}} */
export function counts(ed) {
  const hands = Array(ed.choices.players).fill(0);
  let stock = 0;
  for (const tile of ed.table.tiles) {
    const at = placeOf(ed, tile);
    if (typeof at === "number") hands[at] += 1;
    else if (at === "stock") stock += 1;
  }
  return { hands, stock, board: ed.steps.length };
}

/** The fewest and most tiles one hand may hold beside this board, the engine's word (R1.3, R7.2,
 * R8.1); [0, 0] until it has said. @param {Model} ed @returns {[number, number]} */
export function bounds(ed) {
  const [least = 0, most = 0] = ed.holds[String(ed.choices.players)] ?? [];
  return [least, most];
}

/** Whether the chosen tile may go into `seat`'s hand: a tile is chosen, it is not there already,
 * and the hand is not full. @param {Model} ed @param {number} seat */
export function canTake(ed, seat) {
  if (!ed.picked || placeOf(ed, ed.picked) === seat) return false;
  return counts(ed).hands[seat] < bounds(ed)[1];
}

/** Tapping a tile: chosen; tapped again, unchosen. A tile on the board is chosen only as the last
 * one placed (it is taken back first: "pickUp"); any other on the board stays ("none").
 * @param {Model} ed @param {Tile} tile @returns {{picked: Tile | null, pickUp: boolean}} */
export function tapTile(ed, tile) {
  if (placeOf(ed, tile) === "board") {
    const last = ed.steps.at(-1)?.tile === tile;
    return { picked: last ? tile : ed.picked, pickUp: last };
  }
  return { picked: ed.picked === tile ? null : tile, pickUp: false };
}

/** The choices with `tile` in `seat`'s hand, or not dealt (null). @param {Choices} choices
 * @param {Tile} tile @param {number | null} seat @returns {Choices} */
export function moveTile(choices, tile, seat) {
  const hands = { ...choices.hands };
  if (seat === null) delete hands[tile];
  else hands[tile] = seat;
  return { ...choices, hands };
}

/** A choice of the editor's fields changed: `players` (seats past the count give their tiles back
 * to the stock; the scores follow the count's sides), `turn`, `score:<side>`, `boneyard`,
 * `opponents`. @param {Choices} choices @param {string} name @param {string} value
 * @param {SetupTable} table @returns {Choices} */
export function choose(choices, name, value, table) {
  if (name === "players") {
    const players = Number(value);
    const hands = Object.fromEntries(Object.entries(choices.hands).filter(([, seat]) => seat < players));
    const scores = Array(table.sides[value]).fill(0);
    return { ...choices, players, hands, scores, turn: Math.min(choices.turn, players - 1) };
  }
  if (name === "turn") return { ...choices, turn: Number(value) };
  if (name.startsWith("score:")) {
    const scores = [...choices.scores];
    scores[Number(name.slice(6))] = Number(value) || 0;
    return { ...choices, scores };
  }
  if (name === "boneyard") return { ...choices, boneyard: value === "given" ? "given" : "unknown" };
  if (name === "opponents") return { ...choices, opponents: value === "people" ? "people" : "computers" };
  return choices;
}

/** The position the editor describes, in the engine's object form (its board: the steps).
 * @param {Model} ed @param {Rules | null} rules @returns {PositionChoice} */
export function positionOf(ed, rules) {
  const { choices } = ed;
  /** @type {Tile[][]} */
  const hands = Array.from({ length: choices.players }, () => []);
  /** @type {Tile[]} */
  const unseen = [];
  for (const tile of ed.table.tiles) {
    const at = placeOf(ed, tile);
    if (typeof at === "number") hands[at].push(tile);
    else if (at === "stock") unseen.push(tile);
  }
  const boneyard = choices.boneyard === "given" ? unseen : null;
  return { hands, boneyard, turn: choices.turn, drawn: null, scores: choices.scores, rules };
}

/** The seats: a person in seat 1 and `level`'s computers, or people in every seat.
 * @param {Choices} choices @param {string | null} level @returns {SeatChoice[]} */
export function seatsOf(choices, level) {
  return Array.from({ length: choices.players }, (_, seat) =>
    choices.opponents === "people" || seat === 0 ? { kind: "person" } : { kind: "computer", level },
  );
}
