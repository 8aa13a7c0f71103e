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
  "daily.startChallenge":
    "El reparto de hoy, desde el desafío de un amigo: tu intento que cuenta. Sin pista ni deshacer.",
  "daily.lineCounted": "Reparto de hoy · sí cuenta · sin pista ni deshacer",
  "daily.linePracticeToday": "Reparto de hoy · práctica · sin pista ni deshacer",
  "daily.linePractice": "El reparto del {date} · práctica",
  "daily.legend": "{won} mano ganada · {lost} mano perdida · {even} empate; tus puntos y luego los de la computadora",
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
  "challenge.why.scores": "la puntuación que trae no es la que dan sus jugadas.",
  "challenge.why.moves": "se cambió después de la partida (una jugada, la mesa o el nombre).",
  "challenge.why.computers":
    "se jugó contra las computadoras de otra versión de Five Up, así que esta página no puede comprobarlo.",
  "challenge.why.version": "lo hizo otra versión de Five Up.",
  "challenge.why.cut": "el enlace está cortado en {field}; copia otra vez el enlace completo.",
  "challenge.why.damaged": "el enlace está dañado en {field}; copia otra vez el enlace completo.",
  "challenge.field.version": "la versión",
  "challenge.field.computers": "las computadoras",
  "challenge.field.table": "la mesa",
  "challenge.field.levels": "los niveles",
  "challenge.field.deals": "el reparto",
  "challenge.field.name": "el nombre",
  "challenge.field.scores": "la puntuación",
  "challenge.field.check": "la comprobación",
  "challenge.field.moves": "las jugadas",
  "challenge.field.code": "el código",
  "challenge.cannot": "Esta partida no puede ser un desafío: {why}",
  "challenge.made":
    "Envía esto a un amigo: jugará las mismas fichas desde tu lugar contra las mismas computadoras, y su página comprobará tu puntuación.",
  "challenge.friend": "Un amigo",
  "challenge.you": "Tú",
  "challenge.scored": ({ mine, name, them }) => `${name} hizo ${minus(mine)}–${minus(them)} con estas fichas: te toca.`,
  "challenge.side": ({ mine, name, them }) => `${name}: ${minus(mine)}–${minus(them)}`,
  "challenge.dailyOf": "El reparto del {date}.",
  "challenge.countedTry":
    "Es el reparto de hoy: jugar estas fichas es el intento que cuenta de este dispositivo. Sin pista ni deshacer.",
  "challenge.play": "Jugar estas fichas",
  "challenge.notNow": "Ahora no",
  "challenge.sendBack": "Enviar tu respuesta",
  "challenge.linkLabel": "El texto para enviar",
  "challenge.copied": "Copiado: pégalo en cualquier chat.",
  "challenge.copyByHand": "Copia este texto y envíalo por cualquier chat.",
  "challenge.theyWon": ({ name, n }) => `${name} te ganó por ${plural(n, "punto", "puntos")}.`,
  "challenge.youWon": ({ name, n }) => `Le ganaste a ${name} por ${plural(n, "punto", "puntos")}.`,
  "challenge.tied": ({ name, mine }) => `Empate con ${name}: ${minus(mine)} puntos cada uno.`,
  "challenge.answeredYou": "{name} respondió a tu desafío con las mismas fichas.",
  "challenge.versus": "Las dos partidas, ronda a ronda: tus puntos y los suyos",
  "challenge.round": "Ronda",
  "challenge.total": "Total",
  "challenge.checked": "✓ comprobado por el motor de este dispositivo",
  "challenge.nameLabel": "Tu nombre, para que lo vea tu amigo",
  "challenge.makeLink": "Crear el enlace",
  "challenge.shareText": ({ mine, them, link }) =>
    `Hice ${minus(mine)}–${minus(them)} con estas fichas: ¿puedes superarlo? ${link}`,
  "challenge.shareTextNamed": ({ name, mine, them, link }) =>
    `${name} hizo ${minus(mine)}–${minus(them)} con estas fichas: ¿puedes superarlo? ${link}`,
  "challenge.answerText": ({ mine, them, link }) =>
    `Mi respuesta a tu desafío: ${minus(mine)}–${minus(them)} con las mismas fichas. ${link}`,
  "challenge.answerTextNamed": ({ name, mine, them, link }) =>
    `${name} respondió a tu desafío: ${minus(mine)}–${minus(them)} con las mismas fichas. ${link}`,
  "challenge.keptAside":
    "No se pudo leer el desafío guardado en este dispositivo ({field}); se apartó con la clave {key}.",
  "challenge.keptInPlace":
    "No se pudo leer el desafío guardado en este dispositivo ({field}); queda como está y no se escribe encima.",
});
