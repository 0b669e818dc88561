import type { ReportExportQuery, ReportQuery, ReportTable, StandardReport } from '@honora/contract';
import { withTenant } from '@honora/db';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { findCompanySummary } from '../companies';
import { checkProductionFilters, productionScope } from '../events';
import { reportFile, type ReportFile } from './report-files';
import { buildReportTable } from './report-tables';

/**
 * GET /api/reports/:report — a standard report of the session's company (billing.md §2
 * reports; decision 035), over the events the member may list: the whole company's, or a
 * doctor's own. Money only for users who may see values.
 */
export async function readReport(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  report: StandardReport,
  query: ReportQuery,
): Promise<ReportTable> {
  const { companyId, ...filters } = query;
  const { scope, isOwnOnly } = productionScope(auth, access, companyId);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await checkProductionFilters(tx, filters);
    return buildReportTable(tx, report, scope, filters, { showsValues: access.canSeeValues, isOwnOnly });
  });
}

/** GET /api/reports/:report/export — the same table as an Excel sheet or a PDF, named by title and date. */
export async function exportReport(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  report: StandardReport,
  query: ReportExportQuery,
): Promise<ReportFile> {
  const { format, ...filters } = query;
  const table = await readReport(ctx, auth, access, report, filters);
  return reportFile(table, format, filters, async () => {
    const company = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
      findCompanySummary(tx, filters.companyId ?? access.companyId!),
    );
    return { name: company?.name ?? '', cnpj: company?.cnpj ?? null };
  });
}
