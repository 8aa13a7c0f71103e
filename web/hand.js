// The person's controls under the table: the hand as real buttons, the legal ends of the chosen tile
// as buttons, and the draw / pass buttons. Rendering only; app.js decides what is enabled.

import { tileSvg, tileHalves } from "./pips.js";
import { endLabel } from "./text.js";

/** Targets are lettered, not numbered, so they are never mistaken for the ends' scoring numbers. */
export function targetLabel(index) {
  return String.fromCharCode(65 + index);
}

/** The legal place moves grouped by tile: Map tile -> [end or null]. */
export function placementsByTile(legalMoves) {
  const byTile = new Map();
  for (const m of legalMoves || []) {
    if (m.type !== "place") continue;
    if (!byTile.has(m.tile)) byTile.set(m.tile, []);
    byTile.get(m.tile).push(m.end);
  }
  return byTile;
}

/** Rebuild the hand buttons, keeping keyboard focus on the same tile when it is still there. */
export function renderHand(
  container,
  { hand, playable, selected, drawn, active, emptyText = "Your tiles appear here." },
) {
  // The page re-renders several times per move; rebuild only when something shown changed.
  const key = JSON.stringify([hand, [...playable], selected, drawn, active, emptyText]);
  if (container.dataset.key === key) return;
  container.dataset.key = key;
  const focused = document.activeElement?.closest?.("[data-tile]")?.dataset.tile;
  container.replaceChildren();
  if (!hand.length) {
    const p = document.createElement("p");
    p.className = "hand-empty";
    p.textContent = emptyText;
    container.append(p);
    return;
  }
  for (const tile of hand) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "tile-btn";
    b.dataset.tile = tile;
    const [lo, hi] = tileHalves(tile);
    const canPlay = active && playable.has(tile);
    b.disabled = !canPlay;
    b.setAttribute("aria-pressed", String(tile === selected));
    if (tile === drawn) b.classList.add("is-drawn");
    b.setAttribute(
      "aria-label",
      `${lo}–${hi}${tile === drawn ? ", just drawn" : ""}${canPlay ? "" : ", cannot be played now"}`,
    );
    b.title = tile;
    b.append(tileSvg(tile));
    if (tile === drawn) {
      const tag = document.createElement("span");
      tag.className = "tile-tag";
      tag.textContent = "drawn";
      tag.setAttribute("aria-hidden", "true");
      b.append(tag);
    }
    container.append(b);
  }
  if (focused) {
    const again = container.querySelector(`[data-tile="${CSS.escape(focused)}"]`);
    if (again && !again.disabled) again.focus();
  }
}

/**
 * Show where the chosen tile may go: one button per legal end ("opening" for the first tile),
 * numbered like the targets drawn on the table. ends: [{end, value}].
 */
export function renderEnds(box, title, list, tile, ends) {
  const key = JSON.stringify([tile, ends]);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  if (!tile) {
    box.hidden = true;
    list.replaceChildren();
    return;
  }
  box.hidden = false;
  title.textContent =
    ends.length === 1 ? `Play ${tile} here:` : `Play ${tile} on one of ${ends.length} ends:`;
  list.replaceChildren();
  ends.forEach(({ end, value }, i) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "btn end-btn";
    b.dataset.end = end;
    const num = document.createElement("span");
    num.className = "end-num";
    num.textContent = targetLabel(i);
    num.setAttribute("aria-hidden", "true");
    b.append(num, document.createTextNode(endLabel(end, value)));
    list.append(b);
  });
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.className = "btn btn-quiet end-cancel";
  cancel.dataset.action = "cancel-select";
  cancel.textContent = "Cancel";
  list.append(cancel);
}

/** Enable draw / pass exactly when they are legal now. */
export function renderActions(drawBtn, passBtn, legalMoves, active, boneyard) {
  const types = new Set((legalMoves || []).map((m) => m.type));
  drawBtn.disabled = !(active && types.has("draw"));
  passBtn.disabled = !(active && types.has("pass"));
  drawBtn.textContent = boneyard > 0 ? `Draw (${boneyard})` : "Draw";
}
