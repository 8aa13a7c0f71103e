// The named commands of a table over the network (issue 14; docs/network.md): the host's page
// referees in its own engine and sends each guest its seat's view; a guest's page shows what it
// is sent and sends its moves. Like core/commands.js, each command asks the engine (or the other
// device) and puts the answer in the store; nothing here decides a rule: the engine checks every
// message off the wire (net/peer.js) and every move.

import { t } from "../i18n/i18n.js";
import { eventSentence, seatName } from "../i18n/text.js";
import { KEYS, storage } from "./storage.js";
import { Peer } from "../net/peer.js";
import { advance, announce, guarded, placed, roundEnded, roundStarted, show, yourTurnNow } from "./commands.js";
import { defaultLevel } from "./table.js";
import { store } from "./store.js";

/**
 * @typedef {() => string} Say
 * @typedef {{seat: number, name: string | null, state: "inviting" | "connected" | "gone", link: string | null, error: Say | null}} NetSeat
 * @typedef {{
 *   role: "host" | "guest", status: "connected" | "reconnecting" | "offline",
 *   seats: NetSeat[], reply: string | null, seat: number | null, waiting: number[],
 *   note: Say | null, deal: {round: number, fair: boolean, reason: string | null} | null,
 * }} NetState
 */

const say = (key, params = {}) => () => t(key, params);
const get = () => store.get();
const update = (patch) => store.update(patch);

/** The engine's bridge, given once by app.js. */
let bridge;
/** @type {Map<number, Peer>} the host's link to each guest's seat; the guest's one link is seat -1 */
const peers = new Map();
/** @type {Map<number, string>} the host: each seat's token, from its first join */
const tokens = new Map();
/** The host's table before it is dealt: {players, seats, rules}. */
let pending = null;
/** The host's deal being collected: {round, resolve}. */
let collecting = null;
/** The guest's facts kept to rejoin and check the deal (KEYS.guest). */
let kept = null;

/** The options every connection takes: an ICE server only if the person set one (settings). */
function netOptions() {
  const stun = get().stun;
  return stun ? { iceServers: [{ urls: stun }] } : {};
}

/** The store's net part, changed. */
function setNet(patch) {
  const net = get().net;
  if (!net) return;
  const next = { ...net, ...patch };
  next.status = statusOf(next);
  update({ net: next });
}

/** connected: every link open; reconnecting: one dropped and is being waited for; offline: no
 * link open yet. */
function statusOf(net) {
  if (net.role === "guest") {
    const peer = peers.get(-1);
    if (peer?.state === "open") return "connected";
    return kept?.last ? "reconnecting" : "offline";
  }
  if (net.seats.some((s) => s.state === "gone")) return "reconnecting";
  return net.seats.every((s) => s.state === "connected") ? "connected" : "offline";
}

function setSeat(seat, patch) {
  const net = get().net;
  if (net) setNet({ seats: net.seats.map((s) => (s.seat === seat ? { ...s, ...patch } : s)) });
}

/** Wired once by the page's entry. */
export function createNetCommands(parts) {
  ({ bridge } = parts);
  return {
    acceptReply: (seat, text) => guarded(() => acceptReply(seat, text)),
    handToComputer: (seat) => guarded(() => handToComputer(seat)),
    joinTable: (code) => guarded(() => joinTable(code)),
  };
}

/** Leave any table over the network (a new game at this device): every link closed. */
export function leaveTable() {
  closeAll();
  pending = null;
  if (get().net) update({ net: null });
  // The invitation in the address is used: a reload must not join that table again.
  if (location.hash.startsWith("#join=")) history.replaceState(null, "", location.pathname + location.search);
}

// ---- the host ------------------------------------------------------------------------------

/** Seats with friends on their own devices: one invitation per friend; the game is dealt once
 * every friend has joined. @param {{players: number, seats: any[], rules: any}} setup */
export async function hostTable(setup) {
  closeAll();
  tokens.clear();
  pending = setup;
  const remote = setup.seats.flatMap((s, seat) => (s.remote ? [seat] : []));
  const seats = remote.map((seat) => ({ seat, name: setup.seats[seat].name, state: "inviting", link: null, error: null }));
  update({ net: { role: "host", status: "offline", seats, reply: null, seat: null, waiting: [], note: null, deal: null, rules: setup.rules }, prompt: say("net.inviting"), status: say("net.inviting") });
  for (const seat of remote) await invite(seat);
}

