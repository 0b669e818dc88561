import { randomUUID } from 'node:crypto';
import { EXPORT_JOB_PAGE_ROWS } from '@honora/contract';
import { rowsOf, withSession, withTenant, type Actor } from '@honora/db';
import { formatNumber } from '@honora/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SheetWriter } from '../../http/xlsx';
import { throwIfAborted, type JobContext, type JobHandler } from '../../jobs/job-types';
import { EXPORT_SOURCES, exportSourceOf, startSheet, type ExportSource } from './export-source';

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

type Scope = { actor: Actor; companyIds: string[] };

/** Reads the next page of at most `limit` rows into the sheet; answers how many it read. */
type PageReader = (limit: number) => Promise<number>;

/**
 * Writes every page into the sheet — `pageRows` rows (EXPORT_JOB_PAGE_ROWS) at a time, the
 * progress "Gerando planilha: {done} de {total} linhas" and the cancellation checked between
 * pages — up to the cap.
 */
async function writePages(ctx: JobContext<ExportJobPayload>, sheet: SheetWriter<unknown>, next: PageReader) {
  const { payload } = ctx;
  const total = formatNumber(payload.total);
  for (;;) {
    throwIfAborted(ctx.signal);
    await ctx.progress(percentOf(sheet.count, payload.total), 'exportRows', { done: formatNumber(sheet.count), total });
    const limit = Math.min(payload.pageRows, payload.maxRows - sheet.count);
    if (limit <= 0) break;
    if ((await next(limit)) < limit) break;
  }
}

/**
 * The source's ordered statement read once (ExportSource.held): declared as a cursor WITH HOLD
 * in one tenant transaction — PostgreSQL runs it there, under the starter's scope and row-level
 * security, and keeps its rows for the session — then fetched a page at a time outside any
 * transaction, so on PGlite the progress and the heartbeat still get the one connection between
 * pages. One run of the statement instead of one per page (offset pages re-read and re-sort
 * every row before theirs). The cursor is closed at the end; on PostgreSQL the session is a
 * pooled connection held for the job, closed instead of returned if anything failed.
 */
async function readHeld<P, R>(
  ctx: JobContext<ExportJobPayload>,
  source: ExportSource<P, R>,
  plan: P,
  scope: Scope,
  sheet: SheetWriter<R>,
) {
  const held = source.held!;
  const cursor = sql.identifier(`export_${randomUUID().replaceAll('-', '')}`);
  await ctx.progress(0, 'exportRows', { done: '0', total: formatNumber(ctx.payload.total) });
  await withSession(ctx.app.db, async (session) => {
    await withTenant(session, scope, (q) =>
      q.execute(sql`declare ${cursor} no scroll cursor with hold for ${held.statement(plan)}`),
    );
    try {
      await writePages(ctx, sheet as SheetWriter<unknown>, async (limit) => {
        const fetch = sql`fetch forward ${sql.raw(String(Math.trunc(limit)))} from ${cursor}`;
        const rows = rowsOf<Record<string, unknown>>(await session.execute(fetch));
        sheet.add(rows.map((row) => held.rowOf(plan, row)));
        return rows.length;
      });
    } finally {
      await session.execute(sql`close ${cursor}`);
    }
  });
}

/**
 * Builds the workbook of a large export (kind `export`): the source's rows in pages — read once
 * through a held cursor when the source gives its statement, otherwise each page by offset in
 * its own short transaction (PGlite has one connection: the progress and the heartbeat must get
 * it between pages) — written into the same sheet as the request would write; then stored in
 * FileStorage. Idempotent: a re-delivery builds the file again under the same key.
 */
async function run(ctx: JobContext<ExportJobPayload>): Promise<ExportJobResult> {
  const { payload } = ctx;
  const source = exportSourceOf(payload.source);
  const plan = source.parsePlan(payload.plan);
  const scope = { actor: ctx.actor, companyIds: payload.companyIds };
  const sheet = startSheet(source, plan);
  if (source.held) await readHeld(ctx, source, plan, scope, sheet);
  else
    await writePages(ctx, sheet, async (limit) => {
      const rows = await withTenant(ctx.app.db, scope, (q) => source.page(q, plan, { limit, offset: sheet.count }));
      sheet.add(rows);
      return rows.length;
    });
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
