/**
 * pt-BR text of the appeals on the event page and the events list (billing.md §3 Event
 * dtRecourse, observationRecourse, totalAppealed, totalAcceptedByAppeal, totalReceivedByAppeal;
 * §4 recourseIdentify, recourseSend, recourseReceived, send appeal; decision 026).
 */
export const eventAppealsScreenMessages = {
  section: 'Recursos',
  loadFailed: 'Não foi possível carregar os recursos do evento.',
  none: 'Nenhum recurso de glosa neste evento.',
  values: {
    label: 'Valores de recurso do evento',
    totalAppealed: 'Recorrido',
    totalAcceptedByAppeal: 'Aceito em recurso',
    totalReceivedByAppeal: 'Recebido por recurso',
    dtRecourse: 'Envio do recurso',
    observationRecourse: 'Observação do recurso',
  },
  list: {
    table: 'Recursos do evento',
    code: 'Número',
    insurer: 'Convênio',
    status: 'Situação',
    due: 'Prazo',
    deadline: 'Até {date}',
    noDeadline: 'Sem prazo',
    totalGlosado: 'Glosado',
    totalAppealed: 'Recorrido',
    totalAccepted: 'Aceito',
    totalReceived: 'Recebido',
    actions: 'Ações',
    open: 'Abrir recurso {code}',
    send: 'Enviar recurso {code}',
  },
  menu: {
    group: 'Recurso de glosa',
    identify: 'Identificar recurso…',
    send: 'Enviar recurso {code}…',
    received: 'Recurso recebido: abrir o recurso {code}',
  },
  identify: {
    title: 'Identificar recurso',
    hint: 'Escolha as glosas a recorrer, o valor (até o glosado) e a justificativa de cada uma.',
    none: 'Este evento não tem glosas para recorrer.',
    table: 'Glosas do evento',
    choose: 'Recorrer',
    item: 'Item',
    reasons: 'Motivos da glosa',
    valueGlosado: 'Glosado',
    valueAppealed: 'Valor recorrido',
    chooseOf: 'Recorrer da glosa de {item}',
    valueOf: 'Valor recorrido de {item}',
    justificationOf: 'Justificativa de {item}',
    blocked: 'Não pode ser recorrida: {reason}',
    noReasons: 'Sem motivo informado',
    total: 'Total recorrido: {value}',
    done: 'Recurso {code} identificado',
  },
  send: {
    title: 'Enviar recurso',
    confirm: 'Marcar o recurso {code} como enviado? Seus eventos passam a Aguardando recurso.',
    date: 'Data do envio',
    done: 'Recurso {code} enviado',
  },
  bulk: {
    hint: 'As glosas recorríveis dos eventos entram em recurso, um por convênio, com esta justificativa.',
    justification: 'Justificativa',
  },
} as const;
