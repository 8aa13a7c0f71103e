// One connection to another device, as the game uses it: the WebRTC link (signal.js), its data
// channel as JSON messages (channel.js), and every message that arrives checked by the engine
// (`net_parse` through core/queries.js, docs/protocol.md "Network") before anything reads it. A message the engine
// refuses is reported with its reason and goes no further; nothing from the wire is ever run or
// written as markup. A guest's messages are counted first (limiter.js): one that sends too many is
// paused, then dropped, before any of its flood reaches the engine; refusals sent back are limited.

import { Channel } from "./channel.js";
import { Bucket, FROM_GUEST, Limiter, REFUSALS } from "./limiter.js";
import { watchRoute } from "./noroute.js";
import { answerInvite, applyReply, hostOffer } from "./signal.js";

/**
 * @typedef {Pick<import("../core/queries.js").Queries, "netParse">} Engine  the engine's check of a message
 * @typedef {{iceServers?: RTCIceServer[]}} PeerOptions
 * @typedef {{
 *   message?: (message: NetMessage) => void, refused?: (reason: string, error: unknown) => void,
 *   open?: () => void, gone?: (reason: string) => void, failed?: (reason: "no-route") => void,
 *   paused?: (seconds: number) => void, dropped?: () => void,
 * }} PeerEvents  failed: no route found in time (net/noroute.js); the channel may still open later
 * @typedef {import("../core/types.js").NetMessage} NetMessage
 * `refused` is given the reason and, for a message the engine refused, its error (an unknown game's
 * code and name, core/unknowngame.js)
 */

export class Peer {
  /** @type {RTCPeerConnection} */ pc;
  /** @type {Channel} */ channel;
  /** @type {"connecting" | "open" | "gone"} */ state = "connecting";
  /** @type {PeerEvents} */ on = {};
  #engine;
  #from;
  /** @type {Limiter | null} */ #limiter;
  #refusals = new Bucket(REFUSALS, performance.now());
  #route;

  /**
   * @param {Engine} engine
   * @param {"guest" | "host"} from  who sends what this peer receives
   * @param {{pc: RTCPeerConnection, channel: RTCDataChannel}} link
   */
  constructor(engine, from, link) {
    this.#engine = engine;
    this.#from = from;
    this.#limiter = from === "guest" ? new Limiter(FROM_GUEST, performance.now()) : null;
    this.pc = link.pc;
    this.channel = new Channel(link.channel);
    this.#route = watchRoute(this.pc, () => this.on.failed?.("no-route"), { startOnChecking: from === "host" });
    this.channel.addEventListener("open", () => {
      this.#route.stop();
      this.state = "open";
      this.on.open?.();
    });
    this.channel.addEventListener("close", (event) => this.#gone(/** @type {CustomEvent} */ (event).detail.reason));
    this.channel.addEventListener("refused", (event) => {
      if (this.#admitted()) this.on.refused?.(/** @type {CustomEvent} */ (event).detail.reason, null);
    });
    this.channel.addEventListener("message", (event) => {
      if (this.#admitted()) this.#read(/** @type {CustomEvent} */ (event).detail.value);
    });
  }

  /** The host's side: an invitation (its link carries the offer, and who invites and to what).
   * @param {Engine} engine
   * @param {import("./signal.js").NetOptions} [options]
   * @param {import("./tablepart.js").TablePart | null} [table] */
  static async invite(engine, options = {}, table = null) {
    const made = await hostOffer(options, table);
    const peer = new Peer(engine, "guest", made);
    return { peer, link: made.link, code: made.code, invitation: made.invitation };
  }

  /** The guest's side: the answer to an invitation's code, and the reply code for the host.
   * @param {Engine} engine
   * @param {string} code untrusted text (from the link)
   * @param {import("./signal.js").NetOptions} [options] */
  static async answer(engine, code, options = {}) {
    const made = await answerInvite(code, options);
    return { peer: new Peer(engine, "host", made), reply: made.reply, invitation: made.invitation };
  }

  /** The host gives the connection the guest's reply, read and matched to this invitation first
   * (signal.js `readReply`); a failure is a SignalError with no browser words in it.
   * @param {RTCSessionDescriptionInit} description */
  async accept(description) {
    await applyReply(this.pc, description);
    if (this.state === "connecting") this.#route.start();
  }

  /** Sends one value; a refusal (`{type: "refused"}`) only while the peer is not paused and the
   * refusals' bucket has room, so that a flood is never answered message by message.
   * @param {unknown} value */
  send(value) {
    const refusal = typeof value === "object" && value !== null && "type" in value && value.type === "refused";
    const now = performance.now();
    if (refusal && (this.#limiter?.paused(now) || !this.#refusals.take(now))) {
      return { ok: false, error: "refusals limited" };
    }
    return this.channel.send(value);
  }

  close() {
    this.#route.stop();
    this.channel.close();
    this.pc.close();
  }

  /** Whether the message (or refused frame) just arrived is to be read: a guest that sends too many
   * is paused (nothing read for a while), then dropped (the link closed: `gone` follows). */
  #admitted() {
    if (!this.#limiter) return true;
    const verdict = this.#limiter.take(performance.now());
    if (verdict === "pause") this.on.paused?.(this.#limiter.pauseMs / 1000);
    if (verdict === "drop") {
      this.on.dropped?.();
      this.close();
    }
    return verdict === "read";
  }

  /** @param {unknown} value untrusted: the engine reads it, or refuses it with the reason */
  async #read(value) {
    let message;
    try {
      message = await this.#engine.netParse(this.#from, JSON.stringify(value));
    } catch (err) {
      this.on.refused?.(String(err?.message ?? err), err);
      return;
    }
    if (this.state !== "gone") this.on.message?.(message);
  }

  /** @param {string} reason */
  #gone(reason) {
    if (this.state === "gone") return;
    this.state = "gone";
    this.#route.stop();
    this.pc.close();
    this.on.gone?.(reason);
  }
}
