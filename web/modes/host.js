// The host of a table over the network (issue 14; docs/network.md): the host's page referees in
// its own engine and sends each guest its seat's view. A host's mode is a local table whose
// guests' seats wait for their devices, with no undo; the links, the seats' tokens and the deal
// being collected belong to the one game (a HostTable, made per game), never to the module.
// Nothing here decides a rule: the engine checks every message off the wire (net/peer.js).

import { seatName } from "../i18n/text.js";
import { paused } from "../core/selectors.js";
import { defaultLevel } from "../core/table.js";
import { toGuest } from "../net/messages.js";
import { Peer } from "../net/peer.js";
import { fieldOf, readReply } from "../net/signal.js";
import { advance } from "../play/advance.js";
import { get, guarded, isFatal, messageOf, newTable, parts, say, show, update } from "../play/flow.js";
import { announce, placed, roundStarted } from "../play/sentences.js";
import { Invitations } from "./invitations.js";
import { dealNextRound, localMode } from "./local.js";
import { netOptions, setNet, setSeat } from "./netstate.js";
import { HostRelays } from "./autojoin.js";
import { hostName, hostNet, linkPart } from "./hostparts.js";

/**
 * @typedef {import("../core/mode.js").Mode} Mode
 * @typedef {import("../core/types.js").Session} Session
 * @typedef {import("../core/types.js").Seat} Seat
 * @typedef {import("../core/store.js").NetState} NetState
 * @typedef {{players: number, seats: import("../core/table.js").SeatChoice[], rules: import("../core/games.js").ChosenRules}} TableChoice
 * @typedef {{type: string, [field: string]: any}} Message  a message the engine has read and checked
 * @typedef {{round: number, resolve: () => void, commitments: string[] | null}} Collecting
 * @typedef {import("./invitations.js").Match} Match
 * @typedef {import("../net/tablepart.js").TablePart} TablePart
 * @typedef {import("./hostparts.js").About} About
 */

/** One hosted game: its links to each guest's seat, each seat's token from its first join, the
 * table before it is dealt, the deal being collected. */
class HostTable {
  /** @type {Map<number, Peer>} */ peers = new Map();
  invitations = new Invitations();
  /** @type {Map<number, string>} */ tokens = new Map();
  /** @type {TableChoice | null} */ pending = null;
  /** @type {Collecting | null} */ collecting = null;
  /** "Connect automatically": each invitation's reply heard through the relays (modes/autojoin.js) */
  relays = new HostRelays((seat, reply) => this.acceptReply(seat, reply));
  /** @type {Promise<TablePart | null> | null} what every link of this table says of it, once written */
  part = null;

  /** @param {About | null} about who hosts and the table's rules (null: the links say nothing of them) */
  constructor(about) {
    this.about = about;
  }

  /** Who invites and to what, as the links carry it (once per table). */
  tablePart() {
    this.part ??= linkPart(this.about);
    return this.part;
  }

  /** Each message from a guest (already checked by the engine), by its type. */
  handlers = /** @type {Record<string, (seat: number, message: Message) => unknown>} */ ({
    join: (seat, message) => this.joined(seat, message),
    commit: (seat, message) => this.dealCommitted(seat, message),
    reveal: (seat, message) => this.dealRevealed(seat, message),
    move: (seat, message) => this.guestMoved(seat, message),
    unknown_game: (seat) => this.gameUnknownTo(seat),
  });

  /** The host's mode: the local table's, with the guests' seats waiting for their devices. */
  mode = /** @type {Mode} */ ({
    ...localMode("host"),
    undo: false,
    nextRound: () => dealNextRound(() => this.sharesForNextRound()),
    shown: (/** @type {Session} */ state) => this.sendViews(state),
    waits: (/** @type {import("../core/store.js").PageState} */ s) => {
      const current = s.session?.view.current ?? -1;
      if (paused(s)) return { thinking: null }; // a dropped guest pauses all
      return s.session?.remote?.includes(current) ? { thinking: current } : null;
    },
    leave: () => this.closeAll(),
    net: {
      acceptReply: (seat, text) => this.acceptReply(seat, text),
      handToComputer: (seat) => this.handToComputer(seat),
      newLink: (seat) => this.newLink(seat),
      relayOption: (on) => this.relays.choose(on),
    },
  });

