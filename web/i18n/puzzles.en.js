// Puzzles (modes/puzzle.js, puzzles/panel.js): English.
import { plural, signed } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "puzzles.open": "Puzzles",
  "puzzles.title": "Puzzles",
  "puzzles.lead":
    "Endgames from real games where every tile is known: find the one move the exact solver proves best. Both hands are open.",
  "puzzles.loading": "Loading the puzzles…",
  "puzzles.cannotLoad": "The puzzles cannot be loaded: {reason}",
  "puzzles.progress": ({ solved, total, streak, best }) =>
    `Solved ${solved} of ${total}. Streak ${streak} (best ${best}).`,
  "puzzles.grade.easy": "Easy",
  "puzzles.grade.medium": "Medium",
  "puzzles.grade.hard": "Hard",
  "puzzles.gradeCount": ({ solved, total }) => `${solved} of ${total} solved`,
  "puzzles.next": "Next puzzle",
  "puzzles.nextOf": "Next {grade} puzzle",
  "puzzles.choose": "All puzzles",
  "puzzles.back": "Back to the game",
  "puzzles.heading": ({ n, total, grade }) => `Puzzle ${n} of ${total} · ${grade}`,
  "puzzles.task": "Find the best move. You play the tiles below; the other hand is open:",
  "puzzles.theirHand": "{name} holds",
  "puzzles.prompt": "Find the best move.",
  "puzzles.status": "Puzzle {n}: find the best move.",
  "puzzles.solved": ({ move }) => `Solved! The best move was to ${move}.`,
  "puzzles.failed": ({ move }) => `Not the best move. The best was to ${move}.`,
  "puzzles.yours": ({ value }) => `Your move is worth ${value}.`,
  "puzzles.streak": ({ streak }) => `Streak: ${streak}.`,
  "puzzles.theme.win": "Theme: win the game this round.",
  "puzzles.theme.score": ({ points }) => `Theme: score ${plural(points, "point", "points")} now.`,
  "puzzles.theme.out": "Theme: go out for the most.",
  "puzzles.theme.block": "Theme: block for the most.",
  "puzzles.theme.defend": "Theme: they go out whatever you do; lose the least.",
  "puzzles.lineTitle": "The solver's line (best play by both sides):",
  "puzzles.step.place": ({ name, move, points }) =>
    points > 0 ? `${name}: ${move}, ${plural(points, "point", "points")}` : `${name}: ${move}`,
  "puzzles.step.pass": "{name}: pass",
  "puzzles.outcome": ({ end, scores }) => `${end} Scores after the round: ${scores}.`,
  "puzzles.outcome.won": "The game is won.",
  "puzzles.valuesTitle": "Every move's value (your points minus theirs over the rest of the round):",
  "puzzles.value.points": ({ n }) => `${signed(n)} ${Math.abs(n) === 1 ? "point" : "points"}`,
  "puzzles.value.won": "wins the game",
  "puzzles.value.lost": "loses the game",
  "puzzles.mark.best": "best",
  "puzzles.mark.yours": "your move",
  "puzzles.keptAside":
    "The puzzle progress kept on this device could not be read ({field}). It has been kept aside in this browser as “{key}”, and the progress starts again.",
  "puzzles.keptInPlace":
    "The puzzle progress kept on this device could not be read ({field}), and there is no room to keep a copy: it stays where it is, and no puzzle is recorded until there is room.",
});
