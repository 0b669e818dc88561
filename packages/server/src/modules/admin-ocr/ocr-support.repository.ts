import { companies, ocrGuideImages, ocrGuides, ocrUploads, type Queryable } from '@honora/db';
import type { OcrGuideStatus } from '@honora/contract';
import { guideSummaryColumns } from '../ocr';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';

/**
 * The reads and the one write of /admin/GuideOcrAmazon (support). The reads run as the database
 * owner: support sees the guides of every company (decision 015). Removed guides are left out.
 */

const summary = guideSummaryColumns;

const selectSummaries = (q: Queryable) =>
  q
    .select(summary)
    .from(ocrGuides)
    .innerJoin(companies, eq(companies.id, ocrGuides.companyId))
    .innerJoin(ocrUploads, eq(ocrUploads.id, ocrGuides.uploadId));

export type SupportGuideRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export interface SupportGuideFilters {
  companyId?: string | undefined;
  statuses: readonly OcrGuideStatus[];
}

const whereOf = (filters: SupportGuideFilters): SQL | undefined =>
  and(
    isNull(ocrGuides.deletedAt),
    inArray(ocrGuides.status, [...filters.statuses]),
    filters.companyId ? eq(ocrGuides.companyId, filters.companyId) : undefined,
  );

/** A page of the guides of every company in the statuses asked, newest first, with the count. */
export async function listSupportGuides(
  q: Queryable,
  filters: SupportGuideFilters,
  page: { limit: number; offset: number },
): Promise<{ items: SupportGuideRow[]; total: number }> {
  const items = await selectSummaries(q)
    .where(whereOf(filters))
    .orderBy(desc(ocrGuides.createdAt), desc(ocrGuides.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await q.select({ n: count() }).from(ocrGuides).where(whereOf(filters));
  return { items, total: total?.n ?? 0 };
}

/** One live guide, as the list shows it. */
export async function findSupportGuide(q: Queryable, id: string): Promise<SupportGuideRow | undefined> {
  const [row] = await selectSummaries(q).where(and(eq(ocrGuides.id, id), isNull(ocrGuides.deletedAt)));
  return row;
}

/** A live guide's status, its row locked until the transaction ends (a confirmation waits). */
export async function lockGuideStatus(q: Queryable, id: string): Promise<OcrGuideStatus | undefined> {
  const [row] = await q
    .select({ status: ocrGuides.status })
    .from(ocrGuides)
    .where(and(eq(ocrGuides.id, id), isNull(ocrGuides.deletedAt)))
    .for('update');
  return row?.status;
}

export async function updateGuideStatus(q: Queryable, id: string, status: OcrGuideStatus): Promise<void> {
  await q.update(ocrGuides).set({ status }).where(eq(ocrGuides.id, id));
}

/** A live guide's page image (null when it has none). */
export async function findGuideImage(q: Queryable, id: string): Promise<Uint8Array | null | undefined> {
  const [row] = await q
    .select({ image: ocrGuideImages.image })
    .from(ocrGuides)
    .leftJoin(ocrGuideImages, eq(ocrGuideImages.guideId, ocrGuides.id))
    .where(and(eq(ocrGuides.id, id), isNull(ocrGuides.deletedAt)));
  return row ? row.image : undefined;
}
