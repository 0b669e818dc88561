import { randomUUID } from 'node:crypto';
import { POST_FILE_MB, messages, msg, type PostFile, type PostFileFolder } from '@honora/contract';
import { postFiles, withActor } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { attachmentMimeOf } from '../../files/file-types';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import { filesByIds, type PostFileRow } from './posts.repository';
import { fileUrl } from './render-pages';

/**
 * The images of posts and authors (platform.md §5: PNG and JPEG; a document upload needs an
 * allowed type and a folder; §8 Files messages; decision 058). The type is read from the bytes,
 * never from the name; the bytes go to the file storage before the row names them.
 */

const e = messages.screens.posts.errors;
const MAX_BYTES = POST_FILE_MB * 1024 * 1024;

function fileAnswer(row: PostFileRow): PostFile {
  return {
    id: row.id,
    folder: row.folder as PostFileFolder,
    fileName: row.fileName,
    mime: row.mime as PostFile['mime'],
    size: row.size,
    url: fileUrl(row.id),
  };
}

/** POST /api/admin/post-files. */
export async function uploadPostFile(
  ctx: AppContext,
  auth: AuthSession,
  body: { folder: PostFileFolder; fileName: string; content: string },
): Promise<PostFile> {
  const content = Buffer.from(body.content, 'base64');
  if (content.length > MAX_BYTES)
    throw AppError.field('inputError', 'content', msg(e, 'fileSize', { mb: POST_FILE_MB }));
  const mime = attachmentMimeOf(content);
  if (mime !== 'image/png' && mime !== 'image/jpeg') {
    throw AppError.field('inputError', 'content', msg(e, 'fileTypeNotAllowed'));
  }
  // Platform files, no company: `posts/<folder>/<uuid>` (the key layout of file-storage.ts).
  const key = `posts/${body.folder}/${randomUUID()}`;
  try {
    await ctx.files.put(key, content);
  } catch (error) {
    ctx.log.error({ err: error }, 'post file not stored');
    throw AppError.field('inputError', 'content', msg(e, 'fileNotUploaded'));
  }
  try {
    return await withActor(ctx.db, actorOf(auth), async (tx) => {
      const [row] = await tx
        .insert(postFiles)
        .values({ folder: body.folder, fileName: body.fileName, mime, size: content.length, storageKey: key })
        .returning();
      return fileAnswer(row!);
    });
  } catch (error) {
    await ctx.files.discard(key);
    throw error;
  }
}

/** GET /api/public/post-files/:id: the image's bytes, cacheable (a file never changes). */
export async function readPostFile(ctx: AppContext, id: string) {
  const [row] = await filesByIds(ctx.db, [id]);
  const content = row ? await ctx.files.get(row.storageKey) : null;
  if (!row || !content) throw new AppError('notFound', { message: msg(e, 'fileNotFound') });
  return { mime: row.mime, content };
}
