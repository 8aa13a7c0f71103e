// The signalling code: an offer's or answer's essentials (web/net/sdp.js) packed by hand into bytes
// and written in base64url, so it fits a link, a QR code or a message. Random values (the ICE
// password, the fingerprint) do not compress, so the packing is the whole saving: 106
// characters for one candidate, where Chromium's SDP is 560 (534 deflated in base64).
//
//   byte 0       version (2)
//   byte 1       kind (1 offer, 2 answer) * 16 + setup role (0 actpass, 1 active, 2 passive)
//   invitation   6 bytes: the offer's own random id, which its answer repeats, so the host knows
//                which invitation a reply answers before it touches the connection
//   ufrag        length byte + ASCII
//   pwd          length byte + ASCII
//   fingerprint  hash byte (0 sha-256, 1 sha-384, 2 sha-512) + its digest
//   candidates   count byte, then each: address form (1 IPv4, 2 IPv6, 3 mDNS uuid) * 16 +
//                type (0 host, 1 srflx, 2 prflx, 3 relay), the address (4, 16 or 16 bytes), the port (2)
//   table        an offer's only, optional (older links have none): who invites and the table's
//                rules (net/tablepart.js), so the friend's card says them before connecting
//
// Decoding takes untrusted text: the length is bounded, every field is checked, and any fault is a
// SignalError naming the field ("code.pwd: ..."), never another exception.

import { CANDIDATE_TYPES, HASHES, ICE_CHARS, MAX_CANDIDATES, SETUP_ROLES } from "./sdp.js";
import { SignalError } from "./signalerror.js";
import { packTable, readTable } from "./tablepart.js";

export { SignalError, fieldOf } from "./signalerror.js";

/** @typedef {import("./sdp.js").Essentials} Essentials */
/** @typedef {import("./sdp.js").Candidate} Candidate */
/** @typedef {import("./tablepart.js").TablePart} TablePart */

export const VERSION = 2;
/** An invitation's id: random bytes the offer carries and its answer repeats. */
export const INVITATION_BYTES = 6;
/** The longest code accepted (the longest one packed is 432 characters, 584 with the longest
 * table part). */
export const MAX_CODE = 600;
const KINDS = /** @type {("offer" | "answer")[]} */ (["offer", "answer"]);
const LIMITS = { ufrag: [4, 32], pwd: [22, 64] };
const MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * @param {Uint8Array} bytes
 * @returns {string}
 */
export function toBase64url(bytes) {
  const text = Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * @param {string} code
 * @returns {Uint8Array}
 */
export function fromBase64url(code) {
  if (typeof code !== "string" || code.length === 0) throw new SignalError("code", "empty");
  if (code.length > MAX_CODE) {
    throw new SignalError("code", `too long (${code.length} characters, at most ${MAX_CODE})`);
  }
  if (!/^[A-Za-z0-9_-]+$/.test(code) || code.length % 4 === 1) {
    throw new SignalError("code", "not base64url text");
  }
  const binary = atob(code.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * An address as its form byte and bytes, or null for one this code cannot carry.
 * @param {string} address
 * @returns {[number, number[]] | null}
 */
function packAddress(address) {
  const v4 = IPV4.exec(address);
  if (v4) {
    const bytes = v4.slice(1).map(Number);
    return bytes.every((byte) => byte < 256) ? [1, bytes] : null;
  }
  const mdns = MDNS.exec(address);
  if (mdns) return [3, hexBytes(mdns.slice(1).join(""))];
  const v6 = ipv6Bytes(address);
  return v6 ? [2, v6] : null;
}

/** @param {string} hex */
function hexBytes(hex) {
  return Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));
}

/**
 * An IPv6 address's 16 bytes, or null.
 * @param {string} address
 */
function ipv6Bytes(address) {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const groups = (/** @type {string} */ part) => (part ? part.split(":") : []);
  const left = groups(halves[0]);
  const right = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const all = [...left, ...Array(missing).fill("0"), ...right];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return all.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 255];
  });
}

/**
 * @param {Bytes} out
 * @param {"ufrag" | "pwd"} field
 * @param {string} text
 */
function packText(out, field, text) {
  const [low, high] = LIMITS[field];
  if (!ICE_CHARS.test(text) || text.length < low || text.length > high) {
    throw new SignalError(field, "not an ICE value this code can carry");
  }
  out.push(text.length, ...Array.from(text, (char) => char.charCodeAt(0)));
}

/** @typedef {number[]} Bytes */

