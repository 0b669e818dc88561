import { createHash } from 'node:crypto';
import { healthInsurers, rowsOf, transfers, type Queryable } from '@honora/db';
import { monthAfter, type ShareLine, type TransferMode } from '@honora/domain';
import { and, count, desc, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';

export type TransferRow = typeof transfers.$inferSelect;

/**
 * The receipts a transfer of `month` in `mode` takes (decision 031): the company's active
 * Received entries not yet passed on (no transfer_id), paid up to the end of the month —
 * earlier months' leftovers included. ALL takes them all; RECEIVED the ones outside a collection
 * or in one released for transfer, not appeal recoveries; RECURSED the appeal recoveries.
 */
export function openEntriesWhere(companyId: string, month: string, mode: TransferMode): SQL {
  const byMode: Record<TransferMode, SQL> = {
    ALL: sql`true`,
    RECEIVED: sql`t.appeal_id is null and (t.cobranca_id is null or exists (
      select 1 from cobrancas c where c.id = t.cobranca_id and c.is_allow_transfer and c.active))`,
    RECURSED: sql`t.appeal_id is not null`,
  };
  return sql`t.company_id = ${companyId}::uuid and t.transfer_id is null and t.action = 'Received'
    and t.canceled_id is null and t.canceled_by_id is null and t.date < ${`${monthAfter(month)}-01`}::date
    and ${byMode[mode]}`;
}

export interface OpenEntry {
  id: string;
  procedureRowId: string | null;
  receiverId: string | null;
  receiverType: 'anesthetist' | 'surgeon' | 'resident' | 'company';
  healthInsuranceId: string | null;
  value: string;
}

/** The entries a transfer takes (openEntriesWhere) and the revenue teams of their procedure rows. */
export async function openEntries(
  q: Queryable,
  where: SQL,
): Promise<{ entries: OpenEntry[]; teams: Map<string, ShareLine[]> }> {
  const entries = rowsOf<OpenEntry>(
    await q.execute(sql`select t.id, t.procedure_row_id as "procedureRowId", t.receiver_id as "receiverId",
        t.receiver_type as "receiverType", t.health_insurance_id as "healthInsuranceId", t.value::text as value
      from transactions t where ${where} order by t.id`),
  );
  const teamRows = rowsOf<{ id: string; team: ShareLine[] }>(
    await q.execute(sql`select p.id, p.revenue_team as team from event_procedures p
      where p.id in (select t.procedure_row_id from transactions t where ${where} and t.procedure_row_id is not null)`),
  );
  return { entries, teams: new Map(teamRows.map((r) => [r.id, r.team])) };
}

/** Stamps the transfer's id on the entries it takes; answers their ids (the lock compares them). */
export async function stampEntries(q: Queryable, where: SQL, transferId: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await q.execute(sql`update transactions t set transfer_id = ${transferId}::uuid where ${where} returning t.id`),
  );
  return rows.map((r) => r.id);
}

/** What identifies a set of entries: the SHA-256 of their ids in order. */
export function entriesHash(ids: readonly string[]): string {
  return createHash('sha256')
    .update([...ids].sort().join(','))
    .digest('hex');
}

export async function unstampEntries(q: Queryable, transferId: string): Promise<void> {
  await q.execute(sql`update transactions set transfer_id = null where transfer_id = ${transferId}::uuid`);
}

/** The names of receivers: users (anesthetists, residents) and surgeons. */
export async function receiverNames(q: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ id: string; name: string }>(
    await q.execute(sql`select u.id::text as id, u.name from users u where u.id::text in (${list})
        and exists (select 1 from company_members m where m.user_id = u.id and m.company_id = ${companyId}::uuid)
      union all select s.id::text, s.name from surgeons s where s.company_id = ${companyId}::uuid and s.id::text in (${list})`),
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface TransferFilters {
  from?: string | undefined;
  until?: string | undefined;
  mode?: TransferMode | undefined;
}

const transferColumns = getTableColumns(transfers);
// Qualified by hand: inside the subquery a bare "id" would be user_transfers' own.
const paidCount = sql<number>`(select count(*)::int from user_transfers u where u.transfer_id = "transfers"."id" and u.is_paid)`;

export type TransferWithPaid = TransferRow & { paidCount: number };

/** A page of the company's live transfers, newest month first. */
export async function listTransfers(
  q: Queryable,
  companyIds: readonly string[],
  f: TransferFilters,
  window: { limit: number; offset: number },
): Promise<{ items: TransferWithPaid[]; total: number }> {
  const condition = and(
    inArray(transfers.companyId, [...companyIds]),
    eq(transfers.active, true),
    f.from ? gte(transfers.month, f.from) : undefined,
    f.until ? lt(transfers.month, f.until) : undefined,
    f.mode ? eq(transfers.mode, f.mode) : undefined,
  );
  const items = await q
    .select({ ...transferColumns, paidCount })
    .from(transfers)
    .where(condition)
    .orderBy(desc(transfers.month), desc(transfers.code))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await q.select({ n: count() }).from(transfers).where(condition);
  return { items, total: total?.n ?? 0 };
}

export async function findTransfer(
  q: Queryable,
  companyIds: readonly string[],
  id: string,
  lock = false,
): Promise<TransferWithPaid | undefined> {
  const query = q
    .select({ ...transferColumns, paidCount })
    .from(transfers)
    .where(and(eq(transfers.id, id), inArray(transfers.companyId, [...companyIds]), eq(transfers.active, true)));
  const [row] = lock ? await query.for('update', { of: transfers }) : await query;
  return row;
}

/** The live transfer of a company's month and mode, locked for update. */
export async function lockMonthTransfer(q: Queryable, companyId: string, month: string, mode: TransferMode) {
  const [row] = await q
    .select()
    .from(transfers)
    .where(
      and(
        eq(transfers.companyId, companyId),
        eq(transfers.month, `${month}-01`),
        eq(transfers.mode, mode),
        eq(transfers.active, true),
      ),
    )
    .for('update');
  return row;
}

/** Inserts the month's transfer unless another request just did (the partial unique index): undefined then. */
export async function insertTransfer(
  q: Queryable,
  values: { companyId: string; code: number; month: string; mode: TransferMode },
): Promise<TransferRow | undefined> {
  const [row] = await q
    .insert(transfers)
    .values({ ...values, month: `${values.month}-01` })
    .onConflictDoNothing({
      target: [transfers.companyId, transfers.month, transfers.mode],
      where: sql`${transfers.active}`,
    })
    .returning();
  return row;
}

export async function updateTransfer(q: Queryable, id: string, values: Partial<typeof transfers.$inferInsert>) {
  const [row] = await q.update(transfers).set(values).where(eq(transfers.id, id)).returning();
  return row!;
}

export async function insurerNames(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ id: healthInsurers.id, name: healthInsurers.name })
    .from(healthInsurers)
    .where(inArray(healthInsurers.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whether the company already has a transfer (live or discarded) with this code. */
export async function codeTaken(q: Queryable, companyId: string, code: number): Promise<boolean> {
  const rows = await q
    .select({ id: transfers.id })
    .from(transfers)
    .where(and(eq(transfers.companyId, companyId), eq(transfers.code, code)))
    .limit(1);
  return rows.length > 0;
}

export async function maxCode(q: Queryable, companyId: string): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`coalesce(max(${transfers.code}), 0)::int` })
    .from(transfers)
    .where(eq(transfers.companyId, companyId));
  return row?.n ?? 0;
}
