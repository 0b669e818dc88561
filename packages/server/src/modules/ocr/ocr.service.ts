import {
  fmt,
  messages,
  msg,
  OCR_LIMITS,
  type OcrGuide,
  type OcrGuideSummary,
  type OcrUpload,
  type ocrUploadBodySchema,
} from '@honora/contract';
import {
  companies,
  ocrGuideImages,
  ocrGuides,
  ocrUploadContents,
  ocrUploads,
  rowsOf,
  withTenant,
  type Tx,
} from '@honora/db';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { enqueue } from '../../jobs/enqueue';
import { creditBalance } from '../ocr-credits';
import { engineAvailable, imageInfo, isPdf, pdfPageCount } from './engine';
import { ocrJob } from './ocr.job';
import { reviewFields } from './ocr-fields';

const o = messages.screens.ocr;
const PAGE_SIZE = 20;

type UploadBody = z.output<typeof ocrUploadBodySchema>;
type GuideRow = typeof ocrGuides.$inferSelect;

export const notFound = () => new AppError('notFound', { message: o.notFound });

export function companyOf(auth: AuthSession): string {
  if (!auth.companyId) throw new AppError('permissionDenied', { message: msg(messages.errors, 'companyRequired') });
  return auth.companyId;
}

/** The company whose credits a company spends: its own, or its matriz's for a filial (null when the matriz is gone). */
export async function creditCompanyOf(tx: Tx, companyId: string): Promise<string | null> {
  const [company] = await tx
    .select({ isFilial: companies.isFilial, matrizId: companies.matrizId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company?.isFilial) return companyId;
  if (!company.matrizId) return null;
  const [matriz] = await tx
    .select({ id: companies.id, deletedAt: companies.deletedAt })
    .from(companies)
    .where(eq(companies.id, company.matrizId));
  return matriz && !matriz.deletedAt ? matriz.id : null;
}

/** A filial reads its matriz's credits: the matriz joins the tenant scope of these reads and of the job. */
export const withCreditCompany = (companyIds: readonly string[], creditCompanyId: string | null) =>
  creditCompanyId && !companyIds.includes(creditCompanyId) ? [...companyIds, creditCompanyId] : [...companyIds];

function decode(contentBase64: string): Buffer {
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length === 0) throw AppError.field('inputError', 'contentBase64', o.fileErrors.unreadable);
  if (bytes.length > OCR_LIMITS.fileMb * 1024 * 1024) {
    throw AppError.field('inputError', 'contentBase64', fmt(o.fileErrors.tooLarge, { mb: OCR_LIMITS.fileMb }));
  }
  return bytes;
}

/** How many pages the file has and the image of an image file; a refused file is a 400 with why. */
async function pagesOf(bytes: Buffer): Promise<{ pages: number; image: { width: number; height: number } | null }> {
  if (isPdf(bytes)) {
    const pages = await pdfPageCount(bytes);
    if (pages === null || pages < 1) throw AppError.field('inputError', 'contentBase64', o.fileErrors.unreadable);
    if (pages > OCR_LIMITS.pages) {
      throw AppError.field(
        'inputError',
        'contentBase64',
        fmt(o.fileErrors.tooManyPages, { pages, max: OCR_LIMITS.pages }),
      );
    }
    return { pages, image: null };
  }
  const info = imageInfo(bytes);
  if (!info) throw AppError.field('inputError', 'contentBase64', o.fileErrors.typeNotAllowed);
  if (info.width < 1 || info.height < 1 || info.width * info.height > 60_000_000) {
    throw AppError.field('inputError', 'contentBase64', o.fileErrors.unreadable);
  }
  return { pages: 1, image: { width: info.width, height: info.height } };
}

function uploadView(row: typeof ocrUploads.$inferSelect): OcrUpload {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    totalPages: row.totalPages,
    processedPages: row.processedPages,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    jobId: row.jobId,
  };
}

