import { messages, type Surgeon, type SurgeonListQuery, type surgeonBodySchema } from '@honora/contract';
import { cboOccupations, surgeons, withTenant, type Queryable } from '@honora/db';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { buildXlsx, type SheetColumn } from '../../http/xlsx';
import {
  iso,
  registryOrder,
  registryWhere,
  registryWindow,
  syncInstant,
  type SortColumns,
  assertWritable,
  EXPORT_CAP,
} from '../registries';

type Row = typeof surgeons.$inferSelect;
type Body = z.output<typeof surgeonBodySchema>;

const t = messages.screens.surgeons;

export function toSurgeon(row: Row): Surgeon {
  return {
    id: row.id,
    companyId: row.companyId,
    active: row.active,
    name: row.name,
    crm: row.crm,
    crmState: row.crmState,
    specialty: row.specialty,
    cbo: row.cbo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
    deletedAt: iso(row.deletedAt),
  };
}

/** Sort names of the list besides `name` (the pt-BR sort key, the helpers' default). */
const sorts: SortColumns = {
  crm: sql`public.honora_sort_key(${surgeons.crm}) collate "C"`,
  crmState: surgeons.crmState,
  specialty: sql`public.honora_sort_key(${surgeons.specialty}) collate "C"`,
  createdAt: surgeons.createdAt,
};

function whereOf(access: RequestAccess, query: SurgeonListQuery) {
  return registryWhere(
    surgeons,
    access.companyIds,
    query,
    query.crmState ? eq(surgeons.crmState, query.crmState) : undefined,
  );
}

/** GET /api/surgeons: a page of the visible companies' surgeons, or every change since `updatedSince`. */
export async function listSurgeons(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: SurgeonListQuery) {
  const where = whereOf(access, query);
  const { limit, offset } = registryWindow(query);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const rows = await tx
      .select()
      .from(surgeons)
      .where(where)
      .orderBy(...registryOrder(surgeons, sorts, query))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(surgeons).where(where);
    return { items: rows.map(toSurgeon), total: total?.n ?? 0, syncedAt: await syncInstant(tx) };
  });
}

/** GET /api/surgeons/export: every surgeon the list's filters match, as a spreadsheet. */
export async function exportSurgeons(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: SurgeonListQuery,
) {
  const rows = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    tx
      .select()
      .from(surgeons)
      .where(whereOf(access, { ...query, updatedSince: undefined }))
      .orderBy(...registryOrder(surgeons, sorts, query))
      .limit(EXPORT_CAP),
  );
  const s = t.sheet;
  const list = messages.screens.registry.list;
  const columns: SheetColumn<Row>[] = [
    { header: s.name, width: 40, value: (r) => r.name },
    { header: s.crm, width: 12, value: (r) => r.crm },
    { header: s.crmState, width: 10, value: (r) => r.crmState },
    { header: s.specialty, width: 30, value: (r) => r.specialty },
    { header: s.cbo, width: 10, value: (r) => r.cbo },
    { header: s.active, width: 8, value: (r) => (r.active ? list.yes : list.no) },
    { header: s.createdAt, width: 17, kind: 'dateTime', value: (r) => r.createdAt },
  ];
  return buildXlsx(t.title, columns, rows);
}

async function findVisible(q: Queryable, access: RequestAccess, id: string): Promise<Row> {
  const [row] = await q
    .select()
    .from(surgeons)
    .where(and(eq(surgeons.id, id), inArray(surgeons.companyId, [...access.companyIds])));
  if (!row) throw new AppError('notFound');
  return row;
}

/**
 * The CBO must be one of the CBO table's occupations once that table is loaded (reference
 * imports); before that any 6-digit code is taken.
 */
export async function checkCbo(q: Queryable, cbo: string | null, path = 'cbo'): Promise<void> {
  if (cbo === null) return;
  const [found] = await q
    .select({ code: cboOccupations.code })
    .from(cboOccupations)
    .where(eq(cboOccupations.code, cbo));
  if (found) return;
  const [any] = await q.select({ code: cboOccupations.code }).from(cboOccupations).limit(1);
  if (any) throw AppError.field('inputError', path, t.errors.cboNotFound);
}

function columnsOf(body: Body) {
  return {
    name: body.name,
    crm: body.crm,
    crmState: body.crmState,
    specialty: body.specialty,
    cbo: body.cbo,
    active: body.active,
  };
}

export async function getSurgeon(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return toSurgeon(await withTenant(ctx.db, tenantOf(auth, access), (tx) => findVisible(tx, access, id)));
}

/** POST /api/surgeons: a new surgeon of the selected company. */
export async function createSurgeon(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: Body) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await checkCbo(tx, body.cbo);
    const [inserted] = await tx
      .insert(surgeons)
      .values({ ...columnsOf(body), companyId: auth.companyId! })
      .returning();
    return inserted!;
  });
  return toSurgeon(row);
}

/** PUT /api/surgeons/:id: a deleted surgeon must be restored first (statusError). */
export async function updateSurgeon(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string, body: Body) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await findVisible(tx, access, id);
    assertWritable(access, current.companyId, 'surgeons');
    if (current.deletedAt) throw new AppError('statusError');
    await checkCbo(tx, body.cbo);
    const [updated] = await tx.update(surgeons).set(columnsOf(body)).where(eq(surgeons.id, id)).returning();
    return updated!;
  });
  return toSurgeon(row);
}

/** DELETE (soft) and POST …/restore: `deletedAt` set or cleared; doing it twice changes nothing. */
export async function setSurgeonDeleted(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  deleted: boolean,
) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await findVisible(tx, access, id);
    assertWritable(access, current.companyId, 'surgeons');
    if ((current.deletedAt !== null) === deleted) return current;
    const [updated] = await tx
      .update(surgeons)
      .set({ deletedAt: deleted ? new Date() : null })
      .where(eq(surgeons.id, id))
      .returning();
    return updated!;
  });
  return toSurgeon(row);
}
