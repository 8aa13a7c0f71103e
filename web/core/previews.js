// Score previews and the hint, as the table shows them: a note beside each target ("+3 · Σ15")
// and on each end button, and which tile, end or button the hint chose. Pure functions of the
// page's state; the table's components draw them.

import { scoresInPlay } from "./games.js";
import { t } from "../i18n/i18n.js";

/**
 * @typedef {import("./store.js").PageState} PageState
 * @typedef {import("./store.js").Session} Session
 * @typedef {import("./types.js").Move} Move
 * @typedef {import("./types.js").Preview} Preview
 */

/**
 * Ends name the same place whether written "opening" (the page) or null (the engine).
 * @param {string | null | undefined} a
 * @param {string | null | undefined} b
 */
function sameEnd(a, b) {
  return (a === "opening" ? null : a) === (b === "opening" ? null : b);
}

/** The engine's preview of a placement; none under Muggins (H2), where the person must find the
 * points themselves: a preview or a sum would give the claim away.
 * @param {Session | null} session
 * @param {string} tile
 * @param {string | null} end
 * @returns {Preview | undefined}
 */
export function previewOf(session, tile, end) {
  if (!session || session.view.rules?.muggins || !scoresInPlay(session.view)) return undefined;
  return (session.previews || []).find((p) => p.tile === tile && sameEnd(p.end, end));
}

/**
 * The short note drawn beside a target: "+3 · Σ15" (display points, the ends' sum in raw).
 * @param {Preview | undefined} preview
 */
export function previewNote(preview) {
  if (!preview) return "";
  return preview.points > 0
    ? t("aids.preview.note", { points: preview.display_points, sum: preview.ends_sum })
    : t("aids.preview.noteNone", { sum: preview.ends_sum });
}

/**
 * What a screen reader hears after an end's name: ", the ends add up to 15: 3 points".
 * @param {Preview} preview
 */
export function previewSaid(preview) {
  return preview.points > 0
    ? t("aids.preview.said", { sum: preview.ends_sum, points: preview.display_points, raw: preview.points })
    : t("aids.preview.saidNone", { sum: preview.ends_sum });
}

/**
 * The hint's move while it still holds (the same position), else null.
 * @param {PageState} state
 * @param {string} key
 * @returns {Move | null}
 */
export function hintedMove(state, key) {
  return state.hint && state.hint.key === key ? state.hint.move : null;
}

/**
 * Whether the hint chose this end for the chosen tile.
 * @param {Move | null | undefined} move
 * @param {string | null} tile
 * @param {string | null} end
 */
export function hintsEnd(move, tile, end) {
  return move?.type === "place" && move.tile === tile && sameEnd(move.end, end);
}
