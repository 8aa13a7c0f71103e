// The relays' seal (web/net/seal.js): a 16-byte AES-GCM key that only the invitation link carries;
// what does not open with the key is null, never an exception. Node's WebCrypto stands in for the
// browser's (globalThis.crypto.subtle).

import { test } from "node:test";
import assert from "node:assert/strict";

import { fromBase64url } from "../../web/net/code.js";
import { KEY_BYTES, MAX_SEALED, invitationId, newKey, seal, swarmOf, unseal } from "../../web/net/seal.js";

const KEY = "AAECAwQFBgcICQoLDA0ODw"; // bytes 0..15

test("a new key is 16 random bytes written as 22 base64url characters", () => {
  const key = newKey();
  assert.equal(key.length, 22);
  assert.equal(fromBase64url(key).length, KEY_BYTES);
  assert.match(key, /^[A-Za-z0-9_-]{22}$/);
  assert.notEqual(newKey(), key);
});

test("a sealed value opens with its key to an equal value", async () => {
  const value = { type: "reply", code: "abc", seat: 2, list: [1, null, "x"] };
  assert.deepEqual(await unseal(KEY, await seal(KEY, value)), value);
});

test("sealing twice gives two texts (a fresh IV each time): 12 bytes of IV, 16 of tag", async () => {
  const one = await seal(KEY, "hello");
  const two = await seal(KEY, "hello");
  assert.notEqual(one, two);
  // JSON "hello" is 7 bytes: 12 + 7 + 16.
  assert.equal(fromBase64url(one).length, 35);
});

test("another key, a changed byte, a cut or no base64url give null", async () => {
  const sealed = await seal(KEY, { n: 1 });
  const other = "AQECAwQFBgcICQoLDA0ODw";
  assert.equal(await unseal(other, sealed), null);
  const last = sealed.at(-2) === "A" ? "B" : "A";
  assert.equal(await unseal(KEY, sealed.slice(0, -2) + last + sealed.at(-1)), null);
  assert.equal(await unseal(KEY, sealed.slice(0, 30)), null);
  assert.equal(await unseal(KEY, `${sealed}!`), null);
});

test("text over the bound or not text is not opened", async () => {
  assert.equal(MAX_SEALED, 1600);
  assert.equal(await unseal(KEY, "A".repeat(MAX_SEALED + 1)), null);
  assert.equal(await unseal(KEY, 12), null);
  assert.equal(await unseal(KEY, null), null);
});

test("the swarm is SHA-256('five-up:' + key)'s first 20 bytes, one character per byte", async () => {
  const swarm = await swarmOf(KEY);
  assert.equal(swarm.length, 20);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`five-up:${KEY}`));
  assert.deepEqual(
    Array.from(swarm, (c) => c.charCodeAt(0)),
    [...new Uint8Array(digest).slice(0, 20)],
  );
  assert.notEqual(await swarmOf("AQECAwQFBgcICQoLDA0ODw"), swarm);
});

test("an invitation's id is its code's SHA-256, 12 bytes as 16 base64url characters", async () => {
  // SHA-256("abc") begins ba7816bf 8f01cfea 414140de.
  assert.equal(await invitationId("abc"), "ungWv48Bz-pBQUDe");
});
