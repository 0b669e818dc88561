import type { CboOccupation, cboSearchQuerySchema } from '@honora/contract';
import { cboOccupations } from '@honora/db';
import { and, asc, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { nameMatches } from '../registries';

const CBO_LIMIT = 20;
/** Physician occupations: CBO families 2251 (clínicos), 2252 (cirurgiões), 2253 (diagnóstico e terapêutica). */
const PHYSICIAN_FAMILIES = sql`substr(${cboOccupations.code}, 1, 4) in ('2251', '2252', '2253')`;

/** The CBO picker of surgeons and anesthetists: by code prefix or accent-insensitive title. */
export async function searchCbo(
  ctx: AppContext,
  query: z.output<typeof cboSearchQuerySchema>,
): Promise<{ items: CboOccupation[] }> {
  const t = cboOccupations;
  const search = query.search;
  const items = await ctx.db
    .select({ code: t.code, title: t.title })
    .from(t)
    .where(
      and(
        query.physicians ? PHYSICIAN_FAMILIES : undefined,
        search
          ? or(like(t.code, `${search.replace(/\D/g, '') || '-'}%`), nameMatches(t.titleSearch, search))
          : undefined,
      ),
    )
    .orderBy(asc(t.titleSearch), asc(t.code))
    .limit(CBO_LIMIT);
  return { items };
}
