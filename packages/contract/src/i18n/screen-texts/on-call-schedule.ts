import { onCallLinesErrors, onCallScheduleErrors, scheduleCoreErrors, scheduleSwapsErrors } from './on-call-errors';
import { autoRosterScreenMessages } from './on-call-auto-roster';

/**
 * pt-BR text of the on-call roster (platform.md §2 onCallSchedule, ConfigOnCallSchedule,
 * scheduleConfig; §4 published per month, afterwards only the publisher may edit, a closed month
 * is blocked; §5 cannot schedule in the past, on-call percentage at most 100; decision 043).
 * Screen texts: the web loads them with the screens (decision 029).
 */
export const onCallScheduleScreenMessages = {
  title: 'Escala de plantão',
  hint: 'Monte a escala do mês: escolha o médico de cada vaga pelas iniciais ou pelo nome. Cada escolha é conferida na hora (sobreposição, descanso mínimo, residente sem supervisor).',
  month: 'Mês',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  /** The grid's first column and the weekday abbreviations, Sunday first. */
  day: 'Dia',
  weekdays: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
  /** The accessible name of a cell's select: "Hospital Central — Noite, 12/03, vaga 2". */
  cellLabel: '{line}, {day}, vaga {position}',
  lineLabel: '{workplace} — {shift}',
  lineTimes: '{start}–{end}',
  /** Said before a line's tag chip in the grid's header (decision 044). */
  requiredTag: 'Etiqueta exigida:',
  /** The groups of doctors a cell of a line asking for a tag offers. */
  withTag: 'Com a etiqueta {tag}',
  withoutTag: 'Sem a etiqueta {tag}',
  openSlot: 'Vaga aberta',
  doctorOption: '{initials} — {name}',
  /** A cell holding a doctor no longer among the company's active anesthetists and residents. */
  unknownDoctor: 'Médico fora da lista',
  /** The grid's accessible name: "Escala de dezembro de 2026". */
  gridLabel: 'Escala de {month}',
  residentSuffix: ' (residente)',
  draft: 'Rascunho: só quem monta a escala a vê.',
  published: 'Publicada por {name} em {when}. Só quem publicou pode alterá-la.',
  publishedByMe: 'Publicada por você em {when}. Suas alterações chegam aos médicos na hora.',
  closed: 'Mês fechado por {name} em {when}: a escala não pode ser alterada.',
  publish: 'Publicar escala',
  publishConfirm: 'Publicar a escala de {month}? Os médicos passam a vê-la e só você poderá alterá-la.',
  publishedToast: 'Escala de {month} publicada',
  saved: 'Vaga salva',
  noLines: 'Nenhuma linha na escala de plantão. Configure os locais e turnos que a compõem.',
  configure: 'Configurar a escala',
  readOnly: 'Você pode ver esta escala, mas não alterá-la.',
  pastDay: 'Dia passado',
  filled: '{filled} de {total} vagas preenchidas',
  weekday: 'Dia da semana',
  exportExcel: 'Exportar Excel',
  print: 'Imprimir (PDF)',
  printWorkplace: 'Local para imprimir',
  allWorkplaces: 'Todos os locais',
  sheetName: 'Escala {month}',
  exportFileName: 'escala-de-plantao-{month}',
  printTitle: 'Escala de plantão — {month}',
  printedAt: 'Impressa em {at}',
  printNothing: 'Nenhuma linha da escala neste local',
  copy: 'Copiar',
  copySource: 'Copiar para as vagas abertas',
  copyPreviousMonth: 'do mês anterior (mesmo dia da semana)',
  copyFirstWeek: 'da primeira semana deste mês (padrão semanal)',
  copyConfirm:
    'Preencher as vagas abertas a partir de hoje {source}? Cada médico é conferido pelas regras; o que não couber fica aberto.',
  copied: '{placed} vaga(s) preenchida(s); {skipped} deixada(s) aberta(s) pelas regras',
  byDoctor: {
    title: 'Por médico',
    doctor: 'Médico',
    slots: 'Plantões',
    hours: 'Horas',
    nights: 'Noites',
    days: 'Dias',
    none: 'Nenhum plantão',
  },
  conflictsTitle: 'Conflitos da escala',
  noConflicts: 'Nenhum conflito na escala do mês.',
  /** The roster's rules (domain VIOLATION_CODES), told about a slot. */
  violations: {
    overlap: '{doctor} já está em {other} no mesmo horário (sem anestesias simultâneas: CFM 2.174/2017)',
    rest: '{doctor} teria {minutes} min de descanso entre {other} e esta vaga (mínimo da empresa: {min} min)',
    unavailable: '{doctor} está indisponível nesta data ({reason})',
    missingTag: '{doctor} não tem a etiqueta {tag}, exigida por esta linha',
    workplaceClosed: 'O local está fechado nesta data (exceção de trabalho)',
    weeklyLimit: '{doctor} passa do limite de horas da semana: {total} h de {limit} h',
    monthlyLimit: '{doctor} passa do limite de horas do mês: {total} h de {limit} h',
    monthlyShifts: '{doctor} passa do limite de plantões do mês: {total} de {limit}',
    consecutiveNights: '{doctor} passa do limite de noites seguidas: {total} de {limit}',
    residentAlone: 'Residente sem supervisor: {doctor} precisa de um médico não residente no mesmo local e horário',
  },
  unavailableReasons: { vacation: 'férias', exception: 'exceção de trabalho' },
  /** The automatic fill's panel and why a place stays open (decision 046 "In the app"). */
  autoRoster: autoRosterScreenMessages,
  /** Where a clashing slot is: "Hospital Central — Noite de 12/03". */
  slotPlace: '{line} de {day}',
  errors: onCallScheduleErrors,
  publishedMailSubject: 'Escala de plantão de {month} publicada',
  publishedMailBody:
    'Olá, {name}.\n\nA escala de plantão de {month} foi publicada por {publisher}. Veja seus plantões no Honora.',
} as const;

