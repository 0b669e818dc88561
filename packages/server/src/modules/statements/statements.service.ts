import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  messages,
  msg,
  STATEMENT_LIMITS,
  type Statement,
  type StatementSummary,
  type StatementColumns,
  type StatementLineView,
  type statementLinesQuerySchema,
  type statementListQuerySchema,
  type statementUploadBodySchema,
} from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import { centsText, toCents } from '@honora/domain';
import { isStatementReadable, type StatementReadResult } from '@honora/domain/tiss/statements/index';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { requireBillingAccess } from '../money';
import { companyOf } from './statement-lines';
import { readStatementFile } from './statement-file';
import { guideKeys, problemText, readLines, reconcile, toCandidate, type ReadLine } from './statement-lines';
import { isSpreadsheetName, readSheetLines } from './statement-sheet-lines';
import { glosaReasonTexts } from '../reference-tables';
import * as repo from './statements.repository';

/**
 * Insurer statements (billing.md §3; NOTES.md §7): a TISS file is read, checked against the chosen
 * insurer and the company, each line reconciled with the events, and everything stored for the
 * user to review; nothing reaches the ledger until the confirmation (statement-post.ts). The same
 * file twice (by its SHA-256) answers the first import and stores nothing.
 */

const e = messages.screens.appeals.statements.errors;
const MATCH_KEYS = ['matched', 'valueDiffers', 'ambiguous', 'notFound', 'manual'] as const;

const notFound = () => new AppError('notFound', { message: msg(e, 'notFound') });

/** The reading's refusal: the file-level problems and the errors of its lines, in pt-BR (at most 20). */
function refuseUnreadable(read: StatementReadResult): void {
  const errors = read.problems.filter((p) => p.severity === 'error');
  if (isStatementReadable(read) && errors.length === 0) return;
  const shown = errors.slice(0, 20).map(problemText);
  const more = errors.length > 20 ? [`… +${errors.length - 20}`] : [];
  throw AppError.field('inputError', 'content', msg(e, 'fileInvalid', { problems: [...shown, ...more].join('; ') }));
}

/** The statement must be the chosen insurer's (registro ANS) and this company's (provider code or CNPJ). */
function checkParties(
  read: StatementReadResult,
  insurer: { registerAns: string | null; code: string | null },
  companyCnpj: string | null,
) {
  const body = read.body!;
  const header = body.kind === 'analiseConta' ? body.statements[0]?.header : body.statement.header;
  const provider = body.kind === 'analiseConta' ? body.statements[0]?.provider : body.statement.provider;
  const ans = header?.registroANS ?? read.envelope?.registroANSOrigem ?? null;
  if (insurer.registerAns && ans && ans !== insurer.registerAns) {
    throw AppError.field(
      'inputError',
      'healthInsuranceId',
      msg(e, 'otherInsurer', { ans, expected: insurer.registerAns }),
    );
  }
  const code = provider?.codigoPrestadorNaOperadora?.trim();
  const cnpj = provider?.cnpj?.replace(/\D/g, '');
  const otherCode = code && insurer.code?.trim() && code.replace(/^0+/, '') !== insurer.code.trim().replace(/^0+/, '');
  const otherCnpj = cnpj && companyCnpj && cnpj !== companyCnpj.replace(/\D/g, '');
  if (otherCode || otherCnpj) throw AppError.field('inputError', 'content', msg(e, 'otherProvider'));
}

function decode(content: string): Buffer {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length === 0) throw AppError.field('inputError', 'content', msg(e, 'fileInvalid', { problems: '' }));
  if (bytes.length > STATEMENT_LIMITS.fileMb * 1024 * 1024) {
    throw AppError.field('inputError', 'content', msg(e, 'fileTooBig', { max: String(STATEMENT_LIMITS.fileMb) }));
  }
  return bytes;
}

interface ReadFile {
  lines: ReadLine[];
  statement: Pick<repo.StatementValues, 'kind' | 'number' | 'version' | 'issuedOn' | 'totals' | 'columns'>;
  warnings: string[];
}

