// Pass and play: the curtain over the hand while the device goes from one person to the next
// ("Pass to Anna"), with the button she presses to show her tiles. The table, the scores and the
// history stay in view; the hand shows nothing until then (table/view.js empties it). With one
// person it comes up only in a side game that keeps the curtain of the table it came from
// (core/selectors.js keepsCurtain), and calls that person by name.

import { $ } from "../core/dom.js";
import { onAction } from "../core/actions.js";
import { curtainUp, waitsForHand } from "../core/selectors.js";
import { t } from "../i18n/i18n.js";
import { passedTo } from "../i18n/text.js";

/** @typedef {ReturnType<typeof import("../core/store.js").createStore>} Store */

/** Draw the curtain from the state; its button is the `showHand` command.
 * @param {Store} store @param {() => unknown} showHand */
export function installCurtain(store, showHand) {
  onAction("show-hand", () => showHand());
  store.subscribe((s, before) => {
    const box = $("curtain");
    const up = curtainUp(s);
    box.hidden = !up;
    if (!up || !s.session) return;
    const muggins = $("curtain-muggins"); // the last Muggins, said on the curtain that follows it (H2)
    muggins.textContent = s.muggins ? s.muggins() : "";
    muggins.hidden = !s.muggins;
    const { view, next_person: who, human, seats } = s.session;
    if (who === null) return; // the curtain is up only for a person to come (curtainUp)
    const name = passedTo(who, view.players, human, seats);
    $("curtain-text").textContent = t(s.passBack === who ? "curtain.passBack" : "curtain.pass", { name });
    const button = /** @type {HTMLButtonElement} */ ($("curtain-show"));
    const ready = waitsForHand(s);
    button.textContent = ready ? t("curtain.show", { name }) : t("curtain.computers");
    button.disabled = !ready;
    if (ready && !waitsForHand(before)) button.focus({ preventScroll: true });
  });
}
