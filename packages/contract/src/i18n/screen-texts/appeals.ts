/**
 * pt-BR text of the appeals screens (billing.md §2 Appeals): the list /client/Appeals with its
 * alert filters and indicators, and one appeal at /client/Appeals/{id} with its actions. The
 * screen's title is the appeals' (appeals.title), and the names it shares with the printed appeal
 * and the Excel (an appeal's fields, the items' columns, the indicators) are theirs (appeals.files),
 * as are the toasts that say what an action did (appeals.observations). Screen texts: the web
 * loads them with the screen (decision 029).
 */
export const appealsScreenMessages = {
  tabsLabel: 'Visões dos recursos',
  tabs: { list: 'Recursos', stats: 'Indicadores' },
  empty: 'Nenhum recurso encontrado',
  total: '{count} recurso(s)',
  open: 'Abrir',
  cancel: 'Cancelar',
  openRow: 'Abrir o recurso {code}',
  filters: {
    legend: 'Filtros dos recursos',
    any: 'Todos',
    due: 'Prazo',
    dueWeek: 'Vencendo esta semana',
    dueOverdue: 'Vencidos',
    clear: 'Limpar filtros',
  },
  columns: {
    code: 'Número',
    due: 'Prazo',
    deadline: 'Data limite',
    events: 'Eventos',
    totalGlosado: 'Glosado',
    totalAppealed: 'Recorrido',
    totalAccepted: 'Aceito',
    totalReceived: 'Recebido',
    observation: 'Observação',
  },
  /** The badges' accessible prefixes: the colour is never the only sign. */
  statusLabel: 'Status do recurso',
  dueLabel: 'Prazo do recurso',
  stageLabel: 'Etapa da análise',
  detail: {
    back: 'Voltar para a lista',
    title: 'Recurso {code}',
    totalsLabel: 'Totais do recurso',
    actionsLabel: 'Ações do recurso',
    downloadsLabel: 'Arquivos do recurso',
    xml: 'XML do recurso',
    pdf: 'PDF do recurso',
  },
  /** The items table; the other headers are the printed appeal's (files.pdf.columns). */
  items: {
    tableLabel: 'Itens do recurso',
    openEvent: 'Abrir o evento da guia {guide}',
    noGuide: 'sem número',
    justification: 'Justificativa',
    received: 'Valor recebido',
  },
  actions: {
    send: 'Enviar',
    analysing: 'Em análise',
    waitingAnalysis: 'Aguardando análise',
    answer: 'Registrar resposta',
    receive: 'Receber',
    finish: 'Finalizar',
    stageDone: 'Etapa da análise: {stage}',
  },
  /** The confirmations of billing.md §4 (send, receive and finish change the events). */
  confirm: {
    send: 'Marcar o recurso {code} como enviado? Os eventos passam a Aguardando recurso.',
    receive: 'Receber {value} aceitos no recurso {code}? A glosa aceita passa a recebido.',
    finish: 'Finalizar o recurso {code}? Os eventos seguem as regras de finalização.',
    sentOn: 'Data do envio',
    receivedOn: 'Data do recebimento',
    finishedOn: 'Data da finalização',
    submit: 'Confirmar',
  },
  answerForm: {
    title: 'Resposta do convênio',
    hint: 'Por item, o valor aceito pelo convênio (zero se negado) e o motivo.',
    answeredOn: 'Data da resposta',
    tableLabel: 'Resposta por item',
    item: 'Item',
    acceptedOf: 'Valor aceito: {item}',
    reason: 'Motivo',
    reasonOf: 'Motivo: {item}',
    denyAll: 'Negar tudo',
    acceptAll: 'Aceitar tudo',
    total: 'Total aceito: {value}',
    done: 'Resposta do recurso {code} registrada',
  },
  /** The indicators; the table's headers and the file's name are the Excel's (files.sheet). */
  stats: {
    title: 'Indicadores de glosas e recursos',
    from: 'De (mês)',
    to: 'Até (mês)',
    tableLabel: 'Indicadores por convênio e mês',
    empty: 'Nenhum valor no período',
    export: 'Exportar Excel',
  },
  fileName: 'recurso-{code}',
} as const;
