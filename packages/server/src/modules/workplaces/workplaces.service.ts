import {
  messages,
  msg,
  type SlotCategory,
  type Workplace,
  type WorkplaceListQuery,
  type WorkplaceValues,
  type workplaceExportQuerySchema,
} from '@honora/contract';
import type { CompanyModule } from '@honora/domain';
import { hospitals, withTenant, workplaces, type Tx } from '@honora/db';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
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

/** platform.md §6: the workplaces belong to the module schedule (decision 042). */
export const WORKPLACES_MODULE: CompanyModule = 'schedule';

const t = workplaces;
const m = messages.screens.workplaces;
const kinds = messages.screens.schedules.slotCategories;
const yesNo = (value: boolean) => (value ? messages.screens.registry.list.yes : messages.screens.registry.list.no);
type Row = typeof workplaces.$inferSelect & { hospitalName: string | null };
type ExportQuery = z.output<typeof workplaceExportQuerySchema>;

function toWorkplace(row: Row): Workplace {
  return {
    id: row.id,
    companyId: row.companyId,
    active: row.active,
    name: row.name,
    hospitalId: row.hospitalId,
    hospitalName: row.hospitalName,
    sectors: row.sectors,
    slotCategories: row.slotCategories as SlotCategory[],
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
    deletedAt: iso(row.deletedAt),
  };
}

const nameOrder = sql`${t.sortKey} collate "C"`;
const sorts = { name: nameOrder, hospital: sql`${hospitals.sortKey} collate "C"` };

/** A workplace with its hospital's name (the hospital of the same company, removed or not). */
function selectRows(tx: Tx) {
  return tx
    .select({ row: t, hospitalName: hospitals.name })
    .from(t)
    .leftJoin(hospitals, and(eq(hospitals.id, t.hospitalId), eq(hospitals.companyId, t.companyId)));
}
const flat = ({ row, hospitalName }: { row: typeof workplaces.$inferSelect; hospitalName: string | null }): Row => ({
  ...row,
  hospitalName,
});

const whereOf = (access: RequestAccess, query: Omit<WorkplaceListQuery, 'page' | 'pageSize'>) =>
  registryWhere(t, access.companyIds, query);

export async function listWorkplaces(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: WorkplaceListQuery,
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
    return { items: rows.map(flat).map(toWorkplace), total: counted?.total ?? 0, syncedAt: await syncInstant(tx) };
  });
}

export async function exportWorkplaces(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: ExportQuery) {
  const rows = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    selectRows(tx)
      .where(whereOf(access, query))
      .orderBy(...registryOrder(t, sorts, query))
      .limit(EXPORT_CAP),
  );
  return buildXlsx(
    m.sheetName,
    [
      { header: m.name, width: 30, value: (r: Row) => r.name },
      { header: m.hospital, width: 30, value: (r: Row) => r.hospitalName },
      { header: m.sectors, width: 40, value: (r: Row) => r.sectors.join(', ') },
      {
        header: m.slotCategories,
        width: 30,
        value: (r: Row) => r.slotCategories.map((kind) => kinds[kind as SlotCategory] ?? kind).join(', '),
      },
      { header: m.notes, width: 40, value: (r: Row) => r.notes },
      { header: m.active, width: 8, value: (r: Row) => yesNo(r.active) },
    ],
    rows.map(flat),
  );
}

const notFound = () => new AppError('notFound', { message: msg(messages.screens.registry.record, 'notFound') });

/** A record's company must be one the request sees, else the record "does not exist" for it. */
function assertVisible(row: Row | undefined, access: RequestAccess): Row {
  if (!row || !access.companyIds.includes(row.companyId)) throw notFound();
  return row;
}

const assertWritable = (access: RequestAccess, companyId: string) =>
  assertRegistryWritable(access, companyId, WORKPLACES_MODULE);

async function findRow(tx: Tx, id: string): Promise<Row | undefined> {
  const [row] = await selectRows(tx).where(eq(t.id, id));
  return row ? flat(row) : undefined;
}

/**
 * The hospital a workplace is must be a live hospital of the workplace's own company (not
 * another company's, not a removed one): refused under the field otherwise. A link kept as it
 * was is not checked again, so a workplace whose hospital was later removed can still be edited.
 */
async function assertHospital(tx: Tx, companyId: string, hospitalId: string | null, current?: string | null) {
  if (hospitalId === null || hospitalId === current) return;
  const [found] = await tx
    .select({ id: hospitals.id })
    .from(hospitals)
    .where(and(eq(hospitals.id, hospitalId), eq(hospitals.companyId, companyId), isNull(hospitals.deletedAt)));
  if (!found) throw AppError.field('inputError', 'hospitalId', msg(m.errors, 'hospitalNotFound'));
}

export async function getWorkplace(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), (tx) => findRow(tx, id));
  return toWorkplace(assertVisible(row, access));
}

export async function createWorkplace(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: WorkplaceValues,
): Promise<Workplace> {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId);
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await assertHospital(tx, companyId, body.hospitalId);
    const [inserted] = await tx
      .insert(t)
      .values({ companyId, ...body })
      .returning({ id: t.id });
    return findRow(tx, inserted!.id);
  });
  return toWorkplace(row!);
}

export async function updateWorkplace(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: WorkplaceValues,
): Promise<Workplace> {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = assertVisible(await findRow(tx, id), access);
    assertWritable(access, current.companyId);
    if (current.deletedAt) throw new AppError('statusError');
    await assertHospital(tx, current.companyId, body.hospitalId, current.hospitalId);
    await tx.update(t).set(body).where(eq(t.id, id));
    return findRow(tx, id);
  });
  return toWorkplace(row!);
}

async function setDeleted(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string, deleted: boolean) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = assertVisible(await findRow(tx, id), access);
    assertWritable(access, current.companyId);
    if ((current.deletedAt !== null) === deleted) return current;
    await tx
      .update(t)
      .set({ deletedAt: deleted ? new Date() : null })
      .where(eq(t.id, id));
    return findRow(tx, id);
  });
  return toWorkplace(row!);
}

/** Soft delete: the record stays, with `deletedAt` (the lists leave it out). */
export const removeWorkplace = (ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) =>
  setDeleted(ctx, auth, access, id, true);

export const restoreWorkplace = (ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) =>
  setDeleted(ctx, auth, access, id, false);
