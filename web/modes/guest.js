// A guest at a table over the network (issue 14; docs/network.md): the guest's page shows the
// views the host sends and sends its moves; its engine holds no game (it lays out the board it is
// sent, hints from its own view, checks each deal as the table's game deals, with the rules the
// welcome gave). The link, the facts kept to rejoin and the views being shown belong to the one
// game (a GuestTable, made per join), never to the module. A message of a game this page does not
// know is refused in the player's words, and nothing changes.

import { t } from "../i18n/i18n.js";
import { refusalSaid } from "../i18n/refusals.js";
import { eventSentence } from "../i18n/text.js";
import { KEYS, storage } from "../core/storage.js";
import { isPlain, parseKept } from "../core/kept.js";
import { toHost } from "../net/messages.js";
import { Peer } from "../net/peer.js";
import { decodeDescription, fieldOf, invitedBy } from "../net/signal.js";
import { get, guarded, messageOf, newTable, parts, say, show, update } from "../play/flow.js";
import { announce, roundEnded, roundStarted, wordsGame } from "../play/sentences.js";
import { yourTurnNow } from "../play/advance.js";
import { unknownGameName, unknownGameWords } from "../core/unknowngame.js";
import { netOptions, setNet } from "./netstate.js";
import { GuestRelay } from "./autojoin.js";

/**
 * @typedef {import("../core/mode.js").Mode} Mode
 * @typedef {import("../core/types.js").Move} Move
 * @typedef {import("../core/store.js").Session} Session  (a guest's: made of the host's view message)
 * @typedef {import("../core/types.js").View} View
 * @typedef {{type: string, [field: string]: any}} Message  a message the engine has read and checked
 * @typedef {{share: string, commitment: string, commitments?: string[], hand?: string[], fingerprint?: string}} KeptRound
 * @typedef {import("../core/types.js").Rules} Rules
 * @typedef {import("../core/types.js").Seat} Seat
 * @typedef {{seat: number | null, seats: Seat[] | null, rules?: Rules | null, token: string, last: Message | null,
 *   rounds: Record<number, KeptRound>, answered?: string[]}} Kept  what the guest keeps to rejoin and check the
 *   deal (KEYS.guest): its seat, every seat and the table's rules as the welcome gave them; and the
 *   invitations this device has answered (each works once)
 */

/** The guest's kept table, or null (unreadable text is moved aside and reported). @returns {Kept | null} */
function readKept() {
  const text = storage.get(KEYS.guest);
  if (!text) return null;
  const { value } = parseKept(text);
  if (isPlain(value) && typeof value.token === "string") return /** @type {Kept} */ (value);
  storage.moveAside(KEYS.guest, KEYS.guestRejected, text); // with no room for the copy it stays in place
  announce(say("net.keptRefused"));
  return null;
}

/** Who hosts the kept table (the first person at the host's own device, by name; null for a host
 * with no name or who only referees) and its rules; null before a welcome gave them.
 * @param {Kept} kept @returns {import("../core/store.js").Joined | null} */
function joinedOf(kept) {
  if (!kept.rules) return null;
  const host = kept.seats?.find((seat) => seat.kind === "person" && !seat.remote)?.name ?? null;
  return { host, rules: kept.rules };
}

function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** One joined table: the link to the host, the kept facts, the views shown one after another. */
class GuestTable {
  /** @type {Peer | null} */ peer = null;
  /** @type {Kept} */ kept = readKept() ?? { seat: null, seats: null, token: newToken(), last: null, rounds: {} };
  /** @type {Promise<unknown>} */ viewing = Promise.resolve();
  /** whether the view shown came from the host (not from the table kept on this device) */
  shownLive = false;
  /** @type {GuestRelay | null} the reply through the relays, when the link carries a key */
  relay = null;

  /** Each message from the host (already checked by the engine), by its type. */
  handlers = /** @type {Record<string, (message: Message) => unknown>} */ ({
    welcome: (message) => this.welcomed(message),
    new_round: (message) => this.commitShare(message.round),
    commit: (message) => this.revealShare(message),
    view: (message) => this.queueView(message),
    reveal: (message) => this.checkDeal(message),
    refused: (message) => {
      update({ busy: false });
      announce(() => t("net.refused", { message: refusalSaid(String(message.message)) }));
    },
    paused: (message) => setNet({ waiting: message.waiting, note: say("net.paused") }),
    resumed: () => setNet({ waiting: [], note: null }),
  });