/** A fresh invitation for a seat (at first, or to rejoin). */
async function invite(seat) {
  const { peer, link } = await Peer.invite(bridge, netOptions());
  peers.get(seat)?.close();
  peers.set(seat, peer);
  peer.on = {
    open: () => welcome(seat),
    gone: () => guestGone(seat, peer),
    refused: (reason) => refusedFrom(seat, reason),
    message: (message) => guarded(() => fromGuest(seat, message)),
  };
  setSeat(seat, { link: new URL(link, location.href).href, error: null });
}

/** The guest's reply code for a seat: the link opens, or the code is refused naming its field. */
async function acceptReply(seat, text) {
  const peer = peers.get(seat);
  if (!peer) return;
  try {
    await peer.accept(text);
  } catch (err) {
    setSeat(seat, { error: () => String(err?.message ?? err) });
  }
}

function welcome(seat) {
  const s = get().session;
  const seats = s?.seats ?? pending?.seats;
  const rules = s ? { target: s.view.rules.target, muggins: s.view.rules.muggins } : pending?.rules;
  peers.get(seat)?.send({ v: 1, type: "welcome", seat, seats, rules });
}

/** Each message from a guest, already checked by the engine. */
async function fromGuest(seat, message) {
  if (message.type === "join") return joined(seat, message);
  if (!tokens.has(seat)) return refuse(seat, message.type, "join first");
  if (message.type === "commit") return dealCommitted(seat, message);
  if (message.type === "reveal") return dealRevealed(seat, message);
  if (message.type === "move") return guestMoved(seat, message);
}

/** A guest joined (or rejoined: the same device's token, else refused). */
async function joined(seat, message) {
  if (message.seat !== seat) return refuse(seat, "join", `this invitation is for seat ${seat}`);
  const held = tokens.get(seat);
  if (held && held !== message.token) return refuse(seat, "join", `seat ${seat} is another device's`);
  tokens.set(seat, message.token);
  setSeat(seat, { state: "connected", link: null, error: null });
  const net = get().net;
  const waiting = net.waiting.filter((w) => w !== seat);
  setNet({ waiting });
  if (!get().session && net.seats.every((s) => s.seat === seat || s.state === "connected")) return dealFirst();
  if (get().session) await sendView(seat);
  if (collecting) await promptDeal(seat);
  if (get().session && waiting.length === 0) resumeGame();
}

function refuse(seat, of, message) {
  peers.get(seat)?.send({ v: 1, type: "refused", message: String(message).slice(0, 180), of });
}

/** A message the engine would not read: refused back, logged here, nothing else changes. */
function refusedFrom(seat, reason) {
  console.warn(`seat ${seat}: ${reason}`);
  refuse(seat, null, reason);
}

/** Round 1: every device's share first, then the game. */
async function dealFirst() {
  const { players, seats, rules } = pending;
  await collect(1, players);
  const state = await bridge.call("new_game", { players, seats, rules, shared: true });
  pending = null;
  const gen = get().gen;
  if (!(await show(state, gen))) return;
  roundStarted();
  await advance(gen, true);
}

/** Every device's share for `round` (docs/protocol.md, "A deal nobody chooses"). */
async function collect(round, players) {
  const remote = get().net.seats.map((s) => s.seat);
  const done = new Promise((resolve) => {
    collecting = { round, resolve, commitments: null };
  });
  const begun = await bridge.call("deal_begin", { round, players, remote });
  if (begun.ready) collecting.resolve(); // no guest left to hear from: the host's own shares deal
  else for (const seat of remote) await promptDeal(seat);
  await done;
  collecting = null;
}

/** Ask a guest for what it still owes the deal: its commitment, or (all in) its share. */
async function promptDeal(seat) {
  if (!collecting) return;
  const { round, commitments } = collecting;
  const peer = peers.get(seat);
  if (commitments) peer?.send({ v: 1, type: "commit", round, commitments });
  else peer?.send({ v: 1, type: "new_round", round });
}

