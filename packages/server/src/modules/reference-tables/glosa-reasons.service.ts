import type { GlosaReason, glosaReasonSearchQuerySchema } from '@honora/contract';
import { glosaReasons, type Queryable } from '@honora/db';
import { and, asc, inArray, like, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { nameMatches } from '../registries';

/** Every word of the search in the text (accents and case ignored), in any order. */
function wordsMatch(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter((word) => word !== '');
  return and(...words.map((word) => nameMatches(glosaReasons.descriptionSearch, word)));
}

/**
 * The glosa-reason picker (TISS table 38, platform data): `codes` answers those codes (the
 * texts of stored ones); otherwise a code prefix ("18" → 18xx) or the words of the text
 * ("presenca anestesista" → 3199), in code order, at most `limit`.
 */
export async function searchGlosaReasons(
  ctx: AppContext,
  query: z.output<typeof glosaReasonSearchQuerySchema>,
): Promise<{ items: GlosaReason[] }> {
  const t = glosaReasons;
  const select = ctx.db.select({ code: t.code, description: t.description }).from(t);
  if (query.codes.length > 0) {
    return { items: await select.where(inArray(t.code, [...new Set(query.codes)])).orderBy(asc(t.code)) };
  }
  const search = query.search;
  const digits = search && /^\d+$/.test(search) ? search : null;
  const items = await select
    .where(search ? or(digits ? like(t.code, `${digits}%`) : undefined, wordsMatch(search)) : undefined)
    .orderBy(asc(t.code))
    .limit(query.limit);
  return { items };
}

/** The texts of table-38 codes (for showing a glosa's reasons beside its codes); codes not in the table are left out. */
export async function glosaReasonTexts(q: Queryable, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await q
    .select({ code: glosaReasons.code, description: glosaReasons.description })
    .from(glosaReasons)
    .where(inArray(glosaReasons.code, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.code, r.description]));
}