  /** The guest's mode: moves go to the host, whose next view shows them; the next round is the
   * host's to deal; no undo; the game is the host's, saved there. */
  mode = /** @type {Mode} */ ({
    name: "guest",
    undo: false,
    ownView: true, // the game is the host's: its log and ledger read from this seat's view
    saved: false,
    play: (/** @type {Move} */ move) => this.play(move),
    hint: () => parts.bridge.call("view_hint", { view: get().session?.view }), // its own engine, its own view
    nextRound: async () => update({ summary: null }),
    layout: async (/** @type {number} */ aspect, /** @type {Session | null} */ state) => {
      if (!state) return null;
      const { tiles, joins } = state.view.board; // on the table's game's board (its spinners)
      return (await parts.bridge.call("layout_of", { tiles, joins, aspect, rules: state.view.rules })).layout;
    },
    shown: async () => {},
    waits: () => null,
    leave: () => this.leave(),
    net: { relaySend: () => this.relay?.send() },
  });

  keep() {
    storage.set(KEYS.guest, JSON.stringify(this.kept));
  }

  /** @param {unknown} value */
  send(value) {
    return this.peer?.send(value);
  }

  leave() {
    this.relay?.stop();
    this.peer?.close();
    this.peer = null;
    if (get().net) update({ net: null });
  }

  /** A kept view, read by the engine again (kept data is untrusted), shown while the link is made.
   * @param {number} gen */
  async restoreKept(gen) {
    try {
      const message = await parts.bridge.call("net_parse", { from: "host", text: JSON.stringify(this.kept.last) });
      await this.showView(message, gen, false);
    } catch {
      this.kept.last = null;
    }
  }

  /** @param {Message} message */
  welcomed(message) {
    if (this.kept.seat !== message.seat) this.kept.rounds = {};
    this.kept.seat = message.seat;
    this.kept.seats = message.seats;
    this.kept.rules = message.rules;
    this.keep();
    setNet({ seat: message.seat, joined: joinedOf(this.kept) });
    this.send(toHost.join(message.seat, this.kept.token));
  }

  /** A new round: a fresh share (kept until the round is over, to rejoin), its commitment sent.
   * @param {number} round */
  async commitShare(round) {
    let mine = this.kept.rounds[round];
    if (!mine) {
      const dealt = await parts.bridge.call("deal_share", { round, seat: this.kept.seat });
      mine = { share: dealt.share, commitment: dealt.commitment };
      this.kept.rounds = { [round]: mine };
      this.keep();
    }
    this.send(toHost.commit(round, mine.commitment));
  }

  /** Every commitment is in: the first set is kept (a host sending others would be caught), then
   * the share goes to the host. @param {Message} message */
  revealShare(message) {
    const mine = this.kept.rounds[message.round];
    if (!mine) return;
    mine.commitments ??= message.commitments;
    this.keep();
    this.send(toHost.reveal(message.round, mine.share));
  }

  /** One view at a time, in the order sent; a view no newer than the one shown changes nothing
   * (a move sent from it stays pending until the next one). @param {Message} message */
  queueView(message) {
    const gen = get().gen;
    this.viewing = this.viewing
      .catch(() => {})
      .then(() => (this.newer(message) ? this.showView(message, gen, true) : null));
    return this.viewing;
  }

  /** Whether a view message is later than the table shown: a new round, or more moves made, or
   * the same moves with the round now over. @param {Message} message */
  newer(message) {
    const shown = get().session?.view;
    if (!shown || !this.shownLive) return true; // a kept table is shown again as the host sends it
    const view = message.view;
    if (view.round !== shown.round) return view.round > shown.round;
    const made = shown.history.length;
    return message.step > made || (message.step === made && view.round_over && !shown.round_over);
  }

