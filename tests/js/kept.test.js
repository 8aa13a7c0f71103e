// The kept-data readers (web/core/kept.js over web/core/storage.js): saved text is parsed without a
// throw (parseKept); a kept JSON value over its bound or failing its check is never dropped: it is
// moved aside under "<prefix><time>" and reported once; with no room for the copy it stays in place
// and is not written over by accident.
// localStorage is a small in-memory stand-in, set on `window` before storage.js probes it.

import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { installMemoryStorage } from "./memorystorage.js";

const local = installMemoryStorage();
const { KEYS, storage } = await import("../../web/core/storage.js");
const { KeptJson, isInt, isPlain, parseKept } = await import("../../web/core/kept.js");

beforeEach(() => {
  local.items.clear();
  local.full = false;
});

/** A kept list of numbers under KEYS.stats, its refusals collected. */
function keptNumbers(maxChars = 100) {
  const reports = [];
  const kept = new KeptJson({
    key: KEYS.stats,
    prefix: KEYS.statsRejected,
    maxChars,
    check: (value) => (Array.isArray(value) && value.every(isInt) ? null : "numbers"),
    report: (refusal) => reports.push(refusal),
  });
  return { kept, reports };
}

test("storage probes localStorage once and finds writes work", () => {
  assert.equal(storage.available, true);
  assert.equal(storage.reason, null);
});

test("every key the page keeps is under five-up:", () => {
  assert.equal(KEYS.save, "five-up:save");
  assert.equal(KEYS.statsRejected, "five-up:stats:rejected:");
  assert.deepEqual(
    Object.values(KEYS).filter((key) => !key.startsWith("five-up:")),
    [],
  );
});

test("a key of an earlier version is read under its old name and moved to the new one", () => {
  local.setItem("fiveup.lang", "fi");
  assert.equal(storage.get(KEYS.lang), "fi");
  assert.equal(local.getItem(KEYS.lang), "fi");
  assert.equal(local.getItem("fiveup.lang"), null);
});

test("with no room for the new name, the earlier key stays and is still read", () => {
  local.setItem("fiveup.tally", "on");
  local.full = true;
  assert.equal(storage.get(KEYS.tally), "on");
  assert.equal(local.getItem("fiveup.tally"), "on");
  assert.equal(local.getItem(KEYS.tally), null);
});

test("a refused write says false and why (full)", () => {
  local.full = true;
  assert.equal(storage.set(KEYS.sound, "on"), false);
  assert.equal(storage.reason, "full");
  local.full = false;
  assert.equal(storage.set(KEYS.sound, "on"), true);
  assert.equal(storage.reason, null);
});

test("keys(prefix) lists only the keys under the prefix", () => {
  local.setItem("five-up:stats:rejected:1", "x");
  local.setItem("five-up:stats", "[]");
  local.setItem("other", "y");
  assert.deepEqual(storage.keys(KEYS.statsRejected), ["five-up:stats:rejected:1"]);
});

test("a kept value that passes its check is read as it was written", () => {
  const { kept, reports } = keptNumbers();
  assert.equal(kept.read(), null);
  assert.equal(kept.write([1, 2, 3]), true);
  assert.deepEqual(kept.read(), [1, 2, 3]);
  assert.deepEqual(reports, []);
});

test("text that is not JSON is checked as null, moved aside and reported once", (t) => {
  t.mock.method(Date, "now", () => 1234);
  local.setItem(KEYS.stats, "{not json");
  const { kept, reports } = keptNumbers();
  assert.equal(kept.read(), null);
  assert.deepEqual(reports, [{ field: "numbers", kept: true, aside: "five-up:stats:rejected:1234" }]);
  assert.equal(local.getItem("five-up:stats:rejected:1234"), "{not json");
  assert.equal(local.getItem(KEYS.stats), null);
  assert.equal(kept.read(), null);
  assert.equal(reports.length, 1);
});

test("a value failing its check is reported by the field its check names", () => {
  local.setItem(KEYS.stats, "[1, 2.5]");
  const { kept, reports } = keptNumbers();
  assert.equal(kept.read(), null);
  assert.equal(reports[0].field, "numbers");
});

test("text over the bound is refused as size, unparsed", () => {
  local.setItem(KEYS.stats, JSON.stringify(Array(60).fill(1)));
  const { kept, reports } = keptNumbers(100);
  assert.equal(kept.read(), null);
  assert.equal(reports[0].field, "size");
});

test("a second copy aside in the same millisecond gets a fresh key", (t) => {
  t.mock.method(Date, "now", () => 7);
  local.setItem("five-up:stats:rejected:7", "older");
  local.setItem(KEYS.stats, "nope");
  const { kept, reports } = keptNumbers();
  kept.read();
  assert.equal(reports[0].aside, "five-up:stats:rejected:7+");
  assert.equal(local.getItem("five-up:stats:rejected:7"), "older");
});

test("with no room for the copy, the text stays in place, reported once, and blocks", () => {
  local.setItem(KEYS.stats, "nope");
  local.full = true;
  const { kept, reports } = keptNumbers();
  assert.equal(kept.read(), null);
  assert.equal(kept.read(), null);
  assert.equal(reports.length, 1);
  assert.equal(reports[0].kept, false);
  assert.equal(local.getItem(KEYS.stats), "nope");
  assert.equal(kept.blocked, true);
});

test("a write over blocked text (the caller's choice) unblocks it", () => {
  local.setItem(KEYS.stats, "nope");
  local.full = true;
  const { kept } = keptNumbers();
  kept.read();
  local.full = false;
  assert.equal(kept.write([4]), true);
  assert.equal(kept.blocked, false);
  assert.deepEqual(kept.read(), [4]);
});

test("isPlain: an object, not null nor an array; isInt: whole numbers only", () => {
  assert.deepEqual([{}, null, [], "x", 0].map(isPlain), [true, false, false, false, false]);
  assert.deepEqual([3, -1, 2.5, "3", Number.NaN].map(isInt), [true, true, false, false, false]);
});

test("saved text is parsed, or named as too long or not JSON, never thrown", () => {
  assert.deepEqual(parseKept('{"a": [1, 2]}'), { value: { a: [1, 2] }, field: null });
  assert.deepEqual(parseKept("null"), { value: null, field: null });
  assert.deepEqual(parseKept("{not json"), { value: null, field: "JSON" });
  assert.deepEqual(parseKept(""), { value: null, field: "JSON" });
  assert.deepEqual(parseKept("[1, 2, 3]", 9), { value: [1, 2, 3], field: null });
  assert.deepEqual(parseKept("[1, 2, 3] ", 9), { value: null, field: "size" });
});
