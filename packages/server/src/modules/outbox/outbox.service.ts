import type { OutboxMessage, PageQuery } from '@honora/contract';
import type { AppContext } from '../../context';
import { listOutbox } from './outbox.repository';

/** The outbox as super admins read it at /admin/inbox, newest first. */
export async function listMessages(
  ctx: AppContext,
  page: PageQuery,
): Promise<{ items: OutboxMessage[]; total: number }> {
  const { items, total } = await listOutbox(ctx.db, {
    ...(page.search ? { search: page.search } : {}),
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  return {
    items: items.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })),
    total,
  };
}
