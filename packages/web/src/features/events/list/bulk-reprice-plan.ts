import { messages, type EventBulkResult, type EventListItem, type EventRepricePreviewItem } from '@honora/contract';
import { centsText, toCents } from '@honora/domain';
import { localText } from '../../../shared/api/api-error';
import type { Can } from '../../../shared/auth/use-can';
import { formatMoneyText } from '../../../shared/pricing/decimal-format';

const t = messages.screens.events.list;

/** What re-pricing does to one selected event, as the preview dialog lists it. */
export type RepriceState = 'change' | 'unchanged' | 'refused';

export interface RepriceRow {
  id: string;
  guide: string;
  patient: string;
  state: RepriceState;
  /** Decimal text; absent when the user may not see values or (new total, difference) the event is refused. */
  totalBefore?: string | undefined;
  totalAfter?: string | undefined;
  difference?: string | undefined;
  /** The refusal's pt-BR reason, "sem alteração" or "será reprecificado". */
  note: string;
}

export interface RepricePlan {
  rows: RepriceRow[];
  /** What the apply sends: each event that changes, at the version its preview showed. */
  toApply: { id: string; version: number }[];
  /** The events the preview refused, as results (the results dialog lists them with the applied ones). */
  refused: EventBulkResult[];
  /** Whether the answer carried amounts (the server strips them without readValues). */
  hasValues: boolean;
  /** Sum of the differences of the events applied (decimal text); undefined without values. */
  totalDifference: string | undefined;
}

/**
 * Re-pricing changes values (decision 018 "Pricing"): like the server, events write (or writeOwn
 * on own events) and billing write.
 */
export function canBulkReprice(can: Can): boolean {
  return (can('events', 'write') || can('events', 'writeOwn')) && can('billing', 'write');
}

function stateOf(item: EventRepricePreviewItem, hasValues: boolean): RepriceState {
  if (item.result !== 'success') return 'refused';
  // Without values the difference is unknown: every accepted event is applied.
  if (hasValues && item.totalDifference !== undefined && item.totalDifference !== null) {
    return toCents(item.totalDifference) === 0n ? 'unchanged' : 'change';
  }
  return 'change';
}

const noteOf: Record<Exclude<RepriceState, 'refused'>, string> = {
  change: t.reprice.willChange,
  unchanged: t.reprice.unchanged,
};

/**
 * The preview's answer as the dialog shows it and the apply sends it: an event that changes is
 * applied at its previewed version; one whose total stays the same is left as it is; a refused
 * one keeps its reason. Amounts are only those the server answered — never a zero in their place.
 */
export function repricePlan(
  items: readonly EventRepricePreviewItem[],
  known: ReadonlyMap<string, EventListItem>,
): RepricePlan {
  const hasValues = items.some((item) => item.totalBefore !== undefined);
  const rows: RepriceRow[] = [];
  const toApply: RepricePlan['toApply'] = [];
  const refused: EventBulkResult[] = [];
  let cents = 0n;
  for (const item of items) {
    const state = stateOf(item, hasValues);
    const listed = known.get(item.eventId);
    rows.push({
      id: item.eventId,
      guide: item.numGuide ?? listed?.numGuide ?? t.noGuide,
      patient: listed?.patientName ?? '',
      state,
      totalBefore: item.totalBefore,
      totalAfter: item.totalAfter ?? undefined,
      difference: item.totalDifference ?? undefined,
      note: state === 'refused' ? (localText(item) ?? messages.screens.events.bulkResults[item.result]) : noteOf[state],
    });
    if (state === 'refused') {
      const { eventId, numGuide, result, message, messageKey, params } = item;
      refused.push({ eventId, numGuide, result, message, messageKey, params });
    }
    if (state !== 'change') continue;
    toApply.push({ id: item.eventId, version: item.version });
    if (item.totalDifference) cents += toCents(item.totalDifference);
  }
  return { rows, toApply, refused, hasValues, totalDifference: hasValues ? centsText(cents) : undefined };
}

/** A difference in R$ with its sign: "+R$ 10,00", "-R$ 5,50", "R$ 0,00". */
export function formatDifference(text: string): string {
  const shown = formatMoneyText(text);
  return toCents(text) > 0n ? `+${shown}` : shown;
}
