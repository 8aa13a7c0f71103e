// Textos en español de la página. Palabras de los jugadores de dominó: ficha, mula (un doble; en
// Five Up toda mula se juega por sus cuatro lados), pozo (las fichas por robar), mano (quien sale),
// robar, pasar, tranque (nadie puede jugar). Puntos brutos: la suma de las puntas; puntos: brutos / 5.

import save from "./save.es.js";
import aids from "./aids.es.js";
import net from "./net.es.js";
import whatif from "./whatif.es.js";
import history from "./history.es.js";
import puzzles from "./puzzles.es.js";
import reach from "./reach.es.js";
import setup from "./setup.es.js";
import refusals from "./refusals.es.js";
import games from "./games.es.js";
import { OFFERS } from "./offers.js";
import { plural, minus, signed } from "./numbers.js";

/** @type {(n: number) => string} */
const pts = (n) => plural(n, "punto", "puntos");
/** @type {(n: number) => string} */
const tiles = (n) => plural(n, "ficha", "fichas");

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  // ---- idioma y documento ----
  ...OFFERS.es, // lang.name, lang.offerShort, lang.offerLabel: how the switch offers it (offers.js)
  // The language switch's name.
  "lang.choose": "Idioma",
  "doc.title": "Five Up — dominó",
  "brand.name": "Five Up",

  // ---- nombres ----
  "seat.you": "Tú",
  "seat.north": "Norte",
  "seat.west": "Oeste",
  "seat.east": "Este",
  "side.youNorth": "Tú y Norte",
  "side.westEast": "Oeste y Este",
  "level.easy": "fácil",
  "level.normal": "medio",
  "level.hard": "difícil",
  // The baselines a seat may also be given (a challenge's computers, a protocol game).
  "level.random": "al azar",
  "level.greedy": "codicioso",
  "count.tiles": ({ n }) => tiles(n),
  "count.points": ({ n }) => pts(n),

  // ---- puntas de las fichas: "[4|4] línea B (4)" ----
  "slot.low": "punta menor",
  "slot.high": "punta mayor",
  "slot.line_a": "línea A",
  "slot.line_b": "línea B",
  "slot.branch_a": "rama A",
  "slot.branch_b": "rama B",
  "end.label": "{tile} {slot}",
  "end.labelValue": "{tile} {slot} ({value})",
  "end.opening": "Salir en la mano",

  // ---- puntos y sumas ----
  "points.raw": ({ raw, points }) => `${raw} brutos, ${pts(points)}`,
  "points.none": "sin puntos",
  "sum.line": "{sum} → {points}",
  "sum.byName": "{name}: {line}",

  // ---- anuncios de jugadas ----
  "move.drawYou": ({ tile, left }) => `Robas ${tile} (quedan ${tiles(left)} en el pozo).`,
  "move.drawOther": ({ name, left }) => `${name} roba una ficha (quedan ${tiles(left)}).`,
  "move.drawRun": ({ name, n, left }) => `${name} roba ${tiles(n)} (quedan ${tiles(left)}).`,
  "move.passYou": "Pasas: no llevas ficha y el pozo está vacío.",
  "move.passOther": "{name} pasa: no lleva ficha y el pozo está vacío.",
  "move.passYouNoStock": "Pasas: no llevas ficha.",
  "move.passOtherNoStock": "{name} pasa: no lleva ficha.",
  "move.placeYou": "Juegas {tile} en {end}: {sum}, {score}.",
  "move.placeOther": "{name} juega {tile} en {end}: {sum}, {score}.",
  "move.openYou": "Sales con {tile}: {sum}, {score}.",
  "move.openOther": "{name} sale con {tile}: {sum}, {score}.",
  "move.placeYouPlain": "Juegas {tile}{drawn} en {end}.",
  "move.placeOtherPlain": "{name} juega {tile}{drawn} en {end}.",
  "move.openYouPlain": "Sales con {tile}{drawn}.",
  "move.openOtherPlain": "{name} sale con {tile}{drawn}.",
  "move.scores": ({ raw, points }) => `anota ${raw} (${pts(points)})`,
  "move.noScore": "sin puntos",
  "move.scoreNow": "Tanteo: {scores}.",
  "move.scoreSide": "{name} {points}",

  // ---- manos (rondas) ----
  "round.start": ({ n, name, you, opens }) => {
    const sale = you ? "sales" : "sale";
    if (opens === "lot") return `Mano ${n}: ${name} ${you ? "ganaste el sorteo" : "ganó el sorteo"} y ${sale}.`;
    if (opens === "went-out")
      return `Mano ${n}: ${name} ${you ? "te quedaste sin fichas en la mano anterior" : "dominó la mano anterior"} y ${sale}.`;
    if (opens === "double-six") return `Mano ${n}: ${name} ${you ? "tienes" : "tiene"} el [6|6] y ${sale}.`;
    if (opens === "next-seat")
      return `Mano ${n}: ${name} ${sale}, por ser el siguiente a quien salió en la mano anterior.`;
    if (opens === "won-blocked")
      return `Mano ${n}: ${name} ${sale} por tener menos tantos en la pareja que ganó el tranque.`;
    return `Mano ${n}: ${name} ${sale}.`;
  },
  "round.wentOutYou": "Te quedaste sin fichas.",
  "round.wentOut": "{name} dominó.",
  "round.blocked": "¡Tranque! Nadie puede jugar y el pozo está vacío.",
  "round.blockedNoStock": "¡Tranque! Nadie puede jugar.",
  "round.isOver": "Se acabó la mano {n}.",
  "round.title": "Fin de la mano {n}",
  "round.youWin": "¡Ganas!",
  "round.sideWins": ({ name, many }) => `${many ? "Ganan" : "Gana"} ${name}`,
  "round.gameYouWin": "Ganas la partida.",
  "round.gameSideWins": ({ name, many }) => `${name} ${many ? "ganan" : "gana"} la partida.`,
  "round.finalScore": "Tanteo final {scores}.",
  "round.tieTop": "Empate en cabeza: se juega otra mano.",
  "summary.player": "Jugador",
  "summary.tilesLeft": "Fichas en mano",
  "summary.pips": "Tantos",
  "summary.deduction": "Descuento",
  "summary.out": "dominó",
  "summary.wentOut": "dominó",
  "summary.deduct": ({ pips, penalty, points }) => `${pips} → ${penalty}: \u2212${penalty} brutos (\u2212${points})`,
  "summary.noDeduct": "{pips} → 0: nada",
  "summary.placements": "Jugadas",
  "summary.muggins": "Muggins",
  "summary.hands": "Fichas",
  "summary.round": "Esta mano",
  "summary.total": "Total de la partida",
  "summary.amount": ({ points, raw }) => `${signed(points)} (${signed(raw)} brutos)`,
  "summary.points": ({ points }) => `${signed(points)} ${Math.abs(points) === 1 ? "punto" : "puntos"}`,
  "summary.now": ({ raw, points }) =>
    `${minus(points)} ${Math.abs(points) === 1 ? "punto" : "puntos"} (${minus(raw)} brutos)`,

  // ---- el sorteo ----
  "lot.label": "Quién sale",
  "lot.whoStarts": "¿Quién sale?",
  "lot.round": "Mano {n}",
  "lot.throw": "Tirada {n}",
  "lot.tie": "Si hay empate, vuelven a tirar los empatados.",
  "lot.why": ({ name, you, opens }) =>
    ({
      lot: "",
      chosen: "",
      "went-out": you ? "Te quedaste sin fichas en la mano anterior." : `${name} dominó la mano anterior.`,
      "double-six": `${name} ${you ? "tienes" : "tiene"} el [6|6].`,
      "next-seat": `${name} ${you ? "eres" : "es"} el siguiente a quien salió en la mano anterior.`,
      "won-blocked": `${name} ${you ? "tenías" : "tenía"} menos tantos en la pareja que ganó el tranque.`,
    })[opens],
  "lot.startYou": " sales.",
  "lot.starts": " sale.",
  "action.ok": "Vale",

  // ---- ajustes y sonido ----
  "settings.open": "Ajustes",
  "settings.title": "Ajustes",
  "settings.speed": "Velocidad de las máquinas",
  "settings.speedNote": "Cuánto tiempo queda a la vista cada jugada de la máquina antes de la siguiente.",
  "speed.relaxed": "Tranquila",
  "speed.normal": "Normal",
  "speed.fast": "Rápida",
  "speed.instant": "Instantánea",
  "settings.forced": "Jugadas forzadas",
  "settings.autoForced": "Robar o pasar solo cuando es la única jugada",
  "settings.autoForcedNote": "Tras un momento; puedes tocar antes tú.",
  "sound.label": "Sonido",
  "sound.onTitle": "El sonido está activado: desactivarlo",
  "sound.offTitle": "El sonido está desactivado: activarlo",
  "action.autoDraw": "Robando…",
  "action.autoPass": "Pasando…",

  // ---- marcador y asientos ----
  "score.label": "Tanteo",
  "score.firstTo": "Gana quien llegue a {target} puntos",
  "score.raw": ({ raw }) => `${minus(raw)} brutos`,
  "score.rawTitle": "{raw} puntos brutos",
  "score.target": "a {target}",
  "score.muggins": "Muggins",
  "score.said": "{name}: {points} de {target} puntos",
  "score.saidRaw": "{name}: {points} de {target} puntos ({raw} brutos)",
  "seats.label": "Otros jugadores",
  "seat.partnerTag": "compañero",
  "seat.withName": "con {name}",
  "seat.withNorth": "con Norte",
  "seat.tilesHeld": ({ name, n }) => `${name}: ${tiles(n)}`,
  "seat.thinking": "pensando",
  "seat.turn": "le toca",

  // ---- tus fichas ----
  "bench.label": "Tus fichas",
  "hand.label": "Tus fichas",
  "hand.empty": "Aquí aparecen tus fichas.",
  "hand.allPlayed": "Jugaste todas tus fichas.",
  "hand.justDrawn": ", recién robada",
  "hand.cannotPlay": ", no se puede jugar ahora",
  "hand.drawnTag": "robada",
  "ends.one": "Juega {tile} aquí:",
  "ends.many": "Juega {tile} en una de {n} puntas:",
  "ends.label": "Dónde puede ir la ficha elegida",
  "action.cancel": "Cancelar",
  "action.draw": "Robar",
  "action.drawCount": "Robar ({n})",
  "action.pass": "Pasar",
  "action.newGame": "Partida nueva",
  "action.nextRound": "Siguiente mano",
  "action.playAgain": "Jugar otra vez",
  "action.deal": "Repartir",
  "action.tryContinue": "Intentar seguir",
  "action.reload": "Recargar la página",

  // ---- avisos bajo la mesa ----
  "hint.shuffling": "Se están revolviendo las fichas…",
  "hint.chooseDeal": "Elige los jugadores y reparte.",
  "hint.dealing": "Repartiendo…",
  "hint.cannotStart": "La partida no puede empezar.",
  "hint.wrong": "Algo salió mal.",
  "hint.gameOver": "Se acabó la partida.",
  "hint.roundOver": "Se acabó la mano.",
  "hint.thinking": "{name} está pensando…",
  "hint.toPlay": "Le toca a {name}.",
  "hint.moment": "Un momento…",
  "hint.chooseEnd": "Elige dónde va {tile}: haz clic en un sitio con letra, pulsa su letra o usa un botón.",
  "hint.chooseEndTouch": "Elige dónde va {tile}: toca un sitio con letra o su botón.",
  "hint.showTiles": "Esperando a que {name} muestre sus fichas.",
  "hint.mustPlay": "Juega la ficha que robaste, {tile}.",
  "hint.chooseTile": "Te toca: elige una ficha.",
  "hint.chooseOpen": "Te toca: elige la ficha de salida.",
  "hint.mustDraw": "No llevas ficha: roba del pozo.",
  "hint.mustPass": "No llevas ficha y el pozo está vacío: pasa.",
  "hint.mustPassNoStock": "No llevas ficha: pasa.",
  "hint.yourTurn": "Te toca.",

  // ---- la columna de información ----
  "status.loading": "Cargando la partida…",
  "status.setup": "No hay partida en juego: elige los jugadores y reparte.",
  "status.engineFailed": "El motor del juego no pudo arrancar.",
  "sumline.label": "Suma de las puntas tras la última jugada",
  "facts.round": "Mano",
  "facts.boneyard": "Pozo",
  "log.title": "Esta mano",

  // ---- la mesa, para lectores de pantalla y en texto ----
  "board.label": "La mesa",
  "board.empty": "La mesa está vacía.",
  "board.describe": "La mesa: {tiles}. Mulas: {spinners}. Puntas abiertas: {ends}. Suma de las puntas {sum}.",
  "board.describePlain": "La mesa: {tiles}. Mulas: {spinners}. Puntas abiertas: {ends}.",
  "board.fit": "Ajustar",
  "board.fitTitle": "Ver toda la mesa (después de acercar con la rueda o con dos dedos)",
  "board.none": "ninguna",
  "board.endValue": "{end}: {value}",
  "boardText.title": "La mesa en texto",
  "boardText.empty": "Aún no hay ninguna ficha en la mesa.",
  "boardText.tiles": "Fichas en la mesa ({n}): {tiles}.",
  "boardText.spinners": "Mulas: {spinners}.",
  "boardText.openEnds": "Puntas abiertas (donde se puede jugar):",
  "boardText.scoring": "cuenta {value}",
  "boardText.notScoring": "ahora no suma",
  "boardText.sum": "Suma de las puntas: {sum}.",
  "legend.title": "Cómo leer la mesa",
  "legend.spinner": "Mula (todo doble, se juega por sus cuatro lados): borde naranja y un punto en el centro.",
  "legend.scoring": "Cuadrado relleno con un número: lo que cuenta esa punta.",
  "legend.open": "Anillo vacío: una punta abierta que ahora no suma.",
  "legend.spinnerFirst":
    "Mula que se juega por sus cuatro lados (solo la primera mula): borde naranja y un punto en el centro.",
  "legend.openPlain": "Anillo vacío: una punta abierta.",
  "legend.target": "Recuadro discontinuo con letra: donde puede ir la ficha elegida.",
  "keys.title": "Teclado",
  "keys.help":
    "Las flechas recorren tus fichas y Intro elige una; luego las flechas o las letras eligen una punta e Intro la juega (Esc vuelve atrás). D robar, P pasar, H pista, U deshacer, N siguiente mano.",
  "keys.helpNoStock":
    "Las flechas recorren tus fichas y Intro elige una; luego las flechas o las letras eligen una punta e Intro la juega (Esc vuelve atrás). P pasar, H pista, U deshacer, N siguiente mano.",

  // ---- carga ----
  "loading.title": "Revolviendo las fichas…",
  "stage.start": "Arrancando el motor de reglas",
  "stage.pyodide": "Cargando Python",
  "stage.download": "Descargando el juego: {received} de {expected} MB",
  "stage.python": "Arrancando Python",
  "stage.engine": "Instalando el motor de reglas",
  "stage.ready": "Listo",
  "stage.other": "Cargando ({stage})",

  // ---- errores ----
  "error.title": "Algo salió mal",
  "error.details": "Detalles técnicos",
  "error.fatal": "El motor del juego no pudo arrancar, así que no se puede jugar. Recargar la página puede ayudar.",
  "error.timeout": "El motor del juego no respondió a tiempo. Intenta seguir o recarga la página.",
  "error.illegal": "El motor rechazó esa jugada. Intenta seguir para ver la mesa tal como la ve el motor.",
  "error.engine":
    "El motor del juego no pudo hacer lo que pidió la página. Intenta seguir o empieza una partida nueva.",
  "error.unexpected": "La página tuvo un problema inesperado. Intenta seguir o recarga la página.",

  // ---- diálogo de partida nueva ----
  "newgame.title": "Partida nueva",
  "newgame.lead": "Toda mula se juega por sus cuatro lados. Las puntas abiertas cuentan de cinco en cinco.",
  "newgame.players": "Jugadores",
  "newgame.partners": "por parejas",
  "curtain.pass": "Pasa el aparato a {name}",
  "curtain.passBack": "Devuelve el aparato a {name}",
  "curtain.show": "Mostrar las fichas de {name}",
  "curtain.computers": "Están jugando las máquinas…",
  "curtain.hidden": "Las fichas están ocultas mientras pasa el aparato.",
  "newgame.seats": "Asientos",
  "newgame.seat": "Asiento {n}",
  "newgame.seatPair": "Asiento {n} · pareja {pair}",
  "newgame.kind.person": "Persona",
  "newgame.kind.computer": "Máquina",
  "newgame.namePlaceholder": "Nombre",
  "newgame.nameOf": "Nombre del asiento {n}",
  "newgame.levelOf": "Nivel del asiento {n}",
  "newgame.notePairs": "Los asientos 1 y 3 (pareja A) juegan de compañeros contra los asientos 2 y 4 (pareja B).",
  "seat.player": "Jugador {n}",
  "side.pair": "{a} y {b}",
  "newgame.noteAlone": "Cada jugador cuenta por su cuenta.",
  "newgame.houseRules": "Reglas de la casa",
  "newgame.offer": "El enlace que abriste pide una partida con estas reglas de la casa:",
  "newgame.offerTarget": "gana quien llegue a {target} puntos",
  "newgame.offerNoTarget": "a {target} puntos, que el juego no ofrece: se elige la meta del reglamento",
  "newgame.offerMuggins": "Muggins activado",
  "newgame.offerNoMuggins": "Muggins desactivado",
  "newgame.offerKeep": "Reparte para empezarla; Cancelar vuelve a tu partida en curso, que sigue guardada.",

  // ---- Muggins: lo que canta la persona y lo que resulta ----
  "claim.title": "Canta tus puntos",
  "claim.what": "{tile} en {end}: ¿cuántos puntos hace?",
  "claim.whatOpen": "Saliendo con {tile}: ¿cuántos puntos hace?",
  "claim.none": "Sin puntos",
  "claim.quick": ({ points }) => `cantar ${pts(points)}`,
  "claim.other": "Puntos",
  "claim.back": "Atrás",
  "claim.announce": "Cantar",
  "claim.exact": ({ claim }) => `cantó ${pts(claim)}: bien`,
  "claim.saidNothing": ({ claim }) => `cantó ${pts(claim)}: sin puntos`,
  "claim.muggins": ({ claim, points, name, you, many }) =>
    `${claim > 0 ? `cantó ${pts(claim)}` : "no cantó puntos"}: ¡Muggins! ${
      you ? "Te llevas" : `${name} ${many ? "se llevan" : "se lleva"}`
    } ${pts(points)}`,
  // Lo que resultó de un Muggins, dicho hasta que la siguiente persona juega.
  "muggins.notice": ({ name, you, many, points, claimer, claim }) =>
    `¡Muggins! ${you ? "Te llevas" : `${name} ${many ? "se llevan" : "se lleva"}`} ${pts(points)}: ${claimer} cantó ${
      claim > 0 ? pts(claim) : "sin puntos"
    }.`,

  // partidas guardadas, avisos, estadísticas
  ...save,

  // jugar con amigos en sus propios aparatos
  ...net,
  // variantes y las mismas manos otra vez
  ...whatif,
  // el historial de partidas y sus gráficos
  ...history,
  // problemas
  ...puzzles,
  ...reach,
  ...setup,
  ...refusals,
  // the games of the family, their options and rules (core/choices.js, aids/rules.js)
  ...games,

  // ayudas de juego
  ...aids,
});
