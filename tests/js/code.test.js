// The signalling codes (web/net/code.js): an offer's or answer's essentials packed into bytes and
// written in base64url, and read back from untrusted text with every fault a SignalError that names
// the field ("pwd: ...").

import { test } from "node:test";
import assert from "node:assert/strict";

import {
  INVITATION_BYTES,
  MAX_CODE,
  SignalError,
  VERSION,
  fieldOf,
  fromBase64url,
  newInvitation,
  pack,
  toBase64url,
  unpack,
} from "../../web/net/code.js";
import { DIGEST, INVITATION, offer, refusal } from "./offers.js";

/** A code's bytes changed by `edit`, written as a code again. */
function edited(code, edit) {
  const bytes = [...fromBase64url(code)];
  edit(bytes);
  return toBase64url(Uint8Array.from(bytes));
}

test("an offer with one IPv4 candidate is 106 characters (79 bytes)", () => {
  const code = pack(offer(), INVITATION);
  assert.equal(code.length, 106);
  assert.equal(fromBase64url(code).length, 79);
});

test("the head: version 2, then kind * 16 + setup role, then the invitation's 6 bytes", () => {
  const offerBytes = fromBase64url(pack(offer(), INVITATION));
  assert.equal(VERSION, 2);
  assert.deepEqual([...offerBytes.slice(0, 8)], [2, 0x10, 0x0a, 0x1b, 0x2c, 0x3d, 0x4e, 0x5f]);
  const answerBytes = fromBase64url(pack({ ...offer(), kind: "answer", setup: "active" }, INVITATION));
  assert.equal(answerBytes[1], 0x21);
});

test("unpack gives back every field packed, IPv4, IPv6 and mDNS candidates alike", () => {
  const candidates = [
    { address: "10.0.0.7", port: 9, type: "host" },
    { address: "2001:db8:0:0:0:0:0:ff00", port: 65535, type: "srflx" },
    { address: "0f3a9c1e-1234-4abc-8def-0123456789ab.local", port: 50123, type: "host" },
    { address: "203.0.113.5", port: 3478, type: "relay" },
  ];
  const back = unpack(pack(offer(candidates), INVITATION), "offer");
  assert.deepEqual(back, { ...offer(candidates), invitation: INVITATION });
});

test("an IPv6 address written short comes back in full groups without leading zeros", () => {
  const code = pack(offer([{ address: "fe80::1", port: 1, type: "host" }]), INVITATION);
  assert.equal(unpack(code, "offer").candidates[0].address, "fe80:0:0:0:0:0:0:1");
});

test("candidates the code cannot carry are left out, and at most 8 are kept", () => {
  const many = Array.from({ length: 10 }, (_, i) => ({ address: `10.0.0.${i}`, port: 1000 + i, type: "host" }));
  const candidates = [{ address: "not-an-address", port: 1, type: "host" }, ...many];
  const back = unpack(pack(offer(candidates), INVITATION), "offer").candidates;
  assert.deepEqual(
    back.map((c) => c.address),
    many.slice(0, 8).map((c) => c.address),
  );
});

test("pack refuses, naming the field: setup, invitation, ufrag, pwd, fingerprint, candidates", () => {
  const cases = [
    [{ ...offer(), setup: "holdconn" }, INVITATION, "setup"],
    [offer(), "0a1b2c", "invitation"],
    [{ ...offer(), ufrag: "abc" }, INVITATION, "ufrag"],
    [{ ...offer(), pwd: "short-and-dashed" }, INVITATION, "pwd"],
    [{ ...offer(), hash: "md5" }, INVITATION, "fingerprint"],
    [{ ...offer(), digest: DIGEST.slice(0, 20) }, INVITATION, "fingerprint"],
    [offer([{ address: "999.1.1.1", port: 1, type: "host" }]), INVITATION, "candidates"],
  ];
  for (const [essentials, invitation, field] of cases) {
    assert.equal(refusal(() => pack(essentials, invitation)).field, field);
  }
});

test("an offer read where an answer is expected is refused as the wrong kind", () => {
  const err = refusal(() => unpack(pack(offer(), INVITATION), "answer"));
  assert.equal(err.field, "kind");
  assert.equal(err.message, "kind: an offer, not an answer");
});

