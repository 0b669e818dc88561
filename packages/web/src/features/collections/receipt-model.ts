import { entryValueSchema, type CollectionEvent } from '@honora/contract';
import { centsText, sumCents, toCents } from '@honora/domain';
import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';
import { moneyShown, moneyText } from '../../shared/forms/decimal-text';

/**
 * The insurer's payment against a collection (billing.md §3 Collection, §4 receipts): one money
 * input per event still open, blank meaning nothing for that event; the values go to the API as
 * decimal text ("1234.56"), never through a float.
 */

/** What a person typed per event id (pt-BR money, "1.234,56"). */
export type TypedValues = Readonly<Record<string, string>>;

export interface ReceiptItem {
  eventId: string;
  value: string;
}

/** Decimal text above zero ("0.01", "12"; not "0.00", "-1"). */
const isPositive = (text: string): boolean => !text.trim().startsWith('-') && /[1-9]/.test(text);

/**
 * An event the payment may still cover: something open on it. Without values (the answer has no
 * valueOpen) every event is offered and the server decides.
 */
export function isOpenEvent(event: Pick<CollectionEvent, 'valueOpen'>): boolean {
  return event.valueOpen === undefined || isPositive(event.valueOpen);
}

/** "Preencher com o valor em aberto": each event's open value, as a person would type it. */
export function filledWithOpen(
  events: readonly Pick<CollectionEvent, 'eventId' | 'valueOpen'>[],
): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const event of events) {
    if (event.valueOpen !== undefined && isPositive(event.valueOpen))
      filled[event.eventId] = moneyShown(event.valueOpen);
  }
  return filled;
}

/**
 * The items of POST /receipts in the table's order, only the non-blank ones, each checked by the
 * contract's own rule (its message under that event's input). No item at all: the form's message.
 */
export function receiptItems(
  events: readonly Pick<CollectionEvent, 'eventId'>[],
  typed: TypedValues,
): { items: ReceiptItem[]; errors: Record<string, string>; formError: string | null } {
  const items: ReceiptItem[] = [];
  const errors: Record<string, string> = {};
  for (const { eventId } of events) {
    const text = (typed[eventId] ?? '').trim();
    if (text === '') continue;
    const value = moneyText(text);
    const parsed = entryValueSchema.safeParse(value);
    if (parsed.success) items.push({ eventId, value: parsed.data });
    else errors[eventId] = parsed.error.issues[0]?.message ?? t.errors.nothingToReceive;
  }
  const isEmpty = items.length === 0 && Object.keys(errors).length === 0;
  return { items, errors, formError: isEmpty ? t.errors.nothingToReceive : null };
}

/**
 * The API's field errors of a receipt ("items.3.value", "items.3.eventId") under the input of
 * that item's event; other fields stay with their own path ("date").
 */
export function receiptApiErrors(
  fields: readonly { path: string; message: string }[],
  items: readonly ReceiptItem[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of fields) {
    const match = /^items\.(\d+)(\.|$)/.exec(path);
    const key = match ? items[Number(match[1])]?.eventId : path;
    if (key && !(key in errors)) errors[key] = message;
  }
  return errors;
}

/** The sum of the items as decimal text ("1234.56"): what the dialog says it will register. */
export function itemsTotal(items: readonly ReceiptItem[]): string {
  return centsText(sumCents(items.map((item) => toCents(item.value))));
}
