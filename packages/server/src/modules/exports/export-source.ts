import type { Tx } from '@honora/db';
import type { SQL } from 'drizzle-orm';
import type { ErrorMessage } from '../../errors';
import { startXlsx, type SheetColumn, type SheetTotals } from '../../http/xlsx';

/** The exports that may run as a job (the `source` of an export job's payload). */
export const EXPORT_SOURCES = ['events', 'transactions', 'reportGenerator'] as const;
export type ExportSourceName = (typeof EXPORT_SOURCES)[number];

/** A window of an export's rows, in the export's order. */
export interface ExportWindow {
  limit: number;
  offset: number;
}

/**
 * One Excel export, as both of its paths use it (decision 019): the small one answers the file
 * in the request, the large one is an `export` job that writes the same sheet page by page. The
 * plan is what the request resolved (companies, owner-only scope, filters, columns, value
 * visibility): the job stores it and builds exactly what the request would have built.
 */
export interface ExportSource<P, R> {
  name: ExportSourceName;
  /** Checks a stored plan (a job payload outlives deployments): answers it typed or throws. */
  parsePlan(raw: unknown): P;
  sheetName: string;
  /** The download's name, without extension (pt-BR). */
  fileName: string;
  columns(plan: P): SheetColumn<R>[];
  totals: SheetTotals<R>;
  /** How many rows the plan matches (the size decides the path). */
  count(q: Tx, plan: P): Promise<number>;
  /** Refuses a count the export never writes (none, for the transactions report). */
  checkCount?(count: number): void;
  /** The refusal past the cap (the existing message of each export), numbers already in pt-BR. */
  tooLarge(count: string, max: string): ErrorMessage;
  /** A window of rows, ready for the sheet. */
  page(q: Tx, plan: P, window: ExportWindow): Promise<R[]>;
  /**
   * The export job's single read, for a source whose every page would otherwise run the whole
   * ordered statement again (a report over a sequential scan: 20 pages, 20 scans): the rows in
   * order as one statement, which the job reads once through a cursor (`readHeld`), and how a
   * row it answers becomes a sheet row. Without it the job reads `page` by offset.
   */
  held?: { statement(plan: P): SQL; rowOf(plan: P, row: Record<string, unknown>): R };
}

/** Starts the source's sheet: the one code path of both the request and the job. */
export function startSheet<P, R>(source: ExportSource<P, R>, plan: P) {
  return startXlsx(source.sheetName, source.columns(plan), source.totals);
}

const sources = new Map<ExportSourceName, ExportSource<unknown, unknown>>();

/**
 * Makes a source known to the export job (its module does it when its routes are registered,
 * as a job kind registers its handler): the exports module never imports the modules it exports.
 */
export function registerExportSource<P, R>(source: ExportSource<P, R>): void {
  sources.set(source.name, source as unknown as ExportSource<unknown, unknown>);
}

/** The registered source of an export job's payload. */
export function exportSourceOf(name: ExportSourceName): ExportSource<unknown, unknown> {
  const source = sources.get(name);
  if (!source) throw new Error(`export source not registered: ${name}`);
  return source;
}
