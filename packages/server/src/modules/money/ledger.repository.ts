import {
  appealItems,
  companies,
  eventProcedures,
  events,
  inIds,
  rowsOf,
  transactions,
  typesOfPayment,
  type MetaColumn,
  type Queryable,
} from '@honora/db';
import { eventMoneyTotals, type EventMoneyTotals, type LedgerEntry } from '@honora/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

/**
 * The ledger's reads and writes, built for many events at once (a bulk money action moves up to
 * 500): each read is one query over all the events, each write one statement. It decides nothing.
 */

export type TransactionRow = typeof transactions.$inferSelect;
export type TransactionValues = Omit<typeof transactions.$inferInsert, MetaColumn>;

/** What an event lends its entries (denormalized fields) and what the ledger checks before posting. */
export interface LedgerEventFacts {
  id: string;
  companyId: string;
  matrizId: string | null;
  isMatriz: boolean;
  healthInsuranceId: string | null;
  batchesIds: string[];
  hospitalId: string | null;
  dtProcedure: string | null;
  anesthetistId: string | null;
  active: boolean;
  isLocked: boolean;
  status: string;
  version: number;
  /** The collection charging the event (billing.md §3 Collection). */
  cobrancaId: string | null;
  /** Its company receives only through collections (billing.md §6 company flag). */
  receivesOnlyByCollections: boolean;
}

/** The events of `ids` (row-level security scopes them); `lock` takes their rows FOR UPDATE. */
export async function loadEventFacts(q: Queryable, ids: readonly string[], lock: boolean): Promise<LedgerEventFacts[]> {
  if (ids.length === 0) return [];
  const query = q
    .select({
      id: events.id,
      companyId: events.companyId,
      matrizId: events.matrizId,
      isMatriz: sql<boolean>`coalesce(${companies.isMatriz}, false)`,
      healthInsuranceId: events.healthInsuranceId,
      batchesIds: events.batchesIds,
      hospitalId: events.hospitalId,
      dtProcedure: events.dtProcedure,
      anesthetistId: events.anesthetistId,
      active: events.active,
      isLocked: events.isLocked,
      status: events.status,
      version: events.version,
      cobrancaId: events.cobrancaId,
      receivesOnlyByCollections: sql<boolean>`coalesce((${companies.flags} ->> 'receiveOnlyByCollections')::boolean, false)`,
    })
    .from(events)
    .leftJoin(companies, eq(companies.id, events.companyId))
    .where(inIds(events.id, ids));
  return lock ? query.for('update', { of: events }) : query;
}

/** The value fields of the event columns, in the domain's names (every key of EventMoneyTotals). */
export const TOTAL_FIELDS = Object.keys(eventMoneyTotals([])) as (keyof EventMoneyTotals)[];

/** An event's stored money: its item values (complementation, fee, expenses) and its stored totals. */
export type StoredEventMoney = { id: string; hasCuted: boolean; hasLoss: boolean } & EventMoneyTotals;

export async function loadStoredMoney(q: Queryable, ids: readonly string[]): Promise<StoredEventMoney[]> {
  if (ids.length === 0) return [];
  const totals = Object.fromEntries(TOTAL_FIELDS.map((field) => [field, events[field]])) as {
    [K in keyof EventMoneyTotals]: (typeof events)[K];
  };
  return q
    .select({ id: events.id, hasCuted: events.hasCuted, hasLoss: events.hasLoss, ...totals })
    .from(events)
    .where(inIds(events.id, ids));
}

/** A live procedure row as the ledger reads it (an item of its event). */
export interface LedgerProcedure {
  id: string;
  eventId: string;
  idProc: string;
  name: string;
  value: string;
  received: string;
  loss: string;
  glosado: string;
  discount: string;
  over: string;
  cutReason: string | null;
  cutReasonCode: string | null;
  cuteReasonIds: string[];
}

/** The live procedure rows of the events, in each event's order. */
export async function loadProcedures(q: Queryable, eventIds: readonly string[]): Promise<LedgerProcedure[]> {
  if (eventIds.length === 0) return [];
  return q
    .select({
      id: eventProcedures.id,
      eventId: eventProcedures.eventId,
      idProc: eventProcedures.idProc,
      name: eventProcedures.name,
      value: eventProcedures.value,
      received: eventProcedures.received,
      loss: eventProcedures.loss,
      glosado: eventProcedures.glosado,
      discount: eventProcedures.discount,
      over: eventProcedures.over,
      cutReason: eventProcedures.cutReason,
      cutReasonCode: eventProcedures.cutReasonCode,
      cuteReasonIds: eventProcedures.cuteReasonIds,
    })
    .from(eventProcedures)
    .where(and(inIds(eventProcedures.eventId, eventIds), isNull(eventProcedures.deletedAt)))
    .orderBy(
      asc(eventProcedures.eventId),
      asc(eventProcedures.order),
      asc(eventProcedures.createdAt),
      asc(eventProcedures.id),
    );
}