/** A TISS statement: read, checked and refused whole on any error; its warnings kept. */
function readTiss(
  bytes: Uint8Array,
  insurer: { registerAns: string | null; code: string | null },
  cnpj: string | null,
): ReadFile {
  const read = readStatementFile(bytes);
  refuseUnreadable(read);
  checkParties(read, insurer, cnpj);
  const body = read.body!;
  const header = body.kind === 'analiseConta' ? body.statements[0]?.header : body.statement.header;
  const totals = body.kind === 'analiseConta' ? body.statements[0]?.totals : body.statement.gross;
  return {
    lines: readLines(body, insurer.registerAns ?? ''),
    statement: {
      kind: body.kind,
      number: header?.numeroDemonstrativo ?? null,
      version: read.envelope?.padrao ?? null,
      issuedOn: header?.dataEmissao || null,
      totals: Object.fromEntries(Object.entries(totals ?? {}).filter((kv): kv is [string, string] => kv[1] !== null)),
      columns: null,
    },
    warnings: read.problems.map(problemText),
  };
}

/** A spreadsheet statement, read with the columns given or the insurer's last ones. */
async function readSpreadsheet(
  tx: Tx,
  companyId: string,
  insurerId: string,
  body: z.infer<typeof statementUploadBodySchema>,
  bytes: Uint8Array,
): Promise<ReadFile> {
  const given = body.columns
    ? (Object.fromEntries(
        Object.entries(body.columns).filter((kv): kv is [string, string] => !!kv[1]),
      ) as StatementColumns)
    : null;
  const columns = given ?? ((await repo.lastColumns(tx, companyId, insurerId)) as StatementColumns | null);
  if (!columns) throw AppError.field('inputError', 'columns', msg(e, 'columnsRequired'));
  const lines = await readSheetLines(body.fileName, bytes, columns);
  return {
    lines,
    statement: {
      kind: 'spreadsheet',
      number: null,
      version: null,
      issuedOn: null,
      totals: {},
      columns: columns as Record<string, string>,
    },
    warnings: [],
  };
}

/** GET /api/statements/columns — the insurer's last spreadsheet columns. */
export async function lastStatementColumns(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  insurerId: string,
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => ({
    columns: ((await repo.lastColumns(tx, companyOf(auth), insurerId)) as StatementColumns | null) ?? null,
  }));
}

/** POST /api/statements — read, check, reconcile and store a statement (nothing posted yet). */
export async function uploadStatement(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: z.infer<typeof statementUploadBodySchema>,
): Promise<Statement> {
  requireBillingAccess(access);
  const bytes = decode(body.content);
  const sha = createHash('sha256').update(bytes).digest('hex');
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const companyId = companyOf(auth);
    const insurer = await repo.insurerFacts(tx, companyId, body.healthInsuranceId);
    if (!insurer) throw AppError.field('inputError', 'healthInsuranceId', msg(e, 'insurerNotFound'));
    const existing = await repo.findBySha(tx, companyId, sha);
    if (existing) return statementView(tx, existing, true);
    const file = isSpreadsheetName(body.fileName)
      ? await readSpreadsheet(tx, companyId, insurer.id, body, bytes)
      : readTiss(bytes, insurer, await repo.companyCnpj(tx, companyId));
    const lines = file.lines;
    const rows = await repo.loadCandidates(tx, companyId, insurer.id, guideKeys(lines));
    const batches = await repo.batchNumbers(tx, [...new Set(rows.flatMap((r) => r.batchesIds))]);
    const candidates = rows.map((r) => toCandidate(r, batches));
    const id = await repo.insertStatement(tx, {
      companyId,
      healthInsuranceId: insurer.id,
      fileName: body.fileName,
      fileSha256: sha,
      paidOn: lines.find((l) => l.paidOn)?.paidOn ?? null,
      warnings: file.warnings,
      ...file.statement,
    });
    await repo.insertLines(tx, reconcile(lines, candidates, { statementId: id, companyId }));
    return statementView(tx, (await repo.findStatement(tx, companyId, id))!, false);
  });
}

