// Textos em português das ajudas de jogo (aids.js, log.js, replay.js, coach.js, fairdeal.js, tally.js,
// rules.js, viewer.js), juntados em pt.js. Chaves: "aids.*"; todas as chaves de aids.en.js.

import { plural as count } from "./numbers.js";
/** @type {(n: number) => string} */
const pts = (n) => count(n, "ponto", "pontos");

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "aids.close": "Fechar",

  // ---- botões na mesa ----
  "aids.hint": "Dica",
  "aids.undo": "Desfazer",
  "aids.log": "Registro",
  "aids.rules": "Regras",
  "aids.hint.title": "Dica (H): a jogada que o computador difícil faria no seu lugar",
  "aids.undo.title": "Desfazer (U): volta a sua última jogada e as jogadas do computador depois dela",
  "aids.undo.titleCount": ({ n }) =>
    `Desfazer (U): volta a sua última jogada e as jogadas do computador depois dela (usado ${count(n, "vez", "vezes")} nesta partida)`,
  "aids.log.button": "Registro das jogadas, salvar e abrir, rever",
  "aids.rules.button": "As regras, com os exemplos da folha de regras",

  // ---- prévia dos pontos ----
  "aids.preview.note": "+{points} · Σ{sum}",
  "aids.preview.noteNone": "Σ{sum}",
  "aids.preview.said": ({ sum, points, raw }) => `soma das pontas ${sum}, marca ${raw} brutos (${pts(points)})`,
  "aids.preview.saidNone": "soma das pontas {sum}, não marca",

  // ---- dica ----
  "aids.hint.tag": "dica",
  "aids.hint.asking": "Pedindo uma dica ao computador difícil…",
  "aids.hint.said": "Dica: o computador difícil iria {move}.",
  "aids.hint.scores": ({ points, sum }) => `Assim a soma das pontas fica ${sum} e marca ${pts(points)}.`,
  "aids.hint.noScore": "Assim a soma das pontas fica {sum} (não marca agora).",
  "aids.move.draw": "comprar",
  "aids.move.pass": "passar",
  "aids.move.open": "abrir com {tile}",
  "aids.move.place": "jogar {tile} em {end}",
  "aids.did.draw": "você comprou",
  "aids.did.pass": "você passou",
  "aids.did.open": "você abriu com {tile}",
  "aids.did.place": "você jogou {tile} em {end}",
  "aids.didBy.draw": "{name} comprou",
  "aids.didBy.pass": "{name} passou",
  "aids.didBy.open": "{name} abriu com {tile}",
  "aids.didBy.place": "{name} jogou {tile} em {end}",

  // ---- desfazer ----
  "aids.undo.since": ({ name }) =>
    `${name} já jogou depois: Desfazer só volta a sua última jogada enquanto ninguém mais tiver jogado.`,
  "aids.undo.doneBy": ({ name, n }) =>
    `${name} voltou a última jogada (${count(n, "jogada desfeita", "jogadas desfeitas")} nesta partida).`,
  "aids.undo.done": ({ n }) =>
    `Você voltou a sua última jogada (${count(n, "jogada desfeita", "jogadas desfeitas")} nesta partida).`,

  // ---- eventos no registro e no replay ----
  "aids.ev.draw": "{name} compra uma pedra.",
  "aids.ev.drawYou": "Você compra uma pedra.",
  "aids.ev.pass": "{name} passa.",
  "aids.ev.passYou": "Você passa.",
  "aids.ev.open": "{name} abre com {tile}{drawn}: soma das pontas {sum}, {score}.",
  "aids.ev.openYou": "Você abre com {tile}{drawn}: soma das pontas {sum}, {score}.",
  "aids.ev.place": "{name} joga {tile}{drawn} em {end}: soma das pontas {sum}, {score}.",
  "aids.ev.placeYou": "Você joga {tile}{drawn} em {end}: soma das pontas {sum}, {score}.",
  "aids.ev.scores": ({ raw, points }) => `marca ${raw} brutos (${pts(points)})`,
  "aids.ev.noScore": "não marca",
  "aids.ev.drawnNote": " (recém-comprada)",

  // ---- registro das jogadas ----
  "aids.log.title": "Registro das jogadas",
  "aids.log.export": "Salvar arquivo da partida",
  "aids.log.import": "Abrir arquivo da partida",
  "aids.log.replay": "Rever a partida",
  "aids.log.loading": "Lendo o registro…",
  "aids.log.empty": "Ainda não há partida: distribua uma primeiro.",
  "aids.log.hostsGame": "A partida é do anfitrião: salvar, rever e jogar de novo uma rodada ficam no aparelho dele.",
  "aids.log.round": "Rodada {n}",
  "aids.log.starter": "{name} começou.",
  "aids.log.noMoves": "Nenhuma jogada ainda.",
  "aids.log.blocked": "A rodada trancou: ninguém podia jogar e o monte estava vazio.",
  "aids.log.blockedNoStock": "A rodada trancou: ninguém podia jogar.",
  "aids.log.out": "{name} bateu.",
  "aids.log.deduction": ({ name, raw, points }) => `${name}: mão contada, −${raw} brutos (−${pts(points)}).`,
  "aids.log.noDeduction": "{name}: nada a descontar.",
  "aids.log.scores": "Placar depois da rodada: {scores}.",
  "aids.log.seed": "Semente da distribuição (distribuição honesta): {seed}",
  "aids.log.undos": ({ n }) => `Jogadas desfeitas nesta partida: ${n}.`,
  "aids.log.exported":
    "O arquivo da partida foi salvo nos seus downloads. Abra-o aqui de novo para continuar ou para rever a partida.",
  "aids.log.notJson": "{name} não é um arquivo de partida do Five Up (não é JSON).",
  "aids.log.tooBig":
    "{name} é grande demais para ser um arquivo de partida do Five Up (mais de {mb} MB). Ele não foi lido; a partida em andamento continua igual.",
  "aids.log.refused":
    "Não foi possível abrir este arquivo, e a partida em andamento continua igual. O motor diz: {message}",
  "aids.log.busy": "Espere a sua vez (ou o fim da rodada) para abrir uma partida.",
  "aids.log.loaded": "Partida aberta: rodada {n}.",
  "aids.log.failed": "Não foi possível ler o registro: {message}",
  // ---- o que a mesa sabe (ledger.js) ----
  "aids.ledger.title": "O que a mesa sabe",
  "aids.ledger.how":
    "Quem compra ou passa não tem pedra que sirva nas pontas abertas: todos sabem que não tem esses números até comprar de novo.",
  "aids.ledger.howNoStock":
    "Quem passa não tem pedra que sirva nas pontas abertas: todos sabem que não tem esses números até o fim da rodada.",
  "aids.ledger.player": "Jogador",
  "aids.ledger.tiles": "Pedras na mão",
  "aids.ledger.lacks": "Não tem",
  "aids.ledger.nothing": "nada se sabe",
  "aids.ledger.boneyard": ({ n }) => `Monte: ${count(n, "pedra", "pedras")}.`,
  "aids.ledger.unseen": ({ n }) => `Pedras que você não viu (${n})`,
  "aids.ledger.curtain": "Só aparece o que todo jogador sabe: as pedras que você não viu ficam para você deduzir.",

  // ---- visualizador, replay ----
  "aids.viewer.prev": "Um passo para trás (←)",
  "aids.viewer.next": "Um passo para a frente (→)",
  "aids.viewer.noTiles": "sem pedras",
  "aids.replay.title": "Rever a partida",
  "aids.replay.prevRound": "◀◀ Rodada",
  "aids.replay.nextRound": "Rodada ▶▶",
  "aids.replay.deal": ({ name, you }) => (you ? "A distribuição: você começa." : `A distribuição: ${name} começa.`),
  "aids.replay.move": "Jogada {n}:",
  "aids.replay.scores": "Placar: {scores}.",
  "aids.replay.position": "Rodada {round} de {rounds} · jogada {step} de {steps}",
  "aids.replay.boneyard": "Monte",
  "aids.replay.raw": "brutos",

  // ---- treinador ----
  "aids.coach.title": "Treinador",
  "aids.coach.heading": "Treinador",
  "aids.coach.intro":
    "Quais das suas jogadas o computador difícil teria feito de outro jeito, e quantos pontos ele esperava ganhar com isso?",
  "aids.coach.ask": "Analisar minhas jogadas",
  "aids.coach.wait": "O treinador está analisando as suas jogadas…",
  "aids.coach.none":
    "O computador difícil teria feito cada uma das suas escolhas desta rodada do mesmo jeito, ou quase.",
  "aids.coach.lead": ({ n, total }) =>
    `${count(n, "jogada", "jogadas")} que o computador difícil teria feito de outro jeito, ${
      Math.abs(n) === 1 ? "valendo" : "valendo juntas"
    } cerca de ${total} pontos:`,
  "aids.coach.moment": "Jogada {n}: {played}; o computador difícil iria {better}, cerca de {gain} pontos melhor.",
  "aids.coach.explain":
    "(Uma média sobre muitos palpites das pedras escondidas, com o que você sabia naquela hora: os pontos do seu lado menos os dos outros até o fim da rodada.)",
  "aids.coach.momentExact":
    "Jogada {n}: {played}; o computador difícil iria {better}, exatamente {gain} pontos melhor.",
  "aids.coach.explainExact":
    "(Exato: todas as pedras escondidas eram conhecidas, então o resolvedor jogou o resto da rodada com o melhor jogo de cada lado: os pontos do seu lado menos os dos outros até o fim da rodada.)",
  "aids.coach.exact": "Exato",
  "aids.coach.estimate": "Estimativa",
  "aids.coach.introPeople":
    "Escolha uma pessoa: quais das jogadas dela o computador difícil teria feito de outro jeito, e quantos pontos ele esperava ganhar com isso?",
  "aids.coach.askFor": "Analisar as jogadas de {name}",
  "aids.coach.waitFor": "O treinador está analisando as jogadas de {name}…",
  "aids.coach.whose": "Jogadas de {name}:",
  "aids.coach.noneFor":
    "O computador difícil teria feito cada uma das escolhas de {name} desta rodada do mesmo jeito, ou quase.",
  "aids.coach.stepThrough": "Mostrar na mesa",
  "aids.coach.position": "Rodada {round} · momento {i} de {n}",
  "aids.coach.values": "Pontos esperados",
  "aids.coach.valuesExact": "Pontos exatos (melhor jogo de cada lado)",
  "aids.coach.value": "{tile} em {end}: {value}",
  "aids.coach.valueOpen": "{tile} para abrir: {value}",
  "aids.coach.failed": "O treinador não conseguiu analisar esta rodada: {message}",

  // ---- as notas de dupla do treinador (partnernotes.js) ----
  "aids.partner.heading": "Seu parceiro, {partner}",
  "aids.partner.headingFor": "Parceiro de {name}: {partner}",
  "aids.partner.told": "O que o jogo de {partner} disse",
  "aids.partner.toldNone": "{partner} não deu nenhum sinal nesta rodada.",
  "aids.partner.pass": "Jogada {n}: {partner} passou; não tem pedra com {numbers}.",
  "aids.partner.draw": "Jogada {n}: {partner} comprou; não tinha pedra com {numbers}.",
  "aids.partner.led": "Jogada {n}: {partner} escolheu abrir com {tile}; deve estar forte no {numbers}.",
  "aids.partner.long":
    "Jogadas {moves}: {partner} deixou um {number} na ponta {times}; o {number} deve ser o número de {partner}.",
  "aids.partner.times": ({ n }) => `${n} vezes`,
  "aids.partner.missedHeading": "Onde isso pesou",
  "aids.partner.missedNone": "Nenhuma escolha desta rodada foi contra isso.",
  "aids.partner.missed": "Jogada {n}: {played}; {better} teria {why}, cerca de {gain} pontos melhor.",
  "aids.partner.missedExact": "Jogada {n}: {played}; {better} teria {why}, exatamente {gain} pontos melhor.",
  "aids.partner.kept": "deixado à vista o {numbers} de {partner}",
  "aids.partner.avoided": "mostrado menos o {numbers} que {partner} não tem",
  "aids.partner.on": "{tile} em {end}",
  "aids.partner.open": "abrir com {tile}",
  "aids.partner.misledHeading": "Onde uma jogada disse a {partner} o que não era",
  "aids.partner.misledNone": "Nenhuma jogada desta rodada mostrou a {partner} um número que não havia.",
  "aids.partner.misled": "Jogada {n}: {played} e ficou à vista um {number} sem outro {number} na mão",
  "aids.partner.misledPartner":
    "{partner} voltou a deixar um {number} na ponta na jogada {m}, jogando para esse número",
  "aids.partner.misledPass": "na jogada {m}, sem nada para jogar no {number}, a mesa viu que não havia mais",
  "aids.partner.honest": "{better} não teria mostrado nada que faltasse, cerca de {gain} pontos melhor.",
  "aids.partner.honestExact": "{better} não teria mostrado nada que faltasse, exatamente {gain} pontos melhor.",

  // ---- distribuição honesta ----
  "aids.fair.line": "Impressão digital da distribuição",
  "aids.fair.lot": "Distribuição honesta, impressão digital:",
  "aids.fair.title": "Distribuição honesta",
  "aids.fair.fingerprint": "Impressão digital mostrada antes da rodada (SHA-256 da semente)",
  "aids.fair.seed": "A semente da rodada, mostrada agora",
  "aids.fair.verify": "Conferir a impressão digital",
  "aids.fair.match":
    "Confere: o SHA-256 desta semente é a impressão digital mostrada antes da rodada, então o embaralhamento já estava definido antes de alguém jogar.",
  "aids.fair.mismatch": "Não confere: o SHA-256 da semente é {digest}.",
  "aids.fair.noCrypto":
    "Este navegador não consegue calcular SHA-256 aqui (precisa de uma página https); confira com qualquer ferramenta de SHA-256.",
  "aids.fair.given":
    "A distribuição desta rodada foi dada, não embaralhada a partir de uma semente, então não há nada a conferir.",
  "aids.fair.howTitle": "Refaça a distribuição você mesmo",
  "aids.fair.how": ({ players }) =>
    `A semente embaralha as 28 pedras na ordem [0|0], [0|1], … [6|6] (DOUBLE_SIX) com random.Random(int(seed)).shuffle do Python; as ${players} mãos são as 5 primeiras pedras, as 5 seguintes, e assim por diante, e o resto é o monte, comprado pela frente. O mesmo gerador depois joga os dados do sorteio quando é preciso. Em Python:`,

  // ---- marcação no papel ----
  "aids.tally.show": "Mostrar o placar como marcação no papel",
  "aids.tally.hide": "Esconder a marcação no papel",
  "aids.tally.words": ({ fifties, strokes }) =>
    `Marcação no papel: ${count(fifties, "X grande (50 pontos brutos)", "X grandes (50 pontos brutos cada)")} e ${count(strokes, "risco", "riscos")}`,
  "aids.tally.negative": "menos, {words}",

  // ---- regras ----
  "aids.rules.title": "Regras do Five Up",
  "aids.rules.lead": "Em resumo (os números são os da folha de regras):",
  "aids.rules.r1.title": "R1 Jogadores e distribuição.",
  "aids.rules.r1":
    "Um jogo de dominó duplo-seis, 28 pedras. Dois, três ou quatro jogadores; com quatro, os parceiros sentam frente a frente e somam os pontos juntos. Cada um recebe 5 pedras; o resto é o monte, e todo ele pode ser comprado.",
  "aids.rules.r2.title": "R2 A vez.",
  "aids.rules.r2":
    "Joga-se no sentido horário. Um sorteio com dados escolhe quem começa a primeira rodada. Quem bateu começa a rodada seguinte; depois de uma rodada trancada, sorteia-se de novo.",
  "aids.rules.r3.title": "R3 Jogar uma pedra.",
  "aids.rules.r3":
    "Quem começa abre com qualquer pedra. Depois, cada pedra encosta numa ponta aberta com o mesmo número. Toda carroça abre para os lados e fica atravessada; ela encosta pela linha A, e os seus dois braços só se abrem quando os dois lados da linha estão ocupados.",
  "aids.rules.r4.title": "R4 Pontas abertas.",
  "aids.rules.r4":
    "Uma pedra pode encostar na metade livre de uma pedra, no lado livre da linha de uma carroça ou, quando os dois lados da linha estão ocupados, num braço da carroça.",
  "aids.rules.r5.title": "R5 A soma das pontas.",
  "aids.rules.r5":
    "Depois de cada jogada, some as pontas de fora. Uma carroça na ponta de uma linha conta as duas metades ([4|4] soma 8, [2|2] sozinha é 4). Uma carroça com os dois lados da linha ocupados não soma nada, e um braço ainda fechado soma 0.",
  "aids.rules.r6.title": "R6 Pontos.",
  "aids.rules.r6":
    "Se a soma der 5, 10, 15, … o lado que jogou marca exatamente esse número de pontos brutos; qualquer outra soma, e o 0, não marca nada. 5 pontos brutos são 1 ponto.",
  "aids.rules.r7.title": "R7 Jogar, comprar, passar.",
  "aids.rules.r7":
    "Se você pode jogar uma pedra, tem que jogar. Se não pode, compre uma pedra de cada vez; assim que a pedra comprada servir, jogue essa pedra. Só se passa quando nada serve e o monte está vazio.",
  "aids.rules.r8.title": "R8 Fim da rodada.",
  "aids.rules.r8":
    "A rodada termina quando alguém bate (joga a última pedra) ou quando ninguém pode jogar (o jogo tranca). Então cada mão que sobrou é contada: as pintas, arredondadas para o múltiplo de 5 mais próximo (1–2 para baixo, 3–4 para cima), saem do placar do próprio lado. As mãos dos parceiros são arredondadas uma a uma.",
  "aids.rules.r9.title": "R9 Vitória.",
  "aids.rules.r9":
    "Depois dos descontos, vence o lado com {target} pontos ({raw} brutos) ou mais que estiver sozinho na liderança. Empate na liderança: joga-se mais uma rodada.",
  "aids.rules.r10.title": "R10 No papel.",
  "aids.rules.r10":
    "Um risco por ponto (5 brutos); 10 pontos são um X grande com um x pequeno em cada um dos seus espaços. 13 pontos ficam assim:",
  "aids.rules.current": "Esta partida: até {target} pontos.",
  "aids.rules.currentSheet": "Esta partida: o jogo da folha de regras, até {target} pontos, sem regras da casa.",
  "aids.rules.currentMuggins": "Muggins ligado: anuncie os pontos de cada pedra que você joga (H2).",
  "aids.rules.house": "Regras da casa (desligadas, a não ser que sejam escolhidas na janela Nova partida)",
  "aids.rules.h1.title": "H1 Alvo.",
  "aids.rules.h1":
    "A mesa pode combinar uma partida mais curta ou mais longa: até {choices} pontos (o jogo da folha de regras vai até {target}).",
  "aids.rules.h2.title": "H2 Muggins (anunciar os pontos).",
  "aids.rules.h2":
    "Quem joga uma pedra anuncia os pontos que ela marca, como a folha de pontos os conta. O anúncio certo marca; um anúncio errado ou esquecido não marca nada para quem anunciou, e o próximo lado na vez leva os pontos de verdade (“Muggins!”). Os computadores sempre anunciam certo.",
  "aids.rules.examples": "Os exemplos da folha de regras",
  "aids.rules.examplesLead":
    "O jogo abaixo é montado uma pedra de cada vez, desenhado como na mesa: as pedras de borda laranja são carroças, os selos numerados são as pontas que contam, e os anéis vazios são pontas abertas que não somam nada.",
  "aids.rules.stepOf": "Passo {n} de {of}",
  "aids.rules.stepOpen": "Passo {n}: {tile} abre. Soma das pontas {sum}: {score}.",
  "aids.rules.step": "Passo {n}: {tile} em {end}, encostada pela {by}. Soma das pontas {sum}: {score}.",
  "aids.rules.notInSheet": "(A folha de regras não mostra a soma deste passo.)",
  "aids.rules.scores": ({ raw, points }) => `marca ${raw} brutos (${pts(points)})`,
  "aids.rules.noScore": "não marca",
  "aids.rules.ex22": "[2|2] abre sozinha: os dois lados da linha estão abertos, soma {sum}: {score}.",
  "aids.rules.ex00": "[0|0] abre sozinha: soma {sum}: {score} (zero nunca marca).",
  "aids.rules.ex15": "[3|6], depois [6|6] na sua ponta maior: soma {sum}: {score}.",
});
