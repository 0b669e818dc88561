/**
 * The refusals of the schedule reports' API, apart from the screen's texts: the contract's
 * schemas name them, so they load with the first page (decision 029).
 */
export const scheduleReportsErrors = {
  /** A month that is not 'AAAA-MM' (2026-13). */
  month: 'Mês inválido: use AAAA-MM',
  untilBeforeFrom: 'O mês final não pode ser antes do inicial',
  tooLong: 'O período tem no máximo {max} meses',
} as const;

/**
 * pt-BR text of /client/ReportsSchedule (platform.md §2 ReportsSchedule; decision 043): the
 * roster of a period told by doctor (fairness: nights and weekends), by workplace (coverage)
 * and the open places still to fill. Screen texts: the web loads them with the screen (decision 029).
 */
export const scheduleReportsScreenMessages = {
  title: 'Relatórios da escala',
  hint: 'A escala do período por médico e por local. As horas somam todas as vagas (plantão, eletiva, rotina e sobreaviso); as de sobreaviso também aparecem à parte. Noites são os plantões noturnos; fins de semana, as vagas que começam num sábado ou domingo. Entram também os meses ainda não publicados; as vagas em aberto listadas são só as de meses publicados, de hoje em diante.',
  period: 'Período',
  from: 'De',
  until: 'Até',
  export: 'Exportar Excel',
  exportFileName: 'relatorio-da-escala-{from}-a-{until}',
  /** The sheet (one: "Tipo" tells a doctor's row from a workplace's). */
  sheetName: 'Relatório da escala',
  kind: 'Tipo',
  kindDoctor: 'Médico',
  kindWorkplace: 'Local',
  /** The sheet's column of the doctor's or the workplace's name. */
  name: 'Nome',
  summary: 'Resumo do período',
  figures: {
    doctors: 'Médicos escalados',
    slots: 'Vagas preenchidas por médicos',
    hours: 'Horas',
    onCallHours: 'Horas de sobreaviso',
    nights: 'Noites',
    weekends: 'Fins de semana',
    coverage: 'Cobertura',
    holes: 'Vagas em aberto a preencher',
  },
  /** "62 de 124 (50%)": the places filled of all the places of the live lines. */
  coverageValue: '{filled} de {cells} ({percent})',
  doctorsTitle: 'Por médico',
  doctorsHint: 'Equilíbrio entre os médicos: noites e fins de semana de cada um, com a média do grupo no rodapé.',
  doctor: 'Médico',
  initials: 'Sigla',
  slots: 'Vagas',
  hours: 'Horas',
  onCallHours: 'Horas de sobreaviso',
  nights: 'Noites',
  weekends: 'Fins de semana',
  received: 'Recebidas em trocas',
  given: 'Cedidas em trocas',
  /** The footer of the doctors' table. */
  average: 'Média do grupo',
  doctorsEmpty: 'Nenhum médico escalado no período.',
  workplacesTitle: 'Por local',
  workplacesHint:
    'Cobertura de cada local: as vagas das linhas ativas em todos os dias do período, quantas têm médico e quantas estão em aberto.',
  workplace: 'Local',
  cells: 'Vagas',
  filled: 'Preenchidas',
  open: 'Em aberto',
  total: 'Total',
  workplacesEmpty: 'Nenhuma linha ativa na escala.',
  holesTitle: 'Vagas em aberto',
  holesHint: 'As vagas sem médico dos meses publicados, de hoje em diante.',
  holesEmpty: 'Nenhuma vaga em aberto nos meses publicados do período.',
  /** More than the list shows. */
  holesTruncated: 'Mostrando as primeiras {shown} de {total} vagas em aberto.',
  day: 'Dia',
  shift: 'Turno',
  time: 'Horário',
  timeValue: '{start}–{end}',
  position: 'Vaga',
  errors: scheduleReportsErrors,
} as const;
