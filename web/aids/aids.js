// The play aids around the table: the hint and undo buttons (their commands are in
// play/commands.js; the previews and the hint's marks are drawn by the table from the state, see
// previews.js), and the other aids, each owning its own dialog or section: the move log (with
// save / load and replay), the coach, the fair-deal check, the paper tally and the rules.
// They follow the page's state; a change of the state is always a command.

import { onAction } from "../core/actions.js";
import { undoFor, yourTurn } from "../core/selectors.js";
import { t } from "../i18n/i18n.js";
import { installCoach } from "./coach.js";
import { installFairDeal } from "./fairdeal.js";
import { installLog } from "./log.js";
import { installRules } from "./rules.js";

/**
 * @typedef {import("../core/store.js").PageState} PageState
 * @typedef {import("./context.js").AidContext} AidContext
 */

/** Start the aids. `queries` reads the engine (core/queries.js), `store` is the page's state, `commands` its named commands, `whatIf` the
 * what-if lines' choice (whatif.js: the replay, the log and the coach play from a position).
 * @param {{
 *   queries: AidContext["queries"], store: typeof import("../core/store.js").store,
 *   commands: {hint: () => void, undo: () => void, loadRecord: AidContext["loadRecord"]},
 *   whatIf: {playFrom: AidContext["playFrom"]},
 * }} parts */
export function installAids({ queries, store, commands, whatIf }) {
  /** @type {AidContext} */
  const ctx = {
    queries,
    state: store.get,
    loadRecord: commands.loadRecord,
    playFrom: whatIf.playFrom,
  };
  const fair = installFairDeal();
  const log = installLog(ctx);
  const coach = installCoach(ctx);
  const rules = installRules(ctx);

  onAction("hint", () => commands.hint());
  onAction("undo", () => commands.undo());
  onAction("open-log", () => log.open());
  onAction("open-rules", () => rules.open());

  store.subscribe((s, before) => {
    drawButtons(s);
    fair.render(s.session);
    if (s.session && startsRound(s, before)) fair.roundStarted(s.session.view);
    if (s.summary && s.summary !== before.summary) {
      fair.roundEnded(s.summary);
      coach.roundEnded(s.summary);
      log.roundEnded(s.summary);
    }
  });
}

/** A round the page has not shown before is on the table (a new game, the next round, a loaded or
 * resumed game).
 * @param {PageState} s @param {PageState} before */
function startsRound(s, before) {
  const round = s.session?.view.round;
  return round !== undefined && (s.gen !== before.gen || round !== before.session?.view.round);
}

/** Hint and undo: enabled on the person's turn (undo once they have placed a tile this round).
 * @param {PageState} s */
function drawButtons(s) {
  const hint = /** @type {HTMLButtonElement} */ (document.querySelector('[data-action="hint"]'));
  hint.disabled = !yourTurn(s) || s.asking || Boolean(s.puzzle) || s.session?.aids === false;
  const undo = /** @type {HTMLButtonElement} */ (document.querySelector('[data-action="undo"]'));
  const session = s.session;
  undo.disabled = !undoFor(s);
  const count = session?.undos ?? 0;
  undo.dataset.undos = String(count);
  undo.title = count ? t("aids.undo.titleCount", { n: count }) : t("aids.undo.title");
}
