import {
  EVENT_DATE_FIELDS,
  EVENT_LIMITS,
  EVENT_SORT_COLUMNS,
  EVENT_STATUS_GROUP_VALUES,
  type EventListQueryInput,
  type EventStatusGroupValue,
  type EventStatusValue,
} from '@honora/contract';
import { EVENT_STATUSES, NOT_READY_STATUSES } from '@honora/domain';

export type Readiness = 'ready' | 'notReady';
type DateField = (typeof EVENT_DATE_FIELDS)[number];
type SortColumn = (typeof EVENT_SORT_COLUMNS)[number];
export type ActiveFilter = 'true' | 'false' | 'all';

/**
 * The events list filters as the screen keeps them in the URL query (billing.md §2 events /
 * notReadyEvents): a reload, the back button or a shared link shows the same list.
 */
export interface EventFilters {
  companyIds: string[];
  statuses: EventStatusValue[];
  statusGroup: EventStatusGroupValue | null;
  dateField: DateField;
  from: string | null;
  to: string | null;
  insurerIds: string[];
  hospitalId: string | null;
  surgeonId: string | null;
  anesthetistId: string | null;
  patientId: string | null;
  numGuide: string;
  batchId: string;
  customFields: Record<string, string>;
  active: ActiveFilter;
  sort: SortColumn;
  dir: 'asc' | 'desc';
  page: number;
}

export const DEFAULT_FILTERS: EventFilters = {
  companyIds: [],
  statuses: [],
  statusGroup: null,
  dateField: 'dtProcedure',
  from: null,
  to: null,
  insurerIds: [],
  hospitalId: null,
  surgeonId: null,
  anesthetistId: null,
  patientId: null,
  numGuide: '',
  batchId: '',
  customFields: {},
  active: 'true',
  sort: 'dtProcedure',
  dir: 'desc',
  page: 1,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The statuses a page lists: the not-ready ones on /client/notReadyEvents, the others on /client/events. */
export function statusesOf(readiness: Readiness): EventStatusValue[] {
  const notReady = new Set<string>(NOT_READY_STATUSES);
  return EVENT_STATUSES.filter((status) => notReady.has(status) === (readiness === 'notReady'));
}

/** The status groups a page offers (the not-ready group is the other page). */
export function groupsOf(readiness: Readiness): EventStatusGroupValue[] {
  return readiness === 'notReady' ? [] : EVENT_STATUS_GROUP_VALUES.filter((group) => group !== 'notReady');
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

function list(params: URLSearchParams, key: string): string[] {
  const raw = params.get(key);
  return raw
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

const uuidOrNull = (value: string | null) => (value && UUID.test(value) ? value : null);
const dateOrNull = (value: string | null) => (value && ISO_DATE.test(value) ? value : null);

function customFieldsOf(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>)
        .filter(([, value]) => typeof value === 'string' && value !== '')
        .map(([key, value]) => [key, value as string]),
    );
  } catch {
    return {};
  }
}

