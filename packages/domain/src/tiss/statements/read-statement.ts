/**
 * A statement message from its records (xml-records.ts): the envelope (tipoTransacao, Padrao,
 * the operator), the epilogo hash checked as NOTES.md §6 says for incoming files — the MD5 of the
 * leaf text in ISO-8859-1 or in UTF-8, letter case ignored — and the body of
 * `operadoraParaPrestador/demonstrativosRetorno`: 1–30 análises de conta or one pagamento, read
 * and checked. A mensagemErro or situacaoDemonstrativoRetorno answer, an unknown version or
 * transaction, a missing or wrong hash are file problems with a code, never a crash.
 */
import { md5Hex } from '../md5';
import { encodeLatin1, encodeUtf8 } from '../text';
import type { TissHashEncoding, TissVersion } from '../types';
import { checkAnaliseConta } from './check-analise-conta';
import { checkPagamento } from './check-pagamento';
import { readAnaliseConta } from './read-analise-conta';
import { addProblem, RecordReader, type ReadContext } from './read-fields';
import { readPagamento } from './read-pagamento';
import {
  STATEMENT_FILE_PROBLEMS,
  type StatementBody,
  type StatementEnvelope,
  type StatementFileProblemCode,
  type StatementReadResult,
} from './types';
import type { CollectedXml } from './xml-records';

export const STATEMENT_TRANSACTIONS = {
  analiseConta: 'DEMONSTRATIVO_ANALISE_CONTA',
  pagamento: 'DEMONSTRATIVO_PAGAMENTO',
} as const;

/** The schema family whose rules apply to a `Padrao`: 3.x → 3.05.00, 4.00/4.01 → 4.01.00, 4.02/4.03 → 4.03.00. */
export function statementVersionFamily(padrao: string): TissVersion | null {
  if (/^3\.0[0-5]\.\d\d$/.test(padrao)) return '3.05.00';
  if (/^4\.0[01]\.\d\d$/.test(padrao)) return '4.01.00';
  if (/^4\.0[23]\.\d\d$/.test(padrao)) return '4.03.00';
  return null;
}

/** The encoding whose MD5 of the leaf text equals the written hash (any letter case), or null. */
export function matchingHashEncoding(leafText: string, hash: string): TissHashEncoding | null {
  const written = hash.toLowerCase();
  if (md5Hex(encodeLatin1(leafText)) === written) return 'ISO-8859-1';
  // Identical bytes when every character is ASCII: no second digest needed.
  if (/[\u0080-\uffff]/.test(leafText) && md5Hex(encodeUtf8(leafText)) === written) return 'UTF-8';
  return null;
}

function readEnvelope(ctx: ReadContext, root: RecordReader, collected: CollectedXml): StatementEnvelope {
  const padrao = root.text('cabecalho/Padrao');
  const hash = collected.hash ? collected.hash.toLowerCase() : null;
  const envelope: StatementEnvelope = {
    tipoTransacao: root.text('cabecalho/identificacaoTransacao/tipoTransacao'),
    sequencialTransacao: root.text('cabecalho/identificacaoTransacao/sequencialTransacao'),
    dataRegistroTransacao: root.text('cabecalho/identificacaoTransacao/dataRegistroTransacao'),
    horaRegistroTransacao: root.text('cabecalho/identificacaoTransacao/horaRegistroTransacao'),
    registroANSOrigem: root.optional('cabecalho/origem/registroANS'),
    padrao,
    version: statementVersionFamily(padrao),
    hash,
    hashEncoding: hash ? matchingHashEncoding(collected.leafText, hash) : null,
  };
  const at = (key: string) => `mensagemTISS/${key}`;
  // Without a version we know, widths and elements cannot be read: the body is left unread.
  if (!envelope.version) {
    addProblem(ctx, 'unsupportedVersion', at('cabecalho/Padrao'), root.lineOf('cabecalho/Padrao'), { padrao });
  }
  if (!hash) addProblem(ctx, 'hashMissing', at('epilogo/hash'), null);
  else if (!envelope.hashEncoding) addProblem(ctx, 'hashMismatch', at('epilogo/hash'), null, { hash });
  return envelope;
}

