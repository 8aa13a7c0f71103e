// The pure reads of the page's state (web/core/selectors.js): whose turn it is, whether the curtain
// hides the hands, what Undo would take back. Components and commands ask these same questions,
// so each answer here is what the table shows.

import { test } from "node:test";
import assert from "node:assert/strict";

import { createStore } from "../../web/core/store.js";
import {
  curtainUp,
  lastPlace,
  linkDown,
  passing,
  paused,
  personHere,
  placementsByTile,
  positionKey,
  undoFor,
  waitsForHand,
  yourTurn,
} from "../../web/core/selectors.js";

const BASE = createStore().get();
/** A mode that offers Undo, as a local table's does. */
const LOCAL = { ...BASE.mode, name: "local", undo: true };

/** An engine session: seat 0 is the person, `view` overrides the view's fields. */
function session({ view = {}, ...rest } = {}) {
  const fullView = { round: 1, history: [], current: 0, hand: ["1-2", "3-5"], round_over: false, ...view };
  return { human: 0, ...rest, view: fullView };
}

/** A page state with a session on the table. */
function state(patch = {}, sessionFields = {}) {
  return { ...BASE, mode: LOCAL, session: session(sessionFields), ...patch };
}

const place = (seat, tile) => ({ type: "place", seat, tile });
const draw = (seat) => ({ type: "draw", seat });

// ---- yourTurn ----

test("yourTurn: the person's seat is current and nothing is in the way", () => {
  assert.equal(yourTurn(state()), true);
});

test("yourTurn: not while another seat is current", () => {
  assert.equal(yourTurn(state({}, { view: { current: 1 } })), false);
});

test("yourTurn: not while a request is in flight, an error shows or the New game dialog is open", () => {
  assert.equal(yourTurn(state({ busy: true })), false);
  assert.equal(yourTurn(state({ error: new Error("x") })), false);
  assert.equal(yourTurn(state({ newGameOpen: true })), false);
});

test("yourTurn: not once the round is over, nor with no game", () => {
  assert.equal(yourTurn(state({}, { view: { round_over: true } })), false);
  assert.equal(yourTurn({ ...BASE }), false);
});

test("yourTurn: not for a host who only referees (the seat shown is no person's here)", () => {
  assert.equal(yourTurn(state({}, { people: [1, 2] })), false);
});

test("yourTurn: not for a guest whose link to the host is closed", () => {
  const net = { role: "guest", open: false, status: "reconnecting", seats: [], waiting: [] };
  assert.equal(yourTurn(state({ net })), false);
  assert.equal(yourTurn(state({ net: { ...net, open: true } })), true);
});

test("yourTurn: not behind the curtain of pass and play until the person shows their tiles", () => {
  const fields = { people: [0, 2], next_person: 0 };
  assert.equal(yourTurn(state({ shown: null }, fields)), false);
  assert.equal(yourTurn(state({ shown: 0 }, fields)), true);
});

// ---- the network ----

test("linkDown: only a guest's table with its link not open", () => {
  assert.equal(linkDown(state({ net: { role: "guest", open: false } })), true);
  assert.equal(linkDown(state({ net: { role: "guest", open: true } })), false);
  assert.equal(linkDown(state({ net: { role: "host" } })), false);
  assert.equal(linkDown(state()), false);
});

test("paused: a host's game waits while a guest is away, and only then", () => {
  assert.equal(paused(state({ net: { role: "host", waiting: [2] } })), true);
  assert.equal(paused(state({ net: { role: "host", waiting: [] } })), false);
  assert.equal(paused(state({ net: { role: "guest", waiting: [2] } })), false);
});

test("personHere: a session without `people` has its human here; with them, only if listed", () => {
  assert.equal(personHere(session()), true);
  assert.equal(personHere(session({ people: [0, 2] })), true);
  assert.equal(personHere(session({ people: [1] })), false);
});

// ---- pass and play ----

test("passing: several people at the device; one person or none is not passing", () => {
  assert.equal(passing(state({}, { people: [0, 1] })), true);
  assert.equal(passing(state({}, { people: [0] })), false);
  assert.equal(passing(state()), false);
  assert.equal(passing({ ...BASE }), false);
});

test("curtainUp: up while the next person has not shown their tiles, down once they have", () => {
  const fields = { people: [0, 1], next_person: 1 };
  assert.equal(curtainUp(state({ shown: 0 }, fields)), true);
  assert.equal(curtainUp(state({ shown: null }, fields)), true);
  assert.equal(curtainUp(state({ shown: 1 }, fields)), false);
});

test("curtainUp: never with one person, nor when no person is next", () => {
  assert.equal(curtainUp(state({ shown: null }, { people: [0], next_person: 0 })), false);
  assert.equal(curtainUp(state({ shown: null }, { people: [0, 1], next_person: null })), false);
});

