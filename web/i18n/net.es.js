// Jugar con amigos en sus propios aparatos (modes/host.js, modes/guest.js, net/panel.js): español.
/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "newgame.kind.friend": "Aparato de un amigo",
  "net.hosting": "Eres el anfitrión: cada jugador juega desde su propio aparato.",
  "net.hostTable": "Jugar con amigos",
  "net.makeInvitations": "Crear invitaciones",
  "net.inviting": "Envía a cada amigo su invitación; la partida empieza cuando se hayan unido todos.",
  "net.answering": "Respondiendo a la invitación…",
  "net.badInvite": "Esta invitación no se puede usar: pide una nueva al anfitrión.",
  "net.badInviteField":
    "Este enlace no es una invitación completa ({field}): pide al anfitrión que la vuelva a enviar.",
  "net.replyPrompt": "Envía tu código de respuesta al anfitrión.",
  "net.gone": "{name} se ha desconectado. La partida espera; envíale la nueva invitación.",
  "net.flooded": "El aparato de {name} envió demasiados mensajes: no se lee nada suyo durante {seconds} segundos.",
  "net.floodDropped": "El aparato de {name} siguió enviando demasiados mensajes: queda desconectado.",
  "net.resumed": "Ya están todos. La partida sigue.",
  "net.keptRefused": "No se pudo leer la mesa guardada en este aparato; se ha apartado.",
  "net.hostGone": "Se perdió la conexión con el anfitrión. Reconectando: pide al anfitrión una nueva invitación.",
  "net.refused": "El anfitrión lo rechazó: {message}",
  "net.paused": "Hay un jugador desconectado; la partida lo espera.",
  "net.cannotCheck": "este aparato no vio la mano desde el principio",
  "net.dealFair": "Reparto de la mano {n} comprobado en este aparato: limpio.",
  "net.dealUnfair": "El reparto de la mano {n} no cuadra: {reason}",
  "net.notSent": "No se pudo enviar tu jugada: no hay conexión.",
  "net.copy": "Copiar",
  "net.copied": "Copiado",
  "net.status.connected": "Conectado con el anfitrión.",
  "net.status.reconnecting": "Reconectando…",
  "net.status.offline": "Aún sin conexión.",
  "net.seat.inviting": "invitado",
  "net.seat.connected": "conectado",
  "net.seat.gone": "desconectado",
  "net.seat.connecting": "conectando…",
  "net.seat.failed": "no se pudo conectar",
  "net.reply.damaged":
    "Esto no es un código de respuesta completo ({field}): vuelve a copiar la respuesta de {name} entera.",
  "net.reply.other": "Esta respuesta es de {other}, no de {name}: pégala bajo la invitación de {other}.",
  "net.reply.old":
    "Esta respuesta contesta a una invitación anterior de {name} que ya no sirve. Pide a {name} que abra el enlace de arriba y envíe la respuesta que le aparezca.",
  "net.reply.unknown":
    "Esta respuesta no contesta a ninguna invitación de esta mesa. Pide a {name} que abra el enlace de arriba y envíe la respuesta que le aparezca.",
  "net.reply.taken": "La invitación de {name} ya recibió una respuesta y se está conectando.",
  "net.failed.unusable": "No se pudo usar la respuesta de {name}. Envía a {name} este enlace nuevo.",
  "net.failed.closed": "La conexión con {name} se cerró antes de que se uniera. Envía a {name} este enlace nuevo.",
  "net.failed.noRoute":
    "El aparato de {name} y este no lograron comunicarse: redes distintas pueden bloquear un enlace directo. Usa la misma wifi en los dos o la zona wifi de un móvil, o configura un servidor TURN en Ajustes, en Opciones avanzadas; luego envía a {name} este enlace nuevo.",
  "net.usedLink":
    "Este aparato ya respondió a esta invitación, y una invitación sirve una sola vez. Pide al anfitrión el enlace nuevo: su página crea uno en cuanto ve que te fuiste, o cuando pulsa Crear un enlace nuevo.",
  "net.noRoute":
    "Los dos aparatos no lograron comunicarse. Conecta los dos a la misma wifi, o un móvil a la zona wifi del otro, o configura un servidor TURN en Ajustes, en Opciones avanzadas.",
  "net.inviteTitle": "Invita a tus amigos",
  "net.inviteLead":
    "Cada amigo abre su propio enlace en su propio aparato. No hay ningún servidor de por medio: los aparatos se conectan directamente.",
  "net.fairTitle": "¿Cómo se asegura que el reparto es justo?",
  "net.fairNote":
    "Cada aparato añade una parte al azar a cada reparto, así que nadie, ni siquiera el anfitrión, elige las fichas, y el aparato de cada amigo comprueba el reparto al acabar la mano. El aparato del anfitrión sí guarda las fichas ocultas mientras dura una mano: hace de árbitro.",
  "net.rejoinTitle": "Esperando a que vuelva un amigo",
  "net.rejoinLead": "Envíale esta nueva invitación o deja que una máquina juegue en su asiento.",
  "net.making": "Creando la invitación…",
  "net.stepSend": "1. Envía este enlace",
  "net.stepBack": "2. Pega o escanea la respuesta de tu amigo",
  "net.share": "Compartir",
  "net.qrLabel": "Código QR del enlace",
  "net.accept": "Conectar",
  "net.newLink": "Crear un enlace nuevo",
  "net.toComputer": "Que una máquina juegue en este asiento",
  "net.scan": "Escanear respuesta",
  "net.scanAim": "Apunta la cámara de este aparato al código de respuesta en la pantalla de tu amigo.",
  "net.scanVideo": "La imagen de la cámara",
  "net.scanCancel": "Cancelar",
  "net.scanRead": "Código de respuesta leído por la cámara.",
  "net.scanTimeout":
    "No se leyó ningún código en {n} minutos, así que la cámara se apagó. Vuelve a escanear o pega el código de respuesta.",
  "net.scanInsecure":
    "La cámara no se puede usar en esta página tal como se abrió (necesita una dirección https segura). Pega el código de respuesta.",
  "net.scanRefused":
    "Esta página no tiene permiso para usar la cámara. Permítelo en los ajustes del navegador o pega el código de respuesta.",
  "net.scanNone": "Este aparato no tiene cámara que usar. Pega el código de respuesta.",
  "net.scanFailed": "No se pudo encender la cámara (quizá la usa otra aplicación). Pega el código de respuesta.",
  "net.joinTitle": "Uniéndote a una mesa",
  "net.joinLead":
    "Devuelve este código de respuesta al anfitrión: cópialo o enséñale esta pantalla para que lo escanee con Escanear respuesta. La partida empieza cuando el anfitrión lo tenga.",
  "net.pausedTitle": "La partida está en pausa",
  "net.unknownGame": "Esta mesa juega a {game}: actualiza la página o pide al anfitrión jugar a Five Up.",
  "net.guestUnknownGame": "La página de {name} no conoce este juego: pídele que la actualice o elige otro juego.",
  "net.unknownTitle": "Aquí no se conoce el juego de esta mesa",
  "net.tableHost": "Anfitrión: {host}",
  "net.stepReply": "Tu código de respuesta:",
  "net.relayOption": "Conectar automáticamente",
  "net.relayNote":
    "La respuesta de tu amigo vuelve sola, sellada: los repetidores ven las direcciones de los dos aparatos y cuándo se conectan, no lo que se envía.",
  "net.relaysUsed": "Usa los repetidores públicos {relays}.",
  "net.relaySend": "Conectar automáticamente",
  "net.relayGuestNote":
    "Los repetidores ven las direcciones de los dos aparatos y cuándo se conectan, no lo que se envía. O envía el código de respuesta de abajo.",
  "net.relaySending": "Conectando automáticamente…",
  "net.relayFailed": "No se pudo conectar por los repetidores: envía al anfitrión el código de respuesta de abajo.",
  "settings.stun": "Jugar entre redes distintas",
  "settings.advanced": "Opciones avanzadas",
  "settings.stunNote":
    "Desactivado de serie. Un servidor STUN es un servidor ajeno, usado solo para encontrar un camino entre aparatos de redes distintas. Déjalo vacío en una sola red.",
  "settings.stunField": "Dirección del servidor STUN (stun:servidor:puerto)",
  "settings.stunPlaceholder": "stun:servidor:puerto",
  "settings.stunBad": "No es una dirección STUN: escríbela como stun:servidor o stun:servidor:puerto.",
  "settings.turn": "Retransmitir cuando no hay camino",
  "settings.turnNote":
    "Desactivado de serie. Un servidor TURN es un servidor ajeno: retransmite el tráfico de la partida entre los aparatos, y solo cuando no encuentran un camino directo. Escribe los tres datos que te dé su dueño, o déjalos vacíos.",
  "settings.turnField": "Dirección del servidor TURN (turn:servidor:puerto)",
  "settings.turnPlaceholder": "turn:servidor:puerto",
  "settings.turnUser": "Usuario TURN",
  "settings.turnCredential": "Contraseña TURN",
  "settings.turnBad.url":
    "Dirección del servidor TURN: escríbela como turn:servidor:puerto o turns:servidor:puerto (hace falta si hay usuario o contraseña).",
  "settings.turnBad.username": "Usuario TURN: hace falta con un servidor TURN, como mucho 128 caracteres.",
  "settings.turnBad.credential": "Contraseña TURN: hace falta con un servidor TURN, como mucho 128 caracteres.",
});