/** Reads the filters of a URL query; what does not fit the page (a status of the other list, a bad id) is left out. */
export function filtersFromParams(params: URLSearchParams, readiness: Readiness): EventFilters {
  const statuses = statusesOf(readiness);
  const groups = groupsOf(readiness);
  const dateField = params.get('dateField');
  const active = params.get('active');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    companyIds: list(params, 'companyIds')
      .filter((id) => UUID.test(id))
      .slice(0, EVENT_LIMITS.searchCompanies),
    statuses: list(params, 'statuses').filter((s): s is EventStatusValue => isOneOf(statuses, s)),
    statusGroup: isOneOf(groups, params.get('statusGroup'))
      ? (params.get('statusGroup') as EventStatusGroupValue)
      : null,
    dateField: isOneOf(EVENT_DATE_FIELDS, dateField) ? dateField : DEFAULT_FILTERS.dateField,
    from: dateOrNull(params.get('from')),
    to: dateOrNull(params.get('to')),
    insurerIds: list(params, 'insurerIds').filter((id) => UUID.test(id)),
    hospitalId: uuidOrNull(params.get('hospitalId')),
    surgeonId: uuidOrNull(params.get('surgeonId')),
    anesthetistId: uuidOrNull(params.get('anesthetistId')),
    patientId: uuidOrNull(params.get('patientId')),
    numGuide: (params.get('numGuide') ?? '').trim().slice(0, EVENT_LIMITS.numGuide),
    batchId: uuidOrNull(params.get('batchId')) ?? '',
    customFields: customFieldsOf(params.get('customFields')),
    active: isOneOf(['true', 'false', 'all'] as const, active) ? active : DEFAULT_FILTERS.active,
    sort: isOneOf(EVENT_SORT_COLUMNS, sort) ? sort : DEFAULT_FILTERS.sort,
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of the filters: only what differs from the defaults, so a plain list keeps a plain address. */
export function paramsFromFilters(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | null) => {
    if (value) params.set(key, value);
  };
  put('companyIds', filters.companyIds.join(','));
  put('statuses', filters.statuses.join(','));
  put('statusGroup', filters.statusGroup);
  if (filters.dateField !== DEFAULT_FILTERS.dateField) put('dateField', filters.dateField);
  put('from', filters.from);
  put('to', filters.to);
  put('insurerIds', filters.insurerIds.join(','));
  put('hospitalId', filters.hospitalId);
  put('surgeonId', filters.surgeonId);
  put('anesthetistId', filters.anesthetistId);
  put('patientId', filters.patientId);
  put('numGuide', filters.numGuide.trim());
  put('batchId', filters.batchId);
  if (Object.keys(filters.customFields).length > 0) put('customFields', JSON.stringify(filters.customFields));
  if (filters.active !== DEFAULT_FILTERS.active) put('active', filters.active);
  if (filters.sort !== DEFAULT_FILTERS.sort || filters.dir !== DEFAULT_FILTERS.dir) {
    put('sort', filters.sort);
    put('dir', filters.dir);
  }
  if (filters.page > 1) put('page', String(filters.page));
  return params;
}

/** A change of any filter but the page goes back to the first page. */
export function withChange(filters: EventFilters, patch: Partial<EventFilters>): EventFilters {
  return { ...filters, ...patch, page: patch.page ?? 1 };
}

/** How many filters differ from the defaults (sort and page are not filters). */
export function activeFilterCount(filters: EventFilters): number {
  const keys = Object.keys(DEFAULT_FILTERS) as (keyof EventFilters)[];
  return keys.filter((key) => {
    if (key === 'sort' || key === 'dir' || key === 'page') return false;
    return JSON.stringify(filters[key]) !== JSON.stringify(DEFAULT_FILTERS[key]);
  }).length;
}

/** The list route's query (GET /api/events; the export takes the same without the page). */
export function queryOf(filters: EventFilters, readiness: Readiness): EventListQueryInput {
  const customFields = Object.keys(filters.customFields).length > 0 ? JSON.stringify(filters.customFields) : undefined;
  return {
    readiness,
    companyIds: filters.companyIds.length > 0 ? filters.companyIds : undefined,
    statuses: filters.statuses.length > 0 ? filters.statuses : undefined,
    statusGroup: filters.statusGroup ?? undefined,
    dateField: filters.dateField,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    insurerIds: filters.insurerIds.length > 0 ? filters.insurerIds : undefined,
    hospitalId: filters.hospitalId ?? undefined,
    surgeonId: filters.surgeonId ?? undefined,
    anesthetistId: filters.anesthetistId ?? undefined,
    patientId: filters.patientId ?? undefined,
    numGuide: filters.numGuide.trim() || undefined,
    batchId: filters.batchId || undefined,
    customFields,
    active: filters.active,
    sort: filters.sort,
    dir: filters.dir,
    page: filters.page,
  };
}