  /** @param {number} seat @param {Message} message */
  fromGuest(seat, message) {
    const before = message.type === "join" || message.type === "unknown_game"; // sent instead of a join
    if (!before && !this.tokens.has(seat)) return this.refuse(seat, message.type, "join first");
    return this.handlers[message.type]?.(seat, message);
  }

  /** A fresh invitation for a seat (at first, to rejoin, or after a try that failed): the seat's
   * earlier one, if any, is replaced and its link no longer works. @param {number} seat */
  async invite(seat) {
    const { peer, code, invitation: id } = await Peer.invite(parts.queries, netOptions(), await this.tablePart());
    if (!get().net?.seats.some((s) => s.seat === seat)) return peer.close(); // handed to a computer meanwhile
    this.forget(seat);
    this.peers.set(seat, peer);
    this.invitations.add(seat, id);
    peer.on = {
      open: () => guarded(() => this.welcome(seat)),
      gone: () => this.guestGone(seat, peer),
      failed: (/** @type {string} */ reason) => this.tryFailed(seat, peer, reason),
      refused: (/** @type {string} */ reason) => this.refusedFrom(seat, reason),
      paused: (/** @type {number} */ seconds) => announce(say("net.flooded", { name: this.friendName(seat), seconds })),
      dropped: () => announce(say("net.floodDropped", { name: this.friendName(seat) })),
      message: (/** @type {Message} */ message) => guarded(() => this.fromGuest(seat, message)),
    };
    setSeat(seat, { link: this.relays.link(seat, code) });
  }

  /** The seat's link, closed without a word (it is being replaced or handed over). @param {number} seat */
  forget(seat) {
    const peer = this.peers.get(seat);
    if (!peer) return;
    peer.on = {};
    peer.close();
    this.peers.delete(seat);
  }

  /** The guest's reply code for a seat, pasted or scanned: used only if it answers this seat's
   * newest invitation and that invitation has taken no reply yet; else refused in the player's
   * words, and the invitation stays as it was. @param {number} seat @param {string} text */
  async acceptReply(seat, text) {
    const peer = this.peers.get(seat);
    const invitation = this.invitations.of(seat);
    if (!peer || !invitation) return;
    const name = this.friendName(seat);
    let reply;
    try {
      reply = readReply(text);
    } catch (err) {
      return setSeat(seat, { error: say("net.reply.damaged", { name, field: fieldOf(err) }) });
    }
    const match = this.invitations.match(seat, reply.invitation);
    if (match.kind !== "this") return setSeat(seat, { error: this.refusalOf(match, name) });
    this.relays.stop(seat); // a reply taken: none is awaited through the relays any more
    this.invitations.set(invitation, "connecting");
    setSeat(seat, { state: "connecting", error: null });
    try {
      await peer.accept(reply.description);
    } catch {
      this.tryFailed(seat, peer, "unusable");
    }
  }

  /** Why a reply that is not this card's is refused. @param {Match} match @param {string} name */
  refusalOf(match, name) {
    if (match.kind === "other") return say("net.reply.other", { name, other: this.friendName(match.seat) });
    return say(`net.reply.${match.kind}`, { name });
  }

  /** A try that did not connect: the seat's card says why, and a fresh invitation replaces it.
   * @param {number} seat @param {Peer} peer @param {string} reason */
  tryFailed(seat, peer, reason) {
    const invitation = this.invitations.of(seat);
    if (this.peers.get(seat) !== peer || !invitation) return;
    if (invitation.state === "connected") {
      this.guestGone(seat, peer);
      return;
    }
    this.invitations.set(invitation, "failed");
    const why = { "no-route": "noRoute", unusable: "unusable" }[reason] ?? "closed";
    setSeat(seat, { state: "failed", link: null, error: say(`net.failed.${why}`, { name: this.friendName(seat) }) });
    this.forget(seat);
    guarded(() => this.invite(seat));
  }

