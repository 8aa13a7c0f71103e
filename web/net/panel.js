// A table over the network, on screen (issue 14): the card over the felt with each friend's
// invitation (the link, its QR code, the field for their reply) or, on a guest's page, the reply
// code to send back, with whose table it is and the game's rules once the host has said them, or
// why a table of a game this page does not know cannot be joined; the line in the info column
// saying who is connected (on a guest's page, whose table and which rules); and the body's
// `data-net` ("connected", "reconnecting", "offline") that the tests and styles read. It draws
// from the store's `net` part; its buttons are named commands (modes/host.js, modes/guest.js).

import { $, button, make } from "../core/dom.js";
import { onAction } from "../core/actions.js";
import { t } from "../i18n/i18n.js";
import { refusalSaid } from "../i18n/refusals.js";
import { installReplyScan } from "./replyscan.js";
import { seatName } from "../i18n/text.js";
import { drawRelay, installRelayControls } from "./relaycard.js";
import { rulesSaid } from "../core/choices.js";

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

/** Copies the text of the element the button names; says so on the button for a moment.
 * @param {HTMLElement} control */
function copyText(control) {
  const source = document.getElementById(control.dataset.source ?? "");
  const text = source?.getAttribute("href") ?? source?.textContent ?? "";
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
 * Partnership dominoes · Play to: 100 · …"); "" before the welcome. @param {NetState} net */
function joinedText(net) {
  if (!net.joined) return "";
  const host = net.joined.host ? [t("net.tableHost", { host: net.joined.host })] : [];
  return [...host, rulesSaid(net.joined.rules)].filter(Boolean).join(" · ");
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
  // Said plainly: the host cannot choose the deal, but its device holds the hidden tiles.
  head(panel, title, `${s.session ? t("net.rejoinLead") : t("net.inviteLead")} ${t("net.fairNote")}`);
  drawRelay(panel, s.net);
  const cards = /** @type {HTMLElement} */ (panel.querySelector(".net-seats"));
  for (const card of [...cards.children]) {
    const seat = Number(/** @type {HTMLElement} */ (card).dataset.seat);
    if (!open.some((x) => x.seat === seat)) card.remove();
  }
  for (const x of open) seatCard(cards, s, x);
}

/** The card's title, its lead and (a guest's) the table it joined, "" for none.
 * @param {HTMLElement} panel @param {string} title @param {string} lead @param {string} [joined] */
function head(panel, title, lead, joined = "") {
  if (!panel.querySelector(".net-seats")) {
    const table = make("p", "net-table");
    table.dataset.joined = "";
    panel.replaceChildren(make("h2", "net-title"), make("p", "net-lead"), table, make("div", "net-seats"));
    /** @type {HTMLElement} */ (panel.querySelector(".net-title")).id = "net-title";
  }
  /** @type {HTMLElement} */ (panel.querySelector(".net-title")).textContent = title;
  /** @type {HTMLElement} */ (panel.querySelector(".net-lead")).textContent = lead;
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
  if (!card || card.dataset.link !== (x.link ?? "")) {
    const fresh = buildCard(x);
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

/** @param {NetSeat} x @returns {HTMLElement} */
function buildCard(x) {
  const card = make("section", "net-seat");
  card.dataset.seat = String(x.seat);
  card.dataset.link = x.link ?? "";
  card.append(make("h3", "net-seat-name"));
  if (!x.link) {
    card.append(make("p", "net-wait", t("net.making")), make("p", "net-error"));
    return card;
  }
  const linkId = `net-link-${x.seat}`;
  const link = make("a", "net-link", x.link);
  link.id = linkId;
  link.setAttribute("href", x.link);
  link.dataset.inviteLink = "";
  const copy = button("copy-net-text", t("net.copy"), "btn btn-quiet net-copy");
  copy.dataset.source = linkId;
  const qr = /** @type {HTMLCanvasElement} */ (make("canvas", "net-qr"));
  qr.setAttribute("role", "img");
  qr.setAttribute("aria-label", t("net.qrLabel"));
  drawLater(qr, x.link);
  const field = make("textarea", "net-reply");
  field.setAttribute("name", "reply");
  field.dataset.seat = String(x.seat);
  field.setAttribute("rows", "2");
  field.setAttribute("spellcheck", "false");
  field.id = `net-reply-${x.seat}`;
  const label = make("label", "net-reply-label", t("net.replyLabel"));
  label.setAttribute("for", field.id);
  const accept = button("accept-reply", t("net.accept"), "btn btn-primary");
  accept.dataset.seat = String(x.seat);
  const computer = button("seat-to-computer", t("net.toComputer"), "btn btn-quiet");
  computer.dataset.seat = String(x.seat);
  const fresh = button("new-link", t("net.newLink"), "btn btn-quiet"); // when the friend's page cannot use this one
  fresh.dataset.seat = String(x.seat);
  const scan = button("scan-reply", t("net.scan"), "btn btn-quiet");
  scan.dataset.seat = String(x.seat);
  const scanned = make("div", "net-scan"); // replyscan.js's: the camera's preview while it scans
  scanned.dataset.seat = String(x.seat);
  const send = make("div", "net-send");
  send.append(make("p", "net-step", t("net.stepSend")), link, copy, qr);
  const back = make("div", "net-back");
  back.append(label, field, make("p", "net-error"), accept, scan, scanned, fresh, computer);
  card.append(send, back);
  return card;
}

/** Draws the QR code of `text` on `canvas` once the QR library is here: it (net/qr.js and
 * vendor/qr/, some 45 kB) is fetched the first time a code is drawn, never before the first deal.
 * @param {HTMLCanvasElement} canvas
 * @param {string} text */
function drawLater(canvas, text) {
  import("./qr.js").then(
    ({ drawQR }) => drawQR(canvas, text),
    (err) => console.warn(`net: the QR code could not be drawn: ${err}`),
  );
}

/** A guest's card: the reply code to send back, until the link is open.
 * @param {HTMLElement} panel
 * @param {NetPageState} s */
function drawGuest(panel, s) {
  const net = s.net;
  panel.hidden = net.status === "connected" && !net.note && !net.unknown;
  if (panel.hidden) return;
  const waiting = net.status === "connected";
  if (net.unknown) head(panel, t("net.unknownTitle"), net.unknown());
  else {
    const title = waiting ? t("net.pausedTitle") : t("net.joinTitle");
    head(panel, title, net.note ? net.note() : t("net.joinLead"), joinedText(net));
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
  const qr = /** @type {HTMLCanvasElement} */ (make("canvas", "net-qr"));
  qr.setAttribute("role", "img");
  qr.setAttribute("aria-label", t("net.qrLabel"));
  drawLater(qr, reply);
  const card = make("section", "net-seat");
  card.append(make("p", "net-step", t("net.stepReply")), code, copy, qr);
  cards.replaceChildren(card);
}
