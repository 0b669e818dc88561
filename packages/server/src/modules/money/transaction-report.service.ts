import {
  MONEY_LIMITS,
  messages,
  type TransactionReportQuery,
  type TransactionReportResponse,
  type TransactionReportRow,
} from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import { formatNumber, TRANSACTION_ACTIONS } from '@honora/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { buildXlsx, type SheetColumn, type SheetTotals } from '../../http/xlsx';
import { batchLabelsOf, batchesCell } from '../batch-membership';
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

function toRow(row: TransactionReportRowData, labels: ReadonlyMap<string, string>): TransactionReportRow {
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
    batchNames: row.batchesIds.flatMap((id) => labels.get(id) ?? []),
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
  const { rows, totals, labels } = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const found = await reportPage(tx, companyIds, filters, { limit: pageSize, offset: (page - 1) * pageSize });
    return {
      ...found,
      labels: await batchLabelsOf(
        tx,
        found.rows.flatMap((row) => row.batchesIds),
      ),
    };
  });
  return {
    items: rows.map((row) => toRow(row, labels)),
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

const yesNo = (value: boolean) => (value ? messages.screens.registry.list.yes : messages.screens.registry.list.no);

/** A report row and the labels of its batches (read once for the whole export). */
interface ExportRow {
  row: TransactionReportRowData;
  batches: string | null;
}

/**
 * The sheet's columns (billing.md §2 reportTransactions: guide, patient, date, insurance, batch,
 * hospital, procedures, total), as the table shows them: the company when several are read,
 * the action and kind of each entry, its type of payment and user, when it was recorded and
 * whether it was cancelled. Dates are date cells, the total an R$ number.
 */
function exportColumns(canSeeValues: boolean, withCompany: boolean): SheetColumn<ExportRow>[] {
  const c = screen.columns;
  const x = screen.exportColumns;
  return [
    ...(withCompany ? [{ header: c.company, width: 28, value: ({ row }: ExportRow) => row.companyName }] : []),
    { header: c.numGuide, width: 16, value: ({ row }) => row.numGuide },
    { header: c.patient, width: 32, value: ({ row }) => row.patientName },
    { header: c.date, width: 12, kind: 'date', value: ({ row }) => row.date },
    { header: c.insurer, width: 28, value: ({ row }) => row.insurerName },
    { header: c.batch, width: 30, value: ({ batches }) => batches },
    { header: c.hospital, width: 28, value: ({ row }) => row.hospitalName },
    { header: c.procedures, width: 40, value: ({ row }) => kindLabel(row) },
    { header: c.action, width: 12, value: ({ row }) => m.actions[row.action] },
    { header: c.type, width: 16, value: ({ row }) => m.types[row.type] },
    ...(canSeeValues
      ? [{ header: c.value, width: 16, kind: 'money' as const, value: ({ row }: ExportRow) => row.value }]
      : []),
    { header: c.typeOfPayment, width: 22, value: ({ row }) => row.typeOfPaymentName },
    { header: c.user, width: 24, value: ({ row }) => row.userName },
    { header: x.creationDate, width: 17, kind: 'dateTime', value: ({ row }) => row.creationDate },
    { header: x.canceled, width: 10, value: ({ row }) => yesNo(row.isCanceled) },
  ];
}

/** One totals row per action, of the active entries only (as the screen's totals): a glosa never adds to the receipts. */
const exportTotals: SheetTotals<ExportRow> = {
  groups: TRANSACTION_ACTIONS.map((action) => ({ key: action, label: screen.exportTotal(m.actions[action]) })),
  groupOf: ({ row }) => (row.isCanceled ? null : row.action),
};

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
  const rows = await withTenant(ctx.db, tenantOf(auth, access), async (q) => {
    const found = await reportExportRows((fn) => fn(q), companyIds, filters);
    const labels = await batchLabelsOf(
      q,
      found.flatMap((row) => row.batchesIds),
    );
    return found.map((row) => ({ row, batches: batchesCell(labels, row.batchesIds) }));
  });
  return buildXlsx(screen.title, exportColumns(access.canSeeValues, companyIds.length > 1), rows, exportTotals);
}
