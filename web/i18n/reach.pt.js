// A distribuição do dia e os links de desafio (modes/reach.js, aids/compare.js): português.
import { minus, plural } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "daily.button": "Jogo do dia",
  "daily.about":
    "As mesmas pedras para todos hoje: você contra o computador difícil, dois jogadores, as regras da folha. Uma tentativa que conta por dia, sem dica nem desfazer.",
  "daily.title": "O jogo de {date}",
  "daily.won": ({ mine, them, n }) => `Você ganhou ${minus(mine)}–${minus(them)} em ${plural(n, "rodada", "rodadas")}.`,
  "daily.lost": ({ mine, them, n }) =>
    `Você perdeu ${minus(mine)}–${minus(them)} em ${plural(n, "rodada", "rodadas")}.`,
  "daily.streak": ({ n }) => `Tentativa que conta. Dias seguidos: ${n}.`,
  "daily.practice": "Treino, não conta: a tentativa deste aparelho para {date} já foi usada, ou a data já passou.",
  "daily.notYet": "O jogo de {date} ainda não saiu.",
  "daily.refused": "Não é possível dar esse jogo: {why}",
  "daily.startCounted": "O jogo de {date}: sua tentativa que conta. Sem dica nem desfazer.",
  "daily.startPractice": "O jogo de {date}: treino, não conta.",
  "daily.compareHard": "Comparar com o computador difícil",
  "daily.hardWorking": "O computador difícil está jogando as mesmas pedras… rodada {n}",
  "daily.hardLine": ({ mine, them }) => `O computador difícil com as mesmas pedras: ${minus(mine)}–${minus(them)}.`,
  "daily.share": "Compartilhar",
  "daily.shareHead": "Five Up · o jogo de {date}",
  "daily.keptAside":
    "Não foi possível ler as tentativas do jogo do dia guardadas neste aparelho ({field}); elas foram guardadas à parte com a chave {key}.",
  "daily.keptInPlace":
    "Não foi possível ler as tentativas do jogo do dia guardadas neste aparelho ({field}); ficam como estão e nada é escrito por cima.",
  "sidegame.challenge": "O desafio de um amigo: as mesmas pedras, os mesmos computadores.",
  "challenge.button": "Desafiar um amigo",
  "challenge.title": "Desafio",
  "challenge.resultTitle": "Desafio: os dois resultados",
  "challenge.checking": "Conferindo a partida com o motor de regras desta página…",
  "challenge.refused": "Este link de desafio não vale: {why}",
  "challenge.notACode": "Isto não é um link de desafio: copie o link inteiro de novo.",
  "challenge.why.scores": "{field}: a pontuação que ele traz não é a que as jogadas dão.",
  "challenge.why.moves": "{field}: uma jogada ou o nome foi mudado depois da partida.",
  "challenge.why.computers":
    "{field}: foi jogado contra os computadores de outra versão do Five Up, então esta página não pode conferir.",
  "challenge.why.version": "{field}: foi feito por outra versão do Five Up.",
  "challenge.why.cut": "{field}: o link está cortado; copie o link inteiro de novo.",
  "challenge.why.damaged": "{field}: o link está danificado; copie o link inteiro de novo.",
  "challenge.friend": "Um amigo",
  "challenge.you": "Você",
  "challenge.scored": ({ mine, name, them }) => `${name} fez ${minus(mine)}–${minus(them)} com estas pedras: sua vez.`,
  "challenge.answered": "{them} respondeu ao desafio de {name} com as mesmas pedras:",
  "challenge.side": ({ mine, name, them }) => `${name}: ${minus(mine)}–${minus(them)}`,
  "challenge.dailyOf": "O jogo de {date}.",
  "challenge.play": "Jogar estas pedras",
  "challenge.notNow": "Agora não",
  "challenge.sendBack": "Enviar sua resposta",
  "challenge.shareText": "Você supera minha pontuação no Five Up com as mesmas pedras? {link}",
  "challenge.answerText": "Minha resposta ao seu desafio do Five Up, com as mesmas pedras: {link}",
  "challenge.linkLabel": "O texto para enviar",
  "challenge.copied": "Copiado: cole em qualquer conversa.",
  "challenge.copyByHand": "Copie este texto e envie em qualquer conversa.",
});
