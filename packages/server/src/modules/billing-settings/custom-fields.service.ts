import {
  MAX_FILTERABLE_CUSTOM_FIELDS,
  messages,
  type CustomField,
  type CustomFieldListQuery,
  type CustomFieldValues,
  type customFieldExportQuerySchema,
  msg,
} from '@honora/contract';
import { customFields, withTenant, type Tx } from '@honora/db';
import { and, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { buildXlsx } from '../../http/xlsx';
import { iso, registryOrder, registryWhere, registryWindow, syncInstant } from '../registries';
import {
  assertVisible,
  assertWritable,
  deletedRecord,
  EXPORT_CAP,
  isUniqueViolation,
  lockCompanyRule,
} from './settings-records';

const t = customFields;
const m = messages.screens.billingSettings.customFields;
const yesNo = (value: boolean) => (value ? messages.screens.registry.list.yes : messages.screens.registry.list.no);
type Row = typeof customFields.$inferSelect;
type ExportQuery = z.output<typeof customFieldExportQuerySchema>;

function toCustomField(row: Row): CustomField {
  return {
    id: row.id,
    companyId: row.companyId,
    active: row.active,
    entity: row.entity as CustomField['entity'],
    key: row.key,
    label: row.label,
    type: row.type as CustomField['type'],
    options: row.options,
    filterable: row.filterable,
    required: row.required,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
    deletedAt: iso(row.deletedAt),
  };
}

const labelOrder = sql`${t.sortKey} collate "C"`;
const sorts = { label: labelOrder, name: labelOrder, key: t.key, position: t.position, type: t.type, entity: t.entity };

function whereOf(access: RequestAccess, query: Omit<CustomFieldListQuery, 'page' | 'pageSize'>): SQL | undefined {
  return registryWhere(t, access.companyIds, query, query.entity ? eq(t.entity, query.entity) : undefined);
}

export async function listCustomFields(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: CustomFieldListQuery,
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
    return { items: rows.map(toCustomField), total: counted?.total ?? 0, syncedAt: await syncInstant(tx) };
  });
}

export async function exportCustomFields(
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
      { header: m.label, width: 30, value: (r: Row) => r.label },
      { header: m.key, width: 20, value: (r: Row) => r.key },
      { header: m.entity, width: 14, value: (r: Row) => m.entities[r.entity as CustomField['entity']] ?? r.entity },
      { header: m.type, width: 16, value: (r: Row) => m.types[r.type as CustomField['type']] ?? r.type },
      { header: m.options, width: 40, value: (r: Row) => r.options.join(', ') || null },
      { header: m.filterable, width: 10, value: (r: Row) => yesNo(r.filterable) },
      { header: m.required, width: 12, value: (r: Row) => yesNo(r.required) },
      { header: m.position, width: 10, kind: 'integer', value: (r: Row) => r.position },
      { header: m.active, width: 8, value: (r: Row) => yesNo(r.active) },
    ],
    rows,
  );
}

async function findRow(tx: Tx, id: string): Promise<Row | undefined> {
  const [row] = await tx.select().from(t).where(eq(t.id, id));
  return row;
}

export async function getCustomField(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), (tx) => findRow(tx, id));
  return toCustomField(assertVisible(row, access));
}

/** Another live field of the company and entity already uses the key → field error on `key`. */
async function assertKeyFree(tx: Tx, companyId: string, entity: string, key: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.companyId, companyId),
        eq(t.entity, entity),
        eq(t.key, key),
        isNull(t.deletedAt),
        exceptId ? ne(t.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw AppError.field('inputError', 'key', msg(m.errors, 'duplicateKey'));
}

/**
 * platform.md §5: at most 10 filterable custom fields per company, counting its live
 * fields (inactive ones too: they keep their filter settings). Called under the company's
 * lock, so two requests cannot both take the last place.
 */
async function assertFilterableRoom(tx: Tx, companyId: string, exceptId?: string) {
  const [counted] = await tx
    .select({ total: count() })
    .from(t)
    .where(
      and(
        eq(t.companyId, companyId),
        eq(t.filterable, true),
        isNull(t.deletedAt),
        exceptId ? ne(t.id, exceptId) : undefined,
      ),
    );
  if ((counted?.total ?? 0) >= MAX_FILTERABLE_CUSTOM_FIELDS) {
    throw AppError.field(
      'inputError',
      'filterable',
      msg(m.errors, 'filterableLimit', { max: MAX_FILTERABLE_CUSTOM_FIELDS }),
    );
  }
}

/** The key is unique per company and entity among live fields; the database's partial unique index is the last wall. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('inputError', 'key', msg(m.errors, 'duplicateKey'));
    throw error;
  }
}

export async function createCustomField(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: CustomFieldValues,
): Promise<CustomField> {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId);
  const row = await guarded(() =>
    withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
      await lockCompanyRule(tx, 'custom-fields', companyId);
      await assertKeyFree(tx, companyId, body.entity, body.key);
      if (body.filterable) await assertFilterableRoom(tx, companyId);
      const [inserted] = await tx
        .insert(t)
        .values({ companyId, ...body })
        .returning();
      return inserted as Row;
    }),
  );
  return toCustomField(row);
}

/** Entity, key and type stay as created: values already saved live under that key with that type. */
function assertUnchangedIdentity(current: Row, body: CustomFieldValues): void {
  const changed = (['entity', 'key', 'type'] as const).filter((name) => current[name] !== body[name]);
  if (changed.length === 0) return;
  throw new AppError('inputError', {
    message: msg(messages.errors, 'inputError'),
    fields: changed.map((path) => fieldError(path, msg(m.errors, 'immutable'))),
  });
}

export async function updateCustomField(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: CustomFieldValues,
): Promise<CustomField> {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = assertVisible(await findRow(tx, id), access);
    assertWritable(access, current.companyId);
    if (current.deletedAt) throw deletedRecord();
    assertUnchangedIdentity(current, body);
    await lockCompanyRule(tx, 'custom-fields', current.companyId);
    if (body.filterable && !current.filterable) await assertFilterableRoom(tx, current.companyId, id);
    const { label, options, filterable, required, position, active } = body;
    const [updated] = await tx
      .update(t)
      .set({ label, options, filterable, required, position, active })
      .where(eq(t.id, id))
      .returning();
    return updated as Row;
  });
  return toCustomField(row);
}

export async function removeCustomField(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = assertVisible(await findRow(tx, id), access);
    assertWritable(access, current.companyId);
    if (current.deletedAt) return current;
    const [deleted] = await tx.update(t).set({ deletedAt: new Date() }).where(eq(t.id, id)).returning();
    return deleted as Row;
  });
  return toCustomField(row);
}

/** A restored field must still fit: its key free again and, if filterable, room under the limit. */
export async function restoreCustomField(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const row = await guarded(() =>
    withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
      const current = assertVisible(await findRow(tx, id), access);
      assertWritable(access, current.companyId);
      if (!current.deletedAt) return current;
      await lockCompanyRule(tx, 'custom-fields', current.companyId);
      await assertKeyFree(tx, current.companyId, current.entity, current.key, id);
      if (current.filterable) await assertFilterableRoom(tx, current.companyId, id);
      const [restored] = await tx.update(t).set({ deletedAt: null }).where(eq(t.id, id)).returning();
      return restored as Row;
    }),
  );
  return toCustomField(row);
}
