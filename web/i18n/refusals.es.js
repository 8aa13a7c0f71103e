// Las negativas del motor (refusals.js): español. Se dice lo que pide la regla citada y la regla,
// y después las fichas que nombra el motor.
/** @typedef {import("./i18n.js").Table} Table */

/** The tiles the engine named, after the sentence. @param {string} tiles */
const named = (tiles) => (tiles ? ` Fichas en cuestión: ${tiles}.` : "");

export default /** @satisfies {Table} */ ({
  "refusal.said": ({ meaning, section, rule, tiles }) =>
    `${meaning ? `${meaning} (regla ${rule}).` : `Va contra la regla ${rule}${section ? ` (${section})` : ""}.`}${named(tiles)}`,
  "refusal.R1.1": "El juego usa un solo dominó doble seis: 28 fichas, cada una una sola vez",
  "refusal.R1.2": "Juegan de dos a cuatro personas, con una mano cada una y un tanteo por bando",
  "refusal.R1.3": "Cada mano recibe 5 fichas y el resto es el pozo",
  "refusal.R1.4": "Nadie ve la mano de otro mientras dura la mano",
  "refusal.R2.1": "Cada uno juega en su turno, en el sentido de las agujas del reloj",
  "refusal.R3.1": "La mano sale con una ficha, sin punta",
  "refusal.R3.2": "Una ficha se une a una punta abierta con el mismo número, y sale de la mano de quien tiene el turno",
  "refusal.R3.5": "Las ramas de una mula solo se abren cuando los dos lados de su línea están ocupados",
  "refusal.R4": "Una ficha solo se une a una punta abierta, donde aún no hay ninguna",
  "refusal.R6.2": "Los tantos se cuentan de cinco en cinco",
  "refusal.R7.1": "Quien puede colocar una ficha tiene que colocarla",
  "refusal.R7.2": "Quien no lleva ficha roba de una en una, y juega la robada en cuanto entra",
  "refusal.R7.3": "Solo se pasa cuando no entra ninguna ficha y el pozo está vacío",
  "refusal.R7.4": "La mano está trancada: el pozo está vacío y nadie puede jugar",
  "refusal.R8.1":
    "Una mano acaba cuando alguien coloca su última ficha o nadie puede jugar; la siguiente empieza después",
  "refusal.R9.2": "La partida acaba cuando un bando, solo en cabeza, llega a la meta",
  "refusal.H1": "La meta es una de las que ofrece el juego",
  "refusal.H2": "Con Muggins, quien coloca una ficha canta sus puntos",
  "refusal.PB5": "Quien tiene el [6|6] sale con él en la primera mano de la partida",
});
