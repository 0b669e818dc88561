/** Column labels of support tickets in the change history (decision 065), by table. */
export const ticketsColumnLabelsByTable: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  tickets: {
    number: 'Número do chamado',
    subject: 'Assunto',
    status: 'Situação do chamado',
    channel: 'Origem do chamado',
    requester_name: 'Nome do solicitante',
    requester_email: 'E-mail do solicitante',
    requester_user_id: 'Usuário solicitante',
    requester_workspace: 'Área de trabalho do solicitante',
    assignee_id: 'Responsável pelo chamado',
    link_user_id: 'Usuário vinculado',
    contact_message_id: 'Mensagem de contato de origem',
    last_message_at: 'Última mensagem',
  },
  ticket_messages: {
    ticket_id: 'Chamado',
    author_kind: 'Autor (suporte ou solicitante)',
    author_id: 'Autor',
    author_name: 'Nome do autor',
    body: 'Mensagem',
    is_internal: 'Nota interna',
  },
};
