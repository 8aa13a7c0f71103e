// Textos em português das partidas salvas, avisos e estatísticas (save.js, notices.js, stats.js,
// statsview.js), juntados em pt.js. Chaves: "save.*", "notice.*", "stats.*"; todas as chaves de
// save.en.js.

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "notice.close": "OK",

  // ---- partidas salvas ----
  "save.resumed": "A sua partida voltou de onde você parou (rodada {n}).",
  "save.offBlocked":
    "Salvamento desligado: este navegador não deixa a página guardar nada (janela anônima, ou armazenamento bloqueado). Você pode continuar jogando, mas fechar a página encerra a partida.",
  "save.offFull":
    "Salvamento desligado: o armazenamento do navegador para esta página está cheio. Você pode continuar jogando; a partida volta a ser salva assim que houver espaço.",
  "save.rejected.corrupt": "Não foi possível ler a sua partida salva: os dados guardados estão danificados.",
  "save.rejected.newer":
    "A sua partida salva foi feita por uma versão mais nova do Five Up, que esta página não consegue ler.",
  "save.rejected.refused": "O motor do jogo não conseguiu restaurar a sua partida salva ({detail}).",
  "save.rejected.tooBig":
    "Não foi possível ler a sua partida salva: ela é grande demais para ser uma partida do Five Up.",
  "save.keptAside": "Ela foi guardada à parte neste navegador como “{key}”, e uma nova partida começa.",
  "save.keptInPlace":
    "Não há espaço para uma cópia, então ela ficou onde estava e o salvamento está desligado. Baixe-a se quiser guardá-la, depois descarte-a para voltar a salvar as suas partidas.",
  "save.download": "Baixar",
  "save.discard": "Descartar",
  "save.discarded": "A partida salva que não podia ser usada foi apagada; o salvamento está ligado de novo.",
  "save.position":
    "Esta é uma posição montada, não uma partida distribuída pelas regras: dá para jogá-la, mas ela nunca conta nas estatísticas.",

  // ---- estatísticas ----
  "stats.open": "Estatísticas",
  "stats.title": "Estatísticas",
  "stats.lead": "Guardadas neste aparelho, de uma visita para a outra.",
  "stats.off": "Nenhuma estatística é guardada: este navegador não deixa a página guardar nada.",
  "stats.full": "O armazenamento do navegador está cheio: as novas partidas podem não ser contadas.",
  "stats.none": "Nenhuma partida terminada ainda.",
  "stats.waiting": "Suas estatísticas aparecem quando o jogo terminar de carregar.",
  "stats.game": "Partida",
  "stats.played": "Jogadas",
  "stats.won": "Vencidas",
  "stats.kind": ({ players, levels }) => `${players} jogadores · ${levels}`,
  "stats.total": "Todas as partidas",
  "stats.bestScore": "Melhor placar",
  "stats.streak": "Sequência de vitórias atual",
  "stats.bestStreak": "Maior sequência de vitórias",
  "stats.undos": "Jogadas desfeitas",
  "stats.reset": "Zerar estatísticas",
  "stats.resetConfirm": "Zerar todas as estatísticas de {game}? As dos outros jogos ficam. Não dá para desfazer.",
  "stats.resetYes": "Zerar",
  "stats.resetNo": "Manter",
  "stats.people": "Pessoas neste aparelho",
  "stats.person": "Nome",
  "stats.best": "Melhor",
  "stats.streakNow": "Sequência",
  "stats.streakBest": "Maior",
  "stats.alone": "Uma pessoa contra os computadores",
  "stats.noneAlone": "Nenhuma partida terminada de uma pessoa contra os computadores ainda.",
  "stats.keptAside":
    "Não foi possível ler as estatísticas guardadas neste aparelho. Elas foram guardadas à parte neste navegador como “{key}”, e novas estatísticas começam.",
  "stats.keptInPlace":
    "Não foi possível ler as estatísticas guardadas neste aparelho, e não há espaço para guardar uma cópia: elas ficam onde estão, e nenhuma partida é contada até haver espaço (ou até você zerar as estatísticas).",
  "stats.close": "Fechar",
});
