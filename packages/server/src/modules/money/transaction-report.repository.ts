import type { TransactionReportQuery } from '@honora/contract';
import {
  companies,
  events,
  healthInsurers,
  hospitals,
  patients,
  transactions,
  typesOfPayment,
  type Queryable,
} from '@honora/db';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** The filters of a report call without its page (the export takes the same). */
export type TransactionReportFilters = Omit<TransactionReportQuery, 'page' | 'pageSize' | 'companyIds'>;

/** Brazil has had no daylight saving time since 2019: a calendar day starts at 03:00 UTC. */
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00-03:00`);

const isActive = and(isNull(transactions.canceledId), isNull(transactions.canceledById))!;

const oneOrMany = <T extends string>(column: Parameters<typeof eq>[0], values: readonly T[]) =>
  values.length === 0 ? undefined : values.length === 1 ? eq(column, values[0]!) : inArray(column, [...values]);

/**
 * The WHERE of the report (billing.md §2 reportTransactions, §7 filters): the companies, then
 * each filter. The common report — one insurer over a month of payment dates — is one range of
 * the (company, insurer, date) index, which also carries what the totals add (migration 0022).
 */
export function transactionReportWhere(companyIds: readonly string[], filters: TransactionReportFilters): SQL {
  const date = filters.dateField === 'creationDate' ? transactions.creationDate : transactions.date;
  const bound = (day: string) => (filters.dateField === 'creationDate' ? dayStart(day) : day);
  return and(
    oneOrMany(transactions.companyId, companyIds),
    oneOrMany(transactions.healthInsuranceId, filters.healthInsuranceIds),
    oneOrMany(transactions.receiverId, filters.receiverIds),
    filters.batchId ? sql`${transactions.batchesIds} @> array[${filters.batchId}]::uuid[]` : undefined,
    filters.hospitalId ? eq(transactions.hospitalId, filters.hospitalId) : undefined,
    oneOrMany(transactions.action, filters.actions),
    oneOrMany(transactions.type, filters.types),
    filters.from ? sql`${date} >= ${bound(filters.from)}` : undefined,
    filters.to ? sql`${date} < ${bound(filters.to)}` : undefined,
    filters.withCanceled === 'true' ? undefined : isActive,
    filters.external === 'true'
      ? sql`${transactions.action} = 'Received' and (${transactions.type} = 'ATTENDANCEFEE' or exists (
          select 1 from health_insurers hi where hi.id = ${transactions.healthInsuranceId} and hi.is_particular))`
      : undefined,
  )!;
}

/** Newest payment date first, then newest recorded (the same order for the page and the export). */
function orderOf(filters: Pick<TransactionReportFilters, 'dateField'>) {
  return filters.dateField === 'creationDate'
    ? [desc(transactions.creationDate), desc(transactions.id)]
    : [desc(transactions.date), desc(transactions.creationDate), desc(transactions.id)];
}

/** The row's procedure: "code — name" of its procedure row (PROCEDURE entries); null for the other kinds. */
const procedureLabel = sql<string | null>`(select ep.id_proc || ' — ' || ep.name from event_procedures ep
  where ep.id = ${transactions.procedureRowId})`;

/**
 * A row of the page or the export: the entry, its event's guide, and the names it links to.
 * The names are joined, not looked up one per row: the registries are small next to the ledger,
 * and a per-row subquery makes row-level security re-check every registry row it scans.
 */
const rowColumns = {
  id: transactions.id,
  eventId: transactions.eventId,
  companyId: transactions.companyId,
  companyName: sql<string>`${companies.name}`,
  numGuide: events.numGuide,
  patientName: patients.name,
  date: transactions.date,
  creationDate: transactions.creationDate,
  insurerName: healthInsurers.name,
  batchesIds: transactions.batchesIds,
  hospitalName: hospitals.name,
  procedureLabel,
  action: transactions.action,
  type: transactions.type,
  value: sql<string>`${transactions.value}::text`,
  typeOfPaymentName: typesOfPayment.name,
  receiverId: transactions.receiverId,
  receiverType: transactions.receiverType,
  userName: transactions.userName,
  isCanceled: sql<boolean>`(${transactions.canceledId} is not null or ${transactions.canceledById} is not null)`,
};

/** The joins that name a row's company, patient, insurer (the entry's, else the event's), hospital and type of payment. */
function withNames<T extends PgSelect>(query: T): T {
  return query
    .innerJoin(events, eq(events.id, transactions.eventId))
    .leftJoin(companies, eq(companies.id, transactions.companyId))
    .leftJoin(patients, eq(patients.id, events.patientId))
    .leftJoin(
      healthInsurers,
      eq(healthInsurers.id, sql`coalesce(${transactions.healthInsuranceId}, ${events.healthInsuranceId})`),
    )
    .leftJoin(hospitals, eq(hospitals.id, sql`coalesce(${transactions.hospitalId}, ${events.hospitalId})`))
    .leftJoin(typesOfPayment, eq(typesOfPayment.id, transactions.typeOfPaymentId)) as unknown as T;
}

export interface TransactionReportRowData {
  id: string;
  eventId: string;
  companyId: string;
  companyName: string;
  numGuide: string | null;
  patientName: string | null;
  date: string;
  creationDate: Date;
  insurerName: string | null;
  batchesIds: string[];
  hospitalName: string | null;
  procedureLabel: string | null;
  action: 'Received' | 'Losed' | 'Glosado' | 'Discounted';
  type: 'PROCEDURE' | 'COMPLEMENTATION' | 'ATTENDANCEFEE' | 'EXPENSE';
  value: string;
  typeOfPaymentName: string | null;
  receiverId: string | null;
  receiverType: 'anesthetist' | 'surgeon' | 'resident' | 'company';
  userName: string;
  isCanceled: boolean;
}

export interface TransactionReportTotalsData {
  count: number;
  activeCount: number;
  received: string;
  loss: string;
  glosado: string;
  discount: string;
}

const sumOf = (action: string) =>
  sql<string>`coalesce(sum(${transactions.value}) filter (where ${transactions.action} = ${action}
    and ${transactions.canceledId} is null and ${transactions.canceledById} is null), 0)::numeric(18,2)::text`;

/**
 * The two statements of a report call, unexecuted (the benchmark times the very same SQL).
 * The page picks its 100 ids first — one index range, sorted — and only then reads those rows
 * with their event's guide and the names they link to. The totals are one aggregate over the
 * same range: the count and the active entries' sums by action.
 */
export function transactionReportStatements(
  q: Queryable,
  companyIds: readonly string[],
  filters: TransactionReportFilters,
  window: { limit: number; offset: number },
) {
  const where = transactionReportWhere(companyIds, filters);
  const order = orderOf(filters);
  const pageIds = q
    .select({
      id: transactions.id,
      n: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('n'),
    })
    .from(transactions)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset)
    .as('page_ids');
  return {
    page: withNames(
      q.select(rowColumns).from(pageIds).innerJoin(transactions, eq(transactions.id, pageIds.id)).$dynamic(),
    ).orderBy(pageIds.n),
    totals: q
      .select({
        count: sql<number>`count(*)::int`,
        activeCount: sql<number>`(count(*) filter (where ${isActive}))::int`,
        received: sumOf('Received'),
        loss: sumOf('Losed'),
        glosado: sumOf('Glosado'),
        discount: sumOf('Discounted'),
      })
      .from(transactions)
      .where(where),
  };
}

export async function reportPage(
  q: Queryable,
  companyIds: readonly string[],
  filters: TransactionReportFilters,
  window: { limit: number; offset: number },
): Promise<{ rows: TransactionReportRowData[]; totals: TransactionReportTotalsData }> {
  const statements = transactionReportStatements(q, companyIds, filters, window);
  const rows = (await statements.page) as TransactionReportRowData[];
  const [totals] = await statements.totals;
  return { rows, totals: totals! };
}

/** How many entries the filters match (the export checks its cap before reading them). */
export async function countReportRows(
  q: Queryable,
  companyIds: readonly string[],
  filters: TransactionReportFilters,
): Promise<number> {
  const [row] = await q
    .select({ count: sql<number>`count(*)::int` })
    .from(transactions)
    .where(transactionReportWhere(companyIds, filters));
  return Number(row?.count ?? 0);
}

/**
 * A window of the matching entries in the report's order (the export: all at once, or an
 * export job's pages). The order ends on the id, so consecutive windows neither skip nor repeat.
 */
export async function exportReportRows(
  q: Queryable,
  companyIds: readonly string[],
  filters: TransactionReportFilters,
  window: { limit: number; offset: number },
): Promise<TransactionReportRowData[]> {
  return (await withNames(q.select(rowColumns).from(transactions).$dynamic())
    .where(transactionReportWhere(companyIds, filters))
    .orderBy(...orderOf(filters))
    .limit(window.limit)
    .offset(window.offset)) as TransactionReportRowData[];
}
