import {
  EVENT_EXPORT_CAP,
  EVENT_EXPORT_COLUMNS,
  EVENT_EXPORT_DEFAULT_COLUMNS,
  EVENT_EXPORT_MONEY_COLUMNS,
  messages,
  type EventExportColumn,
  type EventListItem,
  type EventListQuery,
  type EventListResponse,
  type eventExportQuerySchema,
} from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { withTenant } from '@honora/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { buildXlsx, type SheetColumn, type SheetTotals } from '../../http/xlsx';
import { batchesCell, batchLabelsOf } from '../batch-membership';
import {
  codesOf,
  countEvents,
  exportEventRows,
  listEventRows,
  type EventListFilters,
  type EventListRow,
  type EventListScope,
} from './event-list.repository';
import { eventFieldLabelsOf } from './event-export-names';

const t = messages.screens.events;
type ExportQuery = z.output<typeof eventExportQuerySchema>;

/**
 * The companies a list call reads (decision of issue 6): the ones the query names, or, when
 * it names none, the selected company alone (the screen's companies filter starts there; the
 * filiais of a matriz are chosen explicitly, at most 10). A named company must be the selected
 * one or, for a matriz manager, one of its filiais (else 403 — another company is never
 * silently narrowed away). A filial does not list its matriz's events, although it reads the
 * matriz's registries. Members with only the "own" permission (anesthetists, residents) see
 * only their events.
 */
export function listScope(
  auth: AuthSession,
  access: RequestAccess,
  requested: readonly string[],
  ownerOnly = access.ownerOnly,
): EventListScope {
  const hidden = requested.filter((id) => !access.writableCompanyIds.includes(id));
  if (hidden.length > 0) {
    throw new AppError('permissionDenied', {
      message: t.listErrors.companyNotVisible,
      params: { module: 'events', action: access.action },
    });
  }
  const companyIds = requested.length > 0 ? [...new Set(requested)] : access.companyId ? [access.companyId] : [];
  return {
    companyIds,
    ownerUserId: ownerOnly ? auth.userId : null,
    surgeonHiddenFrom: access.surgeonHidden ? auth.userId : null,
  };
}

/** A row as the list answers it; money only for users who may see values. */
export function toListItem(row: EventListRow, canSeeValues: boolean): EventListItem {
  const item: EventListItem = {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    version: row.version,
    active: row.active,
    type: row.type,
    numGuide: row.numGuide,
    dtProcedure: row.dtProcedure,
    status: row.status as EventListItem['status'],
    customStatus: row.customStatus,
    isLocked: row.isLocked,
    urgent: row.urgent,
    healthInsuranceId: row.healthInsuranceId,
    insurerName: row.insurerName,
    hospitalName: row.hospitalName,
    patientName: row.patientName,
    surgeonName: row.surgeonName,
    anesthetistName: row.anesthetistName,
    procedureCodes: codesOf(row.procedureCodes),
    batchesIds: row.batchesIds,
    customFields: row.customFields as EventListItem['customFields'],
    createdAt: row.createdAt.toISOString(),
  };
  if (!canSeeValues) return item;
  return {
    ...item,
    totalProduced: row.totalProduced,
    totalReceived: row.totalReceived,
    totalGlosado: row.totalGlosado,
    totalLoss: row.totalLoss,
    totalInProcessing: row.totalInProcessing,
  };
}

/** A page with its totals (present: the guard strips them for users who may not see values). */
export type EventListPage = EventListResponse & { totals: NonNullable<EventListResponse['totals']> };

/** The page and the totals of the whole filtered set, read in one transaction (`run` opens it). */
export async function listPage(
  run: <T>(fn: (q: Parameters<typeof listEventRows>[0]) => Promise<T>) => Promise<T>,
  scope: EventListScope,
  query: EventListQuery,
  canSeeValues: boolean,
): Promise<EventListPage> {
  const { page, pageSize, ...filters } = query;
  const { rows, totals } = await run((q) =>
    listEventRows(q, scope, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
  );
  const count = Number(totals.count);
  return {
    items: rows.map((row) => toListItem(row, canSeeValues)),
    total: count,
    totals: canSeeValues
      ? {
          count,
          totalProduced: totals.totalProduced,
          totalReceived: totals.totalReceived,
          totalGlosado: totals.totalGlosado,
          totalLoss: totals.totalLoss,
          totalInProcessing: totals.totalInProcessing,
        }
      : { count },
  };
}

/** GET /api/events: the filtered, sorted page of the session's events with the totals of the whole set. */
export async function listEvents(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: EventListQuery,
): Promise<EventListResponse> {
  const scope = listScope(auth, access, query.companyIds);
  return listPage((fn) => withTenant(ctx.db, tenantOf(auth, access), fn), scope, query, access.canSeeValues);
}

// ---- export --------------------------------------------------------------------------------

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
 * The sheet's columns: the chosen ids in the order chosen (duplicates once), or the default
 * set; money columns are dropped for users who may not see values. An unknown id is refused.
 */
export function exportColumnsOf(chosen: readonly string[], canSeeValues: boolean): SheetColumn<EventExportRow>[] {
  const unknown = chosen.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw AppError.field('inputError', 'columns', t.listErrors.exportUnknownColumn(unknown));
  }
  const ids = (chosen.length > 0 ? [...new Set(chosen)] : [...EVENT_EXPORT_DEFAULT_COLUMNS]) as EventExportColumn[];
  return ids
    .filter((id) => canSeeValues || !moneyColumns.has(id))
    .map((id) => ({ header: t.exportColumns[id], ...cells[id] }));
}

/**
 * The rows of an export read in one transaction: the filter's count first, refused past
 * EVENT_EXPORT_CAP with a message asking to narrow it, then every row in the list's order.
 */
export async function exportRows(
  run: <T>(fn: (q: Parameters<typeof exportEventRows>[0]) => Promise<T>) => Promise<T>,
  scope: EventListScope,
  filters: EventListFilters,
  cap: number = EVENT_EXPORT_CAP,
): Promise<EventListRow[]> {
  return run(async (q) => {
    const count = await countEvents(q, scope, filters);
    if (count > cap) {
      throw new AppError('inputError', {
        message: t.listErrors.exportTooLarge(formatNumber(count), formatNumber(cap)),
      });
    }
    return exportEventRows(q, scope, filters, cap);
  });
}

/**
 * GET /api/events/export: the list's filters and order, every row, the chosen columns. The
 * permission is eventExports read (or readOwn: own events only); a user who may not list every
 * event of the company exports only their own.
 */
export async function exportEvents(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ExportQuery,
): Promise<Buffer> {
  const { columns: chosen, ...filters } = query;
  const columns = exportColumnsOf(chosen, access.canSeeValues);
  const ownerOnly = access.ownerOnly || !access.allows('events', 'list');
  const scope = listScope(auth, access, filters.companyIds, ownerOnly);
  const rows = await withTenant(ctx.db, tenantOf(auth, access), async (q) => {
    const found = await exportRows((fn) => fn(q), scope, filters);
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
  });
  return buildXlsx(t.exportSheetName, columns, rows, exportTotals);
}
