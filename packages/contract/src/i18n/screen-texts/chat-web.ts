/**
 * pt-BR texts of the chat screen beyond `chat.ts` (platform.md §3 Chat, §4 viewed; decision 066):
 * the log's and the search's labels, the new talk dialog, the support talks by company. The web
 * loads them with the screen (decision 029). Mounted at `screens.chatWeb`.
 */
export const chatWebScreenMessages = {
  messagesOf: 'Mensagens de {name}',
  talkOf: 'Conversa com {name}',
  openTalk: 'Abrir a conversa {name}',
  highlightTalk: 'Destacar a conversa {name}',
  unhighlightTalk: 'Tirar o destaque da conversa {name}',
  composerHint: 'Enter envia; Shift+Enter começa uma nova linha.',
  sending: 'Enviando…',
  clearSearch: 'Limpar busca',
  close: 'Fechar',
  searchResults:
    '{count, plural, =0 {Nenhuma mensagem encontrada} one {# mensagem encontrada} other {# mensagens encontradas}}',
  searching: 'Buscando…',
  openImage: 'Abrir a imagem {name}',
  fileSize: '{size} KB',
  newTalkTitle: 'Nova conversa',
  directTab: 'Com uma pessoa',
  groupTab: 'Em grupo',
  chatWith: 'Conversar com {name}',
  chooseMembers: 'Escolha os participantes',
  membersChosen: '{count, plural, =0 {Nenhuma pessoa escolhida} one {# pessoa escolhida} other {# pessoas escolhidas}}',
  supportByCompany: 'Conversas com o suporte, por empresa',
  noSupportTalks: 'Nenhuma empresa falou com o suporte ainda.',
  companyGroup: 'Empresa: {name}',
  talkNotFound: 'Esta conversa não existe ou não é sua.',
  people: '{count, plural, one {# participante} other {# participantes}}',
  lastMessageAt: 'Última mensagem: {time}',
} as const;
