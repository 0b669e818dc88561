import { messages, type RegistryHistoryEntry, type RegistryListQuery } from '@honora/contract';
import type { CompanyModule } from '@honora/domain';
import { changeLog, withTenant, type Queryable, type Tx } from '@honora/db';
import { and, asc, count, eq, getTableColumns, getTableName, inArray, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { AuthSession } from '../http/auth-context';
import type { RequestAccess } from '../http/guard';
import { tenantOf } from '../http/tenant';
import { buildXlsx, type SheetColumn } from '../http/xlsx';
import { assertWritable, EXPORT_CAP, iso, syncInstant } from '../modules/registries';
import {
  registryListOrder,
  registryListWhere,
  registryWindow,
  type RegistryListShape,
  type RegistryTable,
} from './registry-query';

/** A row of the registry's table as Drizzle reads it. */
type RowOf<TTable extends RegistryTable> = TTable['$inferSelect'];
/** The columns a create or update writes (the table's own; company and metadata are the helper's). */
type ValuesOf<TTable extends RegistryTable> = Omit<TTable['$inferInsert'], 'id' | 'companyId'>;

/** What a registry declares (docs/decisions/024-registry-slice.md). */
export interface RegistryDefinition<
  TTable extends RegistryTable,
  TView,
  TQuery extends RegistryListQuery,
> extends RegistryListShape<TQuery> {
  table: TTable;
  /** The company module whose permissions guard it (the writable check names it). */
  module: CompanyModule;
  /** The sheet's title in the Excel export. */
  sheetTitle: string;
  /** The export's columns, in order (activeColumn and createdAtColumn give the two every registry ends with). */
  exportColumns: readonly SheetColumn<RowOf<TTable>>[];
  /**
   * Values read beside the table's own columns (a name from a product-wide registry, decision
   * 063): every row the view and the export see carries them, writes included.
   */
  extraColumns?: Record<string, SQL.Aliased>;
  /** The row as the API answers it (its contract schema), without the metadata the helper fills. */
  toView: (row: RowOf<TTable>) => TView;
}

/** Runs a check inside the write's transaction (e.g. a code that must exist in a reference table). */
type WriteCheck = (tx: Tx) => Promise<void>;

const yesNo = (value: boolean) => (value ? messages.screens.registry.list.yes : messages.screens.registry.list.no);

/** The export's "Ativo" column: Sim / Não. */
export const activeColumn = <T extends { active: boolean }>(header: string): SheetColumn<T> => ({
  header,
  width: 8,
  value: (row) => yesNo(row.active),
});

/** The export's "Criado em" column: a date-time cell. */
export const createdAtColumn = <T extends { createdAt: Date }>(header: string): SheetColumn<T> => ({
  header,
  width: 17,
  kind: 'dateTime',
  value: (row) => row.createdAt,
});

/**
 * The service of a registry declared by its table, sorts, filters, export columns and row mapping:
 * list (search, page, sort, active filter, sync), export, get, create, update, soft delete and
 * restore, and the record's history. Every read and write runs in the tenant's transaction
 * (row-level security) and is scoped to the request's visible companies; a change is refused on a
 * company the request only reads.
 */
export function defineRegistry<TTable extends RegistryTable, TView, TQuery extends RegistryListQuery>(
  def: RegistryDefinition<TTable, TView, TQuery>,
) {
  const { table } = def;
  const view = (row: RowOf<TTable>): TView => def.toView(row);
  const columns = { ...getTableColumns(table as RegistryTable), ...def.extraColumns };
  const tenant = (ctx: AppContext, auth: AuthSession, access: RequestAccess) => ({
    db: ctx.db,
    scope: tenantOf(auth, access),
  });

  async function selectRows(
    q: Queryable,
    access: RequestAccess,
    query: TQuery,
    window: { limit: number; offset: number },
  ) {
    const rows = await q
      .select(columns)
      .from(table as RegistryTable)
      .where(registryListWhere(def, access.companyIds, query))
      .orderBy(...registryListOrder(def, query))
      .limit(window.limit)
      .offset(window.offset);
    return rows as RowOf<TTable>[];
  }

  async function findVisible(q: Queryable, access: RequestAccess, id: string): Promise<RowOf<TTable>> {
    const [row] = await q
      .select(columns)
      .from(table as RegistryTable)
      .where(and(eq(table.id, id), inArray(table.companyId, [...access.companyIds])));
    if (!row) throw new AppError('notFound');
    return row as RowOf<TTable>;
  }

  /** The visible record, refused when its company is only read or (unless `allowDeleted`) it is deleted. */
  async function findWritable(tx: Tx, access: RequestAccess, id: string, allowDeleted = false) {
    const current = await findVisible(tx, access, id);
    assertWritable(access, current.companyId as string, def.module);
    if (!allowDeleted && current.deletedAt) throw new AppError('statusError');
    return current;
  }

  /** A written row as the view reads it: with the extra columns, read again when there are any. */
  async function reread(tx: Tx, row: RowOf<TTable>): Promise<RowOf<TTable>> {
    if (!def.extraColumns) return row;
    const [full] = await tx
      .select(columns)
      .from(table as RegistryTable)
      .where(eq(table.id, row.id as string));
    return full as RowOf<TTable>;
  }

  async function writeRow(tx: Tx, id: string, values: Record<string, unknown>): Promise<RowOf<TTable>> {
    const [updated] = await tx
      .update(table as RegistryTable)
      .set(values)
      .where(eq(table.id, id))
      .returning();
    return reread(tx, updated as RowOf<TTable>);
  }

  return {
    table,
    toView: view,
    findVisible,

    /** GET list: a page of the visible companies' records, or every change since `updatedSince`. */
    async list(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: TQuery) {
      const { db, scope } = tenant(ctx, auth, access);
      return withTenant(db, scope, async (tx) => {
        const rows = await selectRows(tx, access, query, registryWindow(query));
        const [total] = await tx
          .select({ n: count() })
          .from(table as RegistryTable)
          .where(registryListWhere(def, access.companyIds, query));
        return { items: rows.map(view), total: total?.n ?? 0, syncedAt: await syncInstant(tx) };
      });
    },

    /** GET export: every record the list's filters match (up to the cap), as a spreadsheet. */
    async exportSheet(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: TQuery) {
      const { db, scope } = tenant(ctx, auth, access);
      const rows = await withTenant(db, scope, (tx) =>
        selectRows(tx, access, { ...query, updatedSince: undefined }, { limit: EXPORT_CAP, offset: 0 }),
      );
      return buildXlsx(def.sheetTitle, [...def.exportColumns], rows);
    },

    /** GET one: a record of the visible companies, deleted ones included (404 otherwise). */
    async get(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
      const { db, scope } = tenant(ctx, auth, access);
      return view(await withTenant(db, scope, (tx) => findVisible(tx, access, id)));
    },

    /** POST: a new record of the selected company. */
    async create(
      ctx: AppContext,
      auth: AuthSession,
      access: RequestAccess,
      values: ValuesOf<TTable>,
      check?: WriteCheck,
    ) {
      const { db, scope } = tenant(ctx, auth, access);
      const row = await withTenant(db, scope, async (tx) => {
        await check?.(tx);
        const [inserted] = await tx
          .insert(table as RegistryTable)
          .values({ ...values, companyId: auth.companyId! })
          .returning();
        return reread(tx, inserted as RowOf<TTable>);
      });
      return view(row);
    },

    /** PUT: a deleted record must be restored first (statusError). */
    async update(
      ctx: AppContext,
      auth: AuthSession,
      access: RequestAccess,
      id: string,
      values: ValuesOf<TTable>,
      check?: WriteCheck,
    ) {
      const { db, scope } = tenant(ctx, auth, access);
      const row = await withTenant(db, scope, async (tx) => {
        await findWritable(tx, access, id);
        await check?.(tx);
        return writeRow(tx, id, values);
      });
      return view(row);
    },

    /** DELETE (soft) and POST …/restore: `deletedAt` set or cleared; doing it twice changes nothing. */
    async setDeleted(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string, deleted: boolean) {
      const { db, scope } = tenant(ctx, auth, access);
      const row = await withTenant(db, scope, async (tx) => {
        const current = await findWritable(tx, access, id, true);
        if ((current.deletedAt !== null) === deleted) return current;
        return writeRow(tx, id, { deletedAt: deleted ? new Date() : null });
      });
      return view(row);
    },

    /** The record's changes from the change log, oldest first (404 when the record is not visible). */
    async history(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
      const { db, scope } = tenant(ctx, auth, access);
      const rows = await withTenant(db, scope, async (tx) => {
        await findVisible(tx, access, id);
        return tx
          .select()
          .from(changeLog)
          .where(and(eq(changeLog.tableName, getTableName(table)), eq(changeLog.recordId, id)))
          .orderBy(asc(changeLog.changedAt), asc(changeLog.id));
      });
      const items = rows.map((row): RegistryHistoryEntry => ({
        operation: row.operation,
        changedAt: row.changedAt.toISOString(),
        changedBy: row.changedBy,
        changedByName: row.changedByName,
        changedByAdmin: row.changedByAdmin,
        changes: row.changes,
      }));
      return { items };
    },
  };
}

/** The metadata every registry view answers (registryRecordShape), from the row. */
export function registryMeta(row: {
  id: string;
  companyId: string;
  active: boolean;
  createdAt: Date;
  updatedAt: Date | null;
  deletedAt: Date | null;
}) {
  return {
    id: row.id,
    companyId: row.companyId,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
    deletedAt: iso(row.deletedAt),
  };
}

export type Registry<TTable extends RegistryTable, TView, TQuery extends RegistryListQuery> = ReturnType<
  typeof defineRegistry<TTable, TView, TQuery>
>;
