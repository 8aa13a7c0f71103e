// Signalling with no server: the host's offer travels as an invitation link (./#join=<code>), the
// guest's answer comes back as a reply code (text to paste, or a QR code), and then the two
// browsers talk directly over one data channel.
//
//   host:  const table = await hostOffer();          table.link -> the guest
//   guest: const seat = await answerInvite(code);    seat.reply -> the host
//   host:  await acceptReply(table.pc, reply);       both: the channel opens
//
// ICE is gathered in full before a code is made (bounded by `gatherMs`), so one code carries every
// candidate and nothing trickles afterwards. Codes from the other side are untrusted: a bad one is
// a SignalError naming its field (web/net/code.js), never another exception. No STUN server is
// used unless the caller passes one in `iceServers`.

import { SignalError, pack, unpack } from "./code.js";
import { readSdp, writeSdp } from "./sdp.js";

export { SignalError } from "./code.js";

/** The invitation link's fragment; the link is relative to the site, never another host. */
export const JOIN = "#join=";
/** How long ICE gathering may take before the code is made from what was found. */
export const GATHER_MS = 5000;
const CHANNEL = { label: "five-up", negotiated: true, id: 0, ordered: true };

/**
 * @typedef {object} NetOptions
 * @property {RTCIceServer[]} [iceServers] none by default: no server that is not ours
 * @property {number} [gatherMs]
 */

/**
 * The invitation link for an offer code: relative to the page, so it opens this same site.
 * @param {string} code
 */
export function inviteLink(code) {
  return `./${JOIN}${code}`;
}

/**
 * The code in an invitation link (relative or whole, or a bare "#join=..." fragment).
 * @param {string} link untrusted text
 * @returns {string}
 */
export function codeFromLink(link) {
  if (typeof link !== "string") throw new SignalError("link", "not text");
  const at = link.indexOf(JOIN);
  if (at < 0) throw new SignalError("link", `has no ${JOIN}`);
  return link
    .slice(at + JOIN.length)
    .split("&")[0]
    .trim();
}

/** The invitation's relay key (`&key=...` after the code), or null when the link has none or it
 * is not a key (net/seal.js). @param {string} link untrusted text */
export function keyFromLink(link) {
  if (typeof link !== "string" || link.indexOf(JOIN) < 0) return null;
  const found = /&key=([A-Za-z0-9_-]{22})(?:&|$)/.exec(link.slice(link.indexOf(JOIN)).trim());
  return found ? found[1] : null;
}

/**
 * The code for a browser's own description.
 * @param {RTCSessionDescription} description
 */
export function encodeDescription(description) {
  const kind = description.type === "offer" ? "offer" : "answer";
  return pack(readSdp(description.sdp, kind));
}

/**
 * The description a code from the other side stands for.
 * @param {string} code untrusted text
 * @param {"offer" | "answer"} kind what is expected
 * @returns {RTCSessionDescriptionInit}
 */
export function decodeDescription(code, kind) {
  try {
    return { type: kind, sdp: writeSdp(unpack(code, kind)) };
  } catch (err) {
    if (err instanceof SignalError) throw err;
    throw new SignalError("code", "cannot be read");
  }
}

/**
 * Resolves once ICE gathering is complete, or after `ms` (the candidates found by then are used).
 * @param {RTCPeerConnection} pc
 * @param {number} ms
 * @returns {Promise<boolean>} whether gathering completed
 */
export function gathered(pc, ms) {
  if (pc.iceGatheringState === "complete") return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (/** @type {boolean} */ complete) => {
      clearTimeout(timer);
      pc.removeEventListener("icegatheringstatechange", check);
      resolve(complete);
    };
    const check = () => {
      if (pc.iceGatheringState === "complete") done(true);
    };
    const timer = setTimeout(() => done(false), ms);
    pc.addEventListener("icegatheringstatechange", check);
  });
}

/**
 * A peer connection with the game's one data channel (negotiated: both sides make it alike).
 * @param {NetOptions} options
 */
function connection(options) {
  const pc = new RTCPeerConnection({ iceServers: options.iceServers || [] });
  const channel = pc.createDataChannel(CHANNEL.label, CHANNEL);
  return { pc, channel };
}

/**
 * The host's side: an offer with every candidate, as a code and an invitation link.
 * @param {NetOptions} [options]
 */
export async function hostOffer(options = {}) {
  const { pc, channel } = connection(options);
  try {
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc, options.gatherMs || GATHER_MS);
    const code = encodeDescription(/** @type {RTCSessionDescription} */ (pc.localDescription));
    return { pc, channel, code, link: inviteLink(code) };
  } catch (err) {
    pc.close();
    throw err instanceof SignalError ? err : new SignalError("offer", String(err.message || err));
  }
}

/**
 * The guest's side: answers an invitation's code; `reply` goes back to the host.
 * @param {string} code untrusted text (from the link)
 * @param {NetOptions} [options]
 */
export async function answerInvite(code, options = {}) {
  const offer = decodeDescription(code, "offer");
  const { pc, channel } = connection(options);
  try {
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc, options.gatherMs || GATHER_MS);
    return { pc, channel, reply: encodeDescription(/** @type {RTCSessionDescription} */ (pc.localDescription)) };
  } catch (err) {
    pc.close();
    throw err instanceof SignalError ? err : new SignalError("offer", String(err.message || err));
  }
}

/**
 * The host takes the guest's reply code; the data channel opens once the browsers have connected.
 * @param {RTCPeerConnection} pc the host's, from hostOffer
 * @param {string} reply untrusted text
 */
export async function acceptReply(pc, reply) {
  const answer = decodeDescription(typeof reply === "string" ? reply.trim() : reply, "answer");
  try {
    await pc.setRemoteDescription(answer);
  } catch (err) {
    throw new SignalError("reply", String(err.message || err));
  }
}
