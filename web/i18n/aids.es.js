// Textos en español de las ayudas de juego (aids.js, log.js, replay.js, coach.js, fairdeal.js,
// tally.js, rules.js, viewer.js); se unen a es.js. Claves: "aids.*". Términos como en es.js.
import { plural } from "./numbers.js";

/** @type {(n: number) => string} */
const pts = (n) => plural(n, "punto", "puntos");

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "aids.close": "Cerrar",

  // ---- botones junto a la mesa ----
  "aids.hint": "Pista",
  "aids.undo": "Deshacer",
  "aids.log": "Jugadas",
  "aids.rules": "Reglas",
  "aids.hint.title": "Pista (H): la jugada que haría la máquina difícil en tu lugar",
  "aids.undo.title": "Deshacer (U): retira tu última jugada y las de las máquinas que vinieron después",
  "aids.undo.titleCount": ({ n }) =>
    `Deshacer (U): retira tu última jugada y las de las máquinas que vinieron después (usado ${plural(n, "vez", "veces")} en esta partida)`,
  "aids.log.button": "Registro de jugadas, guardar y cargar, repetición",
  "aids.rules.button": "Las reglas, con los ejemplos del reglamento",

  // ---- anticipo de puntos ----
  "aids.preview.note": "+{points} · Σ{sum}",
  "aids.preview.noteNone": "Σ{sum}",
  "aids.preview.said": ({ sum, points, raw }) => `suma de las puntas ${sum}, anota ${raw} brutos (${pts(points)})`,
  "aids.preview.saidNone": "suma de las puntas {sum}, sin puntos",

  // ---- pista ----
  "aids.hint.tag": "pista",
  "aids.hint.asking": "Pidiendo una pista a la máquina difícil…",
  "aids.hint.said": "Pista: la máquina difícil optaría por {move}.",
  "aids.hint.scores": ({ points, sum }) => `Así la suma de las puntas queda en ${sum} y anota ${pts(points)}.`,
  "aids.hint.noScore": "Así la suma de las puntas queda en {sum} (ahora sin puntos).",
  "aids.move.draw": "robar",
  "aids.move.pass": "pasar",
  "aids.move.open": "salir con {tile}",
  "aids.move.place": "jugar {tile} en {end}",
  "aids.did.draw": "robaste",
  "aids.did.pass": "pasaste",
  "aids.did.open": "saliste con {tile}",
  "aids.did.place": "jugaste {tile} en {end}",
  "aids.didBy.draw": "{name} robó",
  "aids.didBy.pass": "{name} pasó",
  "aids.didBy.open": "{name} salió con {tile}",
  "aids.didBy.place": "{name} jugó {tile} en {end}",

  // ---- deshacer ----
  "aids.undo.since": ({ name }) =>
    `${name} ya ha jugado después: Deshacer solo retira tu última jugada mientras nadie más haya jugado.`,
  "aids.undo.doneBy": ({ name, n }) =>
    `${name} retiró su última jugada (${plural(n, "vez", "veces")} en esta partida).`,
  "aids.undo.done": ({ n }) => `Retiraste tu última jugada (${plural(n, "vez", "veces")} en esta partida).`,

  // ---- sucesos en el registro y la repetición ----
  "aids.ev.draw": "{name} roba una ficha.",
  "aids.ev.drawYou": "Robas una ficha.",
  "aids.ev.pass": "{name} pasa.",
  "aids.ev.passYou": "Pasas.",
  "aids.ev.open": "{name} sale con {tile}{drawn}: suma de las puntas {sum}, {score}.",
  "aids.ev.openYou": "Sales con {tile}{drawn}: suma de las puntas {sum}, {score}.",
  "aids.ev.place": "{name} juega {tile}{drawn} en {end}: suma de las puntas {sum}, {score}.",
  "aids.ev.placeYou": "Juegas {tile}{drawn} en {end}: suma de las puntas {sum}, {score}.",
  "aids.ev.scores": ({ raw, points }) => `anota ${raw} brutos (${pts(points)})`,
  "aids.ev.noScore": "sin puntos",
  "aids.ev.drawnNote": " (recién robada)",

  // ---- registro de jugadas ----
  "aids.log.title": "Registro de jugadas",
  "aids.log.export": "Guardar la partida en un archivo",
  "aids.log.import": "Cargar una partida de un archivo",
  "aids.log.replay": "Volver a ver la partida",
  "aids.log.loading": "Leyendo el registro…",
  "aids.log.empty": "Aún no hay partida: reparte primero.",
  "aids.log.hostsGame":
    "La partida es del anfitrión: guardarla, repetirla y volver a jugar una mano se hace en su dispositivo.",
  "aids.log.round": "Mano {n}",
  "aids.log.starter": "Salió {name}.",
  "aids.log.noMoves": "Aún no hay jugadas.",
  "aids.log.blocked": "La mano se trancó: nadie podía jugar y el pozo estaba vacío.",
  "aids.log.blockedNoStock": "La mano se trancó: nadie podía jugar.",
  "aids.log.out": "{name} dominó.",
  "aids.log.deduction": ({ name, raw, points }) => `${name}: fichas contadas, −${raw} brutos (−${pts(points)}).`,
  "aids.log.noDeduction": "{name}: nada que descontar.",
  "aids.log.scores": "Tanteo tras la mano: {scores}.",
  "aids.log.seed": "Semilla del reparto (reparto limpio): {seed}",
  "aids.log.undos": ({ n }) => `Jugadas retiradas en esta partida: ${n}.`,
  "aids.log.exported":
    "El archivo de la partida está en tus descargas. Cárgalo aquí otra vez para seguir o para repetirla.",
  "aids.log.notJson": "{name} no es un archivo de partida de Five Up (no es JSON).",
  "aids.log.tooBig":
    "{name} es demasiado grande para ser un archivo de partida de Five Up (más de {mb} MB). No se leyó; la partida en juego sigue igual.",
  "aids.log.refused": "No se pudo cargar este archivo y la partida en juego sigue igual. El motor dice: {message}",
  "aids.log.busy": "Espera a tu turno (o al final de la mano) para cargar una partida.",
  "aids.log.loaded": "Partida cargada: mano {n}.",
  "aids.log.failed": "No se pudo leer el registro: {message}",
  // ---- lo que sabe la mesa (ledger.js) ----
  "aids.ledger.title": "Lo que sabe la mesa",
  "aids.ledger.how":
    "Quien roba o pasa no lleva nada que sirva en las puntas abiertas: todos saben que no lleva esos números hasta que vuelva a robar.",
  "aids.ledger.howNoStock":
    "Quien pasa no lleva nada que sirva en las puntas abiertas: todos saben que no lleva esos números en lo que queda de mano.",
  "aids.ledger.player": "Jugador",
  "aids.ledger.tiles": "Fichas en la mano",
  "aids.ledger.lacks": "No lleva",
  "aids.ledger.nothing": "no se sabe nada",
  "aids.ledger.boneyard": ({ n }) => `Pozo: ${plural(n, "ficha", "fichas")}.`,
  "aids.ledger.unseen": ({ n }) => `Fichas que no has visto (${n})`,
  "aids.ledger.curtain": "Solo sale lo que sabe cada jugador: las fichas que no has visto te toca deducirlas a ti.",

  // ---- visor, repetición ----
  "aids.viewer.prev": "Un paso atrás (←)",
  "aids.viewer.next": "Un paso adelante (→)",
  "aids.viewer.noTiles": "sin fichas",
  "aids.replay.title": "Repetición",
  "aids.replay.prevRound": "◀◀ Mano",
  "aids.replay.nextRound": "Mano ▶▶",
  "aids.replay.deal": ({ name, you }) => (you ? "El reparto: sales tú." : `El reparto: sale ${name}.`),
  "aids.replay.move": "Jugada {n}:",
  "aids.replay.scores": "Tanteo: {scores}.",
  "aids.replay.position": "Mano {round} de {rounds} · jugada {step} de {steps}",
  "aids.replay.boneyard": "Pozo",
  "aids.replay.raw": "brutos",

  // ---- entrenador ----
  "aids.coach.title": "Entrenador",
  "aids.coach.heading": "Entrenador",
  "aids.coach.intro":
    "¿Cuáles de tus jugadas habría hecho de otro modo la máquina difícil, y cuántos puntos esperaba ganar con ello?",
  "aids.coach.ask": "Revisar mis jugadas",
  "aids.coach.wait": "El entrenador está mirando tus jugadas…",
  "aids.coach.none": "La máquina difícil habría elegido igual que tú en cada jugada de esta mano, o casi igual.",
  "aids.coach.lead": ({ n, total }) =>
    `${plural(n, "jugada", "jugadas")} que la máquina difícil habría hecho de otro modo, que valen en total unos ${total} puntos:`,
  "aids.coach.moment": "Jugada {n}: {played}; la máquina difícil optaría por {better}, unos {gain} puntos mejor.",
  "aids.coach.explain":
    "(Lo esperado al suponer muchas veces las fichas ocultas, con lo que sabías entonces: los puntos de tu bando menos los de los demás hasta el final de la mano.)",
  "aids.coach.momentExact":
    "Jugada {n}: {played}; la máquina difícil optaría por {better}, exactamente {gain} puntos mejor.",
  "aids.coach.explainExact":
    "(Exacto: se conocían todas las fichas ocultas, así que el cálculo jugó el resto de la mano con el mejor juego de cada bando: los puntos de tu bando menos los de los demás hasta el final de la mano.)",
  "aids.coach.exact": "Exacto",
  "aids.coach.estimate": "Estimación",
  "aids.coach.introPeople":
    "Elige una persona: ¿cuáles de sus jugadas habría hecho de otro modo la máquina difícil, y cuántos puntos esperaba ganar con ello?",
  "aids.coach.askFor": "Revisar las jugadas de {name}",
  "aids.coach.waitFor": "El entrenador está mirando las jugadas de {name}…",
  "aids.coach.whose": "Jugadas de {name}:",
  "aids.coach.noneFor": "La máquina difícil habría elegido igual que {name} en cada jugada de esta mano, o casi igual.",
  "aids.coach.stepThrough": "Verlas en la mesa",
  "aids.coach.position": "Mano {round} · momento {i} de {n}",
  "aids.coach.values": "Puntos esperados",
  "aids.coach.valuesExact": "Puntos exactos (el mejor juego de cada bando)",
  "aids.coach.value": "{tile} en {end}: {value}",
  "aids.coach.valueOpen": "salir con {tile}: {value}",
  "aids.coach.failed": "El entrenador no pudo revisar esta mano: {message}",

  // ---- las notas de pareja del entrenador (partnernotes.js) ----
  "aids.partner.heading": "Tu compañero, {partner}",
  "aids.partner.headingFor": "Compañero de {name}: {partner}",
  "aids.partner.told": "Lo que dijo el juego de {partner}",
  "aids.partner.toldNone": "{partner} no dio ninguna señal en esta mano.",
  "aids.partner.pass": "Jugada {n}: {partner} pasó; no lleva fichas con {numbers}.",
  "aids.partner.draw": "Jugada {n}: {partner} robó; no llevaba fichas con {numbers}.",
  "aids.partner.led": "Jugada {n}: {partner} eligió salir con {tile}; seguramente va fuerte al {numbers}.",
  "aids.partner.long":
    "Jugadas {moves}: {partner} dejó un {number} a la vista {times}; seguramente el {number} es su número.",
  "aids.partner.times": ({ n }) => `${n} veces`,
  "aids.partner.missedHeading": "Dónde importó",
  "aids.partner.missedNone": "Ninguna decisión de esta mano fue en contra.",
  "aids.partner.missed": "Jugada {n}: {played}; {better} habría {why}, unos {gain} puntos mejor.",
  "aids.partner.missedExact": "Jugada {n}: {played}; {better} habría {why}, exactamente {gain} puntos mejor.",
  "aids.partner.kept": "dejado a la vista el {numbers} de {partner}",
  "aids.partner.avoided": "mostrado menos el {numbers} que {partner} no lleva",
  "aids.partner.on": "{tile} en {end}",
  "aids.partner.open": "salir con {tile}",
  "aids.partner.misledHeading": "Dónde una jugada le dijo a {partner} lo que no era",
  "aids.partner.misledNone": "Ninguna jugada de esta mano le mostró a {partner} un número que no había.",
  "aids.partner.misled": "Jugada {n}: {played} y quedó a la vista un {number} sin otro {number} en la mano",
  "aids.partner.misledPartner":
    "{partner} volvió a dejar un {number} a la vista en la jugada {m}, jugando a ese número",
  "aids.partner.misledPass": "en la jugada {m}, sin nada que jugar al {number}, la mesa vio que no había más",
  "aids.partner.honest": "{better} no habría mostrado nada que faltara, unos {gain} puntos mejor.",
  "aids.partner.honestExact": "{better} no habría mostrado nada que faltara, exactamente {gain} puntos mejor.",

  // ---- reparto limpio ----
  "aids.fair.line": "Huella del reparto",
  "aids.fair.lot": "Reparto limpio, huella:",
  "aids.fair.title": "Reparto limpio",
  "aids.fair.fingerprint": "Huella mostrada antes de la mano (SHA-256 de la semilla)",
  "aids.fair.seed": "La semilla de la mano, mostrada ahora",
  "aids.fair.verify": "Comprobar la huella",
  "aids.fair.match":
    "Coincide: el SHA-256 de esta semilla es la huella mostrada antes de la mano, así que las fichas quedaron revueltas antes de que nadie jugara.",
  "aids.fair.mismatch": "No coincide: el SHA-256 de la semilla es {digest}.",
  "aids.fair.noCrypto":
    "Este navegador no puede calcular aquí el SHA-256 (necesita una página https); compruébalo con cualquier herramienta de SHA-256.",
  "aids.fair.given":
    "El reparto de esta mano se dio hecho, no se revolvió con una semilla, así que no hay nada que comprobar.",
  "aids.fair.howTitle": "Vuelve a calcular el reparto tú mismo",
  "aids.fair.how": ({ players }) =>
    `La semilla revuelve las 28 fichas en el orden [0|0], [0|1], … [6|6] (DOUBLE_SIX) con random.Random(int(seed)).shuffle de Python; las ${players} manos son las 5 primeras fichas, las 5 siguientes, y así, y el resto es el pozo, del que se roba por delante. El mismo generador tira luego los dados del sorteo cuando hace falta. En Python:`,

  // ---- anotación en papel ----
  "aids.tally.show": "Ver el tanteo anotado en papel",
  "aids.tally.hide": "Ocultar la anotación en papel",
  "aids.tally.words": ({ fifties, strokes }) =>
    `Anotación en papel: ${plural(fifties, "X grande (50 puntos brutos)", "X grandes (50 puntos brutos cada una)")} y ${plural(strokes, "raya", "rayas")}`,
  "aids.tally.negative": "menos, {words}",

  // ---- reglas ----
  "aids.rules.title": "Reglas de Five Up",
  "aids.rules.lead": "En resumen (los números son los del reglamento):",
  "aids.rules.r1.title": "R1 Jugadores y reparto.",
  "aids.rules.r1":
    "Un juego doble seis, 28 fichas. Dos, tres o cuatro jugadores; con cuatro, los compañeros se sientan enfrente y comparten el tanteo. Cada uno recibe 5 fichas; el resto es el pozo, y se puede robar entero.",
  "aids.rules.r2.title": "R2 Turnos.",
  "aids.rules.r2":
    "Se juega en el sentido de las agujas del reloj. Un sorteo con dados decide quién sale en la primera mano. Quien domina sale en la mano siguiente; tras un tranque se vuelve a sortear.",
  "aids.rules.r3.title": "R3 Colocar.",
  "aids.rules.r3":
    "La mano sale con cualquier ficha. Después, cada ficha se une a una punta abierta que muestre el mismo número. Toda mula se juega por sus cuatro lados y se pone atravesada; se le une por su línea A, y sus dos ramas solo se abren cuando los dos lados de la línea están ocupados.",
  "aids.rules.r4.title": "R4 Puntas abiertas.",
  "aids.rules.r4":
    "Una ficha puede unirse a la mitad libre de una ficha, a un lado libre de la línea de una mula o, cuando los dos lados de la línea están ocupados, a una rama de la mula.",
  "aids.rules.r5.title": "R5 La suma de las puntas.",
  "aids.rules.r5":
    "Tras cada jugada se suman las puntas exteriores. Una mula en la punta de una línea cuenta sus dos mitades ([4|4] suma 8, [2|2] sola es 4). Una mula con los dos lados de la línea ocupados no suma nada por sí misma, y una rama sin abrir suma 0.",
  "aids.rules.r6.title": "R6 Puntos.",
  "aids.rules.r6":
    "Si la suma es 5, 10, 15, … el bando que juega anota exactamente esos puntos brutos; cualquier otra suma, y el 0, no anota nada. 5 puntos brutos son 1 punto.",
  "aids.rules.r7.title": "R7 Jugar, robar, pasar.",
  "aids.rules.r7":
    "Si puedes colocar una ficha, tienes que hacerlo. Si no, roba del pozo de una en una; en cuanto una ficha robada entra, juegas esa ficha. Solo pasas cuando no llevas ficha y el pozo está vacío.",
  "aids.rules.r8.title": "R8 Fin de la mano.",
  "aids.rules.r8":
    "La mano acaba cuando alguien coloca su última ficha (domina) o cuando nadie puede jugar (tranque). Entonces se cuentan las fichas que quedan en cada mano: sus tantos, redondeados al 5 más cercano (1–2 hacia abajo, 3–4 hacia arriba), se restan del tanteo de su propio bando. Las fichas de los compañeros se redondean una a una.",
  "aids.rules.r9.title": "R9 Ganar.",
  "aids.rules.r9":
    "Tras los descuentos, gana el bando que tenga {target} puntos ({raw} brutos) o más y esté solo en cabeza. Si hay empate en cabeza, se juega otra mano.",
  "aids.rules.r10.title": "R10 En papel.",
  "aids.rules.r10":
    "Una raya por punto (5 brutos); 10 puntos son una X grande con una x pequeña en cada hueco. Así se ven 13 puntos:",
  "aids.rules.current": "Esta partida: gana quien llegue a {target} puntos.",
  "aids.rules.currentSheet": "Esta partida: la del reglamento, a {target} puntos, sin reglas de la casa.",
  "aids.rules.currentMuggins": "Muggins está activado: canta los puntos de cada ficha que juegues (H2).",
  "aids.rules.house": "Reglas de la casa (desactivadas salvo que se elijan en el diálogo de partida nueva)",
  "aids.rules.h1.title": "H1 Meta.",
  "aids.rules.h1":
    "Una mesa puede acordar una partida más corta o más larga: gana quien llegue a una de estas metas: {choices} puntos (la del reglamento es {target}).",
  "aids.rules.h2.title": "H2 Muggins (cantar los puntos).",
  "aids.rules.h2":
    "Quien coloca una ficha canta los puntos que hace, como los cuenta la hoja de puntos. Un canto exacto anota; si no canta o canta mal, no anota nada, y el siguiente bando en turno se lleva los puntos de verdad («¡Muggins!»). Las máquinas siempre cantan exacto.",
  "aids.rules.examples": "Los ejemplos del reglamento",
  "aids.rules.examplesLead":
    "La mesa de abajo se construye ficha a ficha, dibujada como en la mesa: las fichas con borde naranja son mulas, las insignias con número son las puntas que cuentan y los anillos vacíos, puntas abiertas que no suman.",
  "aids.rules.stepOf": "Paso {n} de {of}",
  "aids.rules.stepOpen": "Paso {n}: sale {tile}. Suma de las puntas {sum}: {score}.",
  "aids.rules.step": "Paso {n}: {tile} en {end}, unida por su {by}. Suma de las puntas {sum}: {score}.",
  "aids.rules.notInSheet": "(El reglamento no muestra la suma de este paso.)",
  "aids.rules.scores": ({ raw, points }) => `anota ${raw} brutos (${pts(points)})`,
  "aids.rules.noScore": "sin puntos",
  "aids.rules.ex22": "[2|2] sale sola: los dos lados de su línea están abiertos, suma {sum}: {score}.",
  "aids.rules.ex00": "[0|0] sale sola: suma {sum}: {score} (el cero nunca anota).",
  "aids.rules.ex15": "[3|6] y luego [6|6] en su punta mayor: suma {sum}: {score}.",
});
