// El reparto del día y los enlaces de desafío (modes/reach.js, aids/compare.js): español.
import { minus, plural } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "daily.button": "Reparto del día",
  "daily.about":
    "Las mismas fichas para todos hoy: tú contra la computadora difícil, dos jugadores, las reglas de la hoja. Un intento que cuenta al día, sin pista ni deshacer.",
  "daily.title": "El reparto del {date}",
  "daily.won": ({ mine, them, n }) => `Ganaste ${minus(mine)}–${minus(them)} en ${plural(n, "mano", "manos")}.`,
  "daily.lost": ({ mine, them, n }) => `Perdiste ${minus(mine)}–${minus(them)} en ${plural(n, "mano", "manos")}.`,
  "daily.streak": ({ n }) => `Intento que cuenta. Días seguidos: ${n}.`,
  "daily.practice": "Práctica, no cuenta: el intento de este dispositivo para el {date} ya se usó, o la fecha ya pasó.",
  "daily.notYet": "El reparto del {date} todavía no está disponible.",
  "daily.refused": "No se puede repartir ese día: {why}",
  "daily.startCounted": "El reparto del {date}: tu intento que cuenta. Sin pista ni deshacer.",
  "daily.startPractice": "El reparto del {date}: práctica, no cuenta.",
  "daily.compareHard": "Comparar con la computadora difícil",
  "daily.hardWorking": "La computadora difícil juega estas mismas fichas… mano {n}",
  "daily.hardLine": ({ mine, them }) => `La computadora difícil con las mismas fichas: ${minus(mine)}–${minus(them)}.`,
  "daily.share": "Compartir",
  "daily.shareHead": "Five Up · el reparto del {date}",
  "daily.keptAside":
    "No se pudieron leer los intentos del reparto del día guardados en este dispositivo ({field}); se apartaron con la clave {key}.",
  "daily.keptInPlace":
    "No se pudieron leer los intentos del reparto del día guardados en este dispositivo ({field}); quedan como están y no se escribe encima.",
  "sidegame.challenge": "El desafío de un amigo: las mismas fichas, las mismas computadoras.",
  "challenge.button": "Desafiar a un amigo",
  "challenge.title": "Desafío",
  "challenge.resultTitle": "Desafío: los dos resultados",
  "challenge.checking": "Comprobando la partida con el motor de reglas de esta página…",
  "challenge.refused": "Este enlace de desafío no es válido: {why}",
  "challenge.notACode": "Esto no es un enlace de desafío: copia otra vez el enlace completo.",
  "challenge.why.scores": "{field}: la puntuación que trae no es la que dan sus jugadas.",
  "challenge.why.moves": "{field}: se cambió una jugada o el nombre después de la partida.",
  "challenge.why.computers":
    "{field}: se jugó contra las computadoras de otra versión de Five Up, así que esta página no puede comprobarlo.",
  "challenge.why.version": "{field}: lo hizo otra versión de Five Up.",
  "challenge.why.cut": "{field}: el enlace está cortado; copia otra vez el enlace completo.",
  "challenge.why.damaged": "{field}: el enlace está dañado; copia otra vez el enlace completo.",
  "challenge.friend": "Un amigo",
  "challenge.you": "Tú",
  "challenge.scored": ({ mine, name, them }) => `${name} hizo ${minus(mine)}–${minus(them)} con estas fichas: te toca.`,
  "challenge.answered": "{them} respondió al desafío de {name} con las mismas fichas:",
  "challenge.side": ({ mine, name, them }) => `${name}: ${minus(mine)}–${minus(them)}`,
  "challenge.dailyOf": "El reparto del {date}.",
  "challenge.play": "Jugar estas fichas",
  "challenge.notNow": "Ahora no",
  "challenge.sendBack": "Enviar tu respuesta",
  "challenge.shareText": "¿Superas mi puntuación de Five Up con las mismas fichas? {link}",
  "challenge.answerText": "Mi respuesta a tu desafío de Five Up, con las mismas fichas: {link}",
  "challenge.linkLabel": "El texto para enviar",
  "challenge.copied": "Copiado: pégalo en cualquier chat.",
  "challenge.copyByHand": "Copia este texto y envíalo por cualquier chat.",
});
