import {
  messages,
  spreadsheetFields,
  type RegistryListQuery,
  type SpreadsheetConfig,
  type SpreadsheetConfigValues,
  type spreadsheetConfigExportQuerySchema,
  msg,
} from '@honora/contract';
import { spreadsheetConfigs, withTenant, type Tx } from '@honora/db';
import { and, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { buildXlsx } from '../../http/xlsx';
import { iso, registryOrder, registryWhere, registryWindow, syncInstant } from '../registries';
import { assertVisible, assertWritable, deletedRecord, EXPORT_CAP, lockCompanyRule } from './settings-records';

const t = spreadsheetConfigs;
const m = messages.screens.billingSettings.spreadsheetConfig;
const yesNo = (value: boolean) => (value ? messages.screens.registry.list.yes : messages.screens.registry.list.no);
type Row = typeof spreadsheetConfigs.$inferSelect;
type ExportQuery = z.output<typeof spreadsheetConfigExportQuerySchema>;

function toConfig(row: Row): SpreadsheetConfig {
  return {
    id: row.id,
    companyId: row.companyId,
    active: row.active,
    name: row.name,
    headerRow: row.headerRow,
    dateFormat: row.dateFormat as SpreadsheetConfig['dateFormat'],
    columns: row.columns,
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
    deletedAt: iso(row.deletedAt),
  };
}

const nameOrder = sql`${t.sortKey} collate "C"`;
const sorts = { name: nameOrder, headerRow: t.headerRow, dateFormat: t.dateFormat };

function whereOf(access: RequestAccess, query: Omit<RegistryListQuery, 'page' | 'pageSize'>): SQL | undefined {
  return registryWhere(t, access.companyIds, query);
}

export async function listSpreadsheetConfigs(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: RegistryListQuery,
) {
  const where = whereOf(access, query);
  const { limit, offset } = registryWindow(query);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const rows = await tx
      .select()
      .from(t)
      .where(where)
      .orderBy(...registryOrder(t, sorts, query))
      .limit(limit)
      .offset(offset);
    const [counted] = await tx.select({ total: count() }).from(t).where(where);
    return { items: rows.map(toConfig), total: counted?.total ?? 0, syncedAt: await syncInstant(tx) };
  });
}

/** "Nome do paciente: A; Data do procedimento: Data; …" in the form's order. */
function columnsText(row: Row): string {
  return spreadsheetFields
    .filter((field) => row.columns[field])
    .map((field) => `${m.fields[field]}: ${row.columns[field]}`)
    .join('; ');
}

export async function exportSpreadsheetConfigs(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ExportQuery,
) {
  const rows = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    tx
      .select()
      .from(t)
      .where(whereOf(access, query))
      .orderBy(...registryOrder(t, sorts, query))
      .limit(EXPORT_CAP),
  );
  return buildXlsx(
    m.sheetName,
    [
      { header: m.name, width: 30, value: (r: Row) => r.name },
      { header: m.headerRow, width: 12, kind: 'integer', value: (r: Row) => r.headerRow },
      { header: m.dateFormat, width: 14, value: (r: Row) => r.dateFormat },
      { header: m.columns, width: 80, value: columnsText },
      { header: m.active, width: 8, value: (r: Row) => yesNo(r.active) },
    ],
    rows,
  );
}

async function findRow(tx: Tx, id: string): Promise<Row | undefined> {
  const [row] = await tx.select().from(t).where(eq(t.id, id));
  return row;
}

export async function getSpreadsheetConfig(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), (tx) => findRow(tx, id));
  return toConfig(assertVisible(row, access));
}

/**
 * The name is unique per company among live configurations, compared without case or
 * accents (the generated name_search column). Runs under the company's lock: the table
 * has no unique index for it.
 */
async function assertNameFree(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.companyId, companyId),
        isNull(t.deletedAt),
        sql`${t.nameSearch} = lower(public.honora_unaccent(${name}))`,
        exceptId ? ne(t.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw AppError.field('inputError', 'name', msg(m.errors, 'duplicateName'));
}

export async function createSpreadsheetConfig(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: SpreadsheetConfigValues,
): Promise<SpreadsheetConfig> {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId);
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await lockCompanyRule(tx, 'spreadsheet-configs', companyId);
    await assertNameFree(tx, companyId, body.name);
    const [inserted] = await tx
      .insert(t)
      .values({ companyId, ...body })
      .returning();
    return inserted as Row;
  });
  return toConfig(row);
}

export async function updateSpreadsheetConfig(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: SpreadsheetConfigValues,
): Promise<SpreadsheetConfig> {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = assertVisible(await findRow(tx, id), access);
    assertWritable(access, current.companyId);
    if (current.deletedAt) throw deletedRecord();
    await lockCompanyRule(tx, 'spreadsheet-configs', current.companyId);
    await assertNameFree(tx, current.companyId, body.name, id);
    const [updated] = await tx.update(t).set(body).where(eq(t.id, id)).returning();
    return updated as Row;
  });
  return toConfig(row);
}

export async function removeSpreadsheetConfig(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = assertVisible(await findRow(tx, id), access);
    assertWritable(access, current.companyId);
    if (current.deletedAt) return current;
    const [deleted] = await tx.update(t).set({ deletedAt: new Date() }).where(eq(t.id, id)).returning();
    return deleted as Row;
  });
  return toConfig(row);
}

/** A restored configuration's name must still be free. */
export async function restoreSpreadsheetConfig(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = assertVisible(await findRow(tx, id), access);
    assertWritable(access, current.companyId);
    if (!current.deletedAt) return current;
    await lockCompanyRule(tx, 'spreadsheet-configs', current.companyId);
    await assertNameFree(tx, current.companyId, current.name, id);
    const [restored] = await tx.update(t).set({ deletedAt: null }).where(eq(t.id, id)).returning();
    return restored as Row;
  });
  return toConfig(row);
}
