import {
  cbhpmImportTables,
  messages,
  replacedReferenceTables,
  type ReferenceImport,
  type ReferenceImportGroup,
  type ReferenceImportRow,
  type ReferenceTablesSummary,
  type referenceImportBodySchema,
  type referenceImportListQuerySchema,
} from '@honora/contract';
import {
  cboOccupations,
  ibgeMunicipalities,
  referenceImports,
  systemActor,
  tussTerms,
  withActor,
  type Db,
} from '@honora/db';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cutOff } from '../../background-work';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../auth/actor';
import { runImport, type ImportJobs } from './reference-import-job';

const e = messages.screens.referenceTables.errors;
type ImportRecord = typeof referenceImports.$inferSelect;

/**
 * Imports of the platform's reference tables (TUSS 22, IBGE municipalities, CBO) and CBHPM
 * tables. These tables have no company: the services run on ctx.db (no tenant), behind the
 * admin workspace.
 */
function toRow(record: ImportRecord): ReferenceImportRow {
  const hasEnded = record.finishedAt !== null;
  return {
    id: record.id,
    table: record.tableName,
    fileName: record.fileName,
    status: record.status,
    totalRows: record.totalRows,
    processedRows: record.processedRows,
    acceptedRows: record.acceptedRows,
    rejectedRows: record.rejectedRows,
    // The rows neither stored nor rejected (a valuation's porte-anestésico rows): no column of their own.
    ignoredRows: hasEnded ? Math.max(0, record.processedRows - record.acceptedRows - record.rejectedRows) : 0,
    error: record.error,
    targetName: record.targetName,
    resultIds: record.resultIds,
    createdAt: record.createdAt.toISOString(),
    createdByName: record.createdByName,
    finishedAt: record.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Open imports that stopped beating were cut off (a restart, a killed process: background-work.ts)
 * and will never finish: they become FAILED (interrupted), durably, whichever process notices.
 * Answers how many were settled.
 */
export async function settleInterruptedImports(db: Db): Promise<number> {
  const rows = await withActor(db, systemActor, (tx) =>
    tx
      .update(referenceImports)
      .set({ status: 'FAILED', error: e.interrupted, finishedAt: sql`now()` })
      .where(
        and(
          inArray(referenceImports.status, ['NOT_STARTED', 'RUNNING']),
          cutOff(referenceImports.id, referenceImports.heartbeatAt),
        ),
      )
      .returning({ id: referenceImports.id }),
  );
  return rows.length;
}

const toImport = (record: ImportRecord): ReferenceImport => ({
  ...toRow(record),
  rejections: record.rejections,
});

/** Records the upload and starts the import in the background; answers at once (NOT_STARTED). */
export async function createImport(
  ctx: AppContext,
  jobs: ImportJobs,
  auth: AuthSession,
  body: z.output<typeof referenceImportBodySchema>,
): Promise<ReferenceImport> {
  const bytes = Buffer.from(body.contentBase64, 'base64');
  if (bytes.length === 0) throw AppError.field('inputError', 'contentBase64', e.fileEmpty);
  if (!jobs.reserve(body.table)) throw new AppError('statusError', { message: e.alreadyRunning });
  const actor = actorOf(auth);
  const isCbhpm = (cbhpmImportTables as readonly string[]).includes(body.table);
  const name = isCbhpm && body.name ? body.name : null;
  let record: ImportRecord | undefined;
  try {
    [record] = await withActor(ctx.db, actor, (tx) =>
      tx
        .insert(referenceImports)
        .values({ tableName: body.table, fileName: body.fileName, targetName: name })
        .returning(),
    );
  } finally {
    if (!record) jobs.release(body.table);
  }
  if (!record) throw new AppError('unknown');
  jobs.track(
    record.id,
    body.table,
    runImport(ctx, {
      id: record.id,
      table: body.table,
      fileName: body.fileName,
      bytes,
      name,
      actor: { ...actor, env: 'job' },
    }),
  );
  return toImport(record);
}

const tablesOfGroup: Record<ReferenceImportGroup, readonly ReferenceImportRow['table'][]> = {
  reference: replacedReferenceTables,
  cbhpm: cbhpmImportTables,
};

export async function listImports(
  ctx: AppContext,
  query: z.output<typeof referenceImportListQuerySchema>,
): Promise<{ items: ReferenceImportRow[]; total: number }> {
  const where = query.table
    ? eq(referenceImports.tableName, query.table)
    : query.group
      ? inArray(referenceImports.tableName, [...tablesOfGroup[query.group]])
      : undefined;
  await settleInterruptedImports(ctx.db);
  const records = await ctx.db
    .select()
    .from(referenceImports)
    .where(where)
    .orderBy(desc(referenceImports.createdAt), desc(referenceImports.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(referenceImports).where(where);
  return { items: records.map((record) => toRow(record)), total: total?.n ?? 0 };
}

export async function getImport(ctx: AppContext, id: string): Promise<ReferenceImport> {
  await settleInterruptedImports(ctx.db);
  const [record] = await ctx.db.select().from(referenceImports).where(eq(referenceImports.id, id));
  if (!record) throw new AppError('notFound', { message: e.importNotFound });
  return toImport(record);
}

const tableOf = { tuss22: tussTerms, ibgeMunicipalities, cbo: cboOccupations } as const;

/** Each reference table's row count and newest import (the CBHPM tables are listed by /api/cbhpm). */
export async function summarizeTables(ctx: AppContext): Promise<ReferenceTablesSummary> {
  const tables = [];
  await settleInterruptedImports(ctx.db);
  for (const table of replacedReferenceTables) {
    const rowCount = await ctx.db.$count(tableOf[table]);
    const [last] = await ctx.db
      .select()
      .from(referenceImports)
      .where(eq(referenceImports.tableName, table))
      .orderBy(desc(referenceImports.createdAt), desc(referenceImports.id))
      .limit(1);
    tables.push({ table, rowCount, lastImport: last ? toRow(last) : null });
  }
  return { tables };
}
