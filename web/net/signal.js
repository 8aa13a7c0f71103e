// Signalling with no server: the host's offer travels as an invitation link (./#join=<code>), the
// guest's answer comes back as a reply code (text to paste, or a QR code), and then the two
// browsers talk directly over one data channel.
//
//   host:  const table = await hostOffer();          table.link -> the guest
//   guest: const seat = await answerInvite(code);    seat.reply -> the host
//   host:  await acceptReply(table.pc, reply);       both: the channel opens
//
// Each offer has its own invitation id, which its answer repeats (`readReply` gives it before
// anything touches the connection): a reply to another invitation is known as such and refused
// by the host's page, and the invitation it was pasted into stays usable.
//
// ICE is gathered in full before a code is made (bounded by `gatherMs`), so one code carries every
// candidate and nothing trickles afterwards. Codes from the other side are untrusted: a bad one is
// a SignalError naming its field (web/net/code.js), never another exception. No STUN server is
// used unless the caller passes one in `iceServers`. The host's offer may say who invites and to
// what (net/tablepart.js): `invitedBy` reads it, and a part that cannot be read is no part at all.

import { SignalError, newInvitation, pack, tableOf, unpack } from "./code.js";
import { readSdp, writeSdp } from "./sdp.js";

export { SignalError, fieldOf } from "./code.js";

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
 * The code in an invitation link (relative or whole, or a bare "#join=..." fragment); whatever
 * follows it after an "&" (another parameter of the fragment) is not part of it.
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
 * Who invites and to what, as an invitation's code says: null for an older link with no such
 * part, or a code or part that cannot be read (the friend joins all the same).
 * @param {string} code untrusted text
 * @returns {import("./tablepart.js").TablePart | null}
 */
export function invitedBy(code) {
  try {
    return tableOf(code);
  } catch (err) {
    console.warn(`net: the invitation's table is not said: ${err instanceof Error ? err.message : err}`);
    return null;
  }
}

/**
 * The code for a browser's own description, making or answering `invitation` (an offer's with
 * its table, when given).
 * @param {RTCSessionDescription} description
 * @param {string} invitation
 * @param {import("./tablepart.js").TablePart | null} [table]
 */
export function encodeDescription(description, invitation, table = null) {
  const kind = description.type === "offer" ? "offer" : "answer";
  return pack(readSdp(description.sdp, kind), invitation, table);
}

/**
 * The description a code from the other side stands for, and the invitation it makes or answers.
 * @param {string} code untrusted text
 * @param {"offer" | "answer"} kind what is expected
 * @returns {{description: RTCSessionDescriptionInit, invitation: string}}
 */
export function decodeDescription(code, kind) {
  try {
    const essentials = unpack(code, kind);
    return { description: { type: kind, sdp: writeSdp(essentials) }, invitation: essentials.invitation };
  } catch (err) {
    if (err instanceof SignalError) throw err;
    throw new SignalError("code", "cannot be read");
  }
}

/**
 * A reply code read, not yet used: its description and the invitation it answers.
 * @param {string} reply untrusted text
 */
export function readReply(reply) {
  return decodeDescription(typeof reply === "string" ? reply.trim() : reply, "answer");
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
 * The host's side: an offer with every candidate, as a code and an invitation link; with who
 * invites and to what, when `table` is given.
 * @param {NetOptions} [options]
 * @param {import("./tablepart.js").TablePart | null} [table]
 */
export async function hostOffer(options = {}, table = null) {
  const { pc, channel } = connection(options);
  const invitation = newInvitation();
  try {
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc, options.gatherMs || GATHER_MS);
    const local = /** @type {RTCSessionDescription} */ (pc.localDescription);
    const code = encodeDescription(local, invitation, table);
    return { pc, channel, code, invitation, link: inviteLink(code) };
  } catch (err) {
    pc.close();
    throw err instanceof SignalError ? err : new SignalError("offer", "this browser could not make one");
  }
}

/**
 * The guest's side: answers an invitation's code; `reply` goes back to the host.
 * @param {string} code untrusted text (from the link)
 * @param {NetOptions} [options]
 */
export async function answerInvite(code, options = {}) {
  const { description, invitation } = decodeDescription(code, "offer");
  const { pc, channel } = connection(options);
  try {
    await pc.setRemoteDescription(description);
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc, options.gatherMs || GATHER_MS);
    const local = /** @type {RTCSessionDescription} */ (pc.localDescription);
    return { pc, channel, invitation, reply: encodeDescription(local, invitation) };
  } catch (err) {
    pc.close();
    throw err instanceof SignalError ? err : new SignalError("offer", "this browser could not answer it");
  }
}

/**
 * The host gives its connection a reply read by `readReply`; the browser's own words for a failure
 * stay in the console (a person is told what to do instead: modes/host.js).
 * @param {RTCPeerConnection} pc the host's, from hostOffer
 * @param {RTCSessionDescriptionInit} description
 */
export async function applyReply(pc, description) {
  try {
    await pc.setRemoteDescription(description);
  } catch (err) {
    console.warn(`net: the reply could not be used: ${err}`);
    throw new SignalError("reply", "the connection could not use it");
  }
}

/**
 * The host takes the guest's reply code; the data channel opens once the browsers have connected.
 * @param {RTCPeerConnection} pc the host's, from hostOffer
 * @param {string} reply untrusted text
 */
export async function acceptReply(pc, reply) {
  await applyReply(pc, readReply(reply).description);
}
