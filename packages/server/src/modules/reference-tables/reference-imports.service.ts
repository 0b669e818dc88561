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
  msg,
} from '@honora/contract';
import {
  cboOccupations,
  glosaReasons,
  ibgeMunicipalities,
  referenceImportContents,
  referenceImports,
  tussTerms,
  withActor,
} from '@honora/db';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { enqueue } from '../../jobs/enqueue';
import { actorOf } from '../../http/actor';
import { referenceImportJob } from './reference-import-job';

const e = messages.screens.referenceTables.errors;
type ImportRecord = typeof referenceImports.$inferSelect;

/**
 * Imports of the platform's reference tables (TUSS 22, IBGE municipalities, CBO, glosa reasons) and CBHPM
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
    jobId: record.jobId ?? null,
  };
}

const toImport = (record: ImportRecord): ReferenceImport => ({
  ...toRow(record),
  rejections: record.rejections,
});

/**
 * Records the upload, its file and its job in ONE transaction (decision 019); answers at once
 * (NOT_STARTED). One import per table at a time, whichever process runs it: the transaction
 * takes the table's advisory lock and looks for an open import of it.
 */
export async function createImport(
  ctx: AppContext,
  auth: AuthSession,
  body: z.output<typeof referenceImportBodySchema>,
): Promise<ReferenceImport> {
  const bytes = Buffer.from(body.contentBase64, 'base64');
  if (bytes.length === 0) throw AppError.field('inputError', 'contentBase64', msg(e, 'fileEmpty'));
  const isCbhpm = (cbhpmImportTables as readonly string[]).includes(body.table);
  const name = isCbhpm && body.name ? body.name : null;
  const record = await withActor(ctx.db, actorOf(auth), async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reference_import:${body.table}`}))`);
    const [open] = await tx
      .select({ id: referenceImports.id })
      .from(referenceImports)
      .where(
        and(eq(referenceImports.tableName, body.table), inArray(referenceImports.status, ['NOT_STARTED', 'RUNNING'])),
      )
      .limit(1);
    if (open) throw new AppError('statusError', { message: msg(e, 'alreadyRunning') });
    const [created] = await tx
      .insert(referenceImports)
      .values({ tableName: body.table, fileName: body.fileName, targetName: name })
      .returning();
    await tx.insert(referenceImportContents).values({ importId: created!.id, content: bytes });
    const job = await enqueue(tx, {
      handler: referenceImportJob,
      companyId: null,
      payload: { importId: created!.id, table: body.table },
    });
    const [linked] = await tx
      .update(referenceImports)
      .set({ jobId: job.id })
      .where(eq(referenceImports.id, created!.id))
      .returning();
    return linked!;
  });
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
  const [record] = await ctx.db.select().from(referenceImports).where(eq(referenceImports.id, id));
  if (!record) throw new AppError('notFound', { message: msg(e, 'importNotFound') });
  return toImport(record);
}

const tableOf = { tuss22: tussTerms, ibgeMunicipalities, cbo: cboOccupations, glosaReasons } as const;

/** Each reference table's row count and newest import (the CBHPM tables are listed by /api/cbhpm). */
export async function summarizeTables(ctx: AppContext): Promise<ReferenceTablesSummary> {
  const tables = [];
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
