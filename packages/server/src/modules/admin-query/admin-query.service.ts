import { messages, msg, type AdminQueryResult, type AdminQueryRun, type AdminQueryRunBody } from '@honora/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { buildXlsx } from '../../http/xlsx';
import { insertRun, recentRuns, type QueryRunRow } from './admin-query.repository';
import { executeReadOnly, type RawResult } from './query-executor';
import { consoleRows, sheetColumns } from './query-result';
import { checkReadOnlySql, type ReadOnlyRefusal } from './read-only-check';

/**
 * The read-only query console (platform.md §2 /admin/QueryInFirestore; decision 061): the text
 * is checked, then run behind the database's walls (query-executor.ts) with the configured
 * timeout and row limit; every run — refused, failed or not — is written to the audit.
 */

const t = messages.screens.adminQuery;
const e = t.errors;

type RunKind = 'run' | 'excel';

function refusalError(refusal: ReadOnlyRefusal): AppError {
  const message = (() => {
    switch (refusal.reason) {
      case 'notSelect':
      case 'writes':
        return msg(e, refusal.reason, { word: refusal.word || '?' });
      case 'function':
        return msg(e, 'function', { name: refusal.word });
      default:
        return msg(e, refusal.reason);
    }
  })();
  return AppError.field('inputError', 'sql', message);
}

/** A PostgreSQL error (SQLSTATE code), from either driver. */
function sqlStateOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** The database's refusal as a 400 with its reason; null when the error is not the database's. */
function databaseError(error: unknown, timeoutMs: number): AppError | null {
  const state = sqlStateOf(error);
  if (!state) return null;
  const reason = (error as Error).message.slice(0, 500);
  const message =
    state === '57014'
      ? msg(e, 'timeout', { ms: String(timeoutMs) })
      : state === '25006'
        ? msg(e, 'readOnly', { reason })
        : state === '42501'
          ? msg(e, 'permission', { reason })
          : msg(e, 'database', { reason });
  return AppError.field('inputError', 'sql', message);
}

/** The text that runs: a reading statement inside a subquery with the row limit, EXPLAIN as it is. */
function statementOf(kind: 'select' | 'explain', body: string, maxRows: number): string {
  if (kind === 'explain') return body;
  // The line breaks keep a trailing `--` comment of the body from swallowing the closing parenthesis.
  return `select * from (\n${body}\n) as honora_console_query limit ${maxRows + 1}`;
}

interface Audit {
  outcome: QueryRunRow['outcome'];
  durationMs: number;
  rowCount: number;
  message: string | null;
}

async function audit(ctx: AppContext, auth: AuthSession, sqlText: string, kind: RunKind, a: Audit): Promise<void> {
  await insertRun(ctx.db, { userId: auth.userId, userName: auth.userName, sqlText, kind, ...a });
}

const elapsed = (started: number) => Math.round(performance.now() - started);

/** Checks and runs one text, auditing how it ended; the result is cut at the row limit. */
async function guardedRun(
  ctx: AppContext,
  auth: AuthSession,
  sqlText: string,
  kind: RunKind,
): Promise<AdminQueryResult> {
  const { timeoutMs, maxRows } = ctx.config.adminQuery;
  const started = performance.now();
  const check = checkReadOnlySql(sqlText);
  if (!check.ok) {
    const refusal = refusalError(check);
    await audit(ctx, auth, sqlText, kind, { outcome: 'refused', durationMs: 0, rowCount: 0, message: refusal.message });
    throw refusal;
  }
  let raw: RawResult;
  try {
    raw = await executeReadOnly(ctx.db, statementOf(check.kind, check.body, maxRows), started + timeoutMs);
  } catch (error) {
    const refusal = databaseError(error, timeoutMs);
    const message = refusal?.message ?? 'Erro interno ao executar a consulta';
    await audit(ctx, auth, sqlText, kind, { outcome: 'error', durationMs: elapsed(started), rowCount: 0, message });
    throw refusal ?? error;
  }
  const durationMs = elapsed(started);
  const truncated = raw.rows.length > maxRows;
  const { columns, rows } = consoleRows(raw.fields, truncated ? raw.rows.slice(0, maxRows) : raw.rows);
  await audit(ctx, auth, sqlText, kind, { outcome: 'ok', durationMs, rowCount: rows.length, message: null });
  return { columns, rows, rowCount: rows.length, truncated, maxRows, durationMs };
}

/** POST /api/admin/query/run. */
export function runQuery(ctx: AppContext, auth: AuthSession, body: AdminQueryRunBody): Promise<AdminQueryResult> {
  return guardedRun(ctx, auth, body.sql, 'run');
}

/** POST /api/admin/query/excel: the same run under the same guards, as a workbook. */
export async function queryWorkbook(
  ctx: AppContext,
  auth: AuthSession,
  body: AdminQueryRunBody,
): Promise<{ fileName: string; content: Buffer }> {
  const result = await guardedRun(ctx, auth, body.sql, 'excel');
  const content = await buildXlsx(t.fileName, sheetColumns(result.columns), result.rows);
  return { fileName: `${t.fileName}.xlsx`, content };
}

const runAnswer = (row: QueryRunRow): AdminQueryRun => ({
  id: row.id,
  userName: row.userName,
  sql: row.sqlText,
  outcome: row.outcome,
  kind: row.kind,
  durationMs: row.durationMs,
  rowCount: row.rowCount,
  message: row.message,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** GET /api/admin/query/runs: the most recent runs of every super admin. */
export async function listRuns(ctx: AppContext): Promise<{ items: AdminQueryRun[] }> {
  return { items: (await recentRuns(ctx.db)).map(runAnswer) };
}
