// The set-up editor's table (web/modes/setup.js): it asks the engine for the set and the player
// counts of the position's game (`setup_table` with the rules the position carries), so a block
// game's editor offers four players only and Five Up's two to four. The bridge is a stand-in that
// answers as the engine does and notes each call.

import { test } from "node:test";
import assert from "node:assert/strict";

import { get, update, wire } from "../../web/play/flow.js";
import { createSetupCommands } from "../../web/modes/setup.js";

const BLOCK = { preset: "partnership-block", target: 200, display_target: 200, counted: "all" };
const FIVE_UP = { target: 305, display_target: 61, muggins: false };
const COUNTS = {
  "partnership-block": { players: [4], sides: { 4: 2 } },
  "five-up": { players: [2, 3, 4], sides: { 2: 2, 3: 3, 4: 2 } },
};

/** A stand-in engine: the position on the table (or none) and the calls it was asked.
 * @param {Record<string, unknown> | null} rules */
function engine(rules) {
  const calls = /** @type {[string, Record<string, unknown>][]} */ ([]);
  const answers = {
    position: () => ({ position: { hands: [[], [], [], []], board: [], turn: 0, scores: [0, 0], rules } }),
    setup_table: (/** @type {{rules?: {preset?: string}}} */ args) => ({
      tiles: ["[0|0]"],
      ...COUNTS[/** @type {"five-up"} */ (args.rules?.preset ?? "five-up")],
    }),
    setup_board: () => ({ layout: {}, board: {}, fits: {}, steps: [], holds: {} }),
    position_read: () => ({}),
  };
  const call = async (/** @type {keyof typeof answers} */ op, /** @type {any} */ args) => {
    calls.push([op, args]);
    return answers[op](args);
  };
  return { call, calls };
}

/** The editor opened over a table whose position carries `rules`. @param {Record<string, unknown> | null} rules */
async function openOver(rules) {
  const bridge = engine(rules);
  wire(/** @type {any} */ ({ bridge }));
  update({ session: /** @type {any} */ ({ human: 0, people: [0], view: { round_over: false } }) });
  await createSetupCommands({ backToGame: () => {} }).openEditor();
  return bridge.calls;
}

test("with no position on the table (a round over) the editor asks for the default game's counts", async () => {
  const bridge = engine(null);
  wire(/** @type {any} */ ({ bridge }));
  update({ session: null });
  await createSetupCommands({ backToGame: () => {} }).openEditor();
  assert.deepEqual(bridge.calls[0], ["setup_table", {}]);
  assert.deepEqual(get().positions.editor?.table.players, [2, 3, 4]);
});

test("a block game's editor asks for its game's counts and offers four players only", async () => {
  const calls = await openOver(BLOCK);
  assert.deepEqual(
    calls.find(([op]) => op === "setup_table"),
    ["setup_table", { rules: BLOCK }],
  );
  assert.deepEqual(get().positions.editor?.table, { tiles: ["[0|0]"], players: [4], sides: { 4: 2 } });
});

test("a Five Up position (its rules name no preset) gets two to four players", async () => {
  const calls = await openOver(FIVE_UP);
  assert.deepEqual(
    calls.find(([op]) => op === "setup_table"),
    ["setup_table", { rules: FIVE_UP }],
  );
  assert.deepEqual(get().positions.editor?.table.players, [2, 3, 4]);
});

/** A stand-in engine for the editor's commands: a dealt table of two hands of one tile each (a
 * hand holds one tile: `holds`), and position_read refusing a position whose hands differ in size
 * the way the engine cites R1.3. */
function dealtEngine() {
  const calls = /** @type {[string, any][]} */ ([]);
  const hands = [["[0|0]"], ["[1|1]"]];
  /** @type {Record<string, (args: any) => unknown>} */
  const answers = {
    position: () => ({ position: { hands, board: [], turn: 0, scores: [0, 0], rules: null } }),
    setup_table: () => ({ tiles: ["[0|0]", "[0|1]", "[1|1]"], players: [2], sides: { 2: 2 } }),
    setup_board: () => ({ layout: {}, board: {}, fits: {}, steps: [], holds: { 2: [1, 1] } }),
    position_read: (args) => {
      const sizes = args.position.hands.map((/** @type {string[]} */ h) => h.length);
      if (sizes[0] !== sizes[1]) throw new Error("position: R1.3 on an empty board ...");
      return {};
    },
    setup: () => {
      throw new Error("not started in this test");
    },
  };
  const call = async (/** @type {string} */ op, /** @type {any} */ args) => {
    calls.push([op, args]);
    return answers[op](args);
  };
  return { call, calls };
}

test("a tile moved by the commands is checked by the engine: refused, then playable again (R1.3); a full hand takes none", async () => {
  const bridge = dealtEngine();
  wire(/** @type {any} */ ({ bridge }));
  update({ session: /** @type {any} */ ({ human: 0, people: [0], view: { round_over: false } }) });
  const setup = createSetupCommands({ backToGame: () => {} });
  await setup.openEditor();
  assert.deepEqual(get().positions.editor?.verdict, { checking: false, refused: null });
  await setup.pick("[0|0]");
  assert.equal(get().positions.editor?.picked, "[0|0]");
  await setup.placeIn(null); // to the stock: hands of 0 and 1
  const editor = get().positions.editor;
  assert.deepEqual([editor?.picked, editor?.choices.hands], [null, { "[1|1]": 1 }]);
  assert.deepEqual(editor?.verdict, { checking: false, refused: "position: R1.3 on an empty board ..." });
  const asked = bridge.calls.filter(([op]) => op === "position_read").at(-1)?.[1];
  assert.deepEqual(asked.position.hands, [[], ["[1|1]"]]);
  await setup.pick("[0|0]");
  await setup.placeIn(0);
  assert.deepEqual(get().positions.editor?.verdict, { checking: false, refused: null });
  assert.deepEqual(get().positions.editor?.choices.hands, { "[0|0]": 0, "[1|1]": 1 });
  await setup.pick("[0|1]");
  await setup.placeIn(1); // full: a hand holds one here
  assert.deepEqual(get().positions.editor?.choices.hands, { "[0|0]": 0, "[1|1]": 1 });
  assert.equal(get().positions.editor?.picked, "[0|1]");
});
