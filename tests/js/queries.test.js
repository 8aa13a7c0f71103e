// The components' read-only port over the engine (web/core/queries.js; docs/architecture.md,
// "Components"): each named read sends exactly its operation with its arguments, in the order asked,
// and resolves with the engine's answer as it came.

import { test } from "node:test";
import assert from "node:assert/strict";

import { createQueries } from "../../web/core/queries.js";

/** A bridge that records every request and answers each with `{answered: op}`. */
function fakeBridge() {
  const sent = [];
  return {
    sent,
    call: async (op, args) => {
      sent.push([op, args]);
      return { answered: op };
    },
  };
}

test("each read sends its one operation with the arguments the engine takes", async () => {
  const bridge = fakeBridge();
  const queries = createQueries(bridge);
  const record = { format: "five-up-game" };
  await queries.record();
  await queries.log();
  await queries.ledger(2);
  await queries.ledger(null);
  await queries.summary();
  await queries.coach({ round: 2, seat: 1 });
  await queries.replay({ record, round: 1, step: 4 });
  await queries.layoutOf({ steps: [{ tile: "[1|4]", end: null }] }, 1.5);
  await queries.layoutOf({ tiles: ["[1|4]"], joins: [] }, 0.75);
  await queries.netParse("guest", '{"type":"ping"}');
  await queries.rulesRead({ text: "all-fives.150.0" });
  const view = /** @type {any} */ ({ seat: 1 });
  await queries.viewLog(view);
  await queries.viewLedger(view);
  assert.deepEqual(bridge.sent, [
    ["record", {}],
    ["log", {}],
    ["ledger", { seat: 2 }],
    ["ledger", {}], // the curtain is up: no seat, no hand read
    ["summary", {}],
    ["coach", { round: 2, seat: 1 }],
    ["replay", { record, round: 1, step: 4 }],
    ["layout_of", { steps: [{ tile: "[1|4]", end: null }], aspect: 1.5 }],
    ["layout_of", { tiles: ["[1|4]"], joins: [], aspect: 0.75 }],
    ["net_parse", { from: "guest", text: '{"type":"ping"}' }],
    ["rules_read", { text: "all-fives.150.0" }],
    ["view_log", { view: { seat: 1 } }], // a guest's: its engine holds no game
    ["view_ledger", { view: { seat: 1 } }],
  ]);
});

test("a read resolves with the engine's answer and rejects with its refusal", async () => {
  const queries = createQueries(fakeBridge());
  assert.deepEqual(await queries.coach({ round: 1 }), { answered: "coach" });
  const refusing = createQueries({ call: async () => Promise.reject(new Error("only a finished game")) });
  await assert.rejects(refusing.replay({ record: null, round: 1, step: 0 }), { message: "only a finished game" });
});

test("the port offers the components' reads and nothing else", () => {
  assert.deepEqual(Object.keys(createQueries(fakeBridge())).sort(), [
    "coach",
    "layoutOf",
    "ledger",
    "log",
    "netParse",
    "record",
    "replay",
    "rulesRead",
    "summary",
    "viewLedger",
    "viewLog",
  ]);
});
