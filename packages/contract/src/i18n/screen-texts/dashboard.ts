/**
 * pt-BR text of the production panel of /client/dashboard (billing.md §2 dashboard): production
 * by month, insurer, hospital and doctor, the status pipeline, glosa and appeal recovery, the
 * aging of receivables and the work not yet billed. Screen texts: the web loads them with the
 * panel (decision 029); the server's errors of GET /api/dashboard are the events' production errors.
 */
export const dashboardScreenMessages = {
  heading: 'Produção do grupo',
  filtersLegend: 'Filtros do painel',
  from: 'Procedimentos de',
  until: 'Até',
  company: 'Empresa',
  insurer: 'Convênio',
  hospital: 'Hospital',
  doctor: 'Anestesista',
  any: 'Todos',
  clear: 'Limpar filtros',
  loading: 'Carregando o painel…',
  empty: 'Nenhum evento no período e filtros escolhidos.',
  valuesHidden: 'Seu perfil não vê valores: os gráficos mostram a quantidade de eventos, sem valores em reais.',
  chart: 'Gráfico',
  numbers: 'Ver números',
  others: 'Outros',
  noName: '(sem cadastro)',
  count: 'Eventos',
  asOf: 'Idade contada até {date}, a partir da entrada da guia no lote enviado.',
  sections: {
    years: 'Produção por ano',
    months: 'Produção por mês',
    insurers: 'Produção por convênio',
    hospitals: 'Produção por hospital',
    doctors: 'Produção por anestesista',
    statuses: 'Eventos por status',
    glosa: 'Glosa e recuperação por convênio',
    aging: 'Contas a receber por idade',
    notBilled: 'Trabalho ainda não faturado',
  },
  columns: {
    year: 'Ano',
    month: 'Mês',
    name: 'Nome',
    status: 'Status',
    bucket: 'Idade',
    produced: 'Produzido',
    received: 'Recebido',
    glosado: 'Glosado',
    inProcessing: 'Em processamento',
    receivedByAppeal: 'Recuperado em recurso',
    glosaRate: 'Taxa de glosa',
    recoveryRate: 'Recuperação',
    open: 'Em aberto',
    count: 'Eventos',
  },
  buckets: {
    upTo30: '0 a 30 dias',
    upTo60: '31 a 60 dias',
    upTo90: '61 a 90 dias',
    over90: 'Mais de 90 dias',
  },
  notBilledHint: 'Eventos ativos fora de um lote enviado, ainda não finalizados.',
  /** /client/BigData (billing.md §2 BigData; decision 037). */
  bigData: {
    heading: 'BigData: toda a história da produção',
    intro:
      'A produção da empresa desde o primeiro evento, por ano, mês, convênio, hospital, anestesista e status. Os totais vêm dos resumos que cada gravação de evento e de transação mantém em dia.',
    from: 'Do mês',
    until: 'Até o mês',
    sinceStart: 'Desde o início',
    untilNow: 'Até hoje',
    period: 'Período',
    empty: 'Nenhum evento no período escolhido.',
    undated:
      '{count} evento(s) sem data do procedimento: contam nos totais por convênio, hospital, anestesista e status, em nenhum mês.',
    loading: 'Carregando o BigData…',
  },
} as const;
