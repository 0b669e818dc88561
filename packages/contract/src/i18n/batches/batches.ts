import { batchesPdfMessages } from '../server-only/batches-pdf';
import { tissProblemsMessages } from '../server-only/tiss-problems';
/** pt-BR text of batches, TISS XML and printed guides (issue 8; billing.md §4, §8). */

export const batchesMessages = {
  statuses: {
    OPEN: 'Aberto',
    CLOSED: 'Fechado',
    ON_GOING: 'Em conferência',
    ACCEPTED: 'Aceito',
  },
  statusHints: {
    OPEN: 'Eventos podem ser adicionados e retirados',
    CLOSED: 'Precisa ser enviado; nada pode ser adicionado',
    ON_GOING: 'Eventos em conferência; nada pode ser adicionado',
    ACCEPTED: 'Fechado, enviado e aceito pelo convênio',
  },
  statusActions: {
    close: 'Fechar lote',
    reopen: 'Reabrir lote',
    startChecking: 'Pôr em conferência',
    accept: 'Marcar como aceito',
    unaccept: 'Desmarcar aceito',
  },
  xmlStatuses: { Creating: 'Gerando', Successful: 'Gerado', Error: 'Erro' },
  /** billing.md §8 batch warnings, one per BATCH_WARNINGS code. */
  warnings: {
    noBatch: 'Nenhum lote selecionado',
    closed: 'O lote está fechado',
    full: 'O lote atingiu o número máximo de eventos',
    typeMismatch: 'O tipo do evento é diferente do tipo do lote',
    insurerMismatch: 'O convênio do evento é diferente do convênio do lote',
    noInsurer: 'O lote não tem convênio',
    status: 'O status do evento não permite alterar o lote',
    hasTransactions: 'O evento tem transações ativas e não pode mudar de lote',
    alreadyInBatch: 'O evento já está em um lote',
    notInBatch: 'O evento não está neste lote',
    inactive: 'O evento foi removido',
    notWritable: 'Você não pode alterar eventos desta empresa',
  },
  validation: {
    code: 'Use só letras, números e hífen (até 12)',
    codeExists: 'Já existe um lote com este número',
    appealSequenceExists: 'Já existe um recurso com esta sequência de transação',
    noInsurer: 'O lote precisa de um convênio',
    noEvents: 'Escolha ao menos um evento',
    hospitalNotFound: 'Hospital não encontrado',
    insurerNotFound: 'Convênio não encontrado',
  },
  errors: {
    notFound: 'Lote não encontrado',
    notWritable: 'Você não pode alterar lotes desta empresa',
    statusAction: 'Esta ação não é possível no status atual do lote',
    acceptLocked: 'O lote não pode ser desmarcado como aceito: o XML já foi gerado',
    notEmpty: 'Retire os eventos antes de remover o lote',
    xml: 'Houve um erro ao gerar o xml',
    xmlNotReady: 'O XML ainda está sendo gerado ou teve erro',
    xmlEmpty: 'O lote não tem eventos ativos para gerar o XML',
    xmlRunning: 'Já existe uma geração de XML em andamento para este lote',
    xmlInterrupted: 'A geração do XML foi interrompida pelo reinício do servidor; gere o XML novamente',
    xmlValuesDenied: 'Você não pode ver valores: o XML do lote traz os valores das guias',
    guideError: 'Erro ao Gerar Guia',
    attachmentType: 'Anexe um PDF, PNG ou JPEG',
    attachmentSize: 'O anexo pode ter no máximo 15 MB',
    attachmentNotFound: 'Anexo não encontrado',
    eventClosedBatch: 'O evento está em um lote fechado e não pode ser editado',
  },
  /**
   * The built-in TISS checks (domain TISS_PROBLEM_CODES), explained per guide: what is wrong, in
   * the words of the screens (`fields`, each with its article), and where to fix it (`fixAt`).
   * A `{field}` that starts a sentence arrives capitalized ("A carteira…").
   */
  tissProblems: tissProblemsMessages,
  guideTypes: { Honorario: 'Honorários', SPSADT: 'SP/SADT', Consulta: 'Consulta' },
  downloadTypes: { xml: 'XML', zip: 'ZIP' },
  /** File names (without extension). */
  files: {
    guides: 'guias-lote-{code}',
    eventGuide: 'guia-{numGuide}',
  },
  pdf: batchesPdfMessages,
} as const;

/** pt-BR text of invoices (notas fiscais; billing.md §2). */
export const invoicesMessages = {
  validation: {
    payerRequired: 'Escolha o pagador da nota fiscal',
    numberExists: 'Já existe uma nota fiscal com este número',
    payerNotFound: 'Pagador não encontrado',
    eventPayer: 'O evento é de outro convênio',
    eventStatus: 'O status do evento não permite incluir nota fiscal',
  },
  errors: {
    notFound: 'Nota fiscal não encontrada',
    notWritable: 'Você não pode alterar notas fiscais desta empresa',
  },
} as const;
