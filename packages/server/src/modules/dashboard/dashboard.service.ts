import type { DashboardQuery, DashboardResponse } from '@honora/contract';
import { withTenant } from '@honora/db';
import { FINISHED_STATUSES } from '@honora/domain';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { checkProductionFilters, productionScope } from '../events';
import { dashboardAnswer, idsToName } from './dashboard-figures';
import { dashboardFigures, namesOf } from './dashboard.repository';

/** Statuses that leave the receivables and the work to bill: the finished group and Released (billing.md §4). */
const CLOSED_STATUSES = [...FINISHED_STATUSES, 'Released'];

/**
 * GET /api/dashboard: the production of the session's company over active events by procedure
 * date (billing.md §2 dashboard), computed in one SQL statement. Money only for users who may
 * see values; the route strips it again as a second wall.
 */
export async function readDashboard(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: DashboardQuery,
): Promise<DashboardResponse> {
  const { companyId, ...filters } = query;
  const { scope, companyIds, isOwnOnly } = productionScope(auth, access, companyId);
  const showsValues = access.canSeeValues;
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await checkProductionFilters(tx, filters);
    const { rows, asOf } = await dashboardFigures(tx, scope, filters, CLOSED_STATUSES);
    const names = {
      insurers: await namesOf(tx, 'health_insurers', idsToName(rows, 'insurer', showsValues)),
      hospitals: await namesOf(tx, 'hospitals', idsToName(rows, 'hospital', showsValues)),
      doctors: await namesOf(tx, 'users', idsToName(rows, 'doctor', showsValues)),
    };
    return dashboardAnswer(rows, names, { companyIds, showsValues, isOwnOnly, asOf });
  });
}