/**
 * POST /api/ocr-uploads: the file checked (type by its first bytes, pages, size), stored with one
 * guide per page (CREATED), and the recognition job queued — in one transaction (decision 041).
 */
export async function startUpload(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: UploadBody) {
  const companyId = companyOf(auth);
  if (!(await engineAvailable())) throw new AppError('statusError', { message: o.engineMissing });
  const bytes = decode(body.contentBase64);
  const { pages, image } = await pagesOf(bytes);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const creditCompanyId = await creditCompanyOf(tx, companyId);
    const mediaType = image ? (imageInfo(bytes)!.type === 'png' ? 'image/png' : 'image/jpeg') : 'application/pdf';
    const [upload] = await tx
      .insert(ocrUploads)
      .values({ companyId, fileName: body.fileName, mediaType, totalPages: pages })
      .returning();
    await tx.insert(ocrUploadContents).values({ uploadId: upload!.id, companyId, content: bytes });
    const guides = await tx
      .insert(ocrGuides)
      .values(
        Array.from({ length: pages }, (_, i) => ({
          companyId,
          uploadId: upload!.id,
          page: i + 1,
          ...(image ? { imageWidth: image.width, imageHeight: image.height } : {}),
        })),
      )
      .returning({ id: ocrGuides.id });
    // An image file is its one page's image; a PDF's pages are drawn by the job.
    if (image) await tx.insert(ocrGuideImages).values({ guideId: guides[0]!.id, companyId, image: bytes });
    const job = await enqueue(tx, {
      handler: ocrJob,
      companyId,
      payload: {
        uploadId: upload!.id,
        creditCompanyId,
        companyIds: withCreditCompany([companyId], creditCompanyId),
      },
    });
    const [updated] = await tx
      .update(ocrUploads)
      .set({ jobId: job.id })
      .where(eq(ocrUploads.id, upload!.id))
      .returning();
    return uploadView(updated!);
  });
}

/** GET /api/ocr-uploads: the company's uploads, newest first. */
export function listUploads(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: { page: number }) {
  const companyId = companyOf(auth);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const where = and(eq(ocrUploads.companyId, companyId), own(auth, access, ocrUploads.createdBy));
    const rows = await tx
      .select()
      .from(ocrUploads)
      .where(where)
      .orderBy(desc(ocrUploads.createdAt), desc(ocrUploads.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE);
    const [total] = await tx.select({ n: count() }).from(ocrUploads).where(where);
    return { items: rows.map(uploadView), total: total?.n ?? 0 };
  });
}

/** A guide as the lists show it (the company's and support's): a reviewer's correction wins over what was read. */
export const guideSummaryColumns = {
  id: ocrGuides.id,
  companyId: ocrGuides.companyId,
  companyName: companies.name,
  uploadId: ocrGuides.uploadId,
  fileName: ocrUploads.fileName,
  page: ocrGuides.page,
  status: ocrGuides.status,
  error: ocrGuides.error,
  guideType: ocrGuides.guideType,
  confidence: ocrGuides.confidence,
  patientName: sql<string>`coalesce(${ocrGuides.corrections}->>'patientName', ${ocrGuides.fields}->'patientName'->>'value', '')`,
  guideNumber: sql<string>`coalesce(${ocrGuides.corrections}->>'providerGuide', ${ocrGuides.fields}->'providerGuide'->>'value', '')`,
  eventId: ocrGuides.eventId,
  createdAt: ocrGuides.createdAt,
};

/** A page of guides under `where` (the company's, or support's across companies), newest first. */
export async function guidePage(
  tx: Tx,
  where: SQL | undefined,
  page: number,
): Promise<{ items: OcrGuideSummary[]; total: number }> {
  const rows = await tx
    .select(guideSummaryColumns)
    .from(ocrGuides)
    .innerJoin(ocrUploads, eq(ocrUploads.id, ocrGuides.uploadId))
    .innerJoin(companies, eq(companies.id, ocrGuides.companyId))
    .where(where)
    .orderBy(desc(ocrGuides.createdAt), ocrGuides.page, ocrGuides.id)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const [total] = await tx.select({ n: count() }).from(ocrGuides).where(where);
  return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total: total?.n ?? 0 };
}

