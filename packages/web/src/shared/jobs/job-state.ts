import { jobStepText, messages, type Job } from '@honora/contract';

const t = messages.screens.jobs;

/** Mantine colours of the job statuses (platform.md §3 plus failed and cancelled). */
export const JOB_STATUS_COLORS: Record<Job['status'], string> = {
  NOT_STARTED: 'gray',
  RUNNING: 'blue',
  FINISH: 'teal',
  FAILED: 'red',
  CANCELLED: 'orange',
};

/** A job that may still change: the screens ask for it again. */
export const isJobOpen = (job: Pick<Job, 'status'>) => job.status === 'NOT_STARTED' || job.status === 'RUNNING';

/** Only an ended job that did not finish may run again (decision 019). */
export const canRetryJob = (job: Pick<Job, 'status'>) => job.status === 'FAILED' || job.status === 'CANCELLED';

/** A job not yet ended may be cancelled, once. */
export const canCancelJob = (job: Pick<Job, 'status' | 'cancelRequested'>) => isJobOpen(job) && !job.cancelRequested;

/** The job's step in pt-BR (the catalog's text with its params). */
export const jobStep = (job: Pick<Job, 'stepCode' | 'stepParams'>) => jobStepText(job.stepCode, job.stepParams);

/** The kind's name in pt-BR (an unknown kind shows as is). */
export const jobKindLabel = (kind: string) => t.kinds[kind] ?? kind;

/** What went wrong, in pt-BR: the handler's own words when it gave them, else the code's text. */
export function jobErrorLabel(job: Pick<Job, 'errorCode' | 'errorDetail' | 'status'>): string {
  if (!job.errorCode || job.status === 'FINISH') return '';
  const text = t.errors[job.errorCode];
  if (text && job.errorCode !== 'failed') return job.errorDetail ? `${text}: ${job.errorDetail}` : text;
  return job.errorDetail ?? text ?? job.errorCode;
}
