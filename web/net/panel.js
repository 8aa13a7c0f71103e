// A table over the network, on screen (issue 14): the card over the felt with each friend's
// invitation in two steps (net/invitecard.js) and how the deal is kept fair behind its question, or, on a guest's page, the reply
// code to send back, with whose table it is and the game's rules once the host has said them, or
// why a table of a game this page does not know cannot be joined; the line in the info column
// saying who is connected (on a guest's page, whose table and which rules); and the body's
// `data-net` ("connected", "reconnecting", "offline") that the tests and styles read. It draws
// from the store's `net` part; its buttons are named commands (modes/host.js, modes/guest.js).

import { $, button, make } from "../core/dom.js";
import { onAction } from "../core/actions.js";
import { language, t } from "../i18n/i18n.js";
import { refusalSaid } from "../i18n/refusals.js";
import { installReplyScan } from "./replyscan.js";
import { seatName } from "../i18n/text.js";
import { drawRelay, installRelayControls } from "./relaycard.js";
import { rulesSaid } from "../core/choices.js";
import { buildInviteCard } from "./invitecard.js";
import { qrCanvas } from "./qrcanvas.js";

/**
 * @typedef {import("../core/store.js").PageState} PageState
 * @typedef {import("../core/store.js").NetSeat} NetSeat
 * @typedef {import("../core/store.js").NetState} NetState
 * @typedef {Omit<PageState, "net"> & {net: NetState}} NetPageState  the state while a table over the network is on
 * @typedef {typeof import("../core/store.js").store} Store
 */

/**
 * @param {Store} store
 * @param {{acceptReply: (seat: number, reply: string) => void, handToComputer: (seat: number) => void,
 *   newLink: (seat: number) => void,
 *   relayOption: (on: boolean) => void, relaySend: () => void}} commands
 */
export function installNetPanel(store, commands) {
  onAction("accept-reply", (control) => {
    const seat = Number(control.dataset.seat);
    const field = /** @type {HTMLTextAreaElement | null} */ (
      document.querySelector(`textarea[name="reply"][data-seat="${seat}"]`)
    );
    if (field?.value.trim()) commands.acceptReply(seat, field.value.trim());
  });
  onAction("seat-to-computer", (control) => commands.handToComputer(Number(control.dataset.seat)));
  onAction("new-link", (control) => commands.newLink(Number(control.dataset.seat)));
  onAction("copy-net-text", (control) => copyText(control));
  onAction("share-net-text", (control) => shareLink(control));
  installReplyScan(commands.acceptReply); // "Scan reply": the camera reads the code instead
  installRelayControls(commands);
  store.subscribe((s, before) => {
    if (s.net === before.net && s.session === before.session && s !== before) return;
    draw(s);
  });
  window.addEventListener("resize", () => {
    const panel = $("net-panel");
    if (!panel.hidden) placeAlone(panel, panel.classList.contains("net-alone"));
  });
}

/** The link or code of the element a button names. @param {HTMLElement} control */
function sourceText(control) {
  const source = document.getElementById(control.dataset.source ?? "");
  return source?.getAttribute("href") ?? source?.textContent ?? "";
}

/** Hands the link the button names to the device's own share sheet (a message, a chat app).
 * @param {HTMLElement} control */
function shareLink(control) {
  navigator.share?.({ url: sourceText(control) }).catch(() => {}); // closed without sharing: nothing to say
}

/** Copies the text of the element the button names; says so on the button for a moment.
 * @param {HTMLElement} control */
function copyText(control) {
  const text = sourceText(control);
  navigator.clipboard?.writeText(text).then(
    () => {
      control.textContent = t("net.copied");
      setTimeout(() => (control.textContent = t("net.copy")), 1500);
    },
    () => {},
  );
}

/** @param {PageState} s */
function draw(s) {
  const net = s.net;
  const panel = $("net-panel");
  const line = $("net-line");
  if (!net) {
    panel.hidden = true;
    line.hidden = true;
    delete document.body.dataset.net;
    return;
  }
  document.body.dataset.net = net.status;
  const on = /** @type {NetPageState} */ (s);
  if (net.role === "host") drawHost(panel, on);
  else drawGuest(panel, on);
  placeAlone(panel, !s.session);
  line.hidden = false;
  line.textContent = lineText(on);
}

