import {
  messages,
  msg,
  shiftLengthOf,
  timeOfMinute,
  type ScheduleShift,
  type ScheduleShiftListQuery,
  type ScheduleShiftValues,
  type scheduleShiftExportQuerySchema,
} from '@honora/contract';
import type { CompanyModule } from '@honora/domain';
import { scheduleShifts, withTenant, workplaces, type Tx } from '@honora/db';
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { buildXlsx } from '../../http/xlsx';
import {
  assertWritable as assertRegistryWritable,
  EXPORT_CAP,
  iso,
  registryOrder,
  registryWhere,
  registryWindow,
  syncInstant,
} from '../registries';

/** platform.md §6: the shift templates belong to the module workloads (decision 042). */
export const SHIFTS_MODULE: CompanyModule = 'workloads';

const t = scheduleShifts;
const m = messages.screens.scheduleShifts;
const slotLabels = messages.screens.schedules.slotCategories;
const yesNo = (value: boolean) => (value ? messages.screens.registry.list.yes : messages.screens.registry.list.no);
type ShiftRow = typeof scheduleShifts.$inferSelect;
type Row = ShiftRow & { workplaceName: string | null };
type ExportQuery = z.output<typeof scheduleShiftExportQuerySchema>;

/** The record as answered, with what its times derive (decision 042: never typed). */
function toShift(row: Row): ScheduleShift {
  const start = timeOfMinute(row.startMinute);
  const end = timeOfMinute(row.endMinute);
  const length = shiftLengthOf(start, end) as NonNullable<ReturnType<typeof shiftLengthOf>>;
  return {
    id: row.id,
    companyId: row.companyId,
    active: row.active,
    name: row.name,
    start,
    end,
    ...length,
    slotCategory: row.slotCategory as ScheduleShift['slotCategory'],
    workplaceId: row.workplaceId,
    workplaceName: row.workplaceName,
    valuePerHour: row.valuePerHour,
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
    deletedAt: iso(row.deletedAt),
  };
}

const nameOrder = sql`${t.sortKey} collate "C"`;
const sorts = { name: nameOrder, start: t.startMinute, slotCategory: t.slotCategory, valuePerHour: t.valuePerHour };

/** The shifts with their workplace's name (a left join: no workplace is "any"). */
const selectRows = (tx: Tx) =>
  tx
    .select({ shift: t, workplaceName: workplaces.name })
    .from(t)
    .leftJoin(workplaces, eq(workplaces.id, t.workplaceId));
const flat = (r: { shift: ShiftRow; workplaceName: string | null }): Row => ({
  ...r.shift,
  workplaceName: r.workplaceName,
});

function whereOf(access: RequestAccess, query: Omit<ScheduleShiftListQuery, 'page' | 'pageSize'>): SQL | undefined {
  return registryWhere(t, access.companyIds, query);
}

export async function listScheduleShifts(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ScheduleShiftListQuery,
) {
  const where = whereOf(access, query);
  const { limit, offset } = registryWindow(query);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const rows = await selectRows(tx)
      .where(where)
      .orderBy(...registryOrder(t, sorts, query))
      .limit(limit)
      .offset(offset);
    const [counted] = await tx.select({ total: count() }).from(t).where(where);
    return { items: rows.map(flat).map(toShift), total: counted?.total ?? 0, syncedAt: await syncInstant(tx) };
  });
}

export async function exportScheduleShifts(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ExportQuery,
) {
  const rows = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    selectRows(tx)
      .where(whereOf(access, query))
      .orderBy(...registryOrder(t, sorts, query))
      .limit(EXPORT_CAP),
  );
  const shifts = rows.map(flat).map(toShift);
  return buildXlsx(
    m.sheetName,
    [
      { header: m.name, width: 30, value: (s: ScheduleShift) => s.name },
      { header: m.start, width: 8, value: (s: ScheduleShift) => s.start },
      { header: m.end, width: 8, value: (s: ScheduleShift) => s.end },
      { header: m.hours, width: 8, value: (s: ScheduleShift) => s.hours },
      { header: m.slotCategory, width: 14, value: (s: ScheduleShift) => slotLabels[s.slotCategory] },
      { header: m.workplace, width: 30, value: (s: ScheduleShift) => s.workplaceName ?? m.anyWorkplace },
      {
        header: m.valuePerHour,
        width: 14,
        value: (s: ScheduleShift) => (s.valuePerHour === null ? null : Number(s.valuePerHour)),
      },
      { header: m.active, width: 8, value: (s: ScheduleShift) => yesNo(s.active) },
    ],
    shifts,
  );
}

