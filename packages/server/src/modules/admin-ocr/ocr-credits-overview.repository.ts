import { companies, rowsOf, type Queryable } from '@honora/db';
import { and, count, isNull, sql } from 'drizzle-orm';
import { companySearchCondition } from '../companies';

/**
 * The reads of /admin/OcrAmazonCredit. They run as the database owner: the admin workspace
 * reads every company (decision 015), as /admin/companies does.
 */

export interface CreditOverviewRow {
  companyId: string;
  name: string;
  isFilial: boolean;
  matrizName: string | null;
  balance: number;
  granted: number;
  used: number;
  /** ISO 8601 in UTC, whatever the driver does with timestamps. */
  lastUseAt: string | null;
}

const liveCompanies = (search: string | undefined) => and(isNull(companies.deletedAt), companySearchCondition(search));

/**
 * The page of live companies whose name, legal name or CNPJ matches, by name, each with the sums
 * of its live credit entries: the balance (all of them), the grants (positive), the uses (negative,
 * counted as positive) and the last use. Only the page's companies are summed, each through the
 * company index of the credits.
 */
export async function listCreditOverview(
  q: Queryable,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ items: CreditOverviewRow[]; total: number }> {
  const result = await q.execute(sql`
    select c.id as "companyId", c.name, c.is_filial as "isFilial", m.name as "matrizName",
      coalesce(s.balance, 0)::int as balance, coalesce(s.granted, 0)::int as granted,
      coalesce(s.used, 0)::int as used, s.last_use_at as "lastUseAt"
    from (
      select ${companies.id} as id, ${companies.name} as name, ${companies.isFilial} as is_filial,
        ${companies.matrizId} as matriz_id
      from ${companies}
      where ${liveCompanies(search)}
      order by lower(unaccent(${companies.name})), ${companies.id}
      limit ${page.limit} offset ${page.offset}
    ) c
    left join companies m on m.id = c.matriz_id
    left join lateral (
      select sum(oc.amount) as balance,
        sum(oc.amount) filter (where oc.amount > 0) as granted,
        -sum(oc.amount) filter (where oc.amount < 0) as used,
        to_char(max(oc.created_at) filter (where oc.amount < 0) at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_use_at
      from ocr_credits oc
      where oc.company_id = c.id and oc.deleted_at is null
    ) s on true
    order by lower(unaccent(c.name)), c.id`);
  // One after the other: the same connection may be a transaction's.
  const [total] = await q.select({ n: count() }).from(companies).where(liveCompanies(search));
  return { items: rowsOf<CreditOverviewRow>(result), total: total?.n ?? 0 };
}
