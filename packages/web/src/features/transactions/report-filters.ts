import {
  TRANSACTION_ACTION_VALUES,
  TRANSACTION_TYPE_VALUES,
  type TransactionActionValue,
  type TransactionReportQueryInput,
  type TransactionTypeValue,
} from '@honora/contract';
import { addDays } from '@honora/domain';

/** The report's limit of companies in one search (billing.md §5 "a search takes at most 10 companies"). */
export const MAX_COMPANIES = 10;

export type ReportDateField = 'date' | 'creationDate';

/**
 * The filters of /client/reportTransactions as the URL keeps them (a reload, the back button or
 * a shared link shows the same report). `from` and `to` are the days the user picked, both
 * included; the API takes an exclusive end, so `queryOf` sends the day after `to`.
 */
export interface ReportFilters {
  companyIds: string[];
  insurerIds: string[];
  receiverIds: string[];
  batchId: string;
  hospitalId: string | null;
  dateField: ReportDateField;
  from: string | null;
  to: string | null;
  actions: TransactionActionValue[];
  types: TransactionTypeValue[];
  withCanceled: boolean;
  page: number;
}

export const DEFAULT_REPORT_FILTERS: ReportFilters = {
  companyIds: [],
  insurerIds: [],
  receiverIds: [],
  batchId: '',
  hospitalId: null,
  dateField: 'date',
  from: null,
  to: null,
  actions: [],
  types: [],
  withCanceled: false,
  page: 1,
};

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Receiver ids are the registry's ids (the contract allows any text up to 64 characters). */
const RECEIVER_ID = /^[\w-]{1,64}$/;

function list(params: URLSearchParams, key: string): string[] {
  const raw = params.get(key);
  return raw
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

const dateOrNull = (value: string | null) => (value && ISO_DATE.test(value) ? value : null);

/** Reads the filters of a URL query; what does not fit (a bad id, an unknown action) is left out. */
export function reportFiltersFromParams(params: URLSearchParams): ReportFilters {
  const page = Number(params.get('page'));
  const hospitalId = params.get('hospitalId');
  const batchId = params.get('batchId');
  return {
    companyIds: list(params, 'companyIds')
      .filter((id) => UUID.test(id))
      .slice(0, MAX_COMPANIES),
    insurerIds: list(params, 'insurerIds').filter((id) => UUID.test(id)),
    receiverIds: list(params, 'receiverIds').filter((id) => RECEIVER_ID.test(id)),
    batchId: batchId && UUID.test(batchId) ? batchId : '',
    hospitalId: hospitalId && UUID.test(hospitalId) ? hospitalId : null,
    dateField: params.get('dateField') === 'creationDate' ? 'creationDate' : 'date',
    from: dateOrNull(params.get('from')),
    to: dateOrNull(params.get('to')),
    actions: list(params, 'actions').filter(oneOf(TRANSACTION_ACTION_VALUES)),
    types: list(params, 'types').filter(oneOf(TRANSACTION_TYPE_VALUES)),
    withCanceled: params.get('withCanceled') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of the filters: only what differs from the defaults. */
export function paramsFromReportFilters(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | null) => {
    if (value) params.set(key, value);
  };
  put('companyIds', filters.companyIds.join(','));
  put('insurerIds', filters.insurerIds.join(','));
  put('receiverIds', filters.receiverIds.join(','));
  put('batchId', filters.batchId);
  put('hospitalId', filters.hospitalId);
  if (filters.dateField !== DEFAULT_REPORT_FILTERS.dateField) put('dateField', filters.dateField);
  put('from', filters.from);
  put('to', filters.to);
  put('actions', filters.actions.join(','));
  put('types', filters.types.join(','));
  if (filters.withCanceled) put('withCanceled', 'true');
  if (filters.page > 1) put('page', String(filters.page));
  return params;
}

/** A change of any filter but the page goes back to the first page. */
export function withReportChange(filters: ReportFilters, patch: Partial<ReportFilters>): ReportFilters {
  return { ...filters, ...patch, page: patch.page ?? 1 };
}

/** How many filters differ from the defaults (the page is not a filter). */
export function activeReportFilterCount(filters: ReportFilters): number {
  const keys = Object.keys(DEFAULT_REPORT_FILTERS) as (keyof ReportFilters)[];
  return keys.filter(
    (key) => key !== 'page' && JSON.stringify(filters[key]) !== JSON.stringify(DEFAULT_REPORT_FILTERS[key]),
  ).length;
}

/**
 * The report searches only once an insurer, an anesthetist or a batch narrows it (billing.md
 * §8 "Selecione um convênio, anestesista ou lote primeiro"): the ledger is too large to list whole.
 */
export function canSearchReport(filters: ReportFilters): boolean {
  return filters.insurerIds.length > 0 || filters.receiverIds.length > 0 || filters.batchId !== '';
}

/** The exclusive end the API takes for a range whose last day is `to`. */
export const exclusiveEnd = (to: string | null): string | undefined => (to ? addDays(to, 1) : undefined);

const nonEmpty = <T>(values: T[]): T[] | undefined => (values.length > 0 ? values : undefined);

/** GET /api/transactions/report's query (the export takes the same without the page). */
export function reportQueryOf(filters: ReportFilters): TransactionReportQueryInput {
  return {
    companyIds: nonEmpty(filters.companyIds),
    healthInsuranceIds: nonEmpty(filters.insurerIds),
    receiverIds: nonEmpty(filters.receiverIds),
    batchId: filters.batchId || undefined,
    hospitalId: filters.hospitalId ?? undefined,
    dateField: filters.dateField,
    from: filters.from ?? undefined,
    to: exclusiveEnd(filters.to),
    actions: nonEmpty(filters.actions),
    types: nonEmpty(filters.types),
    withCanceled: filters.withCanceled ? 'true' : 'false',
    page: filters.page,
  };
}

/** The first and last day of the month of a YYYY-MM-DD date (ExternalPayments opens on the current month). */
export function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  const nextMonth = addDays(`${date.slice(0, 7)}-28`, 4).slice(0, 7);
  return { from, to: addDays(`${nextMonth}-01`, -1) };
}
