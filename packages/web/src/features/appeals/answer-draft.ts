import { appealAnswerBodySchema, type Appeal, type AppealAnswerBody, type AppealItem } from '@honora/contract';
import { centsText, toCents } from '@honora/domain';
import { moneyShown, moneyText } from '../../shared/forms/decimal-text';
import { errorsFromIssues, type FormErrors } from '../../shared/forms/form-errors';

/** One line of the answer form: an appealed item, the value accepted as typed (pt-BR) and the reason. */
export interface AnswerRow {
  id: string;
  /** The guide and the item, as the form names the row. */
  label: string;
  /** Decimal text: what was appealed (the most the insurer can accept); the form is for users who see values. */
  valueAppealed: string;
  accepted: string;
  reason: string;
}

export interface AnswerDraft {
  answeredOn: string;
  operatorNumber: string;
  rows: AnswerRow[];
}

/** How the form names an item: its guide, then the procedure (or the kind of item). */
export const answerRowLabel = (item: Pick<AppealItem, 'numGuide' | 'label'>): string =>
  item.numGuide ? `${item.numGuide} — ${item.label}` : item.label;

/**
 * The form's first state: one row per item, the value accepted defaulting to the value appealed
 * (an answer already recorded is shown as it was, to be corrected), the answer dated `today`.
 */
export function answerDraftOf(
  appeal: Pick<Appeal, 'items' | 'operatorNumber' | 'answeredOn'>,
  today: string,
): AnswerDraft {
  return {
    answeredOn: appeal.answeredOn ?? today,
    operatorNumber: appeal.operatorNumber ?? '',
    rows: appeal.items.map((item) => ({
      id: item.id,
      label: answerRowLabel(item),
      valueAppealed: item.valueAppealed ?? '',
      accepted: moneyShown(item.answer === 'pending' ? item.valueAppealed : item.valueAccepted),
      reason: item.answerReason ?? '',
    })),
  };
}

/** "Negar tudo": every item accepted at zero (the reasons typed stay). */
export const denyAll = (draft: AnswerDraft): AnswerDraft => ({
  ...draft,
  rows: draft.rows.map((row) => ({ ...row, accepted: moneyShown('0') })),
});

/** "Aceitar tudo": every item accepted at the value appealed. */
export const acceptAll = (draft: AnswerDraft): AnswerDraft => ({
  ...draft,
  rows: draft.rows.map((row) => ({ ...row, accepted: moneyShown(row.valueAppealed) })),
});

/** The body of POST /api/appeals/:id/answer as typed (money as decimal text, blanks as null). */
export function answerBodyOf(draft: AnswerDraft): AppealAnswerBody {
  return {
    answeredOn: draft.answeredOn,
    operatorNumber: draft.operatorNumber.trim() || null,
    items: draft.rows.map((row) => ({
      id: row.id,
      valueAccepted: moneyText(row.accepted),
      answerReason: row.reason.trim() || null,
    })),
  };
}

export type AnswerCheck = { ok: true; body: AppealAnswerBody } | { ok: false; errors: FormErrors };

/**
 * What the form sends, checked by the contract's own schema (a value never negative, at most 2
 * decimals; the date): the errors keyed by the body's paths ("items.1.valueAccepted"), as the
 * server names them, so either side's message shows under the same input. The most an item may
 * accept (its value appealed) is the server's rule and comes back the same way.
 */
export function checkAnswer(draft: AnswerDraft): AnswerCheck {
  const parsed = appealAnswerBodySchema.safeParse(answerBodyOf(draft));
  if (!parsed.success) return { ok: false, errors: errorsFromIssues(parsed.error.issues) };
  return { ok: true, body: parsed.data };
}

/** Every field path of the form, to pick the API's field errors (errorsFromApi). */
export function answerFieldNames(draft: AnswerDraft): string[] {
  return [
    'answeredOn',
    'operatorNumber',
    ...draft.rows.flatMap((_, i) => [`items.${i}.id`, `items.${i}.valueAccepted`, `items.${i}.answerReason`]),
  ];
}

/** The sum of the values accepted that read as money (decimal text), shown under the table. */
export function acceptedTotal(draft: AnswerDraft): string {
  let total = 0n;
  for (const row of draft.rows) {
    const text = moneyText(row.accepted);
    if (/^\d{1,12}(\.\d{1,2})?$/.test(text)) total += toCents(text);
  }
  return centsText(total);
}
