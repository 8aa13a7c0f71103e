// The puzzle progress this device keeps (docs/puzzles.md): the ids solved and failed, the streak
// and the best streak, under one key read the careful way every kept value is (core/kept.js):
// an unreadable value is moved aside and reported, never written over.

import { t } from "../i18n/i18n.js";
import { KEYS } from "../core/storage.js";
import { KeptJson } from "../core/kept.js";
import { notify } from "./notices.js";

/** @typedef {{solved: string[], failed: string[], streak: number, best: number}} PuzzleProgress */

const MAX_KEPT = 5_000;
const ID = /^[a-z0-9-]{1,40}$/;

/** The first field of a kept progress that cannot be read, or null. @param {unknown} value */
function badProgress(value) {
  if (!value || typeof value !== "object" || Array.isArray(value)) return "JSON";
  const data = /** @type {Record<string, unknown>} */ (value);
  for (const list of ["solved", "failed"]) {
    const ids = data[list];
    if (ids !== undefined && !(Array.isArray(ids) && ids.every((id) => typeof id === "string" && ID.test(id))))
      return list;
  }
  for (const count of ["streak", "best"]) {
    const n = data[count];
    if (n !== undefined && !(Number.isInteger(n) && Number(n) >= 0)) return count;
  }
  return null;
}

const stored = new KeptJson({
  key: KEYS.puzzles,
  prefix: KEYS.puzzlesRejected,
  maxChars: 200 * MAX_KEPT,
  check: badProgress,
  report: ({ field, kept, aside }) =>
    notify("puzzles-rejected", () => t(kept ? "puzzles.keptAside" : "puzzles.keptInPlace", { field, key: aside }), {
      alert: true,
    }),
});

/** The progress kept on this device (none yet: an empty one; an unreadable one is moved aside
 * and reported). @returns {PuzzleProgress} */
export function readProgress() {
  const data = /** @type {Partial<PuzzleProgress> | null} */ (stored.read());
  return {
    solved: (data?.solved ?? []).slice(-MAX_KEPT),
    failed: (data?.failed ?? []).slice(-MAX_KEPT),
    streak: data?.streak ?? 0,
    best: data?.best ?? 0,
  };
}

/** The progress after a puzzle solved or failed, kept on this device (unless unreadable text sits
 * under the key: nothing is written over it). @param {PuzzleProgress} progress @param {string} id
 * @param {boolean} solved @returns {PuzzleProgress} */
export function judged(progress, id, solved) {
  const solvedIds = progress.solved.filter((x) => x !== id);
  const failedIds = progress.failed.filter((x) => x !== id);
  if (solved) solvedIds.push(id);
  else failedIds.push(id);
  const streak = solved ? progress.streak + 1 : 0;
  const next = {
    solved: solvedIds.slice(-MAX_KEPT),
    failed: failedIds.slice(-MAX_KEPT),
    streak,
    best: Math.max(progress.best, streak),
  };
  if (!stored.blocked) stored.write(next);
  return next;
}
