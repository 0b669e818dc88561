/**
 * The appeal's files (the electronic RECURSO_GLOSA, the printed appeal) and the managers'
 * numbers sheet: the problems that keep the XML from being built, the PDF's and the sheet's
 * texts, and their refusals.
 */

/** The printed appeal (PDF) and the numbers sheet (XLSX). */
export const appealFilesMessages = {
  errors: {
    valuesDenied: 'Você não pode ver valores: o recurso e os indicadores trazem valores',
    periodInverted: 'O mês inicial deve ser anterior ou igual ao final',
    periodTooLong: 'O período tem no máximo {max} meses',
  },
  pdf: {
    title: 'Recurso de glosa nº {code}',
    cnpj: 'CNPJ {cnpj}',
    insurer: 'Convênio: {name}',
    page: 'Página {page} de {pages}',
    data: 'Dados do recurso',
    items: 'Itens recorridos',
    totals: 'Totais',
    fields: {
      insurer: 'Convênio',
      registerAns: 'Registro ANS',
      lot: 'Lote',
      protocol: 'Protocolo',
      operatorNumber: 'Número na operadora',
      status: 'Status',
      identified: 'Identificado em',
      deadline: 'Prazo',
      sent: 'Enviado em',
      answered: 'Respondido em',
      finished: 'Finalizado em',
    },
    columns: {
      guide: 'Guia',
      patient: 'Paciente',
      date: 'Data',
      procedure: 'Procedimento',
      glosaCodes: 'Glosa',
      glosado: 'Valor glosado',
      appealed: 'Valor recorrido',
      answer: 'Resposta',
      accepted: 'Valor aceito',
    },
    reasons: 'Motivos: {reasons}',
    justification: 'Justificativa: {text}',
    answerReason: 'Resposta do convênio: {text}',
    totalGlosado: 'Total glosado',
    totalAppealed: 'Total recorrido',
    totalAccepted: 'Total aceito',
    totalReceived: 'Total recebido',
  },
  sheet: {
    name: 'Glosas e recursos',
    fileName: 'glosas-e-recursos-{from}-a-{to}',
    columns: {
      insurer: 'Convênio',
      month: 'Mês',
      produced: 'Produzido',
      glosado: 'Glosado',
      appealed: 'Recorrido',
      recovered: 'Recuperado',
      glosaRate: 'Taxa de glosa',
      appealedShare: 'Parcela recorrida',
      recoveredShare: 'Parcela recuperada',
      averageDays: 'Dias até a resposta',
    },
    total: 'Total',
  },
} as const;