async function dealCommitted(seat, message) {
  if (!collecting || message.round !== collecting.round) return refuse(seat, "commit", `no deal of round ${message.round} is being collected`);
  const deal = await bridge.call("deal_commit", { seat, commitment: message.commitment });
  if (!deal.commitments.every((c) => typeof c === "string") || collecting.commitments) return;
  collecting.commitments = deal.commitments;
  for (const s of get().net.seats) await promptDeal(s.seat);
}

async function dealRevealed(seat, message) {
  if (!collecting || message.round !== collecting.round) return refuse(seat, "reveal", `no deal of round ${message.round} is being collected`);
  const deal = await bridge.call("deal_reveal", { seat, share: message.share });
  if (deal.ready) collecting.resolve();
}

/** The host's next round of a shared game: the shares first (commands.js's nextRound asks). */
export async function sharesForNextRound() {
  const s = get().session;
  if (!s || s.origin !== "shared" || !get().net) return;
  await collect(s.view.round + 1, s.view.players);
}

/** A guest's move for its own seat: the engine takes it or refuses it (sent back), nothing else. */
async function guestMoved(seat, message) {
  const gen = get().gen;
  let answer;
  try {
    answer = await bridge.call("guest_move", { seat, round: message.round, step: message.step, move: message.move });
  } catch (err) {
    if (err?.kind === "Fatal" || err?.kind === "Timeout") throw err;
    return refuse(seat, "move", err?.message ?? String(err));
  }
  if (!(await show(answer, gen))) return;
  placed(seat, message.move, answer.view);
  await advance(gen);
}

/** Every guest's view of the state just shown, and the shares once a round is over. */
export async function sendViews(state) {
  const net = get().net;
  if (net?.role !== "host") return;
  for (const s of net.seats) if (s.state === "connected") await sendView(s.seat);
  if (state.view.round_over && state.origin === "shared") {
    const shares = await bridge.call("deal_shares", {});
    for (const s of net.seats) peers.get(s.seat)?.send({ v: 1, type: "reveal", round: shares.round, shares: shares.shares });
  }
}

async function sendView(seat) {
  const message = await bridge.call("net_view", { seat });
  peers.get(seat)?.send(message);
}

/** A guest's link dropped: the game waits for them, with an invitation to rejoin. */
function guestGone(seat, peer) {
  if (peers.get(seat) !== peer) return;
  const net = get().net;
  if (!net) return;
  setSeat(seat, { state: "gone" });
  const waiting = [...new Set([...net.waiting, seat])].sort();
  setNet({ waiting });
  for (const s of net.seats) peers.get(s.seat)?.send({ v: 1, type: "paused", waiting });
  const name = seatName(seat, get().session?.view.players ?? 2, get().session?.human ?? 0);
  announce(say("net.gone", { name }));
  guarded(() => invite(seat));
}


function resumeGame() {
  for (const s of get().net.seats) peers.get(s.seat)?.send({ v: 1, type: "resumed" });
  announce(say("net.resumed"));
  const gen = get().gen;
  guarded(() => advance(gen));
}

/** A guest who does not come back: a computer plays their seat from now on. */
async function handToComputer(seat) {
  const net = get().net;
  if (net?.role !== "host") return;
  peers.get(seat)?.close();
  peers.delete(seat);
  const seats = net.seats.filter((s) => s.seat !== seat);
  const waiting = net.waiting.filter((w) => w !== seat);
  setNet({ seats, waiting });
  if (!get().session) {
    pending.seats = pending.seats.map((s, i) => (i === seat ? { kind: "computer", level: defaultLevel() } : s));
    if (seats.every((s) => s.state === "connected")) return dealFirst();
    return;
  }
  const state = await bridge.call("seat_to_computer", { seat, level: defaultLevel() });
  const gen = get().gen;
  if (!(await show(state, gen))) return;
  if (seats.length === 0) update({ net: null });
  if (waiting.length === 0) resumeGame();
}