test("a code of another version is refused naming the version", () => {
  const code = edited(pack(offer(), INVITATION), (bytes) => (bytes[0] = 1));
  assert.equal(refusal(() => unpack(code, "offer")).message, "version: 1 is not 2");
});

test("an offer that claims a setup role other than actpass is refused on setup", () => {
  const code = edited(pack(offer(), INVITATION), (bytes) => (bytes[1] = 0x11));
  assert.equal(refusal(() => unpack(code, "offer")).field, "setup");
});

test("a code cut short names the field it was cut in", () => {
  const bytes = fromBase64url(pack(offer(), INVITATION));
  const cut = (length) => toBase64url(bytes.slice(0, length));
  assert.equal(refusal(() => unpack(cut(5), "offer")).field, "invitation");
  assert.equal(refusal(() => unpack(cut(12), "offer")).message, "ufrag: cut short");
  assert.equal(refusal(() => unpack(cut(30), "offer")).field, "pwd");
  assert.equal(refusal(() => unpack(cut(50), "offer")).field, "fingerprint");
  assert.equal(refusal(() => unpack(cut(75), "offer")).field, "candidates[0]");
});

test("a password length outside 22-64 is refused with the bounds", () => {
  const code = edited(pack(offer(), INVITATION), (bytes) => (bytes[13] = 21));
  assert.equal(refusal(() => unpack(code, "offer")).message, "pwd: length 21 is not 22-64");
});

test("a candidate count of 0 or over 8 is refused on candidates", () => {
  const code = pack(offer(), INVITATION);
  const countAt = fromBase64url(code).length - 8;
  for (const count of [0, 9]) {
    const changed = edited(code, (bytes) => (bytes[countAt] = count));
    assert.equal(refusal(() => unpack(changed, "offer")).message, `candidates: ${count} is not 1-8`);
  }
});

test("port 0, and bytes after an answer's end, are refused", () => {
  const code = pack(offer(), INVITATION);
  const portZero = edited(code, (bytes) => bytes.splice(-2, 2, 0, 0));
  assert.equal(refusal(() => unpack(portZero, "offer")).message, "candidates[0]: port 0");
  const answer = pack({ ...offer(), kind: "answer", setup: "active" }, INVITATION);
  const longer = edited(answer, (bytes) => bytes.push(0));
  assert.equal(refusal(() => unpack(longer, "answer")).message, "code: has bytes after its end");
  // After an offer's end, the bytes are its table part (tests/js/tablepart.test.js)
  assert.deepEqual(
    unpack(
      edited(code, (bytes) => bytes.push(0)),
      "offer",
    ),
    unpack(code, "offer"),
  );
});

test("text that is empty, too long or not base64url is refused on code before it is decoded", () => {
  assert.equal(refusal(() => fromBase64url("")).message, "code: empty");
  assert.equal(
    refusal(() => fromBase64url("A".repeat(MAX_CODE + 1))).message,
    `code: too long (${MAX_CODE + 1} characters, at most ${MAX_CODE})`,
  );
  assert.equal(refusal(() => fromBase64url("abc+")).message, "code: not base64url text");
  assert.equal(refusal(() => fromBase64url("abcde")).message, "code: not base64url text");
});

test("base64url: no padding, - and _ for + and /, and back", () => {
  const bytes = Uint8Array.from([251, 255, 191, 0]);
  assert.equal(toBase64url(bytes), "-_-_AA");
  assert.deepEqual([...fromBase64url("-_-_AA")], [...bytes]);
});

test("fieldOf names a SignalError's field, and anything else as the code", () => {
  assert.equal(fieldOf(new SignalError("pwd", "bad")), "pwd");
  assert.equal(fieldOf(new TypeError("boom")), "code");
});

test("newInvitation gives 6 random bytes as 12 hex digits", () => {
  const one = newInvitation();
  assert.match(one, new RegExp(`^[0-9a-f]{${2 * INVITATION_BYTES}}$`));
  assert.notEqual(newInvitation(), one);
});
