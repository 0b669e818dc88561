/**
 * The refusals of the schedule × billing check's API, apart from the screen's texts: the
 * contract's schemas name them, so they load with the first page (decision 029).
 */
export const scheduleBillingErrors = {
  /** A day that is not 'AAAA-MM-DD' or not a calendar day (2026-02-30). */
  day: 'Data inválida: use AAAA-MM-DD',
  toBeforeFrom: 'A data final não pode ser antes da inicial',
  tooLong: 'O período tem no máximo {max} dias',
} as const;

/**
 * pt-BR text of the schedule × billing check (decision 050), on /client/ReportsSchedule for the
 * coordinator and on /client/reports for the billing manager. Screen texts: the web loads them
 * with the screen (decision 029).
 */
export const scheduleBillingScreenMessages = {
  tab: 'Escala × faturamento',
  reportTab: 'Relatório da escala',
  title: 'Escala × faturamento',
  hint: 'Os plantões presenciais com médico dos meses publicados, nos locais ligados a um hospital, conferidos com os eventos de anestesia lançados naquele hospital e horário (o horário da anestesia; sem ele, o do procedimento; sem os dois, o dia todo). Sobreaviso não é cobrado de produção; um evento do médico de sobreaviso naquela hora não é apontado.',
  period: 'Período da conferência',
  from: 'De',
  to: 'Até',
  /** The coordinator's period bar chooses months: the check covers at most 62 days. */
  periodTooLong: 'A conferência cobre no máximo {max} dias: escolha até dois meses.',
  summary: 'Resumo da conferência',
  figures: {
    slots: 'Plantões presenciais',
    slotsWithProduction: 'Com produção do médico',
    coverage: 'Cobertura',
    events: 'Eventos conferidos',
    eventsMatched: 'Com o médico na escala',
    eventsOnCall: 'Do médico de sobreaviso',
    eventsWrongDoctor: 'Médico errado',
    eventsOffRoster: 'Fora da escala',
    eventsUnchecked: 'Em hospitais sem escala (não conferidos)',
  },
  coverageEmpty: '—',
  /** "62,5%". */
  coverageValue: '{percent}%',
  slotsTitle: 'Plantões sem produção',
  slotsHint: 'Plantões presenciais sem nenhum evento do médico escalado naquele hospital e horário.',
  slotsEmpty: 'Todos os plantões do período têm produção do médico escalado.',
  eventsTitle: 'Eventos sem o médico na escala',
  eventsHint:
    'Eventos em hospitais com escala cujos anestesistas não estavam escalados ali naquela hora: médico errado quando outro médico estava no plantão; fora da escala quando ninguém estava.',
  eventsEmpty: 'Todos os eventos do período têm o médico na escala.',
  truncated: 'Mostrando os primeiros {shown} de {total}.',
  day: 'Dia',
  time: 'Horário',
  timeValue: '{start}–{end}',
  line: 'Linha',
  lineValue: '{workplace} · {shift}',
  hospital: 'Hospital',
  doctor: 'Médico escalado',
  otherProduction: 'Produção de outro médico',
  otherValue: 'Guia {guide} · {doctors}',
  noGuide: 'sem número',
  noDoctor: 'sem anestesista',
  none: '—',
  guide: 'Guia',
  patient: 'Paciente',
  anesthetists: 'Anestesistas do evento',
  finding: 'Apontamento',
  kinds: { wrongDoctor: 'Médico errado', offRoster: 'Fora da escala' },
  scheduled: 'Escalados no horário',
  openEvent: 'Abrir evento {guide}',
  openRoster: 'Abrir escala de {month}',
  errors: scheduleBillingErrors,
} as const;
