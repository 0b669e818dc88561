import {
  messages,
  type FinancialItemGroup,
  type FinancialItemGroupListQuery,
  type FinancialItemGroupValues,
  type financialItemGroupExportQuerySchema,
  msg,
} from '@honora/contract';
import { financialItemGroups, withTenant, type Tx } from '@honora/db';
import { and, arrayOverlaps, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { buildXlsx } from '../../http/xlsx';
import { iso, registryOrder, registryWhere, registryWindow, syncInstant } from '../registries';
import { assertVisible, assertWritable, deletedRecord, EXPORT_CAP, lockCompanyRule } from './settings-records';

const t = financialItemGroups;
const m = messages.screens.billingSettings.financialItemGroups;
const yesNo = (value: boolean) => (value ? messages.screens.registry.list.yes : messages.screens.registry.list.no);
type Row = typeof financialItemGroups.$inferSelect;
type Kind = FinancialItemGroup['kind'];
type ExportQuery = z.output<typeof financialItemGroupExportQuerySchema>;

function toGroup(row: Row): FinancialItemGroup {
  return {
    id: row.id,
    companyId: row.companyId,
    active: row.active,
    name: row.name,
    description: row.description,
    kind: row.kind as Kind,
    itemCodes: row.itemCodes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
    deletedAt: iso(row.deletedAt),
  };
}

const nameOrder = sql`${t.sortKey} collate "C"`;
const sorts = { name: nameOrder, kind: t.kind, description: t.description };

function whereOf(
  access: RequestAccess,
  query: Omit<FinancialItemGroupListQuery, 'page' | 'pageSize'>,
): SQL | undefined {
  return registryWhere(t, access.companyIds, query, query.kind ? eq(t.kind, query.kind) : undefined);
}

export async function listFinancialItemGroups(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: FinancialItemGroupListQuery,
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
    return { items: rows.map(toGroup), total: counted?.total ?? 0, syncedAt: await syncInstant(tx) };
  });
}

/** The codes with their TISS names where they have one ("01 Gases medicinais"). */
function codesText(row: Row): string {
  const names = m.expenseCodes as Record<string, string>;
  return row.itemCodes
    .map((code) => (row.kind === 'EXPENSE' && names[code] ? `${code} ${names[code]}` : code))
    .join(', ');
}

export async function exportFinancialItemGroups(
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
      { header: m.kind, width: 18, value: (r: Row) => m.kinds[r.kind as Kind] ?? r.kind },
      { header: m.itemCodes, width: 50, value: codesText },
      { header: m.description, width: 40, value: (r: Row) => r.description },
      { header: m.active, width: 8, value: (r: Row) => yesNo(r.active) },
    ],
    rows,
  );
}

async function findRow(tx: Tx, id: string): Promise<Row | undefined> {
  const [row] = await tx.select().from(t).where(eq(t.id, id));
  return row;
}

export async function getFinancialItemGroup(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), (tx) => findRow(tx, id));
  return toGroup(assertVisible(row, access));
}

/**
 * A code belongs to at most one live group of each kind per company, so a report that sums
 * by group never counts an item twice. Runs under the company's lock.
 */
async function assertCodesFree(tx: Tx, companyId: string, kind: string, codes: readonly string[], exceptId?: string) {
  const others = await tx
    .select({ name: t.name, itemCodes: t.itemCodes })
    .from(t)
    .where(
      and(
        eq(t.companyId, companyId),
        eq(t.kind, kind),
        isNull(t.deletedAt),
        arrayOverlaps(t.itemCodes, [...codes]),
        exceptId ? ne(t.id, exceptId) : undefined,
      ),
    )
    .orderBy(t.sortKey);
  for (const code of codes) {
    const owner = others.find((group) => group.itemCodes.includes(code));
    if (owner)
      throw AppError.field('inputError', 'itemCodes', msg(m.errors, 'codeInOtherGroup', { code, group: owner.name }));
  }
}

export async function createFinancialItemGroup(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: FinancialItemGroupValues,
): Promise<FinancialItemGroup> {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId);
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await lockCompanyRule(tx, 'financial-item-groups', companyId);
    await assertCodesFree(tx, companyId, body.kind, body.itemCodes);
    const [inserted] = await tx
      .insert(t)
      .values({ companyId, ...body })
      .returning();
    return inserted as Row;
  });
  return toGroup(row);
}

export async function updateFinancialItemGroup(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: FinancialItemGroupValues,
): Promise<FinancialItemGroup> {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = assertVisible(await findRow(tx, id), access);
    assertWritable(access, current.companyId);
    if (current.deletedAt) throw deletedRecord();
    await lockCompanyRule(tx, 'financial-item-groups', current.companyId);
    await assertCodesFree(tx, current.companyId, body.kind, body.itemCodes, id);
    const [updated] = await tx.update(t).set(body).where(eq(t.id, id)).returning();
    return updated as Row;
  });
  return toGroup(row);
}

export async function removeFinancialItemGroup(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = assertVisible(await findRow(tx, id), access);
    assertWritable(access, current.companyId);
    if (current.deletedAt) return current;
    const [deleted] = await tx.update(t).set({ deletedAt: new Date() }).where(eq(t.id, id)).returning();
    return deleted as Row;
  });
  return toGroup(row);
}

/** A restored group's codes must still be free (another group may have taken them meanwhile). */
export async function restoreFinancialItemGroup(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = assertVisible(await findRow(tx, id), access);
    assertWritable(access, current.companyId);
    if (!current.deletedAt) return current;
    await lockCompanyRule(tx, 'financial-item-groups', current.companyId);
    await assertCodesFree(tx, current.companyId, current.kind, current.itemCodes, id);
    const [restored] = await tx.update(t).set({ deletedAt: null }).where(eq(t.id, id)).returning();
    return restored as Row;
  });
  return toGroup(row);
}