/** The company's live workplaces, for the form's select (table workplaces, decision 042). */
export async function listShiftWorkplaces(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const companyId = auth.companyId as string;
  const items = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    tx
      .select({ id: workplaces.id, name: workplaces.name, active: workplaces.active })
      .from(workplaces)
      .where(and(eq(workplaces.companyId, companyId), isNull(workplaces.deletedAt)))
      .orderBy(asc(sql`${workplaces.sortKey} collate "C"`), asc(workplaces.id)),
  );
  return { items };
}

const notFound = () => new AppError('notFound', { message: msg(messages.screens.registry.record, 'notFound') });

async function findRow(tx: Tx, id: string, access: RequestAccess): Promise<Row> {
  const [row] = await selectRows(tx).where(eq(t.id, id));
  if (!row || !access.companyIds.includes(row.shift.companyId)) throw notFound();
  return flat(row);
}

const assertWritable = (access: RequestAccess, companyId: string) =>
  assertRegistryWritable(access, companyId, SHIFTS_MODULE);

/** The workplace, when given, is a live one of the shift's own company; else a refusal on the field. */
async function workplaceNameOf(tx: Tx, companyId: string, workplaceId: string | null): Promise<string | null> {
  if (workplaceId === null) return null;
  const [place] = await tx
    .select({ name: workplaces.name })
    .from(workplaces)
    .where(and(eq(workplaces.id, workplaceId), eq(workplaces.companyId, companyId), isNull(workplaces.deletedAt)));
  if (!place) throw AppError.field('inputError', 'workplaceId', msg(m.errors, 'workplace'));
  return place.name;
}

/** The values as stored: the clock times as minutes since midnight (platform.md §5). */
function columnsOf(body: ScheduleShiftValues) {
  const { start, end, ...rest } = body;
  const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return { ...rest, startMinute: minute(start), endMinute: minute(end) };
}

export async function getScheduleShift(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return toShift(await withTenant(ctx.db, tenantOf(auth, access), (tx) => findRow(tx, id, access)));
}

export async function createScheduleShift(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: ScheduleShiftValues,
): Promise<ScheduleShift> {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId);
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const workplaceName = await workplaceNameOf(tx, companyId, body.workplaceId);
    const [inserted] = await tx
      .insert(t)
      .values({ companyId, ...columnsOf(body) })
      .returning();
    return { ...(inserted as ShiftRow), workplaceName };
  });
  return toShift(row);
}

export async function updateScheduleShift(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: ScheduleShiftValues,
): Promise<ScheduleShift> {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await findRow(tx, id, access);
    assertWritable(access, current.companyId);
    if (current.deletedAt) throw new AppError('statusError');
    const workplaceName = await workplaceNameOf(tx, current.companyId, body.workplaceId);
    const [updated] = await tx.update(t).set(columnsOf(body)).where(eq(t.id, id)).returning();
    return { ...(updated as ShiftRow), workplaceName };
  });
  return toShift(row);
}

async function setDeleted(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string, deleted: boolean) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await findRow(tx, id, access);
    assertWritable(access, current.companyId);
    if ((current.deletedAt !== null) === deleted) return current;
    const [changed] = await tx
      .update(t)
      .set({ deletedAt: deleted ? new Date() : null })
      .where(eq(t.id, id))
      .returning();
    return { ...(changed as ShiftRow), workplaceName: current.workplaceName };
  });
  return toShift(row);
}

export const removeScheduleShift = (ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) =>
  setDeleted(ctx, auth, access, id, true);

export const restoreScheduleShift = (ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) =>
  setDeleted(ctx, auth, access, id, false);
