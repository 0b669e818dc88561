import {
  messages,
  msg,
  reportDefinitionSchema,
  type GeneratorRequest,
  type SavedReport,
  type SavedReportBody,
} from '@honora/contract';
import { savedReports, withTenant, type Tx } from '@honora/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { isUniqueViolation } from '../registries';
import { checkDefinition } from './report-generator.service';

const e = messages.screens.reportsGenerator.errors;
const notFound = () => new AppError('notFound', { message: msg(e, 'savedNotFound') });

type Row = typeof savedReports.$inferSelect;

const toSaved = (row: Row): SavedReport => ({
  id: row.id,
  name: row.name,
  definition: reportDefinitionSchema.parse(row.definition),
  createdByName: row.createdByName,
  updatedAt: row.updatedAt?.toISOString() ?? null,
});

const live = (companyId: string) => and(eq(savedReports.companyId, companyId), isNull(savedReports.deletedAt));

/** The selected company's saved reports, by name (billing.md §2 ReportsGenerator). */
export function listSavedReports(ctx: AppContext, auth: AuthSession, access: RequestAccess): Promise<SavedReport[]> {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) =>
    (await tx.select().from(savedReports).where(live(access.companyId!)).orderBy(asc(savedReports.name))).map(toSaved),
  );
}

/** A write whose name is taken among the company's live reports is a 400 on `name` (the unique index decides). */
async function writeNamed(tx: Tx, name: string, write: () => Promise<Row | undefined>): Promise<Row | undefined> {
  try {
    return await tx.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('inputError', 'name', msg(e, 'duplicateName', { name }));
    throw error;
  }
}

/**
 * Saves or changes a report (decision 036): the definition is checked against the whitelist
 * and the company's custom fields as a run would, so a saved report always names real fields.
 */
export function saveReport(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: SavedReportBody,
  id?: string,
): Promise<SavedReport> {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const request: GeneratorRequest = { definition: body.definition };
    await checkDefinition(tx, auth, access, request);
    const companyId = access.companyId!;
    const values = { name: body.name, definition: body.definition as Record<string, unknown> };
    const row = await writeNamed(tx, body.name, async () =>
      id === undefined
        ? (
            await tx
              .insert(savedReports)
              .values({ companyId, ...values })
              .returning()
          )[0]
        : (
            await tx
              .update(savedReports)
              .set(values)
              .where(and(eq(savedReports.id, id), live(companyId)))
              .returning()
          )[0],
    );
    if (!row) throw notFound();
    return toSaved(row);
  });
}

/** Deletes a saved report of the company (the row stays, marked deleted, in the change history). */
export function removeSavedReport(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const [row] = await tx
      .update(savedReports)
      .set({ deletedAt: new Date() })
      .where(and(eq(savedReports.id, id), live(access.companyId!)))
      .returning({ id: savedReports.id });
    if (!row) throw notFound();
    return row;
  });
}
