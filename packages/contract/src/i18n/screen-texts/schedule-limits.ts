/**
 * pt-BR text of /client/SchedulesLimits (platform.md §2 SchedulesLimits, a selected company; §6
 * "a cooperative's cap on schedules exists"; decisions 042, 043): how much each doctor of the
 * company may work — hours a week and a month, presential shifts a month, nights in a row — and
 * the cooperative's cap on shifts a month for the doctors without their own.
 * Screen texts: the web loads them with the screen (decision 029).
 */
export const scheduleLimitsScreenMessages = {
  title: 'Limites da escala',
  hint: 'Quanto cada médico pode trabalhar nas escalas: horas por semana e por mês, plantões presenciais por mês e noites seguidas. Em branco, sem limite. A escala confere estes limites a cada vaga preenchida.',
  doctor: 'Médico',
  resident: 'Residente',
  weeklyHours: 'Horas por semana',
  monthlyHours: 'Horas por mês',
  monthlyShifts: 'Plantões por mês',
  consecutiveNights: 'Noites seguidas',
  /** A limit left blank. */
  noLimit: 'Sem limite',
  hoursShown: '{hours} h',
  /** A doctor without their own shifts limit follows the cooperative's cap. */
  capShown: '{cap} (da cooperativa)',
  actions: 'Ações',
  edit: 'Alterar',
  /** The button's accessible name: "Alterar os limites de Ana Souza". */
  editLabel: 'Alterar os limites de {name}',
  editTitle: 'Limites de {name}',
  /** The dialog's hint under the inputs. */
  blankHint: 'Deixe em branco para não limitar.',
  weeklyHoursHint: 'De 1 a 168 horas',
  monthlyHoursHint: 'De 1 a 744 horas',
  monthlyShiftsHint: 'Plantões presenciais, de 1 a 999',
  consecutiveNightsHint: 'De 1 a 31 noites',
  save: 'Salvar',
  cancel: 'Cancelar',
  saved: 'Limites salvos',
  empty: 'Nenhum anestesista ou residente ativo na empresa.',
  readOnly: 'Você pode ver os limites, mas não alterá-los.',
  capTitle: 'Limite da cooperativa',
  capHint:
    'Quantos plantões presenciais um médico pode fazer por mês quando não tem limite próprio. Em branco, sem limite.',
  monthlyShiftsCap: 'Plantões por mês de cada médico',
  saveCap: 'Salvar limite da cooperativa',
  capSaved: 'Limite da cooperativa salvo',
  capReadOnly: 'Só quem gerencia a escala altera o limite da cooperativa.',
  errors: {
    /** The doctor is not one of the company's active anesthetists and residents. */
    doctor: 'Médico não encontrado entre os anestesistas e residentes ativos da empresa',
    weeklyAboveMonthly: 'As horas da semana não podem passar das horas do mês',
  },
} as const;
