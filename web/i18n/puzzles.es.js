// Problemas (modes/puzzle.js, puzzles/panel.js): español.
import { plural, signed } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "puzzles.open": "Problemas",
  "puzzles.title": "Problemas",
  "puzzles.lead":
    "Finales de partidas reales en los que se conocen todas las fichas: encuentra la jugada que el cálculo exacto demuestra mejor. Las fichas de los dos están a la vista.",
  "puzzles.loading": "Cargando los problemas…",
  "puzzles.cannotLoad": "No se pueden cargar los problemas: {reason}",
  "puzzles.progress": ({ solved, total, streak, best }) =>
    `Resueltos ${solved} de ${total}. Racha ${streak} (mejor ${best}).`,
  "puzzles.grade.easy": "Fácil",
  "puzzles.grade.medium": "Medio",
  "puzzles.grade.hard": "Difícil",
  "puzzles.gradeCount": ({ solved, total }) => `${solved} de ${total} resueltos`,
  "puzzles.next": "Siguiente problema",
  "puzzles.nextOf": "Siguiente problema ({grade})",
  "puzzles.choose": "Todos los problemas",
  "puzzles.back": "Volver a la partida",
  "puzzles.heading": ({ n, total, grade }) => `Problema ${n} de ${total} · ${grade}`,
  "puzzles.task": "Encuentra la mejor jugada. Juegas las fichas de abajo; las del otro están a la vista:",
  "puzzles.theirHand": "{name} tiene",
  "puzzles.prompt": "Encuentra la mejor jugada.",
  "puzzles.status": "Problema {n}: encuentra la mejor jugada.",
  "puzzles.solved": ({ move }) => `¡Resuelto! La mejor jugada era: ${move}.`,
  "puzzles.failed": ({ move }) => `No es la mejor jugada. La mejor era: ${move}.`,
  "puzzles.yours": ({ value }) => `Tu jugada vale ${value}.`,
  "puzzles.streak": ({ streak }) => `Racha: ${streak}.`,
  "puzzles.theme.win": "Tema: gana la partida en esta mano.",
  "puzzles.theme.score": ({ points }) => `Tema: anota ${plural(points, "punto", "puntos")} ahora.`,
  "puzzles.theme.out": "Tema: domina sacando lo máximo.",
  "puzzles.theme.block": "Tema: tranca sacando lo máximo.",
  "puzzles.theme.defend": "Tema: dominan hagas lo que hagas; pierde lo mínimo.",
  "puzzles.lineTitle": "La línea del cálculo (el mejor juego de ambos bandos):",
  "puzzles.step.place": ({ name, move, points }) =>
    points > 0 ? `${name}: ${move}, ${plural(points, "punto", "puntos")}` : `${name}: ${move}`,
  "puzzles.step.pass": "{name}: pasa",
  "puzzles.outcome": ({ end, scores }) => `${end} Tanteo tras la mano: ${scores}.`,
  "puzzles.outcome.won": "La partida está ganada.",
  "puzzles.valuesTitle": "El valor de cada jugada (tus puntos menos los suyos en lo que queda de mano):",
  "puzzles.value.points": ({ n }) => `${signed(n)} ${Math.abs(n) === 1 ? "punto" : "puntos"}`,
  "puzzles.value.won": "gana la partida",
  "puzzles.value.lost": "pierde la partida",
  "puzzles.mark.best": "la mejor",
  "puzzles.mark.yours": "tu jugada",
  "puzzles.keptAside":
    "No se pudo leer el progreso de los problemas de este aparato ({field}). Se ha apartado en este navegador como «{key}» y el progreso vuelve a empezar.",
  "puzzles.keptInPlace":
    "No se pudo leer el progreso de los problemas de este aparato ({field}) y no hay sitio para una copia: se queda donde está y no se registra ningún problema hasta que haya sitio.",
});
