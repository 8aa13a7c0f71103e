// The words under and beside the table: the prompt line (what to do now; a pass is said without
// the boneyard where the game has no stock), the status line (the last announcement, read out by
// screen readers) and the round's log, newest first. Drawn from the page's state; said again in
// the new words on a change of language.

import { $ } from "../core/dom.js";
import { linkDown, waitsForHand, yourTurn } from "../core/selectors.js";
import { hasStock } from "../core/games.js";
import { t } from "../i18n/i18n.js";
import { passedTo, seatName } from "../i18n/text.js";
import { placementsByTile } from "./hand.js";

/** @typedef {import("../core/store.js").PageState} PageState */
/** @typedef {import("../core/store.js").Say} Say */
/** @typedef {ReturnType<typeof import("../core/store.js").createStore>} Store */

/** The device is worked by touch (its main pointer is a finger): then there are no letter keys to
 * press, so the prompt says to tap. */
const touch = () => window.matchMedia("(pointer: coarse)").matches;

/** What the person should do now.
 * @param {PageState} s */
function promptLine(s) {
  if (s.error) return t(s.fatal ? "hint.cannotStart" : "hint.wrong");
  if (!s.session) return s.prompt();
  const { view, human, seats } = s.session;
  if (linkDown(s)) return t("net.status.reconnecting");
  if (view.round_over) return t(view.over ? "hint.gameOver" : "hint.roundOver");
  if (s.thinking !== null) return t("hint.thinking", { name: seatName(s.thinking, view.players, human, seats) });
  const next = s.session.next_person;
  if (waitsForHand(s) && next !== null)
    return t("hint.showTiles", { name: passedTo(next, view.players, human, seats) }); // as the curtain names them
  if (view.current !== null && view.current !== human)
    return t("hint.toPlay", { name: seatName(view.current, view.players, human, seats) });
  if (!yourTurn(s)) return t("hint.moment");
  if (s.selected) return t(touch() ? "hint.chooseEndTouch" : "hint.chooseEnd", { tile: s.selected });
  if (view.must_play) return t("hint.mustPlay", { tile: view.must_play });
  if (placementsByTile(view.legal_moves).size)
    return t(view.board.tiles.length ? "hint.chooseTile" : "hint.chooseOpen");
  const types = new Set(view.legal_moves.map((m) => m.type));
  if (types.has("draw")) return t("hint.mustDraw");
  if (types.has("pass")) return t(hasStock(view) ? "hint.mustPass" : "hint.mustPassNoStock");
  return t("hint.yourTurn");
}

/** Keep the three lines in step with the state.
 * @param {Store} store */
export function showLines(store) {
  store.subscribe((s, before) => {
    const redraw = s === before;
    setText($("hint"), promptLine(s));
    if (redraw || s.status !== before.status) $("status").textContent = s.status();
    if (redraw || s.log !== before.log) drawLog(s.log, redraw ? [] : before.log);
  });
}

/** Text only when it changed: a live region would read the same words again.
 * @param {HTMLElement} node @param {string} text */
function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/** The log, newest first (always in view without scrolling, which would force a layout per move):
 * a new line is added on top; anything else rebuilds the list.
 * @param {Say[]} log @param {Say[]} before */
function drawLog(log, before) {
  const list = $("log");
  if (log.length === before.length + 1 && log[1] === before[0] && list.children.length === before.length) {
    list.prepend(item(log[0]));
    return;
  }
  list.replaceChildren(...log.map(item));
}

/** @param {Say} say */
function item(say) {
  const li = document.createElement("li");
  li.textContent = say();
  return li;
}
