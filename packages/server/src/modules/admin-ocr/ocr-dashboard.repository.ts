import { rowsOf, type Queryable } from '@honora/db';
import { sql } from 'drizzle-orm';

/**
 * The read of /admin/DashboardOcr. It runs as the database owner: the admin workspace reads every
 * company (decision 015). Months are São Paulo's, as the rest of the product's periods.
 */

/** The period as instants: the first day of its first month and of the month after its last, in São Paulo. */
export interface InstantRange {
  fromDay: string;
  afterDay: string;
}

/** What one company did in one month; `confirmedFieldsRead` is the base of the accuracy. */
export interface CompanyMonthCounts {
  companyId: string;
  companyName: string;
  month: string;
  pages: number;
  fieldsRead: number;
  confirmed: number;
  confirmedFieldsRead: number;
  corrected: number;
  creditsUsed: number;
}

const ZONE = 'America/Sao_Paulo';

/** How many keys a jsonb object has (0 for anything else). */
const keysOf = (column: string) =>
  sql.raw(
    `case when jsonb_typeof(${column}) = 'object' then (select count(*) from jsonb_object_keys(${column})) else 0 end`,
  );

const monthOf = (column: string) => sql.raw(`to_char(${column} at time zone '${ZONE}', 'YYYY-MM')`);

/**
 * Each company and month of the period with something to count: the pages recognized and their
 * fields (by recognized_at), the guides confirmed, their fields and the reviewer's corrections
 * (by confirmed_at), and the credits used (the uses, by created_at). Every guide counts, removed
 * ones too: its page was read and paid for.
 */
export async function companyMonthCounts(q: Queryable, range: InstantRange): Promise<CompanyMonthCounts[]> {
  const from = sql`(${range.fromDay}::timestamp at time zone ${ZONE})`;
  const after = sql`(${range.afterDay}::timestamp at time zone ${ZONE})`;
  const result = await q.execute(sql`
    with counts as (
      select company_id, ${monthOf('recognized_at')} as month, count(*) as pages, sum(${keysOf('fields')}) as fields_read,
        0 as confirmed, 0 as confirmed_fields, 0 as corrected, 0 as credits
      from ocr_guides
      where recognized_at >= ${from} and recognized_at < ${after}
      group by 1, 2
      union all
      select company_id, ${monthOf('confirmed_at')}, 0, 0, count(*), sum(${keysOf('fields')}),
        sum(${keysOf('corrections')}), 0
      from ocr_guides
      where confirmed_at >= ${from} and confirmed_at < ${after}
      group by 1, 2
      union all
      select company_id, ${monthOf('created_at')}, 0, 0, 0, 0, 0, -sum(amount)
      from ocr_credits
      where amount < 0 and deleted_at is null and created_at >= ${from} and created_at < ${after}
      group by 1, 2
    )
    select k.company_id as "companyId", c.name as "companyName", k.month,
      sum(k.pages)::int as pages, sum(k.fields_read)::int as "fieldsRead",
      sum(k.confirmed)::int as confirmed, sum(k.confirmed_fields)::int as "confirmedFieldsRead",
      sum(k.corrected)::int as corrected, sum(k.credits)::int as "creditsUsed"
    from counts k
    join companies c on c.id = k.company_id
    group by k.company_id, c.name, k.month`);
  return rowsOf<CompanyMonthCounts>(result);
}
