import {
  collectionCreateBodySchema,
  messages,
  type Collection,
  type CollectionCreateBody,
  type collectionSettleBodySchema,
  type collectionUpdateBodySchema,
} from '@honora/contract';
import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';

/**
 * The collection forms' drafts as the forms keep them (text per field; ids joined by commas;
 * switches "true"/"false") and the bodies the API takes (billing.md §3 Collection).
 */
export type Draft = Record<string, string>;

/** Where a new collection's events come from: the insurer's batches, or its events waiting for payment in a period. */
export type EventSource = 'batches' | 'period';

const flag = (value: string | undefined) => value === 'true';
export const splitIds = (text: string | undefined): string[] => (text ? text.split(',').filter(Boolean) : []);
export const joinIds = (ids: readonly string[]): string => ids.join(',');

/** A new collection: dated today, its events from batches, not released for transfer (the API's default). */
export function createDraft(today: string): Draft {
  return {
    healthInsuranceId: '',
    date: today,
    dtBilling: '',
    isAllowTransfer: 'false',
    source: 'batches',
    batchIds: '',
    periodFrom: '',
    periodTo: '',
  };
}

export const sourceOf = (draft: Draft): EventSource => (draft.source === 'period' ? 'period' : 'batches');

/** The body of POST /api/collections: only the chosen source's fields. */
export function createBody(draft: Draft): CollectionCreateBody {
  const source = sourceOf(draft);
  return {
    healthInsuranceId: draft.healthInsuranceId ?? '',
    date: draft.date ?? '',
    dtBilling: draft.dtBilling || null,
    isAllowTransfer: flag(draft.isAllowTransfer),
    batchIds: source === 'batches' ? splitIds(draft.batchIds) : [],
    periodFrom: source === 'period' ? draft.periodFrom || undefined : undefined,
    periodTo: source === 'period' ? draft.periodTo || undefined : undefined,
  };
}

type Issue = { path: readonly PropertyKey[]; message: string };
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };

/**
 * What the server checks of the events a body names (billing.md §8 collections): some batches or
 * events, or a whole period in order. "Choose the batches or the period" goes under the batches
 * or under the period's start, whichever source the form shows.
 */
export function sourceIssues(body: CollectionCreateBody, source: EventSource): Issue[] {
  const { periodFrom, periodTo } = body;
  const hasPeriod = Boolean(periodFrom || periodTo);
  if (!hasPeriod && !body.batchIds?.length && !body.eventIds?.length) {
    return [{ path: [source === 'batches' ? 'batchIds' : 'periodFrom'], message: t.errors.eventsRequired }];
  }
  if (hasPeriod && (!periodFrom || !periodTo)) {
    return [{ path: [periodFrom ? 'periodTo' : 'periodFrom'], message: messages.validation.required }];
  }
  if (periodFrom && periodTo && periodFrom > periodTo) {
    return [{ path: ['periodTo'], message: t.errors.periodInverted }];
  }
  return [];
}

/** The create schema and the server's checks of the events, as the form runs them before posting. */
export function createValidator(source: EventSource) {
  return {
    safeParse(value: CollectionCreateBody): Parsed<(typeof collectionCreateBodySchema)['_output']> {
      const parsed = collectionCreateBodySchema.safeParse(value);
      const extra = sourceIssues(value, source);
      if (parsed.success && extra.length === 0) return parsed;
      const taken = new Set(extra.map((issue) => issue.path.join('.')));
      const issues = parsed.success ? [] : parsed.error.issues.filter((issue) => !taken.has(issue.path.join('.')));
      return { success: false, error: { issues: [...extra, ...issues] } };
    },
  };
}

/**
 * The API's field errors of a creation under the inputs the form shows: what it says about the
 * events ("batchIds", "eventIds": none can be charged, another insurer's batch) goes under the
 * batches or under the period's start, whichever source the form shows.
 */
export function createApiErrors(
  fields: readonly { path: string; message: string }[],
  source: EventSource,
): Record<string, string> {
  const eventsField = source === 'batches' ? 'batchIds' : 'periodFrom';
  const shown = new Set([
    'healthInsuranceId',
    'date',
    'dtBilling',
    eventsField,
    ...(source === 'period' ? ['periodTo'] : []),
  ]);
  const errors: Record<string, string> = {};
  for (const { path, message } of fields) {
    const key = path === 'batchIds' || path === 'eventIds' ? eventsField : path;
    if (shown.has(key) && !(key in errors)) errors[key] = message;
  }
  return errors;
}

/** The collection's editable fields. */
export function editDraft(collection: Collection): Draft {
  return {
    date: collection.date.slice(0, 10),
    dtBilling: collection.dtBilling?.slice(0, 10) ?? '',
    isAllowTransfer: String(collection.isAllowTransfer),
  };
}

export function editBody(draft: Draft): (typeof collectionUpdateBodySchema)['_input'] {
  return { date: draft.date ?? '', dtBilling: draft.dtBilling || null, isAllowTransfer: flag(draft.isAllowTransfer) };
}

/** Settling: today, receiving the rest and releasing for transfer by default. */
export function settleDraft(today: string): Draft {
  return { dtBaixa: today, receiveRest: 'true', typeOfPaymentId: '', isAllowTransfer: 'true' };
}

/** The body of POST /settle: a type of payment only when the rest is received. */
export function settleBody(draft: Draft): (typeof collectionSettleBodySchema)['_input'] {
  const receiveRest = flag(draft.receiveRest);
  return {
    dtBaixa: draft.dtBaixa ?? '',
    receiveRest,
    typeOfPaymentId: receiveRest ? draft.typeOfPaymentId || null : null,
    isAllowTransfer: flag(draft.isAllowTransfer),
  };
}
