import { fmt, type CoreMonth } from '@honora/contract';
import { scheduleCoreScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { brazilDate, brazilDateTime } from '@honora/domain';

/** A year of the core, as the API takes it (`coreYearParamsSchema`). */
const YEAR = /^(19|20)\d{2}$/;

/** The year today in São Paulo (DOMAIN.md "Schedules": the roster's calendar is local). */
export function currentCoreYear(now: Date): string {
  return brazilDate(now).slice(0, 4);
}

/** The year in the address (`?year=YYYY`), or `fallback` when it is missing or not one the API takes. */
export function yearFromParam(text: string | null, fallback: string): string {
  return text !== null && YEAR.test(text) ? text : fallback;
}

/** The year before (-1) or after (+1), kept within the years the API accepts. */
export function shiftYear(year: string, delta: number): string {
  const next = String(Number(year) + delta);
  return YEAR.test(next) ? next : year;
}

const monthNameFormat = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2027-01' → 'janeiro de 2027', in pt-BR whatever the browser's language (platform.md §9). */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return monthNameFormat.format(new Date(Date.UTC(year, number - 1, 15)));
}

/** An instant of the API as people in Brazil read it: 'DD/MM/AAAA HH:mm', São Paulo time. */
export function whenText(iso: string): string {
  return brazilDateTime(new Date(iso));
}

export function isClosed(item: Pick<CoreMonth, 'closedAt'>): boolean {
  return item.closedAt !== null;
}

/**
 * What a month's row says (platform.md §4): closed, else published, else still being built;
 * then the publication of a closed month and the last reopening with its observation.
 */
export function monthSituation(item: CoreMonth): { status: string; details: string[] } {
  const published = item.publishedAt
    ? fmt(t.statusPublished, { name: item.publishedByName ?? '', when: whenText(item.publishedAt) })
    : null;
  const details: string[] = [];
  let status: string;
  if (item.closedAt) {
    status = fmt(t.statusClosed, { name: item.closedByName ?? '', when: whenText(item.closedAt) });
    if (published) details.push(published);
  } else {
    status = published ?? t.statusDraft;
  }
  if (item.reopenedAt) {
    details.push(
      fmt(t.reopened, {
        name: item.reopenedByName ?? '',
        when: whenText(item.reopenedAt),
        observation: item.reopenObservation ?? '',
      }),
    );
  }
  return { status, details };
}

/** "12 de 62": the month's places that hold a doctor, of all its places. */
export function filledText(item: Pick<CoreMonth, 'filled' | 'total'>): string {
  return fmt(t.filledOf, { filled: item.filled, total: item.total });
}
