import { customFields, type Queryable } from '@honora/db';
import { and, eq, inArray } from 'drizzle-orm';

/** Which custom field a row's value is of: its company and key. */
const fieldKey = (companyId: string, key: string) => `${companyId}\u0000${key}`;

/**
 * The labels of the events' custom fields of some companies, read once for an export: the
 * sheet shows "Sala: Centro cirúrgico 2", the label the company gave, never the stored key.
 */
export async function eventFieldLabelsOf(
  q: Queryable,
  companyIds: Iterable<string>,
): Promise<(companyId: string, key: string) => string> {
  const unique = [...new Set(companyIds)];
  const rows =
    unique.length === 0
      ? []
      : await q
          .select({ companyId: customFields.companyId, key: customFields.key, label: customFields.label })
          .from(customFields)
          .where(and(eq(customFields.entity, 'event'), inArray(customFields.companyId, unique)));
  const labels = new Map(rows.map((row) => [fieldKey(row.companyId, row.key), row.label]));
  return (companyId, key) => labels.get(fieldKey(companyId, key)) ?? key;
}
