import { messages, msg, type DashboardQuery, type DashboardResponse } from '@honora/contract';
import { withTenant } from '@honora/db';
import { FINISHED_STATUSES } from '@honora/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { eventScope } from '../events';
import { dashboardAnswer, idsToName } from './dashboard-figures';
import { dashboardFigures, isVisible, namesOf } from './dashboard.repository';

const e = messages.screens.dashboardPanel.errors;

/** Statuses that leave the receivables and the work to bill: the finished group and Released (billing.md §4). */
const CLOSED_STATUSES = [...FINISHED_STATUSES, 'Released'];

const denied = (key: keyof typeof e) =>
  new AppError('permissionDenied', { message: msg(e, key), params: { module: 'dashboard', action: 'read' } });

/**
 * Whose events the dashboard adds up (decision 033). Residents are denied production
 * (platform.md §6, billing.md §6): refused. The events themselves follow the events list's
 * permission: list → the companies' events; listOwn only → the member's own events; neither
 * (the schedule profiles) → refused, the dashboard shows no production.
 */
function ownOnlyOf(access: RequestAccess): boolean {
  if (access.userTypes.includes('KResident')) throw denied('residentDenied');
  if (access.allows('events', 'list')) return false;
  if (access.allows('events', 'listOwn')) return true;
  throw denied('noEventsAccess');
}

/** The company read: the one named (the selected one or, for a matriz manager, a filial) or the selected one. */
function companyOf(access: RequestAccess, requested: string | undefined): string[] {
  if (requested && !access.writableCompanyIds.includes(requested)) throw denied('companyNotVisible');
  const id = requested ?? access.companyId;
  return id ? [id] : [];
}

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
  if (filters.from && filters.until && filters.until < filters.from) {
    throw AppError.field('inputError', 'until', msg(e, 'untilBeforeFrom'));
  }
  const isOwnOnly = ownOnlyOf(access);
  const companyIds = companyOf(access, companyId);
  const showsValues = access.canSeeValues;
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    if (filters.healthInsuranceId && !(await isVisible(tx, 'health_insurers', filters.healthInsuranceId))) {
      throw AppError.field('inputError', 'healthInsuranceId', msg(e, 'insurerNotFound'));
    }
    if (filters.hospitalId && !(await isVisible(tx, 'hospitals', filters.hospitalId))) {
      throw AppError.field('inputError', 'hospitalId', msg(e, 'hospitalNotFound'));
    }
    const scope = eventScope(auth, { ...access, ownerOnly: isOwnOnly }, companyIds);
    const { rows, asOf } = await dashboardFigures(tx, scope, filters, CLOSED_STATUSES);
    const names = {
      insurers: await namesOf(tx, 'health_insurers', idsToName(rows, 'insurer', showsValues)),
      hospitals: await namesOf(tx, 'hospitals', idsToName(rows, 'hospital', showsValues)),
      doctors: await namesOf(tx, 'users', idsToName(rows, 'doctor', showsValues)),
    };
    return dashboardAnswer(rows, names, { companyIds, showsValues, isOwnOnly, asOf });
  });
}
