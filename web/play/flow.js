// The table's lifecycle, which every way of playing shares (docs/architecture.md, "One flow"): the
// store's reads and writes for the command layer, a new table (`newTable`), a state from the
// engine shown with its board (`show`) and laid out again after a resize, and errors (`guarded`,
// `fail`, `isFatal`). Each mode (web/modes/) and each named command (play/commands.js) goes
// through these; none writes them again. The events said are in sentences.js, who moves next in
// advance.js. No rule lives here: the engine answers.

import { t } from "../i18n/i18n.js";
import { store } from "../core/store.js";

/**
 * @typedef {import("../core/store.js").PageState} PageState
 * @typedef {import("../core/store.js").Say} Say
 * @typedef {import("../core/types.js").Session} Session
 * @typedef {import("../core/mode.js").Mode} Mode
 * @typedef {import("../core/mode.js").Parts} Parts
 * @typedef {{tile: string, from: import("../core/mode.js").Box | null}} Fly  a placed tile's flight: from a viewport box
 */

export const get = () => store.get();
/** @param {Partial<PageState>} patch */
export const update = (patch) => store.update(patch);
/** Change some of one mode's own keys (core/store.js: `positions`, `puzzles`, `reach`), the others
 * kept. @template {"positions" | "puzzles" | "reach"} K @param {K} part @param {Partial<PageState[K]>} patch */
export function updatePart(part, patch) {
  update(/** @type {Partial<PageState>} */ ({ [part]: { ...get()[part], ...patch } }));
}
/** A text that stays on the page, said again on a change of language.
 * @param {string} key @param {Record<string, unknown>} [params] @returns {Say} */
export const say =
  (key, params = {}) =>
  () =>
    t(key, params);
/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the flow works with, given once by the page's entry (app.js): the engine's bridge, the
 * board's shape, the saves, the claim question, the New game dialog, the components' effects
 * (a flying tile, the focus) and the address's options. */
export const parts = /** @type {Parts} */ ({});

/** Wired once by the page's entry. @param {Parts} given */
export function wire(given) {
  Object.assign(parts, given);
}

/** The fresh table of a new (or loaded) game: nothing chosen, nothing pending. */
const CLEAR = Object.freeze({
  logLanguage: null, line: null, selected: null, drawn: null, thinking: null, hint: null, asking: false, claiming: false,
  summary: null, lot: false, forced: null, shown: null, passBack: null, muggins: null, puzzle: null,
  curtainKept: false,
}); // prettier-ignore

/** A new table for `mode` (the one before it left: its links closed): a new game number, the table
 * cleared, the log emptied (`patch` may say otherwise). Returns the new game number. With `mode`
 * null (a saved game's mode, known only once the engine has loaded it), the mode on the table
 * stays until `seatMode` seats the new one; the game number is new at once, so that no answer for
 * the game before reaches the one being loaded.
 * @param {Mode | null} mode @param {Partial<PageState>} [patch] */
export function newTable(mode, patch = {}) {
  const gen = get().gen + 1;
  const before = get().mode;
  if (mode && before !== mode) before.leave();
  update({ ...CLEAR, gen, ...(mode ? { mode } : {}), busy: true, error: null, newGameOpen: false, log: [], ...patch });
  return gen;
}

/** The mode a table begun with `newTable(null)` waits for: the one before leaves first (its links
 * closed), then `make` makes the new one (a host's reopens its guests' links).
 * @param {() => Mode} make */
export function seatMode(make) {
  get().mode.leave();
  update({ mode: make() });
}

/** Whether an engine error means the engine itself is gone (only a reload helps) or did not
 * answer: never a refusal to report and go on from. @param {unknown} err */
export function isFatal(err) {
  const kind = /** @type {{kind?: string} | null} */ (err)?.kind;
  return kind === "Fatal" || kind === "Timeout";
}

/** An error's words, for a refusal shown as it came. @param {unknown} err */
export function messageOf(err) {
  return String(/** @type {{message?: string} | null} */ (err)?.message ?? err);
}

/** Run a flow; any error becomes the visible error panel, never a silent stall.
 * @param {() => unknown} flow */
export async function guarded(flow) {
  const running = flow(); // runs up to its first await, so a new game has already bumped the gen
  const gen = get().gen;
  try {
    await running;
  } catch (err) {
    if (gen === get().gen) fail(err); // an answer for a game already replaced is of no interest
  }
}

/** The error panel: nothing may hide it. @param {unknown} err */
export function fail(err) {
  console.error(err);
  parts.claims.cancel();
  parts.dialog.close();
  const status = say(get().fatal ? "status.engineFailed" : "hint.wrong");
  const error = /** @type {Error} */ (err ?? new Error("unknown")); // an Error, or the engine's {kind, message}
  update({ error, busy: false, thinking: null, newGameOpen: false, status });
}

let layoutSeq = 0; // the layout requests made: a resize's answer is dropped once a newer one is asked
/** After a resize: a layout for the new shape; dropped if a newer request went out meanwhile. */
export async function relayout() {
  if (!get().session || get().error) return;
  const answer = requestLayout();
  const seq = layoutSeq;
  const layout = await answer;
  if (seq === layoutSeq) update({ layout });
}

/** The board's geometry at the canvas's current shape, as the mode on the table lays it out.
 * The worker answers in order, so a request made after a state arrived describes that state's
 * board. @param {Session | null} [state] */
function requestLayout(state = get().session) {
  layoutSeq += 1;
  // The engine lays out for shapes between 1:5 and 5:1; the board is scaled to fit anyway.
  const aspect = Number(Math.min(5, Math.max(0.2, parts.board.aspect)).toFixed(3));
  return get().mode.layout(aspect, state);
}

/** Take a new state from the engine and show it with its board, all at once; a placed tile flies
 * from `fly.from` (a viewport box) to its place. False when it belongs to a replaced game.
 * @param {Session} state @param {number} gen @param {Fly | null} [fly] */
export async function show(state, gen, fly = null) {
  if (gen !== get().gen) return false;
  const mode = get().mode;
  const layout = await requestLayout(state);
  if (gen !== get().gen) return false;
  if (mode.saved) parts.saves.changed(state, gen);
  mode.shown(state); // at a table over the network, each guest's view of it (in order, now)
  const moving = fly && fly.from && parts.effects.motion() ? fly.tile : null;
  update({ session: state, layout, flying: moving });
  if (moving && fly?.from) {
    await parts.effects.flyTile(fly.from, parts.board.tileScreenRect(moving));
    update({ flying: null });
  }
  return gen === get().gen;
}
