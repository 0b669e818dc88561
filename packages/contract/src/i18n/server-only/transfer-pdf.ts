/**
 * The doctors' printed documents (billing.md §3 Transfer and user transfer; decision 028): the
 * monthly statement (demonstrativo de repasse) and the yearly income report (informe de
 * rendimentos). Server only (decision 027). The roles are `screens.pricing.roles`, the bases and
 * kinds of a tax `screens.taxes.bases` / `.kinds`: the documents read those, not copies.
 */
export const transferPdfMessages = {
  page: 'Página {page} de {pages}',
  cnpj: 'CNPJ {cnpj}',
  personTypes: { PF: 'Pessoa física', PJ: 'Pessoa jurídica' },
  modes: { ALL: 'Produção', RECEIVED: 'Recebido', RECURSED: 'Recuperado em recurso' },
  statement: {
    title: 'Demonstrativo de repasse',
    documentTitle: 'Demonstrativo de repasse · competência {month}',
    headingMonth: 'Competência {month}',
    sections: {
      receiver: 'Recebedor e repasse',
      entries: 'Recebimentos que compõem o valor bruto ({count})',
      summary: 'Resumo',
      lines: 'Impostos e taxas',
      totals: 'Totais e líquido',
      payments: 'Pagamento',
    },
    fields: {
      receiver: 'Recebedor',
      personType: 'Pessoa',
      cnpj: 'CNPJ',
      month: 'Competência',
      mode: 'Modo',
      code: 'Código do repasse',
      status: 'Situação',
    },
    statuses: {
      OPEN: 'Aberto: prévia, os valores ainda podem mudar',
      LOCKED: 'Bloqueado',
      lockedAt: 'Bloqueado em {date}',
    },
    columns: {
      date: 'Recebido em',
      guide: 'Guia',
      patient: 'Paciente',
      procedureDate: 'Realizado em',
      insurer: 'Convênio',
      procedure: 'Procedimento',
      role: 'Função',
      weight: 'Participação',
      entryValue: 'Valor total',
      value: 'Parte do recebedor',
    },
    noEntries: 'Nenhum recebimento neste repasse',
    summary: {
      fullValue: 'Valor bruto',
      discount: 'Desconto',
      value: 'Valor recebido (bruto menos desconto)',
      valueBaseTransfer: 'Base do repasse',
      valueBaseIR: 'Base do IRRF',
      discountReason: 'Motivo do desconto: {reason}',
    },
    lineColumns: {
      name: 'Imposto ou taxa',
      kind: 'Tipo',
      base: 'Base de cálculo',
      baseValue: 'Valor da base',
      rate: 'Alíquota ou valor',
      value: 'Valor',
      note: 'Observação',
    },
    noLines: 'Nenhum imposto ou taxa neste repasse',
    withheld: 'Retido pela fonte pagadora: mostrado, não descontado',
    capped: 'Limitado ao que restava do líquido',
    bandRate: '{rate} (faixa)',
    /** The INSS line's explanation, from its detail; the parts present are joined by "; ". */
    inss: {
      ceiling: 'Teto do INSS {value}',
      otherSources: 'outras fontes {value}',
      cappedBase: 'base considerada {value}',
      ceilingApplied: 'base limitada pelo teto',
    },
    /** The IRRF table line's explanation, from its detail; the parts present are joined by "; ". */
    irrf: {
      income: 'Rendimento {value}',
      deduction: 'dedução {kind} {value}',
      deductionKinds: { legal: 'legal (INSS e dependentes)', simplified: 'simplificada' },
      dependants: '{count, plural, =1 {# dependente} other {# dependentes}}',
      base: 'base {value}',
      band: 'faixa de {rate}, parcela a deduzir {value}',
      tableTax: 'imposto pela tabela {value}',
      reduction: 'redução da Lei 15.270/2025 {value}',
      table: 'tabela em vigor desde {month}',
    },
    totals: {
      totalTaxes: 'Total de impostos',
      totalFees: 'Total de taxas',
      withheldByPayer: 'Retido pela fonte pagadora (não descontado)',
      liquid: 'Líquido a receber',
    },
    paymentColumns: { part: 'Parcela', date: 'Data do pagamento', invoice: 'Nota fiscal', value: 'Valor' },
    partNumber: '{n} de {count}',
    paid: 'Total pago',
    notPaid: 'Pagamento ainda não registrado',
  },
  incomeReport: {
    title: 'Informe de rendimentos',
    documentTitle: 'Informe de rendimentos · ano-calendário {year}',
    headingYear: 'Ano-calendário {year}',
    sections: {
      receiver: 'Recebedor',
      months: 'Repasses bloqueados por mês',
    },
    fields: { receiver: 'Recebedor', personType: 'Pessoa', cnpj: 'CNPJ', year: 'Ano-calendário' },
    columns: {
      month: 'Mês',
      gross: 'Rendimento bruto',
      fees: 'Taxas',
      inss: 'INSS',
      irrf: 'IRRF',
      otherTaxes: 'Outros impostos',
      withheldByPayer: 'Retido na fonte',
      liquid: 'Líquido',
    },
    totals: 'Total do ano',
    noMonths: 'Nenhum repasse bloqueado neste ano',
    notes: {
      gross: 'Rendimento bruto: o valor bruto de cada mês menos o desconto.',
      withheld:
        'Retido na fonte: impostos que o convênio já reteve ao pagar; informados aqui e não descontados de novo do líquido.',
    },
  },
} as const;
