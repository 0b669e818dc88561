import { fmt, messages } from '@honora/contract';
import { eventImportContents, eventImportRows, eventImports, withTenant, type Tx } from '@honora/db';
import { brazilDate } from '@honora/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PermanentJobError, throwIfAborted, type JobContext, type JobHandler } from '../../jobs/job-types';
import { findCompany, SaveReadsCache } from '../events';
import { prepareChunk } from './import-chunk';
import { importGroup, type GroupResult, type ImportScope } from './import-group';
import { readImportFile } from './import-file';
import { groupSheetRows, type SheetRow } from './read-event-sheet';
import { NameCache } from './resolve-names';

const e = messages.screens.eventImport.errors;
const r = messages.screens.eventImport.rowErrors;

/** Events written in one transaction (each in its own savepoint): fewer commits, and a progress step. */
const EVENTS_PER_TRANSACTION = 50;
/** Row outcomes written by one statement (about ten parameters each: far below PostgreSQL's 65,535). */
const ROW_RECORDS_PER_INSERT = 1000;

const payloadSchema = z.object({
  importId: z.uuid(),
  /** The companies the starting request saw and the selected company's flags (the event form's checks read them). */
  companyIds: z.array(z.uuid()).min(1),
  companyFlags: z.record(z.string(), z.boolean()),
});
export type EventImportPayload = z.infer<typeof payloadSchema>;

type ImportValues = Partial<typeof eventImports.$inferInsert>;

/** The rows of an event and what became of it, as stored (every row of a rejected event is rejected). */
function rowRecords(companyId: string, importId: string, rows: readonly SheetRow[], result: GroupResult) {
  return rows.map((row, i) => {
    const base = { importId, companyId, line: row.line, cells: [...row.cells] };
    if (result.outcome === 'rejected') {
      const reason = row.line === result.line ? result.reason : fmt(r.groupedWith, { line: result.line });
      return { ...base, outcome: 'rejected' as const, reason };
    }
    return {
      ...base,
      outcome: result.outcome,
      eventId: result.eventId,
      eventVersion: result.version,
      before: i === 0 && result.before ? (result.before as unknown as Record<string, unknown>) : null,
    };
  });
}

async function load(ctx: JobContext<EventImportPayload>) {
  const scope = { actor: ctx.actor, companyIds: ctx.payload.companyIds };
  return withTenant(ctx.app.db, scope, async (tx) => {
    const [record] = await tx.select().from(eventImports).where(eq(eventImports.id, ctx.payload.importId));
    if (!record) throw new PermanentJobError('notFound', e.importNotFound);
    if (record.status !== 'NOT_STARTED' && record.status !== 'RUNNING') return null;
    const [file] = await tx
      .select({ content: eventImportContents.content })
      .from(eventImportContents)
      .where(eq(eventImportContents.importId, record.id));
    if (!file) throw new PermanentJobError('notFound', e.importNotFound);
    const done = await tx
      .select({ line: eventImportRows.line })
      .from(eventImportRows)
      .where(eq(eventImportRows.importId, record.id));
    const company = await findCompany(tx, record.companyId);
    if (!company) throw new PermanentJobError('notFound', e.importNotFound);
    const read = await readImportFile(tx, record, file.content, brazilDate(new Date()));
    return { record, company, read, done: new Set(done.map((row) => row.line)) };
  });
}

/** Adds one chunk's outcomes to the record's counts, in the chunk's transaction. */
async function addCounts(tx: Tx, importId: string, results: readonly { rows: number; result: GroupResult }[]) {
  const count = (outcome: GroupResult['outcome']) => results.filter((x) => x.result.outcome === outcome).length;
  const rejectedRows = results.filter((x) => x.result.outcome === 'rejected').reduce((n, x) => n + x.rows, 0);
  const processed = results.reduce((n, x) => n + x.rows, 0);
  await tx
    .update(eventImports)
    .set({
      processedRows: sql`${eventImports.processedRows} + ${processed}`,
      createdEvents: sql`${eventImports.createdEvents} + ${count('created')}`,
      updatedEvents: sql`${eventImports.updatedEvents} + ${count('updated')}`,
      unchangedEvents: sql`${eventImports.unchangedEvents} + ${count('unchanged')}`,
      rejectedRows: sql`${eventImports.rejectedRows} + ${rejectedRows}`,
    })
    .where(eq(eventImports.id, importId));
}

