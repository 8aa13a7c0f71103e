// Textos em português (uso brasileiro, compreensível em Portugal). Termos do dominó como os jogadores
// brasileiros dizem: pedra, carroça (toda carroça abre para os lados), monte, mão, comprar, passar,
// bater, rodada, jogo trancado, pintas; pontos brutos (de cinco em cinco) e pontos (brutos ÷ 5).
// Pontas: "[1|4] ponta menor", "[1|1] linha B", "[4|4] braço A"; com o valor, "[1|1] linha B (1)".

import save from "./save.pt.js";
import aids from "./aids.pt.js";
import net from "./net.pt.js";
import whatif from "./whatif.pt.js";
import history from "./history.pt.js";
import puzzles from "./puzzles.pt.js";
import reach from "./reach.pt.js";
import setup from "./setup.pt.js";
import refusals from "./refusals.pt.js";
import games from "./games.pt.js";
import { OFFERS } from "./offers.js";
import { plural as count, minus, signed } from "./numbers.js";
/** @type {(n: number) => string} */
const pts = (n) => count(n, "ponto", "pontos");
/** @type {(n: number) => string} */
const stones = (n) => count(n, "pedra", "pedras");

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  // ---- idioma e documento ----
  ...OFFERS.pt, // lang.name, lang.offerShort, lang.offerLabel: how the switch offers it (offers.js)
  // The language switch's name.
  "lang.choose": "Idioma",
  "doc.title": "Five Up — dominó",
  "brand.name": "Five Up",

  // ---- nomes ----
  "seat.you": "Você",
  "seat.north": "Norte",
  "seat.west": "Oeste",
  "seat.east": "Leste",
  "side.youNorth": "Você e Norte",
  "side.westEast": "Oeste e Leste",
  "level.easy": "fácil",
  "level.normal": "médio",
  "level.hard": "difícil",
  // The baselines a seat may also be given (a challenge's computers, a protocol game).
  "level.random": "aleatório",
  "level.greedy": "ganancioso",
  "count.tiles": ({ n }) => stones(n),
  "count.points": ({ n }) => pts(n),

  // ---- pontas das pedras: "[4|4] linha B (4)" ----
  "slot.low": "ponta menor",
  "slot.high": "ponta maior",
  "slot.line_a": "linha A",
  "slot.line_b": "linha B",
  "slot.branch_a": "braço A",
  "slot.branch_b": "braço B",
  "end.label": "{tile} {slot}",
  "end.labelValue": "{tile} {slot} ({value})",
  "end.opening": "Abrir a rodada",

  // ---- pontos e somas ----
  "points.raw": ({ raw, points }) => `${raw} brutos, ${pts(points)}`,
  "points.none": "não marca",
  "sum.line": "{sum} → {points}",
  "sum.byName": "{name}: {line}",

  // ---- anúncios das jogadas ----
  "move.drawYou": ({ tile, left }) =>
    `Você compra ${tile} (${left === 1 ? "resta" : "restam"} ${stones(left)} no monte).`,
  "move.drawOther": ({ name, left }) =>
    `${name} compra uma pedra (${left === 1 ? "resta" : "restam"} ${stones(left)}).`,
  "move.drawRun": ({ name, n, left }) =>
    `${name} compra ${stones(n)} (${left === 1 ? "resta" : "restam"} ${stones(left)}).`,
  "move.passYou": "Você passa: nenhuma pedra serve e o monte está vazio.",
  "move.passOther": "{name} passa: nenhuma pedra serve e o monte está vazio.",
  "move.passYouNoStock": "Você passa: nenhuma pedra serve.",
  "move.passOtherNoStock": "{name} passa: nenhuma pedra serve.",
  "move.placeYou": "Você joga {tile} em {end}: {sum}, {score}.",
  "move.placeOther": "{name} joga {tile} em {end}: {sum}, {score}.",
  "move.openYou": "Você abre com {tile}: {sum}, {score}.",
  "move.openOther": "{name} abre com {tile}: {sum}, {score}.",
  "move.placeYouPlain": "Você joga {tile}{drawn} em {end}.",
  "move.placeOtherPlain": "{name} joga {tile}{drawn} em {end}.",
  "move.openYouPlain": "Você abre com {tile}{drawn}.",
  "move.openOtherPlain": "{name} abre com {tile}{drawn}.",
  "move.scores": ({ raw, points }) => `marca ${raw} (${pts(points)})`,
  "move.noScore": "não marca",
  "move.scoreNow": "Placar: {scores}.",
  "move.scoreSide": "{name} {points}",

  // ---- rodadas ----
  "round.start": ({ n, name, you, opens }) => {
    const who = you ? "você" : name;
    if (opens === "lot") return `Rodada ${n}: ${who} ganhou o sorteio e começa.`;
    if (opens === "went-out") return `Rodada ${n}: ${who} bateu na rodada anterior e começa.`;
    if (opens === "double-six") return `Rodada ${n}: ${who} tem a [6|6] e começa.`;
    if (opens === "next-seat")
      return `Rodada ${n}: ${who} começa, por ser o seguinte a quem começou a rodada anterior.`;
    if (opens === "won-blocked")
      return `Rodada ${n}: ${who} começa por ter menos pontos na dupla que ganhou a rodada trancada.`;
    return `Rodada ${n}: ${who} começa.`;
  },
  "round.wentOutYou": "Você bateu.",
  "round.wentOut": "{name} bateu.",
  "round.blocked": "A rodada trancou: ninguém pode jogar e o monte está vazio.",
  "round.blockedNoStock": "A rodada trancou: ninguém pode jogar.",
  "round.isOver": "A rodada {n} terminou.",
  "round.title": "Fim da rodada {n}",
  "round.youWin": "Você venceu!",
  "round.sideWins": ({ name, many }) => `${name} ${many ? "vencem" : "vence"}`,
  "round.gameYouWin": "Você venceu a partida.",
  "round.gameSideWins": ({ name, many }) => `${name} ${many ? "vencem" : "vence"} a partida.`,
  "round.finalScore": "Placar final {scores}.",
  "round.tieTop": "Empate na liderança — joga-se mais uma rodada.",
  "summary.player": "Jogador",
  "summary.tilesLeft": "Pedras na mão",
  "summary.pips": "Pintas",
  "summary.deduction": "Desconto",
  "summary.out": "bateu",
  "summary.wentOut": "bateu",
  "summary.deduct": ({ pips, penalty, points }) => `${pips} → ${penalty}: \u2212${penalty} brutos (\u2212${points})`,
  "summary.noDeduct": "{pips} → 0: nada",
  "summary.placements": "Jogadas",
  "summary.muggins": "Muggins",
  "summary.hands": "Mãos",
  "summary.round": "Esta rodada",
  "summary.total": "Total da partida",
  "summary.amount": ({ points, raw }) => `${signed(points)} (${signed(raw)} brutos)`,
  "summary.points": ({ points }) => `${signed(points)} ${Math.abs(points) === 1 ? "ponto" : "pontos"}`,
  "summary.now": ({ raw, points }) =>
    `${minus(points)} ${Math.abs(points) === 1 ? "ponto" : "pontos"} (${minus(raw)} brutos)`,

  // ---- o sorteio ----
  "lot.label": "Quem começa",
  "lot.whoStarts": "Quem começa?",
  "lot.round": "Rodada {n}",
  "lot.throw": "Lance {n}",
  "lot.tie": "Em caso de empate, só os empatados jogam os dados de novo.",
  "lot.why": ({ name, you, opens }) => {
    const who = you ? "Você" : name;
    return {
      lot: "",
      chosen: "",
      "went-out": `${who} bateu na rodada anterior.`,
      "double-six": `${who} tem a [6|6].`,
      "next-seat": `${who} é o seguinte a quem começou a rodada anterior.`,
      "won-blocked": `${who} tinha menos pontos na dupla que ganhou a rodada trancada.`,
    }[opens];
  },
  "lot.startYou": " começa.",
  "lot.starts": " começa.",
  "action.ok": "OK",

  // ---- configurações e som (settings.js, sound.js) ----
  "settings.open": "Configurações",
  "settings.title": "Configurações",
  "settings.speed": "Velocidade dos computadores",
  "settings.speedNote": "Quanto tempo cada jogada do computador fica à vista antes da próxima.",
  "speed.relaxed": "Tranquila",
  "speed.normal": "Normal",
  "speed.fast": "Rápida",
  "speed.instant": "Instantânea",
  "settings.forced": "Jogadas obrigatórias",
  "settings.autoForced": "Comprar ou passar automaticamente quando essa é a única jogada",
  "settings.autoForcedNote": "Depois de um instante; você ainda pode clicar antes.",
  "sound.label": "Som",
  "sound.onTitle": "Som ligado: desligar",
  "sound.offTitle": "Som desligado: ligar",
  "action.autoDraw": "Comprando…",
  "action.autoPass": "Passando…",

  // ---- placar e lugares ----
  "score.label": "Placar",
  "score.firstTo": "Partida até {target} pontos",
  "score.raw": ({ raw }) => `${minus(raw)} brutos`,
  "score.rawTitle": "{raw} pontos brutos",
  "score.target": "até {target}",
  "score.muggins": "Muggins",
  "score.said": "{name}: {points} de {target} pontos",
  "score.saidRaw": "{name}: {points} de {target} pontos ({raw} brutos)",
  "seats.label": "Outros jogadores",
  "seat.partnerTag": "parceiro",
  "seat.withName": "com {name}",
  "seat.withNorth": "com Norte",
  "seat.tilesHeld": ({ name, n }) => `${name}: ${stones(n)}`,
  "seat.thinking": "pensando",
  "seat.turn": "joga agora",

  // ---- a mão do jogador ----
  "bench.label": "Suas pedras",
  "hand.label": "Sua mão",
  "hand.empty": "Suas pedras aparecem aqui.",
  "hand.allPlayed": "Você jogou todas as pedras.",
  "hand.justDrawn": ", recém-comprada",
  "hand.cannotPlay": ", não dá para jogar agora",
  "hand.drawnTag": "comprada",
  "ends.one": "Jogue {tile} aqui:",
  "ends.many": "Jogue {tile} numa das {n} pontas:",
  "ends.label": "Onde a pedra escolhida pode entrar",
  "action.cancel": "Cancelar",
  "action.draw": "Comprar",
  "action.drawCount": "Comprar ({n})",
  "action.pass": "Passar",
  "action.newGame": "Nova partida",
  "action.nextRound": "Próxima rodada",
  "action.playAgain": "Jogar de novo",
  "action.deal": "Distribuir",
  "action.tryContinue": "Tentar continuar",
  "action.reload": "Recarregar a página",

  // ---- dicas abaixo da mesa ----
  "hint.shuffling": "Embaralhando as pedras…",
  "hint.chooseDeal": "Escolha os jogadores e distribua.",
  "hint.dealing": "Distribuindo…",
  "hint.cannotStart": "A partida não pode começar.",
  "hint.wrong": "Algo deu errado.",
  "hint.gameOver": "A partida terminou.",
  "hint.roundOver": "A rodada terminou.",
  "hint.thinking": "{name} está pensando…",
  "hint.toPlay": "Vez de {name}.",
  "hint.moment": "Um instante…",
  "hint.chooseEnd": "Escolha onde {tile} entra: clique num lugar com letra, tecle a letra ou use um botão.",
  "hint.chooseEndTouch": "Escolha onde {tile} entra: toque num lugar com letra ou no botão dele.",
  "hint.showTiles": "Esperando {name} mostrar as pedras.",
  "hint.mustPlay": "Jogue a pedra que você comprou, {tile}.",
  "hint.chooseTile": "Sua vez: escolha uma pedra.",
  "hint.chooseOpen": "Sua vez: escolha uma pedra para abrir a rodada.",
  "hint.mustDraw": "Nenhuma pedra serve: compre do monte.",
  "hint.mustPass": "Nenhuma pedra serve e o monte está vazio: passe.",
  "hint.mustPassNoStock": "Nenhuma pedra serve: passe.",
  "hint.yourTurn": "Sua vez.",

  // ---- a coluna de informações ----
  "status.loading": "Carregando o jogo…",
  "status.setup": "Nenhuma partida em andamento: escolha os jogadores e distribua.",
  "status.engineFailed": "O motor do jogo não conseguiu iniciar.",
  "sumline.label": "Soma das pontas depois da última jogada",
  "facts.round": "Rodada",
  "facts.boneyard": "Monte",
  "log.title": "Esta rodada",

  // ---- a mesa, para leitores de tela e como texto ----
  "board.label": "A mesa",
  "board.empty": "A mesa está vazia.",
  "board.describe": "A mesa: {tiles}. Carroças: {spinners}. Pontas abertas: {ends}. Soma das pontas {sum}.",
  "board.describePlain": "A mesa: {tiles}. Carroças: {spinners}. Pontas abertas: {ends}.",
  "board.fit": "Ajustar",
  "board.fitTitle": "Mostrar a mesa inteira (depois de dar zoom com a roda ou com dois dedos)",
  "board.none": "nenhuma",
  "board.endValue": "{end}: {value}",
  "boardText.title": "A mesa em texto",
  "boardText.empty": "Ainda não há nenhuma pedra na mesa.",
  "boardText.tiles": "Pedras na mesa ({n}): {tiles}.",
  "boardText.spinners": "Carroças: {spinners}.",
  "boardText.openEnds": "Pontas abertas (onde se pode jogar):",
  "boardText.scoring": "conta {value}",
  "boardText.notScoring": "não conta agora",
  "boardText.sum": "Soma das pontas: {sum}.",
  "legend.title": "Como ler a mesa",
  "legend.spinner": "Carroça (abre para os lados): borda laranja e um pino no meio.",
  "legend.scoring": "Quadrado cheio com número: o valor de uma ponta que conta.",
  "legend.open": "Anel vazio: uma ponta aberta que não conta agora.",
  "legend.spinnerFirst": "Carroça que abre para os lados (só a primeira carroça): borda laranja e um pino no meio.",
  "legend.openPlain": "Anel vazio: uma ponta aberta.",
  "legend.target": "Caixa tracejada com letra: onde a pedra escolhida pode entrar.",
  "keys.title": "Teclado",
  "keys.help":
    "As setas passam de uma pedra a outra, Enter escolhe; depois as setas ou as letras escolhem a ponta e Enter joga (Esc volta). D comprar, P passar, H dica, U desfazer, N próxima rodada.",
  "keys.helpNoStock":
    "As setas passam de uma pedra a outra, Enter escolhe; depois as setas ou as letras escolhem a ponta e Enter joga (Esc volta). P passar, H dica, U desfazer, N próxima rodada.",

  // ---- carregamento ----
  "loading.title": "Embaralhando as pedras…",
  "stage.start": "Iniciando o motor de regras",
  "stage.pyodide": "Carregando o Python",
  "stage.download": "Baixando o jogo: {received} de {expected} MB",
  "stage.python": "Iniciando o Python",
  "stage.engine": "Instalando o motor de regras",
  "stage.ready": "Pronto",
  "stage.other": "Carregando ({stage})",

  // ---- erros ----
  "error.title": "Algo deu errado",
  "error.details": "Detalhes técnicos",
  "error.fatal": "O motor do jogo não conseguiu iniciar, então não dá para jogar. Recarregar a página pode resolver.",
  "error.timeout": "O motor do jogo não respondeu a tempo. Tente continuar ou recarregue a página.",
  "error.illegal": "O motor recusou essa jogada. Tente continuar para ver a mesa como o motor a vê.",
  "error.engine":
    "O motor do jogo não conseguiu fazer o que a página pediu. Tente continuar ou comece uma nova partida.",
  "error.unexpected": "A página encontrou um problema inesperado. Tente continuar ou recarregue a página.",

  // ---- janela de nova partida ----
  "newgame.title": "Nova partida",
  "newgame.lead": "Toda carroça abre para os lados. Marca quem deixar a soma das pontas em múltiplo de cinco.",
  "newgame.players": "Jogadores",
  "newgame.partners": "em duplas",
  "curtain.pass": "Passe o aparelho para {name}",
  "curtain.passBack": "Devolva o aparelho para {name}",
  "curtain.show": "Mostrar as pedras de {name}",
  "curtain.computers": "Os computadores estão jogando…",
  "curtain.hidden": "As pedras ficam escondidas enquanto o aparelho muda de mão.",
  "newgame.seats": "Lugares",
  "newgame.seat": "Lugar {n}",
  "newgame.seatPair": "Lugar {n} · dupla {pair}",
  "newgame.kind.person": "Pessoa",
  "newgame.kind.computer": "Computador",
  "newgame.namePlaceholder": "Nome",
  "newgame.nameOf": "Nome do lugar {n}",
  "newgame.levelOf": "Nível do lugar {n}",
  "newgame.notePairs": "Os lugares 1 e 3 (dupla A) jogam juntos contra os lugares 2 e 4 (dupla B).",
  "seat.player": "Jogador {n}",
  "side.pair": "{a} e {b}",
  "newgame.noteAlone": "Cada jogador marca seus próprios pontos.",
  "newgame.houseRules": "Regras da casa",
  "newgame.offer": "O link que você abriu pede uma partida com estas regras da casa:",
  "newgame.offerTarget": "até {target} pontos",
  "newgame.offerNoTarget": "até {target} pontos, o que o jogo não oferece: fica o alvo padrão",
  "newgame.offerMuggins": "Muggins ligado",
  "newgame.offerNoMuggins": "Muggins desligado",
  "newgame.offerKeep": "Distribua para começá-la; Cancelar volta à sua partida em andamento, que continua salva.",

  // ---- Muggins: o anúncio do jogador e o que resultou dele ----
  "claim.title": "Anuncie seus pontos",
  "claim.what": "{tile} em {end}: quantos pontos marca?",
  "claim.whatOpen": "Abrindo com {tile}: quantos pontos marca?",
  "claim.none": "Não marca",
  "claim.quick": ({ points }) => `anunciar ${pts(points)}`,
  "claim.other": "Pontos",
  "claim.back": "Voltar",
  "claim.announce": "Anunciar",
  "claim.exact": ({ claim }) => `anunciou ${pts(claim)}: certo`,
  "claim.saidNothing": ({ claim }) => `anunciou ${pts(claim)}: não marca`,
  "claim.muggins": ({ claim, points, name, you, many }) =>
    `${claim > 0 ? `anunciou ${pts(claim)}` : "nada anunciado"}: Muggins! ${
      you ? "Você leva" : `${name} ${many ? "levam" : "leva"}`
    } ${pts(points)}`,
  // What came of a Muggins, said until the next person acts (table/muggins.js, the curtain).
  "muggins.notice": ({ name, you, many, points, claimer, claim }) =>
    `Muggins! ${you ? "Você leva" : `${name} ${many ? "levam" : "leva"}`} ${pts(points)}: ${claimer} anunciou ${
      claim > 0 ? pts(claim) : "que não marcava"
    }.`,

  // saved games, notices, statistics
  ...save,

  // playing with friends on their own devices (modes/host.js, modes/guest.js, net/panel.js)
  ...net,
  // what-if lines and the same deals again (modes/line.js, aids/whatif.js)
  ...whatif,
  // the match history and its charts (persist/history.js, historyview.js)
  ...history,
  // puzzles (modes/puzzle.js, puzzles/panel.js)
  ...puzzles,
  ...reach,
  ...setup,
  ...refusals,
  // the games of the family, their options and rules (core/choices.js, aids/rules.js)
  ...games,

  // play aids (aids.js and the modules it starts)
  ...aids,
});
