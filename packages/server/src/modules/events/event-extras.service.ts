import {
  EVENT_LIMITS,
  EVENT_VALUE_FIELDS,
  messages,
  msg,
  type EventAttachment,
  type EventObservation,
} from '@honora/contract';
import { withTenant } from '@honora/db';
import { stripValues } from '@honora/domain';
import type { AppContext } from '../../context';
import { newStorageKey } from '../../files/file-storage';
import { attachmentMimeOf } from '../../files/file-types';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { toAttachment, toObservation } from './event-view';
import { historyRows, revertCopies } from './event-history.repository';
import * as repo from './events.repository';
import { bumpVersion, canWriteEvent, eventOrFail, surgeonHiddenFor } from './events.service';

const e = messages.screens.events.errors;

/** An event the user may add to (observations, attachments): visible, writable by them, not removed. */
async function eventToAddTo(
  tx: Parameters<typeof eventOrFail>[0],
  auth: AuthSession,
  access: RequestAccess,
  id: string,
) {
  const row = await eventOrFail(tx, auth, access, id, true);
  if (!canWriteEvent(auth, access, row)) throw new AppError('permissionDenied', { message: msg(e, 'notWritable') });
  if (!row.active) throw new AppError('statusError', { message: msg(e, 'inactive') });
  return row;
}

/** POST /api/events/:id/observations — a comment (type Comment) by the user; the event moves to the next version. */
export async function addObservation(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  text: string,
): Promise<EventObservation> {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await eventToAddTo(tx, auth, access, id);
    const observation = await repo.insertObservation(tx, {
      eventId: id,
      companyId: row.companyId,
      type: 'Comment',
      text,
      userId: auth.userId,
      userName: auth.userName,
    });
    await bumpVersion(tx, id, row.version);
    return toObservation(observation);
  });
}

const MAX_BYTES = EVENT_LIMITS.attachmentMb * 1024 * 1024;

/**
 * POST /api/events/:id/attachments — a file checked by its content (PDF, PNG, JPEG; billing.md
 * §5), at most EVENT_LIMITS.attachmentMb, kept on the file storage before its row is written
 * (a failed write leaves no file behind).
 */
export async function addAttachment(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: { kind: EventAttachment['kind']; fileName: string; contentBase64: string },
): Promise<EventAttachment> {
  const content = Buffer.from(body.contentBase64, 'base64');
  if (content.length > MAX_BYTES) {
    throw AppError.field(
      'inputError',
      'contentBase64',
      msg(e, 'attachmentTooLarge', { mb: EVENT_LIMITS.attachmentMb }),
    );
  }
  const mime = attachmentMimeOf(content);
  if (!mime) throw AppError.field('inputError', 'contentBase64', msg(e, 'attachmentType'));
  const storage = ctx.files;
  let stored: string | null = null;
  try {
    return await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
      const row = await eventToAddTo(tx, auth, access, id);
      const key = newStorageKey('events', row.companyId);
      await storage.put(key, content);
      stored = key;
      const attachment = await repo.insertAttachment(tx, {
        eventId: id,
        companyId: row.companyId,
        kind: body.kind,
        fileName: body.fileName,
        mime,
        size: content.length,
        storageKey: key,
      });
      await bumpVersion(tx, id, row.version);
      return toAttachment(attachment);
    });
  } catch (error) {
    if (stored) await storage.discard(stored);
    throw error;
  }
}

/** GET /api/events/:id/attachments/:attachmentId — the file's bytes with its type and name. */
export async function readAttachment(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  params: { id: string; attachmentId: string },
): Promise<{ mime: string; fileName: string; content: Buffer }> {
  const attachment = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await eventOrFail(tx, auth, access, params.id);
    return repo.findAttachment(tx, params.id, params.attachmentId);
  });
  if (!attachment) throw new AppError('notFound', { message: msg(e, 'attachmentNotFound') });
  const content = await ctx.files.get(attachment.storageKey);
  if (!content) throw new AppError('notFound', { message: msg(e, 'attachmentMissing') });
  return { mime: attachment.mime, fileName: attachment.fileName, content };
}

