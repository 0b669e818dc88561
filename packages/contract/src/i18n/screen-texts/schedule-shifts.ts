/**
 * pt-BR text of /client/hours (platform.md §2 client hours; decision 042 "Shifts"): the
 * company's shift templates — name, clock times, kind of slot, workplace, value per hour.
 * Screen texts: the web loads them with the screen (decision 029).
 */
export const scheduleShiftsScreenMessages = {
  title: 'Turnos',
  hint: 'Modelos de turno das escalas: horário de início e fim, tipo de vaga, local e valor por hora. Um fim igual ou antes do início termina no dia seguinte; horários iguais são um turno de 24 h.',
  newTitle: 'Novo turno',
  name: 'Nome',
  start: 'Início',
  end: 'Fim',
  /** The list's column of both times: "07:00–19:00". */
  times: 'Horário',
  timesValue: '{start}–{end}',
  timePlaceholder: 'HH:mm',
  hours: 'Horas',
  slotCategory: 'Tipo de vaga',
  workplace: 'Local de trabalho',
  anyWorkplace: 'Todos os locais',
  valuePerHour: 'Valor por hora (R$)',
  valuePerHourHint: 'Opcional: o valor faturado por hora do turno',
  active: 'Ativo',
  /** The derived length, live in the list and the form: "12 h", "7 h 30 min". */
  length: '{hours} h',
  lengthWithMinutes: '{hours} h {minutes} min',
  lengthMinutes: '{minutes} min',
  nextDay: '{length}, termina no dia seguinte',
  exportFileName: 'turnos',
  sheetName: 'Turnos',
  readOnly: 'Turno de outra empresa: apenas leitura.',
  restoreConfirm: 'Restaurar este turno?',
  errors: {
    /** The workplace is not a live one of the shift's company. */
    workplace: 'Local de trabalho não encontrado ou excluído: escolha um local da empresa',
  },
};
