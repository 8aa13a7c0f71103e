// Os jogos da família e as suas opções (core/choices.js, aids/rules.js): português. As chaves
// são as de games.en.js; as regras do All Fives e do dominó em duplas, em poucas palavras
// (docs/rules.md AF1-AF9, PB1-PB9).
import { minus, plural, signed } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "newgame.game": "Jogo",
  "newgame.fallback": "A sua última escolha não é mais oferecida ({choices}): fica a de costume.",

  "rules.game.five_up.name": "Five Up",
  "rules.game.five_up.lead":
    "Toda carroça abre para os lados. Marca quem deixar a soma das pontas em múltiplo de cinco.",
  "rules.game.five_up.options": "Regras da casa",
  "rules.game.five_up.default": "padrão",
  "rules.game.five_up.rules": "Regras do Five Up",
  "rules.game.all_fives.name": "All Fives (Muggins)",
  "rules.game.all_fives.lead":
    "Só a primeira carroça abre para os lados. Marca quem deixar a soma das pontas em múltiplo de cinco, contada como é.",
  "rules.game.all_fives.options": "Regras da mesa",
  "rules.game.all_fives.default": "de costume",
  "rules.game.all_fives.rules": "Regras do All Fives (Muggins)",
  "rules.game.partnership_block.name": "Dominó em duplas",
  "rules.game.partnership_block.lead":
    "Quatro jogadores em duplas, 7 pedras cada, sem monte e sem carroça aberta. Quem bate marca, com o parceiro, as pintas que sobram.",
  "rules.game.partnership_block.options": "Regras da mesa",
  "rules.game.partnership_block.default": "de costume",
  "rules.game.partnership_block.rules": "Regras do dominó em duplas",
  "rules.unknown.named": "um jogo que esta página não conhece (“{name}”)",
  "rules.unknown.nameless": "um jogo que esta página não conhece",
  "rules.unknown.refused": "É {game}: atualize a página para jogá-lo.",

  "rules.option.target.name": "Jogar até",
  "rules.option.target.note": "Vence quem fizer {value} pontos primeiro.",
  "rules.option.muggins.name": "Muggins: anuncie seus pontos",
  "rules.option.muggins.note.true":
    "Muggins: anuncie os pontos de cada pedra que você joga; quem anuncia errado ou não anuncia dá esses pontos ao próximo jogador.",
  "rules.option.counted.name": "Quem bate conta",
  "rules.option.counted.all": "todas as mãos",
  "rules.option.counted.opponents": "as dos adversários",
  "rules.option.later_opener.name": "Quem abre a mão seguinte",
  "rules.option.later_opener.next-seat": "o seguinte",
  "rules.option.later_opener.winner": "quem venceu",
  "rules.option.capicua.name": "Capicua",
  "rules.option.capicua.0": "não",
  "rules.option.capicua.note": "Bater com uma pedra que serve nas duas pontas vale mais {value} pontos.",
  "rules.option.blocked_count.name": "Jogo trancado marca",
  "rules.option.blocked_count.as-out": "como batida",
  "rules.option.blocked_count.difference": "a diferença",
  "rules.option.blocked_count.note.difference":
    "No jogo trancado, o lado com menos pintas marca as dos adversários menos as suas, arredondadas ao múltiplo de 5.",

  "aids.rules.options": "Regras da mesa desta partida (escolhidas em Nova partida)",
  "aids.rules.on": "sim",
  "aids.rules.off": "não",
  "aids.rules.af1.title": "AF1 Jogadores e distribuição.",
  "aids.rules.af1":
    "Um dominó duplo-seis. De dois a quatro jogadores; com quatro, parceiros frente a frente. Com dois, 7 pedras cada; com três ou quatro, 5. O resto é o monte, que pode ser comprado até o fim.",
  "aids.rules.af2.title": "AF2 Vez, compra, abertura.",
  "aids.rules.af2":
    "Como no Five Up: quem tem pedra que serve joga; quem não tem compra até uma servir e a joga; só passa com o monte vazio. Um sorteio decide quem abre a primeira mão; depois abre quem bateu, e após um jogo trancado sorteia-se de novo.",
  "aids.rules.af3.title": "AF3 Uma só carroça aberta.",
  "aids.rules.af3":
    "Só a primeira carroça jogada abre para os lados, quando os dois lados da linha estão ocupados. As outras carroças ficam atravessadas, só com os dois lados.",
  "aids.rules.af4.title": "AF4 Pontos durante o jogo.",
  "aids.rules.af4":
    "Depois de cada jogada somam-se as pontas; se a soma for 5, 10, 15… quem jogou marca essa soma em pontos, como é.",
  "aids.rules.af5.title": "AF5 Carroças na ponta.",
  "aids.rules.af5":
    "Uma carroça na ponta de uma linha conta as duas metades ([6|6] vale 12); uma carroça com os dois lados ocupados não conta, e um braço fechado soma 0.",
  "aids.rules.af6.title": "AF6 Bater.",
  "aids.rules.af6":
    "O lado que bate marca as pintas que sobram nas mãos dos adversários (não a do parceiro), somadas e arredondadas ao múltiplo de 5 mais próximo. Ninguém perde pontos.",
  "aids.rules.af7.title": "AF7 Jogo trancado.",
  "aids.rules.af7":
    "O único lado com menos pintas na mão marca as dos adversários, arredondadas ao múltiplo de 5, como se tivesse batido. Empate no menor: ninguém marca. Se a mesa escolher, marca a diferença: as pintas dos adversários menos as suas, arredondadas.",
  "aids.rules.af8.title": "AF8 Vitória.",
  "aids.rules.af8":
    "Depois de uma mão, vence o lado que chega sozinho à meta escolhida ou a passa; empate, joga-se mais.",
  "aids.rules.af9.title": "AF9 Muggins.",
  "aids.rules.af9": "A mesa pode jogar anunciando os pontos, como o Muggins do Five Up.",
  "aids.rules.pb1.title": "PB1 Jogadores e distribuição.",
  "aids.rules.pb1":
    "Quatro jogadores em duas duplas, parceiros frente a frente, um dominó duplo-seis. As 28 pedras são distribuídas, 7 para cada um.",
  "aids.rules.pb2.title": "PB2 Vez.",
  "aids.rules.pb2": "A vez dá a volta na mesa; uma pedra por vez, e quem tem pedra que serve joga.",
  "aids.rules.pb3.title": "PB3 Sem carroça aberta.",
  "aids.rules.pb3": "Uma só linha com duas pontas. As carroças ficam atravessadas, só com os dois lados.",
  "aids.rules.pb4.title": "PB4 Sem monte: passa.",
  "aids.rules.pb4": "Quem não tem pedra que sirva passa. Se ninguém pode jogar, o jogo tranca e a mão acaba.",
  "aids.rules.pb5.title": "PB5 Abertura.",
  "aids.rules.pb5":
    "Quem tem o [6|6] abre a primeira mão com ele. Nas seguintes abre, com qualquer pedra, o jogador depois de quem abriu a anterior, ou, se escolhido, quem venceu.",
  "aids.rules.pb6.title": "PB6 Bater.",
  "aids.rules.pb6":
    "Nada se marca durante o jogo. A dupla que bate marca todas as pintas das outras três mãos, a do parceiro também (ou, se escolhido, só as dos adversários). Nada é arredondado.",
  "aids.rules.pb7.title": "PB7 Jogo trancado.",
  "aids.rules.pb7":
    "A dupla com menos pintas nas suas duas mãos marca as pintas das duas duplas (ou só as dos adversários, se escolhido). Empate: ninguém marca.",
  "aids.rules.pb8.title": "PB8 Vitória.",
  "aids.rules.pb8":
    "Depois de uma mão, vence a dupla que chega sozinha à meta escolhida ou a passa; empate, joga-se mais.",
  "aids.rules.pb9.title": "PB9 Capicua.",
  "aids.rules.pb9":
    "Se escolhido, bater com uma pedra que não é carroça e que serve nas duas pontas (que mostram os seus dois números) dá um bônus.",

  // ---- uma mão contada para quem a ganha (o resumo do All Fives e do dominó em duplas) ----
  "handCount.took": ({ name, many, you, points, pips, whose, less, rounded }) =>
    `${you ? "Você marca" : `${name} ${many ? "marcam" : "marca"}`} ${plural(points, "ponto", "pontos")}: ${plural(pips, "pinta", "pintas")} que sobraram ${
      whose === "all" ? "em todas as mãos" : "nas mãos dos adversários"
    }${less ? `, menos as ${less} próprias` : ""}${rounded ? ", arredondadas para o múltiplo de 5 mais próximo" : ""}.`,
  "handCount.fewest": ({ name, many, you }) =>
    `O jogo trancou: ${you ? "você tem" : `${name} ${many ? "têm" : "tem"}`} menos pintas.`,
  "handCount.tied": "O jogo trancou com as mesmas pintas: ninguém marca nesta rodada.",
  "handCount.bonus": ({ points }) => `Capicua: mais ${plural(points, "ponto", "pontos")}.`,
  "handCount.cites": ({ rules, many }) => `(${many ? "regras" : "regra"} ${rules})`,
  "handCount.column": "Contada",
  "handCount.in": "contada",
  "handCount.notIn": "não contada",
  "handCount.placements": "Jogadas",
  "handCount.hand": "Contagem da mão",
  "handCount.capicua": "Capicua",
  "handCount.amount": ({ points }) => `${signed(points)} ${Math.abs(points) === 1 ? "ponto" : "pontos"}`,
  "handCount.now": ({ points }) => `${minus(points)} ${Math.abs(points) === 1 ? "ponto" : "pontos"}`,
});
