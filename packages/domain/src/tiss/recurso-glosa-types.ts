/**
 * Typed input and result of the RECURSO_GLOSA builder (shared/tiss/NOTES.md §7 "Recurso de
 * glosa"). Plain data, as the server reads it from an appeal: strings as the registries keep them
 * (money as decimal text "1234.56", dates YYYY-MM-DD, times HH:mm[:ss]); the builder formats,
 * checks and writes them in the order of the insurer's TISS version.
 */
import type { DecimalText } from '../pricing/types';
import type { TissHashEncoding, TissParty, TissProblemCode, TissVersion } from './types';

/** One appealed item of a guide (itensGuia). */
export interface RecursoItemInput {
  /** sequencialItem of the item in the original guide (≤ 4 digits). */
  sequence: number;
  /** dataInicio (the execution date). */
  startDate: string;
  /** dataFim (optional). */
  endDate?: string | null;
  /** procRecurso: table 87 (22 TUSS procedimentos), code (≤ 10), description (≤ 150, cut like the lote's). */
  tableCode: string;
  code: string;
  description: string;
  /** grauParticipacao, table 35 (optional). */
  grauPart?: string | null;
  /** centroConsumo 1–10 (optional; the element exists only in 4.03.00 and is left out before). */
  consumptionCenter?: string | null;
  /** codGlosaItem: the glosa code appealed against (table 38, 4 digits). */
  glosaCode: string;
  /** valorRecursado: the value claimed back. */
  value: DecimalText;
  /** justificativaItem (≤ 150 in 3.05.00, ≤ 500 in 4.x; never cut). */
  justification: string;
}

/** How a guide is appealed: as a whole (recursoGuiaCompleta) or item by item (itensGuia). */
export type RecursoGuideAppeal =
  | {
      kind: 'wholeGuide';
      /** codGlosaGuia. */
      glosaCode: string;
      /** justificativaGuia (≤ 150 / ≤ 500). */
      justification: string;
      /** The value claimed back for the guide: not an element of the guide, it enters valorTotalRecursado. */
      value: DecimalText;
    }
  | { kind: 'items'; items: RecursoItemInput[] };

/** One appealed guide (recursoGuia). */
export interface RecursoGuideInput {
  /** numeroGuiaOrigem: the guide's numeroGuiaPrestador as it was sent (≤ 20). */
  originGuideNumber: string;
  /** numeroGuiaOperadora (optional, ≤ 20). */
  operatorGuideNumber?: string | null;
  /** senha (optional, ≤ 20). */
  password?: string | null;
  appeal: RecursoGuideAppeal;
}

/** What is appealed (objetoRecurso): the whole protocol (1) or 1–100 guides (2). */
export type RecursoObject =
  | {
      kind: 'protocol';
      /** codigoGlosaProtocolo. */
      glosaCode: string;
      /** justificativaProtocolo (≤ 150 / ≤ 500). */
      justification: string;
      /** The value claimed back: not an element of recursoProtocolo, it is valorTotalRecursado. */
      value: DecimalText;
    }
  | { kind: 'guides'; guides: RecursoGuideInput[] };

export interface RecursoGlosaInput {
  version: TissVersion;
  /** cabecalho/sequencialTransacao (≤ 12 digits; unique per appeal, billing.md §5). */
  sequence: number;
  /** When the message is registered: YYYY-MM-DD and HH:mm[:ss] (passed in: the domain has no clock). */
  registeredDate: string;
  registeredTime: string;
  /**
   * The provider at the operator (origem/identificacaoPrestador and dadosContratado): its code
   * there, else its CNPJ, else its CPF — the lote's choice. Its name is written only in 3.05.00
   * (dadosContratado/nomeContratado).
   */
  provider: TissParty;
  /** The operator: registroANS (6 digits) and nomeOperadora (≤ 70, cut like the lote's names). */
  operator: { registerANS: string; name: string };
  /** numeroGuiaRecGlosaPrestador: the provider's appeal number (≤ 20). */
  appealNumber: string;
  /** numeroGuiaRecGlosaOperadora (optional, ≤ 20). */
  operatorAppealNumber?: string | null;
  /** numeroLote of the appealed lote (text ≤ 12). */
  batchNumber: string;
  /** numeroProtocolo the operator gave the lote: digits only, ≤ 12. */
  protocolNumber: string;
  object: RecursoObject;
  /** dataRecurso. */
  appealDate: string;
  /** The insurer's epilogo hash encoding (the lote's setting); ISO-8859-1 when absent. */
  hashEncoding?: TissHashEncoding;
}

export const RECURSO_PROBLEM_CODES = [
  'required',
  'tooLong',
  'codeDomain',
  'format',
  'valueTooLarge',
  /** Warning: characters without a Latin-1 form were left out of a value (params.chars). */
  'droppedCharacters',
  /** numeroProtocolo is not made of digits (params.max = 12). */
  'protocolNotNumeric',
  /** An appeal of guides holds 1–100 guides (params.count, params.max). */
  'appealSize',
  /** The hash of the final file does not match its content. */
  'hash',
] as const satisfies readonly (TissProblemCode | 'protocolNotNumeric' | 'appealSize')[];
export type RecursoProblemCode = (typeof RECURSO_PROBLEM_CODES)[number];

/** A problem of the appeal: a code, the path of the element or input field, values for the message. */
export interface RecursoProblem {
  /** e.g. 'numeroProtocolo', 'recursoGuia[2].itensGuia[1].justificativaItem'. */
  field: string;
  code: RecursoProblemCode;
  params?: Record<string, string | number>;
}

export type RecursoGlosaResult =
  | {
      ok: true;
      /** The final text (with the hash), to be encoded ISO-8859-1 (`encodeLatin1`). */
      xml: string;
      /** The epilogo MD5 (32 lower-case hex digits) in the input's hash encoding. */
      hash: string;
      /** valorTotalRecursado as written. */
      total: DecimalText;
      /** What the file was built with but the user should know (characters left out of a value). */
      warnings: RecursoProblem[];
    }
  | { ok: false; problems: RecursoProblem[] };
