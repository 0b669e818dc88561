import type { IsoDate } from './types';

/** A validity period: null start = since always, null end = open-ended (billing.md §3 Negotiation start, end). */
export interface Validity {
  start: IsoDate | null;
  end: IsoDate | null;
}

/** Whether `date` (YYYY-MM-DD) falls in the validity, both ends included. */
export function isInForce(validity: Validity, date: IsoDate): boolean {
  return (validity.start === null || validity.start <= date) && (validity.end === null || date <= validity.end);
}

/**
 * The negotiation in force on the procedure date: the one whose validity holds the date
 * (validities of one insurer never overlap; with bad data the latest start wins). Null when none.
 */
export function negotiationInForce<T extends Validity>(negotiations: readonly T[], date: IsoDate): T | null {
  let found: T | null = null;
  for (const negotiation of negotiations) {
    if (!isInForce(negotiation, date)) continue;
    if (!found || (negotiation.start ?? '') > (found.start ?? '')) found = negotiation;
  }
  return found;
}

const saoPauloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in São Paulo at an instant: "today" for validity rules (the caller passes the clock). */
export function brazilDate(instant: Date): IsoDate {
  return saoPauloDate.format(instant);
}

/** The day after / before a YYYY-MM-DD date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
