// Play aids at the table: score previews on the chosen tile's ends, the hard computer's hint, undo.
// It also starts the other aids (move log, replay, coach, fair deal, paper tally, rules), so the
// controller (app.js) needs only a few calls:
//
//   const aids = installAids(ctx);      // ctx: the controller's state and flows, see below
//   board.set({ targets: aids.targets(list) })   // adds previews and the hint to the targets
//   aids.afterRender()                  // after every render of the table
//   aids.roundStarted(view), aids.roundEnded(view)
//
// ctx = { bridge, ui, render, settle, show, advance, guarded, announce, status, selectTile, adopt }
// (announce and status take a function that says the text, so a change of language says it again;
// the keys H and U press the hint and undo buttons, see app.js).
// (ui is the controller's state object: session, busy, error, gen, selected, drawn).

import { $, make, srOnly } from "../core/dom.js";
import { setupCoach } from "./coach.js";
import { setupFairDeal } from "./fairdeal.js";
import { t, onLanguageChange } from "../i18n/i18n.js";
import { setupLog } from "./log.js";
import { setupRules } from "./rules.js";
import { setupTally } from "./tally.js";
import { moveText } from "../i18n/text.js";

/** The short note drawn beside a target: "+3 · Σ15" (display points, the ends' sum in raw). */
export function previewNote(preview) {
  if (!preview) return "";
  return preview.points > 0
    ? t("aids.preview.note", { points: preview.display_points, sum: preview.ends_sum })
    : t("aids.preview.noteNone", { sum: preview.ends_sum });
}

function sameEnd(a, b) {
  return (a === "opening" ? null : a) === (b === "opening" ? null : b);
}

/** Load a game record (the move log's import): the page waits while the engine reads it; a
 * refusal throws the engine's error and leaves the page as it was, else the game is adopted. */
async function loadRecord(ctx, record) {
  const { ui } = ctx;
  const wasBusy = ui.busy;
  ui.busy = true;
  ctx.settle();
  let state;
  try {
    state = await ctx.bridge.call("load", { record });
  } catch (err) {
    ui.busy = wasBusy;
    ctx.settle();
    throw err;
  }
  ctx.guarded(() => ctx.adopt(state));
}

