import { fmt, messages, OCR_MIN_PAGE_CONFIDENCE } from '@honora/contract';
import {
  ocrGuideImages,
  ocrGuides,
  ocrUploadContents,
  ocrUploads,
  withTenant,
  type OcrFieldRecord,
  type Tx,
} from '@honora/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PermanentJobError, throwIfAborted, type JobContext, type JobHandler } from '../../jobs/job-types';
import { lockCredits, spendCredit } from '../ocr-credits';
import { engineAvailable, isPdf, pdfPageImage } from './engine';
import { readPage, type ReadPage } from './read-page';
import { meanConfidence } from './ocr-fields';

const o = messages.screens.ocr;

const payloadSchema = z.object({
  uploadId: z.uuid(),
  /** The company whose credits pay (a filial's matriz), or null when a filial's matriz is gone. */
  creditCompanyId: z.uuid().nullable(),
  companyIds: z.array(z.uuid()).min(1),
});
export type OcrPayload = z.infer<typeof payloadSchema>;

type GuideRow = typeof ocrGuides.$inferSelect;
type GuideValues = Partial<typeof ocrGuides.$inferInsert>;

const scopeOf = (ctx: JobContext<OcrPayload>) => ({ actor: ctx.actor, companyIds: ctx.payload.companyIds });

async function setGuide(tx: Tx, id: string, values: GuideValues) {
  await tx.update(ocrGuides).set(values).where(eq(ocrGuides.id, id));
}

async function pageDone(tx: Tx, uploadId: string) {
  await tx
    .update(ocrUploads)
    .set({ processedPages: sql`${ocrUploads.processedPages} + 1` })
    .where(eq(ocrUploads.id, uploadId));
}

/** The page's image: stored at the upload for an image file, drawn from the PDF (and kept) for a PDF page. */
async function imageOf(ctx: JobContext<OcrPayload>, guide: GuideRow, pdf: () => Promise<Buffer>): Promise<Buffer> {
  const [stored] = await withTenant(ctx.app.db, scopeOf(ctx), (tx) =>
    tx.select({ image: ocrGuideImages.image }).from(ocrGuideImages).where(eq(ocrGuideImages.guideId, guide.id)),
  );
  if (stored) return Buffer.from(stored.image);
  const image = await pdfPageImage(await pdf(), guide.page);
  await withTenant(ctx.app.db, scopeOf(ctx), (tx) =>
    tx.insert(ocrGuideImages).values({ guideId: guide.id, companyId: guide.companyId, image }).onConflictDoNothing(),
  );
  return image;
}

/**
 * Reads one page and stores what was read with the credit it costs, in one transaction: the
 * credit is spent once per page (a retried job finds the use already there), and a page that
 * could not be paid for keeps nothing of its reading.
 */
async function recognizePage(
  ctx: JobContext<OcrPayload>,
  guide: GuideRow,
  fileName: string,
  pdf: () => Promise<Buffer>,
) {
  const { creditCompanyId, uploadId } = ctx.payload;
  const finish = (values: GuideValues) =>
    withTenant(ctx.app.db, scopeOf(ctx), async (tx) => {
      await setGuide(tx, guide.id, values);
      await pageDone(tx, uploadId);
    });
  if (!creditCompanyId) return finish({ status: 'NEED_SUPPORT', error: 'KErrorNotFoundMatriz' });
  const started = Date.now();
  let read: ReadPage;
  try {
    read = await readPage(await imageOf(ctx, guide, pdf));
  } catch (error) {
    ctx.app.log.error({ err: error, uploadId, page: guide.page }, 'OCR page failed');
    return finish({ status: 'NEED_DEVELOPER', error: 'KError' });
  }
  const guideRead = read.guide;
  const ms = Date.now() - started;
  if (!guideRead) {
    // Not a guide this reader knows: nothing was read, nothing is paid; support looks at it.
    return finish({ status: 'NEED_SUPPORT', error: 'KErrorThreshold', recognizedAt: new Date(), recognitionMs: ms });
  }
  const fields: Record<string, OcrFieldRecord> = guideRead.fields;
  const confidence = meanConfidence(fields);
  await withTenant(ctx.app.db, scopeOf(ctx), async (tx) => {
    await lockCredits(tx, creditCompanyId);
    const note = fmt(o.creditNote, { page: guide.page, file: fileName });
    const paid = await spendCredit(tx, creditCompanyId, guide.id, note);
    if (!paid) {
      await setGuide(tx, guide.id, { status: 'NEED_CLIENT', error: 'KErrorEmptyCredits' });
    } else {
      const low = confidence < OCR_MIN_PAGE_CONFIDENCE;
      // The fields' boxes are on the page as read: turned level, it replaces the page as it came.
      if (read.straightened) {
        await tx.update(ocrGuideImages).set({ image: read.straightened }).where(eq(ocrGuideImages.guideId, guide.id));
      }
      await setGuide(tx, guide.id, {
        status: low ? 'NEED_SUPPORT' : 'NEED_CLIENT',
        error: low ? 'KErrorThreshold' : null,
        guideType: guideRead.type,
        layoutVersion: guideRead.version,
        confidence,
        fields,
        imageWidth: read.width,
        imageHeight: read.height,
        recognizedAt: new Date(),
        recognitionMs: ms,
      });
    }
    await pageDone(tx, uploadId);
  });
}

