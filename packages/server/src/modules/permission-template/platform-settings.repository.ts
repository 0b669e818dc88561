import { platformSettings, type Queryable } from '@honora/db';
import { and, eq, isNull } from 'drizzle-orm';

/** The value of a live platform setting, or undefined when none was saved. */
export async function readSetting(q: Queryable, key: string): Promise<unknown> {
  const [row] = await q
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(and(eq(platformSettings.key, key), isNull(platformSettings.deletedAt)));
  return row?.value;
}

/** Saves a setting (a soft-deleted one comes back). */
export async function writeSetting(q: Queryable, key: string, value: unknown): Promise<void> {
  await q
    .insert(platformSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, deletedAt: null } });
}
