/**
 * pt-BR text of the doctors' preferred and undesired days (decision 051): the section "Minhas
 * preferências" of /client/mySchedule and the refusals of its API. Screen texts: the web loads
 * them with the screen (decision 029).
 */

/** The refusals of GET/PUT /api/on-call/my-preferences (the schema names the first five). */
export const dayPreferencesErrors = {
  weekday: 'Escolha os dias da semana pela lista (1 segunda a 7 domingo)',
  weekdays: 'Envie os dias da semana como uma lista',
  days: 'Envie as datas como uma lista',
  tooManyUndesiredWeekdays:
    'No máximo {max} dias da semana a evitar: quem evita quase a semana toda não ajuda a montar a escala',
  tooManyDays: 'No máximo {max} datas em cada lista',
  /** {weekday}: "segunda". */
  weekdayBoth: 'Não é possível preferir e evitar o mesmo dia da semana ({weekday})',
  /** {day}: "12/03/2027". */
  dayBoth: 'Não é possível preferir e evitar a mesma data ({day})',
  pastDay: 'A data {day} já passou: escolha datas de hoje em diante',
  notDoctor: 'Só os médicos da escala desta empresa cadastram dias preferidos e evitados',
} as const;

export const dayPreferencesScreenMessages = {
  /** The coordinators' table beside the automatic fill's proposal. */
  coordination: {
    title: 'Preferências dos médicos',
    hint: 'O que cada médico cadastrou em Minha escala: a proposta acima já as levou em conta.',
    doctor: 'Médico',
    prefers: 'Prefere',
    avoids: 'Evita',
    note: 'Observação',
    none: 'Nenhum médico cadastrou preferências de dias.',
    nothing: '—',
  },
  title: 'Minhas preferências',
  hint: 'Os dias em que prefere trabalhar e os que prefere evitar. O preenchimento automático da escala leva em conta, mas é uma preferência, não uma garantia: para cobrir as vagas e dividir noites e fins de semana com equilíbrio, você ainda pode ser escalado num dia que pediu para evitar.',
  /** ISO weekdays, Monday (1) first. */
  weekdays: ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado', 'domingo'],
  preferredWeekdays: 'Dias da semana preferidos',
  undesiredWeekdays: 'Dias da semana a evitar',
  undesiredWeekdaysHint: 'No máximo {max}. Marcar um dia numa lista o tira da outra.',
  preferredDays: 'Datas preferidas',
  undesiredDays: 'Datas a evitar',
  /** The date input of a list and its button ("Adicionar" is the visible text). */
  newPreferredDay: 'Nova data preferida',
  newUndesiredDay: 'Nova data a evitar',
  add: 'Adicionar',
  addPreferred: 'Adicionar às datas preferidas',
  addUndesired: 'Adicionar às datas a evitar',
  remove: 'Remover',
  /** A listed date's remove button: "Remover 12/03/2027 das datas preferidas". */
  removePreferred: 'Remover {day} das datas preferidas',
  removeUndesired: 'Remover {day} das datas a evitar',
  noDays: 'Nenhuma data.',
  daysHint: 'De hoje em diante; no máximo {max}. Uma data vale mais que o dia da semana dela.',
  invalidDay: 'Digite uma data válida (DD/MM/AAAA)',
  /** When a typed date is already in the other list. */
  inOtherList: 'Esta data já está na outra lista',
  note: 'Observação para a coordenação',
  save: 'Salvar preferências',
  saved: 'Preferências salvas',
  /** "Salvas em 12/03/2027 14:32". */
  savedAt: 'Salvas em {when}',
  neverSaved: 'Nenhuma preferência salva ainda.',
  errors: dayPreferencesErrors,
} as const;
