import type { Municipality, municipalitySearchQuerySchema } from '@honora/contract';
import { ibgeMunicipalities } from '@honora/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { nameMatches } from '../registries';

const MUNICIPALITY_LIMIT = 20;

/** The city picker of the address form: names starting with the typed text come first. */
export async function searchMunicipalities(
  ctx: AppContext,
  query: z.output<typeof municipalitySearchQuerySchema>,
): Promise<{ items: Municipality[] }> {
  const t = ibgeMunicipalities;
  // Without a search there is nothing to rank (and a bare `order by 0` is an error: a column position).
  const startsFirst = query.search
    ? [sql`case when ${t.nameSearch} like lower(public.honora_unaccent(${query.search})) || '%' then 0 else 1 end`]
    : [];
  const items = await ctx.db
    .select({ code: t.code, name: t.name, uf: t.uf })
    .from(t)
    .where(
      and(
        query.uf ? eq(t.uf, query.uf) : undefined,
        query.code ? eq(t.code, query.code) : undefined,
        nameMatches(t.nameSearch, query.search),
      ),
    )
    .orderBy(...startsFirst, asc(t.nameSearch), asc(t.uf))
    .limit(MUNICIPALITY_LIMIT);
  return { items };
}
