import { messages, msg, type AdminSavedQuery, type AdminSavedQueryBody } from '@honora/contract';
import { adminSavedQueries, withActor, type Tx } from '@honora/db';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { actorOf } from '../../http/actor';
import type { AuthSession } from '../../http/auth-context';
import {
  liveSavedQueries,
  liveSavedQuery,
  lockSavedQueries,
  savedQueryNamed,
  type SavedQueryRow,
} from './admin-query.repository';

/**
 * Saved queries of the console (decision 061): a name and a text, shared by the super admins.
 * A saved text is not checked (a draft may be unfinished); it is checked each time it runs.
 */

const e = messages.screens.adminQuery.errors;

const answer = (row: SavedQueryRow): AdminSavedQuery => ({
  id: row.id,
  name: row.name,
  sql: row.sqlText,
  updatedAt: new Date(row.updatedAt ?? row.createdAt).toISOString(),
  updatedByName: row.updatedByName ?? row.createdByName,
});

const notFound = () => new AppError('notFound', { message: msg(e, 'notFound') });

async function assertNameFree(tx: Tx, name: string, selfId: string | null): Promise<void> {
  await lockSavedQueries(tx);
  if (await savedQueryNamed(tx, name, selfId))
    throw AppError.field('statusError', 'name', msg(e, 'nameTaken', { name }));
}

export async function listSavedQueries(ctx: AppContext): Promise<{ items: AdminSavedQuery[] }> {
  return { items: (await liveSavedQueries(ctx.db)).map(answer) };
}

export function createSavedQuery(ctx: AppContext, auth: AuthSession, body: AdminSavedQueryBody) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    await assertNameFree(tx, body.name, null);
    const [row] = await tx.insert(adminSavedQueries).values({ name: body.name, sqlText: body.sql }).returning();
    return answer(row!);
  });
}

export function updateSavedQuery(ctx: AppContext, auth: AuthSession, id: string, body: AdminSavedQueryBody) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    await assertNameFree(tx, body.name, id);
    if (!(await liveSavedQuery(tx, id))) throw notFound();
    const [row] = await tx
      .update(adminSavedQueries)
      .set({ name: body.name, sqlText: body.sql })
      .where(eq(adminSavedQueries.id, id))
      .returning();
    return answer(row!);
  });
}

export function removeSavedQuery(ctx: AppContext, auth: AuthSession, id: string): Promise<{ ok: true }> {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    if (!(await liveSavedQuery(tx, id))) throw notFound();
    await tx
      .update(adminSavedQueries)
      .set({ deletedAt: sql`now()` })
      .where(eq(adminSavedQueries.id, id));
    return { ok: true as const };
  });
}