  /** The host's view of the guest's seat, on the table: each new event said, as at one device.
   * @param {Message} message @param {number} gen @param {boolean} live */
  async showView(message, gen, live) {
    const prev = get().session;
    const state = this.sessionOf(message);
    const view = state.view;
    const newRound = !prev || prev.view.round !== view.round;
    const before = newRound || !prev ? 0 : Math.min(prev.view.history.length, view.history.length);
    const round = this.kept.rounds[view.round];
    if (round && message.step === 0 && !round.hand)
      Object.assign(round, { hand: view.hand, fingerprint: view.deal_fingerprint });
    this.kept.last = message;
    this.keep();
    if (!(await show(state, gen))) return;
    this.shownLive = live;
    if (newRound) {
      update({ log: [] });
      roundStarted();
    }
    const game = wordsGame(view, state.human, state);
    for (const event of view.history.slice(before)) announce(() => eventSentence(event, game));
    if (!live) return update({ busy: false });
    if (view.round_over) return prev?.view.round_over && !newRound ? null : roundEnded();
    if (view.current === view.seat) return yourTurnNow(gen);
    update({ busy: false, thinking: view.current });
  }

  /** The state the table draws, from a view message: the guest's own seat, its previews.
   * @param {Message} message @returns {Session} */
  sessionOf(message) {
    const view = /** @type {View} */ (message.view);
    const seats = this.kept.seats ?? [];
    const human = view.seat ?? 0;
    return {
      view, human, seats, people: [human], remote: [], next_person: null,
      levels: seats.map((s) => (s.kind === "computer" ? (s.level ?? null) : null)), undos: 0,
      previews: message.previews, rules: view.rules, origin: view.origin, game_id: null, guest: true,
      counted: false, side_line: false, deals_again: false, // the host's game: this device keeps nothing of it
    }; // prettier-ignore
  }

  /** After a round, the deal checked on this device against what it was shown before it.
   * @param {Message} message */
  async checkDeal(message) {
    const mine = this.kept.rounds[message.round];
    if (!mine?.commitments || !mine.hand)
      return setNet({ deal: { round: message.round, fair: false, reason: t("net.cannotCheck") } });
    const args = {
      round: message.round,
      seat: this.kept.seat,
      commitments: mine.commitments,
      shares: message.shares,
      fingerprint: mine.fingerprint,
      hand: mine.hand,
      ...(this.kept.rules ? { rules: this.kept.rules } : {}), // the table's game deals (kept: checked again)
    };
    let verdict;
    try {
      verdict = await parts.bridge.call("deal_check", args);
    } catch (err) {
      verdict = { fair: false, reason: messageOf(err) };
    }
    setNet({ deal: { round: message.round, fair: verdict.fair, reason: verdict.reason } });
    announce(
      verdict.fair
        ? say("net.dealFair", { n: message.round })
        : () => t("net.dealUnfair", { n: message.round, reason: refusalSaid(String(verdict.reason)) }),
    );
  }

  /** The guest's move: sent to the host, whose next view shows it (or a refusal says why not).
   * @param {Move} move */
  async play(move) {
    const view = get().session?.view;
    if (!view) return;
    update({ busy: true, selected: null, lot: false, forced: null });
    const sent = this.send(toHost.move(view.round, view.history.length, move));
    if (!sent?.ok) {
      update({ busy: false });
      announce(say("net.notSent"));
    }
  }

  /** A message from the host that this page's engine would not read: logged. One of a game this
   * page does not know (its welcome or a view) is said in the player's words, the game named as
   * given, and told to the host (`unknown_game`, so it does not wait for this seat in silence);
   * nothing else changes (no seat is joined, the table shown and kept stay as they were).
   * @param {string} reason @param {unknown} err */
  refusedFromHost(reason, err) {
    console.warn(`from the host: ${reason}`);
    const name = unknownGameName(err);
    if (name === null) return;
    this.send(toHost.unknownGame(name));
    const said = () => t("net.unknownGame", { game: unknownGameWords(err) });
    setNet({ unknown: said });
    update({ busy: false, prompt: said });
    announce(said);
  }

  /** The host's fresh invitation, come through the relays (modes/autojoin.js). @param {string} code */
  answerAgain(code) {
    if (this.peer) this.peer.on = {}; // the old invitation's link is let go, not lost
    this.peer?.close();
    this.peer = null;
    return this.answer(code);
  }

