import type { Job } from '@honora/contract';
import type { JobListRow } from './jobs.repository';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** A jobs row as the contract's jobSchema (the payload and the worker id stay inside). */
export function toJobView(row: JobListRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    companyId: row.companyId,
    companyName: row.companyName ?? null,
    status: row.status,
    progress: row.progress,
    stepCode: row.stepCode,
    stepParams: row.stepParams ?? {},
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAfter: iso(row.runAfter)!,
    errorCode: row.errorCode,
    errorDetail: row.errorDetail,
    cancelRequested: row.cancelRequested,
    createdAt: iso(row.createdAt)!,
    createdByName: row.createdByName,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}
