import type { BillingFeeBase } from '@honora/domain';
import { billingContracts, billingContractStatements, rowsOf, type Tx } from '@honora/db';
import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';

/**
 * The reads of the billing contract (billing.md §2 BillingContract; decision 052): the company's
 * live contracts, its statements, and the month's base by payer — the same figures the reports
 * show for the same month: active invoices by their date, active receipts (the ledger's Received
 * entries not cancelled) of active events by the entry's date, active events' produced value by
 * procedure date.
 */

export type BillingContractRow = typeof billingContracts.$inferSelect;
export type BillingStatementRow = typeof billingContractStatements.$inferSelect;

export interface BaseLineRow {
  insurer_id: string | null;
  insurer: string | null;
  items: number;
  value: string;
}

/** The company's live contracts, oldest first, with their statements in force. */
export async function liveContracts(tx: Tx, companyId: string) {
  const inForce = sql<number>`(select count(*)::int from billing_contract_statements s
    where s.contract_id = ${billingContracts.id} and s.status <> 'CANCELLED' and s.deleted_at is null)`;
  return tx
    .select({ contract: billingContracts, statementsInForce: inForce })
    .from(billingContracts)
    .where(and(eq(billingContracts.companyId, companyId), isNull(billingContracts.deletedAt)))
    .orderBy(billingContracts.startsOn, billingContracts.id);
}

/** One live contract of the company, locked for the change, or undefined. */
export async function lockedContract(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(billingContracts)
    .where(
      and(eq(billingContracts.id, id), eq(billingContracts.companyId, companyId), isNull(billingContracts.deletedAt)),
    )
    .for('update');
  return row;
}

/** The months ('YYYY-MM-01') a contract has statements in force for. */
export async function monthsInForce(tx: Tx, contractId: string): Promise<string[]> {
  const rows = await tx
    .select({ month: billingContractStatements.month })
    .from(billingContractStatements)
    .where(
      and(
        eq(billingContractStatements.contractId, contractId),
        ne(billingContractStatements.status, 'CANCELLED'),
        isNull(billingContractStatements.deletedAt),
      ),
    )
    .orderBy(billingContractStatements.month);
  return rows.map((r) => r.month);
}

/** The company's statements, newest month first (at most `limit`). */
export async function companyStatements(tx: Tx, companyId: string, where?: SQL, limit = 240) {
  return tx
    .select()
    .from(billingContractStatements)
    .where(and(eq(billingContractStatements.companyId, companyId), isNull(billingContractStatements.deletedAt), where))
    .orderBy(desc(billingContractStatements.month), desc(billingContractStatements.number))
    .limit(limit);
}

/** The next statement number of the company (1, 2, …), under the issue lock. */
export async function nextStatementNumber(tx: Tx, companyId: string): Promise<number> {
  const [row] = rowsOf<{ next: number }>(
    await tx.execute(sql`select coalesce(max(number), 0)::int + 1 as next
      from billing_contract_statements where company_id = ${companyId}`),
  );
  return row?.next ?? 1;
}

const BASE_QUERIES: Record<BillingFeeBase, (companyId: string, first: string, last: string) => SQL> = {
  INVOICED: (companyId, first, last) => sql`select i.health_insurance_id::text as insurer_id, h.name as insurer,
      count(*)::int as items, sum(i.value)::text as value
    from invoices i left join health_insurers h on h.id = i.health_insurance_id
    where i.company_id = ${companyId} and i.active and i.deleted_at is null and i.date between ${first} and ${last}
    group by i.health_insurance_id, h.name`,
  RECEIVED: (companyId, first, last) => sql`select e.health_insurance_id::text as insurer_id, h.name as insurer,
      count(*)::int as items, sum(t.value)::text as value
    from transactions t join events e on e.id = t.event_id
      left join health_insurers h on h.id = e.health_insurance_id
    where t.company_id = ${companyId} and t.action = 'Received' and t.canceled_id is null
      and t.canceled_by_id is null and e.active and t.date between ${first} and ${last}
    group by e.health_insurance_id, h.name`,
  PRODUCED: (companyId, first, last) => sql`select e.health_insurance_id::text as insurer_id, h.name as insurer,
      count(*)::int as items, coalesce(sum(e.total_produced), 0)::text as value
    from events e left join health_insurers h on h.id = e.health_insurance_id
    where e.company_id = ${companyId} and e.active and e.dt_procedure between ${first} and ${last}
    group by e.health_insurance_id, h.name`,
};

/** The month's base by payer, largest first. */
export async function baseLines(tx: Tx, base: BillingFeeBase, companyId: string, first: string, last: string) {
  return rowsOf<BaseLineRow>(await tx.execute(BASE_QUERIES[base](companyId, first, last)));
}
