import { messages, type Hospital, type HospitalListQuery, type hospitalBodySchema } from '@honora/contract';
import { formatCnpj, isValidCnpj } from '@honora/domain';
import { hospitals, withTenant, type Queryable } from '@honora/db';
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

type Row = typeof hospitals.$inferSelect;
type Body = z.output<typeof hospitalBodySchema>;

const t = messages.screens.hospitals;

export function toHospital(row: Row): Hospital {
  return {
    id: row.id,
    companyId: row.companyId,
    active: row.active,
    name: row.name,
    cnpj: row.cnpj,
    cnes: row.cnes,
    // Written only through addressSchema, so its UF is one of the 27.
    address: (row.address as Hospital['address']) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
    deletedAt: iso(row.deletedAt),
  };
}

/** Sort names of the list besides `name` (the pt-BR sort key, the helpers' default). */
const sorts: SortColumns = {
  cnpj: hospitals.cnpj,
  city: sql`public.honora_sort_key(${hospitals.address} ->> 'city') collate "C"`,
  createdAt: hospitals.createdAt,
};

function whereOf(access: RequestAccess, query: HospitalListQuery) {
  return registryWhere(
    hospitals,
    access.companyIds,
    query,
    query.state ? sql`${hospitals.address} ->> 'state' = ${query.state}` : undefined,
  );
}

/** GET /api/hospitals: a page of the visible companies' hospitals, or every change since `updatedSince`. */
export async function listHospitals(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: HospitalListQuery,
) {
  const where = whereOf(access, query);
  const { limit, offset } = registryWindow(query);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const rows = await tx
      .select()
      .from(hospitals)
      .where(where)
      .orderBy(...registryOrder(hospitals, sorts, query))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(hospitals).where(where);
    return { items: rows.map(toHospital), total: total?.n ?? 0, syncedAt: await syncInstant(tx) };
  });
}

/** GET /api/hospitals/export: every hospital the list's filters match, as a spreadsheet. */
export async function exportHospitals(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: HospitalListQuery,
) {
  const rows = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    tx
      .select()
      .from(hospitals)
      .where(whereOf(access, { ...query, updatedSince: undefined }))
      .orderBy(...registryOrder(hospitals, sorts, query))
      .limit(EXPORT_CAP),
  );
  const s = t.sheet;
  const address = (row: Row, key: keyof NonNullable<Row['address']>) => row.address?.[key] ?? null;
  const columns: SheetColumn<Row>[] = [
    { header: s.name, width: 40, value: (r) => r.name },
    { header: s.cnpj, width: 22, value: (r) => r.cnpj },
    { header: s.cnes, width: 12, value: (r) => r.cnes },
    { header: s.zipcode, width: 12, value: (r) => address(r, 'zipcode') },
    { header: s.street, width: 36, value: (r) => address(r, 'street') },
    { header: s.number, width: 10, value: (r) => address(r, 'number') },
    { header: s.complement, width: 20, value: (r) => address(r, 'complement') },
    { header: s.district, width: 24, value: (r) => address(r, 'district') },
    { header: s.city, width: 28, value: (r) => address(r, 'city') },
    { header: s.state, width: 6, value: (r) => address(r, 'state') },
    { header: s.ibgeCode, width: 12, value: (r) => address(r, 'ibgeCode') },
    {
      header: s.active,
      width: 8,
      value: (r) => (r.active ? messages.screens.registry.list.yes : messages.screens.registry.list.no),
    },
    { header: s.createdAt, width: 17, kind: 'dateTime', value: (r) => r.createdAt },
  ];
  return buildXlsx(t.title, columns, rows);
}

async function findVisible(q: Queryable, access: RequestAccess, id: string): Promise<Row> {
  const [row] = await q
    .select()
    .from(hospitals)
    .where(and(eq(hospitals.id, id), inArray(hospitals.companyId, [...access.companyIds])));
  if (!row) throw new AppError('notFound');
  return row;
}

/** The body's columns: the CNPJ checked ('CNPJ inválido') and kept with its mask. */
function columnsOf(body: Body) {
  if (body.cnpj !== null && !isValidCnpj(body.cnpj)) {
    throw AppError.field('inputError', 'cnpj', messages.validation.cnpj);
  }
  return {
    name: body.name,
    cnpj: body.cnpj === null ? null : formatCnpj(body.cnpj),
    cnes: body.cnes,
    address: body.address,
    active: body.active,
  };
}

export async function getHospital(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return toHospital(await withTenant(ctx.db, tenantOf(auth, access), (tx) => findVisible(tx, access, id)));
}

/** POST /api/hospitals: a new hospital of the selected company. */
export async function createHospital(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: Body) {
  const values = columnsOf(body);
  const [row] = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    tx
      .insert(hospitals)
      .values({ ...values, companyId: auth.companyId! })
      .returning(),
  );
  return toHospital(row!);
}

/** PUT /api/hospitals/:id: a deleted hospital must be restored first (statusError). */
export async function updateHospital(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: Body,
) {
  const values = columnsOf(body);
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await findVisible(tx, access, id);
    assertWritable(access, current.companyId, 'hospitals');
    if (current.deletedAt) throw new AppError('statusError');
    const [updated] = await tx.update(hospitals).set(values).where(eq(hospitals.id, id)).returning();
    return updated!;
  });
  return toHospital(row);
}

/** DELETE (soft) and POST …/restore: `deletedAt` set or cleared; doing it twice changes nothing. */
export async function setHospitalDeleted(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  deleted: boolean,
) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await findVisible(tx, access, id);
    assertWritable(access, current.companyId, 'hospitals');
    if ((current.deletedAt !== null) === deleted) return current;
    const [updated] = await tx
      .update(hospitals)
      .set({ deletedAt: deleted ? new Date() : null })
      .where(eq(hospitals.id, id))
      .returning();
    return updated!;
  });
  return toHospital(row);
}
