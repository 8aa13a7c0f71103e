// Los juegos de la familia y sus opciones (core/choices.js, aids/rules.js): español. Las claves
// son las de games.en.js; las reglas de All Fives y del dominó por parejas, en pocas palabras
// (docs/rules.md AF1-AF9, PB1-PB9).
import { minus, plural, signed } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "newgame.game": "Juego",
  "newgame.fallback": "Tu última elección ya no se ofrece ({choices}): se elige la habitual.",

  "rules.game.five_up.name": "Five Up",
  "rules.game.five_up.lead": "Toda mula se juega por sus cuatro lados. Las puntas abiertas cuentan de cinco en cinco.",
  "rules.game.five_up.options": "Reglas de la casa",
  "rules.game.five_up.default": "reglamento",
  "rules.game.five_up.rules": "Reglas de Five Up",
  "rules.game.all_fives.name": "All Fives (Muggins)",
  "rules.game.all_fives.lead":
    "Solo la primera mula se juega por sus cuatro lados. Las puntas abiertas puntúan cuando suman múltiplo de cinco, tal cual.",
  "rules.game.all_fives.options": "Reglas de la mesa",
  "rules.game.all_fives.default": "habitual",
  "rules.game.all_fives.rules": "Reglas de All Fives (Muggins)",
  "rules.game.partnership_block.name": "Dominó por parejas",
  "rules.game.partnership_block.lead":
    "Cuatro jugadores por parejas, 7 fichas cada uno, sin pozo ni mulas de cuatro lados. Quien domina se apunta, con su pareja, los tantos que quedan.",
  "rules.game.partnership_block.options": "Reglas de la mesa",
  "rules.game.partnership_block.default": "habitual",
  "rules.game.partnership_block.rules": "Reglas del dominó por parejas",
  "rules.unknown.named": "un juego que esta página no conoce («{name}»)",
  "rules.unknown.nameless": "un juego que esta página no conoce",
  "rules.unknown.refused": "Es {game}: actualiza la página para jugarlo.",

  "rules.option.target.name": "Jugar a",
  "rules.option.target.note": "Gana quien llegue primero a {value} puntos.",
  "rules.option.muggins.name": "Muggins: canta tus puntos",
  "rules.option.muggins.note.true":
    "Muggins: canta los puntos de cada ficha que juegues; si cantas mal o no cantas, se los lleva el siguiente jugador.",
  "rules.option.counted.name": "Al dominar se cuentan",
  "rules.option.counted.all": "todas las manos",
  "rules.option.counted.opponents": "las de los rivales",
  "rules.option.later_opener.name": "Sale en la mano siguiente",
  "rules.option.later_opener.next-seat": "el siguiente",
  "rules.option.later_opener.winner": "quien ganó",
  "rules.option.capicua.name": "Capicúa",
  "rules.option.capicua.0": "no",
  "rules.option.capicua.note": "Dominar con una ficha que entra por las dos puntas suma {value} puntos.",
  "rules.option.blocked_count.name": "El tranque se apunta",
  "rules.option.blocked_count.as-out": "como dominar",
  "rules.option.blocked_count.difference": "la diferencia",
  "rules.option.blocked_count.note.difference":
    "En un tranque, el lado con menos tantos se apunta los de los rivales menos los suyos, redondeados al múltiplo de cinco.",

  "aids.rules.options": "Reglas de la mesa de esta partida (elegidas en Nueva partida)",
  "aids.rules.on": "sí",
  "aids.rules.off": "no",
  "aids.rules.af1.title": "AF1 Jugadores y reparto.",
  "aids.rules.af1":
    "Un juego doble seis. De dos a cuatro jugadores; con cuatro, los compañeros se sientan enfrente. Con dos, 7 fichas cada uno; con tres o cuatro, 5. El resto es el pozo, y se puede robar entero.",
  "aids.rules.af2.title": "AF2 Turnos, robar, salir.",
  "aids.rules.af2":
    "Como en Five Up: si puedes jugar, juegas; si no, robas hasta que una entre y la juegas; solo pasas con el pozo vacío. Un sorteo decide quién sale en la primera mano; en las siguientes sale quien dominó, y tras un tranque se sortea otra vez.",
  "aids.rules.af3.title": "AF3 Una sola mula abierta.",
  "aids.rules.af3":
    "Solo la primera mula jugada se abre por sus cuatro lados, cuando sus dos lados de la línea están ocupados. Las demás mulas van atravesadas con solo sus dos lados.",
  "aids.rules.af4.title": "AF4 Puntos durante el juego.",
  "aids.rules.af4":
    "Tras cada jugada se suman las puntas abiertas; si la suma es 5, 10, 15… quien jugó se apunta esa suma en puntos, tal cual.",
  "aids.rules.af5.title": "AF5 Mulas en una punta.",
  "aids.rules.af5":
    "Una mula en la punta de una línea cuenta entera ([6|6] cuenta 12); una mula con sus dos lados ocupados no cuenta, y un lado sin abrir suma 0.",
  "aids.rules.af6.title": "AF6 Dominar.",
  "aids.rules.af6":
    "El lado que domina se apunta los tantos que quedan en las manos de los rivales (no la del compañero), sumados y redondeados al múltiplo de cinco más cercano. A nadie se le resta nada.",
  "aids.rules.af7.title": "AF7 Tranque.",
  "aids.rules.af7":
    "El único lado con menos tantos en la mano se apunta los de los rivales, redondeados al múltiplo de cinco, como si hubiera dominado. Si dos empatan con menos, nadie se apunta nada. Si la mesa lo elige, se apunta la diferencia: los tantos de los rivales menos los suyos, redondeados.",
  "aids.rules.af8.title": "AF8 Ganar.",
  "aids.rules.af8":
    "Al acabar una mano, gana el lado que llega solo a la meta elegida o la pasa; con empate se sigue jugando.",
  "aids.rules.af9.title": "AF9 Muggins.",
  "aids.rules.af9": "La mesa puede jugar cantando los puntos, como el Muggins de Five Up.",
  "aids.rules.pb1.title": "PB1 Jugadores y reparto.",
  "aids.rules.pb1":
    "Cuatro jugadores en dos parejas, los compañeros enfrente, un juego doble seis. Se reparten las 28 fichas, 7 a cada uno.",
  "aids.rules.pb2.title": "PB2 Turnos.",
  "aids.rules.pb2": "Los turnos dan la vuelta a la mesa; una ficha por turno, y quien puede jugar, juega.",
  "aids.rules.pb3.title": "PB3 Sin mulas abiertas.",
  "aids.rules.pb3": "Una sola línea con dos puntas. Las mulas van atravesadas, con solo sus dos lados.",
  "aids.rules.pb4.title": "PB4 Sin pozo: se pasa.",
  "aids.rules.pb4": "Quien no lleva ficha pasa. Si nadie puede jugar hay tranque y la mano acaba.",
  "aids.rules.pb5.title": "PB5 La salida.",
  "aids.rules.pb5":
    "Quien tiene el [6|6] sale con él en la primera mano. En las siguientes sale, con cualquier ficha, el jugador siguiente al que salió la vez anterior, o, si se elige, quien ganó.",
  "aids.rules.pb6.title": "PB6 Dominar.",
  "aids.rules.pb6":
    "No se apunta nada durante el juego. La pareja que domina se apunta todos los tantos de las otras tres manos, la del compañero incluida (o, si se elige, solo las de los rivales). No se redondea.",
  "aids.rules.pb7.title": "PB7 Tranque.",
  "aids.rules.pb7":
    "La pareja con menos tantos en sus dos manos se apunta los de las dos parejas (o solo los de los rivales, si se elige). Con empate nadie se apunta nada.",
  "aids.rules.pb8.title": "PB8 Ganar.",
  "aids.rules.pb8":
    "Al acabar una mano, gana la pareja que llega sola a la meta elegida o la pasa; con empate se sigue jugando.",
  "aids.rules.pb9.title": "PB9 Capicúa.",
  "aids.rules.pb9":
    "Si se elige, dominar con una ficha que no es mula y que entra por las dos puntas (que muestran sus dos números) da una bonificación.",

  // ---- una mano contada para quien la gana (el resumen de All Fives y del dominó por parejas) ----
  "handCount.took": ({ name, many, you, points, pips, whose, less, rounded }) =>
    `${you ? "Te apuntas" : `${name} ${many ? "se apuntan" : "se apunta"}`} ${plural(points, "punto", "puntos")}: ${plural(pips, "tanto", "tantos")} en ${
      whose === "all" ? "todas las manos" : "las manos de los rivales"
    }${less ? `, menos los ${less} propios` : ""}${rounded ? ", redondeados al múltiplo de cinco más cercano" : ""}.`,
  "handCount.fewest": ({ name, many, you }) =>
    `Tranque: ${you ? "tienes" : `${name} ${many ? "tienen" : "tiene"}`} menos tantos.`,
  "handCount.tied": "Tranque con los mismos tantos: nadie se apunta nada en esta mano.",
  "handCount.bonus": ({ points }) => `Capicúa: ${plural(points, "punto", "puntos")} más.`,
  "handCount.cites": ({ rules, many }) => `(${many ? "reglas" : "regla"} ${rules})`,
  "handCount.column": "Se cuenta",
  "handCount.in": "se cuenta",
  "handCount.notIn": "no se cuenta",
  "handCount.placements": "Jugadas",
  "handCount.hand": "Cuenta de la mano",
  "handCount.capicua": "Capicúa",
  "handCount.amount": ({ points }) => `${signed(points)} ${Math.abs(points) === 1 ? "punto" : "puntos"}`,
  "handCount.now": ({ points }) => `${minus(points)} ${Math.abs(points) === 1 ? "punto" : "puntos"}`,
});
