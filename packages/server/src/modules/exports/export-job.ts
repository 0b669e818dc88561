import { EXPORT_JOB_PAGE_ROWS } from '@honora/contract';
import { withTenant } from '@honora/db';
import { formatNumber } from '@honora/domain';
import { z } from 'zod';
import { throwIfAborted, type JobContext, type JobHandler } from '../../jobs/job-types';
import { EXPORT_SOURCES, exportSourceOf, startSheet } from './export-source';

const payloadSchema = z.object({
  source: z.enum(EXPORT_SOURCES),
  /** The companies the starting request saw (the tenant scope of the job's reads). */
  companyIds: z.array(z.uuid()).min(1),
  /** What the request resolved (ExportSource.parsePlan checks it). */
  plan: z.unknown(),
  /** The rows counted when the job was enqueued (the progress's total). */
  total: z.number().int().min(0),
  /** The cap the request checked: the job never writes more. */
  maxRows: z.number().int().positive(),
  /** Rows read and written per page (EXPORT_JOB_PAGE_ROWS). */
  pageRows: z.number().int().positive().default(EXPORT_JOB_PAGE_ROWS),
});
export type ExportJobPayload = z.infer<typeof payloadSchema>;

/** What a finished export job keeps: where its workbook is stored and the download's name. */
export const exportJobResultSchema = z.object({
  fileKey: z.string().min(1),
  fileName: z.string().min(1),
  rows: z.number().int(),
  size: z.number().int(),
});
export type ExportJobResult = z.infer<typeof exportJobResultSchema>;

/** Where a job's workbook is stored: one key per job, so a re-delivery overwrites its own file. */
export const exportFileKey = (companyId: string, jobId: string) => `exports/${companyId}/${jobId}.xlsx`;

const percentOf = (done: number, total: number) => Math.min(90, Math.floor((done / Math.max(total, 1)) * 90));

/**
 * Builds the workbook of a large export (kind `export`): the source's pages of
 * `pageRows` rows (EXPORT_JOB_PAGE_ROWS), each read in its own short transaction (PGlite has one connection:
 * the progress and the heartbeat must get it between pages), written into the same sheet as the
 * request would write, with progress "Gerando planilha: {done} de {total} linhas"; then stored
 * in FileStorage. Idempotent: a re-delivery builds the file again under the same key.
 */
async function run(ctx: JobContext<ExportJobPayload>): Promise<ExportJobResult> {
  const { payload } = ctx;
  const source = exportSourceOf(payload.source);
  const plan = source.parsePlan(payload.plan);
  const scope = { actor: ctx.actor, companyIds: payload.companyIds };
  const sheet = startSheet(source, plan);
  const total = formatNumber(payload.total);
  for (;;) {
    throwIfAborted(ctx.signal);
    await ctx.progress(percentOf(sheet.count, payload.total), 'exportRows', { done: formatNumber(sheet.count), total });
    const limit = Math.min(payload.pageRows, payload.maxRows - sheet.count);
    if (limit <= 0) break;
    const rows = await withTenant(ctx.app.db, scope, (q) => source.page(q, plan, { limit, offset: sheet.count }));
    sheet.add(rows);
    if (rows.length < limit) break;
  }
  throwIfAborted(ctx.signal);
  await ctx.progress(95, 'saving');
  const content = await sheet.finish();
  const fileKey = exportFileKey(ctx.companyId ?? 'platform', ctx.id);
  await ctx.app.files.put(fileKey, content);
  return { fileKey, fileName: source.fileName, rows: sheet.count, size: content.length };
}

/** Excel exports over EXPORT_JOB_ROWS rows (decision 019), run by the job runner. */
export const exportJob: JobHandler<ExportJobPayload> = {
  kind: 'export',
  parse(payload) {
    const parsed = payloadSchema.parse(payload);
    exportSourceOf(parsed.source).parsePlan(parsed.plan);
    return parsed;
  },
  run,
};
