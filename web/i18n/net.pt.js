// Jogar com amigos, cada um no seu aparelho (modes/host.js, modes/guest.js, net/panel.js): português.
/** @typedef {import("./i18n.js").Table} Table */

export default /** @satisfies {Table} */ ({
  "newgame.kind.friend": "Aparelho de um amigo",
  "net.hosting": "Você é o anfitrião: os jogadores jogam dos próprios aparelhos.",
  "net.hostTable": "Jogar com amigos",
  "net.makeInvitations": "Criar convites",
  "net.inviting": "Mande a cada amigo o convite dele; a partida começa quando todos tiverem entrado.",
  "net.answering": "Respondendo ao convite…",
  "net.badInvite": "Este convite não pode ser usado: peça um novo ao anfitrião.",
  "net.badInviteField": "Este link não é um convite inteiro ({field}): peça ao anfitrião para mandar de novo.",
  "net.replyPrompt": "Mande o seu código de resposta ao anfitrião.",
  "net.gone": "{name} se desconectou. A partida espera; mande o novo convite.",
  "net.flooded": "O aparelho de {name} mandou mensagens demais: nada dele é lido por {seconds} segundos.",
  "net.floodDropped": "O aparelho de {name} continuou mandando mensagens demais: foi desconectado.",
  "net.resumed": "Todos estão aqui. A partida continua.",
  "net.keptRefused": "Não foi possível ler a mesa guardada neste aparelho; ela foi guardada à parte.",
  "net.hostGone": "A conexão com o anfitrião caiu. Reconectando: peça um novo convite ao anfitrião.",
  "net.refused": "O anfitrião recusou: {message}",
  "net.paused": "Um jogador está desconectado; a partida espera por ele.",
  "net.cannotCheck": "este aparelho não viu a rodada desde o começo",
  "net.dealFair": "Distribuição da rodada {n} conferida neste aparelho: honesta.",
  "net.dealUnfair": "A distribuição da rodada {n} não confere: {reason}",
  "net.notSent": "Não foi possível enviar a sua jogada: a conexão caiu.",
  "net.copy": "Copiar",
  "net.copied": "Copiado",
  "net.status.connected": "Conectado ao anfitrião.",
  "net.status.reconnecting": "Reconectando…",
  "net.status.offline": "Ainda não conectado.",
  "net.seat.inviting": "convidado",
  "net.seat.connected": "conectado",
  "net.seat.gone": "desconectado",
  "net.seat.connecting": "conectando…",
  "net.seat.failed": "não conseguiu conectar",
  "net.reply.damaged":
    "Este não é um código de resposta inteiro ({field}): copie de novo a resposta de {name}, inteira.",
  "net.reply.other": "Esta resposta é de {other}, não de {name}: cole-a embaixo do convite de {other}.",
  "net.reply.old":
    "Esta resposta é de um convite antigo de {name}, que não vale mais. Peça a {name} para abrir o link acima e mandar a resposta que aparecer.",
  "net.reply.unknown":
    "Esta resposta não é de nenhum convite desta mesa. Peça a {name} para abrir o link acima e mandar a resposta que aparecer.",
  "net.reply.taken": "O convite de {name} já recebeu uma resposta e está conectando.",
  "net.failed.unusable": "Não foi possível usar a resposta de {name}. Mande este novo link para {name}.",
  "net.failed.closed": "A conexão com {name} fechou antes de entrar na mesa. Mande este novo link para {name}.",
  "net.failed.noRoute":
    "O aparelho de {name} e este não conseguiram se comunicar: redes diferentes podem bloquear a ligação direta. Usem o mesmo Wi-Fi, ou o hotspot de um celular, ou configure um servidor TURN nas Configurações, em Opções avançadas; depois mande este novo link para {name}.",
  "net.usedLink":
    "Este aparelho já respondeu a este convite, e um convite só vale uma vez. Peça o novo link ao anfitrião: a página dele cria um assim que percebe que você saiu, ou quando ele toca em Criar um link novo.",
  "net.noRoute":
    "Os dois aparelhos não conseguiram se comunicar. Entrem no mesmo Wi-Fi, ou conectem um celular ao hotspot do outro, ou configure um servidor TURN nas Configurações, em Opções avançadas.",
  "net.inviteTitle": "Convide seus amigos",
  "net.inviteLead":
    "Cada amigo abre o seu próprio link no próprio aparelho. Nenhum servidor participa: os aparelhos se conectam diretamente.",
  "net.fairTitle": "Como a distribuição fica justa?",
  "net.fairNote":
    "Cada aparelho acrescenta uma parte aleatória a cada distribuição, então ninguém, nem o anfitrião, escolhe as mãos, e o aparelho de cada amigo confere a distribuição depois da rodada. O aparelho do anfitrião guarda as pedras escondidas durante a rodada: ele é o juiz.",
  "net.rejoinTitle": "Esperando um amigo voltar",
  "net.rejoinLead": "Mande este novo convite, ou deixe um computador jogar no lugar dele.",
  "net.making": "Criando o convite…",
  "net.stepSend": "1. Mande este link",
  "net.stepBack": "2. Cole ou leia a resposta do seu amigo",
  "net.share": "Compartilhar",
  "net.qrLabel": "Código QR do link",
  "net.accept": "Conectar",
  "net.newLink": "Criar um link novo",
  "net.toComputer": "Deixar um computador jogar neste lugar",
  "net.scan": "Ler resposta",
  "net.scanAim": "Aponte a câmera deste aparelho para o código de resposta na tela do seu amigo.",
  "net.scanVideo": "A imagem da câmera",
  "net.scanCancel": "Cancelar",
  "net.scanRead": "Código de resposta lido pela câmera.",
  "net.scanTimeout":
    "Nenhum código foi lido em {n} minutos, então a câmera foi desligada. Tente ler de novo ou cole o código de resposta.",
  "net.scanInsecure":
    "A câmera não pode ser usada nesta página do jeito que ela foi aberta (precisa de um endereço https seguro). Cole o código de resposta.",
  "net.scanRefused":
    "Esta página não tem permissão para usar a câmera. Permita nas configurações do navegador ou cole o código de resposta.",
  "net.scanNone": "Este aparelho não tem câmera para usar. Cole o código de resposta.",
  "net.scanFailed": "Não foi possível ligar a câmera (talvez outro app esteja usando). Cole o código de resposta.",
  "net.joinTitle": "Entrando numa mesa",
  "net.joinLead":
    "Mande este código de resposta de volta ao anfitrião: copie, ou mostre esta tela ao anfitrião, que lê o código com Ler resposta. A partida começa quando o anfitrião o receber.",
  "net.pausedTitle": "A partida está pausada",
  "net.unknownGame": "Esta mesa joga {game}: atualize a página ou peça ao anfitrião uma partida de Five Up.",
  "net.guestUnknownGame":
    "A página de {name} não conhece este jogo: peça para atualizar a página ou escolha outro jogo.",
  "net.unknownTitle": "O jogo desta mesa não é conhecido aqui",
  "net.tableHost": "Anfitrião: {host}",
  "net.stepReply": "O seu código de resposta:",
  "net.relayOption": "Conectar automaticamente",
  "net.relayNote":
    "A resposta do seu amigo volta sozinha, lacrada: os retransmissores veem os endereços dos dois aparelhos e quando vocês se conectam, não o que é enviado.",
  "net.relaysUsed": "Usa os retransmissores públicos {relays}.",
  "net.relaySend": "Conectar automaticamente",
  "net.relayGuestNote":
    "Os retransmissores veem os endereços dos dois aparelhos e quando vocês se conectam, não o que é enviado. Ou mande o código de resposta abaixo.",
  "net.relaySending": "Conectando automaticamente…",
  "net.relayFailed": "Não conectou pelos retransmissores: mande o código de resposta abaixo ao anfitrião.",
  "settings.stun": "Jogar entre redes diferentes",
  "settings.advanced": "Opções avançadas",
  "settings.stunNote":
    "Desligado de início. Um servidor STUN é um servidor que não é nosso, usado só para achar um caminho entre aparelhos em redes diferentes. Deixe vazio numa mesma rede.",
  "settings.stunField": "Endereço do servidor STUN (stun:host:porta)",
  "settings.stunPlaceholder": "stun:host:porta",
  "settings.stunBad": "Não é um endereço STUN: escreva stun:host ou stun:host:porta.",
  "settings.turn": "Retransmitir quando não há caminho",
  "settings.turnNote":
    "Desligado de início. Um servidor TURN é um servidor que não é nosso: ele retransmite o tráfego do jogo entre os aparelhos, e só quando eles não acham nenhum caminho direto. Preencha os três campos com os dados do dono dele, ou deixe-os vazios.",
  "settings.turnField": "Endereço do servidor TURN (turn:host:porta)",
  "settings.turnPlaceholder": "turn:host:porta",
  "settings.turnUser": "Usuário do TURN",
  "settings.turnCredential": "Senha do TURN",
  "settings.turnBad.url":
    "Endereço do servidor TURN: escreva turn:host:porta ou turns:host:porta (ele é obrigatório com usuário ou senha).",
  "settings.turnBad.username": "Usuário do TURN: obrigatório com um servidor TURN, no máximo 128 caracteres.",
  "settings.turnBad.credential": "Senha do TURN: obrigatória com um servidor TURN, no máximo 128 caracteres.",
});
