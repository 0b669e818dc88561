import { messages, msg, type ChatSide } from '@honora/contract';
import { rowsOf, withActor, withTenant, type Db, type Tx } from '@honora/db';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { actorOf } from '../../http/actor';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';

export const chatErrors = messages.screens.chat.errors;

/**
 * Who reads and writes in the chat, and from which side (platform.md §6, decision 066): a CLIENT
 * or COMPANY session in its selected company, or an ADMIN session (support talks of every
 * company). Attendants are COMPANY members with rule att or adm: they answer company talks and
 * talk to support for the company.
 */
export interface ChatViewer {
  userId: string;
  userName: string;
  side: ChatSide;
  /** The selected company; null for ADMIN sessions. */
  companyId: string | null;
  isAttendant: boolean;
  /** What row-level security lets the session see (the selected company and its family). */
  companyIds: readonly string[];
  auth: AuthSession;
}

/** The viewer of a request the guard let through (account module, every workspace). */
export async function chatViewerOf(ctx: AppContext, auth: AuthSession, access: RequestAccess): Promise<ChatViewer> {
  const side = auth.workspace;
  const companyId = side === 'ADMIN' ? null : auth.companyId;
  if (side !== 'ADMIN' && !companyId) throw new AppError('companyRequired');
  let isAttendant = false;
  if (side === 'COMPANY' && companyId) {
    const rows = rowsOf<{ ok: boolean }>(
      await ctx.db.execute(sql`select true as ok from company_members
        where company_id = ${companyId} and user_id = ${auth.userId} and workspace = 'COMPANY'
          and is_active and deleted_at is null
          and (coalesce((rules->>'att')::boolean, false) or coalesce((rules->>'adm')::boolean, false))`),
    );
    isAttendant = rows.length > 0 || auth.isSuperAdmin;
  }
  return {
    userId: auth.userId,
    userName: auth.userName,
    side,
    companyId,
    isAttendant,
    companyIds: access.companyIds,
    auth,
  };
}

/**
 * One transaction as the viewer: row-level security on the selected company's rows for CLIENT
 * and COMPANY; ADMIN sessions have no company, so they read support talks through the owner
 * connection, every query filtered on kind = 'support' by `visibleTalk`.
 */
export function withViewer<T>(db: Db, viewer: ChatViewer, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const actor = actorOf(viewer.auth);
  if (viewer.side === 'ADMIN') return withActor(db, actor, fn);
  return withTenant(db, { actor, companyIds: viewer.companyIds }, fn);
}

/**
 * The talks (alias `t`) the viewer sees (platform.md §6): a client its own talks, a company its
 * company's talks (direct and group ones it is in; company and support ones when an attendant),
 * an admin the support (isAdmin) talks.
 */
export function visibleTalk(viewer: ChatViewer): SQL {
  if (viewer.side === 'ADMIN') return sql`(t.kind = 'support' and t.deleted_at is null)`;
  if (!viewer.companyId) return sql`false`;
  const isMember = sql`exists (select 1 from chat_talk_members k where k.talk_id = t.id
    and k.user_id = ${viewer.userId} and k.side = ${viewer.side} and k.deleted_at is null)`;
  const asAttendant = viewer.isAttendant
    ? sql`or (t.kind in ('company', 'support') and ${viewer.side} = 'COMPANY')`
    : sql``;
  return sql`(t.company_id = ${viewer.companyId} and t.deleted_at is null and (
    (t.kind in ('direct', 'group') and t.workspace = ${viewer.side} and ${isMember})
    or (t.kind = 'company' and ${viewer.side} = 'CLIENT' and ${isMember})
    ${asAttendant}))`;
}

/** The refusal for a talk the viewer may not see: the same 404 as one that does not exist. */
export function talkNotFound(): AppError {
  return new AppError('notFound', { message: msg(chatErrors, 'talkNotFound') });
}
