import {
  messages,
  msg,
  OPENING_LOCK_MAX_DAYS,
  type openingLockBodySchema,
  type OpeningHoursView,
  type updateOpeningHoursBodySchema,
} from '@honora/contract';
import { checkWeeklyHours, type HoursIssue } from '@honora/domain';
import { withTenant } from '@honora/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import type { TenantScope } from '../../http/tenant';
import { findOpeningRow, saveOpeningRow, type OpeningRow } from './opening-hours.repository';
import { viewOf, type OpeningConfig } from './opening-view';

const t = messages.screens.openingHours;
const DAY_MS = 86_400_000;

export const configOf = (row: Pick<OpeningRow, 'hours' | 'switches' | 'locks'> | undefined): OpeningConfig | null =>
  row ? { hours: row.hours, switches: row.switches, locks: row.locks } : null;

/** GET /api/company/opening-hours: the hours, switches, locks and the state now. */
export async function getOpeningHours(
  ctx: AppContext,
  tenant: TenantScope,
  companyId: string,
): Promise<OpeningHoursView> {
  const row = await withTenant(ctx.db, tenant, (tx) => findOpeningRow(tx, companyId));
  return viewOf(configOf(row), new Date());
}

function issueMessage(issue: HoursIssue) {
  const params = { n: issue.index + 1, day: t.weekdays[issue.weekday]!.toLowerCase() };
  switch (issue.problem) {
    case 'time':
      return msg(t.errors, 'badTime', params);
    case 'empty':
      return msg(t.errors, 'emptyPeriod', params);
    case 'overlap':
      return msg(t.errors, 'overlap', params);
    case 'tooMany':
      return msg(t.errors, 'tooManyPeriods');
    case 'days':
      return msg(t.errors, 'weekShape');
  }
}

/**
 * PUT /api/company/opening-hours: the week's periods (or null: always open) and the switches in
 * use. Periods that overlap — across midnight too — are refused naming the day and period.
 */
export async function updateOpeningHours(
  ctx: AppContext,
  tenant: TenantScope,
  companyId: string,
  body: z.output<typeof updateOpeningHoursBodySchema>,
): Promise<OpeningHoursView> {
  const issues = body.hours ? checkWeeklyHours(body.hours) : [];
  if (issues.length > 0) {
    const fields = issues.map((i) => fieldError(`hours.${i.weekday}.${i.index}`, issueMessage(i)));
    throw new AppError('inputError', { fields, message: fields[0]!.message });
  }
  const row = await withTenant(ctx.db, tenant, async (tx) => {
    await saveOpeningRow(tx, companyId, { hours: body.hours, switches: body.switches });
    return findOpeningRow(tx, companyId);
  });
  return viewOf(configOf(row), new Date());
}

/**
 * PUT /api/company/opening-hours/lock: forces a switch open or closed until a time in the next
 * OPENING_LOCK_MAX_DAYS days, or (lock null) lets the hours govern it again. Locks whose time has
 * passed are dropped on the way.
 */
export async function setOpeningLock(
  ctx: AppContext,
  tenant: TenantScope,
  companyId: string,
  body: z.output<typeof openingLockBodySchema>,
): Promise<OpeningHoursView> {
  const now = Date.now();
  if (body.lock) {
    const until = Date.parse(body.lock.until);
    if (until <= now) throw AppError.field('inputError', 'lock.until', msg(t.errors, 'lockInPast'));
    if (until > now + OPENING_LOCK_MAX_DAYS * DAY_MS) {
      throw AppError.field('inputError', 'lock.until', msg(t.errors, 'lockTooLong'));
    }
  }
  const row = await withTenant(ctx.db, tenant, async (tx) => {
    const current = await findOpeningRow(tx, companyId);
    const live = Object.entries(current?.locks ?? {}).filter(([, l]) => l && Date.parse(l.until) > now);
    const locks = { ...Object.fromEntries(live), [body.switch]: body.lock };
    if (!body.lock) delete locks[body.switch];
    await saveOpeningRow(tx, companyId, { locks });
    return findOpeningRow(tx, companyId);
  });
  return viewOf(configOf(row), new Date());
}