/** DELETE /api/events/:id/attachments/:attachmentId — marked deleted (the bytes stay, the history shows it). */
export async function removeAttachment(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  params: { id: string; attachmentId: string },
): Promise<{ ok: true }> {
  await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await eventToAddTo(tx, auth, access, params.id);
    const attachment = await repo.findAttachment(tx, params.id, params.attachmentId);
    if (!attachment) throw new AppError('notFound', { message: msg(e, 'attachmentNotFound') });
    await repo.softDeleteAttachment(tx, attachment.id);
    await bumpVersion(tx, params.id, row.version);
  });
  return { ok: true };
}

// ---- history -------------------------------------------------------------------------------

const TARGETS = {
  events: 'event',
  event_procedures: 'procedure',
  event_observations: 'observation',
  event_attachments: 'attachment',
} as const;

/** Columns the history leaves out: keys, the version counter, and files' storage keys. */
const HIDDEN = new Set(['id', 'eventId', 'companyId', 'version', 'storageKey', 'nameSearch', 'sortKey']);

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Money of the event (its value fields) and of a procedure row (its totals), and the memória de cálculo. */
const MONEY = {
  event: new Set<string>(EVENT_VALUE_FIELDS),
  procedure: new Set(['received', 'loss', 'glosado', 'discount', 'over', 'steps']),
} as const;

/** Who the surgeon and the team are: left out where the company hides the surgeon (surgeonVisibleToAll). */
const SURGEON = {
  event: new Set(['surgeonId', 'actors', 'revenueIds', 'revenueTypes']),
  procedure: new Set(['revenueTeam']),
} as const;

type Changes = Record<string, { from: unknown; to: unknown }>;

/**
 * The change log's snake_case columns as the API's field names; without values, every money
 * field goes; with the surgeon hidden, every field that names the surgeon or the team.
 */
function changesOf(raw: Changes, target: string, canSeeValues: boolean, surgeonHidden: boolean): Changes {
  const out: Changes = {};
  const money: ReadonlySet<string> = MONEY[target as keyof typeof MONEY] ?? new Set();
  const team: ReadonlySet<string> = SURGEON[target as keyof typeof SURGEON] ?? new Set();
  for (const [key, change] of Object.entries(raw)) {
    const name = camel(key);
    // A new record lists every column: the empty ones say nothing.
    if (HIDDEN.has(name) || (change.from === null && change.to === null)) continue;
    if (!canSeeValues && money.has(name)) continue;
    if (surgeonHidden && team.has(name)) continue;
    out[name] = change;
  }
  return canSeeValues ? out : stripValues(out);
}

/**
 * GET /api/events/:id/history — who changed what and when (decision 015): the change log of the
 * event, its procedure rows, observations and attachments, and the copies saved by reverts.
 */
export async function getEventHistory(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const { log, copies, surgeonHidden } = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await eventOrFail(tx, auth, access, id);
    return {
      log: await historyRows(tx, id),
      copies: await revertCopies(tx, id),
      surgeonHidden: surgeonHiddenFor(auth, access, row),
    };
  });
  const items = [
    ...log.map((entry) => {
      const target = TARGETS[entry.tableName as keyof typeof TARGETS] ?? 'event';
      return {
        at: entry.changedAt.toISOString(),
        userId: entry.changedBy,
        userName: entry.changedByName,
        byAdmin: entry.changedByAdmin,
        target,
        operation: entry.operation,
        changes: changesOf(entry.changes, target, access.canSeeValues, surgeonHidden),
      };
    }),
    ...copies.map((copy) => ({
      at: copy.createdAt.toISOString(),
      userId: copy.createdBy,
      userName: copy.createdByName,
      byAdmin: false,
      target: 'revert' as const,
      operation: 'REVERT' as const,
      changes: changesOf({ reason: { from: null, to: copy.reason } }, 'revert', access.canSeeValues, false),
    })),
  ]
    // A change that only moved the version (an observation or attachment added) says nothing of its
    // own; a deletion or a restore says what happened even when no other field changed.
    .filter((item) => item.operation !== 'UPDATE' || Object.keys(item.changes).length > 0)
    .sort((a, b) => a.at.localeCompare(b.at));
  return { items };
}
