import type { ReferenceRejection } from '@honora/contract';
import type { Tx } from '@honora/db';
import type { CsvRecord } from '@honora/domain';

/** Rows per INSERT (10 columns × 499 stays far below the 65,535 parameters of a statement). */
export const INSERT_CHUNK = 499;

export async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

/** A line of the report (rejected, or ignored with `ignored: true`), already in pt-BR. */
export type ReportLine = ReferenceRejection;

/** The outcome of checking every row, ready to be written. */
export interface PreparedImport {
  /** Rows that will be stored. */
  accepted: number;
  rejected: number;
  /** Rows read but deliberately not stored. */
  ignored: number;
  /** Rejected and ignored rows with their reasons, by line. */
  lines: ReportLine[];
  /**
   * Writes the accepted rows inside the caller's transaction (replacing the table or adding
   * new versions) and answers the ids of the versions it created (none for replaced tables).
   */
  persist(tx: Tx, importId: string): Promise<string[]>;
}

/** One import of a file, row by row: the job feeds it the data rows, then asks for the outcome. */
export interface ImportRun {
  add(record: CsvRecord): void;
  /** Rows checked so far (the progress). */
  readonly checked: number;
  finish(): PreparedImport;
}

/**
 * A table the reference-import job can load: how its header is read (columns by name), how
 * each row is checked, and how the accepted rows are written. The job does the rest (file
 * reading, progress, report, one transaction at the end).
 */
export interface ImportKind {
  /** The run for a file with this header, or the pt-BR reason the file cannot be imported. */
  start(header: readonly string[], options: { name: string | null }): ImportRun | { failure: string };
}

/** Rejected and ignored lines together, by line (the report keeps the first 1,000). */
export function sortLines(lines: ReportLine[]): ReportLine[] {
  return lines.sort((a, b) => a.row - b.row);
}

/** What a domain row checker offers (ReferenceRowChecker, CbhpmEditionChecker): rows in, accepted rows and rejections out. */
export interface RowChecker<Row, Problem> {
  add(record: CsvRecord): void;
  readonly checked: number;
  result(): { rows: Row[]; rejections: { row: number; problem: Problem }[] };
}

/** The run of a kind whose rows all go through one checker: every rejection reported, the accepted rows persisted. */
export function checkerRun<Row, Problem>(
  checker: RowChecker<Row, Problem>,
  reasonOf: (problem: Problem) => string,
  persist: (tx: Tx, importId: string, rows: Row[]) => Promise<string[]>,
): ImportRun {
  return {
    add: (record) => checker.add(record),
    get checked() {
      return checker.checked;
    },
    finish() {
      const { rows, rejections } = checker.result();
      return {
        accepted: rows.length,
        rejected: rejections.length,
        ignored: 0,
        lines: rejections.map((rejection) => ({ row: rejection.row, reason: reasonOf(rejection.problem) })),
        persist: (tx, importId) => persist(tx, importId, rows),
      };
    },
  };
}
