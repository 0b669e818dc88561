import { EXPORT_JOB_MAX_ROWS, EXPORT_JOB_PAGE_ROWS, type ExportJobStarted } from '@honora/contract';
import { withTenant } from '@honora/db';
import { formatNumber } from '@honora/domain';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { TenantScope } from '../../http/tenant';
import { sendXlsx } from '../../http/xlsx';
import { enqueue } from '../../jobs/enqueue';
import { exportJob } from './export-job';
import { startSheet, type ExportSource } from './export-source';

/** The file itself (a small export) or the job that builds it (decision 019). */
export type ExportAnswer = { file: Buffer; fileName: string } | { job: ExportJobStarted };

/**
 * Past `jobRows` rows an export is a job, which reads `pageRows` at a time; past `maxRows` it is
 * refused (tests lower them).
 */
export interface ExportLimits {
  jobRows: number;
  maxRows: number;
  pageRows?: number;
}

/**
 * One export (decision 019, "every long task: … exports over 10,000 rows"): in one transaction
 * the plan's rows are counted — refused past the cap with the export's own pt-BR message —
 * then either read and written into the sheet here (up to EXPORT_JOB_ROWS), or an `export`
 * job is enqueued in that same transaction for the selected company, which writes the same
 * sheet page by page and stores it for its starter to download.
 */
export async function startExport<P, R>(
  ctx: AppContext,
  tenant: TenantScope,
  companyId: string | null,
  source: ExportSource<P, R>,
  plan: P,
  limits: ExportLimits = { jobRows: ctx.config.exportJobRows, maxRows: EXPORT_JOB_MAX_ROWS },
): Promise<ExportAnswer> {
  if (!companyId) throw new AppError('companyRequired');
  const counted = await withTenant(ctx.db, tenant, async (q) => {
    const total = await source.count(q, plan);
    source.checkCount?.(total);
    if (total > limits.maxRows) {
      throw new AppError('inputError', { message: source.tooLarge(formatNumber(total), formatNumber(limits.maxRows)) });
    }
    if (total <= limits.jobRows) return { rows: await source.page(q, plan, { limit: limits.jobRows, offset: 0 }) };
    const job = await enqueue(q, {
      handler: exportJob,
      companyId,
      payload: {
        source: source.name,
        companyIds: [...tenant.companyIds],
        plan: plan as unknown,
        total,
        maxRows: limits.maxRows,
        pageRows: limits.pageRows ?? EXPORT_JOB_PAGE_ROWS,
      },
    });
    return { job: { id: job.id, status: job.status } };
  });
  if (counted.job) return { job: counted.job };
  const sheet = startSheet(source, plan);
  sheet.add(counted.rows);
  return { file: await sheet.finish(), fileName: source.fileName };
}

/** The file (200) or, for a job, 202 with the job to follow at /api/jobs/:id. */
export function sendExport(reply: FastifyReply, answer: ExportAnswer): FastifyReply {
  if ('job' in answer) return reply.code(202).send(answer.job);
  return sendXlsx(reply, answer.fileName, answer.file);
}