/** A saved game with guests, back on the host's table: every guest must rejoin. */
export function hostResumed(state) {
  const remote = state.remote ?? [];
  if (remote.length === 0) return false;
  closeAll();
  const seats = remote.map((seat) => ({ seat, name: state.seats[seat].name, state: "gone", link: null, error: null }));
  update({ net: { role: "host", status: "reconnecting", seats, reply: null, seat: null, waiting: remote, note: null, deal: null } });
  for (const seat of remote) guarded(() => invite(seat));
  return true;
}

function closeAll() {
  for (const peer of peers.values()) peer.close();
  peers.clear();
  collecting = null;
}

// ---- the guest -----------------------------------------------------------------------------

/** The guest's kept table (or null): {seat, seats, token, last (a view message), rounds}. */
function readKept() {
  const text = storage.get(KEYS.guest);
  if (!text) return null;
  try {
    const value = JSON.parse(text);
    if (value && typeof value === "object" && typeof value.token === "string") return value;
  } catch {
    // kept aside below
  }
  storage.moveAside(KEYS.guest, KEYS.guestRejected, text); // with no room for the copy it stays in place
  announce(say("net.keptRefused"));
  return null;
}

function keep() {
  storage.set(KEYS.guest, JSON.stringify(kept));
}

function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The guest opens an invitation: its reply code to pass back, and (rejoining) the table as it was. */
async function joinTable(code) {
  closeAll();
  kept = readKept() ?? { seat: null, seats: null, token: newToken(), last: null, rounds: {} };
  const gen = get().gen + 1;
  update({ gen, setup: false, error: null, busy: false, session: null, layout: null, log: [],
    net: { role: "guest", status: "offline", seats: [], reply: null, seat: kept.seat, waiting: [], note: null, deal: null },
    prompt: say("net.answering") }); // prettier-ignore
  if (kept.last) await restoreKept(gen);
  let answered;
  try {
    answered = await Peer.answer(bridge, code, netOptions());
  } catch (err) {
    setNet({ note: () => String(err?.message ?? err) });
    update({ prompt: say("net.badInvite") });
    return;
  }
  const { peer, reply } = answered;
  peers.set(-1, peer);
  peer.on = {
    open: () => setNet({ note: null }),
    gone: () => {
      setNet({});
      announce(say("net.hostGone"));
    },
    refused: (reason) => console.warn(`from the host: ${reason}`),
    message: (message) => guarded(() => fromHost(message)),
  };
  setNet({ reply });
  update({ prompt: say("net.replyPrompt") });
}

/** A kept view, read by the engine again (kept data is untrusted), shown while the link is made. */
async function restoreKept(gen) {
  try {
    const message = await bridge.call("net_parse", { from: "host", text: JSON.stringify(kept.last) });
    await showView(message, gen, false);
  } catch {
    kept.last = null;
  }
}

function send(value) {
  peers.get(-1)?.send(value);
}

async function fromHost(message) {
  const type = message.type;
  if (type === "welcome") return welcomed(message);
  if (type === "new_round") return commitShare(message.round);
  if (type === "commit") return revealShare(message);
  if (type === "view") {
    // One view at a time, in the order sent; a view no newer than the one shown changes nothing
    // (a move sent from it stays pending until the next one).
    const gen = get().gen;
    viewing = viewing.catch(() => {}).then(() => (newer(message) ? showView(message, gen, true) : null));
    return viewing;
  }
  if (type === "reveal") return checkDeal(message);
  if (type === "refused") {
    update({ busy: false });
    return announce(say("net.refused", { message: message.message }));
  }
  if (type === "paused") return setNet({ waiting: message.waiting, note: say("net.paused") });
  if (type === "resumed") return setNet({ waiting: [], note: null });
}

function welcomed(message) {
  if (kept.seat !== message.seat) kept.rounds = {};
  kept.seat = message.seat;
  kept.seats = message.seats;
  keep();
  setNet({ seat: message.seat });
  send({ v: 1, type: "join", seat: message.seat, token: kept.token, name: null });
}

/** A new round: a fresh share (kept until the round is over, to rejoin), its commitment sent. */
async function commitShare(round) {
  let mine = kept.rounds[round];
  if (!mine) {
    mine = await bridge.call("deal_share", { round, seat: kept.seat });
    kept.rounds = { [round]: { share: mine.share, commitment: mine.commitment } };
    keep();
  }
  send({ v: 1, type: "commit", round, commitment: mine.commitment });
}

