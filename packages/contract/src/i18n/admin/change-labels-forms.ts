/** Column labels of the forms' and questionnaires' tables in the change history (decisions 057, 060), by table. */
export const formsColumnLabelsByTable: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  form_categories: { name: 'Nome da categoria', position: 'Ordem' },
  forms: {
    category_id: 'Categoria',
    title: 'Título',
    description: 'Descrição',
    slug: 'Endereço (slug)',
    published: 'Publicado',
    opened_at: 'Aberto para respostas em',
    closed_at: 'Encerrado em',
    response_hour_limit: 'Limite de horas para responder',
    sections: 'Seções e perguntas',
  },
  form_responses: {
    form_id: 'Formulário',
    answers: 'Respostas',
    submitted_at: 'Enviada em',
    invitation_id: 'Convite do questionário',
  },
  // Questionnaires (decision 060).
  questionnaires: {
    form_id: 'Formulário',
    title: 'Título',
    message: 'Mensagem do convite',
    closes_at: 'Prazo',
    closed_at: 'Encerrado em',
  },
  questionnaire_invitations: {
    questionnaire_id: 'Questionário',
    token: 'Código do link',
    sent_at: 'Enviado em',
    reminded_at: 'Lembrado em',
    reminder_count: 'Lembretes enviados',
    answered_at: 'Respondido em',
    response_id: 'Resposta',
  },
};