test("waitsForHand: the curtain waits when the next person is also the current seat", () => {
  const fields = { people: [0, 1], next_person: 1, view: { current: 1 } };
  assert.equal(waitsForHand(state({ shown: 0 }, fields)), true);
});

test("waitsForHand: not while a computer plays before the next person, nor busy, nor at the round's end", () => {
  const fields = { people: [0, 2], next_person: 2, view: { current: 1 } };
  assert.equal(waitsForHand(state({ shown: 0 }, fields)), false);
  const due = { people: [0, 1], next_person: 1, view: { current: 1 } };
  assert.equal(waitsForHand(state({ shown: 0, busy: true }, due)), false);
  assert.equal(waitsForHand(state({ shown: 0 }, { ...due, view: { current: 1, round_over: true } })), false);
});

// ---- undo ----

test("undoFor: one person who has placed a tile this round may take it back on their turn", () => {
  const fields = { view: { history: [place(0, "1-1"), place(1, "1-4")] } };
  assert.deepEqual(undoFor(state({}, fields)), { seat: 0 });
});

test("undoFor: nothing to take back before the person's first placement (a draw is not one)", () => {
  assert.equal(undoFor(state({}, { view: { history: [place(1, "1-1"), draw(0)] } })), null);
});

test("undoFor: none in a mode without undo, with aids off, or while busy", () => {
  const fields = { view: { history: [place(0, "1-1")] } };
  assert.equal(undoFor(state({ mode: BASE.mode }, fields)), null);
  assert.equal(undoFor(state({}, { ...fields, aids: false })), null);
  assert.equal(undoFor(state({ busy: true }, fields)), null);
});

test("undoFor: one person, not on their turn: nothing", () => {
  const fields = { view: { history: [place(0, "1-1")], current: 1 } };
  assert.equal(undoFor(state({}, fields)), null);
});

test("undoFor: pass and play, the person holding the device while nobody else acted", () => {
  const fields = { people: [0, 1], next_person: 1, view: { history: [place(0, "2-2")], current: 1 } };
  assert.deepEqual(undoFor(state({ shown: 0 }, fields)), { seat: 0 });
});

test("undoFor: pass and play, another person has acted since: says who (`since`)", () => {
  const history = [place(0, "2-2"), place(1, "2-5")];
  const fields = { people: [0, 1], next_person: 0, view: { history, current: 0 } };
  assert.deepEqual(undoFor(state({ shown: 0 }, fields)), { seat: 0, since: 1 });
});

test("undoFor: pass and play, a computer's move since does not count as a person's", () => {
  const history = [place(0, "2-2"), place(1, "2-5")];
  const fields = { people: [0, 2], next_person: 2, view: { history, current: 2 } };
  assert.deepEqual(undoFor(state({ shown: 0 }, fields)), { seat: 0 });
});

// ---- the board and the hint ----

test("lastPlace: the newest placement, past later draws and passes", () => {
  const view = { history: [place(0, "1-1"), place(1, "1-4"), draw(0), { type: "pass", seat: 0 }] };
  assert.deepEqual(lastPlace(view), place(1, "1-4"));
  assert.equal(lastPlace({ history: [draw(0)] }), null);
  assert.equal(lastPlace({ history: [] }), null);
});

test("placementsByTile: each tile's ends in the engine's order, the opening as null, no draw", () => {
  const moves = [
    { type: "place", tile: "1-4", end: "A" },
    { type: "draw" },
    { type: "place", tile: "3-3" },
    { type: "place", tile: "1-4", end: "C" },
  ];
  const byTile = placementsByTile(moves);
  assert.deepEqual(
    [...byTile.entries()],
    [
      ["1-4", ["A", "C"]],
      ["3-3", [null]],
    ],
  );
  assert.equal(placementsByTile(undefined).size, 0);
});

test("positionKey: game number, round, history length, current seat and hand", () => {
  const fields = { view: { round: 2, history: [place(1, "1-1")], current: 0, hand: ["0-0", "6-6"] } };
  assert.equal(positionKey(state({ gen: 7 }, fields)), "7:2:1:0:0-0,6-6");
  assert.equal(positionKey({ ...BASE }), "");
});

test("positionKey: another move or another game is another position (a hint no longer holds)", () => {
  const fields = { view: { history: [place(1, "1-1")] } };
  const key = positionKey(state({ gen: 1 }, fields));
  assert.notEqual(positionKey(state({ gen: 2 }, fields)), key);
  assert.notEqual(positionKey(state({ gen: 1 }, { view: { history: [place(1, "1-1"), draw(0)] } })), key);
});
