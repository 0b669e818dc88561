/**
 * The insurers' statements as read from their TISS files (shared/tiss/NOTES.md §7 "Statements"):
 * DEMONSTRATIVO_ANALISE_CONTA (per guide and item: informed, processed and released values and
 * the table-38 glosas) and DEMONSTRATIVO_PAGAMENTO (what was paid, by date, with guide-level
 * amounts and debits/credits). Element names are kept as the ANS writes them so a field can be
 * traced to the file. Money is decimal text with exactly two decimals ("850.00"); a value that is
 * missing or unreadable is null and the reading reports a problem at its path and line.
 */
import type { DecimalText } from '../../pricing/types';
import type { TissHashEncoding, TissVersion } from '../types';

/** Problems that stop the file from being read as a statement (the body is null). */
export const STATEMENT_FILE_PROBLEMS = [
  /** Declared encoding other than ISO-8859-1 / UTF-8, or a UTF-8 file with invalid bytes. */
  'encoding',
  /** Not well-formed XML (also a truncated file). */
  'malformed',
  /** A DOCTYPE (and so any entity declaration): refused, never expanded. */
  'doctype',
  /** An entity other than the five predefined ones and character references. */
  'entity',
  /** The root is not ans:mensagemTISS in http://www.ans.gov.br/padroes/tiss/schemas. */
  'notTiss',
  /** `Padrao` is not a version we read (3.x, 4.00–4.03). */
  'unsupportedVersion',
  /** tipoTransacao is not a statement, or the message has no demonstrativosRetorno. */
  'notStatement',
  /** demonstrativosRetorno holds a body we do not read (the dental statement). */
  'unsupportedBody',
  /** The insurer answered with mensagemErro (params: codigoGlosa, descricaoGlosa). */
  'operatorError',
  /** The insurer answered situacaoDemonstrativoRetorno: the statement is not ready (params: its status). */
  'statementNotReady',
  /** The epilogo has no hash, or an empty one. */
  'hashMissing',
  /** The hash is neither the MD5 of the Latin-1 nor of the UTF-8 leaf text (NOTES.md §6). */
  'hashMismatch',
] as const;

/** Problems of one value or line; the statement is still read. */
export const STATEMENT_CONTENT_PROBLEMS = [
  'missingField',
  'valueNotNumeric',
  'valueNegative',
  /** More integer digits than the version's width (8,2 / 10,2): read, but the file is not valid. */
  'valueTooWide',
  /** The same protocol + guide + sequencialItem twice. */
  'duplicateLine',
  /** An element that may appear once appears again (the first value is kept). */
  'repeatedElement',
  /** The body is not the statement tipoTransacao announces. */
  'transactionMismatch',
] as const;

/** Warnings: the operator's figures do not add up (beyond 0.05, billing.md §9). */
export const STATEMENT_WARNINGS = [
  /** An item's released + glosas ≠ processed. */
  'itemValuesMismatch',
  /** A guide, protocol, date or statement total ≠ the sum of its parts. */
  'totalsMismatch',
] as const;

export type StatementFileProblemCode = (typeof STATEMENT_FILE_PROBLEMS)[number];
export type StatementProblemCode =
  StatementFileProblemCode | (typeof STATEMENT_CONTENT_PROBLEMS)[number] | (typeof STATEMENT_WARNINGS)[number];

export interface StatementProblem {
  code: StatementProblemCode;
  severity: 'error' | 'warning';
  /**
   * Element path in the file, 1-based indexes; in the body it starts at demonstrativosRetorno:
   * `demonstrativosRetorno/demonstrativoAnaliseConta[1]/dadosConta/dadosProtocolo[2]/…/valorInformado`.
   */
  path: string;
  /** Line in the file, when known. */
  line: number | null;
  params?: Record<string, string>;
}

/** The message envelope (cabecalho and epilogo). */
export interface StatementEnvelope {
  tipoTransacao: string;
  sequencialTransacao: string;
  dataRegistroTransacao: string;
  horaRegistroTransacao: string;
  /** origem/registroANS: the operator that sent the file. */
  registroANSOrigem: string | null;
  /** Padrao as written (e.g. "4.02.00"). */
  padrao: string;
  /** The schema family whose rules (widths, elements) apply: 3.x → 3.05.00, 4.00/4.01 → 4.01.00, 4.02/4.03 → 4.03.00. */
  version: TissVersion | null;
  /** The hash as written (lower-cased), or null. */
  hash: string | null;
  /** The encoding whose MD5 matched the hash, or null. */
  hashEncoding: TissHashEncoding | null;
}

/** A table-38 glosa or message: codigoGlosa + descricaoGlosa (ct_motivoGlosa). */
export interface StatementGlosaReason {
  codigoGlosa: string;
  descricaoGlosa: string | null;
}

/** ct_demonstrativoCabecalho. */
export interface StatementHeader {
  registroANS: string;
  numeroDemonstrativo: string;
  nomeOperadora: string;
  numeroCNPJ: string;
  dataEmissao: string;
}

/** ct_contratadoDados + CNES: the provider as the operator identifies it (one of the three numbers). */
export interface StatementProvider {
  codigoPrestadorNaOperadora: string | null;
  cnpj: string | null;
  cpf: string | null;
  /** nomeContratado: only in 3.05.00. */
  nomeContratado: string | null;
  cnes: string | null;
}

