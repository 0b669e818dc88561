import { messages, REFERENCE_IMPORT_MAX_REJECTIONS, type ReferenceTableName } from '@honora/contract';
import { referenceImports, withActor, type Actor } from '@honora/db';
import { eq, sql } from 'drizzle-orm';
import { keepBeating } from '../../background-work';
import type { AppContext } from '../../context';
import { importKinds } from './import-kinds';
import { readReferenceFile, UnreadableFileError } from './reference-file';

const e = messages.screens.referenceTables.errors;

/** Rows checked between two progress updates. */
const PROGRESS_STEP = 500;

/** An import that cannot go on, with the pt-BR reason the report shows. */
class ImportFailure extends Error {}

/**
 * The imports running in this process (there is no job queue yet): one per table at a time,
 * and the app's onClose waits for them so a shutdown never cuts one in half. While one runs it
 * renews its record's heartbeat (background-work.ts); one cut off anyway is settled by
 * settleInterruptedImports.
 */
export class ImportJobs {
  private readonly running = new Map<string, Promise<void>>();
  private readonly busyTables = new Set<ReferenceTableName>();

  /** Claims the table for a new import; false when one of it is already running. */
  reserve(table: ReferenceTableName): boolean {
    if (this.busyTables.has(table)) return false;
    this.busyTables.add(table);
    return true;
  }

  release(table: ReferenceTableName): void {
    this.busyTables.delete(table);
  }

  /** Runs `work` (which must never reject) for a reserved table; the table is free again when it ends. */
  track(id: string, table: ReferenceTableName, work: Promise<void>): void {
    this.running.set(
      id,
      work.finally(() => {
        this.running.delete(id);
        this.release(table);
      }),
    );
  }

  /** Resolves when every running import has ended. */
  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }
}

export interface ImportRequest {
  id: string;
  table: ReferenceTableName;
  fileName: string;
  bytes: Uint8Array;
  /** CBHPM: the name of the new version(s). */
  name: string | null;
  actor: Actor;
}

/**
 * One import, in the background: read the file, check every row (the progress is written in
 * small separate updates, so it can be polled), then write the accepted rows — the table's
 * kind replaces the whole table or adds new CBHPM versions — and the report in ONE
 * transaction. With no valid row nothing is written (FAILED). Never rejects: any error ends
 * as FAILED with a pt-BR message.
 *
 * PGlite has one connection: no query runs on ctx.db while the replace transaction is open.
 */
export async function runImport(ctx: AppContext, request: ImportRequest): Promise<void> {
  const { id, table, actor } = request;
  const update = (values: Partial<typeof referenceImports.$inferInsert>) =>
    withActor(ctx.db, actor, (tx) =>
      tx
        .update(referenceImports)
        .set({ ...values, heartbeatAt: sql`now()` })
        .where(eq(referenceImports.id, id)),
    );
  const stopBeating = keepBeating(id, () => update({}), ctx.log);
  try {
    await update({ status: 'RUNNING' });
    const records = await readReferenceFile(request.fileName, request.bytes).catch((error: unknown) => {
      if (error instanceof UnreadableFileError) throw new ImportFailure(e.unreadable);
      throw error;
    });
    const [header, ...data] = records;
    const run = importKinds[table].start(header?.cells ?? [], { name: request.name });
    if ('failure' in run) throw new ImportFailure(run.failure);
    if (data.length === 0) throw new ImportFailure(e.noRows);
    await update({ totalRows: data.length });

    for (let start = 0; start < data.length; start += PROGRESS_STEP) {
      for (const record of data.slice(start, start + PROGRESS_STEP)) run.add(record);
      await update({ processedRows: run.checked });
      // Let waiting requests (the progress polls) through between steps: the job shares the process and, on PGlite, the connection.
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
      return;
    }
    await withActor(ctx.db, actor, async (tx) => {
      const resultIds = await prepared.persist(tx, id);
      await tx
        .update(referenceImports)
        .set({ ...report, resultIds, status: 'FINISH', finishedAt: new Date() })
        .where(eq(referenceImports.id, id));
    });
  } catch (error) {
    if (!(error instanceof ImportFailure)) ctx.log.error({ err: error, importId: id }, 'reference import failed');
    const message = error instanceof ImportFailure ? error.message : e.failed;
    await update({ status: 'FAILED', error: message, finishedAt: new Date() }).catch((writeError: unknown) =>
      ctx.log.error({ err: writeError, importId: id }, 'reference import: could not record the failure'),
    );
  } finally {
    stopBeating();
  }
}
