// The set-up editor's model (web/modes/setupedit.js): a tile tapped is chosen, tapped again
// unchosen; the last tile on the board is picked up from it; tiles move between hands and the
// stock; each hand's count against the most the engine says it may hold (R1.3, R7.2); the
// position and seats the editor sends.

import { test } from "node:test";
import assert from "node:assert/strict";

import {
  bounds,
  canTake,
  choicesFrom,
  choose,
  counts,
  moveTile,
  placeOf,
  positionOf,
  seatsOf,
  tapTile,
} from "../../web/modes/setupedit.js";

const TILES = ["[0|0]", "[0|1]", "[1|1]", "[0|2]", "[1|2]", "[2|2]"];
const TABLE = { tiles: TILES, players: [2, 3, 4], sides: { 2: 2, 3: 3, 4: 2 } };

/** An editor over TABLE: `hands` tile to seat, `steps` on the board, a hand holding 1..`most`.
 * @param {Record<string, number>} hands @param {string[]} [board] @param {number} [most] */
function editor(hands, board = [], most = 2) {
  const choices = { ...choicesFrom(TABLE, null), hands };
  const steps = board.map((tile, i) => ({ tile, end: i ? "x" : null }));
  const holds = { 2: [1, most], 3: [1, most], 4: [1, most] };
  return { table: TABLE, steps, holds, picked: /** @type {string | null} */ (null), choices };
}

test("a fresh editor has the game's first count of players, empty hands and zero scores", () => {
  assert.deepEqual(choicesFrom(TABLE, null), {
    hands: {},
    players: 2,
    turn: 0,
    scores: [0, 0],
    boneyard: "unknown",
    opponents: "computers",
  });
});

test("the editor opened on a position keeps its hands, turn and scores", () => {
  const draft = /** @type {any} */ ({ hands: [["[0|0]"], ["[1|1]"], ["[2|2]"]], turn: 2, scores: [5, 0, 10] });
  const choices = choicesFrom(TABLE, draft);
  assert.deepEqual(choices.hands, { "[0|0]": 0, "[1|1]": 1, "[2|2]": 2 });
  assert.deepEqual([choices.players, choices.turn, choices.scores], [3, 2, [5, 0, 10]]);
});

test("a tile tapped is chosen, tapped again unchosen; another tapped replaces it", () => {
  const ed = editor({});
  assert.deepEqual(tapTile(ed, "[0|1]"), { picked: "[0|1]", pickUp: false });
  ed.picked = "[0|1]";
  assert.deepEqual(tapTile(ed, "[0|1]"), { picked: null, pickUp: false });
  assert.deepEqual(tapTile(ed, "[2|2]"), { picked: "[2|2]", pickUp: false });
});

test("on the board only the last tile placed is picked up again; one under it stays", () => {
  const ed = editor({}, ["[1|1]", "[1|2]"]);
  assert.deepEqual(tapTile(ed, "[1|2]"), { picked: "[1|2]", pickUp: true });
  assert.deepEqual(tapTile(ed, "[1|1]"), { picked: null, pickUp: false });
});

test("where each tile is, and how many each hand, the stock and the board hold", () => {
  const ed = editor({ "[0|0]": 0, "[0|1]": 1, "[0|2]": 1 }, ["[1|1]"]);
  assert.deepEqual(
    TILES.map((tile) => placeOf(ed, tile)),
    [0, 1, "board", 1, "stock", "stock"],
  );
  assert.deepEqual(counts(ed), { hands: [1, 2], stock: 2, board: 1 });
});

test("a full hand takes no tile; one with room does; the chosen tile's own hand does not", () => {
  // R7.2 via the engine's holds: at most 2 here.
  const ed = editor({ "[0|0]": 0, "[0|1]": 1, "[0|2]": 1 }, [], 2);
  assert.deepEqual(bounds(ed), [1, 2]);
  assert.equal(canTake(ed, 0), false); // nothing chosen
  ed.picked = "[2|2]";
  assert.deepEqual([canTake(ed, 0), canTake(ed, 1)], [true, false]);
  ed.picked = "[0|0]";
  assert.equal(canTake(ed, 0), false);
});

test("a tile moves into a hand, to another, and back to the stock", () => {
  let choices = choicesFrom(TABLE, null);
  choices = moveTile(choices, "[1|2]", 1);
  assert.deepEqual(choices.hands, { "[1|2]": 1 });
  choices = moveTile(choices, "[1|2]", 0);
  assert.deepEqual(choices.hands, { "[1|2]": 0 });
  assert.deepEqual(moveTile(choices, "[1|2]", null).hands, {});
});

test("fewer players give the seats past them back to the stock and follow the sides' scores (R1.2)", () => {
  let choices = choose(choicesFrom(TABLE, null), "players", "4", TABLE);
  choices = { ...moveTile(moveTile(choices, "[0|0]", 3), "[1|1]", 1), turn: 3 };
  assert.deepEqual(choices.scores, [0, 0]); // four players: two partnerships
  choices = choose(choices, "players", "3", TABLE);
  assert.deepEqual([choices.hands, choices.turn, choices.scores], [{ "[1|1]": 1 }, 2, [0, 0, 0]]);
  choices = choose(choose(choices, "score:1", "15", TABLE), "turn", "1", TABLE);
  assert.deepEqual([choices.scores, choices.turn], [[0, 15, 0], 1]);
  choices = choose(choose(choices, "boneyard", "given", TABLE), "opponents", "people", TABLE);
  assert.deepEqual([choices.boneyard, choices.opponents], ["given", "people"]);
});

test("the position sent: each hand in the set's order, the stock as the boneyard when given", () => {
  const ed = editor({ "[2|2]": 0, "[0|0]": 0, "[0|1]": 1 }, ["[1|1]"]);
  assert.deepEqual(positionOf(ed, null), {
    hands: [["[0|0]", "[2|2]"], ["[0|1]"]],
    boneyard: null,
    turn: 0,
    drawn: null,
    scores: [0, 0],
    rules: null,
  });
  ed.choices = { ...ed.choices, boneyard: "given" };
  assert.deepEqual(positionOf(ed, null).boneyard, ["[0|2]", "[1|2]"]);
});

test("the seats: a person and the level's computers, or people in every seat", () => {
  const choices = choicesFrom(TABLE, null);
  assert.deepEqual(seatsOf(choices, "normal"), [{ kind: "person" }, { kind: "computer", level: "normal" }]);
  assert.deepEqual(seatsOf({ ...choices, opponents: "people" }, "normal"), [{ kind: "person" }, { kind: "person" }]);
});