/** GET /api/ocr-guides: the company's guides, by status or upload. */
export function listGuides(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: { page: number; status?: GuideRow['status'] | undefined; uploadId?: string | undefined },
) {
  const companyId = companyOf(auth);
  return withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    guidePage(
      tx,
      and(
        eq(ocrGuides.companyId, companyId),
        own(auth, access, ocrGuides.createdBy),
        query.status ? eq(ocrGuides.status, query.status) : undefined,
        query.uploadId ? eq(ocrGuides.uploadId, query.uploadId) : undefined,
      ),
      query.page,
    ),
  );
}

/** Codes of the guide that neither TUSS table 22 nor a CBHPM edition knows. */
async function unknownCodes(tx: Tx, codes: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(codes.filter((c) => /^\d{8}$/.test(c)))];
  if (wanted.length === 0) return new Set();
  const known = rowsOf<{ code: string }>(
    await tx.execute(sql`
      select code from tuss_terms where code = any(${sql.param(wanted)}::text[])
      union select code from cbhpm_procedures where code = any(${sql.param(wanted)}::text[])`),
  );
  const found = new Set(known.map((r) => r.code));
  return new Set(wanted.filter((c) => !found.has(c)));
}

/** A user with only listOwn / readOwn sees the uploads and guides they sent. */
const own = (
  auth: AuthSession,
  access: RequestAccess,
  createdBy: typeof ocrGuides.createdBy | typeof ocrUploads.createdBy,
) => (access.ownerOnly ? eq(createdBy, auth.userId) : undefined);

export const valueOf = (row: GuideRow, key: string) => row.corrections[key] ?? row.fields[key]?.value ?? '';

/** The registries' records the guide's fields name, among the companies the reader sees. */
async function matchesOf(tx: Tx, row: GuideRow, companyIds: readonly string[]): Promise<OcrGuide['matches']> {
  const ids = sql.param([...companyIds]);
  const one = async (query: SQL) => rowsOf<{ id: string; name: string }>(await tx.execute(query))[0] ?? null;
  const ans = valueOf(row, 'registerANS');
  const cnes = valueOf(row, 'hospitalCnes');
  const hospitalName = valueOf(row, 'hospitalName');
  const patient = valueOf(row, 'patientName');
  const council = valueOf(row, 'councilNumber') || valueOf(row, 'team.0.councilNumber');
  return {
    healthInsurance: ans
      ? await one(
          sql`select id, name from health_insurers where company_id = any(${ids}::uuid[]) and deleted_at is null and register_ans = ${ans} order by (company_id = ${row.companyId}) desc, name limit 1`,
        )
      : null,
    hospital:
      cnes || hospitalName
        ? await one(sql`select id, name from hospitals where company_id = any(${ids}::uuid[]) and deleted_at is null
            and (cnes = ${cnes} or name_search = lower(public.honora_unaccent(${hospitalName})))
            order by (cnes = ${cnes}) desc, (company_id = ${row.companyId}) desc, name limit 1`)
        : null,
    anesthetist: council
      ? await one(sql`select u.id, u.name from users u join company_members m on m.user_id = u.id
          where m.company_id = any(${ids}::uuid[]) and m.deleted_at is null and u.deleted_at is null
            and m.workspace = 'CLIENT' and regexp_replace(coalesce(u.crm, ''), '\\D', '', 'g') = ${council}
          order by (m.company_id = ${row.companyId}) desc, u.name limit 1`)
      : null,
    patient: patient
      ? await one(sql`select id, name from patients where company_id = any(${ids}::uuid[]) and deleted_at is null
          and name_search = lower(public.honora_unaccent(${patient})) order by (company_id = ${row.companyId}) desc, created_at limit 1`)
      : null,
  };
}

