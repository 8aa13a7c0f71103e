// Problemas (modes/puzzle.js, puzzles/panel.js): português.
import { plural as count, signed } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "puzzles.open": "Problemas",
  "puzzles.title": "Problemas",
  "puzzles.lead":
    "Finais de partidas de verdade em que todas as pedras são conhecidas: ache a única jogada que o resolvedor exato prova ser a melhor. As duas mãos estão abertas.",
  "puzzles.loading": "Carregando os problemas…",
  "puzzles.cannotLoad": "Não foi possível carregar os problemas: {reason}",
  "puzzles.progress": ({ solved, total, streak, best }) =>
    `Resolvidos: ${solved} de ${total}. Sequência ${streak} (melhor ${best}).`,
  "puzzles.grade.easy": "Fácil",
  "puzzles.grade.medium": "Médio",
  "puzzles.grade.hard": "Difícil",
  "puzzles.gradeCount": ({ solved, total }) => `resolvidos: ${solved} de ${total}`,
  "puzzles.next": "Próximo problema",
  "puzzles.nextOf": "Próximo problema: {grade}",
  "puzzles.choose": "Todos os problemas",
  "puzzles.back": "Voltar à partida",
  "puzzles.heading": ({ n, total, grade }) => `Problema ${n} de ${total} · ${grade}`,
  "puzzles.task": "Ache a melhor jogada. Você joga com as pedras abaixo; a outra mão está aberta:",
  "puzzles.theirHand": "{name} tem",
  "puzzles.prompt": "Ache a melhor jogada.",
  "puzzles.status": "Problema {n}: ache a melhor jogada.",
  "puzzles.solved": ({ move }) => `Resolvido! A melhor jogada era ${move}.`,
  "puzzles.failed": ({ move }) => `Não foi a melhor jogada. A melhor era ${move}.`,
  "puzzles.yours": ({ value }) => `A sua jogada vale ${value}.`,
  "puzzles.streak": ({ streak }) => `Sequência: ${streak}.`,
  "puzzles.theme.win": "Tema: vencer a partida nesta rodada.",
  "puzzles.theme.score": ({ points }) => `Tema: marcar ${count(points, "ponto", "pontos")} agora.`,
  "puzzles.theme.out": "Tema: bater ganhando o máximo.",
  "puzzles.theme.block": "Tema: trancar o jogo ganhando o máximo.",
  "puzzles.theme.defend": "Tema: eles batem de qualquer jeito; perca o mínimo.",
  "puzzles.lineTitle": "A linha do resolvedor (o melhor jogo dos dois lados):",
  "puzzles.step.place": ({ name, move, points }) =>
    points > 0 ? `${name}: ${move}, ${count(points, "ponto", "pontos")}` : `${name}: ${move}`,
  "puzzles.step.pass": "{name}: passa",
  "puzzles.outcome": ({ end, scores }) => `${end} Placar depois da rodada: ${scores}.`,
  "puzzles.outcome.won": "A partida está ganha.",
  "puzzles.valuesTitle": "O valor de cada jogada (os seus pontos menos os deles no resto da rodada):",
  "puzzles.value.points": ({ n }) => `${signed(n)} ${Math.abs(n) === 1 ? "ponto" : "pontos"}`,
  "puzzles.value.won": "vence a partida",
  "puzzles.value.lost": "perde a partida",
  "puzzles.mark.best": "melhor",
  "puzzles.mark.yours": "sua jogada",
  "puzzles.keptAside":
    "Não foi possível ler o progresso dos problemas guardado neste aparelho ({field}). Ele foi guardado à parte neste navegador como “{key}”, e o progresso recomeça.",
  "puzzles.keptInPlace":
    "Não foi possível ler o progresso dos problemas guardado neste aparelho ({field}), e não há espaço para guardar uma cópia: ele fica onde está, e nenhum problema é registrado até haver espaço.",
});
