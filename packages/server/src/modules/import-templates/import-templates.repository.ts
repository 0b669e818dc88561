import {
  customFields,
  healthInsurers,
  hospitals,
  patients,
  rowsOf,
  spreadsheetConfigs,
  surgeons,
  type Tx,
} from '@honora/db';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';

/**
 * What an events import template reads of the company (decision 040 "Templates"): its
 * spreadsheet configuration, event custom fields and the names of its registries. Queries
 * only, always within the companies the request sees.
 */

export type ConfigRow = typeof spreadsheetConfigs.$inferSelect;

/** A live (not deleted) configuration of the visible companies. */
export async function findConfig(tx: Tx, companyIds: readonly string[], id: string): Promise<ConfigRow | undefined> {
  const [row] = await tx
    .select()
    .from(spreadsheetConfigs)
    .where(
      and(
        eq(spreadsheetConfigs.id, id),
        inArray(spreadsheetConfigs.companyId, [...companyIds]),
        isNull(spreadsheetConfigs.deletedAt),
      ),
    );
  return row;
}

/** The active event custom fields in their form order (position, then label). */
export function listEventCustomFields(tx: Tx, companyIds: readonly string[]) {
  return tx
    .select({
      key: customFields.key,
      label: customFields.label,
      type: customFields.type,
      options: customFields.options,
    })
    .from(customFields)
    .where(
      and(
        inArray(customFields.companyId, [...companyIds]),
        eq(customFields.entity, 'event'),
        eq(customFields.active, true),
        isNull(customFields.deletedAt),
      ),
    )
    .orderBy(asc(customFields.position), sql`${customFields.sortKey} collate "C"`);
}

type NamedRegistry = typeof healthInsurers | typeof hospitals | typeof patients | typeof surgeons;

/** The active records' names of a registry, by name (the registries' sort key), each name once. */
async function activeNames(tx: Tx, table: NamedRegistry, companyIds: readonly string[], limit?: number) {
  const query = tx
    .select({ name: table.name })
    .from(table)
    .where(and(inArray(table.companyId, [...companyIds]), eq(table.active, true), isNull(table.deletedAt)))
    .orderBy(sql`${table.sortKey} collate "C"`, asc(table.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return [...new Set(rows.map((row) => row.name.trim()).filter(Boolean))];
}

export const insurerNames = (tx: Tx, companyIds: readonly string[]) => activeNames(tx, healthInsurers, companyIds);
export const hospitalNames = (tx: Tx, companyIds: readonly string[]) => activeNames(tx, hospitals, companyIds);

/** The first active patient and surgeon by name, for the example row. */
export async function firstPeopleNames(tx: Tx, companyIds: readonly string[]) {
  const [patient] = await activeNames(tx, patients, companyIds, 1);
  const [surgeon] = await activeNames(tx, surgeons, companyIds, 1);
  return { patient: patient ?? null, surgeon: surgeon ?? null };
}

/** The first active anesthetist (a member of the client workspace of that user type) by name. */
export async function firstAnesthetistName(tx: Tx, companyIds: readonly string[]): Promise<string | null> {
  const ids = sql.join(
    companyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    select u.name from company_members m join users u on u.id = m.user_id
    where m.workspace = 'CLIENT' and m.company_id in (${ids}) and m.is_active and m.deleted_at is null
      and u.deleted_at is null and m.user_types @> array['KAnesthetist']::text[]
    order by public.honora_sort_key(u.name) collate "C", u.id
    limit 1`);
  return rowsOf<{ name: string }>(result)[0]?.name ?? null;
}
