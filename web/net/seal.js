// The secret of an invitation sent through relays (net/relay.js): a 16-byte AES-GCM key that only
// the invitation link carries (`#join=<code>&key=<base64url>`, the fragment, never sent to any
// server). The relays see the swarm named after the key (a hash of it, which does not give the key
// back) and sealed text; whatever does not open with the key, or is not a message of ours, is
// dropped (the caller counts it), never shown.

import { fromBase64url, toBase64url } from "./code.js";

export const KEY_BYTES = 16;
const IV_BYTES = 12;
/** The longest sealed text opened (a reply code is at most 600 characters). */
export const MAX_SEALED = 1600;

/** A fresh key, as the link writes it. */
export function newKey() {
  return toBase64url(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

/** @param {string} key */
function cryptoKey(key) {
  const bytes = Uint8Array.from(fromBase64url(key));
  return crypto.subtle.importKey("raw", bytes, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/** The swarm a key's messages meet in: the first 20 bytes of SHA-256("five-up:" + key), as the
 * tracker protocol wants them (one character per byte). @param {string} key */
export async function swarmOf(key) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`five-up:${key}`));
  return String.fromCharCode(...new Uint8Array(digest).slice(0, 20));
}

/** A short id of an invitation's code, carried in each message so that a reply names the
 * invitation it answers. @param {string} code */
export async function invitationId(code) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code));
  return toBase64url(new Uint8Array(digest).slice(0, 12));
}

/** A value sealed with the key: base64url of a fresh IV and the ciphertext.
 * @param {string} key @param {unknown} value */
export async function seal(key, value) {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await cryptoKey(key), plain));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return toBase64url(out);
}

/** The value a sealed text holds, or null when it is not text sealed with this key (too long,
 * not base64url, tampered with, not JSON). @param {string} key @param {unknown} text untrusted */
export async function unseal(key, text) {
  if (typeof text !== "string" || text.length > MAX_SEALED) return null;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
    const bytes = Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
    if (bytes.length <= IV_BYTES + 16) return null;
    const iv = bytes.slice(0, IV_BYTES);
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv }, await cryptoKey(key), bytes.slice(IV_BYTES));
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return null;
  }
}
