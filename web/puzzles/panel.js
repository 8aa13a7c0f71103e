// Puzzles on the page (issue 16): the Puzzles dialog (progress, the next puzzle of each grade)
// and the puzzle's panel beside the table (the other hand, open; once the move is made, solved or
// not, the theme, the solver's line in words and every move's value). It draws from the state;
// its buttons call the puzzle commands (modes/puzzle.js). Words: i18n/puzzles.*.js.

import { onAction } from "../core/actions.js";
import { $, button, make, makeDialog, miniTiles } from "../core/dom.js";
import { t } from "../i18n/i18n.js";
import { refusalSaid } from "../i18n/refusals.js";
import { moveText, roundEndText, scoresText, seatName } from "../i18n/text.js";
import { tellingOf } from "../core/telling.js";

/**
 * @typedef {import("../core/store.js").PageState} PageState
 * @typedef {import("../core/types.js").Puzzle} Puzzle
 * @typedef {import("../core/types.js").PuzzleMove} PuzzleMove
 * @typedef {import("../core/store.js").PuzzleOnTable} PuzzleOnTable
 * @typedef {import("../core/store.js").PuzzleProgress} PuzzleProgress
 * @typedef {import("../core/store.js").PuzzleSet} PuzzleSet
 * @typedef {typeof import("../core/store.js").store} Store
 * @typedef {ReturnType<typeof import("../core/dom.js").makeDialog>} Dialog
 * @typedef {{load: () => void, next: (grade: string) => void, back: () => void, hasGame: () => boolean}} PuzzleCommands
 */

/** The Puzzles dialog and the puzzle's panel, drawn from `store`; `puzzles` are the commands.
 * @param {Store} store
 * @param {PuzzleCommands} puzzles */
export function installPuzzles(store, puzzles) {
  const chooser = makeDialog("puzzles-dialog", "puzzles.title", "puzzles-dialog");
  onAction("puzzles", () => {
    chooser.open();
    puzzles.load();
    drawChooser(chooser, store.get(), puzzles);
  });
  onAction("puzzle-next", (control) => {
    chooser.close();
    const grade = control.dataset.grade ?? store.get().puzzle?.data.grade; // the chooser's, or the puzzle's own
    if (grade) puzzles.next(grade);
  });
  onAction("puzzle-back", () => puzzles.back());
  store.subscribe((s, before) => {
    if (chooser.isOpen) drawChooser(chooser, s, puzzles);
    const panel = $("puzzle-panel");
    const changed = s === before || s.puzzle !== before.puzzle || s.session !== before.session;
    if (changed || s.puzzles.progress !== before.puzzles.progress) drawPanel(panel, s);
  });
}

/** The grades in the file's order (easiest first), each with its puzzles.
 * @param {Puzzle[]} list */
function grades(list) {
  /** @type {Map<string, Puzzle[]>} */
  const found = new Map();
  for (const p of list) found.set(p.grade, [...(found.get(p.grade) ?? []), p]);
  return found;
}

/** @param {Dialog} chooser @param {PageState} s @param {PuzzleCommands} puzzles */
function drawChooser(chooser, s, puzzles) {
  chooser.retitle("puzzles.title");
  const body = chooser.body;
  body.replaceChildren(make("p", "puzzles-lead", t("puzzles.lead")));
  const set = /** @type {PuzzleSet | null} */ (s.puzzles.set);
  if (!set || set.loading) return body.append(make("p", "puzzles-note", t("puzzles.loading")));
  if (set.error || !set.puzzles)
    return body.append(make("p", "puzzles-note", t("puzzles.cannotLoad", { reason: refusalSaid(set.error ?? "") })));
  const progress = s.puzzles.progress;
  const solved = new Set(progress.solved);
  const done = set.puzzles.filter((p) => solved.has(p.id)).length;
  const line = make(
    "p",
    "puzzles-progress",
    t("puzzles.progress", { solved: done, total: set.puzzles.length, streak: progress.streak, best: progress.best }),
  );
  line.id = "puzzles-progress";
  body.append(line);
  const list = make("ul", "puzzles-grades");
  for (const [grade, ofGrade] of grades(set.puzzles)) {
    const item = make("li", "puzzles-grade");
    const name = t(`puzzles.grade.${grade}`);
    const count = t("puzzles.gradeCount", {
      solved: ofGrade.filter((p) => solved.has(p.id)).length,
      total: ofGrade.length,
    });
    const go = button("puzzle-next", t("puzzles.nextOf", { grade: name }), "btn");
    go.dataset.grade = grade;
    item.append(make("span", "puzzles-grade-name", name), make("span", "puzzles-grade-count", count), go);
    list.append(item);
  }
  body.append(list);
  if (puzzles.hasGame() && s.puzzle) body.append(button("puzzle-back", t("puzzles.back")));
}

/** A move's exact value in words: points (theirs taken off) or the game won or lost.
 * @param {PuzzleMove} entry */
