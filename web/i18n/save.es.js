// Textos en español de las partidas guardadas, los avisos y las estadísticas; se unen a es.js.

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "notice.close": "Vale",

  // ---- partidas guardadas ----
  "save.resumed": "Tu partida sigue donde la dejaste (mano {n}).",
  "save.offBlocked":
    "No se guarda nada: este navegador no deja que la página almacene datos (ventana privada o almacenamiento bloqueado). Puedes seguir jugando, pero al cerrar la página se acaba la partida.",
  "save.offFull":
    "No se guarda nada: el almacenamiento del navegador para esta página está lleno. Puedes seguir jugando; la partida se vuelve a guardar en cuanto haya sitio.",
  "save.rejected.corrupt": "No se pudo leer tu partida guardada: los datos están dañados.",
  "save.rejected.newer": "Tu partida guardada es de una versión más nueva de Five Up, que esta página no sabe leer.",
  "save.rejected.refused": "El motor del juego no pudo recuperar tu partida guardada ({detail}).",
  "save.rejected.tooBig": "No se pudo leer tu partida guardada: es demasiado grande para ser una partida de Five Up.",
  "save.keptAside": "Se ha apartado en este navegador como «{key}» y empieza una partida nueva.",
  "save.keptInPlace":
    "No hay sitio para una copia, así que se ha dejado donde estaba y no se guarda nada. Descárgala si quieres conservarla y luego descártala para volver a guardar tus partidas.",
  "save.download": "Descargarla",
  "save.discard": "Descartarla",
  "save.discarded": "La partida guardada que no se podía usar ya no está; se vuelve a guardar.",
  "save.position":
    "Esta es una posición preparada, no una partida repartida según las reglas: se puede jugar, pero nunca cuenta en las estadísticas.",

  // ---- estadísticas ----
  "stats.open": "Estadísticas",
  "stats.title": "Estadísticas",
  "stats.lead": "Guardadas en este aparato, de una visita a otra.",
  "stats.off": "No se guardan estadísticas: este navegador no deja que la página almacene datos.",
  "stats.full": "El almacenamiento del navegador está lleno: puede que las partidas nuevas no cuenten.",
  "stats.none": "Aún no hay partidas terminadas.",
  "stats.waiting": "Tus estadísticas se muestran cuando el juego termine de cargar.",
  "stats.game": "Partida",
  "stats.played": "Jugadas",
  "stats.won": "Ganadas",
  "stats.kind": ({ players, levels }) => `${players} jugadores · ${levels}`,
  "stats.total": "Todas las partidas",
  "stats.bestScore": "Mejor tanteo",
  "stats.streak": "Racha de victorias actual",
  "stats.bestStreak": "Racha de victorias más larga",
  "stats.undos": "Jugadas deshechas",
  "stats.reset": "Borrar las estadísticas",
  "stats.resetConfirm":
    "¿Poner a cero todas las estadísticas de {game}? Las de los otros juegos se quedan. No se puede deshacer.",
  "stats.resetYes": "Borrar",
  "stats.resetNo": "Conservarlas",
  "stats.people": "Personas en este aparato",
  "stats.person": "Nombre",
  "stats.best": "Mejor",
  "stats.streakNow": "Racha",
  "stats.streakBest": "Más larga",
  "stats.alone": "Una persona contra las máquinas",
  "stats.noneAlone": "Aún no hay partidas terminadas de una persona contra las máquinas.",
  "stats.keptAside":
    "No se pudieron leer las estadísticas de este aparato. Se han apartado en este navegador como «{key}» y empiezan unas nuevas.",
  "stats.keptInPlace":
    "No se pudieron leer las estadísticas de este aparato y no hay sitio para una copia: se quedan donde están y no cuenta ninguna partida hasta que haya sitio (o hasta que borres las estadísticas).",
  "stats.close": "Cerrar",
});
