import {
  MONEY_LIMITS,
  messages,
  type TransactionReportQuery,
  type TransactionReportResponse,
  type TransactionReportRow,
} from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import { formatDate, formatNumber } from '@honora/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { buildXlsx, type SheetColumn } from '../../http/xlsx';
import {
  countReportRows,
  exportReportRows,
  reportPage,
  type TransactionReportFilters,
  type TransactionReportRowData,
} from './transaction-report.repository';

const m = messages.screens.money;
const screen = m.report;

type ExportQuery = Omit<TransactionReportQuery, 'page' | 'pageSize'>;

/**
 * The companies a report reads (as the events list, decision 015): the ones the query names —
 * each must be the selected company or, for a matriz manager, one of its filiais (else 403) —
 * or the selected company alone.
 */
export function reportCompanies(access: RequestAccess, requested: readonly string[]): string[] {
  if (requested.some((id) => !access.writableCompanyIds.includes(id))) {
    throw new AppError('permissionDenied', {
      message: messages.screens.events.listErrors.companyNotVisible,
      params: { module: 'billing', action: access.action },
    });
  }
  if (requested.length > 0) return [...new Set(requested)];
  return access.companyId ? [access.companyId] : [];
}

/**
 * billing.md §8 "select an insurer, anesthetist or batch first": the report never runs over a
 * whole company's ledger. The external payments list is the exception: it reads only receipts
 * paid outside the statement, of the selected company.
 */
function requireNarrowing(filters: TransactionReportFilters): void {
  if (filters.external === 'true') return;
  if (filters.healthInsuranceIds.length > 0 || filters.receiverIds.length > 0 || filters.batchId) return;
  throw AppError.field('inputError', 'healthInsuranceIds', m.errors.selectInsurerAnesthetistOrBatch);
}

const kindLabel = (row: TransactionReportRowData) =>
  row.type === 'PROCEDURE' ? (row.procedureLabel ?? m.types.PROCEDURE) : m.types[row.type];

function toRow(row: TransactionReportRowData): TransactionReportRow {
  return {
    id: row.id,
    eventId: row.eventId,
    companyId: row.companyId,
    companyName: row.companyName,
    numGuide: row.numGuide,
    patientName: row.patientName,
    date: row.date,
    creationDate: new Date(row.creationDate).toISOString(),
    insurerName: row.insurerName,
    batchesIds: row.batchesIds,
    hospitalName: row.hospitalName,
    procedures: kindLabel(row),
    action: row.action,
    type: row.type,
    value: row.value,
    typeOfPaymentName: row.typeOfPaymentName,
    receiverId: row.receiverId,
    receiverType: row.receiverType,
    userName: row.userName,
    isCanceled: row.isCanceled,
  };
}

/**
 * GET /api/transactions/report: a page of 100 entries of the session's companies, newest
 * payment first, with the count and the sums by action of the whole filtered set's active
 * entries. The route strips the values for users who may not see them.
 */
export async function transactionReport(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: TransactionReportQuery,
): Promise<TransactionReportResponse> {
  const { page, pageSize, companyIds: requested, ...filters } = query;
  const companyIds = reportCompanies(access, requested);
  requireNarrowing(filters);
  const { rows, totals } = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    reportPage(tx, companyIds, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
  );
  return {
    items: rows.map(toRow),
    total: Number(totals.count),
    totals: {
      count: Number(totals.activeCount),
      received: totals.received,
      loss: totals.loss,
      glosado: totals.glosado,
      discount: totals.discount,
    },
  };
}

type Cell = ReturnType<SheetColumn<TransactionReportRowData>['value']>;

/** The sheet's columns (issue 7: guide, patient, date, insurance, batch, hospital, procedures, total). */
function exportColumns(canSeeValues: boolean): SheetColumn<TransactionReportRowData>[] {
  const c = screen.columns;
  const columns: { header: string; width: number; value: (row: TransactionReportRowData) => Cell }[] = [
    { header: c.numGuide, width: 16, value: (r) => r.numGuide },
    { header: c.patient, width: 32, value: (r) => r.patientName },
    { header: c.date, width: 12, value: (r) => formatDate(r.date) },
    { header: c.insurer, width: 28, value: (r) => r.insurerName },
    { header: c.batch, width: 40, value: (r) => r.batchesIds.join(', ') || null },
    { header: c.hospital, width: 28, value: (r) => r.hospitalName },
    { header: c.procedures, width: 40, value: kindLabel },
  ];
  if (canSeeValues) columns.push({ header: c.value, width: 14, value: (r) => Number(r.value) });
  return columns;
}

/**
 * The rows of an export read in one transaction (`run` opens it): the filter's count first —
 * none is the spec's "need events to export", more than `cap` is refused with a message asking
 * to narrow it — then every row in the report's order.
 */
export async function reportExportRows(
  run: <T>(fn: (q: Tx) => Promise<T>) => Promise<T>,
  companyIds: readonly string[],
  filters: TransactionReportFilters,
  cap: number = MONEY_LIMITS.exportRows,
): Promise<TransactionReportRowData[]> {
  return run(async (q) => {
    const count = await countReportRows(q, companyIds, filters);
    if (count === 0) throw new AppError('inputError', { message: m.errors.needEventsToExport });
    if (count > cap) {
      throw new AppError('inputError', {
        message: m.errors.exportTooLarge(formatNumber(count), formatNumber(cap)),
      });
    }
    return exportReportRows(q, companyIds, filters, cap);
  });
}

/**
 * GET /api/transactions/report/export: the report's filters and order, every row (up to
 * MONEY_LIMITS.exportRows), the total column only for users who may see values.
 */
export async function exportTransactionReport(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ExportQuery,
): Promise<Buffer> {
  const { companyIds: requested, ...filters } = query;
  const companyIds = reportCompanies(access, requested);
  requireNarrowing(filters);
  const rows = await reportExportRows((fn) => withTenant(ctx.db, tenantOf(auth, access), fn), companyIds, filters);
  return buildXlsx(screen.title, exportColumns(access.canSeeValues), rows);
}
