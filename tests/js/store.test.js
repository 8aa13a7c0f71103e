// The page's one state (web/core/store.js): it changes only by `update`, each change is a new
// frozen state, and every subscriber hears it in the order it subscribed.

import { test } from "node:test";
import assert from "node:assert/strict";

import { createStore } from "../../web/core/store.js";

test("a new store starts with no game: not ready, no session, no mode that undoes", () => {
  const state = createStore().get();
  assert.equal(state.ready, false);
  assert.equal(state.session, null);
  assert.equal(state.gen, 0);
  assert.equal(state.mode.name, "none");
  assert.equal(state.mode.undo, false);
  assert.deepEqual(state.log, []);
});

test("update replaces the state with a new frozen one and leaves the old one as it was", () => {
  const store = createStore();
  const before = store.get();
  store.update({ busy: true, selected: "3-5" });
  const after = store.get();
  assert.notEqual(after, before);
  assert.equal(after.busy, true);
  assert.equal(after.selected, "3-5");
  assert.equal(before.busy, false);
  assert.equal(before.selected, null);
  assert.ok(Object.isFrozen(after));
  assert.throws(() => {
    after.busy = false; // a module is strict: writing a frozen field throws
  }, TypeError);
});

test("update keeps every field the patch does not name", () => {
  const store = createStore();
  store.update({ gen: 4, speed: "fast" });
  store.update({ busy: true });
  assert.equal(store.get().gen, 4);
  assert.equal(store.get().speed, "fast");
});

test("subscribers hear each update in the order they subscribed, with the state before", () => {
  const store = createStore();
  /** @type {string[]} */
  const heard = [];
  store.subscribe((state, before) => heard.push(`a:${before.gen}->${state.gen}`));
  store.subscribe((state, before) => heard.push(`b:${before.gen}->${state.gen}`));
  store.update({ gen: 1 });
  store.update({ gen: 2 });
  assert.deepEqual(heard, ["a:0->1", "b:0->1", "a:1->2", "b:1->2"]);
});

test("a subscriber reading the store during an update sees the new state", () => {
  const store = createStore();
  /** @type {boolean[]} */
  const seen = [];
  store.subscribe(() => seen.push(store.get().busy));
  store.update({ busy: true });
  assert.deepEqual(seen, [true]);
});

test("redraw tells every subscriber the same state as before and after (a change of language)", () => {
  const store = createStore();
  store.update({ gen: 3 });
  /** @type {[number, number, boolean][]} */
  const calls = [];
  store.subscribe((state, before) => calls.push([state.gen, before.gen, state === before]));
  store.redraw();
  assert.deepEqual(calls, [[3, 3, true]]);
});

test("a store made from a given state starts from it", () => {
  const base = createStore().get();
  const store = createStore({ ...base, speed: "slow", gen: 9 });
  assert.equal(store.get().speed, "slow");
  assert.equal(store.get().gen, 9);
});
