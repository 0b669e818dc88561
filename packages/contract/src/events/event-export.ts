import { EXPORT_JOB_MAX_ROWS } from '../platform/export-jobs';

/**
 * The columns the events export (GET /api/events/export?columns=…) can write, in the order
 * the sheet shows them when chosen; pt-BR headers are in the catalog
 * (messages.screens.events.exportColumns). Money columns are written only for users who may
 * see values; without `columns` the export writes EVENT_EXPORT_DEFAULT_COLUMNS. An unknown id
 * is refused (inputError on `columns`).
 */
export const EVENT_EXPORT_COLUMNS = [
  'company',
  'numGuide',
  'dtProcedure',
  'type',
  'status',
  'patient',
  'insurer',
  'wallet',
  'hospital',
  'surgeon',
  'anesthetist',
  'secondaryAnesthetist',
  'thirdAnesthetist',
  'resident',
  'procedures',
  'accommodation',
  'isEmergency',
  'urgent',
  'procedureStart',
  'procedureEnd',
  'anesthesiaStart',
  'anesthesiaEnd',
  'numberProviderGuide',
  'password',
  'batches',
  'customFields',
  'active',
  'createdAt',
  'createdByName',
  'updatedAt',
  'totalProduced',
  'totalReceived',
  'totalGlosado',
  'totalLoss',
  'totalInProcessing',
  'totalDiscount',
  'totalOver',
  'totalProcedures',
  'complementation',
  'attendanceFee',
  'expenses',
  'totalAppealed',
] as const;
export type EventExportColumn = (typeof EVENT_EXPORT_COLUMNS)[number];

/** Columns that carry money: left out of the sheet for users who may not see values. */
export const EVENT_EXPORT_MONEY_COLUMNS = [
  'totalProduced',
  'totalReceived',
  'totalGlosado',
  'totalLoss',
  'totalInProcessing',
  'totalDiscount',
  'totalOver',
  'totalProcedures',
  'complementation',
  'attendanceFee',
  'expenses',
  'totalAppealed',
] as const satisfies readonly EventExportColumn[];

/** The sheet when no column is chosen: the list's own columns. */
export const EVENT_EXPORT_DEFAULT_COLUMNS = [
  'numGuide',
  'dtProcedure',
  'patient',
  'insurer',
  'hospital',
  'surgeon',
  'anesthetist',
  'status',
  'procedures',
  'totalProduced',
  'totalReceived',
  'totalGlosado',
] as const satisfies readonly EventExportColumn[];

/**
 * The most events one export writes (an export job past EXPORT_JOB_ROWS, decision 019); a larger
 * filter is refused with a message asking to narrow it.
 */
export const EVENT_EXPORT_CAP = EXPORT_JOB_MAX_ROWS;
