import { branchRoutes, type Branch, type branchListQuerySchema } from '@honora/contract';
import { companies, withTenant } from '@honora/db';
import { and, asc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import type { RouteBinder } from '../../http/bind-route';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { iso, syncInstant } from '../registries';

type Query = z.output<typeof branchListQuerySchema>;

type CompanyRow = typeof companies.$inferSelect;

function toBranch(row: CompanyRow): Branch {
  return {
    id: row.id,
    name: row.name,
    isMatriz: row.isMatriz,
    isFilial: row.isFilial,
    matrizId: row.matrizId,
    active: row.deletedAt === null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
    deletedAt: iso(row.deletedAt),
  };
}

/**
 * The companies of the session's family that it sees (access.companyIds: the selected one, a
 * matriz's filiais, a filial's matriz unless hidden) for the web's per-company cache: live
 * ones, or with `updatedSince` every one changed since. A filial deleted since is no longer in
 * the session's family, so a matriz's sync also answers its filiais deleted since (with
 * `deletedAt`), read apart as the database owner: the cache must drop them.
 */
export async function listBranches(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: Query) {
  const c = companies;
  const answer = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const rows = await tx
      .select()
      .from(c)
      .where(
        and(
          inArray(c.id, [...access.companyIds]),
          query.updatedSince
            ? gt(sql`coalesce(${c.updatedAt}, ${c.createdAt})`, new Date(query.updatedSince))
            : isNull(c.deletedAt),
        ),
      )
      .orderBy(asc(sql`public.honora_sort_key(${c.name}) collate "C"`), asc(c.id));
    return { items: rows.map(toBranch), syncedAt: await syncInstant(tx) };
  });
  const deletedFiliais =
    query.updatedSince && auth.companyId
      ? await ctx.db
          .select()
          .from(c)
          .where(
            and(
              eq(c.matrizId, auth.companyId),
              gt(c.deletedAt, new Date(query.updatedSince)),
              notInArray(c.id, [...access.companyIds]),
            ),
          )
      : [];
  const items = [...answer.items, ...deletedFiliais.map(toBranch)];
  return { items, total: items.length, syncedAt: answer.syncedAt };
}

/** GET /api/company/branches (platform.md §7 per-company cache "branches"). */
export function registerBranchRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(
    branchRoutes.list,
    { workspaces: ['CLIENT', 'COMPANY'], needsCompany: true, permission: { module: 'account', action: 'read' } },
    ({ auth, access, query }) => listBranches(ctx, auth, access, query),
  );
}
