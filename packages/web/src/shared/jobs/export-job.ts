import { exportJobRoutes, exportJobStartedSchema, type ExportJobStarted, type RouteDef } from '@honora/contract';
import { download } from '../api/api-client';

/**
 * Runs an export route (decision 019): up to EXPORT_JOB_ROWS rows the file downloads at once and
 * this answers null; over that the server answers 202 and this answers the job to follow.
 */
export async function exportOrJob<R extends RouteDef>(
  route: R,
  fallbackName: string,
  options: Parameters<typeof download<R>>[2],
): Promise<ExportJobStarted | null> {
  const answer = await download(route, fallbackName, options);
  return answer === undefined ? null : exportJobStartedSchema.parse(answer);
}

/** The workbook a finished export job stored (GET /api/jobs/:id/file; only its starter gets it). */
export function downloadJobFile(jobId: string, fallbackName: string): Promise<unknown> {
  return download(exportJobRoutes.file, fallbackName, { params: { id: jobId } });
}
