// Messages between two pages through public relays (net/relays.js; docs/network.md, "Relays"):
// WebTorrent trackers' WebSocket protocol, used as it is meant for browsers. Each page announces
// itself in a swarm named after the invitation's key (net/seal.js); a page that publishes
// announces once more with one "offer", which the tracker forwards to the other pages of the
// swarm. Our offer's text is a value sealed with the key, so a relay sees the swarm, the two
// pages' addresses and the timing, never what is said.
//
//   const relay = new Relay(key, RELAYS, (value) => ...);   listens on every relay
//   await relay.publish({t: "reply", ...});                  once, through every relay reached
//   relay.stop();                                            leaves the swarm, closes the sockets
//
// Frames from a relay are untrusted: bounded, type-checked, opened with the key; anything else is
// counted in `ignored` and dropped. No socket is opened before `new Relay`, and none stays after
// `stop()`. The only repeated announce is the one the tracker asks for (its `interval`), to stay in
// the swarm while waiting.

import { seal, swarmOf, unseal } from "./seal.js";

/** The longest frame read from a relay. */
const MAX_FRAME = 4000;
const INTERVAL_S = { min: 60, max: 600 };
/** A relay that sends more frames than this that are not ours is left (its socket closed). */
const MAX_IGNORED = 50;

/** @typedef {(value: Record<string, unknown>) => void} OnValue */
/** @typedef {{url: string, socket: WebSocket, timer: number | undefined, published: boolean, ignored: number}} Link
 *   one relay: its socket, the announce the tracker asked for, whether the sealed text went through it, the
 *   frames from it dropped */

/** @param {number} count 20 random bytes as one character each, as the protocol writes ids */
function randomId(count = 20) {
  return String.fromCharCode(...crypto.getRandomValues(new Uint8Array(count)));
}

export class Relay {
  /** frames dropped: unreadable, not sealed with the key, or not a message */
  ignored = 0;
  /** relays whose socket opened, and those that failed or closed before */
  reached = 0;
  failed = 0;
  /** @type {Link[]} */ links = [];
  /** @type {string | null} the sealed text published, sent to each relay once it is open */
  sealed = null;
  /** @type {Set<string>} texts already opened (the same message through two relays, or replayed) */
  seen = new Set();
  stopped = false;
  peerId = randomId();

  /**
   * @param {string} key the invitation's key (net/seal.js)
   * @param {readonly string[]} urls the relays
   * @param {OnValue} onValue each new value opened with the key
   * @param {() => void} [onChange] the counts changed
   */
  constructor(key, urls, onValue, onChange = () => {}) {
    this.key = key;
    this.onValue = onValue;
    this.onChange = onChange;
    this.swarm = swarmOf(key);
    for (const url of urls) this.connect(url);
  }

  /** @param {string} url */
  connect(url) {
    let socket;
    try {
      socket = new WebSocket(url);
    } catch {
      this.failed += 1;
      return;
    }
    /** @type {Link} */
    const link = { url, socket, timer: undefined, published: false, ignored: 0 };
    this.links.push(link);
    let opened = false;
    socket.addEventListener("open", () => {
      opened = true;
      this.reached += 1;
      this.onChange();
      this.announce(link, this.sealed);
    });
    socket.addEventListener("message", (event) => this.read(link, event.data));
    socket.addEventListener("close", () => {
      clearTimeout(link.timer);
      if (!opened && !this.stopped) this.failed += 1;
      this.onChange();
    });
  }

  /** Announce in the swarm, with the sealed text as its one offer when there is one (through each
   * relay once). @param {Link} link @param {string | null} sealed */
  async announce(link, sealed, event = "started") {
    const swarm = await this.swarm;
    if (link.socket.readyState !== WebSocket.OPEN) return;
    if (sealed && link.published) sealed = null;
    if (sealed) link.published = true;
    const message = {
      action: "announce",
      info_hash: swarm,
      peer_id: this.peerId,
      numwant: sealed ? 1 : 0,
      uploaded: 0,
      downloaded: 0,
      left: 0,
      event,
      offers: sealed ? [{ offer: { type: "offer", sdp: sealed }, offer_id: randomId() }] : [],
    };
    link.socket.send(JSON.stringify(message));
  }

  /** Publish a value once, through every relay reached (and those still opening, once open).
   * @param {Record<string, unknown>} value */
  async publish(value) {
    if (this.sealed !== null || this.stopped) return;
    this.sealed = await seal(this.key, value);
    this.seen.add(this.sealed);
    for (const link of this.links) await this.announce(link, this.sealed, "update");
  }

  /** One frame from a relay: an offer in our swarm opened with the key, or dropped.
   * @param {Link} link @param {unknown} data */
  async read(link, data) {
    if (this.stopped) return;
    let frame;
    try {
      if (typeof data !== "string" || data.length > MAX_FRAME) throw new Error("not a frame");
      frame = JSON.parse(data);
      if (!frame || typeof frame !== "object" || frame.action !== "announce") throw new Error("not an announce");
    } catch {
      return this.drop(link);
    }
    if (typeof frame.interval === "number") this.stayInSwarm(link, frame.interval);
    if (frame.offer === undefined) return; // the tracker's own answer to an announce
    const text = frame.offer?.sdp;
    if (frame.info_hash !== (await this.swarm) || typeof text !== "string") return this.drop(link);
    if (this.seen.has(text)) return; // the same message again: through another relay, or replayed
    const value = await unseal(this.key, text);
    if (this.stopped) return;
    if (!value || typeof value !== "object" || Array.isArray(value)) return this.drop(link);
    this.seen.add(text);
    this.onValue(value);
  }

  /** A frame that is not ours, counted; a relay that keeps sending them is left.
   * @param {Link} link */
  drop(link) {
    this.ignored += 1;
    link.ignored += 1;
    if (link.ignored > MAX_IGNORED) link.socket.close();
    this.onChange();
  }

  /** The announce the tracker asks for to keep this page in the swarm (no offer in it).
   * @param {Link} link @param {number} seconds */
  stayInSwarm(link, seconds) {
    clearTimeout(link.timer);
    const wait = Math.min(Math.max(seconds, INTERVAL_S.min), INTERVAL_S.max);
    link.timer = setTimeout(() => this.announce(link, null, "update"), wait * 1000);
  }

  /** Leave the swarm and close every socket; nothing is read afterwards. */
  async stop() {
    if (this.stopped) return;
    this.stopped = true;
    for (const link of this.links) {
      clearTimeout(link.timer);
      await this.announce(link, null, "stopped");
      link.socket.close();
    }
  }
}
