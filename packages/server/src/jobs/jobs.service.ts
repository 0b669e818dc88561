import { JOBS_PAGE_SIZE, messages, type Job, type JobList, type adminJobsQuerySchema, msg } from '@honora/contract';
import { jobs, withActor, withTenant, type Actor } from '@honora/db';
import type { CompanyModule } from '@honora/domain';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { AuthSession } from '../http/auth-context';
import type { RequestAccess } from '../http/guard';
import { tenantOf } from '../http/tenant';
import type { JobRunner } from './job-runner';
import { toJobView } from './job-view';
import * as repo from './jobs.repository';

const e = messages.screens.jobs.errors;
const notFound = () => new AppError('notFound', { message: msg(e, 'notFound') });

/** The module whose permission lets a company user follow (read) or cancel (write) a kind's jobs. */
export const moduleOfKind: Readonly<Record<string, CompanyModule>> = { tissXml: 'batches' };

export async function listAdminJobs(ctx: AppContext, query: z.output<typeof adminJobsQuerySchema>): Promise<JobList> {
  const { rows, total } = await repo.listJobs(ctx.db, query, {
    limit: JOBS_PAGE_SIZE,
    offset: (query.page - 1) * JOBS_PAGE_SIZE,
  });
  return { items: rows.map(toJobView), total, pageSize: JOBS_PAGE_SIZE };
}

export async function getAdminJob(ctx: AppContext, id: string): Promise<Job> {
  const row = await repo.findJob(ctx.db, id);
  if (!row) throw notFound();
  return toJobView(row);
}

/** FAILED or CANCELLED → a new run (attempts from zero); the handler reopens its business record. */
export async function retryJob(ctx: AppContext, runner: JobRunner, actor: Actor, id: string): Promise<Job> {
  await withActor(ctx.db, actor, async (tx) => {
    const job = await repo.lockJob(tx, id);
    if (!job) throw notFound();
    if (job.status !== 'FAILED' && job.status !== 'CANCELLED')
      throw new AppError('statusError', { message: msg(e, 'notRetryable') });
    await runner.handlerOf(job.kind)?.reopen?.(tx, job);
    await repo.reopenJob(tx, id);
  });
  runner.wake();
  return getAdminJob(ctx, id);
}

/**
 * Cancels a job: one still queued ends CANCELLED now (its record settled in the same
 * transaction); a running one is asked to stop and ends CANCELLED at its next step.
 */
async function cancel(ctx: AppContext, runner: JobRunner, actor: Actor, id: string, companyIds?: readonly string[]) {
  await withActor(ctx.db, actor, async (tx) => {
    const job = await repo.lockJob(tx, id, companyIds ? inArray(jobs.companyId, [...companyIds]) : undefined);
    if (!job) throw notFound();
    if (job.status === 'NOT_STARTED') await runner.end(tx, job, 'CANCELLED', 'cancelled', null);
    else if (job.status === 'RUNNING') await repo.requestCancel(tx, id);
    else throw new AppError('statusError', { message: msg(e, 'notCancellable') });
  });
}

export async function cancelAdminJob(ctx: AppContext, runner: JobRunner, actor: Actor, id: string): Promise<Job> {
  await cancel(ctx, runner, actor, id);
  return getAdminJob(ctx, id);
}

/**
 * A company user's view of a job: of the selected companies, started by the user or of work the
 * user may see (the kind's module); anything else is not found, as another company's job is.
 */
async function visibleJob(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  action: 'read' | 'write',
) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), (tx) => repo.findJob(tx, id, access.companyIds));
  if (!row) throw notFound();
  const module = moduleOfKind[row.kind];
  const isStarter = row.createdBy === auth.userId;
  if (!isStarter && !(module && access.allows(module, action))) throw notFound();
  return row;
}

export async function getCompanyJob(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<Job> {
  return toJobView(await visibleJob(ctx, auth, access, id, 'read'));
}

export async function cancelCompanyJob(
  ctx: AppContext,
  runner: JobRunner,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<Job> {
  await visibleJob(ctx, auth, access, id, 'write');
  await cancel(ctx, runner, tenantOf(auth, access).actor, id, access.companyIds);
  return getCompanyJob(ctx, auth, access, id);
}
