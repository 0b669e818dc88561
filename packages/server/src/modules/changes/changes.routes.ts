import { changeRoutes, type ChangeEntry } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { listChanges } from './changes.repository';

/** /admin/changes: the audit log, read in the admin workspace. */
export function registerChangeRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(
    changeRoutes.list,
    { workspaces: ['ADMIN'], permission: { module: 'admin', action: 'read' } },
    async ({ query }) => {
      const { page, pageSize, ...filters } = query;
      const { items, total } = await listChanges(ctx.db, filters, { limit: pageSize, offset: (page - 1) * pageSize });
      return {
        items: items.map((row): ChangeEntry => ({
          id: row.id,
          collection: row.tableName,
          recordId: row.recordId,
          companyId: row.companyId,
          operation: row.operation,
          changedAt: row.changedAt.toISOString(),
          changedBy: row.changedBy,
          changedByName: row.changedByName,
          changedByAdmin: row.changedByAdmin,
          changes: row.changes,
        })),
        total,
      };
    },
  );
}