  /** Who invites and to what, as the link says (net/tablepart.js), the rules read by the engine
   * (they are untrusted): on the card until the welcome gives the table's own. A link that says
   * nothing, or nothing that can be read, leaves the card as it is; an unknown game is named.
   * @param {string} code @param {number} gen */
  async readInvitation(code, gen) {
    const table = invitedBy(code);
    if (!table) return;
    /** @type {import("../core/store.js").Invited} */
    let invited;
    try {
      invited = { host: table.host, rules: (await parts.queries.rulesRead({ text: table.rules })).rules, game: null };
    } catch (err) {
      if (unknownGameName(err) === null)
        return console.warn(`net: the invitation's rules are not said: ${messageOf(err)}`);
      invited = { host: table.host, rules: null, game: () => unknownGameWords(err) ?? "" };
    }
    if (get().gen === gen) setNet({ invited });
  }

  /** An invitation that cannot be answered: which part, in the player's words. @param {unknown} err */
  cannotUse(err) {
    setNet({ note: say("net.badInviteField", { field: fieldOf(err) }) });
    update({ prompt: say("net.badInvite") });
  }

  /** The link to the host, from an invitation: its reply code to pass back. Made by this page's
   * JavaScript alone (no engine needed), so a friend's first visit answers before Python is up.
   * @param {string} code */
  async answer(code) {
    let answered;
    try {
      answered = await Peer.answer(parts.queries, code, netOptions());
    } catch (err) {
      return this.cannotUse(err);
    }
    const { peer, reply, invitation } = answered;
    this.kept.answered = [...(this.kept.answered ?? []), invitation].slice(-ANSWERED);
    this.keep();
    this.peer = peer;
    peer.on = {
      open: () => {
        setNet({ note: null, open: true });
        this.relay?.connected();
      },
      gone: () => {
        setNet({ open: false, rejoining: true });
        announce(say("net.hostGone"));
      },
      refused: (/** @type {string} */ reason, /** @type {unknown} */ err) => this.refusedFromHost(reason, err),
      failed: () => setNet({ note: say("net.noRoute") }),
      message: (/** @type {Message} */ message) => guarded(() => this.handlers[message.type]?.(message)),
    };
    setNet({ reply });
    this.relay?.offer(reply);
    update({ prompt: say("net.replyPrompt") });
  }
}

/** How many invitations this device remembers having answered. */
const ANSWERED = 32;

/** The invitation a link's code makes, or null if the code cannot be read. @param {string} code */
function invitationOf(code) {
  try {
    return decodeDescription(code, "offer").invitation;
  } catch {
    return null;
  }
}

/** The guest opens an invitation: its reply code to pass back, and (rejoining) the table as it
 * was. An invitation this device has answered before (the page reloaded on its old link) is not
 * answered again: the kept table shows as reconnecting, and the page says what to do; with the
 * invitation's relay key, the tap to connect through the relays.
 * @param {string} code @param {string | null} [key] */
export async function joinTable(code, key = null) {
  const guest = new GuestTable();
  if (key) guest.relay = new GuestRelay(key, code, (fresh) => guest.answerAgain(fresh));
  const kept = guest.kept;
  const used = kept.answered?.includes(invitationOf(code) ?? "") ?? false;
  const rejoining = Boolean(kept.last) || used;
  const net = {
    role: "guest",
    status: rejoining ? "reconnecting" : "offline",
    seats: [],
    reply: null,
    seat: kept.seat,
    waiting: [],
    deal: null,
    joined: joinedOf(kept),
    unknown: null,
    open: false,
    rejoining,
    note: used ? say("net.usedLink") : null,
  };
  const gen = newTable(guest.mode, {
    busy: false,
    session: null,
    layout: null,
    net: /** @type {import("../core/store.js").NetState} */ (net),
    prompt: say(used ? "net.status.reconnecting" : "net.answering"),
  });
  if (kept.last) guest.viewing = guest.restoreKept(gen); // the views from the host queue after it
  guest.readInvitation(code, gen); // once the engine is up; the reply is made without it
  if (!used) await guest.answer(code);
  else guest.relay?.offer(""); // no reply of its own: the tap asks the host for its new invitation
}
