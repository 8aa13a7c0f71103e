// Puzzles (issue 16, docs/puzzles.md): the set the site ships (puzzles.json, built by
// scripts/make_puzzles.py) is fetched once and handed to the engine, which checks every puzzle
// (the `puzzles` op: untrusted data, refused citing the field); a puzzle goes on the table through
// the `puzzle` op (its record loaded and checked against the puzzle). The person's one move is
// judged at once against the solver's values in the puzzle, the computers never move on, and the
// progress (solved, failed, the streak) is kept on this device. A puzzle is never saved and never
// counted in the statistics (its origin is "puzzle": persist/save.js); the progress is kept by
// persist/puzzles.js. The puzzle's mode: the local table's with the person's move judged.

import { judged, readProgress } from "../persist/puzzles.js";
import { yourTurn } from "../core/selectors.js";
import { get, guarded, isFatal, messageOf, newTable, parts, say, show, update, updatePart } from "../play/flow.js";
import { placed } from "../play/sentences.js";
import { localMode } from "./local.js";

/**
 * @typedef {import("../core/mode.js").Mode} Mode
 * @typedef {import("../core/types.js").Move} Move
 * @typedef {import("../core/types.js").Puzzle} PuzzleData
 */

/** The most the page reads of puzzles.json (the engine's bound on one message). */
const MAX_FILE = 1_000_000;

/** The puzzle commands (the New game dialog offers the puzzles; it closes when a puzzle opens);
 * "back to the game" and whether a game is kept are the page's.
 * @param {{backToGame: () => unknown, hasGame: () => boolean}} commands */
export function createPuzzleCommands(commands) {
  updatePart("puzzles", { progress: readProgress() });
  return {
    load: () => guarded(loadSet),
    next: (/** @type {string} */ grade) => guarded(() => nextOf(grade)),
    back: commands.backToGame,
    hasGame: commands.hasGame,
  };
}

/** A puzzle's mode: a local table where the person's one move is judged at once, no hint (the
 * answer is the player's to find), no undo, no next round (a puzzle ends with its move), never
 * saved over the real game (its origin: persist/save.js). @returns {Mode} */
function puzzleMode() {
  return { ...localMode("puzzle"), undo: false, play: puzzleMove, hint: () => null, nextRound: async () => {} };
}

/** Fetch puzzles.json and have the engine check it: `puzzles.set` is then {puzzles} or {error}. */
async function loadSet() {
  if (get().puzzles.set?.puzzles) return;
  updatePart("puzzles", { set: { loading: true } });
  let data;
  try {
    const answer = await fetch("./puzzles.json");
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    const text = await answer.text();
    if (text.length > MAX_FILE) throw new Error(`puzzles.json is over ${MAX_FILE} characters`);
    data = JSON.parse(text);
  } catch (err) {
    return updatePart("puzzles", { set: { error: messageOf(err) } });
  }
  try {
    const checked = await parts.bridge.call("puzzles", { data });
    updatePart("puzzles", { set: { puzzles: checked.puzzles } });
  } catch (err) {
    if (isFatal(err)) throw err;
    updatePart("puzzles", { set: { error: messageOf(err) } });
  }
}

/** The next puzzle of a grade: the first (easiest) neither solved nor failed yet, else the first
 * not solved, else the first again.
 * @param {PuzzleData[]} puzzles @param {string} grade @param {import("../persist/puzzles.js").PuzzleProgress} progress */
export function nextPuzzle(puzzles, grade, progress) {
  const ofGrade = puzzles.filter((p) => p.grade === grade);
  const solved = new Set(progress.solved);
  const tried = new Set([...progress.solved, ...progress.failed]);
  return ofGrade.find((p) => !tried.has(p.id)) ?? ofGrade.find((p) => !solved.has(p.id)) ?? ofGrade[0] ?? null;
}

/** @param {string} grade */
async function nextOf(grade) {
  await loadSet();
  const puzzles = get().puzzles.set?.puzzles;
  if (!puzzles) return;
  const puzzle = nextPuzzle(puzzles, grade, get().puzzles.progress);
  if (puzzle) await openPuzzle(puzzle, puzzles.indexOf(puzzle) + 1, puzzles.length);
}

/** A puzzle on the table: the person to play, nothing judged yet.
 * @param {PuzzleData} data @param {number} number @param {number} total */
async function openPuzzle(data, number, total) {
  parts.dialog.close();
  const gen = newTable(puzzleMode(), { puzzle: { data, number, total, result: null } });
  const state = await parts.bridge.call("puzzle", { puzzle: data });
  if (!(await show(state, gen))) return;
  update({ busy: false, prompt: say("puzzles.prompt"), status: say("puzzles.status", { n: number }) });
}

/** The person's move in a puzzle: judged at once, then shown on the table; the other seat does not
 * answer (the solver's line says what would follow). @param {Move} move */
async function puzzleMove(move) {
  const s = get();
  const puzzle = s.puzzle;
  if (!yourTurn(s) || !puzzle || puzzle.result || move.type !== "place" || !s.session) return;
  const index = puzzle.data.moves.findIndex((m) => m.move.tile === move.tile && m.move.end === move.end);
  if (index < 0) return;
  const solved = puzzle.data.moves[index].value === puzzle.data.moves[puzzle.data.best].value;
  const progress = judged(s.puzzles.progress, puzzle.data.id, solved);
  const { gen, session } = s;
  const puzzles = { ...s.puzzles, progress };
  update({ busy: true, selected: null, puzzles, puzzle: { ...puzzle, result: { solved, index } } });
  const state = await parts.bridge.call("play", { move });
  if (!(await show(state, gen))) return;
  placed(session.human, move, state.view);
  update({ busy: false, status: say(solved ? "puzzles.streak" : "puzzles.prompt", { streak: progress.streak }) });
}
