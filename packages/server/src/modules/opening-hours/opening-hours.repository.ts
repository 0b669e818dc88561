import { companyOpeningHours, type Queryable } from '@honora/db';
import { eq } from 'drizzle-orm';

export type OpeningRow = typeof companyOpeningHours.$inferSelect;
type OpeningValues = Pick<OpeningRow, 'hours' | 'switches' | 'locks'>;

/** The company's opening hours row, or undefined while it saved none. */
export async function findOpeningRow(q: Queryable, companyId: string): Promise<OpeningRow | undefined> {
  const [row] = await q.select().from(companyOpeningHours).where(eq(companyOpeningHours.companyId, companyId));
  return row;
}

/** Writes the company's row, making it on the first save. */
export async function saveOpeningRow(q: Queryable, companyId: string, values: Partial<OpeningValues>): Promise<void> {
  await q
    .insert(companyOpeningHours)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyOpeningHours.companyId, set: values });
}
