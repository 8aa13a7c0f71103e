// The lot's card for the round's starter: who starts and OK first (in view on the smallest felt),
// then the dice per throw, or why else the starter opens (the view's `opens`: went out last round,
// holds [6|6], sits after the last opener, won the blocked round); and the deal's fingerprint,
// shown before the first move so it can be checked after the round.

import { $, make } from "../core/dom.js";
import { fingerprintCode } from "./fingerprint.js";
import { dieSvg } from "../core/pips.js";
import { t } from "../i18n/i18n.js";
import { isYou, seatName } from "../i18n/text.js";

/** @typedef {import("../core/types.js").View} View */

/** The lot for the starter. Without dice when no lot chose the starter: then the reason.
 * @param {View} view @param {number} human @param {import("../i18n/text.js").Named[]} seats */
export function renderLot(view, human, seats) {
  const box = $("lot");
  box.replaceChildren();
  const starter = seatName(view.starter, view.players, human, seats);
  const title = view.round === 1 ? t("lot.whoStarts") : t("lot.round", { n: view.round });
  const head = make("div", "lot-head");
  const close = make("button", "btn btn-quiet lot-close", t("action.ok"));
  close.type = "button";
  close.dataset.action = "close-lot";
  head.append(make("h2", "lot-title", title), close);
  const who = make("p", "lot-result");
  who.append(
    make("strong", "", starter),
    document.createTextNode(isYou(view.starter, human, seats) ? t("lot.startYou") : t("lot.starts")),
  );
  box.append(head, who);
  if (view.lot && view.lot.length) {
    box.append(lotThrows(view.lot, view.lot_seats ?? [], view.players, human, seats));
    if (view.lot.length > 1) box.append(make("p", "lot-note", t("lot.tie")));
  } else {
    const why = t("lot.why", { name: starter, you: isYou(view.starter, human, seats), opens: view.opens });
    if (why) box.append(make("p", "lot-note", why));
  }
  if (view.deal_fingerprint) box.append(dealNote(view.deal_fingerprint));
  box.hidden = false;
}

/** The lot's throws: each seat's die, a row per throw (a tie throws again).
 * @param {number[][]} lot dice per throw @param {number[][]} seats who threw them
 * @param {number} players @param {number} human @param {import("../i18n/text.js").Named[]} named  the game's seats, for their names */
function lotThrows(lot, seats, players, human, named) {
  const list = make("ol", "lot-throws");
  lot.forEach((dice, i) => {
    const row = make("li", "lot-throw");
    if (lot.length > 1) row.append(make("span", "lot-no", t("lot.throw", { n: i + 1 })));
    dice.forEach((n, j) => {
      const who = make("span", "lot-die");
      who.append(dieSvg(n), make("span", "lot-who", seatName(seats[i][j], players, human, named)));
      row.append(who);
    });
    list.append(row);
  });
  return list;
}

/** The deal's fingerprint, shown before the first move so it can be checked after the round.
 * @param {string} fingerprint */
function dealNote(fingerprint) {
  const note = make("p", "lot-deal");
  note.append(t("aids.fair.lot"), " ", fingerprintCode(fingerprint));
  return note;
}

export function hideLot() {
  $("lot").hidden = true;
}
