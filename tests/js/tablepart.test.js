// An invitation's table part (web/net/tablepart.js, issue 39; docs/network.md): who invites and the
// table's rules as the set-up notation's short text, after an offer's essentials in its code
// (web/net/code.js). Packed and read back whole; an older link has none; every fault in a part
// from a link is a SignalError naming its field, and the friend still joins (signal.js
// `invitedBy` says no table, `unpack` reads the essentials as before).

import { test } from "node:test";
import assert from "node:assert/strict";

import { MAX_CODE, fromBase64url, pack, tableOf, toBase64url, unpack } from "../../web/net/code.js";
import { HOST_BYTES, HOST_CHARS, RULES_BYTES, hostOf, packTable, readTable } from "../../web/net/tablepart.js";
import { decodeDescription, invitedBy } from "../../web/net/signal.js";
import { INVITATION, offer, refusal } from "./offers.js";

/** The refusal `fn` throws, as "field: problem". @param {() => unknown} fn */
const refused = (fn) => refusal(fn).message;

/** An offer's code whose table part is `part` (raw bytes). @param {number[]} part */
function withPart(part) {
  return toBase64url(Uint8Array.from([...fromBase64url(pack(offer(), INVITATION)), ...part]));
}

const ascii = (/** @type {string} */ text) => Array.from(text, (c) => c.charCodeAt(0));

test("the host's name and the rules' text come back whole, after the same essentials", () => {
  const table = { host: "Ann", rules: "all-fives.150.0" };
  const code = pack(offer(), INVITATION, table);
  assert.deepEqual(tableOf(code), table);
  assert.deepEqual(unpack(code, "offer"), unpack(pack(offer(), INVITATION), "offer"));
  // 3 + 1 for the name, 15 + 1 for the rules: 20 bytes after the 79 of the essentials
  assert.equal(fromBase64url(code).length, 79 + 20);
  assert.equal(code.length, 132); // 106 characters without the part
  assert.deepEqual(tableOf(pack(offer(), INVITATION, { host: "Jyväskylän Äijä", rules: "" })), {
    host: "Jyväskylän Äijä",
    rules: "", // Five Up's own rules are written as nothing (docs/notation.md)
  });
  assert.deepEqual(tableOf(pack(offer(), INVITATION, { host: null, rules: "305m" })), { host: null, rules: "305m" });
  // The description the friend's browser is given is the same with or without the part
  assert.deepEqual(decodeDescription(code, "offer"), decodeDescription(pack(offer(), INVITATION), "offer"));
});

test("an older link has no table part: no table, nothing refused", () => {
  const code = pack(offer(), INVITATION);
  assert.equal(tableOf(code), null);
  assert.equal(invitedBy(code), null);
});

test("a name the part cannot carry is left out of the link, not refused", () => {
  assert.equal(hostOf("  Ann  "), "Ann");
  assert.equal(hostOf(""), null);
  assert.equal(hostOf("   "), null);
  assert.equal(hostOf(null), null);
  assert.equal(hostOf("x".repeat(HOST_CHARS)), "x".repeat(HOST_CHARS));
  assert.equal(hostOf("x".repeat(HOST_CHARS + 1)), null);
  assert.equal(hostOf("ä".repeat(HOST_CHARS)), "ä".repeat(HOST_CHARS)); // 48 bytes
  assert.equal(hostOf("名".repeat(17)), null); // 51 bytes
  assert.equal(hostOf("An\u0000n"), null);
  assert.deepEqual(packTable({ host: "x".repeat(25), rules: "" }), [0, 0]);
});

test("rules text the part cannot carry is refused when packing, naming table.rules", () => {
  assert.equal(
    refused(() => packTable({ host: "Ann", rules: "x".repeat(RULES_BYTES + 1) })),
    "table.rules: not the rules' short text",
  );
  assert.equal(
    refused(() => packTable({ host: "Ann", rules: "All Fives" })),
    "table.rules: not the rules' short text",
  );
  const answer = { ...offer(), kind: "answer", setup: "active" };
  assert.equal(
    refused(() => pack(answer, INVITATION, { host: "Ann", rules: "" })),
    "table: only an offer carries one",
  );
});

test("a part from a link that cannot be read is refused naming its field", () => {
  const cases = [
    [[3, ...ascii("An")], "table.host: cut short"],
    [
      [HOST_BYTES + 1, ...Array(HOST_BYTES + 1).fill(120), 0],
      `table.host: ${HOST_BYTES + 1} bytes, at most ${HOST_BYTES}`,
    ],
    [[2, 0xc3, 0x28, 0], "table.host: not UTF-8 text"],
    [[4, ...ascii(" Ann"), 0], "table.host: has spaces at its ends"],
    [[4, ...ascii("A\nnn"), 0], "table.host: holds a character that is not printable"],
    [[25, ...ascii("x".repeat(25)), 0], `table.host: 25 characters, not 1-${HOST_CHARS}`],
    [[3, ...ascii("Ann")], "table.rules: cut short"],
    [[3, ...ascii("Ann"), 5, ...ascii("all")], "table.rules: cut short"],
    [
      [0, RULES_BYTES + 1, ...ascii("x".repeat(RULES_BYTES + 1))],
      `table.rules: ${RULES_BYTES + 1} bytes, at most ${RULES_BYTES}`,
    ],
    [[0, 4, ...ascii("Fi<e")], "table.rules: holds characters the rules' text does not"],
    [[0, 0, 7], "table: has bytes after its end"],
  ];
  for (const [part, message] of cases) {
    assert.equal(
      refused(() => readTable(Uint8Array.from(part))),
      message,
      message,
    );
    const code = withPart(part);
    assert.equal(
      refused(() => tableOf(code)),
      message,
      message,
    );
    // the friend joins all the same: the essentials are read, the card says no table
    assert.equal(invitedBy(code), null);
    assert.equal(unpack(code, "offer").invitation, INVITATION);
  }
});

test("the longest offer with the longest part is still a code (MAX_CODE)", () => {
  const longestEssentials = {
    ...offer(),
    ufrag: "u".repeat(32),
    pwd: "p".repeat(64),
    hash: "sha-512",
    digest: new Uint8Array(64),
    candidates: Array.from({ length: 8 }, (_, i) => ({ address: `2001:db8::${i + 1}`, port: 9, type: "host" })),
  };
  assert.equal(pack(longestEssentials, INVITATION).length, 432);
  const part = { host: "ä".repeat(HOST_CHARS), rules: "x".repeat(RULES_BYTES) };
  const longest = pack(longestEssentials, INVITATION, part);
  assert.equal(longest.length, 584); // 2 + 48 + 1 + 64 = 114 bytes more
  assert.ok(longest.length <= MAX_CODE);
  assert.equal(tableOf(longest)?.host, "ä".repeat(HOST_CHARS));
});
