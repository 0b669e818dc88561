import { companyMembers, events, surgeons, transactions, type Queryable } from '@honora/db';
import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { ownEvent } from '../modules/events/event-scope';
import type { OrderBy, OrderField, TransactionWhere } from './transaction-where';

export type TransactionRow = typeof transactions.$inferSelect;

/** Which ledger rows a request may read: its companies, and only its own events' rows for the "own" members. */
export interface LedgerScope {
  companyIds: readonly string[];
  ownerUserId: string | null;
}

type IdFilter = { equals?: string | null; in?: readonly string[] | null; isNull?: boolean | null } | null | undefined;

function idCondition(column: AnyColumn, filter: IdFilter): SQL[] {
  if (!filter) return [];
  const out: SQL[] = [];
  if (filter.equals != null) out.push(eq(column, filter.equals));
  if (filter.in != null) out.push(inArray(column, [...filter.in]));
  if (filter.isNull === true) out.push(isNull(column));
  if (filter.isNull === false) out.push(isNotNull(column));
  return out;
}

function rangeCondition(
  column: AnyColumn,
  range: { gte?: string | null; lt?: string | null } | null | undefined,
  cast: 'date' | 'timestamptz',
): SQL[] {
  if (!range) return [];
  const out: SQL[] = [];
  const value = (text: string) => (cast === 'date' ? sql`${text}::date` : sql`${text}::timestamptz`);
  if (range.gte != null) out.push(gte(column, value(range.gte)));
  if (range.lt != null) out.push(lt(column, value(range.lt)));
  return out;
}

/** The SQL of billing.md §7's filters, inside the scope. */
export function ledgerWhere(scope: LedgerScope, where: TransactionWhere): SQL {
  const t = transactions;
  const conditions: SQL[] = [inArray(t.companyId, [...scope.companyIds])];
  if (scope.ownerUserId) {
    conditions.push(
      exists(sql`(select 1 from ${events} where ${events.id} = ${t.eventId} and ${ownEvent(scope.ownerUserId)})`),
    );
  }
  conditions.push(
    ...idCondition(t.eventId, where.eventId),
    ...idCondition(t.cobrancaId, where.cobrancaId),
    ...idCondition(t.transferId, where.transferId),
    ...idCondition(t.action, where.action),
    ...idCondition(t.canceledId, where.canceledId),
    ...idCondition(t.canceledById, where.canceledById),
    ...rangeCondition(t.creationDate, where.creationDate, 'timestamptz'),
    ...rangeCondition(t.date, where.date, 'date'),
    ...idCondition(t.companyId, where.companyId),
    ...idCondition(t.matrizId, where.matrizId),
    ...idCondition(t.healthInsuranceId, where.healthInsuranceId),
    ...idCondition(t.receiverId, where.receiverId),
    ...idCondition(t.receiverType, where.receiverType),
    ...idCondition(t.type, where.type),
    ...idCondition(t.appealId, where.appealId),
  );
  const hasSome = where.batchesIds?.hasSome;
  if (hasSome != null) {
    conditions.push(hasSome.length === 0 ? sql`false` : arrayOverlaps(t.batchesIds, [...hasSome]));
  }
  return and(...conditions)!;
}

const ORDER_COLUMNS: Record<OrderField, AnyColumn> = {
  date: transactions.date,
  creationDate: transactions.creationDate,
  eventId: transactions.eventId,
  action: transactions.action,
  type: transactions.type,
};

/** A page of ledger rows; newest first unless ordered otherwise, the id breaking ties. */
export async function listTransactions(
  q: Queryable,
  condition: SQL,
  page: { skip: number; take: number; orderBy: OrderBy },
): Promise<TransactionRow[]> {
  const order = page.orderBy.map(({ field, direction }) =>
    direction === 'asc' ? asc(ORDER_COLUMNS[field]) : desc(ORDER_COLUMNS[field]),
  );
  if (page.orderBy.length === 0) order.push(desc(transactions.creationDate));
  return q
    .select()
    .from(transactions)
    .where(condition)
    .orderBy(...order, desc(transactions.id))
    .limit(page.take)
    .offset(page.skip);
}

export async function countTransactions(q: Queryable, condition: SQL): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(condition);
  return row?.n ?? 0;
}

/** Rows by id inside the scope (the subscription's changed rows; the mutations' answers). */
export async function findTransactions(
  q: Queryable,
  condition: SQL,
  ids: readonly string[],
): Promise<TransactionRow[]> {
  if (ids.length === 0) return [];
  return q
    .select()
    .from(transactions)
    .where(and(condition, inArray(transactions.id, [...ids])))
    .orderBy(asc(transactions.creationDate), asc(transactions.id));
}

/** The non-money fields updateManyTransaction may change. */
export type OpenEntryUpdate = Partial<
  Pick<TransactionRow, 'paid' | 'receiverId' | 'receiverType' | 'appealId' | 'cobrancaId'>
>;

/** Updates the event's active entries that no transfer holds; answers their ids. */
export async function updateOpenEntries(q: Queryable, eventId: string, set: OpenEntryUpdate): Promise<string[]> {
  const rows = await q
    .update(transactions)
    .set(set)
    .where(
      and(
        eq(transactions.eventId, eventId),
        isNull(transactions.canceledId),
        isNull(transactions.canceledById),
        isNull(transactions.transferId),
      ),
    )
    .returning({ id: transactions.id });
  return rows.map((r) => r.id);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a receiver exists among the companies: anesthetists and residents are members (users),
 * surgeons are the surgeons registry, a company is one of the companies.
 */
export async function receiverExists(
  q: Queryable,
  companyIds: readonly string[],
  type: TransactionRow['receiverType'],
  id: string,
): Promise<boolean> {
  if (!UUID.test(id) || companyIds.length === 0) return false;
  if (type === 'company') return companyIds.includes(id);
  const [row] =
    type === 'surgeon'
      ? await q
          .select({ id: surgeons.id })
          .from(surgeons)
          .where(and(eq(surgeons.id, id), inArray(surgeons.companyId, [...companyIds]), isNull(surgeons.deletedAt)))
          .limit(1)
      : await q
          .select({ id: companyMembers.userId })
          .from(companyMembers)
          .where(and(eq(companyMembers.userId, id), inArray(companyMembers.companyId, [...companyIds])))
          .limit(1);
  return row !== undefined;
}
