// Short moves of a tile from where it was (a hand button, a computer's seat) to its place on the
// table: ~250 ms with the Web Animations API, on an element laid over the page. None when the person
// asks for reduced motion, nor with ?fast=1 (the e2e tests); the caller keeps the page "waiting".

import { tileSvg } from "../core/pips.js";

const FLY_MS = 250;

/** A viewport box (px). @typedef {{left: number, top: number, width: number, height: number}} Box */
/** @typedef {import("./board.js").TileBox} TileBox */

/** Whether tiles may move: not with prefers-reduced-motion, not in fast mode.
 * @param {boolean} fast */
export function motionAllowed(fast) {
  return !fast && !matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Move a picture of `to.halves` (top/left first) from the viewport box `from` to the box `to`
 * ({left, top, width, height, sideways, halves}); resolves when it has landed (or at once).
 * @param {Box | null | undefined} from @param {TileBox | null | undefined} to
 */
export async function flyTile(from, to, duration = FLY_MS) {
  if (!from || !to || !to.width || !to.height) return;
  const ghost = document.createElement("div");
  ghost.className = "flying-tile";
  ghost.setAttribute("aria-hidden", "true");
  Object.assign(ghost.style, {
    left: `${to.left}px`,
    top: `${to.top}px`,
    width: `${to.width}px`,
    height: `${to.height}px`,
  });
  ghost.append(tileSvg(`[${to.halves[0]}|${to.halves[1]}]`, { sideways: to.sideways }));
  document.body.append(ghost);
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  // Start at the source's size (its long side against the tile's long side), turned if needed.
  const turn = from.width > from.height !== to.sideways ? 90 : 0;
  const long = Math.max(from.width, from.height) / Math.max(to.width, to.height);
  const scale = Math.max(0.3, Math.min(2.5, long || 1));
  try {
    await ghost.animate(
      [
        { transform: `translate(${dx}px, ${dy}px) rotate(${turn}deg) scale(${scale})`, opacity: 0.85 },
        { transform: "none", opacity: 1 },
      ],
      { duration, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)" },
    ).finished;
  } catch {
    // an animation cancelled (the page hidden, a new game) simply ends
  } finally {
    ghost.remove();
  }
}

/**
 * A run of `count` draws as one short move: a face-down tile marked "+count" from the boneyard's
 * box `from` to the seat's box `to`, over `duration` ms; without both boxes it only waits that long
 * (the run keeps its place in the computers' pace).
 * @param {Box | null | undefined} from @param {Box | null | undefined} to
 * @param {number} count @param {number} duration ms
 */
export async function flyDraws(from, to, count, duration) {
  if (!from || !to) {
    await new Promise((resolve) => setTimeout(resolve, duration));
    return;
  }
  const ghost = document.createElement("div");
  ghost.className = "flying-back";
  ghost.setAttribute("aria-hidden", "true");
  ghost.textContent = `+${count}`;
  const [x0, y0] = [from.left + from.width / 2, from.top + from.height / 2];
  const [x1, y1] = [to.left + to.width / 2, to.top + to.height / 2];
  Object.assign(ghost.style, { left: `${x1}px`, top: `${y1}px` });
  document.body.append(ghost);
  try {
    await ghost.animate(
      [
        { transform: `translate(calc(${x0 - x1}px - 50%), calc(${y0 - y1}px - 50%)) scale(0.7)`, opacity: 0.4 },
        { transform: "translate(-50%, -50%) scale(1)", opacity: 1, offset: 0.75 },
        { transform: "translate(-50%, -50%) scale(0.9)", opacity: 0 },
      ],
      { duration, easing: "ease-out" },
    ).finished;
  } catch {
    // cancelled: the run simply ends
  } finally {
    ghost.remove();
  }
}
