// What the codes' tests share (code.test.js, tablepart.test.js): an offer's essentials as
// Chromium's offers have them, and the SignalError a call throws.

import assert from "node:assert/strict";

import { SignalError } from "../../web/net/code.js";

export const INVITATION = "0a1b2c3d4e5f";
export const DIGEST = Uint8Array.from({ length: 32 }, (_, i) => i * 7);

/** Chromium's essentials as its offers have them: a 4-letter ufrag and a 24-letter password. */
export function offer(candidates = [{ address: "192.168.1.20", port: 50000, type: "host" }]) {
  return {
    kind: "offer",
    setup: "actpass",
    ufrag: "Ab+9",
    pwd: "abcdefghijklmnop/+123456",
    hash: "sha-256",
    digest: DIGEST,
    candidates,
  };
}

/** The SignalError `fn` throws, checked to be one. @param {() => unknown} fn */
export function refusal(fn) {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof SignalError, `not a SignalError: ${err}`);
    return err;
  }
  assert.fail("nothing was refused");
}
