import { BATCH_LIMITS, messages, msg } from '@honora/contract';
import { batches, withTenant } from '@honora/db';
import { and, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { newStorageKey } from '../../files/file-storage';
import { attachmentMimeOf } from '../../files/file-types';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { attachmentsOf, type StoredAttachment } from './batches.repository';
import { batchNotFound, loadBatchView, writableBatch } from './batches.service';

const e = messages.screens.batches.errors;
const MAX_ATTACHMENT_BYTES = BATCH_LIMITS.attachmentMb * 1024 * 1024;

/**
 * POST /api/batches/:id/attachments — a PDF, PNG or JPEG (by its bytes) of at most 15 MB, kept
 * on the file storage under batches/<companyId>/<uuid> before the batch row names it.
 */
export async function addBatchAttachment(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: { fileName: string; content: string },
) {
  const content = Buffer.from(body.content, 'base64');
  if (content.length > MAX_ATTACHMENT_BYTES) throw AppError.field('inputError', 'content', msg(e, 'attachmentSize'));
  const mime = attachmentMimeOf(content);
  if (!mime) throw AppError.field('inputError', 'content', msg(e, 'attachmentType'));
  const storage = ctx.files;
  let stored: string | null = null;
  try {
    return await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
      const row = await writableBatch(tx, access, id);
      if (!row.active) throw batchNotFound();
      const key = newStorageKey('batches', row.companyId);
      await storage.put(key, content);
      stored = key;
      const attachment: StoredAttachment = {
        id: randomUUID(),
        fileName: body.fileName,
        mime,
        size: content.length,
        storageKey: key,
        createdAt: new Date().toISOString(),
        createdByName: auth.userName,
      };
      await tx
        .update(batches)
        .set({ attachments: [...attachmentsOf(row), attachment] as unknown as Record<string, unknown>[] })
        .where(eq(batches.id, id));
      return loadBatchView(tx, auth, access, id);
    });
  } catch (error) {
    if (stored) await storage.discard(stored);
    throw error;
  }
}

/** GET /api/batches/:id/attachments/:fileId — the file's bytes with its type and name. */
export async function readBatchAttachment(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  params: { id: string; fileId: string },
) {
  const attachment = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const [row] = await tx
      .select({ attachments: batches.attachments })
      .from(batches)
      .where(and(eq(batches.id, params.id), inArray(batches.companyId, [...access.companyIds])));
    if (!row) throw batchNotFound();
    return attachmentsOf(row).find((a) => a.id === params.fileId);
  });
  if (!attachment) throw new AppError('notFound', { message: msg(e, 'attachmentNotFound') });
  const content = await ctx.files.get(attachment.storageKey);
  if (!content) throw new AppError('notFound', { message: msg(e, 'attachmentNotFound') });
  return { mime: attachment.mime, fileName: attachment.fileName, content };
}
