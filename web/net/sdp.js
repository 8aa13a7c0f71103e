// The few facts of a WebRTC offer or answer that a data channel needs, read from the browser's SDP
// and written back into an SDP the other browser accepts (web/net/signal.js packs them as a code).
//
// Kept: the ICE user fragment and password, the DTLS fingerprint, the DTLS setup role and the UDP
// candidates (an IPv4 or IPv6 address, or the mDNS name a browser shows for a hidden local
// address). Everything else of the data channel's m-line is the same in every browser offer
// (mid 0, SCTP port 5000), so it is written back as a constant.

/** @typedef {"host" | "srflx" | "prflx" | "relay"} CandidateType */
/**
 * @typedef {object} Candidate
 * @property {string} address an IPv4 or IPv6 address, or "<uuid>.local"
 * @property {number} port
 * @property {CandidateType} type
 */
/** @typedef {"actpass" | "active" | "passive"} SetupRole */
/**
 * @typedef {object} Essentials
 * @property {"offer" | "answer"} kind
 * @property {string} ufrag
 * @property {string} pwd
 * @property {string} hash the fingerprint's hash function, e.g. "sha-256"
 * @property {Uint8Array} digest the certificate's fingerprint
 * @property {SetupRole} setup
 * @property {Candidate[]} candidates
 */

export const CANDIDATE_TYPES = /** @type {CandidateType[]} */ (["host", "srflx", "prflx", "relay"]);
export const SETUP_ROLES = /** @type {SetupRole[]} */ (["actpass", "active", "passive"]);
/** The fingerprints' hash functions and their digest sizes in bytes. */
export const HASHES = /** @type {[string, number][]} */ ([
  ["sha-256", 32],
  ["sha-384", 48],
  ["sha-512", 64],
]);
export const MAX_CANDIDATES = 8;
/** ice-char (RFC 8839): letters, digits, "+" and "/". */
export const ICE_CHARS = /^[A-Za-z0-9+/]+$/;

/**
 * One SDP attribute's value (the first line "a=<name>:<value>"), or "".
 * @param {string[]} lines
 * @param {string} name
 */
function attribute(lines, name) {
  const prefix = `a=${name}:`;
  const line = lines.find((each) => each.startsWith(prefix));
  return line ? line.slice(prefix.length).trim() : "";
}

/**
 * A UDP candidate of component 1 from its "a=candidate:" line, or null for any other.
 * @param {string} line
 * @returns {Candidate | null}
 */
function parseCandidate(line) {
  const parts = line
    .replace(/^a=/, "")
    .replace(/^candidate:/, "")
    .split(/\s+/);
  const [, component, transport, , address, port, typ, type] = parts;
  if (component !== "1" || transport.toLowerCase() !== "udp" || typ !== "typ") return null;
  const kind = /** @type {CandidateType} */ (type);
  if (!CANDIDATE_TYPES.includes(kind)) return null;
  const number = Number(port);
  if (!Number.isInteger(number) || number < 1 || number > 65535) return null;
  return { address, port: number, type: kind };
}

/**
 * The essentials of a browser's own offer or answer, after ICE gathering.
 * @param {string} sdp
 * @param {"offer" | "answer"} kind
 * @returns {Essentials}
 */
export function readSdp(sdp, kind) {
  const lines = sdp.split(/\r?\n/);
  const [hash, hex] = attribute(lines, "fingerprint").split(/\s+/);
  const digest = Uint8Array.from((hex || "").split(":").filter(Boolean), (b) => parseInt(b, 16));
  const candidates = lines
    .filter((line) => line.startsWith("a=candidate:"))
    .map(parseCandidate)
    .filter((candidate) => candidate !== null)
    .slice(0, MAX_CANDIDATES);
  return {
    kind,
    ufrag: attribute(lines, "ice-ufrag"),
    pwd: attribute(lines, "ice-pwd"),
    hash: (hash || "").toLowerCase(),
    digest,
    setup: /** @type {SetupRole} */ (attribute(lines, "setup")),
    candidates,
  };
}

/**
 * A candidate's priority as RFC 8445 computes it (type preference, then the order given).
 * @param {Candidate} candidate
 * @param {number} index
 */
function priority(candidate, index) {
  const typePreference = { host: 126, prflx: 110, srflx: 100, relay: 0 }[candidate.type];
  return typePreference * 2 ** 24 + (65535 - index) * 2 ** 8 + 255;
}

/**
 * @param {Candidate} candidate
 * @param {number} index
 */
function candidateLine(candidate, index) {
  const { address, port, type } = candidate;
  const related = type === "host" ? "" : " raddr 0.0.0.0 rport 0";
  const line = `${index + 1} 1 udp ${priority(candidate, index)} ${address} ${port} typ ${type}`;
  return `a=candidate:${line}${related} generation 0`;
}

/**
 * An SDP the browser accepts as the remote description, from the essentials.
 * @param {Essentials} essentials
 * @returns {string}
 */
export function writeSdp(essentials) {
  const { ufrag, pwd, hash, digest, setup, candidates } = essentials;
  const hex = Array.from(digest, (byte) => byte.toString(16).toUpperCase().padStart(2, "0"));
  const lines = [
    "v=0",
    "o=- 1 2 IN IP4 127.0.0.1",
    "s=-",
    "t=0 0",
    "a=group:BUNDLE 0",
    "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
    "c=IN IP4 0.0.0.0",
    ...candidates.map(candidateLine),
    "a=end-of-candidates",
    `a=ice-ufrag:${ufrag}`,
    `a=ice-pwd:${pwd}`,
    `a=fingerprint:${hash} ${hex.join(":")}`,
    `a=setup:${setup}`,
    "a=mid:0",
    "a=sctp-port:5000",
    "a=max-message-size:262144",
  ];
  return lines.join("\r\n") + "\r\n";
}
