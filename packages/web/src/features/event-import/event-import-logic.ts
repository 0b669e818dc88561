import { eventImportScreenMessages } from '@honora/contract/screen-texts/event-import-screen';
import {
  EVENT_IMPORT_LIMITS,
  fmt,
  jobStepText,
  type EventImportPreviewEvent,
  type EventImportStatus,
  type EventImportSummary,
} from '@honora/contract';
import { formatNumber } from '@honora/domain';

/** Screen logic of /client/ImportCustom (billing.md §2; decision 040), pure and tested beside the components. */

const t = eventImportScreenMessages;

export type PreviewOutcome = EventImportPreviewEvent['outcome'];

/** What the file chooser offers; the server reads XLSX and CSV only. */
export const IMPORT_FILE_ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

const BYTES_PER_MB = 1024 * 1024;

/**
 * Why a chosen file is refused before it is sent (null when it may go): not an XLSX or CSV by
 * its name (what the server checks too), or over EVENT_IMPORT_LIMITS.fileMb.
 */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.(xlsx|csv)$/i.test(file.name.trim())) return t.fileType;
  if (file.size > EVENT_IMPORT_LIMITS.fileMb * BYTES_PER_MB) {
    const size = formatNumber(Math.ceil((file.size / BYTES_PER_MB) * 10) / 10);
    return fmt(t.fileTooBig, { size, max: EVENT_IMPORT_LIMITS.fileMb });
  }
  return null;
}

/** An import the screen keeps asking for (the job has not ended). */
export const isImportRunning = (record: Pick<EventImportSummary, 'status'>) =>
  record.status === 'NOT_STARTED' || record.status === 'RUNNING';

/** The outcome's badge: its pt-BR word (the colour only repeats it). */
export const OUTCOME_COLORS: Record<PreviewOutcome, string> = {
  create: 'teal',
  update: 'blue',
  unchanged: 'gray',
  reject: 'red',
};
export const outcomeLabel = (outcome: PreviewOutcome): string => t.outcomes[outcome];

export const STATUS_COLORS: Record<EventImportStatus, string> = {
  NOT_STARTED: 'gray',
  RUNNING: 'blue',
  FINISH: 'teal',
  FAILED: 'red',
  UNDONE: 'orange',
};
export const statusLabel = (status: EventImportStatus): string => t.statuses[status];

/** The bar's value, 0–100: the rows processed of the file's rows (0 before they are counted). */
export function progressPercent(record: Pick<EventImportSummary, 'processedRows' | 'totalRows'>): number {
  if (record.totalRows <= 0) return 0;
  return Math.min(100, Math.round((record.processedRows / record.totalRows) * 100));
}

/**
 * The step of a running import when its job cannot be read (only its starter reads it, GET
 * /api/jobs/:id): queued, then the rows imported so far, in the job's own words.
 */
export function fallbackStep(record: Pick<EventImportSummary, 'status' | 'processedRows' | 'totalRows'>): string {
  if (record.status === 'NOT_STARTED') return jobStepText('queued');
  if (record.status === 'RUNNING') {
    return jobStepText('importingRows', {
      processed: formatNumber(record.processedRows),
      total: formatNumber(record.totalRows),
    });
  }
  return '';
}

/** The rows of one previewed event: "4" or "4–6" when its rows follow each other, else "4, 7". */
export function linesText(lines: readonly number[]): string {
  if (lines.length === 0) return '';
  const sorted = [...lines].sort((a, b) => a - b);
  const isRun = sorted.every((line, i) => i === 0 || line === sorted[i - 1]! + 1);
  if (sorted.length > 1 && isRun) return `${sorted[0]}–${sorted.at(-1)}`;
  return sorted.join(', ');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The import the URL names (?id=…), or null for a missing or malformed id. */
export const importIdOf = (param: string | null): string | null => (param && UUID.test(param) ? param : null);
