import { messages, msg } from '@honora/contract';
import { healthInsurers, hospitals, type Queryable } from '@honora/db';
import { and, eq, type SQL } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { eventScope } from './event-scope';

const e = messages.screens.events.production;

/** Whose events a production figure adds up (the dashboard, the reports). */
export interface ProductionScope {
  /** eventScope over the companies read, narrowed to the member's own events when `isOwnOnly`. */
  scope: SQL;
  /** The company read: the one named (a filial its matriz manager sees) or the selected one. */
  companyIds: string[];
  /** Only the member's own events (members with the events "own" permissions only). */
  isOwnOnly: boolean;
}

const denied = (key: keyof typeof e) =>
  new AppError('permissionDenied', { message: msg(e, key), params: { module: 'dashboard', action: 'read' } });

/**
 * Production follows the events list's permission (decision 033): list → the company's events;
 * listOwn only → the member's own; neither (the schedule profiles) → refused. Residents are
 * denied production (platform.md §6, billing.md §6): refused.
 */
export function productionScope(auth: AuthSession, access: RequestAccess, companyId?: string): ProductionScope {
  if (access.userTypes.includes('KResident')) throw denied('residentDenied');
  let isOwnOnly: boolean;
  if (access.allows('events', 'list') && !access.ownerOnly) isOwnOnly = false;
  else if (access.allows('events', 'list') || access.allows('events', 'listOwn')) isOwnOnly = true;
  else throw denied('noEventsAccess');
  if (companyId && !access.writableCompanyIds.includes(companyId)) throw denied('companyNotVisible');
  const id = companyId ?? access.companyId;
  const companyIds = id ? [id] : [];
  return { scope: eventScope(auth, { ...access, ownerOnly: isOwnOnly }, companyIds), companyIds, isOwnOnly };
}

/** The filters a production figure takes: the period (inclusive), an insurer and a hospital of the company. */
export interface ProductionFilters {
  from?: string | undefined;
  until?: string | undefined;
  healthInsuranceId?: string | undefined;
  hospitalId?: string | undefined;
}

/**
 * Refuses a period that ends before it starts and an insurer or hospital the session cannot read
 * (row-level security decides: another company's is "not found", never its figures). Read as the
 * database owner (the administrators' reports, decision 039) there is no row-level security:
 * `companyId` names the company they must belong to.
 */
export async function checkProductionFilters(
  q: Queryable,
  filters: ProductionFilters,
  companyId?: string,
): Promise<void> {
  if (filters.from && filters.until && filters.until < filters.from) {
    throw AppError.field('inputError', 'until', msg(e, 'untilBeforeFrom'));
  }
  if (filters.healthInsuranceId) {
    const found = await q
      .select({ id: healthInsurers.id })
      .from(healthInsurers)
      .where(
        and(
          eq(healthInsurers.id, filters.healthInsuranceId),
          companyId ? eq(healthInsurers.companyId, companyId) : undefined,
        ),
      );
    if (found.length === 0) throw AppError.field('inputError', 'healthInsuranceId', msg(e, 'insurerNotFound'));
  }
  if (filters.hospitalId) {
    const found = await q
      .select({ id: hospitals.id })
      .from(hospitals)
      .where(and(eq(hospitals.id, filters.hospitalId), companyId ? eq(hospitals.companyId, companyId) : undefined));
    if (found.length === 0) throw AppError.field('inputError', 'hospitalId', msg(e, 'hospitalNotFound'));
  }
}
