import {
  appealItemInputSchema,
  entryValueSchema,
  fmt,
  messages,
  type AppealCandidate,
  type AppealCreateBody,
} from '@honora/contract';
import { centsText, sumCents, toCents } from '@honora/domain';
import { moneyShown, moneyText } from '../../../../shared/forms/decimal-text';
import { formatMoneyText } from '../../../../shared/pricing/decimal-format';

const e = messages.screens.appeals.errors;
const m = messages.screens.money.errors;

/** One glosa of the identify dialog: the candidate, whether it is chosen, the value (pt-BR) and why. */
export interface IdentifyRow {
  key: string;
  candidate: AppealCandidate;
  /** The server said why it cannot be appealed now (skipAppeal, already in an appeal, deadline). */
  isBlocked: boolean;
  isChosen: boolean;
  /** The value to appeal as typed ("1.234,56"). */
  value: string;
  justification: string;
}

export interface IdentifyDraft {
  rows: IdentifyRow[];
}

/** Where a row's errors show: `errors[fieldKey(row.key, 'value')]`. */
export const fieldKey = (rowKey: string, field: 'value' | 'justification'): string => `${rowKey}.${field}`;

export const candidateKeyOf = (c: Pick<AppealCandidate, 'eventId' | 'type' | 'procedureRowId'>): string =>
  `${c.eventId}:${c.type}:${c.procedureRowId ?? ''}`;

/** The candidates that can be appealed now (GET /api/appeals/candidates answered no blockedReason). */
export const appealableOf = (candidates: readonly AppealCandidate[]): AppealCandidate[] =>
  candidates.filter((c) => c.blockedReason === null);

/**
 * The dialog's first state (billing.md §4 "Appeal identified"; decision 026): every glosa that
 * can be appealed is chosen, with all of its glosa as the value; blocked ones are listed, not
 * chosen; no justification is written for the person.
 */
export function identifyDraftOf(candidates: readonly AppealCandidate[]): IdentifyDraft {
  return {
    rows: candidates.map((candidate) => {
      const isBlocked = candidate.blockedReason !== null;
      return {
        key: candidateKeyOf(candidate),
        candidate,
        isBlocked,
        isChosen: !isBlocked,
        value: moneyShown(candidate.valueGlosado),
        justification: '',
      };
    }),
  };
}

export const chosenRows = (draft: IdentifyDraft): IdentifyRow[] => draft.rows.filter((r) => r.isChosen && !r.isBlocked);

type Item = AppealCreateBody['items'][number];

/** More than the glosa (the server refuses it too); unknown without values, left to the server. */
const isAboveGlosa = (value: string, glosado: string | undefined): boolean =>
  glosado !== undefined && toCents(value) > toCents(glosado);

/** One chosen row's item, or its errors (under the value, under the justification). */
function itemOf(row: IdentifyRow): { item: Item } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const value = entryValueSchema.safeParse(moneyText(row.value));
  if (!value.success) errors[fieldKey(row.key, 'value')] = value.error.issues[0]?.message ?? m.valueInvalid;
  else if (isAboveGlosa(value.data, row.candidate.valueGlosado)) {
    errors[fieldKey(row.key, 'value')] = fmt(e.valueAboveGlosa, {
      value: formatMoneyText(row.candidate.valueGlosado ?? ''),
    });
  }
  const justification = appealItemInputSchema.shape.justification.safeParse(row.justification);
  if (!justification.success) {
    errors[fieldKey(row.key, 'justification')] = justification.error.issues[0]?.message ?? e.justificationRequired;
  }
  if (!value.success || !justification.success || Object.keys(errors).length > 0) return { errors };
  const { eventId, type, procedureRowId } = row.candidate;
  return { item: { eventId, type, procedureRowId, valueAppealed: value.data, justification: justification.data } };
}

export type IdentifyCheck =
  { ok: true; body: AppealCreateBody } | { ok: false; errors: Record<string, string>; formError: string | null };

/**
 * The body of POST /api/appeals from the dialog: the chosen glosas, each with its value to
 * appeal (more than zero, at most its glosa) and its justification (required, ≤ 500 — TISS 4.x),
 * checked by the contract's own rules before posting; the server checks them again.
 */
export function checkIdentify(draft: IdentifyDraft): IdentifyCheck {
  const chosen = chosenRows(draft);
  if (chosen.length === 0) return { ok: false, errors: {}, formError: e.noItems };
  const errors: Record<string, string> = {};
  const items: Item[] = [];
  for (const row of chosen) {
    const checked = itemOf(row);
    if ('errors' in checked) Object.assign(errors, checked.errors);
    else items.push(checked.item);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, formError: null };
  return { ok: true, body: { items, observation: null } };
}

/** The sum of the chosen rows' valid values (decimal text), shown under the table. */
export function appealedTotal(draft: IdentifyDraft): string {
  const values = chosenRows(draft)
    .map((row) => entryValueSchema.safeParse(moneyText(row.value)))
    .flatMap((parsed) => (parsed.success ? [toCents(parsed.data)] : []));
  return centsText(sumCents(values));
}

/** The API's field errors ("items.1.valueAppealed", "items.0") under the chosen row they name. */
export function errorsOfApi(
  draft: IdentifyDraft,
  fields: readonly { path: string; message: string }[],
): Record<string, string> {
  const chosen = chosenRows(draft);
  const found: Record<string, string> = {};
  for (const field of fields) {
    const [, index, leaf] = /^items\.(\d+)(?:\.(\w+))?/.exec(field.path) ?? [];
    const row = index === undefined ? undefined : chosen[Number(index)];
    if (!row) continue;
    const key = fieldKey(row.key, leaf === 'justification' ? 'justification' : 'value');
    if (!(key in found)) found[key] = field.message;
  }
  return found;
}