/**
 * One upload (job kind ocrRecognize; decision 041): its pages still CREATED, one after the other
 * (one core), each read, paid and stored in its own transaction, with the progress after each.
 */
async function runRecognition(ctx: JobContext<OcrPayload>): Promise<Record<string, unknown>> {
  const { uploadId } = ctx.payload;
  const scope = scopeOf(ctx);
  const pending = await withTenant(ctx.app.db, scope, async (tx) => {
    const [upload] = await tx.select().from(ocrUploads).where(eq(ocrUploads.id, uploadId));
    if (!upload) throw new PermanentJobError('notFound', o.notFound);
    await tx.update(ocrUploads).set({ status: 'RUNNING' }).where(eq(ocrUploads.id, uploadId));
    const guides = await tx
      .select()
      .from(ocrGuides)
      .where(and(eq(ocrGuides.uploadId, uploadId), eq(ocrGuides.status, 'CREATED')))
      .orderBy(asc(ocrGuides.page));
    return { upload, guides };
  });
  if (!(await engineAvailable())) {
    await withTenant(ctx.app.db, scope, async (tx) => {
      const ids = pending.guides.map((g) => g.id);
      if (ids.length > 0)
        await tx.update(ocrGuides).set({ status: 'NEED_DEVELOPER', error: 'KError' }).where(inArray(ocrGuides.id, ids));
      await tx
        .update(ocrUploads)
        .set({
          status: 'FAILED',
          error: o.engineMissing,
          finishedAt: new Date(),
          processedPages: pending.upload.totalPages,
        })
        .where(eq(ocrUploads.id, uploadId));
    });
    throw new PermanentJobError('engineMissing', o.engineMissing);
  }
  let file: Buffer | null = null;
  const pdf = async () => {
    file ??= await withTenant(ctx.app.db, scope, async (tx) => {
      const [row] = await tx
        .select({ content: ocrUploadContents.content })
        .from(ocrUploadContents)
        .where(eq(ocrUploadContents.uploadId, uploadId));
      if (!row || !isPdf(row.content)) throw new Error('upload content is not a PDF');
      return Buffer.from(row.content);
    });
    return file;
  };
  const total = pending.upload.totalPages;
  let done = total - pending.guides.length;
  for (const guide of pending.guides) {
    throwIfAborted(ctx.signal);
    await recognizePage(ctx, guide, pending.upload.fileName, pdf);
    done++;
    await ctx.progress(Math.floor((95 * done) / Math.max(total, 1)), 'readingPages', { done, total });
  }
  await withTenant(ctx.app.db, scope, (tx) =>
    tx.update(ocrUploads).set({ status: 'FINISH', finishedAt: new Date() }).where(eq(ocrUploads.id, uploadId)),
  );
  return { uploadId, pages: total };
}

export const ocrJob: JobHandler<OcrPayload> = {
  kind: 'ocrRecognize',
  parse: (payload) => payloadSchema.parse(payload),
  run: runRecognition,
  /** The job ended without finishing: the upload is FAILED; the pages read stay read (and paid once). */
  async settle(tx: Tx, job) {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success) return;
    await tx
      .update(ocrUploads)
      .set({ status: 'FAILED', error: messages.screens.jobs.errors.failed!, finishedAt: sql`now()` })
      .where(and(eq(ocrUploads.id, payload.data.uploadId), inArray(ocrUploads.status, ['NOT_STARTED', 'RUNNING'])));
  },
  /** An admin's retry: the pages still CREATED are read; those read are not paid again. */
  async reopen(tx: Tx, job) {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success) return;
    await tx
      .update(ocrUploads)
      .set({ status: 'NOT_STARTED', error: null, finishedAt: null })
      .where(and(eq(ocrUploads.id, payload.data.uploadId), eq(ocrUploads.status, 'FAILED')));
  },
};
