// One friend's invitation on the host's card (net/panel.js), in two steps a new player can follow:
// "1. Send this link" (the link, Copy, Share where the device can, a new link, the QR code), then
// "2. Paste or scan your friend's reply" (the field, Connect, Scan reply). Letting a computer play
// the seat is beside the friend's name, apart from the steps. Its buttons are named actions that
// the panel turns into commands (modes/host.js).

import { button, make } from "../core/dom.js";
import { t } from "../i18n/i18n.js";
import { qrCanvas } from "./qrcanvas.js";

/** @typedef {import("../core/store.js").NetSeat} NetSeat */

/** The seat's card, made again for each new link (so a reply being typed is kept until then).
 * @param {NetSeat} x @returns {HTMLElement} */
export function buildInviteCard(x) {
  const card = make("section", "net-seat net-invite");
  card.dataset.seat = String(x.seat);
  card.dataset.link = x.link ?? "";
  const top = make("div", "net-seat-top");
  top.append(make("h3", "net-seat-name"));
  card.append(top);
  if (!x.link) {
    card.append(make("p", "net-wait", t("net.making")), make("p", "net-error"));
    return card;
  }
  top.append(seatButton("seat-to-computer", t("net.toComputer"), x.seat));
  card.append(sendStep(x.seat, x.link), qrCanvas(x.link), replyStep(x.seat));
  return card;
}

/** A button acting for `seat`.
 * @param {string} action @param {string} words @param {number} seat @param {string} [className] */
function seatButton(action, words, seat, className = "btn btn-quiet") {
  const made = button(action, words, className);
  made.dataset.seat = String(seat);
  return made;
}

/** Step 1: the link to send, and how. @param {number} seat @param {string} href */
function sendStep(seat, href) {
  const link = make("a", "net-link", href);
  link.id = `net-link-${seat}`;
  link.setAttribute("href", href);
  link.dataset.inviteLink = "";
  const copy = button("copy-net-text", t("net.copy"), "btn btn-quiet net-copy");
  copy.dataset.source = link.id;
  const tools = make("div", "net-tools");
  tools.append(copy);
  if (typeof navigator.share === "function") {
    const share = button("share-net-text", t("net.share"), "btn btn-quiet");
    share.dataset.source = link.id;
    tools.append(share);
  }
  tools.append(seatButton("new-link", t("net.newLink"), seat)); // when the friend's page cannot use this one
  const step = make("div", "net-send");
  step.append(make("h4", "net-step", t("net.stepSend")), link, tools);
  return step;
}

/** Step 2: the friend's reply, pasted or scanned. @param {number} seat */
function replyStep(seat) {
  const field = make("textarea", "net-reply");
  field.setAttribute("name", "reply");
  field.dataset.seat = String(seat);
  field.setAttribute("rows", "2");
  field.setAttribute("spellcheck", "false");
  field.id = `net-reply-${seat}`;
  const label = make("label", "net-step", t("net.stepBack"));
  label.setAttribute("for", field.id);
  const tools = make("div", "net-tools");
  tools.append(
    seatButton("accept-reply", t("net.accept"), seat, "btn btn-primary"),
    seatButton("scan-reply", t("net.scan"), seat),
  );
  const scanned = make("div", "net-scan"); // replyscan.js's: the camera's preview while it scans
  scanned.dataset.seat = String(seat);
  const step = make("div", "net-back");
  step.append(label, field, make("p", "net-error"), tools, scanned);
  return step;
}