const isActive = and(isNull(transactions.canceledId), isNull(transactions.canceledById));

/** The active entries of the events (neither cancelled nor a cancellation). */
export async function loadActiveEntries(
  q: Queryable,
  eventIds: readonly string[],
): Promise<(LedgerEntry & { eventId: string; glosaCodes: string[]; glosaReason: string | null })[]> {
  if (eventIds.length === 0) return [];
  return q
    .select({
      eventId: transactions.eventId,
      action: transactions.action,
      type: transactions.type,
      procedureRowId: transactions.procedureRowId,
      value: transactions.value,
      appealId: transactions.appealId,
      glosaCodes: transactions.glosaCodes,
      glosaReason: transactions.glosaReason,
    })
    .from(transactions)
    .where(and(inIds(transactions.eventId, eventIds), isActive));
}

/** What the events' appeals contested and the insurers accepted (the sums of their appeal items). */
export async function loadAppealMoney(
  q: Queryable,
  eventIds: readonly string[],
): Promise<{ eventId: string; appealed: string; accepted: string }[]> {
  if (eventIds.length === 0) return [];
  return q
    .select({
      eventId: appealItems.eventId,
      appealed: sql<string>`sum(${appealItems.valueAppealed})::text`,
      accepted: sql<string>`sum(${appealItems.valueAccepted})::text`,
    })
    .from(appealItems)
    .where(inIds(appealItems.eventId, eventIds))
    .groupBy(appealItems.eventId);
}

/** Every transaction of an event, cancelled ones and counter-entries included, newest first. */
export async function listEventTransactions(q: Queryable, eventId: string): Promise<TransactionRow[]> {
  return q
    .select()
    .from(transactions)
    .where(eq(transactions.eventId, eventId))
    .orderBy(desc(transactions.creationDate), desc(transactions.id));
}

/** Transactions by id (visible ones only); `lock` takes them FOR UPDATE. */
export async function findTransactions(q: Queryable, ids: readonly string[], lock = false): Promise<TransactionRow[]> {
  if (ids.length === 0) return [];
  const query = q.select().from(transactions).where(inIds(transactions.id, ids));
  return lock ? query.for('update') : query;
}

/** Rows per insert: one JSON parameter each, so a large settlement is a few statements. */
const INSERT_CHUNK = 5000;

/**
 * Inserts the entries, a chunk a statement, as one JSON document unpacked by the database
 * (jsonb_to_recordset): thousands of entries cost one parameter, not thirty per entry. An id
 * already stored is skipped. Answers the ids inserted.
 */
export async function insertTransactions(q: Queryable, rows: readonly TransactionValues[]): Promise<string[]> {
  if (rows.length === 0) return [];
  // Every column any entry names (an entry without one of them writes null there, not its default).
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))] as (keyof TransactionValues)[];
  const columns = keys.map((key) => transactions[key]);
  const names = sql.raw(columns.map((c) => column(c.name)).join(', '));
  const shape = sql.raw(columns.map((c) => `${column(c.name)} ${c.getSQLType()}`).join(', '));
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows
      .slice(i, i + INSERT_CHUNK)
      .map((row) => Object.fromEntries(columns.map((c, k) => [c.name, row[keys[k]!]])));
    const inserted = rowsOf<{ id: string }>(
      await q.execute(sql`insert into ${transactions} (${names})
        select ${names} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(${shape})
        on conflict (id) do nothing returning id`),
    );
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** Links each original to the counter-entry that names it (canceled_by_id), in one statement. */
export async function markCanceled(q: Queryable, originalIds: readonly string[]): Promise<number> {
  if (originalIds.length === 0) return 0;
  const counter = sql`(select c.id from ${transactions} c where c.canceled_id = ${transactions.id} limit 1)`;
  const rows = await q
    .update(transactions)
    .set({ canceledById: counter })
    .where(and(inIds(transactions.id, originalIds), isNull(transactions.canceledById)))
    .returning({ id: transactions.id });
  return rows.length;
}

const column = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One event's new totals; `bump` moves it to its next version; a `status` finishes it. */
export interface EventTotalsWrite {
  id: string;
  totals: EventMoneyTotals;
  hasCuted: boolean;
  hasLoss: boolean;
  bump: boolean;
  status: string | null;
}

/**
 * Runs a write of totals derived from the entries outside the change history (migration 0039;
 * an event's status change is still logged, migration 0040): the flag is local to the database
 * transaction, so a failed write leaves nothing set.
 */
