/** Column labels of the forms' tables in the change history (decision 057), by table. */
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
  form_responses: { form_id: 'Formulário', answers: 'Respostas', submitted_at: 'Enviada em' },
};
