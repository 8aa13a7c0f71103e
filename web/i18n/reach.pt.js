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
  "daily.startChallenge": "O jogo de hoje, pelo desafio de um amigo: sua tentativa que conta. Sem dica nem desfazer.",
  "daily.lineCounted": "Jogo de hoje · valendo · sem dica nem desfazer",
  "daily.linePracticeToday": "Jogo de hoje · treino · sem dica nem desfazer",
  "daily.linePractice": "O jogo de {date} · treino",
  "daily.legend": "{won} rodada ganha · {lost} rodada perdida · {even} empate; seus pontos, depois os do computador",
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
  "challenge.why.scores": "a pontuação que ele traz não é a que as jogadas dão.",
  "challenge.why.moves": "foi mudado depois da partida (uma jogada, a mesa ou o nome).",
  "challenge.why.computers":
    "foi jogado contra os computadores de outra versão do Five Up, então esta página não pode conferir.",
  "challenge.why.version": "foi feito por outra versão do Five Up.",
  "challenge.why.cut": "o link está cortado em {field}; copie o link inteiro de novo.",
  "challenge.why.damaged": "o link está danificado em {field}; copie o link inteiro de novo.",
  "challenge.field.version": "a versão",
  "challenge.field.computers": "os computadores",
  "challenge.field.table": "a mesa",
  "challenge.field.levels": "os níveis",
  "challenge.field.deals": "a distribuição",
  "challenge.field.name": "o nome",
  "challenge.field.scores": "a pontuação",
  "challenge.field.check": "a conferência",
  "challenge.field.moves": "as jogadas",
  "challenge.field.code": "o código",
  "challenge.cannot": "Esta partida não pode virar desafio: {why}",
  "challenge.made":
    "Envie isto a um amigo: ele joga as mesmas pedras do seu lugar contra os mesmos computadores, e a página dele confere a sua pontuação.",
  "challenge.friend": "Um amigo",
  "challenge.you": "Você",
  "challenge.scored": ({ mine, name, them }) => `${name} fez ${minus(mine)}–${minus(them)} com estas pedras: sua vez.`,
  "challenge.side": ({ mine, name, them }) => `${name}: ${minus(mine)}–${minus(them)}`,
  "challenge.dailyOf": "O jogo de {date}.",
  "challenge.countedTry":
    "É o jogo de hoje: jogar estas pedras é a tentativa que conta deste aparelho. Sem dica nem desfazer.",
  "challenge.play": "Jogar estas pedras",
  "challenge.notNow": "Agora não",
  "challenge.sendBack": "Enviar sua resposta",
  "challenge.linkLabel": "O texto para enviar",
  "challenge.copied": "Copiado: cole em qualquer conversa.",
  "challenge.copyByHand": "Copie este texto e envie em qualquer conversa.",
  "challenge.theyWon": ({ name, n }) => `${name} ganhou de você por ${plural(n, "ponto", "pontos")}.`,
  "challenge.youWon": ({ name, n }) => `Você ganhou de ${name} por ${plural(n, "ponto", "pontos")}.`,
  "challenge.tied": ({ name, mine }) => `Empate com ${name}: ${minus(mine)} pontos cada um.`,
  "challenge.answeredYou": "{name} respondeu ao seu desafio com as mesmas pedras.",
  "challenge.versus": "As duas partidas, rodada a rodada: seus pontos e os do outro",
  "challenge.round": "Rodada",
  "challenge.total": "Total",
  "challenge.checked": "✓ conferido pelo motor deste aparelho",
  "challenge.nameLabel": "Seu nome, para o seu amigo ver",
  "challenge.makeLink": "Criar o link",
  "challenge.shareText": ({ mine, them, link }) =>
    `Fiz ${minus(mine)}–${minus(them)} com estas pedras: consegue superar? ${link}`,
  "challenge.shareTextNamed": ({ name, mine, them, link }) =>
    `${name} fez ${minus(mine)}–${minus(them)} com estas pedras: consegue superar? ${link}`,
  "challenge.answerText": ({ mine, them, link }) =>
    `Minha resposta ao seu desafio: ${minus(mine)}–${minus(them)} com as mesmas pedras. ${link}`,
  "challenge.answerTextNamed": ({ name, mine, them, link }) =>
    `${name} respondeu ao seu desafio: ${minus(mine)}–${minus(them)} com as mesmas pedras. ${link}`,
  "challenge.keptAside":
    "Não foi possível ler o desafio guardado neste aparelho ({field}); ele foi guardado à parte com a chave {key}.",
  "challenge.keptInPlace":
    "Não foi possível ler o desafio guardado neste aparelho ({field}); fica como está e nada é escrito por cima.",
});
