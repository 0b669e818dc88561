import { inIds, rowsOf, type Queryable } from '@honora/db';
import { sql, type SQL } from 'drizzle-orm';

/** What the dashboard narrows the events to, besides the session's scope. */
export interface DashboardFilters {
  from?: string | undefined;
  until?: string | undefined;
  healthInsuranceId?: string | undefined;
  hospitalId?: string | undefined;
  anesthetistId?: string | undefined;
}

export type FigureKind = 'month' | 'insurer' | 'hospital' | 'doctor' | 'status' | 'aging' | 'notBilled';

/** One aggregated group: its kind, its key (month, id, status or bucket) and the sums (decimal text). */
export interface FigureRow {
  kind: FigureKind;
  key: string | null;
  count: number;
  produced: string;
  received: string;
  glosado: string;
  inProcessing: string;
  byAppeal: string;
}

/** Batches whose guides went to the insurer (decision 017: closing or accepting sends them). */
const SENT_BATCH = sql.raw(`('CLOSED', 'ACCEPTED')`);

const sums = sql`count(*)::int as count, coalesce(sum(produced), 0)::text as produced,
  coalesce(sum(received), 0)::text as received, coalesce(sum(glosado), 0)::text as glosado,
  coalesce(sum(in_processing), 0)::text as "inProcessing", coalesce(sum(by_appeal), 0)::text as "byAppeal"`;

function filterOf(filters: DashboardFilters): SQL {
  const parts: SQL[] = [sql`events.active`];
  if (filters.from) parts.push(sql`events.dt_procedure >= ${filters.from}`);
  if (filters.until) parts.push(sql`events.dt_procedure <= ${filters.until}`);
  if (filters.healthInsuranceId) parts.push(sql`events.health_insurance_id = ${filters.healthInsuranceId}`);
  if (filters.hospitalId) parts.push(sql`events.hospital_id = ${filters.hospitalId}`);
  if (filters.anesthetistId) parts.push(sql`events.anesthetist_id = ${filters.anesthetistId}`);
  return sql.join(parts, sql` and `);
}

/**
 * Every figure of the dashboard in one statement over the events (decision 033): the scoped
 * active events are read once (with the status of their current batch) and grouped seven ways.
 * `scope` is the session's event scope (eventScope) written against `events`; `closed` the
 * statuses that leave the receivables (finished and released). The aging counts São Paulo days
 * from the guide's entry into its sent batch to the database's today.
 */
export async function dashboardFigures(
  q: Queryable,
  scope: SQL,
  filters: DashboardFilters,
  closed: readonly string[],
): Promise<{ rows: FigureRow[]; asOf: string }> {
  const closedList = sql`array[${sql.join(
    closed.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[]`;
  const result = await q.execute(sql`
    with scoped as materialized (
      select events.dt_procedure, events.status, events.health_insurance_id, events.hospital_id, events.anesthetist_id,
        events.total_produced as produced, events.total_received as received, events.total_glosado as glosado,
        events.total_in_processing as in_processing, events.total_received_by_appeal as by_appeal,
        coalesce(b.status in ${SENT_BATCH}, false) as sent,
        coalesce(events.added_to_batch_at, b.created_at) as sent_at,
        events.status = any(${closedList}) as is_closed
      from events
      left join batches b on b.id = events.batches_ids[cardinality(events.batches_ids)]
      where ${scope} and ${filterOf(filters)}
    ), today as (select (now() at time zone 'America/Sao_Paulo')::date as d)
    select 'month' as kind, to_char(dt_procedure, 'YYYY-MM') as key, ${sums} from scoped
      where dt_procedure is not null group by 2
    union all select 'insurer', health_insurance_id::text, ${sums} from scoped group by 2
    union all select 'hospital', hospital_id::text, ${sums} from scoped group by 2
    union all select 'doctor', anesthetist_id::text, ${sums} from scoped group by 2
    union all select 'status', status, ${sums} from scoped group by 2
    union all select 'aging', case
        when today.d - (sent_at at time zone 'America/Sao_Paulo')::date <= 30 then 'upTo30'
        when today.d - (sent_at at time zone 'America/Sao_Paulo')::date <= 60 then 'upTo60'
        when today.d - (sent_at at time zone 'America/Sao_Paulo')::date <= 90 then 'upTo90'
        else 'over90' end, ${sums}
      from scoped, today where sent and not is_closed group by 2
    union all select 'notBilled', null, ${sums} from scoped where not sent and not is_closed
    union all select 'asOf', today.d::text, 0, '0', '0', '0', '0', '0' from today`);
  const rows = rowsOf<Omit<FigureRow, 'kind'> & { kind: FigureKind | 'asOf' }>(result);
  const asOf = rows.find((row) => row.kind === 'asOf')?.key ?? '';
  return { rows: rows.filter((row): row is FigureRow => row.kind !== 'asOf'), asOf };
}

/** Names of registry rows by id, as the session's row-level security lets it read them. */
export async function namesOf(
  q: Queryable,
  table: 'health_insurers' | 'hospitals' | 'users',
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: string; name: string }>(
    await q.execute(sql`select id::text as id, name from ${sql.raw(table)} where ${inIds(sql`id`, ids)}`),
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
