// The table's lifecycle (web/play/flow.js) on the page's one store: a new table, a saved game's
// mode seated once the engine has loaded it, and a mode's own keys changed without the others.

import { test } from "node:test";
import assert from "node:assert/strict";

import { get, newTable, seatMode, update, updatePart } from "../../web/play/flow.js";

/** A mode that notes, in `events`, when it leaves. @param {string} name @param {string[]} events */
function mode(name, events) {
  const none = get().mode;
  return { ...none, name, leave: () => events.push(`${name} leaves`) };
}

test("updatePart changes one mode's keys and keeps its others and every other mode's", () => {
  const progress = get().puzzles.progress;
  update({ reach: { daily: null, challenge: null } });
  updatePart("puzzles", { set: { loading: true } });
  assert.deepEqual(get().puzzles, { set: { loading: true }, progress });
  assert.equal(get().puzzles.progress, progress);
  updatePart("positions", { share: { link: "x", refused: null, copied: true } });
  assert.deepEqual(get().positions, { editor: null, share: { link: "x", refused: null, copied: true } });
  assert.deepEqual(get().reach, { daily: null, challenge: null });
});

test("newTable: the mode before leaves, the table is cleared, the game number is new", () => {
  const events = /** @type {string[]} */ ([]);
  const first = mode("first", events);
  newTable(first);
  update({ selected: "3-5", log: [() => "said"], newGameOpen: true, busy: false });
  const gen = get().gen;
  const second = mode("second", events);
  assert.equal(newTable(second, { busy: false }), gen + 1);
  assert.deepEqual(events, ["first leaves"]);
  const s = get();
  assert.deepEqual(
    [s.gen, s.mode, s.selected, s.log, s.newGameOpen, s.busy],
    [gen + 1, second, null, [], false, false],
  );
});

test("newTable(null) keeps the mode until seatMode: the one before leaves before the new one is made", () => {
  const events = /** @type {string[]} */ ([]);
  const before = mode("before", events);
  newTable(before);
  const gen = newTable(null);
  assert.equal(get().gen, gen);
  assert.equal(get().mode, before);
  assert.deepEqual(events, []);
  const after = mode("after", events);
  seatMode(() => {
    events.push("after made");
    return after;
  });
  assert.deepEqual(events, ["before leaves", "after made"]);
  assert.equal(get().mode, after);
  assert.equal(get().gen, gen);
});
