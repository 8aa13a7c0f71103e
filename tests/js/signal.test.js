// Reading a code from the other side (web/net/signal.js `decodeDescription`): text that is not a
// code is refused with a SignalError naming the field, never another exception; and what a code
// carries comes back whole, through the SDP the browser is given (web/net/sdp.js). The network
// tests (e2e/test_net_wire.py) connect real browsers with good codes; these need none.

import { test } from "node:test";
import assert from "node:assert/strict";

import { pack, unpack } from "../../web/net/code.js";
import { readSdp, writeSdp } from "../../web/net/sdp.js";
import { SignalError, decodeDescription } from "../../web/net/signal.js";

/** What decoding `text` as an offer throws. @param {unknown} text */
function refusal(text) {
  try {
    decodeDescription(/** @type {string} */ (text), "offer");
  } catch (err) {
    assert.ok(err instanceof SignalError, `not a SignalError: ${err}`);
    return { field: err.field, message: err.message };
  }
  assert.fail("the code was taken");
}

test("text that is not a code is refused on the field code, in words", () => {
  for (const [text, message] of [
    ["", "code: empty"],
    ["A".repeat(601), "code: too long (601 characters, at most 600)"],
    ["AAAA".repeat(150) + "A", "code: too long (601 characters, at most 600)"],
    ["ab$d", "code: not base64url text"],
    ["abcde", "code: not base64url text"],
  ]) {
    assert.deepEqual(refusal(text), { field: "code", message }, JSON.stringify(text.slice(0, 9)));
  }
});

test("every address form and type survives the code and the SDP written from it", () => {
  // IPv4, IPv6 and the mDNS names browsers give hidden local addresses; host, srflx, prflx and
  // relay (a TURN server's address): packed, unpacked and written as SDP, then read back.
  const candidates = [
    { address: "192.0.2.7", port: 50000, type: "host" },
    { address: "2001:db8::1:0:0:5", port: 1, type: "srflx" },
    { address: "fe80::1", port: 65535, type: "prflx" },
    { address: "f81d4fae-7dec-11d0-a765-00a0c91e6bf6.local", port: 9, type: "host" },
    { address: "203.0.113.1", port: 49152, type: "relay" },
  ];
  const digest = Uint8Array.from({ length: 48 }, (_, i) => i * 5);
  const essentials = {
    kind: "answer",
    setup: "active",
    ufrag: "a+/Z",
    pwd: "abcdefghijklmnopqrstuv",
    hash: "sha-384",
    digest,
    candidates,
  };
  const code = pack(/** @type {any} */ (essentials), "a1b2c3d4e5f6");
  // 2 + 6 + 5 + 23 + 49 + 1 + 7 + 19 + 19 + 19 + 7 bytes
  assert.equal(code.length, 210);
  const unpacked = unpack(code, "answer");
  const expected = {
    ...essentials,
    digest: [...digest],
    invitation: "a1b2c3d4e5f6",
    candidates: [
      candidates[0],
      { address: "2001:db8:0:0:1:0:0:5", port: 1, type: "srflx" },
      { address: "fe80:0:0:0:0:0:0:1", port: 65535, type: "prflx" },
      candidates[3],
      candidates[4],
    ],
  };
  assert.deepEqual({ ...unpacked, digest: [...unpacked.digest] }, expected);
  const reread = readSdp(writeSdp(unpacked), "answer");
  assert.deepEqual({ ...reread, digest: [...reread.digest], invitation: "a1b2c3d4e5f6" }, expected);
  assert.equal("invitation" in reread, false); // the SDP carries no invitation
});
