import { messages, REFERENCE_IMPORT_MAX_REJECTIONS, referenceTableNames, msg } from '@honora/contract';
import { referenceImportContents, referenceImports, withActor, type Tx } from '@honora/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../errors';
import { PermanentJobError, throwIfAborted, type JobContext, type JobHandler } from '../../jobs/job-types';
import { importKinds } from './import-kinds';
import { isXsdName, readReferenceFile, UnreadableFileError } from './reference-file';

const e = messages.screens.referenceTables.errors;

/** Rows checked between two progress updates. */
const PROGRESS_STEP = 500;

const payloadSchema = z.object({ importId: z.uuid(), table: z.enum(referenceTableNames) });
export type ReferenceImportPayload = z.infer<typeof payloadSchema>;

type ImportValues = Partial<typeof referenceImports.$inferInsert>;

/** An import that cannot go on, with the pt-BR reason the report shows. */
class ImportFailure extends Error {}

/** Loads the record and its file; null when the import already ended (a re-delivery). */
async function load(ctx: JobContext<ReferenceImportPayload>) {
  const { importId } = ctx.payload;
  return withActor(ctx.app.db, ctx.actor, async (tx) => {
    const [record] = await tx.select().from(referenceImports).where(eq(referenceImports.id, importId));
    if (!record) throw new PermanentJobError('notFound', e.importNotFound);
    if (record.status === 'FINISH' || record.status === 'FAILED') return null;
    const [file] = await tx
      .select({ content: referenceImportContents.content })
      .from(referenceImportContents)
      .where(eq(referenceImportContents.importId, importId));
    if (!file) throw new PermanentJobError('notFound', e.importNotFound);
    return { record, bytes: file.content };
  });
}

/**
 * One import (job kind referenceImport): read the file, check every row (the progress is
 * written in small separate updates, so it can be polled), then write the accepted rows — the
 * table's kind replaces the whole table or adds new CBHPM versions — and the report in ONE
 * transaction, which is what makes a re-delivery safe. With no valid row nothing is written
 * (FAILED). A bad file ends the import FAILED with its pt-BR reason and the job FAILED.
 *
 * PGlite has one connection: no query runs on the database while the replace transaction is open.
 */
async function runImport(ctx: JobContext<ReferenceImportPayload>): Promise<Record<string, unknown>> {
  const { importId, table } = ctx.payload;
  const update = (values: ImportValues) =>
    withActor(ctx.app.db, ctx.actor, (tx) =>
      tx.update(referenceImports).set(values).where(eq(referenceImports.id, importId)),
    );
  const loaded = await load(ctx);
  if (!loaded) return { redelivered: true };
  try {
    await update({ status: 'RUNNING', processedRows: 0, error: null });
    await ctx.progress(2, 'readingFile');
    // The ANS schema carries table 38 and nothing another table could read.
    if (isXsdName(loaded.record.fileName) && table !== 'glosaReasons') throw new ImportFailure(e.xsdOnlyGlosas);
    const records = await readReferenceFile(loaded.record.fileName, loaded.bytes).catch((error: unknown) => {
      if (error instanceof UnreadableFileError) throw new ImportFailure(e[error.reason]);
      throw error;
    });
    const [header, ...data] = records;
    const run = importKinds[table].start(header?.cells ?? [], { name: loaded.record.targetName });
    if ('failure' in run) throw new ImportFailure(run.failure);
    if (data.length === 0) throw new ImportFailure(e.noRows);
    await update({ totalRows: data.length });

    for (let start = 0; start < data.length; start += PROGRESS_STEP) {
      throwIfAborted(ctx.signal);
      for (const record of data.slice(start, start + PROGRESS_STEP)) run.add(record);
      await update({ processedRows: run.checked });
      await ctx.progress(5 + Math.floor((80 * run.checked) / data.length), 'checkingRows', {
        processed: run.checked,
        total: data.length,
      });
      // Let waiting requests (the progress polls) through between steps: on PGlite the job shares the connection.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const prepared = run.finish();
    const report = {
      processedRows: data.length,
      acceptedRows: prepared.accepted,
      rejectedRows: prepared.rejected,
      rejections: prepared.lines.slice(0, REFERENCE_IMPORT_MAX_REJECTIONS),
    };
    if (prepared.accepted === 0) {
      await update({ ...report, status: 'FAILED', error: e.nothingAccepted, finishedAt: new Date() });
      throw new PermanentJobError('nothingAccepted', e.nothingAccepted);
    }
    throwIfAborted(ctx.signal);
    await ctx.progress(90, 'writingRows', { accepted: prepared.accepted });
    await withActor(ctx.app.db, ctx.actor, async (tx) => {
      const resultIds = await prepared.persist(tx, importId);
      await tx
        .update(referenceImports)
        .set({ ...report, resultIds, status: 'FINISH', finishedAt: new Date() })
        .where(eq(referenceImports.id, importId));
    });
    return { importId, acceptedRows: prepared.accepted, rejectedRows: prepared.rejected };
  } catch (error) {
    if (!(error instanceof ImportFailure)) throw error;
    await update({ status: 'FAILED', error: error.message, finishedAt: new Date() });
    throw new PermanentJobError('importRefused', error.message);
  }
}

const endMessages: Record<string, string> = {
  interrupted: e.interrupted,
  cancelled: messages.screens.jobs.errors.cancelled!,
};

/** Reference and CBHPM table imports (issues 4 and 5), run by the job runner. */
export const referenceImportJob: JobHandler<ReferenceImportPayload> = {
  kind: 'referenceImport',
  parse: (payload) => payloadSchema.parse(payload),
  run: runImport,
  /** The job ended without the import: an open import becomes FAILED, with why. */
  async settle(tx: Tx, job, reason) {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success) return;
    await tx
      .update(referenceImports)
      .set({ status: 'FAILED', error: endMessages[reason] ?? e.failed, finishedAt: sql`now()` })
      .where(
        and(
          eq(referenceImports.id, payload.data.importId),
          inArray(referenceImports.status, ['NOT_STARTED', 'RUNNING']),
        ),
      );
  },
  /** An admin's retry: the import is queued again, its counts from zero. */
  async reopen(tx: Tx, job) {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success) return;
    // One import per table at a time, as when a super admin starts one.
    const [open] = await tx
      .select({ id: referenceImports.id })
      .from(referenceImports)
      .where(
        and(
          eq(referenceImports.tableName, payload.data.table),
          inArray(referenceImports.status, ['NOT_STARTED', 'RUNNING']),
        ),
      )
      .limit(1);
    if (open) throw new AppError('statusError', { message: msg(e, 'alreadyRunning') });
    await tx
      .update(referenceImports)
      .set({
        status: 'NOT_STARTED',
        error: null,
        totalRows: 0,
        processedRows: 0,
        acceptedRows: 0,
        rejectedRows: 0,
        rejections: [],
        finishedAt: null,
      })
      .where(eq(referenceImports.id, payload.data.importId));
  },
};
