import type { ScheduleSettings, ScheduleSettingsBody } from '@honora/contract';
import { scheduleSettings, withTenant } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { assertWritable } from '../registries';
import { ON_CALL_MODULE } from './on-call-lines.service';

const t = scheduleSettings;
const MINUTES_PER_HOUR = 60;

/** What a company that never saved its settings has (decision 043: no rest minimum; swaps approved). */
export const DEFAULT_SCHEDULE_SETTINGS: ScheduleSettings = { minRestHours: 0, swapNeedsApproval: true };

const toSettings = (row: { minRestMinutes: number; swapNeedsApproval: boolean }): ScheduleSettings => ({
  minRestHours: Math.floor(row.minRestMinutes / MINUTES_PER_HOUR),
  swapNeedsApproval: row.swapNeedsApproval,
});

/** The selected company's schedule settings (platform.md §2 scheduleConfig), or the defaults. */
export async function getScheduleSettings(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
): Promise<ScheduleSettings> {
  const companyId = auth.companyId as string;
  const [row] = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    tx.select().from(t).where(eq(t.companyId, companyId)),
  );
  return row ? toSettings(row) : DEFAULT_SCHEDULE_SETTINGS;
}

/** Saves them (one row per company): the rest is typed in hours and kept in minutes. */
export async function saveScheduleSettings(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: ScheduleSettingsBody,
): Promise<ScheduleSettings> {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId, ON_CALL_MODULE);
  const values = { minRestMinutes: body.minRestHours * MINUTES_PER_HOUR, swapNeedsApproval: body.swapNeedsApproval };
  const [row] = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    tx
      .insert(t)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: t.companyId, set: values })
      .returning(),
  );
  return toSettings(row!);
}
