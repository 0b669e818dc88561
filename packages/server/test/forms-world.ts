/**
 * The forms' test data (decision 057): a two-section form with every kind of question and a
 * conditional one, its create body, and a valid response.
 */
export const sections = [
  {
    id: 's1',
    title: 'Sobre o atendimento',
    questions: [
      { id: 'name', type: 'text', label: 'Seu nome', required: true },
      { id: 'score', type: 'number', label: 'Nota de 0 a 10', required: true, min: 0, max: 10 },
      { id: 'channel', type: 'radio', label: 'Como nos conheceu?', options: ['Site', 'Indicação'] },
      { id: 'topics', type: 'checkbox', label: 'Assuntos', options: ['Agenda', 'Faturamento'] },
      {
        id: 'who',
        type: 'text',
        label: 'Quem indicou?',
        required: true,
        condition: { questionId: 'channel', equals: 'Indicação' },
      },
    ],
  },
  {
    id: 's2',
    title: 'Detalhes',
    questions: [
      { id: 'notes', type: 'paragraph', label: 'Comentários' },
      { id: 'day', type: 'date', label: 'Data da cirurgia' },
      { id: 'at', type: 'time', label: 'Horário' },
      { id: 'when', type: 'dateTime', label: 'Data e hora' },
      { id: 'again', type: 'booleanNa', label: 'Voltaria?' },
      { id: 'unit', type: 'select', label: 'Unidade', options: ['Centro', 'Norte'] },
    ],
  },
];
export const body = (extra: Record<string, unknown> = {}) => ({
  title: 'Pesquisa de satisfação',
  description: 'Conte como foi.',
  slug: 'pesquisa-2026',
  responseHourLimit: null,
  sections,
  ...extra,
});

export const good = { name: 'Ana', score: '9,5', channel: 'Site', topics: ['Agenda'], again: 'yes', day: '2026-11-02' };
