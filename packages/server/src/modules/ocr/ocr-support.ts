import { fmt, messages, type OcrGuide } from '@honora/contract';
import { ocrGuides, ocrUploads, type Tx } from '@honora/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { enqueue } from '../../jobs/enqueue';
import { ocrJob } from './ocr.job';
import { creditCompanyOf, guideView, notFound, withCreditCompany } from './ocr.service';
import { zoneOfKey } from './ocr-fields';

/**
 * What support does to one company's guide (platform.md §2 admin GuideOcrAmazon; decision 041):
 * read it as the review shows it, correct its fields, read its page again. These run as the
 * platform (the database owner, decision 015), inside the caller's transaction.
 */

const o = messages.screens.ocr;

type GuideRow = typeof ocrGuides.$inferSelect;

async function liveGuide(tx: Tx, id: string, lock: boolean): Promise<GuideRow> {
  const query = tx
    .select()
    .from(ocrGuides)
    .where(and(eq(ocrGuides.id, id), isNull(ocrGuides.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

const viewOf = (tx: Tx, row: GuideRow) => guideView(tx, row, [row.companyId]);

/** A guide of any company as its review shows it (the registries matched are its company's). */
export async function supportGuide(tx: Tx, id: string): Promise<OcrGuide> {
  return viewOf(tx, await liveGuide(tx, id, false));
}

/**
 * Support's corrections of a guide read and not yet confirmed: each value different from what was
 * read is kept as a correction (the client's review starts from it, and the accuracy figures
 * count it); a value equal to what was read drops the correction. A key the guide's form lacks
 * is refused, and nothing is saved.
 */
export async function correctGuideFields(tx: Tx, id: string, values: Readonly<Record<string, string>>) {
  const row = await liveGuide(tx, id, true);
  if (row.status === 'READY' || row.eventId) throw new AppError('statusError', { message: o.alreadyConfirmed });
  const type = row.guideType;
  if (!type || row.status === 'CREATED') {
    throw new AppError('statusError', { message: fmt(o.notReviewable, { status: o.statuses[row.status] }) });
  }
  for (const key of Object.keys(values)) {
    if (!zoneOfKey(type, key)) throw AppError.field('inputError', `values.${key}`, o.notFound);
  }
  const corrections = { ...row.corrections };
  for (const [key, value] of Object.entries(values)) {
    if (value === (row.fields[key]?.value ?? '')) delete corrections[key];
    else corrections[key] = value;
  }
  await tx.update(ocrGuides).set({ corrections }).where(eq(ocrGuides.id, id));
  return viewOf(tx, { ...row, corrections });
}

/**
 * The guide's page goes back to the reading queue: CREATED, without what was read (a person's
 * corrections stay), in a new job for its upload. The credit is spent once per page, so a page
 * already paid is read again for nothing. Refused for a confirmed guide, a page already waiting,
 * and while its upload is still being read (its job would read the page twice).
 */
export async function rereadGuide(tx: Tx, id: string): Promise<OcrGuide> {
  const row = await liveGuide(tx, id, true);
  if (row.status === 'READY' || row.eventId) throw new AppError('statusError', { message: o.alreadyConfirmed });
  if (row.status === 'CREATED') throw new AppError('statusError', { message: o.support.queued });
  const [upload] = await tx.select().from(ocrUploads).where(eq(ocrUploads.id, row.uploadId)).for('update');
  if (!upload) throw notFound();
  if (upload.status === 'NOT_STARTED' || upload.status === 'RUNNING') {
    throw new AppError('statusError', { message: o.support.uploadRunning });
  }
  const creditCompanyId = await creditCompanyOf(tx, row.companyId);
  const job = await enqueue(tx, {
    handler: ocrJob,
    companyId: row.companyId,
    payload: {
      uploadId: row.uploadId,
      creditCompanyId,
      companyIds: withCreditCompany([row.companyId], creditCompanyId),
    },
  });
  const [updated] = await tx
    .update(ocrGuides)
    .set({
      status: 'CREATED',
      error: null,
      guideType: null,
      layoutVersion: null,
      confidence: null,
      fields: {},
      recognizedAt: null,
      recognitionMs: null,
    })
    .where(eq(ocrGuides.id, id))
    .returning();
  await tx
    .update(ocrUploads)
    .set({
      status: 'NOT_STARTED',
      error: null,
      finishedAt: null,
      jobId: job.id,
      processedPages: sql`greatest(${ocrUploads.processedPages} - 1, 0)`,
    })
    .where(eq(ocrUploads.id, row.uploadId));
  return viewOf(tx, updated!);
}
