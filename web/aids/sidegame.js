// The one bar over every side game (core/sidegames.js): "Side game, not counted", what it is (the
// what-if line's start, the same deals again, a set-up position, the puzzle) and "Back to the
// game", or "New game" when no game is kept to go back to (a link's position or challenge opened
// on a new device: the way out is then the New game dialog); a set-up position's "Share position"
// beside it. Drawn afresh from the state on every change, so nothing of an earlier side game
// stays in it.

import { onAction } from "../core/actions.js";
import { $, button, make } from "../core/dom.js";
import { sideGame } from "../core/sidegames.js";
import { t } from "../i18n/i18n.js";

/** @typedef {import("../core/store.js").PageState} PageState */

/** What the side game on the table is, in words.
 * @param {PageState} s @param {string} origin */
function whatItIs(s, origin) {
  if (origin === "line" && s.line) return t("whatif.from", { round: s.line.round, step: s.line.step });
  if (origin === "puzzle" && s.puzzle) return t("sidegame.puzzle", { n: s.puzzle.number, total: s.puzzle.total });
  return t(`sidegame.${origin}`);
}

/** The bar's contents for the state `s` (null: no side game, the bar hides); `behind`: a game is
 * kept to go back to.
 * @param {PageState} s @param {boolean} behind @returns {HTMLElement[] | null} */
function barParts(s, behind) {
  const origin = sideGame(s.session);
  if (!origin) return null;
  const actions = make("span", "side-actions");
  if (origin === "setup") actions.append(button("share-position", t("setup.share"), "btn"));
  const way = behind ? t("sidegame.back") : t("action.newGame");
  actions.append(button("back-to-game", way, "btn btn-primary side-back"));
  const words = make("p", "side-words");
  words.append(make("strong", "side-title", t("sidegame.title")), " ", make("span", "side-what", whatItIs(s, origin)));
  return [words, actions];
}

/** Draw the bar from the state; `back` holds the way back for each kind of side game, `hasGame`
 * says whether a game is kept to go back to (asked as each side game comes on the table: it reads
 * the save).
 * @param {typeof import("../core/store.js").store} store
 * @param {Record<string, () => void>} back
 * @param {() => boolean} hasGame */
export function installSideGameBar(store, back, hasGame) {
  onAction("back-to-game", () => {
    const origin = sideGame(store.get().session);
    if (origin) back[origin]();
  });
  let drawn = "";
  let behind = false;
  store.subscribe((s, before) => {
    const origin = sideGame(s.session);
    if (origin && (s === before || s.gen !== before.gen || origin !== sideGame(before.session))) behind = hasGame();
    const parts = barParts(s, behind);
    const bar = $("side-bar");
    bar.hidden = !parts;
    document.body.dataset.side = origin ?? "off";
    // Drawn again only when its words change (a redraw in the new language too): the way back
    // keeps its focus while a move is played.
    const key = parts ? parts.map((p) => p.textContent).join("|") : "";
    if (key === drawn && s !== before) return;
    drawn = key;
    bar.replaceChildren(...(parts ?? []));
  });
}
