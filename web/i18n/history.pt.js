// Textos em português do histórico de partidas e dos gráficos (persist/history.js, historyview.js,
// charts.js, trend.js), juntados em pt.js. Chaves: "history.*", "chart.*", "trend.*".

import { plural as count } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  // ---- o painel do histórico ----
  "history.open": "Histórico de partidas",
  "history.title": "Histórico de partidas",
  "history.lead": ({ n, max }) =>
    `${count(n, "partida terminada", "partidas terminadas")} neste aparelho (ficam guardadas as últimas ${max}). Escolha uma partida para ver as rodadas.`,
  "history.export": "Salvar em arquivo",
  "history.import": "Ler um arquivo",
  "history.none": "Nenhuma partida terminada neste aparelho ainda. Termine uma partida e ela aparece aqui.",
  "history.games": "Partidas, da mais recente para a mais antiga",
  "history.rounds": ({ n }) => count(n, "rodada", "rodadas"),
  "history.winner": "{name} venceu",
  "history.noWinner": "sem vencedor",
  "history.legend":
    "Em cima: o placar de cada lado depois de cada rodada; a linha tracejada é o alvo. Embaixo: os pontos de cada rodada, as jogadas para cima na cor do lado e as mãos descontadas para baixo em vermelho.",
  "history.legendMuggins":
    "Em cima: o placar de cada lado depois de cada rodada; a linha tracejada é o alvo. Embaixo: os pontos de cada rodada, as jogadas para cima na cor do lado, o Muggins (pontos tomados do anúncio de outro) mais claro ao lado, e as mãos descontadas para baixo em vermelho.",
  "history.exported": ({ n }) => `${count(n, "partida salva", "partidas salvas")} em arquivo.`,
  "history.imported": ({ n }) =>
    `Arquivo lido: ${n === 1 ? "1 partida nova adicionada" : `${n} partidas novas adicionadas`}.`,
  "history.importRefused":
    "Esse arquivo não é um histórico de partidas do Five Up que esta página consiga ler (em “{field}”). Nada foi adicionado.",
  "history.unreadable": "Não foi possível ler o histórico de partidas guardado neste aparelho (em “{field}”).",
  "history.keptAside": "Ele foi guardado à parte neste navegador como “{key}”, e um novo histórico começa.",
  "history.keptInPlace":
    "Não há espaço para uma cópia, então ele ficou onde estava, e nenhuma partida é adicionada a ele.",
  "history.replay": "Rever esta partida",
  "history.replayGone": ({ n }) =>
    `As jogadas desta partida não estão guardadas neste aparelho (${
      n === 1
        ? "só a última partida terminada aqui guarda as suas"
        : `só as ${n} últimas partidas terminadas aqui guardam as suas`
    }), então não dá para revê-la.`,
  "history.replayRefused": "Não foi possível rever a partida guardada neste aparelho: {message}",
  "history.replaysUnreadable": "Não foi possível ler as jogadas das partidas guardadas para rever (em “{field}”).",
  "history.replaysKeptAside":
    "Elas foram guardadas à parte neste navegador como “{key}”; as partidas terminadas a partir de agora podem ser revistas.",
  "history.replaysKeptInPlace":
    "Não há espaço para uma cópia, então elas ficaram onde estavam, e nenhuma outra partida é guardada para rever.",
  "history.notKept":
    "A última partida não pôde entrar no histórico: o armazenamento do navegador para esta página está cheio.",

  // ---- os gráficos ----
  "chart.keys":
    "As setas para a esquerda e para a direita passam de uma coluna à outra; os números dela aparecem abaixo da imagem.",
  "chart.gameLabel": "O placar rodada a rodada, e de onde vieram os pontos de cada rodada.",
  "chart.gameCaption": "Os pontos de cada rodada pela origem, e o placar depois dela",
  "chart.round": "Rodada {n}",
  "chart.roundHead": "Rodada",
  "chart.blocked": "trancada",
  "chart.out": "{name} bateu",
  "chart.side":
    "{name} {before} → {after} (jogadas {placements}, Muggins {muggins}, mãos {deductions}, rodada {total})",
  "chart.placements": "jogadas",
  "chart.muggins": "Muggins",
  "chart.deductions": "mãos descontadas",
  "chart.total": "total da rodada",
  "chart.after": "placar depois",
  "chart.trendLabel": "{who}: aproveitamento até agora e pontos por rodada, partida a partida.",
  "chart.trendCaption": "{who}: em cada partida, o aproveitamento até então e os pontos por rodada",
  "chart.trendGame":
    "Partida {n} de {of}, {when}: {result} {score}; vitórias: {wins} de {played} até então ({rate}%); {perRound} pontos por rodada.",
  "chart.won": "vitória",
  "chart.lost": "derrota",
  "chart.gameHead": "Partida",
  "chart.result": "Resultado",
  "chart.rate": "Aproveitamento até então",
  "chart.perRound": "Pontos por rodada",

  // ---- a tendência no painel de estatísticas ----
  "trend.title": "Tendência",
  "trend.lead": ({ n }) =>
    `No histórico de partidas (${count(n, "partida", "partidas")}): a linha é a parte das partidas vencidas até então, as barras são os pontos por rodada de cada partida (dourado: vitória).`,
  "trend.none": "Nenhuma partida no histórico ainda.",
});