/** Every commitment is in: the first set is kept (a host sending others would be caught), then
 * the share goes to the host. */
function revealShare(message) {
  const mine = kept.rounds[message.round];
  if (!mine) return;
  mine.commitments ??= message.commitments;
  keep();
  send({ v: 1, type: "reveal", round: message.round, share: mine.share });
}

/** The guest's views, shown one after another; whether the one shown came from the host (not
 * from the table kept on this device). */
let viewing = Promise.resolve();
let shownLive = false;

/** Whether a view message is later than the table shown: a new round, or more moves made, or
 * the same moves with the round now over. */
function newer(message) {
  const shown = get().session?.view;
  if (!shown || !shownLive) return true; // a kept table is shown again as the host sends it
  const view = message.view;
  if (view.round !== shown.round) return view.round > shown.round;
  const made = shown.history.length;
  return message.step > made || (message.step === made && view.round_over && !shown.round_over);
}

/** The host's view of the guest's seat, on the table: each new event said, as at one device. */
async function showView(message, gen, live) {
  const prev = get().session;
  const state = sessionOf(message);
  const view = state.view;
  const newRound = !prev || prev.view.round !== view.round;
  const before = newRound ? 0 : Math.min(prev.view.history.length, view.history.length);
  const round = kept.rounds[view.round];
  if (round && message.step === 0 && !round.hand) Object.assign(round, { hand: view.hand, fingerprint: view.deal_fingerprint });
  kept.last = message;
  keep();
  if (!(await show(state, gen))) return;
  shownLive = live;
  if (newRound) {
    update({ log: [] });
    roundStarted();
  }
  const game = { players: view.players, human: view.seat, muggins: Boolean(view.rules?.muggins) };
  for (const event of view.history.slice(before)) announce(() => eventSentence(event, game));
  if (!live) return update({ busy: false });
  if (view.round_over) return prev?.view.round_over && !newRound ? null : roundEnded();
  if (view.current === view.seat) return yourTurnNow(gen);
  update({ busy: false, thinking: view.current });
}

/** The state the table draws, from a view message: the guest's own seat, its previews. */
function sessionOf(message) {
  const view = message.view;
  const seats = kept.seats ?? [];
  return {
    view, human: view.seat, seats, people: [view.seat], remote: [], next_person: null,
    levels: seats.map((s) => (s.kind === "computer" ? s.level : null)), undos: 0,
    previews: message.previews, rules: view.rules, origin: view.origin, game_id: null, guest: true,
  }; // prettier-ignore
}

/** After a round, the deal checked on this device against what it was shown before it. */
async function checkDeal(message) {
  const mine = kept.rounds[message.round];
  if (!mine?.commitments || !mine.hand) return setNet({ deal: { round: message.round, fair: false, reason: t("net.cannotCheck") } });
  const args = { round: message.round, seat: kept.seat, commitments: mine.commitments, shares: message.shares, fingerprint: mine.fingerprint, hand: mine.hand };
  let verdict;
  try {
    verdict = await bridge.call("deal_check", args);
  } catch (err) {
    verdict = { fair: false, reason: String(err?.message ?? err) };
  }
  setNet({ deal: { round: message.round, fair: verdict.fair, reason: verdict.reason } });
  announce(verdict.fair ? say("net.dealFair", { n: message.round }) : say("net.dealUnfair", { n: message.round, reason: verdict.reason }));
}

/** The guest's move: sent to the host, whose next view shows it (or a refusal says why not). */
export function guestPlay(move) {
  const view = get().session.view;
  update({ busy: true, selected: null, lot: false, forced: null });
  const sent = peers.get(-1)?.send({ v: 1, type: "move", round: view.round, step: view.history.length, move });
  if (!sent?.ok) {
    update({ busy: false });
    announce(say("net.notSent"));
  }
}

/** The guest's hint: the hard computer's choice for its own view, in its own engine. */
export function guestHint(view) {
  return bridge.call("view_hint", { view });
}
