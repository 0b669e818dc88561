import {
  EVENT_EXPORT_COLUMNS,
  EVENT_EXPORT_DEFAULT_COLUMNS,
  EVENT_EXPORT_MONEY_COLUMNS,
  messages,
  msg,
  type EventExportColumn,
} from '@honora/contract';
import type { Tx } from '@honora/db';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { SheetColumn, SheetTotals } from '../../http/xlsx';
import { batchesCell, batchLabelsOf } from '../batch-membership';
import type { ExportSource, ExportWindow } from '../exports';
import {
  codesOf,
  countEvents,
  exportEventRows,
  type EventListFilters,
  type EventListRow,
  type EventListScope,
} from './event-list.repository';
import { eventFieldLabelsOf } from './event-export-names';

const t = messages.screens.events;

/** A row of the export: the list's row, with its batches and custom fields already named. */
export type EventExportRow = EventListRow & { batchesText: string | null; customFieldsText: string | null };

const yesNo = (value: boolean) => (value ? t.exportYes : t.exportNo);
const guideText = (row: EventListRow, key: string) => {
  const value = row.guideData[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The custom fields filled in, "Label: value; …" (booleans as Sim/Não). */
function customFieldsText(row: EventListRow, labelOf: (companyId: string, key: string) => string): string | null {
  return (
    Object.entries(row.customFields)
      .filter(([, v]) => v !== null && v !== '')
      .map(([k, v]) => `${labelOf(row.companyId, k)}: ${typeof v === 'boolean' ? yesNo(v) : String(v)}`)
      .join('; ') || null
  );
}

type ExportCell = Omit<SheetColumn<EventExportRow>, 'header'>;
const money = (value: (row: EventExportRow) => string): ExportCell => ({ width: 14, kind: 'money', value });

const cells: Record<EventExportColumn, ExportCell> = {
  company: { width: 28, value: (r) => r.companyName },
  numGuide: { width: 16, value: (r) => r.numGuide },
  dtProcedure: { width: 14, kind: 'date', value: (r) => r.dtProcedure },
  type: { width: 12, value: (r) => t.types[r.type] },
  status: {
    width: 26,
    value: (r) => r.customStatus ?? t.statuses[r.status as keyof typeof t.statuses] ?? r.status,
  },
  patient: { width: 32, value: (r) => r.patientName },
  insurer: { width: 28, value: (r) => r.insurerName },
  wallet: { width: 20, value: (r) => r.healthInsuranceWallet },
  hospital: { width: 28, value: (r) => r.hospitalName },
  surgeon: { width: 28, value: (r) => r.surgeonName },
  anesthetist: { width: 28, value: (r) => r.anesthetistName },
  secondaryAnesthetist: { width: 28, value: (r) => r.secondaryAnesthetistName },
  thirdAnesthetist: { width: 28, value: (r) => r.thirdAnesthetistName },
  resident: { width: 28, value: (r) => r.residentName },
  procedures: { width: 30, value: (r) => codesOf(r.procedureCodes).join(', ') },
  accommodation: { width: 16, value: (r) => messages.screens.registry.accommodations[r.accommodation] },
  isEmergency: { width: 10, value: (r) => yesNo(r.isEmergency) },
  urgent: { width: 10, value: (r) => yesNo(r.urgent) },
  procedureStart: { width: 10, value: (r) => r.procedureStart },
  procedureEnd: { width: 10, value: (r) => r.procedureEnd },
  anesthesiaStart: { width: 10, value: (r) => r.anesthesiaStart },
  anesthesiaEnd: { width: 10, value: (r) => r.anesthesiaEnd },
  numberProviderGuide: { width: 18, value: (r) => guideText(r, 'numberProviderGuide') },
  password: { width: 14, value: (r) => guideText(r, 'password') },
  batches: { width: 40, value: (r) => r.batchesText },
  customFields: { width: 40, value: (r) => r.customFieldsText },
  active: { width: 8, value: (r) => yesNo(r.active) },
  createdAt: { width: 17, kind: 'dateTime', value: (r) => r.createdAt },
  createdByName: { width: 24, value: (r) => r.createdByName },
  updatedAt: { width: 17, kind: 'dateTime', value: (r) => r.updatedAt },
  totalProduced: money((r) => r.totalProduced),
  totalReceived: money((r) => r.totalReceived),
  totalGlosado: money((r) => r.totalGlosado),
  totalLoss: money((r) => r.totalLoss),
  totalInProcessing: money((r) => r.totalInProcessing),
  totalDiscount: money((r) => r.totalDiscount),
  totalOver: money((r) => r.totalOver),
  totalProcedures: money((r) => r.totalProcedures),
  complementation: money((r) => r.complementation),
  attendanceFee: money((r) => r.attendanceFee),
  expenses: money((r) => r.expenses),
  totalAppealed: money((r) => r.totalAppealed),
};

/** One totals row: each money column is one kind of amount (received, glosado…), never two added together. */
const exportTotals: SheetTotals<EventExportRow> = { groups: [{ key: 'all', label: t.exportTotal }] };

const known = new Set<string>(EVENT_EXPORT_COLUMNS);
const moneyColumns = new Set<string>(EVENT_EXPORT_MONEY_COLUMNS);

/**
 * The sheet's column ids: the chosen ones in the order chosen (duplicates once), or the default
 * set; money columns are dropped for users who may not see values. An unknown id is refused.
 */
export function exportColumnIdsOf(chosen: readonly string[], canSeeValues: boolean): EventExportColumn[] {
  const unknown = chosen.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw AppError.field('inputError', 'columns', msg(t.listErrors, 'exportUnknownColumn', { column: unknown }));
  }
  const ids = (chosen.length > 0 ? [...new Set(chosen)] : [...EVENT_EXPORT_DEFAULT_COLUMNS]) as EventExportColumn[];
  return ids.filter((id) => canSeeValues || !moneyColumns.has(id));
}

/** The sheet's columns of the ids, with their pt-BR headers. */
export function exportColumnsOf(ids: readonly EventExportColumn[]): SheetColumn<EventExportRow>[] {
  return ids.map((id) => ({ header: t.exportColumns[id], ...cells[id] }));
}

/** What an events export reads and writes, resolved from the request (an export job's plan). */
export interface EventExportPlan {
  scope: EventListScope;
  filters: EventListFilters;
  columns: EventExportColumn[];
}

/**
 * A stored plan. The filters are the list's query already parsed by its contract schema (its
 * transforms do not parse their own output again), so they are taken as stored: only this
 * server writes them, in the same transaction that counted their rows.
 */
const planSchema = z.object({
  scope: z.object({
    companyIds: z.array(z.uuid()).min(1),
    ownerUserId: z.string().nullable(),
    surgeonHiddenFrom: z.string().nullable().optional(),
  }),
  filters: z.record(z.string(), z.unknown()),
  columns: z.array(z.enum(EVENT_EXPORT_COLUMNS)).min(1),
});

/** A window of events in the list's order, with their batches and custom fields named. */
async function exportPage(q: Tx, plan: EventExportPlan, window: ExportWindow): Promise<EventExportRow[]> {
  const found = await exportEventRows(q, plan.scope, plan.filters, window);
  const batchLabels = await batchLabelsOf(
    q,
    found.flatMap((row) => row.batchesIds),
  );
  const fieldLabel = await eventFieldLabelsOf(
    q,
    found.map((row) => row.companyId),
  );
  return found.map((row) => ({
    ...row,
    batchesText: batchesCell(batchLabels, row.batchesIds),
    customFieldsText: customFieldsText(row, fieldLabel),
  }));
}

/** GET /api/events/export: the list's filters and order, the chosen columns (decision 019 for the large ones). */
export const eventExportSource: ExportSource<EventExportPlan, EventExportRow> = {
  name: 'events',
  parsePlan: (raw) => planSchema.parse(raw) as unknown as EventExportPlan,
  sheetName: t.exportSheetName,
  fileName: t.exportFileName,
  columns: (plan) => exportColumnsOf(plan.columns),
  totals: exportTotals,
  count: (q, plan) => countEvents(q, plan.scope, plan.filters),
  tooLarge: (count, max) => msg(t.listErrors, 'exportTooLarge', { count, max }),
  page: exportPage,
};