/** The statement with its counts, the problems read and the rows it does not name. */
/** The statement as the list shows it: its data and its lines by reconciliation result. */
function statementSummary(
  row: repo.StatementRow,
  insurerName: string,
  counts: Awaited<ReturnType<typeof repo.lineCounts>>,
): StatementSummary {
  const count = (match: string) => counts.filter((c) => c.match === match).reduce((sum, c) => sum + c.count, 0);
  return {
    id: row.id,
    healthInsuranceId: row.healthInsuranceId,
    healthInsuranceName: insurerName,
    kind: row.kind,
    status: row.status,
    number: row.number,
    version: row.version,
    issuedOn: row.issuedOn,
    paidOn: row.paidOn,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    postedAt: row.postedAt?.toISOString() ?? null,
    totals: row.totals,
    counts: {
      total: counts.reduce((sum, c) => sum + c.count, 0),
      ...(Object.fromEntries(MATCH_KEYS.map((k) => [k, count(k)])) as Record<(typeof MATCH_KEYS)[number], number>),
      posted: counts.reduce((sum, c) => sum + c.posted, 0),
    },
  };
}

/** The statement with its counts, the warnings read, what a confirmation would post and the rows it does not name. */
export async function statementView(tx: Tx, row: repo.StatementRow, alreadyImported: boolean): Promise<Statement> {
  const [counts, missing, insurer, pending] = await Promise.all([
    repo.lineCounts(tx, [row.id]),
    repo.missingRows(tx, row.id),
    repo.insurerFacts(tx, row.companyId, row.healthInsuranceId),
    repo.toPost(tx, row.id),
  ]);
  return {
    ...statementSummary(row, insurer?.name ?? '', counts),
    problems: row.warnings.map((message) => ({ code: 'reading', severity: 'warning' as const, line: null, message })),
    toPost: {
      lines: pending.lines,
      totalReleased: centsText(toCents(pending.released)),
      totalGlosa: centsText(toCents(pending.glosa)),
    },
    missing: missing.map((m) => ({
      eventId: m.eventId,
      numGuide: m.numGuide,
      procedureRowId: m.procedureRowId,
      label: `${m.idProc} - ${m.name}`,
      value: m.value,
    })),
    alreadyImported,
  };
}

export async function getStatement(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await repo.findStatement(tx, companyOf(auth), id);
    if (!row) throw notFound();
    return statementView(tx, row, false);
  });
}

export async function listStatements(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: z.infer<typeof statementListQuerySchema>,
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const { rows, total } = await repo.listStatements(
      tx,
      companyOf(auth),
      query,
      query.page,
      STATEMENT_LIMITS.pageSize,
    );
    const counts = await repo.lineCounts(
      tx,
      rows.map((r) => r.statement.id),
    );
    const items = rows.map((r) =>
      statementSummary(
        r.statement,
        r.insurerName,
        counts.filter((c) => c.statementId === r.statement.id),
      ),
    );
    return { items, total };
  });
}

/** A stored line as the screen shows it. */
export function lineView(
  row: Awaited<ReturnType<typeof repo.linePage>>['rows'][number],
  texts: ReadonlyMap<string, string>,
): StatementLineView {
  const { line } = row;
  return {
    id: line.id,
    lineNo: line.lineNo,
    lotNumber: line.lotNumber,
    protocolNumber: line.protocolNumber,
    guideNumber: line.guideNumber,
    itemSequence: line.itemSequence,
    procedureCode: line.procedureCode,
    participation: line.participation,
    performedOn: line.performedOn,
    valueInformed: line.valueInformed,
    valueProcessed: line.valueProcessed,
    valueReleased: line.valueReleased,
    valueGlosa: line.valueGlosa,
    glosas: line.glosas.map((g) => ({ ...g, description: texts.get(g.code) ?? null })),
    match: line.match,
    eventId: line.eventId,
    procedureRowId: line.procedureRowId,
    numGuide: row.numGuide,
    patientName: row.patientName,
    procedureLabel: row.procedureCode ? `${row.procedureCode} - ${row.procedureName}` : null,
    billedValue: row.billedValue,
    posted: line.postedAt !== null,
  };
}

export async function statementLinePage(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  query: z.infer<typeof statementLinesQuerySchema>,
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    if (!(await repo.findStatement(tx, companyOf(auth), id))) throw notFound();
    const filter = { match: query.match, open: query.open === 'true' };
    const { rows, total } = await repo.linePage(tx, id, filter, query.page, STATEMENT_LIMITS.pageSize);
    const texts = await glosaReasonTexts(
      tx,
      rows.flatMap((r) => r.line.glosas.map((g) => g.code)),
    );
    return { items: rows.map((r) => lineView(r, texts)), total };
  });
}
