import { companies, companyMembers, companyWebConfigs, type MembershipWorkspace, type Queryable } from '@honora/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

/**
 * What the guard needs about a user in a company, in one query: the membership of the
 * workspace (absent when the user has none there), the company kind and its web configuration.
 */
export async function findCompanyAccess(
  q: Queryable,
  userId: string,
  companyId: string,
  workspace: MembershipWorkspace,
) {
  const [row] = await q
    .select({
      isMatriz: companies.isMatriz,
      isFilial: companies.isFilial,
      flags: companies.flags,
      matrizId: companies.matrizId,
      filiaisIds: sql<
        string[]
      >`array(select f.id::text from ${companies} f where f.matriz_id = ${companies.id} and f.deleted_at is null order by f.id)`,
      filialHiddenMatrizData: sql<boolean>`coalesce((select (m.flags->>'filialHiddenMatrizData')::boolean from ${companies} m where m.id = ${companies.matrizId}), false)`,
      /** A filial's matriz's flags (who manipulates the filiais' events); null for other companies. */
      matrizFlags: sql<Record<
        string,
        boolean
      > | null>`(select m.flags from ${companies} m where m.id = ${companies.matrizId})`,
      permissions: companyWebConfigs.permissions,
      membershipId: companyMembers.id,
      profiles: companyMembers.profiles,
      userTypes: companyMembers.userTypes,
      rules: companyMembers.rules,
    })
    .from(companies)
    .leftJoin(
      companyMembers,
      and(
        eq(companyMembers.companyId, companies.id),
        eq(companyMembers.userId, userId),
        eq(companyMembers.workspace, workspace),
        eq(companyMembers.isActive, true),
        isNull(companyMembers.deletedAt),
      ),
    )
    .leftJoin(
      companyWebConfigs,
      and(eq(companyWebConfigs.companyId, companies.id), isNull(companyWebConfigs.deletedAt)),
    )
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  return row;
}