export function installAids(ctx) {
  const { ui } = ctx;
  let hint = null; // {key, move}: the hard computer's move for the position `key`
  let asking = false; // a hint request is in flight

  /** Identifies a position of the person's turn: a hint holds only there. */
  function positionKey() {
    const v = ui.session?.view;
    return v ? `${ui.gen}:${v.round}:${v.history.length}:${v.current}:${v.hand.join()}` : "";
  }

  const yourTurn = () => {
    const s = ui.session;
    return !!s && !ui.busy && !ui.error && !s.view.round_over && s.view.current === s.human;
  };

  /** The engine's preview of a placement; none under Muggins (H2), where the person must find
   * the points themselves: a preview or a sum would give the claim away. */
  function previewFor(tile, end) {
    if (ui.session?.view.rules?.muggins) return undefined;
    return (ui.session?.previews || []).find((p) => p.tile === tile && sameEnd(p.end, end));
  }

  // ---- score previews and the hint on the board ----------------------------------------------

  /** The targets of the chosen tile, each with its score preview and, for the hint, a tone. */
  function targets(list) {
    if (hint && hint.key !== positionKey()) hint = null;
    return list.map((target) => {
      const note = previewNote(previewFor(ui.selected, target.end));
      const hinted =
        hint?.move.type === "place" && hint.move.tile === ui.selected && sameEnd(hint.move.end, target.end);
      return { ...target, note, ...(hinted ? { tone: "hint" } : {}) };
    });
  }

  /** Previews on the end buttons, the hint's marks in the hand, the hint and undo buttons. */
  function afterRender() {
    if (hint && hint.key !== positionKey()) hint = null;
    const endButtons = /** @type {NodeListOf<HTMLElement>} */ ($("ends-list")?.querySelectorAll("[data-end]"));
    for (const b of endButtons || []) {
      const preview = previewFor(ui.selected, b.dataset.end);
      const stamp = preview ? `${preview.points}:${preview.ends_sum}` : "";
      b.classList.toggle("is-hinted", hint?.move.type === "place" && sameEnd(hint.move.end, b.dataset.end) && hint.move.tile === ui.selected);
      if (b.dataset.preview === stamp) continue;
      b.dataset.preview = stamp;
      b.querySelector(".end-preview")?.remove();
      if (!preview) continue;
      const tag = make("span", "end-preview");
      const shown = make("span", "", previewNote(preview));
      shown.setAttribute("aria-hidden", "true");
      const said =
        preview.points > 0
          ? t("aids.preview.said", { sum: preview.ends_sum, points: preview.display_points, raw: preview.points })
          : t("aids.preview.saidNone", { sum: preview.ends_sum });
      tag.append(shown, srOnly(`, ${said}`));
      tag.dataset.points = String(preview.points);
      tag.dataset.sum = String(preview.ends_sum);
      b.append(tag);
    }
    const hintedTile = hint?.move.type === "place" ? hint.move.tile : null;
    const tileButtons = /** @type {NodeListOf<HTMLElement>} */ ($("hand")?.querySelectorAll("[data-tile]"));
    for (const b of tileButtons || []) {
      const on = b.dataset.tile === hintedTile;
      b.classList.toggle("is-hinted", on);
      let tag = b.querySelector(".hint-tag");
      if (on && !tag) {
        tag = make("span", "hint-tag", t("aids.hint.tag"));
        tag.setAttribute("aria-hidden", "true");
        b.append(tag);
      } else if (!on && tag) tag.remove();
    }
    for (const type of ["draw", "pass"]) {
      document
        .querySelector(`[data-action="${type}"]`)
        ?.classList.toggle("is-hinted", hint?.move.type === type);
    }
    const s = ui.session;
    const hintBtn = /** @type {HTMLButtonElement} */ (document.querySelector('[data-action="hint"]'));
    if (hintBtn) hintBtn.disabled = !yourTurn() || asking;
    const undoBtn = /** @type {HTMLButtonElement} */ (document.querySelector('[data-action="undo"]'));
    if (undoBtn) {
      const mine = s?.view.history.some((e) => e.type === "place" && e.seat === s.human);
      undoBtn.disabled = !(yourTurn() && mine);
      const count = s?.undos ?? 0;
      undoBtn.dataset.undos = String(count);
      undoBtn.title = count ? t("aids.undo.titleCount", { n: count }) : t("aids.undo.title");
    }
    tally.render(s);
    fair.render(s);
  }

  // ---- hint ----------------------------------------------------------------------------------

  async function askHint() {
    if (!yourTurn() || asking) return;
    const key = positionKey();
    const gen = ui.gen;
    asking = true;
    afterRender();
    ctx.status(() => t("aids.hint.asking"));
    try {
      const answer = await ctx.bridge.call("hint", {});
      if (gen !== ui.gen || key !== positionKey()) return;
      hint = { key, move: answer.move };
      const move = answer.move;
      const preview = move.type === "place" ? previewFor(move.tile, move.end) : null;
      ctx.status(() => {
        const said = t("aids.hint.said", { move: moveText(move) });
        if (!preview) return said;
        return preview.points > 0
          ? `${said} ${t("aids.hint.scores", { points: preview.display_points, sum: preview.ends_sum })}`
          : `${said} ${t("aids.hint.noScore", { sum: preview.ends_sum })}`;
      });
      if (move.type === "place") {
        ctx.selectTile(move.tile);
        // After the table's own focus move (the first end, next frame): the hinted end, so Enter
        // plays the hint.
        const end = move.end ?? "opening";
        const selector = `#ends-list [data-end="${CSS.escape(end)}"]`;
        requestAnimationFrame(() => /** @type {HTMLElement} */ (document.querySelector(selector))?.focus());
      } else ctx.render();
    } finally {
      asking = false;
      afterRender();
    }
  }

  // ---- undo ----------------------------------------------------------------------------------

  async function undo() {
    const s = ui.session;
    if (!yourTurn() || !s.view.history.some((e) => e.type === "place" && e.seat === s.human)) return;
    const gen = ui.gen;
    hint = null;
    ui.busy = true;
    ui.selected = null;
    ui.drawn = null;
    ctx.render();
    ctx.settle();
    const state = await ctx.bridge.call("undo", {});
    if (!(await ctx.show(state, gen))) return;
    ctx.announce(() => t("aids.undo.done", { n: state.undos }));
    await ctx.advance(gen);
  }

  // ---- the other aids ------------------------------------------------------------------------

  const tally = setupTally();
  const fair = setupFairDeal();
  // Shims until the controller's store gives these: the page state, read-only, and a game load.
  const shared = { ...ctx, state: () => ui, loadRecord: (record) => loadRecord(ctx, record) };
  const log = setupLog(shared);
  const coach = setupCoach(shared);
  const rules = setupRules(shared);

  document.addEventListener("click", (event) => {
    const clicked = /** @type {Element} */ (event.target);
    const target = /** @type {HTMLButtonElement} */ (clicked.closest("[data-action]"));
    if (!target || target.disabled) return;
    switch (target.dataset.action) {
      case "hint":
        return ctx.guarded(askHint);
      case "undo":
        return ctx.guarded(undo);
      case "open-log":
        return log.open();
      case "open-rules":
        return rules.open();
      default:
    }
  });

  // The round summary is redrawn now and then (a change of language): its coach and fair-deal
  // sections come back with it.
  let ended = null; // the view of the round whose summary is up
  const summary = $("round-body");
  if (summary)
    new MutationObserver(() => {
      if (!ended || $("round-panel")?.hidden) return;
      if (!summary.querySelector("#fairdeal-box")) fair.roundEnded(ended);
      if (!summary.querySelector("#coach-box")) coach.roundEnded(ended);
    }).observe(summary, { childList: true });

  onLanguageChange(() => {
    // Notes and tags are rebuilt from the tables on the next render.
    const endButtons = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("#ends-list [data-end]"));
    for (const b of endButtons) delete b.dataset.preview;
    for (const tag of document.querySelectorAll(".hint-tag")) tag.textContent = t("aids.hint.tag");
    ctx.render();
  });

  return {
    targets,
    afterRender,
    roundStarted(view) {
      hint = null;
      ended = null;
      fair.roundStarted(view);
    },
    roundEnded(view) {
      hint = null;
      ended = view;
      fair.roundEnded(view);
      coach.roundEnded(view);
      log.roundEnded(view);
    },
    /** Forget the hint and the summary (a new game, a loaded game). */
    reset() {
      hint = null;
      ended = null;
    },
  };
}
