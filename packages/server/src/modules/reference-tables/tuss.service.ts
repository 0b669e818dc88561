import type { TussTerm, tussSearchQuerySchema } from '@honora/contract';
import { tussTerms } from '@honora/db';
import { and, asc, desc, gte, isNull, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { nameMatches } from '../registries';

const TUSS_LIMIT = 20;

/** The procedure picker: TUSS 22 terms by code prefix or accent-insensitive term, those in force by default. */
export async function searchTuss(
  ctx: AppContext,
  query: z.output<typeof tussSearchQuerySchema>,
): Promise<{ items: TussTerm[] }> {
  const t = tussTerms;
  const search = query.search;
  const items = await ctx.db
    .select({
      code: t.code,
      term: t.term,
      startsOn: t.startsOn,
      endsOn: t.endsOn,
      implantationEndsOn: t.implantationEndsOn,
    })
    .from(t)
    .where(
      and(
        query.current ? or(isNull(t.endsOn), gte(t.endsOn, sql`current_date`)) : undefined,
        search
          ? or(like(t.code, `${search.replace(/\D/g, '') || '-'}%`), nameMatches(t.termSearch, search))
          : undefined,
      ),
    )
    .orderBy(asc(t.termSearch), asc(t.code), desc(t.startsOn))
    .limit(TUSS_LIMIT);
  return { items };
}
