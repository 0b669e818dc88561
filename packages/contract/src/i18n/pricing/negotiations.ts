import { negotiationScreenMessages } from '../screen-texts/negotiation-screen';

/** pt-BR text of the insurers' negotiations (the insurer screen's "Negociações" tab) — issue 5. */
export const negotiationsMessages = {
  screen: negotiationScreenMessages,
  /** Field checks of the contract (negotiationInputSchema). */
  validation: {
    money: 'Informe um valor em reais, com até 2 casas decimais',
    factor: 'Informe um fator positivo, até 9999,9999 (no máximo 4 casas decimais)',
    band: 'Informe um percentual entre -99,999% e 999,999%',
    date: 'Data inválida',
    code: 'O código tem 8 dígitos',
    porte: 'Porte inválido (1A a 14C)',
    indicator: 'Indicador anestésico inválido (A a Z)',
    grauPart: 'Grau de participação inválido',
    share: 'Informe uma participação entre 0% e 100%',
    expenseCode: 'Código de despesa inválido (01 a 08)',
    noCodes: 'Inclua ao menos um procedimento',
    duplicateCode: 'O procedimento {code} aparece mais de uma vez',
    duplicateRevenue: 'Cada função e ordem da equipe aparece uma vez só',
    tooMany: 'No máximo {max} itens',
  },
  /** Rules the server checks (billing.md §5). */
  errors: {
    notFound: 'Negociação não encontrada',
    insurerNotFound: 'Convênio não encontrado',
    started: 'Esta negociação já começou a valer e não pode ser alterada; só é possível mudar o fim da vigência',
    startedRemove: 'Esta negociação já começou a valer e não pode ser excluída',
    startRequired: 'Informe o início da vigência: só a primeira negociação do convênio pode ficar sem início',
    startInPast:
      'Uma negociação futura não pode ser alterada para começar antes de hoje: crie uma nova negociação com esse início',
    endBeforeStart: 'O fim da vigência deve ser igual ou posterior ao início',
    endInPast: 'O fim da vigência não pode ser anterior a hoje',
    overlap: 'A vigência se sobrepõe à da negociação {period}',
    /** The other negotiation in `overlap`: its name and validity, dates already DD/MM/YYYY (params: validityParams). */
    period:
      '"{name}" ({bounds, select, both {{start} a {end}} start {a partir de {start}} end {até {end}} other {sem início nem fim}})',
    tableOrCustom: 'Escolha uma tabela CBHPM com a sua valoração ou cadastre procedimentos próprios',
    valuationRequired: 'Escolha a valoração (R$ por porte e UCO) da tabela',
    editionNotFound: 'Tabela CBHPM não encontrada',
    valuationNotFound: 'Valoração não encontrada',
    inTable:
      'O procedimento {code} já está na tabela escolhida: use uma substituição em vez de um procedimento próprio',
    notInTable: 'O procedimento {code} não está na tabela escolhida',
  },
} as const;
