import { rowsOf, type Queryable } from '@honora/db';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The SQL of the standard reports (decision 035): each is one grouped statement over the
 * session's scoped events (`scope`, eventScope written against `events`) or their active ledger
 * entries, answering one row per group with its key, its name and its sums (decimal text).
 */

/** The filters every report takes, besides the session's scope. */
export interface ReportFilters {
  from?: string | undefined;
  until?: string | undefined;
  healthInsuranceId?: string | undefined;
  hospitalId?: string | undefined;
  anesthetistId?: string | undefined;
}

/** One group of a report as the database adds it up: the key, a name, and numbers by column key. */
export type QueryRow = { key: string | null; name: string | null } & Record<string, string | number | null>;

/** The events' filters; `date` is the column the period reads (the procedure date or the entry's date). */
function where(scope: SQL, filters: ReportFilters, date: SQL): SQL {
  const parts: SQL[] = [scope, sql`events.active`];
  if (filters.from) parts.push(sql`${date} >= ${filters.from}`);
  if (filters.until) parts.push(sql`${date} <= ${filters.until}`);
  if (filters.healthInsuranceId) parts.push(sql`events.health_insurance_id = ${filters.healthInsuranceId}`);
  if (filters.hospitalId) parts.push(sql`events.hospital_id = ${filters.hospitalId}`);
  if (filters.anesthetistId) parts.push(sql`events.anesthetist_id = ${filters.anesthetistId}`);
  return sql.join(parts, sql` and `);
}

const byProcedureDate = (scope: SQL, filters: ReportFilters) => where(scope, filters, sql`events.dt_procedure`);

const production = sql`count(*)::int as events,
  coalesce(sum(events.total_produced), 0)::text as "totalProduced",
  coalesce(sum(events.total_received), 0)::text as "totalReceived",
  coalesce(sum(events.total_glosado), 0)::text as "totalGlosado",
  coalesce(sum(events.total_loss), 0)::text as "totalLoss",
  coalesce(sum(events.total_in_processing), 0)::text as "totalInProcessing"`;

/** The registry a production report groups by, and the events' column that names it. */
const GROUPS = {
  doctor: { table: sql`users`, column: sql`events.anesthetist_id` },
  insurer: { table: sql`health_insurers`, column: sql`events.health_insurance_id` },
  hospital: { table: sql`hospitals`, column: sql`events.hospital_id` },
} as const;

/** Production (events, produced, received, glosado, loss, in processing) by doctor, insurer or hospital. */
export async function productionBy(
  q: Queryable,
  group: keyof typeof GROUPS,
  scope: SQL,
  filters: ReportFilters,
): Promise<QueryRow[]> {
  const { table, column } = GROUPS[group];
  return rowsOf<QueryRow>(
    await q.execute(sql`select ${column}::text as key, min(g.name) as name, ${production}
      from events left join ${table} g on g.id = ${column}
      where ${byProcedureDate(scope, filters)} group by ${column}`),
  );
}

/** The live procedure rows of the scoped events by TUSS/CBHPM code: how many, produced, received, glosado. */
export async function productionByProcedure(q: Queryable, scope: SQL, filters: ReportFilters): Promise<QueryRow[]> {
  return rowsOf<QueryRow>(
    await q.execute(sql`select p.id_proc as key, min(p.name) as name, count(*)::int as quantity,
        coalesce(sum(p.value), 0)::text as "totalProduced", coalesce(sum(p.received), 0)::text as "totalReceived",
        coalesce(sum(p.glosado), 0)::text as "totalGlosado"
      from event_procedures p join events on events.id = p.event_id
      where p.deleted_at is null and ${byProcedureDate(scope, filters)} group by p.id_proc`),
  );
}

/** Glosa and its recovery by insurer: events, produced, glosado and received by appeal. */
export async function glosasByInsurer(q: Queryable, scope: SQL, filters: ReportFilters): Promise<QueryRow[]> {
  return rowsOf<QueryRow>(
    await q.execute(sql`select events.health_insurance_id::text as key, min(g.name) as name, count(*)::int as events,
        coalesce(sum(events.total_produced), 0)::text as "totalProduced",
        coalesce(sum(events.total_glosado), 0)::text as "totalGlosado",
        coalesce(sum(events.total_received_by_appeal), 0)::text as "totalReceivedByAppeal"
      from events left join health_insurers g on g.id = events.health_insurance_id
      where ${byProcedureDate(scope, filters)} group by events.health_insurance_id`),
  );
}

/** The active entries of an action on the scoped events, in the period by the entry's date. */
const activeEntries = (action: string, scope: SQL, filters: ReportFilters) =>
  sql`transactions t join events on events.id = t.event_id
    where t.action = ${action} and t.canceled_id is null and t.canceled_by_id is null
      and ${where(scope, filters, sql`t.date`)}`;

/**
 * Active glosa entries by their main reason — the first table-38 code, as a procedure row keeps
 * it (billing.md §3 Procedure cutReasonCode) — so each glosa counts once; no code: key ''.
 */
export async function glosasByReason(q: Queryable, scope: SQL, filters: ReportFilters): Promise<QueryRow[]> {
  return rowsOf<QueryRow>(
    await q.execute(sql`select coalesce(t.glosa_codes[1], '') as key, null as name, count(*)::int as entries,
        coalesce(sum(t.value), 0)::text as "totalGlosado"
      from ${activeEntries('Glosado', scope, filters)} group by 1`),
  );
}

/** Active receipts by type of payment (none: key null). */
export async function receiptsByTypeOfPayment(q: Queryable, scope: SQL, filters: ReportFilters): Promise<QueryRow[]> {
  return rowsOf<QueryRow>(
    await q.execute(sql`select t.type_of_payment_id::text as key, min(g.name) as name, count(*)::int as entries,
        coalesce(sum(t.value), 0)::text as "totalReceived"
      from transactions t join events on events.id = t.event_id
        left join types_of_payment g on g.id = t.type_of_payment_id
      where t.action = 'Received' and t.canceled_id is null and t.canceled_by_id is null
        and ${where(scope, filters, sql`t.date`)}
      group by t.type_of_payment_id`),
  );
}

/**
 * Events by status with their age: produced, in processing, the average days since the
 * procedure (to today in São Paulo) and the oldest procedure date.
 */
export async function eventsByStatus(q: Queryable, scope: SQL, filters: ReportFilters): Promise<QueryRow[]> {
  return rowsOf<QueryRow>(
    await q.execute(sql`select events.status as key, null as name, count(*)::int as events,
        coalesce(sum(events.total_produced), 0)::text as "totalProduced",
        coalesce(sum(events.total_in_processing), 0)::text as "totalInProcessing",
        round(avg((now() at time zone 'America/Sao_Paulo')::date - events.dt_procedure), 1)::float8 as "averageAge",
        count(events.dt_procedure)::int as "agedEvents",
        min(events.dt_procedure)::text as oldest
      from events where ${byProcedureDate(scope, filters)} group by events.status`),
  );
}