/** Before a game is on the table the card is all there is to see: on a phone it takes the screen
 * below the top bar (panel.css), whose edge is measured here (read, never changed).
 * @param {HTMLElement} panel @param {boolean} alone */
function placeAlone(panel, alone) {
  panel.classList.toggle("net-alone", alone);
  const bar = document.querySelector(".topbar");
  if (alone && bar) panel.style.setProperty("--net-top", `${Math.ceil(bar.getBoundingClientRect().bottom)}px`);
}

/** Someone's name at this table, in this page's words.
 * @param {NetPageState} s
 * @param {number} seat */
function nameOf(s, seat) {
  const named = s.net.seats.find((x) => x.seat === seat)?.name;
  if (named) return named;
  if (s.session) return seatName(seat, s.session.view.players, s.session.human, s.session.seats ?? []);
  return t("newgame.seat", { n: seat + 1 });
}

/** A guest's table in words: its host, when named, and its game and rules ("Host: Ann ·
 * Partnership dominoes · Play to: 100 · …"); before the welcome, what the link says ("Ann invites
 * you to All Fives · …", invitedText), else "". The welcome's, once given, are the table's.
 * @param {NetState} net */
function joinedText(net) {
  if (!net.joined) return invitedText(net.invited);
  const host = net.joined.host ? [t("net.tableHost", { host: net.joined.host })] : [];
  return [...host, rulesSaid(net.joined.rules)].filter(Boolean).join(" · ");
}

/** Who invites and to what, as the link says; "" for a link that says nothing.
 * @param {import("../core/store.js").Invited | null | undefined} invited */
function invitedText(invited) {
  const game = invited ? (invited.rules ? rulesSaid(invited.rules) : (invited.game?.() ?? "")) : "";
  if (!invited || !game) return "";
  return invited.host ? t("net.invitedBy", { host: invited.host, game }) : t("net.invited", { game });
}

/** @param {NetPageState} s */
function lineText(s) {
  const net = s.net;
  if (net.role === "guest") {
    const deal = net.deal
      ? ` ${net.deal.fair ? t("net.dealFair", { n: net.deal.round }) : t("net.dealUnfair", { n: net.deal.round, reason: refusalSaid(net.deal.reason ?? "") })}`
      : "";
    const joined = joinedText(net);
    return `${t(`net.status.${net.status}`)}${joined ? ` ${joined}.` : ""}${deal}`;
  }
  return net.seats.map((x) => `${nameOf(s, x.seat)}: ${t(`net.seat.${x.state}`)}`).join(" · ");
}

/** The host's card: shown while a friend is still to join or to rejoin.
 * @param {HTMLElement} panel
 * @param {NetPageState} s */
function drawHost(panel, s) {
  const open = s.net.seats.filter((x) => x.state !== "connected");
  panel.hidden = open.length === 0;
  if (panel.hidden) return;
  const title = s.session ? t("net.rejoinTitle") : t("net.inviteTitle");
  // Said plainly, behind its question: the host cannot choose the deal, but holds the hidden tiles.
  head(panel, { title, lead: s.session ? t("net.rejoinLead") : t("net.inviteLead"), fair: true });
  drawRelay(panel, s.net);
  const cards = /** @type {HTMLElement} */ (panel.querySelector(".net-seats"));
  for (const card of [...cards.children]) {
    const seat = Number(/** @type {HTMLElement} */ (card).dataset.seat);
    if (!open.some((x) => x.seat === seat)) card.remove();
  }
  for (const x of open) seatCard(cards, s, x);
}

/** The card's title, its lead, (a guest's) the table it joined, "" for none, and (the host's) how
 * the deal is kept fair, behind its question, so the card stays short.
 * @param {HTMLElement} panel @param {{title: string, lead: string, joined?: string, fair?: boolean}} words */
