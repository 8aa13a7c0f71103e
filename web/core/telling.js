// The game whose events the words tell (i18n/text.js `Telling`), built once from a view so that no
// caller guesses it: how many play and who "you" is, the seats named, whether Muggins is on, and
// what the game's description lets the words speak of: points scored during play (games.js
// `scoresInPlay`: else a placement and the opening are told plainly, with no ends' sum) and a
// stock (`hasStock`: else a pass or a blocked hand never speaks of an empty boneyard).

import { hasStock, scoresInPlay } from "./games.js";

/**
 * The telling of the game a view is of, as the person at seat `human` hears it.
 * @param {import("./types.js").View} view
 * @param {number} human
 * @param {import("../i18n/text.js").Named[]} seats  the seats of the game told (the table's, a replayed game's)
 * @returns {import("../i18n/text.js").Telling}
 */
export function tellingOf(view, human, seats) {
  return {
    players: view.players,
    human,
    seats,
    muggins: Boolean(view.rules?.muggins),
    scores: scoresInPlay(view),
    stock: hasStock(view),
  };
}
