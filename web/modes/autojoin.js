// "Connect automatically" (docs/network.md, "Relays"): the guest's reply code goes to the host
// through public relays (net/relay.js), sealed with the key only the invitation link carries, so
// nobody types or pastes it. The choice is the host's (remembered, off by default: no request to
// any relay while it is off) and, on the guest's page, the guest's one tap. The host listens for
// each open invitation's reply and takes the first one that opens with the key and names that
// invitation, as if it had been pasted; the guest publishes once and, not connected after
// RELAY_WAIT_MS, says so and closes its sockets (the reply code is on its page all along).
//
// A guest on an old link of its seat (a reloaded page: its address still holds the old code, and
// the seat's key, which a fresh invitation for the seat keeps) rejoins by the same tap: its reply
// names the old invitation, so the host sends the current one (`invite`, once per invitation, with
// the seat's invitation number `s`) through the relays; the guest's page answers it, only if it is
// later than any it answered (a relay may replay old ones), and sends that reply by itself.

import { KEYS, storage } from "../core/storage.js";
import { Relay } from "../net/relay.js";
import { RELAYS } from "../net/relays.js";
import { MAX_CODE } from "../net/code.js";
import { invitationId, newKey } from "../net/seal.js";
import { JOIN, inviteLink } from "../net/signal.js";
import { get } from "../play/flow.js";
import { setNet, setSeat } from "./netstate.js";

/** How long the guest's page waits for the link after publishing its reply. */
const RELAY_WAIT_MS = 10_000;
/** How many fresh invitations one guest's page answers by itself (each is the host's new one). */
const REJOINS = 3;

/** The relays as a person reads them: their host names. */
function relayNames() {
  return RELAYS.map((url) => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  });
}

/** Whether the host chose "Connect automatically" (remembered; off unless chosen). */
function relayChosen() {
  return storage.get(KEYS.relay) === "on";
}

/** A fresh nonce for one message (a replayed message carries an old one). */
function nonce() {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The host's side: one key per seat for the hosted game (a fresh invitation for the same seat
 * keeps it), and a listener per open invitation. */
export class HostRelays {
  /** @type {Map<number, string>} */ keys = new Map();
  /** @type {Map<number, string>} */ codes = new Map();
  /** @type {Map<number, Relay>} */ listening = new Map();
  /** @type {Map<number, number>} each seat's invitations so far (the latest's number) */
  serials = new Map();

  /** @param {(seat: number, reply: string) => unknown} accept the pasted reply's command */
  constructor(accept) {
    this.accept = accept;
  }

  /** The option's state in the store's net part, for the invitations card. */
  show() {
    setNet({ relay: { on: relayChosen(), relays: relayNames() } });
  }

  /** A seat's new invitation: its link (with the key when the option is on, then listening for
   * its reply). @param {number} seat @param {string} code */
  link(seat, code) {
    this.stop(seat);
    this.codes.set(seat, code);
    if (!relayChosen()) return new URL(inviteLink(code), location.href).href;
    const key = this.keys.get(seat) ?? newKey();
    this.keys.set(seat, key);
    this.serials.set(seat, (this.serials.get(seat) ?? 0) + 1);
    this.listen(seat, key, code, this.serials.get(seat) ?? 1);
    return new URL(`${inviteLink(code)}&key=${key}`, location.href).href;
  }

  /** @param {number} seat @param {string} key @param {string} code @param {number} serial */
  listen(seat, key, code, serial) {
    const id = invitationId(code);
    const relay = new Relay(key, RELAYS, async (value) => {
      if (value.t !== "reply" || typeof value.code !== "string" || this.listening.get(seat) !== relay) {
        relay.ignored += 1;
        return;
      }
      if (value.inv !== (await id)) {
        // the seat's guest on an old link: the current invitation, sealed, once
        return relay.publish({ t: "invite", inv: await id, s: serial, n: nonce(), code });
      }
      if (!value.code) return; // a page with no reply of its own asks only for the current invitation
      this.stop(seat); // the first valid reply: nothing more is read for this invitation
      this.accept(seat, value.code);
    });
    this.listening.set(seat, relay);
  }

  /** The host turned the option on or off: every open invitation's link again.
   * @param {boolean} on */
  choose(on) {
    storage.set(KEYS.relay, on ? "on" : "off");
    this.show();
    for (const s of get().net?.seats ?? []) {
      const code = this.codes.get(s.seat);
      if (s.state !== "connected" && code) setSeat(s.seat, { link: this.link(s.seat, code) });
    }
  }

  /** @param {number} seat */
  stop(seat) {
    this.listening.get(seat)?.stop();
    this.listening.delete(seat);
  }

  stopAll() {
    for (const seat of [...this.listening.keys()]) this.stop(seat);
  }
}

/** The guest's side: the invitation's key and code, the reply published once on a tap. */
export class GuestRelay {
  /** @type {Relay | null} */ relay = null;
  /** @type {string | null} */ reply = null;
  /** @type {number | undefined} */ timer = undefined;

  rejoins = 0;
  /** the number of the latest invitation answered from the relays (0: only the link's) */
  serial = 0;

  /** @param {string} key @param {string} code
   * @param {(code: string) => Promise<unknown>} answer the guest's answer to the host's fresh
   *   invitation (its reply comes back through `offer`) */
  constructor(key, code, answer) {
    this.key = key;
    this.code = code;
    this.answer = answer;
  }

  /** The reply is made: the page offers the tap (or, answering the host's fresh invitation, sends
   * it at once). @param {string} reply */
  offer(reply) {
    this.reply = reply;
    if (this.rejoins > 0) return this.send();
    setNet({ relay: { state: "ask", relays: relayNames() } });
  }

  /** The guest's tap: the reply, sealed, through every relay, once; a fall back to the code. */
  async send() {
    if (this.relay || this.reply === null) return;
    this.relay = new Relay(this.key, RELAYS, (value) => this.heard(value));
    setNet({ relay: { state: "sending", relays: relayNames() } });
    this.timer = setTimeout(() => this.fallBack(), RELAY_WAIT_MS);
    await this.relay.publish({ t: "reply", inv: await invitationId(this.code), n: nonce(), code: this.reply });
  }

  /** The host's current invitation, sent because this page's reply named an older one: answered
   * here, its reply sent by itself. @param {Record<string, unknown>} value */
  async heard(value) {
    const code = value.code;
    const serial = value.s;
    if (value.t !== "invite" || typeof code !== "string" || code.length > MAX_CODE || code === this.code) return;
    if (typeof serial !== "number" || !(serial > this.serial) || this.rejoins >= REJOINS) return; // an old one, replayed
    if (value.inv !== (await invitationId(code)) || serial <= this.serial) return; // (a later one came meanwhile)
    this.rejoins += 1;
    this.serial = serial;
    this.stop();
    this.relay = null;
    this.code = code;
    history.replaceState(null, "", `${JOIN}${code}&key=${this.key}`); // a reload opens this one
    await this.answer(code);
  }

  fallBack() {
    this.stop();
    if (!get().net?.open) setNet({ relay: { state: "failed", relays: relayNames() } });
  }

  /** The link is open: the relays are done with. */
  connected() {
    this.stop();
    if (get().net?.relay) setNet({ relay: null });
  }

  stop() {
    clearTimeout(this.timer);
    this.relay?.stop();
  }
}