/** pt-BR text of /client/ConfigOnCallSchedule: the lines (workplace × shift) of the on-call roster. */
export const onCallLinesScreenMessages = {
  title: 'Configuração da escala de plantão',
  hint: 'Os locais e turnos que compõem a escala de plantão, quantos médicos cada um leva por dia e o percentual do plantão pago sobre o valor por hora do turno.',
  newTitle: 'Nova linha da escala',
  workplace: 'Local de trabalho',
  shift: 'Turno',
  positions: 'Médicos por dia',
  onCallPercentage: 'Percentual do plantão (%)',
  onCallPercentageHint: 'Opcional: de 0 a 100, com até 2 casas',
  positionsHint: 'De 1 a 20',
  active: 'Ativa',
  inactive: 'Inativa',
  add: 'Adicionar linha',
  edit: 'Alterar',
  remove: 'Excluir',
  removeConfirm: 'Excluir a linha {line} da escala de plantão?',
  empty: 'Nenhuma linha ainda. Adicione os locais e turnos da escala.',
  noWorkplaces: 'Cadastre primeiro os locais de trabalho e os turnos.',
  minRest: 'Descanso mínimo entre turnos presenciais (horas)',
  minRestHint: 'De 0 a 48 horas; 0 é sem mínimo.',
  saveSettings: 'Salvar configuração',
  settingsSaved: 'Configuração salva',
  /** The lines' table and form. */
  slotCategory: 'Tipo de vaga',
  actions: 'Ações',
  lineName: '{workplace} — {shift}',
  shiftWithTimes: '{shift} ({start}–{end})',
  percentageShown: '{value}%',
  editTitle: 'Alterar linha da escala',
  editLabel: 'Alterar a linha {line}',
  removeLabel: 'Excluir a linha {line}',
  save: 'Salvar linha',
  cancel: 'Cancelar',
  saved: 'Linha salva',
  removed: 'Linha excluída',
  chooseWorkplaceFirst: 'Escolha o local para ver os turnos dele e os de todos os locais',
  /** The tag a line asks of its doctors (decision 044). */
  requiredTag: 'Etiqueta exigida',
  requiredTagHint: 'Só médicos com esta etiqueta podem ser escalados nesta linha.',
  noTag: 'Nenhuma',
  inactiveTag: '{tag} (inativa)',
  noShiftsForWorkplace: 'Nenhum turno para este local: cadastre um turno de todos os locais ou deste local.',
  goToWorkplaces: 'Cadastrar locais de trabalho',
  goToShifts: 'Cadastrar turnos',
  readOnly: 'Você pode ver esta configuração, mas não alterá-la.',
  /** /client/scheduleConfig: the company's schedule settings. */
  settingsTitle: 'Configuração das escalas',
  settingsHint:
    'Regras que valem para todas as escalas da empresa: o descanso mínimo de cada médico entre dois turnos presenciais e se as trocas entre médicos esperam a aprovação do coordenador.',
  swapNeedsApproval: 'Trocas precisam de aprovação do coordenador',
  swapNeedsApprovalHint: 'Desligado, uma troca aceita pelos dois médicos vale na hora.',
  settingsReadOnly: 'Só o coordenador da escala pode alterar esta configuração.',
  errors: onCallLinesErrors,
} as const;

