import {
  STATEMENT_MATCHES,
  type StatementLineView,
  type StatementMatchValue,
  type StatementSummary,
} from '@honora/contract';

/**
 * The reconciliation screen's rules as plain functions: the result tabs and their counts, and
 * which lines the user may match or unmatch. What a confirmation posts the server answers
 * (the statement's `toPost`).
 */

/** The tabs in the order the screen shows them; 'all' has no match filter. */
export const STATEMENT_TABS = ['matched', 'valueDiffers', 'ambiguous', 'notFound', 'manual', 'all'] as const;
export type StatementTab = (typeof STATEMENT_TABS)[number];

const isMatch = (value: string): value is StatementMatchValue =>
  (STATEMENT_MATCHES as readonly string[]).includes(value);

/** The tab named in the address (?match=), 'all' when absent or unknown. */
export function tabOf(value: string | null): StatementTab {
  return value && isMatch(value) ? value : 'all';
}

/** The page named in the address (?page=), 1 when absent or not a positive integer. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How many lines a tab holds, from the statement's counts. */
export function tabCount(counts: StatementSummary['counts'], tab: StatementTab): number {
  return tab === 'all' ? counts.total : counts[tab];
}

/** Lines still without an event (not found or ambiguous): a confirmation leaves them out. */
export function openLineCount(counts: StatementSummary['counts']): number {
  return counts.notFound + counts.ambiguous;
}

type LineState = Pick<StatementLineView, 'match' | 'eventId' | 'posted'>;

/**
 * A line not found or ambiguous and not posted may be matched by hand — also in a posted
 * statement: the next confirmation posts it (the unmatched lines are a work list).
 */
export function canMatchLine(line: LineState): boolean {
  return !line.posted && (line.match === 'notFound' || line.match === 'ambiguous');
}

/** A line tied to an event and not posted may be untied. */
export function canUnmatchLine(line: LineState): boolean {
  return !line.posted && line.eventId !== null;
}