/**
 * One import (job kind eventImport; decision 040): the file read again as it was checked at the
 * upload, then its events in order, EVENTS_PER_TRANSACTION to a transaction, each in a savepoint
 * with the rows' outcomes and the counts. A re-delivery skips the rows already recorded, so no
 * event is written twice.
 */
async function runImport(ctx: JobContext<EventImportPayload>): Promise<Record<string, unknown>> {
  const scope = { actor: ctx.actor, companyIds: ctx.payload.companyIds };
  const { importId } = ctx.payload;
  const update = (values: ImportValues) =>
    withTenant(ctx.app.db, scope, (tx) => tx.update(eventImports).set(values).where(eq(eventImports.id, importId)));
  await ctx.progress(2, 'readingFile');
  const loaded = await load(ctx);
  if (!loaded) return { redelivered: true };
  const { record, company, read } = loaded;
  if ('failure' in read) {
    await update({ status: 'FAILED', error: read.failure, finishedAt: new Date() });
    throw new PermanentJobError('importRefused', read.failure);
  }
  const importScope: ImportScope = {
    company: { id: company.id, matrizId: company.matrizId },
    access: { companyIds: ctx.payload.companyIds, companyFlags: ctx.payload.companyFlags },
    eventType: record.eventType,
    createMissing: record.createMissing,
    fields: read.sheet.fields,
    customKeys: read.sheet.customKeys,
    reads: new SaveReadsCache(),
  };
  const groups = groupSheetRows(read.sheet.rows).filter((rows) => !loaded.done.has(rows[0]!.line));
  const total = read.sheet.rows.length;
  await update({ status: 'RUNNING', totalRows: total, header: [...read.sheet.header] });
  const cache = new NameCache();
  let processed = total - groups.reduce((n, rows) => n + rows.length, 0);
  for (let start = 0; start < groups.length; start += EVENTS_PER_TRANSACTION) {
    throwIfAborted(ctx.signal);
    const chunk = groups.slice(start, start + EVENTS_PER_TRANSACTION);
    try {
      await withTenant(ctx.app.db, scope, async (tx) => {
        const known = await prepareChunk(tx, importScope, cache, chunk);
        const results = [];
        const records = [];
        for (const rows of chunk) {
          const result = await importGroup(tx, importScope, cache, rows, read.dateFormat, known);
          records.push(...rowRecords(company.id, importId, rows, result));
          results.push({ rows: rows.length, result });
        }
        for (let at = 0; at < records.length; at += ROW_RECORDS_PER_INSERT) {
          await tx.insert(eventImportRows).values(records.slice(at, at + ROW_RECORDS_PER_INSERT));
        }
        await addCounts(tx, importId, results);
      });
    } finally {
      importScope.reads.releaseInsurers();
    }
    processed += chunk.reduce((n, rows) => n + rows.length, 0);
    await ctx.progress(5 + Math.floor((90 * processed) / Math.max(total, 1)), 'importingRows', { processed, total });
    // Let the progress polls through between chunks: on PGlite the job shares the one connection.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await update({ status: 'FINISH', finishedAt: new Date() });
  return { importId, rows: total };
}

const endMessages: Record<string, string> = {
  interrupted: e.interrupted,
  cancelled: messages.screens.jobs.errors.cancelled!,
};

export const eventImportJob: JobHandler<EventImportPayload> = {
  kind: 'eventImport',
  parse: (payload) => payloadSchema.parse(payload),
  run: runImport,
  /** The job ended without finishing: the import is FAILED with why; the rows written stay, each recorded. */
  async settle(tx: Tx, job, reason) {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success) return;
    await tx
      .update(eventImports)
      .set({ status: 'FAILED', error: endMessages[reason] ?? e.failed, finishedAt: sql`now()` })
      .where(and(eq(eventImports.id, payload.data.importId), inArray(eventImports.status, ['NOT_STARTED', 'RUNNING'])));
  },
  /** An admin's retry: the import goes on from the rows not yet recorded. */
  async reopen(tx: Tx, job) {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success) return;
    await tx
      .update(eventImports)
      .set({ status: 'NOT_STARTED', error: null, finishedAt: null })
      .where(and(eq(eventImports.id, payload.data.importId), eq(eventImports.status, 'FAILED')));
  },
};
