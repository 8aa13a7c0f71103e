// Textos en español del historial de partidas y sus gráficos; se unen a es.js.
import { plural } from "./numbers.js";

/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  // ---- el panel del historial ----
  "history.open": "Historial de partidas",
  "history.title": "Historial de partidas",
  "history.lead": ({ n, max }) =>
    `${plural(n, "partida terminada", "partidas terminadas")} en este aparato (se guardan las últimas ${max}). Elige una partida para ver sus manos.`,
  "history.export": "Guardar en un archivo",
  "history.import": "Leer un archivo",
  "history.none": "Aún no hay ninguna partida terminada en este aparato. Termina una y aparecerá aquí.",
  "history.games": "Partidas, la más reciente primero",
  "history.rounds": ({ n }) => plural(n, "mano", "manos"),
  "history.winner": "ganó {name}",
  "history.noWinner": "sin ganador",
  "history.legend":
    "Arriba: el tanteo de cada bando tras cada mano; la línea discontinua es la meta. Abajo: los puntos de cada mano, las jugadas hacia arriba en el color del bando y las fichas descontadas hacia abajo en rojo.",
  "history.legendMuggins":
    "Arriba: el tanteo de cada bando tras cada mano; la línea discontinua es la meta. Abajo: los puntos de cada mano, las jugadas hacia arriba en el color del bando, los Muggins (puntos ganados por un canto ajeno) más claros a su lado y las fichas descontadas hacia abajo en rojo.",
  "history.exported": ({ n }) => `${plural(n, "partida guardada", "partidas guardadas")} en un archivo.`,
  "history.imported": ({ n }) => `Archivo leído: ${plural(n, "partida nueva añadida", "partidas nuevas añadidas")}.`,
  "history.importRefused":
    "Ese archivo no es un historial de Five Up que esta página sepa leer (en «{field}»). No se añadió nada.",
  "history.unreadable": "No se pudo leer el historial de partidas de este aparato (en «{field}»).",
  "history.keptAside": "Se ha apartado en este navegador como «{key}» y empieza un historial nuevo.",
  "history.keptInPlace":
    "No hay sitio para una copia, así que se ha dejado donde estaba y no se le añade ninguna partida.",
  "history.replay": "Volver a ver esta partida",
  "history.replayGone": ({ n }) =>
    `Las jugadas de esta partida no se guardan en este aparato (solo las de las ${n} últimas partidas terminadas aquí), así que no se puede repetir.`,
  "history.replayRefused": "No se pudo repetir la partida guardada en este aparato: {message}",
  "history.replaysUnreadable": "No se pudieron leer las jugadas de las partidas guardadas para repetir (en «{field}»).",
  "history.replaysKeptAside":
    "Se han apartado en este navegador como «{key}»; las partidas que se terminen a partir de ahora se podrán repetir.",
  "history.replaysKeptInPlace":
    "No hay sitio para una copia, así que se han dejado donde estaban y no se guardan más partidas para repetir.",
  "history.notKept":
    "La última partida no se pudo añadir al historial: el almacenamiento del navegador para esta página está lleno.",

  // ---- los gráficos ----
  "chart.keys": "Las flechas izquierda y derecha pasan de una columna a otra; sus cifras se ven bajo el gráfico.",
  "chart.gameLabel": "El tanteo mano a mano y de dónde salieron los puntos de cada mano.",
  "chart.gameCaption": "Los puntos de cada mano según de dónde salieron, y el tanteo después",
  "chart.round": "Mano {n}",
  "chart.roundHead": "Mano",
  "chart.blocked": "tranque",
  "chart.out": "{name} dominó",
  "chart.side":
    "{name} {before} → {after} (jugadas {placements}, Muggins {muggins}, fichas {deductions}, mano {total})",
  "chart.placements": "jugadas",
  "chart.muggins": "Muggins",
  "chart.deductions": "fichas descontadas",
  "chart.total": "total de la mano",
  "chart.after": "tanteo después",
  "chart.trendLabel": "{who}: porcentaje de victorias hasta ahora y puntos por mano, partida a partida.",
  "chart.trendCaption": "{who}: en cada partida, el porcentaje de victorias hasta ahora y los puntos por mano",
  "chart.trendGame":
    "Partida {n} de {of}, {when}: {result} {score}; {wins} ganadas de {played} hasta ahora ({rate} %); {perRound} puntos por mano.",
  "chart.won": "ganada",
  "chart.lost": "perdida",
  "chart.gameHead": "Partida",
  "chart.result": "Resultado",
  "chart.rate": "Victorias hasta ahora",
  "chart.perRound": "Puntos por mano",

  // ---- la tendencia en el panel de estadísticas ----
  "trend.title": "Tendencia",
  "trend.lead": ({ n }) =>
    `En el historial (${plural(n, "partida", "partidas")}): la línea es la parte de partidas ganadas hasta ahora; las barras, los puntos por mano de cada partida (dorado: ganada).`,
  "trend.none": "Aún no hay partidas en el historial.",
});
