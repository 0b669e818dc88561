import { addMonths } from '../../shared/forms/months';

/** The period of /admin/DashboardOcr, 'YYYY-MM' at both ends (the API's `from` and `to`). */
export interface OcrPeriod {
  from: string;
  to: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The 12 months up to the month of `today` ("YYYY-MM-DD"), as the server's default. */
export function defaultOcrPeriod(today: string): OcrPeriod {
  const to = today.slice(0, 7);
  return { from: addMonths(to, -11), to };
}

/** The period of the address; a bad month, or an end before the start, takes the default. */
export function ocrPeriodFromParams(params: URLSearchParams, today: string): OcrPeriod {
  const fallback = defaultOcrPeriod(today);
  const read = (key: keyof OcrPeriod) => {
    const text = params.get(key);
    return text && MONTH.test(text) ? text : fallback[key];
  };
  const period = { from: read('from'), to: read('to') };
  return period.from <= period.to ? period : fallback;
}

/** A new end of the period: the other end follows when it would pass it. */
export function changeOcrPeriod(current: OcrPeriod, next: Partial<OcrPeriod>): OcrPeriod {
  if (next.from !== undefined) return { from: next.from, to: next.from > current.to ? next.from : current.to };
  if (next.to !== undefined) return { from: next.to < current.from ? next.to : current.from, to: next.to };
  return current;
}

/** The address of a period: nothing for the default one, else both ends. */
export function writeOcrPeriod(params: URLSearchParams, period: OcrPeriod, today: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const fallback = defaultOcrPeriod(today);
  const isDefault = period.from === fallback.from && period.to === fallback.to;
  for (const key of ['from', 'to'] as const) {
    if (isDefault) next.delete(key);
    else next.set(key, period[key]);
  }
  return next;
}