  /** The host asks for a fresh link for a seat still to join (the friend's page lost the last one,
   * or answered it and reloaded before the host had the reply): the old one is replaced.
   * @param {number} seat */
  async newLink(seat) {
    if (this.invitations.of(seat)?.state === "connected") return;
    setSeat(seat, { link: null, error: null });
    this.forget(seat);
    await this.invite(seat);
  }

  /** A friend's name at this table, in this page's words. @param {number} seat */
  friendName(seat) {
    const named = get().net?.seats.find((s) => s.seat === seat)?.name;
    if (named) return named;
    const session = get().session;
    return seatName(
      seat,
      session?.view.players ?? this.pending?.players ?? 2,
      session?.human ?? 0,
      session?.seats ?? [],
    );
  }

  /** @param {number} seat @param {unknown} message */
  send(seat, message) {
    return this.peers.get(seat)?.send(message);
  }

  /** @param {unknown} message */
  sendAll(message) {
    for (const s of get().net?.seats ?? []) this.send(s.seat, message);
  }

  /** The guest's seat, every seat and the table's whole rule set (the game and its options, as the
   * view has them, or as chosen before the deal), sent as the engine writes it (`Rules.to_json`,
   * read back by `net_parse` as the guest's engine will read it): the guest's page deals no game,
   * but names it and checks each deal as that game deals. @param {number} seat */
  async welcome(seat) {
    this.relays.stop(seat);
    const s = get().session;
    const seats = s?.seats ?? this.pending?.seats;
    const rules = s ? s.view.rules : this.pending?.rules;
    const text = JSON.stringify(toGuest.welcome(seat, seats, rules));
    this.send(seat, await parts.bridge.call("net_parse", { from: "host", text }));
  }

  /** A guest joined (or rejoined: the same device's token, else refused).
   * @param {number} seat @param {Message} message */
  async joined(seat, message) {
    if (message.seat !== seat) return this.refuse(seat, "join", `this invitation is for seat ${seat}`);
    const held = this.tokens.get(seat);
    if (held && held !== message.token) return this.refuse(seat, "join", `seat ${seat} is another device's`);
    const invitation = this.invitations.of(seat);
    if (!invitation || invitation.state === "connected") return; // a join sent again changes nothing
    this.invitations.set(invitation, "connected");
    this.tokens.set(seat, message.token);
    setSeat(seat, { state: "connected", link: null, error: null });
    const net = /** @type {NetState} */ (get().net);
    const waiting = net.waiting.filter((w) => w !== seat);
    setNet({ waiting });
    const everyone = net.seats.every((s) => s.seat === seat || s.state === "connected");
    if (!get().session && !this.collecting && everyone) return this.dealFirst(); // (once: a rejoin mid-deal is prompted below)
    if (get().session) await this.sendView(seat);
    if (this.collecting) await this.promptDeal(seat);
    if (get().session && waiting.length === 0) this.resumeGame();
  }

  /** The friend's page does not know this table's game (it joined no seat): their card and the
   * log say so, naming the friend from this table's seats (the game's name they sent is not shown);
   * the seat still waits, for an updated page or a computer. @param {number} seat */
  gameUnknownTo(seat) {
    const invitation = this.invitations.of(seat);
    if (!invitation || invitation.state === "connected") return;
    const said = say("net.guestUnknownGame", { name: this.friendName(seat) });
    setSeat(seat, { error: said });
    announce(said);
  }

  /** @param {number} seat @param {string | null} of @param {string} text */
  refuse(seat, of, text) {
    this.send(seat, toGuest.refused(text, of));
  }