/** pt-BR text of /client/core (platform.md §2 core; §4 a closed core month is blocked). */
export const scheduleCoreScreenMessages = {
  title: 'Core da escala',
  hint: 'Os meses da escala de plantão: publicação e fechamento. Um mês fechado fica bloqueado para todos; reabrir é uma ação do gestor, com observação, e fica registrada.',
  year: 'Ano',
  previousYear: 'Ano anterior',
  nextYear: 'Próximo ano',
  month: 'Mês',
  status: 'Situação',
  filled: 'Vagas preenchidas',
  statusDraft: 'Em montagem',
  statusPublished: 'Publicada por {name} em {when}',
  statusClosed: 'Fechado por {name} em {when}',
  reopened: 'Reaberto por {name} em {when}: {observation}',
  close: 'Fechar mês',
  closeConfirm: 'Fechar {month}? A escala do mês fica bloqueada para todos até ser reaberta.',
  reopen: 'Reabrir mês',
  reopenTitle: 'Reabrir {month}',
  observation: 'Observação',
  observationHint: 'Por que o mês está sendo reaberto (fica registrado no histórico)',
  closedToast: '{month} fechado',
  reopenedToast: '{month} reaberto',
  openGrid: 'Abrir a escala de {month}',
  /** The link's visible text; its accessible name is `openGrid` (it begins with this text). */
  openGridShort: 'Abrir a escala',
  /** The table's accessible name: "Meses de 2027". */
  tableLabel: 'Meses de {year}',
  gridColumn: 'Escala',
  filledOf: '{filled} de {total}',
  /** The accessible names of a row's buttons (they begin with the visible text). */
  closeLabel: 'Fechar mês de {month}',
  reopenLabel: 'Reabrir mês de {month}',
  errors: scheduleCoreErrors,
} as const;

/** pt-BR text of the doctors' own roster (platform.md §3 Schedule; decision 043) and its calendar feed. */
export const myScheduleScreenMessages = {
  title: 'Minha escala',
  hint: 'Seus plantões nas escalas publicadas da empresa.',
  empty: 'Nenhum plantão seu em escala publicada neste mês.',
  day: 'Dia',
  place: 'Local',
  shift: 'Turno',
  times: 'Horário',
  kind: 'Tipo',
  nextDay: '(dia seguinte)',
  total: '{count} plantão(ões), {hours} h no mês',
  month: 'Mês',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  /** The table's accessible name: "Meus plantões de janeiro de 2027". */
  tableLabel: 'Meus plantões de {month}',
  /** A slot's day: "sexta-feira, 15/01/2027". Weekdays Sunday first. */
  dayLabel: '{weekday}, {date}',
  weekdays: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
  calendarTitle: 'Agenda no celular',
  calendarHint:
    'Adicione suas escalas publicadas ao Google Agenda, Outlook ou Apple Calendar com este link privado. Quem tiver o link vê seus plantões: não o compartilhe.',
  calendarCreate: 'Gerar link da agenda',
  calendarRenew: 'Gerar novo link (o anterior deixa de funcionar)',
  calendarLink: 'Link privado da agenda (iCalendar)',
  calendarCopied: 'Link copiado',
  calendarCreated: 'Link da agenda gerado',
  calendarRenewConfirm:
    'Gerar um novo link da agenda? O link atual deixa de funcionar: as agendas em que ele foi adicionado param de receber seus plantões.',
  calendarRenewButton: 'Gerar novo link',
  copy: 'Copiar link',
  copyFailed: 'Não foi possível copiar: selecione o link e copie com Ctrl+C',
  /** The feed's own texts (the events a calendar app shows). */
  feedName: 'Honora — minhas escalas',
  feedSummary: '{kind} — {place}',
  feedDescription: '{company}: {shift} ({times})',
} as const;

