import {
  STATEMENT_MATCHES,
  type StatementLineView,
  type StatementMatchValue,
  type StatementSummary,
} from '@honora/contract';
import { centsText, toCents } from '@honora/domain';

/**
 * The reconciliation screen's rules as plain functions: the result tabs and their counts, which
 * lines the user may match or unmatch, and what a confirmation posts (the server's rule in
 * statement-post.ts: every reconciled line not yet posted books its released value and its glosa).
 */

/** The tabs in the order the screen shows them; 'all' has no match filter. */
export const STATEMENT_TABS = ['matched', 'valueDiffers', 'ambiguous', 'notFound', 'manual', 'all'] as const;
export type StatementTab = (typeof STATEMENT_TABS)[number];

/** The results whose lines a confirmation posts (they name an event). */
export const POSTABLE_MATCHES = ['matched', 'valueDiffers', 'manual'] as const satisfies readonly StatementMatchValue[];

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
type StatementState = Pick<StatementSummary, 'status'>;

/** A line not found or ambiguous, not posted, in a statement under review, may be matched by hand. */
export function canMatchLine(line: LineState, statement: StatementState): boolean {
  return statement.status === 'review' && !line.posted && (line.match === 'notFound' || line.match === 'ambiguous');
}

/** A line tied to an event, not posted, in a statement under review, may be untied. */
export function canUnmatchLine(line: LineState, statement: StatementState): boolean {
  return statement.status === 'review' && !line.posted && line.eventId !== null;
}

/** Whether the confirmation posts this line. */
export function isPostable(line: LineState): boolean {
  return !line.posted && line.eventId !== null && (POSTABLE_MATCHES as readonly string[]).includes(line.match);
}

export interface PostingSummary {
  count: number;
  /** Decimal text ("1234.56"): the released values of the lines posted. */
  released: string;
  glosa: string;
}

const cents = (value: string | undefined) => (value ? toCents(value) : 0n);

/**
 * What the confirmation states before it posts: how many lines, and the receipts and glosas
 * they book (released and glosa of each postable line, counted once even if listed twice).
 */
export function postingSummary(
  lines: readonly (LineState & Pick<StatementLineView, 'id' | 'valueReleased' | 'valueGlosa'>)[],
): PostingSummary {
  const seen = new Set<string>();
  let released = 0n;
  let glosa = 0n;
  for (const line of lines) {
    if (!isPostable(line) || seen.has(line.id)) continue;
    seen.add(line.id);
    released += cents(line.valueReleased);
    glosa += cents(line.valueGlosa);
  }
  return { count: seen.size, released: centsText(released), glosa: centsText(glosa) };
}