  /** A message the engine would not read: refused back, logged here, nothing else changes.
   * @param {number} seat @param {string} reason */
  refusedFrom(seat, reason) {
    console.warn(`seat ${seat}: ${reason}`);
    this.refuse(seat, null, reason);
  }

  /** Round 1: every device's share first, then the game. */
  async dealFirst() {
    if (!this.pending || this.collecting) return;
    const { players, seats, rules } = this.pending;
    await this.collect(1, players);
    const state = await parts.bridge.call("new_game", { players, seats, rules, shared: true });
    this.pending = null;
    const gen = get().gen;
    if (!(await show(state, gen))) return;
    roundStarted();
    await advance(gen, true);
  }

  /** Every device's share for `round` (docs/protocol.md, "A deal nobody chooses").
   * @param {number} round @param {number} players */
  async collect(round, players) {
    const remote = (get().net?.seats ?? []).map((s) => s.seat);
    /** @type {Promise<void>} */
    const done = new Promise((resolve) => {
      this.collecting = { round, resolve, commitments: null };
    });
    const begun = await parts.bridge.call("deal_begin", { round, players, remote });
    if (begun.ready)
      this.collecting?.resolve(); // no guest left to hear from: the host's own shares deal
    else for (const seat of remote) await this.promptDeal(seat);
    await done;
    this.collecting = null;
  }

  /** Ask a guest for what it still owes the deal: its commitment, or (all in) its share.
   * @param {number} seat */
  async promptDeal(seat) {
    if (!this.collecting) return;
    const { round, commitments } = this.collecting;
    this.send(seat, commitments ? toGuest.commit(round, commitments) : toGuest.newRound(round));
  }

  /** @param {number} seat @param {Message} message */
  async dealCommitted(seat, message) {
    const collecting = this.collecting;
    if (!collecting || message.round !== collecting.round)
      return this.refuse(seat, "commit", `no deal of round ${message.round} is being collected`);
    const deal = await this.guestAsks(seat, "commit", "deal_commit", { seat, commitment: message.commitment });
    if (!deal?.commitments.every((/** @type {unknown} */ c) => typeof c === "string") || collecting.commitments) return;
    collecting.commitments = deal.commitments;
    for (const s of get().net?.seats ?? []) await this.promptDeal(s.seat);
  }

  /** @param {number} seat @param {Message} message */
  async dealRevealed(seat, message) {
    if (!this.collecting || message.round !== this.collecting.round)
      return this.refuse(seat, "reveal", `no deal of round ${message.round} is being collected`);
    const deal = await this.guestAsks(seat, "reveal", "deal_reveal", { seat, share: message.share });
    if (deal?.ready) this.collecting?.resolve();
  }

  /** The engine's answer to what a guest's message asks of it, or null: a refusal (a commitment
   * sent twice, a move out of turn...) goes back to that guest and changes nothing here.
   * @template {import("../core/bridge.js").Op} K
   * @param {number} seat @param {string} of @param {K} op @param {Record<string, unknown>} args */
  async guestAsks(seat, of, op, args) {
    try {
      return await parts.bridge.call(op, args);
    } catch (err) {
      if (isFatal(err)) throw err;
      this.refuse(seat, of, messageOf(err));
      return null;
    }
  }

  /** The next round of a shared game: the shares first. */
  async sharesForNextRound() {
    const s = get().session;
    if (!s || s.origin !== "shared" || !get().net) return;
    await this.collect(s.view.round + 1, s.view.players);
  }

  /** A guest's move for its own seat: the engine takes it or refuses it (sent back), nothing else.
   * @param {number} seat @param {Message} message */
  async guestMoved(seat, message) {
    const gen = get().gen;
    const { round, step, move } = message;
    const answer = await this.guestAsks(seat, "move", "guest_move", { seat, round, step, move });
    if (!answer || !(await show(answer, gen))) return;
    placed(seat, message.move, answer.view);
    await advance(gen);
  }

