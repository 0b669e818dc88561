import {
  eventFieldCatalog,
  eventTypes,
  mandatoryFieldsIssue,
  type EventType,
  type MandatoryFields,
} from '@honora/contract';
import { mandatoryFields, withTenant } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { assertWritable } from './settings-records';

const t = mandatoryFields;
type Row = typeof mandatoryFields.$inferSelect;

const catalogOrder = new Map<string, number>(eventFieldCatalog.map((f, i) => [f.key, i]));

function toMandatoryFields(eventType: EventType, row: Row | undefined): MandatoryFields {
  return {
    eventType,
    fields: row?.fields ?? [],
    updatedAt: row ? (row.updatedAt ?? row.createdAt).toISOString() : null,
  };
}

/**
 * The selected company's mandatory event fields, one entry per event type (billing.md §2
 * mandatoryFields); a type the company never set has none. They are the company's own:
 * a filial does not inherit its matriz's.
 */
export async function listMandatoryFields(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const companyId = auth.companyId as string;
  const rows = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    tx.select().from(t).where(eq(t.companyId, companyId)),
  );
  return {
    items: eventTypes.map((type) =>
      toMandatoryFields(
        type,
        rows.find((r) => r.eventType === type),
      ),
    ),
  };
}

/**
 * Replaces the mandatory fields of one event type (upsert): each must be in the catalog,
 * once, and apply to the type; they are kept in catalog order.
 */
export async function setMandatoryFields(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  eventType: EventType,
  requested: readonly string[],
): Promise<MandatoryFields> {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId);
  const problem = mandatoryFieldsIssue(requested, eventType);
  if (problem) throw AppError.field('inputError', 'fields', problem);
  const fields = [...requested].sort((a, b) => (catalogOrder.get(a) ?? 0) - (catalogOrder.get(b) ?? 0));
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const [saved] = await tx
      .insert(t)
      .values({ companyId, eventType, fields })
      .onConflictDoUpdate({ target: [t.companyId, t.eventType], set: { fields } })
      .returning();
    return saved;
  });
  return toMandatoryFields(eventType, row);
}
