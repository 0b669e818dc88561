import { fmt, messages, msg } from '@honora/contract';
import type { Tx } from '@honora/db';
import { TRANSACTION_ACTIONS } from '@honora/domain';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { SheetColumn, SheetTotals } from '../../http/xlsx';
import { batchLabelsOf, batchesCell } from '../batch-membership';
import type { ExportSource, ExportWindow } from '../exports';
import {
  countReportRows,
  exportReportRows,
  type TransactionReportFilters,
  type TransactionReportRowData,
} from './transaction-report.repository';

const m = messages.screens.money;
const screen = m.report;

export const kindLabel = (row: TransactionReportRowData) =>
  row.type === 'PROCEDURE' ? (row.procedureLabel ?? m.types.PROCEDURE) : m.types[row.type];

const yesNo = (value: boolean) => (value ? messages.screens.registry.list.yes : messages.screens.registry.list.no);

/** A report row and the labels of its batches (read once for the whole export). */
export interface ExportRow {
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
  groups: TRANSACTION_ACTIONS.map((action) => ({
    key: action,
    label: fmt(screen.exportTotal, { action: m.actions[action] }),
  })),
  groupOf: ({ row }) => (row.isCanceled ? null : row.action),
};

/** What a report export reads and writes, resolved from the request (an export job's plan). */
export interface TransactionExportPlan {
  companyIds: string[];
  filters: TransactionReportFilters;
  canSeeValues: boolean;
}

/**
 * A stored plan. The filters are the report's query already parsed by its contract schema, so
 * they are taken as stored: only this server writes them, in the transaction that counted them.
 */
const planSchema = z.object({
  companyIds: z.array(z.uuid()).min(1),
  filters: z.record(z.string(), z.unknown()),
  canSeeValues: z.boolean(),
});

/** A window of entries in the report's order, with their batches named. */
async function exportPage(q: Tx, plan: TransactionExportPlan, window: ExportWindow): Promise<ExportRow[]> {
  const found = await exportReportRows(q, plan.companyIds, plan.filters, window);
  const labels = await batchLabelsOf(
    q,
    found.flatMap((row) => row.batchesIds),
  );
  return found.map((row) => ({ row, batches: batchesCell(labels, row.batchesIds) }));
}

/** GET /api/transactions/report/export (billing.md §2 reportTransactions; decision 019 for the large ones). */
export const transactionExportSource: ExportSource<TransactionExportPlan, ExportRow> = {
  name: 'transactions',
  parsePlan: (raw) => planSchema.parse(raw) as unknown as TransactionExportPlan,
  sheetName: screen.title,
  fileName: screen.exportFileName,
  columns: (plan) => exportColumns(plan.canSeeValues, plan.companyIds.length > 1),
  totals: exportTotals,
  count: (q, plan) => countReportRows(q, plan.companyIds, plan.filters),
  checkCount(count) {
    if (count === 0) throw new AppError('inputError', { message: msg(m.errors, 'needEventsToExport') });
  },
  tooLarge: (count, max) => msg(m.errors, 'exportTooLarge', { count, max }),
  page: exportPage,
};
