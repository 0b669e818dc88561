import { messages, msg, type CoreYear, type RosterMonthHeader } from '@honora/contract';
import { scheduleLines, scheduleMonths, scheduleSlots, withTenant, type Tx } from '@honora/db';
import { and, asc, between, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { assertWritable, lockCompanyRule } from '../registries';
import * as repo from './roster.repository';
import { headerOf, monthDays, ROSTER_LOCK } from './roster.service';

/**
 * The core of the roster (platform.md §2 core; §4 a closed core month is blocked; decision 043):
 * the months of a year with their publication and closing, and the manager's closing and
 * reopening (with an observation, kept in the change history).
 */
export const CORE_MODULE = 'core' as const;

const ce = messages.screens.scheduleCore.errors;
const e = messages.screens.onCallSchedule.errors;
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** GET /api/on-call/core/:year: the twelve months, how many cells each has filled of how many. */
export async function getCoreYear(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  year: string,
): Promise<CoreYear> {
  const companyId = auth.companyId as string;
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const rows = await tx
      .select()
      .from(scheduleMonths)
      .where(
        and(
          eq(scheduleMonths.companyId, companyId),
          gte(scheduleMonths.month, `${year}-01-01`),
          lte(scheduleMonths.month, `${year}-12-01`),
        ),
      )
      .orderBy(asc(scheduleMonths.month));
    const filled = await tx
      .select({
        month: sql<string>`to_char(${scheduleSlots.day}, 'YYYY-MM')`,
        count: sql<number>`count(*) filter (where ${scheduleSlots.doctorId} is not null)`.mapWith(Number),
      })
      .from(scheduleSlots)
      .where(and(eq(scheduleSlots.companyId, companyId), between(scheduleSlots.day, `${year}-01-01`, `${year}-12-31`)))
      .groupBy(sql`1`);
    const [positions] = await tx
      .select({ total: sql<number>`coalesce(sum(${scheduleLines.positions}), 0)`.mapWith(Number) })
      .from(scheduleLines)
      .where(
        and(eq(scheduleLines.companyId, companyId), isNull(scheduleLines.deletedAt), eq(scheduleLines.active, true)),
      );
    const items = Array.from({ length: 12 }, (_, i) => {
      const month = `${year}-${String(i + 1).padStart(2, '0')}`;
      const row = rows.find((r) => r.month === `${month}-01`);
      const days = Number(monthDays(month).last.slice(8));
      return {
        month,
        version: row?.version ?? 0,
        publishedAt: iso(row?.publishedAt ?? null),
        publishedByName: row?.publishedByName ?? null,
        closedAt: iso(row?.closedAt ?? null),
        closedByName: row?.closedByName ?? null,
        reopenedAt: iso(row?.reopenedAt ?? null),
        reopenedByName: row?.reopenedByName ?? null,
        reopenObservation: row?.reopenObservation ?? null,
        filled: filled.find((f) => f.month === month)?.count ?? 0,
        total: (positions?.total ?? 0) * days,
      };
    });
    return { items, canManage: access.allows(CORE_MODULE, 'manager') };
  });
}

/** The month's row, refused when it changed since `version` (0: the month has no row yet). */
async function monthAt(tx: Tx, companyId: string, month: string, version: number) {
  await lockCompanyRule(tx, ROSTER_LOCK, companyId);
  const row = await repo.findMonth(tx, companyId, `${month}-01`);
  if ((row?.version ?? 0) !== version) throw new AppError('otherUser', { message: msg(e, 'stale') });
  return row;
}

async function saveMonth(
  tx: Tx,
  companyId: string,
  month: string,
  row: repo.MonthRow | undefined,
  values: Partial<typeof scheduleMonths.$inferInsert>,
): Promise<repo.MonthRow> {
  const [saved] = row
    ? await tx
        .update(scheduleMonths)
        .set({ ...values, version: row.version + 1 })
        .where(eq(scheduleMonths.id, row.id))
        .returning()
    : await tx
        .insert(scheduleMonths)
        .values({ companyId, month: `${month}-01`, ...values })
        .returning();
  return saved as repo.MonthRow;
}

/** POST /api/on-call/months/:month/close: the month is blocked for everyone (§4). */
export async function closeMonth(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  month: string,
  version: number,
): Promise<RosterMonthHeader> {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId, CORE_MODULE);
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await monthAt(tx, companyId, month, version);
    if (current?.closedAt) {
      throw new AppError('statusError', { message: msg(ce, 'alreadyClosed', { name: current.closedByName ?? '' }) });
    }
    return saveMonth(tx, companyId, month, current, {
      closedAt: new Date(),
      closedBy: auth.userId,
      closedByName: auth.userName,
    });
  });
  return headerOf(row, month, auth, access);
}

/** POST /api/on-call/months/:month/reopen: a manager's action with an observation, kept in the history. */
export async function reopenMonth(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  month: string,
  body: { version: number; observation: string },
): Promise<RosterMonthHeader> {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId, CORE_MODULE);
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await monthAt(tx, companyId, month, body.version);
    if (!current?.closedAt) {
      throw new AppError('statusError', { message: msg(ce, 'notClosed') });
    }
    return saveMonth(tx, companyId, month, current, {
      closedAt: null,
      closedBy: null,
      closedByName: null,
      reopenedAt: new Date(),
      reopenedByName: auth.userName,
      reopenObservation: body.observation,
    });
  });
  return headerOf(row, month, auth, access);
}
