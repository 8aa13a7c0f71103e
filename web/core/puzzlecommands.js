// Puzzles (issue 16, docs/puzzles.md): the set the site ships (puzzles.json, built by
// scripts/make_puzzles.py) is fetched once and handed to the engine, which checks every puzzle
// (the `puzzles` op: untrusted data, refused citing the field); a puzzle goes on the table through
// the `puzzle` op (its record loaded and checked against the puzzle). The person's one move is
// judged at once against the solver's values in the puzzle, the computers never move on, and the
// progress (solved, failed, the streak) is kept on this device. A puzzle is never saved and never
// counted in the statistics (its origin is "puzzle": persist/save.js); the progress is kept by
// persist/puzzles.js.

import { t } from "../i18n/i18n.js";
import { judged, readProgress } from "../persist/puzzles.js";
import { CLEAR, guarded, placed, show } from "./commands.js";
import { yourTurn } from "./selectors.js";
import { store } from "./store.js";

const get = () => store.get();
const update = (patch) => store.update(patch);
const say = (key, params = {}) => () => t(key, params);

/** The most the page reads of puzzles.json (the engine's bound on one message). */
const MAX_FILE = 1_000_000;


let bridge, saves, resume, dialog;

/** The puzzle commands, wired to the engine's bridge, the saves, the game's resume and the New game
 * dialog (where the puzzles are offered; it closes when a puzzle opens). */
export function createPuzzleCommands(parts) {
  ({ bridge, saves, resume, dialog } = parts);
  update({ puzzleProgress: readProgress() });
  return {
    load: () => guarded(loadSet),
    next: (grade) => guarded(() => nextOf(grade)),
    back,
    hasGame: () => saves.saved() !== null,
  };
}

/** Fetch puzzles.json and have the engine check it: `puzzleSet` is then {puzzles} or {error}. */
async function loadSet() {
  if (get().puzzleSet?.puzzles) return;
  update({ puzzleSet: { loading: true } });
  let data;
  try {
    const answer = await fetch("./puzzles.json");
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    const text = await answer.text();
    if (text.length > MAX_FILE) throw new Error(`puzzles.json is over ${MAX_FILE} characters`);
    data = JSON.parse(text);
  } catch (err) {
    return update({ puzzleSet: { error: String(err?.message ?? err) } });
  }
  try {
    const checked = await bridge.call("puzzles", { data });
    update({ puzzleSet: { puzzles: checked.puzzles } });
  } catch (err) {
    if (err?.kind === "Fatal" || err?.kind === "Timeout") throw err;
    update({ puzzleSet: { error: String(err?.message ?? err) } });
  }
}

/** The next puzzle of a grade: the first (easiest) neither solved nor failed yet, else the first
 * not solved, else the first again. */
export function nextPuzzle(puzzles, grade, progress) {
  const ofGrade = puzzles.filter((p) => p.grade === grade);
  const solved = new Set(progress.solved);
  const tried = new Set([...progress.solved, ...progress.failed]);
  return ofGrade.find((p) => !tried.has(p.id)) ?? ofGrade.find((p) => !solved.has(p.id)) ?? ofGrade[0] ?? null;
}

async function nextOf(grade) {
  await loadSet();
  const puzzles = get().puzzleSet?.puzzles;
  if (!puzzles) return;
  const puzzle = nextPuzzle(puzzles, grade, get().puzzleProgress);
  if (puzzle) await openPuzzle(puzzle, puzzles.indexOf(puzzle) + 1, puzzles.length);
}

/** A puzzle on the table: the person to play, nothing judged yet. */
async function openPuzzle(data, number, total) {
  const gen = get().gen + 1;
  dialog?.close();
  update({ ...CLEAR, gen, busy: true, error: null, setup: false, log: [], puzzle: { data, number, total, result: null } });
  const state = await bridge.call("puzzle", { puzzle: data });
  if (!(await show(state, gen))) return;
  update({ busy: false, prompt: say("puzzles.prompt"), status: say("puzzles.status", { n: number }) });
}

/** The person's move in a puzzle (commands.js hands it here): judged at once, then shown on the
 * table; the other seat does not answer (the solver's line says what would follow). */
export async function puzzleMove(move) {
  const s = get();
  const puzzle = s.puzzle;
  if (!yourTurn(s) || !puzzle || puzzle.result || move.type !== "place") return;
  const index = puzzle.data.moves.findIndex((m) => m.move.tile === move.tile && m.move.end === move.end);
  if (index < 0) return;
  const solved = puzzle.data.moves[index].value === puzzle.data.moves[puzzle.data.best].value;
  const progress = judged(s.puzzleProgress, puzzle.data.id, solved);
  const { gen, session } = s;
  update({ busy: true, selected: null, puzzleProgress: progress, puzzle: { ...puzzle, result: { solved, index } } });
  const state = await bridge.call("play", { move });
  if (!(await show(state, gen))) return;
  placed(session.human, move, state.view);
  update({ busy: false, status: say(solved ? "puzzles.streak" : "puzzles.prompt", { streak: progress.streak }) });
}


/** Back to the saved game, where it was left (the puzzle was never saved over it). */
function back() {
  const saved = saves.saved();
  if (!saved) return;
  update({ puzzle: null });
  resume(saved);
}
