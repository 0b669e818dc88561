import { companies, companyMembers, type MembershipWorkspace, type Queryable } from '@honora/db';
import { and, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';

const summaryColumns = {
  id: companies.id,
  name: companies.name,
  legalName: companies.legalName,
  cnpj: companies.cnpj,
  isMatriz: companies.isMatriz,
  isFilial: companies.isFilial,
  matrizId: companies.matrizId,
  agendaDisplay: companies.agendaDisplay,
};

export async function findCompanySummary(q: Queryable, id: string) {
  const [row] = await q
    .select(summaryColumns)
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  return row;
}

/** Name, legal name (accent-insensitive) or CNPJ digits containing the search. */
export function companySearchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const term = `%${search}%`;
  const digits = search.replace(/\D/g, '');
  return or(
    sql`unaccent(${companies.name}) ilike unaccent(${term})`,
    sql`unaccent(coalesce(${companies.legalName}, '')) ilike unaccent(${term})`,
    digits ? sql`regexp_replace(coalesce(${companies.cnpj}, ''), '\\D', '', 'g') like ${`%${digits}%`}` : undefined,
  );
}

/**
 * Companies a session may choose: all of them for super admins (scope 'all'), otherwise
 * those where the user has an active membership of the workspace.
 */
export async function listSelectableCompanies(
  q: Queryable,
  scope: { kind: 'all' } | { kind: 'member'; userId: string; workspace: MembershipWorkspace },
  page: { search?: string; limit: number; offset: number },
) {
  const membership =
    scope.kind === 'member'
      ? sql`exists (select 1 from ${companyMembers} m where m.company_id = ${companies.id}
          and m.user_id = ${scope.userId} and m.workspace = ${scope.workspace}
          and m.is_active and m.deleted_at is null)`
      : undefined;
  const where = and(isNull(companies.deletedAt), membership, companySearchCondition(page.search));
  const [items, [total]] = await Promise.all([
    q
      .select(summaryColumns)
      .from(companies)
      .where(where)
      .orderBy(sql`lower(unaccent(${companies.name}))`, companies.id)
      .limit(page.limit)
      .offset(page.offset),
    q.select({ n: count() }).from(companies).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
