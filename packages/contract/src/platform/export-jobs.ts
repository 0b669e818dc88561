import { z } from 'zod';
import { XLSX_FILE } from '../files';
import { defineRoute } from '../route';
import { jobIdParamsSchema, jobStatusValues } from './jobs';

/**
 * Exports over this many rows go through the job runner (decision 019, "every long task: …
 * exports over 10,000 rows"): the export route answers 202 with the job instead of the file.
 * The server's EXPORT_JOB_ROWS overrides it (README); this is its default.
 */
export const EXPORT_JOB_ROWS = 10_000;

/** The most rows one export job writes; a larger filter is refused, asking to narrow it. */
export const EXPORT_JOB_MAX_ROWS = 1_000_000;

/** Rows an export job reads and writes at a time (one transaction and one progress step each). */
export const EXPORT_JOB_PAGE_ROWS = 5_000;

/** The 202 of an export that became a job: follow it at /api/jobs/:id, download at /api/jobs/:id/file. */
export const exportJobStartedSchema = z.object({
  id: z.uuid(),
  status: z.enum(jobStatusValues),
});
export type ExportJobStarted = z.infer<typeof exportJobStartedSchema>;

export const exportJobRoutes = {
  /**
   * The workbook an export job stored: only for the user who started it (the sheet was built
   * with that user's scope and value visibility), of the selected companies, once FINISH and
   * while that user may still export it; anything else is 404.
   */
  file: defineRoute({
    method: 'GET',
    path: '/api/jobs/:id/file',
    summary: 'Baixar a planilha de uma exportação feita em segundo plano (só quem a pediu)',
    tags: ['jobs'],
    params: jobIdParamsSchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
} as const;