function statusMessage(row: GuideRow): string | null {
  switch (row.error) {
    case 'KErrorEmptyCredits':
      return o.noCredits;
    case 'KErrorNotFoundMatriz':
      return o.notFoundMatriz;
    case 'KErrorThreshold':
      return row.guideType ? fmt(o.lowConfidence, { confidence: row.confidence ?? 0, min: 60 }) : o.notAGuide;
    case 'KError':
      return o.errors.KError;
    default:
      return null;
  }
}

/** A guide as the review screen and support read it. */
export async function guideView(tx: Tx, row: GuideRow, companyIds: readonly string[]): Promise<OcrGuide> {
  const [summary] = (await guidePage(tx, eq(ocrGuides.id, row.id), 1)).items;
  const type = row.guideType;
  const codes = [...new Set([...Object.keys(row.fields), ...Object.keys(row.corrections)])]
    .filter((key) => /^procedures\.\d+\.code$/.test(key))
    .map((key) => valueOf(row, key));
  return {
    ...summary!,
    layoutVersion: row.layoutVersion,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    fields: type ? reviewFields(type, row.fields, row.corrections, await unknownCodes(tx, codes)) : [],
    matches: type
      ? await matchesOf(tx, row, companyIds)
      : { healthInsurance: null, hospital: null, anesthetist: null, patient: null },
    statusMessage: statusMessage(row),
    recognitionMs: row.recognitionMs,
  };
}

export async function guideOrFail(
  tx: Tx,
  where: { companyId: string; owner?: SQL | undefined },
  id: string,
  lock = false,
) {
  const query = tx
    .select()
    .from(ocrGuides)
    .where(and(eq(ocrGuides.id, id), eq(ocrGuides.companyId, where.companyId), where.owner));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** GET /api/ocr-guides/:id */
export function getGuide(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const companyId = companyOf(auth);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) =>
    guideView(
      tx,
      await guideOrFail(tx, { companyId, owner: own(auth, access, ocrGuides.createdBy) }, id),
      access.companyIds,
    ),
  );
}

/** The stored page image of a guide and its type by its first bytes (null when the page has none yet). */
export function imageContent(image: Uint8Array | null): { content: Buffer; type: string } | null {
  if (!image) return null;
  const info = imageInfo(image);
  return { content: Buffer.from(image), type: info?.type === 'jpeg' ? 'image/jpeg' : 'image/png' };
}

/** GET /api/ocr-guides/:id/image */
export async function guideImage(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const companyId = companyOf(auth);
  const image = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const [row] = await tx
      .select({ image: ocrGuideImages.image })
      .from(ocrGuides)
      .leftJoin(ocrGuideImages, eq(ocrGuideImages.guideId, ocrGuides.id))
      .where(and(eq(ocrGuides.id, id), eq(ocrGuides.companyId, companyId), own(auth, access, ocrGuides.createdBy)));
    if (!row) throw notFound();
    return imageContent(row.image);
  });
  if (!image) throw notFound();
  return image;
}

/** GET /api/ocr-credits: the balance the company spends from (its matriz's for a filial). */
export async function creditsOf(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const companyId = companyOf(auth);
  const scope = tenantOf(auth, access);
  // Two transactions one after the other (PGlite has one connection: never one inside another).
  const creditCompanyId = await withTenant(ctx.db, scope, (tx) => creditCompanyOf(tx, companyId));
  if (!creditCompanyId) return { balance: 0, creditCompanyName: null };
  const companyIds = withCreditCompany(access.companyIds, creditCompanyId);
  return withTenant(ctx.db, { ...scope, companyIds }, async (tx) => {
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, creditCompanyId));
    return { balance: await creditBalance(tx, creditCompanyId), creditCompanyName: company?.name ?? null };
  });
}
