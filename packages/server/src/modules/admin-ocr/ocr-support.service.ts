import {
  ADMIN_OCR_GUIDES_PAGE_SIZE,
  ADMIN_OCR_PENDING_STATUSES,
  messages,
  msg,
  type AdminOcrGuidesQuery,
  type OcrGuideSummary,
  type ocrSupportStatusBodySchema,
} from '@honora/contract';
import { withActor } from '@honora/db';
import type { z } from 'zod';
import { correctGuideFields, rereadGuide, supportGuide } from '../ocr';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { attachmentMimeOf } from '../../files/file-types';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import {
  findGuideImage,
  findSupportGuide,
  listSupportGuides,
  lockGuideStatus,
  updateGuideStatus,
  type SupportGuideRow,
} from './ocr-support.repository';

const o = messages.screens.ocr;

type SupportStatus = z.output<typeof ocrSupportStatusBodySchema>['status'];

/** platform.md §8 OCR: "id não encontrado". */
const notFound = () => new AppError('notFound', { message: msg(o, 'notFound') });

const answerOf = (row: SupportGuideRow): OcrGuideSummary => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * GET /api/admin/ocr-guides (platform.md §2 GuideOcrAmazon): the guides of every company in the
 * status asked — without one, those waiting for support, development or a test — newest first.
 */
export async function listGuidesForSupport(
  ctx: AppContext,
  query: AdminOcrGuidesQuery,
): Promise<{ items: OcrGuideSummary[]; total: number }> {
  const { items, total } = await listSupportGuides(
    ctx.db,
    { companyId: query.companyId, statuses: query.status ? [query.status] : ADMIN_OCR_PENDING_STATUSES },
    { limit: ADMIN_OCR_GUIDES_PAGE_SIZE, offset: (query.page - 1) * ADMIN_OCR_GUIDES_PAGE_SIZE },
  );
  return { items: items.map(answerOf), total };
}

/**
 * Support sets a guide's status (platform.md §3 OCR guide statuses): one of the statuses support
 * may set; a guide confirmed into an event (READY) keeps its status. The row is locked first, so a
 * confirmation running at the same time is either seen or waits.
 */
export async function setGuideStatus(
  ctx: AppContext,
  auth: AuthSession,
  id: string,
  status: SupportStatus,
): Promise<OcrGuideSummary> {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const current = await lockGuideStatus(tx, id);
    if (current === undefined) throw notFound();
    if (current === 'READY') throw new AppError('statusError', { message: msg(o, 'alreadyConfirmed') });
    if (current !== status) await updateGuideStatus(tx, id, status);
    const row = await findSupportGuide(tx, id);
    if (!row) throw notFound();
    return answerOf(row);
  });
}

/** GET /api/admin/ocr-guides/:id: any company's guide as its review shows it. */
export function readSupportGuide(ctx: AppContext, auth: AuthSession, id: string) {
  return withActor(ctx.db, actorOf(auth), (tx) => supportGuide(tx, id));
}

/** PUT /api/admin/ocr-guides/:id/fields: support's corrections, kept for the client's review. */
export function saveSupportFields(ctx: AppContext, auth: AuthSession, id: string, values: Record<string, string>) {
  return withActor(ctx.db, actorOf(auth), (tx) => correctGuideFields(tx, id, values));
}

/** POST /api/admin/ocr-guides/:id/reread: the page back in the reading queue. */
export function rereadSupportGuide(ctx: AppContext, auth: AuthSession, id: string) {
  return withActor(ctx.db, actorOf(auth), (tx) => rereadGuide(tx, id));
}

/** The page image of any company's guide, PNG or JPEG by its first bytes; none is "id não encontrado". */
export async function readGuideImage(
  ctx: AppContext,
  id: string,
): Promise<{ mime: 'image/png' | 'image/jpeg'; content: Buffer }> {
  const image = await findGuideImage(ctx.db, id);
  if (!image) throw notFound();
  const content = Buffer.from(image);
  const mime = attachmentMimeOf(content);
  if (mime !== 'image/png' && mime !== 'image/jpeg') throw notFound();
  return { mime, content };
}
