import type { DashboardQuery, EventStatusValue } from '@honora/contract';
import { NOT_READY_STATUSES } from '@honora/domain';
import { paths } from '../routing/paths';

/**
 * The production filters of the dashboard and the reports as the screens keep them in the URL
 * query (a reload or a shared link shows the same figures), and the events list links of the
 * dashboard's bars and rows (decisions 033, 035).
 */
export interface ProductionFilters {
  from: string;
  until: string;
  companyId: string | null;
  healthInsuranceId: string | null;
  hospitalId: string | null;
  anesthetistId: string | null;
  /** The dashboard: every chart starts on its table ("ver números"). */
  isNumbers: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The default period: the last twelve months, from the first day of the month eleven months back to today. */
export function defaultPeriod(today: Date): { from: string; until: string } {
  const start = new Date(today.getFullYear(), today.getMonth() - 11, 1);
  return { from: isoOf(start), until: isoOf(today) };
}

const uuidOrNull = (value: string | null) => (value && UUID.test(value) ? value : null);

/** Reads the filters of a URL query; a bad id or date falls back to none / the default period. */
export function filtersFromParams(params: URLSearchParams, today: Date): ProductionFilters {
  const period = defaultPeriod(today);
  const date = (key: 'from' | 'until') => {
    const value = params.get(key);
    return value !== null && (value === '' || ISO_DATE.test(value)) ? value : period[key];
  };
  return {
    from: date('from'),
    until: date('until'),
    companyId: uuidOrNull(params.get('companyId')),
    healthInsuranceId: uuidOrNull(params.get('healthInsuranceId')),
    hospitalId: uuidOrNull(params.get('hospitalId')),
    anesthetistId: uuidOrNull(params.get('anesthetistId')),
    isNumbers: params.get('view') === 'numbers',
  };
}

/** The URL query of the filters (the period is always written: the default moves with the days). */
export function paramsFromFilters(filters: ProductionFilters): URLSearchParams {
  const params = new URLSearchParams();
  params.set('from', filters.from);
  params.set('until', filters.until);
  for (const key of ['companyId', 'healthInsuranceId', 'hospitalId', 'anesthetistId'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.isNumbers) params.set('view', 'numbers');
  return params;
}

/** The API query of the filters (a blank date is no bound). */
export function queryOf(filters: ProductionFilters): DashboardQuery {
  const query: DashboardQuery = {};
  if (filters.from) query.from = filters.from;
  if (filters.until) query.until = filters.until;
  if (filters.companyId) query.companyId = filters.companyId;
  if (filters.healthInsuranceId) query.healthInsuranceId = filters.healthInsuranceId;
  if (filters.hospitalId) query.hospitalId = filters.hospitalId;
  if (filters.anesthetistId) query.anesthetistId = filters.anesthetistId;
  return query;
}

/** What a bar or row narrows the list to, on top of the panel's filters. */
export interface EventsNarrowing {
  healthInsuranceId?: string;
  hospitalId?: string;
  anesthetistId?: string;
  status?: EventStatusValue;
  /** A month "YYYY-MM": its days, within the panel's period. */
  month?: string;
  /** A year "YYYY": its days, within the panel's period. */
  year?: string;
}

/** The last day of a month "YYYY-MM", "YYYY-MM-DD". */
export const lastDayOf = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${pad(new Date(year, m, 0).getDate())}`;
};

const later = (a: string, b: string) => (!a ? b : a > b ? a : b);
const earlier = (a: string, b: string) => (!a ? b : a < b ? a : b);

/**
 * The events list with the panel's filters and the bar's (the list reads them from its URL:
 * dates of the procedure, insurerIds, hospitalId, anesthetistId, companyIds, statuses). A
 * not-ready status opens /client/notReadyEvents, where those events are listed.
 */
export function eventsLink(filters: ProductionFilters, narrowing: EventsNarrowing = {}): string {
  const params = new URLSearchParams();
  let from = filters.from;
  let to = filters.until;
  if (narrowing.month) {
    from = later(from, `${narrowing.month}-01`);
    to = earlier(to, lastDayOf(narrowing.month));
  }
  if (narrowing.year) {
    from = later(from, `${narrowing.year}-01-01`);
    to = earlier(to, `${narrowing.year}-12-31`);
  }
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (filters.companyId) params.set('companyIds', filters.companyId);
  const insurer = narrowing.healthInsuranceId ?? filters.healthInsuranceId;
  if (insurer) params.set('insurerIds', insurer);
  const hospital = narrowing.hospitalId ?? filters.hospitalId;
  if (hospital) params.set('hospitalId', hospital);
  const doctor = narrowing.anesthetistId ?? filters.anesthetistId;
  if (doctor) params.set('anesthetistId', doctor);
  if (narrowing.status) params.set('statuses', narrowing.status);
  const isNotReady = (NOT_READY_STATUSES as readonly string[]).includes(narrowing.status ?? '');
  return `${isNotReady ? paths.clientNotReadyEvents : paths.clientEvents}?${params.toString()}`;
}