/** pt-BR text of /client/dailySchedule: the day's roster per workplace, for the front desk (decision 043). */
export const dailyScheduleScreenMessages = {
  title: 'Escala do dia',
  hint: 'Quem está de plantão em cada local no dia, com o telefone. A página se atualiza sozinha a cada minuto.',
  /** The day bar: its accessible name, its buttons and the date input. */
  dayBar: 'Dia da escala',
  previousDay: 'Dia anterior',
  today: 'Hoje',
  nextDay: 'Próximo dia',
  date: 'Data',
  notPublished: 'Escala ainda não publicada: pode mudar',
  /** "Atualizada às 14:32": when the page last read the roster. */
  updatedAt: 'Atualizada às {time}',
  /** The table of a workplace: its accessible name ("Escala de Hospital Central em 10/12/2026") and columns. */
  tableLabel: 'Escala de {workplace} em {date}',
  times: 'Horário',
  shift: 'Turno',
  kind: 'Tipo',
  doctor: 'Médico',
  phone: 'Telefone',
  timesRange: '{start}–{end}',
  sinceDayBefore: '(desde a véspera)',
  untilNextDay: '(até o dia seguinte)',
  /** A place running now (not told by colour alone). */
  now: 'Agora',
  doctorText: '{initials} — {name}',
  openSlot: 'Vaga aberta',
  noPhone: 'Sem telefone',
  noLines: 'Nenhum local na escala de plantão desta empresa. Configure os locais e turnos que a compõem.',
  configure: 'Configurar a escala',
} as const;

/** pt-BR text of the swaps and hand-overs (platform.md §3 schedule change statuses; decision 043). */
export const scheduleSwapsScreenMessages = {
  title: 'Trocas de plantão',
  hint: 'Pedidos de troca e de repasse de plantões das escalas publicadas. O colega aceita; onde a empresa exige, o coordenador aprova. Cada troca é conferida pelas regras da escala.',
  kinds: { HANDOVER: 'Repasse', SWAP: 'Troca' },
  statuses: {
    Pending: 'Pendente',
    Accepted: 'Aceita',
    Rejected: 'Recusada',
    Error: 'Erro',
    Cancelled: 'Cancelada',
  },
  waitingColleague: 'Aguardando o colega',
  waitingCoordinator: 'Aguardando o coordenador',
  openOffer: 'Oferecido a qualquer colega',
  request: 'Pedir troca ou repasse',
  slot: 'Plantão',
  counterSlot: 'Plantão do colega em troca',
  colleague: 'Colega',
  anyColleague: 'Qualquer colega (oferta aberta)',
  justification: 'Justificativa',
  accept: 'Aceitar',
  take: 'Assumir',
  reject: 'Recusar',
  cancel: 'Cancelar pedido',
  approve: 'Aprovar',
  empty: 'Nenhum pedido de troca neste mês.',
  requestedBy: '{name} pede',
  /** The month bar. */
  month: 'Mês',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  /** A slot as the selects and the table tell it: "qui 10/12/2026 — Hospital Central — Noite 19:00–07:00". */
  slotLabel: '{weekday} {date} — {workplace} — {shift} {times}',
  slotTimes: '{start}–{end}',
  weekdays: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
  /** The request form. */
  kind: 'Tipo de pedido',
  kindHints: {
    HANDOVER: 'Você entrega o plantão ao colega',
    SWAP: 'Você fica com um plantão do colega em troca',
  },
  choose: 'Escolha',
  chooseColleagueFirst: 'Escolha primeiro o colega',
  noColleagueSlots: 'O colega não tem plantões em escala publicada neste mês',
  justificationHint: 'Opcional, até 500 caracteres',
  submit: 'Enviar pedido',
  requested: 'Pedido enviado',
  /** The requests' table: its accessible name ("Pedidos de dezembro de 2026") and columns. */
  tableLabel: 'Pedidos de {month}',
  people: 'Quem pede → colega',
  status: 'Situação',
  /** "Bruno Anestesista → Gabriela Residente". */
  peopleText: '{requester} → {colleague}',
  noCounterSlot: 'Sem plantão em troca',
  justificationText: 'Justificativa: {text}',
  decidedBy: 'Por {name} em {when}',
  /** A button's accessible name, beginning with its visible text: "Aceitar: qui 10/12/2026 — … (Bruno Anestesista)". */
  actionLabel: '{action}: {slot} ({requester})',
  /** The questions before refusing or cancelling; "keep" closes the question. */
  rejectConfirm: 'Recusar o pedido de {requester} para o plantão {slot}?',
  cancelConfirm: 'Cancelar o seu pedido para o plantão {slot}?',
  keep: 'Voltar',
  /** What an action answered, by the request's status after it. */
  results: {
    waitingCoordinator: 'Pedido aceito: aguardando o coordenador',
    Accepted: 'Troca aplicada à escala',
    Rejected: 'Pedido recusado',
    Cancelled: 'Pedido cancelado',
    Error: 'A troca não pôde ser aplicada: {outcome}',
  },
  errors: scheduleSwapsErrors,
} as const;