/** The insurer's answer instead of a statement: mensagemErro or situacaoDemonstrativoRetorno. */
function readAnswer(ctx: ReadContext, body: RecordReader): boolean {
  const [error] = body.children('mensagemErro');
  if (error) {
    addProblem(ctx, 'operatorError', error.path, error.line, {
      codigoGlosa: error.optional('codigoGlosa') ?? '',
      descricaoGlosa: error.optional('descricaoGlosa') ?? '',
    });
    return true;
  }
  const [status] = body.children('situacaoDemonstrativoRetorno');
  if (status) {
    addProblem(ctx, 'statementNotReady', status.path, status.line, {
      situacaoDemonstrativo: status.optional('situacaoDemonstrativo') ?? '',
      dataSituacaoDemonstrativo: status.optional('dataSituacaoDemonstrativo') ?? '',
      numeroProtocolo: status.optional('numeroProtocolo') ?? '',
      tipoDemonstrativo: status.optional('tipoDemonstrativo') ?? '',
    });
    return true;
  }
  return false;
}

function readBody(ctx: ReadContext, body: RecordReader, tipoTransacao: string): StatementBody | null {
  if (readAnswer(ctx, body)) return null;
  const analises = body.children('demonstrativoAnaliseConta');
  const [pagamento] = body.children('demonstrativoPagamento');
  let read: StatementBody;
  if (analises.length) {
    read = { kind: 'analiseConta', statements: analises.map(readAnaliseConta) };
    checkAnaliseConta(ctx, read.statements);
  } else if (pagamento) {
    read = { kind: 'pagamento', statement: readPagamento(pagamento) };
    checkPagamento(ctx, read.statement);
  } else {
    addProblem(ctx, 'unsupportedBody', body.path, body.line);
    return null;
  }
  if (STATEMENT_TRANSACTIONS[read.kind] !== tipoTransacao) {
    addProblem(ctx, 'transactionMismatch', body.path, body.line, { tipoTransacao, body: read.kind });
  }
  return read;
}

const isStatementTransaction = (tipo: string) => Object.values<string>(STATEMENT_TRANSACTIONS).includes(tipo);

/**
 * Interprets one statement file from what the XML pass collected. The body is read even when
 * the hash does not match (so it can be shown); `isStatementReadable` says whether to import it.
 */
export function readStatement(collected: CollectedXml): StatementReadResult {
  const ctx: ReadContext = { problems: [], version: null };
  const { root } = collected;
  if (!root || root.name !== 'mensagemTISS') {
    addProblem(ctx, 'notTiss', root?.name ?? '', root?.line ?? null);
    return { envelope: null, body: null, problems: ctx.problems };
  }
  const message = new RecordReader(ctx, root, 'mensagemTISS');
  const envelope = readEnvelope(ctx, message, collected);
  ctx.version = envelope.version;
  const body = root.children.find((child) => child.at === 'operadoraParaPrestador/demonstrativosRetorno');
  let read: StatementBody | null = null;
  if (!isStatementTransaction(envelope.tipoTransacao) || !body) {
    addProblem(ctx, 'notStatement', 'mensagemTISS/cabecalho/identificacaoTransacao/tipoTransacao', root.line, {
      tipoTransacao: envelope.tipoTransacao,
    });
  } else if (envelope.version) {
    // Paths in the body start at demonstrativosRetorno: short enough to show, exact enough to find.
    read = readBody(ctx, new RecordReader(ctx, body, 'demonstrativosRetorno'), envelope.tipoTransacao);
  }
  return { envelope, body: read, problems: ctx.problems };
}

const FILE_PROBLEMS: ReadonlySet<string> = new Set(STATEMENT_FILE_PROBLEMS);

/** Whether the file can be imported: it was read as a statement and no file-level problem stands. */
export function isStatementReadable(result: StatementReadResult): boolean {
  return result.body !== null && !result.problems.some((p) => FILE_PROBLEMS.has(p.code));
}

/** The result for a file that is not readable XML or not a TISS message (found by the XML layer). */
export function statementFileFailure(
  code: StatementFileProblemCode,
  line: number | null,
  params?: Record<string, string>,
): StatementReadResult {
  return {
    envelope: null,
    body: null,
    problems: [{ code, severity: 'error', path: '', line, ...(params ? { params } : {}) }],
  };
}
