// As recusas do motor (refusals.js): português. Diz-se o que a regra citada pede e a regra,
// e depois as pedras que o motor nomeia.
/** @typedef {import("./i18n.js").Table} Table */

/** The tiles the engine named, after the sentence. @param {string} tiles */
const named = (tiles) => (tiles ? ` Pedras em questão: ${tiles}.` : "");

export default /** @satisfies {Table} */ ({
  "refusal.said": ({ meaning, section, rule, tiles }) =>
    `${meaning ? `${meaning} (regra ${rule}).` : `Vai contra a regra ${rule}${section ? ` (${section})` : ""}.`}${named(tiles)}`,
  "refusal.R1.1": "O jogo usa um só dominó duplo-seis: 28 pedras, cada uma uma única vez",
  "refusal.R1.2": "Jogam de duas a quatro pessoas, com uma mão cada e um placar por lado",
  "refusal.R1.3": "Cada mão recebe 5 pedras e o resto é o monte",
  "refusal.R1.4": "Ninguém vê a mão de outro enquanto a rodada está em jogo",
  "refusal.R2.1": "Cada um joga na sua vez, no sentido horário",
  "refusal.R3.1": "A rodada abre com uma pedra, em nenhuma ponta",
  "refusal.R3.2": "Uma pedra encosta numa ponta aberta com o mesmo número, e sai da mão de quem tem a vez",
  "refusal.R3.5": "Os braços de uma carroça só se abrem quando os dois lados da sua linha estão ocupados",
  "refusal.R4": "Uma pedra só encosta numa ponta aberta, onde ainda não há pedra",
  "refusal.R6.2": "Os pontos se contam de cinco em cinco",
  "refusal.R7.1": "Quem pode jogar uma pedra tem que jogar",
  "refusal.R7.2": "Quem não tem pedra que sirva compra uma de cada vez, e joga a comprada assim que ela servir",
  "refusal.R7.3": "Só se passa quando nada serve e o monte está vazio",
  "refusal.R7.4": "O jogo trancou: o monte está vazio e ninguém pode jogar",
  "refusal.R8.1":
    "Uma rodada termina quando alguém joga a última pedra ou ninguém pode jogar; a seguinte começa depois",
  "refusal.R9.2": "A partida acaba quando um lado, sozinho na liderança, chega ao alvo",
  "refusal.H1": "O alvo é um dos que o jogo oferece",
  "refusal.H2": "Com Muggins, quem joga uma pedra anuncia os pontos dela",
  "refusal.PB5": "Quem tem a [6|6] abre com ela a primeira rodada da partida",
});
