import { addMonths } from '../../shared/forms/months';

/** The period of /admin/BI and /admin/Map, 'YYYY-MM' at both ends (decision 038). */
export interface BiPeriod {
  from: string;
  until: string;
}

/** What the map colors its states by. */
export type MapMeasure = 'produced' | 'companies';

/** The map's screen state kept in the address: the period, the measure, the chosen UF and region (decision 063). */
export interface MapFilters extends BiPeriod {
  by: MapMeasure;
  uf: string | null;
  regionId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The 12 months up to the month of `today` ("YYYY-MM-DD"), as the server's default. */
export function defaultPeriod(today: string): BiPeriod {
  const until = today.slice(0, 7);
  return { from: addMonths(until, -11), until };
}

/** The period of the address; a bad month, or an end before the start, takes the default. */
export function periodFromParams(params: URLSearchParams, today: string): BiPeriod {
  const fallback = defaultPeriod(today);
  const read = (key: string, value: string) => {
    const text = params.get(key);
    return text && MONTH.test(text) ? text : value;
  };
  const period = { from: read('from', fallback.from), until: read('until', fallback.until) };
  return period.from <= period.until ? period : fallback;
}

/** A new end of the period: the other end follows when it would pass it. */
export function changePeriod(current: BiPeriod, next: Partial<BiPeriod>): BiPeriod {
  if (next.from !== undefined) return { from: next.from, until: next.from > current.until ? next.from : current.until };
  if (next.until !== undefined)
    return { from: next.until < current.from ? next.until : current.from, until: next.until };
  return { from: current.from, until: current.until };
}

/** The address of a period: nothing for the default one, else both ends. */
export function writePeriod(params: URLSearchParams, period: BiPeriod, today: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const fallback = defaultPeriod(today);
  const isDefault = period.from === fallback.from && period.until === fallback.until;
  for (const key of ['from', 'until'] as const) {
    if (isDefault) next.delete(key);
    else next.set(key, period[key]);
  }
  return next;
}

export function mapFiltersFromParams(params: URLSearchParams, today: string, ufs: readonly string[]): MapFilters {
  const uf = params.get('uf');
  return {
    ...periodFromParams(params, today),
    by: params.get('by') === 'companies' ? 'companies' : 'produced',
    uf: uf && ufs.includes(uf) ? uf : null,
    regionId: UUID.test(params.get('region') ?? '') ? params.get('region') : null,
  };
}

export function writeMapFilters(params: URLSearchParams, filters: MapFilters, today: string): URLSearchParams {
  const next = writePeriod(params, filters, today);
  if (filters.by === 'companies') next.set('by', 'companies');
  else next.delete('by');
  if (filters.uf) next.set('uf', filters.uf);
  else next.delete('uf');
  if (filters.regionId) next.set('region', filters.regionId);
  else next.delete('region');
  return next;
}

/** A path with the period of the other screen (nothing for the default period). */
export function pathWithPeriod(path: string, period: BiPeriod, today: string): string {
  const query = writePeriod(new URLSearchParams(), period, today).toString();
  return query ? `${path}?${query}` : path;
}