async function derivedWrite(q: Queryable, write: () => Promise<unknown>): Promise<void> {
  await q.execute(sql`select set_config('honora.ledger_derived', 'on', true)`);
  await write();
  await q.execute(sql`select set_config('honora.ledger_derived', 'off', true)`);
}

/**
 * Writes the totals of many events in one statement (jsonb_to_recordset), each with its own
 * values; an event given a status is finished in the same write (billing.md §4: a final status
 * always locks and clears the custom status).
 */
export async function writeEventTotals(q: Queryable, rows: readonly EventTotalsWrite[]): Promise<void> {
  if (rows.length === 0) return;
  const names = TOTAL_FIELDS.map((field) => events[field].name);
  const payload = rows.map((row) => ({
    id: row.id,
    bump: row.bump ? 1 : 0,
    has_cuted: row.hasCuted,
    has_loss: row.hasLoss,
    status: row.status,
    ...Object.fromEntries(TOTAL_FIELDS.map((field) => [events[field].name, row.totals[field]])),
  }));
  const sets = sql.raw(names.map((n) => `${column(n)} = v.${column(n)}`).join(', '));
  const shape = sql.raw(names.map((n) => `${column(n)} numeric`).join(', '));
  await derivedWrite(q, () =>
    q.execute(sql`update ${events} set ${sets}, has_cuted = v.has_cuted, has_loss = v.has_loss,
      version = ${events.version} + v.bump,
      status = coalesce(v.status, ${events.status}),
      is_locked = ${events.isLocked} or v.status is not null,
      custom_status = case when v.status is null then ${events.customStatus} end
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
      as v(id uuid, bump integer, has_cuted boolean, has_loss boolean, status text, ${shape})
    where ${events.id} = v.id`),
  );
}

/** A procedure row's balance as its columns keep it. */
export interface ProcedureMoneyWrite {
  id: string;
  received: string;
  loss: string;
  glosado: string;
  discount: string;
  over: string;
  cutReason: string | null;
  cutReasonCode: string | null;
  cuteReasonIds: string[];
}

/** Writes the money columns of many procedure rows in one statement. */
export async function writeProcedureMoney(q: Queryable, rows: readonly ProcedureMoneyWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await derivedWrite(q, () =>
    q.execute(sql`update ${eventProcedures} set received = v.received, loss = v.loss, glosado = v.glosado,
      discount = v.discount, "over" = v."over", cut_reason = v."cutReason", cut_reason_code = v."cutReasonCode",
      cute_reason_ids = v."cuteReasonIds"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(id uuid, received numeric, loss numeric, glosado numeric, discount numeric, "over" numeric,
        "cutReason" text, "cutReasonCode" text, "cuteReasonIds" text[])
    where ${eventProcedures.id} = v.id`),
  );
}

/** Finishes the events (billing.md §4: a final status always locks); `bump` moves them to their next version. */
export async function finishEvents(q: Queryable, ids: readonly string[], status: string, bump: boolean): Promise<void> {
  if (ids.length === 0) return;
  await q
    .update(events)
    .set({
      status,
      isLocked: true,
      customStatus: null,
      ...(bump ? { version: sql`${events.version} + 1` } : {}),
    })
    .where(inIds(events.id, ids));
}

/** Whether a live, active type of payment of these companies has this id. */
export async function typeOfPaymentExists(q: Queryable, companyIds: readonly string[], id: string): Promise<boolean> {
  if (companyIds.length === 0) return false;
  const [row] = await q
    .select({ id: typesOfPayment.id })
    .from(typesOfPayment)
    .where(
      and(
        eq(typesOfPayment.id, id),
        inArray(typesOfPayment.companyId, [...companyIds]),
        eq(typesOfPayment.active, true),
        isNull(typesOfPayment.deletedAt),
      ),
    );
  return row !== undefined;
}

/**
 * A collection's paid and cut amounts are the sums of its active entries (billing.md §3
 * Collection; decision 030): recomputed in the transaction of every write that touches them.
 */
export async function recomputeCollections(q: Queryable, cobrancaIds: readonly string[]): Promise<void> {
  if (cobrancaIds.length === 0) return;
  await q.execute(sql`
    update cobrancas c set
      paid = coalesce(s.paid, 0),
      cut = coalesce(s.cut, 0)
    from (
      select x.id,
        (select sum(t.value) from transactions t
          where t.cobranca_id = x.id and t.action = 'Received' and t.canceled_id is null and t.canceled_by_id is null) as paid,
        (select sum(t.value) from transactions t
          where t.cobranca_id = x.id and t.action in ('Glosado', 'Losed') and t.canceled_id is null and t.canceled_by_id is null) as cut
      from unnest(array[${sql.join(
        cobrancaIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]) as x(id)
    ) s
    where c.id = s.id`);
}
