import { messages, msg } from '@honora/contract';
import { withTenant } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { exportJobResultSchema } from './export-job';
import type { ExportSourceName } from './export-source';
import { findExportJob } from './export-file.repository';

const e = messages.screens.jobs.errors;
const notFound = () => new AppError('notFound', { message: msg(e, 'notFound') });

/** Whether the user may still make the export of a source (the export routes' permissions). */
function mayExport(access: RequestAccess, source: string | null): boolean {
  const name = source as ExportSourceName | null;
  if (name === 'events') return access.allows('eventExports', 'read') || access.allows('eventExports', 'readOwn');
  if (name === 'transactions') return access.allows('billing', 'read');
  if (name === 'reportGenerator') return access.allows('dashboard', 'read');
  return false;
}

/**
 * GET /api/jobs/:id/file: the workbook of an export job (decision 019). Only its starter gets it
 * — the sheet was built with that user's scope (own events, value columns) — of the selected
 * companies, while the user may still make that export; anything else is not found, as another
 * company's job. A job not yet finished is a status error.
 */
export async function exportJobFile(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<{ fileName: string; content: Buffer }> {
  const job = await withTenant(ctx.db, tenantOf(auth, access), (tx) => findExportJob(tx, id, access.companyIds));
  if (!job || job.createdBy !== auth.userId || !mayExport(access, job.source)) throw notFound();
  if (job.status !== 'FINISH') throw new AppError('statusError', { message: msg(e, 'fileNotReady') });
  const result = exportJobResultSchema.safeParse(job.result);
  if (!result.success) throw notFound();
  const content = await ctx.files.get(result.data.fileKey);
  if (!content) throw notFound();
  return { fileName: result.data.fileName, content };
}
