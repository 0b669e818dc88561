import type { PageQuery } from '@honora/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { listSelectableCompanies } from './companies.repository';

/** Companies the session may choose: every company for super admins, otherwise the user's own in the workspace. */
export function listSelectable(ctx: AppContext, auth: AuthSession, page: PageQuery) {
  const scope = auth.isSuperAdmin
    ? ({ kind: 'all' } as const)
    : auth.workspace === 'ADMIN'
      ? undefined
      : ({ kind: 'member', userId: auth.userId, workspace: auth.workspace } as const);
  if (!scope) throw new AppError('permissionDenied');
  return listSelectableCompanies(ctx.db, scope, {
    ...(page.search ? { search: page.search } : {}),
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
}
