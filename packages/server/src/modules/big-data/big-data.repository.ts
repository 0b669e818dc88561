import { rowsOf, type Queryable } from '@honora/db';
import { sql } from 'drizzle-orm';

export type SummaryKind = 'status' | 'insurer' | 'hospital' | 'doctor';

/** One group of the production summaries plus their pending deltas (decision 037); money as decimal text. */
export interface SummaryRow {
  kind: SummaryKind;
  /** 'YYYY-MM', or null for the events without a procedure date. */
  month: string | null;
  /** The status code, or the insurer's, hospital's or doctor's id; '' when the events have none. */
  key: string;
  count: number;
  produced: string;
  received: string;
  glosado: string;
  inProcessing: string;
  byAppeal: string;
}

const sums = sql`count, produced::text, received::text, glosado::text, in_processing::text as "inProcessing",
  by_appeal::text as "byAppeal"`;

/**
 * A company's summaries with the deltas not yet folded in (`honora_production_stored`: one
 * statement, so one snapshot), of the procedure months from `from` to `until` ('YYYY-MM',
 * inclusive); with no period, also the undated events' groups.
 */
export async function storedSummaries(
  q: Queryable,
  companyId: string,
  period: { from?: string | undefined; until?: string | undefined },
): Promise<SummaryRow[]> {
  const bounds = [
    ...(period.from ? [sql`month >= ${`${period.from}-01`}::date`] : []),
    ...(period.until ? [sql`month <= ${`${period.until}-01`}::date`] : []),
  ];
  const where = bounds.length > 0 ? sql`where ${sql.join(bounds, sql` and `)}` : sql``;
  return rowsOf<SummaryRow>(
    await q.execute(sql`select kind, to_char(month, 'YYYY-MM') as month, key, ${sums}
      from honora_production_stored(${companyId}::uuid) ${where}`),
  );
}

/** Folds pending deltas into the summaries, a batch at a time; -1 when another compaction runs. */
export async function compactSummaries(q: Queryable, batch: number): Promise<number> {
  const [row] = rowsOf<{ folded: number }>(
    await q.execute(sql`select honora_production_compact(${batch}::int) as folded`),
  );
  return row?.folded ?? 0;
}

export interface DriftRow extends SummaryRow {
  companyId: string;
  storedCount: number;
  storedProduced: string;
  storedReceived: string;
  storedGlosado: string;
  storedInProcessing: string;
  storedByAppeal: string;
}

/** The groups whose summaries differ from the events' aggregation (of one company, or all when null). */
export async function summaryDrift(
  q: Queryable,
  companyId: string | null,
  limit: number,
): Promise<{ rows: DriftRow[]; total: number }> {
  const rows = rowsOf<DriftRow & { total: number }>(
    await q.execute(sql`select company_id::text as "companyId", kind, to_char(month, 'YYYY-MM') as month, key, ${sums},
        stored_count as "storedCount", stored_produced::text as "storedProduced",
        stored_received::text as "storedReceived", stored_glosado::text as "storedGlosado",
        stored_in_processing::text as "storedInProcessing", stored_by_appeal::text as "storedByAppeal",
        count(*) over ()::int as total
      from honora_production_drift(${companyId}::uuid)
      order by company_id, month nulls first, kind, key limit ${limit}`),
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Writes each drift as a correcting delta (`honora_production_fix`); returns the groups corrected. */
export async function fixSummaries(q: Queryable, companyId: string | null): Promise<number> {
  const [row] = rowsOf<{ fixed: number }>(
    await q.execute(sql`select honora_production_fix(${companyId}::uuid) as fixed`),
  );
  return row?.fixed ?? 0;
}
