// Muggins (house rule H2): what the last Muggins gave and why ("Muggins! Bo takes 2 points: Ann
// announced 1 point.") stays in view above the hand until the next person acts, so that nobody
// misses it while the computers play on. Behind a curtain the curtain says it instead (curtain.js).

import { $ } from "../core/dom.js";
import { curtainUp } from "../core/selectors.js";

/** @typedef {ReturnType<typeof import("../core/store.js").createStore>} Store */

/** Draw the notice from the state (its words: the store's `muggins`, said again in a new language).
 * @param {Store} store */
export function installMugginsNotice(store) {
  store.subscribe((s) => {
    const box = $("muggins-notice");
    const text = s.muggins && !curtainUp(s) ? s.muggins() : "";
    box.hidden = !text;
    if (box.textContent !== text) box.textContent = text;
  });
}
