import {
  messages,
  type EventListItem,
  type EventListQuery,
  type EventListResponse,
  type eventExportQuerySchema,
  msg,
} from '@honora/contract';
import { withTenant } from '@honora/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { startExport, type ExportAnswer, type ExportLimits } from '../exports';
import { eventExportSource, exportColumnIdsOf } from './event-export-sheet';
import { codesOf, listEventRows, type EventListRow, type EventListScope } from './event-list.repository';

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
      message: msg(t.listErrors, 'companyNotVisible'),
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

/**
 * GET /api/events/export: the list's filters and order, every row, the chosen columns. The
 * permission is eventExports read (or readOwn: own events only); a user who may not list every
 * event of the company exports only their own. Over EXPORT_JOB_ROWS rows the sheet is built
 * by an export job (decision 019) and the answer is that job.
 */
export async function exportEvents(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ExportQuery,
  limits?: ExportLimits,
): Promise<ExportAnswer> {
  const { columns: chosen, ...filters } = query;
  const columns = exportColumnIdsOf(chosen, access.canSeeValues);
  const ownerOnly = access.ownerOnly || !access.allows('events', 'list');
  const scope = listScope(auth, access, filters.companyIds, ownerOnly);
  return startExport(
    ctx,
    tenantOf(auth, access),
    access.companyId,
    eventExportSource,
    { scope, filters, columns },
    limits,
  );
}