function valueText(entry) {
  if (entry.game) return t(`puzzles.value.${entry.game}`);
  return t("puzzles.value.points", { n: entry.display_value });
}

/** A puzzle's seats for the words: one person against the engine (the person is "you"). */
const ONE_PERSON = /** @type {import("../i18n/text.js").Seat[]} */ ([]);

/** @param {HTMLElement} panel @param {PageState} s */
function drawPanel(panel, s) {
  const puzzle = /** @type {PuzzleOnTable | null} */ (s.puzzle);
  panel.hidden = !puzzle || !s.session;
  panel.dataset.result = !puzzle ? "" : !puzzle.result ? "open" : puzzle.result.solved ? "solved" : "failed";
  if (!puzzle || !s.session) return panel.replaceChildren();
  const { data } = puzzle;
  const human = data.seat;
  const other = 1 - human;
  const title = make(
    "h2",
    "puzzle-title",
    t("puzzles.heading", { n: puzzle.number, total: puzzle.total, grade: t(`puzzles.grade.${data.grade}`) }),
  );
  title.id = "puzzle-title";
  const them = make("p", "puzzle-hand");
  them.append(
    make("span", "", t("puzzles.theirHand", { name: seatName(other, 2, human, ONE_PERSON) })),
    miniTiles(data.hands[other]),
  );
  them.id = "puzzle-their-hand";
  panel.replaceChildren(title, make("p", "puzzle-task", t("puzzles.task")), them);
  const telling = tellingOf(s.session.view, human, ONE_PERSON);
  if (puzzle.result) panel.append(...explained(data, puzzle.result, s.puzzles.progress, telling));
  const actions = make("div", "puzzle-actions");
  if (puzzle.result) actions.append(button("puzzle-next", t("puzzles.next"), "btn btn-primary"));
  actions.append(button("puzzles", t("puzzles.choose")));
  panel.append(actions); // the way back to the game is the side game's bar's (aids/sidegame.js)
}

/** Solved or not, the theme, the solver's line and every move's value.
 * @param {Puzzle} data
 * @param {{solved: boolean, index: number}} result
 * @param {PuzzleProgress} progress
 * @param {import("../i18n/text.js").Telling} telling  the puzzle's game, as its words tell it */
function explained(data, result, progress, telling) {
  const best = data.moves[data.best];
  const mine = data.moves[result.index];
  const verdict = make(
    "p",
    "puzzle-verdict",
    t(result.solved ? "puzzles.solved" : "puzzles.failed", { move: moveText(best.move) }),
  );
  verdict.id = "puzzle-verdict";
  verdict.setAttribute("role", "status");
  const notes = [t(`puzzles.theme.${data.theme}`, { points: best.display_points })];
  if (!result.solved) notes.push(t("puzzles.yours", { value: valueText(mine) }));
  notes.push(t("puzzles.streak", { streak: progress.streak }));
  return [verdict, make("p", "puzzle-theme", notes.join(" ")), ...lineOf(data, telling), valuesOf(data, result.index)];
}

/** The solver's line in words, and how the round ends.
 * @param {Puzzle} data @param {import("../i18n/text.js").Telling} telling */
function lineOf(data, telling) {
  const human = data.seat;
  const steps = make("ol", "puzzle-line");
  for (const step of data.line) {
    const name = seatName(step.seat, 2, human, ONE_PERSON);
    const words =
      step.type === "pass"
        ? t("puzzles.step.pass", { name })
        : t("puzzles.step.place", { name, move: moveText(step), points: step.display_points });
    steps.append(make("li", "", words));
  }
  const outcome = data.outcome;
  let end = t("puzzles.outcome", {
    end: roundEndText(outcome, telling),
    scores: scoresText(outcome.display_scores, 2, human, ONE_PERSON),
  });
  if (outcome.winner !== null) end = `${end} ${t("puzzles.outcome.won")}`;
  return [make("p", "puzzle-sub", t("puzzles.lineTitle")), steps, make("p", "puzzle-outcome", end)];
}

/** @param {Puzzle} data @param {number} yours the index of the person's move */
function valuesOf(data, yours) {
  const box = make("div", "puzzle-values");
  box.append(make("p", "puzzle-sub", t("puzzles.valuesTitle")));
  const list = make("ul", "puzzle-values-list");
  const order = data.moves.map((m, i) => i).sort((a, b) => data.moves[b].value - data.moves[a].value);
  for (const i of order) {
    const marks = [i === data.best ? t("puzzles.mark.best") : "", i === yours ? t("puzzles.mark.yours") : ""].filter(
      Boolean,
    );
    const item = make(
      "li",
      i === data.best ? "is-best" : "",
      `${moveText(data.moves[i].move)}: ${valueText(data.moves[i])}`,
    );
    if (marks.length) item.append(make("span", "puzzle-mark", ` (${marks.join(", ")})`));
    list.append(item);
  }
  box.append(list);
  return box;
}
