import { CHAT_LIMITS, msg, type ChatAttachmentMime, type ChatMessage } from '@honora/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { newStorageKey } from '../../files/file-storage';
import { attachmentMimeOf } from '../../files/file-types';
import { announce } from './chat-feed';
import * as messages from './chat-messages.repository';
import { chatErrors as e, withViewer, type ChatViewer } from './chat-scope';
import { joinIfNeeded, talkKeyOrFail } from './chat-talks.service';
import { iso, toMessage } from './chat-view';

/**
 * The chat's messages (platform.md §3 message: msg, date, type, sender, viewed; §4 viewed when
 * the non-sender opens the chat; decision 066): pages with search, text, attachments, reading.
 */

export async function listMessages(
  ctx: AppContext,
  viewer: ChatViewer,
  talkId: string,
  query: { before?: string | undefined; limit: number; q?: string | undefined },
): Promise<{ items: ChatMessage[]; nextCursor: string | null }> {
  return withViewer(ctx.db, viewer, async (tx) => {
    const talk = await talkKeyOrFail(tx, viewer, talkId);
    let before: { createdAt: Date | string; id: string } | null = null;
    if (query.before) {
      const cursor = await messages.findMessage(tx, talk.id, query.before);
      if (!cursor) throw AppError.field('inputError', 'before', msg(e, 'invalidCursor'));
      before = { createdAt: cursor.createdAt, id: cursor.id };
    }
    const rows = await messages.listMessages(tx, talk.id, { before, q: query.q || undefined, limit: query.limit });
    const page = rows.slice(0, query.limit);
    return {
      items: page.map(toMessage),
      nextCursor: rows.length > query.limit ? page[page.length - 1]!.id : null,
    };
  });
}

type NewContent = Pick<messages.NewMessage, 'type' | 'body' | 'file'>;

async function post(ctx: AppContext, viewer: ChatViewer, talkId: string, content: NewContent): Promise<ChatMessage> {
  return withViewer(ctx.db, viewer, async (tx) => {
    const talk = await talkKeyOrFail(tx, viewer, talkId);
    await joinIfNeeded(tx, viewer, talk);
    const row = await messages.insertMessage(tx, {
      ...content,
      companyId: talk.companyId,
      talkId: talk.id,
      senderId: viewer.userId,
      senderName: viewer.userName,
      senderSide: viewer.side,
    });
    await announce(tx, talk, { kind: 'message', actorId: viewer.userId, messageId: row.id });
    return toMessage(row);
  });
}

/** POST /api/chat/talks/:id/messages — a text message. */
export function sendMessage(ctx: AppContext, viewer: ChatViewer, talkId: string, text: string): Promise<ChatMessage> {
  return post(ctx, viewer, talkId, { type: 'text', body: text, file: null });
}

const MAX_BYTES = CHAT_LIMITS.attachmentMb * 1024 * 1024;
const WEBP_RIFF = Buffer.from('RIFF');
const WEBP_TAG = Buffer.from('WEBP');

/** The attachment's type by its first bytes: PDF, PNG, JPEG (as other uploads) or WebP; null for anything else. */
export function chatMimeOf(content: Buffer): ChatAttachmentMime | null {
  const known = attachmentMimeOf(content);
  if (known) return known;
  const isWebp = content.subarray(0, 4).equals(WEBP_RIFF) && content.subarray(8, 12).equals(WEBP_TAG);
  return isWebp ? 'image/webp' : null;
}

/**
 * POST /api/chat/talks/:id/attachments — an image or a PDF checked by its content, at most
 * CHAT_LIMITS.attachmentMb, kept on the file storage before its row is written (a refused or
 * failed write leaves no file behind), as the events' attachments (decision 020).
 */
export async function sendAttachment(
  ctx: AppContext,
  viewer: ChatViewer,
  talkId: string,
  body: { fileName: string; content: string; msg?: string | undefined },
): Promise<ChatMessage> {
  const content = Buffer.from(body.content, 'base64');
  if (content.length > MAX_BYTES) {
    throw AppError.field('inputError', 'content', msg(e, 'fileSize', { mb: CHAT_LIMITS.attachmentMb }));
  }
  if (content.length === 0) throw AppError.field('inputError', 'content', msg(e, 'fileEmpty'));
  const mime = chatMimeOf(content);
  if (!mime) throw AppError.field('inputError', 'content', msg(e, 'fileType'));
  // Support admins have no company: their files go under chat/admin/.
  const companyId = viewer.companyId ?? 'admin';
  const key = newStorageKey('chat', companyId);
  await ctx.files.put(key, content);
  try {
    return await post(ctx, viewer, talkId, {
      type: mime === 'application/pdf' ? 'file' : 'image',
      body: body.msg ?? '',
      file: { name: body.fileName, size: content.length, mime, storageKey: key },
    });
  } catch (error) {
    await ctx.files.discard(key);
    throw error;
  }
}

/** GET /api/chat/talks/:id/attachments/:messageId — the file, for whoever sees the talk. */
export async function readAttachment(
  ctx: AppContext,
  viewer: ChatViewer,
  params: { id: string; messageId: string },
): Promise<{ mime: string; fileName: string; content: Buffer }> {
  const row = await withViewer(ctx.db, viewer, async (tx) => {
    const talk = await talkKeyOrFail(tx, viewer, params.id);
    return messages.findMessage(tx, talk.id, params.messageId);
  });
  if (!row?.storageKey || !row.fileMime || !row.fileName) {
    throw new AppError('notFound', { message: msg(e, 'attachmentNotFound') });
  }
  const content = await ctx.files.get(row.storageKey);
  if (!content) throw new AppError('notFound', { message: msg(e, 'attachmentMissing') });
  return { mime: row.fileMime, fileName: row.fileName, content };
}

/**
 * POST /api/chat/talks/:id/read — the viewer opened the talk: their read position moves to the
 * newest message, and the other party's messages become viewed (platform.md §4). The other
 * party hears of it only when something changed.
 */
export async function markTalkRead(
  ctx: AppContext,
  viewer: ChatViewer,
  talkId: string,
): Promise<{ ok: true; readAt: string }> {
  return withViewer(ctx.db, viewer, async (tx) => {
    const talk = await talkKeyOrFail(tx, viewer, talkId);
    await joinIfNeeded(tx, viewer, talk);
    const member = { userId: viewer.userId, side: viewer.side };
    const { readAt, moved } = await messages.markRead(tx, talk.id, member);
    const viewed = moved ? await messages.markViewed(tx, talk, member) : 0;
    if (moved || viewed > 0) await announce(tx, talk, { kind: 'read', actorId: viewer.userId });
    return { ok: true as const, readAt: iso(readAt) };
  });
}