/** Informed / processed / released / glosa totals (glosa is optional in the files). */
export interface StatementTotals {
  informado: DecimalText | null;
  processado: DecimalText | null;
  liberado: DecimalText | null;
  glosa: DecimalText | null;
}

/** One relacaoGlosa of an item. */
export interface StatementItemGlosa {
  valorGlosa: DecimalText | null;
  tipoGlosa: string;
}

/** detalhesGuia: one item of a guide. */
export interface AnaliseItem {
  path: string;
  line: number;
  sequencialItem: string;
  dataRealizacao: string;
  codigoTabela: string;
  codigoProcedimento: string;
  descricaoProcedimento: string;
  grauParticipacao: string | null;
  valorInformado: DecimalText | null;
  /** Decimal 9,4 (8,4 in 3.05.00), as written. */
  qtdExecutada: string | null;
  valorProcessado: DecimalText | null;
  valorLiberado: DecimalText | null;
  glosas: StatementItemGlosa[];
  /** centroConsumo: 4.03.00 only. */
  centroConsumo: string | null;
}

/** relacaoGuias: one guide of a protocol. */
export interface AnaliseGuide {
  path: string;
  line: number;
  numeroGuiaPrestador: string;
  numeroGuiaOperadora: string | null;
  senha: string | null;
  /** Only in 3.05.00 (removed with the LGPD change of 4.00). */
  nomeBeneficiario: string | null;
  numeroCarteira: string;
  dataInicioFat: string;
  horaInicioFat: string | null;
  dataFimFat: string | null;
  horaFimFat: string | null;
  glosas: StatementGlosaReason[];
  situacaoGuia: string;
  items: AnaliseItem[];
  totals: StatementTotals;
  /** 4.03.00 only. */
  observacao: string | null;
}

/** dadosProtocolo: one protocol (one lote as received by the operator). */
export interface AnaliseProtocol {
  path: string;
  line: number;
  numeroLotePrestador: string;
  numeroProtocolo: string;
  dataProtocolo: string;
  /** GlosaProtocolo (0..1). */
  glosas: StatementGlosaReason[];
  situacaoProtocolo: string;
  guides: AnaliseGuide[];
  totals: StatementTotals;
}

/** One demonstrativoAnaliseConta (a file holds 1–30). */
export interface AnaliseContaStatement {
  path: string;
  line: number;
  header: StatementHeader;
  provider: StatementProvider;
  protocols: AnaliseProtocol[];
  totals: StatementTotals;
  /** 4.03.00 only. */
  observacao: string | null;
}

/** guiasDoLote of a paid protocol (absent in 3.05.00). */
export interface PagamentoGuide {
  path: string;
  line: number;
  numeroGuiaPrestador: string;
  numeroGuiaOperadora: string | null;
  senha: string | null;
  /** dm_tipoPagamento: 1 inicial, 2 recurso. */
  tipoPagamento: 'inicial' | 'recurso' | null;
  valorProcessadoGuia: DecimalText | null;
  valorLiberadoGuia: DecimalText | null;
  valorGlosaGuia: DecimalText | null;
}

/** relacaoProtocolos (ct_dadosResumoDemonstrativo). */
export interface PagamentoProtocol {
  path: string;
  line: number;
  dataProtocolo: string;
  numeroProtocolo: string;
  numeroLote: string;
  totals: StatementTotals;
  guides: PagamentoGuide[];
}

/** ct_descontos: indicador 1 débito / 2 crédito, tipo 01 IRRF, 02 ISS, 03 INSS, 04 PIS… */
export interface StatementDebitCredit {
  path: string;
  line: number;
  indicador: 'debito' | 'credito' | null;
  tipoDebitoCredito: string;
  descricaoDbCr: string;
  valorDbCr: DecimalText | null;
}

/** pagamentosPorData. */
export interface PagamentoPorData {
  path: string;
  line: number;
  dataPagamento: string;
  /** dm_formaPagamento: 1 depósito, 2 carteira, 3 boleto, 4 dinheiro/cheque. */
  formaPagamento: string;
  banco: string | null;
  agencia: string | null;
  nrContaCheque: string | null;
  protocols: PagamentoProtocol[];
  /** totaisBrutosPorData. */
  gross: StatementTotals;
  debitsCredits: StatementDebitCredit[];
  /** totaisLiquidosPorData. */
  net: { debitos: DecimalText | null; creditos: DecimalText | null; liquido: DecimalText | null };
}

/** demonstrativoPagamento. */
export interface PagamentoStatement {
  path: string;
  line: number;
  header: StatementHeader;
  provider: StatementProvider;
  payments: PagamentoPorData[];
  /** totaisBrutosDemonstrativo. */
  gross: StatementTotals;
  debitsCredits: StatementDebitCredit[];
  /** totaisLiquidosDemonstrativo (liquido = valorLiberadoDemonstrativo). */
  net: { debitos: DecimalText | null; creditos: DecimalText | null; liquido: DecimalText | null };
  observacao: string | null;
}

export type StatementBody =
  { kind: 'analiseConta'; statements: AnaliseContaStatement[] } | { kind: 'pagamento'; statement: PagamentoStatement };

/** What reading a statement file gives: always the problems, the envelope and body when they could be read. */
export interface StatementReadResult {
  envelope: StatementEnvelope | null;
  body: StatementBody | null;
  problems: StatementProblem[];
}