function head(panel, { title, lead, joined = "", fair = false }) {
  if (!panel.querySelector(".net-seats")) {
    const table = make("p", "net-table");
    table.dataset.joined = "";
    const fairness = make("details", "net-fair");
    fairness.append(make("summary"), make("p"));
    const top = make("div", "net-head");
    top.append(make("h2", "net-title"), fairness);
    panel.replaceChildren(top, make("p", "net-lead"), table, make("div", "net-seats"));
    /** @type {HTMLElement} */ (panel.querySelector(".net-title")).id = "net-title";
  }
  /** @type {HTMLElement} */ (panel.querySelector(".net-title")).textContent = title;
  /** @type {HTMLElement} */ (panel.querySelector(".net-lead")).textContent = lead;
  const fairness = /** @type {HTMLDetailsElement} */ (panel.querySelector(".net-fair"));
  fairness.hidden = !fair;
  /** @type {HTMLElement} */ (fairness.querySelector("summary")).textContent = t("net.fairTitle");
  /** @type {HTMLElement} */ (fairness.querySelector("p")).textContent = t("net.fairNote");
  const table = /** @type {HTMLElement} */ (panel.querySelector(".net-table"));
  table.textContent = joined;
  table.hidden = !joined;
}

/** One friend's invitation: kept as it is while its link stays the same (a reply being typed
 * is not lost); drawn again for a new link.
 * @param {HTMLElement} cards
 * @param {NetPageState} s
 * @param {NetSeat} x */
function seatCard(cards, s, x) {
  let card = /** @type {HTMLElement | null} */ (cards.querySelector(`[data-seat="${x.seat}"]`));
  // Made again for a new link, and in a new language (its steps' words are made with it); a reply
  // pasted already is kept.
  if (!card || card.dataset.link !== (x.link ?? "") || card.dataset.words !== language()) {
    const fresh = buildInviteCard(x);
    fresh.dataset.words = language();
    const [typed, field] = [card?.querySelector("textarea"), fresh.querySelector("textarea")];
    if (typed && field) field.value = typed.value;
    if (card) card.replaceWith(fresh);
    else cards.append(fresh);
    card = fresh;
  }
  /** @type {HTMLElement} */ (card.querySelector(".net-seat-name")).textContent =
    `${nameOf(s, x.seat)} · ${t(`net.seat.${x.state}`)}`;
  const error = /** @type {HTMLElement} */ (card.querySelector(".net-error"));
  error.textContent = x.error ? x.error() : "";
  error.hidden = !x.error;
}

/** A guest's card: the reply code to send back, until the link is open.
 * @param {HTMLElement} panel
 * @param {NetPageState} s */
function drawGuest(panel, s) {
  const net = s.net;
  panel.hidden = net.status === "connected" && !net.note && !net.unknown;
  if (panel.hidden) return;
  const waiting = net.status === "connected";
  if (net.unknown) head(panel, { title: t("net.unknownTitle"), lead: net.unknown() });
  else {
    const title = waiting ? t("net.pausedTitle") : t("net.joinTitle");
    head(panel, { title, lead: net.note ? net.note() : t("net.joinLead"), joined: joinedText(net) });
  }
  drawRelay(panel, net.unknown ? { ...net, relay: null } : net);
  const cards = /** @type {HTMLElement} */ (panel.querySelector(".net-seats"));
  if (net.unknown) return cards.replaceChildren();
  const reply = net.reply ?? "";
  if (waiting || !reply) return cards.replaceChildren();
  if (cards.querySelector("[data-reply-code]")?.textContent === reply) return;
  const code = make("output", "net-code", reply);
  code.id = "net-reply-code";
  code.dataset.replyCode = "";
  const copy = button("copy-net-text", t("net.copy"), "btn btn-quiet net-copy");
  copy.dataset.source = code.id;
  const card = make("section", "net-seat");
  card.append(make("p", "net-step", t("net.stepReply")), code, copy, qrCanvas(reply));
  cards.replaceChildren(card);
}
