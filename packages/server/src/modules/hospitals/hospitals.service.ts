import { messages, type Hospital, type HospitalListQuery, type hospitalBodySchema, msg } from '@honora/contract';
import { formatCnpj, isValidCnpj } from '@honora/domain';
import { hospitals } from '@honora/db';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import type { SheetColumn } from '../../http/xlsx';
import { activeColumn, createdAtColumn, defineRegistry, registryMeta } from '../../registry';

type Row = typeof hospitals.$inferSelect;
type Body = z.output<typeof hospitalBodySchema>;

const t = messages.screens.hospitals;
const s = t.sheet;

export function toHospital(row: Row): Hospital {
  return {
    ...registryMeta(row),
    name: row.name,
    cnpj: row.cnpj,
    cnes: row.cnes,
    // Written only through addressSchema, so its UF is one of the 27.
    address: (row.address as Hospital['address']) ?? null,
  };
}

const address = (row: Row, key: keyof NonNullable<Row['address']>) => row.address?.[key] ?? null;
const addressColumn = (header: string, width: number, key: keyof NonNullable<Row['address']>): SheetColumn<Row> => ({
  header,
  width,
  value: (r) => address(r, key),
});

/** The hospitals registry (billing.md §2 hospitals/{id}): list by name, CNPJ, city; UF filter. */
export const hospitalRegistry = defineRegistry<typeof hospitals, Hospital, HospitalListQuery>({
  table: hospitals,
  module: 'hospitals',
  sheetTitle: t.title,
  sorts: {
    cnpj: hospitals.cnpj,
    city: sql`public.honora_sort_key(${hospitals.address} ->> 'city') collate "C"`,
    createdAt: hospitals.createdAt,
  },
  filters: (query) => [query.state ? sql`${hospitals.address} ->> 'state' = ${query.state}` : undefined],
  toView: toHospital,
  exportColumns: [
    { header: s.name, width: 40, value: (r) => r.name },
    { header: s.cnpj, width: 22, value: (r) => r.cnpj },
    { header: s.cnes, width: 12, value: (r) => r.cnes },
    addressColumn(s.zipcode, 12, 'zipcode'),
    addressColumn(s.street, 36, 'street'),
    addressColumn(s.number, 10, 'number'),
    addressColumn(s.complement, 20, 'complement'),
    addressColumn(s.district, 24, 'district'),
    addressColumn(s.city, 28, 'city'),
    addressColumn(s.state, 6, 'state'),
    addressColumn(s.ibgeCode, 12, 'ibgeCode'),
    activeColumn(s.active),
    createdAtColumn(s.createdAt),
  ],
});

/** The body's columns: the CNPJ checked ('CNPJ inválido') and kept with its mask. */
function columnsOf(body: Body) {
  if (body.cnpj !== null && !isValidCnpj(body.cnpj)) {
    throw AppError.field('inputError', 'cnpj', msg(messages.validation, 'cnpj'));
  }
  return {
    name: body.name,
    cnpj: body.cnpj === null ? null : formatCnpj(body.cnpj),
    cnes: body.cnes,
    address: body.address,
    active: body.active,
  };
}

/** POST /api/hospitals: a new hospital of the selected company. */
export function createHospital(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: Body) {
  return hospitalRegistry.create(ctx, auth, access, columnsOf(body));
}

/** PUT /api/hospitals/:id: a deleted hospital must be restored first (statusError). */
export function updateHospital(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string, body: Body) {
  return hospitalRegistry.update(ctx, auth, access, id, columnsOf(body));
}