/** A fresh invitation id, as hex. */
export function newInvitation() {
  return [...crypto.getRandomValues(new Uint8Array(INVITATION_BYTES))]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

/**
 * The code for an offer's or answer's essentials, and the invitation it makes or answers; an
 * offer's, with who invites and to what when `table` is given.
 * @param {Essentials} essentials
 * @param {string} invitation its id, hex (newInvitation)
 * @param {TablePart | null} [table]
 * @returns {string}
 */
export function pack(essentials, invitation, table = null) {
  const { kind, setup, hash, digest, candidates } = essentials;
  if (!SETUP_ROLES.includes(setup)) throw new SignalError("setup", `${setup} is not supported`);
  if (!new RegExp(`^[0-9a-f]{${2 * INVITATION_BYTES}}$`).test(invitation))
    throw new SignalError("invitation", "not an invitation id");
  const out = [VERSION, (KINDS.indexOf(kind) + 1) * 16 + SETUP_ROLES.indexOf(setup), ...hexBytes(invitation)];
  packText(out, "ufrag", essentials.ufrag);
  packText(out, "pwd", essentials.pwd);
  const hashIndex = HASHES.findIndex(([name, size]) => name === hash && size === digest.length);
  if (hashIndex < 0) throw new SignalError("fingerprint", `${hash} is not supported`);
  out.push(hashIndex, ...digest);
  const packed = candidates
    .flatMap((candidate) => {
      const address = packAddress(candidate.address);
      return address ? [{ candidate, address }] : [];
    })
    .slice(0, MAX_CANDIDATES);
  if (packed.length === 0) throw new SignalError("candidates", "no network address found");
  out.push(packed.length);
  for (const { candidate, address } of packed) {
    const [form, bytes] = address;
    out.push(form * 16 + CANDIDATE_TYPES.indexOf(candidate.type), ...bytes);
    out.push(candidate.port >> 8, candidate.port & 255);
  }
  if (table && kind !== "offer") throw new SignalError("table", "only an offer carries one");
  if (table) out.push(...packTable(table));
  return toBase64url(Uint8Array.from(out));
}

/** Reads bytes in order; running short is a SignalError naming the field being read. */
class Reader {
  /** @param {Uint8Array} bytes */
  constructor(bytes) {
    this.bytes = bytes;
    this.at = 0;
  }

  /**
   * @param {string} field
   * @param {number} count
   */
  take(field, count) {
    if (this.at + count > this.bytes.length) throw new SignalError(field, "cut short");
    this.at += count;
    return this.bytes.subarray(this.at - count, this.at);
  }

  /** @param {string} field */
  byte(field) {
    return this.take(field, 1)[0];
  }
}

/**
 * @param {Reader} reader
 * @param {"ufrag" | "pwd"} field
 */
function readText(reader, field) {
  const [low, high] = LIMITS[field];
  const length = reader.byte(field);
  if (length < low || length > high) throw new SignalError(field, `length ${length} is not ${low}-${high}`);
  const text = String.fromCharCode(...reader.take(field, length));
  if (!ICE_CHARS.test(text)) throw new SignalError(field, "holds characters ICE does not allow");
  return text;
}

/**
 * @param {Uint8Array} bytes
 * @param {number} form
 */
function addressText(bytes, form) {
  if (form === 1) return Array.from(bytes).join(".");
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  if (form === 3) {
    const cut = [8, 4, 4, 4, 12];
    let at = 0;
    return cut.map((size) => hex.slice(at, (at += size))).join("-") + ".local";
  }
  return (hex.match(/.{4}/g) || []).map((group) => group.replace(/^0{1,3}/, "")).join(":");
}

/**
 * @param {Reader} reader
 * @param {number} index
 * @returns {Candidate}
 */
function readCandidate(reader, index) {
  const field = `candidates[${index}]`;
  const head = reader.byte(field);
  const form = head >> 4;
  const type = CANDIDATE_TYPES[head & 15];
  if (![1, 2, 3].includes(form) || !type) throw new SignalError(field, "unknown address form or type");
  const address = addressText(reader.take(field, form === 1 ? 4 : 16), form);
  const [high, low] = reader.take(field, 2);
  const port = high * 256 + low;
  if (port === 0) throw new SignalError(field, "port 0");
  return { address, port, type };
}

/**
 * @param {Reader} reader
 * @param {"offer" | "answer"} expected
 */
function readHead(reader, expected) {
  const version = reader.byte("version");
  if (version !== VERSION) throw new SignalError("version", `${version} is not ${VERSION}`);
  const head = reader.byte("kind");
  const kind = KINDS[(head >> 4) - 1];
  if (!kind) throw new SignalError("kind", "neither an offer nor an answer");
  if (kind !== expected) throw new SignalError("kind", `an ${kind}, not an ${expected}`);
  const setup = SETUP_ROLES[head & 15];
  if (!setup || (kind === "offer") !== (setup === "actpass")) {
    throw new SignalError("setup", "not a role for an " + kind);
  }
  return { kind, setup };
}

/**
 * A code's essentials, every field checked, and the bytes after them.
 * @param {string} code untrusted text
 * @param {"offer" | "answer"} expected
 */
function read(code, expected) {
  const reader = new Reader(fromBase64url(code));
  const { kind, setup } = readHead(reader, expected);
  const invitation = Array.from(reader.take("invitation", INVITATION_BYTES), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
  const ufrag = readText(reader, "ufrag");
  const pwd = readText(reader, "pwd");
  const [hash, size] = HASHES[reader.byte("fingerprint")] || [];
  if (!hash) throw new SignalError("fingerprint", "unknown hash function");
  const digest = Uint8Array.from(reader.take("fingerprint", size));
  const count = reader.byte("candidates");
  if (count < 1 || count > MAX_CANDIDATES) {
    throw new SignalError("candidates", `${count} is not 1-${MAX_CANDIDATES}`);
  }
  const candidates = Array.from({ length: count }, (_, index) => readCandidate(reader, index));
  /** @type {Essentials & {invitation: string}} */
  const essentials = { kind, setup, ufrag, pwd, hash, digest, candidates, invitation };
  return { essentials, rest: reader.bytes.subarray(reader.at) };
}

/**
 * The essentials a code carries and the invitation it makes or answers, every field checked. An
 * offer's table part is not read here (`tableOf`): a bad one never stops a friend from joining.
 * @param {string} code untrusted text
 * @param {"offer" | "answer"} expected
 * @returns {Essentials & {invitation: string}}
 */
export function unpack(code, expected) {
  const { essentials, rest } = read(code, expected);
  if (expected === "answer" && rest.length > 0) throw new SignalError("code", "has bytes after its end");
  return essentials;
}

/**
 * Who invites and to what, as an offer's code says (null: an older link, with no table part);
 * a SignalError naming the field for a code or a part that cannot be read.
 * @param {string} code untrusted text
 * @returns {TablePart | null}
 */
export function tableOf(code) {
  const { rest } = read(code, "offer");
  return rest.length > 0 ? readTable(rest) : null;
}
