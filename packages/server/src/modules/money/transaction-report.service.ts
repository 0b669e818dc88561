import {
  messages,
  type TransactionReportQuery,
  type TransactionReportResponse,
  type TransactionReportRow,
  msg,
} from '@honora/contract';
import { withTenant } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { startExport, type ExportAnswer, type ExportLimits } from '../exports';
import { batchLabelsOf } from '../batch-membership';
import { kindLabel, transactionExportSource } from './transaction-export-sheet';
import {
  reportPage,
  type TransactionReportFilters,
  type TransactionReportRowData,
} from './transaction-report.repository';

const m = messages.screens.money;

type ExportQuery = Omit<TransactionReportQuery, 'page' | 'pageSize'>;

/**
 * The companies a report reads (as the events list, decision 015): the ones the query names —
 * each must be the selected company or, for a matriz manager, one of its filiais (else 403) —
 * or the selected company alone.
 */
export function reportCompanies(access: RequestAccess, requested: readonly string[]): string[] {
  if (requested.some((id) => !access.writableCompanyIds.includes(id))) {
    throw new AppError('permissionDenied', {
      message: msg(messages.screens.events.listErrors, 'companyNotVisible'),
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
  throw AppError.field('inputError', 'healthInsuranceIds', msg(m.errors, 'selectInsurerAnesthetistOrBatch'));
}

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

/**
 * GET /api/transactions/report/export: the report's filters and order, every row, the total
 * column only for users who may see values. None is the spec's "need events to export"; over
 * EXPORT_JOB_ROWS rows the sheet is built by an export job (decision 019) and the answer is
 * that job.
 */
export async function exportTransactionReport(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ExportQuery,
  limits?: ExportLimits,
): Promise<ExportAnswer> {
  const { companyIds: requested, ...filters } = query;
  const companyIds = reportCompanies(access, requested);
  requireNarrowing(filters);
  const plan = { companyIds, filters, canSeeValues: access.canSeeValues };
  return startExport(ctx, tenantOf(auth, access), access.companyId, transactionExportSource, plan, limits);
}