  /** Every guest's view of the state just shown, and the shares once a round is over.
   * @param {Session} state */
  async sendViews(state) {
    const net = get().net;
    if (!net) return;
    for (const s of net.seats) if (s.state === "connected") await this.sendView(s.seat);
    if (state.view.round_over && state.origin === "shared") {
      const shares = await parts.bridge.call("deal_shares", {});
      this.sendAll(toGuest.reveal(shares.round, shares.shares));
    }
  }

  /** @param {number} seat */
  async sendView(seat) {
    this.send(seat, await parts.bridge.call("net_view", { seat }));
  }

  /** A guest's link dropped: the game waits for them, with an invitation to rejoin.
   * @param {number} seat @param {Peer} peer */
  guestGone(seat, peer) {
    const net = get().net;
    if (this.peers.get(seat) !== peer || !net) return;
    if (this.invitations.of(seat)?.state !== "connected") {
      this.tryFailed(seat, peer, "closed");
      return;
    }
    setSeat(seat, { state: "gone", link: null, error: null });
    const waiting = [...new Set([...net.waiting, seat])].sort();
    setNet({ waiting });
    this.sendAll(toGuest.paused(waiting));
    announce(say("net.gone", { name: this.friendName(seat) }));
    guarded(() => this.invite(seat));
  }

  resumeGame() {
    this.sendAll(toGuest.resumed());
    announce(say("net.resumed"));
    const gen = get().gen;
    guarded(() => advance(gen));
  }

  /** A guest who does not come back: a computer plays their seat from now on. @param {number} seat */
  async handToComputer(seat) {
    const net = get().net;
    if (!net) return;
    this.forget(seat);
    this.invitations.remove(seat);
    this.relays.stop(seat);
    const seats = net.seats.filter((s) => s.seat !== seat);
    const waiting = net.waiting.filter((w) => w !== seat);
    setNet({ seats, waiting });
    if (!get().session && this.pending) {
      this.pending.seats = this.pending.seats.map((s, i) =>
        i === seat ? { kind: "computer", level: defaultLevel() } : s,
      );
      if (seats.every((s) => s.state === "connected")) return this.dealFirst();
      return;
    }
    const state = await parts.bridge.call("seat_to_computer", { seat, level: defaultLevel() });
    const gen = get().gen;
    if (!(await show(state, gen))) return;
    if (seats.length === 0) update({ net: null });
    if (waiting.length === 0) this.resumeGame();
  }

  closeAll() {
    for (const seat of [...this.peers.keys()]) this.forget(seat);
    this.relays.stopAll();
    this.collecting = null;
    if (get().net) update({ net: null });
  }
}

/** Seats with friends on their own devices: one invitation per friend; the game is dealt once
 * every friend has joined. @param {TableChoice} choice */
export async function hostTable(choice) {
  const host = new HostTable({ host: hostName(choice.seats), rules: choice.rules });
  host.pending = choice;
  const remote = choice.seats.flatMap((s, seat) => ("remote" in s && s.remote ? [seat] : []));
  const named = choice.seats.map((s) => ("name" in s ? { name: s.name } : null));
  newTable(host.mode, { session: null, layout: null, busy: false });
  const net = hostNet(remote, named, "inviting", { rules: choice.rules });
  update({ net, prompt: say("net.inviting"), status: say("net.inviting") });
  host.relays.show();
  for (const seat of remote) await host.invite(seat);
}

/** The mode of a saved game back on this device's table: with guests, the host's, waiting for
 * each of them to rejoin; else a local table's. @param {Session} state @returns {Mode} */
export function resumedMode(state) {
  const remote = state.remote ?? [];
  if (remote.length === 0) return localMode();
  const host = new HostTable(state.rules ? { host: hostName(state.seats ?? []), rules: state.rules } : null);
  update({ net: hostNet(remote, state.seats ?? [], "gone", { status: "reconnecting", waiting: remote }) });
  host.relays.show();
  for (const seat of remote) guarded(() => host.invite(seat));
  return host.mode;
}
