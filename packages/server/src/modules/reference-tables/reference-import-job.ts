import { messages, REFERENCE_IMPORT_MAX_REJECTIONS, type ReferenceTableName } from '@honora/contract';
import {
  cboOccupations,
  ibgeMunicipalities,
  referenceImports,
  tussTerms,
  withActor,
  type Actor,
  type Tx,
} from '@honora/db';
import {
  mapColumns,
  ReferenceRowChecker,
  type CboOccupationRow,
  type MunicipalityRow,
  type ReferenceRowOf,
  type TussTermRow,
} from '@honora/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { readReferenceFile, UnreadableFileError } from './reference-file';
import { fieldLabel, rejectionReason } from './rejection-reasons';

const e = messages.screens.referenceTables.errors;

/** Rows checked between two progress updates. */
const PROGRESS_STEP = 500;
/** Rows per INSERT (5 columns × 499 stays far below the 65,535 parameters of a statement). */
const INSERT_CHUNK = 499;

/** An import that cannot go on, with the pt-BR reason the report shows. */
class ImportFailure extends Error {}

/**
 * The imports running in this process (there is no job queue yet): one per table at a time,
 * and the app's onClose waits for them so a shutdown never cuts one in half.
 */
export class ImportJobs {
  private readonly running = new Map<string, Promise<void>>();
  private readonly busyTables = new Set<ReferenceTableName>();

  isRunning(id: string): boolean {
    return this.running.has(id);
  }

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
  actor: Actor;
}

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

/** Deletes the table's rows and writes the accepted ones (inside the caller's transaction). */
async function replaceTable<T extends ReferenceTableName>(
  tx: Tx,
  table: T,
  rows: readonly ReferenceRowOf[T][],
): Promise<void> {
  switch (table) {
    case 'tuss22':
      await tx.delete(tussTerms);
      return insertChunks(rows as readonly TussTermRow[], (chunk) => tx.insert(tussTerms).values(chunk));
    case 'ibgeMunicipalities':
      await tx.delete(ibgeMunicipalities);
      return insertChunks(rows as readonly MunicipalityRow[], (chunk) => tx.insert(ibgeMunicipalities).values(chunk));
    case 'cbo':
      await tx.delete(cboOccupations);
      return insertChunks(rows as readonly CboOccupationRow[], (chunk) => tx.insert(cboOccupations).values(chunk));
  }
}

/**
 * One import, in the background: read the file, check every row (the progress is written in
 * small separate updates, so it can be polled), then replace the whole table and write the
 * report in ONE transaction. With no valid row the table is left as it was (FAILED). Never
 * rejects: any error ends as FAILED with a pt-BR message.
 *
 * PGlite has one connection: no query runs on ctx.db while the replace transaction is open.
 */
export async function runImport(ctx: AppContext, request: ImportRequest): Promise<void> {
  const { id, table, actor } = request;
  const update = (values: Partial<typeof referenceImports.$inferInsert>) =>
    withActor(ctx.db, actor, (tx) => tx.update(referenceImports).set(values).where(eq(referenceImports.id, id)));
  try {
    await update({ status: 'RUNNING' });
    const records = await readReferenceFile(request.fileName, request.bytes).catch((error: unknown) => {
      if (error instanceof UnreadableFileError) throw new ImportFailure(e.unreadable);
      throw error;
    });
    const [header, ...data] = records;
    const columns = mapColumns(table, header?.cells ?? []);
    if (columns.missing.length > 0) {
      throw new ImportFailure(e.missingColumns(columns.missing.map((field) => fieldLabel(table, field)).join(', ')));
    }
    if (data.length === 0) throw new ImportFailure(e.noRows);
    await update({ totalRows: data.length });

    const checker = new ReferenceRowChecker(table, columns);
    for (let start = 0; start < data.length; start += PROGRESS_STEP) {
      for (const record of data.slice(start, start + PROGRESS_STEP)) checker.add(record);
      await update({ processedRows: checker.checked });
      // Let waiting requests (the progress polls) through between steps: the job shares the process and, on PGlite, the connection.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const { rows, rejections } = checker.result();
    const report = {
      processedRows: data.length,
      acceptedRows: rows.length,
      rejectedRows: rejections.length,
      rejections: rejections
        .slice(0, REFERENCE_IMPORT_MAX_REJECTIONS)
        .map((rejection) => ({ row: rejection.row, reason: rejectionReason(table, rejection.problem) })),
    };
    if (rows.length === 0) {
      await update({ ...report, status: 'FAILED', error: e.nothingAccepted, finishedAt: new Date() });
      return;
    }
    await withActor(ctx.db, actor, async (tx) => {
      await replaceTable(tx, table, rows);
      await tx
        .update(referenceImports)
        .set({ ...report, status: 'FINISH', finishedAt: new Date() })
        .where(eq(referenceImports.id, id));
    });
  } catch (error) {
    if (!(error instanceof ImportFailure)) ctx.log.error({ err: error, importId: id }, 'reference import failed');
    const message = error instanceof ImportFailure ? error.message : e.failed;
    await update({ status: 'FAILED', error: message, finishedAt: new Date() }).catch((writeError: unknown) =>
      ctx.log.error({ err: writeError, importId: id }, 'reference import: could not record the failure'),
    );
  }
}
