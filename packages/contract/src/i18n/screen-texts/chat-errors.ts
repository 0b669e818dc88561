/**
 * pt-BR errors of the chat (platform.md §5 and §8 Chat, §6 scoping; decision 066), apart from the
 * screen's texts: the contract's schemas read them, so they are in the first load. Mounted at
 * `screens.chat.errors`.
 */
export const chatErrorMessages = {
  // platform.md §8 Chat: cannot chat with oneself
  cannotChatWithYourself: 'Não é possível conversar consigo mesmo.',
  talkNotFound: 'Conversa não encontrada.',
  messageNotFound: 'Mensagem não encontrada.',
  attachmentNotFound: 'Anexo não encontrado.',
  attachmentMissing: 'O arquivo deste anexo não está mais disponível.',
  msgRequired: 'Escreva a mensagem.',
  msgTooLong: 'A mensagem passa de {max} caracteres.',
  titleRequired: 'Dê um nome ao grupo.',
  titleTooLong: 'O nome do grupo passa de {max} caracteres.',
  membersRequired: 'Escolha ao menos uma pessoa para o grupo.',
  tooManyMembers: 'Um grupo tem no máximo {max} participantes.',
  notCompanyMember: 'Escolha pessoas ativas desta empresa.',
  groupOnly: 'Só conversas em grupo têm nome e participantes.',
  onlyCreatorRemoves: 'Só quem criou o grupo pode tirar outras pessoas.',
  notAttendant: 'Só atendentes e administradores da empresa conversam em nome da empresa.',
  supportNotAllowed: 'Só atendentes e administradores da empresa falam com o suporte.',
  companyTalkFromClient: 'A conversa com a empresa é aberta pelo acesso de cliente.',
  fileType: 'Tipo de arquivo não permitido: envie uma imagem (PNG, JPEG ou WebP) ou um PDF.',
  fileSize: 'O arquivo passa de {mb} MB.',
  fileEmpty: 'O arquivo está vazio.',
  fileNameRequired: 'Informe o nome do arquivo.',
  fileNameTooLong: 'O nome do arquivo passa de {max} caracteres.',
  invalidCursor: 'Posição da lista inválida; recarregue a conversa.',
  searchTooLong: 'A busca passa de {max} caracteres.',
} as const;
