/**
 * pt-BR errors and e-mails of the questionnaires (platform.md §2 admin quiz and public
 * /quest/{email}; decision 060), apart from the screens' texts: the contract's schemas, the
 * server's e-mails and the public page read them. Mounted at `screens.questionnaires.errors`.
 */
export const questionnairesErrorMessages = {
  notFound: 'Questionário não encontrado.',
  /** An unknown address, a wrong token and a removed invitation answer alike: nothing is revealed. */
  linkInvalid: 'Este link de questionário não é válido. Use o link mais recente recebido por e-mail.',
  alreadyAnswered: 'Este questionário já foi respondido por {email}.',
  closed: 'Este questionário está encerrado e não recebe mais respostas.',
  expired: 'O prazo para responder este questionário terminou.',
  title: 'Informe o título do questionário (até 150 caracteres).',
  message: 'A mensagem do convite pode ter até 2.000 caracteres.',
  company: 'Escolha a empresa.',
  form: 'Escolha um formulário da empresa.',
  formNotFound: 'Formulário não encontrado nesta empresa.',
  closesAt: 'Informe um prazo válido, no futuro.',
  emailsRequired: 'Informe pelo menos um endereço de e-mail.',
  emailsInvalid: 'Endereços inválidos: {list}.',
  tooManyEmails: 'Convide até {max} endereços por vez.',
  tooManyInvitations: 'Um questionário pode ter até {max} convites.',
  statusAction: 'Escolha uma ação: encerrar ou reabrir.',
  alreadyInState: 'O questionário já está assim.',
  invitationNotFound: 'Convite não encontrado.',
  invitationAnswered: 'Este convite já foi respondido e não pode ser removido.',
  invitationIds: 'Escolha convites deste questionário.',
  mail: {
    subject: 'Questionário: {title}',
    reminderSubject: 'Lembrete — questionário: {title}',
    body:
      '{company} convida você a responder o questionário "{title}".\n\n{message}Responda por este link pessoal ' +
      '(vale só para {email}, uma resposta):\n{link}\n\n{deadline}Obrigado.',
    deadline: 'Prazo: {date} (horário de Brasília).\n\n',
  },
} as const;
