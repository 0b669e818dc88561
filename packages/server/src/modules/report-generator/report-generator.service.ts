import {
  fmt,
  GENERATOR_PDF_MAX_COLUMNS,
  GENERATOR_PDF_MAX_ROWS,
  GENERATOR_PREVIEW_ROWS,
  messages,
  msg,
  type GeneratorExportRequest,
  type GeneratorRequest,
  type GeneratorTable,
} from '@honora/contract';
import { customFields, withTenant, type Queryable } from '@honora/db';
import { brazilDate, formatNumber } from '@honora/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { findCompanySummary } from '../companies';
import { checkProductionFilters, productionScope } from '../events';
import { startExport, type ExportAnswer } from '../exports';
import { periodText, reportPdf } from '../reports';
import { generatorExportSource } from './generator-export-source';
import { planOf, type GeneratorPlan } from './generator-plan';
import { readRows, readTotals } from './generator-query';
import { rowOf, tableOf } from './generator-table';

const e = messages.screens.reportsGenerator.errors;

/** The active event custom fields of the companies read, in the registry's order (billing.md §2 CustomFields). */
export async function companyCustomFields(q: Queryable, companyIds: readonly string[]) {
  if (companyIds.length === 0) return [];
  return q
    .select({ key: customFields.key, label: customFields.label })
    .from(customFields)
    .where(
      and(
        inArray(customFields.companyId, [...companyIds]),
        eq(customFields.entity, 'event'),
        eq(customFields.active, true),
        isNull(customFields.deletedAt),
      ),
    )
    .orderBy(asc(customFields.position), asc(customFields.label));
}

/** GET /api/report-generator/custom-fields — what the builder offers besides the catalog. */
export function listGeneratorCustomFields(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const { companyIds } = productionScope(auth, access);
  return withTenant(ctx.db, tenantOf(auth, access), (tx) => companyCustomFields(tx, companyIds));
}

/**
 * A definition checked against the whitelist and the company's custom fields, in the session's
 * production scope (decision 033/035: the company's events, a doctor's own, residents refused).
 */
async function planFor(q: Queryable, auth: AuthSession, access: RequestAccess, request: GeneratorRequest) {
  const { definition } = request;
  const { companyIds, isOwnOnly } = productionScope(auth, access, request.companyId);
  const fields = await companyCustomFields(q, companyIds);
  const plan = planOf(definition, new Map(fields.map((field) => [field.key, field.label])), {
    companyIds,
    ownUserId: isOwnOnly ? auth.userId : null,
    showsValues: access.canSeeValues,
  });
  await checkProductionFilters(q, {
    from: definition.from,
    until: definition.until,
    healthInsuranceId: definition.healthInsuranceId,
    hospitalId: definition.hospitalId,
  });
  return plan;
}

/** Checks a definition as a run would, without running it (a report being saved). */
export async function checkDefinition(
  q: Queryable,
  auth: AuthSession,
  access: RequestAccess,
  request: GeneratorRequest,
): Promise<void> {
  await planFor(q, auth, access, request);
}

/** The table of a plan: its first `limit` rows (in order, subtotals included) and its grand total. */
async function tableFor(q: Queryable, plan: GeneratorPlan, limit: number): Promise<GeneratorTable> {
  const rows = await readRows(q, plan, { limit: limit + 1, offset: 0 });
  const totals = await readTotals(q, plan);
  const shown = rows.slice(0, limit).map((row) => rowOf(plan, row));
  return tableOf(plan, shown, totals, { isCut: rows.length > limit });
}

/** POST /api/report-generator/preview — the first 500 rows and the count of all (billing.md §2 ReportsGenerator). */
export function previewReport(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  request: GeneratorRequest,
): Promise<GeneratorTable> {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) =>
    tableFor(tx, await planFor(tx, auth, access, request), GENERATOR_PREVIEW_ROWS),
  );
}

/** The Excel sheet of every row: in the request, or an export job past EXPORT_JOB_ROWS (decision 019). */
export async function exportReportXlsx(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  request: GeneratorRequest,
): Promise<ExportAnswer> {
  const tenant = tenantOf(auth, access);
  const plan = await withTenant(ctx.db, tenant, (tx) => planFor(tx, auth, access, request));
  return startExport(ctx, tenant, access.companyId, generatorExportSource, plan);
}

/**
 * The PDF (billing.md §9: "PDF report at most 8 headers"): more columns, or more than 5,000
 * rows, are refused with what to do instead; otherwise the standard reports' landscape A4.
 */
export async function exportReportPdf(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  request: GeneratorExportRequest,
): Promise<{ fileName: string; content: Buffer }> {
  const count = request.definition.columns.length;
  if (count > GENERATOR_PDF_MAX_COLUMNS) {
    const params = { max: String(GENERATOR_PDF_MAX_COLUMNS), count: String(count) };
    throw AppError.field('inputError', 'definition.columns', msg(e, 'pdfTooManyColumns', params));
  }
  const { table, company } = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const plan = await planFor(tx, auth, access, request);
    const totals = await readTotals(tx, plan);
    if (totals.__n > GENERATOR_PDF_MAX_ROWS) {
      const params = { max: formatNumber(GENERATOR_PDF_MAX_ROWS), count: formatNumber(totals.__n) };
      throw new AppError('inputError', { message: msg(e, 'pdfTooManyRows', params) });
    }
    const rows = (await readRows(tx, plan, { limit: GENERATOR_PDF_MAX_ROWS * 2, offset: 0 })).map((row) =>
      rowOf(plan, row),
    );
    const found = await findCompanySummary(tx, plan.companyIds[0]!);
    return { table: tableOf(plan, rows, totals, { isCut: false }), company: found };
  });
  const at = new Date();
  const { from, until } = request.definition;
  const content = await reportPdf(table, {
    company: { name: company?.name ?? '', cnpj: company?.cnpj ?? null },
    period: periodText(from, until),
    at,
  });
  const date = brazilDate(at).split('-').reverse().join('-');
  return { fileName: fmt(messages.screens.reports.pdf.fileName, { title: table.title, date }), content };
}
